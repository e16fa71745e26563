"""ISMCTS (sevens/ai/ismcts.py) against the current ``hard`` bot on 七並べ, at equal time per move.

    python scripts/bench_ismcts.py --players 4 --deals 150 --multipliers 1,4
    python scripts/bench_ismcts.py --players 3 --pass-limit 3 --seats ismcts,hard,hard --deals 100

First it measures ``hard``'s mean time per move on this machine (``--calibrate`` games of ``hard`` in
every seat; only decisions with two legal moves or more count: with one both bots answer at once), then
plays matches in which ISMCTS gets that time times each multiplier; as the run goes, the figure follows
``hard``'s mean over the games of the run so far, so a change in the machine's load slows both bots alike,
less ISMCTS's mean overshoot of its budget so far (``--fixed`` keeps the calibration's figure). Every deal is played once per distinct
rotation of the seats (a duplicate format: each bot gets every seat of the same cards, which removes most
of the luck of the deal); bot seeds are the arena's. Reported per multiplier: first-place rate and mean
rank of each bot over its seat-games with 95% intervals (``sevens.cli.arena.summarize``: Wilson for the
rate), how often an ISMCTS seat won the game, and each bot's actual mean seconds and samples per move
(ISMCTS: iterations; ``hard``: determinizations searched).
Run it with the machine otherwise quiet: time budgets make results depend on its load.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from sevens.ai import make_bot  # noqa: E402
from sevens.ai.ismcts import Ismcts, Settings  # noqa: E402
from sevens.cli.arena import rotations, summarize, wilson  # noqa: E402
from sevens.core import get  # noqa: E402
from sevens.core.rng import derive  # noqa: E402

GAME_ID = "shichinarabe"


class Timed:
    """Wraps a bot; adds up the seconds of its decisions that had a real choice."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds = 0.0
        self.moves = 0
        self.samples = 0

    def choose(self, game: Any, view: dict[str, Any], choices: int) -> Any:
        t = time.perf_counter()
        m = self.bot.choose(game, view)
        if choices > 1:
            self.seconds += time.perf_counter() - t
            self.moves += 1
            self.samples += self.bot.last.samples
        return m


def make(name: str, seed: int, budget: float | None, settings: Settings, iterations: int | None = None) -> Any:
    if name == "ismcts":
        return Ismcts(seed, budget, iterations, settings)
    return make_bot(name, seed, "level")


def play(game: Any, order: list[str], deal: int, seed: int, options: dict[str, Any], budget: float | None,
         settings: Settings, clocks: dict[str, list[float]], iterations: int | None = None
         ) -> list[tuple[str, int]]:
    """One game: (bot name, rank) for every seat."""
    game_seed = derive(seed, "bench-ismcts", deal).getrandbits(62)
    s = game.new(game_seed, **options)
    bots = [Timed(make(order[q], game_seed % 1_000_003 + q, budget, settings, iterations)) for q in range(len(order))]
    while (p := game.to_move(s)) is not None:
        s = game.apply(s, bots[p].choose(game, game.view(s, p), len(game.legal_moves(s))))
    for q, b in enumerate(bots):
        c = clocks.setdefault(order[q], [0.0, 0, 0])
        c[0] += b.seconds
        c[1] += b.moves
        c[2] += b.samples
    ranks = game.outcome(s).ranks
    return [(order[q], ranks[q]) for q in range(len(order))]


