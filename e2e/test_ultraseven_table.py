"""The ウルトラセブン table in the page (issue 18, items 7 and 8): a whole 1クール game as the TDF against the bot
alien by clicks, a few turns as the alien, a reload that resumes, undo (never past a die), an illegal deployment
refused with its rule, the hot-seat hand-over, Japanese, a 375 px phone — and, whenever the human is the TDF,
nothing hidden (a face-down card's identity, the alien's hand) anywhere in the DOM, compared with the engine's
state read back from the save. Games are planted as saves of seeded set-ups made in CPython (``Session.create``),
the bots reproducible (``bot_seed``), the pace instant."""

from __future__ import annotations

import json
import time
from typing import Any

from axecheck import serious_violations
from pagehelpers import READY_TIMEOUT_MS, PageLog, mouse_drag, plant, storage_key, wait_ready
from sevens.games.ultraseven.cards import INVASIONS
from web.drag import EDGE_PX
from web.ultraseven.session import GAME, Session

SAVE_KEY = storage_key("sevens.ultraseven.save")
QUERY = "?pace=0&bot_budget=nodes&bot_seed=7"
DECIDES = ".ultraseven[data-decides='1'], #match-end"


def _open(page: Any, site_url: str, s: Session, shown: str = DECIDES) -> None:
    plant(page, site_url, {SAVE_KEY: s.dump()})
    page.goto(site_url + "/" + QUERY + "#/ultraseven/play")
    wait_ready(page)
    page.wait_for_selector(shown, timeout=READY_TIMEOUT_MS)


def _saved(page: Any) -> Session:
    return Session.load(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))


def _moves(page: Any) -> list[str]:
    return list(json.loads(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))["record"]["moves"])


def _secrets(s: Session) -> list[str]:
    """What the TDF may not know now: each face-down card's key and names, each hand card's."""
    st = s.state
    out = []
    for k in [p.key for p in st.table if not p.face_up] + list(st.hand):
        inv = INVASIONS[k]
        out += [f'"{k}"', f">{k}<", f" {k} ", inv.title_ja, inv.title_en, inv.alien_ja, inv.alien_en]
    return out


def _assert_nothing_hidden(page: Any) -> int:
    """No secret of the saved state in the whole document; returns how many face-down cards were checked."""
    s = _saved(page)
    dom = str(page.evaluate("document.documentElement.outerHTML"))
    for secret in _secrets(s):
        assert secret not in dom, secret
    # a face-down card is drawn among the cards of unknown area, never inside an area of the map
    for p in s.state.table:
        if not p.face_up:
            assert page.locator(f".us-area [data-order='{p.order}']").count() == 0
            assert page.locator(f"#hidden-cards [data-order='{p.order}']").count() == 1
    return sum(1 for p in s.state.table if not p.face_up)


def _click(page: Any, selector: str) -> None:
    page.locator(selector).first.click()
    page.wait_for_selector(DECIDES, timeout=READY_TIMEOUT_MS)


def _tdf_step(page: Any) -> str:
    """One decision of the TDF made by clicks on what the page offers: deploy every member it may (a member
    picked, then the legal area with the fewest members), reconnoitre every area offered, no re-deployment, fight every area, take the
    first choice in a fight (a weapon's bonus, a capsule monster, the cheapest technique). Returns what it did."""
    table = page.locator(".ultraseven")
    phase = table.get_attribute("data-phase")
    if phase == "deploy":
        if page.locator(".us-pick.member.legal").count():
            page.locator(".us-pick.member.legal").first.click()
            page.wait_for_selector(".us-drop.legal")
            # the legal area with the fewest members: the group spreads over the map
            area = page.evaluate("""() => [...document.querySelectorAll('.us-area')]
                .filter(a => a.querySelector('.us-drop.legal'))
                .sort((a, b) => a.querySelectorAll('.us-member').length - b.querySelectorAll('.us-member').length)
                [0].dataset.area""")
            _click(page, f".us-area[data-area='{area}'] .us-drop.legal")
            return "deploy"
        _click(page, "#choices [data-move='done']")
        return "done"
    if phase == "recon":
        if page.locator("button.us-recon").count():
            # the odds before the roll: the group's sum and the chance of finding a face-down card
            assert "recon sum" in page.locator("button.us-recon + .us-odds").first.inner_text()
            _click(page, "button.us-recon")
            rolled = page.locator("#dice").get_attribute("data-rolled") or ""
            assert rolled and 2 <= int(rolled) <= 12  # the 2d6 just rolled, shown
            return "recon"
        _click(page, "#choices [data-move='done']")
        return "done"
    if phase == "redeploy":
        _click(page, "#choices [data-move='done']")
        return "done"
    if phase == "combat":
        if page.locator("button.us-fight").count():
            # each member's TDF-attack target and chance, shown before the fight
            assert page.locator("button.us-fight + .us-odds.attack li").count() >= 1
            _click(page, "button.us-fight")
            return "fight"
        _click(page, "#choices button[data-action='move']")
        return "choice"
    raise AssertionError(f"the TDF decides in phase {phase}")


