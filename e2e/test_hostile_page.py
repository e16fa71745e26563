"""The page under hostile and clumsy use (issue 13, items 1–6 and 11), each driven through 七並べ (3–8 seats,
hidden hands) in the real page:

1. a save nested 6,000 deep (or refused for an illegal move) is set aside and the page comes up; the same
   file imported is refused and the game goes on; a puzzle save as deep does not break its puzzle;
2. a double click on Pass (or on a card) plays one move, never the Undo drawn under the pointer;
3. a bot that thinks while the player leaves the table never redraws the set-up form or the table;
4. storage that is full or disabled is told to the player at once, with the export, and play goes on;
5. a bot worker that hangs, raises or cannot load is told (Retry), the game kept, and Retry goes on;
6. after a load in hot-seat no hand is shown while a bot is to move, and the hand-over comes first;
11. every key is keyed by the page's directory; an old unkeyed save is adopted; another directory's is not read.

Games are put in storage from Python (``Session.create``, ``Session.dump``) so each test starts from a known
position; ``?pace=0&bot_budget=nodes`` makes bots instant unless a test needs them slow.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from pagehelpers import READY_TIMEOUT_MS, PageLog, plant, storage_key, stored, wait_ready
from sevens.core import get
from sevens.games.shichinarabe.cards import parse, pretty
from web.shichinarabe.session import Session

GAME = get("shichinarabe")
SAVE = "sevens.shichinarabe.save"
REFUSED = SAVE + ".refused"
DEEP = "[" * 6000 + "]" * 6000
"""A JSON text nested 6,000 deep: Pyodide's stack overflowed on parsing it (CPython raises RecursionError)."""
ILLEGAL = json.dumps({"version": 1, "seats": ["human", "hard", "hard", "hard"],
                      "record": {"format": 1, "game": "shichinarabe", "seed": 5, "options": {}, "moves": ["S2"]}})
"""A well-formed save whose first move breaks the rules (S2 is not next to a 7)."""
FOUR = ["human", "normal", "normal", "normal"]


def key(logical: str) -> str:
    """The page's storage key of ``logical`` (issue 13, item 11: keyed by the page's directory)."""
    return storage_key(logical)


def _saved(page: Any) -> str | None:
    return stored(page, key(SAVE))


def _moves(page: Any) -> list[str]:
    text = _saved(page)
    assert text is not None, "the game is saved"
    return list(json.loads(text)["record"]["moves"])


def _session(seats: list[str], want: Callable[[Session], bool]) -> Session:
    """The first deal (seeds 1, 2, …; moves of the first legal choice played from it while needed) where
    ``want`` holds: a known position, found the same way on every run."""
    for seed in range(1, 200):
        s = Session.create(seed, seats, {})
        for _ in range(len(seats) * 3):
            if want(s):
                return s
            s.state = GAME.apply(s.state, GAME.legal_moves(s.state)[0])
    raise AssertionError("no such position in 200 deals")


def _human_first() -> Session:
    """Four seats, the human (seat 0) to move with a card to play (not only a pass)."""
    return _session(FOUR, lambda s: s.to_move() == 0 and any(m != "pass" for m in GAME.view(s.state, 0)["legal"]))


def _bot_first() -> Session:
    """Four seats, a bot to move, no move made yet."""
    return _session(FOUR, lambda s: s.to_move() != 0 and not GAME.to_record(s.state)["moves"])


def _open(page: Any, site_url: str, saves: dict[str, str], query: str = "?pace=0&bot_budget=nodes") -> None:
    """The page with ``saves`` (logical keys) in its storage; English unless a save sets the language."""
    plant(page, site_url, {key("sevens.lang"): "en", **{key(k): v for k, v in saves.items()}})
    page.goto(site_url + "/" + query)
    wait_ready(page)


def _human_turn(page: Any) -> None:
    page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)


def _new_game_from_hall(page: Any) -> None:
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.wait_for_selector("#setup")
    page.click("[data-action='start']")
    page.wait_for_selector(".table")


# --- item 1: a save the page cannot read ---------------------------------------------------------------
@pytest.mark.parametrize(("bad", "lang", "name", "aside"), [(DEEP, "en", "Sevens", "set aside"),
                                                             (ILLEGAL, "ja", "七並べ", "別に保管")],
                         ids=["deep-en", "illegal-ja"])
