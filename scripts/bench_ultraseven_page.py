"""How long the ウルトラセブン bot takes to decide in the page (issue 18's figure: `normal` median ≤ 0.5 s a
decision, p95 ≤ 1.5 s).

    python scripts/bench_ultraseven_page.py [LEVEL] [MOVES] [SITE] [SCENARIO]

Builds the site (or uses SITE), opens tables of SCENARIO (default 1cour) in headless Debian Chromium at pace 0
with the bots' own time budgets (as a player's page runs them): games alternate between the bot at LEVEL
(default normal) as the alien and as the TDF (a table needs one human: the other seat is a human whose every
decision is a seeded click on one of the choices the page offers, ``[data-move]``), so both sides' decisions
are measured; collects the worker's answer
times (``document.body.dataset.botMs``: the round trip of each bot decision, the search included) until MOVES
bot decisions (default 150) — at most half of them from one game, so both sides are measured — or the game's
end, then starts another game; and the main thread's long tasks
meanwhile (from the third bot decision on: the table's first drawing and the imports it pulls in come before).
Prints the median, p95 and max over every bot decision, and over those that searched (over 20 ms: a decision
with one legal move is answered at once), and over the bot's whole turns: each answer is matched with the bot's
decisions in the game's record (the save), whose ``Decision.turn`` tells the side's turn (the alien's action, or
the TDF's phases of a game turn), and a turn's total is the sum of its answers (``hard`` caps it: ``turn_seconds``).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_bench import (bot_ms as answers_of, browser_page, figures, long_tasks, long_tasks_line,  # noqa: E402
                        reset_long_tasks, site_url)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
from pagehelpers import storage_key  # noqa: E402

from sevens.core import history  # noqa: E402
from web.ultraseven.session import GAME, Session  # noqa: E402

SAVE_KEY = storage_key("sevens.ultraseven.save")


def turns_of(page: Any, bot: int, answers: list[float], ended: bool) -> list[tuple[int, int, float]]:
    """(side's turn, decisions, total ms) of each of the bot's turns in the game just played: its answers matched,
    from the last, with its decisions in the save's record. The game's first turn is left out (the worker's
    start is in its first answer), and its last unless the game ended (cut short)."""
    saved = Session.load(str(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")))
    turns = [d.turn for st in history.states(GAME, saved.state)
             if (d := GAME.decision(st)) is not None and d.seat == bot]
    k = min(len(turns), len(answers))
    totals: dict[int, list[float]] = {}
    for t, ms in zip(turns[len(turns) - k:], answers[len(answers) - k:]):
        totals.setdefault(t, []).append(ms)
    whole = sorted(totals.items())[1:]
    return [(t, len(xs), sum(xs)) for t, xs in (whole if ended else whole[:-1])]


def main() -> int:
    level = sys.argv[1] if len(sys.argv) > 1 else "normal"
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    site = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    scenario = sys.argv[4] if len(sys.argv) > 4 else "1cour"
    bot_ms: list[float] = []
    turns: list[tuple[int, int, float]] = []
    longs: list[float] = []
    games = 0
    rng = random.Random(7)
    per_game = max(1, wanted // 2)
    with site_url(site) as url, browser_page() as page:
        while len(bot_ms) < wanted:
            page.goto(url + "?pace=0#/ultraseven/setup")
            page.evaluate("localStorage.clear()")
            page.reload()
            page.wait_for_selector("body[data-ready='1']", timeout=120_000)
            bot = 1 - games % 2  # the alien first, then the TDF
            page.select_option(f"select[name=seat{bot}]", level)
            page.select_option(f"select[name=seat{1 - bot}]", "human")
            if page.locator(f"input[name=scenario][value='{scenario}']").count():
                page.check(f"input[name=scenario][value='{scenario}']")
            else:
                page.select_option("select[name=scenario]", scenario)
            page.click("[data-action='start']")
            page.wait_for_selector(".ultraseven", timeout=60_000)
            games += 1
            idle_since = time.perf_counter()
            seen = 0
            reset = False
            while True:
                answers = answers_of(page)
                if len(answers) != seen:
                    seen, idle_since = len(answers), time.perf_counter()
                if not reset and seen >= 3:
                    reset_long_tasks(page)
                    reset = True
                if len(bot_ms) + seen >= wanted or seen >= per_game or page.locator("#match-end").count() \
                        or time.perf_counter() - idle_since > 60:
                    break
                choices = page.locator("#app [data-move]:not([disabled])")
                if choices.count():
                    try:
                        choices.nth(rng.randrange(choices.count())).click(timeout=2_000)
                    except Exception:  # redrawn under the click: look again
                        pass
                page.wait_for_timeout(30)
            answers = answers_of(page)
            bot_ms += answers
            turns += turns_of(page, bot, answers, page.locator("#match-end").count() > 0)
            longs += long_tasks(page)
    searched = [x for x in bot_ms if x > 20]
    print(f"ultraseven {scenario}, the {level} bot on either side in the page (worker round trip), "
          f"{len(bot_ms)} decisions in {games} game(s):")
    for name, xs in (("every decision", bot_ms), ("those that searched (> 20 ms)", searched)):
        if xs:
            print("  " + figures(name, xs))
    if turns:
        print("  " + figures("a whole turn of the bot's (sum of its decisions)", [ms for _, _, ms in turns])
              + f"; decisions a turn: median {statistics.median(n for _, n, _ in turns):.0f}, "
              f"max {max(n for _, n, _ in turns)} ({len(turns)} turns)")
    print(long_tasks_line(longs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
