"""Values of a 七並べ game: options, moves, public log entries and the state (all immutable).

The state is one match (docs/rules/shichinarabe.md "Match"): the current round, the points so far and the public log of
every move. Hands are bit masks of cards (see ``cards``); ``table`` holds one 13-bit mask per suit.
"""

from __future__ import annotations

from typing import NamedTuple

from . import runs


class Options(NamedTuple):
    """Options of docs/rules/shichinarabe.md: every one selectable in the engine, the CLI and the page."""

    players: int = 4
    rounds: int = 1
    joker: bool = False
    ak_link: bool = False
    ak_tunnel: bool = False
    pass_limit: int = 3
    joker_last: bool = False

    @property
    def mode(self) -> int:
        if not self.ak_link:
            return runs.PLAIN
        return runs.TUNNEL if self.ak_tunnel else runs.LINK


PLAY, JOKER_PLAY, PASS_KIND = 0, 1, 2


class Move(NamedTuple):
    """A move: play a card, put the joker down (alone or with the card beyond it), or pass.

    ``card`` is the card played, or for a joker move the position (card) the joker stands for;
    ``extra`` is the card put down with the joker by rule 2, else -1.
    """

    kind: int
    card: int = -1
    extra: int = -1


PASS = Move(PASS_KIND)


class Entry(NamedTuple):
    """One public event of the log: who moved, what, and what everyone saw happen."""

    round_no: int
    seat: int
    move: Move
    swap: int = -1
    """For a joker move: the seat that had to play the real card and took the joker."""
    laid: int = 0
    """For the pass that eliminated the seat: the cards (mask) it laid face up, joker included."""
    eliminated: bool = False
    finished: bool = False


class State(NamedTuple):
    seed: int
    opts: Options
    round_no: int
    hands: tuple[int, ...]
    table: tuple[int, ...]
    passes: tuple[int, ...]
    finished: tuple[int, ...]
    """Seats that emptied their hands this round, in order."""
    eliminated: tuple[int, ...]
    """Seats eliminated this round (失格), in order."""
    turn: int
    """Seat to move, or -1 once the match is over."""
    points: tuple[int, ...]
    results: tuple[tuple[int, ...], ...]
    """For each finished round, the seats best first."""
    log: tuple[Entry, ...]
    round_start: int
    """Index in ``log`` where the current round began."""
