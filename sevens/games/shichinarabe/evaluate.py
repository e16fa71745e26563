"""The bot's heuristic for 七並べ (used only on sampled full states; see ``sevens.ai``).

A seat still playing is judged by how hard its hand is to shed (seed, 攻略のワンポイント: play out
cards early; and the blocking play behind strategic passes):

* each card costs 1, plus ``blocked`` for every card between it and its run that another seat holds;
* a card that holds back other seats' cards (they cannot play until it is out) earns ``control`` each;
* each pass left is worth ``pass_left``; no pass left and nothing playable is near elimination.

These costs are turned into an expected place among the seats still playing (a logistic comparison
with each rival), then into round points (docs/rules/shichinarabe.md "Match": n − rank) and a value in [0, 1].
"""

from __future__ import annotations

import math
from typing import NamedTuple

from . import runs
from .cards import BITS13, JOKER_BIT, SUIT_MASK
from .state import State



class Weights(NamedTuple):
    blocked: float = 0.55
    control: float = 0.25
    control_cap: int = 4
    pass_left: float = 0.5
    no_escape: float = 4.0
    joker_cost: float = 0.2
    joker_stuck: float = 6.0
    temperature: float = 1.6


DEFAULT = Weights()
PLAIN = Weights(control=0.0, pass_left=0.2)
"""The seed's beginner advice (積極的にカードを出していこう): shed cards, no blocking strategy."""
STYLES: dict[str, Weights] = {"full": DEFAULT, "plain": PLAIN}

_PATHS: list[dict[int, tuple[tuple[int, ...], tuple[int, ...]]]] = [{}, {}, {}]


def paths(mask: int, mode: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each rank index: the ranks that must be played before it (``before``) and the ranks that
    wait for it (``after``), along the shorter open way from the run. On-table ranks get 0."""
    cache = _PATHS[mode]
    got = cache.get(mask)
    if got is not None:
        return got
    before = [0] * 13
    for r in range(13):
        if mask >> r & 1:
            continue
        best = -1
        for pos, d in runs.ends(mask, mode):
            step = d if d != 0 else 1
            path = 0
            i = pos
            ok = False
            for _ in range(13):
                if i == r:
                    ok = True
                    break
                if not mask >> i & 1:
                    path |= 1 << i
                nxt = i + step
                if mode == runs.PLAIN and not 0 <= nxt <= 12:
                    break
                i = nxt % 13
            if ok and (best < 0 or path.bit_count() < best.bit_count()):
                best = path
        before[r] = best if best >= 0 else ~mask & ((1 << 13) - 1) & ~(1 << r)
    after = [0] * 13
    for r in range(13):
        for r2 in range(13):
            if before[r2] >> r & 1:
                after[r] |= 1 << r2
    got = cache[mask] = (tuple(before), tuple(after))
    return got


_SUIT_COST: dict[tuple[Weights, int], dict[int, float]] = {}


def suit_cost(mask: int, sub: int, mode: int, w: Weights = DEFAULT) -> float:
    """Cost of the ranks ``sub`` of one suit in a hand, the suit's table being ``mask``.

    Every card not on the table and not in this hand is in another seat's hand, so the cost depends on
    (mask, sub) alone and is cached.
    """
    cache = _SUIT_COST.get((w, mode))
    if cache is None:
        cache = _SUIT_COST[(w, mode)] = {}
    key = mask << 13 | sub
    got = cache.get(key)
    if got is None:
        before, after = paths(mask, mode)
        oth = ~mask & ~sub & SUIT_MASK
        got = 0.0
        for r in BITS13[sub]:
            held_back = (after[r] & oth).bit_count()
            got += 1.0 + w.blocked * (before[r] & oth).bit_count() - w.control * min(held_back, w.control_cap)
        cache[key] = got
    return got


def costs(s: State, w: Weights = DEFAULT) -> list[float]:
    """Shedding cost of each seat's hand (lower is better); 0 for seats no longer playing."""
    opts = s.opts
    mode = opts.mode
    table = s.table
    t0, t1, t2, t3 = table
    play = (runs.playable(t0, mode) | runs.playable(t1, mode) << 13 | runs.playable(t2, mode) << 26
            | runs.playable(t3, mode) << 39)
    out = []
    for q, h in enumerate(s.hands):
        if not h:
            out.append(0.0)
            continue
        cost = (suit_cost(t0, h & SUIT_MASK, mode, w) + suit_cost(t1, (h >> 13) & SUIT_MASK, mode, w)
                + suit_cost(t2, (h >> 26) & SUIT_MASK, mode, w) + suit_cost(t3, (h >> 39) & SUIT_MASK, mode, w))
        can_play = bool(h & play)
        if h & JOKER_BIT:
            if h == JOKER_BIT and not opts.joker_last:
                cost += w.joker_stuck
                can_play = False
            else:
                cost += w.joker_cost
                can_play = True
        left = opts.pass_limit - s.passes[q]
        cost -= w.pass_left * left
        if left == 0 and not can_play:
            cost += w.no_escape
        out.append(cost)
    return out


def evaluate_all(s: State, w: Weights = DEFAULT) -> list[float]:
    """Each seat's value in [0, 1]: expected match points as a share of the most it could have."""
    opts = s.opts
    n = opts.players
    scale = (n - 1) * opts.rounds
    if s.turn < 0:
        return [p / scale for p in s.points]
    est = [0.0] * n
    for i, q in enumerate(s.finished):
        est[q] = n - (i + 1)
    for i, q in enumerate(s.eliminated):
        est[q] = i  # the earliest eliminated is last: n - n = 0 points
    active = [q for q in range(n) if q not in s.finished and q not in s.eliminated]
    if active:
        c = costs(s, w)
        ahead = len(s.finished)
        for q in active:
            rank = ahead + 1.0
            for j in active:
                if j != q:
                    rank += 1.0 / (1.0 + math.exp((c[j] - c[q]) / w.temperature))
            est[q] = n - rank
    return [(s.points[q] + est[q]) / scale for q in range(n)]


def evaluate(s: State, seat: int) -> float:
    return evaluate_all(s)[seat]


def evaluator(style: str):
    """The vector evaluation of a style: "full" (blocking and pass economy) or "plain"."""
    w = STYLES[style]
    if w is DEFAULT:
        return evaluate_all
    return lambda s: evaluate_all(s, w)
