"""A table's log by turn, kept between redraws (7 SHADES, セブンスクエア, ウルトラセブン): the entries of the states that
are still the same objects are reused (a game played on extends its list; an undo or a load replays it, and those
entries are made again), so a redraw in the page costs the new decisions only, not the whole game. A table that
shows only its newest turns asks for those (``newest``): the older decisions are not described at all, so a game
loaded from its record (the page opened again on a long game) describes the turns it shows, not its whole past."""

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
    """The log's entries kept between redraws: only the decisions new since the last one, and only those of the
    turns asked for, are described (``entry(i)``: the decision from ``past[i]`` to ``past[i + 1]``)."""

    def __init__(self, entry: Describe) -> None:
        self.entry = entry
        self.key: tuple[str, int] | None = None
        self.states: list[Any] = []
        self.entries: dict[int, Entry] = {}

    def turns(self, game: Any, past: list[Any], lang: str, viewer: int, newest: int | None = None) -> list[Entry]:
        """The log by turn, oldest first (``group``); with ``newest``, its last ``newest`` turns only — the same
        as the whole log's last ``newest`` (at least one) — and the decisions before them are not described."""
        if newest is not None and newest < 1:
            raise ValueError(f"newest must be at least 1, not {newest}")
        if self.key != (lang, viewer):
            self.key, self.states, self.entries = (lang, viewer), [], {}
        same = 0
        while same < min(len(self.states), len(past)) and self.states[same] is past[same]:
            same += 1
        self.entries = {i: got for i, got in self.entries.items() if i < same - 1}
        self.states = list(past)
        first, seen, turn = len(past) - 1, 0, None
        while first > 0 and (newest is None or seen <= newest):
            got = self._entry(game, past, first - 1, lang, viewer)
            if (got[0], got[1]) != turn:
                turn, seen = (got[0], got[1]), seen + 1
            if newest is not None and seen > newest:  # a turn older than those asked for: they are whole
                break
            first -= 1
        return group([self.entries[i] for i in range(first, len(past) - 1)])

    def _entry(self, game: Any, past: list[Any], i: int, lang: str, viewer: int) -> Entry:
        got = self.entries.get(i)
        if got is None:
            got = self.entries[i] = self.entry(game, past[i], past[i + 1], lang, viewer)
        return got
