"""Random game trees for the alpha-beta tests (tests/test_ai_alphabeta.py, tests/tetrahex/test_tetrahex_proof.py):
``RandomTree`` (two players alternate) with ``minimax``, and ``ChanceTree`` (chance steps and a seat deciding
twice in a row too) with ``expectimax``: plain searches without pruning, to check the engines against."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from sevens.ai.alphabeta import WIN
from sevens.core.game import CHANCE, GameInfo, Outcome


class Node(NamedTuple):
    path: tuple[int, ...]


class RandomTree:
    """A seeded random game tree: 2 players alternate, 2–4 moves per node, random leaf values; terminal
    outcomes at the bottom (a win for whoever holds the higher leaf value)."""

    id = "random-tree"
    info = GameInfo("random-tree", "Random tree", "乱数の木", 2, 2, 20, perfect_information=True)

    def __init__(self, seed: int, depth: int) -> None:
        self.seed = seed
        self.depth = depth

    def _rng(self, s: Node) -> random.Random:
        return random.Random(f"{self.seed}/{s.path}")

    def to_move(self, s: Node) -> int | None:
        return None if len(s.path) >= self.depth else len(s.path) % 2

    def players(self, s: Node) -> int:
        return 2

    def legal_moves(self, s: Node) -> list[int]:
        return [] if self.to_move(s) is None else list(range(2 + self._rng(s).randrange(3)))

    def apply(self, s: Node, m: int) -> Node:
        return Node(s.path + (m,))

    def play(self, s: Node, m: int) -> Node:
        return Node(s.path + (m,))

    def plies_left(self, s: Node) -> int:
        return self.depth - len(s.path)

    def key(self, s: Node) -> Any:
        return s.path

    def outcome(self, s: Node) -> Outcome | None:
        if self.to_move(s) is not None:
            return None
        v = self._rng(s).randrange(3)  # 0: White wins, 1: draw, 2: Black wins
        ranks = ((1, 2), (1, 1), (2, 1))[v]
        return Outcome(ranks, (0.0, 0.0))

    def evaluate_all(self, s: Node) -> list[float]:
        x = self._rng(s).random()
        return [x, 1 - x]


def minimax(g: RandomTree, s: Node, p: int) -> float:
    """Plain minimax of the final result for ``p`` (WIN / 0 / −WIN), no pruning."""
    q = g.to_move(s)
    if q is None:
        out = g.outcome(s)
        assert out is not None
        return 0.0 if out.ranks[0] == out.ranks[1] else (WIN if out.ranks[p] == 1 else -WIN)
    vals = [minimax(g, g.apply(s, m), p) for m in g.legal_moves(s)]
    return max(vals) if q == p else min(vals)


class ChanceTree(RandomTree):
    """A random tree whose nodes are, at random, a chance step (2–3 outcomes with random probabilities) or a
    decision of either seat (the same seat may decide twice in a row). ``plies_left`` counts every step."""

    id = "chance-tree"
    info = GameInfo("chance-tree", "Chance tree", "偶然の木", 2, 2, 20, perfect_information=True,
                    chance="explicit")

    def to_move(self, s: Node) -> int | None:
        if len(s.path) >= self.depth:
            return None
        if not s.path:
            return 0
        r = self._rng(s).random()
        return CHANCE if r < 0.3 else (0 if r < 0.65 else 1)

    def chance_outcomes(self, s: Node) -> list[tuple[Any, float]]:
        rng = self._rng(s)
        weights = [rng.random() + 0.1 for _ in range(2 + rng.randrange(2))]
        return [(i, w / sum(weights)) for i, w in enumerate(weights)]

    def chance_rng(self, s: Node) -> random.Random:
        return self._rng(s)

    def legal_moves(self, s: Node) -> list[int]:
        q = self.to_move(s)
        if q == CHANCE:
            return [m for m, _ in self.chance_outcomes(s)]
        return [] if q is None else list(range(2 + self._rng(s).randrange(3)))


def expectimax(g: ChanceTree, s: Node, p: int) -> float:
    """Plain expectimax of the final result for ``p`` (WIN / 0 / −WIN): max where ``p`` decides, min where
    the other seat does, the weighted mean at a chance step; no pruning, no table."""
    q = g.to_move(s)
    if q is None:
        out = g.outcome(s)
        assert out is not None
        return 0.0 if out.ranks[0] == out.ranks[1] else (WIN if out.ranks[p] == 1 else -WIN)
    if q == CHANCE:
        return sum(w * expectimax(g, g.apply(s, m), p) for m, w in g.chance_outcomes(s))
    vals = [expectimax(g, g.apply(s, m), p) for m in g.legal_moves(s)]
    return max(vals) if q == p else min(vals)
