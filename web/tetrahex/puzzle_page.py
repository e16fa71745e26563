"""The SEVEN puzzles' DOM side: the list, one puzzle's build with the tile in hand, Check, Level 5's
solution (computed in the worker, then shown placement by placement), and the build's autosave: saved after
every change under ``save_key(pid)`` and restored when the puzzle is opened (a refused save: a notice and a
fresh build). Logic stays in ``puzzle_session``."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

from pyscript import document

from sevens.core.errors import IllegalMove, SevensError
from sevens.games.tetrahex.hexgrid import axial
from sevens.games.tetrahex.placements import frontier

from ..table_base import show_rules_dialog
from . import puzzle_render
from .aim import Probe
from .geometry import Axial
from .interact import BoardControls
from .table import refocus
from .puzzle_session import PuzzleSession, save_key
from .render import Hand
from .rules_text import RULES
from .text import tx


class PuzzleRoom(BoardControls):
    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], None]) -> None:
        self.lang = lang  # type: ignore[method-assign]
        self.get = storage_get
        self.set = storage_set
        self.session: PuzzleSession | None = None
        self.screen = "list"
        self.notice = ""
        self.busy = False
        self.pick = None
        self.aim = None
        self.last_player = 1
        """The colour of the tile in hand (kept through placing, which drops the pick)."""

    # --- what the board controls need ---------------------------------------------------------------
    def probe(self) -> Probe:
        assert self.session is not None and self.pick is not None
        return self.session.probe(self.pick.player)

    def targets(self, shape: str) -> list[tuple[int, ...]] | None:
        assert self.session is not None
        return self.session.targets(shape)

    def can_act(self) -> bool:
        ps = self.session
        return self.screen == "puzzle" and ps is not None and ps.shown is None and bool(ps.players())

    def commit(self, shape: str, cells: tuple[int, ...]) -> None:
        ps = self.session
        if ps is None:
            return
        player = self.last_player
        try:
            ps.place(player, shape, cells)
        except IllegalMove as err:
            self.notice = err.text(self.lang())
        else:
            self.notice = ""
            self.save()
        self.draw()

    def take(self, player: int, shape: str) -> None:
        self.last_player = player
        super().take(player, shape)

    def place(self) -> None:
        if self.pick is not None:
            self.last_player = self.pick.player
        super().place()

    def start_cells(self) -> list[Axial]:
        """Free puzzles: the ghost starts on the first cell next to the build (or on it, for Copycat's
        white tiles) where the tile in hand may lie."""
        assert self.session is not None
        s = self.session.state
        if not s.tiles:
            return [(0, 0)]
        near = sorted(axial(c) for c in frontier(s.height))
        over = sorted(axial(c) for c in s.height)
        return over + near if self.pick is not None and self.pick.player == 0 and self.session.pid == "copycat" else near + over

    # --- screens -------------------------------------------------------------------------------------
    def open_list(self) -> None:
        self.screen = "list"
        self.pick = None
        self.aim = None
        self.draw()

    def open(self, pid: str) -> None:
        """Open ``pid`` with its saved build; a save that is refused leaves a notice and a fresh build (the
        refused entry stays in storage until the first change of the new build replaces it)."""
        self.notice = ""
        text = self.get(save_key(pid))
        session = None
        if text is not None:
            try:
                session = PuzzleSession.load(text, pid)
            except SevensError as err:
                lang = self.lang()
                self.notice = tx("bad_puzzle_save", lang, why=err.text(lang))
        self.session = session if session is not None else PuzzleSession(pid)
        self.screen = "puzzle"
        self.pick = None
        self.aim = None
        self.draw()

    def save(self) -> None:
        """Store the build as it is now (after a tile is laid or taken back, or the build is started again)."""
        if self.session is not None:
            self.set(save_key(self.session.pid), self.session.dump())

    def draw(self) -> None:
        refocus(self._draw)

    def _draw(self) -> None:
        lang = self.lang()
        app = document.getElementById("app")
        if self.screen == "list" or self.session is None:
            app.innerHTML = puzzle_render.list_html(lang)
            return
        ps = self.session
        can_act = self.can_act()
        if not can_act or (self.pick is not None and self.pick.player not in ps.players()):
            self.pick = None
            self.aim = None
        hand = Hand(self.pick, self.aim, self.hints(), free=ps.free)
        if self.pick is not None and not ps.free:
            hand.spots = len(self.targets(self.pick.shape) or [])
            hand.level = ps.reach(self.pick.shape)
        app.innerHTML = puzzle_render.room_html(ps, lang, hand, can_act, self.busy, self.notice)

    # --- actions -------------------------------------------------------------------------------------
    def action(self, action: str, target: Any, event: Any) -> bool:
        ps = self.session
        if self.board_action(action, target, event):
            return True
        if action == "puzzle":
            self.open(str(target.dataset.puzzle))
        elif action == "check" and ps is not None:
            ps.check()
            self.draw()
        elif action == "take_back" and ps is not None:
            self.pick = None
            if ps.take_back():
                self.notice = ""
                self.save()
            else:
                self.notice = tx("nothing_to_undo", self.lang())
            self.draw()
        elif action == "reset" and ps is not None:
            ps.reset()
            self.save()
            self.pick = None
            self.notice = ""
            self.draw()
        elif action == "solution" and ps is not None:
            asyncio.ensure_future(self.solve())
        elif action == "sol_next" and ps is not None and ps.shown is not None:
            ps.show(ps.shown + 1)
            self.draw()
        elif action == "sol_prev" and ps is not None and ps.shown is not None:
            ps.show(ps.shown - 1)
            self.draw()
        elif action == "sol_hide" and ps is not None:
            ps.hide_solution()
            self.draw()
        elif action == "rules":
            self.show_rules()
        else:
            return False
        return True

    def on_change(self, target: Any) -> None:
        """No form fields in the puzzles (kept for the page's change listener)."""

    async def solve(self) -> None:
        """Ask the worker for Level 5's solution (a search of about a second, off the page's thread)."""
        from pyscript import workers

        ps = self.session
        if ps is None or self.busy:
            return
        self.busy = True
        self.draw()
        try:
            if ps.solution is None:
                worker = await workers["bot"]
                texts = json.loads(str(await worker.level5_solution()))
                ps.load_solution(texts)
            else:
                ps.show(0)
        except SevensError as err:
            self.notice = err.text(self.lang())
        finally:
            self.busy = False
        self.pick = None
        self.draw()

    def show_rules(self) -> None:
        lang = self.lang()
        show_rules_dialog(RULES[lang], tx("close", lang))
