"""Measure the page in headless Chromium: cold and warm load to ready, bot move time in the page,
and main-thread long tasks while bots play.  Usage: python scripts/bench_load.py [--load-only] [RUNS] [SITE_DIR]
(``--load-only``: the load times alone, e.g. to compare with a build of an older tree whose game differs.)

``python scripts/bench_load.py --link [RUNS] [SITE_DIR]``: the first visit as GitHub Pages serves it (gzip for
the types it compresses; the packed ``.zst`` files, zip, gz and png as they are) over an emulated link of 10 Mbit/s
both ways with 40 ms round trips (Chromium's ``Network.emulateNetworkConditions``): the bytes transferred
until the page is ready and the time to ready, for the site as built (web/runtime.mjs drops the snapshot when
the link is too slow for it to pay), with the snapshot always (``?snapshot=1``) and with Pyodide started
plainly (``?snapshot=0``), alternating. ``BENCH_TIMELINE=1`` prints each visit's resource timeline.

``python scripts/bench_load.py --repeat [VISITS] [SITE_DIR]``: the repeat visit through the service worker. One
profile; a first visit with ``?sw=1`` (automated browsers register the worker only when asked), then waits until
the worker controls the page and its cache holds every file of ``sw.js``'s ``ASSETS``; then VISITS times four
visits over the same emulated link, one in the first tab (a reload: its renderer is warm), one in a new tab
(Chromium starts a new renderer for it) and one in a new tab at the manifest's start_url with the service worker
stopped first (the app opened again after a while: the worker idle long enough for Chromium to stop it, the
page and its files answered by the worker's static routes without it), and the same with a game saved part-way
(``SAVED_GAME``: the page goes back to it, its table instead of the hall): the time to ready and
the bytes from the network until ready, counted two ways: by the server (every request it answered, the browser's
own check of ``sw.js`` included) and by Chromium (``Network`` events of the page: responses not from the service
worker, their ``encodedDataLength``). Last, one visit with the server stopped.

Each run starts Chromium with a fresh profile (on disk, as a person's browser has one): the first visit
is the cold load (empty cache), the next three visits of the same page are warm loads (cached runtime).
Load time is from navigation start to ready, on the page's own clock: the performance mark ``sevens:ready`` that
``web/main.py`` sets with ``body[data-ready="1"]`` (a player's wait, without the 0.04–0.1 s this harness takes to
see the attribute, which each visit prints beside it as "seen after"); medians over runs. A site built before the
mark existed is timed by the harness's clock instead (said once).
Needs the built site (python scripts/build_site.py), Debian's chromium and playwright (requirements-e2e.txt).
"""

from __future__ import annotations

import functools
import gzip
import io
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import serve  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
"""As e2e/conftest.py launches it (``--disable-dev-shm-usage``: docs/browser.md, "Renderer crashes in CI")."""
LONGTASKS = """
window.__long = [];
new PerformanceObserver(l => { for (const e of l.getEntries()) window.__long.push(e.duration); })
  .observe({type: 'longtask', buffered: true});
"""


GZIP_TYPES = ("text/", "application/javascript", "application/json", "application/wasm",
              "application/manifest+json", "image/svg+xml")
"""What GitHub Pages serves gzipped (its CDN compresses by type; archives and images go as they are)."""
LINK = {"offline": False, "latency": 40, "downloadThroughput": 10e6 / 8, "uploadThroughput": 10e6 / 8}
"""10 Mbit/s both ways, 40 ms round trip (CDP's latency is added to each request)."""


READY_MARK = "sevens:ready"
"""``web/main.py``'s performance mark at ready (``READY_MARK`` there)."""
_NO_MARK: list[str] = []


