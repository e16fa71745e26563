"""SEVEN's search: the generic alpha-beta (``sevens.ai.alphabeta``) with SEVEN's exact endgame.

``Proof`` subclasses ``AlphaBeta`` and adds what pays in SEVEN, where the last six placements must be
proven within a few seconds (docs/bot.md, "Where SEVEN's exact endgame stands"). Each piece is asked of the
game through a small protocol below (SEVEN offers all of them; the tests' random trees offer a few):

* Exact two-ply ending (``ExactTwo``): a position with two moves left gets its proven result without
  listing every placement.
* Horizon (``Horizon``): depth-1 nodes are valued by the mover's best move under the static evaluation
  without listing the moves (rule d says where each tile goes).
* The proof: when ``plies_left(s)`` is at most ``exact``, the root searches to the end of the game. It
  follows the iterations up to ``PRE_PROOF`` plies (they order the root) and starts with empty tables; its
  root tries the best move so far, then one move of each kind the game tells apart (``stream(s, 1)``), then
  the rest.
* Three plies from the end (``LastThree``): moves proven to end exactly as one kept are left out (level-1
  spots that give the last two tiles the same level-2 spots); the node first tries a few moves in the usual
  order, as a cut-off usually comes at once.
* Four plies from the end (``ReplyTables``): ``after_reply(s, k)`` values the mover's moves followed by the
  other's reply ``k`` without searching (by class, for level-1 spots); once a move has failed, the node drops
  each later move such a reply (a killer of the next ply, or one of ``reply_tables``) holds to no better
  than alpha; a move no table can class is answered by ``table.exact(m, checked=True)`` (one exact ending)
  after the first reply the last call found legal (``table.legal``), before a search.
* Narrowing (a level's ``narrow`` > 0, with ``stream(s, narrow)``): a selective search that lists only a
  few representative moves of each kind (level-1 spots by the tiles they lift), at the root and at nodes
  with three plies or more to go. It proves nothing, so the exact endgame never narrows.
* Symmetry at the root (``Symmetric``): root moves that lead to the same position up to the table's
  symmetries are searched once (the first of them in the game's move order stands for all).
* Bounds in a proof (``Bounded``): ``bounds(s)`` says how well and how badly the mover can end at best (from
  the levels alone); a node whose bound already settles the window is not searched, and with
  ``bounds_after(s, m)`` neither is a move whose child's bounds settle it (without making it).
* Probes in a proof (``probe.Prober``, with ``Kinds`` and ``Mobility``): where the proof seeks a cut-off a
  few plies from the end, a few candidate answers are first searched with a small work limit, and the first
  that proves the cut-off is taken: the cheapest refutation, not the first found.
* The win pass: a proof asks the highest question first, "does a root move win?" (a null window at a
  draw), over the root moves until ``WIN_PASS_WORK`` nodes are spent; only then is the draw searched for.
  Refuting a win is much cheaper than refuting a draw, and the bounds found carry over (a move shown to
  lose needs no second look).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterator, Protocol, Sequence, runtime_checkable

from ...ai.alphabeta import FAR, LOWER, WIN, AlphaBeta, result_value
from ...ai.search import Budget, root_seat
from ...core.capabilities import MoveGroups, PerfectSearch
from .probe import PROBE_PLIES, Prober

__all__ = ["Proof", "search_move", "WIN"]


@runtime_checkable
class ExactTwo(Protocol):
    def exact_two(self, s: Any) -> Sequence[float]:
        """Each seat's proven result (1, ½, 0) with two moves left."""
        ...


@runtime_checkable
class LastThree(Protocol):
    def last_three(self, s: Any) -> Iterator[list[Any]]:
        """With three moves left: the move groups without moves proven to end as one kept."""
        ...


class ReplyTable(Protocol):
    """The mover's moves followed by one reply of the other, valued without searching where proven."""

    legal: bool

    def __call__(self, m: Any) -> float | None: ...

    def exact(self, m: Any, checked: bool = False) -> float: ...


@runtime_checkable
class ReplyTables(Protocol):
    def after_reply(self, s: Any, k: Any) -> ReplyTable | None: ...

    def reply_tables(self, s: Any) -> Sequence[ReplyTable]: ...


@runtime_checkable
class Horizon(Protocol):
    def after_best(self, s: Any) -> Sequence[float]:
        """The evaluation after the mover's best move by the static evaluation (without listing them)."""
        ...


