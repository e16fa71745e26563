"""The information-set MCTS bot (sevens/ai/ismcts.py): legal, reproducible, honest, and it searches."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from gamehelpers import play_to_end, shichinarabe_midgame

from sevens.ai.ismcts import Ismcts, Settings, make_ismcts
from sevens.core import get
from sevens.core.game import CHANCE, GameInfo

SEVENS = get("shichinarabe")


_midgame = shichinarabe_midgame


def _with_choice(seed: int, plies: int, **options: Any) -> Any:
    """Like ``_midgame`` but moved on until the seat to move has at least two legal moves."""
    s = _midgame(seed, plies, **options)
    rng = random.Random(seed)
    while len(SEVENS.legal_moves(s)) < 2:
        s = SEVENS.apply(s, rng.choice(SEVENS.legal_moves(s)))
    return s


@pytest.mark.parametrize("options", [{}, {"players": 3, "joker": True, "ak_link": True, "pass_limit": 1}])
def test_plays_a_whole_game_with_legal_moves_only(options: dict[str, Any]) -> None:
    s = SEVENS.new(7, **options)
    bots = [make_ismcts(seed=q, time_budget=None, iterations=40) for q in range(SEVENS.players(s))]
    play_to_end(SEVENS, s, lambda seat: bots[seat])


def test_reproducible_under_an_iteration_budget() -> None:
    s = _with_choice(4, 10)
    v = SEVENS.view(s, SEVENS.to_move(s))
    a, b = make_ismcts(seed=3, time_budget=None, iterations=300), make_ismcts(seed=3, time_budget=None, iterations=300)
    assert a.choose(SEVENS, v) == b.choose(SEVENS, v)
    assert a.last.visits == b.last.visits and a.last.nodes == b.last.nodes
    assert a.last.samples == 300


@pytest.mark.parametrize("pool", [0, 8])
@pytest.mark.parametrize("options", [{}, {"joker": True, "ak_link": True}])
def test_same_view_and_seed_give_same_move_whatever_the_hidden_cards(options: dict[str, Any], pool: int) -> None:
    """Redeal what the seat cannot see: the bot must answer the same move, with the same statistics."""
    s = _with_choice(11, 14, **options)
    seat = SEVENS.to_move(s)
    v = SEVENS.view(s, seat)
    states = [s]
    for k in range(4):
        other = SEVENS.determinize(v, random.Random(1000 + k))
        assert SEVENS.view(other, seat) == v
        states.append(other)
    hidden = {tuple(h for q, h in enumerate(t.hands) if q != seat) for t in states}
    assert len(hidden) > 1, "the redeals must really change the other seats' hands"
    answers = set()
    visits = []
    for t in states:
        bot = make_ismcts(seed=5, time_budget=None, iterations=200, pool=pool)
        answers.add(bot.choose(SEVENS, SEVENS.view(t, seat)))
        visits.append(bot.last.visits)
    assert len(answers) == 1
    assert all(x == visits[0] for x in visits)


def test_a_different_seed_can_change_the_search() -> None:
    """The seed really feeds the generator (otherwise the reproducibility tests prove nothing)."""
    s = _with_choice(4, 10)
    v = SEVENS.view(s, SEVENS.to_move(s))
    seen = set()
    for seed in range(6):
        bot = make_ismcts(seed=seed, time_budget=None, iterations=120)
        bot.choose(SEVENS, v)
        seen.add(tuple(sorted(bot.last.visits.items())))
    assert len(seen) > 1


def test_plays_a_winning_last_card_rather_than_pass() -> None:
    """One card left and it is playable: laying it finishes first; ISMCTS finds it."""
    for seed in range(40):
        s = SEVENS.new(seed)
        rng = random.Random(seed)
        while (p := SEVENS.to_move(s)) is not None:
            plays = [m for m in SEVENS.legal_moves(s) if m.kind == 0]
            if plays and bin(s.hands[p]).count("1") == 1 and len(SEVENS.legal_moves(s)) > 1:
                bot = make_ismcts(seed=seed, time_budget=None, iterations=100)
                assert bot.choose(SEVENS, SEVENS.view(s, p)) == plays[0]
                assert bot.last.visits[SEVENS.format_move(s, plays[0])] > bot.last.visits["pass"]
                return
            s = SEVENS.apply(s, rng.choice(plays or SEVENS.legal_moves(s)))
    pytest.fail("no position with a single playable last card was found")


def test_stops_at_its_budgets() -> None:
    """Iterations cap a move exactly; a time budget of zero still runs one iteration and answers."""
    s = _with_choice(8, 12)
    v = SEVENS.view(s, SEVENS.to_move(s))
    bot = make_ismcts(seed=1, time_budget=60.0, iterations=57)
    bot.choose(SEVENS, v)
    assert bot.last.samples == 57
    assert sum(bot.last.visits.values()) == 57
    quick = make_ismcts(seed=1, time_budget=0.0)
    assert quick.choose(SEVENS, v) in SEVENS.legal_moves(s)
    assert quick.last.samples == 1


def test_a_pool_reuses_its_determinizations() -> None:
    """With a pool of k, iterations past the k-th cost no new determinization, and all still count."""
    s = _with_choice(6, 16)
    v = SEVENS.view(s, SEVENS.to_move(s))
    calls = 0

    class Counting:
        def __getattr__(self, name: str) -> Any:
            return getattr(SEVENS, name)

        def determinize(self, view: Any, rng: random.Random) -> Any:
            nonlocal calls
            calls += 1
            return SEVENS.determinize(view, rng)

    bot = make_ismcts(seed=1, time_budget=None, iterations=90, pool=10)
    assert bot.choose(Counting(), v) in SEVENS.legal_moves(s)
    assert calls == 10 and bot.last.samples == 90


def test_a_single_legal_move_is_answered_without_search() -> None:
    s = SEVENS.new(2)
    rng = random.Random(2)
    while len(SEVENS.legal_moves(s)) != 1:
        s = SEVENS.apply(s, rng.choice(SEVENS.legal_moves(s)))
    bot = make_ismcts(seed=0, time_budget=None, iterations=50)
    assert bot.choose(SEVENS, SEVENS.view(s, SEVENS.to_move(s))) == SEVENS.legal_moves(s)[0]
    assert bot.last.samples == 0


@pytest.mark.parametrize("leaf", ["playout", "random", "greedy"])
def test_other_leaf_values_play_legally(leaf: str) -> None:
    s = _with_choice(9, 8)
    bot = make_ismcts(seed=2, time_budget=None, iterations=60, leaf=leaf, rollout=4)
    assert bot.choose(SEVENS, SEVENS.view(s, SEVENS.to_move(s))) in SEVENS.legal_moves(s)
    assert bot.last.samples == 60


def test_bad_settings_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="leaf"):
        Settings(leaf="oracle")
    with pytest.raises(ValueError, match="pool"):
        Settings(pool=-1)
    with pytest.raises(ValueError, match="budget"):
        Ismcts(seed=0, time_budget=None, iterations=None)
    with pytest.raises(ValueError, match="iterations"):
        Ismcts(seed=0, time_budget=None, iterations=0)


def test_refuses_a_finished_game() -> None:
    s = SEVENS.new(5)
    rng = random.Random(0)
    while SEVENS.to_move(s) is not None:
        s = SEVENS.apply(s, rng.choice(SEVENS.legal_moves(s)))
    with pytest.raises(ValueError):
        make_ismcts(time_budget=None, iterations=10).choose(SEVENS, SEVENS.view(s, 0))


def test_tetrahex_perfect_information_plays_legally() -> None:
    game = get("tetrahex")
    s = game.new(3)
    for k in range(4):
        p = game.to_move(s)
        bot = make_ismcts(seed=k, time_budget=None, iterations=30)
        m = bot.choose(game, game.view(s, p))
        assert m in game.legal_moves(s)
        s = game.apply(s, m)


# --- small games made for these tests: a race to 10 (perfect information) and a gamble on a die (chance)


@dataclass(frozen=True)
class Race:
    """Two players add 1, 2 or 3 to a total in turn; whoever reaches exactly 10 wins."""

    total: int
    turn: int


class RaceGame:
    id = "race-test"
    info = GameInfo("race-test", "Race", "レース", 2, 2, 10, True)

    def players(self, s: Race) -> int:
        return 2

    def to_move(self, s: Race) -> int | None:
        return None if s.total >= 10 else s.turn

    def legal_moves(self, s: Race) -> list[int]:
        return [k for k in (1, 2, 3) if s.total + k <= 10] if s.total < 10 else []

    def apply(self, s: Race, m: int) -> Race:
        return Race(s.total + m, 1 - s.turn)

    def view(self, s: Race, seat: int) -> dict[str, Any]:
        return {"total": s.total, "turn": s.turn, "seat": seat}

    def determinize(self, v: dict[str, Any], rng: random.Random) -> Race:
        return Race(v["total"], v["turn"])

    def evaluate(self, s: Race, seat: int) -> float:
        if s.total < 10:
            return 0.5
        return 1.0 if s.turn != seat else 0.0  # the seat that just moved reached 10

    def format_move(self, s: Race, m: int) -> str:
        return f"+{m}"


def test_finds_the_winning_move_of_a_small_race() -> None:
    """From 3, adding 3 leaves 6 (a multiple-of-4 gap to 10): every answer loses. Only +3 wins."""
    game = RaceGame()
    s = Race(3, 0)
    bot = make_ismcts(seed=1, time_budget=None, iterations=3000, leaf="random", rollout=10)
    assert bot.choose(game, game.view(s, 0)) == 3
    s = Race(7, 1)  # reaching 10 now wins at once
    assert make_ismcts(seed=2, time_budget=None, iterations=200).choose(game, game.view(s, 1)) == 3


@dataclass(frozen=True)
class Gamble:
    stage: int  # 0: seat 0 picks; 1: chance rolls (after "risk"); 2: over
    pick: str
    roll: int


class GambleGame:
    """One player: take a sure 0.6, or risk a die roll that pays 1 on a six and 0 otherwise (worth 1/6).
    The die is an explicit chance step with uneven weights to check that they are used."""

    id = "gamble-test"
    info = GameInfo("gamble-test", "Gamble", "賭け", 1, 1, 2, True, chance="explicit")

    def players(self, s: Gamble) -> int:
        return 1

    def to_move(self, s: Gamble) -> int | None:
        return {0: 0, 1: CHANCE}.get(s.stage)

    def legal_moves(self, s: Gamble) -> list[Any]:
        if s.stage == 0:
            return ["risk", "sure"]
        return [1, 2, 3, 4, 5, 6] if s.stage == 1 else []

    def chance_outcomes(self, s: Gamble) -> list[tuple[Any, float]]:
        return [(k, 1.0) for k in range(1, 7)]

    def chance_rng(self, s: Gamble) -> random.Random:
        return random.Random(0)

    def apply(self, s: Gamble, m: Any) -> Gamble:
        if s.stage == 0:
            return Gamble(1 if m == "risk" else 2, m, 0)
        return Gamble(2, s.pick, m)

    def view(self, s: Gamble, seat: int) -> dict[str, Any]:
        return {"stage": s.stage, "pick": s.pick, "roll": s.roll}

    def determinize(self, v: dict[str, Any], rng: random.Random) -> Gamble:
        return Gamble(v["stage"], v["pick"], v["roll"])

    def evaluate(self, s: Gamble, seat: int) -> float:
        if s.stage < 2:
            return 0.5
        return 0.6 if s.pick == "sure" else float(s.roll == 6)

    def format_move(self, s: Gamble, m: Any) -> str:
        return str(m)


def test_chance_steps_are_sampled_and_averaged() -> None:
    game = GambleGame()
    bot = make_ismcts(seed=4, time_budget=None, iterations=400)
    assert bot.choose(game, game.view(Gamble(0, "", 0), 0)) == "sure"
    assert bot.last.scores["risk"] < 0.4  # about 1/6 after the die's outcomes, not the 0.5 of a guess
    assert bot.last.depth == 2  # the chance outcome is a node below "risk"
