"""The ウルトラセブン table's DOM side: its drawing (``render``) from the viewer's view, the deployment's clicks (a
member or weapon picked, then an area: ``logic.click_move``; the engine refuses an illegal one with its rule,
shown as the notice), the dice just rolled, the log by turn as the viewer may read it. The shell and
``web.table_base`` do the rest (set-up form, moves, undo — never past a die or a draw —, the hot-seat hand-over,
bots, chance steps, saves, export and import, the rules dialog). Game logic stays in the engine."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from sevens.core.errors import IllegalMove
from sevens.games.ultraseven.cards import MEMBERS, WEAPONS
from sevens.games.ultraseven.state import ALIEN_SEAT

from ..generic_render import status_text
from ..i18n import TABLE_STRINGS, lookup
from ..log_cache import Entry, LogCache
from ..table_base import GameTable, Motion, show_rules_dialog
from . import logic, render
from .rules_text import RULES, card_reference
from .session import Session
from .text import S, seat_name, tx


def log_entry(game: Any, before: Any, after: Any, lang: str, viewer: int) -> Entry:
    """One decision as the viewer may read it (``sevens.core.history.describe``: the alien's placed or drawn
    invasion card unnamed to the TDF, U 21); a die marked ⚄."""
    from sevens.core import history

    d = game.decision(before)
    m = game.parse_move(before, after.log[-1])
    said = history.describe(game, before, m, lang, viewer)
    return d.turn, d.turn_seat, [("⚄ " if d.chance else "") + said]


T = TypeVar("T")


def _ruled(play: Callable[[], T]) -> T:
    """``play()``, an engine refusal headed by the rule it names ("R 11.5: …") when it names one."""
    try:
        return play()
    except IllegalMove as err:
        if not logic.rule_name(err.rule):
            raise
        raise IllegalMove(err.rule, logic.headed(err, "en"), logic.headed(err, "ja")) from None


class Table(GameTable):
    SESSION = Session
    STRINGS = S
    RULES = RULES
    OPEN_SEAT = ALIEN_SEAT  # its face-down cards on the map and its hand; the TDF's deployment is public

    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.log_cache = LogCache(log_entry)
        self.picked: tuple[Any, str] | None = None
        """The member or weapon picked for deployment: (the state it was picked in, its key)."""
        self.line: str | None = None
        """The deployment line the engine refused last, kept in its box until played or the step is over."""

    def seat_label(self, seat: int, lang: str) -> str:
        """A seat in the set-up form with its side (P1 the TDF, P2 the alien)."""
        return f"{super().seat_label(seat, lang)} · {seat_name(seat, lang)}"

    def seat_name(self, seat: int, lang: str) -> str:
        seats = self.session.seats if self.session is not None else []
        side = seat_name(seat, lang)
        if not seats:
            return side
        alone = seats[seat] == "human" and seats.count("human") == 1
        who = lookup(TABLE_STRINGS, "you" if alone else seats[seat], lang)
        return f"{side} · {who}"

    # --- clicks --------------------------------------------------------------------------------------
    def move(self, text: str) -> None:
        """The shell's move, its refusal headed by the rule it names ("R 11.5: …")."""
        s = self.session
        if s is None or not self.can_decide():
            return
        self.human_move(lambda: _ruled(lambda: s.play(text)))

    def deploy_line(self, text: str) -> None:
        """A whole deployment typed on one line (``logic.line_moves``): all its decisions played, or none and the
        notice says why (headed by the rule, as a click's refusal)."""
        s = self.session
        if s is None or not self.can_decide():
            return

        def play() -> None:
            for move in _ruled(lambda: logic.line_moves(self.game, s.state, text.strip())):
                s.play(move)
            self.line = None

        self.picked = None
        self.line = text
        self.human_move(play)
        box = self.app().querySelector(f"#{render.LINE_ID}") if self.line is not None else None
        if box is not None:
            box.focus()

    def on_key(self, event: Any) -> None:
        """Enter in the deployment line plays it."""
        target: Any = getattr(event, "target", None)
        if target is not None and getattr(event, "key", "") == "Enter" and getattr(target, "id", "") == render.LINE_ID:
            event.preventDefault()
            self.deploy_line(str(target.value or ""))

    def drag_start(self, source: str) -> bool:
        """A member or weapon dragged from the roster (``web.drag``): picked, so the areas show where it may go."""
        s = self.session
        if (s is None or not self.can_decide() or s.state.phase != "deploy"
                or (source not in MEMBERS and source not in WEAPONS)):
            return False
        if self.picked is None or self.picked[0] is not s.state or self.picked[1] != source:
            self.picked = (s.state, source)
            self.draw()
        return True

    def drop(self, source: str, target: str) -> None:
        """Let go over an area: the deployment a click there makes (refused with its rule when illegal)."""
        move = logic.click_move(source, target)
        if move is not None:
            self.picked = None
            self.move(move)

    def action(self, action: str, target: Any, event: Any) -> bool:
        s = self.session
        if action == "us-pick":
            key = str(target.dataset.pick or "")
            was = self.picked[1] if self.picked is not None and s is not None and self.picked[0] is s.state else ""
            self.picked = (s.state, key) if s is not None and key and key != was and self.can_decide() else None
            self.draw()
            return True
        if action == "us-area":
            picked = self.picked[1] if self.picked is not None and s is not None and self.picked[0] is s.state else ""
            move = logic.click_move(picked, str(target.dataset.area or ""))
            if move is not None:
                self.picked = None
                self.move(move)
            return True
        if action == "us-line":
            box = self.app().querySelector(f"#{render.LINE_ID}")
            self.deploy_line(str(box.value or "") if box is not None else "")
            return True
        if action == "us-cards":
            lang = self.lang()
            show_rules_dialog(card_reference(lang), self.tx("close", lang))
            return True
        return super().action(action, target, event)

    def motion(self, before: Any, move: str, seat: int) -> Motion:
        return logic.motion(before, move, seat)

    # --- the drawing ---------------------------------------------------------------------------------
    def result_line(self, lang: str) -> str:
        return self.result_text(self.session.view(), lang)

    def result_text(self, v: dict[str, Any], lang: str) -> str:
        w = v["winner"]
        if w < 0:
            return ""
        return tx({0: "won_tdf", 1: "won_alien"}.get(w, "drawn"), lang)

    def drawing(self, status: str | None) -> render.Drawing:
        lang = self.lang()
        s = self.session
        v = s.view()  # first: the device follows the deciding human
        names = [self.seat_name(q, lang) for q in range(len(s.seats))]
        decides = self.can_decide() and s.to_move() == s.viewer
        picked = self.picked[1] if self.picked is not None and self.picked[0] is s.state else ""
        past = s.past()
        eyes = int(v["seat"])  # the view's seat (the replay shows a seat of its choice): the log is told to it
        rolls = logic.last_rolls(self.game, past, lang, eyes)
        if v["phase"] != "deploy":
            self.line = None  # the step is over: a refused line is not offered at the next one
        line = self.line if decides else None
        return render.Drawing(view=v, names=names, line=line,
                              status=status if status is not None else status_text(s, names, lang),
                              decides=decides, picked=picked if decides else "", notice=self.notice, rolls=rolls,
                              log=self.log_cache.turns(self.game, past, lang, eyes, render.LOG_TURNS),
                              result=self.result_text(v, lang))

    def draw_table(self, status: str | None = None) -> None:
        self.app().innerHTML = render.table_html(self.drawing(status), self.lang())


TABLE = Table
