"""SEVEN's arena games with their moves (issue 14, item 3): the corpus of `hard`'s White games.

``python scripts/tetrahex_corpus.py OUT.jsonl [--seed 23] [--games 200] [--seats hard,normal] [--white hard]``
plays the games of ``python -m sevens arena tetrahex --seats SEATS --games N --seed S --time-budget none``
that have ``--white`` as White (the arena's seat rotation: game i shifts the seats by i), by the arena's own
opening and bot seeds (``sevens.cli.arena``), and writes one JSON line per game: its index, the seat names,
White's result (1, ½, 0) and every move in SEVEN's notation. ``--only I,J`` plays those indices alone.
Node budgets only (a seat named ``hard@3`` has 3 s a move, as in the arena): the same command writes the
same file.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from sevens.ai import make_bot
from sevens.cli.arena import bot_seed, deal_seed, seat_spec
from sevens.core import get
from sevens.core.rng import derive


def play(seats: list[str], index: int, seed: int) -> dict[str, Any]:
    """Game ``index`` of the arena (``arena.play_game``'s seats, opening and bots), with its moves."""
    game = get("tetrahex")
    n = len(seats)
    shift = index % n
    order = [seats[(q - shift) % n] for q in range(n)]
    s = game.new(deal_seed(seed, index))
    bots = []
    for q in range(n):
        level, budget = seat_spec(order[q], None)  # ``hard@3``: hard with 3 s a move, as the arena reads it
        bots.append(make_bot(level, bot_seed(seed, index, q), budget))
    rng = derive(seed, "arena-opening", index // n)
    moves: list[str] = []
    for _ in range(game.info.random_opening):
        m = game.legal_moves(s)[rng.randrange(len(game.legal_moves(s)))]
        moves.append(game.format_move(s, m))
        s = game.apply(s, m)
    while (p := game.to_move(s)) is not None:
        m = bots[p].choose(game, game.view(s, p))
        moves.append(game.format_move(s, m))
        s = game.apply(s, m)
    out = game.outcome(s)
    assert out is not None
    white = 1.0 if out.ranks[0] < out.ranks[1] else 0.5 if out.ranks[0] == out.ranks[1] else 0.0
    return {"index": index, "seats": order, "white": white, "moves": moves}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seats", default="hard,normal")
    ap.add_argument("--white", default="hard")
    ap.add_argument("--only", default="")
    a = ap.parse_args(argv)
    seats = a.seats.split(",")
    indices = ([int(x) for x in a.only.split(",")] if a.only else
               [i for i in range(a.games) if seats[(0 - i % len(seats)) % len(seats)] == a.white])
    with open(a.out, "w", encoding="utf-8") as f:
        for i in indices:
            g = play(seats, i, a.seed)
            f.write(json.dumps(g) + "\n")
            f.flush()
            print(i, g["seats"][0], g["white"], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
