"""How long the セブンスクエア bot takes to decide in the page (issue 17's figures: `normal` median ≤ 0.5 s a
decision and p95 ≤ 1.5 s; `hard` ≤ 3 s for a whole turn).

    python scripts/bench_square_page.py [LEVEL] [MOVES] [SITE]
    python scripts/bench_square_page.py --cpython [LEVEL] [MOVES]

Builds the site (or uses SITE), and plays games in headless Debian Chromium at pace 0 with the bots' own time
budgets (as a player's page runs them): seat 1 a human whose every decision is a click on a legal choice (the
e2e test's seeded player, ``e2e/test_square_table.choose``: fight, deploy, step towards the enemy 将; clicked
as the table offers it, a unit or hand card first), seat 2 the bot at LEVEL (default normal). Game g is dealt
from seed g, the decks cycling through (aera, fang), (iron, aera), (fang, iron), the first player by coin;
games are played until MOVES bot decisions (default 120) have been answered, each game to its end unless the
count is reached at a decision of the human's. Collected: the worker's answer times (``botMs``: the round trip
of each bot decision, the search included) and the samples each searched (``botSamples``); each answer is
matched with its decision in the game's record (the save), which tells its turn (``Decision.turn``: the
decisions from the bot's draw to its end phase; the set-up's general and mulligan, turns 0–3, are not a
turn) and how many legal moves it had. The main thread's long tasks are counted from each game's third bot
decision on (the table's first drawing and the imports it pulls in come before); they include the drawing
of the human's clicks.

Prints the median, p95 and max over every bot decision and over those that searched (more than one legal
move), the bot's turn totals (the sum of its decisions' times within one turn), and the samples per searched
decision. ``--cpython`` plays the same games in CPython (``make_bot(level, seed, "level")`` on the bot's view,
as the worker does) and prints the same figures, for comparison.
"""

from __future__ import annotations

import random
import re
import statistics
import sys
import time
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "e2e"))

from page_bench import (bot_ms, bot_samples, browser_page, figures, long_tasks, long_tasks_line,  # noqa: E402
                        reset_long_tasks, site_url)
from pagehelpers import plant, storage_key  # noqa: E402
from test_square_table import choose, click_move  # noqa: E402

from sevens.ai import make_bot  # noqa: E402
from sevens.core import history  # noqa: E402
from sevens.games.square.levels import LEVELS  # noqa: E402
from web.square.session import Session  # noqa: E402

GAME = Session.GAME
BOT = 1
SETUP_TURNS = 4
"""Decision turns 0–3 are the set-up (the 将s, the mulligans): no draw, no end phase."""
DECKS = [("aera", "fang"), ("iron", "aera"), ("fang", "iron")]
SAVE_KEY = storage_key("sevens.square.save")
READY = "#match-end, .square[data-decides='1']"
TIMEOUT_MS = 180_000


@dataclass
class Answer:
    ms: float
    samples: int | None
    turn: int
    legal: int
    game: int = 0
    first: bool = False
    """The page's first answer after loading: the worker's start is in it."""


def new_session(g: int, level: str) -> Session:
    deck0, deck1 = DECKS[(g - 1) % len(DECKS)]
    return Session.create(g, ["human", level], {"deck0": deck0, "deck1": deck1, "first": "coin"})


def bot_decisions(s: Session) -> list[tuple[int, int]]:
    """(turn, number of legal moves) of each of the bot's decisions in the game so far, in order."""
    out = []
    for st in history.states(GAME, s.state):
        d = GAME.decision(st)
        if d is not None and d.seat == BOT:
            out.append((d.turn, len(GAME.legal_moves(st))))
    return out


def saved(page: Any) -> Session:
    return Session.load(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))


def page_game(page: Any, url: str, g: int, level: str, left: int, rng: random.Random) -> tuple[list[Answer], list[float]]:
    """One game in the page, until its end or ``left`` bot answers (at a decision of the human's)."""
    plant(page, url.rstrip("/"), {SAVE_KEY: new_session(g, level).dump()})
    page.goto(url + "?pace=0")
    page.wait_for_selector("body[data-ready='1']", timeout=TIMEOUT_MS)
    reset = False
    while True:
        page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        answers = bot_ms(page)
        if not reset and len(answers) >= 3:
            reset_long_tasks(page)
            reset = True
        if page.locator("#match-end").count() or len(answers) >= left:
            break
        s = saved(page)
        if s.to_move() != 0:  # the save is a step behind the drawing: look again
            page.wait_for_timeout(20)
            continue
        n = len(GAME.to_record(s.state)["moves"])
        click_move(page, s, choose(s, rng))
        page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE_KEY}')).record.moves.length > {n}",
                               timeout=TIMEOUT_MS)
    ms, samples = bot_ms(page), bot_samples(page)
    longs = long_tasks(page) if reset else []
    decided = bot_decisions(saved(page))
    if len(ms) != len(decided):
        print(f"  (game {g}: {len(ms)} answers kept by the page, {len(decided)} bot decisions in the record: "
              "the last ones matched)", file=sys.stderr)
    k = min(len(ms), len(decided))
    samples = samples[-k:] if len(samples) >= k else [None] * k
    tail = decided[len(decided) - k:]
    got = [Answer(m, n, t, legal) for m, n, (t, legal) in zip(ms[-k:], samples, tail)]
    if k == len(decided) and got:
        got[0].first = True
    return got, longs


