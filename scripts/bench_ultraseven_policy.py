"""How fast ウルトラセブン's playout policy plays (the bot's playouts are most of its time): whole 1クール games
played by ``policy.playout`` alone from the start positions of seeds 0 … GAMES−1, timed by CPU; prints the game
turns played (the same for a tree whose moves are the same) and the best of REPEAT runs.

    python scripts/bench_ultraseven_policy.py --games 40 --repeat 3
    valgrind --tool=callgrind --callgrind-out-file=/dev/null python scripts/bench_ultraseven_policy.py --games 8 --repeat 1

Under valgrind the instruction count does not depend on what else the machine runs (run it with ``--games 0`` too
and subtract: the interpreter's start and the imports). ``--tree DIR`` measures another checkout (a worktree of an
earlier commit) with this script.
"""

from __future__ import annotations

import argparse
import sys
import time


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tree", default="", help="a checkout to import sevens from (default: this one)")
    args = parser.parse_args(argv)
    if args.tree:
        sys.path.insert(0, args.tree)
    from sevens.core import get
    from sevens.games.ultraseven import policy

    game = get("ultraseven")
    starts = [game.new(seed, scenario="1cour") for seed in range(args.games)]
    best, turns = float("inf"), 0
    for _ in range(args.repeat):
        t0 = time.process_time()
        turns = sum(policy.playout(s, None, 200).turn for s in starts)
        best = min(best, time.process_time() - t0)
    print(f"{args.games} policy games, {turns} turns, best of {args.repeat}: {best:.2f} s CPU")


if __name__ == "__main__":
    main()
