"""A bot's move seen as it happens: the element that shows the move after the redraw glides in from the seat
that made it (issue 15, item 1), with the Web Animations API.

The contract with a game's table (``web.table_base.GameTable.motion``)::

    motion(before_state, move_text, seat) -> tuple[str, str] | None

gives two CSS selectors, both looked up inside the page's ``#app`` after the table was redrawn with the
move played: ``source``, the seat's place (the element the move comes from, e.g. the seat's line in the
players' list), and ``target``, what shows the move now (e.g. the card on the grid; a selector that matches
several elements moves each of them, e.g. an eliminated seat's cards laid down). None: the move is not
animated (a pass, a table without a drawing for it). A selector that matches nothing, or is not valid
CSS, animates nothing and raises nothing: a motion can never break a table.

How it moves (FLIP: first, last, invert, play): the target is already drawn at its place; it is shifted
back with a ``transform`` to the source's centre and slides home. Only ``transform`` and ``opacity``
animate, so the browser's compositor runs it and the main thread has no long task. An element of an SVG
drawing moves in its parent's user units (the drawing's scale on screen is divided out); give it
``transform-box: fill-box; transform-origin: center`` in CSS so it grows about its own centre. The
duration is a fraction of the page's pace (``duration_ms``): nothing at the "instant" pace, and nothing
at all when the person's system asks for reduced motion (``prefers-reduced-motion: reduce``).

The arithmetic (``duration_ms``, ``keyframes``) is pure and tested in CPython; ``play`` touches the DOM.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .jsutil import absent

SHARE = 0.6
"""The part of the pace a move's animation takes (the rest of the pace the move stands still, readable)."""
LONGEST_MS = 600
"""No animation is longer than this, whatever the pace (a slow pace reads the result, not the trip)."""
SHORTEST_MS = 80
"""Under this an animation is a flicker, not a movement: none is played."""
MOVING_CLASS = "moving"
"""Put on each target while it moves (the stylesheets raise it above its neighbours)."""


@dataclass(frozen=True)
class Box:
    """An element's box on the page (``getBoundingClientRect``), in CSS pixels."""

    left: float
    top: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return self.left + self.width / 2, self.top + self.height / 2


def duration_ms(pace: float, reduced: bool = False) -> int:
    """How long a move's animation lasts at ``pace`` (seconds between bot moves): ``SHARE`` of it, at most
    ``LONGEST_MS``; 0 (no animation) at the instant pace, under ``SHORTEST_MS``, or with reduced motion."""
    if reduced or pace <= 0:
        return 0
    ms = min(LONGEST_MS, round(pace * 1000 * SHARE))
    return ms if ms >= SHORTEST_MS else 0


def keyframes(source: Box, target: Box, unit: tuple[float, float] = (1.0, 1.0)) -> list[dict[str, str]]:
    """The FLIP keyframes that bring ``target`` from ``source``'s centre to its own place: it starts
    translated by the distance between the two centres (faint, so the eye follows the trip, not the
    shape) and ends where the layout put it (``transform: none``). ``unit``: screen pixels per unit of the
    target's transform on each axis (1 for an HTML element; an SVG element's transform is in its parent's
    user units, which the drawing may scale)."""
    (sx, sy), (tx, ty) = source.centre, target.centre
    dx, dy = round((sx - tx) / (unit[0] or 1.0), 1), round((sy - ty) / (unit[1] or 1.0), 1)
    return [{"transform": f"translate({dx:g}px, {dy:g}px) scale(1.25)", "opacity": "0.35"},
            {"transform": "none", "opacity": "1"}]


def _unit(el: Any) -> tuple[float, float]:
    """Screen pixels per transform unit of ``el``: 1 for HTML; for an element inside an SVG drawing, the
    scale of its parent's user space on screen (``getScreenCTM``), so the trip starts at the source."""
    if str(el.namespaceURI) != "http://www.w3.org/2000/svg" or str(el.tagName).lower() == "svg":
        return 1.0, 1.0
    ctm = el.parentNode.getScreenCTM()
    if absent(ctm):
        return 1.0, 1.0
    return float(ctm.a) or 1.0, float(ctm.d) or 1.0


def reduced_motion() -> bool:
    """Whether the person's system asks for reduced motion (then nothing moves)."""
    from pyscript import window

    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # a browser without matchMedia: move
        return False


def _box(el: Any) -> Box:
    r = el.getBoundingClientRect()
    return Box(float(r.left), float(r.top), float(r.width), float(r.height))


def play(source: str, target: str, pace: float) -> int:
    """Move every element matching ``target`` (inside ``#app``) from the element matching ``source`` at
    ``pace``; returns how many elements were animated (0: nothing to move, or no motion wanted)."""
    from pyodide.ffi import create_once_callable, to_js
    from pyscript import document, window

    ms = duration_ms(pace, reduced_motion())
    app = document.getElementById("app")
    if ms == 0 or absent(app):
        return 0
    try:
        origin = app.querySelector(source)
        targets = app.querySelectorAll(target)
    except Exception:  # not valid CSS: no motion, never an error in the table
        return 0
    if absent(origin):
        return 0
    start = _box(origin)
    options = to_js({"duration": ms, "easing": "cubic-bezier(0.2, 0.7, 0.2, 1)"},
                    dict_converter=window.Object.fromEntries)
    moved = 0
    for i in range(int(targets.length)):
        el = targets.item(i)
        frames = to_js(keyframes(start, _box(el), _unit(el)), dict_converter=window.Object.fromEntries)
        el.classList.add(MOVING_CLASS)
        animation = el.animate(frames, options)
        animation.onfinish = create_once_callable(lambda _e, el=el: el.classList.remove(MOVING_CLASS))
        moved += 1
    return moved
