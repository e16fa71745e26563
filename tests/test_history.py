"""Going back in a game (sevens.core.history): undo in the terminal and the page, and the log by turn.

Undo never goes back past a chance step (Dice Race's rolls) nor past a new deal (七並べ's next round,
``Revealing``); the log groups the decisions of a turn, reactions of other seats included.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from proofgame.state import CHOOSE, Move
from sevens.core import chance, get, history
from sevens.core.game import CHANCE


def test_previous_decision_takes_back_the_seats_last_move_and_everything_after() -> None:
    game = get("shichinarabe")
    s = game.new(3)
    rng = random.Random(4)
    seen = []
    for _ in range(9):
        seen.append(s)
        s = game.apply(s, rng.choice(game.legal_moves(s)))
    seat = game.to_move(seen[4])
    last = max(k for k, t in enumerate(seen) if game.to_move(t) == seat)
    assert history.previous_decision(game, s, seat) == seen[last]
    assert history.previous_decision(game, s, seat) == seen[last]
    assert history.states(game, s) == [*seen, s]
    assert history.previous_decision(game, game.new(3), 0) is None
    assert history.undo_point(game, game.new(3), 0) == history.Undo(None, None, -1)
    assert history.last_move(game, s) == seen[-1]


def test_undo_stops_at_a_new_deal_of_sevens() -> None:
    """七並べ over three rounds: the move that ends a round deals the next, so no seat goes back past it."""
    game = get("shichinarabe")
    s = game.new(5, players=3, rounds=3)
    rng = random.Random(5)
    while s.round_no == 0:
        before = s
        s = game.apply(s, rng.choice(game.legal_moves(s)))
    dealt_at = len(game.to_record(before)["moves"])
    for seat in range(3):
        u = history.undo_point(game, s, seat)
        assert u.state is None and u.blocked == "reveal" and u.at == dealt_at
    assert history.last_move(game, s) is None
    mover = game.to_move(s)
    after = game.apply(s, game.legal_moves(s)[0])
    assert history.previous_decision(game, after, mover) == s
    assert history.last_move(game, after) == s


def _dice() -> Any:
    return get("dicerace")


def test_undo_in_a_turn_of_dice_race_goes_back_to_the_seats_decision_never_past_the_roll() -> None:
    """Mover P1 advances, P2 trips, P1 may dodge: P1 goes back to before its advance (the roll stays);
    P2 to before its trip; P3, who has not decided since the roll, cannot go back."""
    game = _dice()
    s0 = replace(game.new(2, players=3, trips=2, board="plain"), hands=((1, 2), (3, 3), (1, 2)))
    rolled = game.apply(s0, Move("roll", 4))
    advanced = game.apply(rolled, Move("advance"))
    tripped = game.apply(advanced, Move("trip", 3))
    assert game.decision(tripped).seat == 0 and game.decision(tripped).kind == "dodge"
    past = [s0, rolled, advanced, tripped]
    assert history.previous_decision(game, tripped, 0, past) == rolled
    assert history.previous_decision(game, tripped, 1, past) == advanced
    u = history.undo_point(game, tripped, 2, past)
    assert u == history.Undo(None, "chance", 0)
    assert history.undo_point(game, rolled, 0, past[:2]) == history.Undo(None, "chance", 0)
    assert history.last_move(game, rolled) is None, "the roll cannot be taken back"


def test_the_states_of_a_record_come_back_in_order() -> None:
    game = _dice()
    s = game.new(4)
    seen = [s]
    for _ in range(12):
        s = game.apply(s, chance.resolve(game, s) if game.to_move(s) == CHANCE else game.legal_moves(s)[0])
        seen.append(s)
    assert history.states(game, s) == seen


def test_the_log_groups_a_turn_with_its_roll_reactions_and_dodge() -> None:
    game = _dice()
    s = replace(game.new(2, players=3, trips=2, board="plain"), hands=((1, 2), (3, 3), (1, 2)))
    for m in (Move("roll", 4), Move("advance"), Move("trip", 3), Move("accept"), Move("decline"),
              Move("roll", 2), Move("reroll"), Move("roll", 6), Move("hold")):
        s = game.apply(s, m)
    turns = history.turns(game, s)
    assert [(t.number, t.seat) for t in turns] == [(0, 0), (1, 1)]
    first = turns[0].steps
    assert [st.text for st in first] == ["roll4", "advance", "trip3", "accept", "decline"]
    assert [st.decision.seat for st in first] == [CHANCE, 0, 1, 0, 2]
    assert [st.decision.reaction for st in first] == [False, False, True, False, True]
    assert first[2].described == "P2 trips P1 (back 3)"
    assert [st.text for st in turns[1].steps] == ["roll2", "reroll", "roll6", "hold"]
    ja = history.turns(game, s, "ja")
    assert ja[0].steps[0].described == "P1 のサイコロは 4"


def test_a_seat_decides_again_after_the_roll_and_can_take_that_back() -> None:
    """Undo needs no barrier between: the mover's reroll is a chance step, so after it the mover's own
    choose is out of reach; before it, the choose can be taken back."""
    game = _dice()
    s = replace(game.new(3, players=2, trips=0, board="plain"), phase=CHOOSE, rolled=2)
    again = game.apply(s, Move("reroll"))
    assert history.previous_decision(game, again, 0, [s, again]) == s
    rolled = game.apply(again, Move("roll", 5))
    assert history.undo_point(game, rolled, 0, [s, again, rolled]) == history.Undo(None, "chance", 1)


class _HiddenRolls(type(get("dicerace"))):  # type: ignore[misc]
    """Dice Race where a roll is seen only by the player whose turn it is (``capabilities.PublicMoves``)."""

    def public_move(self, s: Any, m: Any, onlooker: int, lang: str) -> str | None:
        d = self.decision(s)
        if d is not None and d.chance and onlooker != d.turn_seat:
            return "P%d rolls the die" % (d.turn_seat + 1)
        return None


def test_the_log_and_descriptions_show_an_onlooker_only_what_they_may_see() -> None:
    """``history.turns``/``describe`` with an onlooker: a move the game hides from that seat shows its public
    text and no move text; the seat whose move it is, and the whole truth (no onlooker), see all."""
    game = _HiddenRolls()
    s = chance.settle(game, game.new(4, players=2))
    s = game.apply(s, game.legal_moves(s)[0])
    s = chance.settle(game, s)
    whole = history.turns(game, s)
    mine = history.turns(game, s, onlooker=0)
    theirs = history.turns(game, s, onlooker=1)
    first_roll = whole[0].steps[0]
    assert first_roll.decision.chance and first_roll.text.startswith("roll") and "rolls" in first_roll.described
    assert mine[0].steps[0] == first_roll
    hidden = theirs[0].steps[0]
    assert hidden.text == "" and hidden.described == "P1 rolls the die"
    assert [st.text for st in theirs[0].steps[1:]] == [st.text for st in whole[0].steps[1:]]
    before = history.states(game, s)[0]
    roll = chance.resolve(game, before)
    assert history.describe(game, before, roll, "en", 1) == "P1 rolls the die"
    assert history.describe(game, before, roll, "en", None) == game.describe_move(before, roll, "en")


def test_a_window_no_one_chooses_in_is_named_and_undo_steps_over_it() -> None:
    """``forced_quiet``: a seat's only move, and a quiet one (7 SHADES' window let pass), is no one's choice:
    undo neither stops there for that seat nor counts it as another person's decision; a game without
    ``QuietMoves`` has none."""
    game = get("shades")
    rng = random.Random(5)
    s = game.new(5, players=2)
    forced = crossed = 0
    for _ in range(600):
        if game.to_move(s) is None:
            break
        m = history.forced_quiet(game, s)
        moves = game.legal_moves(s)
        if m is not None:
            forced += 1
            assert moves == [m] and game.format_move(s, m) == "decline"
            p = game.to_move(s)
            after = game.apply(s, m)
            u = history.undo_point(game, after, p, others=[1 - p])
            assert u.state is not s  # never back to the window itself
            if u.state is not None:
                assert history.forced_quiet(game, u.state) is None and game.to_move(u.state) == p
            u = history.undo_point(game, after, 1 - p, others=[p])
            assert u.blocked != "other" or u.at != len(game.to_record(s)["moves"])  # not blocked by it
            crossed += u.state is not None
        elif len(moves) == 1 and game.format_move(s, moves[0]) == "decline":
            raise AssertionError("a lone decline not named forced")
        s = game.apply(s, rng.choice(moves))
    assert forced > 5 and crossed > 0
    sevens = get("shichinarabe")
    t = sevens.new(3)
    assert history.forced_quiet(sevens, t) is None
