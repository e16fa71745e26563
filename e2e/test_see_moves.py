"""See every move (issue 15, item 1) in the page: a bot's card glides from its seat to the grid at a pace
slow enough to see, nothing moves at the instant pace or with reduced motion, the short lines of an
elimination and of a forced pass stand by the seats and in the log, and the 七並べ table fits a phone."""

from __future__ import annotations

import json
import random
from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, plant, storage_key, wait_ready
from sevens.core import get
from sevens.games.shichinarabe import cards
from sevens.games.shichinarabe.state import JOKER_PLAY, PLAY
from web.shichinarabe import events

GAME = get("shichinarabe")
SAVE_KEY = storage_key("sevens.shichinarabe.save")
SEATS = ["human", "normal", "normal", "normal"]

COUNT_ANIMATIONS = r"""() => { window.__moved = [];
  const seen = new Set();
  const poll = () => { for (const a of document.getAnimations()) if (!seen.has(a)) { seen.add(a);
      const el = a.effect.target;
      const from = /translate\(([-\d.e]+)px, ([-\d.e]+)px\)/.exec(a.effect.getKeyframes()[0].transform || '');
      window.__moved.push([el.dataset.card || el.className, el.dataset.by || null, a.effect.getTiming().duration,
                           from ? [Number(from[1]), Number(from[2])] : null]); }
    requestAnimationFrame(poll); };
  requestAnimationFrame(poll); }"""
"""Every animation the page starts from now on (its target's card, the seat it came from, its duration and
the shift in pixels it starts from), seen frame by frame: read back from ``window.__moved`` (a 600 ms glide cannot end between two looks)."""


FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Two animation frames: the recorder has looked at the page as drawn now."""


def _start(page: Any, site_url: str, pace: str) -> None:
    page.goto(f"{site_url}/?pace={pace}&bot_budget=nodes&bot_seed=5&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.click("[data-action='start']")
    page.wait_for_selector(".table")


def _play_once(page: Any) -> None:
    """The human's first choice (a card, else the pass), once it is theirs to make."""
    page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
    playable = page.locator("button.card.playable")
    (playable.first if playable.count() else page.locator("button.pass")).click()


def _moves(page: Any) -> list[str]:
    return list(json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["record"]["moves"])


def _sources(record: dict[str, Any]) -> dict[str, int]:
    """Each card put on the grid by a move of ``record`` and the seat it came from, read from the game's own
    log: the mover's, but a joker's real card comes from the seat that held it (``Entry.swap``)."""
    out: dict[str, int] = {}
    for entry in GAME.from_record(record).log:
        m = entry.move
        if m.kind == PLAY:
            out[cards.text(m.card)] = entry.seat
        elif m.kind == JOKER_PLAY:
            out[cards.text(m.card)] = entry.swap
            if m.extra >= 0:
                out[cards.text(m.extra)] = entry.seat
    return out


def _distance(box: dict[str, float] | None, point: tuple[float, float]) -> float:
    """How far ``point`` is from the centre of ``box`` (a layout may shift by a line while bots play on)."""
    assert box is not None
    return float(abs(box["x"] + box["width"] / 2 - point[0]) + abs(box["y"] + box["height"] / 2 - point[1]))


def test_a_bot_card_glides_from_its_seat_to_the_grid(page: Any, site_url: str, log: PageLog) -> None:
    _start(page, site_url, "1")
    page.evaluate(COUNT_ANIMATIONS)
    _play_once(page)
    page.wait_for_function("window.__moved.some(m => m[1] !== null)", timeout=READY_TIMEOUT_MS)
    card, by, ms, shift = next(m for m in page.evaluate("window.__moved") if m[1] is not None)
    assert ms == 600, "60% of a 1 s pace"
    came_from = _sources(json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["record"])
    assert card in came_from, (card, came_from)
    assert by == str(came_from[card]) != "0", "a bot's card, marked with the seat that played it"
    # where the glide started: the card's place now (its animation over) shifted back by its first keyframe
    page.wait_for_function("!document.querySelector('.grid .moving')")
    place = page.locator(f".grid [data-card='{card}']").bounding_box()
    start = (place["x"] + place["width"] / 2 + shift[0], place["y"] + place["height"] / 2 + shift[1])
    boxes = [page.locator(f".player[data-seat='{q}']").bounding_box() for q in range(4)]
    nearest = min(range(4), key=lambda q: _distance(boxes[q], start))
    assert nearest == came_from[card], f"the glide starts on the seat it came from: {start} {place} {boxes}"
    assert log.errors == []


