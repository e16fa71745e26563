"""The 7 SHADES OF S:EVEN table in the page (issue 16, items 6 and 8): it draws, a move and a hand card's use
with its target are made by clicks, a reload mid-turn resumes at the same decision, no other seat's hidden
card is anywhere in the DOM (compared with the engine's state), and it fits a phone. Positions are planted
as saves made in CPython by seeded random play (``_position``)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any, Callable

from pagehelpers import READY_TIMEOUT_MS, PageLog, plant, storage_key, wait_ready
from sevens.core import registry

if "shades" not in registry.ids():
    registry.register("shades", "sevens.games.shades.game")

from sevens.games.shades.cards import KIND, KINDS  # noqa: E402
from sevens.games.shades.state import State  # noqa: E402
from tests.test_web_shades import visible_cards  # noqa: E402  (the faces the engine lets a seat see)
from web.shades.session import Session  # noqa: E402

GAME = Session.GAME
SAVE_KEY = storage_key("sevens.shades.save")
QUERY = "?pace=0&bot_budget=nodes&bot_seed=7"
TARGETS = ("square", "player", "card", "colour", "choice")


def _code(c: int) -> str:
    return KINDS[KIND[c]].code


def _step(s: State, rng: random.Random) -> State | None:
    """A random legal move played; None once the game is over."""
    moves = GAME.legal_moves(s)
    return GAME.apply(s, rng.choice(moves)) if moves else None


def _position(found: Callable[[Session], bool], seats: list[str] | None = None) -> Session:
    """The first position of seeded random play where ``found`` holds (seat 0 the human, deciding)."""
    for seed in range(80):
        s = Session.create(seed, list(seats or ["human", "normal"]), {})
        rng = random.Random(seed)
        for _ in range(300):
            if s.to_move() is None:
                break
            if s.to_move() == 0 and found(s):
                return s
            nxt = _step(s.state, rng)
            if nxt is None:
                break
            s.state = nxt
    raise AssertionError("no such position")


def _use_with_target(s: Session) -> bool:
    """Seat 0 in its hand phase holds a card whose use (one way to pay) asks it a target next."""
    if s.decision().kind != "hand":  # type: ignore[union-attr]
        return False
    return _card_to_use(s) is not None


def _card_to_use(s: Session) -> str | None:
    hand = {_code(c) for c in s.state.hands[0]}
    texts = [GAME.format_move(s.state, m) for m in GAME.legal_moves(s.state)]
    for t in texts:
        parts = t.split()
        if parts[0] != "use" or len(parts) != 2 or parts[1] not in hand \
                or sum(1 for x in texts if x.split()[:2] == parts) != 1:
            continue
        after = GAME.apply(s.state, GAME.parse_move(s.state, t))
        if after.ask is not None and after.ask.seat == 0 and after.ask.kind in TARGETS:
            return parts[1]
    return None


def _open(page: Any, site_url: str, s: Session) -> None:
    plant(page, site_url, {SAVE_KEY: s.dump()})
    page.goto(site_url + "/" + QUERY)
    wait_ready(page)
    page.wait_for_selector(".shades[data-decides='1']", timeout=READY_TIMEOUT_MS)


def _saved(page: Any) -> Session:
    return Session.load(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))


def _moves(page: Any) -> list[str]:
    return list(json.loads(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))["record"]["moves"])


def _dom_faces(page: Any) -> Counter[str]:
    return Counter(page.locator("#app .scard.face").evaluate_all("els => els.map(e => e.dataset.card)"))


def test_the_table_draws(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/" + QUERY)
    wait_ready(page)
    page.click("[data-action='open'][data-game='shades']")
    page.wait_for_selector("#setup")
    page.click("[data-action='start']")
    page.wait_for_selector(".shades[data-decides='1']", timeout=READY_TIMEOUT_MS)
    assert page.locator(".sboard .sq").count() == 49
    assert page.locator(".sboard .cube").count() == 2
    assert page.locator(".sq.gate.gate-S[data-sq='d1'] .gatemark").inner_text() == "P1"
    assert page.locator(".sq.gate.gate-N[data-sq='d7'] .gatemark").inner_text() == "P2"
    assert page.locator(".sq.gate.plain").count() == 2  # the empty seats' gates a4, g4
    assert page.locator(".players .player").count() == 2
    assert page.locator(".lslot").count() == 14
    assert page.locator("#prompt").inner_text().strip()
    assert log.errors == []


def test_a_move_to_a_square_by_clicks(page: Any, site_url: str, log: PageLog) -> None:
    s = _position(lambda s: s.decision().kind == "move"  # type: ignore[union-attr]
                  and any(GAME.format_move(s.state, m).startswith("move ") for m in GAME.legal_moves(s.state)))
    _open(page, site_url, s)
    assert page.locator("#prompt").get_attribute("data-prompt") == "move"
    target = page.locator(".sboard button.sq.legal[data-move^='move ']").first
    move = str(target.get_attribute("data-move"))
    n = len(_moves(page))
    target.click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
    assert _moves(page)[n] == move
    assert log.errors == []


def test_a_hand_card_used_with_its_target_by_clicks_and_reload_resumes_there(page: Any, site_url: str,
                                                                               log: PageLog) -> None:
    s = _position(_use_with_target)
    card = _card_to_use(s)
    _open(page, site_url, s)
    n = len(_moves(page))
    # focused, its whole effect pops up at the foot of the window, not inside the raised card (a transform on the
    # card would make it the pop-up's containing block: cut by its overflow, the card's text scrolled away)
    page.focus(f".hand button.scard[data-card='{card}']")
    scrolled, bottom, height = page.evaluate(
        "sel => { const c = document.querySelector(sel); const r = c.querySelector('.fx').getBoundingClientRect();"
        " return [c.scrollTop, r.bottom, innerHeight]; }", f".hand button.scard[data-card='{card}']")
    assert scrolled == 0
    assert height - 20 <= bottom <= height
    page.click(f".hand button.scard[data-card='{card}']")
    page.wait_for_selector(".shades[data-decides='1'][data-kind='square'], .shades[data-decides='1'][data-kind='player'],"
                           " .shades[data-decides='1'][data-kind='card'], .shades[data-decides='1'][data-kind='colour'],"
                           " .shades[data-decides='1'][data-kind='choice']", timeout=READY_TIMEOUT_MS)
    assert _moves(page)[n] == f"use {card}"
    # reload mid-turn: the same decision, the same choices
    prompt = page.locator("#prompt").get_attribute("data-prompt")
    choices = sorted(page.locator("#app [data-move]").evaluate_all("els => els.map(e => e.dataset.move)"))
    saved = _moves(page)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".shades[data-decides='1']", timeout=READY_TIMEOUT_MS)
    assert page.locator("#prompt").get_attribute("data-prompt") == prompt
    assert sorted(page.locator("#app [data-move]").evaluate_all("els => els.map(e => e.dataset.move)")) == choices
    assert _moves(page) == saved
    # the target, clicked where it is
    kind = page.locator(".shades").get_attribute("data-kind")
    where = {"square": ".sboard button.sq.legal", "player": "button.pname", "card": ".hand button.scard.legal",
             "colour": ".choices button.colour", "choice": ".choices button.opt"}[str(kind)]
    target = page.locator(where).first
    move = str(target.get_attribute("data-move"))
    target.click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {len(saved)}")
    assert _moves(page)[len(saved)] == move
    assert log.errors == []


def test_no_other_seats_hidden_card_in_the_dom(page: Any, site_url: str, log: PageLog) -> None:
    """Every face in the DOM is one the engine's state lets seat 0 see (a 4-player game well under way), and
    the others' hands are counts; the hand drawn is exactly seat 0's."""
    s = _position(lambda s: len(s.state.log) > 60 and sum(len(h) for h in s.state.hands[1:]) >= 3,
                  ["human", "normal", "normal", "normal"])
    _open(page, site_url, s)
    state = _saved(page).state
    assert _dom_faces(page) == visible_cards(state, 0)
    mine = sorted(page.locator(".hand .scard").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert mine == sorted(_code(c) for c in state.hands[0])
    facts = page.locator(".players .player .facts").all_inner_texts()
    for p in range(1, 4):
        n = len(state.hands[p])
        assert ("1 card in hand" if n == 1 else f"{n} cards in hand") in facts[p]
    assert log.errors == []


def test_the_table_fits_a_phone(page: Any, site_url: str, log: PageLog) -> None:
    page.set_viewport_size({"width": 375, "height": 740})
    s = _position(_use_with_target)
    _open(page, site_url, s)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    board = page.locator(".sboard").bounding_box()
    assert board is not None and board["x"] >= 0 and board["x"] + board["width"] <= 375
    widths = page.locator(".sboard .sq").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    assert min(widths) >= 44
    hand = page.locator(".hand button.scard").first.bounding_box()
    assert hand is not None and hand["height"] >= 44 and hand["y"] > board["y"] + board["height"]
    assert log.errors == []
    # scrolled down to the board's foot, the question is still at the top of the screen (QA 2026-12-04: a tap on a
    # square keeps the page where it is, and the next decision's prompt was above the screen's edge)
    page.evaluate("window.scrollTo(0, 400)")
    page.wait_for_function("window.scrollY > 300")
    prompt = page.locator("#prompt").bounding_box()
    assert prompt is not None and 0 <= prompt["y"] <= 2, prompt


def test_the_table_has_no_serious_accessibility_violation_in_both_languages(page: Any, site_url: str) -> None:
    from axecheck import serious_violations

    s = _position(_use_with_target)
    _open(page, site_url, s)
    found = {}
    for lang in ("first", "second"):
        found[f"table ({lang} language)"] = serious_violations(page)
        page.click("[data-action='shades-cards']")
        page.wait_for_selector("#rules-dialog[open]")
        found[f"card reference ({lang} language)"] = serious_violations(page)
        page.keyboard.press("Escape")
        page.wait_for_selector("#rules-dialog[open]", state="detached")
        page.click("#lang")
        page.wait_for_selector(".shades[data-decides='1']")
    assert {k: v for k, v in found.items() if v} == {}


def test_every_control_is_44_px_on_a_touch_phone(browser: Any, site_url: str) -> None:
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    try:
        s = _position(_use_with_target)
        _open(page, site_url, s)
        small = page.locator("#app :is(button, select, input, summary)").evaluate_all(
            """els => els.filter(e => e.offsetParent !== null).map(e => [e.outerHTML.slice(0, 80),
                 e.getBoundingClientRect()]).filter(([_, r]) => r.width < 44 || r.height < 44)
                 .map(([h, r]) => h + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))""")
        assert small == []
    finally:
        ctx.close()


def test_on_a_touch_phone_the_focus_the_page_gives_a_card_pops_up_nothing(browser: Any, site_url: str) -> None:
    """After each move the page puts the focus on the first legal choice (issue 15, item 8); when that is a hand card,
    its effect's pop-up (fixed at the window's foot, a quarter of a phone's screen) opened without a tap. It opens
    for a pointer over the card or the keyboard's focus only."""
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    try:
        s = _position(_use_with_target)
        card = _card_to_use(s)
        _open(page, site_url, s)
        sel = f".hand button.scard[data-card='{card}']"
        shown = "sel => getComputedStyle(document.querySelector(sel + ' .fx')).display"
        # as the page's focus does it (web/table_base.py, _page_focus): marked, then focused
        page.evaluate("sel => { const c = document.querySelector(sel); c.dataset.pageFocus = '1'; c.focus(); }", sel)
        assert page.evaluate("sel => document.activeElement === document.querySelector(sel)", sel)
        assert page.evaluate(shown, sel) == "none"
        page.evaluate("() => document.activeElement.blur()")
        page.evaluate("sel => { delete document.querySelector(sel).dataset.pageFocus; }", sel)  # as a tap leaves it
        page.focus(sel)
        assert page.evaluate(shown, sel) == "block", "a focus the person gives the card shows its effect"
    finally:
        ctx.close()


