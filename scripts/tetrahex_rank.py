"""How well SEVEN's evaluation terms rank proven results (issue 14, item 3): offline, before any arena.

``python scripts/tetrahex_rank.py LABELS.jsonl [--terms static,horizon,...]`` reads the labelled positions
of ``scripts/tetrahex_label.py`` and prints, for each term (a value of the position for White), its pairwise
accuracy: over pairs of positions with different proven results for White, the share the term orders as
the proof does (ties count half; 0.5 is chance). Two figures per term and half:

* ``siblings``: pairs of children of the same corpus position (the placements one move choice ranks);
* ``corpus``: pairs of the corpus games' own positions with the same number of placements left (so the same
  player to move).

The set is split by game: the half ``A`` (corpus indices 0, 4, 8, ...) to choose a term's weight on, the
half ``B`` (2, 6, 10, ...) held out. A term is a candidate for an arena only if it beats ``horizon`` (the
search's value at its leaves today, ``evaluate.after_best``) on both halves; that is needed, not enough
(docs/tetrahex-bot.md, "The labelled set": terms that beat it here lost the arena).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from typing import Any, Callable

from sevens.core import get
from sevens.games.tetrahex import evaluate, proof
from sevens.games.tetrahex.state import TOTAL_TILES, State

Term = Callable[[Any, State], float]


def replay(game: Any, moves: list[str]) -> State:
    s = game.new(0)
    for text in moves:
        s = game.apply(s, game.parse_move(s, text))
    return s


def static(game: Any, s: State) -> float:
    return evaluate.evaluate_all(s)[0]


def horizon(game: Any, s: State) -> float:
    return evaluate.after_best(s)[0]


def prospect(k: float) -> Term:
    """Material plus ``k`` times the weight of every tile left at the level rule d sends it to now."""
    def term(game: Any, s: State) -> float:
        bottom = s.variant == "bottom"
        white, black, top = evaluate.material(s)
        w = [white, black]
        for q in (0, 1):
            for z in evaluate.reaches(s, q).values():
                w[q] += k * evaluate.weight(z, bottom)
                top = max(top, z)
        return evaluate._value(w[0], w[1], top, bottom, False)[0]
    return term


def race(game: Any, s: State) -> float:
    """Each player in turn lays the remaining tile that reaches highest now, at that level (the levels as
    they are now: no tile makes or covers a surface): the final comparison, exact (1, ½, 0)."""
    bottom = s.variant == "bottom"
    white, black, _ = evaluate.material(s)
    w = [white, black]
    left = {q: sorted(evaluate.reaches(s, q).values(), reverse=True) for q in (0, 1)}
    p = s.mover
    for i in range(TOTAL_TILES - len(s.tiles)):
        q = (p + i) % 2 if p is not None else 0
        if left[q]:
            w[q] += evaluate.weight(left[q].pop(0), bottom)
    return 0.5 if w[0] == w[1] else (1.0 if w[0] > w[1] else 0.0)


def race_value(plies: int) -> Term:
    """``race`` over the next ``plies`` placements only (all when 0), valued as ``evaluate_all`` values a
    live position (the material difference in tiles of the top level, squashed)."""
    def term(game: Any, s: State) -> float:
        bottom = s.variant == "bottom"
        white, black, top = evaluate.material(s)
        w = [white, black]
        left = {q: sorted(evaluate.reaches(s, q).values(), reverse=True) for q in (0, 1)}
        p = s.mover
        n = TOTAL_TILES - len(s.tiles)
        for i in range(min(n, plies) if plies else n):
            q = (p + i) % 2 if p is not None else 0
            if left[q]:
                z = left[q].pop(0)
                w[q] += evaluate.weight(z, bottom)
                top = max(top, z)
        return evaluate._value(w[0], w[1], top, bottom, False)[0]
    return term


def threat(k: float) -> Term:
    """``after_best`` plus ``k`` times the weight of the other player's best reach now (the "threat"
    variant docs/tetrahex-bot.md tried in an arena at 0.5; at 1, ``after_two``: both players' next climb)."""
    def term(game: Any, s: State) -> float:
        p = s.mover
        if p is None:
            return evaluate.evaluate_all(s)[0]
        bottom = s.variant == "bottom"
        white, black, top = evaluate.material(s)
        w = [white, black]
        for q, f in ((p, 1.0), (1 - p, k)):
            z = min(evaluate.reaches(s, q).values()) if bottom else evaluate.highest_reach(s, q)
            w[q] += f * evaluate.weight(z, bottom)
            top = max(top, z)
        return evaluate._value(w[0], w[1], top, bottom, False)[0]
    return term


def race_then(base: Term) -> Term:
    def term(game: Any, s: State) -> float:
        return race(game, s) + 0.01 * base(game, s)
    return term


