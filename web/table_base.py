"""What every game's table in the page shares on the DOM side: the autosave and resume, export and import of
a record file, a human's move with its refusal, undo, bot turns in the worker at the page's pace, and the
rules dialog.

A game's table subclasses ``GameTable`` and gives its game id (``GAME_ID``, also the exported file's name),
its storage key (``SAVE_KEY``), its session class (``SESSION``, a ``web.session_base.SessionBase``), its
strings (``tx``), its drawing (``draw``) and the seed offset of a bot's answer (``bot_seed``). Game logic
stays in the session and the engine.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Callable, ClassVar

from pyscript import document, window

from sevens.core.errors import IllegalMove, SevensError

from .i18n import t
from .jsutil import absent
from .session_base import SessionBase


def show_rules_dialog(rules_html: str, close: str) -> None:
    """Open the modal rules dialog (created once, id ``rules-dialog``) with ``rules_html`` and a close button."""
    dialog = document.getElementById("rules-dialog")
    if absent(dialog):
        dialog = document.createElement("dialog")
        dialog.id = "rules-dialog"
        document.body.appendChild(dialog)
    dialog.innerHTML = (f'<div class="rules">{rules_html}</div>'
                        f'<form method="dialog"><button class="primary">{close}</button></form>')
    dialog.showModal()


def download_json(text: str, filename: str) -> None:
    """Offer ``text`` as a JSON file named ``filename`` for download."""
    from pyodide.ffi import to_js

    blob = window.Blob.new(to_js([text]),
                           to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    a = document.createElement("a")
    a.href = url
    a.download = filename
    document.body.appendChild(a)
    a.click()
    a.remove()
    window.URL.revokeObjectURL(url)


class GameTable:
    """One game's table: its session, the set-up's config, the notice line, and the bot loop's guards.

    ``busy`` is True while the bot loop runs (set before it is scheduled, cleared only by the loop);
    ``generation`` changes with every undo, new game or import, so a bot answer that arrives afterwards
    is dropped as stale.
    """

    GAME_ID: ClassVar[str]
    SAVE_KEY: ClassVar[str]
    SESSION: ClassVar[type[SessionBase]]

    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None], pace: float, default_config: dict[str, Any]) -> None:
        self.lang = lang
        self.get = storage_get
        self.set = storage_set
        self.pace = pace
        self.session: Any = None
        self.config: dict[str, Any] = json.loads(json.dumps(default_config))
        self.notice = ""
        self.busy = False
        self.generation = 0
        self.screen = "setup"
        self.bot_ms: list[float] = []
        """How long each worker answer took (read by scripts/bench_load.py)."""

    # --- what a subclass provides ------------------------------------------------------------------
    def tx(self, key: str, lang: str, **fmt: Any) -> str:
        """A string of the game's table in ``lang``."""
        raise NotImplementedError

    def draw(self, status: str | None = None) -> None:
        raise NotImplementedError

    def bot_seed(self, session: Any, player: int) -> int:
        """The seed the bot of ``player`` gets for its answer now (same position, same answer)."""
        raise NotImplementedError

    def bots_may_run(self) -> bool:
        """Whether bot turns may be played now (a table that is not shown may say no)."""
        return True

    def rules_html(self, lang: str) -> str:
        raise NotImplementedError

    # --- the session and its save -------------------------------------------------------------------
    def app(self) -> Any:
        return document.getElementById("app")

    def saved_text(self) -> str | None:
        return self.get(self.SAVE_KEY)

    def resume(self) -> str | None:
        """Load the autosave; returns an error message (the save is refused) or None."""
        text = self.saved_text()
        if text is None:
            return None
        try:
            session = self.SESSION.load(text)
        except SevensError as err:
            return err.text(self.lang())
        self.start_session(session)
        return None

    def start_session(self, session: Any) -> None:
        """Make ``session`` the table's game: saved, drawn, and the bot started if it is to move."""
        self.generation += 1
        self.session = session
        self.screen = "table"
        self.notice = ""
        self.save()
        self.draw()
        self.kick()

    def save(self) -> None:
        if self.session is not None:
            self.set(self.SAVE_KEY, self.session.dump())

    def export(self) -> None:
        if self.session is None:
            return
        download_json(self.session.dump(), f"sevens-{self.GAME_ID}.json")

    async def import_file(self, file: Any) -> None:
        """Replace the game by an imported record, only if it is valid (else the notice says why)."""
        text = await file.text()
        try:
            session = self.SESSION.load(str(text))
        except SevensError as err:
            self.notice = t("bad_import", self.lang(), why=err.text(self.lang()))
            self.draw()
            return
        self.start_session(session)

    # --- a human's move, undo, rules ---------------------------------------------------------------
    def human_move(self, apply: Callable[[], None]) -> None:
        """Run ``apply`` (a move on the session): if the engine refuses it the notice gives the rule and
        nothing changes; else the game is saved, drawn, and the bot started if it is to move."""
        try:
            apply()
        except IllegalMove as err:
            self.notice = err.text(self.lang())
            self.draw()
            return
        self.notice = ""
        self.save()
        self.draw()
        self.kick()

    def undo(self) -> None:
        """The session's undo; a bot answer still on its way is discarded by the loop (generation changed)."""
        s = self.session
        if s is None:
            return
        self.generation += 1
        if s.undo():
            self.notice = ""
            self.save()
        else:
            self.notice = self.tx("nothing_to_undo", self.lang())
        self.draw()

    def show_rules(self) -> None:
        lang = self.lang()
        show_rules_dialog(self.rules_html(lang), self.tx("close", lang))

    # --- bots ----------------------------------------------------------------------------------------
    def kick(self) -> None:
        """Start the bot loop if a bot is to move and no loop runs (``busy`` is set before it is scheduled)."""
        if self.bots_may_run() and self.session is not None and self.session.bot_to_move() and not self.busy:
            self.busy = True
            asyncio.ensure_future(self.bot_loop())

    async def bot_loop(self) -> None:
        """Bot turns one after another, computed in the worker and paced by ``pace`` seconds; only ``kick``
        starts it and only it clears ``busy``, so one loop runs at most. A stale answer is dropped."""
        from pyscript import workers

        try:
            while self.bots_may_run() and self.session is not None and self.session.bot_to_move():
                gen = self.generation
                s = self.session
                p = s.to_move()
                assert p is not None
                self.draw()
                started = time.monotonic()
                worker = await workers["bot"]
                before = s.state
                asked = time.monotonic()
                text = await worker.choose(self.GAME_ID, json.dumps(s.bot_view()), s.seats[p], self.bot_seed(s, p))
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