def _two_ways(s: Session) -> str | None:
    """A card of seat 0's hand that its hand phase can use in two ways or more (which card pays 追色)."""
    if s.decision().kind != "hand":  # type: ignore[union-attr]
        return None
    hand = {_code(c) for c in s.state.hands[0]}
    uses = [GAME.format_move(s.state, m).split() for m in GAME.legal_moves(s.state)]
    counts = Counter(u[1] for u in uses if u[0] == "use" and u[1] in hand)
    return next((k for k, n in counts.items() if n > 1), None)


def test_a_card_paid_for_in_two_ways_offers_both(page: Any, site_url: str, log: PageLog) -> None:
    s = _position(lambda s: _two_ways(s) is not None)
    card = _two_ways(s)
    _open(page, site_url, s)
    page.click(f".hand button.scard[data-card='{card}']")
    page.wait_for_selector("#choices [data-action='shades-pick'][data-pick='']")  # Cancel
    ways = page.locator(f"#choices button[data-move^='use {card} pay ']")
    assert ways.count() > 1
    move = str(ways.first.get_attribute("data-move"))
    n = len(_moves(page))
    ways.first.click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
    assert _moves(page)[n] == move
    assert log.errors == []


def test_undo_takes_back_a_decision_that_revealed_nothing(page: Any, site_url: str, log: PageLog) -> None:
    """Ending the hand phase reveals nothing: undo brings the hand phase back (the shell's undo, through the
    session that steps over declines played for the human)."""
    s = _position(lambda s: s.decision().kind == "hand" and len(s.state.log) > 10)  # type: ignore[union-attr]
    _open(page, site_url, s)
    n = len(_moves(page))
    page.click("#choices button[data-move='end']")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
    page.wait_for_selector(".shades[data-decides='1']", timeout=READY_TIMEOUT_MS)
    page.click("[data-action='undo']")
    page.wait_for_selector("#prompt[data-prompt='hand']")
    assert len(_moves(page)) == n
    assert log.errors == []


