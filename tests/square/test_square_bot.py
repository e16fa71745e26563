"""The セブンスクエア bot (issue 17, item 5): it reads the view only (a state that differs from the real one in
everything the seat cannot see — the opponent's hand, both decks' order, the seed — gets the same move from every
level), its evaluation prefers the obvious (docs/rules/square.md §D), and its playouts find combinations of
actions within a turn."""

from __future__ import annotations

import random
from dataclasses import replace
import sys
from pathlib import Path

import pytest

from sevens.ai import make_bot
from sevens.ai.levels import for_game
from sevens.games.square import evaluate, policy
from sevens.games.square.cards import CARDS
from sevens.games.square.state import ACT

from squarehelpers import GAME, position, temple

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import tune_weights  # noqa: E402


def _midgame(seed: int, plies: int, kind: str = ACT) -> object:
    """A state of seeded random play, past ``plies`` decisions, where the seat to move chooses ``kind`` among
    several moves."""
    s = GAME.new(seed)
    rng = random.Random(seed)
    k = 0
    while GAME.to_move(s) is not None:
        d = GAME.decision(s)
        if k >= plies and d.kind == kind and len(GAME.legal_moves(s)) >= 3:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        k += 1
    raise AssertionError("no such position")


def _play_turn(s, seat: int, level: str = "normal"):
    """``s`` after ``level`` has made every decision of ``seat``'s turn in progress."""
    while GAME.to_move(s) == seat and not s.over:
        s = GAME.apply(s, make_bot(level, seed=3, time_budget=None).choose(GAME, GAME.view(s, seat)))
    return s


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("kind", ["deploy", "act"])
def test_same_view_and_seed_give_same_move_whatever_is_hidden(level: str, kind: str) -> None:
    """The redeals change the opponent's hand, both decks' order and the seed; the view stays the same, and so
    does every level's move (the bot samples the hidden cards from the view: it never reads the real state)."""
    s = _midgame(21, 40, kind)
    seat = GAME.to_move(s)
    v = GAME.view(s, seat)
    redealt = [GAME.determinize(v, random.Random(500 + r)) for r in range(4)]
    for t in redealt:
        assert GAME.view(t, seat) == v
    states = [s, *redealt]
    assert len({t.hands[1 - seat] for t in states}) > 1, "the redeals must change the opponent's hand"
    assert len({t.decks[seat] for t in states}) > 1 and len({t.decks[1 - seat] for t in states}) > 1
    answers = {make_bot(level, seed=5, time_budget=None).choose(GAME, GAME.view(t, seat)) for t in states}
    assert len(answers) == 1


def test_a_general_under_lethal_threat_scores_worse() -> None:
    """§D 1: at P2's turn, two 大狼 groups (攻力 4, 突撃 1 each) within reach of P1's 将 (体力 8) can destroy it;
    the same groups three squares farther cannot. P1's value drops, and the evaluation says the 将 may fall."""
    groups = [("wolf", 1, "d3", {"riders": [("fang-warrior", 1)]}), ("wolf", 1, "c3", {"riders": [("fang-warrior", 1)]})]
    far = [("wolf", 1, "d6", {"riders": [("fang-warrior", 1)]}), ("wolf", 1, "c6", {"riders": [("fang-warrior", 1)]})]
    hands = {0: ["mercenary"], 1: ["mercenary"]}
    near = position(pieces=groups, seat=1, phase="deploy", hands=hands)
    safe = position(pieces=far, seat=1, phase="deploy", hands=hands)
    assert evaluate.explain(near)["falls_other"] > 0.9 > 0.01 > evaluate.explain(safe)["falls_other"]
    assert GAME.evaluate(near, 0) < GAME.evaluate(safe, 0)
    assert GAME.evaluate(near, 0) + GAME.evaluate(near, 1) == pytest.approx(1.0)


def test_a_screen_on_the_path_lowers_the_threat() -> None:
    """§D 1, R11: a piece of P1's in the way stops the enemy's move (entering an enemy square ends it), so the
    threat counts only what can really reach the 将."""
    groups = [("horned-beast", 1, "d4", {"riders": [("fang-warrior", 1), ("fang-warrior", 1)]})]
    hands = {0: ["mercenary"], 1: ["mercenary"]}
    open_ = position(pieces=groups, seat=1, phase="deploy", hands=hands, generals=("d3", "d7"))
    walled = position(pieces=groups + [("shieldbearer", 0, "d3")], seat=1, phase="deploy", hands=hands,
                      generals=("d2", "d7"))
    assert evaluate.explain(open_)["falls_other"] > evaluate.explain(walled)["falls_other"]


def test_destroying_the_enemy_general_wins_and_the_bot_does_it() -> None:
    """R1: with one action left, P1's 騎士 can step onto the wounded enemy 将 (2 体力 left) and destroy it in the
    battle; ``normal`` and ``hard`` do (``easy`` errs on purpose now and then), and the finished game is worth 1
    to P1."""
    s = position(pieces=[("knight", 0, "d4")], general_damage=(0, 6), generals=("d1", "d6"), actions=2)
    for level in ("normal", "hard"):
        m = make_bot(level, seed=3, time_budget=None).choose(GAME, GAME.view(s, 0))
        assert GAME.format_move(s, m) == "move knight@d4 d6", level
    end = _play_turn(s, 0)
    assert end.over and end.winner == 0 and end.reason == "general"
    assert GAME.evaluate(end, 0) == 1.0 and GAME.evaluate(end, 1) == 0.0


