"""セブンスクエア engine speed: decisions per second in random play, every pairing of the three decks (issue 17:
≥ 10,000 in CPython on one core).

    python scripts/bench_square.py [--games 20] [--seed 0] [--decks aera,iron,fang] [--profile]

For each ordered pairing of the decks (P1's deck, P2's deck; the mirrors included: 9 for three decks) plays
``--games`` seeded games by uniformly random legal moves (the first player by the coin, default options
otherwise) and times, in CPU time (``time.process_time``), every ``new``, ``to_move``, ``legal_moves`` and
``apply`` call — all the engine does for a decision; choosing the move is not timed. Prints each pairing's
rate and the total. ``--profile`` prints the 25 costliest functions (cProfile, cumulative) instead.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import os
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sevens.games.square.game import GAME  # noqa: E402


def run(deck0: str, deck1: str, games: int, seed: int) -> tuple[int, float, int]:
    """Decisions made, CPU seconds spent by the engine and games decided (not drawn) over ``games`` random
    games of ``deck0`` (P1) against ``deck1`` (P2)."""
    decisions = 0
    spent = 0.0
    decided = 0
    clock = time.process_time
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        t = clock()
        s = GAME.new(seed * 1_000 + g, deck0=deck0, deck1=deck1)
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
        out = GAME.outcome(s)
        decided += out is not None and out.ranks[0] != out.ranks[1]
    return decisions, spent, decided


def run_all(decks: list[str], games: int, seed: int) -> tuple[int, float]:
    total, cpu = 0, 0.0
    for d0, d1 in itertools.product(decks, repeat=2):
        n, dt, decided = run(d0, d1, games, seed)
        total += n
        cpu += dt
        print(f"  {d0:>5} (P1) vs {d1:<5} (P2): {n:6} decisions in {dt:5.2f} s CPU: {n / dt:9,.0f} /s "
              f"({n / games:.0f} a game, {decided}/{games} decided)")
    return total, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="games per ordered pairing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="aera,iron,fang")
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    decks = [d.strip() for d in a.decks.split(",") if d.strip()]
    if a.profile:
        cProfile.runctx("run_all(decks, a.games, a.seed)", globals(), {"run_all": run_all, "decks": decks, "a": a},
                        "/tmp/bench_square.prof")
        pstats.Stats("/tmp/bench_square.prof").sort_stats("cumulative").print_stats(25)
        return
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    total, cpu = run_all(decks, a.games, a.seed)
    print(f"{a.games} random games per pairing, {len(decks) ** 2} pairings (seed {a.seed}): {total} decisions in "
          f"{cpu:.2f} s CPU: {total / cpu:,.0f} decisions per second ({sys.implementation.name} "
          f"{sys.version.split()[0]}, load average {load:.2f} at the start, {os.cpu_count()} cpus)")


if __name__ == "__main__":
    main()
