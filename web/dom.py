"""The page's ``document`` and ``window`` for the modules that draw it, looked up in PyScript's ``pyscript`` module
when first used rather than when imported.

So those modules import where there is no page: the start-up snapshot imports every module of the app under Node
(scripts/make_snapshot.mjs; docs/browser.md, "The app's modules in the snapshot"), and a module that imported
``pyscript`` at its top had to be imported by the page itself, on every load. The unit tests' stand-in
(``tests/fakepage.py``) is found the same way, at the first use."""

from __future__ import annotations

from typing import Any


class PageObject:
    """One of PyScript's page objects (``pyscript.document``, ``pyscript.window``), reached through
    ``sys.modules["pyscript"]`` at each use: attributes read and set on it are the page object's."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "_name", name)

    def _target(self) -> Any:
        import pyscript  # the page's (or the tests' stand-in), whichever is installed now

        return getattr(pyscript, self._name)

    def __getattr__(self, attr: str) -> Any:
        return getattr(self._target(), attr)

    def __setattr__(self, attr: str, value: Any) -> None:
        setattr(self._target(), attr, value)


document: Any = PageObject("document")
window: Any = PageObject("window")
