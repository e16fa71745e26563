"""Pyodide's standard library cut to what the page can import (issue 15, item 7: a first visit of ≤ 6 s at
10 Mbit/s). ``python_stdlib.zip`` is 2.5 MB of already-deflated modules (gzip cannot shrink it); most of it
(email, multiprocessing, xml, unittest, http, pdb, most of ``encodings/`` …) is never imported by the page.

What is kept is an over-approximation, computed inside the vendored Pyodide under Node (the standard library is
Python 3.14's: the build machine's CPython cannot compile it): the stdlib's own ``modulefinder`` (every
``import`` statement, also those inside functions and ``try``) run over
- every module of the app (``sevens/``, ``web/``, the test games' packages), the worker's entry among them;
- PyScript's Python package as the vendored ``core-*.js`` writes it into the interpreter's file system
  (read out of it by ``scripts/pyscript_package.py``);
- every module of Pyodide's own ``_pyodide`` and ``pyodide`` packages;
- the modules loaded once Pyodide has started (``sys.modules``), and those the snapshot imports
  (``scripts/make_snapshot.mjs``: ``html``, ``encodings.cp437``, ``secrets``);
- the standard modules named by the Python that PyScript's and Pyodide's JavaScript run (``js_imports``:
  Pyodide's ``unpackArchive`` unpacks the app's archive with ``zipfile``/``tarfile``/``gzip`` for a start without
  the snapshot, and reaches its hooks by name);
- the encodings a page can meet (``ENCODINGS``: Python's own names, cp437 for zip archives, idna for hosts).
``EXCLUDES`` are never followed (what the page cannot use). Checked mechanically: ``tests/test_site.py``
imports the app in Pyodide with the trimmed archive (``check_imports``), and the e2e suite runs against it (the
built site carries only the trimmed archive).

Usage: python scripts/stdlib_trim.py [OUT.zip]  (prints what is kept; needs node and ``vendor/``)
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from pyscript_package import sources as pyscript_sources

ROOT = Path(__file__).resolve().parent.parent
ENCODINGS = ("encodings.aliases", "encodings.utf_8", "encodings.utf_8_sig", "encodings.ascii",
             "encodings.latin_1", "encodings.cp437", "encodings.idna", "encodings.punycode")
"""Codecs looked up by name at run time (``modulefinder`` cannot see a ``codecs.lookup``)."""
FROZEN_IMPORTS = ("importlib.metadata", "runpy")
"""What frozen modules import (no file of theirs to scan): ``importlib.invalidate_caches()`` loads
``importlib.metadata`` (which needs ``email``), as Pyodide does after it unpacks an archive; ``runpy`` (frozen, its
imports lazy) needs ``pkgutil``."""
SNAPSHOT_IMPORTS = ("html", "encodings.cp437", "secrets")
"""What ``scripts/make_snapshot.mjs`` imports before the snapshot: in memory there, so kept for the plain start."""
WHOLE_PACKAGES = ("_pyodide", "pyodide")
"""Pyodide's own Python, called from its JavaScript by name: every module kept."""
EXCLUDES = ("multiprocessing",
            "_pyrepl", "pdb", "bdb", "pydoc", "doctest", "unittest",
            "http", "xmlrpc", "ftplib", "smtplib", "imaplib", "poplib", "mailbox", "wsgiref")
"""Never followed, though some kept module names them inside a function: WebAssembly has no processes
(``concurrent.futures`` loads ``multiprocessing`` only for a process pool); the page has no console, debugger,
``help()`` or test runner (``site``'s hooks, ``inspect``/``traceback`` helpers reach for them); its only network
is the browser's ``fetch`` (``pyodide.http``), never a protocol client of the standard library (``email`` is
kept: ``importlib.metadata`` needs it)."""
ALWAYS_PREFIXES = ("_sysconfigdata",)
"""Members loaded by a computed name (``sysconfig`` builds the ``_sysconfigdata`` module's name)."""

