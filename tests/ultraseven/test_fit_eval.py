"""``scripts/fit_ultraseven_eval.py`` and the evaluation's features (``evaluate.features``, ``evaluate.WEIGHTS``;
docs/ultraseven.md, "The evaluation fitted to outcomes")."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pytest

from sevens.games.ultraseven import evaluate, policy
from sevens.games.ultraseven.game import GAME

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import fit_ultraseven_eval as fitter  # noqa: E402


def test_the_logit_is_the_weights_times_the_features() -> None:
    assert len(evaluate.WEIGHTS) == len(evaluate.FEATURES)
    s = GAME.new(3, scenario="1cour")
    seen = 0
    while not s.over and seen < 200:
        f = evaluate.features(s)
        assert len(f) == len(evaluate.FEATURES) and f[0] == 1.0
        assert evaluate.alien_logit(s) == pytest.approx(sum(w * x for w, x in zip(evaluate.WEIGHTS, f)))
        s = policy.step(s)
        seen += 1


def test_the_fit_recovers_the_weights_that_made_the_results() -> None:
    """Results drawn from a known logistic model are fitted back to it (Newton's method, a light penalty)."""
    rng = random.Random(5)
    true = (-0.5, 2.0, -1.0)
    xs = [(1.0, rng.uniform(-1, 1), rng.uniform(-1, 1)) for _ in range(4000)]
    ys = [1.0 if rng.random() < 1 / (1 + math.exp(-sum(a * b for a, b in zip(true, x)))) else 0.0 for x in xs]
    w = fitter.fit((xs, ys), (0.0, 0.0, 0.0), l2=1e-6)
    assert w == pytest.approx(true, abs=0.25)
    assert fitter.log_loss(w, (xs, ys)) < fitter.log_loss((0.0, 0.0, 0.0), (xs, ys)) < math.log(2) + 1e-9


def test_positions_are_taken_at_each_turns_start_with_the_games_result() -> None:
    xs, ys = fitter.positions(2, 40, "1cour")
    assert xs and len(xs) == len(ys) and set(ys) <= {0.0, 0.5, 1.0}
    assert all(len(x) == len(evaluate.FEATURES) for x in xs)


def test_solve_inverts_a_small_system() -> None:
    assert fitter.solve([[0.0, 2.0], [3.0, 1.0]], [4.0, 5.0]) == pytest.approx([1.0, 2.0])
