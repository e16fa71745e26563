"""Move text: the tile's letter and its four cells in axial coordinates, e.g. ``Y(0,-1)(-1,1)(0,0)(1,0)``.

The cells are written sorted by (q, r); ``parse`` accepts them in any order, with spaces, and the letter
in either case. The text names the cells, not a level: the level follows from the table. Numbers are ASCII
digits only (``[0-9]``: a pattern of Unicode digits would also take "٣" and ``int`` read it as 3).
"""

from __future__ import annotations

import re

from ...core.errors import IllegalMove, shown
from .hexgrid import axial, cell, in_range
from .shapes import NAMES_EN, NAMES_JA, SHAPES
from .state import Place

_CELL = re.compile(r"\(\s*(-?[0-9]{1,4})\s*,\s*(-?[0-9]{1,4})\s*\)", re.ASCII)
_WHOLE = re.compile(r"\s*([A-Za-z])\s*((?:\(\s*-?[0-9]{1,4}\s*,\s*-?[0-9]{1,4}\s*\)\s*){4})", re.ASCII)


def text(m: Place) -> str:
    return m.shape + "".join("(%d,%d)" % axial(c) for c in m.cells)


def parse(s: str) -> Place:
    """The move a text names (not yet checked against a position); ``IllegalMove`` for unreadable text."""
    got = _WHOLE.fullmatch(s) if isinstance(s, str) else None
    if got is None:
        raise IllegalMove("text", f"{shown(s)} is not a move; write a tile letter ({''.join(SHAPES)}) and four cells, "
                          "e.g. I(0,0)(1,0)(2,0)(3,0)",
                          f"{shown(s)} は手として読めません。タイルの文字（{''.join(SHAPES)}）と 4 つのマスを書きます。"
                          "例: I(0,0)(1,0)(2,0)(3,0)")
    letter = got.group(1).upper()
    if letter not in SHAPES:
        raise IllegalMove("tile", f"no tile {letter!r}; the tiles are {', '.join(SHAPES)}",
                          f"タイル {letter!r} はありません（{'、'.join(SHAPES)}）")
    pts = [(int(a), int(b)) for a, b in _CELL.findall(got.group(2))]
    if not all(in_range(q, r) for q, r in pts):
        raise IllegalMove("text", "a cell is too far from the origin", "原点から遠すぎるマスがあります")
    return Place(letter, tuple(sorted(cell(q, r) for q, r in pts)))


def pretty(m: Place, level: int, lang: str = "en") -> str:
    cells = " ".join("(%d,%d)" % axial(c) for c in m.cells)
    if lang == "ja":
        return f"{NAMES_JA[m.shape]} を {level}階 {cells} に"
    return f"{NAMES_EN[m.shape]} on level {level} at {cells}"
