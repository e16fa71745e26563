"""Helpers for the e2e tests: what a page logged, and waiting for the readiness marker."""

from __future__ import annotations

import json
import time
from typing import Any

READY_TIMEOUT_MS = 60_000  # two interpreters start on 2 cores; generous on a busy machine


class PageLog:
    def __init__(self) -> None:
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.warnings: list[str] = []


SITE_DIR = "/"
"""The path the e2e site is served under; the page keys its storage by it (issue 13, item 11)."""


def storage_key(logical: str, site_dir: str = SITE_DIR) -> str:
    """The localStorage key under which the page served at ``site_dir`` keeps ``logical`` (e.g.
    ``storage_key("sevens.shichinarabe.save")`` is ``"sevens.shichinarabe.save@/"``): every key is the app's
    own name followed by ``@`` and the directory the page is served from, so two apps of one origin (GitHub
    Pages projects of one user) never share a key."""
    return f"{logical}@{site_dir}"


def wait_ready(page: Any) -> None:
    page.wait_for_selector("body[data-ready='1']", timeout=READY_TIMEOUT_MS)


def wait_until(page: Any, expression: str, arg: Any = None, timeout_ms: int = READY_TIMEOUT_MS) -> Any:
    """The value of ``expression`` (a function of ``arg`` evaluated in the page; it may return a promise, which is
    awaited) once it is truthy, asked every 0.2 s; fails after ``timeout_ms``. ``page.wait_for_function`` cannot
    wait on a promise: it takes the promise itself for a truthy value and returns at once."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = page.evaluate(expression, arg)
        if value:
            return value
        assert time.monotonic() < deadline, f"not true within {timeout_ms} ms: {expression}"
        time.sleep(0.2)


def board_point(page: Any, q: int, r: int) -> tuple[float, float]:
    """Where the centre of the SEVEN board's hex (q, r) is on the screen (client pixels)."""
    from web.tetrahex.geometry import centre

    x, y = centre(q, r)
    got = page.evaluate(
        """([x, y]) => { const svg = document.getElementById('board'); const pt = svg.createSVGPoint();
            pt.x = x; pt.y = y; const p = pt.matrixTransform(svg.getScreenCTM()); return [p.x, p.y]; }""",
        [x, y])
    return float(got[0]), float(got[1])


PLANT_PATH = "/__plant__.html"
"""A path the site does not have: ``plant`` answers it itself with an empty page of the site's origin."""


def plant(page: Any, site_url: str, items: dict[str, str]) -> None:
    """Set localStorage ``items`` (keys as given, e.g. from ``storage_key``) for the site's origin without
    running the app, so the app first reads them on the next ``goto``. They are written from an empty page
    of the origin that this answers itself (its icon a data: URL: a page without one makes Chromium ask for
    /favicon.ico, and the 404 is logged as a console error)."""
    url = site_url + PLANT_PATH
    body = "<!doctype html><link rel='icon' href='data:,'><title>plant</title>"
    page.route(url, lambda route: route.fulfill(status=200, content_type="text/html", body=body))
    page.goto(url)
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    page.unroute(url)


def stored(page: Any, key: str) -> str | None:
    """The page's localStorage value under ``key`` (exactly as given), or None."""
    got = page.evaluate("k => localStorage.getItem(k)", key)
    return None if got is None else str(got)


def finished_save(session_class: Any, seats: list[str], seed: int, options: dict[str, Any]) -> Any:
    """A finished game of ``session_class``'s game (the page's session: its ``dump()`` is the save), played
    in CPython by seeded random legal moves (``random.Random(seed)``), each chance step settled from the
    state's own seed (``sevens.core.chance.resolve``): the same game on every run."""
    import random

    from sevens.core import chance

    game = session_class.GAME
    s = session_class.create(seed, seats, options)
    rng = random.Random(seed)
    while s.to_move() is not None:
        if s.chance_to_move():
            s.state = game.apply(s.state, chance.resolve(game, s.state))
        else:
            s.play(game.format_move(s.state, rng.choice(game.legal_moves(s.state))))
    return s


EDGE_ZONE_PX = 64
"""A little more than ``web.drag.EDGE_PX``: a pointer resting this close to the window's bottom scrolls the page."""


def mouse_drag(page: Any, source: str, target: str) -> None:
    """A mouse drag (``web.drag``) from the middle of ``source`` onto ``target``, checked on the way: once the drag
    starts the copy follows the pointer (the table has picked the source and redrawn); a target below or near the
    window's bottom is brought into view by holding the pointer at the edge (the page scrolls); the target under
    the pointer is outlined. Then let go."""
    page.locator(source).scroll_into_view_if_needed()
    a = page.locator(source).bounding_box()
    assert a is not None
    x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y + 12, steps=3)
    page.wait_for_selector("#drag-ghost")
    height = page.viewport_size["height"]
    b = page.locator(target).bounding_box()  # measured after the redraw
    assert b is not None
    if b["y"] + min(b["height"] / 2, 30) > height - EDGE_ZONE_PX:
        # Where the pointer would rest the page scrolls by itself (``web.drag.EDGE_PX``) and could carry the target
        # away before the release: hold the pointer at the bottom edge until the target is well inside the window.
        page.mouse.move(x, height - 4, steps=4)
        page.wait_for_function(f"document.querySelector({json.dumps(target)}).getBoundingClientRect().top < {height - 120}")
        page.mouse.move(x, height / 2, steps=2)  # out of the edge: the page stops, then the target is measured
        b = page.locator(target).bounding_box()
        assert b is not None
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + min(b["height"] / 2, 30), steps=8)
    page.wait_for_selector(f"{target}.drop-over")
    page.mouse.up()