def wait_ready(page: Any, started: float, timeout_ms: int = 180_000) -> tuple[float, float]:
    """Wait for ``body[data-ready="1"]``; return the seconds to ready on the page's clock (navigation start to the
    ``sevens:ready`` mark) and the seconds this harness took to see it since ``started`` (``time.perf_counter``,
    taken before the navigation). Without the mark (a site built before it) both are the harness's."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=timeout_ms)
    seen = time.perf_counter() - started
    at = page.evaluate(f"performance.getEntriesByName('{READY_MARK}').map(e => e.startTime)")
    if not at:
        if not _NO_MARK:
            _NO_MARK.append(page.url)
            print(f"  (no '{READY_MARK}' mark in {page.url}: a site built before it; timed by the harness's clock)",
                  flush=True)
        return seen, seen
    return float(at[0]) / 1000, seen


class GzipHandler(serve.Handler):
    """``serve.Handler`` answering with ``Content-Encoding: gzip`` where GitHub Pages would (``GZIP_TYPES``)."""

    packed: dict[str, bytes] = {}

    def send_head(self) -> io.BytesIO | Any:
        path = Path(self.translate_path(self.path))
        ctype = self.guess_type(str(path))
        if path.is_dir() or not path.is_file() or not ctype.startswith(GZIP_TYPES) or \
                "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        key = str(path)
        if key not in self.packed:
            self.packed[key] = gzip.compress(path.read_bytes(), 6)
        body = self.packed[key]
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def link_visit(p: Any, url: str) -> tuple[float, int, str]:
    """A first visit (fresh profile) over ``LINK``: seconds to ready, bytes transferred, the Pyodide path."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = p.chromium.launch_persistent_context(profile, executable_path=shutil.which("chromium"),
                                                   args=ARGS, headless=True)
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": False})
        cdp.send("Network.emulateNetworkConditions", LINK)
        moved: dict[str, float] = {}
        cdp.on("Network.loadingFinished", lambda e: moved.__setitem__(e["requestId"], e["encodedDataLength"]))
        t = time.perf_counter()
        page.goto(url, timeout=180_000)
        took, seen = wait_ready(page, t)
        total = int(sum(moved.values()))
        last = page.evaluate("Math.max(...performance.getEntriesByType('resource').map(e => e.responseEnd))")
        if os.environ.get("BENCH_TIMELINE"):
            for e in page.evaluate("performance.getEntriesByType('resource').map(e => [e.name, e.startTime, e.responseStart, e.responseEnd, e.transferSize])"):
                print(f"      {e[0][-40:]:40} {e[1] / 1000:6.2f} {e[2] / 1000:6.2f} {e[3] / 1000:6.2f} {e[4]:>9}")
        print(f"    ready {took:.2f} s (seen after {seen:.2f} s), last byte of the page's own loads at "
              f"{last / 1000:.2f} s", flush=True)
        how = page.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot').length ? 'snapshot' : "
                            "performance.getEntriesByName('sevens:pyodide:plain').length ? 'plain' : 'pyodide.mjs'")
        ctx.close()
    return took, total, str(how)


VARIANTS = {"as built (the snapshot where it pays)": "?hall=1", "the snapshot always": "?hall=1&snapshot=1",
            "started plainly (no snapshot)": "?hall=1&snapshot=0"}
"""The page's three ways to start Pyodide (web/runtime.mjs reads ``?snapshot=``)."""


def link_main(runs: int, site: Path) -> int:
    handler = functools.partial(GzipHandler, directory=str(site))
    server = serve.Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    got: dict[str, list[tuple[float, int, str]]] = {name: [] for name in VARIANTS}
    with sync_playwright() as p:
        for _ in range(runs):
            for name, query in VARIANTS.items():
                got[name].append(link_visit(p, url + query))
    server.shutdown()
    print(f"first visit, gzip as GitHub Pages serves it, {LINK['downloadThroughput'] * 8 / 1e6:.0f} Mbit/s, "
          f"{LINK['latency']} ms RTT:")
    for name, rows in got.items():
        times = [r[0] for r in rows]
        print(f"  {name}: ready in median {statistics.median(times):.2f} s (runs: "
              f"{', '.join(f'{x:.2f}' for x in times)}); {statistics.median(r[1] for r in rows) / 1e6:.2f} MB "
              f"transferred; Pyodide: {', '.join(sorted({r[2] for r in rows}))}")
    return 0


class CountingHandler(GzipHandler):
    """``GzipHandler`` that records each request it answers: (time, path, bytes of the body sent)."""

    seen: list[tuple[float, str, int]] = []

    def send_head(self) -> io.BytesIO | Any:
        body = super().send_head()
        size = len(body.getvalue()) if isinstance(body, io.BytesIO) else \
            os.fstat(body.fileno()).st_size if body is not None and hasattr(body, "fileno") else 0
        self.seen.append((time.perf_counter(), self.path, size))
        return body


def _assets(site: Path) -> list[str]:
    """The files the built ``sw.js`` caches at install (``build_site.write_service_worker``'s ``ASSETS``)."""
    text = (site / "sw.js").read_text()
    return list(json.loads(text.split("const ASSETS = ", 1)[1].split(";\n", 1)[0]))


