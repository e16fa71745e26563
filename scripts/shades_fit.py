"""How well does the 7 SHADES OF S:EVEN evaluation foretell the winner? (docs/shades.md, "A fitted evaluation")

    python scripts/shades_fit.py [--games N] [--seed S] [--noise P]

Plays N two-player games by the bots' playout policy alone (``policy.choose`` for both seats, a random legal move
with chance P for variety), takes every seat's ``evaluate.terms`` at the start of every turn (where a playout of
`normal` stops and the evaluation reads it) and the game's winner, and fits a logistic model of "seat 0 wins" on
the two seats' differences (``scripts/logistic.py``, no intercept: the seats are symmetric; games whose index is a
multiple of 5 are held out). It prints, on the held-out turns, the log-loss and accuracy of: the evaluation as
the levels weigh it (``WEIGHTS``, its sharpness);
the same direction at the sharpness fitted to the data; the terms refitted freely. Log-loss ln 2 = 0.693 is a coin.
Standard library only (the fit is eight terms): about a minute for 300 games on one core.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from logistic import fit, log_loss, probability  # noqa: E402
from sevens.games.shades import policy  # noqa: E402
from sevens.games.shades.evaluate import WEIGHTS, Terms, Weights, terms  # noqa: E402
from sevens.games.shades.game import Shades  # noqa: E402
from sevens.games.shades.rules import apply  # noqa: E402

NAMES = ("locked", "in_hand", "card", "near_need", "hidden", "near_gate", "stuck", "threat")
"""The evaluation's weights in the order of ``features``."""


def features(t: Terms) -> list[float]:
    """A seat's terms as the evaluation weighs them, one number per weight of ``NAMES`` (``strength`` is their
    dot product with the weights, the stuck and threat terms counted against)."""
    made, have, held, nearest, hidden, gate, stuck, adjacent, hand = t
    return [made, have, held, sum(1 / (1 + d) for d in nearest), hidden,
            1 / (1 + gate) if gate >= 0 else 0.0, -1.0 if stuck else 0.0, -float(adjacent * hand)]


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


def score(xs: Sequence[Sequence[float]], ys: Sequence[float], w: Sequence[float]) -> tuple[float, float]:
    """Mean log-loss and accuracy of the win chances ``probability(w, x)``."""
    hits = sum((probability(w, x) > 0.5) == (y > 0.5) for x, y in zip(xs, ys))
    return log_loss(w, (xs, ys)), hits / len(ys)


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
    sharp = fit(([[sum(a * b for a, b in zip(base, x))] for x in xs], ys), [0.0], l2=0.0)[0]
    refit = fit((xs, ys), [0.0] * len(NAMES), l2=1e-4)
    for label, w in ((f"the evaluation (sharpness {WEIGHTS.sharpness})", [WEIGHTS.sharpness * v for v in base]),
                     (f"its direction at the fitted sharpness {sharp:.3f}", [sharp * v for v in base]),
                     ("the terms refitted", refit)):
        loss, acc = score(tx, ty, w)
        print(f"  {label:48} log-loss {loss:.4f}  accuracy {acc:.3f}")
    scale = refit[0] if refit[0] > 0 else 1.0
    print("  refitted weights, a lock = 1: " + ", ".join(f"{n} {v / scale:.3f}" for n, v in zip(NAMES, refit)))
    print("  the levels' weights:          " + ", ".join(f"{n} {v:.3f}" for n, v in zip(NAMES, base)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
