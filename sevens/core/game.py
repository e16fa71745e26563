"""The game contract shared by all five games.

Every game offers the same small surface so that the bot, the conformance tests, the CLI and the
page drive all of them without knowing which one they drive (see DESIGN.md, "The game contract").
States and moves are immutable values; ``apply`` never mutates its input.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Generic, Hashable, Protocol, TypeVar

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

View = dict[str, Any]
"""What one seat may know, as JSON-ready data (dicts, lists, str, int, float, bool, None)."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``ranks[seat]`` is 1 for the best place; equal ranks share a place. ``scores[seat]`` is the
    game's own score (points, tiles on the top level, ...). ``order`` lists the seats best first.
    """

    ranks: tuple[int, ...]
    scores: tuple[float, ...]

    @property
    def order(self) -> tuple[int, ...]:
        return tuple(sorted(range(len(self.ranks)), key=lambda s: (self.ranks[s], s)))

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)


class Game(Protocol, Generic[S, M]):
    """What every game offers. ``S`` is its state type, ``M`` its move type."""

    id: str
    name_en: str
    name_ja: str
    min_players: int
    max_players: int
    max_moves: int
    """An upper bound on the number of moves in one game under any options (termination check)."""

    def option_spec(self) -> dict[str, tuple[Any, tuple[Any, ...]]]:
        """Each option's default and allowed values."""
        ...

    def new(self, seed: int, **options: Any) -> S:
        """A new game; bad options raise ``BadOption`` naming the option and its allowed values."""
        ...

    def players(self, s: S) -> int: ...

    def to_move(self, s: S) -> int | None:
        """The seat to act, or None once the game is over."""
        ...

    def legal_moves(self, s: S) -> list[M]:
        """Every legal move, in a deterministic order; empty once the game is over."""
        ...

    def apply(self, s: S, m: M) -> S:
        """The state after ``m``; raises ``IllegalMove`` naming the rule broken. Never mutates ``s``."""
        ...

    def outcome(self, s: S) -> Outcome | None: ...

    def view(self, s: S, seat: int) -> View:
        """Only what ``seat`` may know; JSON-ready."""
        ...

    def determinize(self, v: View, rng: random.Random) -> S:
        """A full state consistent with the view (hidden parts sampled with ``rng``)."""
        ...

    def evaluate(self, s: S, seat: int) -> float:
        """Heuristic value of ``s`` for ``seat`` in [0, 1] (1 = certain best place)."""
        ...

    def format_move(self, s: S, m: M) -> str:
        """Canonical ASCII text of ``m`` that ``parse_move`` reads back in the same state."""
        ...

    def parse_move(self, s: S, text: str) -> M:
        """The move that ``text`` names; raises ``IllegalMove`` if it is not legal here."""
        ...

    def to_record(self, s: S) -> dict[str, Any]: ...

    def from_record(self, d: Any) -> S: ...
