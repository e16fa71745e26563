"""Information-set Monte Carlo tree search (single observer), written once for every game.

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG 4(2), 2012),
SO-ISMCTS: one tree for the bot's information set, every iteration on a fresh determinization.

Each iteration

1. samples a full state consistent with the bot's view (``game.determinize(view, rng)``);
2. descends the tree from the root, choosing among the moves *legal in that determinization* by UCB1
   with availability counts (a child's exploration term uses how often it was available, not how often
   its parent was visited: a card another seat may or may not hold is only sometimes a choice);
   a chance step (``to_move(s) == CHANCE``) draws its outcome from ``ChanceGame.chance_outcomes``;
3. adds one node for a move not tried yet;
4. values the new leaf: the game's vector evaluation (``evaluator(style)`` / ``evaluate_all`` /
   ``evaluate``), after a policy playout (``Playouts``) or a few random moves if the settings ask;
5. backs the value up per seat (max^n style): a node holds the rewards of the seat that decided the
   move leading to it, so every seat maximizes its own value.

The move played is the root child visited most. Children are keyed by the move itself, so a move an
observer does not see (a card passed face down) would be told apart by the tree anyway: SO-ISMCTS's
known imprecision, harmless in a game whose moves are all public (七並べ).

The generator comes from the seed and a digest of the view alone (``derive(seed, "ismcts", ...)``), so
under an iteration budget the same view and seed give the same move whatever the hidden cards are.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

from ..core.capabilities import ChanceGame, EvaluationStyles, Playouts, VectorEvaluation
from ..core.chance import pick
from ..core.game import CHANCE
from ..core.rng import derive, digest
from .bot import Thought as BotThought

Vector = Sequence[float]

LEAVES = ("eval", "playout", "random", "greedy")


@dataclass(frozen=True)
class Settings:
    """How the search values a leaf and how much it explores."""

    exploration: float = 0.25
    """UCB1's constant c in mean + c·sqrt(ln(available) / visits); rewards lie in [0, 1]. On 七並べ
    0.1, 0.25, 0.5 and 1.0 all played alike against ``hard`` (docs/ismcts.md); 0.25 scored best."""
    leaf: str = "eval"
    """"eval": the evaluation of the new node; "playout": the game's policy playout (``Playouts``; random
    moves to the end for a game without one), then the evaluation; "random": ``rollout`` random moves,
    then the evaluation; "greedy": ``rollout`` moves (0: until the searching seat decides again) each
    chosen by its mover's evaluation one move ahead, then the evaluation of where they lead."""
    rollout: int = 0
    """Moves played before the evaluation when ``leaf`` is "random" or "greedy"."""
    style: str = "full"
    """Which of the game's evaluations (``EvaluationStyles``) values a leaf."""
    pool: int = 0
    """0: a fresh determinization every iteration (Cowling et al.); k > 0: k determinizations drawn as
    needed and then used in turn. A game's ``determinize`` can cost more than the rest of an iteration
    (七並べ's reads the whole public log each time), so a pool buys iterations at equal time."""

    def __post_init__(self) -> None:
        if self.leaf not in LEAVES:
            raise ValueError(f"leaf must be one of {', '.join(LEAVES)}, not {self.leaf!r}")
        if self.exploration < 0 or self.rollout < 0 or self.pool < 0:
            raise ValueError("exploration, rollout and pool must not be negative")


@dataclass
class Thought(BotThought):
    """What the last search did: ``sevens.ai.bot.Thought`` (``samples`` = iterations, one determinization
    each; ``nodes`` in the tree; ``depth`` = deepest node in decisions from the root; ``scores`` = each root
    move's mean reward for the mover) and each root move's visits."""

    visits: dict[str, int] = field(default_factory=dict)

    @property
    def iterations(self) -> int:
        return self.samples


class Node:
    """One decision point of the tree: the move that led here, whose move it was, and its statistics."""

    __slots__ = ("mover", "children", "visits", "avail", "total")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        """The seat that chose the move leading here (``CHANCE`` for a chance outcome, -2 at the root)."""
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def vector_values(game: Any, style: str) -> Callable[[Any], Vector]:
    """The game's evaluation of every seat at once: a named style, else ``evaluate_all``, else one
    ``evaluate`` per seat."""
    if isinstance(game, EvaluationStyles):
        return game.evaluator(style)
    if isinstance(game, VectorEvaluation):
        return game.evaluate_all
    evaluate = game.evaluate
    players = game.players

    def each(s: Any) -> list[float]:
        return [evaluate(s, q) for q in range(players(s))]

    return each


