"""How well does the 7 SHADES OF S:EVEN evaluation foretell the winner? (docs/shades.md, "A fitted evaluation")

    python scripts/shades_fit.py [--games N] [--seed S] [--noise P]

Plays N two-player games by the bots' playout policy alone (``policy.choose`` for both seats, a random legal move
with chance P for variety), takes every seat's ``evaluate.terms`` at the start of every turn (where a playout of
`normal` stops and the evaluation reads it) and the game's winner, and fits a logistic model of "seat 0 wins" on
the two seats' differences (Newton's method; games whose index is a multiple of 5 are held out). It prints, on the
held-out turns, the log-loss and accuracy of: the evaluation as the levels weigh it (``WEIGHTS``, its sharpness);
the same direction at the sharpness fitted to the data; the terms refitted freely. Log-loss ln 2 = 0.693 is a coin.
Pure Python (the fit is eight terms): about a minute for 300 games on one core.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.games.shades import policy  # noqa: E402
from sevens.games.shades.evaluate import WEIGHTS, Terms, Weights, terms  # noqa: E402
from sevens.games.shades.game import Shades  # noqa: E402
from sevens.games.shades.rules import apply  # noqa: E402

NAMES = ("locked", "in_hand", "card", "near_need", "hidden", "near_gate", "stuck", "threat")
"""The evaluation's weights in the order of ``features``."""


def features(t: Terms) -> list[float]:
    """A seat's terms as the evaluation weighs them, one number per weight of ``NAMES`` (``strength`` is their
    dot product with the weights, the stuck and threat terms counted against)."""
    return [t.made, t.have, t.held, sum(1 / (1 + d) for d in t.nearest), t.hidden,
            1 / (1 + t.gate) if t.gate >= 0 else 0.0, -1.0 if t.stuck else 0.0, -float(t.adjacent * t.hand)]


def rows(game_seed: int, noise: float) -> list[tuple[list[float], float]]:
    """One policy game's turn starts: (seat 0's features less seat 1's, 1 if seat 0 won else 0); none if the
    game found no winner within 3,000 decisions."""
    s = Shades().new(game_seed, players=2)
    rng = random.Random(game_seed)
    seen: list[list[float]] = []
    turn = -1
    for _ in range(3000):
        if s.ask is None:
            break
        if s.turn != turn:
            turn = s.turn
            a, b = (features(terms(s, p)) for p in range(2))
            seen.append([x - y for x, y in zip(a, b)])
        s = apply(s, rng.choice(s.ask.moves) if rng.random() < noise else policy.choose(s))
    if s.winner < 0:
        return []
    return [(x, 1.0 if s.winner == 0 else 0.0) for x in seen]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gauss-Jordan with partial pivoting (``a`` symmetric positive definite here)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def _p(z: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def fit(xs: Sequence[Sequence[float]], ys: Sequence[float], ridge: float = 1e-3, steps: int = 15) -> list[float]:
    """The logistic regression of ``ys`` on ``xs`` without intercept (the seats' differences are symmetric), by
    Newton's method with a small ridge."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [ridge * v for v in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = _p(sum(a * b for a, b in zip(w, x)))
            d, s = p - y, p * (1 - p)
            for i in range(k):
                grad[i] += d * x[i]
                v = s * x[i]
                row = hess[i]
                for j in range(k):
                    row[j] += v * x[j]
        w = [a - b for a, b in zip(w, _solve(hess, grad))]
    return w


def score(xs: Sequence[Sequence[float]], ys: Sequence[float], z: Callable[[Sequence[float]], float]) -> tuple[float, float]:
    """Mean log-loss and accuracy of the win chances ``_p(z(x))``."""
    loss = hits = 0.0
    for x, y in zip(xs, ys):
        p = min(max(_p(z(x)), 1e-9), 1 - 1e-9)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        hits += (p > 0.5) == (y > 0.5)
    return loss / len(ys), hits / len(ys)


def weights_of(w: Weights) -> list[float]:
    return [getattr(w, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed (the others follow)")
    ap.add_argument("--noise", type=float, default=0.1)
    args = ap.parse_args(argv)
    train: list[tuple[list[float], float]] = []
    test: list[tuple[list[float], float]] = []
    for i in range(args.games):
        (test if i % 5 == 0 else train).extend(rows(args.seed + i, args.noise))
    if not train or not test:
        raise SystemExit("no finished games to fit: give more --games")
    xs, ys = [x for x, _ in train], [y for _, y in train]
    tx, ty = [x for x, _ in test], [y for _, y in test]
    base = weights_of(WEIGHTS)
    print(f"{args.games} policy games (seeds {args.seed}-{args.seed + args.games - 1}, noise {args.noise}): "
          f"{len(ys)} turn starts to fit, {len(ty)} held out")
    sharp = fit([[sum(a * b for a, b in zip(base, x))] for x in xs], ys)[0]
    refit = fit(xs, ys)
    for label, z in ((f"the evaluation (sharpness {WEIGHTS.sharpness})",
                      lambda x: WEIGHTS.sharpness * sum(a * b for a, b in zip(base, x))),
                     (f"its direction at the fitted sharpness {sharp:.3f}",
                      lambda x: sharp * sum(a * b for a, b in zip(base, x))),
                     ("the terms refitted", lambda x: sum(a * b for a, b in zip(refit, x)))):
        loss, acc = score(tx, ty, z)
        print(f"  {label:48} log-loss {loss:.4f}  accuracy {acc:.3f}")
    scale = refit[0] if refit[0] > 0 else 1.0
    print("  refitted weights, a lock = 1: " + ", ".join(f"{n} {v / scale:.3f}" for n, v in zip(NAMES, refit)))
    print("  the levels' weights:          " + ", ".join(f"{n} {v:.3f}" for n, v in zip(NAMES, base)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
