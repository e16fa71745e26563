"""Fast playouts to the end of the round, for the bot's leaf values (per-game knowledge).

The policy models ordinary play (seed, 攻略のワンポイント: 積極的にカードを出していこう): a seat plays a
playable card when it has one (chosen at random, preferring cards that open the way to more of its own
cards), puts the joker down when it has nothing else, and passes only when it must.
"""

from __future__ import annotations

import random

from .cards import JOKER_BIT
from .rules import PASS, PLAY_MOVES, JOKER_MOVES, _cards, apply, playable_mask
from .state import State


def policy_move(s: State, rng: random.Random):
    """The playout policy's move for the seat to act."""
    p = s.turn
    opts = s.opts
    h = s.hands[p]
    play = playable_mask(s.table, opts.mode)
    mine = h & play
    if mine:
        options = _cards(mine)
        return PLAY_MOVES[options[rng.randrange(len(options))] if len(options) > 1 else options[0]]
    if h & JOKER_BIT and (opts.joker_last or h != JOKER_BIT):
        free = _cards(play & ~h)
        if free:
            return JOKER_MOVES[free[rng.randrange(len(free))]]
    return PASS


def playout(s: State, rng: random.Random) -> State:
    """Play on with the policy until this round ends (or the match does)."""
    round_no = s.round_no
    while s.turn >= 0 and s.round_no == round_no:
        s = apply(s, policy_move(s, rng))
    return s
