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
with one legal move is answered at once).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_bench import (bot_ms as answers_of, browser_page, figures, long_tasks, long_tasks_line,  # noqa: E402
                        reset_long_tasks, site_url)


def main() -> int:
    level = sys.argv[1] if len(sys.argv) > 1 else "normal"
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    site = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    scenario = sys.argv[4] if len(sys.argv) > 4 else "1cour"
    bot_ms: list[float] = []
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
            bot_ms += answers_of(page)
            longs += long_tasks(page)
    searched = [x for x in bot_ms if x > 20]
    print(f"ultraseven {scenario}, the {level} bot on either side in the page (worker round trip), "
          f"{len(bot_ms)} decisions in {games} game(s):")
    for name, xs in (("every decision", bot_ms), ("those that searched (> 20 ms)", searched)):
        if xs:
            print("  " + figures(name, xs))
    print(long_tasks_line(longs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
