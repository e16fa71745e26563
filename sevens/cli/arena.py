"""``sevens arena``: bots against bots with rotating seats; win rate and mean rank per level with 95% intervals.

Game i deals from a seed derived from ``--seed`` and i and shifts the seat assignment by i, so every level
sits in every seat equally often. A game without chance (SEVEN: ``GameInfo.random_opening``) starts from a
random opening of that many moves instead, each opening played once per seat assignment: deterministic
bots would otherwise replay the same game over and over. With ``--time-budget none`` the bots search by
node budgets only and the whole arena is reproducible; ``--jobs`` spreads the games over processes without changing results.

The bots' seeds are drawn from ``--seed`` and the game's index apart from the deal (``bot_seed``), never
from the seed the cards were dealt from: a bot given the deal's seed could rebuild every hand.

``--decks A,B`` (a game with per-seat options, ``SeatOptions``: セブンスクエア's decks) deals the named values
round the seats and, where the game has an option naming the first player, the turn orders too
(``seat_layout``): with two seats, every 4 games of a pairing play it with each deck in each seat and each
deck first, every 8 games cross both with the levels' seats as well. More decks than seats play every
pairing of them in turn. The summary then adds each deck's share of the decisive games it played, per
pairing, and the first player's share (``deck_summary``).

The summary names the options the games were played under (``options``: ウルトラセブン's ``--scenario 1cour``), and
each seat's result over all games (``seats``); a game whose seats are sides (``render.side_names``: the TDF and
the alien) has them named in the table.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import signal
import sys
from typing import Any, NamedTuple, Sequence

from ..ai import make_bot
from ..ai.omniscient import OMNISCIENT, OmniscientBot
from ..core import chance, get
from ..core.capabilities import ArenaFacts, SeatOptions
from ..core.errors import BadOption
from ..core.game import CHANCE
from ..core.rng import derive
from .main import ascii_float, parse_seats
from .render import side_names


class SeatResult(NamedTuple):
    """One seat of one arena game: who sat there (the seat's name as given, e.g. ``hard@0.3``), its rank,
    the seat's index (SEVEN: 0 White, 1 Black), the game's own counts for it (``ArenaFacts``) and, with
    ``--decks``, the seat's deck as named and whether it took the first turn (1, 0; -1 not set by the arena)."""

    level: str
    rank: int
    seat: int = -1
    facts: tuple[tuple[str, int], ...] = ()
    deck: str = ""
    began: int = -1


class Layout(NamedTuple):
    """Who sits where in one arena game: the level of each seat, the options the arena sets (each seat's deck,
    the first player), the deck of each seat as named (empty without ``--decks``) and the seat that begins
    (-1: the game's own rule decides)."""

    order: list[str]
    options: dict[str, Any]
    decks: list[str]
    starter: int


def seat_spec(name: str, default: float | None | str) -> tuple[str, float | None | str]:
    """A seat name's level and time budget: ``hard@0.3`` is ``hard`` with 0.3 s a move, ``hard@none`` node
    budgets only, plain ``hard`` the arena's ``--time-budget``."""
    level, at, budget = name.partition("@")
    return (level, parse_budget(budget)) if at else (level, default)


def pairings(decks: Sequence[str], n: int) -> list[tuple[str, ...]]:
    """The deck lists of ``n`` seats that ``--decks`` plays: the decks as given when there are ``n``, else every
    combination of ``n`` of them (three decks for two seats: A-B, A-C, B-C)."""
    if len(decks) == n:
        return [tuple(decks)]
    return list(itertools.combinations(decks, n))


def seat_layout(game: Any, seats: list[str], index: int, decks: Sequence[str] = ()) -> Layout:
    """The seats of game ``index``. Without decks: the levels shifted by ``index`` seats. With decks (a game
    offering ``SeatOptions``): the pairing ``index % P`` of the ``P`` pairings, then, counting ``j = index // P``
    in base n as digits a, b, c: seat ``a`` begins, the decks are shifted by ``a + b`` seats and the levels by
    ``a + b + c`` (mod n). Over ``n`` games each deck, level and first seat takes every seat once; with two
    seats, over 4 games of a pairing the deck in each seat meets each first player (and each level's seat
    each first player), and over 8 every combination of the three is played once."""
    n = len(seats)
    if not decks:
        shift = index % n
        return Layout([seats[(q - shift) % n] for q in range(n)], {}, [], -1)
    spec = game.option_spec()
    assert isinstance(game, SeatOptions)
    pairs = pairings(decks, n)
    pair = pairs[index % len(pairs)]
    j = index // len(pairs)
    a, b, c = j % n, (j // n) % n, (j // (n * n)) % n
    deck_shift, level_shift = (a + b) % n, (a + b + c) % n
    names = list(game.seat_options())
    by_seat = [pair[(q - deck_shift) % n] for q in range(n)]
    options = {name: spec[name].from_text(name, by_seat[q]) for q, name in enumerate(names)}
    starter = -1
    begins = game.starter_option()
    if begins is not None:
        name, values = begins
        options[name] = values[a]
        starter = a
    return Layout([seats[(q - level_shift) % n] for q in range(n)], options, by_seat, starter)


def play_game(game_id: str, seats: list[str], index: int, seed: int, options: dict[str, Any],
              time_budget: float | None | str, decks: Sequence[str] = ()) -> list[SeatResult]:
    """One game of the arena: a ``SeatResult`` for every seat. Chance steps are resolved from the game's seed
    (``chance.resolve``), never by a bot; a bot answers every decision of its seat, reactions in another
    seat's turn included. ``decks``: the values of the game's per-seat options, dealt by ``seat_layout``."""
    game = get(game_id)
    n = len(seats)
    lay = seat_layout(game, seats, index, decks)
    order = lay.order
    game_seed = deal_seed(seed, index)
    s = game.new(game_seed, **{**options, **lay.options})
    bots = []
    for q in range(n):
        level, budget = seat_spec(order[q], time_budget)
        bots.append(OmniscientBot(bot_seed(seed, index, q), budget) if level == OMNISCIENT
                    else make_bot(level, bot_seed(seed, index, q), budget))
    opening = game.info.random_opening
    if opening:  # the same random opening for n games in a row, one per seat assignment
        rng = derive(seed, "arena-opening", index // n)
        for _ in range(opening):
            s = chance.settle(game, s) if game.info.chance == "explicit" else s
            moves = game.legal_moves(s)
            if not moves:
                break
            s = game.apply(s, moves[rng.randrange(len(moves))])
    while (p := game.to_move(s)) is not None:
        if p == CHANCE:
            s = game.apply(s, chance.resolve(game, s))
        else:
            bot = bots[p]
            s = game.apply(s, bot.choose_true(game, s) if isinstance(bot, OmniscientBot)
                           else bot.choose(game, game.view(s, p)))
    out = game.outcome(s)
    assert out is not None, "a game without a decision is over"
    facts = game.arena_facts(s) if isinstance(game, ArenaFacts) else [{} for _ in range(n)]
    return [SeatResult(order[q], out.ranks[q], q, tuple(sorted(facts[q].items())),
                       lay.decks[q] if lay.decks else "", -1 if lay.starter < 0 else int(q == lay.starter))
            for q in range(n)]


def play_one(game_id: str, seats: list[str], index: int, seed: int, options: dict[str, Any],
             time_budget: float | None | str) -> list[tuple[str, int]]:
    """One game of the arena (``play_game``): (seat name, rank) for every seat."""
    return [(r.level, r.rank) for r in play_game(game_id, seats, index, seed, options, time_budget)]


def rotations(seats: list[str]) -> list[list[str]]:
    """The distinct rotations of the seat list (a duplicate format: each deal is played once with each, so
    every seat list meets the same cards from every seat; the benchmarks against other bots use it)."""
    out: list[list[str]] = []
    for k in range(len(seats)):
        r = seats[k:] + seats[:k]
        if r not in out:
            out.append(r)
    return out


def deal_seed(seed: int, index: int) -> int:
    """The seed game ``index`` of the arena is dealt from (``Game.new``); scripts that replay arena games use it."""
    return derive(seed, "arena", index).getrandbits(62)


def bot_seed(seed: int, index: int, seat: int) -> int:
    """The seed of the bot in ``seat`` in game ``index``: from the arena's seed on a stream of its own, so the
    arena stays reproducible while no bot's seed is the deal's."""
    return derive(seed, "arena-bots", index).getrandbits(31) * 31 + seat


def ignore_interrupt() -> None:
    """A worker's start: Ctrl-C reaches every process of the terminal's group, and a worker that took it
    would print its own traceback ("Process ForkPoolWorker-1: ..."); the main process alone answers it (one
    line, exit code 130) and stops the workers on leaving the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _job(args: tuple[str, list[str], int, int, dict[str, Any], Any, tuple[str, ...]]) -> list[SeatResult]:
    return play_game(*args)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a success rate (95% for z = 1.96); sound even at 0 or n wins."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def pair_score(ranks: Sequence[int], q: int) -> float:
    """Seat ``q``'s score against the others: 1 for each rival it beat, ½ for each it tied with, over the
    rivals (two players: win 1, draw ½, loss 0)."""
    others = [r for i, r in enumerate(ranks) if i != q]
    return sum(1.0 if ranks[q] < r else 0.5 if ranks[q] == r else 0.0 for r in others) / max(1, len(others))


def summarize(game_id: str, games: int, results: Sequence[Sequence[Sequence[Any]]]) -> dict[str, Any]:
    """Per level, over its seat-games: win rate (rank 1, shared first places count) with a Wilson
    interval, how many of those first places were shared (draws), mean rank with a normal-approximation
    interval kept within the possible ranks, and the score against the other seats (``pair_score``).

    Each seat of a game is (level, rank) or a ``SeatResult``; with the seat's index the summary gives the
    score per seat (``by_seat``: SEVEN's White and Black apart), with the game's counts (``ArenaFacts``) their
    totals and their rate per round (per seat-game when the game counts no ``rounds``). With the seat's index
    the summary also gives each seat over every game, whatever level sat there (``seats``: games, wins alone in
    first place, shared first places, score): ウルトラセブン's TDF (seat 0) against its alien (seat 1)."""
    per: dict[str, list[int]] = {}
    scores: dict[str, list[float]] = {}
    shared: dict[str, int] = {}
    seats: dict[str, dict[int, list[float]]] = {}
    facts: dict[str, dict[str, int]] = {}
    for r in results:
        firsts = sum(1 for x in r if x[1] == 1)
        ranks = [x[1] for x in r]
        for i, x in enumerate(r):
            level, rank = x[0], x[1]
            per.setdefault(level, []).append(rank)
            score = pair_score(ranks, i)
            scores.setdefault(level, []).append(score)
            if rank == 1 and firsts > 1:
                shared[level] = shared.get(level, 0) + 1
            if len(x) > 2 and x[2] >= 0:
                seats.setdefault(level, {}).setdefault(x[2], []).append(score)
            for name, count in (x[3] if len(x) > 3 else ()):
                got = facts.setdefault(level, {})
                got[name] = got.get(name, 0) + count
    sides: dict[int, list[float]] = {}
    side_wins: dict[int, list[int]] = {}
    for r in results:
        firsts = sum(1 for x in r if x[1] == 1)
        ranks = [x[1] for x in r]
        for i, x in enumerate(r):
            if len(x) > 2 and x[2] >= 0:
                sides.setdefault(x[2], []).append(pair_score(ranks, i))
                won = side_wins.setdefault(x[2], [0, 0])
                won[0] += int(x[1] == 1 and firsts == 1)
                won[1] += int(x[1] == 1 and firsts > 1)
    levels = {}
    for level, ranks in per.items():
        k = len(ranks)
        wins = sum(1 for x in ranks if x == 1)
        mean = sum(ranks) / k
        sd = math.sqrt(sum((x - mean) ** 2 for x in ranks) / (k - 1)) if k > 1 else 0.0
        half = 1.96 * sd / math.sqrt(k)
        top = len(results[0])  # the worst rank there is
        lo, hi = wilson(wins, k)
        d: dict[str, Any] = {"win_rate": round(wins / k, 4), "shared_first": shared.get(level, 0),
                             "mean_rank": round(mean, 4), "score": round(sum(scores[level]) / k, 4),
                             "ci95": [round(lo, 4), round(hi, 4)],
                             "mean_rank_ci95": [round(max(1.0, mean - half), 4), round(min(top, mean + half), 4)],
                             "seat_games": k}
        if level in seats:
            d["by_seat"] = {str(q): {"seat_games": len(v), "score": round(sum(v) / len(v), 4)}
                            for q, v in sorted(seats[level].items())}
        if level in facts:
            got = facts[level]
            per_round = got.get("rounds", k)
            d["facts"] = dict(sorted(got.items()))
            d["fact_rates"] = {name: round(c / per_round, 4) for name, c in sorted(got.items()) if name != "rounds"}
        levels[level] = d
    out: dict[str, Any] = {"game": game_id, "games": games, "levels": levels}
    if sides:  # each seat over every game, whoever sat there (ウルトラセブン: the TDF's and the alien's balance)
        out["seats"] = {str(q): {"games": len(v), "wins": side_wins[q][0], "shared_first": side_wins[q][1],
                                 "score": round(sum(v) / len(v), 4)} for q, v in sorted(sides.items())}
    return out


def _share(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(wins, n)
    return {"wins": wins, "decisive": n, "share": round(wins / n, 4) if n else None,
            "ci95": [round(lo, 4), round(hi, 4)]}


def deck_summary(results: Sequence[Sequence[SeatResult]], decks: Sequence[str] = ()) -> dict[str, Any]:
    """What ``--decks`` adds to the summary, over the decisive games (one seat alone in first place; a draw
    counts for nothing here):

    * ``decks``: per deck, its seat-games, the decisive ones, its wins and their share (Wilson 95%), and the
      share apart when it began and when it did not (``as_first``, ``as_second``: wins, decisive);
    * ``pairings``: per pairing (``aera-iron``: its decks in the order of ``decks``, else by name), games,
      draws, each deck's share of the decisive games and the first player's;
    * ``first_player``: the share of the decisive games won by the seat that began (games whose first player
      the arena set).
    A mirror pairing (a deck against itself) counts both seats for the deck: its share is ½."""
    order: list[str] = []
    wins: dict[str, int] = {}
    played: dict[str, int] = {}
    decisive: dict[str, int] = {}
    turn: dict[str, dict[int, list[int]]] = {}
    pairs: dict[str, dict[str, Any]] = {}
    first = [0, 0]
    for r in results:
        if not r or not r[0].deck:
            continue
        tops = [x for x in r if x.rank == 1]
        winner = tops[0] if len(tops) == 1 else None
        names = sorted(set(x.deck for x in r), key=lambda d: (list(decks).index(d) if d in decks else len(decks), d))
        key = "-".join(names)
        for x in r:
            if x.deck not in played:
                order.append(x.deck)
                played[x.deck] = wins[x.deck] = decisive[x.deck] = 0
                turn[x.deck] = {0: [0, 0], 1: [0, 0]}
            played[x.deck] += 1
            if winner is not None:
                decisive[x.deck] += 1
                won = int(x is winner)
                wins[x.deck] += won
                if x.began >= 0:
                    turn[x.deck][x.began][0] += won
                    turn[x.deck][x.began][1] += 1
        pair = pairs.setdefault(key, {"names": names, "games": 0, "draws": 0, "wins": {}, "decisive": 0,
                                      "first": [0, 0]})
        pair["games"] += 1
        if winner is None:
            pair["draws"] += 1
            continue
        pair["decisive"] += 1
        pair["wins"][winner.deck] = pair["wins"].get(winner.deck, 0) + 1
        if any(x.began == 1 for x in r):
            first[1] += 1
            pair["first"][1] += 1
            if winner.began == 1:
                first[0] += 1
                pair["first"][0] += 1
    by_deck = {}
    for d in order:
        got = {"seat_games": played[d], **_share(wins[d], decisive[d])}
        got["as_first"] = {"wins": turn[d][1][0], "decisive": turn[d][1][1]}
        got["as_second"] = {"wins": turn[d][0][0], "decisive": turn[d][0][1]}
        by_deck[d] = got
    by_pair = {}
    for key, p in pairs.items():
        names = p["names"]
        n = p["decisive"]
        # a mirror: one deck, both seats (its share ½ when anything was decided)
        shares = {d: (round(p["wins"].get(d, 0) / n, 4) if n else None) for d in names} if len(names) > 1 \
            else {names[0]: 0.5 if n else None}
        by_pair[key] = {"games": p["games"], "draws": p["draws"], "decisive": n, "shares": shares,
                        "first_player": _share(p["first"][0], p["first"][1])}
    return {"decks": by_deck, "pairings": by_pair, "first_player": _share(first[0], first[1])}


def parse_decks(game: Any, text: str | None, seats: int, options: dict[str, Any]) -> tuple[str, ...]:
    """The decks of ``--decks`` (preset names, comma-separated), checked by the game's own per-seat option:
    at least one per seat; none of the options the arena deals may be given besides."""
    if text is None:
        return ()
    spec = game.option_spec()
    if not isinstance(game, SeatOptions):
        raise BadOption("decks", f"{game.id} has no decks to deal (--decks)",
                        f"{game.id} には配るデッキがありません（--decks）")
    decks = tuple(d.strip() for d in text.split(",") if d.strip())
    if len(decks) < seats:
        raise BadOption("decks", f"--decks names {len(decks)} decks for {seats} seats; give at least one per seat",
                        f"--decks のデッキが {len(decks)} 個です。{seats} 席に少なくとも1つずつ指定してください")
    names = list(game.seat_options())
    for d in decks:
        try:
            spec[names[0]].from_text(names[0], d)
        except BadOption as e:  # the option's own words: its presets
            raise BadOption("decks", f"--decks: {e.en}", f"--decks: {e.ja}") from None
    begins = game.starter_option()
    dealt = names + ([begins[0]] if begins is not None else [])
    both = [name for name in dealt if name in options]
    if both:
        flags = ", ".join("--" + name.replace("_", "-") for name in both)
        raise BadOption("decks", f"--decks deals {flags} itself: leave {flags} out",
                        f"--decks が {flags} を決めます。{flags} は指定しないでください")
    return decks


def parse_budget(text: str) -> float | None | str:
    if text in ("level", "none"):
        return None if text == "none" else "level"
    try:
        value = ascii_float(text)  # ASCII digits only: float() also reads "٣", "nan" and "inf"
    except ValueError:
        value = -1.0
    if value < 0:
        raise BadOption("time-budget", "--time-budget takes seconds, 'none' or 'level'",
                        "--time-budget には秒数、none、level のどれかを指定します")
    return value


def run_arena(game: Any, args: argparse.Namespace, options: dict[str, Any]) -> int:
    budget = parse_budget(args.time_budget)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    for name in seats:  # each seat a level, or level@seconds (its own time budget)
        parse_seats(seat_spec(name, budget)[0], allow_human=False, extra=(OMNISCIENT,))
    if "players" in game.option_spec() and "players" not in options:
        options["players"] = len(seats)
    probe = game.new(0, **options)
    if game.players(probe) != len(seats):
        raise BadOption("seats", f"{len(seats)} seats given for {game.players(probe)} players",
                        f"{game.players(probe)} 人のゲームに {len(seats)} 席が指定されています")
    if args.games < 1:
        raise BadOption("games", "--games must be at least 1", "--games は 1 以上です")
    decks = parse_decks(game, getattr(args, "decks", None), len(seats), options)
    jobs = [(game.id, seats, i, args.seed, options, budget, decks) for i in range(args.games)]
    if args.jobs < 1:
        raise BadOption("jobs", "--jobs must be at least 1", "--jobs は 1 以上です")
    step = max(1, args.games // 10)
    results: list[list[SeatResult]] = []

    def progress() -> None:
        if not args.json and (len(results) % step == 0 or len(results) == args.games):
            print(f"  {len(results)}/{args.games} games", file=sys.stderr, flush=True)

    if args.jobs > 1 and args.games > 1:
        import multiprocessing

        with multiprocessing.Pool(min(args.jobs, args.games), initializer=ignore_interrupt) as pool:
            # imap keeps the order of the games, so the summary is the same as with --jobs 1
            for r in pool.imap(_job, jobs, chunksize=1):
                results.append(r)
                progress()
    else:
        for job in jobs:
            results.append(_job(job))
            progress()
    summary = summarize(game.id, args.games, results)
    summary["options"] = json.loads(json.dumps(options, default=str))  # the scenario, the rules' variants
    summary["time_budget"] = budget  # None: node budgets (reproducible); "level" or seconds: the machine's
    if decks:
        summary.update(deck_summary(results, decks))
    if args.json:
        print(json.dumps(summary))
        return 0
    chosen = "".join(f", {name}={_shown_option(value)}" for name, value in summary["options"].items()
                     if name != "players")
    print(f"{game.id}: {args.games} games, seats {','.join(seats)} (rotating){chosen}, seed {args.seed}, "
          f"time budget {args.time_budget}; a fair win rate is {1 / len(seats):.3f}")
    sides = side_names(game.id)
    print(f"{'level':10} {'win rate':>9} {'95% CI':>15} {'shared 1st':>11} {'mean rank':>10} {'95% CI':>15} "
          f"{'score':>6} {'seat-games':>11}")
    for level, d in summary["levels"].items():
        lo, hi = d["ci95"]
        rlo, rhi = d["mean_rank_ci95"]
        print(f"{level:10} {d['win_rate']:>9.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} {d['shared_first']:>11} "
              f"{d['mean_rank']:>10.2f} {f'[{rlo:.2f}, {rhi:.2f}]':>15} {d['score']:>6.3f} {d['seat_games']:>11}")
        seat_scores = ", ".join(f"{seat_label(int(q), sides)}: {v['score']:.3f} ({v['seat_games']})"
                                for q, v in d["by_seat"].items())
        rates = ", ".join(f"{name} {rate:.3f}" for name, rate in d.get("fact_rates", {}).items())
        print(f"{'':10} score by seat: {seat_scores}" + (f"; per round: {rates}" if rates else ""))
    for q, v in summary.get("seats", {}).items():
        print(f"{seat_label(int(q), sides)}, any level: won {v['wins']} of {v['games']}, shared first "
              f"{v['shared_first']}, score {v['score']:.3f}")
    print("(win rate: first place, shared first places included; shared 1st: how many of those were shared,\n"
          " a draw in a two-player game; score: ½ for each rival tied, 1 for each beaten, over the rivals)")
    if decks:
        print_decks(summary, decks)
    return 0


def seat_label(q: int, sides: tuple[str, ...] | None) -> str:
    """``seat 0``, or with the game's side names (``render.side_names``) ``seat 0 (TDF)``."""
    return f"seat {q} ({sides[q]})" if sides is not None and q < len(sides) else f"seat {q}"


def _shown_option(value: Any) -> str:
    """An option's value in the table's first line: as typed for a word or number, else compact JSON."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (int, str)):
        return str(value)
    return json.dumps(value, separators=(",", ":"))[:60]


def _pct(share: float | None) -> str:
    return "-" if share is None else f"{share:.3f}"


def _ratio(d: dict[str, int]) -> str:
    return f"{_pct(d['wins'] / d['decisive'] if d['decisive'] else None)} ({d['wins']}/{d['decisive']})"


def print_decks(summary: dict[str, Any], decks: Sequence[str]) -> None:
    """The ``--decks`` part of the table: each deck's share of the decisive games it played (when it began and
    when not), each pairing's shares and draws, the first player's share."""
    print(f"decks {','.join(decks)}, rotating with the seats and the first player; shares of the decisive games:")
    print(f"{'deck':10} {'seat-games':>10} {'decisive':>9} {'wins':>5} {'share':>6} {'95% CI':>15}  "
          f"{'as first':>14} {'as second':>14}")
    for deck, d in summary["decks"].items():
        lo, hi = d["ci95"]
        print(f"{deck:10} {d['seat_games']:>10} {d['decisive']:>9} {d['wins']:>5} {_pct(d['share']):>6} "
              f"{f'[{lo:.3f}, {hi:.3f}]':>15}  {_ratio(d['as_first']):>14} {_ratio(d['as_second']):>14}")
    for key, p in summary["pairings"].items():
        shares = ", ".join(f"{deck} {_pct(v)}" for deck, v in p["shares"].items())
        f = p["first_player"]
        print(f"pairing {key}: {p['games']} games, {p['draws']} draws; {shares}; first player {_pct(f['share'])}")
    f = summary["first_player"]
    lo, hi = f["ci95"]
    print(f"first player: won {f['wins']} of {f['decisive']} decisive games, {_pct(f['share'])} [{lo:.3f}, {hi:.3f}]")
