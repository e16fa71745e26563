"""Alpha-beta for two-player games of perfect information (SEVEN): the classic engine, done properly.

* Negamax alpha-beta with iterative deepening at the root (the deepest finished iteration counts).
* A transposition table keyed by ``game.key(state)`` (equal for the same position reached in any order):
  stored depth, value, bound kind and best move; the stored move is tried first.
* Move ordering: the table's move, then two killer moves per ply (if ``game.legal_quick`` says they are
  legal here), then the game's moves — in groups made on demand when the game offers ``game.stream(s)``
  (SEVEN: one tile's placements at a time, the tiles that go highest first) — each sorted by the history
  heuristic (moves that caused cut-offs before, weighted by depth²).
* Exact two-ply ending: a game with ``game.exact_two(s)`` gives the proven result of a position with two
  moves left (SEVEN works it out without listing every placement).
* Horizon: a game with ``game.after_best(s)`` values depth-1 nodes by the mover's best move under its
  static evaluation without listing the moves (SEVEN: rule d says where each tile goes).
* Exact endgame: when ``game.plies_left(s)`` is at most ``exact``, the root searches to the end of the
  game; leaves are then real results (win +WIN, draw 0, loss −WIN) and the value is exact. The proof
  follows the iterations up to ``PRE_PROOF`` plies (they order the root) and starts with empty tables;
  its root tries the best move so far, then one move of each kind the game tells apart, then the rest.
* Three plies from the end, a game with ``game.last_three(s)`` leaves out moves proven to end exactly as
  one it keeps (SEVEN: level-1 spots that give the last two tiles the same level-2 spots); the node
  first tries a few moves in the usual order, as a cut-off usually comes at once.
* Four plies from the end, a game with ``game.after_reply(s, k)`` values the mover's moves followed by
  the other's reply ``k`` without searching (SEVEN: by class, for level-1 spots); once a move has failed,
  the node drops each later move such a reply (a killer of the next ply, or one of ``game.reply_tables``)
  holds to no better than alpha; a move no table can class is answered by ``table.exact(m, checked=True)``
  (one exact ending) after the first reply the last call found legal (``table.legal``), before a search.
* Narrowing (a level's ``narrow`` > 0, games with ``game.stream(s, narrow)``): a selective search that
  lists only a few representative moves of each kind the game tells apart (SEVEN: level-1 spots by the
  tiles they lift), at the root and at nodes with three plies or more to go. It proves nothing, so the
  exact endgame never narrows.
* Symmetry at the root: with ``game.canonical_key``, root moves that lead to the same position up to
  the table's symmetries are searched once (the first of them in the game's move order stands for all).
* Bounds in a proof: a game with ``game.bounds(s)`` (SEVEN: from the levels alone) says how well and how
  badly the mover can end at best; a node whose bound already settles the window is not searched, and
  with ``game.bounds_after(s, m)`` neither is a move whose child's bounds settle it (without making it).
* Probes in a proof (``probe.Prober``, games with ``game.kind`` and ``game.mobility``): where the proof
  seeks a cut-off a few plies from the end, a few candidate answers are first searched with a small work
  limit, and the first that proves the cut-off is taken: the cheapest refutation, not the first found.
* A proof asks the highest question first: "does a root move win?" (a null window at a draw), over the
  root moves until ``WIN_PASS_WORK`` nodes are spent; only then is the draw searched for. Refuting a win is
  much cheaper than refuting a draw, and the bounds found carry over (a move shown to lose needs no second
  look).

Values are from the point of view of the side to move: leaves use the game's evaluation in [0, 1],
mapped to [−1, 1]; finished games are ±WIN (more than any evaluation) or 0.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterator, Sequence

from .probe import PROBE_PLIES, Prober
from .search import Budget

WIN = 2.0
EXACT, LOWER, UPPER = 0, 1, 2


def _result(v: float) -> float:
    """A finished game's value for a player (1, ½ or 0) as a search value: +WIN, 0 or −WIN."""
    return WIN if v > 0.5 else (-WIN if v < 0.5 else 0.0)


class _Replies:
    """The reply tables (``game.after_reply``) of one node four plies from the end: by reply, and in the
    order to try them (the one that refuted a move last first)."""

    def __init__(self) -> None:
        self.known: dict[Any, Any] = {}
        self.order: list[Any] | None = None
        """Made when the node first looks for a refuted move (most nodes cut off at their first move)."""


