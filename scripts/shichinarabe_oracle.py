"""How far above 七並べ `hard` could any bot get against three `normal`? The oracle ceiling (issue 14, item 4).

`omniscient` (``sevens/ai/omniscient.py``) is `hard`'s 3-ply search on the true deal; it did no better than
the fair `hard` (docs/bot.md), so it bounds nothing. The oracle here is a far stronger cheat, for measuring
only (a script: never a level, a seat of the page, of ``sevens play`` or of ``sevens arena``). It sees every
hand **and knows the three `normal` bots exactly**: by node budgets a bot's move is a function of its view
and its seed (``Bot.choose`` derives its random stream from both), so from the true state the oracle can
play the rest of the round as it will really happen. At each of its decisions with more than one legal move
it plays the round out after every legal move, the `normal` seats by the very bots at the table and its own
later decisions by the fair `hard` (its own seat's bot), and takes the move whose round ends best for it:
most round points (n − place; an elimination is a low place), then the move `hard` itself would play.

That is one step of policy improvement over `hard` with a perfect model of the cards and of the opponents.
In a deterministic world it can only gain: on every deal the oracle's round ends at least as well for it as
`hard`'s on the same deal (``--check`` asserts it). It also shows how chaotic a round is (one other card
changes every later choice of the `normal` bots). ``--samples K`` plays each move's round out K times by bots
of the same levels with seeds of their own instead: the true deal, but not the table bots' random streams
(a ceiling of skill, docs/bot.md "A ceiling that sees the round to its end"); with ``--fair`` each of those
rollouts starts from a deal sampled from the seat's view, which makes it a fair bot, only a slow one. The
issue's figures are ≥ 0.55 first places, ≤ 0.20 eliminated and mean rank ≤ 1.8.

The rounds are the arena's: the same deals, seat rotation and bot seeds as
``python -m sevens arena shichinarabe --seats hard,normal,normal,normal --players 4 --time-budget none
--seed S`` (``play_game``), so the `hard` column is that arena's own result over the same rounds.

    python scripts/shichinarabe_oracle.py --rounds 400 --seed 2026 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sevens.ai.bot import Bot, make_bot  # noqa: E402
from sevens.cli.arena import bot_seed, deal_seed, seat_layout, wilson  # noqa: E402
from sevens.core.registry import get  # noqa: E402
from sevens.core.rng import derive  # noqa: E402
from sevens.games.shichinarabe.state import State  # noqa: E402

PLAYERS = 4
SEATS = ["hard", "normal", "normal", "normal"]


class Round(NamedTuple):
    """One round from the hard/oracle seat's side: its place (1 = first) and whether it was eliminated, for the
    fair `hard` and for the oracle on the same deal, and how many of the oracle's moves differed from `hard`'s."""

    index: int
    hard_rank: int
    hard_eliminated: bool
    oracle_rank: int
    oracle_eliminated: bool
    changed: int


def deal(index: int, seed: int) -> tuple[State, int, list[Bot]]:
    """The arena's round ``index``: its first state, the seat `hard` sits in and every seat's bot (node budgets)."""
    game = get("shichinarabe")
    order = seat_layout(game, SEATS, index).order
    s = game.new(deal_seed(seed, index), players=PLAYERS)
    bots = [make_bot(order[q], bot_seed(seed, index, q), None) for q in range(PLAYERS)]
    return s, order.index("hard"), bots


def finish(s: State, bots: list[Bot]) -> State:
    """The round played on to its end by ``bots``, each seat from its own view."""
    game = get("shichinarabe")
    while s.turn >= 0:
        s = game.apply(s, bots[s.turn].choose(game, game.view(s, s.turn)))
    return s


def place(s: State, seat: int) -> tuple[int, bool]:
    """``seat``'s place in the finished round ``s`` (1 = first) and whether it was eliminated."""
    ranks = get("shichinarabe").outcome(s)
    assert ranks is not None
    return ranks.ranks[seat], seat in s.eliminated


def rollout_bots(seed: int, index: int, decision: int, k: int) -> list[Bot]:
    """Rollout ``k`` of a decision: bots of the seats' levels with seeds of their own (not the table's)."""
    order = seat_layout(get("shichinarabe"), SEATS, index).order
    base = derive(seed, "oracle-rollout", index, decision, k).getrandbits(31) * 31
    return [make_bot(order[q], base + q, None) for q in range(PLAYERS)]


