"""A static value of a SEVEN position for the search (seed 戦略: the highest-level rule is the key).

The end compares tiles on the highest level, then the level below (終局). So a tile counts for more the
higher it lies: weight ``BASE ** level``, which makes one tile a level up outweigh a few below it. Then
tempo: a player who can lift a tile above everything on the table (a tile of theirs reaches a level no
tile lies on yet) threatens a new top level; the player to move can take that step at once, the other only
if the surface is still there next turn. Reaches are read from the placement generator (upper levels
only, which is cheap), so "who will be forced up, and onto whom" is what the search sees at its leaves.
"""

from __future__ import annotations

import math

from .placements import generator, upper_fits
from .shapes import ORIENTATIONS, SHAPES
from .state import State
from . import rules

BASE = 6.0
MOVER_THREAT = 0.6
"""Share of a new top tile the player to move is credited with when one of their tiles can reach it."""
WAITING_THREAT = 0.25
SCALE = 0.8
"""Logistic scale of the weighted difference, in units of one tile on the current top level."""


def reach_above(s: State, player: int, above: int) -> int:
    """The highest level above ``above`` that a remaining tile of ``player`` can reach now, else 0.

    Only upper levels are searched (a tile on the table never lies above anything), so this is cheap.
    """
    gen = generator(s)
    used = s.used(player)
    best = 0
    top = s.top
    for z in gen.heights:
        if z + 1 <= max(best, above):
            break
        layer = gen.layers[z]
        for x in SHAPES:
            if x in used:
                continue
            if any(upper_fits(o, layer, top) for o in ORIENTATIONS[x]):
                best = z + 1
                break
    return best


def evaluate_all(s: State) -> list[float]:
    """[value for White, value for Black], each in [0, 1] and summing to 1; exact at the end."""
    if rules.over(s):
        w = rules.winner(s)
        return [0.5, 0.5] if w is None else ([1.0, 0.0] if w == 0 else [0.0, 1.0])
    weight = [0.0, 0.0]
    top = 0
    bottom = s.variant == "bottom"
    for t in s.tiles:
        top = max(top, t.level)
        weight[t.player] += BASE ** (-t.level if bottom else t.level)
    if not bottom:
        mover = s.mover
        assert mover is not None
        for p in (0, 1):
            z = reach_above(s, p, top)
            if z > top:
                weight[p] += (MOVER_THREAT if p == mover else WAITING_THREAT) * BASE ** z
    unit = BASE ** (-1 if bottom else max(top, 1))
    x = (weight[0] - weight[1]) / (unit * SCALE)
    x = max(-30.0, min(30.0, x))
    v = 1.0 / (1.0 + math.exp(-x))
    return [v, 1.0 - v]


def evaluate(s: State, seat: int) -> float:
    return evaluate_all(s)[seat]
