"""Are 七並べ `hard`'s voluntary passes worth what they cost? A counterfactual measurement (issue 14, item 2).

`hard` plays 4-player rounds (3 passes, no joker) against three `normal` bots by node budgets, its seat
rotating. Whenever it passes while holding a playable card (a voluntary, blocking pass), the round is
continued from that position ``--continuations`` times after the pass and as often after the best card by
`hard`'s own search values, every seat played on by fresh bots of the same levels (their seeds differ per
continuation, the same for both branches). Printed per number of passes already used: how many such
passes, `hard`'s mean round points (n − place) after each branch, and how often it ended eliminated.

    python scripts/shichinarabe_passes.py --rounds 60 --continuations 8 --jobs 1

Continuations see the true position (they only finish the round); every decision in them is still a bot's
decision from its own view.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sevens.ai.bot import Bot, make_bot  # noqa: E402
from sevens.core.registry import get  # noqa: E402
from sevens.core.rng import derive  # noqa: E402
from sevens.games.shichinarabe.rules import playable_mask  # noqa: E402
from sevens.games.shichinarabe.state import PASS, State  # noqa: E402

PLAYERS = 4


def _bots(hard_seat: int, seed: int) -> list[Bot]:
    return [make_bot("hard" if q == hard_seat else "normal", seed * 10 + q, None) for q in range(PLAYERS)]


def _finish(s: State, bots: list[Bot], round_no: int) -> State:
    """Play the round ``round_no`` on to its end with ``bots``, each from its own view."""
    game = get("shichinarabe")
    while s.turn >= 0 and s.round_no == round_no:
        s = game.apply(s, bots[s.turn].choose(game, game.view(s, s.turn)))
    return s


def _branch(s: State, move: Any, hard_seat: int, continuations: int) -> tuple[float, float]:
    """`hard`'s mean points and elimination rate over the continuations after ``move``."""
    game = get("shichinarabe")
    points, eliminated = [], 0
    for c in range(continuations):
        end = _finish(game.apply(s, move), _bots(hard_seat, 1000 + c), s.round_no)
        points.append(end.points[hard_seat])
        eliminated += hard_seat in end.eliminated
    return statistics.mean(points), eliminated / continuations


def one_round(args: tuple[int, int, int]) -> list[dict[str, Any]]:
    """Round ``index`` (deal from ``seed``): one entry per voluntary pass of `hard`."""
    index, seed, continuations = args
    game = get("shichinarabe")
    s = game.new(derive(seed, "passes", index).getrandbits(62), players=PLAYERS)
    hard_seat = index % PLAYERS
    bots = _bots(hard_seat, index)
    found = []
    while s.turn >= 0:
        p = s.turn
        m = bots[p].choose(game, game.view(s, p))
        if p == hard_seat and m == PASS and s.hands[p] & playable_mask(s.table, s.opts.mode):
            scores = bots[p].last.scores
            pass_text = game.format_move(s, PASS)
            best_card = max((k for k in scores if k != pass_text), key=lambda k: scores[k])
            found.append({"used": s.passes[p], "gap": scores[pass_text] - scores[best_card],
                          "pass": _branch(s, PASS, hard_seat, continuations),
                          "card": _branch(s, game.parse_move(s, best_card), hard_seat, continuations)})
        s = game.apply(s, m)
    return found


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=60)
    ap.add_argument("--continuations", type=int, default=8)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", type=Path, help="write every pass found here")
    a = ap.parse_args(argv)
    jobs = [(i, a.seed, a.continuations) for i in range(a.rounds)]
    if a.jobs > 1:
        with multiprocessing.Pool(a.jobs) as pool:
            rounds = list(pool.imap(one_round, jobs))
    else:
        rounds = [one_round(j) for j in jobs]
    passes = [f for r in rounds for f in r]
    if a.json:
        a.json.write_text(json.dumps(passes))
    print(f"rounds {a.rounds}, voluntary passes of hard {len(passes)}")
    print("passes used before | n | points after the pass | after the best card | eliminated after pass | after card")
    for used in range(4):
        d = [f for f in passes if f["used"] == used]
        if d:
            print(f"{used} | {len(d)} | {statistics.mean(f['pass'][0] for f in d):.3f} | "
                  f"{statistics.mean(f['card'][0] for f in d):.3f} | {statistics.mean(f['pass'][1] for f in d):.3f} | "
                  f"{statistics.mean(f['card'][1] for f in d):.3f}")


if __name__ == "__main__":
    main()