def test_a_refused_save_is_set_aside_and_the_page_comes_up(page: Any, site_url: str, log: PageLog, bad: str,
                                                          lang: str, name: str, aside: str) -> None:
    """A save the page refuses at start-up is moved to ``<key>.refused`` and the hall says so, naming the
    game; a new game can then be played. The deep case is the proof that the depth check runs in the
    browser (Pyodide) before any JSON parse: there the parser's stack overflowed and killed the interpreter
    (the page stayed on "Loading…" on every reload), where CPython only raises RecursionError."""
    _open(page, site_url, {SAVE: bad, "sevens.lang": lang})
    page.wait_for_selector("ul.hall")
    notice = page.locator("#hall-notice").text_content() or ""
    assert name in notice and aside in notice
    assert stored(page, key(REFUSED)) == bad, "the refused text is kept"
    assert _saved(page) is None, "the main key is free"
    assert page.locator("[data-action='resume'][data-game='shichinarabe']").count() == 0
    _new_game_from_hall(page)
    _human_turn(page)
    before = len(_moves(page))
    page.locator("button[data-action='move']").first.click()
    page.wait_for_function("([k, n]) => JSON.parse(localStorage.getItem(k)).record.moves.length > n",
                           arg=[key(SAVE), before])
    assert log.errors == []


def test_a_deep_import_is_refused_and_the_game_goes_on(page: Any, site_url: str, log: PageLog,
                                                       tmp_path: Path) -> None:
    """Import of a file nested 6,000 deep (it killed Pyodide): refused with a notice, the save unchanged."""
    text = _human_first().dump()
    _open(page, site_url, {SAVE: text})
    _human_turn(page)
    deep = tmp_path / "deep.json"
    deep.write_text(DEEP)
    page.set_input_files("#import-file", str(deep))
    page.wait_for_selector("#notice:not(:empty)", timeout=10_000)
    assert "Could not import" in (page.locator("#notice").text_content() or "")
    assert _saved(page) == text
    page.click("button.pass")
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).record.moves[0] === 'pass'", arg=key(SAVE))
    assert log.errors == []


def test_a_deep_puzzle_save_does_not_break_its_puzzle(page: Any, site_url: str, log: PageLog) -> None:
    """SEVEN's puzzle save nested 6,000 deep: the puzzle opens with a fresh build and says its save was refused."""
    _open(page, site_url, {"sevens.tetrahex.puzzle.holes": DEEP}, "?hall=1")
    page.click("[data-action='puzzles']")
    page.click("[data-action='puzzle'][data-puzzle='holes']")
    page.wait_for_selector(".puzzle-room[data-puzzle='holes'][data-tiles='0']", timeout=10_000)
    assert (page.locator("#notice").text_content() or "").strip()
    assert log.errors == []


# --- item 2: a double click ----------------------------------------------------------------------------
@pytest.mark.parametrize("target", ["button.pass", "button.card.playable"])
def test_a_double_click_plays_one_move(page: Any, site_url: str, log: PageLog, target: str) -> None:
    """The first click plays; the second lands on whatever was drawn in its place (Undo, after a pass: it
    took the pass back 6 times in 6) and must not act."""
    _open(page, site_url, {SAVE: _human_first().dump()})
    _human_turn(page)
    move = page.locator(target).first.get_attribute("data-move")
    assert move
    page.dblclick(target)
    _human_turn(page)  # the bots have played: the human's next turn
    moves = _moves(page)
    assert moves[:1] == [move], moves
    assert len(moves) >= 2, "the bots played after the human's one move"
    assert log.errors == []


# --- item 3: the bot loop stays on its table ------------------------------------------------------------
def test_a_thinking_bot_does_not_draw_over_the_hall_or_the_setup(page: Any, site_url: str, log: PageLog) -> None:
    """Leaving the table while a bot thinks (3 s a move here): the loop drew the set-up form over the hall
    when its answer came, and redrew the set-up form the player was filling in."""
    _open(page, site_url, {SAVE: _human_first().dump()}, "?pace=3")
    _human_turn(page)
    page.click("button.pass")  # the bots now think
    page.click("[data-action='new']")
    page.wait_for_selector("#setup")
    page.click("[data-action='hall']")
    page.wait_for_selector("ul.hall")
    page.wait_for_timeout(4000)
    assert page.locator("#setup").count() == 0 and page.locator("ul.hall").count() == 1, "the hall stays"

    page.click("[data-action='resume'][data-game='shichinarabe']")
    page.wait_for_selector(".table")
    if page.locator("button.pass").count():  # the bots played meanwhile: the human's turn again
        page.click("button.pass")
    page.click("[data-action='new']")  # a bot thinks
    page.wait_for_selector("#setup")
    page.evaluate("() => { document.getElementById('setup').dataset.probe = 'first'; }")
    page.check("input[name='joker']")
    page.wait_for_timeout(4000)
    assert page.locator("#setup").count() == 1, "the set-up form is still shown"
    assert page.locator("input[name='joker']").is_checked(), "the ticked option stays ticked"
    assert page.locator("#setup[data-probe='first']").count() == 1, "the form was not redrawn"
    assert log.errors == []


