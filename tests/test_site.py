"""The publishable site: every module of sevens/ and web/ reaches the page, and nothing names another origin."""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import struct
import sys
import tomllib
import zipfile
from pathlib import Path
from typing import Any

import pytest

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


def _app_zip(site: Path) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(build_site.unpacked(site / "app.zip")))


def test_built_site_carries_every_module(tmp_path: Path) -> None:
    out = build_site.build(tmp_path / "_site")
    with _app_zip(out) as z:
        assert set(z.namelist()) == _tree_modules()
    for f in ("index.html", "pyscript.toml", "web/worker.py", "web/style.css", "web/runtime.mjs",
              "vendor/pyodide/pyodide.asm.wasm.zst", "vendor/pyodide/snapshot.bin.gz", "vendor/pyscript/core.js",
              "vendor/fzstd/index.mjs", "vendor/fzstd/index.js"):
        assert (out / f).exists(), f


def test_the_runtime_s_large_files_are_packed_with_zstd(tmp_path: Path) -> None:
    """The wasm, the standard library and app.zip are in the site only as ``NAME.zst`` (scripts/build_site.py,
    PACKED): each unpacks to the file it stands for (the wasm the vendored one), and the page's runtime and the
    service worker name the same files with the same types, and the runtime fetches all but app.zip from the start;
    the worker and the runtime name the same snapshot image, which the worker keeps inflated."""
    out = build_site.build(tmp_path / "_site")
    assert set(build_site.PACKED) == {"vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", "app.zip"}
    for rel in build_site.PACKED:
        assert not (out / rel).exists() and (out / f"{rel}.zst").is_file(), rel
    wasm = build_site.unpacked(out / "vendor" / "pyodide" / "pyodide.asm.wasm")
    assert wasm == (ROOT / "vendor" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    packed = sum((out / f"{rel}.zst").stat().st_size for rel in build_site.PACKED)
    unpacked = sum(len(build_site.unpacked(out / rel)) for rel in build_site.PACKED)
    assert packed < 0.3 * unpacked
    runtime = (ROOT / "web" / "runtime.mjs").read_text()
    listed = re.search(r"const PACKED = (\[.*?\]);", runtime, re.S)
    assert listed
    runtime_packed = json.loads(listed.group(1))
    assert [[rel, kind] for rel, kind, _eager in runtime_packed] == [[rel, kind] for rel, kind in build_site.PACKED.items()]
    # the runtime fetches the wasm and the standard library from the start, app.zip only on a start without snapshot
    assert [rel for rel, _kind, eager in runtime_packed if not eager] == ["app.zip"]
    assert _sw_packed(out) == [["./" + rel, kind] for rel, kind in build_site.PACKED.items()]
    assert 'importScripts("./vendor/fzstd/index.js")' in (out / "sw.js").read_text()
    # the snapshot's image, which the worker stores inflated, is the one the build wrote gzipped and the page asks for
    assert _sw_const(out, "SNAPSHOT") == "./" + build_site.SNAPSHOT
    assert (out / f"{build_site.SNAPSHOT}.gz").is_file()
    assert 'new URL("snapshot.bin", indexURL)' in runtime and build_site.SNAPSHOT.endswith("/snapshot.bin")
    # the page's decoder, streamed as a slow link delivers (a byte at a time at first, then chunks of random sizes,
    # so that frame and block headers are split), gives back every file exactly
    for rel in build_site.PACKED:
        expected = hashlib.sha256(build_site.unpacked(out / rel)).hexdigest()
        assert _stream_through_fzstd(out / f"{rel}.zst") == expected, rel


STREAM_SCRIPT = r"""
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
const { Decompress } = await import(pathToFileURL(process.env.FZSTD).href);
const packed = readFileSync(process.env.PACKED);
const hash = createHash("sha256");
const decoder = new Decompress((chunk) => hash.update(chunk));
let seed = 7, at = 0;
while (at < packed.length) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  const size = at < 64 ? 1 : 1 + (seed % 70000);
  decoder.push(packed.subarray(at, at + size), false);
  at += size;
}
decoder.push(new Uint8Array(0), true);
console.log(hash.digest("hex"));
"""


def _stream_through_fzstd(packed: Path) -> str:
    import subprocess

    run = subprocess.run(["node", "--input-type=module", "-"], input=STREAM_SCRIPT, capture_output=True, text=True,
                         env={"PATH": os.environ.get("PATH", ""), "PACKED": str(packed),
                              "FZSTD": str(ROOT / "vendor" / "fzstd" / "index.mjs")}, timeout=120, check=True)
    return run.stdout.strip()


def test_config_names_the_local_runtime_and_no_files() -> None:
    """PyScript loads the local runtime; it unpacks no archive on a load (the app is in the snapshot): the runtime
    module unpacks app.zip into ./app itself when Pyodide starts without the snapshot (e2e: test_offline)."""
    cfg = tomllib.loads((ROOT / "pyscript.toml").read_text())
    # and the bot's worker never reaches the page's window (no SharedArrayBuffer needed: no warning on every load)
    assert cfg == {"interpreter": "./web/runtime.mjs", "sync_main_only": True}
    # the interpreter module starts the vendored Pyodide, from its own folder
    runtime = (ROOT / "web" / "runtime.mjs").read_text()
    assert 'from "../vendor/pyodide/pyodide.mjs"' in runtime
    assert 'new URL("../vendor/pyodide/", import.meta.url)' in runtime


def test_an_incomplete_runtime_is_refused(tmp_path: Path) -> None:
    vendor = tmp_path / "vendor" / "pyodide"
    vendor.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.wasm"):
        (vendor / name).write_bytes(b"x")
    with pytest.raises(SystemExit, match="setup_web.sh"):
        build_site.check_vendor(tmp_path / "vendor")
    (vendor / "python_stdlib.zip").write_bytes(b"x")
    with pytest.raises(SystemExit, match="setup_web.sh"):  # a vendor/ set up before the packed files: no decoder
        build_site.check_vendor(tmp_path / "vendor")
    (tmp_path / "vendor" / "fzstd").mkdir()
    for name in ("index.mjs", "index.js"):
        (tmp_path / "vendor" / "fzstd" / name).write_text("")
    build_site.check_vendor(tmp_path / "vendor")


def test_the_site_s_snapshot_is_made_for_its_archive_and_runtime(tmp_path: Path) -> None:
    """The start-up snapshot is made by the build (scripts/make_snapshot.mjs) from the vendored wasm, over the
    site's own standard library, with every module of the app imported (the page's too: ``web.dom``);
    a second build of the same tree reuses it, a changed archive makes a new one."""
    out = build_site.build(tmp_path / "a")
    pyodide = out / "vendor" / "pyodide"
    made = json.loads((pyodide / "snapshot.json").read_text())
    assert made["wasm_sha256"] == hashlib.sha256(build_site.unpacked(pyodide / "pyodide.asm.wasm")).hexdigest()
    with _app_zip(out) as z:
        modules = [n for n in z.namelist() if n.endswith(".py") and not n.endswith("__main__.py")]
    # every module, the page's too: they reach PyScript's page objects when they use them (web.dom), not when
    # imported, so the page imports none of them on a load
    assert made["imported"] == len(modules) and made["page_only"] == 0 and made["page_only_modules"] == []
    assert made["bytes"] > 31457280, "larger than the 30 MB Pyodide's own memory starts with: web/runtime.mjs grows it"
    again = build_site.build(tmp_path / "b")
    assert (again / "vendor" / "pyodide" / "snapshot.bin.gz").read_bytes() == (pyodide / "snapshot.bin.gz").read_bytes()


def test_page_names_no_other_origin() -> None:
    for name in ("index.html", "pyscript.toml", "web/style.css", "web/runtime.mjs", "web/sw.js", "web/manifest.webmanifest"):
        text = (ROOT / name).read_text()
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.I), name
    html = (ROOT / "index.html").read_text()
    assert html.count('config="./pyscript.toml"') == html.count('type="py"') == 1
    # the worker is created after start-up, with the same local config (else it would go to a CDN): the page's
    # own as the built page carries it inline, else the file
    assert 'BotWorker("./web/worker.py", worker_config(config)' in (ROOT / "web" / "main.py").read_text()
    assert "config=self.config" in (ROOT / "web" / "bot_worker.py").read_text()
    from web.bot_worker import CONFIG_FILE, worker_config

    assert CONFIG_FILE == "./pyscript.toml"
    inline = json.dumps(tomllib.loads((ROOT / "pyscript.toml").read_text()))
    assert worker_config(inline) == inline and json.loads(inline)["interpreter"] == "./web/runtime.mjs"
    assert json.loads(inline)["sync_main_only"] is True
    for other in (None, "", "./pyscript.toml", "{not json", "[1, 2]"):
        assert worker_config(other) == CONFIG_FILE


