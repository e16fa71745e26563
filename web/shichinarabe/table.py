"""The 七並べ table's DOM side: draws the session, dispatches clicks, runs bot turns in the worker,
autosaves after every move, exports and imports records. Game logic stays in ``session``/the engine."""

from __future__ import annotations

import secrets
from typing import Any, Callable

from pyscript import document

from sevens.core.errors import SevensError

from ..jsutil import absent
from ..table_base import GameTable
from . import render
from .rules_text import RULES
from .session import SAVE_KEY, Session
from .text import tx

DEFAULT_CONFIG: dict[str, Any] = {
    "players": 4, "seats": ["human", "normal", "normal", "normal"],
    "options": {"rounds": 1, "pass_limit": 3, "joker": False, "joker_last": False, "ak_link": False, "ak_tunnel": False},
}


class Table(GameTable):
    GAME_ID = "shichinarabe"
    SAVE_KEY = SAVE_KEY
    SESSION = Session

    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None], pace: float) -> None:
        super().__init__(lang, storage_get, storage_set, pace, DEFAULT_CONFIG)
        self.session: Session | None = None

    def tx(self, key: str, lang: str, **fmt: Any) -> str:
        return tx(key, lang, **fmt)

    def rules_html(self, lang: str) -> str:
        return RULES[lang]

    def bot_seed(self, session: Any, player: int) -> int:
        return session.state.seed % 1_000_003 + player  # type: ignore[no-any-return]

    # --- screens -------------------------------------------------------------------------------
    def draw(self, status: str | None = None) -> None:
        lang = self.lang()
        if self.screen == "setup" or self.session is None:
            self.app().innerHTML = render.setup_html(lang, self.config)
            return
        s = self.session
        v = s.view()
        names = render.seat_names(s.seats, lang)
        p = s.to_move()
        if p is not None and s.seats[p] == "human" and not s.revealed:
            self.app().innerHTML = render.handover_html(names[p], lang)
            return
        if status is None:
            if p is None:
                status = tx("standings", lang)
            elif s.seats[p] == "human":
                status = tx("your_turn", lang, name=names[p])
            else:
                status = tx("thinking", lang, name=names[p])
        can_act = p is not None and p == v["seat"] and s.seats[p] == "human" and not self.busy
        self.app().innerHTML = render.table_html(v, s.seats, lang, show_hand=True, can_act=can_act,
                                                 status=status, notice=self.notice)

    def open_setup(self) -> None:
        self.screen = "setup"
        self.draw()

    # --- actions ---------------------------------------------------------------------------------
    def read_setup(self) -> None:
        form = document.getElementById("setup")
        if absent(form):
            return
        n = int(form.elements.namedItem("players").value)
        seats = []
        for i in range(n):
            el = form.elements.namedItem(f"seat{i}")
            seats.append("normal" if absent(el) else str(el.value))
        o = self.config["options"]
        o["rounds"] = int(form.elements.namedItem("rounds").value)
        o["pass_limit"] = int(form.elements.namedItem("pass_limit").value)
        for key in ("joker", "joker_last", "ak_link", "ak_tunnel"):
            o[key] = bool(form.elements.namedItem(key).checked)
        self.config["players"] = n
        self.config["seats"] = seats

    def players_changed(self) -> None:
        self.read_setup()
        n = self.config["players"]
        seats = self.config["seats"][:n]
        seats += ["normal"] * (n - len(seats))
        self.config["seats"] = seats
        self.draw()

    def start(self) -> None:
        self.read_setup()
        o = dict(self.config["options"])
        if not o["ak_link"]:
            o["ak_tunnel"] = False
        try:
            session = Session.new(secrets.randbelow(2**31), self.config["seats"], o)
        except SevensError as err:
            document.getElementById("setup-notice").textContent = err.text(self.lang())
            return
        self.start_session(session)

    def move(self, text: str) -> None:
        s = self.session
        if s is None or self.busy or s.bot_to_move():
            return
        self.human_move(lambda: s.play(text))

    def reveal(self) -> None:
        if self.session is not None:
            self.session.revealed = True
            self.draw()
