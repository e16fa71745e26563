"""The SEVEN puzzles' DOM side: the list, one puzzle's build with the tile in hand, Check, Level 5's
solution (computed in the worker, then shown placement by placement), and the build's autosave: saved after
every change under ``save_key(pid)`` and restored when the puzzle is opened. Logic stays in ``puzzle_session``.

Nothing is lost (issue 13, items 1 and 8). A save is untrusted (another page of the origin may have written
it): ``PuzzleSession.load`` reads it through ``sevens.core.record.loads``, which measures size and depth
before any JSON parse, so a text of 6,000 ``[`` is refused instead of exhausting Pyodide's stack. A refused
save is set aside first: its text is written under ``save_key(pid) + ".refused"`` (through the storage
setter), and only then is the main key given the fresh build; the notice names the puzzle and says so. If
the browser will not store the copy, the refused save is left where it is and this build is not saved over
it. A build is written only if it reads back (``PuzzleSession.save_text``), and a write the browser refuses
is said at once. The worker's answer for Level 5 is outside data too: parsed the same way, each placement
replayed by the puzzle's rules, with a time limit.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from sevens.core.errors import IllegalMove, SevensError
from sevens.games.tetrahex import puzzles
from sevens.games.tetrahex.hexgrid import axial
from sevens.games.tetrahex.placements import frontier

from ..click_guard import GUARD
from ..dom import document
from ..storage import REFUSED
from ..table_base import show_rules_dialog
from . import puzzle_render
from .aim import Probe
from .geometry import Axial
from .interact import BoardControls
from .table import refocus
from .puzzle_session import PuzzleSession, save_key, solution_texts
from .render import Hand
from .session import spot_cells
from .rules_text import RULES
from .text import puzzle_text, tx

SOLVE_TIMEOUT = 60.0
"""Seconds the worker may take for Level 5's solution (about one is usual) before the page says so."""


