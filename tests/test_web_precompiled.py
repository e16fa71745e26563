"""web/precompiled.py: modules compiled at build time, used only for a file holding exactly their source; and
scripts/pyscript_package.py, which reads PyScript's package out of the vendored core."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from web import precompiled

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {"pcpkg/__init__.py": "from pcpkg.sub import WHO\nHERE = 'package'\n",
           "pcpkg/sub.py": "WHO = 'source'\ndef boom():\n    raise ValueError('here')\n"}


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    for path, text in SOURCES.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, precompiled.PrecompiledFinder)]
    for name in [n for n in sys.modules if n == "pcpkg" or n.startswith("pcpkg.")]:
        del sys.modules[name]


def test_an_unchanged_source_runs_the_code_compiled_before(folder: Path) -> None:
    finder = precompiled.install(SOURCES)
    assert sys.meta_path[0] is finder and set(finder.known) == {"pcpkg", "pcpkg.sub"}
    # the stored code stands for the build's compile: a marker proves it ran instead of the file's
    source, _ = finder.known["pcpkg.sub"]
    finder.known["pcpkg.sub"] = (source, compile("WHO = 'compiled before'\n", "pcpkg/sub.py", "exec"))
    import pcpkg  # type: ignore[import-not-found]

    assert pcpkg.WHO == "compiled before" and pcpkg.HERE == "package"
    assert precompiled.served("pcpkg") and precompiled.served("pcpkg.sub") and not precompiled.served("json")
    assert isinstance(pcpkg.__spec__.loader, precompiled._KnownSourceLoader)
    assert pcpkg.__path__ == [str(folder / "pcpkg")]


def test_the_compiled_code_names_the_file_imported(folder: Path) -> None:
    precompiled.install(SOURCES)
    import pcpkg.sub  # type: ignore[import-not-found]

    with pytest.raises(ValueError) as raised:
        pcpkg.sub.boom()
    assert raised.value.__traceback__ is not None
    assert raised.traceback[-1].path == folder / "pcpkg" / "sub.py"


def test_a_changed_source_is_compiled_as_usual(folder: Path) -> None:
    finder = precompiled.install(SOURCES)
    source, _ = finder.known["pcpkg.sub"]
    finder.known["pcpkg.sub"] = (source, compile("WHO = 'compiled before'\n", "pcpkg/sub.py", "exec"))
    (folder / "pcpkg" / "sub.py").write_text("WHO = 'a newer PyScript'\n", encoding="utf-8")
    import pcpkg

    assert pcpkg.WHO == "a newer PyScript"
    assert precompiled.served("pcpkg") and not precompiled.served("pcpkg.sub")


def test_modules_it_does_not_know_are_left_to_python(folder: Path) -> None:
    finder = precompiled.install({"pcpkg/__init__.py": SOURCES["pcpkg/__init__.py"]})
    assert finder.find_spec("pcpkg.sub", [str(folder / "pcpkg")]) is None
    assert finder.find_spec("pcpkg_missing") is None
    assert precompiled.dotted("a/b/__init__.py") == "a.b" and precompiled.dotted("a/c.py") == "a.c"


def test_pyscript_s_package_is_read_from_the_vendored_core() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import pyscript_package
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    vendored = ROOT / "vendor" / "pyscript"
    if not vendored.is_dir():
        pytest.fail("vendor/pyscript is missing: run scripts/setup_web.sh")
    got = pyscript_package.sources(vendored)
    assert {"pyscript/__init__.py", "pyscript/web.py", "pyscript/context.py"} <= set(got)
    assert all(path.startswith("pyscript/") and path.endswith(".py") for path in got)
    for path, text in got.items():
        compile(text, path, "exec")  # whole sources, escapes undone
    assert "\n" in got["pyscript/__init__.py"] and "\\n" not in got["pyscript/__init__.py"]
    with pytest.raises(ValueError, match="core chunks"):
        pyscript_package.sources(ROOT / "web")
