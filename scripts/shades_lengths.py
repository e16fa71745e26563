"""7 SHADES OF S:EVEN: seeded random games of 2, 3 and 4 players end — how long they last (issue 16, item 4).

    python scripts/shades_lengths.py [--games 60] [--players 2 3 4] [--seed 0]

Each game is played by uniformly random legal moves (every seat, every decision, reactions included), its
generator seeded from ``--seed`` and the game's number; the game's own seed is the game's number. Printed per
player count: min / median / 90th percentile / max of the decisions, turns and rounds a game lasted, how many
games were won and how many ended drawn at the engine's hard bound (``HARD_ROUNDS``; there is no round cap
here). Every game must end: one that does not within ``GameInfo.max_moves`` decisions stops the script.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sevens.games.shades.game import GAME  # noqa: E402
from sevens.games.shades.state import HARD_ROUNDS, State  # noqa: E402


def play_random(seed: int, players: int, base: int) -> tuple[State, int]:
    """A random game: the final state and its number of decisions."""
    rng = random.Random(base * 1_000_003 + seed)
    s = GAME.new(seed, players=players)
    decisions = 0
    while GAME.to_move(s) is not None:
        moves = GAME.legal_moves(s)
        s = GAME.apply(s, moves[rng.randrange(len(moves))])
        decisions += 1
        if decisions > GAME.info.max_moves:
            raise SystemExit(f"game {seed} with {players} players did not end within {GAME.info.max_moves} decisions")
    return s, decisions


def turns_of(s: State) -> int:
    """Turns played: a won game ends inside its last turn; a drawn one after its last full turn."""
    return s.turn + 1 if s.winner >= 0 else s.turn


def spread(xs: list[int]) -> str:
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
    return f"{xs[0]} / {statistics.median(xs):g} / {p90} / {xs[-1]}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=60, help="games per player count (default 60)")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=0, help="base of the move generators' seeds")
    a = ap.parse_args()
    print(f"random games, {a.games} per player count, seeds 0-{a.games - 1}, move seed base {a.seed}")
    print("players | decisions min / median / p90 / max | turns | rounds | won | drawn at the bound")
    for n in a.players:
        decisions, turns, rounds, won, drawn = [], [], [], 0, 0
        for seed in range(a.games):
            s, d = play_random(seed, n, a.seed)
            decisions.append(d)
            t = turns_of(s)
            turns.append(t)
            rounds.append(-(-t // n))
            won += s.winner >= 0
            drawn += s.drawn
        print(f"{n} | {spread(decisions)} | {spread(turns)} | {spread(rounds)} | {won} | {drawn} "
              f"(bound {HARD_ROUNDS} rounds)")


if __name__ == "__main__":
    main()
