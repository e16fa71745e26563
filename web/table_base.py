"""What every game's table in the page shares on the DOM side, so a game's table supplies only its drawing,
its board interactions and its texts.

``GameTable`` holds one game's session and does, for every game alike: the set-up form (generated from the
option spec, ``web.setup_form``), start, the autosave under ``sevens.<game>.save`` and resume, export and
import of a record file, a human's move with its refusal, undo, the rules dialog, the hot-seat hand-over
(``SessionBase.hand_over_due``: nothing is shown before the next human takes the device), and the loop
that plays whatever decision is pending and is not a human's: a bot's decision is computed in the worker,
a chance step is played by the page from the seed (``SessionBase.chance_step``) and shown as a line ("P1:
rolls 4"), both at the page's pace; a human's decision, a reaction inside a bot's turn included, stops the
loop and the table shows the human their choices.

A game's table subclasses ``GameTable``, sets ``SESSION`` (a ``web.session_base.SessionBase`` subclass),
``STRINGS`` (its strings, the shared ones included) and ``RULES`` (its rules panel by language), and
overrides ``draw_table`` (and, as it needs, ``seat_label``, ``seat_name``, ``setup_buttons``, ``action``
for its own buttons, the board's event handlers). The shell
(``web.main``) dispatches the shared actions to these methods.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from sevens.core import history
from sevens.core.capabilities import Rounds
from sevens.core.errors import BadRecord, IllegalMove, SevensError
from sevens.core.record import MAX_JSON_BYTES

from . import animate, setup_form, stats
from .bot_worker import BotFailure
from .click_guard import GUARD
from .dom import document, window
from .i18n import TABLE_STRINGS, lookup, seat_name, t
from .jsutil import absent, focus
from .session_base import SessionBase, save_key


def show_rules_dialog(rules_html: str, close: str) -> None:
    """Open the modal rules dialog (created once, id ``rules-dialog``) with ``rules_html`` and a close button."""
    dialog = document.getElementById("rules-dialog")
    if absent(dialog):
        dialog = document.createElement("dialog")
        dialog.id = "rules-dialog"
        document.body.appendChild(dialog)
    dialog.innerHTML = (f'<div class="rules" tabindex="-1">{rules_html}</div>'
                        f'<form method="dialog"><button class="primary">{close}</button></form>')
    dialog.showModal()
    # the dialog would focus its close button, at the end, and open scrolled there: start at the top
    dialog.querySelector(".rules").focus()
    dialog.scrollTop = 0


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


def read_fields(form: Any) -> setup_form.Fields:
    """Every named field of ``form``: selects, text areas and number fields as text, checkboxes as
    True/False, a radio group as the checked value."""
    fields: setup_form.Fields = {}
    elements = form.elements
    for i in range(int(elements.length)):
        el = elements.item(i)
        name = str(el.name or "")
        if not name:
            continue
        kind = str(el.type or "")
        if kind == "checkbox":
            fields[name] = bool(el.checked)
        elif kind == "radio":
            if el.checked:
                fields[name] = str(el.value)
        else:
            fields[name] = str(el.value)
    return fields


Motion = tuple[str, str] | list[tuple[str, str]] | None
"""What ``GameTable.motion`` gives: one (source, target) pair of CSS selectors, several, or None."""


def motion_pairs(where: Motion) -> list[tuple[str, str]]:
    """The (source, target) pairs of a ``Motion``, in order (none for None)."""
    if where is None:
        return []
    if isinstance(where, list):
        return list(where)
    return [where]


@dataclass
class Host:
    """What the shell gives every table: the language now, the storage (``web.storage.Storage``: ``set``
    says whether the browser stored it, ``set_aside`` moves a refused save out of the way), the bots' pace
    in seconds, and the bot's worker (``web.bot_worker.BotWorker``: a timed ask, a fresh worker after a failure)."""

    lang: Callable[[], str]
    get: Callable[[str], str | None]
    set: Callable[[str, str], bool]
    pace: float
    set_aside: Callable[[str], bool] = lambda key: False
    worker: Any = None
    bot_salt: int | None = None
    """The bots' salt every session gets (``?bot_seed=`` in the URL: reproducible bots for tests and bug
    reports); None: each session draws its own (``SessionBase.bot_salt``)."""


