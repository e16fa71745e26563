"""The game-agnostic search (sevens.ai.search) on small games whose best moves are known."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

import pytest

from sevens.ai import Level, make_bot
from sevens.core.game import GameInfo
from sevens.ai.levels import LEVELS
from sevens.ai.search import Budget, Searcher


class Pile(NamedTuple):
    stones: int
    turn: int
    players: int
    winner: int = -1


class TakeAway:
    """Take 1–3 stones; who takes the last stone wins. With 2 players, leave a multiple of 4."""

    id = "takeaway"
    info = GameInfo("takeaway", "Take-away", "石取り", 2, 4, 40, perfect_information=False)

    def players(self, s: Pile) -> int:
        return s.players

    def to_move(self, s: Pile) -> int | None:
        return None if s.winner >= 0 else s.turn

    def legal_moves(self, s: Pile) -> list[int]:
        return [] if s.winner >= 0 else [k for k in (1, 2, 3) if k <= s.stones]

    def apply(self, s: Pile, m: int) -> Pile:
        left = s.stones - m
        if left == 0:
            return Pile(0, s.turn, s.players, s.turn)
        return Pile(left, (s.turn + 1) % s.players, s.players)

    def evaluate(self, s: Pile, seat: int) -> float:
        if s.winner < 0:
            return 0.5
        return 1.0 if s.winner == seat else 0.0

    def determinize(self, v: dict[str, Any], rng: random.Random) -> Pile:
        return Pile(v["stones"], v["turn"], v["players"])

    def view(self, s: Pile, seat: int) -> dict[str, Any]:
        return {"stones": s.stones, "turn": s.turn, "players": s.players}

    def format_move(self, s: Pile, m: int) -> str:
        return str(m)

    def playout(self, s: Pile, rng: random.Random) -> Pile:
        while s.winner < 0:
            s = self.apply(s, rng.choice(self.legal_moves(s)))
        return s


GAME = TakeAway()


@pytest.mark.parametrize("stones", [5, 6, 7, 9, 10, 11])
def test_alphabeta_leaves_a_multiple_of_four(stones: int) -> None:
    s = Pile(stones, 0, 2)
    values, depth = Searcher(GAME, Budget(10**6, None)).root_values(s, GAME.legal_moves(s), stones)
    best = max(values, key=lambda m: values[m])
    assert (stones - best) % 4 == 0
    assert depth == stones
    assert values[best] == 1.0


def test_alphabeta_sees_a_lost_position_as_lost() -> None:
    s = Pile(8, 0, 2)
    values, _ = Searcher(GAME, Budget(10**6, None)).root_values(s, GAME.legal_moves(s), 8)
    assert set(values.values()) == {0.0}


def test_maxn_takes_the_last_stones_with_three_players() -> None:
    s = Pile(3, 1, 3)
    values, _ = Searcher(GAME, Budget(10**6, None)).root_values(s, GAME.legal_moves(s), 3)
    assert max(values, key=lambda m: values[m]) == 3 and values[3] == 1.0


def test_budget_stops_iterative_deepening_and_keeps_the_last_full_iteration() -> None:
    s = Pile(21, 0, 2)
    budget = Budget(40, None)
    values, depth = Searcher(GAME, budget).root_values(s, GAME.legal_moves(s), 21)
    assert budget.out
    assert 1 <= depth < 21
    assert set(values) == {1, 2, 3}


def test_playout_leaves_average_real_results() -> None:
    """With playouts, a leaf is worth the mean of finished games: a pile of 1 is a sure win for the mover."""
    s = Pile(2, 0, 2)
    searcher = Searcher(GAME, Budget(10**6, None), playouts=4, rng=random.Random(1))
    values, _ = searcher.root_values(s, GAME.legal_moves(s), 1)
    assert values[2] == 1.0  # takes both: wins at once
    assert values[1] == 0.0  # leaves one for the opponent, whose only move wins


def test_the_bot_plays_the_winning_move_through_the_generic_contract() -> None:
    LEVELS["test-perfect"] = Level("test-perfect", 1, 12, 10**6, None)
    try:
        bot = make_bot("test-perfect", seed=0)
        assert bot.choose(GAME, GAME.view(Pile(10, 0, 2), 0)) == 2
    finally:
        del LEVELS["test-perfect"]



def _dice_race_choice() -> tuple[Any, Any]:
    """4-player Dice Race with 3 trip cards each, at the first seat's first choice (advance or reroll)."""
    from sevens.core import get
    from sevens.core.chance import settle

    game = get("dicerace")
    s = settle(game, game.new(0, players=4, trips=3))
    assert game.decision(s).kind == "choose" and len(game.legal_moves(s)) > 1
    return game, s


@pytest.mark.parametrize("reverse", [False, True])
def test_a_root_move_cut_short_by_the_budget_keeps_no_partial_value(reverse: bool) -> None:
    """Depth counted in turns: depth 1 is the whole turn, far more than this budget. Every root move still
    gets a value (its child by the evaluation), the same whatever the moves' order; none is a partial search."""
    game, s = _dice_race_choice()
    moves = game.legal_moves(s)
    if reverse:
        moves = moves[::-1]
    values, depth = Searcher(game, Budget(60, None)).root_values(s, moves, 3)
    assert depth == 0 and set(values) == set(moves)
    ev = Searcher(game, Budget(10**6, None)).ev
    assert values == {m: ev(game.apply(s, m))[0] for m in moves}


