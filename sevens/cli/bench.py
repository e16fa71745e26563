"""``sevens bench``: engine playouts per second (one core) and bot time per move per level.

The game's options are the command line's (``--scenario 1cour``: ウルトラセブン's short play), the same flags as
``play`` and ``arena``; without them each game's defaults."""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from typing import Any

from ..ai import make_bot
from ..core import chance
from ..core.errors import BadOption
from ..core.game import CHANCE


def engine_rate(game: Any, seconds: float, seed: int, options: dict[str, Any] | None = None) -> dict[str, float]:
    """Complete random games per second through the public API (new / legal_moves / apply) under ``options``;
    chance steps are resolved from the seed (``chance.resolve``) as in a real game, and count as moves."""
    options = options or {}
    rng = random.Random(seed)
    games = moves = 0
    players = game.players(game.new(seed, **options))
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        s = game.new(seed + games, **options)
        while (p := game.to_move(s)) is not None:
            if p == CHANCE:
                s = game.apply(s, chance.resolve(game, s))
            else:
                legal = game.legal_moves(s)
                s = game.apply(s, legal[rng.randrange(len(legal))])
            moves += 1
        games += 1
    dt = time.perf_counter() - start
    return {"players": players, "games_per_second": round(games / dt, 1), "moves_per_second": round(moves / dt, 1),
            "games": games, "seconds": round(dt, 2)}


def positions(game: Any, count: int, seed: int, options: dict[str, Any] | None = None) -> list[tuple[Any, int]]:
    """Positions from seeded random games (under ``options``) where a seat (not chance) decides and has a real
    choice."""
    options = options or {}
    rng = random.Random(seed)
    out: list[tuple[Any, int]] = []
    g = 0
    while len(out) < count:
        s = game.new(seed * 1000 + g, **options)
        g += 1
        while (p := game.to_move(s)) is not None and len(out) < count:
            if p == CHANCE:
                s = game.apply(s, chance.resolve(game, s))
                continue
            legal = game.legal_moves(s)
            if len(legal) >= 2 and rng.random() < 0.3:
                out.append((s, p))
            s = game.apply(s, legal[rng.randrange(len(legal))])
    return out


def bot_times(game: Any, level: str, spots: list[tuple[Any, int]], seed: int) -> dict[str, float]:
    """Milliseconds per move of a fresh bot of ``level`` on each position (it sees only the view)."""
    times, depths, nodes = [], [], []
    for i, (s, seat) in enumerate(spots):
        bot = make_bot(level, seed + i, None)  # node budgets: the time a fixed search takes (anytime would just spend the level's seconds)
        t = time.perf_counter()
        bot.choose(game, game.view(s, seat))
        times.append(time.perf_counter() - t)
        depths.append(bot.last.depth)
        nodes.append(bot.last.nodes)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return {"median_ms": round(statistics.median(times) * 1000, 2), "p95_ms": round(p95 * 1000, 2),
            "max_ms": round(times[-1] * 1000, 2), "mean_depth": round(statistics.mean(depths), 2),
            "mean_nodes": round(statistics.mean(nodes), 1), "positions": len(times)}


def run_bench(game: Any, args: argparse.Namespace, options: dict[str, Any] | None = None) -> int:
    from .main import parse_seats

    options = dict(options or {})
    levels = parse_seats(args.levels, allow_human=False, what="level")
    if not levels:
        raise BadOption("levels", "--levels needs at least one bot level", "--levels にボットの強さを指定してください")
    if not args.seconds > 0 or args.positions < 1:
        raise BadOption("bench", "--seconds must be above 0 and --positions at least 1",
                        "--seconds は 0 より大きく、--positions は 1 以上です")
    info = {"python": f"{platform.python_implementation()} {platform.python_version()}",
            "platform": platform.platform(), "cpus": os.cpu_count()}
    eng = engine_rate(game, args.seconds, args.seed, options)
    if not args.json:
        print(f"{info['python']} on {info['platform']}, {info['cpus']} cpus")
        if options:
            print(f"{game.id}: " + ", ".join(f"{k}={v}" for k, v in options.items()))
        print(f"engine: {eng['games_per_second']} complete random {eng['players']}-player games/s on one core "
              f"({eng['moves_per_second']} moves/s, {eng['games']} games)")
    spots = positions(game, args.positions, args.seed, options)
    bots = {}
    for level in levels:
        bots[level] = d = bot_times(game, level, spots, args.seed)
        if not args.json:
            print(f"bot {level:7}: median {d['median_ms']} ms, p95 {d['p95_ms']} ms, max {d['max_ms']} ms, "
                  f"depth {d['mean_depth']}, nodes {d['mean_nodes']} ({d['positions']} positions)")
            sys.stdout.flush()
    if args.json:
        print(json.dumps({"game": game.id, "options": json.loads(json.dumps(options, default=str)), "machine": info,
                          "engine": eng, "bots": bots}))
    return 0