def test_a_whole_1cour_game_as_the_tdf_by_clicks(page: Any, site_url: str, log: PageLog) -> None:
    page.set_default_timeout(READY_TIMEOUT_MS)
    _open(page, site_url, Session.create(2, ["human", "random"], {"scenario": "1cour"}))
    done: dict[str, int] = {}
    hidden_checked = 0
    placements_seen = 0  # the alien's placements in the log (its last turns), as the TDF reads them
    started = time.monotonic()
    for i in range(2000):
        if page.locator("#match-end").count():
            break
        if i % 15 == 0:
            hidden_checked += _assert_nothing_hidden(page)
            log_text = page.locator("section.log").text_content() or ""
            assert "place ep" not in log_text, "the TDF's log never names a card placed face down"
            placements_seen += log_text.count("face down")
        what = _tdf_step(page)
        done[what] = done.get(what, 0) + 1
        assert time.monotonic() - started < 150, f"the game did not end in time: {done}"
    assert page.locator("#match-end").count() == 1
    s = _saved(page)
    assert s.to_move() is None and s.state.winner in (0, 1)
    print(f"\nthe game: turn {s.state.turn}, winner {s.state.winner}, {len(s.state.log)} moves, clicks {done}, "
          f"{time.monotonic() - started:.0f} s")
    result = page.locator("#result").inner_text()
    assert result == ("The TDF wins (every invasion card removed)" if s.state.winner == 0
                      else "The alien wins (an invasion card with 13 chits)")
    # the game was played: members deployed by clicks, areas reconnoitred, the dice seen
    assert done.get("deploy", 0) >= 3 and done.get("recon", 0) >= 1 and done.get("done", 0) >= 3
    assert done.get("fight", 0) >= 1 and any(r[4] >= 0 for r in s.state.recons)  # cards found and fought
    assert any(m.startswith("deploy ") for m in s.state.log) and any(m.startswith("recon ") for m in s.state.log)
    assert hidden_checked > 0
    _assert_nothing_hidden(page)
    log_text = page.locator("section.log").text_content() or ""
    assert placements_seen > 0 and "place ep" not in log_text
    assert log.errors == []


def test_a_few_turns_as_the_alien(page: Any, site_url: str, log: PageLog) -> None:
    _open(page, site_url, Session.create(5, ["random", "human"], {"scenario": "1cour"}))
    for turn in (1, 2, 3):
        # this turn's action (data-turn): a fast bot TDF may have played its turn and the next begun meanwhile
        deciding = f".ultraseven[data-decides='1'][data-phase='alien'][data-turn='{turn}']"
        page.wait_for_selector(deciding)
        assert page.locator("#turn").inner_text().startswith(f"Turn {turn}")
        s = _saved(page)
        # the alien sees its whole hand
        for k in s.state.hand:
            assert page.locator(f"#hand .us-hcard[data-card='{k}']").count() == 1
        played = 0
        while page.locator(deciding).count() and played < 6:
            if page.locator(f"{deciding} #hand .us-hcard.legal").count():
                card = page.locator(f"{deciding} #hand .us-hcard.legal").first
                key, area = card.get_attribute("data-card"), card.get_attribute("data-area")
                card.click()
                page.wait_for_selector(f".us-area[data-area='{area}'] .us-card[data-card='{key}']")
            elif page.locator(f"{deciding} .us-cardmoves button").count():
                before = len(_moves(page))
                page.locator(f"{deciding} .us-cardmoves button").first.click()
                page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {before}")
            else:
                break
            played += 1
        assert played >= 1
        if turn == 1:
            assert serious_violations(page) == []  # the alien's hand and its cards on the map
        if page.locator(f"{deciding} #choices [data-move='end']").count():
            page.locator(f"{deciding} #choices [data-move='end']").click()
        page.wait_for_selector(f"#turn:has-text('Turn {turn + 1}'), #match-end", timeout=READY_TIMEOUT_MS)
        if page.locator("#match-end").count():
            break
    moves = _moves(page)
    assert sum(1 for m in moves if m.startswith("place ")) >= 2
    assert log.errors == []


