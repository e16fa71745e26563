"""The proof game (Dice Race, tests/proofgame): its rules at fixed positions, and every bot level playing it.

The bots must play whole games of it, reactions in another seat's turn included, asked only when their
seat decides (never at a chance step, which the table resolves from the seed), and reason about what the
dice and the other seats may do.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from proofgame.state import CHOOSE, DODGE, KEEP, OVER, REACT, ROLL, Move, State
from sevens.ai import make_bot
from sevens.core import BadOption, IllegalMove, chance, get
from sevens.core.game import CHANCE

GAME: Any = get("dicerace")
LEVELS = ("random", "easy", "normal", "hard")
SEARCHING = ("normal", "hard")


def _at(state: State, **changes: Any) -> State:
    return replace(state, **changes)


def _start(**options: Any) -> State:
    return GAME.new(1, **{"board": "plain", **options})


# --- rules -------------------------------------------------------------------------------------------

def test_a_turn_rolls_then_the_mover_chooses_and_may_roll_once_more() -> None:
    """README "A turn" 1–3: a chance roll, advance or reroll; after the reroll, advance or hold."""
    s = _start(players=2, trips=0)
    assert GAME.decision(s).chance and GAME.decision(s).kind == "roll" and GAME.to_move(s) == CHANCE
    s = GAME.apply(s, Move("roll", 2))
    assert GAME.decision(s).seat == 0 and GAME.legal_moves(s) == [Move("advance"), Move("reroll")]
    s = GAME.apply(s, Move("reroll"))
    assert GAME.to_move(s) == CHANCE and s.phase != ROLL
    s = GAME.apply(s, Move("roll", 5))
    assert s.phase == KEEP and GAME.legal_moves(s) == [Move("advance"), Move("hold")]
    held = GAME.apply(s, Move("hold"))
    assert held.positions == (0, 0) and held.turn == 1 and GAME.decision(held).turn_seat == 1
    moved = GAME.apply(s, Move("advance"))
    assert moved.positions == (5, 0) and GAME.decision(moved).turn == 1


def test_reactions_come_in_order_from_the_movers_left_and_skip_empty_hands() -> None:
    """README "A turn" 5: after an advance, each other seat holding a card, in order; a seat without cards
    is not asked (its count is public)."""
    s = _at(_start(players=4, trips=1), hands=((1,), (2,), (), (3,)), turn=1, phase=CHOOSE, rolled=3)
    s = GAME.apply(s, Move("advance"))
    d = GAME.decision(s)
    assert (d.seat, d.kind, d.turn_seat, d.reaction) == (3, "react", 1, True)
    assert GAME.legal_moves(s) == [Move("trip", 3), Move("decline")]
    s = GAME.apply(s, Move("decline"))
    assert GAME.decision(s).seat == 0  # seat 2 holds nothing and is skipped
    s = GAME.apply(s, Move("decline"))
    assert GAME.decision(s).chance and GAME.decision(s).turn == 2


def test_a_trip_sends_the_runner_back_and_a_dodge_undoes_it() -> None:
    """README "A turn" 5–6: back by the card's value (not below 0); a mover with cards may dodge (back where
    it stood) or accept; the cards spent are shown."""
    s = _at(_start(players=3, trips=2), hands=((1, 3), (2, 3), (1, 2)), positions=(1, 0, 0), phase=CHOOSE,
            rolled=1)
    s = GAME.apply(s, Move("advance"))
    assert s.positions[0] == 2 and s.phase == REACT and s.reactor == 1
    tripped = GAME.apply(s, Move("trip", 3))
    assert tripped.positions[0] == 0 and tripped.phase == DODGE and tripped.played == (3,)
    assert GAME.decision(tripped).seat == 0 and not GAME.decision(tripped).reaction
    assert GAME.legal_moves(tripped) == [Move("dodge", 1), Move("dodge", 3), Move("accept")]
    dodged = GAME.apply(tripped, Move("dodge", 1))
    assert dodged.positions[0] == 2 and dodged.hands[0] == (3,) and dodged.played == (3, 1)
    assert dodged.phase == REACT and dodged.reactor == 2
    accepted = GAME.apply(tripped, Move("accept"))
    assert accepted.positions[0] == 0 and accepted.reactor == 2


def test_special_squares_apply_once_and_the_goal_caps_an_advance() -> None:
    board = [{"square": 4, "shift": 3}, {"square": 7, "shift": -5}]
    s = _at(GAME.new(1, players=2, length=10, trips=0, board=board), phase=CHOOSE, rolled=4)
    assert GAME.apply(s, Move("advance")).positions[0] == 7  # 4 → 7, and 7's slide is not applied
    s = _at(s, positions=(8, 0), rolled=6)
    end = GAME.apply(s, Move("advance"))
    assert end.positions[0] == 10 and end.phase == OVER
    assert GAME.outcome(end).ranks == (1, 2) and GAME.outcome(end).scores == (10.0, 0.0)


def test_the_race_is_called_after_its_turn_limit() -> None:
    """README "End": after 4 × length turns, ranked by square; equal squares share a place."""
    s = _at(_start(players=3, length=10, trips=0), turn=39, phase=KEEP, rolled=2, positions=(3, 5, 5))
    assert GAME.decision(s).turn_seat == 0
    end = GAME.apply(s, Move("hold"))
    assert GAME.to_move(end) is None and GAME.decision(end) is None and GAME.legal_moves(end) == []
    assert GAME.outcome(end).ranks == (3, 1, 1)


def test_moves_read_and_tell_in_both_languages() -> None:
    s = _at(_start(players=2), hands=((1,), (2, 3)), positions=(4, 0), phase=CHOOSE, rolled=3)
    roll = _at(s, phase=ROLL, rolled=0)
    assert GAME.describe_move(roll, Move("roll", 4)) == "P1 rolls 4"
    assert GAME.describe_move(roll, Move("roll", 4), "ja") == "P1 のサイコロは 4"
    react = GAME.apply(s, Move("advance"))
    assert GAME.describe_move(react, Move("trip", 2)) == "P2 trips P1 (back 2)"
    assert GAME.describe_move(react, Move("trip", 2), "ja") == "P2 が P1 をつまずかせる（2 戻る）"
    assert GAME.describe_move(react, Move("decline")) == "P2 lets P1 go"
    assert GAME.parse_move(react, " Trip 2 ") == Move("trip", 2)
    assert GAME.describe_move(s, Move("advance")) == "P1 advances 3 to square 7"
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(react, "trip1")
    assert err.value.rule == "no-card" and "no trip card of 1" in str(err.value) and "1 のつまずき" in err.value.ja
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(react, "advance")
    assert err.value.rule == "not-now" and "react" in str(err.value)
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(react, "fly")
    assert err.value.rule == "notation"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(roll, Move("roll", 7))
    assert err.value.rule == "no-face"


@pytest.mark.parametrize("board, where, words", [
    ([{"square": 3, "shift": 2}, {"square": 3, "shift": -1}], "board[1]", "listed twice"),
    ([{"square": 0, "shift": 2}], "board[0]", "from 1 to 39"),
    ([{"square": 3, "shift": 11}], "board[0]", "from -10 to 10"),
    ([{"square": 3}], "board[0]", '"square" and "shift"'),
    ([{"square": 3, "shift": 1}, {"square": 25, "shift": 1}], "board[1]", "not before the goal (20)"),
    ([{"square": 18, "shift": 4}], "board[0]", "off the track (to 22)"),
    ("zigzag", "board", "list of special squares"),
])
def test_a_bad_board_is_refused_naming_the_entry(board: Any, where: str, words: str) -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(1, board=board)
    assert err.value.option == where and words in str(err.value) and err.value.ja != err.value.en


def test_the_deal_and_the_rolls_come_from_the_seed() -> None:
    a, b = GAME.new(7, players=4, trips=3), GAME.new(8, players=4, trips=3)
    assert a == GAME.new(7, players=4, trips=3) and a.hands != b.hands
    assert sorted(c for h in a.hands for c in h) == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]
    rolls = {chance.resolve(GAME, GAME.new(seed)) for seed in range(40)}
    assert rolls == {Move("roll", v) for v in range(1, 7)}, "a fair die shows every face over 40 seeds"


# --- bots ----------------------------------------------------------------------------------------------

def _bot_game(level: str, seed: int, options: dict[str, Any]) -> tuple[State, int]:
    """A whole game between bots of ``level``, one per seat; chance steps resolved by the table. Returns
    the end and how many reactions the bots made."""
    s = GAME.new(seed, **options)
    bots = [make_bot(level, seed * 10 + q, None) for q in range(GAME.players(s))]
    reactions = steps = 0
    while (p := GAME.to_move(s)) is not None:
        if p == CHANCE:
            s = GAME.apply(s, chance.resolve(GAME, s))
        else:
            d = GAME.decision(s)
            view = GAME.view(s, p)
            assert view["to_move"] == view["seat"] == p, "a bot is asked only when its seat decides"
            m = bots[p].choose(GAME, view)
            assert m in GAME.legal_moves(s), f"{level} played {m} at {d}"
            reactions += d.reaction
            s = GAME.apply(s, m)
        steps += 1
        assert steps <= GAME.info.max_moves
    return s, reactions


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_reactions_included(level: str) -> None:
    """Two, three and four players (hard, the slowest, plays two and three), each seat its own bot."""
    games = [(3, {"players": 2, "length": 10, "trips": 3}), (4, {"players": 3, "length": 10, "trips": 3})]
    if level != "hard":
        games.append((5, {"players": 4, "length": 10, "trips": 3, "die": 4, "board": "ladders"}))
    if level in ("random", "easy"):
        games += [(seed, {"players": 4, "trips": 2}) for seed in (6, 7)]
    total = 0
    for seed, options in games:
        end, reactions = _bot_game(level, seed, options)
        assert GAME.outcome(end) is not None
        total += reactions
    assert total > 0, "the bots never reacted: the reaction decisions were not exercised"


@pytest.mark.parametrize("level", SEARCHING)
def test_searching_levels_take_a_sure_win(level: str) -> None:
    """Two squares from the goal with a 5 rolled and no trip card anywhere: advancing wins now."""
    s = _at(_start(players=3, trips=0), positions=(18, 17, 17), phase=CHOOSE, rolled=5)
    assert make_bot(level, 1, None).choose(GAME, GAME.view(s, 0)) == Move("advance")


@pytest.mark.parametrize("level", SEARCHING)
def test_searching_levels_trip_a_runner_on_the_goal(level: str) -> None:
    """The mover has reached the goal and holds no card to dodge: declining loses the race, a trip keeps
    it going."""
    s = _at(_start(players=2, trips=2), hands=((), (1, 3)), positions=(17, 12), phase=CHOOSE, rolled=3)
    s = GAME.apply(s, Move("advance"))
    assert s.positions[0] == 20 and GAME.decision(s).reaction
    assert make_bot(level, 1, None).choose(GAME, GAME.view(s, 1)).kind == "trip"


@pytest.mark.parametrize("level", SEARCHING)
def test_searching_levels_reroll_a_one_when_nobody_can_trip(level: str) -> None:
    """On a plain track with no cards dealt, a 1 is the worst face: rolling again is worth 3.5 squares on
    average (and may still hold), so a search that averages over the die rerolls."""
    s = _at(_start(players=2, trips=0), phase=CHOOSE, rolled=1)
    assert make_bot(level, 1, None).choose(GAME, GAME.view(s, 0)) == Move("reroll")


@pytest.mark.parametrize("level", SEARCHING)
def test_searching_levels_hold_rather_than_slide(level: str) -> None:
    """After a reroll, a 2 would land on a square that slides back 5: holding is better than advancing."""
    board = [{"square": 7, "shift": -5}]
    s = _at(GAME.new(1, players=2, trips=0, board=board), positions=(5, 5), phase=KEEP, rolled=2)
    assert make_bot(level, 1, None).choose(GAME, GAME.view(s, 0)) == Move("hold")