def test_test_games_reach_only_the_test_build(tmp_path: Path) -> None:
    """The proof game is in the e2e site (with the list the page registers it from), never in production."""
    plain = build_site.build(tmp_path / "plain")
    with _app_zip(plain) as z:
        names = set(z.namelist())
    assert build_site.TEST_GAMES_LIST not in names and not any(n.startswith("tests/") for n in names)
    test = build_site.build(tmp_path / "test", with_test_games=True)
    with _app_zip(test) as z:
        names = set(z.namelist())
        listed = json.loads(z.read(build_site.TEST_GAMES_LIST))
    assert listed == {"dicerace": "tests.proofgame.game"}
    assert {"tests/proofgame/__init__.py", "tests/proofgame/game.py"} <= names
    # registered in the snapshot: a page or worker restored from it has no ./app to read the list from
    snapshots = {site: json.loads((site / "vendor" / "pyodide" / "snapshot.json").read_text())["test_games"]
                 for site in (plain, test)}
    assert snapshots == {plain: [], test: ["dicerace"]}
    assert names - _tree_modules() == {p.as_posix() for p in build_site.test_modules()} | {build_site.TEST_GAMES_LIST}


def test_the_page_registers_the_listed_games(tmp_path: Path) -> None:
    from sevens.core import registry
    from web.test_games import register_from

    assert register_from(str(tmp_path)) == []
    (tmp_path / "test_games.json").write_text(json.dumps({"h4_probe": "tests.proofgame.game"}))
    try:
        assert register_from(str(tmp_path)) == ["h4_probe"] and "h4_probe" in registry.ids()
    finally:
        registry.unregister("h4_probe")


