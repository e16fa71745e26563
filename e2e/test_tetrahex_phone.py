"""SEVEN on a phone (issue 15, item 9): with a tile picked from the tray the board, its ghost and the Place
and Put back buttons are all in the window; zoom in and out changes the board's scale and keeps the ghost in
the board's frame; the ghost is never cut at the board's edge. And on any screen: pointing at a log line
marks its tile on the board, and the log names no cells."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pagehelpers import READY_TIMEOUT_MS, PageLog, wait_ready


def _start(page: Any, site_url: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + "/?pace=0&bot_budget=nodes")
    wait_ready(page)
    page.click("[data-action='open'][data-game='tetrahex']")
    page.wait_for_selector("#setup")
    page.select_option("select[name='seat0']", "human")
    page.select_option("select[name='seat1']", "random")
    page.click("[data-action='start']")
    page.wait_for_selector(".tx-table")


def _place_first_spots(page: Any, n: int) -> None:
    """Lay ``n`` tiles of White (each on its first legal spot, by the keyboard); the bot answers each."""
    for k in range(n):
        page.wait_for_selector(".tx-table[data-to-move='0'] button.tilebtn", timeout=READY_TIMEOUT_MS)
        page.locator(".tx-table[data-to-move='0'] button.tilebtn").first.click()
        page.wait_for_selector("#board .ghost.ok")
        page.keyboard.press("Enter")
        page.wait_for_selector(f".tx-table[data-tiles='{2 * k + 2}'][data-to-move='0'] button.tilebtn",
                               timeout=READY_TIMEOUT_MS)


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not drawn"
    return dict(box)


def _inside(inner: dict[str, float], outer: dict[str, float], slack: float = 1.0) -> bool:
    return (inner["x"] >= outer["x"] - slack and inner["y"] >= outer["y"] - slack
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + slack
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + slack)


TO_BOARD = """([x, y]) => { const svg = document.getElementById('board'); const pt = svg.createSVGPoint();
    pt.x = x; pt.y = y; const p = pt.matrixTransform(svg.getScreenCTM().inverse()); return [p.x, p.y]; }"""
"""A client point in the board's own coordinates (what the view box does not change)."""

GHOST_COVERS = """([x, y]) => { const g = document.querySelector('#board #ghost > g'); if (!g) return false;
    const pt = document.getElementById('board').createSVGPoint();
    const near = [[0, 0], [0.5, 0], [-0.5, 0], [0, 0.5], [0, -0.5]];
    return near.some(([dx, dy]) => { pt.x = x + dx; pt.y = y + dy;
        return [...g.querySelectorAll('polygon')].some(h => h.isPointInFill(pt)); }); }"""
"""Whether one hex of the ghost covers the board point [x, y]: the pointer's hex once the page aimed there
(``Aim.aim`` puts one of the tile's cells under the pointer, legal or refused). A point on the line between
two hexes belongs to either (the page rounds to one, the drawn corners to 0.1): half a unit of slack (a hex is
20 units across its side) lets the ghost hold the pointer by the hex on either side of that line."""


@pytest.mark.parametrize("width, height", [(375, 667), (360, 640)])
def test_a_picked_tile_keeps_the_board_and_place_in_view(page: Any, site_url: str, log: PageLog,
                                                         width: int, height: int) -> None:
    _start(page, site_url, width, height)
    _place_first_spots(page, 3)
    window = {"x": 0.0, "y": 0.0, "width": float(width), "height": float(height)}
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # down at the trays and the log
    page.locator(".tx-table[data-to-move='0'] button.tilebtn").first.click()
    page.wait_for_selector("#board .ghost.ok")
    frame = _box(page, "#boardview")
    assert _inside(frame, window), f"the board is in the window: {frame}"
    for button in ("#tx-place", "#tx-cancel"):
        assert _inside(_box(page, button), window), f"{button} is in the window"
    ghost = _box(page, "#board .ghost")
    assert _inside(ghost, _box(page, "#board")), "the ghost is not cut at the board's edge"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "nothing scrolls sideways"

    # zoom in: the board is drawn larger, inside its frame, the ghost scrolled into the frame's view
    fit = _box(page, "#board")["width"]
    page.click("#tx-zoom_in")
    page.wait_for_selector("#boardview[data-zoom='1.5']")
    page.click("#tx-zoom_in")
    page.wait_for_selector("#boardview[data-zoom='2']")
    zoomed = _box(page, "#board")["width"]
    assert zoomed == pytest.approx(2 * fit, rel=0.05)
    frame = _box(page, "#boardview")
    assert frame["width"] <= width and _inside(_box(page, "#board .ghost"), frame), "the ghost is in the frame's view"
    assert _inside(_box(page, "#tx-place"), window)
    page.click("#tx-zoom_out")
    page.wait_for_selector("#boardview[data-zoom='1.5']")
    assert _box(page, "#board")["width"] == pytest.approx(1.5 * fit, rel=0.05)
    page.click("#tx-zoom_fit")
    page.wait_for_selector("#boardview[data-zoom='1']")
    assert _box(page, "#board")["width"] == pytest.approx(fit, rel=0.02)
    assert page.locator("#tx-zoom_out").is_disabled()
    # the zoom stays while the game goes on, and the tile is still in hand
    page.click("#tx-zoom_in")
    page.wait_for_selector("#boardview[data-zoom='1.5'] #board .ghost.ok")
    for button in ("#tx-zoom_in", "#tx-zoom_out", "#tx-zoom_fit", "#tx-place"):
        b = _box(page, button)
        assert b["height"] >= 44 and b["width"] >= 44, f"{button} is a 44 px target"
    assert log.errors == []