def test_a_counterattack_is_offered_when_contacted_and_used_by_clicking_it(page: Any, site_url: str,
                                                                           log: PageLog) -> None:
    """反撃 against a contact (issue 16, item 8): the human holding one is asked, its card is highlighted in the
    hand, and a click uses it."""
    def offered(s: Session) -> bool:
        return s.decision().kind == "react" and "react counterattack" in [  # type: ignore[union-attr]
            GAME.format_move(s.state, m) for m in GAME.legal_moves(s.state)]

    _open(page, site_url, _position(offered))
    assert page.locator("#prompt").get_attribute("data-prompt") == "react.contact"
    assert page.locator("#choices button[data-move='decline']").count() == 1
    n = len(_moves(page))
    page.click(".hand button.scard.legal[data-card='counterattack']")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
    assert _moves(page)[n] == "react counterattack"
    assert log.errors == []


def _invading_move(s: Session) -> str | None:
    """A move of seat 0, made by one click, after which seat 0 wins an eternal card by a gate invasion."""
    from web.shades.logic import eternals_won

    for m in GAME.legal_moves(s.state):
        text = GAME.format_move(s.state, m)
        if " pay " in text:
            continue
        after = GAME.apply(s.state, m)
        if any(p == 0 for p, _ in eternals_won(s.state, after)):
            return text
    return None


def test_a_gate_invasion_is_announced_and_its_eternal_card_locked(page: Any, site_url: str, log: PageLog) -> None:
    s = _position(lambda s: _invading_move(s) is not None)
    move = str(_invading_move(s))
    _open(page, site_url, s)
    before = page.locator(".player[data-seat='0'] .lslot .scard").count()
    n = len(_moves(page))
    page.locator(f"#app [data-move='{move}']").first.click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
    # said at once (the live region, before any bot's move replaces it) and kept in the log
    page.wait_for_function("document.getElementById('announce').textContent.includes(\"P1 invades a rival's gate\")"
                           " || document.querySelector('.log').textContent.includes(\"P1 invades a rival's gate\")")
    assert "P1 invades a rival's gate" in page.locator(".log").inner_text()
    assert page.locator(".player[data-seat='0'] .lslot .scard").count() >= before
    assert log.errors == []