NODE_SCRIPT = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const dir = process.env.SEVENS_PYODIDE, repo = process.env.SEVENS_REPO;
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${dir}/`, env: { HOME: "/home/pyodide" } });
// PyScript's Python package ({path: source}, scripts/pyscript_package.py), written as PyScript writes it
for (const [path, source] of Object.entries(JSON.parse(readFileSync(process.env.SEVENS_PYSCRIPT_PACKAGE, "utf8")))) {
  py.FS.mkdirTree(`/pyscript_pkg/${path.split("/").slice(0, -1).join("/")}`);
  py.FS.writeFile(`/pyscript_pkg/${path}`, source);
}
py.FS.mkdir("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.globals.set("request", process.env.SEVENS_REQUEST);
try {
  console.log(py.runPython(process.env.SEVENS_PYTHON));
} catch (error) {
  console.error(`PythonError: ${error.message}`);
  process.exit(1);
}
"""

PYTHON_PART = r"""
import sys
started = sorted(sys.modules)
import glob, json, modulefinder, zipfile
ask = json.loads(request)
archive = "/lib/python%d%d.zip" % sys.version_info[:2]
zipfile.ZipFile(archive).extractall("/stdlib")
finder = modulefinder.ModuleFinder(path=["/repo", "/repo/tests", "/pyscript_pkg", "/stdlib"], excludes=ask["excludes"])
def dotted(path, base):
    parts = path[len(base) + 1:-3].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
# as modules (import_hook), not scripts: a script is __main__, where a relative import has no package
# tests/ is no package: its games are found as top-level packages (modulefinder knows no namespace packages)
scripts = [dotted(f"/repo/{p}", "/repo/tests" if p.startswith("tests/") else "/repo") for p in ask["scripts"]]
scripts += [dotted(p, "/pyscript_pkg") for p in sorted(glob.glob("/pyscript_pkg/**/*.py", recursive=True))]
for name in scripts:
    finder.import_hook(name)
unfound = []
for name in started + ask["names"]:
    try:
        finder.import_hook(name)
    except ImportError:  # __main__, frozen modules: in memory, no file anywhere
        unfound.append(name)
json.dumps({"modules": sorted(set(finder.modules) | set(started)), "started": started, "unfound": unfound,
            "python": "%d.%d" % sys.version_info[:2]})
"""


def _app_scripts() -> list[str]:
    """The app's modules and the test games' (repository-relative): what the page and the worker import."""
    out: list[str] = []
    for pkg in ("sevens", "web", "tests/proofgame"):
        out.extend(p.relative_to(ROOT).as_posix() for p in sorted((ROOT / pkg).rglob("*.py"))
                   if "__pycache__" not in p.parts)
    return out


def _package_modules(names: list[str], packages: tuple[str, ...]) -> list[str]:
    """Every module of ``packages`` among the archive's member names."""
    out = []
    for name in names:
        if name.endswith(".py") and name.split("/")[0] in packages:
            parts = name[:-3].split("/")
            out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def js_imports(vendor: Path, stdlib: set[str]) -> set[str]:
    """Standard modules that the runtime's JavaScript names in the Python it runs (``import a, b`` and
    ``from a import b`` in its strings), of the top-level names in ``stdlib``: an over-approximation."""
    found: set[str] = set()
    pattern = re.compile(r"(?:^|[\n;\"'`]|\\n)\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))")
    for path in [*sorted((vendor / "pyscript").glob("*.js")), *sorted((vendor / "pyodide").glob("*.mjs"))]:
        for a, b in pattern.findall(path.read_text(errors="replace")):
            for name in (a,) if a else [n.strip() for n in b.split(",")]:
                if name.split(".")[0] in stdlib:
                    found.add(name)
    return found


@functools.lru_cache(maxsize=4)
def _closure(key: str, vendor: str, request: str) -> tuple[str, ...]:
    del key  # the digest of every input: one Node run per distinct tree in a process
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as package:
        json.dump(pyscript_sources(Path(vendor) / "pyscript"), package)
        package.flush()
        env = {"PATH": os.environ.get("PATH", ""), "SEVENS_PYODIDE": f"{vendor}/pyodide",
               "SEVENS_PYSCRIPT_PACKAGE": package.name, "SEVENS_REPO": str(ROOT), "SEVENS_REQUEST": request,
               "SEVENS_PYTHON": PYTHON_PART}
        run = subprocess.run(["node", "--input-type=module", "-"], input=NODE_SCRIPT,
                             env=env, capture_output=True, text=True, timeout=300, check=False)
    if run.returncode != 0:
        error = run.stderr[run.stderr.find("PythonError"):][-3000:]
        sys.exit(f"stdlib_trim: the import closure could not be computed in Pyodide:\n{error}")
    return tuple(json.loads(run.stdout.strip().splitlines()[-1])["modules"])


def closure(vendor: Path) -> set[str]:
    """The module names the page can import (an over-approximation, see the module's docstring)."""
    with zipfile.ZipFile(vendor / "pyodide" / "python_stdlib.zip") as z:
        names = z.namelist()
    scripts = _app_scripts()
    top = {n.split("/")[0].removesuffix(".py") for n in names}
    ask = {"scripts": scripts, "excludes": list(EXCLUDES),
           "names": sorted({*ENCODINGS, *SNAPSHOT_IMPORTS, *FROZEN_IMPORTS, *_package_modules(names, WHOLE_PACKAGES),
                            *js_imports(vendor, top)})}
    digest = hashlib.sha256(json.dumps(ask).encode())
    for path in [*(ROOT / s for s in scripts), vendor / "pyodide" / "python_stdlib.zip",
                 *sorted((vendor / "pyscript").glob("*.js"))]:
        digest.update(path.read_bytes())
    return set(_closure(digest.hexdigest(), str(vendor), json.dumps(ask)))


