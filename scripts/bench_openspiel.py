"""Our bot against OpenSpiel's MCTS (SEVEN) or IS-MCTS (七並べ), at equal CPU time per move or a multiple.

    python scripts/bench_openspiel.py shichinarabe --level hard --budget 0.1 --multiplier 10 --deals 30
    python scripts/bench_openspiel.py tetrahex --level hard --budget 0.1 --multiplier 10 --games 40

Needs open_spiel (``pip install -r requirements-bench.txt``); the games are ours, registered with OpenSpiel
through its Python game API (scripts/openspiel_games.py; docs/peers.md).

Time. Our bot gets ``--budget`` wall seconds a move, or with ``--budget level`` its level's own seconds (as the
page gives them: SEVEN's ``hard`` 2 s a move and 5 s for an exact endgame); each side's CPU seconds of every
decision with two legal moves or more are measured with ``time.process_time`` (a decision with one legal
move is played at once by both sides and not counted). The peer gets ``--multiplier`` × our bot's mean CPU
seconds per move, less its own mean overshoot (its last simulation runs past the limit), following our
bot's mean as the run goes (its moves in ``--calibrate`` games against itself and in this run so far), so
the peer's time follows our bot's real use of its budget. With ``--jobs`` > 1 the
peer's seconds stay at the calibration's figure (the games run apart); ``--peer-seconds`` fixes them.

Games. 七並べ: one seat ours, the others the peer's; each deal (``--deals``) is played once per rotation of
the seats, a duplicate format as scripts/bench_ismcts.py plays it. SEVEN: the arena's random openings
(``sevens.cli.arena``: ``GameInfo.random_opening`` random placements), each played with our bot as White and
as Black (``--games`` in all). Reported per side: first-place rate and mean rank with 95% intervals and the
score (``sevens.cli.arena.summarize``), the score by seat (SEVEN: White's and Black's apart), 七並べ's
eliminations per round, CPU seconds per move and the peer's simulations per move.
Run it with the machine otherwise quiet.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")  # numpy's threads would count in the CPU time and take a core
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import openspiel_games as og  # noqa: E402

from sevens.ai import make_bot  # noqa: E402
from sevens.cli.arena import SeatResult, deal_seed, parse_budget, rotations, summarize, wilson  # noqa: E402
from sevens.core import get  # noqa: E402
from sevens.core.errors import BadOption  # noqa: E402
from sevens.core.capabilities import ArenaFacts  # noqa: E402
from sevens.core.rng import derive  # noqa: E402

PEERS = {"shichinarabe": "ismcts", "tetrahex": "mcts"}


def budget_arg(text: str) -> float | str:
    """``--budget``: positive wall seconds a move, or ``level`` (the level's own seconds, its proofs' too), read
    as the arena reads a time budget (``parse_budget``) less ``none``: the peer's time follows our bot's."""
    try:
        budget = parse_budget(text)
    except BadOption:
        budget = None
    if budget is None or budget == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is neither positive seconds nor 'level'")
    return budget


def shown_budget(budget: float | str) -> str:
    return budget if isinstance(budget, str) else f"{budget:g} s"


class Clock:
    """CPU seconds and decisions (with a choice) of one side; the peer's simulations too."""

    def __init__(self, seconds: float = 0.0, moves: int = 0) -> None:
        self.seconds = seconds
        self.moves = moves
        self.simulations = 0
        self.given = 0.0
        """The seconds the peer was given, summed over its timed moves (its overshoot is the rest)."""

    def mean(self) -> float:
        return self.seconds / self.moves if self.moves else 0.0

    def add(self, other: Clock) -> None:
        self.seconds += other.seconds
        self.moves += other.moves
        self.simulations += other.simulations
        self.given += other.given


class PeerTime:
    """The peer's CPU seconds for its next move: fixed, or ``multiplier`` × our mean less its overshoot."""

    def __init__(self, multiplier: float, ours: Clock, prior: Clock, fixed: float | None) -> None:
        self.multiplier = multiplier
        self.ours = ours
        """Our bot's clock in this run."""
        self.prior = prior
        """Our bot's clock in the calibration (its moves count in the mean with the run's)."""
        self.fixed = fixed

    def seconds(self, peer: Clock) -> float:
        if self.fixed is not None:
            return self.fixed
        # our mean over the calibration's moves and this run's so far
        mean = (self.ours.seconds + self.prior.seconds) / max(1, self.ours.moves + self.prior.moves)
        over = (peer.seconds - peer.given) / peer.moves if peer.moves >= 20 else 0.0
        return max(0.001, self.multiplier * mean - over)


