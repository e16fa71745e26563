"""The OpenSpiel adapter (scripts/openspiel_games.py) keeps our rules and our hidden information.

open_spiel is a benchmark dependency (requirements-bench.txt; scripts/test.sh installs it): without it
these tests are skipped, naming why.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -r requirements-bench.txt)")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_openspiel  # noqa: E402
import openspiel_games as og  # noqa: E402

from sevens.ai import make_bot  # noqa: E402
from sevens.core import get, record  # noqa: E402

CARDS = {"players": 3, "pass_limit": 3}
JOKER = {"players": 4, "pass_limit": 2, "joker": True, "joker_last": True}


def random_states(game_id: str, options: dict[str, Any], seed: int, games: int = 4) -> list[Any]:
    """Every state of ``games`` OpenSpiel games of random actions (from the deal of each game's seed)."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        osg = og.load(game_id, dict(options, seed=seed * 100 + g))
        s = osg.new_initial_state()
        out.append(s.clone())
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            out.append(s.clone())
    return out


@pytest.mark.parametrize("game_id,options", [("shichinarabe", CARDS), ("shichinarabe", JOKER), ("tetrahex", {})])
def test_legal_actions_are_our_legal_moves(game_id: str, options: dict[str, Any]) -> None:
    ours = get(game_id)
    osg = og.load(game_id, options)
    joker_moves = 0
    for s in random_states(game_id, options, 3):
        moves = ours.legal_moves(s.ours)
        actions = s.legal_actions()
        assert actions == sorted(actions)
        assert [osg.rules.decode(a) for a in actions] == sorted(moves, key=osg.rules.encode)
        assert len(set(actions)) == len(moves)
        assert s.is_terminal() == (ours.to_move(s.ours) is None)
        if not s.is_terminal():
            assert s.current_player() == ours.to_move(s.ours)
        joker_moves += sum(1 for m in moves if game_id == "shichinarabe" and m.kind == 1)
    if options.get("joker"):
        assert joker_moves > 0, "the joker's moves were never encoded"


def test_an_illegal_action_is_refused() -> None:
    s = og.load("shichinarabe", CARDS).new_initial_state()
    illegal = next(a for a in range(52) if a not in s.legal_actions())
    with pytest.raises(Exception, match="not legal"):
        s.apply_action(illegal)


@pytest.mark.parametrize("game_id,options", [("shichinarabe", CARDS), ("shichinarabe", JOKER), ("tetrahex", {})])
def test_random_actions_replay_as_our_record(game_id: str, options: dict[str, Any]) -> None:
    """The action strings of a game played in OpenSpiel are our notation, and our replay of them reaches the
    same end with the same outcome."""
    ours = get(game_id)
    rng = random.Random(7)
    for seed in range(3):
        osg = og.load(game_id, dict(options, seed=seed))
        s = osg.new_initial_state()
        texts = []
        while not s.is_terminal():
            a = rng.choice(s.legal_actions())
            texts.append(s.action_to_string(s.current_player(), a))
            s.apply_action(a)
        setup = dict(osg.rules.options)
        rec = json.loads(json.dumps(record.make(ours, seed, setup, texts)))
        replayed = ours.from_record(rec)
        assert ours.to_move(replayed) is None
        assert replayed == s.ours
        assert ours.outcome(replayed) == ours.outcome(s.ours)


@pytest.mark.parametrize("game_id,options", [("shichinarabe", CARDS), ("shichinarabe", {"players": 5, "rounds": 3}),
                                             ("tetrahex", {})])
def test_returns_are_our_outcome(game_id: str, options: dict[str, Any]) -> None:
    ours = get(game_id)
    ends = [s for s in random_states(game_id, options, 11, games=6) if s.is_terminal()]
    assert len(ends) == 6
    for s in ends:
        out = ours.outcome(s.ours)
        r = s.returns()
        assert sum(r) == pytest.approx(0.0)
        assert all(-1.0 <= x <= 1.0 for x in r)
        n = len(out.ranks)
        for p in range(n):
            for q in range(n):  # a better rank, a higher return; an equal rank, an equal return
                assert (out.ranks[p] < out.ranks[q]) == (r[p] > r[q] + 1e-9)
        if game_id == "shichinarabe":
            top = options.get("rounds", 1) * (n - 1)
            assert r == pytest.approx([2 * x / top - 1 for x in out.scores])
        else:
            assert sorted(r) in ([-1.0, 1.0], [0.0, 0.0])
    mid = random_states(game_id, options, 12, games=1)[3]
    assert mid.returns() == [0.0] * mid.num_players()


def test_resample_never_contradicts_the_seats_view() -> None:
    ours = get("shichinarabe")
    rng = random.Random(5)
    states = [s for s in random_states("shichinarabe", CARDS, 21, games=3) if not s.is_terminal()]
    moved = 0
    for s in states[::3]:
        p = s.current_player()
        view = ours.view(s.ours, p)
        for _ in range(3):
            r = s.resample(p, rng)
            assert ours.view(r.ours, p) == view
            assert r.information_state_string(p) == s.information_state_string(p)
            assert r.legal_actions() == s.legal_actions()
            moved += r.ours.hands != s.ours.hands
        got = s.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert ours.view(got.ours, p) == view
    assert moved > 0, "the resample never dealt the hidden cards differently"


def test_hidden_cards_stay_out_of_the_information_state() -> None:
    """A seat's string is the same for every deal of the others' cards its view allows, and changes with
    what it sees (its own hand, the public log); every OpenSpiel path to it gives the same string."""
    ours = get("shichinarabe")
    osg = og.load("shichinarabe", CARDS)
    rng = random.Random(9)
    states = [s for s in random_states("shichinarabe", CARDS, 31, games=2) if not s.is_terminal()]
    for s in states[::4]:
        for p in range(3):
            key = s.information_state_string(p)
            assert key == s.observation_string(p) == s.info_key(p)
            other = osg.wrap(ours.determinize(ours.view(s.ours, p), rng))
            assert other.information_state_string(p) == key
            for q in range(3):
                if q != p and other.ours.hands[q] != s.ours.hands[q]:
                    # the other seats' strings tell their different hands apart, p's never does
                    assert other.information_state_string(q) != s.information_state_string(q)
    keys = {s.information_state_string(0) for s in states}
    views = {json.dumps(get("shichinarabe").view(s.ours, 0), sort_keys=True) for s in states}
    assert len(keys) == len(views)


def test_the_peer_is_handed_a_determinization_never_the_true_state() -> None:
    ours = get("shichinarabe")
    osg = og.load("shichinarabe", CARDS)
    s = ours.new(44, **CARDS)
    seen = []

    class Spy:
        def step(self, state: Any) -> int:
            seen.append(state.ours)
            return int(state.legal_actions()[-1])

    rng = random.Random(1)
    p = ours.to_move(s)
    for _ in range(5):
        m = og.peer_move(Spy(), osg, s, rng)
        assert m in ours.legal_moves(s)
    assert all(ours.view(x, p) == ours.view(s, p) for x in seen)
    assert any(x.hands != s.hands for x in seen)


def test_action_codes_round_trip() -> None:
    for a in range(og.SHICHINARABE_ACTIONS):
        assert og.encode_card_move(og.decode_card_move(a)) == a
    for a in range(0, og.TETRAHEX_ACTIONS, 997):
        assert og.encode_place(og.decode_place(a)) == a
    with pytest.raises(ValueError):
        og.decode_card_move(og.SHICHINARABE_ACTIONS)
    with pytest.raises(ValueError):
        og.decode_place(-1)


def play_against_easy(game_id: str, options: dict[str, Any], peer: Any, seats: list[str]) -> tuple[Any, list[int]]:
    ours = get(game_id)
    osg = og.load(game_id, options)
    s = ours.new(3, **options)
    bots = [peer(osg, 0.02, q) if name == "peer" else make_bot("easy", q, None) for q, name in enumerate(seats)]
    rng = random.Random(2)
    sims = []
    while (p := ours.to_move(s)) is not None:
        if seats[p] == "peer":
            m = og.peer_move(bots[p], osg, s, rng)
            sims.append(bots[p].simulations)
        else:
            m = bots[p].choose(ours, ours.view(s, p))
        s = ours.apply(s, m)  # IllegalMove if a peer's move were not ours
    return s, sims


def test_ismcts_plays_a_game_of_shichinarabe_against_easy() -> None:
    ours = get("shichinarabe")
    s, sims = play_against_easy("shichinarabe", CARDS, og.TimedISMCTS, ["easy", "peer", "peer"])
    assert ours.outcome(s) is not None
    assert ours.from_record(json.loads(json.dumps(ours.to_record(s)))) == s
    searched = [n for n in sims if n]  # a single legal move is answered without a search
    assert searched and all(2 <= n < og.NEVER for n in searched)


def test_mcts_plays_a_game_of_seven_against_easy() -> None:
    ours = get("tetrahex")
    s, sims = play_against_easy("tetrahex", {}, og.TimedMCTS, ["peer", "easy"])
    assert ours.outcome(s) is not None
    assert ours.from_record(json.loads(json.dumps(ours.to_record(s)))) == s
    assert len(sims) == 7 and all(2 <= n < og.NEVER for n in sims[:-1])


def test_the_runner_reports_both_sides(capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run of each game: every seat rotation or colour played, CPU and scores by seat reported."""
    bench_openspiel.main(["shichinarabe", "--level", "easy", "--deals", "1", "--calibrate", "0", "--budget", "0.02",
                          "--peer-seconds", "0.005", "--json"])
    cards = json.loads(capsys.readouterr().out)
    assert cards["games"] == 3
    assert cards["levels"]["easy"]["seat_games"] == 3 and cards["levels"]["ismcts"]["seat_games"] == 6
    assert set(cards["levels"]["easy"]["by_seat"]) == {"0", "1", "2"}
    assert "eliminated" in cards["levels"]["ismcts"]["fact_rates"]
    assert cards["cpu_per_move"]["ismcts"] > 0 and cards["cpu_per_move"]["easy"] > 0
    bench_openspiel.main(["tetrahex", "--level", "easy", "--games", "2", "--calibrate", "0", "--budget", "0.02",
                          "--peer-seconds", "0.005", "--json"])
    seven = json.loads(capsys.readouterr().out)
    assert seven["games"] == 2
    assert seven["levels"]["easy"]["by_seat"]["0"]["seat_games"] == 1
    assert seven["levels"]["mcts"]["by_seat"]["1"]["seat_games"] == 1


def test_the_budget_is_seconds_or_the_levels_own() -> None:
    """``--budget level`` gives our bot its level's own seconds (the page's; SEVEN's proofs get theirs); any
    other budget must be positive seconds, and a bad one is refused with what was wrong."""
    import argparse

    assert bench_openspiel.budget_arg("level") == "level"
    assert bench_openspiel.budget_arg("0.25") == 0.25
    for bad in ("0", "-1", "nan", "fast"):
        with pytest.raises(argparse.ArgumentTypeError):
            bench_openspiel.budget_arg(bad)
    from sevens.ai.levels import for_game

    bot = make_bot("hard", 1, bench_openspiel.budget_arg("level"))
    seven = for_game(get("tetrahex"), "hard")
    assert bot.seconds(seven) == 2.0 and bot.seconds(seven, solving=True) == 5.0
