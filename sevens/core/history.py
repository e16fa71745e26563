"""Going back in a game: every state of its record, undo to a seat's previous decision, the log by turn.

Undo against bots never goes past a chance step (a die rolled, a card drawn: a ``CHANCE`` decision) nor
past a move that brought something random to light (``capabilities.Revealing``: a new deal): taking it
back would let a player try their luck again, or play on knowing what was hidden. Nor does it stop at a
move that was no one's choice (``forced_quiet``: a window whose only answer is to let it pass): the page and
the bots play those at once, so undo goes on to the seat's previous real decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Collection

from .capabilities import PublicMoves, QuietMoves, Revealing, offers
from .game import CHANCE, Decision


def states(game: Any, s: Any) -> list[Any]:
    """Every state from the start to ``s``, rebuilt from its record."""
    rec = game.to_record(s)
    setup = rec["setup"] if "setup" in rec else rec["options"]
    cur = game.new(rec["seed"], **setup)
    out = [cur]
    for text in rec["moves"]:
        cur = game.apply(cur, game.parse_move(cur, text))
        out.append(cur)
    return out


def barrier(game: Any, before: Any, after: Any) -> bool:
    """Whether the move from ``before`` to ``after`` may not be taken back (chance, or something revealed)."""
    if game.to_move(before) == CHANCE:
        return True
    return isinstance(game, Revealing) and game.reveals(before, after)


def forced_quiet(game: Any, s: Any) -> Any | None:
    """The move of the seat to decide in ``s`` when it is that seat's only move and a quiet one
    (``QuietMoves``: 7 SHADES' window that can only be let pass), else None. No one chooses it: the page plays
    it at once for a person and for a bot alike, and undo steps over it (``undo_point``)."""
    if not offers(game, QuietMoves):
        return None
    p = game.to_move(s)
    if p is None or p == CHANCE:
        return None
    moves = game.legal_moves(s)
    if len(moves) != 1 or not game.quiet(s, moves[0]):
        return None
    return moves[0]


@dataclass(frozen=True)
class Undo:
    """Where undo for a seat goes, or why it cannot.

    ``state``: the state just before the seat's last decision, or None. ``blocked``: when ``state`` is
    None, "chance" (a chance step lies in between), "reveal" (a move brought something random to light:
    a new deal), "other" (another person at the device decided since: in hot seat a player takes back
    only their own move) or None (the seat has not decided since the start). ``at``: the index, in the
    record's moves, of the move that blocks (-1 when none does).
    """

    state: Any | None
    blocked: str | None = None
    at: int = -1


def undo_point(game: Any, s: Any, seat: int, past: list[Any] | None = None,
               others: Collection[int] = ()) -> Undo:
    """Undo for ``seat`` from ``s`` (``past``: ``states(game, s)`` when the caller has it already); a
    decision of one of ``others`` (the other humans at a hot-seat device) in between blocks it too. A move no
    one chose (``forced_quiet``) is neither a place to stop nor another human's decision."""
    past = states(game, s) if past is None else past
    for k in range(len(past) - 2, -1, -1):
        p = game.to_move(past[k])
        if p == CHANCE:
            return Undo(None, "chance", k)
        if isinstance(game, Revealing) and game.reveals(past[k], past[k + 1]):
            return Undo(None, "reveal", k)
        if forced_quiet(game, past[k]) is not None:
            continue
        if p == seat:
            return Undo(past[k])
        if p in others:
            return Undo(None, "other", k)
    return Undo(None)


def previous_decision(game: Any, s: Any, seat: int, past: list[Any] | None = None) -> Any | None:
    """The state just before ``seat``'s last decision (it and everything after it taken back), or None when
    there is none since the last barrier (chance step or reveal)."""
    return undo_point(game, s, seat, past).state


def last_move(game: Any, s: Any) -> Any | None:
    """The state before the last decision (a hot-seat player takes back their own move), or None when there
    is none or it may not be taken back."""
    past = states(game, s)
    if len(past) < 2 or barrier(game, past[-2], past[-1]):
        return None
    return past[-2]


def describe(game: Any, s: Any, m: Any, lang: str = "en", onlooker: int | None = None) -> str:
    """``m`` (decided in ``s``) as ``onlooker`` may read it: the game's ``describe_move``, unless the game
    hides part of it from that seat (``capabilities.PublicMoves``). ``onlooker`` None: the whole truth (the
    mover's own log, a finished game's record); ``CHANCE``: a spectator who holds nothing."""
    if onlooker is not None and isinstance(game, PublicMoves):
        shown = game.public_move(s, m, onlooker, lang)
        if shown is not None:
            return shown
    return str(game.describe_move(s, m, lang))


def public_text(game: Any, s: Any, m: Any, onlooker: int | None) -> str:
    """``m``'s move text if ``onlooker`` may see it whole, else "" (see ``describe``)."""
    if onlooker is not None and isinstance(game, PublicMoves) and game.public_move(s, m, onlooker, "en") is not None:
        return ""
    return str(game.format_move(s, m))


@dataclass(frozen=True)
class Step:
    """One decision of the log: who decided what (the move's text, "" where the onlooker may not see it, and
    its description as the onlooker may read it)."""

    decision: Decision
    text: str
    described: str


@dataclass(frozen=True)
class Turn:
    """The decisions of one turn, in order: the turn seat's own, reactions of others, chance steps."""

    number: int
    seat: int
    steps: tuple[Step, ...]


def turns(game: Any, s: Any, lang: str = "en", onlooker: int | None = None) -> list[Turn]:
    """The game so far as turns, each with its decisions, as ``onlooker`` may read them (see ``describe``)."""
    past = states(game, s)
    rec = game.to_record(s)
    out: list[Turn] = []
    group: list[Step] = []
    current: tuple[int, int] | None = None
    for before, text in zip(past, rec["moves"]):
        d = game.decision(before)
        assert d is not None
        key = (d.turn, d.turn_seat)
        if current is not None and key != current and group:
            out.append(Turn(current[0], current[1], tuple(group)))
            group = []
        current = key
        m = game.parse_move(before, text)
        shown = text if onlooker is None else public_text(game, before, m, onlooker)
        group.append(Step(d, shown, describe(game, before, m, lang, onlooker)))
    if current is not None and group:
        out.append(Turn(current[0], current[1], tuple(group)))
    return out