def calibrate(game: Any, n: int, games: int, seed: int, options: dict[str, Any]) -> tuple[float, int]:
    """``hard``'s mean seconds per decision with a choice, over ``games`` games of ``hard`` in every seat."""
    clocks: dict[str, list[float]] = {}
    for i in range(games):
        play(game, ["hard"] * n, 10_000 + i, seed, options, None, Settings(), clocks)
    secs, moves, _ = clocks["hard"]
    return secs / moves, int(moves)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--pass-limit", type=int, default=3)
    ap.add_argument("--seats", default="", help="bot per seat, e.g. ismcts,hard,ismcts,hard (default)")
    ap.add_argument("--deals", type=int, default=100, help="deals, each played once per seat rotation")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--calibrate", type=int, default=20, help="hard-only games to time hard's moves")
    ap.add_argument("--budget", type=float, default=None, help="skip calibration: hard's seconds per move")
    ap.add_argument("--multipliers", default="1", help="ISMCTS time = multiplier × hard's mean time")
    ap.add_argument("--iterations", type=int, default=None,
                    help="tuning: ISMCTS searches this many iterations per move, no time budget (load-independent)")
    ap.add_argument("--fixed", action="store_true",
                    help="keep ISMCTS's time at the calibration's figure (default: follow hard's mean as the run goes)")
    ap.add_argument("--exploration", type=float, default=Settings.exploration)
    ap.add_argument("--leaf", default=Settings.leaf, choices=["eval", "playout", "random", "greedy"])
    ap.add_argument("--rollout", type=int, default=0)
    ap.add_argument("--style", default=Settings.style)
    ap.add_argument("--pool", type=int, default=Settings.pool)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    game = get(GAME_ID)
    n = a.players
    seats = a.seats.split(",") if a.seats else [("ismcts" if q % 2 == 0 else "hard") for q in range(n)]
    if len(seats) != n or not set(seats) <= {"ismcts", "hard", "normal", "easy", "random"}:
        ap.error(f"--seats must name {n} bots among ismcts, hard, normal, easy, random")
    options = {"players": n, "pass_limit": a.pass_limit}
    settings = Settings(a.exploration, a.leaf, a.rollout, a.style, a.pool)
    started = time.perf_counter()
    if a.budget is None and a.iterations is None:
        hard_mean, timed = calibrate(game, n, a.calibrate, a.seed, options)
    else:
        hard_mean, timed = a.budget or 0.0, 0
    report: dict[str, Any] = {"players": n, "pass_limit": a.pass_limit, "seats": seats, "deals": a.deals,
                              "seed": a.seed, "settings": settings.__dict__, "hard_seconds_per_move": hard_mean,
                              "calibration_moves": timed, "load": os.getloadavg(), "runs": []}
    if not a.json:
        print(f"hard: {hard_mean * 1000:.1f} ms per move ({timed} timed moves); "
              f"settings {settings}; load {os.getloadavg()[0]:.2f}", flush=True)
    rots = rotations(seats)
    for mult in [float(x) for x in a.multipliers.split(",")]:
        budget = None if a.iterations else hard_mean * mult
        clocks: dict[str, list[float]] = {}
        results: list[list[tuple[str, int]]] = []
        team = 0
        t0 = time.perf_counter()
        budgets: list[float] = []
        given = 0.0  # the budgets handed to ISMCTS, summed over its timed moves
        for deal in range(a.deals):
            for order in rots:
                if budget is not None and not a.fixed and timed:
                    # follow the load: hard's mean over the games of this run so far (the calibration's
                    # until hard has made 100 timed moves here), less ISMCTS's mean overshoot so far
                    # (its last iteration and clean-up run past the budget)
                    h = clocks.get("hard", [0.0, 0, 0])
                    i = clocks.get("ismcts", [0.0, 0, 0])
                    over = (i[0] - given) / i[1] if i[1] >= 100 else 0.0
                    budget = max(0.0, mult * (h[0] / h[1] if h[1] >= 100 else hard_mean) - over)
                    budgets.append(budget)
                before = clocks.get("ismcts", [0.0, 0, 0])[1]
                r = play(game, order, deal, a.seed, options, budget, settings, clocks, a.iterations)
                if budget is not None:
                    given += budget * (clocks.get("ismcts", [0.0, 0, 0])[1] - before)
                results.append(r)
                if any(name == "ismcts" and rank == 1 for name, rank in r):
                    team += 1
        games = len(results)
        summary = summarize(GAME_ID, games, results)
        share = sum(1 for x in seats if x == "ismcts") / n
        lo, hi = wilson(team, games)
        if budgets:
            budget = sum(budgets) / len(budgets)
        run = {"multiplier": mult, "ismcts_seconds": budget, "games": games, "levels": summary["levels"],
               "ismcts_won_game": [team, games, round(team / games, 4), [round(lo, 4), round(hi, 4)]],
               "fair_game_share": share,
               "seconds_per_move": {k: round(v[0] / max(v[1], 1), 5) for k, v in clocks.items()},
               "samples_per_move": {k: round(v[2] / max(v[1], 1), 1) for k, v in clocks.items()},
               "wall_seconds": round(time.perf_counter() - t0, 1), "load": os.getloadavg()}
        report["runs"].append(run)
        if not a.json:
            what = f"{a.iterations} iterations" if budget is None else f"{budget * 1000:.1f} ms (mean budget)"
            print(f"\n× {mult:g}: ISMCTS {what} per move, {games} games "
                  f"({a.deals} deals × {len(rots)} rotations), {run['wall_seconds']} s, load {os.getloadavg()[0]:.2f}")
            for name, d in summary["levels"].items():
                print(f"  {name:7} win rate {d['win_rate']:.3f} {d['ci95']}  mean rank {d['mean_rank']:.3f} "
                      f"{d['mean_rank_ci95']}  ({d['seat_games']} seat-games, fair {1 / n:.3f}); "
                      f"{run['seconds_per_move'].get(name, 0) * 1000:.1f} ms/move, "
                      f"{run['samples_per_move'].get(name, 0):.0f} samples/move")
            print(f"  an ISMCTS seat won {team}/{games} games = {team / games:.3f} [{lo:.3f}, {hi:.3f}] "
                  f"(fair {share:.3f})", flush=True)
    report["wall_seconds"] = round(time.perf_counter() - started, 1)
    if a.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
