"""The bot, written once for every game: determinize, search each sample, vote.

It reads only a view (what its seat may know), samples full states consistent with it
(``game.determinize``), searches each sample (``search.Searcher``) and adds up the root moves'
values across samples; the move with the best total wins (ties: more samples in which it was best,
then the game's move order). Its generator is derived from its seed and the view alone, so the same
view and seed give the same move whatever the real hidden cards are.

A two-player game of perfect information is searched on the real position by alpha-beta instead: the
game's own engine when it offers ``TunedSearch`` (SEVEN's exact endgame), else ``alphabeta``. The level is
the game's (``levels.for_game``). The bot never decides a chance step (``sevens.core.chance`` resolves it).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Hashable

from ..core.capabilities import PerfectSearch, PolicyMove, PolicyStyles, TunedSearch, TurnClock, offers
from ..core.errors import SevensError, shown
from ..core.game import CHANCE
from ..core.rng import derive, digest
from . import alphabeta
from .levels import ANYTIME_NODES, Level, for_game, level
from .search import Budget, Searcher, values_of

ANYTIME_DEPTH = 64
"""The deepest iteration of such a search (the generic alpha-beta deepens until the clock stops it)."""
MAX_SAMPLES = 20_000
"""At most this many determinizations per move, whatever the time (a guard, never reached in practice)."""

Result = tuple[Any, dict[Any, float], int, int, bool]
"""A perfect-information search's answer: best move, root values, depth, nodes, proven."""


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
        """The default table's level of that name (``choose`` plays the game's own, ``levels.for_game``)."""
        self.seed = seed
        self.budget_asked = time_budget
        """"level" (each level's own seconds), None (nodes only) or seconds per move."""
        self.last = Thought()

    @property
    def name(self) -> str:
        return self.level.name

    def seconds(self, lv: Level, solving: bool = False, taken: int = 0) -> float | None:
        """Seconds this move may take: the level's own (its exact search's when ``solving``; its share of the
        turn after ``taken`` decisions of it, ``Level.turn_seconds``) or the caller's."""
        asked = self.budget_asked
        if asked == "level":
            return lv.seconds(solving, taken)
        if asked is None or isinstance(asked, (int, float)):
            return asked
        raise SevensError(f"bad time budget {shown(asked)}", f"時間の指定 {shown(asked)} が正しくありません")

    def choose(self, game: Any, view: dict[str, Any]) -> Any:
        """A legal move for the seat whose view this is (it must be that seat's decision)."""
        start = time.perf_counter()
        lv = for_game(game, self.level.name)
        rng = derive(self.seed, "bot", self.level.name, digest(view))
        first = self._sample(game, view, rng)
        if game.to_move(first) == CHANCE:
            raise SevensError("the bot was asked to decide a chance step: resolve it from the seed "
                              "(sevens.core.chance.resolve)",
                              "偶然の手番をボットに選ばせようとしました。シードから決めてください（chance.resolve）")
        moves = game.legal_moves(first)
        if not moves:
            raise ValueError("the bot was asked to move when it has no move")
        self.last = Thought()
        if len(moves) == 1:
            return moves[0]
        if lv.samples == 0 or (lv.noise and rng.random() < lv.noise):
            return moves[rng.randrange(len(moves))]
        if game.info.perfect_information and game.players(first) == 2:
            return self._search(game, lv, first, moves, rng, start)
        return self._vote(game, lv, view, first, moves, rng, start)

    def _sample(self, game: Any, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state consistent with ``view`` (the only way the bot sees hidden cards: guessed)."""
        return game.determinize(view, rng)

    def _vote(self, game: Any, lv: Level, view: dict[str, Any], first: Any, moves: list[Any],
              rng: random.Random, start: float) -> Any:
        """Search determinizations (``first`` the first of them) and vote.

        By node budgets (``time_budget=None``): ``lv.samples`` samples sharing ``lv.node_budget``, reproducible.
        By seconds (anytime): samples of the same size one after another until the seconds are spent; a
        sample the clock cut short is dropped (its values come from a shallower search than the others'). The
        first is always kept: with playout leaves the clock may cut even its first pass, and the moves it had no
        time to play out are then left out of the choice (``Searcher.first_pass_by_clock``)."""
        seat = game.to_move(first)
        taken = game.turn_decisions(first) if lv.turn_seconds is not None and offers(game, TurnClock) else 0
        seconds = self.seconds(lv, taken=taken)
        deadline = None if seconds is None else start + seconds
        anytime = deadline is not None
        totals: dict[Hashable, float] = {m: 0.0 for m in moves}
        votes: dict[Hashable, int] = {m: 0 for m in moves}
        valued: set[Hashable] = set()  # the moves a sample valued: all, unless the clock cut the first one short
        per_sample = max(1, lv.node_budget // lv.samples)
        evaluate = values_of(game, lv.style)
        nodes = 0
        depth = 0
        done = 0
        limit = MAX_SAMPLES if anytime else lv.samples
        prior = None
        if lv.prior and offers(game, PolicyMove):
            # the first sample's: the policy reads only what the seat may know (of the level's style, if several)
            styled = offers(game, PolicyStyles)
            prior = game.policy_style(lv.style, seat)[0](first) if styled else game.policy_move(first)
        for i in range(limit):
            s = first if i == 0 else self._sample(game, view, rng)
            budget = Budget(per_sample, deadline)
            searcher = Searcher(game, budget, lv.playouts, rng, lv.style, lv.chance_samples, evaluate, lv.horizon,
                                seat)
            values, reached = searcher.root_values(s, moves, lv.max_depth, prior)
            # every move has a value (``root_values``' first pass) whatever the node budget; by the clock, with
            # playouts, only those played out in time (``Searcher.first_pass_by_clock``)
            nodes += budget.nodes
            late = deadline is not None and time.perf_counter() > deadline
            if late and done > 0 and budget.out and (budget.nodes < per_sample or len(values) < len(moves)):
                break  # cut short by the clock: dropped
            for m, v in values.items():
                totals[m] += v
                valued.add(m)
            best = max(values, key=lambda m: values[m])
            votes[best] += 1
            depth = max(depth, reached)
            done += 1
            if late:
                break
        if prior is not None and prior in totals:
            totals[prior] += lv.prior * done
        order = {m: i for i, m in enumerate(moves)}
        choice = max((m for m in moves if m in valued), key=lambda m: (totals[m], votes[m], -order[m]))
        self.last = Thought(done, nodes, depth, time.perf_counter() - start,
                            {game.format_move(first, m): totals[m] / max(done, 1) for m in moves if m in valued})
        return choice

    def _search(self, game: Any, lv: Level, s: Any, moves: list[Any], rng: random.Random, start: float) -> Any:
        """Perfect information, two players: the game's own engine (``TunedSearch``) by its level, else the
        generic alpha-beta on the real position, exact near the end."""
        result: Result
        if isinstance(game, TunedSearch):
            result = game.search(s, lv, start, self.seconds(lv), self.seconds(lv, True))
        else:
            left = game.plies_left(s) if isinstance(game, PerfectSearch) else alphabeta.FAR
            solving = lv.exact > 0 and left <= lv.exact
            seconds = self.seconds(lv, solving)
            deadline = None if seconds is None else start + seconds
            # anytime with seconds: deepen until the clock stops it; by nodes: the level's depth and nodes
            depth, nodes = (lv.max_depth, lv.nodes(solving)) if deadline is None else (ANYTIME_DEPTH, ANYTIME_NODES)
            result = alphabeta.search_move(game, s, depth, nodes, deadline, lv.exact, lv.chance_samples, rng)
        best, values, depth, used, exact = result
        self.last = Thought(1, used, depth, time.perf_counter() - start,
                            {game.format_move(s, m): v for m, v in values.items()}, exact)
        return best


def make_bot(level_name: str, seed: int = 0, time_budget: float | None | str = "level") -> Bot:
    """A bot of ``level_name`` ("random", "easy", "normal", "hard"); ``BadOption`` for an unknown level."""
    return Bot(level_name, seed, time_budget)
