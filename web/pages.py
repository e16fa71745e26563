"""A game's own screens besides its table (セブンスクエア's deck builder), found by convention like its table.

A game's web package (``web/<id>/__init__.py``) may define ``PAGES``: ``{name: make}``, where ``make(host)``
returns a ``Page`` (import its module inside ``make``, so the hall does not load it). The hall shows such a
screen through the card's ``HALL["actions"]`` (a button whose action is the page's name), its address is
``#/<id>/<name>`` (``web.routes``), and the shell (``web.main``) draws it and hands it the clicks, changes and
keys while it is shown, as it does a table. A page keeps its own state between visits (one object a game
and name), reads and writes the browser's storage through ``PageHost`` (``web.storage.Storage``: a write
says whether it was stored, a refused entry can be set aside) and may open its game's set-up form with
fields filled in (``PageHost.open_setup``). Pure Python: no DOM here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol


@dataclass
class PageHost:
    """What the shell gives a page: the language now, the storage (as ``web.table_base.Host`` has it), and
    ``open_setup(fields)``: show the page's game's set-up form with these fields set (``web.setup_form``'s
    ``Fields``: a ``Setup`` option's select value and its ``<name>_json`` text)."""

    lang: Callable[[], str]
    get: Callable[[str], str | None]
    set: Callable[[str, str], bool]
    set_aside: Callable[[str], bool]
    open_setup: Callable[[dict[str, Any]], None]


class Page(Protocol):
    """A screen of a game's own (see the module's docstring)."""

    def draw(self) -> None:
        """Draw the whole screen into ``#app`` (telling ``web.click_guard.GUARD`` it drew)."""

    def action(self, action: str, target: Any) -> None:
        """A click on one of its ``data-action`` buttons (the shell keeps "hall" and the hall's own)."""

    def on_change(self, target: Any) -> None:
        """A field of the screen changed."""

    def on_key(self, event: Any) -> None:
        """A key pressed inside ``#app``."""