class PuzzleRoom(BoardControls):
    def __init__(self, lang: Callable[[], str], storage_get: Callable[[str], str | None],
                 storage_set: Callable[[str, str], object], worker: Any = None,
                 shown: Callable[[], bool] = lambda: True) -> None:
        """``storage_set`` returns False when the browser refused to store (``web.storage.Storage.set``);
        ``worker`` is the table's ``web.bot_worker.BotWorker`` (None: PyScript's worker named ``bot``);
        ``shown`` says whether the puzzles are what the page shows (a late answer must not draw over the
        hall or another game)."""
        self.shown = shown
        self._asked = ""
        self.lang = lang  # type: ignore[method-assign]
        self.get = storage_get
        self.set = storage_set
        self.worker = worker
        self.held: set[str] = set()
        """Puzzles whose refused save could not be set aside: their builds are not saved over it."""
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
            self.notice = self.save()
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
        """Open ``pid`` with its saved build. A save that is refused is set aside (``set_aside``), and the
        notice names the puzzle, says why and that the save was kept apart; a fresh build starts."""
        self.notice = ""
        key = save_key(pid)
        text = self.get(key)
        session = None
        if text is not None:
            try:
                session = PuzzleSession.load(text, pid)
            except SevensError as err:
                lang = self.lang()
                aside = self.set_aside(pid, text)
                self.notice = tx("bad_puzzle_save" if aside else "bad_puzzle_save_kept", lang,
                                 puzzle=puzzle_text(pid, "title", lang), why=err.text(lang))
        self.session = session if session is not None else PuzzleSession(pid)
        self.screen = "puzzle"
        self.pick = None
        self.aim = None
        if text is not None and session is None and pid not in self.held:
            problem = self.save()  # the main key now holds the fresh build (the refused text is kept apart)
            self.notice = f"{self.notice} {problem}".strip()
        self.draw()

    def set_aside(self, pid: str, text: str) -> bool:
        """Keep a refused save's ``text`` under ``save_key(pid) + REFUSED`` before anything overwrites the
        main key; False (and ``pid`` held: its builds are not saved) if the browser would not store it."""
        if self.set(save_key(pid) + REFUSED, text) is False:
            self.held.add(pid)
            return False
        self.held.discard(pid)
        return True

    def save(self) -> str:
        """Store the build as it is now (after a tile is laid or taken back, or the build is started again):
        only a build that reads back (``save_text``), never over a refused save that could not be set aside.
        Returns what to tell the player at once ("" when it was stored): the build stays on the page."""
        ps = self.session
        if ps is None or ps.pid in self.held:
            return ""
        lang = self.lang()
        try:
            text = ps.save_text()
        except SevensError as err:
            return tx("puzzle_not_saved", lang, why=err.text(lang))
        if self.set(save_key(ps.pid), text) is False:
            return tx("puzzle_not_saved", lang, why=tx("storage_refused", lang))
        return ""

    def draw(self) -> None:
        if not self.shown():
            return
        GUARD.drawn()
        refocus(self._draw)
        self.keep_in_view()

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
        hand = Hand(self.pick, self.aim, self.hints(), free=ps.free, zoom=self.zoom)
        if self.pick is not None and not ps.free:
            spots = self.targets(self.pick.shape) or []
            hand.spots = len(spots)
            hand.room = spot_cells(spots)
            hand.level = ps.reach(self.pick.shape)
        app.innerHTML = puzzle_render.room_html(ps, lang, hand, can_act, self.busy, self.notice)

    # --- actions -------------------------------------------------------------------------------------
    def action(self, action: str, target: Any, event: Any) -> bool:
        ps = self.session
        if self.board_action(action, target, event):
            return True
        if action == "puzzle":
            pid = str(target.dataset.puzzle)
            if pid in puzzles.PUZZLES:  # only the list's own buttons open a puzzle
                self.open(pid)
        elif action == "check" and ps is not None:
            ps.check()
            self.draw()
        elif action == "take_back" and ps is not None:
            self.pick = None
            if ps.take_back():
                self.notice = self.save()
            else:
                self.notice = tx("nothing_to_undo", self.lang())
            self.draw()
        elif action == "reset" and ps is not None:
            ps.reset()
            self.pick = None
            self.notice = self.save()
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
        """Ask the worker for Level 5's solution (a search of about a second, off the page's thread). The
        answer is checked as outside data (``solution_texts``, then every placement replayed); a worker that
        fails or does not answer within ``SOLVE_TIMEOUT`` leaves a notice, and the button works again."""
        ps = self.session
        if ps is None or self.busy:
            return
        self.busy = True
        self.draw()
        try:
            if ps.solution is None:
                ps.load_solution(solution_texts(await asyncio.wait_for(self._ask_solution(), SOLVE_TIMEOUT)))
            else:
                ps.show(0)
        except SevensError as err:
            self.notice = tx("solver_failed", self.lang(), why=err.text(self.lang()))
        except asyncio.CancelledError:
            raise
        except Exception as err:  # the worker did not start, raised, or timed out
            lines = str(err).strip().splitlines()
            why = f"> {SOLVE_TIMEOUT:g} s" if isinstance(err, asyncio.TimeoutError) else (lines[-1][:160] if lines else "")
            self.notice = tx("solver_failed", self.lang(), why=why or type(err).__name__)
            if self.worker is not None:
                self.worker.stop(self._asked)
        finally:
            self.busy = False
        self.pick = None
        self.draw()

    async def _ask_solution(self) -> str:
        if self.worker is not None:
            self.worker.start()
            self._asked = self.worker.name
            worker = await self.worker.ready()
        else:
            from pyscript import workers

            worker = await workers["bot"]
        return str(await worker.level5_solution())

    def show_rules(self) -> None:
        lang = self.lang()
        show_rules_dialog(RULES[lang], tx("close", lang))
