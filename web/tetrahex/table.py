"""The SEVEN table's DOM side: set-up, drawing the session, the tile in hand, bot turns in the worker,
autosave after every move, export and import. Game logic stays in ``session`` and the engine."""

from __future__ import annotations

import secrets
from typing import Any, Callable

from pyscript import document, window

from sevens.core.errors import SevensError

from ..jsutil import absent
from ..table_base import GameTable
from . import render
from .aim import Probe
from .interact import BoardControls
from .rules_text import RULES
from .session import GAME, SAVE_KEY, Session, probe_for, reach, targets
from .text import colour, tx

DEFAULT_CONFIG: dict[str, Any] = {"seats": ["human", "normal"], "variant": "top"}


def refocus(draw: Callable[[], None]) -> None:
    """Redraw and give the focus back to the element (by id) that had it, so keyboard play goes on."""
    active = document.activeElement
    key = None if absent(active) else str(active.id or "")
    draw()
    if key:
        el = document.getElementById(key)
        if not absent(el):
            from pyodide.ffi import to_js

            el.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


class TetraTable(BoardControls, GameTable):
    GAME_ID = "tetrahex"
    SAVE_KEY = SAVE_KEY
    SESSION = Session

    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None], pace: float) -> None:
        GameTable.__init__(self, lang, storage_get, storage_set, pace, DEFAULT_CONFIG)
        self.session: Session | None = None
        self.pick = None
        self.aim = None

    # --- what the shared table needs ---------------------------------------------------------------
    def tx(self, key: str, lang: str, **fmt: Any) -> str:
        return tx(key, lang, **fmt)

    def rules_html(self, lang: str) -> str:
        return RULES[lang]

    def bot_seed(self, session: Any, player: int) -> int:
        return session.state.seed % 1_000_003 + len(session.state.tiles)  # type: ignore[no-any-return]

    def bots_may_run(self) -> bool:
        """Bots play only while the table is shown (``leave`` stops them)."""
        return self.screen == "table"

    # --- what the board controls need ---------------------------------------------------------------
    def probe(self) -> Probe:
        assert self.session is not None
        return probe_for(self.session.state)  # type: ignore[no-any-return]

    def targets(self, shape: str) -> list[tuple[int, ...]] | None:
        assert self.session is not None
        return targets(self.session.state, shape)

    def can_act(self) -> bool:
        s = self.session
        return self.screen == "table" and s is not None and s.human_to_move() and not self.busy

    def commit(self, shape: str, cells: tuple[int, ...]) -> None:
        s = self.session
        if s is None:
            return
        self.human_move(lambda: s.place(shape, cells))  # the probe said yes: a refusal means the position changed

    # --- screens -------------------------------------------------------------------------------------
    def draw(self, status: str | None = None) -> None:
        refocus(lambda: self._draw(status))

    def _draw(self, status: str | None) -> None:
        lang = self.lang()
        if self.screen == "away":
            return
        if self.screen == "setup" or self.session is None:
            self.app().innerHTML = render.setup_html(lang, self.config)
            return
        s = self.session
        v = s.view()
        p = s.to_move()
        names = [render.seat_name(q, s.seats, lang) for q in (0, 1)]
        if status is None:
            if p is None:
                status = tx("over", lang)
            elif s.seats[p] != "human":
                status = tx("thinking", lang, name=names[p])
            elif len(s.humans()) == 2:
                status = tx("hotseat_turn", lang, colour=colour(p, lang))
            else:
                status = tx("your_turn", lang, colour=colour(p, lang))
        can_act = self.can_act()
        if not can_act:
            self.pick = None
            self.aim = None
        hand = render.Hand(self.pick, self.aim, self.hints())
        if self.pick is not None:
            spots = self.targets(self.pick.shape) or []
            hand.spots = len(spots)
            hand.level = reach(s.state, self.pick.shape)
        left = [GAME.remaining(s.state, q) for q in (0, 1)]
        reaches = {x: reach(s.state, x) for x in left[p]} if p is not None and can_act else {}
        winner: int | None | str = ""
        if p is None:
            out = GAME.outcome(s.state)
            assert out is not None
            winner = None if out.ranks == (1, 1) else (0 if out.ranks == (1, 2) else 1)
        self.app().innerHTML = render.table_html(
            v, s.seats, lang, status=status, notice=self.notice, hand=hand, can_act=can_act, left=left,
            reach=reaches, log=s.log(lang), leader=s.leader(), winner=winner)

    def leave(self) -> None:
        """The page shows something else (the hall, the puzzles): stop drawing and drop any bot answer."""
        if self.screen == "table":
            self.screen = "away"
        self.generation += 1

    def open_setup(self) -> None:
        self.screen = "setup"
        self.generation += 1
        self.draw()

    def start_session(self, session: Any) -> None:
        self.pick = None
        self.aim = None
        super().start_session(session)

    # --- actions -------------------------------------------------------------------------------------
    def read_setup(self) -> None:
        form = document.getElementById("setup")
        if absent(form):
            return
        self.config["seats"] = [str(form.elements.namedItem(f"seat{p}").value) for p in (0, 1)]
        checked = form.querySelector("input[name='variant']:checked")
        self.config["variant"] = "top" if absent(checked) else str(checked.value)

    def start(self) -> None:
        self.read_setup()
        try:
            session = Session.new(secrets.randbelow(2**31), self.config["seats"], self.config["variant"])
        except SevensError as err:
            document.getElementById("setup-notice").textContent = err.text(self.lang())
            return
        self.start_session(session)

    def action(self, action: str, target: Any, event: Any) -> bool:
        """Handle a ``data-action`` of the table; False if it is not one of ours."""
        if self.board_action(action, target, event):
            return True
        if action == "start":
            self.start()
        elif action == "undo":
            self.undo()
        elif action == "export":
            self.export()
        elif action == "new":
            self.open_setup()
        elif action == "rules":
            self.show_rules()
        else:
            return False
        return True

    def undo(self) -> None:
        """The shared undo, with the tile in hand put back; then the bot answers if it is to move."""
        self.pick = None
        self.aim = None
        super().undo()
        self.kick()
