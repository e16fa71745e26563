"""A stand-in for PyScript's ``pyscript`` module in unit tests of the page's Python (``web.table_base`` and
what it draws), so a table runs in CPython: ``document.getElementById`` answers one element, ``APP``, whose
``innerHTML`` is plain text to read; there is no ``window`` (nothing animates). Shared by
``test_web_table_loop`` and ``test_web_animate`` (review D2: one copy, not two)."""

from __future__ import annotations

import sys
import types

import pytest


class Element:
    """The few members of a DOM element the table's loop touches."""

    def __init__(self) -> None:
        self.innerHTML = ""
        self.textContent = ""
        self.tagName = "DIV"
        self.dataset = types.SimpleNamespace()

    def querySelector(self, selector: str) -> None:
        return None

    def querySelectorAll(self, selector: str) -> list["Element"]:
        return []

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        self.innerHTML = html + self.innerHTML


APP = Element()
"""The element every ``getElementById`` returns (the page's ``#app``)."""


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put the stand-in in ``sys.modules["pyscript"]`` for one test (undone after it); the page's modules find it at
    their next use of ``document`` (``web.dom``), without being imported again."""
    document = types.SimpleNamespace(getElementById=lambda _id: APP, body=Element(), activeElement=None)
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=document, window=None))
