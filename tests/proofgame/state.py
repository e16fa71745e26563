"""Dice Race values: options, moves and the state (README.md, "Setup" and "A turn")."""

from __future__ import annotations

from dataclasses import dataclass

DECK = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
"""The trip deck: four each of 1, 2 and 3 (README.md, "Setup")."""

TURNS_PER_SQUARE = 4
"""The race is called after ``TURNS_PER_SQUARE × length`` turns in all (README.md, "End")."""

# phases of a turn (README.md, "A turn"); the first two are chance steps
ROLL, REROLL, CHOOSE, KEEP, REACT, DODGE, OVER = "roll", "reroll", "choose", "keep", "react", "dodge", "over"
CHANCE_PHASES = (ROLL, REROLL)

# move kinds
KINDS = ("roll", "advance", "reroll", "hold", "trip", "decline", "dodge", "accept")
VALUED = ("roll", "trip", "dodge")
"""Kinds whose text carries a number: the die's face, or the trip card spent."""


@dataclass(frozen=True)
class Options:
    players: int
    length: int
    die: int
    trips: int
    board: tuple[tuple[int, int], ...]
    """(square, shift) pairs in the order the set-up gave them."""

    @property
    def turn_limit(self) -> int:
        return TURNS_PER_SQUARE * self.length

    def shift(self, square: int) -> int:
        for sq, k in self.board:
            if sq == square:
                return k
        return 0


@dataclass(frozen=True)
class Move:
    kind: str
    value: int = 0


@dataclass(frozen=True)
class State:
    seed: int
    opts: Options
    positions: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    """Each seat's trip cards, sorted (hidden from the other seats)."""
    played: tuple[int, ...]
    """The cards spent so far, in order (public)."""
    turn: int
    phase: str
    rolled: int = 0
    """The die's face this turn (0 before the roll)."""
    reactor: int = -1
    """The seat reacting now, or whose trip the mover may dodge (-1 outside reactions)."""
    trip_from: int = -1
    """Where the mover stood before the trip it may dodge (-1: none pending)."""
    log: tuple[tuple[int, Move], ...] = ()
    """Every decision so far: (the seat that made it, CHANCE for a roll; the move)."""

    @property
    def turn_seat(self) -> int:
        return self.turn % self.opts.players
