"""The generic table: any registered game without a table of its own is played through it (DOM side).

Everything but the drawing is ``web.table_base``'s; the drawing is ``web.generic_render``'s (pure, tested
in CPython), from the session: the viewer's view, the pending decision, the viewer's legal moves labelled
by ``describe_move``, the last chance step, the log by turn and the result.
"""

from __future__ import annotations

import inspect
import sys
from typing import Any

from . import generic_render
from .session_base import SessionBase, session_class
from .table_base import GameTable

_classes: dict[str, type[GameTable]] = {}


class GenericTable(GameTable):
    """The table of a game that has none of its own (``SESSION`` is made for the game)."""

    def draw_table(self, status: str | None = None) -> None:
        lang = self.lang()
        s = self.session
        names = [self.seat_name(q, lang) for q in range(len(s.seats))]
        d = generic_render.drawing(s, lang, names, idle=self.screen == "table" and not self.busy, status=status,
                                   chance=self.chance_text(lang), notice=self.notice)
        self.app().innerHTML = generic_render.table_html(d, lang)

    def rules_html(self, lang: str) -> str:
        """The game's summary and rules from its ``GameInfo`` (its module's docstring when it gave none)."""
        doc = inspect.getdoc(sys.modules.get(type(self.game).__module__)) or ""
        return generic_render.rules_html(self.game.info, doc, lang)


def generic_table_class(game: Any) -> type[GameTable]:
    """The generic table class of ``game`` (one per game, made once)."""
    if game.id not in _classes:
        session: type[SessionBase] = session_class(game)
        _classes[game.id] = type(f"Table_{game.id}", (GenericTable,), {"SESSION": session})
    return _classes[game.id]
