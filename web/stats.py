"""Statistics kept in the browser: per game and bot level, matches played, won, and mean rank (issue 15,
item 5). Pure Python, tested in CPython.

A match counts when it ends with exactly one human at the table (hot-seat matches rank people against each
other, not against a level); its level is the strongest bot level at the table. Stored under one key as
``{"version": 1, "games": {game: {level: {"played": n, "won": n, "ranks": sum of ranks}}}}``. What is read
back is untrusted (another page of the origin, a hand edit): it goes through ``sevens.core.record.loads``
(size and depth first) and every number is checked; anything else is read as no statistics at all, and the
next match starts them afresh.
"""

from __future__ import annotations

import json
from typing import Any

from sevens.core import record
from sevens.core.errors import SevensError

KEY = "sevens.stats"
LEVELS = ("random", "easy", "normal", "hard")
"""Bot levels from weakest to strongest (a table's level is its strongest bot)."""
MAX_COUNT = 10**9


def _count(x: Any) -> bool:
    return type(x) is int and 0 <= x <= MAX_COUNT


def read(text: str | None) -> dict[str, dict[str, dict[str, int]]]:
    """The statistics by game and level from the stored text; {} if there are none or they are not valid."""
    if text is None:
        return {}
    try:
        d = record.loads(text)
    except SevensError:
        return {}
    if not isinstance(d, dict) or d.get("version") != 1 or not isinstance(d.get("games"), dict):
        return {}
    out: dict[str, dict[str, dict[str, int]]] = {}
    for game, levels in d["games"].items():
        if not isinstance(game, str) or len(game) > 40 or not isinstance(levels, dict):
            return {}
        for level, row in levels.items():
            if level not in LEVELS or not isinstance(row, dict) or set(row) != {"played", "won", "ranks"} \
                    or not all(_count(row[k]) for k in row) or row["won"] > row["played"]:
                return {}
            out.setdefault(game, {})[level] = {k: int(row[k]) for k in ("played", "won", "ranks")}
    return out


def dump(stats: dict[str, dict[str, dict[str, int]]]) -> str:
    return json.dumps({"version": 1, "games": stats}, separators=(",", ":"))


def table_level(seats: list[str]) -> str | None:
    """The level a match counts under: its strongest bot, if exactly one seat is a human; else None."""
    if seats.count("human") != 1:
        return None
    bots = [s for s in seats if s in LEVELS]
    return max(bots, key=LEVELS.index) if bots else None


def add(stats: dict[str, dict[str, dict[str, int]]], game: str, level: str, rank: int) -> None:
    """Count a match of ``game`` against ``level`` that the human ended at ``rank`` (1 = won)."""
    row = stats.setdefault(game, {}).setdefault(level, {"played": 0, "won": 0, "ranks": 0})
    row["played"] = min(MAX_COUNT, row["played"] + 1)
    row["won"] = min(row["played"], row["won"] + (1 if rank == 1 else 0))
    row["ranks"] = min(MAX_COUNT, row["ranks"] + rank)


def lines(stats: dict[str, dict[str, dict[str, int]]], game: str) -> list[tuple[str, int, int, float]]:
    """(level, played, won, mean rank) of ``game``, weakest level first."""
    rows = stats.get(game, {})
    return [(lv, rows[lv]["played"], rows[lv]["won"], rows[lv]["ranks"] / rows[lv]["played"])
            for lv in LEVELS if lv in rows and rows[lv]["played"] > 0]