def cpython_game(g: int, level: str, left: int, rng: random.Random) -> list[Answer]:
    """The same game in CPython: the bot as the worker runs it, timed around ``choose``."""
    s = new_session(g, level)
    out: list[Answer] = []
    while s.to_move() is not None:
        if s.chance_to_move():
            s.chance_step()
            continue
        if s.to_move() == 0:
            if len(out) >= left:
                break
            s.play(choose(s, rng))
            continue
        d = s.decision()
        assert d is not None
        legal = len(GAME.legal_moves(s.state))
        bot = make_bot(s.seats[BOT], s.bot_seed(BOT), "level")
        view = s.bot_view()
        t0 = time.perf_counter()
        move = bot.choose(GAME, view)
        ms = (time.perf_counter() - t0) * 1000
        out.append(Answer(round(ms, 1), bot.last.samples, d.turn, legal))
        s.play(GAME.format_move(s.state, move))
    return out


def report(answers: list[Answer]) -> None:
    firsts = [a.ms for a in answers if a.first]
    if firsts:
        print(f"  each game's first answer (the worker's start in it, left out below): "
              + ", ".join(f"{x:.0f}" for x in firsts) + " ms")
    answers = [a for a in answers if not a.first]
    every = [a.ms for a in answers]
    searched = [a for a in answers if a.legal > 1]
    print("  " + figures("every decision", every))
    if searched:
        print("  " + figures("those that searched (> 1 legal move)", [a.ms for a in searched]))
    turns: dict[tuple[int, int], float] = {}
    for a in answers:
        if a.turn >= SETUP_TURNS:
            key = (a.game, a.turn)
            turns[key] = turns.get(key, 0.0) + a.ms
    per_turn = list(turns.values())
    if per_turn:
        counts: dict[tuple[int, int], int] = {}
        for a in answers:
            if a.turn >= SETUP_TURNS:
                counts[(a.game, a.turn)] = counts.get((a.game, a.turn), 0) + 1
        print("  " + figures("a whole turn of the bot's (sum of its decisions)", per_turn)
              + f"; decisions a turn: median {statistics.median(counts.values()):.0f}, max {max(counts.values())}")
    got = [a.samples for a in searched if a.samples is not None]
    if got:
        print(f"  samples a searched decision: median {statistics.median(got):.0f}, min {min(got)}, "
              f"max {max(got)} over {len(got)}")
    else:
        print("  samples: not told by the worker")


def site_level(site: Path, level: str) -> str:
    """The level as the built site has it (its app.zip's levels.py, which may differ from the checkout's)."""
    from build_site import unpacked  # scripts/ is this script's folder: on sys.path

    with zipfile.ZipFile(io.BytesIO(unpacked(site / "app.zip"))) as z:
        text = z.read("sevens/games/square/levels.py").decode()
    found = re.search(rf'"{level}": (Level\(.*\)),?\n', text)
    return found.group(1) if found else "?"


def main() -> int:
    argv = sys.argv[1:]
    cpython = "--cpython" in argv
    argv = [a for a in argv if a != "--cpython"]
    level = argv[0] if argv else "normal"
    wanted = int(argv[1]) if len(argv) > 1 else 120
    site = Path(argv[2]) if len(argv) > 2 else None
    if level not in LEVELS or level == "random":
        print(__doc__, file=sys.stderr)
        return 2
    lv = LEVELS[level]
    rng = random.Random(7)
    answers: list[Answer] = []
    longs: list[float] = []
    g = 0
    if cpython:
        while len(answers) < wanted:
            g += 1
            for a in cpython_game(g, level, wanted - len(answers), rng):
                a.game = g
                answers.append(a)
        where = "in CPython (around Bot.choose)"
    else:
        with site_url(site) as url, browser_page() as page:
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            while len(answers) < wanted:
                g += 1
                got, lt = page_game(page, url, g, level, wanted - len(answers), rng)
                for a in got:
                    a.game = g
                answers.extend(got)
                longs.extend(lt)
        where = "in the page (worker round trip)"
        for e in errors:
            print(f"console error: {e}")
    print(f"square, the {level} bot {where}, {len(answers)} decisions in {g} games:")
    print(f"  the level: {lv if cpython else site_level(site or HERE.parent / '_site', level)}")
    report(answers)
    if not cpython:
        print(long_tasks_line(longs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