def _sw_const(site: Path, name: str) -> Any:
    """The value the build wrote into the site's ``sw.js`` for ``const NAME = ...;`` (JSON)."""
    text = (site / "sw.js").read_text()
    return json.loads(text.split(f"const {name} = ", 1)[1].split(";\n", 1)[0])


def _sw_packed(site: Path) -> list[list[str]]:
    return list(_sw_const(site, "PACKED"))


def _sw_parts(site: Path) -> tuple[str, list[str]]:
    return str(_sw_const(site, "VERSION")), list(_sw_const(site, "ASSETS"))


def test_the_service_worker_keeps_every_file_and_its_version_follows_them(tmp_path: Path) -> None:
    """Offline play needs every file of the site in the worker's cache; any change of a file is a new
    version (a new worker replaces the old cache)."""
    site = build_site.build(tmp_path / "a")
    version, assets = _sw_parts(site)
    files = {"./" + p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()} - {"./.nojekyll", "./sw.js"}
    assert set(assets) == files | {"./"} and "__" not in version and len(version) == 16
    again = build_site.build(tmp_path / "b")
    assert _sw_parts(again)[0] == version, "the same files, the same version"
    (again / "web" / "style.css").write_text((again / "web" / "style.css").read_text() + "\n")
    build_site.write_service_worker(again)
    assert _sw_parts(again)[0] != version
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        data = (site / icon["src"]).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert f"{width}x{height}" == icon["sizes"]


def test_the_page_knows_the_first_loads_total(tmp_path: Path) -> None:
    """The progress bar's total (index.html's ``#load-sizes``, issue 15 item 7): each file the page loads
    before it is ready with its size in the built site, the runtime's large files among them."""
    out = build_site.build(tmp_path / "_site")
    page = (out / "index.html").read_text()
    found = re.search(r'<script type="application/json" id="load-sizes">(.*?)</script>', page)
    assert found, "the built page carries its sizes"
    sizes = json.loads(found.group(1))
    for rel in ("vendor/pyodide/pyodide.asm.wasm.zst", "vendor/pyodide/snapshot.bin.gz",
                "vendor/pyodide/python_stdlib.zip.zst", "app.zip.zst", "web/runtime.mjs", "vendor/pyscript/core.js",
                "vendor/fzstd/index.mjs"):
        assert sizes["./" + rel] == (out / rel).stat().st_size, rel
    assert all((out / k).is_file() for k in sizes)
    assert '<script type="application/json" id="load-sizes">{}</script>' in (ROOT / "index.html").read_text()


