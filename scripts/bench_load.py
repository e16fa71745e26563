"""Measure the page in headless Chromium: cold and warm load to ready, bot move time in the page,
and main-thread long tasks while bots play.  Usage: python scripts/bench_load.py [--load-only] [RUNS] [SITE_DIR]
(``--load-only``: the load times alone, e.g. to compare with a build of an older tree whose game differs.)

Each run starts Chromium with a fresh profile (on disk, as a person's browser has one): the first visit
is the cold load (empty cache), the next three visits of the same page are warm loads (cached runtime).
Load time is from navigation start to the readiness marker ``body[data-ready="1"]``; medians over runs.
Needs the built site (python scripts/build_site.py), Debian's chromium and playwright (requirements-e2e.txt).
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import serve  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
LONGTASKS = """
window.__long = [];
new PerformanceObserver(l => { for (const e of l.getEntries()) window.__long.push(e.duration); })
  .observe({type: 'longtask', buffered: true});
"""


def main() -> int:
    load_only = "--load-only" in sys.argv
    argv = [a for a in sys.argv if a != "--load-only"]
    runs = int(argv[1]) if len(argv) > 1 else 5
    site = Path(argv[2]) if len(argv) > 2 else Path(__file__).resolve().parent.parent / "_site"
    server = serve.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    cold: list[float] = []
    warm: list[float] = []
    with sync_playwright() as p:
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as profile:
                ctx = p.chromium.launch_persistent_context(profile, executable_path=shutil.which("chromium"),
                                                           args=ARGS, headless=True)
                page = ctx.new_page()
                for visit in range(4):
                    t = time.perf_counter()
                    page.goto(url + "?hall=1")
                    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
                    (warm if visit else cold).append(time.perf_counter() - t)
                ctx.close()
        if load_only:
            _print_loads(cold, warm)
            server.shutdown()
            return 0
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        # bot moves in the page: one human who always passes or plays, three normal bots, pace 0
        ctx = browser.new_context()
        page = ctx.new_page()
        page.add_init_script(LONGTASKS)
        page.goto(url + "?pace=0")
        page.wait_for_selector("body[data-ready='1']", timeout=120_000)
        page.evaluate("window.__long = []")
        page.click("[data-action='open']")
        page.click("[data-action='start']")
        while True:
            page.wait_for_selector("button[data-action='move'], #standings", timeout=120_000)
            if page.locator("#standings").count():
                break
            cards = page.locator("button.card.playable")
            (cards.first if cards.count() else page.locator("button.pass")).click()
        bot_ms = json.loads(page.evaluate("document.body.dataset.botMs || '[]'"))
        longs = page.evaluate("window.__long")
        browser.close()
    server.shutdown()
    bot_ms.sort()
    p95 = bot_ms[min(len(bot_ms) - 1, int(round(0.95 * (len(bot_ms) - 1))))] if bot_ms else float("nan")
    _print_loads(cold, warm)
    print(f"bot move in the page (normal, worker round trip): median {statistics.median(bot_ms):.0f} ms, "
          f"p95 {p95:.0f} ms over {len(bot_ms)} moves")
    print(f"main-thread long tasks during the game: {len(longs)}, longest {max(longs, default=0):.0f} ms")
    return 0


def _print_loads(cold: list[float], warm: list[float]) -> None:
    print(f"cold load to ready: median {statistics.median(cold):.2f} s  (runs: {', '.join(f'{x:.2f}' for x in cold)})")
    print(f"warm load to ready: median {statistics.median(warm):.2f} s  (visits: {', '.join(f'{x:.2f}' for x in warm)})")


if __name__ == "__main__":
    sys.exit(main())