def test_the_bot_votes_by_value_not_by_the_order_of_the_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """hard on 4-player Dice Race plays the same move whichever order the game lists its moves in."""
    game, s = _dice_race_choice()
    view = game.view(s, 0)
    first = make_bot("hard", 3, None).choose(game, view)
    listed = type(game).legal_moves
    monkeypatch.setattr(type(game), "legal_moves", lambda self, st: listed(self, st)[::-1])
    bot = make_bot("hard", 3, None)
    assert bot.choose(game, view) == first
    assert bot.last.depth >= 1  # the level's budget finishes the whole turn


class Aim(NamedTuple):
    """One choice among ``len(STATIC)`` moves (``chosen``); the game goes on after it (a playout ends it)."""

    chosen: int = -1


class SlowAim:
    """A one-decision game whose moves look one way to the static evaluation (``STATIC``) and are worth another
    (``TRUE``, what the playout finds); each playout advances a fake clock by a second (``clock``)."""

    id = "slowaim"
    info = GameInfo("slowaim", "Slow aim", "遅い的", 1, 1, 1, perfect_information=False)
    STATIC = (0.2, 0.9, 0.5, 0.7, 0.1)
    TRUE = (1.0, 0.3, 0.6, 0.4, 0.0)

    def __init__(self) -> None:
        self.clock = 0.0
        self.played: list[int] = []

    def players(self, s: Aim) -> int:
        return 1

    def to_move(self, s: Aim) -> int | None:
        return 0

    def legal_moves(self, s: Aim) -> list[int]:
        return list(range(len(self.STATIC))) if s.chosen < 0 else [0]

    def apply(self, s: Aim, m: int) -> Aim:
        return Aim(m)

    def evaluate(self, s: Aim, seat: int) -> float:
        return self.STATIC[s.chosen]

    def view(self, s: Aim, seat: int) -> dict[str, Any]:
        return {"chosen": s.chosen}

    def determinize(self, v: dict[str, Any], rng: random.Random) -> Aim:
        return Aim(v["chosen"])

    def format_move(self, s: Aim, m: int) -> str:
        return str(m)

    def playout_turns(self, s: Aim, rng: random.Random, turns: int) -> Any:
        self.played.append(s.chosen)
        self.clock += 1.0
        return ("played", s.chosen)

    def evaluate_all(self, s: Any) -> list[float]:
        if isinstance(s, tuple) and s[0] == "played":
            return [self.TRUE[s[1]]]
        return [self.STATIC[s.chosen]]


def test_by_the_clock_playouts_go_best_looking_first_and_stop_at_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playout leaves and a clock (the page's anytime bot): the root moves are played out in the order of their
    static value (a lead before them), and once the deadline is past the rest get no value (the first always has
    one)."""
    import sevens.ai.search as search

    game = SlowAim()
    monkeypatch.setattr(search.time, "perf_counter", lambda: game.clock)
    moves = game.legal_moves(Aim())
    by_look = sorted(moves, key=lambda m: -game.STATIC[m])  # 1, 3, 2, 0, 4
    for deadline, valued in ((0.5, 1), (2.5, 3), (100.0, 5)):
        game.clock, game.played = 0.0, []
        budget = Budget(10**6, deadline)
        values, _ = Searcher(game, budget, playouts=1, horizon=1).root_values(Aim(), moves, 0)
        assert game.played == by_look[:valued]
        assert values == {m: game.TRUE[m] for m in by_look[:valued]}
        assert budget.out == (valued < len(moves))
    # a lead (the policy's own move, where the level leans on it) goes first
    game.clock, game.played = 0.0, []
    values, _ = Searcher(game, Budget(10**6, 1.5), playouts=1, horizon=1).root_values(Aim(), moves, 0, lead=4)
    assert game.played == [4, 1] and set(values) == {4, 1}
    # by node budgets (no clock): every move, in the legal order, as before
    game.clock, game.played = 0.0, []
    values, _ = Searcher(game, Budget(3, None), playouts=1, horizon=1).root_values(Aim(), moves, 0)
    assert game.played == moves and set(values) == set(moves)


def test_the_bot_chooses_among_the_moves_played_out_in_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot whose seconds run out in its first sample's playouts plays the best of those it valued, never a
    move it had no time for (move 0 is the true best, but it looks poor and comes fourth)."""
    import sevens.ai.bot as bot_module
    import sevens.ai.search as search

    game = SlowAim()
    monkeypatch.setattr(search.time, "perf_counter", lambda: game.clock)
    monkeypatch.setattr(bot_module.time, "perf_counter", lambda: game.clock)
    LEVELS["test-clock"] = Level("test-clock", 2, 0, 10**6, 2.5, playouts=1, horizon=1)
    try:
        bot = make_bot("test-clock", seed=0)
        assert bot.choose(game, {"chosen": -1}) == 2  # valued 1, 3, 2: the best of them by the playouts
        assert set(bot.last.scores) == {"1", "3", "2"} and bot.last.samples == 1
        game.clock = 0.0
        assert make_bot("test-clock", seed=0, time_budget=None).choose(game, {"chosen": -1}) == 0  # by nodes: all valued
    finally:
        del LEVELS["test-clock"]