def test_a_shot_then_an_attack_destroys_what_neither_alone_would() -> None:
    """Issue 17 item 5: P2's 旅の僧 (体力 4) at d4; P1's 弓兵 on the c file at its 射撃's range (2 or 3) from d4
    shoots 1, P1's 騎士 at d2 strikes 3 in a battle; with two actions left only the two together destroy it. ``normal`` and ``hard`` open with one of the
    two, valued above every other move, and the turn ends with the 旅の僧 in P2's 神殿."""
    shot = CARDS["aera-archer"].ability("shoot")
    assert shot is not None and shot.n == 1 and shot.r in (2, 3)
    at = f"c{5 - shot.r}"
    s = position(pieces=[("aera-archer", 0, at), ("knight", 0, "d2"), ("monk", 1, "d4")],
                 hands={0: [], 1: ["mercenary"]}, actions=1)
    assert GAME.format_move(s, policy.choose(s)) in (f"shoot aera-archer@{at} monk@d4", "move knight@d2 d4")
    shot_only = GAME.apply(GAME.apply(s, GAME.parse_move(s, f"shoot aera-archer@{at} monk@d4")),
                           GAME.parse_move(s, "move aera-general@d1 c1"))
    assert "monk" not in temple(_finish(shot_only), 1), "the shot alone leaves it standing"
    knight_only = GAME.apply(GAME.apply(s, GAME.parse_move(s, "move knight@d2 d4")),
                             GAME.parse_move(s, "move aera-general@d1 c1"))
    assert "monk" not in temple(_finish(knight_only), 1), "the attack alone leaves it standing"
    for level in ("normal", "hard"):
        bot = make_bot(level, seed=3, time_budget=None)
        m = bot.choose(GAME, GAME.view(s, 0))
        pair = (f"shoot aera-archer@{at} monk@d4", "move knight@d2 d4")
        assert GAME.format_move(s, m) in pair, level
        others = [v for k, v in bot.last.scores.items() if k not in pair]
        assert bot.last.scores[GAME.format_move(s, m)] > max(others)
    assert "monk" in temple(_play_turn(s, 0), 1)


def _finish(s):
    """``s`` at the end of P1's turn, what is left of it (the battle phase) played by the policy."""
    while not s.over and GAME.to_move(s) == 0:
        s = GAME.apply(s, policy.choose(s))
    return s


def test_the_policy_playout_stops_at_the_turn_end() -> None:
    """``TurnPlayouts``: a playout of one turn ends where the next turn starts (or the game ends), of two turns one
    later; the same state gives the same playout; a turn only just begun counts as ended (the bot's decision
    that ended the last turn is valued where the next begins, like every other decision)."""
    s = _midgame(4, 30)
    one = GAME.playout_turns(s, random.Random(0), 1)
    two = GAME.playout_turns(s, random.Random(0), 2)
    assert one.turn == s.turn + 1 or one.over
    assert two.turn == s.turn + 2 or two.over
    assert GAME.playout_turns(s, random.Random(9), 1) == one
    assert GAME.playout(s, random.Random(0)) == one
    if not one.over:
        assert policy.turn_start(one)
        assert GAME.playout_turns(one, random.Random(0), 1) is one


def test_the_levels_are_the_games_own() -> None:
    """Playouts to the end of the turn (README.md, "The bot"), no full-width search of a turn; ``hard`` looks at
    the opponent's reply (the ``reply`` style) and has more seconds (in the page: more samples of the hidden
    hands), as many samples as ``normal`` by node budgets."""
    easy, normal, hard = (for_game(GAME, n) for n in ("easy", "normal", "hard"))
    for lv in (easy, normal, hard):
        assert lv.playouts == 1 and lv.horizon == 1 and lv.max_depth == 0
    assert normal.style == "full" and easy.noise > 0 and easy.samples <= normal.samples
    assert hard.samples >= normal.samples and hard.style == "plan"
    assert hard.time_budget is not None and normal.time_budget is not None and easy.time_budget is not None
    assert easy.time_budget < normal.time_budget < hard.time_budget