def test_a_ghost_aimed_at_the_edge_is_drawn_whole(page: Any, site_url: str) -> None:
    """The pointer on the board's last column: the tile held by its middle reaches past the edge, and the
    board's view box grows to hold it."""
    _start(page, site_url, 1000, 800)
    _place_first_spots(page, 1)
    page.locator(".tx-table[data-to-move='0'] button.tilebtn").last.click()
    page.wait_for_selector("#board .ghost.ok")
    for down in (0.3, 0.5, 0.7):
        board = _box(page, "#board")
        # whole pixels: the pointer event's point is then exactly the one measured here
        x, y = int(board["x"] + board["width"] - 3), int(board["y"] + board["height"] * down)
        at = page.evaluate(TO_BOARD, [x, y])  # the pointer's point on the board, before the view box can grow
        assert not page.evaluate(GHOST_COVERS, at), "the ghost is not there yet (the wait below means something)"
        page.mouse.move(x, y)
        page.wait_for_function(GHOST_COVERS, arg=at)  # Python has handled the move: the ghost holds that hex
        ghost = _box(page, "#board #ghost > g")
        assert _inside(ghost, _box(page, "#board")), f"the ghost at the right edge is whole: {ghost}"


def test_pointing_at_a_log_line_marks_its_tile(page: Any, site_url: str) -> None:
    _start(page, site_url, 1280, 900)
    _place_first_spots(page, 2)
    lines = page.locator(".log li[data-index]")
    assert lines.count() == 4
    texts = [lines.nth(i).text_content() or "" for i in range(4)]
    assert not any(re.search(r"\(-?\d+,-?\d+\)", t) for t in texts), f"no cells in the log: {texts}"
    mark = "#board .mark[data-index='0']"
    assert page.eval_on_selector(mark, "m => getComputedStyle(m).display") == "none", "the first tile is no seat's last"
    page.hover(".log li[data-index='0']")
    assert page.eval_on_selector(mark, "m => getComputedStyle(m).display") != "none"
    assert page.eval_on_selector(mark + " .over", "m => getComputedStyle(m).stroke") == "rgb(31, 78, 153)"
    others = page.eval_on_selector_all("#board .mark:not([data-index='0']) .over", "ms => ms.map(m => getComputedStyle(m).stroke)")
    assert "rgb(31, 78, 153)" not in others, "only the pointed tile turns blue"
    page.mouse.move(5, 5)
    assert page.eval_on_selector(mark, "m => getComputedStyle(m).display") == "none"
    page.focus(".log li[data-index='1']")
    assert page.eval_on_selector("#board .mark[data-index='1']", "m => getComputedStyle(m).display") != "none", \
        "the focus marks it too (keyboard)"
    # each seat's last tile stays marked: White's tile 2 and Black's tile 3, the newest solid
    assert page.eval_on_selector_all("#board .mark.last", "ms => ms.map(m => m.dataset.index)") == ["2", "3"]
    assert page.locator("#board .tile.newest").get_attribute("data-index") == "3"


GLIDES = """() => { window.__glides = []; const seen = new Set();
  const poll = () => { for (const a of document.getAnimations()) if (!seen.has(a)) { seen.add(a);
      const el = a.effect.target, m = /translate\\(([-\\d.e]+)px, ([-\\d.e]+)px\\)/.exec(a.effect.getKeyframes()[0].transform || '');
      const ctm = el.parentNode.getScreenCTM ? el.parentNode.getScreenCTM() : null;
      window.__glides.push({index: el.dataset.index, player: el.dataset.player, parent: el.parentNode.id,
                            shift: m && ctm ? [Number(m[1]) * ctm.a, Number(m[2]) * ctm.d] : null}); }
    requestAnimationFrame(poll); };
  requestAnimationFrame(poll); }"""