class GameTable:
    """One game's table: its session, the set-up form's fields, the notice line, the loop's guards.

    ``busy`` is True while the loop runs (set before it is scheduled, cleared only by the loop);
    ``generation`` changes with every undo, new game, import or leaving the table, so a bot's answer that
    arrives afterwards is dropped as stale.
    """

    SESSION: ClassVar[type[SessionBase]]
    STRINGS: ClassVar[dict[str, dict[str, str]]] = TABLE_STRINGS
    """The table's strings by key and language (a game's own table adds its keys to ``TABLE_STRINGS``)."""
    RULES: ClassVar[dict[str, str]] = {}
    """The rules panel (HTML) by language; a table without one overrides ``rules_html``."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.game: Any = self.SESSION.GAME
        self.game_id: str = self.game.id
        self.session: Any = None
        self.fields: setup_form.Fields = setup_form.defaults(self.game)
        self.notice = ""
        self.busy = False
        self.generation = 0
        self.screen = "setup"
        self.chance: dict[str, str] | None = None
        """What the last chance step played gave, by language ("P1 rolls 4")."""
        self.bot_ms: list[float] = []
        """How long each worker answer took (read by scripts/bench_load.py)."""
        self.bot_samples: list[int | None] = []
        """How many samples each of those answers searched (``BotWorker.samples``; read by the page benches)."""
        self.hint: tuple[Any, str] | None = None
        """The last hint: (the state it was asked in, the move text the ``normal`` bot would play there)."""
        self.hinting = False
        self.round_over = False
        """The last move ended a round (``Rounds.round_ends``: the next deal is made): the table shows the
        round's end and waits for "Deal the next round" before anyone plays on (bots included)."""
        self.held = False
        """The autosave holds a refused save that could not be set aside (storage full): nothing is written
        over it until it can be moved (each save tries again), and the table says the game is not saved."""
        self.save_failed: str | None = None
        """Why the last autosave did not reach storage (None once one did): the table says so at once."""
        self.motion_due: tuple[Any, str, int, Any] | None = None
        """The bot's move just played (the state before it, its text, the seat, the state after it), animated
        by the next redraw of the loop (``play_motion``) if the table still shows that state after it."""
        self.bot_error: BotFailure | None = None
        """Why the bot's last answer did not come (a timeout, an error, a worker that did not start): the
        loop stops, the table says so and offers a retry; the game is kept as it was."""
        self.focus_due = False
        """An action asked that the next drawing put the focus on the next thing to do (``draw``)."""
        self.stale = False
        """Another tab of the page saved this game since this one drew it (``other_tab_saved``): nothing is played
        or saved here until the person takes the game as it is now (``follow``)."""
        self._save_read: tuple[str, bool] | None = None
        """The last save read (``game_in_progress``, ``check_save``, ``resume``): its text, and whether its match
        goes on."""

    @property
    def pace(self) -> float:
        return self.host.pace

    def lang(self) -> str:
        return self.host.lang()

    @property
    def save_key(self) -> str:
        return save_key(self.game_id)

    # --- what a game's table may override -------------------------------------------------------------
    def tx(self, key: str, lang: str, **fmt: Any) -> str:
        """A string of the table (``STRINGS``) in ``lang``."""
        return lookup(self.STRINGS, key, lang, **fmt)

    def draw_table(self, status: str | None) -> None:
        """Draw the game (the hand-over and the set-up are drawn by this class)."""
        raise NotImplementedError

    def rules_html(self, lang: str) -> str:
        """The rules panel in ``lang`` (``RULES``)."""
        return self.RULES[lang]

    def setup_title(self, lang: str) -> str:
        """The set-up form's heading: the table's ``setup`` string, given the game's name."""
        name = self.game.info.name_ja if lang == "ja" else self.game.info.name_en
        return self.tx("setup", lang, game=name)

    def seat_label(self, seat: int, lang: str) -> str:
        """A seat's label in the set-up form."""
        return lookup(TABLE_STRINGS, "seat", lang, n=seat + 1)

    pending_import: Any = None
    """A valid imported record (its session) waiting for the person's yes: it would replace a game in progress."""

    keyboard = False
    """Whether the person's last input was a key (``web.main`` sets it: a key down, or a pointer down): the focus
    the page moves after a move then scrolls the page to it; after a tap or a click it does not (on a phone the
    first legal move's button is often a screen away from where the person is looking)."""

    OPEN_SEAT: int | None = None
    """The seat whose view holds everything every other seat's does and more, where a game has one (ウルトラセブン's
    alien: the TDF hides nothing): a replay's "everything open" draws that seat's table, and no other seat's part."""

    def seat_name(self, seat: int, lang: str) -> str:
        """Who sits at ``seat``, as the table and the hand-over name them."""
        seats = self.session.seats if self.session is not None else []
        if not seats:
            return lookup(TABLE_STRINGS, "seat", lang, n=seat + 1)
        return seat_name(seats, seat, lang)

    def round_summary_html(self, lang: str) -> str:
        """What the round-end screen shows of the round just over (its ranking, its points, the totals);
        "" where the game has nothing to add to "Round over"."""
        return ""

    def setup_buttons(self, lang: str) -> str:
        """More buttons of the set-up form (HTML), after Start."""
        return ""

    def setup_more(self, lang: str) -> dict[str, setup_form.More]:
        """More choices of the structured options beside their presets (the player's saved decks): the game's
        web package's ``setup_choices`` (``web.tables``), read from the browser's storage now."""
        from .tables import setup_choices

        return setup_choices(self.game_id, self.host.get, lang)

    def action(self, action: str, target: Any, event: Any) -> bool:
        """A ``data-action`` of this table's own; False if it is not one (the shell handles the shared ones)."""
        if action == "move":
            self.move(str(target.dataset.move))
            return True
        if action == "why":  # a thing that is none of the choices (七並べ's card that cannot be played)
            self.explain(str(getattr(target.dataset, "trial", None) or ""))
            return True
        return False

    def explain(self, trial: str) -> None:
        """Say in the notice which rule refuses the move ``trial`` (a click on a thing that is none of the
        choices: "♠Q is not next to the run of its suit…"); nothing is played, whatever the engine answers."""
        s = self.session
        if s is None or not trial or not self.can_decide():
            return
        try:
            self.game.parse_move(s.state, trial)
        except SevensError as err:
            self.notice = err.text(self.lang())
            self.draw()

    def on_change(self, target: Any) -> None:
        """A form field changed: a structured option's preset shows its JSON in the set-up form; an option that
        needs this one ticked (``Choice.needs``) is enabled, or unticked and disabled, where it is (the focus
        stays on the box just clicked)."""
        name = str(target.name or "")
        if self.screen == "setup" and name:
            for dep in setup_form.dependents(self.game, name):
                box = self.app().querySelector(f'input[name="{dep}"]')
                if not absent(box):
                    box.disabled = not bool(target.checked)
                    if box.disabled:
                        box.checked = False
                    box.parentElement.classList.toggle("off", bool(box.disabled))
            self.read_setup()
            if setup_form.show_preset(self.game, self.fields, name, self.setup_more(self.lang())):
                self.draw()

    def on_pointer_move(self, event: Any) -> None:
        """The board's pointer and key handlers (none by default)."""

    def on_pointer_down(self, event: Any) -> None:
        pass

    def on_key(self, event: Any) -> None:
        pass

    def drag_start(self, source: str) -> bool:
        """A ``data-drag="source"`` element is being dragged (``web.drag``): True lets it go on, after showing
        what the source can do (as a click on it would). No table drags by default."""
        return False

    def drop(self, source: str, target: str) -> None:
        """``source`` was let go over ``data-drop="target"``: play what a click on each in turn would."""

    def on_wheel(self, event: Any) -> None:
        pass

    def motion(self, before: Any, move: str, seat: int) -> Motion:
        """Where a bot's move comes from and what shows it, so the page animates it (``web.animate``).

        Contract (every game's table may override; the shell calls it for a bot's move only): ``before`` is
        the state the move was played in, ``move`` its text (``format_move``), ``seat`` the bot's seat.
        Return ``(source, target)``, two CSS selectors looked up inside ``#app`` *after* the table was
        redrawn with the move played: ``source`` the seat's place (its line in the players' list, its
        panel), ``target`` the element(s) showing the move now (the card on the grid, the tile on the
        board; a selector matching several elements moves each). Return None for no animation (a pass, or a
        move the drawing does not show). The target glides from the source's centre to its place in a
        fraction of the page's pace, never at the instant pace or with reduced motion; a selector that
        matches nothing animates nothing. A move whose parts come from several places (七並べ's joker: the
        real card from the seat that held it, the card beyond from the joker's player) returns a list of such
        pairs, each played at once. Must not raise and must not touch the DOM (it is pure: tested in
        CPython). The default: no animation (the generic table)."""
        return None

    def quiet_due(self) -> str | None:
        """The move text when a person is to decide and their only move is a quiet one
        (``SessionBase.quiet_only``), else None."""
        s = self.session
        if s is None or self.screen != "table" or self.busy or self.round_over or self.stale or not s.human_to_move():
            return None
        return s.quiet_only()

    def play_quiet(self) -> bool:
        """Play every pending quiet move that is a person's only move (7 SHADES' window they can only let
        pass), as the loop does for a bot: nobody is asked, no hot-seat hand-over is drawn for it; whether any
        was played (then the game is saved). A bot's move waiting for its animation keeps it (the quiet move
        changed nothing on the table)."""
        played = False
        s = self.session
        while (text := self.quiet_due()) is not None:
            before = s.state
            try:
                s.play(text)
            except IllegalMove:  # the engine refused: the person is shown the window and its one button
                break
            played = True
            due = self.motion_due
            if due is not None and due[3] is before:
                self.motion_due = (due[0], due[1], due[2], s.state)
        if played:
            self.save()
        return played

    def play_motion(self) -> None:
        """Animate the bot's move just drawn (``motion``), once, right after the redraw that shows it."""
        due, self.motion_due = self.motion_due, None
        if (due is None or self.screen != "table" or self.session is None or self.session.state is not due[3]
                or self.pace <= 0):
            return
        try:
            for source, target in motion_pairs(self.motion(due[0], due[1], due[2])):
                animate.play(source, target, self.pace)
        except Exception:  # an animation is decoration: it never stops the game
            return

    def bots_may_run(self) -> bool:
        """Bots and chance play only while the table is shown (``leave`` stops them)."""
        return self.screen == "table"

    # --- screens ------------------------------------------------------------------------------------
    def app(self) -> Any:
        return document.getElementById("app")

    def draw(self, status: str | None = None) -> None:
        """Draw the screen (``draw_screen``) and keep the keyboard's place: the element that had the focus, drawn
        anew, gets it back (without scrolling); where it is gone (a card played, a button disabled) and an action
        asked for it (``focus_due``: a new game, an undo, a hint, a round's or the match's end) the next thing to
        do gets it: the end screen's first button, the set-up form's first field, the hinted move, else the first
        legal move (issue 15, item 8)."""
        if self.screen == "away":
            return
        quiet = self.play_quiet()
        kept = _focused(self.app())
        self.draw_screen(status)
        if quiet:
            self.kick()  # a bot may be due after the window let pass
        due, self.focus_due = self.focus_due, False
        if not _lost(document.activeElement):
            return
        handover = self.app().querySelector('.handover button[data-action="reveal"]')
        if not absent(handover):  # the whole screen is this one button (hot seat: pass the device)
            _page_focus(handover)
            return
        again: Any = None if kept is None else self.app().querySelector(kept)
        if not absent(again) and not again.matches(":disabled"):  # (an svg has no ``disabled``)
            _page_focus(again, scroll=False)
            return
        if not due:  # a redraw in the middle of something (a pick, a drag): the page is not scrolled elsewhere
            return
        first = self.app().querySelector(".ending button.primary, form#setup :is(select, input, button), button.hinted")
        if not absent(first):  # the end screen's first button; the set-up form's first field; the hinted move
            _page_focus(first)
            return
        self.focus_next()

    def game_in_progress(self) -> bool:
        """Whether this game has a match not yet over, shown or only saved (the set-up form warns that starting
        replaces it). A save is read once for each text (the form is drawn again at every change)."""
        if self.session is not None:
            return self.session.to_move() is not None
        text = self.saved_text()
        if text is None:
            return False
        if self._save_read is None or self._save_read[0] != text:
            try:
                going = self.SESSION.load(text).to_move() is not None
            except SevensError:
                going = False
            self._save_read = (text, going)
        return self._save_read[1]

    def draw_screen(self, status: str | None = None) -> None:
        GUARD.drawn()
        lang = self.lang()
        if self.screen == "setup" or self.session is None:
            warning = ""
            if self.game_in_progress():
                back_to = f' <button type="button" data-action="to_game">{_e(self.tx("to_game", lang))}</button>'
                warning = f'<p class="replaces" id="setup-replaces">{_e(self.tx("replaces", lang))}{back_to}</p>'
            self.app().innerHTML = setup_form.form_html(
                self.game, self.fields, lang, title=self.setup_title(lang), seat_label=self.seat_label,
                buttons=self.setup_buttons(lang), more=self.setup_more(lang), warning=warning)
            return
        back = (f'<p class="actions"><button type="button" data-action="hall">{_e(self.tx("back", lang))}'
                "</button></p>")
        if self.session.hand_over_due():
            name = self.seat_name(self.session.viewer, lang)
            self.app().innerHTML = (
                f'<div class="handover" data-seat="{self.session.viewer}"><p>{_e(self.tx("handover", lang, name=name))}</p>'
                f'<button type="button" class="primary" data-action="reveal">{_e(self.tx("handover_go", lang, name=name))}'
                f"</button>{back}</div>")
        elif self.session.table_hidden():
            self.app().innerHTML = (
                f'<div class="handover waiting"><p>{_e(self.tx("hidden_table", lang))}</p>'
                f'<p class="status" role="status">{_e(status or self.waiting_status(lang))}</p>{back}</div>')
        else:
            if status is None and self.bot_error is not None:
                status = self.tx("bot_stopped", lang)
            elif status is None and self.round_over:
                status = self.tx("round_over", lang)
            self.draw_table(status)
            self.app().insertAdjacentHTML("afterbegin", self.hint_html(lang) + self.ends_html(lang))
            self.mark_hint()
            # a finished game is not undone (``undo``); before the person's first move, or the round's, there is
            # nothing to undo (``SessionBase.undoable``)
            if not self.session.undoable():
                for button in self.app().querySelectorAll('[data-action="undo"]'):
                    button.disabled = True
            from .replay_render import entry

            entry(self, lang)  # the way into the replay (web.replay): on the match's end, or of the game so far
        self.app().insertAdjacentHTML("afterbegin", self.alerts_html(lang))

    def hint_html(self, lang: str) -> str:
        """"What would the bot play?" while a human decides, with the answer for this very position. The bar
        is drawn all through a game a human plays (its button disabled while a bot or chance decides or the loop
        still runs), so the table never shifts under the pointer between turns."""
        s = self.session
        if (self.screen != "table" or s is None or "human" not in s.seats or s.to_move() is None
                or self.round_over):
            return ""
        said = ""
        if self.hint is not None and self.hint[0] is s.state:
            what = self.game.describe_move(s.state, self.game.parse_move(s.state, self.hint[1]), lang)
            said = f' <span id="hint" data-move="{_e(self.hint[1])}">{_e(self.tx("hint_is", lang, what=what))}</span>'
        busy = " disabled" if self.hinting or not self.can_decide() else ""
        return (f'<div class="hintbar"><button type="button" data-action="hint"{busy}>{_e(self.tx("hint", lang))}'
                f"</button>{said}</div>")

    def mark_hint(self) -> None:
        """Outline the hinted move's own button, where the table draws one (``data-move``)."""
        s = self.session
        if self.hint is None or self.hint[0] is not s.state:
            return
        try:
            button = self.app().querySelector(f'button[data-move="{window.CSS.escape(self.hint[1])}"]')
        except Exception:  # no such button (a board game places by pointer): the line says it
            return
        if not absent(button):
            button.classList.add("hinted")

    def ask_hint(self) -> None:
        """Ask the ``normal`` bot what it would play from the human's own view (the human's seat only); the
        game counts it (``SessionBase.hints``, saved) so its result says it was played with hints."""
        if not self.can_decide() or self.hinting:
            return
        self.hinting = True
        self.redraw()
        asyncio.ensure_future(self._hint())

    async def _hint(self) -> None:
        s = self.session
        gen, before, p = self.generation, s.state, s.to_move()
        try:
            text = await self.host.worker.choose(self.game_id, json.dumps(self.game.view(before, p)), "normal",
                                                 s.bot_seed(p))
            if gen == self.generation and self.session is s and s.state is before:
                self.hint = (before, str(text))
                s.hints += 1
                self.save()
        except BotFailure as failure:
            self.notice = failure.text(self.lang())
        finally:
            self.hinting = False
            self.focus_due = True
            self.redraw()

    def ends_html(self, lang: str) -> str:
        """The round-end screen (the round's summary, "Deal the next round") or the match-end screen (a
        rematch with the same seats and options, back to the games), above the table; before them the question
        of an import that would replace the game in progress."""
        asked = self.import_html(lang)
        if asked:
            return asked
        if self.round_over:
            return (f'<section class="ending" id="round-end" aria-labelledby="round-end-title">'
                    f'<h2 id="round-end-title">{_e(self.tx("round_over", lang))}</h2>{self.round_summary_html(lang)}'
                    f'<p class="actions"><button type="button" class="primary" data-action="next_round">'
                    f'{_e(self.tx("next_round", lang))}</button></p></section>')
        if self.session.to_move() is None:
            hinted = (f'<p class="hinted-result">{_e(self.tx("with_hints", lang, n=self.session.hints))}</p>'
                      if self.session.hints else "")
            said = self.result_line(lang)
            result = f'<p class="result">{_e(said)}</p>' if said else ""
            title = self.tx("match_over" if self.is_match() else "one_game_over", lang)
            return (f'<section class="ending" id="match-end" aria-labelledby="match-end-title">'
                    f'<h2 id="match-end-title">{_e(title)}</h2>{result}{hinted}'
                    f'<p class="actions"><button type="button" class="primary" data-action="rematch">'
                    f'{_e(self.tx("rematch", lang))}</button> <button type="button" data-action="hall">'
                    f'{_e(self.tx("back", lang))}</button></p></section>')
        return ""

    def after_move_note(self, before: Any) -> str:
        """A line for the notice after the person's own move from ``before`` ("" by default): what the rules did
        on their own after it, that the person would otherwise wonder about (a phase ended for want of choices)."""
        return ""

    def is_match(self) -> bool:
        """Whether the game is a match of several rounds (七並べ with more than one round): its end screen says
        "The match is over", a single game's "The game is over"."""
        return False

    def result_line(self, lang: str) -> str:
        """Who won and why, on the match-end screen ("P2 · Bot (normal) wins: …"); "" where the table says it
        elsewhere (七並べ's standings, SEVEN's score)."""
        return ""

    def waiting_status(self, lang: str) -> str:
        """Who decides now, while the table is hidden (a bot, or chance), or that the bot did not answer."""
        if self.bot_error is not None:
            return self.tx("bot_stopped", lang)
        p = self.session.to_move()
        if p is None or p < 0:
            return self.tx("chance_due", lang)
        return self.tx("thinking", lang, name=self.seat_name(p, lang))

    def alerts_html(self, lang: str) -> str:
        """What the player must know at once, above any table: the game is not being saved (with the
        export at hand), or the bot did not answer (with a retry)."""
        out = ""
        if self.save_failed is not None:
            out += (f'<div class="alert" id="storage-warning" role="alert"><p>{_e(self.tx("not_saved", lang))}</p>'
                    f'<button type="button" data-action="export">{_e(self.tx("export", lang))}</button></div>')
        if self.stale:
            out += (f'<div class="alert" id="other-tab" role="alert"><p>{_e(self.tx("other_tab", lang))}</p>'
                    f'<button type="button" class="primary" data-action="follow">{_e(self.tx("follow", lang))}'
                    "</button></div>")
        if self.bot_error is not None and self.session is not None:
            out += (f'<div class="alert" id="bot-error" role="alert"><p>{_e(self.bot_error.text(lang))}</p>'
                    f'<button type="button" class="primary" data-action="retry">{_e(self.tx("retry", lang))}'
                    "</button></div>")
        return out

    def redraw(self) -> None:
        """Draw again only if this table's game is what the page shows (the loop's draws: a bot's answer
        must never draw over the set-up form, the hall or another game)."""
        if self.screen == "table":
            self.draw()

    def chance_text(self, lang: str) -> str:
        """The line about the last chance step ("🎲 P1 rolls 4": the game's description of it), or ""."""
        if self.chance is None:
            return ""
        return self.tx("chance_line", lang, what=self.chance[lang])

    def route(self) -> tuple[str, str]:
        """Where this table is, as ``web.routes`` names it: ("setup" | "play", item "")."""
        return ("play", "") if self.screen == "table" else ("setup", "")

    def show_table(self) -> bool:
        """Back to the game in progress as it was (the browser's Back or a link); False if there is none. If
        another tab saved this game meanwhile (while this one showed the hall or a set-up form, the browser's
        ``storage`` event was not this table's to hear), the table comes back stopped and offers the game as it
        is now (``other_tab_saved``): its next move wrote the older game over the newer one."""
        if self.session is None:
            return False
        self.screen = "table"
        text = self.saved_text()
        if text is not None and self.save_failed is None:
            self.other_tab_saved(text)  # the storage event's own check: a newer game there stops this table
        self.draw()
        self.kick()  # nothing is played by a stopped table (``loop_due``)
        return True

    def other_tab_saved(self, text: str) -> None:
        """Another tab of the page saved this game (``text``, the browser's ``storage`` event): if it is not the
        game shown here, this tab stops (its bots, its saves, its moves) and says so, so that it never writes an
        older game over the newer one; ``follow`` takes the game as it is now."""
        s = self.session
        if s is None or text == s.dump():
            return
        self.stale = True
        self.generation += 1  # a bot answer on its way is dropped
        self.redraw()

    def follow(self) -> None:
        """The game as another tab left it (the save), shown here; the table plays on from it."""
        self.stale = False
        why = self.resume()
        if why is not None:
            self.notice = why
            self.redraw()

    def to_game(self) -> None:
        """From the set-up form back to the game in progress: the one shown before, else its save."""
        if not self.show_table():
            self.resume()

    def next_round(self) -> None:
        """The players have seen the round's end: deal on (the next round is already dealt)."""
        self.round_over = False
        self.focus_due = True
        self.redraw()
        self.kick()

    def rematch(self) -> None:
        """A new match with the same seats and options (a new deal)."""
        s = self.session
        if s is None:
            return
        options = dict(self.game.to_record(s.state)["setup"])
        self.start_session(self.SESSION.create(secrets.randbelow(2**31), list(s.seats), options))

    def announce(self, before: Any) -> None:
        """Say the move just made from ``before`` in the page's one live region (``#announce``): screen
        readers hear what changed, not the whole table again. The words are ``announcement``'s."""
        line = self.announcement(before)
        region = document.getElementById("announce")
        if line is not None and not absent(region):
            region.textContent = line

    def announcement(self, before: Any) -> str | None:
        """The move just made from ``before`` as the person at the device may read it ("Seat 3: Bot (normal):
        ♥8"), or None when there is nothing to say; an action of several decisions (ウルトラセブン's deployment typed on
        one line) says each, every one read in the state it was made in. A table with words of its own (its log's)
        overrides this."""
        s = self.session
        log = self.game.to_record(s.state)["moves"]
        if not log or self.game.to_move(before) is None:
            return None
        lang = self.lang()
        said: list[tuple[int, list[str]]] = []  # (seat, what it did): one action may be several decisions
        state = before
        for text in log[len(self.game.to_record(before)["moves"]):]:
            p = self.game.to_move(state)
            if p is None:
                break
            move = self.game.parse_move(state, text)
            what = history.describe(self.game, state, move, lang, s.eyes())
            if said and said[-1][0] == p:
                said[-1][1].append(what)
            else:
                said.append((p, [what]))
            state = self.game.apply(state, move)
        return "; ".join(f"{self.tx('chance_due', lang) if p < 0 else self.seat_name(p, lang)}: {' · '.join(what)}"
                         for p, what in said) or None

    def focus_next(self) -> None:
        """After a move, when the person may decide and the focus fell back to the page: put it on the first
        thing to do (the first legal move's button), so keyboard play goes on."""
        active = document.activeElement
        if not self.can_decide() or not (absent(active) or str(active.tagName) == "BODY"):
            return
        first = self.app().querySelector('button[data-action="move"]:not([disabled])')
        if not absent(first):
            _page_focus(first, scroll=self.keyboard)

    def just_dealt(self) -> bool:
        """Whether the game's last move ended a round (a loaded game paused on a round's end comes back
        to that screen: the pause itself is not saved, it is read from the record)."""
        s = self.session
        rounds = self.game
        if not isinstance(rounds, Rounds) or not self.game.to_record(s.state)["moves"]:
            return False
        past = history.states(self.game, s.state)
        return rounds.round_ends(past[-2], past[-1])

    def ended_round(self, before: Any) -> None:
        """After a move from ``before``: if it ended a round (a new deal came), pause on the round's end; if
        it ended the match, count it in the browser's statistics (``web.stats``)."""
        s = self.session
        if isinstance(self.game, Rounds) and self.game.round_ends(before, s.state):
            self.round_over = True
            self.focus_due = True
        if self.game.to_move(before) is not None and s.to_move() is None:
            self.focus_due = True
            level = stats.table_level(s.seats)
            out = self.game.outcome(s.state)
            if level is not None and out is not None:
                kept = stats.read(self.host.get(stats.KEY))
                stats.add(kept, self.game_id, level, out.ranks[s.seats.index("human")])
                self.host.set(stats.KEY, stats.dump(kept))

    def open_setup(self) -> None:
        self.screen = "setup"
        self.generation += 1
        self.focus_due = True
        self.draw()

    def leave(self) -> None:
        """The page shows something else (the hall, another game): stop drawing and drop any bot answer.
        Whatever this table showed (its game or its set-up form), it draws nothing until opened again."""
        self.screen = "away"
        self.generation += 1

    def read_setup(self) -> None:
        """Keep the form's fields (so a redraw or a refusal shows them as they were)."""
        form = document.getElementById("setup")
        if not absent(form):
            self.fields.update(read_fields(form))

    def players_changed(self) -> None:
        self.read_setup()
        self.draw()

    def start(self) -> None:
        """A new game from the form; a refusal (a bad option, a rule between options) is shown under it."""
        self.read_setup()
        try:
            seats, options = setup_form.parse(self.game, self.fields)
            session = self.SESSION.create(secrets.randbelow(2**31), seats, options)
        except SevensError as err:
            notice = document.getElementById("setup-notice")
            if not absent(notice):
                notice.textContent = setup_form.refusal_text(self.game, err, self.lang())
            return
        self.start_session(session)

    # --- the session and its save -----------------------------------------------------------------
    def saved_text(self) -> str | None:
        return self.host.get(self.save_key)

    def resume(self) -> str | None:
        """Load the autosave and show it; returns None, or (the save refused) what to tell the player: the
        game, why, and that the save was set aside (``Host.set_aside``: kept under ``<key>.refused``, the
        key freed) so the page comes up and a new game can be saved."""
        session, why = self._load_saved()
        if session is not None:
            self.start_session(session)
        return why

    def check_save(self) -> str | None:
        """The autosave checked without showing it (the page starting on the hall): None, or as ``resume``
        says of a refused save (which is set aside the same way)."""
        return self._load_saved()[1]

    def save_read(self) -> tuple[str, bool] | None:
        """The last save this table read: its text, and whether its match goes on (the hall's "Replay" beside a
        finished game's Resume takes it from here rather than replaying the save a second time)."""
        return self._save_read

    def _load_saved(self) -> tuple[Any, str | None]:
        text = self.saved_text()
        if text is None:
            return None, None
        try:
            session = self.SESSION.load(text)
            self._save_read = (text, session.to_move() is not None)
            return session, None
        except SevensError as err:
            lang = self.lang()
            name = self.game.info.name_ja if lang == "ja" else self.game.info.name_en
            self.held = not self.host.set_aside(self.save_key)
            key = "bad_save_kept" if self.held else "bad_save_aside"
            return None, t(key, lang, game=name, why=err.text(lang))

    def start_session(self, session: Any) -> None:
        """Make ``session`` the table's game: saved, drawn, and the loop started if a bot or chance is due."""
        self.generation += 1
        self.pending_import = None
        if self.host.bot_salt is not None:
            session.bot_salt = self.host.bot_salt
        self.session = session
        self.screen = "table"
        self.notice = ""
        self.chance = None
        self.bot_error = None
        self.round_over = self.just_dealt()
        self.hint = None
        self.focus_due = True
        self.save()
        self.draw()
        self.kick()

    def save(self) -> None:
        """The autosave; when the browser refuses it (storage full or disabled) ``save_failed`` says so and
        the table shows it at once, with the export (the game goes on in memory)."""
        if self.session is None or self.stale:  # never over the newer game another tab saved
            return
        if self.held:
            self.held = not self.host.set_aside(self.save_key)
        if self.held:
            self.save_failed = "held"
            return
        self.save_failed = None if self.host.set(self.save_key, self.session.dump()) else "storage"

    def export(self) -> None:
        """The record as a file; while a game with hidden cards goes on, the notice says that the file holds
        them (its seed deals every card: a record replays exactly), so it is for keeping, not for showing."""
        if self.session is None:
            return
        download_json(self.session.dump(), f"sevens-{self.game_id}.json")
        if self.session.to_move() is not None and not self.game.info.perfect_information:
            self.notice = self.tx("export_secret", self.lang())
            self.redraw()

    async def import_file(self, file: Any) -> None:
        """Replace the game by an imported record, only if it is valid (else the notice says why); a file
        larger than any record is refused unread; nothing happens if the page moved on while the file was
        read (the hall or another game must not be drawn over)."""
        gen = self.generation
        try:
            if float(file.size) > 4 * MAX_JSON_BYTES:  # bytes: up to 4 per character
                raise BadRecord("file", f"is larger than {MAX_JSON_BYTES} characters",
                                f"{MAX_JSON_BYTES} 文字を超えています")
            try:
                text = str(await file.text())
            except Exception:  # a file the browser cannot read (removed meanwhile, unreadable)
                raise BadRecord("file", "cannot be read", "読み込めません") from None
            if gen != self.generation or self.screen == "away":
                return
            session = self.SESSION.load(text)
        except SevensError as err:
            self.notice = t("bad_import", self.lang(), why=err.text(self.lang()))
            self.redraw()
            return
        if self.screen == "table" and self.session is not None and self.session.to_move() is not None:
            self.pending_import = session  # a game in progress is not replaced without asking
            self.notice = ""  # an earlier import's refusal is not this file's
            self.focus_due = True
            self.redraw()
            yes = self.app().querySelector('#import-confirm [data-action="import_yes"]')
            if not absent(yes):  # the question is at the table's top: a phone at the file input is far below it
                _page_focus(yes)
            return
        self.accept_import(session)

    def accept_import(self, session: Any = None) -> None:
        """Play the imported record (``session``, else the one waiting for the person's yes)."""
        session = session if session is not None else self.pending_import
        self.pending_import = None
        if session is None:
            return
        self.start_session(session)
        self.notice = self.tx("imported", self.lang())
        self.redraw()

    def cancel_import(self) -> None:
        """Keep the game in progress; the imported record is dropped."""
        self.pending_import = None
        self.focus_due = True
        self.redraw()

    def import_html(self, lang: str) -> str:
        """The question before an import replaces a game in progress (its yes first, the focus's)."""
        if self.pending_import is None:
            return ""
        return (f'<section class="ending" id="import-confirm" aria-labelledby="import-title">'
                f'<h2 id="import-title">{_e(self.tx("import_replace", lang))}</h2>'
                f'<p class="actions"><button type="button" class="primary" data-action="import_yes">'
                f'{_e(self.tx("import_yes", lang))}</button> <button type="button" data-action="import_no">'
                f'{_e(self.tx("import_no", lang))}</button></p></section>')

    # --- a human's move, undo, the hand-over, rules ----------------------------------------------------
    def can_decide(self) -> bool:
        """Whether the person at the device may decide now (a human decides and no loop runs)."""
        s = self.session
        return (self.screen == "table" and s is not None and s.human_to_move() and not self.busy
                and not self.round_over and not self.stale)

    def move(self, text: str) -> None:
        s = self.session
        if s is None or not self.can_decide():
            return
        self.human_move(lambda: s.play(text))

    def human_move(self, apply: Callable[[], None]) -> None:
        """Run ``apply`` (a move on the session): if the engine refuses it the notice gives the rule and
        nothing changes; else the game is saved, drawn, and the loop started if a bot or chance is due."""
        before = self.session.state
        try:
            apply()
        except IllegalMove as err:
            self.notice = err.text(self.lang())
            self.draw()
            return
        self.save()  # first: the move is kept whatever the words about it do
        self.ended_round(before)
        self.announce(before)
        self.notice = self.after_move_note(before)
        self.draw()
        self.focus_next()
        self.kick()

    def undo(self) -> None:
        """The session's undo (never past a chance step or a new deal: the notice then names the move that
        blocks it, "Cannot undo past a chance step (P1 rolls 4)"); a bot answer still on its way is
        discarded by the loop (generation changed); then the loop goes on if a bot is due."""
        s = self.session
        if s is None or self.stale:
            return
        if s.to_move() is None:  # counted in the statistics already; the replay steps through it
            self.notice = self.tx("undo_over", self.lang())
            self.draw()
            return
        self.focus_due = True
        self.generation += 1
        self.bot_error = None
        u = s.undo()
        if u.state is not None:
            self.notice = ""
            self.chance = None
            self.save()
        else:
            key, what = s.undo_refusal(u, self.lang())
            self.notice = self.tx(key, self.lang(), what=what)
        self.draw()
        self.kick()

    def reveal(self) -> None:
        """The next human holds the device: show the table."""
        if self.session is not None:
            self.session.revealed = True
            self.draw()

    def show_rules(self) -> None:
        lang = self.lang()
        show_rules_dialog(self.rules_html(lang), self.tx("close", lang))

    # --- the loop: bots and chance --------------------------------------------------------------------
    def loop_due(self) -> bool:
        s = self.session
        return (self.bots_may_run() and s is not None and not self.round_over and not self.stale
                and (s.bot_to_move() or s.chance_to_move()))

    def kick(self) -> None:
        """Start the loop if a bot or chance is to decide and no loop runs (``busy`` is set before it is
        scheduled); not while the bot's last answer failed (Retry, an undo or a new game clears that)."""
        if self.loop_due() and not self.busy and self.bot_error is None:
            self.busy = True
            asyncio.ensure_future(self.bot_loop())

    def retry(self) -> None:
        """Ask the bot again after a failure (the worker was already replaced)."""
        self.bot_error = None
        self.redraw()
        self.kick()

    async def bot_loop(self) -> None:
        """Decisions that are not a human's, one after another at ``pace``: a bot's computed in the worker,
        a chance step resolved here from the seed. It stops as soon as a human decides (a reaction inside
        a bot's turn included). Only ``kick`` starts it and only it clears ``busy``, so one loop runs at
        most; a stale answer (undo, new game, import, leaving meanwhile) is dropped. It draws only while
        its table is shown (``redraw``). A bot that does not answer (``BotFailure``: the worker did not
        start, raised, or ran out of time) or an answer the engine refuses stops the loop with
        ``bot_error`` set: the table says so and offers Retry; nothing of the game is lost."""
        again = True
        try:
            while self.loop_due():
                gen = self.generation
                s = self.session
                before = s.state
                started = time.monotonic()
                self.redraw()
                self.play_motion()
                if s.chance_to_move():
                    await asyncio.sleep(self.pace)
                    if gen != self.generation or self.session is not s or s.state is not before:
                        break
                    self.chance = s.chance_step()[1]
                    self.save()  # first, as for a person's move: kept whatever the words about it do
                    self.ended_round(before)
                    self.announce(before)
                    continue
                quiet = s.quiet_only()
                if quiet is not None:  # a window the bot can only let pass: at once, as for a person
                    s.play(quiet)
                    self.save()
                    continue
                p = s.to_move()
                asked = time.monotonic()
                try:
                    text = await self.host.worker.choose(self.game_id, json.dumps(s.bot_view()), s.seats[p],
                                                         s.bot_seed(p))
                except BotFailure as failure:
                    if gen != self.generation or self.session is not s:
                        break  # the question was stale: the loop goes on for what is shown now
                    self.bot_error = failure
                    again = False
                    break
                self.bot_ms.append(round((time.monotonic() - asked) * 1000, 1))
                document.body.dataset.botMs = json.dumps(self.bot_ms[-200:])
                self.bot_samples.append(getattr(self.host.worker, "samples", None))
                document.body.dataset.botSamples = json.dumps(self.bot_samples[-200:])
                rest = self.pace - (time.monotonic() - started)
                if rest > 0:
                    await asyncio.sleep(rest)
                if gen != self.generation or self.session is not s or s.state is not before:
                    break  # undo, a new game or an import happened meanwhile: the answer is stale
                try:
                    s.play(str(text))
                except SevensError as err:  # a worker that answers nonsense is a failing worker
                    self.bot_error = BotFailure("error", detail=err.text("en"))
                    self.host.worker.stop(self.host.worker.name)
                    again = False
                    break
                self.motion_due = (before, str(text), p, s.state)
                self.save()
                self.ended_round(before)
                self.announce(before)
        except Exception as e:  # anything else the loop meets: said, and the loop can be retried
            self.bot_error = BotFailure("error", detail=f"{type(e).__name__}: {e}")
            again = False
        finally:
            self.busy = False
            self.redraw()
            self.play_motion()
            self.focus_next()
        if again:
            self.kick()


