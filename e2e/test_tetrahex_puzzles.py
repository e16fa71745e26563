"""The SEVEN puzzles in the page: Level 5's solution played through and checked, a free build checked,
the rules of a puzzle refusing a tile with its reason, both languages, nothing fetched from elsewhere."""

from __future__ import annotations

from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, board_point, wait_ready


def _open(page: Any, site_url: str, pid: str) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.click("[data-action='puzzles'][data-game='tetrahex']")
    page.wait_for_selector("[data-action='puzzle']")
    assert page.locator("[data-action='puzzle']").count() == 4
    page.click(f"[data-action='puzzle'][data-puzzle='{pid}']")
    page.wait_for_selector(f".puzzle-room[data-puzzle='{pid}']")


def test_level5_solution_played_move_by_move_is_solved(page: Any, site_url: str, log: PageLog) -> None:
    _open(page, site_url, "level5")
    page.click("#check")
    assert page.locator("#verdict").get_attribute("data-solved") == "false"
    page.click("#sol-show")
    page.wait_for_selector("#solution[data-step='0']", timeout=READY_TIMEOUT_MS)
    for k in range(1, 15):
        page.click("#sol-next")
        page.wait_for_selector(f"#solution[data-step='{k}']")
        assert page.locator("#board .tile").count() == k
    assert page.locator("#sol-next").is_disabled()
    assert page.locator("#board .tile[data-level='5']").count() >= 1
    page.click("#sol-prev")
    page.wait_for_selector("#solution[data-step='13']")
    page.click("#sol-next")
    page.click("#check")
    page.wait_for_selector("#verdict[data-solved='true']")
    assert "Solved" in (page.locator("#verdict").text_content() or "")
    page.click("#lang")
    page.wait_for_selector("html[lang='ja']")
    assert "成功" in (page.locator("#verdict").text_content() or "")
    assert "レベル 5" in (page.locator(".puzzle-room h2").text_content() or "")
    foreign = [u for u in log.requests if not (u.startswith(site_url + "/") or u.startswith("blob:")
                                                 or u.startswith("data:"))]
    assert foreign == []
    assert log.errors == []


def test_level5_by_hand_follows_the_game(page: Any, site_url: str, log: PageLog) -> None:
    """Level 5 keeps the game's turns: White's tile, then Black's, picked from the trays and placed by keys."""
    _open(page, site_url, "level5")
    page.click("#pick-0-I")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert page.locator("#pick-0-O").count() == 0 and page.locator("#pick-1-O").count() == 1
    page.click("#pick-1-O")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='2']")
    page.click("#check")
    assert "2 of 14" in (page.locator("#verdict").text_content() or "")
    page.click("[data-action='take_back']")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    assert log.errors == []


def test_holes_a_free_build_is_checked_and_a_bad_spot_refused(page: Any, site_url: str, log: PageLog) -> None:
    _open(page, site_url, "holes")
    assert page.locator(".tray[data-player='0']").count() == 0, "Holes uses black tiles only"
    page.click("#pick-1-I")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='1']")
    # the next tile aimed far from the build: refused, the reason says it must touch
    page.click("#pick-1-O")
    x, y = board_point(page, 0, -3)
    page.mouse.move(x, y)
    page.wait_for_selector("#board .ghost.bad[data-rule='touch']")
    assert "touch" in (page.locator("#aim-msg").text_content() or "")
    page.mouse.click(x, y)
    assert page.locator(".puzzle-room").get_attribute("data-tiles") == "1"
    # the keyboard moves the ghost one cell at a time in the free puzzles; Enter lays it where it is legal
    page.click("#tx-cancel")
    page.click("#pick-1-O")
    page.wait_for_selector("#board .ghost.ok")
    start = page.locator("#ghost polygon").first.get_attribute("points")
    page.keyboard.press("ArrowRight")
    assert page.locator("#ghost polygon").first.get_attribute("points") != start
    page.keyboard.press("ArrowLeft")
    assert page.locator("#ghost polygon").first.get_attribute("points") == start
    page.wait_for_selector("#board .ghost.ok")
    page.keyboard.press("Enter")
    page.wait_for_selector(".puzzle-room[data-tiles='2']")
    page.click("#check")
    verdict = page.locator("#verdict")
    assert verdict.get_attribute("data-solved") == "false"
    assert "2 of 7" in (verdict.text_content() or "")
    assert log.errors == []


def test_a_late_solution_does_not_draw_over_the_hall(page: Any, site_url: str, log: PageLog) -> None:
    """Asking for Level 5's solution and going back to the games at once: the answer, when it comes, is
    kept for the puzzle but drawn nowhere (it drew the puzzle over the hall)."""
    _open(page, site_url, "level5")
    page.click("#sol-show")
    page.click(".puzzle-room [data-action='puzzles']")
    page.click("[data-action='hall']")
    page.wait_for_selector("ul.hall .game[data-game='tetrahex']")
    page.wait_for_timeout(5000)
    assert page.locator("ul.hall .game[data-game='tetrahex']").count() == 1
    assert page.locator(".puzzle-room").count() == 0
    assert log.errors == []