@runtime_checkable
class Bounded(Protocol):
    def bounds(self, s: Any) -> tuple[float, float]:
        """(lowest, highest) final result (1, ½, 0) the mover can end with, cheaply."""
        ...

    def bounds_after(self, s: Any, m: Any) -> tuple[float, float] | None:
        """``bounds`` of the position after ``m`` without making it, or None."""
        ...


@runtime_checkable
class Mobility(Protocol):
    def mobility(self, s: Any) -> int:
        """About how many moves the mover has, cheaply."""
        ...


@runtime_checkable
class Kinds(Protocol):
    def kind(self, s: Any, m: Any) -> Hashable | None:
        """What sort of move ``m`` is (None: a move the game does not group)."""
        ...


@runtime_checkable
class QuickLegal(Protocol):
    def legal_quick(self, s: Any, m: Any) -> bool:
        """Whether ``m`` (a move of some other position) is legal in ``s``, without listing the moves."""
        ...


@runtime_checkable
class Symmetric(Protocol):
    def canonical_key(self, s: Any) -> Hashable:
        """Equal for positions that differ by a symmetry of the table."""
        ...


class _Replies:
    """The reply tables (``after_reply``) of one node four plies from the end: by reply, and in the order
    to try them (the one that refuted a move last first)."""

    def __init__(self) -> None:
        self.known: dict[Any, ReplyTable | None] = {}
        self.order: list[ReplyTable] | None = None
        """Made when the node first looks for a refuted move (most nodes cut off at their first move)."""