CACHED = """() => caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))
  .then(all => all.flat().length)"""


def _watch(ctx: Any, page: Any) -> tuple[dict[str, bool], dict[str, float]]:
    """CDP on ``page`` over ``LINK``: request id -> served by the service worker, request id -> bytes moved."""
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", LINK)
    via_sw: dict[str, bool] = {}
    moved: dict[str, float] = {}
    cdp.on("Network.responseReceived",
           lambda e: via_sw.__setitem__(e["requestId"], bool(e["response"].get("fromServiceWorker"))))
    cdp.on("Network.loadingFinished", lambda e: moved.__setitem__(e["requestId"], e["encodedDataLength"]))
    return via_sw, moved


def stop_service_workers(ctx: Any) -> None:
    """Stop the profile's service workers, as Chromium does with one idle for a while (about 30 s with no tab
    needing it): the next visit starts it again, unless the worker's static routes answer without it."""
    cdp = ctx.new_cdp_session(ctx.pages[0])
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")
    cdp.detach()
    time.sleep(0.5)


def repeat_visit(ctx: Any, url: str, page: Any = None,
                 watched: tuple[dict[str, bool], dict[str, float]] | None = None,
                 table: bool = False) -> tuple[float, int, int, str]:
    """A visit, in ``page`` (watched by ``_watch``) or else in a new tab: seconds to ready, bytes from the network
    by Chromium's count, responses not from the service worker, the Pyodide path. ``table``: the page must come up
    on a game's table (a saved game resumed), not the hall."""
    tab = page or ctx.new_page()
    via_sw, moved = watched or _watch(ctx, tab)
    via_sw.clear()
    moved.clear()
    t = time.perf_counter()
    tab.goto(url, timeout=180_000)
    took, seen = wait_ready(tab, t)
    if table and not tab.locator(".table").count():
        raise SystemExit(f"the saved game was not resumed: {tab.locator('#app').inner_text()[:300]}")
    net = [r for r, sw in via_sw.items() if not sw]
    if os.environ.get("BENCH_TIMELINE"):
        for e in tab.evaluate("performance.getEntriesByType('resource').map(e => [e.name, e.startTime, e.responseEnd])"
                              ".concat(performance.getEntriesByType('measure').map(e => [e.name, e.startTime, "
                              "e.startTime + e.duration]))"):
            print(f"      {e[0][-40:]:40} {e[1] / 1000:6.2f} {e[2] / 1000:6.2f}")
    how = tab.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot').length ? 'snapshot' : 'plain'")
    if page is None:
        tab.close()
    return took, int(sum(moved.get(r, 0) for r in net)), len(net), f"{how}; seen after {seen:.2f} s"


SETTLE = 4.0
"""Seconds of rest before each repeat visit: a page starts the bot's worker once it is ready (1–2 s of a core), so
a visit right after another shared the 2 cores with it (a new tab 1.54–1.59 s without the rest, 1.18–1.22 s with
it; docs/browser.md)."""
APP_AGAIN = "the app opened again"
"""A new tab at the manifest's start_url ("./", no query) with the service worker stopped first: the app opened
again after a while, the usual repeat visit (``--repeat``)."""
APP_AGAIN_SAVED = "the app opened again, a game saved"
"""The same with a game left part-way (``saved_game``): the page goes back to it, replaying its record and drawing
its table instead of the hall."""
SAVED_GAME = ("shades", 7, 430)
"""The game ``saved_game`` leaves: 7 SHADES of seed 7 after 430 random moves (a whole one takes 859)."""


def saved_game(game_id: str, seed: int, moves: int) -> str:
    """The save (``sevens.core.savefile``) of ``game_id`` of ``seed`` after ``moves`` random legal moves (chance
    steps as the seed gives them), a human in the first seat and bots at ``normal`` after it."""
    from sevens.core import registry, savefile
    from sevens.core.chance import settle

    game = registry.get(game_id)
    rng = random.Random(seed)
    s = settle(game, game.new(seed))
    for _ in range(moves):
        if game.outcome(s) is not None:
            raise SystemExit(f"{game_id} of seed {seed} ends before {moves} moves")
        s = settle(game, game.apply(s, rng.choice(game.legal_moves(s))))
    return savefile.dump(["human"] + ["normal"] * (game.players(s) - 1), game.to_record(s))