def _page_focus(el: Any, scroll: bool = True) -> None:
    """Give ``el`` the focus as the page does it (not the person): marked ``data-page-focus``, so what shows only
    for a focus the person gave (a card's effect popping up: web/shades.css) stays shut."""
    el.dataset.pageFocus = "1"
    focus(el, scroll)


def _lost(active: Any) -> bool:
    """Whether the focus is nowhere the person put it: on the page's body (its element was drawn away)."""
    return absent(active) or str(active.tagName) == "BODY"


def _focused(app: Any) -> str | None:
    """A selector for the element of ``app`` that has the focus, to find it once drawn anew: its id, else its
    ``data-action`` with every other ``data-`` attribute it carries (the card, the move, the tile), else None (no
    focus in the app, or nothing to find it by)."""
    active = document.activeElement
    if _lost(active) or absent(app) or not app.contains(active):
        return None
    if str(active.id or ""):
        return f"#{window.CSS.escape(str(active.id))}"
    action = active.getAttribute("data-action")
    if absent(action) or not str(action):
        return None
    found = ""
    for i in range(int(active.attributes.length)):
        a = active.attributes.item(i)
        name = str(a.name)
        if name.startswith("data-") and name != "data-page-focus":
            found += f'[{name}="{window.CSS.escape(str(a.value))}"]'
    return found


def _e(text: object) -> str:
    import html

    return html.escape(str(text), quote=True)