# --- item 4: storage that fails -------------------------------------------------------------------------
QUOTA = "() => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; }"
DISABLED = ("Object.defineProperty(window, 'localStorage', {configurable: true, "
            "get() { throw new DOMException('denied', 'SecurityError'); }});")


def _check_warning(page: Any, words: str) -> None:
    page.wait_for_selector("#storage-warning", timeout=3000)
    warning = page.locator("#storage-warning")
    assert warning.get_attribute("role") == "alert"
    assert words in (warning.text_content() or "")
    assert warning.locator("[data-action='export']").count() == 1


def _play_one(page: Any) -> None:
    """The human plays their first choice; their line in the players' list changes (a card or a pass)."""
    _human_turn(page)
    line = page.locator(".player[data-seat='0']").text_content()
    page.locator("button[data-action='move']").first.click()
    page.wait_for_function("t => document.querySelector(\".player[data-seat='0']\").textContent !== t", arg=line,
                           timeout=10_000)


def test_full_storage_is_told_at_once_and_the_game_goes_on(page: Any, site_url: str, log: PageLog,
                                                           tmp_path: Path) -> None:
    _open(page, site_url, {})
    page.evaluate(QUOTA)
    _new_game_from_hall(page)  # starting a game saves: the first failed save
    _check_warning(page, "not saved")
    _play_one(page)
    with page.expect_download() as info:
        page.click("#storage-warning [data-action='export']")
    out = tmp_path / "exported.json"
    info.value.save_as(str(out))
    assert GAME.to_record(Session.load(out.read_text()).state)["moves"], "the export holds the game played"
    assert log.errors == []


@pytest.mark.browser_context_args(locale="ja-JP")
def test_disabled_storage_is_told_and_the_page_works(page: Any, site_url: str, log: PageLog) -> None:
    page.add_init_script(DISABLED)
    page.goto(site_url + "/?pace=0&bot_budget=nodes")
    wait_ready(page)
    assert page.locator("html").get_attribute("lang") == "ja"
    _new_game_from_hall(page)
    _check_warning(page, "保存できません")
    _play_one(page)
    assert log.errors == []


# --- item 5: a bot that does not answer -----------------------------------------------------------------
BOT_TIMEOUT = 5
"""Seconds (the URL's ``bot_timeout``): more than a worker's start here, so the retried worker answers."""


def _faulty_worker(source: str, fault: str) -> str:
    head = "def choose(game_id: str, view_json: str, level: str, seed: int, budget: str = \"level\") -> str:\n"
    assert head in source
    body = {"hang": "    import time\n    time.sleep(60)\n",
            "raise": "    raise RuntimeError('a fault made by the test')\n"}[fault]
    return source.replace(head, head + body, 1)


@pytest.mark.parametrize(("fault", "lang", "words"), [("hang", "en", "did not answer"), ("raise", "ja", "応答"),
                                                     ("noload", "en", "did not answer")])
def test_a_bot_that_does_not_answer_is_told_and_retry_goes_on(page: Any, site_url: str, site_dir: Path,
                                                              fault: str, lang: str, words: str) -> None:
    """The worker's script is served by the test: its ``choose`` sleeps 60 s or raises, or it is missing.
    "thinking…" stayed for ever; now the table says so with Retry, and Retry with the fault gone goes on."""
    text = _bot_first().dump()
    source = (site_dir / "web" / "worker.py").read_text()
    seen: list[str] = []

    def serve(route: Any) -> None:
        seen.append(route.request.url)
        if fault == "noload":
            route.fulfill(status=404, body="not here")
        else:
            route.fulfill(status=200, body=_faulty_worker(source, fault), content_type="text/x-python",
                          headers={"Cache-Control": "no-store"})

    page.route("**/web/worker.py", serve)
    _open(page, site_url, {SAVE: text, "sevens.lang": lang}, f"?pace=0&bot_budget=nodes&bot_timeout={BOT_TIMEOUT}")
    error = page.locator("#bot-error")
    error.wait_for(timeout=(BOT_TIMEOUT + 10) * 1000)
    assert seen, "the worker's script was requested through the route"
    assert error.get_attribute("role") == "alert"
    assert words in (error.text_content() or "")
    assert _saved(page) == text, "the game is kept as it was"
    page.unroute("**/web/worker.py")
    page.click("#bot-error [data-action='retry']")
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).record.moves.length > 0", arg=key(SAVE),
                           timeout=(BOT_TIMEOUT + 10) * 1000)
    assert page.locator("#bot-error").count() == 0


