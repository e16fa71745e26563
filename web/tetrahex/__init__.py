"""SEVEN's table and puzzles in the page (``table.TABLE``) and its card in the hall (``HALL``)."""

from __future__ import annotations

from typing import Any

HALL = {
    "name": "SEVEN", "sub": {"ja": "テトラヘクスの積み上げ", "en": "tetrahex stacking"},
    "desc": {"ja": "7 枚のテトラヘクス・タイルを積み上げ、いちばん上の階に多く置いた方が勝ち。",
             "en": "Stack seven tetrahex tiles each; most tiles on the top level wins."},
    "actions": (("puzzles", {"ja": "パズルに挑戦", "en": "Puzzles"}),),
}


def move_words(before: Any, move: Any, lang: str) -> str:
    """A placement as the table's log words it (``web.tables.move_words``): the tile and its level, no cells — the
    board draws no coordinates (issue 15, item 1), so the replay's line says it the same way."""
    from sevens.games.tetrahex import rules

    from .text import said

    return said(move.shape, rules.level_of(before, move.cells), lang)
