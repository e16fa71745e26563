"""Dice Race rules (README.md): the deal, the moves each decision allows, and what a move does."""

from __future__ import annotations

from dataclasses import replace

from sevens.core.errors import IllegalMove
from sevens.core.game import CHANCE, Decision, Outcome
from sevens.core.rng import derive

from .state import (CHANCE_PHASES, CHOOSE, DECK, DODGE, KEEP, OVER, REACT, REROLL, ROLL, Move, Options,
                    State)

KIND_OF_PHASE = {ROLL: "roll", REROLL: "roll", CHOOSE: "choose", KEEP: "keep", REACT: "react", DODGE: "dodge"}
"""The ``Decision.kind`` of each phase."""


def new_state(seed: int, opts: Options) -> State:
    """The trip deck shuffled from the seed, ``trips`` cards to each seat (README.md, "Setup")."""
    deck = list(DECK)
    derive(seed, "deal").shuffle(deck)
    t = opts.trips
    hands = tuple(tuple(sorted(deck[q * t:(q + 1) * t])) for q in range(opts.players))
    return State(seed, opts, (0,) * opts.players, hands, (), 0, ROLL)


def to_move(s: State) -> int | None:
    if s.phase == OVER:
        return None
    if s.phase in CHANCE_PHASES:
        return CHANCE
    if s.phase == REACT:
        return s.reactor
    return s.turn_seat


def decision(s: State) -> Decision | None:
    seat = to_move(s)
    if seat is None:
        return None
    return Decision(seat, KIND_OF_PHASE[s.phase], s.turn, s.turn_seat)


def legal_moves(s: State) -> list[Move]:
    """Each phase's choices (README.md, "A turn"); a card move once per distinct value held."""
    if s.phase in CHANCE_PHASES:
        return [Move("roll", v) for v in range(1, s.opts.die + 1)]
    if s.phase == CHOOSE:
        return [Move("advance"), Move("reroll")]
    if s.phase == KEEP:
        return [Move("advance"), Move("hold")]
    if s.phase == REACT:
        return [Move("trip", v) for v in sorted(set(s.hands[s.reactor]))] + [Move("decline")]
    if s.phase == DODGE:
        return [Move("dodge", v) for v in sorted(set(s.hands[s.turn_seat]))] + [Move("accept")]
    return []


def chance_outcomes(s: State) -> list[tuple[Move, float]]:
    """A fair die: every face with the same probability."""
    if s.phase not in CHANCE_PHASES:
        return []
    p = 1.0 / s.opts.die
    return [(m, p) for m in legal_moves(s)]


def landing(opts: Options, square: int, roll: int) -> int:
    """Where an advance of ``roll`` from ``square`` ends: never past the goal, then the special square's
    shift once (README.md, "A turn" 4)."""
    to = min(opts.length, square + roll)
    return min(opts.length, max(0, to + opts.shift(to)))


def apply(s: State, m: Move) -> State:
    """The state after ``m``; ``IllegalMove`` names what is wrong. Never changes ``s``."""
    legal = legal_moves(s)
    if m not in legal:
        raise IllegalMove(*_why(s, m))
    seat = to_move(s)
    assert seat is not None
    log = s.log + ((seat, m),)
    mover = s.turn_seat
    if m.kind == "roll":
        return replace(s, phase=CHOOSE if s.phase == ROLL else KEEP, rolled=m.value, log=log)
    if m.kind == "reroll":
        return replace(s, phase=REROLL, log=log)
    if m.kind == "hold":
        return _end_turn(replace(s, log=log))
    if m.kind == "advance":
        pos = _set(s.positions, mover, landing(s.opts, s.positions[mover], s.rolled))
        return _next_reactor(replace(s, positions=pos, log=log), mover)
    if m.kind == "trip":
        hands = _spend(s.hands, s.reactor, m.value)
        before = s.positions[mover]
        after = replace(s, hands=hands, played=s.played + (m.value,),
                        positions=_set(s.positions, mover, max(0, before - m.value)), log=log)
        if hands[mover]:
            return replace(after, phase=DODGE, trip_from=before)
        return _next_reactor(after, s.reactor)
    if m.kind == "dodge":
        hands = _spend(s.hands, mover, m.value)
        after = replace(s, hands=hands, played=s.played + (m.value,),
                        positions=_set(s.positions, mover, s.trip_from), trip_from=-1, log=log)
        return _next_reactor(after, s.reactor)
    # decline or accept: the next seat in order may react
    return _next_reactor(replace(s, trip_from=-1, log=log), s.reactor)


def _next_reactor(s: State, after: int) -> State:
    """The next seat after ``after`` (in order from the mover's left) that holds a trip card, or the end
    of the turn (README.md, "A turn" 5 and 7)."""
    n = s.opts.players
    mover = s.turn_seat
    q = (after + 1) % n
    while q != mover:
        if s.hands[q]:
            return replace(s, phase=REACT, reactor=q)
        q = (q + 1) % n
    return _end_turn(s)


def _end_turn(s: State) -> State:
    """A runner on the goal wins; the race is called after the turn limit (README.md, "End")."""
    if s.positions[s.turn_seat] >= s.opts.length or s.turn + 1 >= s.opts.turn_limit:
        return replace(s, phase=OVER, rolled=0, reactor=-1, trip_from=-1)
    return replace(s, turn=s.turn + 1, phase=ROLL, rolled=0, reactor=-1, trip_from=-1)


def outcome(s: State) -> Outcome | None:
    """Ranked by square; equal squares share a place; the score is the square (README.md, "End")."""
    if s.phase != OVER:
        return None
    pos = s.positions
    return Outcome(tuple(1 + sum(1 for x in pos if x > p) for p in pos), tuple(float(p) for p in pos))


def _set(t: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return t[:i] + (v,) + t[i + 1:]


def _spend(hands: tuple[tuple[int, ...], ...], seat: int, value: int) -> tuple[tuple[int, ...], ...]:
    h = list(hands[seat])
    h.remove(value)
    return hands[:seat] + (tuple(h),) + hands[seat + 1:]


def _why(s: State, m: Move) -> tuple[str, str, str]:
    """The rule a move that is not legal here breaks: (rule id, English, Japanese)."""
    if s.phase == OVER:
        return "over", "the race is over", "レースは終わっています"
    kind = KIND_OF_PHASE[s.phase]
    if m.kind == "roll" and s.phase in CHANCE_PHASES:
        return "no-face", f"the die has no face {m.value}", f"サイコロに {m.value} の目はありません"
    if m.kind in ("trip", "dodge") and any(x.kind == m.kind for x in legal_moves(s)):
        return ("no-card", f"you hold no trip card of {m.value}", f"{m.value} のつまずきカードを持っていません")
    allowed = ", ".join(sorted({x.kind for x in legal_moves(s)}))
    return ("not-now", f"{m.kind!r} is not a choice now ({kind}: {allowed})",
            f"今は {m.kind!r} を選べません（{kind}: {allowed}）")
