"""The bot's static value of a position for every seat (README.md, "The bot").

The goal is seven colours locked (seed: VICTORY CONDITIONS), one lock a turn at most in the lock phase; a
lock declared and waiting for its window counts as made, a card in use as still held (the search often stops
in the middle of a turn). A
seat's strength is therefore, in order: the colours it has locked; the colours it still needs that its hand
could lock (a card of that colour, or a pair of rainbow fragments for one colour); how near its piece is to
what it needs — a face-up card of a needed colour, an opponent's gate (the invasion bonus: an eternal card
locked at once and half that hand), and face-down cards to open; the cards in hand (material for 追色 and
effects). Against it count the threats: an opponent next to its piece may contact it (a random card lost),
and an opponent standing near its gate may invade. The strengths become shares of one (a win chance); a
finished game is 1 for the winner and 0 for the others, a drawn one equal shares.
"""

from __future__ import annotations

import math

from .cards import COLOURS, KIND, KINDS, RAINBOW
from .state import NEXT, SIZE, UP, State, xy

LOCKED = 1.0
"""Each colour locked."""
IN_HAND = 0.45
"""Each needed colour the hand holds (it can be locked in a later lock phase)."""
CARD = 0.04
"""Each card in hand."""
NEAR_NEED = 0.25
"""A face-up card of a needed colour next to the piece (less as it is farther)."""
NEAR_GATE = 0.35
"""Standing on an opponent's gate (less as the piece is farther from the nearest one)."""
THREAT = 0.05
"""Per card in hand, for each opponent next to the piece (a contact takes one at random)."""
SHARPNESS = 1.6
"""How strongly a lead in strength turns into a win chance."""


def distance(a: int, b: int) -> int:
    ax, ay = xy(a)
    bx, by = xy(b)
    return abs(ax - bx) + abs(ay - by)


def pending_locks(s: State, p: int) -> set[int]:
    """Colours ``p`` has declared a lock into, still waiting for its window (the search often stops there:
    the declared card has left the hand, so without this a lock would look like a loss)."""
    return {t[2] for t in s.tasks if t[0] == "do_lock" and t[1] == p}  # type: ignore[misc]


def strength(s: State, p: int) -> float:
    locks = s.locks[p]
    declared = pending_locks(s, p)
    need = [col for col in range(COLOURS) if (not locks[col] or s.curse[p] == col) and col not in declared]
    colours_in_hand = {KINDS[KIND[c]].colour for c in s.hands[p]}
    fragments = sum(1 for c in s.hands[p] if KINDS[KIND[c]].colour == RAINBOW)
    have = sum(1 for col in need if col in colours_in_hand) + fragments // 2
    held = len(s.hands[p])
    if p == s.current and not declared:
        held += len(s.limbo)  # a card in use is still the user's material until its effect is done
    value = LOCKED * (COLOURS - len(need)) + IN_HAND * min(have, len(need)) + CARD * held
    pos = s.pieces[p]
    if need:
        best = SIZE * 2
        for q, pile in enumerate(s.board):
            if pile and pile[-1] >= UP and KINDS[KIND[pile[-1] % UP]].colour in need:
                best = min(best, distance(pos, q))
        value += NEAR_NEED / (1 + best)
    gates = [g for o, g in enumerate(s.opts.gates) if o != p]
    if gates:
        value += NEAR_GATE / (1 + min(distance(pos, g) for g in gates))
    adjacent = sum(1 for o, q in enumerate(s.pieces) if o != p and q in NEXT[pos])
    value -= THREAT * adjacent * len(s.hands[p])
    return value


def evaluate_all(s: State) -> list[float]:
    n = s.players
    if s.over:
        if s.winner >= 0:
            return [1.0 if p == s.winner else 0.0 for p in range(n)]
        return [1.0 / n] * n
    raw = [math.exp(SHARPNESS * strength(s, p)) for p in range(n)]
    total = sum(raw)
    return [r / total for r in raw]