def test_reload_resumes_and_undo_never_passes_a_die(page: Any, site_url: str, log: PageLog) -> None:
    s = Session.create(3, ["human", "random"], {"scenario": "1cour"})
    _open(page, site_url, s)
    page.wait_for_selector(".ultraseven[data-phase='deploy'][data-decides='1']")
    page.click(".us-pick[data-pick='soga']")
    page.wait_for_selector(".us-drop[data-area='city']")
    assert serious_violations(page) == []  # the table, a member picked (axe-core)
    page.click(".us-drop[data-area='city']")
    page.wait_for_selector(".us-area[data-area='city'] .us-member[data-member='soga']")
    moves = _moves(page)
    assert moves[-1] == "deploy soga city"
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".ultraseven[data-phase='deploy'][data-decides='1']")
    assert page.locator(".us-area[data-area='city'] .us-member[data-member='soga']").count() == 1
    assert _moves(page) == moves
    # export: the record file holds the same moves
    with page.expect_download() as got:
        page.click("[data-action='export']")
    exported = json.loads(open(got.value.path(), encoding="utf-8").read())
    assert exported["record"]["moves"] == moves
    # undo against the bot takes the deployment back
    page.click("[data-action='undo']")
    page.wait_for_selector(".us-pick[data-pick='soga']")
    assert page.locator(".us-area .us-member[data-member='soga']").count() == 0
    assert _moves(page) == moves[:-1]
    # an illegal deployment is refused with the engine's rule: Magmarizer needs a user in the Mountains, which
    # its card says before it is tried (visible: a touch screen shows no title)
    why = page.locator(".us-pick[data-pick='magmarizer'] .us-why")
    assert why.is_visible() and why.inner_text() == "deploy one of its users in Mountains & underground first (R 11.5)"
    page.click(".us-pick[data-pick='magmarizer']")
    page.click(".us-drop[data-area='mountain']")
    page.wait_for_function("document.getElementById('notice').textContent.length > 0")
    assert page.locator("#notice").inner_text().startswith("R 11.5: ")  # a user of it must be there
    assert _moves(page) == moves[:-1]
    # a recon rolls its 2d6 (shown); undo then cannot take it back
    page.click(".us-pick[data-pick='dan']")
    page.click(".us-drop[data-area='city']")
    page.wait_for_selector(".us-area[data-area='city'] .us-member[data-member='dan']")
    page.click("#choices [data-move='done']")
    page.wait_for_selector(".ultraseven[data-phase='recon'][data-decides='1']")
    odds = page.locator(".us-area[data-area='city'] .us-odds").inner_text()
    assert "recon sum" in odds
    page.click(".us-area[data-area='city'] button.us-recon")
    page.wait_for_selector("#dice .us-die")
    assert serious_violations(page) == []  # the dice and the odds
    roll = _moves(page)[-1]
    assert roll.startswith("roll ")
    assert page.locator("#dice").get_attribute("data-rolled") == roll.split()[1]
    count = len(_moves(page))
    page.click("[data-action='undo']")
    page.wait_for_function("document.getElementById('notice').textContent.length > 0")
    assert "2d6" in page.locator("#notice").inner_text()
    assert len(_moves(page)) == count
    assert log.errors == []


def test_a_deployment_by_drag_and_drop(page: Any, site_url: str, log: PageLog) -> None:
    """Issue 18 item 7: a member dragged from the roster onto an area is deployed there, an illegal drop is
    refused with the engine's rule (nothing played), a plain click still picks."""
    s = Session.create(3, ["human", "random"], {"scenario": "1cour"})
    _open(page, site_url, s)
    page.wait_for_selector(".ultraseven[data-phase='deploy'][data-decides='1']")
    before = _moves(page)
    mouse_drag(page, ".us-pick[data-pick='soga']", ".us-area[data-area='city']")
    page.wait_for_selector(".us-area[data-area='city'] .us-member[data-member='soga']")
    assert _moves(page) == before + ["deploy soga city"]
    assert page.locator("#drag-ghost").count() == 0 and page.locator(".drop-over").count() == 0
    assert page.locator(".us-pick[aria-pressed='true']").count() == 0  # the drop's click did not pick again
    mouse_drag(page, ".us-pick[data-pick='magmarizer']", ".us-area[data-area='mountain']")
    page.wait_for_function("document.getElementById('notice').textContent.length > 0")
    assert page.locator("#notice").inner_text().startswith("R 11.5: ")
    assert _moves(page) == before + ["deploy soga city"]
    page.click(".us-pick[data-pick='dan']")  # a click is still a click
    page.wait_for_selector(".us-pick[data-pick='dan'][aria-pressed='true']")
    assert log.errors == []


