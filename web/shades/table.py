"""The 7 SHADES OF S:EVEN table's DOM side: its drawing (``render``) from the session's view, the clicks
that pick a thing with several moves, the card reference, the announcement and the bots' motion
(``logic``). The shell and ``web.table_base`` do the rest (set-up form, moves, undo, hand-over, bots, saves;
a window whose only move is ``decline`` is played without asking, for a person as for a bot:
``GameTable.play_quiet``). Game logic stays in the engine."""

from __future__ import annotations

from typing import Any

from sevens.core import IllegalMove
from sevens.core.history import public_text
from sevens.games.shades import notation
from sevens.games.shades.refusals import why

from ..generic_render import status_text
from ..table_base import GameTable, Motion, show_rules_dialog
from . import logic, render
from .rules_text import RULES, card_reference
from .session import Session
from .text import S, tx


class Table(GameTable):
    SESSION = Session
    STRINGS = S
    RULES = RULES

    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.log_cache = logic.log_cache()

    picked: tuple[Any, str] | None = None
    """The thing clicked whose several moves are shown as buttons: (the state it was picked in, its key)."""

    def seat_label(self, seat: int, lang: str) -> str:
        """A seat in the set-up form with the side it sits on (decision 2: S, W, N, E clockwise; two players
        face each other unless side by side)."""
        from sevens.games.shades.state import LAYOUTS

        try:
            n = int(str(self.fields.get("players", 2)))
        except ValueError:
            n = 2
        adjacent = str(self.fields.get("adjacent", "")).lower() in ("true", "1", "on")
        letters = "SW" if n == 2 and adjacent else LAYOUTS.get(n, "SWNE")
        side = letters[seat] if seat < len(letters) else ""
        base = super().seat_label(seat, lang)
        return f"{base} · {tx('side_' + side, lang)}" if side else base

    # --- clicks --------------------------------------------------------------------------------------
    def action(self, action: str, target: Any, event: Any) -> bool:
        if action == "shades-pick":
            key = str(target.dataset.pick or "")
            self.picked = (self.session.state, key) if key and self.session is not None else None
            self.draw()
            return True
        if action == "shades-try":  # a square that is not a choice: the engine's refusal names the rule
            self.picked = None
            self.tried(str(target.dataset.trial or ""))
            return True
        if action == "shades-cards":
            lang = self.lang()
            show_rules_dialog(card_reference(lang), self.tx("close", lang))
            return True
        return super().action(action, target, event)

    def tried(self, trial: str) -> None:
        """A click on a square that is no choice of the decision (``render.trial_verb``): nothing is played;
        the notice says the rule that refuses it ("a7 is not next to your piece (隣…)"), or that only the lit
        squares are choices when no rule of its own does."""
        s = self.session
        if s is None or not self.can_decide() or s.state.ask is None:
            return
        try:
            m = notation.parse(trial)
        except IllegalMove:
            return
        if m in s.state.ask.moves:
            self.move(trial)
            return
        lang = self.lang()
        rule, en, ja = why(s.state, m)
        said = ja if lang == "ja" else en
        if rule.startswith("not-legal-"):
            said = tx("not_lit", lang, sq=trial.split()[-1])
        self.notice = said
        self.draw()

    def result_line(self, lang: str) -> str:
        return self.drawing(None).result

    # --- words and motion ----------------------------------------------------------------------------
    def motion(self, before: Any, move: str, seat: int) -> Motion:
        return logic.motion(before, move, seat)

    def announcement(self, before: Any) -> str | None:
        s = self.session
        if s is None:
            return None
        d = self.game.decision(before)
        if d is None or d.seat < 0:
            return None
        lang = self.lang()
        return logic.announcement(self.game, before, s.state, lang, s.viewer, self.seat_name(d.seat, lang))

    # --- the drawing ---------------------------------------------------------------------------------
    def drawing(self, status: str | None) -> render.Drawing:
        lang = self.lang()
        s = self.session
        v = s.view()  # first: the device follows the deciding human
        names = [self.seat_name(q, lang) for q in range(len(s.seats))]
        choices: list[tuple[str, str]] = []
        if self.can_decide() and s.to_move() == s.viewer:
            choices = [(text, ja if lang == "ja" else en) for text, en, ja in s.legal_texts()]
        picked = self.picked[1] if self.picked is not None and self.picked[0] is s.state else None
        past = s.past()
        last = None
        if len(past) > 1:
            before = past[-2]
            m = self.game.parse_move(before, s.state.log[-1][1])
            last = (s.state.log[-1][0], public_text(self.game, before, m, s.viewer))
        log = list(s.state.log)

        def public(i: int) -> str:
            return public_text(self.game, past[i], self.game.parse_move(past[i], log[i][1]), s.viewer)

        recent = render.recent_squares(log, public, len(s.seats)) if len(past) == len(log) + 1 else {}
        result = ""
        if v["winner"] >= 0:
            result = tx("won", lang, name=names[v["winner"]])
        elif v["drawn"]:
            result = tx("drawn", lang)
        return render.Drawing(view=v, names=names, seats=list(s.seats),
                              status=status if status is not None else status_text(s, names, lang),
                              choices=choices, picked=picked, notice=self.notice, last=last,
                              log=self.log_cache.turns(self.game, past, lang, s.viewer, render.LOG_TURNS), result=result,
                              recent=recent)

    def draw_table(self, status: str | None = None) -> None:
        self.app().innerHTML = render.table_html(self.drawing(status), self.lang())


TABLE = Table
