"""The bot's playout policy: every seat plays the move its evaluation likes best (README.md, "The bot").

A turn here is many decisions (seed: ターンの流れ — lock phase, hand phase, move phase; the reaction windows;
each card's targets). A full-width search of the rest of one turn passes 300,000 positions from most lock and
hand decisions, so the bot values its moves by playing on instead: after each candidate move the policy plays
every seat's decisions until the turn (or several turns) is over, and the evaluation values where it stops.

The policy is greedy with one refinement. A lock, a move, a ダッシュ step and the stuck placement (``SETTLED``)
are valued after the decisions they bring are answered too — the arrival's targets, the other seats'
reactions (``settled``). Every other decision (a hand-phase use, a target, a reaction, a discard) is valued by
the evaluation right after it. Ties go to the first of the legal moves, so a playout depends only on the
state (the cards drawn at random in it come from the state's own seed).
"""

from __future__ import annotations

import random

from .evaluate import evaluate_all
from .rules import apply
from .state import Move, State

PHASES = frozenset({"lock", "hand", "move", "extra", "place"})
"""Decision kinds that start something (``flow.py``): the rest of the turn's decisions answer them."""
SETTLED = frozenset({"lock", "move", "extra", "place"})
"""The phase decisions the policy values once settled. A hand phase offers a use of every card in hand and
every way to pay for it: settling each of them cost a playout about 85% of its time, so the policy weighs
them greedily (a use that costs nothing ties with ending the phase and is tried; one that costs cards is
not) and the bot's own hand decisions are valued by the playout after each use."""
SETTLE_STEPS = 8
"""At most this many answering decisions are played to value a phase decision (an effect's targets and the
reaction windows after it; a chain of 反撃 seldom goes further)."""
TURN_DECISIONS = 400
"""A guard on one playout's decisions per turn (a turn has at most about 100 in random play)."""


def settled(s: State) -> State:
    """``s`` after the decisions that answer the last phase decision (``SETTLE_STEPS`` at most), each by the
    plain greedy choice of the seat that makes it."""
    for _ in range(SETTLE_STEPS):
        q = s.ask
        if q is None or q.kind in PHASES:
            break
        s = apply(s, best(s))
    return s


def best(s: State, settle: bool = False) -> Move:
    """The move after which the deciding seat's evaluation is highest (the first such move); with ``settle``,
    valued once the decisions answering it are played (``settled``)."""
    assert s.ask is not None
    moves = s.ask.moves
    if len(moves) == 1:
        return moves[0]
    p = s.ask.seat
    choice = moves[0]
    top = -1.0
    for m in moves:
        after = apply(s, m)
        v = evaluate_all(settled(after) if settle else after)[p]
        if v > top:
            choice, top = m, v
    return choice


def choose(s: State) -> Move:
    """The policy's move: a settled phase decision (``SETTLED``) valued once its answers are played, any other
    decision greedily."""
    assert s.ask is not None
    return best(s, s.ask.kind in SETTLED)


def playout(s: State, rng: random.Random, turns: int = 1) -> State:
    """Play on with the policy until ``turns`` turns have ended (1: the end of the turn in progress) or the
    game has. ``rng`` is unused: the policy is deterministic and chance comes from the state's seed."""
    last = s.turn + turns
    left = TURN_DECISIONS * turns
    while s.ask is not None and s.turn < last and left > 0:
        s = apply(s, choose(s))
        left -= 1
    return s
