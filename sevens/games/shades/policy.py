"""The bot's playout policy: every seat plays the move its evaluation likes best (README.md, "The bot").

A turn here is many decisions (seed: ターンの流れ — lock phase, hand phase, move phase; the reaction windows;
each card's targets). A full-width search of the rest of one turn passes 300,000 positions from most lock and
hand decisions, so the bot values its moves by playing on instead: after each candidate move the policy plays
every seat's decisions until the turn (or several turns) is over, and the evaluation values where it stops.

The policy is greedy with one refinement. A phase decision (``PHASES``: lock or pass, use a card or end the
hand phase, where to move) is valued after the decisions it brings are answered too — the 追色 payment, the
targets of the effect, the other seats' reactions — so that using a card is valued by what its effect did,
not by the cards it cost (``settled``). Every other decision (a target, a reaction, a discard) is valued by
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
        s = apply(s, greedy(s))
    return s


def greedy(s: State) -> Move:
    """The move after which the deciding seat's evaluation is highest (the first such move)."""
    assert s.ask is not None
    moves = s.ask.moves
    if len(moves) == 1:
        return moves[0]
    p = s.ask.seat
    best = moves[0]
    top = -1.0
    for m in moves:
        v = evaluate_all(apply(s, m))[p]
        if v > top:
            best, top = m, v
    return best


def choose(s: State) -> Move:
    """The policy's move: a phase decision valued once its answers are played (``settled``), any other
    decision greedily."""
    q = s.ask
    assert q is not None
    if q.kind not in SETTLED or len(q.moves) == 1:
        return greedy(s)
    p = q.seat
    best = q.moves[0]
    top = -1.0
    for m in q.moves:
        v = evaluate_all(settled(apply(s, m)))[p]
        if v > top:
            best, top = m, v
    return best


def playout(s: State, rng: random.Random, turns: int = 1) -> State:
    """Play on with the policy until ``turns`` turns have ended (1: the end of the turn in progress) or the
    game has. ``rng`` is unused: the policy is deterministic and chance comes from the state's seed."""
    last = s.turn + turns
    left = TURN_DECISIONS * turns
    while s.ask is not None and s.turn < last and left > 0:
        s = apply(s, choose(s))
        left -= 1
    return s
