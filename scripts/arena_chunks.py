"""Add up arenas run in chunks: long arenas (hundreds of ウルトラセブン or 4-player shades games: hours on two cores)
are run as many short ones, each with its own ``--seed`` and ``--json``, so that the runs of several sessions add
up. This reads those JSON files and prints the sums as one arena would (per level: seat-games, first places with
their Wilson 95 % interval, shared first places, mean rank, score, score by seat; per seat: games, wins, score).

    for s in $(seq 101 120); do
      python -m sevens arena ultraseven --seats normal,random --scenario 1cour --games 20 --seed $s \\
        --time-budget none --json > chunks/normal-random_s$s.json
    done
    python scripts/arena_chunks.py chunks/normal-random_s*.json

Every file must be the same game with the same options and levels, and no seed may come twice (the same seed
plays the same games: counted twice, they would only narrow the interval). A chunk's seed is read from its file
name (``_sNNN``), as the arena's JSON does not carry it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.cli.arena import wilson  # noqa: E402

MAX_BYTES = 1_000_000
"""A chunk's JSON is a few hundred bytes; anything larger is not one."""


def load(path: Path) -> dict[str, Any]:
    """One chunk, refused with the reason if it is not an arena's JSON."""
    if path.stat().st_size > MAX_BYTES:
        raise SystemExit(f"{path}: {path.stat().st_size} bytes, larger than an arena's JSON")
    data = json.loads(path.read_text())
    if not isinstance(data, dict) or not isinstance(data.get("levels"), dict) or "games" not in data:
        raise SystemExit(f"{path}: not the JSON of `sevens arena --json`")
    return data


def add_up(chunks: list[dict[str, Any]]) -> dict[str, Any]:
    """The sums of ``chunks`` (same game, options, levels and time budget: a chunk without one was played by node
    budgets, as the runner played them before the arena wrote it)."""

    def key_of(c: dict[str, Any]) -> tuple[Any, ...]:
        return (c["game"], json.dumps(c.get("options", {}), sort_keys=True), sorted(c["levels"]), c.get("time_budget"))

    first = chunks[0]
    key = key_of(first)
    levels: dict[str, dict[str, Any]] = {}
    seats: dict[str, dict[str, float]] = {}
    games = 0
    for c in chunks:
        if key_of(c) != key:
            raise SystemExit("the chunks are not the same arena (game, options, levels or time budget differ)")
        games += c["games"]
        for level, d in c["levels"].items():
            k = d["seat_games"]
            got = levels.setdefault(level, {"seat_games": 0, "wins": 0, "shared_first": 0, "rank_sum": 0.0,
                                            "score_sum": 0.0, "by_seat": {}})
            got["seat_games"] += k
            got["wins"] += round(d["win_rate"] * k)
            got["shared_first"] += d["shared_first"]
            got["rank_sum"] += d["mean_rank"] * k
            got["score_sum"] += d["score"] * k
            for q, v in d.get("by_seat", {}).items():
                seat = got["by_seat"].setdefault(q, [0, 0.0])
                seat[0] += v["seat_games"]
                seat[1] += v["score"] * v["seat_games"]
        for q, v in c.get("seats", {}).items():
            got_seat = seats.setdefault(q, {"games": 0, "wins": 0, "shared_first": 0, "score_sum": 0.0})
            got_seat["games"] += v["games"]
            got_seat["wins"] += v["wins"]
            got_seat["shared_first"] += v["shared_first"]
            got_seat["score_sum"] += v["score"] * v["games"]
    out: dict[str, Any] = {"game": first["game"], "options": first.get("options", {}), "games": games,
                           "chunks": len(chunks), "time_budget": first.get("time_budget"), "levels": {}, "seats": {}}
    for level, got in levels.items():
        k = got["seat_games"]
        lo, hi = wilson(got["wins"], k)
        out["levels"][level] = {
            "seat_games": k, "wins": got["wins"], "win_rate": round(got["wins"] / k, 4),
            "ci95": [round(lo, 4), round(hi, 4)], "shared_first": got["shared_first"],
            "mean_rank": round(got["rank_sum"] / k, 4), "score": round(got["score_sum"] / k, 4),
            "by_seat": {q: {"seat_games": n, "score": round(total / n, 4)}
                        for q, (n, total) in sorted(got["by_seat"].items())}}
    for q, got_seat in sorted(seats.items()):
        n = int(got_seat["games"])
        out["seats"][q] = {"games": n, "wins": int(got_seat["wins"]), "shared_first": int(got_seat["shared_first"]),
                           "score": round(got_seat["score_sum"] / n, 4)}
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    seeds: dict[str, Path] = {}
    for path in args.files:
        m = re.search(r"_s(\d+)", path.name)
        if m is None:
            raise SystemExit(f"{path}: no seed in the file name (…_sNNN…)")
        if m.group(1) in seeds:
            raise SystemExit(f"seed {m.group(1)} twice: {seeds[m.group(1)]} and {path}")
        seeds[m.group(1)] = path
    total = add_up([load(p) for p in args.files])
    if args.json:
        print(json.dumps(total))
        return
    budget = total["time_budget"]
    played = "node budgets" if budget is None else f"time budget {budget}"
    print(f"{total['game']} {total['options']}, {played}: {total['games']} games in {total['chunks']} chunks "
          f"(seeds {', '.join(sorted(seeds, key=int))})")
    for level, d in total["levels"].items():
        by_seat = ", ".join(f"seat {q} {v['score']:.3f} ({v['seat_games']})" for q, v in d["by_seat"].items())
        print(f"{level:10} first {d['wins']}/{d['seat_games']} = {d['win_rate']:.3f} [{d['ci95'][0]:.3f}, "
              f"{d['ci95'][1]:.3f}], shared {d['shared_first']}, mean rank {d['mean_rank']:.3f}, "
              f"score {d['score']:.3f}; by seat: {by_seat}")
    for q, v in total["seats"].items():
        print(f"seat {q}, any level: won {v['wins']} of {v['games']}, shared first {v['shared_first']}, "
              f"score {v['score']:.3f}")


if __name__ == "__main__":
    main()
