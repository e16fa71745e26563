"""Bot levels: they differ in search depth, samples of the hidden cards, and budget.

The names are the same for every game (random, easy, normal, hard); what each means is the game's own table
when the game offers ``BotLevels`` (SEVEN's is in its package), else ``LEVELS`` for imperfect information and
``PERFECT`` for perfect information.

The node budget makes a move reproducible (same view + same seed ⇒ same move); the time budget is a
safety cap for slow machines (a page in Pyodide runs about 1.3–2.4× slower than CPython). When the time
cap cuts a search, the move still depends only on the view, the seed and the machine's speed, never on
hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.capabilities import BotLevels, offers
from ..core.errors import BadOption, shown


MIN_SLICE = 0.05
"""The fewest seconds a decision gets once its turn's seconds are spent (``Level.turn_seconds``): at least the
first root move of the first sample is searched whatever the clock says (its playout runs to its end)."""

ANYTIME_NODES = 10**9
"""The node budget of a search that seconds govern (anytime: the clock stops it, never the nodes); the
generic bot and a game's own engine (``TunedSearch``) both use it."""


@dataclass(frozen=True)
class Level:
    name: str
    samples: int
    """How many full states are sampled from the view (determinization); perfect information: 1 (0: random)."""
    max_depth: int
    """Deepest iteration of iterative deepening, in plies (in turns where a turn holds several decisions).
    Where depth counts plies, a chance step (a die, a draw) counts as a ply."""
    node_budget: int
    """Nodes searched per move, over all samples."""
    time_budget: float | None
    """Seconds per move at most (None: nodes only)."""
    style: str = "full"
    """Which of the game's evaluations to use (``EvaluationStyles.evaluator(style)``), if it has several."""
    playouts: int = 0
    """Policy playouts per leaf (0: the game's static evaluation)."""
    horizon: int = 0
    """Turns each playout plays (``TurnPlayouts``; 0: as far as the game's own ``playout`` goes)."""
    noise: float = 0.0
    """Chance of a random legal move instead of the searched one (easy only)."""
    exact: int = 0
    """Perfect-information games: with this many plies left or fewer (``PerfectSearch.plies_left``), search to
    the end of the game; proven only if no leaf of it was valued by the evaluation."""
    exact_nodes: int = 0
    exact_time: float | None = None
    """Node and time budgets of that exact search (it may take longer than an ordinary move); 0 and None:
    the ordinary ``node_budget`` and ``time_budget`` (``nodes``, ``seconds``)."""
    chance_samples: int = 0
    """At a chance step the search takes the expectation over every outcome (0), or the mean over this many
    outcomes drawn from the bot's generator."""
    prior: float = 0.0
    """Games offering ``PolicyMove``: added to the policy move's value in every sample, so the search leaves the
    policy only where its values say clearly better (a flat search of few noisy playouts read by a static
    evaluation otherwise picks among near-equal moves by luck; 0: no prior)."""
    turn_seconds: float | None = None
    """Seconds a whole turn may take at most, for games whose turns are many decisions (``TurnClock``): with
    the level's own seconds, a decision gets ``time_budget`` while the turn's earlier decisions (counted as
    ``time_budget`` each: an anytime decision spends it whole) leave that much, else what is left, at least
    ``MIN_SLICE`` (None: every decision its ``time_budget``)."""

    def nodes(self, solving: bool) -> int:
        """The node budget of a move: the exact search's when ``solving`` (if the level sets one)."""
        return (self.exact_nodes or self.node_budget) if solving else self.node_budget

    def seconds(self, solving: bool, taken: int = 0) -> float | None:
        """The level's seconds for a move: the exact search's when ``solving`` (if the level sets them); with
        ``turn_seconds``, the share left of the turn after ``taken`` decisions of it."""
        if solving and self.exact_time is not None:
            return self.exact_time
        t = self.time_budget
        if t is None or self.turn_seconds is None:
            return t
        return max(MIN_SLICE, min(t, self.turn_seconds - taken * t))


LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, None),
    # easy and normal play the seed's advice (shed cards actively); easy errs now and then
    "easy": Level("easy", 2, 1, 400, 0.15, style="plain", noise=0.25),
    "normal": Level("normal", 6, 2, 4_000, 0.3, style="plain"),
    # hard adds the blocking strategy and the economy of passes, more samples and a deeper search
    "hard": Level("hard", 12, 3, 12_000, 1.0, style="full"),
}
"""The default levels for imperfect information (七並べ's: docs/bot.md)."""

PERFECT: dict[str, Level] = {
    # nothing hidden: one sample (the real position); the generic alpha-beta, exact near the end
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 1, 2, 2_000, 0.15, noise=0.3),
    "normal": Level("normal", 1, 4, 10_000, 0.5, exact=6, exact_nodes=30_000, exact_time=1.5),
    "hard": Level("hard", 1, 8, 60_000, 2.0, exact=10, exact_nodes=150_000, exact_time=5.0),
}
"""The default levels for perfect information (a game of its own offers ``BotLevels``)."""


TURNS: dict[str, Level] = {
    # hidden information and turns of several decisions: depth counts turns, and depth 1 (the rest of this
    # turn, every other seat's reactions and chance steps in it) costs 1,500-7,000 nodes on 4-player Dice
    # Race with 3 trip cards; with LEVELS' 1,000 nodes a sample no sample ever finished it. So fewer samples,
    # each with the nodes to finish depth 1 (hard: ~0.7 s a move in CPython; docs/bot.md)
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 2, 1, 2_000, 0.15, style="plain", noise=0.25),
    "normal": Level("normal", 3, 1, 12_000, 0.5, style="plain"),
    "hard": Level("hard", 4, 2, 32_000, 1.0, style="full"),
}
"""The default levels for imperfect information where a turn holds several decisions
(``GameInfo.multi_decision``)."""


def table(game: Any) -> Mapping[str, Any]:
    """The level table ``game`` plays by: its own, else the default for its kind of game (``PERFECT``,
    ``TURNS`` or ``LEVELS``)."""
    if offers(game, BotLevels):
        own: Mapping[str, Any] = game.bot_levels()
        return own
    if game.info.perfect_information:
        return PERFECT
    return TURNS if game.info.multi_decision else LEVELS


def for_game(game: Any, name: str) -> Level:
    """The level ``name`` as ``game`` plays it; ``BadOption`` naming the levels for an unknown name."""
    level(name)  # the same names everywhere; an unknown one is refused the same way
    got = table(game).get(name)
    if not isinstance(got, Level):
        names = ", ".join(table(game))
        raise BadOption("level", f"{game.id} has no bot level {shown(name)}; its levels are: {names}",
                        f"{game.id} にボットの強さ {shown(name)} はありません。選べるもの: {names}")
    return got


def level(name: str) -> Level:
    """The default level ``name``; ``BadOption`` naming the levels for an unknown name."""
    if not isinstance(name, str) or name not in LEVELS:
        names = ", ".join(LEVELS)
        raise BadOption("level", f"unknown bot level {shown(name)}; the levels are: {names}",
                        f"ボットの強さ {shown(name)} はありません。選べるもの: {names}")
    return LEVELS[name]
