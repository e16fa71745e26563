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

from sevens.games.ultraseven import evaluate, policy  # noqa: E402
from sevens.games.ultraseven.game import GAME  # noqa: E402
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT  # noqa: E402

Rows = tuple[list[tuple[float, ...]], list[float]]


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


def _p(w: tuple[float, ...] | list[float], x: tuple[float, ...]) -> float:
    z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
    return 1.0 / (1.0 + math.exp(-z))


def log_loss(w: tuple[float, ...] | list[float], rows: Rows) -> float:
    """The mean log-loss of ``w`` on ``rows``, probabilities kept within [0.02, 0.98] as ``evaluate_all`` keeps them."""
    xs, ys = rows
    total = 0.0
    for x, y in zip(xs, ys):
        p = min(0.98, max(0.02, _p(w, x)))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(ys))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a``⁻¹ ``b`` by Gaussian elimination with partial pivoting (``a`` square, not singular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [u - f * v for u, v in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: Rows, start: tuple[float, ...], l2: float = 1e-3, rounds: int = 25) -> list[float]:
    """The logistic regression's weights (Newton's method from ``start``; ``l2`` per row on all but the first
    weight, the bias), stopped once a step moves no weight by more than 1e-7."""
    xs, ys = rows
    n, k = len(ys), len(start)
    w = list(start)
    for _ in range(rounds):
        grad = [l2 * n * w[j] if j else 0.0 for j in range(k)]
        hess = [[(l2 * n if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = _p(w, x)
            g, h = p - y, max(p * (1 - p), 1e-9)
            for i in range(k):
                if x[i] == 0.0:
                    continue
                grad[i] += g * x[i]
                row = hess[i]
                hx = h * x[i]
                for j in range(k):
                    row[j] += hx * x[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(b) for b in step) < 1e-7:
            break
    return w


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