"""Each animation started from now on: the tile, its parent, and the shift it starts from in screen pixels."""


def test_a_bots_tile_glides_from_its_tray(page: Any, site_url: str, log: PageLog) -> None:
    """The shell's ``animate.play`` moves Black's new tile (a child of the board) from Black's tray, the trip
    divided by the board's scale (review D1: SEVEN's own glide is gone)."""
    page.set_viewport_size({"width": 300, "height": 640})  # narrow: the board drawn at under a pixel a unit
    page.goto(site_url + "/?pace=1&bot_budget=nodes")
    wait_ready(page)
    page.click("[data-action='open'][data-game='tetrahex']")
    page.select_option("select[name='seat0']", "human")
    page.select_option("select[name='seat1']", "random")
    page.click("[data-action='start']")
    page.wait_for_selector(".tx-table[data-to-move='0'] button.tilebtn", timeout=READY_TIMEOUT_MS)
    page.evaluate(GLIDES)
    page.locator(".tx-table[data-to-move='0'] button.tilebtn").first.click()
    page.wait_for_selector("#board .ghost.ok")
    page.keyboard.press("Enter")
    page.wait_for_function("window.__glides.some(g => g.player === '1')", timeout=READY_TIMEOUT_MS)
    glide = next(g for g in page.evaluate("window.__glides") if g["player"] == "1")
    assert glide["parent"] == "board" and glide["index"] == "1" and glide["shift"] is not None, glide
    scale = page.evaluate("document.getElementById('board').getScreenCTM().a")
    assert scale < 0.9, f"the board is drawn smaller than its units here: {scale}"
    page.wait_for_function("!document.querySelector('#board .moving')")
    tile = _box(page, "#board .tile[data-index='1']")
    start = (tile["x"] + tile["width"] / 2 + glide["shift"][0], tile["y"] + tile["height"] / 2 + glide["shift"][1])
    tray = _box(page, ".tray[data-player='1']")
    assert _inside({"x": start[0], "y": start[1], "width": 0.0, "height": 0.0}, tray, slack=2.0), (start, tray)
    assert log.errors == []


def test_a_triple_tap_on_zoom_in_zooms_three_steps_and_the_button_stays_put(page: Any, site_url: str,
                                                                          log: PageLog) -> None:
    """Zoomed in, the board's frame keeps the whole board's proportions (its height at zoom 1), so the zoom
    buttons under it do not move and each quick tap lands on + again (the click guard lets a repeated click on
    the same control redrawn in place act)."""
    _start(page, site_url, 375, 667)
    _place_first_spots(page, 2)
    page.locator("#tx-zoom_in").scroll_into_view_if_needed()
    before = _box(page, "#tx-zoom_in")
    frame = _box(page, "#boardview")
    page.click("#tx-zoom_in")
    page.wait_for_selector("#boardview[data-zoom='1.5']")
    assert _box(page, "#tx-zoom_in")["y"] == pytest.approx(before["y"], abs=2), "+ stays under the finger"
    assert _box(page, "#boardview")["height"] == pytest.approx(frame["height"], abs=3)
    page.click("#tx-zoom_out")
    page.wait_for_selector("#boardview[data-zoom='1']")
    page.click("#tx-zoom_in", click_count=3)
    page.wait_for_selector("#boardview[data-zoom='3']", timeout=5000)


def test_a_touch_phone_shows_no_keyboard_help(browser: Any, site_url: str) -> None:
    """On a touch screen without a keyboard the board's keyboard help and the "(Enter)" of Place are not shown
    (a QA pass found them on a phone); with a mouse they are."""
    for touch, shown in ((True, False), (False, True)):
        ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=touch, is_mobile=touch)
        page = ctx.new_page()
        try:
            _start(page, site_url, 375, 740)
            page.locator(".tx-table[data-to-move='0'] button.tilebtn").first.click()
            page.wait_for_selector("#board .ghost.ok")
            assert page.locator("#board-help").is_visible() is shown
            assert ("(Enter)" in (page.locator("#tx-place").inner_text() or "")) is shown
            log_help = page.locator(".log .help").inner_text()
            assert ("Tap a line" in log_help or "タップ" in log_help) is not shown, log_help
        finally:
            ctx.close()
