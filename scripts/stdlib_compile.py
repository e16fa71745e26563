"""The standard modules a start imports, compiled at build time (issue 15, item 7: the first visit at 10 Mbit/s).

Pyodide's ``python_stdlib.zip`` holds sources only, so a Pyodide started without the snapshot (the first visit, which
drops the snapshot on a slow link, and the bot's worker then) compiled every standard module it imported, about 150
before the page was ready: some 1.5 s of the page's thread after the wasm had arrived, where the download had left
it idle (docs/browser.md, "The standard library compiled"). Here the vendored Pyodide under Node (the standard
library is Python 3.14's: the build machine's CPython cannot compile for it) imports what a start imports — its own
start, the app's modules, PyScript's package's standard imports, ``stdlib_trim.SNAPSHOT_IMPORTS`` and what the
runtime's JavaScript names — and each standard module it loaded from the archive is replaced there by its
bytecode (``NAME.pyc`` where ``NAME.py`` was: ``zipimport`` loads a ``.pyc`` without a source, with no time
and size to check against one). The rest stay
sources: bytecode is about twice the bytes packed, and a module no start imports is compiled only if ever used.

What it costs: the packed archive grows by about 0.6 MB; a standard module's traceback lines have no source text
(``linecache`` finds none), and its ``__file__`` ends in ``.pyc``.

Usage: python scripts/stdlib_compile.py TRIMMED.zip  (rewrites it; needs node and ``vendor/``)
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import sys
import tempfile
from pathlib import Path

from pyscript_package import sources as pyscript_sources
from stdlib_trim import (FROM_SOURCE, ROOT, SNAPSHOT_IMPORTS, _app_scripts, app_modules, js_imports,
                         run_in_pyodide, top_names)

COMPILE_PART = FROM_SOURCE + r"""
import ast, base64, importlib, importlib.util, io, json, marshal, sys, zipfile
ask = json.loads(request)
sys.path.insert(0, "/home/pyodide/app")
# the standard modules PyScript's package imports (the package itself needs the page: not importable here)
names = set(ask["imports"])
for source in ask["pyscript"]:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
for name in sorted(names):
    try:
        importlib.import_module(name)
    except Exception:  # a module of the page (pyscript, js's DOM), or one the trimmed archive left out on purpose
        pass
sys.path.remove("/home/pyodide/app")
archive = "/lib/python%d%d.zip" % sys.version_info[:2]
prefix = archive + "/"
loaded = set(loaded_from_source().values())
out = io.BytesIO()
compiled = []
with zipfile.ZipFile(archive) as z, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as o:
    for info in z.infolist():
        data = z.read(info)
        if info.filename not in loaded:
            o.writestr(info, data)
            continue
        code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
        # a timestamp .pyc (flags 0): with no source beside it, zipimport checks its magic number and flags only
        header = importlib.util.MAGIC_NUMBER + bytes(8) + (len(data) & 0xFFFFFFFF).to_bytes(4, "little")
        o.writestr(zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time), header + marshal.dumps(code))
        compiled.append(info.filename)
json.dumps({"zip": base64.b64encode(out.getvalue()).decode(), "compiled": compiled})
"""

VERIFY_PART = r"""
import importlib.util, json, marshal, sys, zipfile
ask = json.loads(request)
archive = "/lib/python%d%d.zip" % sys.version_info[:2]
bad = []
with zipfile.ZipFile(archive) as built, zipfile.ZipFile(ask["sources"]) as sources:
    for name in built.namelist():
        if name.endswith(".pyc"):
            data = built.read(name)
            source = sources.read(name[:-4] + ".py")
            code = compile(source, archive + "/" + name[:-4] + ".py", "exec", dont_inherit=True)
            if data[:4] != importlib.util.MAGIC_NUMBER or marshal.loads(data[16:]) != code:
                bad.append(name)
json.dumps({"bad": bad, "python": "%d.%d" % sys.version_info[:2]})
"""

CACHE = Path(tempfile.gettempdir()) / "sevens-compiled-stdlib"
"""Archives compiled before, by the digest of everything that went into them (a build of the same tree runs no Node)."""


def _request(vendor: Path) -> dict[str, object]:
    return {"imports": sorted({*app_modules(), *SNAPSHOT_IMPORTS, *js_imports(vendor, top_names(vendor))}),
            "pyscript": sorted(pyscript_sources(vendor / "pyscript").values())}


def write_compiled(vendor: Path, stdlib_zip: Path) -> list[str]:
    """Rewrite ``stdlib_zip`` (the trimmed archive, ``stdlib_trim.write_trimmed``) with the modules a start imports
    compiled; the members compiled (their ``.py`` names). Kept by digest in ``CACHE``."""
    request = _request(vendor)
    digest = hashlib.sha256(json.dumps(request, sort_keys=True).encode())
    for path in (stdlib_zip, vendor / "pyodide" / "pyodide.asm.wasm", vendor / "pyodide" / "pyodide.mjs",
                 Path(__file__), *(ROOT / s for s in _app_scripts())):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = CACHE / f"{digest.hexdigest()}.zip"
    listed = cached.with_suffix(".json")
    if not (cached.exists() and listed.exists()):
        got = run_in_pyodide(vendor, stdlib_zip, COMPILE_PART, request)
        CACHE.mkdir(parents=True, exist_ok=True)
        part = Path(tempfile.mkdtemp(prefix="part-", dir=CACHE))
        (part / "stdlib.zip").write_bytes(base64.b64decode(got["zip"]))
        (part / "compiled.json").write_text(json.dumps(got["compiled"]))
        (part / "stdlib.zip").replace(cached)
        (part / "compiled.json").replace(listed)
        shutil.rmtree(part, ignore_errors=True)
    shutil.copyfile(cached, stdlib_zip)
    return list(json.loads(listed.read_text()))


def verify(vendor: Path, stdlib_zip: Path) -> dict[str, object]:
    """Each ``.pyc`` of a compiled ``stdlib_zip`` checked in the vendored Pyodide against its source in the
    vendored archive: ``bad`` lists those whose magic number or code differs from the source compiled there."""
    return run_in_pyodide(vendor, stdlib_zip, VERIFY_PART, {"sources": "/extra/python_stdlib.zip"},
                          extra=vendor / "pyodide")


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1])
        return 2
    out = Path(sys.argv[1])
    compiled = write_compiled(ROOT / "vendor", out)
    print(f"{out}: {len(compiled)} modules compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
