"""SEVEN figures (issue 4): placement generation, branching, search depth per ply, exact endgames.

    python scripts/bench_tetrahex.py [GAMES] [SEED] [BOT_GAMES]

Prints: the time to list every legal placement of mid-game positions (fresh generator each time); the
median number of legal placements at each ply over random games; for bot-vs-bot games of the ``hard``
level with its budgets, the depth reached at every ply; the time to finish a full-width 3-ply search
from mid-game positions; the time to solve the last 6 (and 5) placements exactly, for the positions of up
to 20 random games and (BOT_GAMES > 0) of that many games between the bots.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.ai import make_bot  # noqa: E402
from sevens.games.tetrahex.proof import search_move  # noqa: E402
from sevens.core import get  # noqa: E402
from sevens.games.tetrahex.placements import Generator  # noqa: E402

from bench_tetrahex_endgame import bot_position  # noqa: E402  (scripts/, beside this file)

G = get("tetrahex")


def random_games(n: int, seed: int) -> list[list]:
    out = []
    for k in range(n):
        rng = random.Random(seed * 1000 + k)
        s = G.new(k)
        line = [s]
        while G.to_move(s) is not None:
            s = G.apply(s, rng.choice(G.legal_moves(s)))
            line.append(s)
        out.append(line)
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    lines = random_games(games, seed)

    times = []
    for line in lines:
        for s in line[4:10]:
            t = time.perf_counter()
            Generator(s).moves()
            times.append((time.perf_counter() - t) * 1000)
    print(f"placement generation, plies 4-9 of {games} random games: median {statistics.median(times):.2f} ms, "
          f"95th {sorted(times)[int(0.95 * len(times))]:.2f} ms, max {max(times):.2f} ms")

    branching = [statistics.median(len(G.legal_moves(line[k])) for line in lines) for k in range(14)]
    print("median legal placements per ply (random games): " + " ".join(f"{b:g}" for b in branching))

    full3 = []
    for line in lines[:10]:
        for s in line[4:10:2]:
            t = time.perf_counter()
            _, _, depth, nodes, _ = search_move(G, s, 3, 10**9, None)
            full3.append(time.perf_counter() - t)
    print(f"full-width 3-ply search from mid-game positions (plies 4, 6, 8 of 10 random games): "
          f"median {statistics.median(full3):.2f} s, max {max(full3):.2f} s")

    print("hard vs hard (level budgets) from random 2-placement openings, depth reached at each ply [seconds]:")
    for g in range(3):
        s = G.new(g)
        rng = random.Random(seed * 7 + g)
        row = []
        for _ in range(2):
            s = G.apply(s, rng.choice(G.legal_moves(s)))
            row.append("open")
        bots = [make_bot("hard", g), make_bot("hard", g + 100)]
        while G.to_move(s) is not None:
            p = G.to_move(s)
            m = bots[p].choose(G, G.view(s, p))
            th = bots[p].last
            row.append(f"{th.depth}{'*' if th.exact else ''}[{th.seconds:.1f}]")
            s = G.apply(s, m)
        print("  game", g, " ".join(row), " (* = exact)")

    for left in (5, 6):
        solved = []
        for line in lines[:20]:
            s = line[14 - left]
            t = time.perf_counter()
            _, _, _, nodes, exact = search_move(G, s, 14, 10**9, time.perf_counter() + 60, exact=left)
            solved.append((time.perf_counter() - t, exact, nodes))
        n = len(solved)
        done = sorted(t for t, ok, _ in solved if ok)
        print(f"exact solve, last {left} placements of {n} random games: {len(done)}/{n} solved within 60 s, "
              f"{sum(1 for t in done if t <= 5)}/{n} within 5 s; median {statistics.median(t for t, _, _ in solved):.2f} s, "
              f"max {max(t for t, _, _ in solved):.1f} s; times {' '.join(f'{t:.1f}' for t, _, _ in solved)}")

    bot_games = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    if bot_games:
        times = []
        for g in range(bot_games):  # the positions the bot meets: hard against normal from random openings
            s = bot_position(g)
            t = time.perf_counter()
            _, _, _, nodes, exact = search_move(G, s, 14, 10**9, time.perf_counter() + 120, exact=6)
            times.append(time.perf_counter() - t if exact else float("inf"))
        print(f"exact solve, last 6 placements of {bot_games} hard-vs-normal games: "
              f"{sum(1 for t in times if t <= 5)}/{bot_games} within 5 s; median {statistics.median(times):.2f} s; "
              f"times {' '.join(f'{t:.1f}' for t in times)}")

if __name__ == "__main__":
    main()
