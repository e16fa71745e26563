"""SEVEN's labelled positions (issue 14, item 3): corpus positions with their proven result.

``python scripts/tetrahex_label.py CORPUS.jsonl OUT.jsonl [--left 5,6,7] [--children 6,8] [--nodes 100000]
[--child-nodes 20000] [--games N]`` reads a corpus of ``scripts/tetrahex_corpus.py`` and writes one JSON line
per position it proves with the exact solver (``proof.search_move`` with ``exact`` = the placements left, no
selective search, a node budget and no clock, so the same command writes the same file):

* ``--left``: the corpus game's own position with that many placements left;
* ``--children``: every placement the mover has in the corpus position with that many placements left, up to
  symmetry and one level-1 spot of each kind (``Tetrahex.stream(s, 1)``: the spots that lift the same
  tiles), each child proven in ``--child-nodes`` (the siblings a move choice ranks).

A line: ``{"game": index, "moves": [...], "left": k, "white": 1 | 0.5 | 0, "parent": None | k + 1,
"nodes": n}``; ``white`` is White's result under perfect play from there. A position not proven in its
budget is left out (its count is printed).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from sevens.core import get
from sevens.games.tetrahex import proof
from sevens.games.tetrahex.state import TOTAL_TILES, State


def replay(game: Any, moves: list[str]) -> State:
    """The position after ``moves`` (SEVEN's notation), each checked by ``apply``."""
    s = game.new(0)
    for text in moves:
        s = game.apply(s, game.parse_move(s, text))
    return s


def prove(game: Any, s: State, nodes: int) -> tuple[float | None, int]:
    """White's proven result (1, ½, 0) of ``s`` in ``nodes``, or None, and the nodes used."""
    left = TOTAL_TILES - len(s.tiles)
    best, values, _, used, exact = proof.search_move(game, s, TOTAL_TILES, nodes, None, left)
    if not exact or best not in values:
        return None, used
    v = values[best]
    mover = 1.0 if v > 0 else 0.0 if v < 0 else 0.5
    return (mover if s.mover == 0 else 1.0 - mover), used


def children(game: Any, s: State) -> list[Any]:
    """The mover's placements up to symmetry, one level-1 spot of each kind (see the module's text)."""
    seen: set[Any] = set()
    out = []
    for group in game.stream(s, 1):
        for m in group:
            k = game.canonical_key(game.play(s, m))
            if k not in seen:
                seen.add(k)
                out.append(m)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("out")
    ap.add_argument("--left", default="5,6,7")
    ap.add_argument("--children", default="6")
    ap.add_argument("--nodes", type=int, default=100_000)
    ap.add_argument("--child-nodes", type=int, default=20_000)
    ap.add_argument("--games", type=int, default=0, help="only the first N games of the corpus (0: all)")
    a = ap.parse_args(argv)
    game = get("tetrahex")
    lefts = [int(x) for x in a.left.split(",") if x]
    parents = [int(x) for x in a.children.split(",") if x]
    with open(a.corpus, encoding="utf-8") as f:
        games = [json.loads(line) for line in f if line.strip()]
    if a.games:
        games = games[:a.games]
    kept = missed = 0
    start = time.process_time()
    with open(a.out, "w", encoding="utf-8") as out:
        for g in games:
            for left in lefts:
                moves = g["moves"][:TOTAL_TILES - left]
                white, used = prove(game, replay(game, moves), a.nodes)
                if white is None:
                    missed += 1
                    continue
                kept += 1
                out.write(json.dumps({"game": g["index"], "moves": moves, "left": left, "white": white,
                                      "parent": None, "nodes": used}) + "\n")
            for left in parents:
                moves = g["moves"][:TOTAL_TILES - left]
                s = replay(game, moves)
                for m in children(game, s):
                    white, used = prove(game, game.apply(s, m), a.child_nodes)
                    if white is None:
                        missed += 1
                        continue
                    kept += 1
                    out.write(json.dumps({"game": g["index"], "moves": moves + [game.format_move(s, m)],
                                          "left": left - 1, "white": white, "parent": left,
                                          "nodes": used}) + "\n")
            out.flush()
            print(g["index"], kept, missed, round(time.process_time() - start, 1), flush=True)
    print(f"{kept} positions proven, {missed} not proven in the budget", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