def keep_in_storage(page: Any, items: dict[str, str | None]) -> None:
    """Set (or, for None, remove) the page's localStorage keys (``web/storage.py``: ``logical@/``)."""
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) "
                  "v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v); }",
                  {f"{k}@/": v for k, v in items.items()})


def repeat_main(visits: int, site: Path) -> int:
    assets = _assets(site)
    handler = functools.partial(CountingHandler, directory=str(site))
    server = serve.Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?hall=1&sw=1"
    start_url = f"http://127.0.0.1:{server.server_address[1]}/"
    rows: dict[str, list[tuple[float, int, int, str, int]]] = {"the same tab": [], "a new tab": [],
                                                               APP_AGAIN: [], APP_AGAIN_SAVED: []}
    saved = {f"sevens.{SAVED_GAME[0]}.save": saved_game(*SAVED_GAME), "sevens.last": SAVED_GAME[0]}
    with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
        ctx = p.chromium.launch_persistent_context(profile, executable_path=shutil.which("chromium"),
                                                   args=ARGS, headless=True)
        page = ctx.new_page()
        t = time.perf_counter()
        page.goto(url, timeout=180_000)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
        # (page.wait_for_function would take the promise for a truthy value: asked here until it holds)
        deadline = time.monotonic() + 180
        while not page.evaluate(f"({CACHED})().then(n => n >= {len(assets)})"):
            if time.monotonic() > deadline:
                raise SystemExit(f"the service worker's cache did not reach {len(assets)} files in 180 s")
            time.sleep(0.2)
        print(f"first visit (localhost, no throttling): ready, the worker in control and {len(assets)} files "
              f"cached after {time.perf_counter() - t:.1f} s", flush=True)
        time.sleep(2)  # the bot's worker and the page settle; nothing of the first visit counts below
        watched = _watch(ctx, page)
        for _ in range(visits):
            for where, tab in (("the same tab", page), ("a new tab", None), (APP_AGAIN, None),
                               (APP_AGAIN_SAVED, None)):
                CountingHandler.seen.clear()
                time.sleep(SETTLE)
                if where in (APP_AGAIN, APP_AGAIN_SAVED):
                    stop_service_workers(ctx)
                if where == APP_AGAIN_SAVED:
                    keep_in_storage(page, saved)
                took, cdp_bytes, cdp_requests, how = repeat_visit(
                    ctx, start_url if where in (APP_AGAIN, APP_AGAIN_SAVED) else url, tab,
                    watched if tab else None, table=where == APP_AGAIN_SAVED)
                if where == APP_AGAIN_SAVED:
                    keep_in_storage(page, dict.fromkeys(saved))
                served = list(CountingHandler.seen)
                rows[where].append((took, cdp_bytes, cdp_requests, how, sum(r[2] for r in served)))
                print(f"  {where}: ready {took:.2f} s ({how}); from the network: {cdp_bytes} B in {cdp_requests} "
                      f"responses by Chromium, {rows[where][-1][4]} B in {len(served)} requests by the server "
                      f"{[r[1] for r in served]}", flush=True)
        server.shutdown()
        server.server_close()
        took, _, _, how = repeat_visit(ctx, url)
        print(f"  with the server stopped, a new tab: ready {took:.2f} s ({how})", flush=True)
        ctx.close()
    print(f"repeat visit through the service worker, {LINK['downloadThroughput'] * 8 / 1e6:.0f} Mbit/s, "
          f"{LINK['latency']} ms RTT emulated; ready in:")
    for where, got in rows.items():
        times = [r[0] for r in got]
        print(f"  {where}: median {statistics.median(times):.2f} s (visits: {', '.join(f'{x:.2f}' for x in times)});"
              f" bytes from the network until ready at most {max(r[1] for r in got)} (Chromium), "
              f"{max(r[4] for r in got)} (server)")
    print(f"  with the server stopped, a new tab: {took:.2f} s")
    return 0


def main() -> int:
    if "--repeat" in sys.argv:
        argv = [a for a in sys.argv if a != "--repeat"]
        return repeat_main(int(argv[1]) if len(argv) > 1 else 5,
                           Path(argv[2]) if len(argv) > 2 else Path(__file__).resolve().parent.parent / "_site")
    if "--link" in sys.argv:
        argv = [a for a in sys.argv if a != "--link"]
        return link_main(int(argv[1]) if len(argv) > 1 else 3,
                         Path(argv[2]) if len(argv) > 2 else Path(__file__).resolve().parent.parent / "_site")
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
                    (warm if visit else cold).append(wait_ready(page, t, 120_000)[0])
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
