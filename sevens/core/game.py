"""The game contract shared by all five games.

Every game offers the same small surface so that the bot, the conformance tests, the CLI and the
page drive all of them without knowing which one they drive (docs/platform.md). States and moves are
immutable values; ``apply`` never mutates its input.

What a game *is* is one value, ``GameInfo``; who decides now and inside whose turn is a ``Decision``.
A turn may hold many decisions, some of them made by other seats (reactions), and chance may be
explicit: a decision of the ``CHANCE`` seat whose outcomes ``ChanceGame.chance_outcomes`` lists with
their probabilities (``sevens.core.chance`` resolves it from the state's seed; it is recorded like any
move). Optional abilities a search may use are the typed protocols of ``sevens.core.capabilities``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Hashable, Literal, Protocol, TypeVar

from .options import Spec

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)

View = dict[str, Any]
"""What one seat may know, as JSON-ready data (dicts, lists, str, int, float, bool, None)."""

CHANCE = -1
"""The seat of a chance decision (a die rolled, a card drawn): ``to_move`` returns it, ``legal_moves``
lists the outcomes, and no person or bot chooses: ``sevens.core.chance.resolve`` does, from the seed."""

Chance = Literal["none", "implicit", "explicit"]


@dataclass(frozen=True)
class GameInfo:
    """What a game is, in one value (OpenSpiel's ``GameType`` is the model).

    ``chance``: "none" (nothing random after the start), "implicit" (random events happen inside moves,
    drawn from the state's seed: deals of later rounds) or "explicit" (``CHANCE`` decisions the search can
    average over). ``multi_decision``: a turn can hold several decisions of its seat; ``reactions``: a
    seat may decide inside another seat's turn. ``random_opening``: plies the arena plays at random before
    each pair of games when the game has no chance of its own to vary them. ``summary`` and ``rules``
    are what a page without the game's own drawing shows of it, in both languages.
    """

    id: str
    name_en: str
    name_ja: str
    min_players: int
    max_players: int
    max_moves: int
    """An upper bound on the number of moves (decisions, chance included) in one game under any options."""
    perfect_information: bool
    chance: Chance = "none"
    multi_decision: bool = False
    reactions: bool = False
    random_opening: int = 0
    summary: tuple[str, str] = ("", "")
    """One line on what the game is about, (English, Japanese): the hall shows it."""
    rules: tuple[str, str] = ("", "")
    """The rules in short, as plain text (English, Japanese): a table without its own rules panel shows it."""


@dataclass(frozen=True)
class Decision:
    """Who decides now, what, and inside whose turn.

    ``turn`` counts the turns from 0; every decision of one turn has the same ``turn`` and
    ``turn_seat``. A reaction is a decision of another seat inside someone's turn (``seat !=
    turn_seat``); a chance step has ``seat == CHANCE``. ``kind`` is a short id of what is being chosen
    ("play", "place", "target", "react", "roll", ...), which the page and the log show.
    """

    seat: int
    kind: str
    turn: int
    turn_seat: int

    @property
    def chance(self) -> bool:
        return self.seat == CHANCE

    @property
    def reaction(self) -> bool:
        return self.seat != CHANCE and self.seat != self.turn_seat


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


class Game(Protocol[S, M]):
    """What every game offers. ``S`` is its state type, ``M`` its move type."""

    id: str
    info: GameInfo

    def option_spec(self) -> Spec:
        """Each option: a ``Choice``, an ``IntRange`` or a structured ``Setup`` (sevens.core.options)."""
        ...

    def new(self, seed: int, **options: Any) -> S:
        """A new game; bad options raise ``BadOption`` naming the option and its allowed values."""
        ...

    def players(self, s: S) -> int: ...

    def to_move(self, s: S) -> int | None:
        """The seat that decides now (``CHANCE`` for a chance step), or None once the game is over."""
        ...

    def decision(self, s: S) -> Decision | None:
        """The pending decision (its seat is ``to_move(s)``), or None once the game is over."""
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

    def describe_move(self, s: S, m: M, lang: str = "en") -> str:
        """``m`` as a person reads it in the log, in ``lang`` ("en" or "ja")."""
        ...

    def parse_move(self, s: S, text: str) -> M:
        """The move that ``text`` names; raises ``IllegalMove`` if it is not legal here."""
        ...

    def to_record(self, s: S) -> dict[str, Any]: ...

    def from_record(self, d: Any) -> S: ...
