"""Fit ウルトラセブン's evaluation weights to the outcomes of policy games (docs/ultraseven.md, "The evaluation
fitted to outcomes").

    python scripts/fit_ultraseven_eval.py [--games N] [--seed S] [--scenario 1cour] [--l2 L]

Plays N games (default 600) policy against policy (``policy.py``: deterministic, dice from each game's seed
S + i), and records at the start of every game turn (where the bot's playouts stop and the evaluation is read)
the position's ``evaluate.features`` and the game's result for the alien (1, 0, ½ at a draw). A logistic
regression (Newton's method, an L2 penalty L on every weight but the bias, default 0.001 a row) fits the alien's
logit to those results. Prints, on those games and on N/2 others (seeds S + 100 000 + i), the log-loss of the
shipped ``evaluate.WEIGHTS``, of the fitted weights and of a constant, then the weights side by side and the
fitted ``WEIGHTS`` line. Nothing is changed: a fitted set goes into ``evaluate.py`` by hand, with its figures.
Standard library only.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import logistic  # noqa: E402
from logistic import Rows, fit, solve  # noqa: E402,F401  (solve: the tests read it here)
from sevens.games.ultraseven import evaluate, policy  # noqa: E402
from sevens.games.ultraseven.game import GAME  # noqa: E402
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT  # noqa: E402


def positions(games: int, seed: int, scenario: str) -> Rows:
    """The features at each game turn's start of ``games`` policy games, with each game's result for the alien."""
    xs: list[tuple[float, ...]] = []
    ys: list[float] = []
    for i in range(games):
        s = GAME.new(seed + i, scenario=scenario)
        rows = []
        turn = s.turn
        while not s.over:
            s = policy.step(s)
            if not s.over and s.turn != turn:
                turn = s.turn
                rows.append(evaluate.features(s))
        result = 1.0 if s.winner == ALIEN_SEAT else 0.0 if s.winner == TDF_SEAT else 0.5
        xs += rows
        ys += [result] * len(rows)
    return xs, ys


def log_loss(w: tuple[float, ...] | list[float], rows: Rows) -> float:
    """The mean log-loss of ``w`` on ``rows``, probabilities kept within [0.02, 0.98] as ``evaluate_all`` keeps them."""
    return logistic.log_loss(w, rows, 0.02)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--scenario", default="1cour")
    ap.add_argument("--l2", type=float, default=1e-3)
    a = ap.parse_args(argv)
    train = positions(a.games, a.seed, a.scenario)
    test = positions(max(1, a.games // 2), a.seed + 100_000, a.scenario)
    w = fit(train, evaluate.WEIGHTS, a.l2)
    share = sum(train[1]) / max(1, len(train[1]))
    const = [math.log(share / (1 - share))] + [0.0] * (len(w) - 1) if 0 < share < 1 else [0.0] * len(w)
    print(f"{len(train[1])} positions of {a.games} games ({a.scenario}, seeds {a.seed}…), the alien's share "
          f"{share:.3f}; {len(test[1])} positions of {max(1, a.games // 2)} others to test")
    for name, weights in (("shipped WEIGHTS", evaluate.WEIGHTS), ("fitted", w), ("a constant", const)):
        print(f"  log-loss, {name}: {log_loss(weights, train):.4f} (fitted on), {log_loss(weights, test):.4f} (test)")
    for name, old, new in zip(evaluate.FEATURES, evaluate.WEIGHTS, w):
        print(f"  {name:12s} {old:8.3f} -> {new:8.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
