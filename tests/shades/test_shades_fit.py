"""``scripts/shades_fit.py``: the terms it fits are the evaluation's (the fit itself: ``scripts/logistic.py``, tested
with ``tests/ultraseven/test_fit_eval.py``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from sevens.games.shades import evaluate, policy
from sevens.games.shades.game import Shades
from sevens.games.shades.rules import apply

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import shades_fit  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_features_weighed_are_the_strength(players: int) -> None:
    """At every decision of a seeded game (policy and random moves mixed), each seat's features weighed by the
    levels' weights give its strength: the script fits what the bot reads."""
    s = Shades().new(7 + players, players=players)
    rng = random.Random(players)
    w = shades_fit.weights_of(evaluate.WEIGHTS)
    seen = 0
    while s.ask is not None and seen < 300:
        for p in range(players):
            f = shades_fit.features(evaluate.terms(s, p))
            assert sum(a * b for a, b in zip(w, f)) == pytest.approx(evaluate.strength(s, p), abs=1e-12)
        s = apply(s, rng.choice(s.ask.moves) if rng.random() < 0.5 else policy.choose(s))
        seen += 1
    assert seen > 50


def test_a_policy_game_gives_turn_starts_and_its_winner() -> None:
    """One game's rows: one per turn start, every label the same (the winner), seat 0's features less seat 1's."""
    rows = shades_fit.rows(5, 0.1)
    assert len(rows) > 5
    assert len({y for _, y in rows}) == 1
    assert all(len(x) == len(shades_fit.NAMES) for x, _ in rows)
    assert rows[0][0][0] == 0.0  # both seats start with their first card locked


def test_the_script_prints_the_three_fits(capsys: pytest.CaptureFixture[str]) -> None:
    assert shades_fit.main(["--games", "10", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "10 policy games (seeds 3-12" in out
    losses = [float(line.split("log-loss ")[1].split()[0]) for line in out.splitlines() if "log-loss" in line]
    assert len(losses) == 3 and all(0 < v < 5 for v in losses)
    assert "refitted weights, a lock = 1: locked 1.000" in out
