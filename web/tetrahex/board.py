"""The SEVEN board as SVG, drawn from a view's tiles (pure Python; the DOM holds no game state).

Each tile is one group: its four hexes filled in its owner's colour, shaded by level (higher is lighter, for
both colours, as if lit from above), a shadow under it, thin lines between its own hexes, a thick outline
around the whole piece, and its level number written on its middle hex. The ghost of the tile in hand and
the dots that mark where it may go are separate groups, so the page can redraw them alone.
"""

from __future__ import annotations

import html
from typing import Any, Iterable

from .aim import Aim
from .geometry import EDGE_NEIGHBOUR, Axial, bounds, centre, corners, label_cell, outline, ring
from .text import colour, shape_name, tx

GRID_RADIUS = 2
MARGIN = 2.0
MINIMUM = 9.0


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def fill(player: int, level: int) -> str:
    """The tile colour of ``player`` at ``level``: lighter the higher it lies, for White and for Black."""
    k = max(0, min(level, 7) - 1)
    if player == 0:
        return f"hsl(40, 35%, {76 + 3.5 * k:.0f}%)"
    return f"hsl(220, 12%, {13 + 7 * k:.0f}%)"


def ink(player: int) -> str:
    """Text and outline colour on a tile of ``player``."""
    return "#1d1d1f" if player == 0 else "#ffffff"


def _pts(points: Iterable[tuple[float, float]], dx: float = 0.0, dy: float = 0.0) -> str:
    return " ".join(f"{x + dx:.1f},{y + dy:.1f}" for x, y in points)


def _hexes(cells: Iterable[Axial], style: str, dx: float = 0.0, dy: float = 0.0, size: float | None = None) -> str:
    out = []
    for q, r in cells:
        cs = corners(q, r) if size is None else corners(q, r, size)
        out.append(f'<polygon points="{_pts(cs, dx, dy)}" {style}/>')
    return "".join(out)


def _path(segs: list[tuple[tuple[float, float], tuple[float, float]]]) -> str:
    return "".join(f"M{a[0]:.1f} {a[1]:.1f}L{b[0]:.1f} {b[1]:.1f}" for a, b in segs)


def _inner(cells: list[Axial]) -> str:
    """Thin lines between the hexes of one tile (edges shared inside the tile)."""
    group = set(cells)
    segs = []
    for q, r in cells:
        cs = corners(q, r)
        for i, (dq, dr) in enumerate(EDGE_NEIGHBOUR):
            n = (q + dq, r + dr)
            if n in group and n > (q, r):
                segs.append((cs[i], cs[(i + 1) % 6]))
    return _path(segs)


def tile_svg(t: dict[str, Any], index: int, lang: str, visible: list[Axial], last: bool) -> str:
    """One placed tile as an SVG group (``t`` as in the view: player, shape, cells, level); its level number
    goes on the ``visible`` cell (not covered by a higher tile) nearest its middle."""
    cells = [tuple(c) for c in t["cells"]]
    p, level = t["player"], t["level"]
    name = tx("tile_label", lang, colour=colour(p, lang), name=shape_name(t["shape"], lang), level=level)
    out = [f'<g class="tile{" last" if last else ""}" data-index="{index}" data-player="{p}" '
           f'data-level="{level}" data-shape="{t["shape"]}"><title>{e(name)}</title>']
    out.append(_hexes(cells, 'class="shadow"', 2.0, 3.0))
    out.append(_hexes(cells, f'fill="{fill(p, level)}" stroke="{fill(p, level)}" stroke-width="1"'))
    edge = "#8a8275" if p == 0 else "#6b7280"
    out.append(f'<path d="{_inner(cells)}" stroke="{edge}" stroke-width="0.8" fill="none"/>')
    out.append(f'<path class="outline" d="{_path(outline(cells))}" stroke="{"#1d1d1f" if p == 0 else "#000"}" '
               f'stroke-width="{3.2 if last else 2.2}" fill="none" stroke-linecap="round"/>')
    if visible:
        x, y = centre(*label_cell(visible))
        out.append(f'<text x="{x:.1f}" y="{y + 6:.1f}" class="lv" fill="{ink(p)}">{level}</text>')
    out.append("</g>")
    return "".join(out)


