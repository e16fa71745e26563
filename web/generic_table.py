"""The generic table: any registered game without a table of its own is played through it (DOM side).

Everything but the drawing is ``web.table_base``'s; the drawing is ``web.generic_render``'s, from the
session: the viewer's view, the pending decision, the viewer's legal moves labelled by ``describe_move``,
the last chance step, the log by turn and the result.
"""

from __future__ import annotations

import html
import inspect
import sys
from typing import Any

from .generic_render import Drawing, table_html
from sevens.core.game import CHANCE

from .session_base import SessionBase, session_class
from .table_base import GameTable

_classes: dict[str, type[GameTable]] = {}


class GenericTable(GameTable):
    """The table of a game that has none of its own (``SESSION`` is made for the game)."""

    def status(self, lang: str) -> str:
        s = self.session
        d = s.decision()
        if d is None:
            return self.tx("game_over", lang)
        if d.seat == CHANCE:
            return self.tx("chance_due", lang)
        name = self.seat_name(d.seat, lang)
        if s.seats[d.seat] != "human":
            return self.tx("thinking", lang, name=name)
        if d.reaction:
            return self.tx("your_reaction", lang, name=name, turn=self.seat_name(d.turn_seat, lang))
        return self.tx("your_turn", lang, name=name)

    def draw_table(self, status: str | None = None) -> None:
        lang = self.lang()
        s = self.session
        v = s.view()
        names = [self.seat_name(q, lang) for q in range(len(s.seats))]
        choices: list[tuple[str, str]] = []
        if self.can_decide() and s.to_move() == s.viewer:
            choices = [(text, ja if lang == "ja" else en) for text, en, ja in s.legal_texts()]
        drawing = Drawing(
            game_id=self.game_id, view=v, viewer=s.viewer, names=names, decision=s.decision(),
            status=status if status is not None else self.status(lang), choices=choices,
            chance=self.chance_text(lang), notice=self.notice, turns=s.turns(lang),
            outcome=self.game.outcome(s.state))
        self.app().innerHTML = table_html(drawing, lang)

    def rules_html(self, lang: str) -> str:
        """The game's own description (its module's docstring) and its options, as text."""
        module = sys.modules.get(type(self.game).__module__)
        doc = inspect.getdoc(module) or ""
        info = self.game.info
        name = info.name_ja if lang == "ja" else info.name_en
        return (f"<h2>{html.escape(name)}</h2><p>{html.escape(self.tx('rules_generic', lang))}</p>"
                f"<pre class='rules-text'>{html.escape(doc)}</pre>")


def generic_table_class(game: Any) -> type[GameTable]:
    """The generic table class of ``game`` (one per game, made once)."""
    if game.id not in _classes:
        session: type[SessionBase] = session_class(game)
        _classes[game.id] = type(f"Table_{game.id}", (GenericTable,), {"SESSION": session})
    return _classes[game.id]