class Negamax:
    def __init__(self, game: Any, budget: Budget, evaluate_all: Callable[[Any], Sequence[float]] | None = None,
                 narrow: int = 0) -> None:
        self.game = game
        self.narrow = narrow if getattr(game, "stream", None) is not None else 0
        """Selective search: below the root, ``game.stream(s, narrow)`` lists only representative moves."""
        self.budget = budget
        self.ev = evaluate_all or game.evaluate_all
        self.play = getattr(game, "play", game.apply)
        self.stream = getattr(game, "stream", None)
        self.legal_quick = getattr(game, "legal_quick", None) or self._legal_in
        self.after_best = getattr(game, "after_best", None)
        self.plies_left = getattr(game, "plies_left", None)
        self.exact_two = getattr(game, "exact_two", None) if self.plies_left is not None else None
        self.last_three = getattr(game, "last_three", None) if self.exact_two is not None else None
        self.after_reply = getattr(game, "after_reply", None) if self.exact_two is not None else None
        self.reply_tables = getattr(game, "reply_tables", None) if self.after_reply is not None else None
        self.key = game.key
        self.prober = Prober(self) if all(hasattr(game, a) for a in ("kind", "mobility", "stream")) else None
        self.proving = False
        """True while the root searches to the end of the game (the proof iteration): bounds and probes
        are used only then."""
        self.bounds = getattr(game, "bounds", None)
        """``game.bounds(s)``: the lowest result the mover can ensure and the highest they can hope for
        (1, ½, 0), cheaply."""
        self.bounds_after = getattr(game, "bounds_after", None)
        """``game.bounds_after(s, m)``: ``bounds`` of the position after ``m``, without making it (or None)."""
        self.probing = 0
        """How many probes are running (nested): their reply-table calls count against the node budget."""
        self.tt: dict[Hashable, tuple[int, float, int, Any]] = {}
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
        return 2.0 * self.ev(s)[p] - 1.0

    # --- ordering -----------------------------------------------------------------------------------
    def moves(self, s: Any, ply: int, first: Any, narrow: bool = False) -> Iterator[Any]:
        """Moves in search order: the table's move, killers still legal here, then the game's groups (or its
        list), each sorted by the history heuristic. With ``game.stream`` later groups are made only if the
        search gets that far (a cut-off early saves listing them)."""
        game = self.game
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
            groups: Any = [game.legal_moves(s)]
        elif self.last_three is not None and self.plies_left(s) == 3:
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
        """Moves of a node three plies from the end: the first few as ``game.stream`` orders them (a cut-off
        usually comes at once), then the rest from ``game.last_three``, which leaves out moves proven to end
        as one it keeps (worth its cost only when the node has to look at many moves)."""
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

    def _legal_in(self, s: Any, m: Any) -> bool:
        return m in self.game.legal_moves(s)

    def _cutoff(self, m: Any, ply: int, depth: int) -> None:
        ks = self.killers.setdefault(ply, [])
        if m not in ks:
            ks.insert(0, m)
            del ks[2:]
        self.history[m] = self.history.get(m, 0) + depth * depth

    # --- search -------------------------------------------------------------------------------------
    def child(self, s: Any, m: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value for ``p`` (who moves in ``s``) of playing ``m``: negated when the turn passes to the other."""
        c = self.play(s, m)
        q = self.game.to_move(c)
        if q is None:
            self.budget.spend()
            return self.terminal(c, p)
        if q == p:
            return self.negamax(c, q, depth - 1, alpha, beta, ply + 1)
        return -self.negamax(c, q, depth - 1, -beta, -alpha, ply + 1)

    def negamax(self, s: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Value of live position ``s`` for ``p``, the player to move in it."""
        if self.exact_two is not None and self.plies_left(s) == 2:
            self.budget.spend()
            return _result(self.exact_two(s)[p])
        if depth <= 0 or self.budget.spend():
            return self.static(s, p)
        if depth == 1 and self.after_best is not None:
            return self.horizon(s, p)
        if self.proving and self.bounds is not None:
            lo, hi = self.bounds(s)
            v = _result(hi)
            if v <= alpha:
                return v
            v = _result(lo)
            if v >= beta:
                return v
        key = self.key(s)
        entry = self.tt.get(key)
        first = None
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        a0 = alpha
        best = -WIN - 1.0
        best_move = None
        replies = None
        if self.after_reply is not None and depth >= 3 and self.plies_left(s) == 4:
            replies = _Replies()
        if self.proving and self.prober is not None and ply > 0 and self.plies_left(s) >= PROBE_PLIES:
            got = self.prober.refute(s, p, depth, beta, ply)  # (ply 0 is the root, searched by ``root``)
            if got is not None or self.budget.out:
                return got if got is not None else best
        # narrowing pays where the subtree is deep; one ply above the horizon a cut-off comes after a few
        # moves, and sorting every move into kinds first would cost more than it saves
        after = self.bounds_after if self.proving else None
        for m in self.moves(s, ply, first, self.narrow > 0 and depth >= 3):
            if after is not None:
                got = after(s, m)
                if got is not None:
                    hi = -_result(got[0])  # the other's lowest result is the mover's highest
                    if hi <= alpha:
                        best = max(best, hi)
                        continue
                    lo = -_result(got[1])
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
        flag = UPPER if best <= a0 else (LOWER if best >= beta else EXACT)
        self.tt[key] = (depth, best, flag, best_move)
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
        self.tt[self.key(s)] = (depth, v, LOWER, m)

    def _refuted(self, s: Any, m: Any, ply: int, replies: _Replies, alpha: float) -> float | None:
        """Four plies from the end: the exact value of ``m`` answered by a reply that refuted a move before
        (a killer of the next ply) or one the game offers (``game.reply_tables``), when ``game.after_reply``
        knows it without searching and it is no better than ``alpha`` — then ``m`` is no better either (the
        reply is one the other player may choose)."""
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
            v = _result(v2)
            if v <= alpha:
                if i:
                    order.insert(0, order.pop(i))  # the table that refuted last is tried first
                return v
        if legal is not None:  # no class known: one exact ending after the first reply still legal
            v = _result(legal.exact(m, checked=True))
            return v if v <= alpha else None
        return None

    def horizon(self, s: Any, p: int) -> float:
        """Depth 1 by the game's ``after_best``: the mover's best placement valued without listing them all;
        exact when that placement ends the game."""
        v = self.after_best(s)
        left = self.plies_left(s) if self.plies_left is not None else 2
        if left <= 1:
            return _result(v[p])
        return 2.0 * v[p] - 1.0

    def root(self, s: Any, moves: Sequence[Any], max_depth: int, exact: int = 0
             ) -> tuple[Any, dict[Any, float], int, bool]:
        """The best move, values of the root moves (side to move's view; moves proven no better than the best
        carry an upper bound) from the deepest finished iteration, that depth, and whether the search reached
        the end of the game (exact)."""
        game = self.game
        p = game.to_move(s)
        left = self.plies_left(s) if self.plies_left is not None else 10**9
        solve = exact > 0 and left <= exact
        top = left if solve else min(max_depth, left)
        if solve and self.exact_two is not None and left >= 3:
            top = left - 1  # the nodes two placements from the end are solved directly: one ply less is exact
        reps = self._representatives(s, list(moves))
        order = list(dict.fromkeys(reps.values()))  # one move per class of symmetric results
        result: dict[Any, float] = {}
        reached = 0
        proven = False
        for depth in self._depths(top, solve):
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
            got: dict[Any, float] = {}
            alpha = -WIN
            won = False
            bounds: dict[Any, float] = {}
            if solve and depth == top and len(order) > 1:
                winner, bounds = self._win_pass(s, p, depth, order)
                if winner is not None:
                    result, reached, proven = {winner: WIN}, depth, True
                    break
            for m in order:
                if got and bounds.get(m, WIN) <= alpha:
                    got[m] = bounds[m]  # shown no better than the best by the win pass
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
                    won = True  # a proven win: no other move can do better
                    break
            if self.budget.out and depth > 1:
                break
            if len(got) < len(order) and not won:
                if not result:
                    result = got
                break
            result = got
            reached = depth
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
        return best, values, reached, proven or (solve and reached == top)

    def _win_pass(self, s: Any, p: int, depth: int, order: list[Any]) -> tuple[Any, dict[Any, float]]:
        """The proof's first question, for every root move in turn: does it win (a null window at a draw)?
        Two orders are taken in turn: the iterations' order, and the moves that leave the opponent fewest
        answers first (``game.mobility``: such a win is likelier and cheaper to prove), each move asked
        once. The pass stops after ``WIN_PASS_WORK`` nodes without a win: a win is mostly found early and
        cheaply in that order, and in a lost position the pass's bounds (at a draw) are work the main pass
        repeats at the loss. The first winning move, else None and the upper bound of each move asked (a
        fail-soft search that stays below the window returns a bound: a move shown to lose is known to
        lose)."""
        bounds: dict[Any, float] = {}
        mobility = getattr(self.game, "mobility", None)
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
        canon = getattr(self.game, "canonical_key", None)
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

    ``narrow`` makes the search selective below the root (``Negamax.narrow``), except when it solves the
    game's end exactly (``exact`` plies or fewer left): a proof needs every move."""
    budget = Budget(node_budget, deadline)
    left = game.plies_left(s) if hasattr(game, "plies_left") else 10**9
    engine = Negamax(game, budget, narrow=0 if exact > 0 and left <= exact else narrow)
    if engine.narrow:  # the root too: one or a few moves of each kind, every kind
        moves = [m for group in engine.stream(s, engine.narrow) for m in group]
    else:
        moves = game.legal_moves(s)
    best, values, depth, exact_done = engine.root(s, moves, max_depth, exact)
    return best, values, depth, budget.nodes, exact_done