def rollout(game: Any, s: State) -> float:
    """A real greedy playout: each player lays the first placement of its highest-reaching tile (the
    game's own order), to the end; White's result (1, ½, 0)."""
    while s.mover is not None:
        first = next(iter(game.stream(s)))
        s = game.play(s, first[0])
    w, b, _ = evaluate.material(s)
    return 0.5 if w == b else (1.0 if w > b else 0.0)


def rollout_best(game: Any, s: State) -> float:
    """A playout where each player lays the placement whose ``after_best`` (the other's best answer) is
    best for them among its highest-reaching tiles' placements; White's result."""
    while s.mover is not None:
        p = s.mover
        group = next(iter(game.stream(s)))
        if len(s.tiles) == TOTAL_TILES - 1:
            s = game.play(s, group[0])
            continue
        s = max((game.play(s, m) for m in group), key=lambda c: evaluate.after_best(c)[p])
    w, b, _ = evaluate.material(s)
    return 0.5 if w == b else (1.0 if w > b else 0.0)


def top_fits(c: float) -> Term:
    """Material plus ``c`` tiles of the top level for each tile left of a player that rule d would send to
    the current top level or above (the surfaces the placements so far made, for whom)."""
    def term(game: Any, s: State) -> float:
        bottom = s.variant == "bottom"
        white, black, top = evaluate.material(s)
        unit = evaluate.weight(max(top, 1), bottom)
        w = [white, black]
        for q in (0, 1):
            w[q] += c * unit * sum(1 for z in evaluate.reaches(s, q).values() if z >= top)
        return evaluate._value(w[0], w[1], top, bottom, False)[0]
    return term


def searched(depth: int, nodes: int) -> Term:
    """The selective search's value (``proof.search_move`` as ``hard`` runs it in the middle game, narrow 1)
    to ``depth`` placements in ``nodes``, for White: what the level itself thinks of the position."""
    def term(game: Any, s: State) -> float:
        best, values, _, _, _ = proof.search_move(game, s, depth, nodes, None, 0, 1)
        v = values.get(best, 0.0)
        return v if s.mover == 0 else -v
    return term


TERMS: dict[str, Term] = {
    "static": static,
    "horizon": horizon,
    "prospect0.05": prospect(0.05),
    "prospect0.3": prospect(0.3),
    "prospect1": prospect(1.0),
    "topfits0.3": top_fits(0.3),
    "topfits1": top_fits(1.0),
    "race": race,
    "race+horizon": race_then(horizon),
    "after_two": threat(1.0),
    "threat0.5": threat(0.5),
    "racev": race_value(0),
    "racev2": race_value(2),
    "racev3": race_value(3),
    "rollout": rollout,
    "rollout+horizon": lambda g, s: rollout(g, s) + 0.01 * horizon(g, s),
    "rolloutbest": rollout_best,
}
SLOW: dict[str, Term] = {"search4": searched(4, 10_000), "search2": searched(2, 10_000)}
"""Terms left out of the default list (each a search: seconds a position)."""


def pairwise(items: list[tuple[float, float]]) -> tuple[float, int]:
    """(share of pairs with different labels the values order as the labels, number of such pairs)."""
    good = 0.0
    n = 0
    for i, (vi, li) in enumerate(items):
        for vj, lj in items[i + 1:]:
            if li == lj:
                continue
            n += 1
            if vi == vj:
                good += 0.5
            elif (vi > vj) == (li > lj):
                good += 1.0
    return (good / n if n else float("nan")), n


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("labels")
    ap.add_argument("--terms", default=",".join(TERMS))
    a = ap.parse_args(argv)
    game = get("tetrahex")
    with open(a.labels, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    names = a.terms.split(",")
    print(f"{len(rows)} positions; by left: "
          + ", ".join(f"{k}: {sum(r['left'] == k for r in rows)}" for k in sorted({r['left'] for r in rows})))
    for name in names:
        term = TERMS.get(name) or SLOW[name]
        sib: dict[str, dict[Any, list[tuple[float, float]]]] = {"A": defaultdict(list), "B": defaultdict(list)}
        flat: dict[str, dict[Any, list[tuple[float, float]]]] = {"A": defaultdict(list), "B": defaultdict(list)}
        for r in rows:
            half = "A" if r["game"] // 2 % 2 == 0 else "B"
            v = term(game, replay(game, r["moves"]))
            if r["parent"] is None:
                flat[half][r["left"]].append((v, r["white"]))
            if r["parent"] is not None:
                sib[half][(r["game"], r["parent"])].append((v, r["white"]))
        line = [f"{name:16}"]
        for half in ("A", "B"):
            for label, groups in (("siblings", sib[half]), ("corpus", flat[half])):
                good = 0.0
                total = 0
                for items in groups.values():
                    acc, n = pairwise(items)
                    if n:
                        good += acc * n
                        total += n
                line.append(f"{half} {label} {good / total if total else float('nan'):.3f} ({total})")
        print("  ".join(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
