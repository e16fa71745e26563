"""Game-agnostic search on one full state (one determinization).

* Two players: alpha-beta (minimax on the root seat's value).
* More players: max^n (each seat maximizes its own value; ``evaluate_all`` gives the vector).
Leaves are valued by the game's ``evaluate`` or, when the level asks for playouts and the game offers
``playout(state, rng)``, by the mean result of that many policy playouts from the leaf (Monte Carlo
leaf values; the per-game knowledge lives in the playout policy).
Everything runs under a ``Budget`` of nodes (every position visited, leaves included; a playout
counts as 8) and time; iterative
deepening at the root keeps the result of the deepest iteration that finished.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Hashable, Sequence

Vector = Sequence[float]


class Budget:
    """Nodes and seconds a search may spend; ``out`` turns True once either runs out."""

    __slots__ = ("nodes", "limit", "deadline", "out")

    def __init__(self, limit: int, deadline: float | None) -> None:
        self.nodes = 0
        self.limit = limit
        self.deadline = deadline
        self.out = False

    def past_deadline(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline

    def spend(self, n: int = 1) -> bool:
        before = self.nodes
        self.nodes += n
        if self.nodes >= self.limit:
            self.out = True
        elif self.deadline is not None and (before >> 6) != (self.nodes >> 6) and time.perf_counter() > self.deadline:
            self.out = True
        return self.out


def values_of(game: Any, style: str = "full") -> Callable[[Any], Vector]:
    """The vector evaluation of a game: ``evaluator(style)``, else ``evaluate_all``, else ``evaluate``."""
    styled = getattr(game, "evaluator", None)
    if styled is not None:
        return styled(style)  # type: ignore[no-any-return]
    fast = getattr(game, "evaluate_all", None)
    if fast is not None:
        return fast  # type: ignore[no-any-return]
    n_of = game.players

    def slow(s: Any) -> list[float]:
        return [game.evaluate(s, q) for q in range(n_of(s))]

    return slow


class Searcher:
    """Searches one sampled state for one move decision."""

    def __init__(self, game: Any, budget: Budget, playouts: int = 0, rng: random.Random | None = None,
                 style: str = "full") -> None:
        self.game = game
        self.budget = budget
        self.ev = values_of(game, style)
        self.playout = getattr(game, "playout", None) if playouts > 0 else None
        self.playouts = playouts
        self.rng = rng if rng is not None else random.Random(0)
        self.plies_of = getattr(game, "plies", None)

    def leaf(self, s: Any) -> Vector:
        if self.playout is None or self.game.to_move(s) is None:
            return self.ev(s)
        total: list[float] | None = None
        k = self.playouts
        for _ in range(k):
            end = self.playout(s, self.rng)
            v = self.ev(end)
            total = list(v) if total is None else [a + b for a, b in zip(total, v)]
            self.budget.spend(8)
        assert total is not None
        return [x / k for x in total]

    def maxn(self, s: Any, depth: int) -> Vector:
        game = self.game
        p = game.to_move(s)
        if self.budget.spend() or p is None or depth <= 0:
            return self.leaf(s)
        best: Vector | None = None
        for m in game.legal_moves(s):
            v = self.maxn(game.apply(s, m), depth - 1)
            if best is None or v[p] > best[p]:
                best = v
            if self.budget.out:
                break
        assert best is not None
        return best

    def alphabeta(self, s: Any, depth: int, alpha: float, beta: float, root: int) -> float:
        game = self.game
        p = game.to_move(s)
        if self.budget.spend() or p is None or depth <= 0:
            return self.leaf(s)[root]
        maximize = p == root
        value = -1e9 if maximize else 1e9
        for m in game.legal_moves(s):
            v = self.alphabeta(game.apply(s, m), depth - 1, alpha, beta, root)
            if maximize:
                value = max(value, v)
                alpha = max(alpha, value)
            else:
                value = min(value, v)
                beta = min(beta, value)
            if alpha >= beta or self.budget.out:
                break
        return value

    def root_values(self, s: Any, moves: Sequence[Hashable], max_depth: int) -> tuple[dict[Hashable, float], int]:
        """Value of each root move for the seat to move, from the deepest finished iteration; and that depth."""
        game = self.game
        root = game.to_move(s)
        two = game.players(s) == 2
        result: dict[Hashable, float] = {}
        reached = 0
        budget = self.budget
        for depth in range(1, max_depth + 1):
            got: dict[Hashable, float] = {}
            for m in moves:
                child = game.apply(s, m)
                if two:
                    got[m] = self.alphabeta(child, depth - 1, -1e9, 1e9, root)
                else:
                    got[m] = self.maxn(child, depth - 1)[root]
                if budget.out:
                    break
            if budget.out and depth > 1:
                break  # unfinished iteration: keep the previous one
            result = got
            reached = depth
            if budget.out:
                break
        return result, reached
