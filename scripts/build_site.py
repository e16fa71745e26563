"""Build the publishable site (what GitHub Pages serves) into ``_site/``.

The page gets every Python module of ``sevens/`` and ``web/`` in one archive, ``app.zip``: imported in the
start-up snapshot (below), and unpacked into the interpreter's file system (``./app``) by ``web/runtime.mjs`` only
when Pyodide starts without the snapshot.
The archive is made from the tree, so no module can be forgotten; ``tests/test_site.py`` checks it.
Pyodide's ``python_stdlib.zip`` is replaced by the part of it the page can import (``scripts/stdlib_trim.py``),
with the modules a start imports compiled (``scripts/stdlib_compile.py``).
The runtime's three large files (the wasm, the standard library, ``app.zip``; both archives with their members
stored) are shipped packed with zstd, ``NAME.zst`` instead of ``NAME`` (``PACKED``): GitHub Pages compresses with
gzip only, and zstd moves about a quarter fewer bytes; ``web/runtime.mjs`` unpacks them as they arrive
(docs/browser.md, "Packed with zstd").
The start-up snapshot the page restores (``vendor/pyodide/snapshot.bin.gz``) is made here, for this site: Pyodide
started over that standard library with the app's modules imported (``scripts/make_snapshot.mjs``).

``--with-test-games`` builds the site the e2e tests use: the archive also carries the games registered
for the tests only (``TEST_GAMES``: the proof game of ``tests/proofgame``) and ``test_games.json``, which
the page and the bot's worker read to register them (``web/test_games.py``; the snapshot has them registered).
The production build has neither.

Usage: python scripts/build_site.py [--with-test-games] [OUT_DIR]
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

import zstandard

from font_subset import write_fonts
from icons import write_icons
from pyscript_package import sources as pyscript_sources
from stdlib_compile import write_compiled
from stdlib_trim import write_trimmed

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("sevens", "web")
STATIC = ("index.html", "pyscript.toml")
TEST_GAMES = {"dicerace": "tests.proofgame.game"}
"""Games registered only in the site the e2e tests build: id -> module (its package goes in the archive)."""
TEST_GAMES_LIST = "test_games.json"
FIRST_LOAD = ("vendor/pyscript/core.css", "web/*.css", "vendor/pyscript/core.js", "vendor/pyscript/core-*.js",
              "vendor/pyscript/deprecations-manager-*.js",
              "vendor/pyscript/donkey-*.js", "vendor/pyscript/error-*.js", "vendor/pyscript/py-game-*.js",
              "vendor/pyscript/py-terminal-*.js", "vendor/pyscript/py-editor-*.js", "web/runtime.mjs",
              "vendor/fzstd/index.mjs", "vendor/pyodide/pyodide.mjs", "vendor/pyodide/snapshot.bin.gz",
              "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/pyodide-lock.json",
              "vendor/pyodide/python_stdlib.zip.zst", "vendor/pyodide/pyodide.asm.wasm.zst", "app.zip.zst")
"""What the page loads before it is ready (the requests of a cold load, PyScript's chunks by name): the total
of the first load's progress bar (index.html's ``#load-sizes``)."""
PACKED = {"vendor/pyodide/pyodide.asm.wasm": "application/wasm", "vendor/pyodide/python_stdlib.zip": "application/zip",
          "app.zip": "application/zip"}
"""The files the site carries only as ``NAME.zst`` (zstd, level ``PACK_LEVEL``), with the type each is served as
unpacked; ``web/runtime.mjs`` names the same, ``web/sw.js`` gets them from here."""
SNAPSHOT = "vendor/pyodide/snapshot.bin"
"""The start-up snapshot's memory image as ``web/sw.js`` stores it inflated (a page it controls reads it there,
``web/runtime.mjs``); the site carries it gzipped, ``SNAPSHOT.gz`` (``write_snapshot``)."""
PACK_LEVEL = 19
SIZES_TAG = '<script type="application/json" id="load-sizes">{}</script>'
PAGE_CONFIG = 'config="./pyscript.toml"'
"""The page's script names PyScript's config file; the built page carries the same config inline, as JSON."""


def modules() -> list[Path]:
    """Every Python module of the packages the page runs, relative to the repository root."""
    out: list[Path] = []
    for pkg in PACKAGES:
        out.extend(p.relative_to(ROOT) for p in sorted((ROOT / pkg).rglob("*.py")) if "__pycache__" not in p.parts)
    return out


def test_modules() -> list[Path]:
    """The modules of the test games' packages, relative to the repository root."""
    out: list[Path] = []
    for module in sorted(set(TEST_GAMES.values())):
        pkg = ROOT / Path(*module.split(".")[:-1])
        out.extend(p.relative_to(ROOT) for p in sorted(pkg.rglob("*.py")) if "__pycache__" not in p.parts)
    return out


def check_vendor(vendor: Path) -> None:
    """The vendored runtime is there (``scripts/setup_web.sh``)."""
    pyodide = vendor / "pyodide"
    needed = [pyodide / name for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip")]
    needed += [vendor / "fzstd" / name for name in ("index.mjs", "index.js")]  # the decoder of the packed files
    if not all(path.exists() for path in needed):
        sys.exit("vendor/ is missing or incomplete: run `bash scripts/setup_web.sh` first")


SNAPSHOT_CACHE = Path(tempfile.gettempdir()) / "sevens-snapshots"
"""Snapshots made before, by the digest of what went into them (a build of the same tree makes none again)."""


def write_snapshot(out: Path) -> None:
    """The site's start-up snapshot (``scripts/make_snapshot.mjs``) into ``out/vendor/pyodide``: the vendored
    Pyodide started under Node over the site's standard library, the app's archive imported. Made once for each
    runtime, standard library, archive, PyScript package and script (kept by their digest in ``SNAPSHOT_CACHE``)."""
    pyodide = out / "vendor" / "pyodide"
    script = ROOT / "scripts" / "make_snapshot.mjs"
    package = json.dumps(pyscript_sources(out / "vendor" / "pyscript"), sort_keys=True).encode()
    digest = hashlib.sha256(hashlib.sha256(package).digest())
    for path in (pyodide / "pyodide.asm.wasm", pyodide / "pyodide.mjs", pyodide / "python_stdlib.zip",
                 out / "app.zip", script):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = SNAPSHOT_CACHE / digest.hexdigest()
    if not (cached / "snapshot.json").exists():
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        part = Path(tempfile.mkdtemp(prefix="part-", dir=SNAPSHOT_CACHE))
        (part / "pyscript.json").write_bytes(package)
        # a fixed, minimal environment: nothing of this machine's reaches the snapshot
        run = subprocess.run(["node", str(script), str(pyodide), str(pyodide / "python_stdlib.zip"),
                              str(out / "app.zip"), str(part / "pyscript.json"), str(part)],
                             env={"PATH": os.environ.get("PATH", "")},
                             capture_output=True, text=True, timeout=600, check=False)
        if run.returncode != 0:
            shutil.rmtree(part, ignore_errors=True)
            sys.exit(f"the start-up snapshot could not be made:\n{run.stderr[-3000:]}")
        try:
            part.rename(cached)
        except OSError:  # made meanwhile by another build of the same tree
            shutil.rmtree(part, ignore_errors=True)
    for name in ("snapshot.bin.gz", "snapshot.json"):
        shutil.copy2(cached / name, pyodide / name)


PACK_CACHE = Path(tempfile.gettempdir()) / "sevens-packed"
"""Files packed before, by the digest of their contents (the wasm is the same in every build: packed once)."""


def write_packed(out: Path) -> None:
    """Each file of ``PACKED`` in the site replaced by ``NAME.zst``: the runtime's large files as the page fetches
    them (``web/runtime.mjs`` unpacks them as they arrive)."""
    for rel in PACKED:
        path = out / rel
        data = path.read_bytes()
        cached = PACK_CACHE / f"{hashlib.sha256(data).hexdigest()}-{PACK_LEVEL}.zst"
        if not cached.exists():
            PACK_CACHE.mkdir(parents=True, exist_ok=True)
            part = cached.with_name(f"{cached.name}.{os.getpid()}.part")
            part.write_bytes(zstandard.ZstdCompressor(level=PACK_LEVEL).compress(data))
            part.replace(cached)
        shutil.copyfile(cached, out / f"{rel}.zst")
        path.unlink()


def unpacked(path: Path) -> bytes:
    """The bytes of a file of ``PACKED`` in a built site (``path`` names it without ``.zst``)."""
    return zstandard.ZstdDecompressor().decompress(path.with_name(path.name + ".zst").read_bytes())


def build(out: Path, with_test_games: bool = False) -> Path:
    vendor = ROOT / "vendor"
    check_vendor(vendor)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in STATIC:
        shutil.copy2(ROOT / name, out / name)
    # a snapshot left in vendor/ by an older set-up is not this site's: write_snapshot makes the site's own
    shutil.copytree(vendor, out / "vendor", ignore=shutil.ignore_patterns("snapshot.*"))
    # the standard library cut to what the app, PyScript and Pyodide import (docs/browser.md, "A smaller first visit")
    write_trimmed(vendor, out / "vendor" / "pyodide" / "python_stdlib.zip")
    # and the modules a start imports compiled (docs/browser.md, "The standard library compiled")
    write_compiled(vendor, out / "vendor" / "pyodide" / "python_stdlib.zip")
    (out / "web").mkdir()
    # fetched by URL, not imported from the archive: styles, the interpreter module, the worker's entry
    for asset in (*(ROOT / "web").glob("*.css"), *(ROOT / "web").glob("*.mjs"), ROOT / "web" / "worker.py"):
        shutil.copy2(asset, out / "web" / asset.name)
    # members stored: the archive is packed whole (write_packed), which compresses better than member by member
    with zipfile.ZipFile(out / "app.zip", "w", zipfile.ZIP_STORED) as z:
        for rel in modules():
            z.write(ROOT / rel, rel.as_posix())
        if with_test_games:
            for rel in test_modules():
                z.write(ROOT / rel, rel.as_posix())
            z.writestr(TEST_GAMES_LIST, json.dumps(TEST_GAMES))
    (out / ".nojekyll").write_text("")
    extra = tuple(sorted({"/".join(m.split(".")[:-1]) for m in TEST_GAMES.values()})) if with_test_games else ()
    write_fonts(out / "web" / "fonts", extra=extra)
    write_snapshot(out)
    write_packed(out)
    write_load_sizes(out)
    write_page_config(out)
    write_icons(out)
    shutil.copy2(ROOT / "web" / "manifest.webmanifest", out / "manifest.webmanifest")
    write_service_worker(out)
    return out


def load_sizes(out: Path) -> dict[str, int]:
    """Every file of ``FIRST_LOAD`` in the built site with its size in bytes, by its path from the page."""
    found = {p for pattern in FIRST_LOAD for p in out.glob(pattern) if p.is_file()}
    return {"./" + p.relative_to(out).as_posix(): p.stat().st_size for p in sorted(found)}


def write_load_sizes(out: Path) -> None:
    """The first load's total into the built page (``#load-sizes``), for its progress bar."""
    page = out / "index.html"
    text = page.read_text()
    if SIZES_TAG not in text:
        sys.exit(f"index.html has no {SIZES_TAG}: the progress bar would have no total")
    filled = SIZES_TAG.replace("{}", json.dumps(load_sizes(out), separators=(",", ":")))
    page.write_text(text.replace(SIZES_TAG, filled))


def write_page_config(out: Path) -> None:
    """``pyscript.toml`` inline in the built page, as JSON: PyScript then neither fetches the file nor imports its
    TOML parser before it starts Pyodide — two steps on the way to ready, after the snapshot's inflating has held
    the page's thread (a new tab 0.1–0.4 s sooner; docs/browser.md, "The archive only where it is needed"). The
    bot's worker, which starts once the page is ready, still reads the file."""
    page = out / "index.html"
    text = page.read_text()
    if text.count(PAGE_CONFIG) != 1:
        sys.exit(f"index.html must name its config once as {PAGE_CONFIG}")
    config = json.dumps(tomllib.loads((ROOT / "pyscript.toml").read_text()), separators=(",", ":"))
    page.write_text(text.replace(PAGE_CONFIG, f'config="{html.escape(config)}"'))


def write_service_worker(out: Path) -> None:
    """``sw.js`` at the site's root from ``web/sw.js``: ``ASSETS`` every file of the site (the page itself as
    ``./``), ``VERSION`` a digest of their paths and contents, so any change of the site is a new worker
    that replaces the cache (docs/browser.md, "Installable and offline")."""
    skip = {".nojekyll", "sw.js"}  # the worker's own script is kept by the browser, not in its cache
    files = sorted(p for p in out.rglob("*") if p.is_file() and p.relative_to(out).as_posix() not in skip)
    digest = hashlib.sha256()
    assets = ["./"]
    for p in files:
        rel = p.relative_to(out).as_posix()
        digest.update(rel.encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
        assets.append("./" + rel)
    template = (ROOT / "web" / "sw.js").read_text()
    text = template.replace('"__VERSION__"', json.dumps(digest.hexdigest()[:16]))
    text = text.replace("__ASSETS__", json.dumps(assets))
    text = text.replace("__PACKED__", json.dumps([["./" + rel, kind] for rel, kind in PACKED.items()]))
    text = text.replace("__SNAPSHOT__", json.dumps("./" + SNAPSHOT))
    (out / "sw.js").write_text(text)


def main() -> int:
    args = sys.argv[1:]
    with_tests = "--with-test-games" in args
    args = [a for a in args if a != "--with-test-games"]
    out = Path(args[0]) if args else ROOT / "_site"
    build(out.resolve(), with_test_games=with_tests)
    print(f"built {out} ({len(modules())} modules in app.zip)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
