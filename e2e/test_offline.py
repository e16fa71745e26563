"""Installable and offline (issue 15, item 6): the web app manifest and its icons, the service worker that
keeps the whole site after the first visit (the page starts and a game is played with the server gone), and
the message a page opened as a file shows."""

from __future__ import annotations

import gzip
import json
import shutil
import threading
from pathlib import Path
from typing import Any

import serve
from pagehelpers import READY_TIMEOUT_MS, PageLog, wait_ready, wait_until


def open_start_url_with_the_worker_stopped(page: Any, url: str) -> None:
    """The installed app opened again after a while: the service worker stopped (as the browser does with an idle
    one), then the start_url ("./", no query), which the worker's static route answers from its cache without
    starting it (web/sw.js); ready."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")
    cdp.detach()
    page.goto(url + "/")
    wait_ready(page)
    assert page.evaluate("performance.getEntriesByType('navigation')[0].workerFinalSourceType") == "cache"


def test_the_manifest_names_the_app_and_its_icons(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    href = page.locator("link[rel='manifest']").get_attribute("href")
    manifest = json.loads(page.evaluate("url => fetch(url).then(r => r.text())", href))
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        got = page.evaluate("""src => fetch(src).then(r => r.blob()).then(b => createImageBitmap(b))
                                 .then(i => [i.width, i.height])""", icon["src"])
        assert f"{got[0]}x{got[1]}" == icon["sizes"]
    assert log.errors == []


def test_after_one_visit_the_page_plays_with_the_server_gone(page: Any, site_dir: Path, log: PageLog) -> None:
    """A server of its own, stopped after the first visit: the reload comes from the service worker's cache
    (the runtime, the app, the worker's files), and a game is started and played against a bot."""
    server = serve.make_server(site_dir, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        page.goto(url + "/?sw=1&pace=0&bot_budget=nodes")
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.ready.then(r => !!r.active)")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS)
        cached = page.evaluate("caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))"
                               ".then(all => all.flat().map(r => { const u = new URL(r.url); return u.pathname + "
                               "(r.url.endsWith('?') ? '?' : '') }))")
        text = (site_dir / "sw.js").read_text()
        assets = json.loads(text.split("const ASSETS = ", 1)[1].split(";\n", 1)[0])
        packed = [path for path, _ in json.loads(text.split("const PACKED = ", 1)[1].split(";\n", 1)[0])]
        assert "./vendor/pyodide/pyodide.asm.wasm.zst" in assets and "./vendor/pyodide/pyodide.asm.wasm" in packed
        snapshot = json.loads(text.split("const SNAPSHOT = ", 1)[1].split(";\n", 1)[0])
        assert snapshot + ".gz" in assets
        # the whole site, the packed files unpacked under their own names and the snapshot's image inflated (web/sw.js)
        # …and the page under an empty query, which the static route looks up as it is
        assert sorted(cached) == sorted(path[1:] for path in assets + packed + [snapshot, "./?", "./index.html?"]), \
            "the whole site, cached"
        image = page.evaluate("p => caches.match(p).then(r => r.arrayBuffer()).then(b => b.byteLength)", snapshot)
        assert image == len(gzip.decompress((site_dir / snapshot).with_suffix(".bin.gz").read_bytes()))
    finally:
        server.shutdown()
        server.server_close()
    page.reload()
    wait_ready(page)
    # controlled, the page takes the unpacked files from the cache (web/runtime.mjs), not the packed ones
    fetched = page.evaluate("performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)")
    assert "/vendor/pyodide/pyodide.asm.wasm" in fetched and "/vendor/pyodide/pyodide.asm.wasm.zst" not in fetched
    # …and the snapshot's image as the worker keeps it, inflated, not the gzipped one to inflate in the page
    assert "/vendor/pyodide/snapshot.bin" in fetched and "/vendor/pyodide/snapshot.bin.gz" not in fetched
    assert page.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot').length") == 1
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.click("[data-action='start']")
    page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
    page.locator("button[data-action='move']").first.click()
    page.wait_for_function("document.body.dataset.botMs && JSON.parse(document.body.dataset.botMs).length > 0",
                           timeout=READY_TIMEOUT_MS)
    # the files asked with no query came by the worker's static routes, straight from its cache (web/sw.js)
    sources = page.evaluate("Object.fromEntries(performance.getEntriesByType('resource')"
                            ".map(e => [new URL(e.name).pathname, e.workerFinalSourceType]))")
    assert sources["/vendor/pyodide/pyodide.asm.wasm"] == "cache" and sources["/web/worker.py"] == "cache"
    assert sources["/vendor/pyodide/snapshot.bin"] == "cache"
    assert "/app.zip" not in sources  # restored from the snapshot: the app's modules are in it (web/runtime.mjs)
    # the installed app's start_url ("./", no query), the worker stopped as after a while with no tab open: the page
    # comes from the cache by the routes, with no worker to start, and is ready with the server still gone
    open_start_url_with_the_worker_stopped(page, url)
    page.goto(url + "/?")  # an empty query: the route matches it and finds the page stored under it
    wait_ready(page)
    assert log.errors == []


def test_a_controlled_page_without_the_inflated_image_restores_the_packed_one(page: Any, site_dir: Path,
                                                                             log: PageLog) -> None:
    """The worker's inflated copy of the snapshot's image is not a condition of its install (web/sw.js): a page it
    controls whose cache lacks it (no DecompressionStream in the worker, storage too full) is told so by the route
    (the server has no such file) and restores the packed image, as an uncontrolled page does (web/runtime.mjs)."""
    server = serve.make_server(site_dir, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        page.goto(url + "/?sw=1&hall=1")
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS)
        image = "vendor/pyodide/snapshot.bin"
        wait_until(page, "p => caches.match(p).then(r => !!r)", image)
        removed = page.evaluate("p => caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k)"
                                ".then(c => c.delete(p))))).then(done => done.some(Boolean))", image)
        assert removed
        page.reload()
        wait_ready(page)
        fetched = page.evaluate("performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)")
        assert "/vendor/pyodide/snapshot.bin.gz" in fetched
        assert page.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot').length") == 1
    finally:
        server.shutdown()
        server.server_close()
    # the one error: the route's answer for the missing image (the server's 404), which the runtime reads as "not there"
    assert [e for e in log.errors if "404" not in e] == []
    assert len(log.errors) <= 1


def test_an_updated_site_is_found_from_a_page_the_routes_answered(page: Any, site_dir: Path, tmp_path: Path,
                                                                  log: PageLog) -> None:
    """The static routes answer the start_url without the worker (web/sw.js); the browser must still check
    ``sw.js`` after such a visit, so an updated site installs its new worker and cache beside the old."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        page.goto(url + "/?sw=1")
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS)
        wait_until(page, "() => navigator.serviceWorker.getRegistration().then(r => r.active.state === 'activated')")
        worker = site / "sw.js"
        version = worker.read_text().split('const VERSION = "', 1)[1].split('"', 1)[0]
        worker.write_text(worker.read_text().replace(version, version + "-next", 1))
        open_start_url_with_the_worker_stopped(page, url)
        # the new version installs beside the old (its cache named for it); the old keeps this tab until it closes
        wait_until(page, "v => caches.keys().then(ks => ks.some(k => k.endsWith('@' + v + '-next')))", version)
    finally:
        server.shutdown()
        server.server_close()
    assert log.errors == []


def test_the_page_and_its_worker_start_with_the_trimmed_standard_library(page: Any, site_url: str, site_dir: Path,
                                                                        log: PageLog) -> None:
    """The site carries the standard library cut to what the app imports (scripts/stdlib_trim.py, issue 15
    item 7), packed with zstd like the wasm and app.zip (scripts/build_site.py, PACKED): the page fetches the
    packed files only — the archive fewer bytes than the vendored one —, unpacks them (web/runtime.mjs), and
    starts, plainly (``?snapshot=0``) and from the snapshot (made by the build over that archive, the app's
    modules imported); the bot's worker answers in both. The app's archive is fetched only by the plain start:
    the snapshot has its modules imported and the test build's game registered, the plain start reads the list
    from the unpacked archive: the hall offers that game either way."""
    packed = (site_dir / "vendor" / "pyodide" / "python_stdlib.zip.zst").stat().st_size
    whole = (Path(__file__).resolve().parent.parent / "vendor" / "pyodide" / "python_stdlib.zip").stat().st_size
    # about 0.61 of it since the modules a start imports are compiled (scripts/stdlib_compile.py: 0.58 MB more
    # packed for about 1 s less of compiling on a first visit; docs/browser.md, "The standard library compiled")
    assert packed < 0.65 * whole
    for how in ("0", "1"):
        page.goto(site_url + f"/?hall=1&snapshot={how}&pace=0&bot_budget=nodes")
        wait_ready(page)
        fetched = page.evaluate("performance.getEntriesByType('resource').map(e => [e.name.split('?')[0], e.decodedBodySize])")
        names = [name.rsplit("/", 1)[-1] for name, _ in fetched]
        assert [n for _, n in fetched if _.endswith("/python_stdlib.zip.zst")] == [packed]
        for plain in ("python_stdlib.zip", "pyodide.asm.wasm"):
            assert names.count(plain + ".zst") == 1 and plain not in names, (plain, names)
        assert names.count("app.zip.zst") == (how == "0") and "app.zip" not in names, names
        path = "snapshot" if how == "1" else "plain"
        assert page.locator("[data-action='open'][data-game='dicerace']").count() == 1
        assert page.evaluate(f"performance.getEntriesByName('sevens:pyodide:{path}').length") == 1
        page.click("[data-action='open'][data-game='shichinarabe']")
        page.click("[data-action='start']")
        page.wait_for_selector("button[data-action='move']", timeout=READY_TIMEOUT_MS)
        page.locator("button[data-action='move']").first.click()
        page.wait_for_function("document.body.dataset.botMs && JSON.parse(document.body.dataset.botMs).length > 0",
                               timeout=READY_TIMEOUT_MS)
    assert log.errors == []


def test_a_page_opened_as_a_file_says_how_to_serve_it(page: Any, site_dir: Path) -> None:
    page.goto((site_dir / "index.html").as_uri())
    page.wait_for_function("document.getElementById('loading').textContent.includes('scripts/start.sh')")
    assert "bash scripts/start.sh" in (page.locator("#loading").text_content() or "")
