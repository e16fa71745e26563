"""The replay and share links in the page (issue 15, item 4): a finished game stepped through with the game's own
drawing (buttons, keys, whose eyes), read-only; its link opens the same position in another browser without
touching the saved game there; a corrupt link says why and leaves the hall working."""

from __future__ import annotations

import re
from typing import Any

from axecheck import serious_violations
from pagehelpers import PageLog, finished_save, plant, storage_key, stored, wait_ready

from sevens.core import get, history, registry
from web.replay import encode

if "dicerace" not in registry.ids():  # as e2e/test_platform.py does: the proof game, for the generic table
    registry.register("dicerace", "tests.proofgame.game")

GAME = get("shichinarabe")
KEY = storage_key("sevens.shichinarabe.save")


def _finished_save(seed: int = 5) -> Any:
    """A finished one-round game of three (a human, two bots), played by random legal moves in CPython."""
    from web.shichinarabe.session import Session

    return finished_save(Session, ["human", "normal", "hard"], seed, {"rounds": 1})


def _where(page: Any) -> tuple[int, str]:
    return int(page.get_attribute("#replay", "data-k")), str(page.get_attribute("#replay", "data-seat"))


def test_a_finished_game_steps_back_and_forth_and_its_link_opens_the_same_position(
        page: Any, site_url: str, log: PageLog, browser: Any) -> None:
    s = _finished_save()
    n = len(GAME.to_record(s.state)["moves"])
    plant(page, site_url, {KEY: s.dump()})
    page.goto(site_url + "/?pace=0&bot_budget=nodes#/shichinarabe/play")
    wait_ready(page)
    page.click("#match-end #replay-open")
    page.wait_for_selector("#replay")
    assert _where(page) == (n, "all") and page.evaluate("location.hash") == f"#/shichinarabe/replay/{n}?v=all"
    assert page.locator(".replay-view [data-action]").count() == 0, "nothing in the drawing acts"
    assert page.locator(".replay-view .controls").count() == 0
    assert page.locator(".replay-seat-part").count() == 2, "all open: the two other seats' hands"
    # right under the first seat's hand, above the table's log (a QA pass never saw them while stepping)
    assert page.evaluate("""() => { const o = document.querySelector('.replay-others');
        return o.previousElementSibling.matches('.hand') && !!(o.compareDocumentPosition(
            document.querySelector('.replay-view .log')) & Node.DOCUMENT_POSITION_FOLLOWING); }""")
    for part in ("#replay", "#replay-options", "#replay-foot"):  # the replay's own (the drawing is the table's)
        assert serious_violations(page, part) == [], part
    page.click("#replay-first")
    page.click("#replay-forward")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert _where(page)[0] == 2 and page.evaluate("location.hash") == "#/shichinarabe/replay/2?v=all"
    assert page.text_content("#announce") == page.text_content("#replay-where"), "each step is said, once"
    page.select_option("#replay-seat", "1")
    page.wait_for_selector("#replay[data-seat='1']")
    seen = page.locator(".replay-view .hand .card").all_text_contents()
    view = GAME.view(history.states(GAME, s.state)[2], 1)
    assert len(seen) == len(view["hand"]), "seat 2's own hand at move 2, as it was then"
    assert page.locator(".replay-seat-part").count() == 0, "through one seat's eyes: no other hand"
    for part in ("#replay", "#replay-options", "#replay-foot"):  # the replay's own (the drawing is the table's)
        assert serious_violations(page, part) == [], part
    page.keyboard.press("End")
    assert _where(page) == (n, "1")
    page.click("#replay-moves summary")
    page.click("#replay-moves button[data-k='7']")  # a move picked in the list: just after it
    assert _where(page) == (7, "1") and page.get_attribute("#replay-moves", "open") is not None
    assert page.evaluate("document.activeElement.dataset.k") == "7"
    page.keyboard.press("Home")
    page.click("#replay-forward")
    page.click("#replay-forward")
    page.click("#replay-forward")
    page.select_option("#replay-seat", "all")
    page.wait_for_selector("#replay[data-seat='all']")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page.click("#replay-copy")
    page.wait_for_selector("#replay-copied:not(:empty)")
    link = page.input_value("#replay-link")
    assert page.text_content("#replay-copied") == "Copied"
    assert page.evaluate("navigator.clipboard.readText()") == link
    assert "#/shichinarabe/replay/3?v=all&r=" in link, "the link keeps the eyes chosen"
    where = page.text_content("#replay-where")
    grid = page.inner_html(".replay-view .grid")
    page.go_back()  # the replay was one screen: Back is the table again
    page.wait_for_selector("#match-end")
    assert stored(page, KEY) == s.dump(), "the replay saved nothing over the game"

    other = browser.new_context()  # another browser: its own saved game, which the link must not touch
    try:
        p2 = other.new_page()
        mine = _finished_save(9).dump()
        plant(p2, site_url, {KEY: mine})
        p2.goto(link)
        wait_ready(p2)
        p2.wait_for_selector("#replay")
        assert _where(p2) == (3, "all")
        assert p2.text_content("#replay-where") == where and p2.inner_html(".replay-view .grid") == grid
        assert p2.locator("#replay-close").count() == 0, "a shared game is not this browser's game"
        assert serious_violations(p2) == [], "the whole screen of a shared game, all open"
        shown = p2.inner_text("#app")
        assert re.search(r"\bYou\b|P\d · you\b", shown) is None and "P1 · Human" in shown, \
            "the reader of a link did not play: the person is named by seat, not \"You\""
        assert stored(p2, KEY) == mine
    finally:
        other.close()
    assert log.errors == []


