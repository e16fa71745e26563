"""Hex geometry of the SEVEN board as the page draws it (pure Python, no DOM; tested in CPython).

Pointy-top hexes in the engine's axial coordinates (q, r): the centre of (q, r) lies at
``x = SIZE·√3·(q + r/2)``, ``y = SIZE·1.5·r`` (y grows downwards, as on a screen). A picked tile is held
as a *form*: its four axial cells translated so that the smallest is (0, 0), sorted (the same convention as
``sevens.games.tetrahex.hexgrid.normalized``). Turning and flipping a form act on screen directions: a turn
is 60° clockwise, a flip mirrors left and right.
"""

from __future__ import annotations

import math
from typing import Iterable

from sevens.games.tetrahex.hexgrid import normalized, rotate
from sevens.games.tetrahex.shapes import BASE

SIZE = 20.0
"""Centre-to-corner distance of one hex, in SVG user units."""
ROOT3 = math.sqrt(3.0)

Axial = tuple[int, int]
Form = tuple[Axial, ...]

EDGE_NEIGHBOUR: tuple[Axial, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""The neighbour across edge i of a hex, where edge i joins corner i to corner i + 1 (corner i at 60·i − 30°)."""


def centre(q: int, r: int) -> tuple[float, float]:
    """Pixel centre of axial (q, r)."""
    return SIZE * ROOT3 * (q + r / 2.0), SIZE * 1.5 * r


def corners(q: int, r: int, size: float = SIZE) -> list[tuple[float, float]]:
    """The six corners of the hex (q, r), corner i at angle 60·i − 30° (screen angles, clockwise)."""
    x, y = centre(q, r)
    out = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        out.append((x + size * math.cos(a), y + size * math.sin(a)))
    return out


def to_axial(x: float, y: float) -> Axial:
    """The hex under pixel (x, y) (cube rounding)."""
    qf = (ROOT3 / 3.0 * x - y / 3.0) / SIZE
    rf = (2.0 / 3.0 * y) / SIZE
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def outline(cells: Iterable[Axial]) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The outer edges of a group of cells (edges not shared by two cells of the group), as segments."""
    group = set(cells)
    segs = []
    for q, r in sorted(group):
        cs = corners(q, r)
        for i, (dq, dr) in enumerate(EDGE_NEIGHBOUR):
            if (q + dq, r + dr) not in group:
                segs.append((cs[i], cs[(i + 1) % 6]))
    return segs


def base_form(shape: str) -> Form:
    """The shape's form as the engine lists it first (``shapes.BASE``), normalized."""
    return normalized(BASE[shape])


def turn(form: Iterable[Axial]) -> Form:
    """The form turned 60° clockwise on screen."""
    return normalized(rotate(q, r) for q, r in form)


def turn_back(form: Iterable[Axial]) -> Form:
    """The form turned 60° anticlockwise on screen (five clockwise turns)."""
    out = normalized(form)
    for _ in range(5):
        out = turn(out)
    return out


def flip(form: Iterable[Axial]) -> Form:
    """The form mirrored left to right on screen (x → −x keeps r: (q, r) → (−q − r, r))."""
    return normalized((-q - r, r) for q, r in form)


def grab_index(form: Form) -> int:
    """Which cell of the form the pointer holds: the one nearest the form's pixel centroid."""
    pts = [centre(q, r) for q, r in form]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    return min(range(len(form)), key=lambda i: ((pts[i][0] - cx) ** 2 + (pts[i][1] - cy) ** 2, i))


def placed(form: Form, index: int, at: Axial) -> tuple[Axial, ...]:
    """The form's cells when its cell ``index`` lies on ``at``."""
    gq, gr = form[index]
    return tuple(sorted((at[0] - gq + q, at[1] - gr + r) for q, r in form))


def label_cell(cells: Iterable[Axial]) -> Axial:
    """The cell of a group nearest its pixel centroid (where a tile's level number is written)."""
    group = sorted(cells)
    return group[grab_index(tuple(group))]


def bounds(cells: Iterable[Axial], margin: float, minimum: float) -> tuple[float, float, float, float]:
    """An SVG viewBox (x, y, width, height) around the cells' hexes plus ``margin`` hexes on every side.

    At least ``minimum`` hexes wide and high, centred on the cells (the origin when there are none), so the
    view re-centres as the structure grows.
    """
    pts = [centre(q, r) for q, r in cells] or [centre(0, 0)]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    pad = SIZE * (1 + 2 * margin)
    lo_x, hi_x = min(xs) - pad, max(xs) + pad
    lo_y, hi_y = min(ys) - pad, max(ys) + pad
    least = SIZE * 2 * minimum
    if hi_x - lo_x < least:
        mid = (lo_x + hi_x) / 2
        lo_x, hi_x = mid - least / 2, mid + least / 2
    if hi_y - lo_y < least:
        mid = (lo_y + hi_y) / 2
        lo_y, hi_y = mid - least / 2, mid + least / 2
    return round(lo_x, 1), round(lo_y, 1), round(hi_x - lo_x, 1), round(hi_y - lo_y, 1)


def ring(cells: Iterable[Axial], radius: int) -> set[Axial]:
    """Every cell within ``radius`` steps of the given cells (the cells included)."""
    out = set(cells)
    edge = set(out)
    for _ in range(radius):
        edge = {(q + dq, r + dr) for q, r in edge for dq, dr in EDGE_NEIGHBOUR} - out
        out |= edge
    return out


AROUND = 2
"""How many steps of empty table the board shows around the build (where most tiles are laid)."""

Box = tuple[float, float, float, float]


def view_box(occupied: Iterable[Axial], room: Iterable[Axial] = (), minimum: float = 9.0) -> Box:
    """The board's viewBox: the build with ``AROUND`` steps of table around it, and ``room``: every cell the
    tile in hand could be laid on (all its legal spots: a bar laid on the table may reach four steps out)
    and the ghost's own cells, each hex whole with about half a hex to spare; at least ``minimum`` hexes
    wide and high. So no legal spot and no ghost is cut at the board's edge, and the box does not change
    while the tile in hand is turned, flipped or stepped through its spots."""
    built = set(occupied)
    cells = ring(built, AROUND) if built else set()
    cells |= set(room)
    return bounds(cells, 0.5, minimum)


def covers(box: Box, cells: Iterable[Axial]) -> bool:
    """Whether every hex of ``cells`` lies whole inside ``box``."""
    x, y, w, h = box
    for q, r in cells:
        for cx, cy in corners(q, r):
            if not (x <= cx <= x + w and y <= cy <= y + h):
                return False
    return True


def grown(box: Box, cells: Iterable[Axial]) -> Box:
    """``box`` grown (never shrunk) just enough to hold every hex of ``cells`` with about half a hex to spare:
    a ghost aimed by the pointer near the edge is never cut (the pointer's cell is inside; the rest of the
    tile may reach past it)."""
    cells = list(cells)
    if not cells or covers(box, cells):
        return box
    x, y, w, h = box
    bx, by, bw, bh = bounds(cells, 0.5, 0.0)
    lo_x, lo_y = min(x, bx), min(y, by)
    hi_x, hi_y = max(x + w, bx + bw), max(y + h, by + bh)
    return round(lo_x, 1), round(lo_y, 1), round(hi_x - lo_x, 1), round(hi_y - lo_y, 1)