def test_nothing_moves_at_the_instant_pace(page: Any, site_url: str) -> None:
    _start(page, site_url, "0")
    page.evaluate(COUNT_ANIMATIONS)
    before = len(_moves(page))
    for _ in range(2):
        _play_once(page)
    page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
    assert len(_moves(page)) >= before + 4, "the bots played meanwhile"
    page.evaluate(FRAMES)
    assert page.evaluate("window.__moved") == []


def test_nothing_moves_when_the_system_asks_for_reduced_motion(page: Any, site_url: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    _start(page, site_url, "0.3")
    page.evaluate(COUNT_ANIMATIONS)
    before = len(_moves(page))
    _play_once(page)
    page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length >= {before + 3}",
                           timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)  # the bots' moves drawn
    page.evaluate(FRAMES)
    assert page.evaluate("window.__moved") == []


def _eliminated_and_forced() -> Any:
    """Seeded random play with a pass limit of 2 until seat 0 is to move, its own last move a forced pass and
    a bot eliminated this round (seed 2 has it after 46 moves)."""
    for seed in range(50):
        rng = random.Random(seed)
        s = GAME.new(seed, players=4, pass_limit=2)
        while GAME.to_move(s) is not None:
            if GAME.to_move(s) == 0:
                kinds = {q: e.kind for q, e in events.latest(events.round_events(GAME.view(s, 0), SEATS)).items()}
                if kinds.get(0) == "pass_forced" and "eliminated" in kinds.values():
                    return s
            legal = GAME.legal_moves(s)
            plays = [m for m in legal if m.kind != 2]
            s = GAME.apply(s, rng.choice(plays) if plays and rng.random() < 0.9 else rng.choice(legal))
    raise AssertionError("no such position")


def test_an_elimination_and_a_forced_pass_are_said_where_they_happen(page: Any, site_url: str, log: PageLog) -> None:
    s = _eliminated_and_forced()
    out = next(e for e in s.log[s.round_start:] if e.eliminated)
    save = json.dumps({"version": 1, "seats": SEATS, "record": GAME.to_record(s)})
    for lang, eliminated, forced in (("en", "eliminated; laid down: ", "passed: no card could be played"),
                                     ("ja", "失格。場に置いた: ", "パス: 出せるカードがなかった")):
        plant(page, site_url, {SAVE_KEY: save, storage_key("sevens.last"): "shichinarabe",
                               storage_key("sevens.lang"): lang})
        page.goto(site_url + "/?pace=0&bot_budget=nodes")
        wait_ready(page)
        page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
        line = page.locator(f".player[data-seat='{out.seat}'] .event.ev-eliminated").text_content() or ""
        assert line.startswith(eliminated) and "2" in line, line
        laid = page.locator(f".grid .slot.ev-eliminated[data-by='{out.seat}']").count()
        assert laid == bin(out.laid).count("1"), "each laid card is marked on the grid"
        mine = page.locator(".player[data-seat='0'] .event").text_content() or ""
        assert mine.startswith(forced), mine
        assert forced in (page.locator(".log").text_content() or ""), "the log says the same"
    assert log.errors == []


def test_the_table_and_the_hand_fit_a_touch_phone(browser: Any, site_url: str, tmp_path: Any) -> None:
    """At 375 px on a touch screen: the grid and the whole hand on one screen, no sideways scroll, every
    control of the hand at least 44 px."""
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(f"{site_url}/?pace=0&bot_budget=nodes&bot_seed=5&hall=1")
        wait_ready(page)
        page.click("[data-action='open'][data-game='shichinarabe']")
        page.check("input[name='joker']")
        page.click("[data-action='start']")
        page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        grid = page.locator(".grid").bounding_box()
        hand = page.locator(".hand").bounding_box()
        assert hand["y"] + hand["height"] - grid["y"] <= 740, "grid and hand on one screen"
        for box in (b.bounding_box() for b in page.locator(".hand button").all()):
            assert box["width"] >= 44 and box["height"] >= 44, box
        page.screenshot(path=str(tmp_path / "phone.png"), full_page=True)
    finally:
        context.close()