def test_quick_clicks_on_a_step_each_step(page: Any, site_url: str, log: PageLog) -> None:
    """Each step redraws the replay, ▶ in its own place: a triple click moves three (web.click_guard)."""
    s = _finished_save()
    plant(page, site_url, {KEY: s.dump()})
    page.goto(site_url + "/?pace=0&bot_budget=nodes#/shichinarabe/replay/0?v=all")
    wait_ready(page)
    page.wait_for_selector("#replay[data-k='0']")
    page.click("#replay-forward", click_count=3)
    page.wait_for_selector("#replay[data-k='3']")
    page.dblclick("#replay-forward")
    page.wait_for_selector("#replay[data-k='5']")
    page.click("#replay-back", click_count=2)
    page.wait_for_selector("#replay[data-k='3']")
    assert _where(page) == (3, "all")
    assert log.errors == []


def test_a_corrupt_link_says_why_and_the_hall_works(page: Any, site_url: str, log: PageLog) -> None:
    s = _finished_save()
    plant(page, site_url, {KEY: s.dump()})
    payload = encode(s.dump())
    page.goto(site_url + f"/?pace=0#/shichinarabe/replay/4?r={payload[:-12]}")
    wait_ready(page)
    page.wait_for_selector("#hall-notice")
    said = page.text_content("#hall-notice")
    assert "Could not open the link" in said and "cut" in said, said
    assert page.evaluate("location.hash") == "#/"
    assert stored(page, KEY) == s.dump()
    page.click("[data-action='replay'][data-game='shichinarabe']")  # the hall: the finished save's replay
    page.wait_for_selector("#replay")
    page.click("#lang")
    page.wait_for_selector("#replay-title:has-text('リプレイ')")
    page.click("#replay-foot [data-action='hall']")
    assert stored(page, KEY) == s.dump(), "the saved game was read for the replay, not written"
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.wait_for_selector("#setup")
    assert log.errors == []


