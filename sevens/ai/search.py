"""Game-agnostic search on one full state (one determinization, or the real position).

* Two players: alpha-beta (minimax on the root seat's value).
* More players: max^n (each seat maximizes its own value; ``VectorEvaluation`` gives the vector).
* The value maximized at a node is that of the seat that decides there (``to_move``), whoever's turn it
  is: a reaction of another seat, or one seat deciding several times in a row, needs nothing special.
* Chance (``CHANCE`` decisions of a ``ChanceGame``): the expectation over the outcomes, or the mean over
  ``chance_samples`` outcomes drawn from the bot's generator (a level's choice).
* Depth: plies, or turns when a turn holds several decisions (``GameInfo.multi_decision``: the depth
  goes down only where the turn changes, so a turn is never cut in the middle).

Leaves are valued by the game's evaluation or, when the level asks for playouts and the game offers
``Playouts``, by the mean result of that many policy playouts from the leaf (Monte Carlo leaf values;
the per-game knowledge lives in the playout policy); a level with a ``horizon`` plays that many turns
(``TurnPlayouts``; the policy of the level's style where the game has several, ``PolicyStyles``) and the evaluation
values where the playout stopped. Everything runs under a ``Budget`` of nodes
(every position visited, leaves included; a playout counts as 8) and time; iterative deepening at the
root keeps the result of the deepest iteration that finished.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Hashable, Sequence

from ..core.capabilities import (ChanceGame, EvaluationStyles, Playouts, PolicyStyles, TurnPlayouts, VectorEvaluation,
                                 offers)
from ..core.chance import pick
from ..core.errors import SevensError
from ..core.game import CHANCE

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
    """The vector evaluation of a game: its ``evaluator(style)``, else ``evaluate_all``, else one
    ``evaluate`` per seat."""
    ev: Callable[[Any], Vector]
    if offers(game, EvaluationStyles):
        ev = game.evaluator(style)
        return ev
    if offers(game, VectorEvaluation):
        ev = game.evaluate_all
        return ev
    n_of = game.players

    def slow(s: Any) -> list[float]:
        return [game.evaluate(s, q) for q in range(n_of(s))]

    return slow


def turn_of(game: Any, s: Any) -> int | None:
    """The turn ``s`` belongs to (``Decision.turn``), or None at the end of the game."""
    d = game.decision(s)
    return None if d is None else int(d.turn)


def depth_after(game: Any, turn: int | None, child: Any, depth: int) -> int:
    """The depth left at ``child`` of a node of turn ``turn`` (``turn_of``, asked once per node), depth
    counted in turns: the same where the turn goes on, one less where it changes (the end is a new turn)."""
    b = game.decision(child)
    return depth if turn is not None and b is not None and b.turn == turn else depth - 1


def next_depth(game: Any, s: Any, child: Any, depth: int, turns: bool) -> int:
    """The depth left at ``child`` (reached from ``s``): one less per ply, or with ``turns`` one less only
    where the turn changes (``depth_after``; a loop over one node's children asks ``turn_of`` once instead)."""
    return depth_after(game, turn_of(game, s), child, depth) if turns else depth - 1


def chance_branches(game: Any, s: Any, samples: int, rng: random.Random) -> list[tuple[Any, float]]:
    """The outcomes of chance step ``s`` with their weights (summing to 1): all of them with their
    probabilities (``samples`` 0: the expectation), or ``samples`` outcomes drawn from ``rng`` by their
    probabilities, each drawing weighing 1/samples (an outcome drawn twice weighs twice)."""
    if not offers(game, ChanceGame):  # (cached: this runs at every chance node)
        raise SevensError(f"{game.id} has a chance step but no chance_outcomes",
                          f"{game.id} に偶然の手番がありますが chance_outcomes がありません")
    outcomes = game.chance_outcomes(s)
    if samples <= 0:
        total = sum(p for _, p in outcomes)
        return [(m, p / total) for m, p in outcomes]
    weights: dict[Any, float] = {}
    for _ in range(samples):
        m = pick(outcomes, rng)
        weights[m] = weights.get(m, 0.0) + 1.0 / samples
    return list(weights.items())


def root_seat(game: Any, s: Any) -> int:
    """The seat that decides at the root of a search; ``SevensError`` at a chance step or the end of the game
    (the bot never decides a chance step: ``sevens.core.chance`` resolves it)."""
    root = game.to_move(s)
    if root is None or root == CHANCE:
        raise SevensError("a search needs a seat to decide at its root (not a chance step, not the end)",
                          "探索の根は席の手番でなければなりません（偶然の手番や終局は不可）")
    return int(root)


class Searcher:
    """Searches one sampled state for one move decision."""

    def __init__(self, game: Any, budget: Budget, playouts: int = 0, rng: random.Random | None = None,
                 style: str = "full", chance_samples: int = 0, evaluate: Callable[[Any], Vector] | None = None,
                 horizon: int = 0, seat: int | None = None) -> None:
        self.game = game
        self.budget = budget
        self.ev = evaluate or values_of(game, style)
        """The vector evaluation (``values_of``; the bot passes it made once for all its samples)."""
        self.playout: Callable[[Any, random.Random], Any] | None = None
        if playouts > 0 and horizon > 0 and isinstance(game, TurnPlayouts):
            turns: Callable[[Any, random.Random, int], Any] = game.playout_turns
            if seat is not None and isinstance(game, PolicyStyles):  # the bot's seat's style (``PolicyStyles``)
                turns = game.policy_style(style, seat)[1]
            self.playout = lambda s, rng: turns(s, rng, horizon)
        elif playouts > 0 and isinstance(game, Playouts):
            self.playout = game.playout
        self.playouts = playouts
        self.rng = rng if rng is not None else random.Random(0)
        self.chance_samples = chance_samples
        self.turns: bool = game.info.multi_decision
        """Depth counts turns, not plies (``next_depth``)."""

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

    def branches(self, s: Any) -> list[tuple[Any, float]]:
        return chance_branches(self.game, s, self.chance_samples, self.rng)

    def maxn(self, s: Any, depth: int) -> Vector:
        game = self.game
        p = game.to_move(s)
        if self.budget.spend() or p is None or depth <= 0:
            return self.leaf(s)
        turns = self.turns  # (the parent's turn asked once per node, and only where turns count: the hot path)
        turn = turn_of(game, s) if turns else None
        if p == CHANCE:
            mean: list[float] | None = None
            for m, w in self.branches(s):
                c = game.apply(s, m)
                v = self.maxn(c, depth_after(game, turn, c, depth) if turns else depth - 1)
                mean = [w * x for x in v] if mean is None else [a + w * x for a, x in zip(mean, v)]
            assert mean is not None
            return mean
        best: Vector | None = None
        for m in game.legal_moves(s):
            c = game.apply(s, m)
            v = self.maxn(c, depth_after(game, turn, c, depth) if turns else depth - 1)
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
        turns = self.turns
        turn = turn_of(game, s) if turns else None
        if p == CHANCE:  # the expectation: every outcome searched with a full window
            mean = 0.0
            for m, w in self.branches(s):
                c = game.apply(s, m)
                mean += w * self.alphabeta(c, depth_after(game, turn, c, depth) if turns else depth - 1,
                                           -1e9, 1e9, root)
            return mean
        maximize = p == root
        value = -1e9 if maximize else 1e9
        for m in game.legal_moves(s):
            c = game.apply(s, m)
            v = self.alphabeta(c, depth_after(game, turn, c, depth) if turns else depth - 1, alpha, beta, root)
            if maximize:
                value = max(value, v)
                alpha = max(alpha, value)
            else:
                value = min(value, v)
                beta = min(beta, value)
            if alpha >= beta or self.budget.out:
                break
        return value

    def root_values(self, s: Any, moves: Sequence[Hashable], max_depth: int,
                    lead: Hashable | None = None) -> tuple[dict[Hashable, float], int]:
        """Value of each root move for the seat to move, and the depth it comes from.

        First every root move's child is valued by the leaf evaluation (one node each, never cut short), so
        every move always has a value whatever the budget: the bot always has a real vote — except where the
        leaves are playouts and a clock runs (``first_pass_by_clock``: the moves it had no time for are left
        out, ``lead`` and then the best-looking played out first). Where depth counts
        plies this is the depth-1 iteration itself. Then iterative deepening: the deepest iteration that
        finished for every move replaces those values; a move whose search the budget cut short gets no value
        from that iteration (its partial value is a guess, as in ``AlphaBeta.iteration``), and the iteration
        is dropped whole (mixing depths would tilt the vote towards the moves searched first)."""
        game = self.game
        root = root_seat(game, s)
        two = game.players(s) == 2
        budget = self.budget
        children = [game.apply(s, m) for m in moves]
        result: dict[Hashable, float] = {}
        if self.playout is not None and budget.deadline is not None:
            result = self.first_pass_by_clock(moves, children, root, lead)
        else:
            for m, child in zip(moves, children):
                budget.spend()
                result[m] = self.leaf(child)[root]
        turns = self.turns
        turn = turn_of(game, s) if turns else None
        reached = 0 if turns else 1  # depth counted in turns: depth 1 is the rest of this turn
        for depth in range(reached + 1, max_depth + 1):
            if budget.out:
                break
            got: dict[Hashable, float] = {}
            for m, child in zip(moves, children):
                d = depth_after(game, turn, child, depth) if turns else depth - 1
                v = self.alphabeta(child, d, -1e9, 1e9, root) if two else self.maxn(child, d)[root]
                if budget.out:
                    break  # cut short: v is a guess
                got[m] = v
            if len(got) < len(moves):
                break
            result = got
            reached = depth
        return result, reached

    def first_pass_by_clock(self, moves: Sequence[Hashable], children: Sequence[Any], root: int,
                            lead: Hashable | None = None) -> dict[Hashable, float]:
        """The first pass of ``root_values`` with playout leaves and a clock (the page's anytime bot): a playout
        of a whole turn or two costs a game like 7 SHADES up to a tenth of a second in CPython, so 40 root moves
        (a square to aim at) would hold the first sample for seconds past the level's time. The moves are played
        out in the order of their static value (the evaluation of the child, best first; ``lead`` before them all:
        the policy's own move where the level leans on it, ``Level.prior``) until the clock is past its deadline;
        the moves not reached have no value, and the bot chooses among those that have (at least the first); the
        budget is then spent, so no deeper iteration follows. By node budgets (no deadline) every move is played
        out in the legal order, as before, so a reproducible run plays the same moves."""
        budget = self.budget
        ev = self.ev
        static = [ev(child)[root] for child in children]
        order = sorted(range(len(moves)), key=lambda i: (moves[i] != lead, -static[i]))  # stable: ties as legal
        result: dict[Hashable, float] = {}
        for i in order:
            budget.spend()
            result[moves[i]] = self.leaf(children[i])[root]
            if budget.past_deadline():
                budget.out = True
                break
        return result
