"""The 七並べ table's DOM side: draws the session, dispatches clicks, runs bot turns in the worker,
autosaves after every move, exports and imports records. Game logic stays in ``session``/the engine."""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from typing import Any, Callable

from pyscript import document, window

from sevens.core.errors import IllegalMove, SevensError

from ..jsutil import absent
from . import render
from .rules_text import RULES
from .session import SAVE_KEY, Session
from .text import tx

DEFAULT_CONFIG: dict[str, Any] = {
    "players": 4, "seats": ["human", "normal", "normal", "normal"],
    "options": {"rounds": 1, "pass_limit": 3, "joker": False, "joker_last": False, "ak_link": False, "ak_tunnel": False},
}


class Table:
    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None], pace: float) -> None:
        self.lang = lang
        self.get = storage_get
        self.set = storage_set
        self.pace = pace
        self.session: Session | None = None
        self.config = json.loads(json.dumps(DEFAULT_CONFIG))
        self.notice = ""
        self.busy = False
        self.generation = 0
        self.screen = "setup"
        self.bot_ms: list[float] = []
        """How long each worker answer took (read by scripts/bench_load.py)."""

    # --- screens -------------------------------------------------------------------------------
    def app(self) -> Any:
        return document.getElementById("app")

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

    def saved_text(self) -> str | None:
        return self.get(SAVE_KEY)

    def resume(self) -> str | None:
        """Load the autosave; returns an error message (the save is refused) or None."""
        text = self.saved_text()
        if text is None:
            return None
        try:
            session = Session.load(text)
        except SevensError as err:
            return err.text(self.lang())
        self.start_session(session)
        return None

    def start_session(self, session: Session) -> None:
        self.generation += 1
        self.session = session
        self.screen = "table"
        self.notice = ""
        self.save()
        self.draw()
        self.kick()

    def save(self) -> None:
        if self.session is not None:
            self.set(SAVE_KEY, self.session.dump())

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
        try:
            s.play(text)
        except IllegalMove as err:
            self.notice = err.text(self.lang())
            self.draw()
            return
        self.notice = ""
        self.save()
        self.draw()
        self.kick()

    def reveal(self) -> None:
        if self.session is not None:
            self.session.revealed = True
            self.draw()

    def undo(self) -> None:
        s = self.session
        if s is None:
            return
        self.generation += 1
        if s.undo():  # a bot answer still on its way is discarded by the loop (generation changed)
            self.notice = ""
            self.save()
        else:
            self.notice = tx("nothing_to_undo", self.lang())
        self.draw()

    def export(self) -> None:
        if self.session is None:
            return
        text = self.session.dump()
        from pyodide.ffi import to_js

        blob = window.Blob.new(to_js([text]), _js_options())
        url = window.URL.createObjectURL(blob)
        a = document.createElement("a")
        a.href = url
        a.download = "sevens-shichinarabe.json"
        document.body.appendChild(a)
        a.click()
        a.remove()
        window.URL.revokeObjectURL(url)

    async def import_file(self, file: Any) -> None:
        text = await file.text()
        try:
            session = Session.load(str(text))
        except SevensError as err:
            self.notice = tx_bad_import(self.lang(), err.text(self.lang()))
            self.draw()
            return
        self.start_session(session)

    def show_rules(self) -> None:
        dialog = document.getElementById("rules-dialog")
        if absent(dialog):
            dialog = document.createElement("dialog")
            dialog.id = "rules-dialog"
            document.body.appendChild(dialog)
        lang = self.lang()
        close = "閉じる" if lang == "ja" else "Close"
        dialog.innerHTML = (f'<div class="rules">{RULES[lang]}</div>'
                            f'<form method="dialog"><button class="primary">{close}</button></form>')
        dialog.showModal()

    # --- bots ------------------------------------------------------------------------------------
    def kick(self) -> None:
        """Start the bot loop if a bot is to move and no loop runs (``busy`` is set before it is scheduled)."""
        if self.session is not None and self.session.bot_to_move() and not self.busy:
            self.busy = True
            asyncio.ensure_future(self.bot_loop())

    async def bot_loop(self) -> None:
        """Bot turns one after another; only ``kick`` starts it and only it clears ``busy``: one loop at most."""
        from pyscript import workers

        try:
            while self.session is not None and self.session.bot_to_move():
                gen = self.generation
                s = self.session
                p = s.to_move()
                self.draw()
                started = time.monotonic()
                worker = await workers["bot"]
                view = s.bot_view()
                before = s.state
                asked = time.monotonic()
                text = await worker.choose("shichinarabe", json.dumps(view), s.seats[p], s.state.seed % 1_000_003 + p)
                self.bot_ms.append(round((time.monotonic() - asked) * 1000, 1))
                document.body.dataset.botMs = json.dumps(self.bot_ms[-200:])
                rest = self.pace - (time.monotonic() - started)
                if rest > 0:
                    await asyncio.sleep(rest)
                if gen != self.generation or self.session is not s or s.state is not before:
                    break  # undo, a new game or an import happened meanwhile: the answer is stale
                s.play(str(text))
                self.save()
        finally:
            self.busy = False
            self.draw()
        self.kick()


def _js_options() -> Any:
    from pyodide.ffi import to_js

    return to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)


def tx_bad_import(lang: str, why: str) -> str:
    from ..i18n import t

    return t("bad_import", lang, why=why)