def opening(game: Any, s: Any, seed: int, pair: int) -> Any:
    """The arena's random opening of pair ``pair`` (``sevens.cli.arena.play_game``: the same stream)."""
    rng = derive(seed, "arena-opening", pair)
    for _ in range(game.info.random_opening):
        moves = game.legal_moves(s)
        if not moves:
            break
        s = game.apply(s, moves[rng.randrange(len(moves))])
    return s


def play(game_id: str, options: dict[str, Any], order: list[str], index: int, deal_seed: int, seed: int,
         a: argparse.Namespace, clocks: dict[str, Clock], peer_time: PeerTime) -> tuple[list[SeatResult], Any]:
    """One game with ``order[q]`` in seat q (our level's name or the peer's): a ``SeatResult`` per seat and
    the game's record."""
    game = get(game_id)
    osg = og.load(game_id, options)
    s = game.new(deal_seed, **options)
    if game_id == "tetrahex":
        s = opening(game, s, seed, index // 2)
    peer = PEERS[game_id]
    bots: list[Any] = []
    for q, name in enumerate(order):
        bot_seed = derive(seed, "bench-openspiel-bots", index).getrandbits(31) * 31 + q
        if name == peer:
            cls = og.TimedISMCTS if peer == "ismcts" else og.TimedMCTS
            bots.append(cls(osg, 0.0, bot_seed, a.uct_c, a.rollouts))
        else:
            bots.append(make_bot(name, bot_seed, a.budget))
    rng = derive(seed, "bench-openspiel-determinize", index)
    while (p := game.to_move(s)) is not None:
        moves = game.legal_moves(s)
        if len(moves) == 1:
            s = game.apply(s, moves[0])
            continue
        clock = clocks.setdefault(order[p], Clock())
        bot = bots[p]
        if order[p] == peer:
            bot.seconds = peer_time.seconds(clock)
            t = time.process_time()
            m = og.peer_move(bot, osg, s, rng)
            clock.seconds += time.process_time() - t
            clock.given += bot.seconds
            clock.simulations += bot.simulations
        else:
            t = time.process_time()
            m = bot.choose(game, game.view(s, p))
            clock.seconds += time.process_time() - t
        clock.moves += 1
        s = game.apply(s, m)
    out = game.outcome(s)
    assert out is not None, "a game without a decision is over"
    facts = game.arena_facts(s) if isinstance(game, ArenaFacts) else [{} for _ in order]
    results = [SeatResult(order[q], out.ranks[q], q, tuple(sorted(facts[q].items()))) for q in range(len(order))]
    return results, game.to_record(s)


def schedule(game_id: str, a: argparse.Namespace) -> list[tuple[int, list[str], int]]:
    """(index, seats, deal seed) of every game of the run."""
    peer = PEERS[game_id]
    jobs = []
    if game_id == "tetrahex":
        for i in range(a.games):
            order = [a.level, peer] if i % 2 == 0 else [peer, a.level]
            jobs.append((i, order, deal_seed(a.seed, i)))
    else:
        seats = [a.level] + [peer] * (a.players - 1)
        for deal in range(a.deals):
            dealt = derive(a.seed, "bench-openspiel", deal).getrandbits(62)
            for k, order in enumerate(rotations(seats)):
                jobs.append((len(jobs), order, dealt))
    return jobs


def calibrate(game_id: str, options: dict[str, Any], a: argparse.Namespace) -> Clock:
    """Our bot's CPU seconds per move in ``a.calibrate`` games against itself."""
    game = get(game_id)
    clock = Clock()
    n = 2 if game_id == "tetrahex" else a.players
    for i in range(a.calibrate):
        s = game.new(derive(a.seed, "bench-openspiel-calibrate", i).getrandbits(62), **options)
        if game_id == "tetrahex":
            s = opening(game, s, a.seed + 1, i)
        bots = [make_bot(a.level, derive(a.seed, "calibrate-bots", i).getrandbits(31) * 31 + q, a.budget)
                for q in range(n)]
        while (p := game.to_move(s)) is not None:
            moves = game.legal_moves(s)
            if len(moves) > 1:
                t = time.process_time()
                m = bots[p].choose(game, game.view(s, p))
                clock.seconds += time.process_time() - t
                clock.moves += 1
            else:
                m = moves[0]
            s = game.apply(s, m)
    return clock


_WORKER: dict[str, Any] = {}


def _job(job: tuple[int, list[str], int]) -> tuple[list[SeatResult], Any, dict[str, Clock]]:
    w = _WORKER
    clocks: dict[str, Clock] = {}
    results, rec = play(w["game"], w["options"], job[1], job[0], job[2], w["args"].seed, w["args"], clocks,
                        PeerTime(0.0, Clock(), Clock(), w["fixed"]))
    return results, rec, clocks


def _init(game_id: str, options: dict[str, Any], a: argparse.Namespace, fixed: float) -> None:
    _WORKER.update(game=game_id, options=options, args=a, fixed=fixed)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game", choices=sorted(PEERS), help="shichinarabe (vs IS-MCTS) or tetrahex (vs MCTS)")
    ap.add_argument("--level", default="hard", choices=["random", "easy", "normal", "hard"], help="our bot's level")
    ap.add_argument("--budget", type=budget_arg, default=0.1,
                    help="our bot's time budget, wall seconds a move, or 'level' (its level's own seconds)")
    ap.add_argument("--multiplier", type=float, default=1.0, help="peer's CPU per move / our bot's mean CPU per move")
    ap.add_argument("--peer-seconds", type=float, default=None, help="fix the peer's CPU seconds per move")
    ap.add_argument("--players", type=int, default=3, help="七並べ: players (one ours, the rest peers)")
    ap.add_argument("--pass-limit", type=int, default=3, help="七並べ: pass limit (no joker, no A–K link)")
    ap.add_argument("--deals", type=int, default=10, help="七並べ: deals, each played once per seat rotation")
    ap.add_argument("--games", type=int, default=10, help="SEVEN: games (random openings × both colours)")
    ap.add_argument("--seed", type=int, default=14)
    ap.add_argument("--calibrate", type=int, default=1, help="games of our bot alone to start its mean CPU")
    ap.add_argument("--uct-c", type=float, default=2.0, help="the peers' UCT exploration constant")
    ap.add_argument("--rollouts", type=int, default=1, help="the peers' random rollouts per leaf")
    ap.add_argument("--jobs", type=int, default=1, help="processes (>1: the peer's seconds stay fixed)")
    ap.add_argument("--stop-after", type=float, default=None,
                    help="wall seconds: start no new deal (七並べ) or opening (SEVEN) after them (--jobs 1)")
    ap.add_argument("--records", default="", help="write each game's record and seats here (JSON lines)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if a.multiplier <= 0 or a.jobs < 1 or a.deals < 1 or a.games < 1 or a.calibrate < 0:
        ap.error("--multiplier must be positive; --jobs, --deals and --games at least 1")
    if a.game == "tetrahex" and a.games % 2:
        ap.error("--games must be even for SEVEN: each opening is played with both colours")
    game_id = a.game
    options: dict[str, Any] = {} if game_id == "tetrahex" else {"players": a.players, "pass_limit": a.pass_limit}
    og.load(game_id, options)  # bad options are refused here, before any game
    started = time.perf_counter()
    load_before = os.getloadavg()
    ours = calibrate(game_id, options, a) if a.calibrate else Clock()
    if not ours.moves:
        # nothing measured: start from its budget
        ours = Clock(a.budget if isinstance(a.budget, float) else 1.0, 1)
    calibrated = ours.mean()
    if not a.json:
        where = f"in calibration ({ours.moves} moves)" if a.calibrate else "(no calibration: its budget)"
        print(f"{a.level} at {shown_budget(a.budget)}: {calibrated * 1000:.1f} ms CPU per move {where}; load {load_before[0]:.2f}",
              flush=True)
    jobs = schedule(game_id, a)
    clocks: dict[str, Clock] = {}
    results: list[list[SeatResult]] = []
    records: list[dict[str, Any]] = []
    peer = PEERS[game_id]
    fixed = a.peer_seconds if a.peer_seconds is not None else (a.multiplier * calibrated if a.jobs > 1 else None)
    if a.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(a.jobs, initializer=_init, initargs=(game_id, options, a, fixed)) as pool:
            for r, rec, got in pool.imap(_job, jobs, chunksize=1):
                results.append(r)
                records.append({"seats": [x.level for x in r], "record": rec})
                for k, v in got.items():
                    clocks.setdefault(k, Clock()).add(v)
    else:
        # our mean: the calibration's, then this run's
        timer = PeerTime(a.multiplier, clocks.setdefault(a.level, Clock()), ours, a.peer_seconds)
        step = max(1, len(jobs) // 10)
        group = 2 if game_id == "tetrahex" else len(rotations([a.level] + [peer] * (a.players - 1)))
        for i, (index, order, deal_seed) in enumerate(jobs):
            if a.stop_after is not None and i % group == 0 and time.perf_counter() - started > a.stop_after:
                # only whole deals (every rotation) or openings (both colours), so the format stays fair
                if not a.json:
                    print(f"  stopped after {i} games (--stop-after {a.stop_after:g} s)", file=sys.stderr, flush=True)
                break
            r, rec = play(game_id, options, order, index, deal_seed, a.seed, a, clocks, timer)
            results.append(r)
            records.append({"seats": order, "record": rec})
            if not a.json and ((i + 1) % step == 0 or i + 1 == len(jobs)):
                print(f"  {i + 1}/{len(jobs)} games, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    if a.records:
        with open(a.records, "w", encoding="utf-8") as f:
            for x in records:
                f.write(json.dumps(x) + "\n")
    summary = summarize(game_id, len(results), results)
    cpu = {k: round(v.mean(), 5) for k, v in clocks.items()}
    sims = {peer: round(clocks[peer].simulations / max(1, clocks[peer].moves), 1)} if peer in clocks else {}
    report = {"game": game_id, "options": options, "level": a.level, "budget": a.budget, "multiplier": a.multiplier,
              "peer": peer, "uct_c": a.uct_c, "rollouts": a.rollouts, "seed": a.seed, "games": len(results),
              "calibrated_cpu_per_move": round(calibrated, 5), "cpu_per_move": cpu,
              "timed_moves": {k: v.moves for k, v in clocks.items()}, "simulations_per_move": sims,
              "cpu_ratio": round(cpu.get(peer, 0.0) / cpu[a.level], 3) if cpu.get(a.level) else None,
              "levels": summary["levels"], "wall_seconds": round(time.perf_counter() - started, 1),
              "load_before": load_before, "load_after": os.getloadavg()}
    if a.json:
        print(json.dumps(report))
        return 0
    print(f"\n{game_id} {options or ''}: {a.level} at {shown_budget(a.budget)} against {peer} at {a.multiplier:g}× its CPU, "
          f"{len(results)} games, seed {a.seed}, {report['wall_seconds']} s, load {report['load_after'][0]:.2f}")
    for name, d in summary["levels"].items():
        lo, hi = d["ci95"]
        rlo, rhi = d["mean_rank_ci95"]
        line = (f"  {name:7} win rate {d['win_rate']:.3f} [{lo:.3f}, {hi:.3f}]  mean rank {d['mean_rank']:.2f} "
                f"[{rlo:.2f}, {rhi:.2f}]  score {d['score']:.3f}  ({d['seat_games']} seat-games)")
        print(line)
        seats = d.get("by_seat", {})
        if game_id == "tetrahex":
            white, black = seats.get("0", {}), seats.get("1", {})
            print(f"          as White {white.get('score', 0):.3f} ({white.get('seat_games', 0)}), "
                  f"as Black {black.get('score', 0):.3f} ({black.get('seat_games', 0)})")
        rates = d.get("fact_rates", {})
        if rates:
            print("          per round: " + ", ".join(f"{k} {v:.3f}" for k, v in rates.items()))
        c = clocks.get(name)
        if c is not None:
            extra = f", {sims[name]:.0f} simulations/move" if name in sims else ""
            print(f"          {c.mean() * 1000:.1f} ms CPU/move over {c.moves} moves{extra}")
    if game_id == "shichinarabe":
        won = sum(1 for r in results for x in r if x.level == peer and x.rank == 1)
        lo, hi = wilson(won, len(results))
        print(f"  a peer seat won {won}/{len(results)} games = {won / len(results):.3f} [{lo:.3f}, {hi:.3f}] "
              f"(fair {(a.players - 1) / a.players:.3f})")
    print(f"  CPU ratio peer/ours {report['cpu_ratio']} (asked {a.multiplier:g})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
