"""SEVEN's exact endgame over a fixed corpus of positions six placements from the end (issue 4: `hard`
solves the last 6 placements exactly in ≤ 5 s).

    python scripts/bench_tetrahex_endgame.py make     # rebuild scripts/data/tetrahex_last6.json (~7 min)
    python scripts/bench_tetrahex_endgame.py run [N]  # solve the first N positions (all by default)

The corpus holds the positions the bot meets and random ones: 96 games of `hard` against `normal` (seeds
0–95, colours alternating, each from a random two-placement opening, node budgets only, as `bench_tetrahex.py
... BOT_GAMES` makes them) stopped with six placements left, and 60 random games stopped there (seeds 1 and 2
of `bench_tetrahex.py`'s random games). `run` solves each with `hard`'s exact settings (150,000 nodes; a 60 s
cap instead of 5 s, to see how far past 5 s a position goes) and prints the times, the count within 5 s,
and a fixed loop's time for the machine's speed at the moment.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.ai import make_bot  # noqa: E402
from sevens.games.tetrahex.levels import LEVELS  # noqa: E402
from sevens.games.tetrahex.proof import search_move  # noqa: E402
from sevens.core import get  # noqa: E402

G = get("tetrahex")
CORPUS = Path(__file__).resolve().parent / "data" / "tetrahex_last6.json"


def bot_position(g: int):
    s = G.new(g)
    rng = random.Random(500 + g)
    for _ in range(2):
        s = G.apply(s, rng.choice(G.legal_moves(s)))
    bots = [make_bot("hard" if g % 2 else "normal", g, None), make_bot("normal" if g % 2 else "hard", g + 100, None)]
    while len(s.tiles) < 8:
        p = G.to_move(s)
        s = G.apply(s, bots[p].choose(G, G.view(s, p)))
    return s


def random_position(seed: int, k: int):
    rng = random.Random(seed * 1000 + k)
    s = G.new(k)
    while len(s.tiles) < 8:
        s = G.apply(s, rng.choice(G.legal_moves(s)))
    return s


def make() -> None:
    out = []
    for g in range(96):
        out.append({"name": f"hard-normal {g}", "record": G.to_record(bot_position(g))})
        print(out[-1]["name"], flush=True)
    for seed, n in ((1, 20), (2, 40)):
        for k in range(n):
            out.append({"name": f"random {seed}/{k}", "record": G.to_record(random_position(seed, k))})
    CORPUS.write_text(json.dumps(out, indent=0) + "\n")


def loop_seconds() -> float:
    t = time.perf_counter()
    sum(range(3 * 10**7))
    return time.perf_counter() - t


def run(limit: int | None) -> None:
    hard = LEVELS["hard"]
    corpus = json.loads(CORPUS.read_text())[:limit]
    print(f"machine: sum(range(3*10**7)) takes {loop_seconds():.2f} s")
    times = []
    for entry in corpus:
        s = G.from_record(entry["record"])
        t = time.perf_counter()
        _, values, _, nodes, exact = search_move(G, s, 14, hard.exact_nodes, time.perf_counter() + 60, exact=6)
        dt = time.perf_counter() - t
        times.append(dt if exact else float("inf"))
        v = max(values.values()) if values else float("nan")
        print(f"{entry['name']:>16}: {dt:6.2f} s  {nodes:7d} nodes  {'proven' if exact else 'NOT PROVEN'}  "
              f"value {v:+.0f}  {len(G.legal_moves(s))} moves", flush=True)
    done = sorted(times)
    n = len(done)
    print(f"machine: sum(range(3*10**7)) takes {loop_seconds():.2f} s")
    print(f"{n} positions: {sum(1 for t in done if t <= 5)}/{n} proven within 5 s, "
          f"{sum(1 for t in done if t < float('inf'))}/{n} proven; median {statistics.median(done):.2f} s, "
          f"95th {done[int(0.95 * (n - 1))]:.2f} s, max {done[-1]:.2f} s; over 5 s: "
          + ", ".join(f"{t:.1f}" for t in done if t > 5))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "make":
        make()
    elif len(sys.argv) > 1 and sys.argv[1] == "run":
        run(int(sys.argv[2]) if len(sys.argv) > 2 else None)
    else:
        print(__doc__)