def _touch(cdp: Any, kind: str, x: float = 0.0, y: float = 0.0) -> None:
    """One touch event through Chromium's input pipeline (it makes the pointer events and the page's scroll)."""
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


_STILL_SCROLL = ("new Promise(r => { let y = scrollY, still = 0; const t0 = performance.now(); const f = () => {"
                 " if (scrollY !== y) { y = scrollY; still = 0; } else still++;"
                 " if (still >= 30 && performance.now() - t0 > 600) r(true); else requestAnimationFrame(f); };"
                 " requestAnimationFrame(f); })")
"""The page has not scrolled for 30 frames and 0.6 s: a fling or an edge's scrolling is over."""


def test_a_finger_drags_after_a_long_press_and_swipes_scroll(browser: Any, site_url: str) -> None:
    """On a touch phone: a swipe that starts on a roster card scrolls the page (no drag); a finger held still on
    it starts the drag, the page no longer scrolls under it, and letting go over an area deploys there."""
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        _open(page, site_url, Session.create(3, ["human", "random"], {"scenario": "1cour"}))
        page.wait_for_selector(".ultraseven[data-phase='deploy'][data-decides='1']")
        before = _moves(page)
        cdp = context.new_cdp_session(page)
        card = page.locator(".us-pick[data-pick='soga']")
        card.scroll_into_view_if_needed()
        a = card.bounding_box()
        x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
        top = page.evaluate("window.scrollY")
        _touch(cdp, "touchStart", x, y)  # a swipe up at once: the page scrolls down
        for k in range(1, 9):
            _touch(cdp, "touchMove", x, y - 25 * k)
        _touch(cdp, "touchEnd")
        page.wait_for_function(f"window.scrollY > {top + 40}")
        assert page.locator("#drag-ghost").count() == 0 and _moves(page) == before
        # A touch that starts while the page still flings is the browser's: it cannot be cancelled, and the page
        # scrolls under a drag held on it. So the fling ends first, then the card goes to the middle of the window,
        # where neither the press nor the drag's path lies in an edge's scrolling band.
        page.wait_for_function(_STILL_SCROLL)
        card.evaluate("e => e.scrollIntoView({block: 'center', behavior: 'instant'})")
        page.wait_for_function(_STILL_SCROLL)
        a = card.bounding_box()
        x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
        page.evaluate("addEventListener('touchstart', e => { window.touchCancelable = e.cancelable; },"
                      " {capture: true, passive: true})")
        _touch(cdp, "touchStart", x, y)
        page.wait_for_selector("#drag-ghost")  # held still: the drag starts
        assert page.evaluate("window.touchCancelable") is True  # the page's own touch, not the end of a fling
        page.wait_for_selector(".us-pick[data-pick='soga'][aria-pressed='true']")
        area = page.locator(".us-area[data-area='space']")
        b = area.bounding_box()
        scrolled = page.evaluate("window.scrollY")
        if b["y"] + 30 > 740 - EDGE_PX - 8:  # below the window or in its bottom edge's band: held at the bottom
            # edge, the page scrolls down until the drop point is clear of the band
            _touch(cdp, "touchMove", x, 736)
            page.wait_for_function("document.querySelector(\".us-area[data-area='space']\").getBoundingClientRect().top"
                                   " < 560")
            _touch(cdp, "touchMove", x, 400)  # off the edge: the scrolling stops
            page.wait_for_function(_STILL_SCROLL)  # a frame of the edge's scrolling may still be due on a busy machine
            b = area.bounding_box()
            scrolled = page.evaluate("window.scrollY")
            y = 400.0
        tx, ty = b["x"] + b["width"] / 2, b["y"] + min(b["height"] / 2, 30)
        for k in range(1, 9):
            _touch(cdp, "touchMove", x + (tx - x) * k / 8, y + (ty - y) * k / 8)
        page.wait_for_selector(".us-area[data-area='space'].drop-over")
        assert abs(page.evaluate("window.scrollY") - scrolled) < 30  # the finger's drag did not scroll the page
        _touch(cdp, "touchEnd")
        page.wait_for_selector(".us-area[data-area='space'] .us-member[data-member='soga']")
        assert _moves(page) == before + ["deploy soga space"]
        assert page.locator("#drag-ghost").count() == 0
        assert errors == []
    finally:
        context.close()


