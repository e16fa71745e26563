"""セブンスクエア's deck builder in the page (issue 17, item 7): a screen of the game's own (``web.pages``),
opened from its card in the hall (``#/square/decks``).

The DOM side only: it draws ``deck_html.page_html`` of its ``deck_state.Builder``, reads the name, rename and
import fields before each action, hands each ``data-action`` to the builder, puts the focus back on the
control that had it after a redraw (or on its neighbour, when + or − became disabled), and says a card count
change in the page's live region. "Play with this deck" opens the set-up form with the deck in P1's seat
(``PageHost.open_setup``: its saved deck chosen in the form, where the saved decks are offered beside the
preconstructed ones through ``web.square.setup_choices``).
"""

from __future__ import annotations

from typing import Any

from sevens.games.square.cards import CARDS, DECK_SIZE

from ..click_guard import GUARD
from ..dom import document
from ..jsutil import absent, focus
from ..pages import PageHost
from .deck_html import card_name, page_html
from .deck_state import Builder
from .deck_text import tx


def _focus(key: str, scroll: bool = False) -> bool:
    """Focus the element ``key`` (False if there is none or it is disabled); the page scrolls to it only when
    ``scroll`` (a question asked, a field to fill), not when the focus goes back where it was."""
    el = document.getElementById(key)
    if absent(el) or bool(el.hasAttribute("disabled")):
        return False
    focus(el, scroll)
    return True


class DeckBuilder:
    def __init__(self, host: PageHost, option: str = "deck0") -> None:
        self.host = host
        self.builder = Builder(host.get, host.set, host.set_aside, host.lang, option)
        self.back_to = ""
        """The control that asked a question or opened the rename field: the focus goes back there after."""

    def lang(self) -> str:
        return self.host.lang()

    def draw(self, focus: str | None = None) -> None:
        """Draw the builder; the focus goes back to the control that had it (by id), else to ``focus``."""
        active = document.activeElement
        had = "" if absent(active) else str(active.id or "")
        self.builder.refresh()
        GUARD.drawn()
        document.getElementById("app").innerHTML = page_html(self.builder, self.lang())
        if focus and _focus(focus, scroll=True):
            return
        if had:
            _focus(had)

    def _read_fields(self) -> None:
        name = document.getElementById("deck-name")
        if not absent(name):
            self.builder.set_name(str(name.value))

    def _field(self, key: str) -> str:
        el = document.getElementById(key)
        return "" if absent(el) else str(el.value)

    def _say_count(self, key: str) -> None:
        region = document.getElementById("announce")
        if not absent(region):
            lang = self.lang()
            region.textContent = tx("said", lang, name=card_name(CARDS[key], lang), n=self.builder.draft.count(key),
                                    total=self.builder.draft.total, size=DECK_SIZE)

    def action(self, action: str, target: Any) -> None:
        b = self.builder
        self._read_fields()
        card = str(target.getAttribute("data-card") or "")
        index = str(target.getAttribute("data-index") or "")
        named = b.saved[int(index)].name if index.isdigit() and int(index) < len(b.saved) else None
        focus = None
        asked = b.pending is not None or b.renaming is not None
        if action in ("deck-add", "deck-sub") and card in CARDS:
            changed = b.add(card) if action == "deck-add" else b.sub(card)
            other = "deck-sub-" if action == "deck-add" else "deck-add-"
            self.draw()
            if not _focus(f"{action}-{card}"):
                _focus(other + card)
            if changed:
                self._say_count(card)
            return
        if action == "deck-info" and card in CARDS:
            b.toggle_card(card)
        elif action == "deck-start":
            b.start(str(target.getAttribute("data-deck") or ""))
            focus = "deck-yes" if b.pending else "deck-name"
        elif action == "deck-load" and named is not None:
            b.open_saved(named)
            focus = "deck-yes" if b.pending else "deck-name"
        elif action == "deck-save":
            b.save()
        elif action == "deck-play":
            fields = b.play_fields()
            if fields is not None:
                self.host.open_setup(fields)
                return
        elif action == "deck-io":
            b.io_open = not b.io_open
        elif action == "deck-import":
            b.import_deck(self._field("deck-import"))
            focus = "deck-yes" if b.pending else None
        elif action == "deck-rename" and named is not None:
            b.renaming = named
            b.pending = None
            focus = "deck-rename-input"
        elif action == "deck-rename-ok" and b.renaming is not None:
            if b.rename(b.renaming, self._field("deck-rename-input")):
                focus = self.back_to
        elif action == "deck-delete" and named is not None:
            b.ask_delete(named)
            focus = "deck-no"
        elif action == "deck-yes":
            kind = b.pending[0] if b.pending is not None else ""
            b.confirm()
            focus = "deck-saved-h" if kind == "delete" else "deck-name"
        elif action == "deck-cancel":
            b.cancel()
            focus = self.back_to
        else:
            return
        if not asked and (b.pending is not None or b.renaming is not None):
            self.back_to = str(target.id or "")
        self.draw(focus)

    def on_change(self, target: Any) -> None:
        """The name field keeps what was typed (the builder is redrawn only by its buttons)."""
        if str(target.id or "") == "deck-name":
            self.builder.set_name(str(target.value))
        elif str(target.id or "") == "deck-import":
            self.builder.import_text = str(target.value)

    def on_key(self, event: Any) -> None:
        """Enter in the rename field renames, Escape cancels it or the question asked."""
        key = str(event.key or "")
        where = str(event.target.id or "")
        if key == "Enter" and where == "deck-rename-input":
            event.preventDefault()
            self.action("deck-rename-ok", event.target)
        elif key == "Escape" and (self.builder.renaming is not None or self.builder.pending is not None):
            self.builder.cancel()
            self.draw(self.back_to)
