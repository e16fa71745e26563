"""Alpha-beta for two-player games of perfect information: the classic engine, in one sitting.

* Negamax: a value is always from the point of view of the seat that decides at the node; a child is
  negated when the other seat decides there, and not when the same seat decides again.
* Iterative deepening at the root: depth 1, 2, ... up to ``max_depth``; the deepest finished iteration
  counts, and each iteration tries the root moves in the order the one before valued them. The first root
  move gets a full window, the others a null window first (principal variation search).
* Transposition table keyed by the seat that decides and ``PerfectSearch.key`` (the same position reached in
  any order; the seat too, as a value is the decider's and a game with reactions may give two seats the same
  key): depth, value, bound kind (exact, lower, upper) and best move, which is tried first next time.
* Move ordering: the table's move, two killer moves per ply (moves that caused a cut-off at that ply and are
  still legal), then the game's moves, in groups made on demand when the game offers ``MoveGroups`` (a cut-off
  in the first group saves making the others), each sorted by the history heuristic (depth² per cut-off).
* Exact search to the end: with ``exact`` > 0 and at most that many plies left (``PerfectSearch.plies_left``),
  the iterations go all the way down; leaves are then real results (+WIN, 0, −WIN) and the value is proven.
* Chance (``CHANCE`` decisions of a ``ChanceGame``): the expectation over the outcomes, each searched with a
  full window (no pruning across them: simple and sound), or the mean of ``chance_samples`` outcomes drawn
  from the caller's generator (then nothing is proven).
* Depth counts turns when a turn holds several decisions (``GameInfo.multi_decision``).

Leaves use the game's evaluation in [0, 1], mapped to [−1, 1]; finished games are ±WIN (more than any
evaluation) or 0. A game that needs more (SEVEN's exact endgame) subclasses ``AlphaBeta`` on its side and
offers it as ``TunedSearch``.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Hashable, Iterable, Iterator, Sequence

from ..core.capabilities import MoveGroups, PerfectSearch
from ..core.game import CHANCE
from .search import Budget, chance_branches, depth_after, root_seat, turn_of, values_of

WIN = 2.0
EXACT, LOWER, UPPER = 0, 1, 2
FAR = 10**9
"""Plies left in a game that cannot tell (no ``PerfectSearch``)."""

ASK = -1
"""``child``'s turn not given: it asks the game (turns are numbered from 0)."""

Entry = tuple[int, float, int, Any]
"""A table entry: (depth, value, bound kind, best move)."""


def result_value(v: float) -> float:
    """A finished game's value for a player (1, ½ or 0) as a search value: +WIN, 0 or −WIN."""
    return WIN if v > 0.5 else (-WIN if v < 0.5 else 0.0)


