"""SEVEN's puzzles under hostile use (issue 13, items 8 and 1): the arrow keys cannot walk the ghost past what a
saved move can be read back from, and a puzzle save the page refuses (6,000 ``[`` deep) leaves the page alive,
says which puzzle's save was set aside, and keeps the refused text under ``<key>.refused``."""

from __future__ import annotations

import json
import time
from typing import Any

from pagehelpers import PageLog, storage_key, wait_ready

from sevens.games.tetrahex import notation
from sevens.games.tetrahex.hexgrid import axial

LOGICAL = "sevens.tetrahex.puzzle.holes"
KEY = storage_key(LOGICAL)
REFUSED = storage_key(LOGICAL + ".refused")
DEEP = "[" * 6000 + "]" * 6000
STEPS = 600
"""Arrow presses to the right: the old page let the ghost pass q = 511 after about 510 of them."""


def _open_holes(page: Any) -> None:
    """From the hall (SEVEN's Puzzles button) or from a puzzle (the button back to the list)."""
    page.click("[data-action='puzzles']")
    page.wait_for_selector("[data-action='puzzle'][data-puzzle='holes']")
    page.click("[data-action='puzzle'][data-puzzle='holes']")
    page.wait_for_selector(".puzzle-room[data-puzzle='holes']")


def _stored(page: Any, key: str) -> str | None:
    got = page.evaluate("k => localStorage.getItem(k)", key)
    return None if got is None else str(got)


def test_the_arrow_keys_stop_the_ghost_where_a_save_still_reads_back(page: Any, site_url: str,
                                                                     log: PageLog) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.evaluate("ks => ks.forEach(k => localStorage.removeItem(k))", [KEY, REFUSED, LOGICAL])
    _open_holes(page)
    page.click("#pick-1-I")
    page.keyboard.press("ArrowRight")  # the board has the focus after a pick: real key presses move the ghost
    # the rest of the walk as the same key events sent to the board in one go (600 presses take too long)
    page.evaluate("""n => { const b = document.getElementById('board');
        for (let i = 0; i < n; i++) b.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true,
                                                                                  cancelable: true})); }""",
                  STEPS - 1)
    assert not page.locator("#tx-place").is_disabled()  # at the edge the ghost still lies where it may
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    saved = json.loads(_stored(page, KEY) or "null")
    text = saved["moves"][0][1]
    far = max(q for q, _ in (axial(c) for c in notation.parse(text).cells))
    assert far > 400, text  # the walk went far out, and what was saved names cells parse accepts
    assert (page.locator("#notice").text_content() or "") == ""

    page.reload()
    wait_ready(page)
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert (page.locator("#notice").text_content() or "") == ""
    assert json.loads(_stored(page, KEY) or "null") == saved
    assert _stored(page, REFUSED) is None
    assert log.errors == []


def test_a_deep_puzzle_save_is_set_aside_and_the_page_lives(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.evaluate("([k, v, r]) => { localStorage.setItem(k, v); localStorage.removeItem(r); }", [KEY, DEEP, REFUSED])
    page.reload()
    wait_ready(page)  # the page comes up with the deep save in storage
    started = time.monotonic()
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='0']")
    assert time.monotonic() - started < 10
    notice = page.locator("#notice").text_content() or ""
    assert "Holes" in notice and "set aside" in notice and "nested deeper" in notice, notice
    assert _stored(page, REFUSED) == DEEP  # the refused text is kept, whole
    assert json.loads(_stored(page, KEY) or "null") == {"version": 1, "puzzle": "holes", "moves": []}

    # the interpreter is alive: a tile is laid and saved; reopening shows it, with no notice
    page.click("#pick-1-I")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert len(json.loads(_stored(page, KEY) or "null")["moves"]) == 1
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert (page.locator("#notice").text_content() or "") == ""
    assert _stored(page, REFUSED) == DEEP
    assert log.errors == []


def test_an_unreadable_puzzle_save_is_named_in_japanese_too(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.evaluate("([k, v, r]) => { localStorage.setItem(k, v); localStorage.removeItem(r); }",
                  [KEY, '{"version": 1, "puzzle": "holes", "moves": [', REFUSED])
    page.click("#lang")
    page.wait_for_selector("html[lang='ja']")
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='0']")
    notice = page.locator("#notice").text_content() or ""
    assert "穴ぼこ" in notice and "別に保管" in notice, notice
    assert _stored(page, REFUSED) == '{"version": 1, "puzzle": "holes", "moves": ['
    page.click("#lang")  # back to English for the tests after this one (the choice is remembered)
    page.wait_for_selector("html[lang='en']")
    assert log.errors == []


def test_a_refused_save_the_browser_will_not_set_aside_is_never_overwritten(page: Any, site_url: str,
                                                                             log: PageLog) -> None:
    """Storage that takes no more (here: it refuses every ``.refused`` key): the refused save stays under the
    main key, the notice says so, and the new build is not saved over it."""
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.evaluate("([k, v, r]) => { localStorage.setItem(k, v); localStorage.removeItem(r); }", [KEY, DEEP, REFUSED])
    page.evaluate("""() => { const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
            if (String(k).includes('.refused')) throw new DOMException('full', 'QuotaExceededError');
            return set.call(this, k, v); }; }""")
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='0']")
    notice = page.locator("#notice").text_content() or ""
    assert "Holes" in notice and "would not let it be set aside" in notice, notice
    page.click("#pick-1-I")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert _stored(page, KEY) == DEEP and _stored(page, REFUSED) is None
    assert log.errors == []
