"""Chance steps: a decision of the ``CHANCE`` seat, resolved from the state's seed.

A game with explicit chance (``GameInfo.chance == "explicit"``) implements ``ChanceGame``: at a chance
step ``chance_outcomes(s)`` lists each outcome (a move) with its probability, and ``chance_rng(s)`` gives
the generator for this step, derived from the state's seed and the step. ``resolve`` picks the outcome;
the page, the CLI and the arena play it like a move, and a record stores it like one (``record.replay``
checks it). A search takes the expectation over the outcomes, or samples them (``sevens.ai``).
"""

from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

from .capabilities import ChanceGame
from .errors import SevensError
from .game import CHANCE

M = TypeVar("M")


def pick(outcomes: Sequence[tuple[M, float]], rng: random.Random) -> M:
    """One outcome drawn by its probability (one number from ``rng``; the same on every Python)."""
    x = rng.random() * sum(p for _, p in outcomes)
    for m, p in outcomes:
        x -= p
        if x < 0:
            return m
    return outcomes[-1][0]


def resolve(game: Any, s: Any) -> Any:
    """The outcome the seed gives at chance step ``s``."""
    gid: str = game.id
    if not isinstance(game, ChanceGame):
        raise SevensError(f"{gid} has no chance steps", f"{gid} には偶然の手番がありません")
    outcomes = game.chance_outcomes(s)
    if not outcomes:
        raise SevensError(f"no chance step of {gid} is due here", f"ここは {gid} の偶然の手番ではありません")
    return pick(outcomes, game.chance_rng(s))


def settle(game: Any, s: Any) -> Any:
    """``s`` after every chance step due now has been resolved (a seat decides next, or the game is over)."""
    while game.to_move(s) == CHANCE:
        s = game.apply(s, resolve(game, s))
    return s
