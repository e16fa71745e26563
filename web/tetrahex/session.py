"""One SEVEN game in the page, without the DOM: seats, placements, the score, undo, saves (pure Python).

A save is ``{"version": 1, "seats": [white, black], "record": <game record>}`` with each seat "human" or a
bot level; saving, loading and its validation are ``web.session_base``'s.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history
from sevens.games.tetrahex import rules
from sevens.games.tetrahex.hexgrid import ORIGIN, axial
from sevens.games.tetrahex.placements import generator
from sevens.games.tetrahex.state import Place, State

from ..session_base import SessionBase
from .text import said

GAME = get("tetrahex")


def probe_for(s: State) -> Any:
    """The legality probe of the aiming code for the mover of ``s``: the level, or ``IllegalMove``.

    White's first tile may be aimed anywhere (the table has no edges): it is judged, and later placed, as
    if moved so that its smallest cell lies on the origin, as ``parse_move`` does.
    """
    def probe(shape: str, cells: tuple[int, ...]) -> int:
        if not s.tiles:
            shift = ORIGIN - cells[0]
            cells = tuple(c + shift for c in cells)
        return rules.check(s, Place(shape, cells))
    return probe


def targets(s: State, shape: str) -> list[tuple[int, ...]]:
    """Every legal spot of the mover's ``shape`` (at the highest level it can reach, rule d)."""
    if s.mover is None or shape in s.used(s.mover):
        return []
    return list(generator(s).highest(shape)[1])


def spot_cells(spots: list[tuple[int, ...]]) -> set[tuple[int, int]]:
    """Every cell (axial) of the given spots (packed cells, as ``targets`` lists them)."""
    return {axial(c) for cells in spots for c in cells}


def reach(s: State, shape: str) -> int:
    """The level the mover's ``shape`` must go to now (rule d)."""
    return generator(s).highest(shape)[0]


def leader(s: State) -> int | None:
    """Who leads by the variant's order of comparison (the winner once it is over), None when level."""
    return rules.winner(s)


class Session(SessionBase):
    GAME = GAME
    BARE_SEATS = ["human", "normal"]
    """A bare game record: White is the human, Black a bot."""

    def __init__(self, seats: list[str], state: State) -> None:
        super().__init__(seats, state)
        self._log: tuple[State, str, list[tuple[int, str, str]]] | None = None

    @classmethod
    def new(cls, seed: int, seats: list[str], variant: str = "top") -> "Session":
        return cls.create(seed, seats, {"variant": variant})

    def view(self) -> dict[str, Any]:
        """Everything is public in SEVEN: the view of the seat to move (or White's once it is over)."""
        p = self.to_move()
        return GAME.view(self.state, 0 if p is None else p)

    def place(self, shape: str, cells: tuple[int, ...]) -> None:
        """Place the mover's tile on packed ``cells`` (the first tile anywhere: it moves onto the origin)."""
        self.play(GAME.format_move(self.state, Place(shape, tuple(sorted(cells)))))

    def log(self, lang: str) -> list[tuple[int, str, str]]:
        """(player, move text, the placement said in ``lang``) of every placement so far, first first.

        Said without cells ("the bar on level 2", ``said``): the board draws no coordinates, and each player
        has one tile of each shape, so the colour and the tile name it; the page marks it on the board when
        its log line is pointed at. The move text (``notation.text``, cells and all) stays the record's."""
        if self._log is not None and self._log[0] is self.state and self._log[1] == lang:
            return self._log[2]
        past = history.states(GAME, self.state)
        rows = []
        for before, tile in zip(past, self.state.tiles):
            m = Place(tile.shape, tile.cells)
            rows.append((tile.player, GAME.format_move(before, m), said(tile.shape, tile.level, lang)))
        self._log = (self.state, lang, rows)
        return rows

    def counts(self) -> list[list[int]]:
        return rules.counts(self.state)

    def leader(self) -> int | None:
        return leader(self.state)
