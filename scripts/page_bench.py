"""What the page benches share (scripts/bench_shades_page.py, scripts/bench_square_page.py): the built site
served on a free port, headless Debian Chromium with the main thread's long tasks recorded, what the bot loop
leaves on the page's body (``botMs``, ``botSamples``), and the median/p95/max line.
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import build_site  # noqa: E402
import serve  # noqa: E402

ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-quic", "--no-first-run"]
LONGTASKS = """
window.__long = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) window.__long.push(e.duration); })
  .observe({type: 'longtask', buffered: true});
"""


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else float("nan")


def figures(name: str, xs: list[float]) -> str:
    """``name: median …, p95 …, max … over n`` (milliseconds)."""
    return (f"{name}: median {statistics.median(xs):.0f} ms, p95 {quantile(xs, 0.95):.0f} ms, "
            f"max {max(xs):.0f} ms over {len(xs)}")


@contextmanager
def site_url(site: Path | None) -> Iterator[str]:
    """The site (built into ``_site`` when ``site`` is None) served on a free port while the block runs."""
    if site is None:
        site = build_site.build(HERE.parent / "_site")
    server = serve.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


@contextmanager
def browser_page() -> Iterator[Any]:
    """A page of headless Debian Chromium that records the main thread's long tasks in ``window.__long``."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        try:
            page = browser.new_page()
            page.add_init_script(LONGTASKS)
            yield page
        finally:
            browser.close()


def bot_ms(page: Any) -> list[float]:
    """The worker's answer times the bot loop kept (its last 200)."""
    return list(json.loads(page.evaluate("document.body.dataset.botMs || '[]'")))


def bot_samples(page: Any) -> list[int | None]:
    """How many samples each of those answers searched (None where the worker did not say)."""
    return list(json.loads(page.evaluate("document.body.dataset.botSamples || '[]'")))


def reset_long_tasks(page: Any) -> None:
    page.evaluate("window.__long = []")


def long_tasks(page: Any) -> list[float]:
    return list(page.evaluate("window.__long"))


def long_tasks_line(longs: list[float]) -> str:
    return f"main-thread long tasks meanwhile: {len(longs)}, longest {max(longs, default=0):.0f} ms"
