"""The replay screen in the page (DOM side of ``web.replay``): each position drawn by the game's own table
drawing (七並べ's grid and hand, SEVEN's board, the generic table for any other game), read-only.

**Read-only.** The drawing is made by a second table object of the game's table class, kept apart from the
table that plays (so nothing of the game in progress changes): its ``screen`` is ``"replay"``, so it never
lets a person decide and never runs a bot; its host stores nothing; its session is a throwaway one whose
``view`` is the replay's seat's view at position k (``web.replay.Replay.view``). What it draws is then made
inert: the shared controls (undo, export, import, new game) are removed, and every other ``data-action``
element loses its action and is disabled, so no click reaches the game. The page's board events go to the
open table only (``web.main``), and no table is open while the replay is shown.

**All open** (a finished game of hidden information): the table drawn from seat 1's view, then each other
seat's own part of its drawing, found by convention: a table's ``.hand`` (七並べ), else the generic table's
``.seen`` (the seat's view), else its whole drawing.
"""

from __future__ import annotations

import asyncio
import html
from types import SimpleNamespace
from typing import Any, Callable

from sevens.core.errors import SevensError

from .click_guard import GUARD
from .dom import document, window
from .jsutil import absent
from .replay import Replay, of_session, renamed, seat_label, tx
from .replay_html import bar_html, foot_html, moves_html
from .routes import Route, fragment
from .table_base import GameTable, Host
from .tables import table_class

INERT = ".controls, .hintbar, label.import, #import-file"
"""What a table draws that a replay has no use for (it would act on a game)."""
PRIVATE = (".hand", ".seen")
"""Where a table draws a seat's own part (see the module's docstring)."""
OWN_HAND_TITLE = ".hand > h2, .hand > h3, .own-hand-title"
"""The heading a table gives the seat's own hand ("Your hand"): in the replay it names the seat looked through
(ウルトラセブン's alien hand said "Your hand" in "Everything open", and to a reader of a shared link)."""
KEYS = {"ArrowLeft": -1, "ArrowRight": 1, "Home": -10**9, "End": 10**9}

_drawers: dict[str, GameTable] = {}


def _replay_session(base: type) -> type:
    """The table's own session class, with ``view`` the seat's that the replay shows."""

    class ReplaySession(base):
        shown: int = 0

        def view(self) -> dict[str, Any]:
            return dict(self.GAME.view(self.state, self.shown))

    return ReplaySession


def drawer(game_id: str, lang: Callable[[], str]) -> GameTable:
    """The read-only table that draws ``game_id``'s replays (made once): a table of the game's own class on a
    host that stores nothing and has no bot."""
    if game_id not in _drawers:
        host = Host(lang, lambda key: None, lambda key, value: True, 0.0)
        t = table_class(game_id)(host)
        t.screen = "replay"
        _drawers[game_id] = t
    return _drawers[game_id]


def make_inert(root: Any) -> None:
    """Remove the controls that would act on a game; every other action element is disabled and loses it."""
    for el in list(root.querySelectorAll(INERT)):
        el.remove()
    for el in list(root.querySelectorAll("[data-action]")):
        el.removeAttribute("data-action")
        if str(el.tagName) in ("BUTTON", "INPUT", "SELECT"):
            el.disabled = True


def rename(root: Any, names: dict[str, str]) -> None:
    """The seats renamed in a drawing (``web.replay.renamed``): in its texts, and in the names and tooltips
    a screen reader or a pointer reads."""
    walker = document.createTreeWalker(root, 4)  # NodeFilter.SHOW_TEXT
    node = walker.nextNode()
    while not absent(node):
        text = str(node.nodeValue or "")
        new = renamed(text, names)
        if new != text:
            node.nodeValue = new
        node = walker.nextNode()
    for el in list(root.querySelectorAll("[aria-label], [title]")):
        for attr in ("aria-label", "title"):
            value = el.getAttribute(attr)
            if not absent(value):
                el.setAttribute(attr, renamed(str(value), names))


