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