def test_the_japanese_font_is_a_small_subset_of_the_apps_characters(tmp_path: Path) -> None:
    """The bundled Noto Sans JP (issue 15, item 11): both weights, a few hundred KB at most, holding every
    Japanese character the app's strings use (none from a comment), declared with the same unicode-range
    as the subset was cut to."""
    from fontTools.ttLib import TTFont

    import font_subset

    out = build_site.build(tmp_path / "_site")
    chars = font_subset.characters()
    assert {"七", "並", "べ", "待", "っ", "た"} <= set(chars)  # 七並べ, 待った (i18n and the tables' texts)
    assert "中" in font_subset.literal_text('x = "読み込み中"  # 註')
    assert "註" not in font_subset.literal_text('x = "読み込み中"  # 註')
    for weight in (400, 700):
        path = out / "web" / "fonts" / f"sevens-jp-{weight}.woff2"
        assert 20_000 < path.stat().st_size < 200_000, path
        cmap = TTFont(str(path)).getBestCmap()
        assert {ord(c) for c in chars} <= set(cmap), "every character the app shows"
        assert len(cmap) < 2 * len(chars) + 200, "a subset, not the whole font"
    css = (ROOT / "web" / "style.css").read_text()
    declared = re.findall(r"unicode-range: ([^;]+);", css)
    wanted = ", ".join(f"U+{lo:04X}-{hi:04X}" for lo, hi in font_subset.RANGES)
    assert declared == [wanted, wanted]
    assert (out / "web" / "fonts" / "LICENSE-NotoSansJP.txt").read_text().count("SIL Open Font License") >= 1


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The standard library as the built site carries it (``scripts/stdlib_trim.py``, issue 15 item 7)."""
    import stdlib_trim

    out = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    stdlib_trim.write_trimmed(ROOT / "vendor", out)
    return out


def test_the_trimmed_standard_library_is_smaller_and_keeps_what_the_runtime_needs(trimmed: Path) -> None:
    full = ROOT / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(trimmed) as z:
        names = set(z.namelist())
        assert z.testzip() is None
        kept = sum(i.file_size for i in z.infolist())
    with zipfile.ZipFile(full) as z:
        assert kept < 0.6 * sum(i.file_size for i in z.infolist())
    for kept in ("encodings/__init__.py", "encodings/utf_8.py", "encodings/cp437.py", "encodings/aliases.py",
                 "_pyodide/_base.py", "pyodide/ffi/__init__.py", "zipfile/__init__.py", "tarfile.py",
                 "asyncio/__init__.py", "json/__init__.py", "html/entities.py", "importlib/metadata/__init__.py",
                 "email/__init__.py"):
        assert kept in names, kept
    for dropped in ("multiprocessing/__init__.py", "unittest/__init__.py", "pdb.py", "pydoc.py",
                    "encodings/cp1252.py"):
        assert dropped not in names, dropped


@pytest.fixture(scope="module")
def compiled(trimmed: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """The trimmed standard library with the modules a start imports compiled (``scripts/stdlib_compile.py``), as
    the built site carries it, and the members compiled."""
    import stdlib_compile

    out = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    out.write_bytes(trimmed.read_bytes())
    return out, stdlib_compile.write_compiled(ROOT / "vendor", out)


def test_every_import_of_the_app_is_in_the_trimmed_standard_library(compiled: tuple[Path, list[str]]) -> None:
    """The vendored Pyodide under Node with the site's archive as its standard library: every module of sevens/
    and web/ that does not need the page imports, the worker's entry runs and its bots play a few moves of each
    game; a module missing from the archive would be an ImportError here (the e2e suite covers the rest). Every
    standard module those imports load comes compiled, none from its source."""
    import stdlib_trim

    got = stdlib_trim.check_imports(ROOT / "vendor", compiled[0])
    assert got["missing"] == []
    assert got["from_source"] == []
    assert {"json", "asyncio", "dataclasses", "html.entities", "zipfile"} <= set(got["stdlib_loaded"])
    assert all("pyscript" in error for _, error in got["page_only"]), got["page_only"]
    every = {p.removesuffix(".py").replace("/", ".").removesuffix(".__init__") for p in _tree_modules()}
    assert {m for m in every if m.startswith("sevens.") and not m.endswith("__main__")} <= set(got["imported"])
    assert {"choose", "level5_solution", "runtime"} <= set(got["worker"])
    assert set(got["played"]) >= {"shichinarabe", "tetrahex", "dicerace"} and all(got["played"].values())


def test_the_site_s_snapshot_restores_with_the_app_imported(tmp_path: Path) -> None:
    """The built site's snapshot restored under Node as web/runtime.mjs restores it (its memory grown to the image
    first), over the site's standard library: the engines and the bots are already imported, every other module
    of the app imports, and the worker's bots play."""
    import stdlib_trim

    out = build_site.build(tmp_path / "_site")
    stdlib = tmp_path / "python_stdlib.zip"
    stdlib.write_bytes(build_site.unpacked(out / "vendor" / "pyodide" / "python_stdlib.zip"))
    got = stdlib_trim.check_imports(ROOT / "vendor", stdlib,
                                    snapshot=out / "vendor" / "pyodide" / "snapshot.bin.gz",
                                    runtime=out / "web" / "runtime.mjs")
    assert got["missing"] == [] and all(got["played"].values())
    assert {"sevens.core.registry", "sevens.ai.bot", "sevens.games.shades.game", "web.i18n"} <= set(got["preloaded"])
    assert {"web.main", "web.table_base", "web.replay_render"} <= set(got["preloaded"]), "the page's own too"
    runtime = (ROOT / "web" / "runtime.mjs").read_text()
    assert "withRoomFor(bytes, () => loadVendored({ ...options, indexURL, _loadSnapshot: bytes }))" in runtime


