"""Build the publishable site (what GitHub Pages serves) into ``_site/``.

The page gets every Python module of ``sevens/`` and ``web/`` in one archive, ``app.zip``, which
PyScript unpacks into the interpreter's file system (``pyscript.toml``: ``"./app.zip" = "./app/*"``).
The archive is made from the tree, so no module can be forgotten; ``tests/test_site.py`` checks it.

Usage: python scripts/build_site.py [OUT_DIR]
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("sevens", "web")
STATIC = ("index.html", "pyscript.toml")


def modules() -> list[Path]:
    """Every Python module of the packages the page runs, relative to the repository root."""
    out: list[Path] = []
    for pkg in PACKAGES:
        out.extend(p.relative_to(ROOT) for p in sorted((ROOT / pkg).rglob("*.py")) if "__pycache__" not in p.parts)
    return out


def check_vendor(vendor: Path) -> None:
    """The vendored runtime is there, and its start-up snapshot was made from exactly its wasm."""
    pyodide = vendor / "pyodide"
    if not (pyodide / "pyodide.mjs").exists() or not (pyodide / "snapshot.json").exists():
        sys.exit("vendor/ is missing or incomplete: run `bash scripts/setup_web.sh` first")
    made = json.loads((pyodide / "snapshot.json").read_text())
    wasm = hashlib.sha256((pyodide / "pyodide.asm.wasm").read_bytes()).hexdigest()
    if made.get("wasm_sha256") != wasm or not (pyodide / "snapshot.bin.gz").exists():
        sys.exit("vendor/pyodide/snapshot.bin.gz does not belong to this Pyodide: run `bash scripts/setup_web.sh`")


def build(out: Path) -> Path:
    vendor = ROOT / "vendor"
    check_vendor(vendor)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in STATIC:
        shutil.copy2(ROOT / name, out / name)
    shutil.copytree(vendor, out / "vendor")
    (out / "web").mkdir()
    # fetched by URL, not imported from the archive: styles, the interpreter module, the worker's entry
    for asset in (*(ROOT / "web").glob("*.css"), *(ROOT / "web").glob("*.mjs"), ROOT / "web" / "worker.py"):
        shutil.copy2(asset, out / "web" / asset.name)
    with zipfile.ZipFile(out / "app.zip", "w", zipfile.ZIP_DEFLATED) as z:
        for rel in modules():
            z.write(ROOT / rel, rel.as_posix())
    (out / ".nojekyll").write_text("")
    return out


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site"
    build(out.resolve())
    print(f"built {out} ({len(modules())} modules in app.zip)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
