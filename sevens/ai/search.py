"""Game-agnostic search on one full state (one determinization).

* Two players: alpha-beta (minimax on the root seat's evaluation).
* More players: max^n (each seat maximizes its own value; ``evaluate_all`` gives the vector).
Both run under a ``Budget`` of nodes and time; iterative deepening at the root keeps the result of the
deepest iteration that finished.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Hashable, Sequence


class Budget:
    """Nodes and seconds a search may spend; ``out`` turns True once either runs out."""

    __slots__ = ("nodes", "limit", "deadline", "out")

    def __init__(self, limit: int, deadline: float | None) -> None:
        self.nodes = 0
        self.limit = limit
        self.deadline = deadline
        self.out = False

    def tick(self) -> bool:
        self.nodes += 1
        if self.nodes >= self.limit:
            self.out = True
        elif self.deadline is not None and self.nodes & 63 == 0 and time.perf_counter() > self.deadline:
            self.out = True
        return self.out


def values_of(game: Any) -> Callable[[Any], Sequence[float]]:
    """The vector evaluation of a game: its ``evaluate_all`` if it has one."""
    fast = getattr(game, "evaluate_all", None)
    if fast is not None:
        return fast  # type: ignore[no-any-return]
    n_of = game.players

    def slow(s: Any) -> list[float]:
        return [game.evaluate(s, q) for q in range(n_of(s))]

    return slow


def terminal_values(game: Any, s: Any, evaluate_all: Callable[[Any], Sequence[float]]) -> Sequence[float]:
    return evaluate_all(s)


def maxn(game: Any, s: Any, depth: int, budget: Budget, ev: Callable[[Any], Sequence[float]]) -> Sequence[float]:
    p = game.to_move(s)
    if p is None or depth <= 0 or budget.tick():
        return ev(s)
    best: Sequence[float] | None = None
    for m in game.legal_moves(s):
        v = maxn(game, game.apply(s, m), depth - 1, budget, ev)
        if best is None or v[p] > best[p]:
            best = v
        if budget.out:
            break
    assert best is not None
    return best


def alphabeta(game: Any, s: Any, depth: int, alpha: float, beta: float, root: int, budget: Budget,
              ev: Callable[[Any], Sequence[float]]) -> float:
    p = game.to_move(s)
    if p is None or depth <= 0 or budget.tick():
        return ev(s)[root]
    if p == root:
        value = -1e9
        for m in game.legal_moves(s):
            value = max(value, alphabeta(game, game.apply(s, m), depth - 1, alpha, beta, root, budget, ev))
            alpha = max(alpha, value)
            if alpha >= beta or budget.out:
                break
        return value
    value = 1e9
    for m in game.legal_moves(s):
        value = min(value, alphabeta(game, game.apply(s, m), depth - 1, alpha, beta, root, budget, ev))
        beta = min(beta, value)
        if alpha >= beta or budget.out:
            break
    return value


def root_values(game: Any, s: Any, moves: Sequence[Hashable], max_depth: int, budget: Budget) -> tuple[dict[Hashable, float], int]:
    """Value of each root move for the seat to move, from the deepest finished iteration; and that depth."""
    ev = values_of(game)
    root = game.to_move(s)
    two = game.players(s) == 2
    result: dict[Hashable, float] = {}
    reached = 0
    for depth in range(1, max_depth + 1):
        got: dict[Hashable, float] = {}
        for m in moves:
            child = game.apply(s, m)
            if two:
                got[m] = alphabeta(game, child, depth - 1, -1e9, 1e9, root, budget, ev)
            else:
                got[m] = maxn(game, child, depth - 1, budget, ev)[root]
            if budget.out:
                break
        if budget.out and depth > 1:
            break  # unfinished iteration: keep the previous one
        result = got
        reached = depth
        if budget.out:
            break
    return result, reached