class Proof(AlphaBeta):
    def __init__(self, game: Any, budget: Budget, evaluate: Callable[[Any], Sequence[float]] | None = None,
                 narrow: int = 0) -> None:
        super().__init__(game, budget, evaluate)
        self.narrow = narrow if self.stream is not None else 0
        """Selective search: below the root, ``stream(s, narrow)`` lists only representative moves."""
        self.legal_quick = game.legal_quick if isinstance(game, QuickLegal) else self.legal
        self.after_best = game.after_best if isinstance(game, Horizon) else None
        ending = isinstance(game, PerfectSearch) and isinstance(game, ExactTwo)
        self.exact_two = game.exact_two if ending else None
        self.last_three = game.last_three if ending and isinstance(game, LastThree) else None
        replies = game if ending and isinstance(game, ReplyTables) else None
        self.after_reply = replies.after_reply if replies is not None else None
        self.reply_tables = replies.reply_tables if replies is not None else None
        self.mobility = game.mobility if isinstance(game, Mobility) else None
        self.prober = (Prober(self, game.kind, game.mobility)
                       if isinstance(game, Kinds) and isinstance(game, Mobility) and self.stream is not None else None)
        self.canonical_key = game.canonical_key if isinstance(game, Symmetric) else None
        self.proving = False
        """True while the root searches to the end of the game (the proof iteration): bounds and probes
        are used only then."""
        bounded = game if isinstance(game, Bounded) else None
        self.bounds = bounded.bounds if bounded is not None else None
        """The lowest result the mover can ensure and the highest they can hope for (1, ½, 0), cheaply."""
        self.bounds_after = bounded.bounds_after if bounded is not None else None
        """``bounds`` of the position after ``m``, without making it (or None)."""
        self.probing = 0
        """How many probes are running (nested): their reply-table calls count against the node budget."""

    # --- ordering -----------------------------------------------------------------------------------
    def moves(self, s: Any, ply: int, first: Any, narrow: bool = False) -> Iterator[Any]:
        """``AlphaBeta.moves``; three plies from the end through ``_three``, and with ``narrow`` only the
        representative moves of ``stream(s, self.narrow)``."""
        tried: list[Any] = []
        if first is not None:
            tried.append(first)
            yield first
        for k in self.killers.get(ply, ()):
            if k not in tried and self.legal_quick(s, k):
                tried.append(k)
                yield k
        hist = self.history
        if self.stream is None:
            groups: Any = [self.game.legal_moves(s)]
        elif self.last_three is not None and self.left(s) == 3:
            yield from self._three(s, tried)
            return
        elif narrow:
            groups = self.stream(s, self.narrow)
        else:
            groups = self.stream(s)
        for group in groups:
            if hist:
                group = sorted(group, key=lambda m: -hist.get(m, 0))  # stable: ties keep the game's order
            for m in group:
                if m not in tried:
                    yield m

    THREE_AFTER = 6

    def _three(self, s: Any, tried: list[Any]) -> Iterator[Any]:
        """Moves of a node three plies from the end: the first few as ``stream`` orders them (a cut-off
        usually comes at once), then the rest from ``last_three``, which leaves out moves proven to end
        as one it keeps (worth its cost only when the node has to look at many moves)."""
        assert self.stream is not None and self.last_three is not None
        hist = self.history
        seen = set(tried)
        n = 0
        for group in self.stream(s):
            if hist:
                group = sorted(group, key=lambda m: -hist.get(m, 0))
            for m in group:
                if n >= self.THREE_AFTER:
                    break
                if m not in seen:
                    seen.add(m)
                    n += 1
                    yield m
            if n >= self.THREE_AFTER:
                break
        else:
            return
        for group in self.last_three(s):
            if hist:
                group = sorted(group, key=lambda m: -hist.get(m, 0))
            for m in group:
                if m not in seen:
                    seen.add(m)
                    yield m

    # --- search -------------------------------------------------------------------------------------
    def negamax(self, s: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """``AlphaBeta.negamax`` with the exact two-ply ending, the horizon, bounds, probes, reply tables
        and narrowing."""
        left = self.left
        if self.exact_two is not None and left(s) == 2:
            self.budget.spend()
            return result_value(self.exact_two(s)[p])
        if depth <= 0:
            return self.guess(s, p)
        if self.budget.spend():
            return self.static(s, p)
        if depth == 1 and self.after_best is not None:
            return self.horizon(s, p)
        if self.proving and self.bounds is not None:
            lo, hi = self.bounds(s)
            v = result_value(hi)
            if v <= alpha:
                return v
            v = result_value(lo)
            if v >= beta:
                return v
        key = self.key(s) if self.key is not None else None
        hit, first = self.lookup(key, depth, alpha, beta)
        if hit is not None:
            return hit
        a0 = alpha
        best = -WIN - 1.0
        best_move = None
        replies = None
        if self.after_reply is not None and depth >= 3 and left(s) == 4:
            replies = _Replies()
        if self.proving and self.prober is not None and ply > 0 and left(s) >= PROBE_PLIES:
            got = self.prober.refute(s, p, depth, beta, ply)  # (ply 0 is the root, searched by ``root``)
            if got is not None or self.budget.out:
                return got if got is not None else best
        # narrowing pays where the subtree is deep; one ply above the horizon a cut-off comes after a few
        # moves, and sorting every move into kinds first would cost more than it saves
        after = self.bounds_after if self.proving else None
        for m in self.moves(s, ply, first, self.narrow > 0 and depth >= 3):
            if after is not None:
                got2 = after(s, m)
                if got2 is not None:
                    hi = -result_value(got2[0])  # the other's lowest result is the mover's highest
                    if hi <= alpha:
                        best = max(best, hi)
                        continue
                    lo = -result_value(got2[1])
                    if lo >= beta:
                        best, best_move = lo, m
                        self._cutoff(m, ply, depth)
                        break
            if replies is not None and best_move is not None:
                bound = self._refuted(s, m, ply, replies, alpha)
                if self.budget.out:
                    return best  # not stored: the search was cut short
                if bound is not None:
                    best = max(best, bound)
                    continue
            v = self.child(s, m, p, depth, alpha, beta, ply)
            if self.budget.out:
                return max(best, v)  # not stored: the search below was cut short (v may be a guess)
            if v > best:
                best = v
                best_move = m
            if v > alpha:
                alpha = v
            if alpha >= beta:
                self._cutoff(m, ply, depth)
                break
        self.store(key, depth, best, a0, beta, best_move)
        return best

    def limited(self, run: Callable[[], float], work: int) -> tuple[float, bool]:
        """``run()`` (a search) cut off after about ``work`` more units: (its value, whether it finished).
        Reply-table calls count as nodes meanwhile. A search that runs out stores nothing, so the tables
        keep only what finished; the budget is then restored unless the search's own limits ran out."""
        budget = self.budget
        limit = budget.limit
        budget.limit = min(limit, budget.nodes + work)
        self.probing += 1
        try:
            v = run()
        finally:
            self.probing -= 1
            budget.limit = limit
        if not budget.out:
            return v, True
        if budget.nodes < limit and not budget.past_deadline():
            budget.out = False
        return v, False

    def refuted_by(self, s: Any, m: Any, v: float, depth: int, ply: int) -> None:
        """Note that ``m`` proved a cut-off (value ``v``) at ``s``: the table entry, killers and history."""
        self._cutoff(m, ply, depth)
        if self.key is not None:
            self.tt[self.key(s)] = (depth, v, LOWER, m)

    def _refuted(self, s: Any, m: Any, ply: int, replies: _Replies, alpha: float) -> float | None:
        """Four plies from the end: the exact value of ``m`` answered by a reply that refuted a move before
        (a killer of the next ply) or one the game offers (``reply_tables``), when ``after_reply`` knows it
        without searching and it is no better than ``alpha`` — then ``m`` is no better either (the reply is
        one the other player may choose)."""
        assert self.after_reply is not None
        if self.probing:
            self.budget.spend()
        if replies.order is None:
            replies.order = list(self.reply_tables(s)) if self.reply_tables is not None else []
        for k in self.killers.get(ply + 1, ()):
            if k not in replies.known:
                table = replies.known[k] = self.after_reply(s, k)
                if table is not None:
                    replies.order.insert(0, table)
        order = replies.order
        legal = None
        for i, table in enumerate(order):
            v2 = table(m)
            if v2 is None:
                if legal is None and table.legal:
                    legal = table
                continue
            v = result_value(v2)
            if v <= alpha:
                if i:
                    order.insert(0, order.pop(i))  # the table that refuted last is tried first
                return v
        if legal is not None:  # no class known: one exact ending after the first reply still legal
            v = result_value(legal.exact(m, checked=True))
            return v if v <= alpha else None
        return None

    def horizon(self, s: Any, p: int) -> float:
        """Depth 1 by the game's ``after_best``: the mover's best placement valued without listing them all;
        exact when that placement ends the game."""
        assert self.after_best is not None
        v = self.after_best(s)
        if self.left(s) <= 1:
            return result_value(v[p])
        self.guessed = True
        return 2.0 * v[p] - 1.0

    def root(self, s: Any, moves: Sequence[Any], max_depth: int, exact: int = 0
             ) -> tuple[Any, dict[Any, float], int, bool]:
        """``AlphaBeta.root`` with the proof's iterations (``_depths``), fresh tables and kinds first for the
        proof, the win pass, and root symmetry; a narrowed search proves nothing. Refuses a root that is a
        chance step or the end of the game, as ``AlphaBeta.root`` does (``root_seat``)."""
        p = root_seat(self.game, s)
        left = self.left(s)
        solve = exact > 0 and left <= exact
        top = left if solve else min(max_depth, left)
        if solve and self.exact_two is not None and left >= 3:
            top = left - 1  # the nodes two placements from the end are solved directly: one ply less is exact
        reps = self._representatives(s, list(moves))
        order = list(dict.fromkeys(reps.values()))  # one move per class of symmetric results
        result: dict[Any, float] = {}
        reached = 0
        proven = False
        guessed = True
        for depth in self._depths(top, solve):
            self.guessed = False
            if solve and depth == top:
                # the proof starts afresh: moves the evaluation liked (table moves, killers, history) are
                # rarely the ones that prove a result, and misled the proof's ordering more than they helped
                self.tt.clear()
                self.killers.clear()
                self.history.clear()
                self.proving = True
                if self.stream is not None:
                    # after the best so far, one move of each kind the game tells apart (SEVEN: the tiles a
                    # spot lifts): a winning move is often of a rare kind the evaluation ranks low
                    kinds = {m for group in self.stream(s, 1) for m in group}
                    rest = order[1:]
                    order = order[:1] + [m for m in rest if m in kinds] + [m for m in rest if m not in kinds]
            bounds: dict[Any, float] = {}
            if solve and depth == top and len(order) > 1:
                winner, bounds = self._win_pass(s, p, depth, order)
                if winner is not None:
                    result, reached, proven = {winner: WIN}, depth, True
                    break
            got, won = self.iteration(s, p, depth, order, bounds)
            if self.budget.out and depth > 1:
                break
            if len(got) < len(order) and not won:
                if not result:
                    result = got
                break
            result = got
            reached = depth
            guessed = self.guessed
            order.sort(key=lambda m: -got.get(m, -WIN))
            if won or max(got.values()) <= -WIN:
                proven = True
                break  # proven: deeper search changes nothing
        if not result:
            return moves[0], {}, 0, False
        values = {m: result[reps[m]] for m in moves if reps[m] in result}
        # the first of equals in search order: the PV move. Each iteration searches the moves in the order
        # the one before valued them, so in a proven loss this is the move the last hopeful look preferred
        best = max(result, key=lambda m: result[m])
        if self.narrow:
            return best, values, reached, False  # a narrowed tree proves nothing
        return best, values, reached, proven or (solve and reached == top and not guessed)

    def _win_pass(self, s: Any, p: int, depth: int, order: list[Any]) -> tuple[Any, dict[Any, float]]:
        """The proof's first question, for every root move in turn: does it win (a null window at a draw)?
        Two orders are taken in turn: the iterations' order, and the moves that leave the opponent fewest
        answers first (``mobility``: such a win is likelier and cheaper to prove), each move asked once.
        The pass stops after ``WIN_PASS_WORK`` nodes without a win: a win is mostly found early and cheaply
        in that order, and in a lost position the pass's bounds (at a draw) are work the main pass repeats
        at the loss. The first winning move, else None and the upper bound of each move asked (a fail-soft
        search that stays below the window returns a bound: a move shown to lose is known to lose)."""
        bounds: dict[Any, float] = {}
        mobility = self.mobility
        if mobility is not None:  # the fewer answers a move leaves, the likelier and cheaper its win
            few = {m: mobility(self.play(s, m)) for m in order}
            by_few = sorted(order, key=lambda m: few[m])
            order = list(dict.fromkeys(m for pair in zip(order, by_few) for m in pair))
        stop = self.budget.nodes + self.WIN_PASS_WORK
        for m in order:
            v = self.child(s, m, p, depth, 0.0, 1e-9, 0)
            if self.budget.out:
                break
            if v > 0.0:
                return m, bounds
            bounds[m] = v
            if self.budget.nodes >= stop:
                break
        return None, bounds

    WIN_PASS_WORK = 2000
    """Nodes the win pass may spend without finding a win before it leaves the rest to the main pass
    (SEVEN's corpus six placements from the end: 1,000 misses a win found at 1,800 and costs 5 s there,
    2,000 and 4,000 cut the corpus's total time by 14% and 11% against no limit)."""

    PRE_PROOF = 3
    """A proof is preceded by ordinary iterations up to this depth (they order the root moves)."""

    def _depths(self, top: int, solve: bool) -> list[int]:
        """The iterations: every depth up to ``top``; when solving, the shallow ones and then the proof (the
        iterations in between cost as much as the proof and order its moves no better)."""
        if solve:
            return [d for d in range(1, top + 1) if d <= self.PRE_PROOF or d == top]
        return list(range(1, top + 1))

    def _representatives(self, s: Any, moves: list[Any]) -> dict[Any, Any]:
        """Each root move → the first move in the list that leads to the same position up to symmetry."""
        canon = self.canonical_key
        if canon is None:
            return {m: m for m in moves}
        seen: dict[Hashable, Any] = {}
        rep: dict[Any, Any] = {}
        for m in moves:
            k = canon(self.play(s, m))
            rep[m] = seen.setdefault(k, m)
        return rep


def search_move(game: Any, s: Any, max_depth: int, node_budget: int, deadline: float | None, exact: int = 0,
                narrow: int = 0) -> tuple[Any, dict[Any, float], int, int, bool]:
    """The best root move, every root move's value, depth reached, nodes used, and whether exact.

    ``narrow`` makes the search selective below the root (``Proof.narrow``), except when it solves the
    game's end exactly (``exact`` plies or fewer left): a proof needs every move."""
    budget = Budget(node_budget, deadline)
    left = game.plies_left(s) if isinstance(game, PerfectSearch) else FAR
    engine = Proof(game, budget, narrow=0 if exact > 0 and left <= exact else narrow)
    if engine.narrow and isinstance(game, MoveGroups):  # the root too: one or a few moves of each kind
        moves = [m for group in game.stream(s, engine.narrow) for m in group]
    else:
        moves = game.legal_moves(s)
    best, values, depth, exact_done = engine.root(s, moves, max_depth, exact)
    return best, values, depth, budget.nodes, exact_done
