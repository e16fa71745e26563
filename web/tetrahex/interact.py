"""Handling the tile in hand on the page: pick, turn, flip, aim with the pointer or the keyboard, place.

Shared by the game table and the puzzles. A subclass says what is legal (``probe``), which spots the keyboard
steps through (``targets``; None for free placement, where the arrows move the ghost one cell), what placing
does (``commit``) and how to draw; this class turns DOM events into those calls. Pointer moves only redraw
the ghost, the line under the board and the Place button, not the whole table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dom import document
from ..jsutil import absent, focus
from .aim import Aim, Pick, Probe, packed
from .board import ghost_svg
from .geometry import Axial, grown, to_axial
from .render import aim_text, zoomed
from sevens.games.tetrahex.hexgrid import axial

ARROWS = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}
FREE_ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


class BoardControls:
    """The tile in hand and its ghost; subclasses provide the game's side (see the module docstring)."""

    pick: Pick | None = None
    aim: Aim | None = None
    pointer_kind: str = "mouse"
    zoom: float = 1.0
    """How far the board is zoomed in (``render.ZOOMS``), kept across redraws and games."""

    # --- what a subclass provides ------------------------------------------------------------------
    if TYPE_CHECKING:  # for the type checker only: at run time the game table's ``GameTable.lang`` serves
        def lang(self) -> str: ...

    def probe(self) -> Probe:
        raise NotImplementedError

    def targets(self, shape: str) -> list[tuple[int, ...]] | None:
        raise NotImplementedError

    def can_act(self) -> bool:
        raise NotImplementedError

    def commit(self, shape: str, cells: tuple[int, ...]) -> None:
        raise NotImplementedError

    def draw(self) -> None:
        raise NotImplementedError

    def start_cells(self) -> list[Axial]:
        """Where the ghost of a freely placed tile starts (the first of these where it is legal)."""
        return [(0, 0)]

    # --- the tile in hand ----------------------------------------------------------------------------
    def hints(self) -> set[Axial]:
        """Dots on the cells where the tile in hand may go, when it must go above the table (rule d); on
        the table it may go almost anywhere along the build, and dots there would only hide the board."""
        if self.pick is None:
            return set()
        spots = self.targets(self.pick.shape) or []
        if not spots or self.probe()(self.pick.shape, spots[0]) < 2:
            return set()
        return {axial(c) for cells in spots for c in cells}

    def take(self, player: int, shape: str) -> None:
        """Pick a tile from a tray: its ghost goes to its first legal spot at once (touch and keyboard)."""
        if not self.can_act():
            return
        if self.pick is not None and self.pick.shape == shape and self.pick.player == player:
            self.put_back()
            return
        self.pick = Pick(player, shape)
        spots = self.targets(shape)
        if spots is not None:
            self.aim = self.pick.step(spots, 1, self.probe())
        else:
            self.aim = None
            probe = self.probe()
            for at in self.start_cells():
                got = self.pick.aim(probe, at)
                if got.ok:
                    self.aim = got
                    break
            if self.aim is None:
                self.aim = self.pick.aim(probe, self.start_cells()[0])
        self.draw()
        self.focus_board()
        self.reveal_board()

    def put_back(self) -> None:
        self.pick = None
        self.aim = None
        self.draw()

    def turn(self, back: bool = False) -> None:
        if self.pick is None:
            return
        self.pick.turn(back)
        self.aim = self.pick.again(self.probe())
        self._sync_cursor()
        self.draw()

    def flip(self) -> None:
        if self.pick is None:
            return
        self.pick.flip()
        self.aim = self.pick.again(self.probe())
        self._sync_cursor()
        self.draw()

    def step(self, delta: int) -> None:
        if self.pick is None:
            return
        spots = self.targets(self.pick.shape)
        if spots is None:
            return
        got = self.pick.step(spots, delta, self.probe())
        if got is not None:
            self.aim = got
        self.draw()

    def nudge(self, dq: int, dr: int) -> None:
        if self.pick is None:
            return
        self.aim = self.pick.nudge(self.probe(), dq, dr)
        self.update_ghost()

    def place(self) -> None:
        """Place the tile in hand where its ghost is, if that spot is legal; else say why not."""
        if self.pick is None or not self.can_act():
            return
        aim = self.aim
        if aim is None:
            return
        if not aim.ok:
            self.refuse(aim)
            return
        shape = self.pick.shape
        self.pick = None
        self.aim = None
        self.commit(shape, packed(aim.cells))

    def board_action(self, action: str, target: Any, event: Any) -> bool:
        """Handle a ``data-action`` of the tile in hand (trays, turn, flip, spots, place, the board);
        False if it is not one of these."""
        if action == "pick":
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
        elif action in ("zoom_in", "zoom_out", "zoom_fit"):
            self.zoom = zoomed(self.zoom, {"zoom_in": 1, "zoom_out": -1, "zoom_fit": 0}[action])
            self.draw()
        else:
            return False
        return True

    def refuse(self, aim: Any) -> None:
        """A spot the rules refuse: why, said where the tile in hand is described (``#aim-msg``, a polite live
        region beside the board), flashed. Not in the table's notice above the board: a QA pass (2026-12-04) found
        that line pushing the board 28 px down under the pointer, so the next click landed elsewhere, and the
        same sentence said twice. Where there is no such line, the notice says it."""
        msg = document.getElementById("aim-msg")
        if absent(msg):
            self.say(aim_text(aim, self.lang()))
            return
        msg.textContent = aim_text(aim, self.lang())
        msg.classList.add("bad")
        msg.classList.remove("refused")
        _ = msg.offsetWidth  # a reflow between the two, so the flash plays again on a second refusal
        msg.classList.add("refused")

    def say(self, text: str) -> None:
        el = document.getElementById("notice")
        if not absent(el):
            el.textContent = text

    def _sync_cursor(self) -> None:
        """After the pointer or a turn moved the ghost: which of the listed spots it is on (for "3 of 12")."""
        if self.pick is None or self.aim is None:
            return
        spots = self.targets(self.pick.shape)
        if spots is None:
            return
        key = packed(self.aim.cells)
        self.pick.cursor = spots.index(key) if self.aim.ok and key in spots else -1

    # --- drawing only the ghost ----------------------------------------------------------------------
    def update_ghost(self) -> None:
        ghost = document.getElementById("ghost")
        if absent(ghost) or self.pick is None:
            return
        ghost.innerHTML = ghost_svg(self.aim, self.pick.player)
        if self.aim is not None:
            self.grow_board(self.aim.cells)
        spots = self.targets(self.pick.shape)
        msg = document.getElementById("aim-msg")
        if not absent(msg):
            msg.textContent = aim_text(self.aim, self.lang(), self.pick.cursor if spots is not None else -1,
                                       len(spots or []))
            msg.classList.toggle("bad", self.aim is not None and not self.aim.ok)
        button = document.getElementById("tx-place")
        if not absent(button):
            button.disabled = not (self.aim is not None and self.aim.ok)

    def grow_board(self, cells: tuple[Axial, ...]) -> None:
        """Widen the board's view box if the ghost reaches past it (aimed by the pointer at the edge: the
        pointer's cell is inside, the rest of the tile may not be), so it is never cut off."""
        board = document.getElementById("board")
        if absent(board):
            return
        try:
            box = tuple(float(x) for x in str(board.getAttribute("viewBox")).split())
        except ValueError:
            return
        if len(box) != 4:
            return
        new = grown((box[0], box[1], box[2], box[3]), cells)
        if new != box:
            board.setAttribute("viewBox", " ".join(f"{x:g}" for x in new))
            felt = document.getElementById("felt")
            if not absent(felt):
                for name, value in zip(("x", "y", "width", "height"), new):
                    felt.setAttribute(name, f"{value:g}")

    def keep_in_view(self) -> None:
        """Zoomed in, scroll the board's frame so the ghost (else the newest tile) is in its middle: each
        redraw starts the frame at its corner, and what matters is where the tile goes or just went."""
        frame = document.getElementById("boardview")
        if absent(frame) or self.zoom <= 1.0:
            return
        target = frame.querySelector("#ghost > g")
        if absent(target):
            target = frame.querySelector(".tile.newest")
        if absent(target):
            return
        r = target.getBoundingClientRect()
        v = frame.getBoundingClientRect()
        frame.scrollLeft = float(frame.scrollLeft) + float(r.left) + float(r.width) / 2 - float(v.left) - float(v.width) / 2
        frame.scrollTop = float(frame.scrollTop) + float(r.top) + float(r.height) / 2 - float(v.top) - float(v.height) / 2

    def reveal_board(self) -> None:
        """A tile just picked: if the board is not wholly in the window (a phone, the tray scrolled to),
        bring the board to the top of it; the tile-in-hand bar below it sticks to the window's bottom
        (``web/tetrahex.css``), so the board, the ghost and Place are all in view."""
        from pyscript import window

        frame = document.getElementById("boardview")
        if absent(frame):
            return
        r = frame.getBoundingClientRect()
        if float(r.top) < 0 or float(r.bottom) > float(window.innerHeight):
            from pyodide.ffi import to_js

            frame.scrollIntoView(to_js({"block": "start", "behavior": "instant"},
                                       dict_converter=window.Object.fromEntries))
        self.keep_in_view()

    def focus_board(self) -> None:
        board = document.getElementById("board")
        if not absent(board) and board.hasAttribute("tabindex"):
            focus(board, scroll=False)

    # --- DOM events -----------------------------------------------------------------------------------
    def _cell(self, event: Any) -> Axial | None:
        board = document.getElementById("board")
        if absent(board):
            return None
        ctm = board.getScreenCTM()
        if absent(ctm):
            return None
        pt = board.createSVGPoint()
        pt.x = event.clientX
        pt.y = event.clientY
        p = pt.matrixTransform(ctm.inverse())
        return to_axial(float(p.x), float(p.y))

    def on_pointer_down(self, event: Any) -> None:
        self.pointer_kind = str(event.pointerType or "mouse")

    def on_pointer_move(self, event: Any) -> None:
        if self.pick is None or not self.can_act() or str(event.pointerType) == "touch":
            return
        at = self._cell(event)
        if at is None or (self.aim is not None and at == self.pick.at):
            return
        self.aim = self.pick.aim(self.probe(), at)
        self._sync_cursor()
        self.update_ghost()

    def on_board_click(self, event: Any) -> None:
        """A click places the tile if the spot is legal (or says why not). A tap first shows the ghost, a
        second tap on the same ghost places it."""
        if self.pick is None or not self.can_act():
            return
        at = self._cell(event)
        if at is None:
            return
        before = self.aim
        aim = self.pick.aim(self.probe(), at)
        self.aim = aim
        self._sync_cursor()
        if self.pointer_kind == "touch" and (before is None or before.cells != aim.cells):
            self.update_ghost()
            return
        if aim.ok:
            self.place()
        else:
            self.update_ghost()
            self.refuse(aim)

    def on_key(self, event: Any) -> None:
        """R / Shift+R turn, F flips, arrows step (or move the ghost), Enter places, Escape puts it back."""
        if self.pick is None or not self.can_act():
            return
        key = str(event.key)
        target = event.target
        on_board = not absent(target) and str(target.id) == "board"
        if str(target.tagName).lower() in ("input", "select", "textarea"):
            return
        if key in ("r", "R"):
            self.turn(back=bool(event.shiftKey))
        elif key in ("f", "F"):
            self.flip()
        elif key == "Escape":
            self.put_back()
        elif on_board and key == "Enter":
            self.place()
        elif on_board and key in ARROWS and self.targets(self.pick.shape) is not None:
            self.step(ARROWS[key])
        elif on_board and key in FREE_ARROWS and self.targets(self.pick.shape) is None:
            self.nudge(*FREE_ARROWS[key])
        else:
            return
        event.preventDefault()
        if on_board:
            self.focus_board()

    def on_wheel(self, event: Any) -> None:
        if self.pick is None or not self.can_act():
            return
        event.preventDefault()
        self.turn(back=float(event.deltaY) < 0)