def test_the_built_site_carries_the_trimmed_standard_library(tmp_path: Path, compiled: tuple[Path, list[str]]) -> None:
    out = build_site.build(tmp_path / "_site")
    assert build_site.unpacked(out / "vendor" / "pyodide" / "python_stdlib.zip") == compiled[0].read_bytes()


def test_the_modules_a_start_imports_are_compiled_from_their_sources(trimmed: Path,
                                                                     compiled: tuple[Path, list[str]]) -> None:
    """``scripts/stdlib_compile.py``: the members a start loads are replaced, in place, by their bytecode (each
    checked in the vendored Pyodide against its source compiled there), and every other member is kept as it was."""
    import stdlib_compile

    archive, names = compiled
    with zipfile.ZipFile(trimmed) as z:
        before = {i.filename: z.read(i) for i in z.infolist()}
        order = z.namelist()
    with zipfile.ZipFile(archive) as z:
        after = {i.filename: z.read(i) for i in z.infolist()}
        assert z.namelist() == [n[:-3] + ".pyc" if n in names else n for n in order]
    assert len(names) >= 100 and {"json/__init__.py", "asyncio/base_events.py", "html/entities.py", "typing.py",
                                  "_pyodide/_base.py", "pyodide/webloop.py"} <= set(names)
    assert all(after[n] == data for n, data in before.items() if n not in names)
    assert "email/__init__.py" in after and "email/__init__.py" not in names, "a module no start imports: a source"
    got = stdlib_compile.verify(ROOT / "vendor", archive)
    assert got["bad"] == [] and got["python"].startswith("3.")


def test_a_module_brings_its_packages_and_the_runtime_s_javascript_names_its_imports(tmp_path: Path) -> None:
    import stdlib_trim

    names = ["a/", "a/__init__.py", "a/b.py", "a/c.py", "d.py", "e/", "e/__init__.py", "_sysconfigdata_x.py"]
    assert stdlib_trim.members(names, {"a.b", "d"}) == ["a/", "a/__init__.py", "a/b.py", "d.py", "_sysconfigdata_x.py"]
    (tmp_path / "pyscript").mkdir()
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyscript" / "core-x.js").write_text(
        'import {x} from "./y.js";const py="import os, gzip, tarfile\\nfrom pathlib import Path as _Path";'
        "run(`import json`);const s = 'import nothing_here'")
    (tmp_path / "pyodide" / "pyodide.mjs").write_text('r.runPython("from _pyodide._importhook import x")')
    stdlib = {"os", "gzip", "tarfile", "pathlib", "json", "_pyodide", "y"}
    assert stdlib_trim.js_imports(tmp_path, stdlib) == {"os", "gzip", "tarfile", "pathlib", "json",
                                                         "_pyodide._importhook"}
