"""A SEVEN position drawn in text: a hex map of owners and heights, and the tiles listed with their cells.

Each covered cell shows the colour of the tile on top (W or B) and the cell's height; rows are the axial
r coordinate (labelled), shifted half a cell per row so that neighbours touch as on the table.
"""

from __future__ import annotations

from typing import Any

from ..games.tetrahex.shapes import NAMES_EN, NAMES_JA

T = {
    "en": {"white": "White", "black": "Black", "level": "level", "turn": "to move", "tiles": "tiles",
           "left": "tiles left", "counts": "tiles by level (top first)"},
    "ja": {"white": "白", "black": "黒", "level": "階", "turn": "手番", "tiles": "タイル",
           "left": "残りのタイル", "counts": "階ごとの枚数（上から）"},
}


def hex_map(tiles: list[dict[str, Any]]) -> list[str]:
    """The map of covered cells (``tiles`` as in the view: player, cells [[q, r], ...], level)."""
    top: dict[tuple[int, int], tuple[int, int]] = {}
    for t in tiles:
        for q, r in t["cells"]:
            top[(q, r)] = (t["player"], t["level"])
    if not top:
        return []
    rs = [r for _, r in top]
    xs = [2 * q + r for q, r in top]
    x0 = min(xs)
    lines = []
    for r in range(min(rs), max(rs) + 1):
        row = [" "] * (2 * (max(xs) - x0) + 3)
        for (q, rr), (p, z) in top.items():
            if rr == r:
                col = 2 * (2 * q + r - x0)
                row[col:col + 2] = list(("W" if p == 0 else "B") + str(z))
        lines.append(f"r={r:>3} " + "".join(row).rstrip())
    return lines


def tetrahex(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    t = T[lang]
    colour = [t["white"], t["black"]]
    names = names or colour
    out = hex_map(v["tiles"])
    shape_name = NAMES_JA if lang == "ja" else NAMES_EN
    for i, tile in enumerate(v["tiles"]):
        cells = "".join(f"({q},{r})" for q, r in tile["cells"])
        out.append(f"  {i + 1:>2}. {colour[tile['player']]} {tile['shape']} {shape_name[tile['shape']]}, "
                   f"{t['level']} {tile['level']}: {cells}")
    for p in (0, 1):
        counts = v["counts"][p] if v["counts"] else []
        used = {x["shape"] for x in v["tiles"] if x["player"] == p}
        left = [x for x in "IOYUPJS" if x not in used]
        mark = "→" if v["to_move"] == p else " "
        by_level = " ".join(f"{z}:{n}" for z, n in reversed(list(enumerate(counts, 1))))
        out.append(f" {mark} {names[p]} ({colour[p]}): {t['counts']} {by_level or '-'}; {t['left']} {' '.join(left) or '-'}")
    return "\n".join(out)
