"""Cheap refutations in an exact proof: a probe before the ordinary search of a node.

A proof must answer every move of the side being refuted, and which answer it picks decides how much is
left to prove. In SEVEN, six placements from the end, after one reply of the other player the mover has two
or three placements left to look at, after another several hundred; both replies may refute. The ordinary
move order (the table's move, killers, the tiles that go highest first) finds a refutation, rarely the
cheapest, and the same few hundred placements are then proven again under every root move.

So where the proof looks for a cut-off (``proof.Proof`` in proof mode, ``PROBE_PLIES`` or more from the end,
below the root), a probe first tries a few candidates, each with a small search cut off after ``LIMIT``
units of the node budget (nodes, endings and, meanwhile, reply-table calls; a search cut short stores
nothing), and keeps the first one whose complete search proves the cut-off:

* the book: answers that refuted at this depth before, most reliable first (sibling positions differ by
  one placement, so an answer that worked once often works again);
* then new candidates: if the node has few moves, those after which the opponent has fewest
  (``game.mobility``); else one move of each kind the game tells apart (``game.kind``; SEVEN: which tiles
  a spot on the table lifts to level 2), round-robin over the kinds.

A probe proves only what its complete search proves, so the proof's results are the same with or without
it; only the refutation found, and the time to find it, change. Its limits are node-budget units, not
seconds, so a search with a node budget stays reproducible.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .proof import Proof

PROBE_PLIES = 5
"""Probes run at nodes with at least this many plies left (SEVEN: the replies to the root of a 6-ply proof)."""
BOOK_TRIES = 4
"""Book answers tried per node (those still legal, most reliable first)."""
LIMIT = 30
"""Node-budget units a book answer may use."""
EXPLORE = 16
"""New candidates tried per exploring node."""
EXPLORE_LIMIT = 12
"""Node-budget units a new candidate may use (a cheap refutation proves itself in a few nodes)."""
FEW = 24
"""A node with at most this many moves ranks all of them by the opponent's mobility."""
FEW_TRY = 4
"""How many of those are tried (only ones that leave the opponent fewer than ``FEW_MOBILITY`` moves)."""
FEW_MOBILITY = 100


class Prober:
    """The probes of one search (``engine``, a ``proof.Proof``): a book per depth (ply from the root)."""

    def __init__(self, engine: Proof, kind: Callable[[Any, Any], Any], mobility: Callable[[Any], int]) -> None:
        self.engine = engine
        self.kind = kind
        self.mobility = mobility
        self.books: dict[int, dict[Any, list[int]]] = {}

    def refute(self, s: Any, p: int, depth: int, beta: float, ply: int) -> float | None:
        """A value ≥ ``beta`` for ``p`` proven by a cheap complete search of one candidate, or None."""
        engine = self.engine
        book = self.books.setdefault(ply, {})
        tried: set[Any] = set()

        def attempt(m: Any, limit: int) -> float | None:
            tried.add(m)
            v, done = engine.limited(lambda: engine.child(s, m, p, depth, beta - 1e-9, beta, ply), limit)
            if engine.budget.out:
                return None
            entry = book.get(m)
            if done and v >= beta:
                if entry is None:
                    entry = book[m] = [0, 0]
                entry[0] += 1
                engine.refuted_by(s, m, v, depth, ply)
                return v
            if entry is not None:
                entry[1] += 1
            return None

        ranked = sorted(book, key=lambda m: -(book[m][0] + 1) / (book[m][0] + book[m][1] + 2))
        tries = 0
        for m in ranked:
            if tries >= BOOK_TRIES:
                break
            if engine.legal_quick(s, m):
                tries += 1
                got = attempt(m, LIMIT)
                if got is not None or engine.budget.out:
                    return got
        for m in self._candidates(s, tried):
            got = attempt(m, EXPLORE_LIMIT)
            if got is not None or engine.budget.out:
                return got
        return None

    def _candidates(self, s: Any, tried: set[Any]) -> list[Any]:
        engine = self.engine
        assert engine.stream is not None
        moves = [m for group in engine.stream(s) for m in group if m not in tried]
        if len(moves) <= FEW:
            ranked = sorted((self.mobility(engine.play(s, m)), i, m) for i, m in enumerate(moves))
            return [m for mob, _, m in ranked[:FEW_TRY] if mob < FEW_MOBILITY]
        by_kind: dict[Any, list[Any]] = {}
        for m in moves:
            k = self.kind(s, m)
            if k:  # None: a move the game does not group; empty: one that changes nothing it tells apart
                by_kind.setdefault(k, []).append(m)
        lists = list(by_kind.values())
        picks: list[Any] = []
        i = 0
        while len(picks) < EXPLORE and any(i < len(group) for group in lists):
            for group in lists:
                if i < len(group) and len(picks) < EXPLORE:
                    picks.append(group[(i * 7) % len(group)])
            i += 1
        return list(dict.fromkeys(picks))
