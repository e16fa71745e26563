"""The bot's static value of a position for every seat (README.md, "The bot"): the goal is seven colours
locked, so a seat is worth its colours locked, the colours it could lock from its hand next, and a little
for cards in hand. Finished games: 1 for the winner, 0 for the others."""

from __future__ import annotations

from .cards import COLOURS, KIND, KINDS
from .state import State


def evaluate_all(s: State) -> list[float]:
    n = s.players
    if s.over:
        if s.winner >= 0:
            return [1.0 if p == s.winner else 0.0 for p in range(n)]
        return [1.0 / n] * n
    raw = []
    for p in range(n):
        locked = sum(1 for col in range(COLOURS) if s.locks[p][col] and s.curse[p] != col)
        open_cols = {col for col in range(COLOURS) if not s.locks[p][col] or s.curse[p] == col}
        lockable = {KINDS[KIND[c]].colour for c in s.hands[p]} & open_cols
        raw.append(locked + 0.5 * min(len(lockable), 1) + 0.2 * len(lockable) + 0.05 * len(s.hands[p]))
    total = sum(raw) or 1.0
    return [0.9 * r / total + 0.1 / n for r in raw]
