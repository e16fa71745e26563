"""The publishable site: every module of sevens/ and web/ reaches the page, and nothing names another origin."""

from __future__ import annotations

import re
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_site  # noqa: E402


def _tree_modules() -> set[str]:
    out = set()
    for pkg in ("sevens", "web"):
        for p in (ROOT / pkg).rglob("*.py"):
            if "__pycache__" not in p.parts:
                out.add(p.relative_to(ROOT).as_posix())
    return out


def test_the_module_list_is_the_whole_tree() -> None:
    assert {p.as_posix() for p in build_site.modules()} == _tree_modules()
    assert "sevens/games/shichinarabe/rules.py" in _tree_modules()


def test_built_site_carries_every_module(tmp_path: Path) -> None:
    out = build_site.build(tmp_path / "_site")
    with zipfile.ZipFile(out / "app.zip") as z:
        assert set(z.namelist()) == _tree_modules()
    for f in ("index.html", "pyscript.toml", "web/worker.py", "web/style.css", "vendor/pyodide/pyodide.asm.wasm",
              "vendor/pyscript/core.js"):
        assert (out / f).exists(), f


def test_config_loads_the_archive_and_the_local_runtime() -> None:
    cfg = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert cfg["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert cfg["files"] == {"./app.zip": "./app/*"}


def test_page_names_no_other_origin() -> None:
    for name in ("index.html", "pyscript.toml", "web/style.css"):
        text = (ROOT / name).read_text()
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.I), name
    html = (ROOT / "index.html").read_text()
    assert html.count('config="./pyscript.toml"') == html.count('type="py"') == 1
    # the worker is created after start-up, with the same local config (else it would go to a CDN)
    assert 'config="./pyscript.toml"' in (ROOT / "web" / "main.py").read_text()
