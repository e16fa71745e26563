"""The SEVEN table's DOM side: its drawing (board, trays, score, log, result), the tile in hand (pick, turn,
flip, aim, place: ``interact.BoardControls``) and its texts; and the puzzles (``puzzle_page.PuzzleRoom``),
which this table shows instead of the game when asked (the hall's and the set-up's Puzzles button). The shell
and ``web.table_base`` do the rest (set-up form, undo, bots, saves). Game logic stays in ``session`` and
the engine."""

from __future__ import annotations

from typing import Any, Callable

from sevens.core.errors import SevensError
from sevens.games.tetrahex import rules
from sevens.games.tetrahex.hexgrid import axial
from sevens.games.tetrahex.state import Place

from ..dom import document
from ..jsutil import absent, focus
from ..table_base import GameTable, Host, Motion
from . import render
from .aim import Probe
from .interact import BoardControls
from .rules_text import RULES
from .session import GAME, Session, probe_for, reach, spot_cells, targets
from .text import S, colour, shape_name, tx


def refocus(draw: Callable[[], None]) -> None:
    """Redraw and give the focus back to the element (by id) that had it, so keyboard play goes on."""
    active = document.activeElement
    key = None if absent(active) else str(active.id or "")
    draw()
    if key:
        el = document.getElementById(key)
        if not absent(el):
            focus(el, scroll=False)


