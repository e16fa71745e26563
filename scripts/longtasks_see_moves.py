"""Main-thread long tasks while bot moves animate (issue 15: none over 100 ms during animations).

Builds the site, serves it, opens a 七並べ game (you and three `normal` bots, by node budgets, a fixed bot
seed) at a pace with animations, plays the human's first choice each turn (after the last bot move's
animation has ended, so a click never lands in one), and records with ``PerformanceObserver`` every
long task (> 50 ms) and every animation the page starts. Prints the long tasks that overlap an animation,
all long tasks, and the machine's load (``os.getloadavg``).

    python scripts/longtasks_see_moves.py [--pace 0.7] [--turns 8] [--seed 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

import build_site  # noqa: E402
import serve  # noqa: E402

WATCH = """() => { window.__lt = []; window.__an = []; const seen = new Set();
  new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); })
    .observe({type: 'longtask'});
  const poll = () => { for (const a of document.getAnimations()) if (!seen.has(a)) { seen.add(a);
      window.__an.push([performance.now(), a.effect.getTiming().duration]); }
    requestAnimationFrame(poll); };
  requestAnimationFrame(poll); }"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pace", default="0.7", help="seconds per bot move (0.7: the page's normal speed)")
    ap.add_argument("--turns", type=int, default=8, help="human turns to play")
    ap.add_argument("--seed", type=int, default=5, help="the bots' seed (?bot_seed=)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "_site")
        server = serve.make_server(site, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=[
                "--no-sandbox", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-quic", "--no-first-run", "--disable-dev-shm-usage"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"{url}/?pace={args.pace}&bot_budget=nodes&bot_seed={args.seed}&hall=1")
            page.wait_for_selector("body[data-ready='1']", timeout=120_000)
            page.wait_for_timeout(3000)  # the bot's worker starts after the page is ready
            page.click("[data-action='open'][data-game='shichinarabe']")
            page.evaluate(WATCH)
            page.click("[data-action='start']")
            turns = 0
            while turns < args.turns:
                page.wait_for_selector("button[data-action='move'], #standings", timeout=120_000)
                if page.locator("#standings").count():
                    break
                page.wait_for_timeout(700)  # the last bot move's animation ends (at most 600 ms)
                playable = page.locator("button.card.playable")
                (playable.first if playable.count() else page.locator("button.pass")).click()
                turns += 1
            page.wait_for_timeout(2000)
            lt = page.evaluate("window.__lt")
            an = page.evaluate("window.__an")
            browser.close()
        server.shutdown()
    during = [round(d) for s, d in lt if any(s < a + dur and s + d > a for a, dur in an)]
    print(f"pace {args.pace} s, {turns} human turns, {len(an)} animations "
          f"({', '.join(sorted({str(round(d)) + ' ms' for _, d in an}))})")
    print(f"long tasks overlapping an animation: {len(during)}, longest {max(during, default=0)} ms: {during}")
    print(f"all long tasks: {len(lt)}, longest {round(max((d for _, d in lt), default=0))} ms: "
          f"{[round(d) for _, d in lt]}")
    print("load average (1, 5, 15 min):", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