def test_a_whole_deployment_typed_on_one_line(page: Any, site_url: str, log: PageLog) -> None:
    """Issue 18 item 4: the deployment typed as the CLI reads it, refused whole with the rule when impossible, else
    played as the same decisions (``deploy``/``arm`` then ``done``)."""
    s = Session.create(5, ["human", "random"], {"scenario": "1cour"})
    _open(page, site_url, s)
    page.wait_for_selector(".ultraseven[data-phase='deploy'][data-decides='1']")
    before = _moves(page)
    page.click(".us-line-entry summary")
    box = page.locator("#us-deploy-line")
    box.wait_for(state="visible")
    assert "soga = " in page.locator(".us-line-entry").inner_text()
    assert serious_violations(page) == []  # the line's label, box and button (axe-core)
    box.fill("soga@city furuhashi@city amagi@city anne@city")  # four in one area without Kiriyama
    page.click("[data-action='us-line']")
    page.wait_for_function("document.getElementById('notice').textContent.length > 0")
    assert page.locator("#notice").inner_text().startswith("R 11.3: ")
    assert _moves(page) == before  # nothing of the line was played
    page.locator("#us-deploy-line").fill("soga@city dan@city hawk1@city")
    page.locator("#us-deploy-line").press("Enter")
    page.wait_for_selector(".ultraseven[data-phase='recon'][data-decides='1']")
    assert _moves(page)[len(before):] == ["deploy soga city", "deploy dan city", "arm hawk1 city", "done"]
    assert page.locator(".us-area[data-area='city'] .us-member[data-member='dan']").count() == 1
    assert log.errors == []


def test_hot_seat_japanese_and_a_phone(page: Any, site_url: str, log: PageLog) -> None:
    page.set_viewport_size({"width": 375, "height": 800})
    _open(page, site_url, Session.create(6, ["human", "human"], {"scenario": "1cour"}), ".handover")
    # two humans: the alien's side is shown only after the hand-over
    assert page.locator(".handover[data-seat='1']").count() == 1
    assert page.locator("#hand").count() == 0
    page.click("[data-action='reveal']")
    page.wait_for_selector("#hand .us-hcard")
    page.click("#choices [data-move='end']")
    page.wait_for_selector(".handover[data-seat='0']")
    assert page.locator("#hand").count() == 0
    page.click("[data-action='reveal']")
    page.wait_for_selector(".ultraseven[data-seat='0'][data-phase='deploy']")
    _assert_nothing_hidden(page)
    # import: a record file replaces the game (the TDF's deployment of seed 3, Soga in the City)
    other = Session.create(3, ["human", "random"], {"scenario": "1cour"})
    while other.state.phase != "deploy":
        other.play(GAME.format_move(other.state, GAME.legal_moves(other.state)[-1]))
    other.play("deploy soga city")
    page.set_input_files("#import-file", files=[{"name": "game.json", "mimeType": "application/json",
                                                  "buffer": other.dump().encode()}])
    page.click("#import-confirm [data-action='import_yes']")  # it replaces a game in progress: asked first
    page.wait_for_selector(".us-area[data-area='city'] .us-member[data-member='soga']")
    assert _moves(page) == list(other.state.log)
    # Japanese
    page.click("#lang")
    page.wait_for_selector(".us-map[aria-label='偵察エリア']")
    assert "TDF隊員配置" in page.locator("#turn").inner_text()
    # the phone: nothing wider than the screen
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, width
    assert page.locator(".us-area").first.bounding_box()["width"] < 200  # two areas a row
    assert log.errors == []


def test_a_tap_on_a_phone_leaves_the_page_where_the_person_looks(browser: Any, site_url: str) -> None:
    """On a touch phone, a deployment tapped far down the page keeps the page there: the focus the page moves to the
    next thing to do (for keyboard play, ``GameTable.keyboard``) scrolled it back to the top after every tap."""
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    try:
        page.goto(site_url + "/?pace=0&bot_budget=nodes")
        wait_ready(page)
        page.tap("[data-action='open'][data-game='ultraseven']")
        page.tap("[data-action='start']")
        page.wait_for_selector(".us-pick.legal", timeout=READY_TIMEOUT_MS)
        for _ in range(2):
            n = len(json.loads(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))["record"]["moves"])
            pick = page.locator(".us-pick.legal").first
            pick.scroll_into_view_if_needed()
            pick.tap()
            area = page.locator("button.us-drop.legal").last
            area.scroll_into_view_if_needed()
            y = page.evaluate("scrollY")
            assert y > 300, "the areas lie below the roster"
            area.tap()
            page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}")
            page.wait_for_timeout(300)
            assert abs(page.evaluate("scrollY") - y) < 150, "the page stayed where it was tapped"
    finally:
        ctx.close()