def oracle_move(s: State, seat: int, bots: list[Bot], samples: int, where: tuple[int, int, int],
                fair: bool = False) -> tuple[Any, bool]:
    """The oracle's move in ``s`` and whether it differs from `hard`'s: every legal move's round played out
    (``samples`` 0: by the table's own bots, once; else ``samples`` times by bots of fresh seeds, the mean).
    ``fair``: each of the ``samples`` rollouts starts from a deal sampled from the seat's own view
    (``determinize``) instead of the true one — a fair bot, only a slow one."""
    game = get("shichinarabe")
    view = game.view(s, seat)
    own = bots[seat].choose(game, view)
    moves = game.legal_moves(s)
    if len(moves) == 1:
        return own, False
    sets = [bots] if samples == 0 else [rollout_bots(*where, k) for k in range(samples)]
    starts = [game.determinize(view, derive(*where, "deal", k)) if fair else s for k in range(len(sets))]

    def value(m: Any) -> float:
        return sum(place(finish(game.apply(start, m), b), seat)[0] for start, b in zip(starts, sets)) / len(sets)

    best, best_key = own, value(own)
    for m in moves:
        if m == own:
            continue
        rank = value(m)
        if rank < best_key:
            best, best_key = m, rank
    return best, best != own


def one_round(args: tuple[int, int, int, bool]) -> Round:
    """Round ``index`` played twice on the same deal: by the fair `hard` (the arena's game) and by the oracle."""
    index, seed, samples, fair = args
    game = get("shichinarabe")
    s, seat, bots = deal(index, seed)
    hard_rank, hard_elim = place(finish(s, bots), seat)
    changed = decisions = 0
    while s.turn >= 0:
        if s.turn == seat:
            m, differs = oracle_move(s, seat, bots, samples, (seed, index, decisions), fair)
            decisions += 1
            changed += differs
        else:
            m = bots[s.turn].choose(game, game.view(s, s.turn))
        s = game.apply(s, m)
    rank, elim = place(s, seat)
    return Round(index, hard_rank, hard_elim, rank, elim, changed)


def summary(rounds: list[Round], mode: str = "exact") -> list[str]:
    n = len(rounds)
    out = [f"{n} rounds, 4 players, `hard`'s seat against three `normal` (node budgets); the oracle: {mode}",
           "bot | first places | 95% CI | mean rank | eliminated a round | 95% CI"]
    for name, rank, elim in (("hard", "hard_rank", "hard_eliminated"), ("oracle", "oracle_rank", "oracle_eliminated")):
        firsts = sum(getattr(r, rank) == 1 for r in rounds)
        gone = sum(getattr(r, elim) for r in rounds)
        lo, hi = wilson(firsts, n)
        elo, ehi = wilson(gone, n)
        mean = sum(getattr(r, rank) for r in rounds) / n
        out.append(f"{name} | {firsts / n:.4f} | [{lo:.3f}, {hi:.3f}] | {mean:.3f} | {gone / n:.4f} | [{elo:.3f}, {ehi:.3f}]")
    better = sum(r.oracle_rank < r.hard_rank for r in rounds)
    worse = sum(r.oracle_rank > r.hard_rank for r in rounds)
    out.append(f"oracle placed better than hard in {better} rounds, worse in {worse}; "
               f"moves changed {sum(r.changed for r in rounds)}")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="the first round's index (chunks of one arena)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--samples", type=int, default=0,
                    help="0: the rollouts by the table's own bots (exact); K: K rollouts by bots of other seeds")
    ap.add_argument("--fair", action="store_true",
                    help="with --samples K: each rollout from a deal sampled from the seat's view (no cheating)")
    ap.add_argument("--check", action="store_true",
                    help="with --samples 0: assert the oracle never places worse than `hard`")
    ap.add_argument("--json", type=Path, help="write every round here")
    a = ap.parse_args(argv)
    jobs = [(i, a.seed, a.samples, a.fair) for i in range(a.first, a.first + a.rounds)]
    if a.jobs > 1:
        with multiprocessing.Pool(a.jobs) as pool:
            rounds = list(pool.imap(one_round, jobs))
    else:
        rounds = [one_round(j) for j in jobs]
    if a.json:
        a.json.write_text(json.dumps([r._asdict() for r in rounds]))
    mode = ("exact (the table's own bots)" if a.samples == 0 else
            f"{a.samples} rollouts a move from {'deals sampled from its view' if a.fair else 'the true deal'}")
    print("\n".join(summary(rounds, mode)))
    if a.check:
        assert all(r.oracle_rank <= r.hard_rank for r in rounds), "the oracle placed worse than hard"


if __name__ == "__main__":
    main()
