"""The bot, written once for every game: determinize, search each sample, vote.

It reads only a view (what its seat may know), samples full states consistent with it
(``game.determinize``), searches each sample (``search.root_values``) and adds up the root moves'
values across samples; the move with the best total wins (ties: more samples in which it was best,
then the game's move order). Its generator is derived from its seed and the view alone, so the same
view and seed give the same move whatever the real hidden cards are.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Hashable

from ..core.rng import derive, digest
from .levels import Level, for_game, level
from .negamax import search_move
from .search import Budget, Searcher


@dataclass
class Thought:
    """What the last search did (for benchmarks and the page's 'thinking' line)."""

    samples: int = 0
    nodes: int = 0
    depth: int = 0
    seconds: float = 0.0
    scores: dict[str, float] = field(default_factory=dict)
    exact: bool = False
    """Perfect-information search only: the value is proven (searched to the end of the game)."""


class Bot:
    def __init__(self, level_name: str = "normal", seed: int = 0, time_budget: float | None | str = "level") -> None:
        self.level: Level = level(level_name)
        self.seed = seed
        self.time_budget = self.level.time_budget if time_budget == "level" else time_budget
        self.budget_asked = time_budget
        self.last = Thought()

    @property
    def name(self) -> str:
        return self.level.name

    def choose(self, game: Any, view: dict[str, Any]) -> Any:
        """A legal move for the seat whose view this is (it must be that seat's turn)."""
        start = time.perf_counter()
        rng = derive(self.seed, "bot", self.level.name, digest(view))
        first = game.determinize(view, rng)
        moves = game.legal_moves(first)
        if not moves:
            raise ValueError("the bot was asked to move when it has no move")
        self.last = Thought()
        if len(moves) == 1:
            return moves[0]
        if game.info.perfect_information:
            return self._search(game, first, moves, rng, start)
        lv = self.level
        if lv.samples == 0 or (lv.noise and rng.random() < lv.noise):
            return moves[rng.randrange(len(moves))]
        deadline = None if self.time_budget is None else start + self.time_budget
        totals: dict[Hashable, float] = {m: 0.0 for m in moves}
        votes: dict[Hashable, int] = {m: 0 for m in moves}
        per_sample = max(1, lv.node_budget // lv.samples)
        nodes = 0
        depth = 0
        done = 0
        for i in range(lv.samples):
            s = first if i == 0 else game.determinize(view, rng)
            budget = Budget(per_sample, deadline)
            searcher = Searcher(game, budget, lv.playouts, rng, lv.style)
            values, reached = searcher.root_values(s, moves, lv.max_depth)
            nodes += budget.nodes
            if len(values) < len(moves):
                break  # not even one full iteration: time is up
            for m, v in values.items():
                totals[m] += v
            best = max(moves, key=lambda m: values[m])
            votes[best] += 1
            depth = max(depth, reached)
            done += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        order = {m: i for i, m in enumerate(moves)}
        choice = max(moves, key=lambda m: (totals[m], votes[m], -order[m]))
        self.last = Thought(done, nodes, depth, time.perf_counter() - start,
                            {game.format_move(first, m): totals[m] / max(done, 1) for m in moves})
        return choice

    def _search(self, game: Any, s: Any, moves: list[Any], rng: Any, start: float) -> Any:
        """Perfect information: alpha-beta on the real position (``negamax``), exact near the end."""
        lv = for_game(game, self.level.name)
        if lv.samples == 0 or (lv.noise and rng.random() < lv.noise):
            return moves[rng.randrange(len(moves))]
        left = game.plies_left(s) if hasattr(game, "plies_left") else 10**9
        solving = lv.exact > 0 and left <= lv.exact
        nodes = lv.exact_nodes if solving else lv.node_budget
        asked = self.budget_asked
        if asked == "level":
            seconds = lv.exact_time if solving else lv.time_budget
        else:
            seconds = asked  # type: ignore[assignment]  # None (nodes only) or the caller's seconds
        fallback = solving and lv.narrow > 0  # a selective search if the proof runs out of budget
        reserve = (lv.time_budget or 0.0) if fallback else 0.0
        deadline = None if seconds is None else start + max(seconds - reserve, seconds / 2)
        best, values, depth, used, exact = search_move(game, s, lv.max_depth, nodes, deadline, lv.exact, lv.narrow)
        if fallback and not exact:
            # the full-width proof ran out; the selective search sees further in what is left of the time
            deadline = None if seconds is None else start + seconds
            best, values, depth, more, _ = search_move(game, s, lv.max_depth, lv.node_budget, deadline, 0, lv.narrow)
            used += more
        self.last = Thought(1, used, depth, time.perf_counter() - start,
                            {game.format_move(s, m): v for m, v in values.items()}, exact)
        return best  # type: ignore[no-any-return]


def make_bot(level_name: str, seed: int = 0, time_budget: float | None | str = "level") -> Bot:
    """A bot of ``level_name`` ("random", "easy", "normal", "hard"); ``BadOption`` for an unknown level."""
    return Bot(level_name, seed, time_budget)
