"""A SEVEN puzzle's build survives a reload: a tile laid through the page is saved under the puzzle's key and is
there again when the puzzle is reopened; a save that breaks the puzzle's rules is refused with a message and a
fresh build starts."""

from __future__ import annotations

import json
from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, storage_key, wait_ready

KEY = storage_key("sevens.tetrahex.puzzle.holes")


def _open_holes(page: Any) -> None:
    """From the hall (SEVEN's Puzzles button) or from a puzzle (the button back to the list)."""
    page.click("[data-action='puzzles']")
    page.wait_for_selector("[data-action='puzzle'][data-puzzle='holes']")
    page.click("[data-action='puzzle'][data-puzzle='holes']")
    page.wait_for_selector(".puzzle-room[data-puzzle='holes']")


def _outline(page: Any) -> list[str]:
    """Where the board's tiles lie: the points of every hex of every tile, in order."""
    return [str(p) for p in page.locator("#board .tile polygon").evaluate_all("els => els.map(e => e.getAttribute('points'))")]


def test_a_puzzle_build_is_there_again_after_a_reload(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    _open_holes(page)
    page.click("#pick-1-I")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    page.wait_for_function(f"localStorage.getItem('{KEY}') !== null")
    saved = json.loads(page.evaluate(f"localStorage.getItem('{KEY}')"))
    assert saved["version"] == 1 and saved["puzzle"] == "holes"
    assert [p for p, _ in saved["moves"]] == [1] and saved["moves"][0][1].startswith("I")
    where = _outline(page)
    assert where

    page.reload()
    wait_ready(page)
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='1']", timeout=READY_TIMEOUT_MS)
    assert page.locator("#board .tile[data-shape='I'][data-player='1']").count() == 1
    assert _outline(page) == where
    assert (page.locator("#notice").text_content() or "") == ""

    # a save whose second tile does not touch the first is refused: a message, and a fresh build
    bad = {"version": 1, "puzzle": "holes", "moves": saved["moves"] + [[1, "O(20,0)(20,1)(21,0)(21,1)"]]}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(bad)])
    _open_holes(page)
    page.wait_for_selector(".puzzle-room[data-tiles='0']")
    notice = page.locator("#notice").text_content() or ""
    assert "could not be restored" in notice and "moves[1]" in notice and "touch" in notice
    assert log.errors == []