class Ismcts:
    """A bot with the interface of ``sevens.ai.bot.Bot``: ``choose(game, view) -> move``.

    ``time_budget`` (seconds) and ``iterations`` both limit a move; the search stops at whichever runs
    out first (at least one iteration runs). With ``time_budget=None`` a move is reproducible.
    """

    def __init__(self, seed: int = 0, time_budget: float | None = 1.0, iterations: int | None = None,
                 settings: Settings | None = None, name: str = "ismcts") -> None:
        if time_budget is None and iterations is None:
            raise ValueError("give a time budget, an iteration budget or both")
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations
        self.settings = settings or Settings()
        self.name = name
        self.last = Thought()

    def choose(self, game: Any, view: dict[str, Any]) -> Any:
        """A legal move for the seat whose view this is (it must be that seat's decision)."""
        start = time.perf_counter()
        rng = derive(self.seed, "ismcts", digest(view))
        first = game.determinize(view, rng)
        me = game.to_move(first)
        moves = game.legal_moves(first)
        if me is None or me == CHANCE or not moves:
            raise ValueError("the bot was asked to move when it has no decision to make")
        self.last = Thought()
        if len(moves) == 1:
            return moves[0]
        st = self.settings
        values = vector_values(game, st.style)
        playout = game.playout if st.leaf == "playout" and isinstance(game, Playouts) else None
        chance = game if isinstance(game, ChanceGame) else None
        root = Node(-2)
        deadline = None if self.time_budget is None else start + self.time_budget
        limit = self.iterations if self.iterations is not None else 1 << 62
        c = st.exploration
        log = math.log
        sqrt = math.sqrt
        to_move = game.to_move
        legal_moves = game.legal_moves
        apply = game.apply
        done = 0
        nodes = 1
        deepest = 0
        pool: list[Any] = [first]
        size = st.pool
        while done < limit:
            if size and done >= size:
                s = pool[done % size]
            else:
                s = first if done == 0 else game.determinize(view, rng)
                if size and done:
                    pool.append(s)
            node = root
            path: list[Node] = []
            expanded = False
            while True:
                p = to_move(s)
                if p is None:
                    break
                if p == CHANCE:
                    if chance is None:
                        raise ValueError(f"{game.id} has a chance step but no chance_outcomes")
                    m = pick(chance.chance_outcomes(s), rng)
                    child = node.children.get(m)
                    if child is None:
                        child = node.children[m] = Node(CHANCE)
                        nodes += 1
                elif expanded:
                    break
                else:
                    legal = legal_moves(s)
                    children = node.children
                    untried = []
                    for m in legal:
                        ch = children.get(m)
                        if ch is None:
                            untried.append(m)
                        else:
                            ch.avail += 1
                    if untried:
                        m = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                        child = children[m] = Node(p)
                        nodes += 1
                        expanded = True
                    else:
                        best = -1.0
                        m = legal[0]
                        for mv in legal:
                            ch = children[mv]
                            u = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                            if u > best:
                                best = u
                                m = mv
                        child = children[m]
                s = apply(s, m)
                node = child
                path.append(child)
            if len(path) > deepest:
                deepest = len(path)
            reward = values(self._finish(game, s, playout, rng, values, me))
            for n in path:
                n.visits += 1
                if n.mover >= 0:
                    n.total += reward[n.mover]
            done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        order = {m: i for i, m in enumerate(moves)}
        kids = root.children

        def rank(m: Any) -> tuple[int, float, int]:
            ch = kids.get(m)
            if ch is None or ch.visits == 0:
                return (0, 0.0, -order[m])
            return (ch.visits, ch.total / ch.visits, -order[m])

        choice = max(moves, key=rank)
        self.last = Thought(
            done, nodes, deepest, time.perf_counter() - start,
            {game.format_move(first, m): kids[m].total / kids[m].visits for m in moves if m in kids and kids[m].visits},
            visits={game.format_move(first, m): kids[m].visits if m in kids else 0 for m in moves},
        )
        return choice

    def _finish(self, game: Any, s: Any, playout: Callable[[Any, random.Random], Any] | None,
                rng: random.Random, values: Callable[[Any], Vector], me: int) -> Any:
        """The state whose evaluation values the new leaf (``Settings.leaf``)."""
        st = self.settings
        if st.leaf == "eval" or game.to_move(s) is None:
            return s
        if st.leaf == "greedy":
            return self._greedy(game, s, rng, values, me)
        if playout is not None:
            return playout(s, rng)
        steps = st.rollout if st.leaf == "random" else game.info.max_moves
        chance = game if isinstance(game, ChanceGame) else None
        for _ in range(steps):
            p = game.to_move(s)
            if p is None:
                break
            if p == CHANCE and chance is not None:
                m = pick(chance.chance_outcomes(s), rng)
            else:
                moves = game.legal_moves(s)
                m = moves[rng.randrange(len(moves))]
            s = game.apply(s, m)
        return s

    def _greedy(self, game: Any, s: Any, rng: random.Random, values: Callable[[Any], Vector], me: int) -> Any:
        """Each mover takes the move its own evaluation likes best one move ahead (max^n at depth 1), so
        every leaf is valued after the same round of replies, whatever its depth in the tree: a value
        taken right after one's own move and one taken after the others' replies are not alike."""
        steps = self.settings.rollout or game.info.max_moves
        chance = game if isinstance(game, ChanceGame) else None
        for _ in range(steps):
            p = game.to_move(s)
            if p is None or (p == me and not self.settings.rollout):
                break
            if p == CHANCE and chance is not None:
                s = game.apply(s, pick(chance.chance_outcomes(s), rng))
                continue
            best = None
            top = -1.0
            for m in game.legal_moves(s):
                t = game.apply(s, m)
                v = values(t)[p]
                if v > top:
                    top = v
                    best = t
            s = best
        return s


def make_ismcts(seed: int = 0, time_budget: float | None = 1.0, iterations: int | None = None,
                **settings: Any) -> Ismcts:
    """An ISMCTS bot; ``settings`` are the fields of ``Settings`` (exploration, leaf, rollout, style)."""
    return Ismcts(seed, time_budget, iterations, Settings(**settings))
