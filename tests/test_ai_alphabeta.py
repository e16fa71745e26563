"""The generic alpha-beta (sevens.ai.alphabeta) alone: it finds what plain minimax finds on random game trees,
with and without a table or move groups; and the bot's levels per game (sevens.ai.levels)."""

from __future__ import annotations

import dataclasses
from typing import Any, Iterator

import pytest

from sevens.ai import make_bot
from sevens.ai.alphabeta import WIN, AlphaBeta, search_move
from sevens.ai.levels import LEVELS, PERFECT, Level, for_game
from sevens.ai.search import Budget
from sevens.core import get
from sevens.core.capabilities import BotLevels, TunedSearch
from sevens.core.errors import BadOption
from sevens.core.game import GameInfo, Outcome
from sevens.games.tetrahex import levels as tetrahex_levels
from treehelpers import ChanceTree, Node, RandomTree, expectimax, minimax


class Keyless:
    """A random tree without ``PerfectSearch`` (no table, plain ``apply``, no count of plies left) but with
    move groups."""

    def __init__(self, seed: int, depth: int) -> None:
        self.tree = RandomTree(seed, depth)
        self.info = self.tree.info
        self.to_move, self.players, self.legal_moves = self.tree.to_move, self.tree.players, self.tree.legal_moves
        self.apply, self.outcome, self.evaluate_all = self.tree.apply, self.tree.outcome, self.tree.evaluate_all

    def stream(self, s: Node, narrow: int = 0) -> Iterator[list[int]]:
        moves = self.legal_moves(s)
        yield moves[1:]  # a cut-off in the first group saves making the second
        yield moves[:1]


@pytest.mark.parametrize("seed", range(25))
def test_the_generic_engine_solves_what_plain_minimax_solves(seed: int) -> None:
    g = RandomTree(seed, 6)
    root = Node(())
    best, values, depth, nodes, exact = search_move(g, root, 6, 10**7, None, exact=6)
    truth = minimax(g, root, 0)
    assert exact and values[best] == truth and depth == 6
    assert minimax(g, g.apply(root, best), 0) == truth


def test_without_a_table_and_with_move_groups_the_values_stay_minimax() -> None:
    for seed in range(15):
        g = Keyless(seed, 5)
        engine = AlphaBeta(g, Budget(10**7, None))
        assert engine.key is None and engine.stream is not None
        best, values, depth, exact = engine.root(Node(()), g.legal_moves(Node(())), 5, exact=5)
        assert depth == 5 and not engine.tt and values[best] == minimax(g.tree, Node(()), 0)


def test_the_table_and_killers_do_not_change_a_fixed_depth_value() -> None:
    g = RandomTree(11, 5)
    root = Node(())
    fresh = [AlphaBeta(g, Budget(10**7, None)).negamax(root, 0, d, -WIN, WIN, 0) for d in (1, 2, 3, 4)]
    engine = AlphaBeta(g, Budget(10**7, None))
    reused = [engine.negamax(root, 0, d, -WIN, WIN, 0) for d in (1, 2, 3, 4)]
    assert fresh == reused and engine.tt


def test_a_tiny_budget_still_returns_a_legal_move_and_says_it_is_not_exact() -> None:
    g = RandomTree(3, 8)
    best, values, depth, nodes, exact = search_move(g, Node(()), 8, 5, None, exact=8)
    assert best in g.legal_moves(Node(())) and not exact and nodes <= 8


def test_levels_are_per_game_and_keep_their_names() -> None:
    seven, sevens = get("tetrahex"), get("shichinarabe")
    assert isinstance(seven, TunedSearch) and isinstance(seven, BotLevels)  # SEVEN's engine and table
    assert not isinstance(sevens, TunedSearch) and not isinstance(sevens, BotLevels)
    assert for_game(seven, "hard") is tetrahex_levels.LEVELS["hard"]  # SEVEN's own table (BotLevels)
    assert for_game(sevens, "hard") is LEVELS["hard"]  # imperfect information: the default
    assert for_game(RandomTree(1, 4), "normal") is PERFECT["normal"]  # perfect information: the default
    for name in ("random", "easy", "normal", "hard"):
        assert for_game(seven, name).name == for_game(sevens, name).name == name
    with pytest.raises(BadOption) as err:
        for_game(seven, "expert")
    assert err.value.option == "level" and "random, easy, normal, hard" in str(err.value)


def test_a_game_table_without_the_name_is_refused_naming_its_levels() -> None:
    class Short(RandomTree):
        def bot_levels(self) -> dict[str, Any]:
            return {"random": PERFECT["random"]}

    with pytest.raises(BadOption, match="its levels are: random"):
        for_game(Short(1, 4), "hard")


class Viewed(RandomTree):
    def view(self, s: Node, seat: int) -> dict[str, Any]:
        return {"path": list(s.path)}

    def determinize(self, v: dict[str, Any], rng: Any) -> Node:
        return Node(tuple(v["path"]))

    def format_move(self, s: Node, m: int) -> str:
        return str(m)


def test_the_bot_plays_a_perfect_information_game_without_its_own_engine() -> None:
    """A two-player game of perfect information without ``TunedSearch`` or ``BotLevels``: the generic
    alpha-beta with the default table, exact this close to the end; the move keeps the minimax value."""
    for seed in range(12):
        g = Viewed(seed, 5)
        root = Node(())
        bot = make_bot("hard", 1, None)
        m = bot.choose(g, g.view(root, 0))
        assert bot.last.exact and bot.last.samples == 1 and 0 < bot.last.nodes <= PERFECT["hard"].exact_nodes
        assert minimax(g, g.apply(root, m), 0) == minimax(g, root, 0)