class TetraTable(BoardControls, GameTable):
    SESSION = Session
    STRINGS = S
    RULES = RULES

    def __init__(self, host: Host) -> None:
        GameTable.__init__(self, host)
        self.session: Session | None = None
        self.pick = None
        self.aim = None
        self.room: Any = None
        """The puzzles (``PuzzleRoom``), made when first opened; shown while ``screen == "puzzles"``."""

    # --- what the shared table needs ---------------------------------------------------------------
    def seat_label(self, seat: int, lang: str) -> str:
        return tx(("seat_white", "seat_black")[seat], lang)

    def seat_name(self, seat: int, lang: str) -> str:
        assert self.session is not None
        return render.seat_name(seat, self.session.seats, lang)

    def motion(self, before: Any, move: str, seat: int) -> Motion:
        """A bot's tile glides from its tray to where it now lies on the board (the newest tile), played by the
        shell's ``animate.play``: the tile is a child of ``<svg id="board">``, so the trip is divided by the
        board's scale on screen (``animate._unit``) and starts at the tray however small the board is drawn."""
        return render.motion(seat)

    def announcement(self, before: Any) -> str | None:
        """The tile just placed as the log says it ("Black · Bot (normal): the bar on level 2"): no cells,
        which the board does not show (the shell's would say the move text)."""
        s = self.session
        if s is None or len(s.state.tiles) <= len(before.tiles):
            return None
        return render.announcement(s.view()["tiles"], s.seats, self.lang())

    def focus_next(self) -> None:
        """After a move, when the person may pick and the focus fell back to the page: on the tray's first
        tile (the next thing to do), without scrolling the page away from the board."""
        active = document.activeElement
        if not self.can_decide() or not (absent(active) or str(active.tagName) == "BODY"):
            return
        first = self.app().querySelector(".tray.turn button.tilebtn")
        if not absent(first):
            focus(first, scroll=False)

    def setup_buttons(self, lang: str) -> str:
        return f' <button type="button" data-action="puzzles">{render.e(tx("puzzles", lang))}</button>'

    # --- what the board controls need ---------------------------------------------------------------
    def probe(self) -> Probe:
        assert self.session is not None
        return probe_for(self.session.state)

    def targets(self, shape: str) -> list[tuple[int, ...]] | None:
        assert self.session is not None
        return targets(self.session.state, shape)

    def can_act(self) -> bool:
        return self.can_decide()

    def commit(self, shape: str, cells: tuple[int, ...]) -> None:
        s = self.session
        if s is None:
            return
        self.human_move(lambda: s.place(shape, cells))  # the probe said yes: a refusal means the position changed

    # --- screens -------------------------------------------------------------------------------------
    def draw(self, status: str | None = None) -> None:
        if self.screen == "puzzles":
            self.room.draw()
            return
        GameTable.draw(self, status)  # the shell keeps the focus where it was (its id, or its action)
        self.keep_in_view()

    def draw_table(self, status: str | None = None) -> None:
        lang = self.lang()
        s = self.session
        assert s is not None
        v = s.view()
        p = s.to_move()
        names = [render.seat_name(q, s.seats, lang) for q in (0, 1)]
        if status is None:
            if p is None:
                status = tx("over", lang)
            elif s.seats[p] != "human":
                status = tx("thinking", lang, name=names[p])
            elif self.pick is not None and self.pick.player == p:  # a tile in hand: no longer "pick a tile"
                status = tx("your_turn_lay", lang, colour=colour(p, lang), name=shape_name(self.pick.shape, lang))
            elif len(s.humans()) == 2:
                status = tx("hotseat_turn", lang, colour=colour(p, lang))
            else:
                status = tx("your_turn", lang, colour=colour(p, lang))
        can_act = self.can_act()
        if not can_act:
            self.pick = None
            self.aim = None
        hand = render.Hand(self.pick, self.aim, self.hints(), zoom=self.zoom)
        if self.pick is not None:
            spots = self.targets(self.pick.shape) or []
            hand.spots = len(spots)
            hand.room = spot_cells(spots)
            hand.level = reach(s.state, self.pick.shape)
        engine: Any = GAME  # SEVEN's own engine: its trays (``remaining``) are not the contract's
        left = [engine.remaining(s.state, q) for q in (0, 1)]
        reaches = {x: reach(s.state, x) for x in left[p]} if p is not None and can_act else {}
        winner: int | None | str = ""
        if p is None:
            out = GAME.outcome(s.state)
            assert out is not None
            winner = None if out.ranks == (1, 1) else (0 if out.ranks == (1, 2) else 1)
        hinted = self.hinted()
        self.app().innerHTML = render.table_html(
            v, s.seats, lang, status=status, notice=self.notice, hand=hand, can_act=can_act, left=left,
            reach=reaches, log=s.log(lang), leader=s.leader(), winner=winner,
            hinted=[axial(c) for c in hinted.cells] if hinted is not None else None,
            hinted_shape=hinted.shape if hinted is not None else None)

    def hinted(self) -> Place | None:
        """The bot's hint for the position shown (None without one, or once the position moved on)."""
        s = self.session
        if self.hint is None or s is None or self.hint[0] is not s.state:
            return None
        try:
            return GAME.parse_move(s.state, self.hint[1])
        except SevensError:  # a hint the rules refuse is no hint
            return None

    def mark_hint(self) -> None:
        """The hint is outlined on the board (``draw_table``); its line says the tile and its level as the
        log does, not the cells the board does not show."""
        s, m = self.session, self.hinted()
        line = document.getElementById("hint")
        if s is None or m is None or absent(line):
            return
        lang = self.lang()
        what = render.hint_said(m.shape, rules.level_of(s.state, m.cells), lang)
        line.textContent = self.tx("hint_is", lang, what=what)

    def open_setup(self) -> None:
        self.pick = None
        self.aim = None
        super().open_setup()

    def start_session(self, session: Any) -> None:
        self.pick = None
        self.aim = None
        super().start_session(session)

    def route(self) -> tuple[str, str]:
        """The puzzles (and the one open) too."""
        if self.screen == "puzzles" and self.room is not None:
            ps = self.room.session
            return ("puzzles", ps.pid if self.room.screen == "puzzle" and ps is not None else "")
        return super().route()

    def open_puzzles(self) -> None:
        """Show the puzzles' list instead of the game (the game's bots wait, its answers are dropped)."""
        from .puzzle_page import PuzzleRoom

        if self.room is None:
            self.room = PuzzleRoom(self.host.lang, self.host.get, self.host.set, self.host.worker,
                                   lambda: self.screen == "puzzles")
        self.generation += 1
        self.screen = "puzzles"
        self.room.open_list()

    # --- actions -------------------------------------------------------------------------------------
    def action(self, action: str, target: Any, event: Any) -> bool:
        """Handle a ``data-action`` of the table or the puzzles; False if it is a shared one for the shell."""
        if action == "puzzles":
            self.open_puzzles()
            return True
        if self.screen == "puzzles":
            return self.room.action(action, target, event) or action not in ("hall", "open", "resume")
        return self.board_action(action, target, event)

    def drag_start(self, source: str) -> bool:
        """A tile dragged from a tray (``web.drag``, ``data-drag="PLAYER:SHAPE"``) is picked as a click picks it,
        its ghost then following the pointer over the board. A mouse or pen only: on a touch screen the tile is
        tapped, then its ghost tapped into place (the board's own way on a phone)."""
        player, _, shape = source.partition(":")
        if self.screen == "puzzles" or self.pointer_kind == "touch" or not player.isdigit() or not self.can_act():
            return False
        if self.pick is None or self.pick.shape != shape or self.pick.player != int(player):
            self.take(int(player), shape)
        return self.pick is not None

    def drop(self, source: str, target: str) -> None:
        """Let go over the board: placed where the ghost is, or the notice says why not (as a click there)."""
        if target == "board" and self.screen != "puzzles":
            self.place()

    def on_change(self, target: Any) -> None:
        if self.screen == "puzzles":
            self.room.on_change(target)
        else:
            super().on_change(target)

    def _route(self, handler: str, event: Any) -> None:
        """A pointer, key or wheel event to the puzzles while they are shown, else to the board."""
        if self.screen == "puzzles":
            getattr(self.room, handler)(event)
        else:
            getattr(BoardControls, handler)(self, event)

    def on_pointer_move(self, event: Any) -> None:
        self._route("on_pointer_move", event)

    def on_pointer_down(self, event: Any) -> None:
        self._route("on_pointer_down", event)

    def on_key(self, event: Any) -> None:
        self._route("on_key", event)

    def on_wheel(self, event: Any) -> None:
        self._route("on_wheel", event)

    def undo(self) -> None:
        """The shared undo, with the tile in hand put back."""
        self.pick = None
        self.aim = None
        super().undo()


TABLE = TetraTable
