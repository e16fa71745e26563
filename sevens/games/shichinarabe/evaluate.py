"""The bot's heuristic for 七並べ (used only on sampled full states; see ``sevens.ai``).

A seat still playing is judged by how hard its hand is to shed (seed, 攻略のワンポイント: play out
cards early; and the blocking play behind strategic passes):

* each card costs 1, plus ``BLOCKED`` for every card between it and its run that another seat holds;
* a card that holds back other seats' cards (they cannot play until it is out) earns ``CONTROL`` each;
* each pass left is worth ``PASS_LEFT``; no pass left and nothing playable is near elimination.

These costs are turned into an expected place among the seats still playing (a logistic comparison
with each rival), then into round points (RULES.md "Match": n − rank) and a value in [0, 1].
"""

from __future__ import annotations

import math

from . import runs
from .cards import BITS13, JOKER_BIT, SUIT_MASK
from .state import State

BLOCKED = 0.55
CONTROL = 0.25
CONTROL_CAP = 4
PASS_LEFT = 0.5
NO_ESCAPE = 4.0
JOKER_COST = 0.2
JOKER_STUCK = 6.0
TEMPERATURE = 1.6

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


def costs(s: State) -> list[float]:
    """Shedding cost of each seat's hand (lower is better); 0 for seats no longer playing."""
    opts = s.opts
    mode = opts.mode
    n = opts.players
    hands = s.hands
    union = 0
    for h in hands:
        union |= h
    suit_paths = [paths(s.table[i], mode) for i in range(4)]
    playable = [runs.playable(s.table[i], mode) for i in range(4)]
    out = [0.0] * n
    for q in range(n):
        h = hands[q]
        if not h:
            continue
        others = union & ~h
        cost = 0.0
        can_play = False
        for suit in range(4):
            sub = (h >> (suit * 13)) & SUIT_MASK
            if not sub:
                continue
            oth = (others >> (suit * 13)) & SUIT_MASK
            before, after = suit_paths[suit]
            if sub & playable[suit]:
                can_play = True
            for r in BITS13[sub]:
                cost += 1.0 + BLOCKED * (before[r] & oth).bit_count()
                held_back = (after[r] & oth).bit_count()
                cost -= CONTROL * (held_back if held_back < CONTROL_CAP else CONTROL_CAP)
        if h & JOKER_BIT:
            if h == JOKER_BIT and not opts.joker_last:
                cost += JOKER_STUCK
            else:
                cost += JOKER_COST
                can_play = True
        left = opts.pass_limit - s.passes[q]
        cost -= PASS_LEFT * left
        if left == 0 and not can_play:
            cost += NO_ESCAPE
        out[q] = cost
    return out


def evaluate_all(s: State) -> list[float]:
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
        c = costs(s)
        ahead = len(s.finished)
        for q in active:
            rank = ahead + 1.0
            for j in active:
                if j != q:
                    rank += 1.0 / (1.0 + math.exp((c[j] - c[q]) / TEMPERATURE))
            est[q] = n - rank
    return [(s.points[q] + est[q]) / scale for q in range(n)]


def evaluate(s: State, seat: int) -> float:
    return evaluate_all(s)[seat]
