"""The 7 SHADES OF S:EVEN bot never cheats (issue 16, item 5): it reads the view only, so a state that differs
from the real one in everything the seat cannot see — the other hands, the face-down cards, the deck's order,
the seed — gets the same move from every level."""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

import pytest

from sevens.ai import make_bot
from sevens.ai.levels import for_game
from sevens.core import get
from sevens.games.shades import evaluate

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import shades_tune  # noqa: E402
from shadeshelpers import play, position  # noqa: E402

GAME = get("shades")


def _midgame(seed: int, plies: int, kind: str) -> object:
    """A state of seeded random play, past ``plies`` decisions, where the seat to move chooses ``kind`` among
    several moves."""
    s = GAME.new(seed, players=3)
    rng = random.Random(seed)
    k = 0
    while GAME.to_move(s) is not None:
        d = GAME.decision(s)
        if k >= plies and d.kind == kind and len(GAME.legal_moves(s)) >= 3:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        k += 1
    raise AssertionError("no such position")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("kind", ["move", "hand"])
def test_same_view_and_seed_give_same_move_whatever_is_hidden(level: str, kind: str) -> None:
    s = _midgame(21, 60, kind)
    seat = GAME.to_move(s)
    v = GAME.view(s, seat)
    redealt = [GAME.determinize(v, random.Random(500 + r)) for r in range(4)]
    for t in redealt:
        assert GAME.view(t, seat) == v
    others = {tuple(h for q, h in enumerate(t.hands) if q != seat) for t in [s, *redealt]}
    decks = {t.deck for t in [s, *redealt]}
    down = {tuple(p for p in t.board) for t in [s, *redealt]}
    assert len(others) > 1 and len(decks) > 1 and len(down) > 1, "the redeals must change what is hidden"
    answers = {make_bot(level, seed=5, time_budget=None).choose(GAME, GAME.view(t, seat)) for t in [s, *redealt]}
    assert len(answers) == 1


def test_a_lock_declared_is_worth_more_than_no_lock() -> None:
    """The search often stops right after a declaration, while the lock waits for its window: the evaluation
    counts the declared lock as made (before, the card had left the hand and was not yet locked, so passing
    looked better than locking and the bot never locked)."""
    s = position(2, hands={0: ["thunder", "road", "dash"], 1: ["force", "steal", "bridge"]}, phase="lock")
    locked = play(s, "lock thunder")
    assert any(t[0] == "do_lock" for t in locked.tasks), "the lock waits for its window"
    passed = play(s, "pass")
    assert GAME.evaluate(locked, 0) > GAME.evaluate(passed, 0)
    assert GAME.evaluate(locked, 1) < GAME.evaluate(passed, 1)


def test_the_first_of_two_cards_in_a_cursed_slot_is_progress() -> None:
    """A cursed slot takes two locks before it counts (decisions 7, 31): the first is half a colour, so locking
    it scores above passing (the bot used to pass for ever with a red card in hand and red cursed)."""
    s = position(2, hands={0: ["dash", "road"], 1: ["force", "steal"]}, locks={0: ["saffron"], 1: ["harvest"]},
                   phase="lock")
    red = 0
    assert not s.locks[0][red]
    cursed = dataclasses.replace(s, curse=(red, -1))
    locked = play(cursed, "lock dash")
    assert GAME.evaluate(locked, 0) > GAME.evaluate(play(cursed, "pass"), 0)
    assert GAME.evaluate(locked, 0) < GAME.evaluate(play(s, "lock dash"), 0), "half a colour, not a whole one"


def test_a_cornered_piece_is_worse_off() -> None:
    """A piece with no card and no piece next to it cannot move: the turn goes to a placement (decision 13)."""
    board = {"a1": [], "b1": [], "a2": []}
    free = position(2, hands={0: ["dash"], 1: ["force"]}, pieces={0: "a1", 1: "g7"})
    cornered = position(2, hands={0: ["dash"], 1: ["force"]}, pieces={0: "a1", 1: "g7"}, board=board)
    assert GAME.evaluate(cornered, 0) < GAME.evaluate(free, 0)


def test_the_policy_playout_stops_at_the_turn_end() -> None:
    """``TurnPlayouts``: a playout of one turn ends where the next turn starts (or the game ends), of two turns one
    later, and the same state gives the same playout."""
    s = _midgame(4, 30, "move")
    one = GAME.playout_turns(s, random.Random(0), 1)
    two = GAME.playout_turns(s, random.Random(0), 2)
    assert one.turn == s.turn + 1 or one.over
    assert two.turn == s.turn + 2 or two.over
    assert GAME.playout_turns(s, random.Random(9), 1) == one
    assert GAME.playout(s, random.Random(0)) == one


def test_the_levels_are_the_games_own() -> None:
    """Playouts to a horizon, not a full-width search of the turn (README.md, "The bot")."""
    normal, hard = for_game(GAME, "normal"), for_game(GAME, "hard")
    assert normal.playouts and normal.horizon >= 1 and normal.max_depth == 0
    assert hard.horizon > normal.horizon and hard.samples > normal.samples


def test_the_evaluation_styles_full_and_a_trial_set_of_weights() -> None:
    """``full`` is the levels' evaluation; a trial set of weights (``scripts/shades_tune.py``) values the same
    position otherwise; an unknown style is refused by name."""
    s = _midgame(4, 40, "move")
    assert GAME.evaluator("full")(s) == GAME.evaluate_all(s)
    evaluate.STYLES["trial-test"] = dataclasses.replace(evaluate.WEIGHTS, locked=3.0, sharpness=0.5)
    try:
        assert GAME.evaluator("trial-test")(s) != GAME.evaluate_all(s)
        assert GAME.evaluator("trial-test")(s) == evaluate.evaluate_all(s, evaluate.STYLES["trial-test"])
    finally:
        del evaluate.STYLES["trial-test"]
    with pytest.raises(ValueError, match="no evaluation style 'trial-test'"):
        GAME.evaluator("trial-test")


def test_the_tuning_script_reads_the_weights_that_differ() -> None:
    assert shades_tune.trial_weights("-") == evaluate.WEIGHTS
    w = shades_tune.trial_weights("in_hand=0.6,near_need=0.3")
    assert (w.in_hand, w.near_need, w.locked) == (0.6, 0.3, evaluate.WEIGHTS.locked)
    with pytest.raises(SystemExit, match="no weight 'bogus'"):
        shades_tune.trial_weights("bogus=1")