def ghost_svg(aim: Aim | None, player: int | None) -> str:
    """The tile in hand where it is aimed: solid with its level when legal, red and hatched when refused."""
    if aim is None or player is None:
        return ""
    cells = list(aim.cells)
    if aim.ok:
        level = aim.level or 1
        body = _hexes(cells, f'fill="{fill(player, level)}" fill-opacity="0.85"')
        line = f'<path d="{_path(outline(cells))}" stroke="#1b5e20" stroke-width="3" stroke-dasharray="6 3" fill="none"/>'
        x, y = centre(*label_cell(cells))
        text = f'<text x="{x:.1f}" y="{y + 6:.1f}" class="lv" fill="{ink(player)}">{level}</text>'
        return f'<g class="ghost ok" data-level="{level}">{body}{line}{text}</g>'
    body = _hexes(cells, 'fill="url(#refused)" fill-opacity="0.9"')
    line = f'<path d="{_path(outline(cells))}" stroke="#b3261e" stroke-width="3" stroke-dasharray="4 3" fill="none"/>'
    return f'<g class="ghost bad" data-rule="{e(aim.error.rule if aim.error else "")}">{body}{line}</g>'


def hints_svg(cells: Iterable[Axial]) -> str:
    out = []
    for q, r in sorted(set(cells)):
        x, y = centre(q, r)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.2"/>')
    return "".join(out)


def board_svg(tiles: list[dict[str, Any]], lang: str, *, ghost: Aim | None = None, ghost_player: int | None = None,
              hints: Iterable[Axial] = (), interactive: bool = False, last: int | None = None) -> str:
    """The whole board: faint empty hexes around the structure, the tiles by level, the hints, the ghost."""
    hint_set = set(hints)
    top: dict[Axial, tuple[int, int]] = {}
    for i, t in enumerate(tiles):
        for c in t["cells"]:
            key = (c[0], c[1])
            if key not in top or t["level"] > top[key][0]:
                top[key] = (t["level"], i)
    occupied = set(top)
    around = ring(occupied, GRID_RADIUS) if occupied else ring({(0, 0)}, 3)
    x, y, w, h = bounds(occupied, MARGIN, MINIMUM)
    attrs = (' tabindex="0" role="application" data-action="board" aria-describedby="aim-msg board-help"'
             if interactive else ' role="img"')
    out = [f'<svg id="board" class="board" viewBox="{x} {y} {w} {h}" preserveAspectRatio="xMidYMid meet" '
           f'aria-label="{e(tx("board", lang))}"{attrs} xmlns="http://www.w3.org/2000/svg">',
           '<defs><pattern id="refused" width="6" height="6" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(45)"><rect width="6" height="6" fill="#f6d5d2"/>'
           '<line x1="0" y1="0" x2="0" y2="6" stroke="#b3261e" stroke-width="2"/></pattern></defs>',
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" class="felt"/>',
           f'<g class="grid">{_hexes(sorted(around - occupied), "", size=19.0)}</g>']
    order = sorted(range(len(tiles)), key=lambda i: (tiles[i]["level"], i))
    for i in order:
        t = tiles[i]
        visible = [(c[0], c[1]) for c in t["cells"] if top[(c[0], c[1])][1] == i]
        out.append(tile_svg(t, i, lang, visible, last == i))
    out.append(f'<g id="hints" class="hints">{hints_svg(hint_set)}</g>')
    out.append(f'<g id="ghost">{ghost_svg(ghost, ghost_player)}</g>')
    out.append("</svg>")
    return "".join(out)


def shape_svg(form: Iterable[Axial], player: int, size: float = 1.0, cls: str = "mini") -> str:
    """A small drawing of one tile (trays, the tile in hand), sized to its own cells."""
    cells = list(form)
    x, y, w, h = bounds(cells, 0.1, 1.0)
    body = _hexes(cells, f'fill="{fill(player, 1)}" stroke="{"#1d1d1f" if player == 0 else "#000"}" stroke-width="1.2"')
    return (f'<svg class="{cls}" viewBox="{x} {y} {w} {h}" width="{w * 0.6 * size:.0f}" height="{h * 0.6 * size:.0f}" '
            f'aria-hidden="true" focusable="false">{body}</svg>')