def members(names: list[str], modules: set[str]) -> list[str]:
    """The archive's members that hold ``modules``: each module's file, its packages' ``__init__.py`` and
    folders, and ``ALWAYS_PREFIXES``."""
    wanted: set[str] = set()
    for module in modules:
        parts = module.split(".")
        for i in range(1, len(parts) + 1):
            path = "/".join(parts[:i])
            wanted.update({path + ".py", path + "/__init__.py", path + "/"})
    return [n for n in names if n in wanted or n.startswith(ALWAYS_PREFIXES)]


def write_trimmed(vendor: Path, out: Path) -> tuple[int, int]:
    """The trimmed ``python_stdlib.zip`` at ``out`` (members in the vendored archive's order, stored: the site
    packs the archive whole with zstd, ``build_site.write_packed``, which compresses better than member by
    member); returns (members kept, members in the vendored archive)."""
    source = vendor / "pyodide" / "python_stdlib.zip"
    keep_modules = closure(vendor)
    with zipfile.ZipFile(source) as z:
        names = z.namelist()
        keep = members(names, keep_modules)
        data = {n: z.read(n) for n in keep}
        infos = {n: z.getinfo(n) for n in keep}
    tmp = out.with_suffix(".part")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as z:
        for n in keep:
            z.writestr(infos[n], data[n], compress_type=zipfile.ZIP_STORED)
    tmp.replace(out)
    return len(keep), len(names)


CHECK_SCRIPT = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
const dir = process.env.SEVENS_PYODIDE;
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const options = { indexURL: `${dir}/`, stdLibURL: process.env.SEVENS_STDLIB, env: { HOME: "/home/pyodide" } };
let py;
if (process.env.SEVENS_SNAPSHOT) {  // restored as the page restores it (web/runtime.mjs: memory grown to fit)
  const image = gunzipSync(readFileSync(process.env.SEVENS_SNAPSHOT));
  const { withRoomFor } = await import(pathToFileURL(process.env.SEVENS_RUNTIME).href);
  py = await withRoomFor(image, () => loadPyodide({ ...options, _loadSnapshot: image }));
} else {
  py = await loadPyodide(options);
}
py.FS.mkdirTree("/home/pyodide/app");
py.FS.mount(py.FS.filesystems.NODEFS, { root: process.env.SEVENS_REPO }, "/home/pyodide/app");
if (process.env.SEVENS_EXTRA) {  // a folder of the machine's, read at /extra
  py.FS.mkdirTree("/extra");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.env.SEVENS_EXTRA }, "/extra");
}
py.globals.set("request", process.env.SEVENS_REQUEST);
try {
  console.log(py.runPython(process.env.SEVENS_PYTHON));
} catch (error) {
  console.error(`PythonError: ${error.message}`);
  process.exit(1);
}
"""

FROM_SOURCE = r"""
def loaded_from_source():
    # {module name: archive member} of the modules loaded from a source in the standard library's archive (a
    # frozen module names its source there too: it is compiled in the interpreter already)
    import sys
    prefix = "/lib/python%d%d.zip/" % sys.version_info[:2]
    return {n: str(m.__file__)[len(prefix):] for n, m in list(sys.modules.items())
            if str(getattr(m, "__file__", None) or "").startswith(prefix) and str(m.__file__).endswith(".py")
            and getattr(getattr(m, "__spec__", None), "origin", None) != "frozen"}
"""
"""Python for the Pyodide runs below and ``scripts/stdlib_compile.py``: which standard modules came from source."""

CHECK_PART = FROM_SOURCE + r"""
import importlib, json, os, runpy, sys
ask = json.loads(request)
got = {"imported": [], "page_only": [], "missing": [], "preloaded": sorted(m for m in ask["modules"] if m in sys.modules)}
os.chdir("/home/pyodide")
sys.path.insert(0, "./app")
for name in ask["modules"]:
    try:
        importlib.import_module(name)
        got["imported"].append(name)
    except ModuleNotFoundError as e:
        top = (e.name or "").split(".")[0]
        got["missing" if top in ask["stdlib"] else "page_only"].append([name, repr(e)])
    except ImportError as e:
        got["missing"].append([name, repr(e)])
    except Exception as e:  # a module that needs the page (its DOM, PyScript's JavaScript modules)
        got["page_only"].append([name, repr(e)])