def test_the_evaluation_styles() -> None:
    """``full`` is the levels' value; ``plain`` leaves out exposure and the two-turn threats; ``search`` and
    ``deep`` play the rest of the turn themselves; ``reply`` (hard's) is the plain value mid-turn and, where a
    turn has begun, never above it by more than the share that is not the minimum; an unknown style is refused by
    name."""
    s = _midgame(4, 40)
    assert GAME.evaluator("full")(s) == GAME.evaluate_all(s)
    for style in ("plain", "search", "deep", "reply", "plan"):
        v = GAME.evaluator(style)(s)
        assert sum(v) == pytest.approx(1.0) and all(0.0 <= x <= 1.0 for x in v), style
    assert GAME.evaluator("reply")(s) == GAME.evaluate_all(s), "mid-turn: the plain value"
    start = GAME.playout_turns(s, random.Random(0), 1)
    assert policy.turn_start(start)
    root = 1 - start.seat
    assert GAME.evaluator("reply")(start)[root] <= GAME.evaluate_all(start)[root] + 1e-12
    # plan (hard's): mid-turn the plain value; where a turn has begun, the reply's value blended with the reply's
    # value after the root seat's own next turn (played by the policy, as the opponent's turn before it)
    assert GAME.evaluator("plan")(s) == GAME.evaluate_all(s)
    answered = policy.reply(start)
    assert not answered.over and answered.seat == root and policy.turn_start(answered)
    follow = policy.reply(answered)
    assert follow.seat == start.seat and follow.turn == answered.turn + 1
    want = ((1 - policy.FOLLOW) * GAME.evaluator("reply")(start)[root]
            + policy.FOLLOW * GAME.evaluator("reply")(follow)[root])
    assert policy.turn_start(follow) and GAME.evaluator("reply")(follow) != GAME.evaluate_all(follow)
    assert GAME.evaluator("plan")(start)[root] == pytest.approx(want)
    assert 0 < policy.FOLLOW < 1
    with pytest.raises(ValueError, match="no evaluation style 'bogus'"):
        GAME.evaluator("bogus")


def test_the_values_of_a_finished_or_unrevealed_game() -> None:
    """A finished game is its result; before the reveal the value stays near ½ for both."""
    s = GAME.new(7)
    assert GAME.evaluate_all(s) == (0.5, 0.5)
    s = GAME.apply(s, GAME.legal_moves(s)[0])
    s = GAME.apply(s, GAME.legal_moves(s)[0])
    v = GAME.evaluate_all(s)
    assert abs(v[0] - 0.5) < 0.15 and sum(v) == pytest.approx(1.0)


def test_a_trial_of_weights_values_positions_by_them() -> None:
    """``scripts/tune_weights.py square WEIGHTS``: the levels' weights with those named replaced, and a position
    valued by them; a name that is no weight, a weight or a flag without a number, are refused with the usage."""
    assert tune_weights.trial_weights(evaluate, "-") == evaluate.WEIGHTS
    w = tune_weights.trial_weights(evaluate, "pressure=0.45,siege=5")
    assert (w.pressure, w.siege, w.material) == (0.45, 5.0, evaluate.WEIGHTS.material)
    s = _midgame(3, 60)
    heavy = tune_weights.trial_weights(evaluate, "material=4,general_hp=30")
    assert evaluate.evaluate_all(s, heavy) != evaluate.evaluate_all(s, evaluate.WEIGHTS)
    with pytest.raises(SystemExit, match="'siege' needs a number"):
        tune_weights.trial_weights(evaluate, "siege")
    with pytest.raises(SystemExit, match="--samples needs a number"):
        tune_weights.take(["--games", "4", "--samples"], "--samples", 1.0)
    assert tune_weights.take(["--samples", "2", "--games", "4"], "--samples", 1.0) == 2.0
    with pytest.raises(SystemExit, match="no weight 'bogus'"):
        tune_weights.trial_weights(evaluate, "bogus=1")
    with pytest.raises(SystemExit, match="no weights to try"):
        tune_weights.modules("tetrahex")


def test_hards_turn_is_shared_out_by_the_decisions_already_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TurnClock``: the decisions taken so far in the turn (``State.steps``, in the view and kept by
    ``determinize``; automatic steps not counted, 0 when the next turn begins); ``hard`` (``turn_seconds``) asks
    for them and gets less time once they are many."""
    rng = random.Random(4)
    s = GAME.new(8, deck0="aera", deck1="fang")
    while s.turn < 8:  # the set-up and the first turns by random moves
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    turn, taken = s.turn, GAME.turn_decisions(s)
    assert taken == 0
    while s.turn == turn:
        v = GAME.view(s, s.seat)
        assert v["steps"] == taken and GAME.determinize(v, random.Random(1)).steps == taken
        s = GAME.apply(s, GAME.legal_moves(s)[-1])
        taken += 1
        assert GAME.turn_decisions(s) == (taken if s.turn == turn else 0)
    assert taken >= 2
    hard = for_game(GAME, "hard")
    assert hard.turn_seconds is not None and hard.time_budget is not None
    assert hard.turn_seconds <= 3.0 and hard.seconds(False, 0) == hard.time_budget
    assert hard.seconds(False, 7) < hard.time_budget
    asked: list[int] = []
    real = type(GAME).turn_decisions
    monkeypatch.setattr(type(GAME), "turn_decisions", lambda self, st: asked.append(real(self, st)) or asked[-1])
    act = replace(position(pieces=[("warrior", 0, "d2"), ("mercenary", 1, "d5")], actions=1), steps=7)
    make_bot("hard", 3).choose(GAME, GAME.view(act, 0))
    assert asked == [7]