def test_a_game_in_progress_is_replayed_from_the_players_own_seat_only(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?pace=0&bot_budget=nodes#/shichinarabe/setup")
    wait_ready(page)
    page.click("[data-action='start']")
    page.wait_for_selector("button[data-action='move']")
    page.click("button[data-action='move'][data-move='pass']")
    page.wait_for_selector(".hintbar button[data-action='hint']:not([disabled])")  # the bots have played: idle
    saved = stored(page, KEY)
    page.click("#replay-open")
    page.wait_for_selector("#replay")
    seat = page.get_attribute(".replay-view .table", "data-seat")
    assert page.eval_on_selector_all("#replay-seat option", "els => els.map(e => e.value)") == [seat]
    assert page.locator("#replay-link").count() == 0, "no link while the game goes on"
    assert page.locator(".replay-seat-part").count() == 0
    k, n = page.get_attribute("#replay", "data-k"), page.get_attribute("#replay", "data-n")
    assert k == n and int(n) >= 1, "up to now"
    page.keyboard.press("Home")
    assert page.get_attribute("#replay", "data-k") == "0"
    assert stored(page, KEY) == saved, "the replay changed nothing of the game"
    page.click("#replay-close")
    page.wait_for_selector("button[data-action='move']")
    assert page.evaluate("location.hash") == "#/shichinarabe/play"
    assert log.errors == []


def test_seven_is_replayed_on_its_own_board(page: Any, site_url: str, log: PageLog) -> None:
    from web.tetrahex.session import Session as TetraSession

    s = finished_save(TetraSession, ["human", "normal"], 4, {"variant": "top"})
    plant(page, site_url, {storage_key("sevens.tetrahex.save"): s.dump()})
    page.goto(site_url + "/?pace=0#/tetrahex/replay/3")
    wait_ready(page)
    page.wait_for_selector("#replay .replay-where")
    assert page.get_attribute(".replay-view .tx-table", "data-tiles") == "3", "the board after three tiles"
    assert page.locator(".replay-view #board").count() == 1
    assert page.eval_on_selector_all("#replay-seat option", "els => els.map(e => e.value)") == ["all"]
    page.click("#replay-back")
    assert page.get_attribute(".replay-view .tx-table", "data-tiles") == "2"
    assert page.locator(".replay-view [data-action]").count() == 0
    assert log.errors == []


def test_a_game_without_a_table_of_its_own_is_replayed_on_the_generic_table(
        page: Any, site_url: str, log: PageLog) -> None:
    """The proof game (hidden cards, chance steps) all open: seat 1's drawing, then each other seat's view."""
    from web.session_base import session_class

    s = finished_save(session_class(get("dicerace")), ["human", "normal", "easy"], 6, {"length": 10})
    plant(page, site_url, {storage_key("sevens.dicerace.save"): s.dump()})
    page.goto(site_url + "/?pace=0#/dicerace/replay/4")
    wait_ready(page)
    page.wait_for_selector("#replay[data-seat='all']")
    assert page.locator(".replay-view > .generic > .seen").count() == 1, "seat 1's own drawing"
    parts = page.locator(".replay-seat-part dl.view")
    assert parts.count() == 2, "the two other seats' views"
    assert page.get_attribute(".replay-seat-part >> nth=1", "data-seat") == "2"
    assert page.locator(".replay-view [data-action]").count() == 0
    assert log.errors == []


def test_ultraseven_all_open_shows_the_face_down_cards(page: Any, site_url: str, log: PageLog) -> None:
    """"Everything open" in ウルトラセブン is the alien's table (``GameTable.OPEN_SEAT``): its face-down cards with
    their names, where the TDF's table shows only "hidden card #n"; no other seat's part below it."""
    from web.ultraseven.session import Session as UltraSession

    s = finished_save(UltraSession, ["human", "normal"], 3, {"scenario": "1cour"})
    game = UltraSession.GAME
    past = history.states(game, s.state)
    k, down = next((k, [p["key"] for p in game.view(st, 1)["table"] if not p["face_up"]])
                   for k, st in enumerate(past) if any(not p["face_up"] for p in game.view(st, 1)["table"]))
    plant(page, site_url, {storage_key("sevens.ultraseven.save"): s.dump()})
    page.goto(site_url + f"/?pace=0#/ultraseven/replay/{k}?v=all")
    wait_ready(page)
    page.wait_for_selector("#replay[data-seat='all']")
    shown = page.eval_on_selector_all(".replay-view .us-card.face-down[data-card]", "els => els.map(e => e.dataset.card)")
    assert sorted(shown) == sorted(down), "every face-down card on the map with its identity"
    assert page.locator(".replay-seat-part").count() == 0
    # the alien's hand is named by its seat, not "Your hand" (a QA pass: said so to a link's reader too)
    title = page.locator(".replay-view .own-hand-title").text_content() or ""
    assert title.startswith("Hand of P2") and "Your" not in title, title
    # the link keeps the eyes chosen (it opened as "Everything open" whatever was chosen)
    page.select_option("#replay-seat", "0")
    page.wait_for_selector("#replay[data-seat='0']")
    assert "?v=1&r=" in (page.locator("#replay-link").input_value() or "")
    page.select_option("#replay-seat", "all")
    page.wait_for_selector("#replay[data-seat='all']")
    page.select_option("#replay-seat", "0")  # the TDF's eyes: the same cards without their names
    page.wait_for_selector("#replay[data-seat='0']")
    assert page.locator(".replay-view .us-card.face-down[data-card]").count() == 0
    assert page.locator(".replay-view .us-card.face-down.hidden").count() == len(down)
    assert log.errors == []


def test_a_7_shades_replay_steps_over_windows_let_pass(page: Any, site_url: str, log: PageLog) -> None:
    """7 SHADES' reaction windows let pass (``QuietMoves``) are no steps of the replay: End, then ← and →, land
    only on positions a shown move led to; the list names no window let pass."""
    from web.shades.session import Session as ShadesSession

    s = finished_save(ShadesSession, ["human", "random"], 4, {})
    moves = ShadesSession.GAME.to_record(s.state)["moves"]
    n = len(moves)
    shown = [k for k in range(1, n + 1) if moves[k - 1] != "decline"]
    plant(page, site_url, {storage_key("sevens.shades.save"): s.dump()})
    page.goto(site_url + f"/?pace=0#/shades/replay/{n}?v=all")
    wait_ready(page)
    page.wait_for_selector(f"#replay[data-k='{n}']")
    page.keyboard.press("Home")
    page.wait_for_selector("#replay[data-k='0']")
    seen = []
    for _ in range(6):
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"Number(document.getElementById('replay').dataset.k) > {seen[-1] if seen else 0}")
        seen.append(int(page.get_attribute("#replay", "data-k")))
    assert seen == shown[:6], (seen, shown[:6])
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f"#replay[data-k='{shown[4]}']")
    listed = page.eval_on_selector_all("#replay-moves .replay-to", "els => els.map(e => Number(e.dataset.k))")
    assert listed == shown and n > len(shown)
    assert log.errors == []
