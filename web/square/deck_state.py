"""The deck builder's state and what each of its buttons does, without the DOM (tested in CPython).

``Builder`` holds the deck being built (``deck_model.Draft``), the saved decks as last read from the browser
(``deck_store``), which card's full text is open, a question waiting for a yes (replace unsaved changes,
delete a deck), a deck being renamed, and the notice line (in both languages, so switching language keeps
it). Storage goes through three calls (``web.storage.Storage``'s ``get``, ``set`` → stored or not,
``set_aside``); the entry is read again whenever its text changed (another tab), refused whole if any part
is wrong (set aside and said), and while a refused entry cannot be set aside (storage full) nothing is
written over it (``held``).

Decisions (a player's expectations): + stops at 3 copies and at 40 cards; a deck is saved unfinished if the
player likes (the list says "unfinished" and the set-up form offers only finished ones); names are unique
(saving under a saved deck's name is refused, never a silent overwrite); a deck opened and saved under a new name
is saved as a new deck, the one opened kept (QA 2026-12-04: it was replaced without a word); an empty name gets
"My deck N";
replacing or opening over unsaved changes and deleting ask first; import replaces the deck being built
(after the same question) and keeps its name.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from sevens.core.errors import BadRecord, SevensError
from sevens.games.square.cards import DECKS

from ..i18n import LANGS
from ..setup_form import CUSTOM
from .deck_model import Draft, clean_name, preset, problems
from .deck_store import CHOICE, KEY, MAX_DECKS, dump_saved, read_import, read_saved
from .deck_text import tx


class Builder:
    def __init__(self, get: Callable[[str], str | None], put: Callable[[str, str], bool],
                 set_aside: Callable[[str], bool], lang: Callable[[], str], option: str = "deck0") -> None:
        self.get = get
        self.put = put
        self.set_aside = set_aside
        self.lang = lang
        self.option = option
        """The set-up form's deck option "Play with this deck" fills (the first seat's)."""
        self.draft = Draft()
        self.base = Draft()
        """The deck as it was last started, opened or saved: the draft has unsaved changes when it differs."""
        self.origin: str | None = None
        """The saved deck the draft is (opened from or saved as), by name."""
        self.saved: list[Draft] = []
        self._read: str | None = None
        self.held = False
        self.notice: dict[str, str] = {}
        self.open_card: str | None = None
        self.pending: tuple[str, Any] | None = None
        """A question: ("replace", (draft, origin, notice)) or ("delete", name)."""
        self.renaming: str | None = None
        self.io_open = False
        self.import_text = ""
        self.refresh()

    # --- words ---------------------------------------------------------------------------------------
    def say(self, key: str, **fmt: Any) -> dict[str, str]:
        """``key`` in both languages (``kind`` "done" for what was done, ``did_*``); a ``SevensError`` among
        ``fmt`` is said in each language."""
        out = {}
        for lang in LANGS:
            values = {k: v.text(lang) if isinstance(v, SevensError) else v for k, v in fmt.items()}
            out[lang] = tx(key, lang, **values)
        if key.startswith("did_"):
            out["kind"] = "done"  # a success, not a refusal: drawn as a status, not an alert
        return out

    def notice_text(self) -> str:
        return self.notice.get(self.lang(), "")

    # --- the saved decks -------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the saved decks again if their entry changed; a refused entry is set aside and said."""
        text = self.get(KEY)
        if text == self._read:
            return
        try:
            self.saved = read_saved(text)
        except BadRecord as err:
            self.saved = []
            self.held = not self.set_aside(KEY)
            self.notice = self.say("bad_saved_kept" if self.held else "bad_saved_aside", why=err)
            text = text if self.held else None
        self._read = text

    def names(self) -> list[str]:
        return [d.name for d in self.saved]

    def find(self, name: str) -> Draft | None:
        for d in self.saved:
            if d.name == name:
                return d
        return None

    def _write(self, decks: list[Draft]) -> bool:
        """Store ``decks`` as the entry; False (and the notice says why) if nothing was stored."""
        if self.held:
            self.held = not self.set_aside(KEY)
            if self.held:
                self.notice = self.say("held")
                return False
        text = dump_saved(decks)
        if not self.put(KEY, text):
            self.notice = self.say("not_stored")
            return False
        self.saved = decks
        self._read = text
        return True

    # --- the deck being built -------------------------------------------------------------------------
    def dirty(self) -> bool:
        return not self.draft.same_cards(self.base) or self.draft.name != self.base.name

    def add(self, key: str) -> bool:
        self.pending = None
        self.notice = {}
        return self.draft.add(key)

    def sub(self, key: str) -> bool:
        self.pending = None
        self.notice = {}
        return self.draft.remove(key)

    def set_name(self, text: str) -> None:
        self.draft.name = clean_name(text)

    def toggle_card(self, key: str) -> None:
        self.open_card = None if self.open_card == key else key

    def _replace(self, draft: Draft, origin: str | None, notice: dict[str, str], base: Draft | None = None) -> None:
        """Make ``draft`` the deck being built (``base``: as saved, the draft itself by default), after asking
        when unsaved changes would be lost."""
        what = (draft, origin, notice, draft.copy() if base is None else base)
        if self.dirty() and self.draft.total:
            self.pending = ("replace", what)
            self.notice = {}
            return
        self.pending = None
        self._take(what)

    def _take(self, what: tuple[Draft, str | None, dict[str, str], Draft]) -> None:
        self.draft, self.origin, self.notice, self.base = what
        self.renaming = None

    def start(self, what: str) -> None:
        """Start again from a preconstructed deck (``aera`` …) or from nothing (``empty``)."""
        if what in DECKS:
            d = preset(what, self.lang())
            self._replace(d, None, self.say("did_start", name=d.name))
        else:
            self._replace(Draft(), None, self.say("did_start", name=tx("empty", self.lang())))

    def open_saved(self, name: str) -> None:
        self.refresh()
        d = self.find(name)
        if d is not None:
            self._replace(d.copy(), name, self.say("did_load", name=name))

    def confirm(self) -> None:
        """Yes to the question asked."""
        pending, self.pending = self.pending, None
        if pending is None:
            return
        kind, what = pending
        if kind == "replace":
            self._take(what)
        elif kind == "delete":
            self._delete(what)

    def cancel(self) -> None:
        self.pending = None
        self.renaming = None

    def import_deck(self, text: str) -> None:
        self.import_text = text
        try:
            counts = read_import(text)
        except SevensError as err:
            self.notice = self.say("bad_import", why=err)
            self.pending = None
            return
        d = Draft(self.draft.name, counts)
        self._replace(d, None, self.say("did_import", n=d.total), base=Draft())  # not saved yet

    # --- saving, renaming, deleting --------------------------------------------------------------------
    def _free_name(self) -> str:
        n = 1
        while True:
            name = tx("default_name", self.lang(), n=n)
            if self.find(name) is None:
                return name
            n += 1

    def save(self) -> bool:
        """Save the deck being built: over the saved deck it came from while it keeps that deck's name; under
        another name as a new deck, the one it came from kept as it was ("save as": a player who typed a new
        name expects both; renaming is the list's own button)."""
        self.refresh()
        self.pending = None
        name = self.draft.name or self._free_name()
        other = self.find(name)
        if other is not None and name != self.origin:
            self.notice = self.say("name_taken", name=name)
            return False
        mine = self.origin if name == self.origin and self.find(name) is not None else None
        kept_too = self.origin if mine is None and self.find(self.origin or "") is not None else None
        if mine is None and len(self.saved) >= MAX_DECKS:
            self.notice = self.say("too_many", n=MAX_DECKS)
            return False
        kept = Draft(name, self.draft.sorted_counts())
        decks = [kept if d.name == mine else d for d in self.saved] if mine else [*self.saved, kept]
        if not self._write(decks):
            return False
        self.draft.name = name
        self.origin = name
        self.base = self.draft.copy()
        self.notice = (self.say("did_save_as", name=name, old=kept_too) if kept_too is not None
                       else self.say("did_save", name=name))
        return True

    def rename(self, old: str, text: str) -> bool:
        self.refresh()
        name = clean_name(text)
        if not name:
            self.notice = self.say("name_empty")
            return False
        if name != old and self.find(name) is not None:
            self.notice = self.say("name_taken", name=name)
            return False
        if self.find(old) is None:
            self.renaming = None
            return False
        if not self._write([Draft(name, d.counts) if d.name == old else d for d in self.saved]):
            return False
        if self.origin == old:
            self.origin = name
            if self.base.name == old:
                self.base.name = name
            if self.draft.name == old:
                self.draft.name = name
        self.renaming = None
        self.notice = self.say("did_rename", old=old, name=name)
        return True

    def ask_delete(self, name: str) -> None:
        self.pending = ("delete", name)
        self.renaming = None
        self.notice = {}

    def _delete(self, name: str) -> None:
        self.refresh()
        if self.find(name) is None:
            return
        if self._write([d for d in self.saved if d.name != name]):
            if self.origin == name:
                self.origin = None
                self.base = Draft()
            self.notice = self.say("did_delete", name=name)

    # --- to the game --------------------------------------------------------------------------------
    def play_fields(self) -> dict[str, Any] | None:
        """The set-up form's fields that play this deck in the first seat (its saved deck or preset chosen
        when it is one, else a custom deck), or None with the notice saying what keeps it from being played."""
        found = problems(self.draft.counts)
        if found:
            lang_text = {lang: " ".join(p[0] if lang == "en" else p[1] for p in found) for lang in LANGS}
            self.notice = {lang: tx("cannot_play", lang, why=lang_text[lang]) for lang in LANGS}
            return None
        cards = self.draft.cards()
        choice = CUSTOM
        if self.origin is not None and not self.dirty() and self.find(self.origin) is not None:
            choice = CHOICE + self.origin
        else:
            choice = next((k for k, d in DECKS.items() if list(d.cards) == cards), CUSTOM)
        self.notice = {}
        return {self.option: choice, self.option + "_json": json.dumps(cards, ensure_ascii=False)}