class AlphaBeta:
    """One search (one move decision): its budget, table, killers and history."""

    def __init__(self, game: Any, budget: Budget, evaluate: Callable[[Any], Sequence[float]] | None = None,
                 chance_samples: int = 0, rng: random.Random | None = None) -> None:
        self.game = game
        self.budget = budget
        self.ev = evaluate or values_of(game)
        perfect = game if isinstance(game, PerfectSearch) else None
        self.play: Callable[[Any, Any], Any] = perfect.play if perfect is not None else game.apply
        self.key: Callable[[Any], Hashable] | None = perfect.key if perfect is not None else None
        """No key, no table (the game cannot say when two positions are the same)."""
        self.left: Callable[[Any], int] = perfect.plies_left if perfect is not None else (lambda s: FAR)
        self.stream = game.stream if isinstance(game, MoveGroups) else None
        self.turns: bool = game.info.multi_decision
        self.chance_samples = chance_samples
        self.rng = rng if rng is not None else random.Random(0)
        self.sampled = False
        """A sampled chance step was met: the values are estimates, nothing is proven."""
        self.guessed = False
        """The current iteration valued a live position by the evaluation (``guess``): it proves nothing, even
        at a depth of ``plies_left`` (that count may leave out chance steps, or a turn's later decisions)."""
        self.tt: dict[Hashable, Entry] = {}
        self.killers: dict[int, list[Any]] = {}
        self.history: dict[Hashable, int] = {}

    # --- values -------------------------------------------------------------------------------------
    def terminal(self, s: Any, p: int) -> float:
        out = self.game.outcome(s)
        assert out is not None
        if out.ranks[0] == out.ranks[1]:
            return 0.0
        return WIN if out.ranks[p] == 1 else -WIN

    def static(self, s: Any, p: int) -> float:
        """The evaluation of live position ``s`` for ``p``, in [−1, 1]."""
        return 2.0 * self.ev(s)[p] - 1.0

    def guess(self, s: Any, p: int) -> float:
        """``static`` at the search's horizon (depth 0 at a live position): noted in ``guessed``, so the
        iteration is never reported as proven. (A node the budget cuts short is valued by ``static`` too,
        but then the iteration is dropped whole.)"""
        self.guessed = True
        return 2.0 * self.ev(s)[p] - 1.0

    # --- ordering -----------------------------------------------------------------------------------
    def legal(self, s: Any, m: Any) -> bool:
        """Whether ``m`` (a killer: a move of another position) is legal in ``s``."""
        return m in self.game.legal_moves(s)

    def moves(self, s: Any, ply: int, first: Any) -> Iterator[Any]:
        """Moves in search order: the table's move, killers still legal here, then the game's groups, each
        sorted by the history heuristic (later groups are made only if the search gets that far). Without
        move groups the legal moves are listed once, for the killers and the rest."""
        tried: list[Any] = []
        if first is not None:
            tried.append(first)
            yield first
        listed: list[Any] | None = None
        killers = self.killers.get(ply, ())
        if killers:
            listed = self.game.legal_moves(s)
            for k in killers:
                if k not in tried and k in listed:
                    tried.append(k)
                    yield k
        hist = self.history
        groups: Iterable[list[Any]]
        if self.stream is not None:
            groups = self.stream(s)
        else:
            groups = [listed if listed is not None else self.game.legal_moves(s)]
        for group in groups:
            if hist:
                group = sorted(group, key=lambda m: -hist.get(m, 0))  # stable: ties keep the game's order
            for m in group:
                if m not in tried:
                    yield m

    def _cutoff(self, m: Any, ply: int, depth: int) -> None:
        ks = self.killers.setdefault(ply, [])
        if m not in ks:
            ks.insert(0, m)
            del ks[2:]
        self.history[m] = self.history.get(m, 0) + depth * depth

    # --- the table ----------------------------------------------------------------------------------
    def lookup(self, key: Hashable | None, depth: int, alpha: float, beta: float) -> tuple[float | None, Any]:
        """(a value the table settles at this depth and window, or None; the table's best move, or None)."""
        entry = self.tt.get(key) if key is not None else None
        if entry is None:
            return None, None
        e_depth, e_value, e_flag, first = entry
        if e_depth >= depth:
            if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) or (e_flag == UPPER and e_value <= alpha):
                return e_value, first
        return None, first

    def store(self, key: Hashable | None, depth: int, best: float, a0: float, beta: float, move: Any) -> None:
        if key is not None:
            flag = UPPER if best <= a0 else (LOWER if best >= beta else EXACT)
            self.tt[key] = (depth, best, flag, move)

    # --- search -------------------------------------------------------------------------------------
    def child(self, s: Any, m: Any, p: int, depth: int, alpha: float, beta: float, ply: int,
              turn: int | None = ASK) -> float:
        """Value for ``p`` (who decides in ``s``) of playing ``m``. Where depth counts turns, ``turn`` is
        ``s``'s (``turn_of``, asked once by the caller for all the node's children; ``ASK``: ask here)."""
        c = self.play(s, m)
        if self.turns:
            d = depth_after(self.game, turn_of(self.game, s) if turn == ASK else turn, c, depth)
        else:
            d = depth - 1
        q = self.game.to_move(c)  # (``value_for`` inlined: this is the search's hottest path)
        if q is None:
            self.budget.spend()
            return self.terminal(c, p)
        if q == p:
            return self.negamax(c, q, d, alpha, beta, ply + 1)
        if q == CHANCE:
            return self.chance(c, p, d, ply + 1)
        return -self.negamax(c, q, d, -beta, -alpha, ply + 1)

    def value_for(self, c: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value of ``c`` for ``p``: a finished game's result, a chance step's expectation, else negamax
        (negated when the other seat decides in ``c``)."""
        q = self.game.to_move(c)
        if q is None:
            self.budget.spend()
            return self.terminal(c, p)
        if q == CHANCE:
            return self.chance(c, p, depth, ply)
        if q == p:
            return self.negamax(c, q, depth, alpha, beta, ply)
        return -self.negamax(c, q, depth, -beta, -alpha, ply)

    def chance(self, c: Any, p: int, depth: int, ply: int) -> float:
        """A chance step's value for ``p``: the weighted mean over its outcomes, each with a full window."""
        if depth <= 0:
            return self.guess(c, p)
        if self.budget.spend():
            return self.static(c, p)
        self.sampled = self.sampled or self.chance_samples > 0
        total = 0.0
        turn = turn_of(self.game, c) if self.turns else None
        for m, w in chance_branches(self.game, c, self.chance_samples, self.rng):
            o = self.game.apply(c, m)
            d = depth_after(self.game, turn, o, depth) if self.turns else depth - 1
            total += w * self.value_for(o, p, d, -WIN, WIN, ply + 1)
        return total

    def negamax(self, s: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value of live position ``s`` for ``p``, the seat that decides in it (fail-soft)."""
        if depth <= 0:
            return self.guess(s, p)
        if self.budget.spend():
            return self.static(s, p)
        key = (p, self.key(s)) if self.key is not None else None  # a value is the decider's: key by who decides
        hit, first = self.lookup(key, depth, alpha, beta)
        if hit is not None:
            return hit
        a0 = alpha
        best = -WIN - 1.0
        best_move = None
        turn = turn_of(self.game, s) if self.turns else None
        for m in self.moves(s, ply, first):
            v = self.child(s, m, p, depth, alpha, beta, ply, turn)
            if self.budget.out:
                return max(best, v)  # not stored: the search below was cut short (v may be a guess)
            if v > best:
                best, best_move = v, m
            if v > alpha:
                alpha = v
            if alpha >= beta:
                self._cutoff(m, ply, depth)
                break
        self.store(key, depth, best, a0, beta, best_move)
        return best

    def iteration(self, s: Any, p: int, depth: int, order: list[Any],
                  bounds: dict[Any, float] | None = None) -> tuple[dict[Any, float], bool]:
        """One iteration at the root: each move's value in ``order`` (a null window after the first), and
        whether a move proved a win (the rest are then not searched). Stops early when the budget runs out.
        ``bounds`` is passed only by SEVEN's ``Proof`` (its win pass's upper bounds): a move whose bound is no
        better than the best so far is not searched, and keeps that bound as its value."""
        got: dict[Any, float] = {}
        alpha = -WIN
        for m in order:
            if got and bounds and bounds.get(m, WIN) <= alpha:
                got[m] = bounds[m]  # known to be no better than the best
                continue
            if got:  # principal variation search: prove the rest no better with a null window
                v = self.child(s, m, p, depth, alpha, alpha + 1e-9, 0)
                if v > alpha and not self.budget.out:
                    v = self.child(s, m, p, depth, alpha, WIN, 0)
            else:
                v = self.child(s, m, p, depth, -WIN, WIN, 0)
            if self.budget.out:
                break
            got[m] = v
            alpha = max(alpha, v)
            if v >= WIN:
                return got, True  # a proven win: no other move can do better
        return got, False

    def root(self, s: Any, moves: Sequence[Any], max_depth: int, exact: int = 0
             ) -> tuple[Any, dict[Any, float], int, bool]:
        """The best move, the root moves' values (side to move's view; moves shown no better than the best
        may carry an upper bound) from the deepest finished iteration, that depth, and whether the value is
        proven: a win was found, or every move loses (values made of real results only), or the search was
        exact (``exact`` ≥ ``plies_left``) and its last iteration met no live position at its horizon (no
        ``guess``: ``plies_left`` may not count chance steps) and sampled no chance step."""
        p = root_seat(self.game, s)
        left = self.left(s)
        solve = exact > 0 and left <= exact
        top = left if solve else min(max_depth, left)
        order = list(moves)
        result: dict[Any, float] = {}
        reached = 0
        proven = False
        guessed = True
        for depth in range(1, top + 1):
            self.guessed = False
            got, won = self.iteration(s, p, depth, order)
            if self.budget.out and depth > 1:
                break
            if len(got) < len(order) and not won:
                result = result or got
                break
            result, reached, guessed = got, depth, self.guessed
            order.sort(key=lambda m: -got.get(m, -WIN))
            if won or max(got.values()) <= -WIN:
                proven = True
                break  # proven: deeper search changes nothing
        if not result:
            return moves[0], {}, 0, False
        best = max(result, key=lambda m: result[m])  # the first of equals in search order: the PV move
        exact_end = solve and reached == top and not guessed
        return best, result, reached, (proven or exact_end) and not self.sampled


def search_move(game: Any, s: Any, max_depth: int, node_budget: int, deadline: float | None, exact: int = 0,
                chance_samples: int = 0, rng: random.Random | None = None
                ) -> tuple[Any, dict[Any, float], int, int, bool]:
    """The best root move, every root move's value, depth reached, nodes used, and whether exact."""
    budget = Budget(node_budget, deadline)
    engine = AlphaBeta(game, budget, chance_samples=chance_samples, rng=rng)
    best, values, depth, proven = engine.root(s, game.legal_moves(s), max_depth, exact)
    return best, values, depth, budget.nodes, proven
