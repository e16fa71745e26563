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
from .geometry import EDGE_NEIGHBOUR, Axial, bounds, centre, corners, label_cell, outline, ring, view_box
from .text import colour, shape_name, tx

GRID_RADIUS = 2
MINIMUM = 9.0


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


WHITE_LIGHTNESS = (60, 70, 79, 88, 96)
"""White tiles' lightness (%) by level 1–5: each step at least 1.17:1 in contrast from the next, the level's
dark number on every one at 7:1 or more (WCAG AAA)."""
BLACK_LIGHTNESS = (11, 21, 31, 40, 48)
"""Black tiles' lightness (%) by level 1–5: each step at least 1.33:1 from the next (the old 13 % and 20 %
were hard to tell apart), the white number at 4.6:1 or more even on level 5 (WCAG AA), and the lightest
Black still far darker than the darkest White (2:1)."""


def fill(player: int, level: int) -> str:
    """The tile colour of ``player`` at ``level``: lighter the higher it lies, for White and for Black (as if
    lit from above); levels past 5 (never reached in the game) keep level 5's shade."""
    k = max(0, min(level, 5) - 1)
    if player == 0:
        return f"hsl(38, 42%, {WHITE_LIGHTNESS[k]}%)"
    return f"hsl(220, 14%, {BLACK_LIGHTNESS[k]}%)"


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


def tile_svg(t: dict[str, Any], index: int, lang: str, visible: list[Axial], mark: str = "") -> str:
    """One placed tile as an SVG group (``t`` as in the view: player, shape, cells, level); its level number
    goes on the ``visible`` cell (not covered by a higher tile) nearest its middle. ``mark``: "newest" (the
    tile just placed), "last" (its seat's last tile, placed before the newest) or ""."""
    cells = [tuple(c) for c in t["cells"]]
    p, level = t["player"], t["level"]
    name = tx("tile_label", lang, colour=colour(p, lang), name=shape_name(t["shape"], lang), level=level)
    cls = "tile" + {"newest": " last newest", "last": " last"}.get(mark, "")
    out = [f'<g class="{cls}" data-index="{index}" data-player="{p}" '
           f'data-level="{level}" data-shape="{t["shape"]}"><title>{e(name)}</title>']
    out.append(_hexes(cells, 'class="shadow"', 2.0, 3.0))
    out.append(_hexes(cells, f'fill="{fill(p, level)}" stroke="{fill(p, level)}" stroke-width="1"'))
    edge = "#8a8275" if p == 0 else "#ffffff59"  # light lines on Black: seen on every one of its shades
    out.append(f'<path d="{_inner(cells)}" stroke="{edge}" stroke-width="0.8" fill="none"/>')
    out.append(f'<path class="outline" d="{_path(outline(cells))}" stroke="{"#1d1d1f" if p == 0 else "#000"}" '
               f'stroke-width="2.2" fill="none" stroke-linecap="round"/>')
    if visible:
        x, y = centre(*label_cell(visible))
        out.append(f'<text x="{x:.1f}" y="{y + 6:.1f}" class="lv" fill="{ink(p)}">{level}</text>')
    out.append("</g>")
    return "".join(out)


def mark_svg(t: dict[str, Any], index: int, mark: str) -> str:
    """A tile's mark, drawn above every tile so nothing hides it: a white band under a red line along the
    tile's outline (seen on White's ivory and on Black's charcoal alike). Shown by the style sheet when the
    tile is its seat's last ("last", dashed), the newest ("newest", solid), or named by the log line under
    the pointer or the focus (every tile has one, hidden otherwise)."""
    d = _path(outline(tuple(c) for c in t["cells"]))
    cls = "mark" + {"newest": " last newest", "last": " last"}.get(mark, "")
    return (f'<g class="{cls}" data-index="{index}"><path class="under" d="{d}"/>'
            f'<path class="over" d="{d}"/></g>')


def marks(tiles: list[dict[str, Any]]) -> dict[int, str]:
    """Which tiles are marked (issue 15, item 1: each seat's last move stays marked until that seat moves
    again): the newest tile "newest", the other seat's last tile "last"."""
    out: dict[int, str] = {}
    if not tiles:
        return out
    out[len(tiles) - 1] = "newest"
    newest = tiles[-1]["player"]
    for i in range(len(tiles) - 2, -1, -1):
        if tiles[i]["player"] != newest:
            out[i] = "last"
            break
    return out


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