@pytest.mark.parametrize("table", [True, False])
def test_with_chance_steps_alpha_beta_equals_plain_expectimax(table: bool) -> None:
    """120 random trees with chance steps and seats deciding twice in a row: the exact search's value is plain
    expectimax's, with the table and without it (the other root moves, proved no better with a null window,
    carry an upper bound of theirs)."""
    for seed in range(120):
        g = ChanceTree(seed, 5)
        root = Node(())
        engine = AlphaBeta(g, Budget(10**7, None))
        if not table:
            engine.key = None
        best, values, depth, exact = engine.root(root, g.legal_moves(root), 5, exact=5)
        assert exact and depth == 5 and bool(engine.tt) == table
        truth = expectimax(g, root, 0)
        assert values[best] == pytest.approx(truth) == expectimax(g, g.apply(root, best), 0)
        for m, v in values.items():
            assert expectimax(g, g.apply(root, m), 0) <= v + 1e-9 and v <= values[best] + 1e-9, (seed, m)


class Twin:
    """Seat 0 picks ``a`` (seat 1 then chooses between a win for seat 0 and a draw) or ``b`` (seat 0 chooses
    again, there). Both lead to the same position ``X`` for the table key, which leaves out who decides (as
    a game with reactions may): ``a`` is worth a draw to seat 0, ``b`` a win."""

    id = "twin"
    info = GameInfo("twin", "Twin", "双子", 2, 2, 2, perfect_information=True, reactions=True)

    def players(self, s: tuple[str, int]) -> int:
        return 2

    def to_move(self, s: tuple[str, int]) -> int | None:
        return None if s[0].startswith("end") else s[1]

    def legal_moves(self, s: tuple[str, int]) -> list[str]:
        return {"root": ["a", "b"], "X": ["win", "draw"]}.get(s[0], [])

    def apply(self, s: tuple[str, int], m: str) -> tuple[str, int]:
        return {"a": ("X", 1), "b": ("X", 0), "win": ("end-win", 0), "draw": ("end-draw", 0)}[m]

    play = apply

    def key(self, s: tuple[str, int]) -> Any:
        return s[0]

    def plies_left(self, s: tuple[str, int]) -> int:
        return {"root": 2, "X": 1}.get(s[0], 0)

    def outcome(self, s: tuple[str, int]) -> Outcome | None:
        if s[0] == "end-win":
            return Outcome((1, 2), (1.0, 0.0))
        return Outcome((1, 1), (0.0, 0.0)) if s[0] == "end-draw" else None

    def evaluate_all(self, s: tuple[str, int]) -> list[float]:
        return [0.5, 0.5]


def test_the_table_never_hands_a_value_to_the_other_seat() -> None:
    """The table's values are the deciding seat's: a key that leaves out who decides must not make seat 1's
    value at X (a draw: it refuses seat 0 the win) seat 0's there."""
    g = Twin()
    best, values, depth, nodes, exact = search_move(g, ("root", 0), 2, 10**4, None)
    assert values == {"a": 0.0, "b": WIN} and best == "b" and depth == 2


class Tuned(Viewed):
    """A random tree with its own engine (``TunedSearch``) and levels: it notes what the bot hands it."""

    def __init__(self, seed: int, depth: int) -> None:
        super().__init__(seed, depth)
        self.asked: list[tuple[Any, ...]] = []

    def bot_levels(self) -> dict[str, Level]:
        return dict(PERFECT)

    def search(self, s: Node, level: Any, start: float, seconds: float | None, exact_seconds: float | None
               ) -> tuple[Any, dict[Any, float], int, int, bool]:
        self.asked.append((level, seconds, exact_seconds))
        return search_move(self, s, level.max_depth, level.node_budget, None)


def test_the_bot_hands_a_tuned_game_its_level_and_times_and_keeps_no_game_logic() -> None:
    """How a game's own engine spends its level (SEVEN: an exact endgame with a selective fallback) is the
    game's: the bot passes the level and the seconds, and the generic level has no field of SEVEN's."""
    g = Tuned(5, 6)
    assert isinstance(g, TunedSearch)
    bot = make_bot("hard", 0)
    m = bot.choose(g, g.view(Node(()), 0))
    assert m in g.legal_moves(Node(())) and g.asked == [(PERFECT["hard"], 2.0, 5.0)]
    assert "narrow" not in {f.name for f in dataclasses.fields(Level)}


def test_a_node_lists_its_moves_once_for_the_killers_and_the_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without move groups, a node's legal moves are listed once (the killers are checked against that list):
    at most one listing per node searched."""
    listings = nodes = 0
    for seed in range(10):
        g = RandomTree(seed, 7)
        listed = g.legal_moves
        calls = [0]

        def counted(s: Node, listed: Any = listed, calls: list[int] = calls) -> list[int]:
            calls[0] += 1
            return list(listed(s))

        monkeypatch.setattr(g, "legal_moves", counted)
        budget = Budget(10**7, None)
        engine = AlphaBeta(g, budget)
        engine.root(Node(()), listed(Node(())), 7)
        assert engine.killers
        listings += calls[0]
        nodes += budget.nodes
    assert 0 < listings <= nodes
