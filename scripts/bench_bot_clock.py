"""How long a bot level takes per decision when it plays by its own seconds, as in the page (CPython).

    python scripts/bench_bot_clock.py GAME [--level normal] [--games 6] [--players N] [--seed 7] [--option NAME=VALUE]

Plays GAME with every seat at LEVEL, each decision by the level's own seconds (``make_bot(level, seed)``, the
page's anytime bot), and prints the wall time of every decision that searched (more than one legal move):
median, p95, p99 and max, and the five slowest with their legal-move counts. The level's seconds are the target;
what passes them is the overshoot a player waits for (a playout started before the deadline runs to its end).
Pyodide in the page runs about three times slower than CPython, the overshoot with it. Wall time: run it on a
quiet machine and note the load.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.ai.bot import make_bot  # noqa: E402
from sevens.ai.levels import for_game  # noqa: E402
from sevens.core import chance  # noqa: E402
from sevens.core.game import CHANCE  # noqa: E402
from sevens.core.registry import get  # noqa: E402
from sevens.core.rng import derive  # noqa: E402


def quantile(xs: list[float], q: float) -> float:
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--players", type=int, default=None, help="the game's default if not given")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a game option (e.g. scenario=1cour), as many as needed")
    a = ap.parse_args(argv)
    game = get(a.game)
    seconds = for_game(game, a.level).seconds(False, 0)
    timed: list[tuple[float, int, int, int]] = []  # (seconds, game, decision, legal moves)
    for g in range(a.games):
        options: dict[str, object] = {} if a.players is None else {"players": a.players}
        options.update(o.split("=", 1) for o in a.option)
        s = game.new(derive(a.seed, "bench-clock", g).getrandbits(62), **options)
        bots = [make_bot(a.level, a.seed * 1000 + g * 10 + q) for q in range(game.players(s))]
        k = 0
        while (p := game.to_move(s)) is not None:
            if p == CHANCE:  # from the game's seed, as the page does
                s = game.apply(s, chance.resolve(game, s))
                continue
            legal = len(game.legal_moves(s))
            t = time.perf_counter()
            m = bots[p].choose(game, game.view(s, p))
            if legal > 1:
                timed.append((time.perf_counter() - t, g, k, legal))
            s = game.apply(s, m)
            k += 1
        print(f"game {g}: {k} decisions", flush=True)
    xs = sorted(t for t, *_ in timed)
    print(f"{a.game} {a.level} ({seconds} s a decision), {len(xs)} decisions that searched: median {quantile(xs, .5):.3f} s, "
          f"p95 {quantile(xs, .95):.3f} s, p99 {quantile(xs, .99):.3f} s, max {xs[-1]:.3f} s")
    for t, g, k, legal in sorted(timed, reverse=True)[:5]:
        print(f"  {t:.3f} s  game {g} decision {k}: {legal} legal moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
