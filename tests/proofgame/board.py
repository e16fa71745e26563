"""The ``board`` option: special squares as a structured set-up (README.md, "Setup"), with its validator.

A bad board is refused naming the entry at fault (``board[3]``), in English and Japanese; the checks that
need the track's length are made by ``fit`` once every option is known.
"""

from __future__ import annotations

from typing import Any

from sevens.core.errors import BadOption

MAX_SQUARES = 20
MAX_SHIFT = 10
MAX_LENGTH = 40

PRESETS: dict[str, list[dict[str, int]]] = {
    "plain": [],
    "classic": [{"square": 3, "shift": 4}, {"square": 6, "shift": -4}, {"square": 9, "shift": -3}],
    "ladders": [{"square": 2, "shift": 5}, {"square": 5, "shift": 3}, {"square": 8, "shift": -6}],
}
"""Boards that fit the shortest track (10 squares), so every preset goes with every length."""

PRESET_LABELS = {
    "plain": ("No special squares", "特別なマスなし"),
    "classic": ("Classic: one boost, two slides", "クラシック: 進むマス 1 つ、戻るマス 2 つ"),
    "ladders": ("Ladders: two boosts, one long slide", "はしご: 進むマス 2 つ、大きく戻るマス 1 つ"),
}


def validate(name: str, value: Any) -> list[dict[str, int]]:
    """The board, each entry checked on its own: an object with a whole-number ``square`` (1 to 39) and
    ``shift`` (−10 to 10, not 0), no square twice. ``BadOption`` names the entry (``board[3]``)."""
    if not isinstance(value, list):
        raise BadOption(name, f"option {name!r} must be a list of special squares",
                        f"オプション {name!r} は特別なマスのリストです")
    if len(value) > MAX_SQUARES:
        raise BadOption(name, f"option {name!r} has more than {MAX_SQUARES} special squares",
                        f"オプション {name!r} の特別なマスが {MAX_SQUARES} を超えています")
    seen: set[int] = set()
    out = []
    for i, item in enumerate(value):
        where = f"{name}[{i}]"
        if not isinstance(item, dict) or set(item) != {"square", "shift"}:
            raise BadOption(where, f"{where} must be an object with \"square\" and \"shift\"",
                            f"{where} は \"square\" と \"shift\" を持つオブジェクトです")
        sq, k = item["square"], item["shift"]
        if type(sq) is not int or not 1 <= sq < MAX_LENGTH:
            raise BadOption(where, f"{where}: the square must be a whole number from 1 to {MAX_LENGTH - 1}",
                            f"{where}: マスは 1〜{MAX_LENGTH - 1} の整数です")
        if type(k) is not int or k == 0 or not -MAX_SHIFT <= k <= MAX_SHIFT:
            raise BadOption(where, f"{where}: the shift must be a whole number from -{MAX_SHIFT} to {MAX_SHIFT}, "
                                   f"not 0", f"{where}: 移動は -{MAX_SHIFT}〜{MAX_SHIFT} の 0 でない整数です")
        if sq in seen:
            raise BadOption(where, f"{where}: square {sq} is listed twice", f"{where}: マス {sq} が重複しています")
        seen.add(sq)
        out.append({"square": sq, "shift": k})
    return out


def fit(name: str, board: list[dict[str, int]], length: int) -> tuple[tuple[int, int], ...]:
    """The board on a track of ``length``: every square before the goal, every shift landing on the track."""
    for i, item in enumerate(board):
        where = f"{name}[{i}]"
        sq, k = item["square"], item["shift"]
        if sq >= length:
            raise BadOption(where, f"{where}: square {sq} is not before the goal ({length})",
                            f"{where}: マス {sq} がゴール（{length}）より前にありません")
        if not 0 <= sq + k <= length:
            raise BadOption(where, f"{where}: square {sq} shifts off the track (to {sq + k})",
                            f"{where}: マス {sq} からの移動先 {sq + k} がコースの外です")
    return tuple((item["square"], item["shift"]) for item in board)