# --- item 6: hot-seat after a load ----------------------------------------------------------------------
def test_after_a_load_no_hand_shows_until_the_hand_over(page: Any, site_url: str, log: PageLog) -> None:
    """Seats human, human, bot with the bot to move: resuming showed seat 0's hand to whoever held the
    device. No hand while the bot thinks; the hand-over first; then exactly that seat's hand."""
    s = _session(["human", "human", "normal"], lambda s: s.to_move() == 2)
    _open(page, site_url, {SAVE: s.dump()}, "?pace=2")
    page.wait_for_selector(".table, .handover")
    assert page.locator(".hand").count() == 0, "no hand is drawn while the bot is to move"
    # the bot's move comes once its worker has started (after the page is ready): as long as a start can take
    page.wait_for_selector(".handover[data-seat]", timeout=READY_TIMEOUT_MS)
    assert page.locator(".hand").count() == 0
    seat = int(page.locator(".handover").get_attribute("data-seat") or "-1")
    page.click("[data-action='reveal']")
    page.wait_for_selector(".hand .card")
    saved = _saved(page)
    assert saved is not None
    state = Session.load(saved).state
    assert GAME.to_move(state) == seat
    hand = [pretty(parse(c)) for c in GAME.view(state, seat)["hand"]]  # type: ignore[arg-type]
    assert sorted(page.locator(".hand .card").all_text_contents()) == sorted(hand)
    assert log.errors == []


# --- item 11: storage keyed by the page's directory ------------------------------------------------------
def test_keys_are_the_directorys_and_another_directorys_are_not_read(page: Any, site_url: str,
                                                                     log: PageLog) -> None:
    """Another app of the origin (served from /other/) wrote a save, a language and a last game: none of
    them is read here, none is touched, and everything this page writes ends in "@/"."""
    other = _human_first().dump()
    plant(page, site_url, {f"{SAVE}@/other/": other, "sevens.lang@/other/": "ja",
                           "sevens.last@/other/": "shichinarabe"})
    page.goto(site_url + "/?pace=0&bot_budget=nodes")
    wait_ready(page)
    page.wait_for_selector("ul.hall")
    assert page.locator("[data-action='resume']").count() == 0, "another directory's save is not offered"
    own = "ja" if str(page.evaluate("navigator.language")).startswith("ja") else "en"
    assert page.locator("html").get_attribute("lang") == own, "another directory's language is not read"
    page.click("#lang")
    _new_game_from_hall(page)
    _human_turn(page)
    keys = page.evaluate("Object.keys(localStorage)")
    ours = sorted(k for k in keys if not k.endswith("@/other/"))
    assert ours and all(k.endswith("@/") for k in ours), ours
    assert {key(SAVE), key("sevens.last"), key("sevens.lang")} <= set(ours)
    assert stored(page, f"{SAVE}@/other/") == other, "another directory's save is left alone"
    assert stored(page, "sevens.lang@/other/") == "ja"
    assert log.errors == []


def test_an_old_unkeyed_save_is_adopted_once(page: Any, site_url: str, log: PageLog) -> None:
    """A save an older page wrote without the "@/" suffix is moved under the keyed name and resumed."""
    s = _human_first()
    plant(page, site_url, {SAVE: s.dump()})
    page.goto(site_url + "/?pace=0&bot_budget=nodes")
    wait_ready(page)
    _human_turn(page)
    mine = sorted(pretty(parse(c)) for c in GAME.view(s.state, 0)["hand"])  # type: ignore[arg-type]
    assert sorted(page.locator(".hand .card").all_text_contents()) == mine, "the old save was resumed"
    assert stored(page, SAVE) is None, "the old key is removed"
    assert _saved(page) == s.dump(), "and kept under the keyed one"
    page.reload()
    wait_ready(page)
    _human_turn(page)
    assert sorted(page.locator(".hand .card").all_text_contents()) == mine, "resumed from the keyed save"
    assert stored(page, SAVE) is None
    assert log.errors == []


def test_every_refused_save_is_named_on_the_hall(page: Any, site_url: str, log: PageLog) -> None:
    """A QA pass planted bad saves for three games: all three were set aside, the hall named only the first, and
    the other two games' saves vanished without a word. Now the hall says it for each, one line a game."""
    saves = {"sevens.shichinarabe.save": DEEP, "sevens.shades.save": "{not json", "sevens.square.save": "[]"}
    _open(page, site_url, saves, "?pace=0&bot_budget=nodes&hall=1")
    page.wait_for_selector("ul.hall")
    notice = page.locator("#hall-notice")
    lines = notice.evaluate("el => el.innerText.split('\\n').filter(Boolean)")
    assert len(lines) == 3 and all("set aside" in line for line in lines), lines
    for logical, text in saves.items():
        assert stored(page, key(logical + ".refused")) == text, logical
        assert stored(page, key(logical)) is None
    assert log.errors == []
