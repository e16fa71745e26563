"""7 SHADES OF S:EVEN engine speed: decisions per second in random 4-player play (issue 16: ≥ 10,000 in
CPython on one core).

    python scripts/bench_shades.py [--games 40] [--players 4] [--seed 0] [--profile]

Plays ``--games`` seeded games by uniformly random legal moves and times, in CPU time
(``time.process_time``), every ``legal_moves`` and ``apply`` call — all the engine does for a decision
(``to_move`` included); choosing the move is not timed. ``--profile`` prints the 25 costliest functions
(cProfile, cumulative) instead.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sevens.games.shades.game import GAME  # noqa: E402


def run(games: int, players: int, seed: int) -> tuple[int, float]:
    """Decisions made and CPU seconds spent by the engine over ``games`` random games."""
    decisions = 0
    spent = 0.0
    clock = time.process_time
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        t = clock()
        s = GAME.new(g, players=players)
        spent += clock() - t
        while True:
            t = clock()
            if GAME.to_move(s) is None:
                spent += clock() - t
                break
            moves = GAME.legal_moves(s)
            spent += clock() - t
            m = moves[rng.randrange(len(moves))]
            t = clock()
            s = GAME.apply(s, m)
            spent += clock() - t
            decisions += 1
    return decisions, spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    if a.profile:
        cProfile.runctx("run(a.games, a.players, a.seed)", globals(), {"run": run, "a": a}, "/tmp/bench_shades.prof")
        pstats.Stats("/tmp/bench_shades.prof").sort_stats("cumulative").print_stats(25)
        return
    decisions, spent = run(a.games, a.players, a.seed)
    print(f"{a.games} random {a.players}-player games (seeds 0-{a.games - 1}, move seed {a.seed}): "
          f"{decisions} decisions in {spent:.2f} s CPU: {decisions / spent:,.0f} decisions per second "
          f"({sys.implementation.name} {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
