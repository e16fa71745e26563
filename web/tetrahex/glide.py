"""A bot's SEVEN tile gliding from its tray to the board, measured in the board's own units.

The shell's ``web.animate`` moves an element by a CSS ``translate`` in pixels. On an SVG element those pixels
are the drawing's *user units*, not the screen's: on a board drawn at 0.4 screen pixels per unit (a long
build, a phone) the tile would start 40 % of the way from its tray. Here the same FLIP keyframes
(``animate.keyframes``) are made from a start point moved so that, in user units, the trip is the screen's
trip divided by the board's scale: the tile starts at its tray. The duration, the reduced-motion rule and
the class put on the moving element are the shell's (``animate.duration_ms``, ``animate.MOVING_CLASS``).

``board_keyframes`` is pure and tested in CPython; ``glide`` touches the DOM.
"""

from __future__ import annotations

from typing import Any

from .. import animate
from ..animate import Box


def board_keyframes(source: Box, target: Box, scale: float) -> list[dict[str, str]]:
    """FLIP keyframes for an element of an SVG drawn at ``scale`` screen pixels per user unit: it starts at
    ``source``'s centre on the screen and lands where it lies (``target``, its box on the screen)."""
    if scale <= 0:
        return animate.keyframes(source, target)
    (sx, sy), (tx, ty) = source.centre, target.centre
    start = Box(tx + (sx - tx) / scale - target.width / 2, ty + (sy - ty) / scale - target.height / 2,
                target.width, target.height)
    return animate.keyframes(start, target)


def glide(source: str, target: str, pace: float) -> int:
    """Move the tile(s) matching ``target`` (inside ``#app``) from the element matching ``source`` at
    ``pace``, in the board's units; how many moved (0: nothing to move, or no motion wanted)."""
    from pyodide.ffi import create_once_callable, to_js
    from pyscript import document, window

    from ..jsutil import absent

    ms = animate.duration_ms(pace, animate.reduced_motion())
    app = document.getElementById("app")
    board = document.getElementById("board")
    if ms == 0 or absent(app) or absent(board):
        return 0
    origin = app.querySelector(source)
    targets = app.querySelectorAll(target)
    ctm = board.getScreenCTM()
    if absent(origin) or absent(ctm):
        return 0
    start = _box(origin)
    options = to_js({"duration": ms, "easing": "cubic-bezier(0.2, 0.7, 0.2, 1)"},
                    dict_converter=window.Object.fromEntries)
    moved = 0
    for i in range(int(targets.length)):
        el: Any = targets.item(i)
        frames = to_js(board_keyframes(start, _box(el), float(ctm.a)), dict_converter=window.Object.fromEntries)
        el.classList.add(animate.MOVING_CLASS)
        animation = el.animate(frames, options)
        animation.onfinish = create_once_callable(lambda _e, el=el: el.classList.remove(animate.MOVING_CLASS))
        moved += 1
    return moved


def _box(el: Any) -> Box:
    r = el.getBoundingClientRect()
    return Box(float(r.left), float(r.top), float(r.width), float(r.height))
