"""The セブンスクエア table's DOM side: its drawing (``render``) from the session's view, the clicks that pick a
unit, a hand card or a square before its move (``logic.plan``), the mulligan's chosen cards, the card panel,
the card list, the announcement and the bots' motion. The shell and ``web.table_base`` do the rest (set-up
form, moves, undo, hand-over, bots, saves, hint, replay). Game logic stays in the engine."""

from __future__ import annotations

from typing import Any

from sevens.core import IllegalMove
from sevens.games.square.state import ACT, DEPLOY

from ..generic_render import status_text
from ..jsutil import absent, focus
from ..table_base import GameTable, Motion, show_rules_dialog
from . import board, logic, render
from .rules_text import RULES, card_reference
from .session import Session
from .text import S, name, tx


class Table(GameTable):
    SESSION = Session
    STRINGS = S
    RULES = RULES

    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.log_cache = logic.log_cache()
        self.picked: tuple[Any, str] | None = None
        """The unit, hand card or square clicked whose moves are shown: (the state it was picked in, its key)."""
        self.marked: tuple[Any, frozenset[int]] = (None, frozenset())
        """The hand cards chosen to put back in the mulligan: (the state they were chosen in, their indices)."""
        self.opened: tuple[Any, str] | None = None
        """The crowded square whose list of units a tap opened (a phone), and the state it was opened in."""
        self.inspect: tuple[int, list[str]] = (-1, [])
        """The cards whose whole text the card panel shows (the last card clicked or picked), and the seat that
        clicked them: in hot seat the next player never sees what the last one looked at (a card of their hand)."""

    def seat_label(self, seat: int, lang: str) -> str:
        """A seat in the set-up form with its side of the board (P1 south, ■ d1; P2 north, ■ d7)."""
        return f"{super().seat_label(seat, lang)} · {tx('seat_side_' + str(seat), lang)}"

    # --- clicks and drags ----------------------------------------------------------------------------
    def drag_start(self, source: str) -> bool:
        """A unit or hand card dragged (``web.drag``): picked as a click picks it, so the squares show its moves."""
        s = self.session
        if s is None or not self.can_decide() or not source.startswith(board.DRAGGED):
            return False
        if self.picked is None or self.picked[0] is not s.state or self.picked[1] != source:
            self.picked = (s.state, source)
            kept = self.inspect[1] if self.inspect[0] == s.eyes() else []
            self.inspect = (s.eyes(), self._cards_of(source) or kept)
            self.draw()
        return True

    def drop(self, source: str, target: str) -> None:
        """Let go over a square: the move a click there would make with ``source`` picked (``logic.drop_move``:
        the square's own, or that of the one unit there it acts on); nothing where it has none, as a click."""
        d = self.drawing(None)
        plan = logic.plan(d.choices, d.view, source, d.marked, self.lang())
        got = logic.drop_move(plan, target)
        if got is not None:
            self.picked = None
            self.move(got)
            return
        trial = logic.trial_move(plan, target)
        if trial is not None:
            self.tried(trial)

    def tried(self, trial: str, play: bool = True) -> bool:
        """A click or a drop on a square that is none of the picked unit's choices (``logic.trial_move``), or a
        click on a unit that is none (``logic.trial_on_unit``): nothing is played, the unit stays picked, the
        notice says the rule that refuses it ("a7 is beyond warrior@d2's reach (移動力 1 …)"). Whether it said
        one; a trial the engine takes (not expected) is played like any click where ``play``, else left."""
        s = self.session
        if s is None or not self.can_decide() or not trial:
            return False
        first: IllegalMove | None = None
        for one in trial.split("|"):  # "shoot …|move …": the move when the unit has no Shoot (R13-none)
            try:
                s.GAME.parse_move(s.state, one)
            except IllegalMove as err:
                first = first or err
                if err.rule == "R13-none":
                    continue
                first = err
                break
            else:
                if play:
                    self.picked = None
                    self.move(one)  # not expected (the square would have been a choice): played like any click
                return False
        if first is None:
            return False
        self.notice = first.text(self.lang())
        self.draw()
        return True

    def action(self, action: str, target: Any, event: Any) -> bool:
        s = self.session
        shut = self.opened[1] if self.opened is not None else ""
        self.opened = None  # any click closes the list of a square's units; this one may open another
        if action == "square-open":
            sq = str(target.dataset.sq or "")
            self.opened = (s.state, sq) if s is not None and sq else None
            self.draw()
            self._focus("#sqchooser .sqc-item" if sq else f'.sq[data-sq="{shut}"] .sqopen')
            return True
        if action == "square-pick":
            key = str(target.dataset.pick or "")
            was = self.picked[1] if self.picked is not None else ""
            if s is not None and key and self.can_decide():
                self.picked = (s.state, key)
                kept = self.inspect[1] if self.inspect[0] == s.eyes() else []
                self.inspect = (s.eyes(), self._cards_of(key) or kept)
            else:
                self.picked = None
            self.draw()
            # keyboard play goes on: to the first of the picked thing's choices, or back to the thing let go
            self._focus('#board [data-action="move"], .hand [data-action="move"], #choices [data-action="move"]'
                        if key else f'[data-pick="{was}"]')
            return True
        if action == "square-mark":
            if s is not None and self.can_decide():
                i = int(str(target.dataset.index))
                chosen = self.marked[1] if self.marked[0] is s.state else frozenset()
                self.marked = (s.state, chosen ^ {i})
                self.inspect = (s.eyes(), [str(target.dataset.card)])
            self.draw()
            return True
        if action == "square-inspect":
            seat = s.eyes() if s is not None else -1
            self.inspect = (seat, [k for k in str(target.dataset.cards or "").split() if k])
            trial = str(getattr(target.dataset, "trial", None) or "")  # (a unit none of the choices: ``trial_on_unit``)
            if not self.tried(trial, play=False):  # the card, and the rule its click breaks
                self.draw()
            if shut:  # read from a square's list (a phone): the card panel is below the board, out of sight
                panel = self.app().querySelector("#cardpanel")
                if not absent(panel):
                    panel.scrollIntoView()
            return True
        if action == "square-try":
            self.tried(str(target.dataset.trial or ""))
            return True
        if action == "square-cards":
            lang = self.lang()
            show_rules_dialog(card_reference(lang), self.tx("close", lang))
            return True
        return super().action(action, target, event)

    def _focus(self, selector: str) -> None:
        """Put the focus on the first element ``selector`` finds in the table, if any."""
        try:
            el = self.app().querySelector(selector)
        except Exception:  # not valid CSS (a key the table never draws): nothing to focus
            return
        if not absent(el):
            focus(el, scroll=self.keyboard)  # a tap keeps the page where the person looks

    def _cards_of(self, key: str) -> list[str]:
        """The cards of a picked element: a unit's 騎 and riders, a hand card."""
        if key.startswith("h:"):
            return [key[2:]]
        if key.startswith("u:") and self.session is not None:
            p = logic.find_piece(self.session.view(), key[2:])
            return logic.piece_cards(p) if p is not None else []
        return []

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
        return logic.announcement(self.game, before, s.state, lang, s.eyes(), self.seat_name(d.seat, lang))

    def after_move_note(self, before: Any) -> str:
        """The deployment or the action phase ended by itself after the person's move, for want of anything
        more to do (``rules.settle``): say so (a new player saw the phase end after two of their three units
        had acted, or with cards still in hand, and nothing said why)."""
        s = self.session
        moves = s.GAME.to_record(s.state)["moves"]
        if not moves or moves[-1] == "done" or before.phase not in (DEPLOY, ACT) or s.state.over:
            return ""
        if s.state.seat == before.seat and s.state.phase == before.phase:
            return ""
        return tx("deploy_over" if before.phase == DEPLOY else "act_over", self.lang())

    def result_line(self, lang: str) -> str:
        s = self.session
        return self.result_text(s.view(), [self.seat_name(q, lang) for q in range(len(s.seats))], lang)

    def result_text(self, v: dict[str, Any], names: list[str], lang: str) -> str:
        w, why = v["winner"], v["reason"]
        if w < 0:
            return ""
        if w == 2:
            key = {"generals": "drawn_generals", "turns": "drawn_turns"}.get(why, "drawn_other")
            return tx(key, lang)
        key = {"general": "won_general", "deckout": "won_deckout"}.get(why, "won_other")
        lost = 1 - w
        general = v["generals"][lost] if key == "won_general" else None
        if general:  # whose general fell, by its card: "the enemy general" read from the loser's side as their own
            return tx("won_general_card", lang, name=names[w], other=names[lost], card=name(general, lang))
        return tx(key, lang, name=names[w])

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
        marked = set(self.marked[1]) if self.marked[0] is s.state else set()
        past = s.past()
        hint = self.hint[1] if self.hint is not None and self.hint[0] is s.state else None
        opened = self.opened[1] if self.opened is not None and self.opened[0] is s.state else None
        return render.Drawing(view=v, names=names,
                              status=status if status is not None else status_text(s, names, lang),
                              choices=choices, picked=picked, marked=marked,
                              inspect=list(self.inspect[1]) if self.inspect[0] == s.eyes() else [],
                              notice=self.notice, marks=logic.marks(self.game, past, s.eyes()),
                              log=self.log_cache.turns(self.game, past, lang, s.eyes(), render.LOG_TURNS),
                              result=self.result_text(v, names, lang), hint=hint, opened=opened)

    def draw_table(self, status: str | None = None) -> None:
        self.app().innerHTML = render.table_html(self.drawing(status), self.lang())


TABLE = Table