got["from_source"] = sorted(loaded_from_source())  # not compiled (scripts/stdlib_compile.py)
worker = runpy.run_path("app/web/worker.py")  # the bot worker's entry, as PyScript runs it
got["worker"] = sorted(k for k in worker if not k.startswith("_"))
# a few bot moves of every game through the worker's entry, and the record out and back: the imports made
# inside functions on the way (the bots, the rules, the records) are met too
from sevens.core import record, registry
from sevens.core.chance import settle
got["played"] = {}
registry.register("dicerace", "tests.proofgame.game")  # the e2e site's test game (scripts/build_site.py)
for gid in registry.ids():
    game = registry.get(gid)
    state, moves = settle(game, game.new(1)), []
    for _ in range(6):
        seat = game.to_move(state)
        if seat is None:
            break
        text = worker["choose"](gid, json.dumps(game.view(state, seat)), "normal", 1, "nodes")
        moves.append(text)
        state = settle(game, game.apply(state, game.parse_move(state, text)))
    record.load_game(record.dumps(game.to_record(state)))
    got["played"][gid] = len(moves)
got["stdlib_loaded"] = sorted(m for m in sys.modules if m.split(".")[0] in ask["stdlib"])
json.dumps(got)
"""


def check_imports(vendor: Path, stdlib_zip: Path, snapshot: Path | None = None,
                  runtime: Path = ROOT / "web" / "runtime.mjs") -> dict[str, Any]:
    """Import every module of the app and run the worker's entry in the vendored Pyodide under Node with
    ``stdlib_zip`` as its standard library (restored from ``snapshot``, a site's ``snapshot.bin.gz``, when given,
    as ``runtime`` restores it in the page): which imported, which failed for want of a standard module
    (``missing``), which need the page (``page_only``: the DOM, PyScript's JavaScript modules), which were in
    ``sys.modules`` before any import (``preloaded``: the snapshot's)."""
    stdlib = sorted(top_names(vendor))
    return run_in_pyodide(vendor, stdlib_zip, CHECK_PART, {"modules": app_modules(), "stdlib": stdlib},
                          snapshot, runtime)


def top_names(vendor: Path) -> set[str]:
    """The top-level names (modules and packages) of the vendored standard library."""
    with zipfile.ZipFile(vendor / "pyodide" / "python_stdlib.zip") as z:
        return {n.split("/")[0].removesuffix(".py") for n in z.namelist()}


def app_modules() -> list[str]:
    """The dotted names of the app's modules and the test games' (``_app_scripts``), but a command line's
    ``__main__``."""
    return [m for m in (_dotted(p) for p in _app_scripts()) if not m.endswith("__main__")]


def run_in_pyodide(vendor: Path, stdlib_zip: Path, python: str, request: Any, snapshot: Path | None = None,
                   runtime: Path = ROOT / "web" / "runtime.mjs", extra: Path | None = None) -> dict[str, Any]:
    """Run ``python`` in the vendored Pyodide under Node over ``stdlib_zip`` (restored from ``snapshot`` when
    given, as ``runtime`` restores it), the repository at ``/home/pyodide/app``, the folder ``extra`` (if any) at
    ``/extra`` and ``request`` (JSON) as the global ``request``; its last expression, a JSON text, decoded. A
    Python error raises ``RuntimeError``."""
    env = {"PATH": os.environ.get("PATH", ""), "SEVENS_PYODIDE": f"{vendor}/pyodide", "SEVENS_REPO": str(ROOT),
           "SEVENS_STDLIB": str(stdlib_zip), "SEVENS_PYTHON": python,
           "SEVENS_SNAPSHOT": str(snapshot) if snapshot else "", "SEVENS_RUNTIME": str(runtime),
           "SEVENS_EXTRA": str(extra.resolve()) if extra else "", "SEVENS_REQUEST": json.dumps(request)}
    run = subprocess.run(["node", "--input-type=module", "-"], input=CHECK_SCRIPT, env=env, capture_output=True,
                         text=True, timeout=300, check=False)
    if run.returncode != 0:
        raise RuntimeError(run.stderr[run.stderr.find("PythonError"):][-3000:])
    return dict(json.loads(run.stdout.strip().splitlines()[-1]))


def _dotted(path: str) -> str:
    """``sevens/core/game.py`` -> ``sevens.core.game``; a package's ``__init__.py`` names the package."""
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("python_stdlib.trimmed.zip")
    vendor = ROOT / "vendor"
    kept, total = write_trimmed(vendor, out)
    with zipfile.ZipFile(vendor / "pyodide" / "python_stdlib.zip") as z:
        full = sum(i.file_size for i in z.infolist())
    with zipfile.ZipFile(out) as z:
        size = sum(i.file_size for i in z.infolist())
    print(f"{out}: {kept} of {total} members, {size / 1e6:.2f} MB of {full / 1e6:.2f} MB unpacked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
