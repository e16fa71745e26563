"""A table's log by turn, kept between redraws (7 SHADES, セブンスクエア): the entries of the states that are still
the same objects are reused (a game played on extends its list; an undo or a load replays it, and those entries
are made again), so a redraw in the page costs the new decisions only, not the whole game."""

from __future__ import annotations

from typing import Any, Callable

Entry = tuple[int, int, list[str]]
"""One decision in the log: its turn number, the turn's seat, its lines."""

Describe = Callable[[Any, Any, Any, str, int], Entry]
"""``entry(game, before, after, lang, viewer)``: one decision as the viewer may read it (the game's own)."""


def group(entries: list[Entry]) -> list[Entry]:
    """Entries by turn, oldest first: (turn number, turn seat, the lines of its decisions)."""
    out: list[Entry] = []
    for turn, seat, lines in entries:
        if out and (out[-1][0], out[-1][1]) == (turn, seat):
            out[-1][2].extend(lines)
        else:
            out.append((turn, seat, list(lines)))
    return out


class LogCache:
    """The log's entries kept between redraws: only the decisions new since the last one are described."""

    def __init__(self, entry: Describe) -> None:
        self.entry = entry
        self.key: tuple[str, int] | None = None
        self.states: list[Any] = []
        self.entries: list[Entry] = []

    def turns(self, game: Any, past: list[Any], lang: str, viewer: int) -> list[Entry]:
        if self.key != (lang, viewer):
            self.key, self.states, self.entries = (lang, viewer), [], []
        same = 0
        while same < min(len(self.states), len(past)) and self.states[same] is past[same]:
            same += 1
        self.entries = self.entries[:max(0, same - 1)]
        for i in range(len(self.entries), len(past) - 1):
            self.entries.append(self.entry(game, past[i], past[i + 1], lang, viewer))
        self.states = list(past)
        return group(self.entries)