def hinted_svg(cells: list[Axial]) -> str:
    """The hint's spot: a dashed outline (the page's hint colour, over a white band) where the bot would lay
    its tile, filled with a light blue that shows on Black's tiles as on White's (a 15 % dark blue did not);
    "" without a hint."""
    if not cells:
        return ""
    d = _path(outline(cells))
    return (f'<g class="hinted-spot"><path d="{d}" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/>'
            f'<path d="{d}" class="hint-line" stroke="#1f4e99" stroke-width="4" stroke-dasharray="6 4" '
            f'fill="#6f9cf066" stroke-linejoin="round"/></g>')


def hints_svg(cells: Iterable[Axial]) -> str:
    out = []
    for q, r in sorted(set(cells)):
        x, y = centre(q, r)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.2"/>')
    return "".join(out)


def board_svg(tiles: list[dict[str, Any]], lang: str, *, ghost: Aim | None = None, ghost_player: int | None = None,
              hints: Iterable[Axial] = (), interactive: bool = False, marked: dict[int, str] | None = None,
              zoom: float = 1.0, room: Iterable[Axial] = (), hinted: Iterable[Axial] = ()) -> str:
    """The whole board: faint empty hexes around the structure, the tiles by level, the marks (each seat's
    last tile; ``marked`` as ``marks`` gives it, the default), the hints, the ghost. The view box holds the
    cells of ``room`` (every legal spot of the tile in hand) and the ghost (``geometry.view_box``); ``zoom``
    (1 = the whole board in the page's width) widens the drawing inside its scrolling frame. ``hinted``: the
    cells of the bot's hint ("What would the bot play?"), outlined where the tile would go."""
    hint_set = set(hints)
    top: dict[Axial, tuple[int, int]] = {}
    for i, t in enumerate(tiles):
        for c in t["cells"]:
            key = (c[0], c[1])
            if key not in top or t["level"] > top[key][0]:
                top[key] = (t["level"], i)
    occupied = set(top)
    around = ring(occupied, GRID_RADIUS) if occupied else ring({(0, 0)}, 3)
    hinted = list(hinted)
    x, y, w, h = view_box(occupied, set(room) | set(hinted) | set(ghost.cells if ghost is not None else ()), MINIMUM)
    attrs = (' tabindex="0" role="application" data-action="board" aria-describedby="aim-msg board-help"'
             ' data-drop="board" data-drop-preview="1"'  # web.drag: a tile dragged from a tray, its ghost drawn here
             if interactive else ' role="img"')
    size = f' style="width:{zoom * 100:.0f}%"' if zoom != 1.0 else ""
    out = [f'<svg id="board" class="board" viewBox="{x} {y} {w} {h}" preserveAspectRatio="xMidYMid meet" '
           f'aria-label="{e(tx("board", lang))}"{attrs}{size} xmlns="http://www.w3.org/2000/svg">',
           '<defs><pattern id="refused" width="6" height="6" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(45)"><rect width="6" height="6" fill="#f6d5d2"/>'
           '<line x1="0" y1="0" x2="0" y2="6" stroke="#b3261e" stroke-width="2"/></pattern></defs>',
           f'<rect id="felt" x="{x}" y="{y}" width="{w}" height="{h}" class="felt"/>',
           f'<g class="grid">{_hexes(sorted(around - occupied), "", size=19.0)}</g>']
    mark = marks(tiles) if marked is None else marked
    order = sorted(range(len(tiles)), key=lambda i: (tiles[i]["level"], i))
    for i in order:
        t = tiles[i]
        visible = [(c[0], c[1]) for c in t["cells"] if top[(c[0], c[1])][1] == i]
        out.append(tile_svg(t, i, lang, visible, mark.get(i, "")))
    # the marks above every tile: the other seat's last first, the newest on top
    out.append('<g class="marks">' + "".join(mark_svg(tiles[i], i, mark.get(i, ""))
                                             for i in sorted(range(len(tiles)), key=lambda i: (mark.get(i, "") != "", i)))
               + "</g>")
    out.append(f'<g id="hints" class="hints">{hints_svg(hint_set)}{hinted_svg(hinted)}</g>')
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
