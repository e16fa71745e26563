"""``web.dom``: the page's ``document`` and ``window`` reached at their use, so the page's modules import with no
page (the start-up snapshot imports them all under Node: scripts/make_snapshot.mjs)."""

from __future__ import annotations

import importlib
import sys
import types

import pytest

from web import dom


def test_a_page_object_reads_and_sets_through_the_pyscript_installed_at_its_use(monkeypatch: pytest.MonkeyPatch) -> None:
    first = types.SimpleNamespace(title="one")
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=first, window=None))
    assert dom.document.title == "one"
    dom.document.title = "two"
    assert first.title == "two"
    second = types.SimpleNamespace(title="three")  # another stand-in installed later: found at the next use
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=second, window=None))
    assert dom.document.title == "three"


def test_with_no_page_a_use_fails_but_an_import_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "pyscript", raising=False)
    with pytest.raises(ModuleNotFoundError):
        dom.window.location  # noqa: B018  (the use is the test)
    # the page's own modules import where there is no page (as under Node for the snapshot): nothing of the
    # page is read at import (web.main reads its storage directory in start())
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda f: f  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyodide", pyodide)
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    for name in ("web.main", "web.table_base", "web.replay_render", "web.tetrahex.table", "web.tetrahex.puzzle_page",
                 "web.tetrahex.interact", "web.square.decks"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        importlib.import_module(name)
    assert sys.modules["web.main"].STORE.directory == ""  # set from the page's address by start()
