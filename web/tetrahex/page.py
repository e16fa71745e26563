"""The SEVEN table's DOM side: set-up, drawing the session, the tile in hand, bot turns in the worker,
autosave after every move, export and import. Game logic stays in ``session`` and the engine."""

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


class TetraTable(BoardControls):
    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None], pace: float) -> None:
        self.lang = lang  # type: ignore[method-assign]
        self.get = storage_get
        self.set = storage_set
        self.pace = pace
        self.session: Session | None = None
        self.config = json.loads(json.dumps(DEFAULT_CONFIG))
        self.notice = ""
        self.busy = False
        self.generation = 0
        self.screen = "setup"
        self.pick = None
        self.aim = None
        self.bot_ms: list[float] = []

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
        try:
            s.place(shape, cells)
        except IllegalMove as err:  # the probe said yes, so only a changed position lands here
            self.notice = err.text(self.lang())
            self.draw()
            return
        self.notice = ""
        self.save()
        self.draw()
        self.kick()

    # --- screens -------------------------------------------------------------------------------------
    def app(self) -> Any:
        return document.getElementById("app")

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
        self.pick = None
        self.aim = None
        self.save()
        self.draw()
        self.kick()

    def save(self) -> None:
        if self.session is not None:
            self.set(SAVE_KEY, self.session.dump())

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
        if action == "start":
            self.start()
        elif action == "pick":
            self.take(int(target.dataset.player), str(target.dataset.shape))
        elif action == "turn":
            self.turn()
        elif action == "turn_back":
            self.turn(back=True)
        elif action == "flip":
            self.flip()
        elif action == "prev":
            self.step(-1)
        elif action == "next":
            self.step(1)
        elif action == "place":
            self.place()
        elif action == "cancel":
            self.put_back()
        elif action == "board":
            self.on_board_click(event)
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
        s = self.session
        if s is None:
            return
        self.generation += 1
        self.pick = None
        self.aim = None
        if s.undo():  # a bot answer still on its way is discarded by the loop (generation changed)
            self.notice = ""
            self.save()
        else:
            self.notice = tx("nothing_to_undo", self.lang())
        self.draw()
        self.kick()

    def export(self) -> None:
        if self.session is None:
            return
        from pyodide.ffi import to_js

        blob = window.Blob.new(to_js([self.session.dump()]),
                               to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        a = document.createElement("a")
        a.href = url
        a.download = "sevens-tetrahex.json"
        document.body.appendChild(a)
        a.click()
        a.remove()
        window.URL.revokeObjectURL(url)

    async def import_file(self, file: Any) -> None:
        text = await file.text()
        try:
            session = Session.load(str(text))
        except SevensError as err:
            from ..i18n import t

            self.notice = t("bad_import", self.lang(), why=err.text(self.lang()))
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
        dialog.innerHTML = (f'<div class="rules">{RULES[lang]}</div>'
                            f'<form method="dialog"><button class="primary">{tx("close", lang)}</button></form>')
        dialog.showModal()

    # --- bots ----------------------------------------------------------------------------------------
    def kick(self) -> None:
        """Start the bot loop if a bot is to move and no loop runs (``busy`` is set before it is scheduled)."""
        if self.screen == "table" and self.session is not None and self.session.bot_to_move() and not self.busy:
            self.busy = True
            asyncio.ensure_future(self.bot_loop())

    async def bot_loop(self) -> None:
        """Bot turns one after another, computed in the worker; a stale answer (undo, new game) is dropped."""
        from pyscript import workers

        try:
            while self.screen == "table" and self.session is not None and self.session.bot_to_move():
                gen = self.generation
                s = self.session
                p = s.to_move()
                assert p is not None
                self.draw()
                started = time.monotonic()
                worker = await workers["bot"]
                before = s.state
                asked = time.monotonic()
                text = await worker.choose("tetrahex", json.dumps(s.bot_view()), s.seats[p],
                                           s.state.seed % 1_000_003 + len(s.state.tiles))
                self.bot_ms.append(round((time.monotonic() - asked) * 1000, 1))
                document.body.dataset.botMs = json.dumps(self.bot_ms[-200:])
                rest = self.pace - (time.monotonic() - started)
                if rest > 0:
                    await asyncio.sleep(rest)
                if gen != self.generation or self.session is not s or s.state is not before:
                    break
                s.play(str(text))
                self.save()
        finally:
            self.busy = False
            self.draw()
        self.kick()