class ReplayScreen:
    """One replay on screen: the model (``Replay``), the drawing table, whether it is the page's own game."""

    def __init__(self, game_id: str, replay: Replay, lang: Callable[[], str], own: bool) -> None:
        self.game_id = game_id
        self.replay = replay
        self.lang = lang
        self.own = own
        self.table = drawer(game_id, lang)
        self.session_class = _replay_session(self.table.SESSION)

    def route(self) -> Route:
        r = self.replay
        view = "all" if r.seat is None else str(r.seat + 1)
        return Route(self.game_id, "replay", str(r.k), view, r.payload if not self.own else "")

    def apply_route(self, route: Route) -> None:
        """Position and eyes from an address (anything out of range is clamped or left as it was)."""
        r = self.replay
        if route.item:
            r.go(int(route.item))
        if route.view == "all" and r.all_open:
            r.seat = None
        elif route.view.isdigit() and int(route.view) - 1 in r.seats_open:
            r.seat = int(route.view) - 1

    def link(self) -> str:
        """The whole link to this game at this move, through the eyes chosen ("" for a game in progress)."""
        r = self.replay
        if not r.done:
            return ""
        payload = r.link()
        base = str(window.location.origin) + str(window.location.pathname)
        return base + fragment(Route(self.game_id, "replay", str(r.k), self.route().view, payload))

    def _draw_seat(self, seat: int, status: str) -> Any:
        """The table's drawing of position k through ``seat``'s eyes, in a detached element."""
        r = self.replay
        s = self.session_class(list(r.seats), r.state())
        s.shown = seat
        s.viewer = seat
        s.revealed = True
        s.hints = r.hints
        holder = document.createElement("div")
        t = self.table
        t.session = s
        t.app = lambda: holder  # type: ignore[method-assign]  # the drawing goes here, not over the page
        t.notice = ""
        t.draw_table(status)
        return holder

    def _names_of_others(self, lang: str) -> list[str]:
        """The seats as the game's table names them when no seat is the reader's own (a shared link: the
        person reading it did not play, so nobody is "You"): the table's names with one more human seated,
        which makes no human the only one."""
        t = self.table
        kept = t.session
        t.session = SimpleNamespace(seats=[*self.replay.seats, "human"])  # seat_name reads only the seats
        try:
            return [t.seat_name(q, lang) for q in range(len(self.replay.seats))]
        finally:
            t.session = kept

    def draw(self, say: bool = False) -> None:
        """Draw position k; ``say``: a step was asked, so the move that led here is announced in the page's
        live region (``#announce``), not the whole screen."""
        GUARD.drawn()
        lang = self.lang()
        r = self.replay
        game = self.table.game
        name = game.info.name_ja if lang == "ja" else game.info.name_en
        first = (r.seats.index("human") if "human" in r.seats else 0) if r.seat is None else r.seat
        whole = self.table.OPEN_SEAT if r.seat is None else None  # one seat's view holds everything
        if whole is not None:
            first = whole
        view = self._draw_seat(first, tx("replay_where", lang, k=r.k, n=r.n))
        own_part = view.querySelector(OWN_HAND_TITLE)
        if not absent(own_part):  # the table says "Your hand": here it is the seat looked through
            own_part.textContent = tx("replay_hand_of", lang, name=seat_label(r.seats, first, lang))
            if own_part.parentElement.hasAttribute("aria-label"):
                own_part.parentElement.setAttribute("aria-label", str(own_part.textContent))
        names = [self.table.seat_name(q, lang) for q in range(len(r.seats))]
        plain = names if self.own else self._names_of_others(lang)
        view.className = "replay-view"
        if r.seat is None and not game.info.perfect_information and whole is None:
            others = document.createElement("section")
            others.className = "replay-others"
            others.innerHTML = f"<h3>{html.escape(tx('replay_other_hands', lang))}</h3>"
            for q in range(len(r.seats)):
                if q == first:
                    continue
                drawn = self._draw_seat(q, "")
                part = next((p for p in (drawn.querySelector(sel) for sel in PRIVATE) if not absent(p)), drawn)
                for heading in list(part.querySelectorAll("h2, h3")):
                    heading.remove()  # "Your hand": the seat is named here instead
                if part.hasAttribute("aria-label"):  # a region named "Your hand" (七並べ's section)
                    part.setAttribute("aria-label", tx("replay_hand_of", lang, name=seat_label(r.seats, q, lang)))
                for named in list(part.querySelectorAll("[id]")):
                    named.removeAttribute("id")  # ids are the first drawing's (one #notice, one #board)
                wrap = document.createElement("div")
                root = drawn.firstElementChild  # the table's own class: its styles hold for the part
                wrap.className = "replay-seat-part " + ("" if absent(root) else str(root.className))
                wrap.dataset.seat = str(q)
                wrap.innerHTML = f"<h4>{html.escape(seat_label(r.seats, q, lang))}</h4>"
                wrap.appendChild(part)
                others.appendChild(wrap)
            # right under the first seat's own part (七並べ: its hand under the grid), not after the table's log and
            # controls: a QA pass never saw the other hands while stepping at 1280×800
            mine = next((p for p in (view.querySelector(sel) for sel in PRIVATE) if not absent(p)), None)
            if mine is None:
                view.appendChild(others)
            else:
                mine.insertAdjacentElement("afterend", others)
        if plain != names:
            rename(view, dict(zip(names, plain)))
        names = plain
        make_inert(view)
        app = document.getElementById("app")
        active = document.activeElement
        body = absent(active) or str(active.tagName) == "BODY"
        inside = not body and bool(app.contains(active))
        key = str(active.id or "") if inside else ""
        folded = document.getElementById("replay-moves")
        unfolded = not absent(folded) and bool(folded.open)
        app.innerHTML = bar_html(r, lang, name, names)
        app.appendChild(view)
        app.insertAdjacentHTML("beforeend", moves_html(r, lang, names, unfolded) + foot_html(r, lang, self.link(),
                                                                                             self.own))
        current = document.querySelector('#replay-moves [aria-current="step"]')
        if unfolded and not absent(current):  # the move shown stays in sight in the list's own scroll
            box = current.closest("ol")
            box.scrollTop = max(0, int(current.offsetTop) - int(box.offsetTop) - int(box.clientHeight) // 2)
        if body or inside:  # keyboard stepping goes on: the same control again, else the replay itself
            again = document.getElementById(key) if key else None
            if key == "" and inside and str(active.className) == "replay-to":  # a move picked in the list
                again = document.querySelector('#replay-moves [aria-current="step"]')
            if again is None or absent(again) or bool(getattr(again, "disabled", False)):
                again = document.getElementById("replay")
            again.focus()
        region = document.getElementById("announce")
        if say and not absent(region):
            region.textContent = r.where(lang, names)

    # --- events ------------------------------------------------------------------------------------
    def action(self, action: str, target: Any = None) -> bool:
        """A replay button; False if the action is not the replay's."""
        r = self.replay
        if action == "replay_to" and target is not None:
            k = str(target.dataset.k)
            if k.isdigit():
                r.go(int(k))
                self.draw(say=True)
            return True
        steps = {"replay_first": -r.n - 1, "replay_back": -1, "replay_forward": 1, "replay_last": r.n + 1}
        if action in steps:
            r.step(steps[action])
            self.draw(say=True)
            return True
        if action == "replay_copy":
            asyncio.ensure_future(self.copy())
            return True
        return False

    def on_change(self, target: Any) -> None:
        """The slider or the eyes' picker (a value that is not one of theirs changes nothing)."""
        name = str(target.name or "")
        value = str(target.value)
        try:
            if name == "replay_k":
                self.replay.go(int(value))
            elif name == "replay_seat":
                self.replay.look(None if value == "all" else int(value))
            else:
                return
        except (ValueError, SevensError):
            return
        self.draw(say=True)

    def on_key(self, event: Any) -> bool:
        """← → Home End step through the game (not while the slider or the picker has the focus: they use
        those keys themselves)."""
        key = str(event.key)
        if key not in KEYS or str(event.target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return False
        if event.altKey or event.ctrlKey or event.metaKey:
            return False  # Alt+← is the browser's Back
        event.preventDefault()
        self.replay.step(KEYS[key])
        self.draw(say=True)
        return True

    async def copy(self) -> None:
        """Copy the link to the clipboard (it is shown selectable too); say whether it worked."""
        area = document.getElementById("replay-link")
        if absent(area):
            return
        area.select()
        lang = self.lang()
        try:
            await window.navigator.clipboard.writeText(str(area.value))
            said = tx("replay_copied", lang)
        except Exception:  # no permission, no clipboard (an insecure origin): the link stays selected
            said = tx("replay_copy_failed", lang)
        out = document.getElementById("replay-copied")
        if not absent(out):
            out.textContent = said


def open_own(game_id: str, session: Any, lang: Callable[[], str]) -> ReplayScreen:
    """The replay of the page's own game (``BadRecord`` when no seat may be shown: a hand-over pending)."""
    return ReplayScreen(game_id, of_session(session), lang, own=True)


def entry(table: GameTable, lang: str) -> None:
    """Add the way into the replay to a table just drawn: on the match-end screen beside the rematch, else
    (a game in progress that may be replayed from the device's seat) at the end of the table."""
    from .replay import open_seats

    s = table.session
    if s is None or table.screen != "table" or not open_seats(s):
        return
    app = table.app()
    if s.to_move() is None:
        actions = app.querySelector("#match-end .actions")
        if not absent(actions):
            actions.insertAdjacentHTML("beforeend", f' <button type="button" id="replay-open" data-action="replay">'
                                                    f'{tx("replay_game", lang)}</button>')
        return
    app.insertAdjacentHTML("beforeend", f'<p class="actions replay-entry"><button type="button" id="replay-open" '
                                        f'data-action="replay">{tx("replay_so_far", lang)}</button></p>')
