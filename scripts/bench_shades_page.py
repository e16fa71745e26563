"""How long the 7 SHADES OF S:EVEN bot takes to decide in the page (issue 16's figure: `normal` median ≤ 0.5 s
a decision, p95 ≤ 1.5 s; `hard` median ≤ 2 s; no main-thread long task over 100 ms while it thinks).

    python scripts/bench_shades_page.py [LEVEL] [MOVES] [SITE]

Builds the site (or uses SITE), opens a 2-player table in headless Debian Chromium at pace 0 with the bots'
own time budgets (as a player's page runs them), seat 1 a human whose every decision is a click on a legal
choice (seeded), seat 2 the bot at LEVEL (default normal); collects the worker's answer times
(``document.body.dataset.botMs``: the round trip of each bot decision, the search included) until MOVES bot
decisions (default 120) or the game's end, and the main thread's long tasks meanwhile (counted from the third
bot decision on: the table's first drawing and the imports it pulls in come before). Prints the median, p95
and max over every bot decision, and over those that searched (more than one legal move: over 20 ms).
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
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 120
    site = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    rng = random.Random(7)
    with site_url(site) as url, browser_page() as page:
        page.goto(url + "?pace=0#/shades/setup")
        page.wait_for_selector("body[data-ready='1']", timeout=120_000)
        page.select_option("select[name=seat1]", level)
        page.click("[data-action='start']")
        page.wait_for_selector(".shades", timeout=60_000)
        idle_since = time.perf_counter()
        seen = 0
        reset = False
        while True:
            answers = answers_of(page)
            if len(answers) != seen:
                seen, idle_since = len(answers), time.perf_counter()
            if not reset and seen >= 3:  # the table's first drawing and imports are behind us
                reset_long_tasks(page)
                reset = True
            if seen >= wanted or time.perf_counter() - idle_since > 60:
                break
            choices = page.locator("#app [data-move]:not([disabled])")
            if choices.count():
                try:
                    choices.nth(rng.randrange(choices.count())).click(timeout=2_000)
                except Exception:  # redrawn under the click: look again
                    pass
            page.wait_for_timeout(30)
        bot_ms = answers_of(page)
        longs = long_tasks(page)
    searched = [x for x in bot_ms if x > 20]
    print(f"shades, the {level} bot in the page (worker round trip), {len(bot_ms)} decisions:")
    for name, xs in (("every decision", bot_ms), ("those that searched (> 20 ms)", searched)):
        if xs:
            print("  " + figures(name, xs))
    print(long_tasks_line(longs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
