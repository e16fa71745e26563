"""Replaying a game move by move, and sharing a finished game as a link (issue 15, item 4). Pure Python, no
DOM: tested in CPython; ``web.replay_html`` writes its controls, ``web.replay_render`` draws it.

**Positions.** A replay holds every state of a game's record (``sevens.core.history.states``): position
``k`` (0..n) is the state after the record's first ``k`` moves (chance steps count as moves, as they do in
the record). Stepping never touches the game it came from: the states are rebuilt from the record.

**Whose eyes.** Each position is shown as one seat saw it then: the game's own ``view(state_k, seat)``, so
hidden cards stay hidden exactly as they were at the table. Once the game is over every seat's view may be
shown, and everything at once ("all open"). A game still in progress may be replayed only up to now and only
from the seat of the person at the device (``SessionBase.viewer``; with perfect information or one human,
any human's seat): never a bot's hand, never another person's hand in hot seat, and not at all while a
hot-seat hand-over is pending (nobody has said who holds the device).

**Links.** A finished game's save (``sevens.core.savefile``: seats, record, hints) is the game's public
record: it may be shared. A link carries it in the URL fragment as base64url of its zlib-deflated UTF-8,
``#/<game>/replay/<k>?r=<payload>``. An unfinished game's link is refused both ways (made and opened): it
would show the hands still in play. Opening a link is reading outside data: the payload's length is capped
(``MAX_LINK``, the size limit of ``record.loads``) before it is decoded, the inflated text is capped the same
way (a small payload cannot inflate into a huge text), and the text is then loaded exactly like an import
(``SessionBase.load``: ``record.loads``' size and depth checks before parsing, then every move replayed).
A refusal is a ``BadRecord`` naming what is wrong, in English and Japanese.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sevens.core import history, savefile
from sevens.core.capabilities import QuietMoves, Rounds
from sevens.core.errors import BadRecord, SevensError
from sevens.core.game import CHANCE
from sevens.core.record import MAX_JSON_BYTES

from .i18n import TABLE_STRINGS, lookup

if TYPE_CHECKING:
    from .session_base import SessionBase

MAX_LINK = MAX_JSON_BYTES
"""The longest record payload a link may carry (characters), checked before decoding: the same limit as
``record.loads``' on a record's text (the routes' own 200-character cap is for routes only)."""
ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
"""base64url without padding: the only characters a payload may hold."""

STRINGS: dict[str, dict[str, str]] = {
    "replay": {"ja": "リプレイ", "en": "Replay"},
    "replay_game": {"ja": "このゲームをリプレイ", "en": "Replay this game"},
    "replay_so_far": {"ja": "ここまでをリプレイ", "en": "Replay the game so far"},
    "replay_title": {"ja": "{game} — リプレイ", "en": "{game} — replay"},
    "replay_where": {"ja": "{k} / {n} 手目", "en": "Move {k} of {n}"},
    "replay_start": {"ja": "開始時", "en": "The start"},
    "replay_first": {"ja": "最初へ", "en": "To the start"},
    "replay_back": {"ja": "1 手戻る", "en": "Back one move"},
    "replay_forward": {"ja": "1 手進む", "en": "Forward one move"},
    "replay_last": {"ja": "最後へ", "en": "To the end"},
    "replay_move": {"ja": "何手目か", "en": "Move number"},
    "replay_view": {"ja": "誰の目で見るか", "en": "Seen by"},
    "replay_all": {"ja": "すべて公開", "en": "Everything open"},
    "replay_keys": {"ja": "← → Home End でも動かせます。", "en": "Keys: ← → Home End."},
    "replay_copy": {"ja": "リンクをコピー", "en": "Copy link"},
    "replay_link": {"ja": "このゲームへのリンク", "en": "Link to this game"},
    "replay_copied": {"ja": "コピーしました", "en": "Copied"},
    "replay_copy_failed": {"ja": "コピーできませんでした。上のリンクを選んでコピーしてください。",
                           "en": "Could not copy: select the link above and copy it."},
    "replay_close": {"ja": "ゲームに戻る", "en": "Back to the game"},
    "replay_unfinished": {"ja": "進行中のゲームです。見られるのはあなたの席から、今までの手だけです。",
                          "en": "This game is still in progress: only your own seat's view, up to now."},
    "replay_other_hands": {"ja": "ほかの席", "en": "The other seats"},
    "replay_hand_of": {"ja": "{name} の手札", "en": "Hand of {name}"},
    "replay_moves": {"ja": "すべての手（{n}）: 選ぶとその手のあとへ", "en": "Every move ({n}): pick one to go just after it"},
    "replay_round": {"ja": "ラウンド {r}", "en": "Round {r}"},
    "bad_link": {"ja": "リンクを開けませんでした: {why}", "en": "Could not open the link: {why}"},
    "replay_refused": {"ja": "リプレイできません: {why}", "en": "Cannot replay: {why}"},
}
"""The replay's own strings (the seat kinds are the tables' ``TABLE_STRINGS``)."""


def tx(key: str, lang: str, **fmt: Any) -> str:
    """The replay's string ``key`` in ``lang`` (the tables' ``TABLE_STRINGS`` for a key not its own: the
    seat kinds, "chance", "back")."""
    table = STRINGS if key in STRINGS else TABLE_STRINGS
    return lookup(table, key, lang, **fmt)


def _refused(en: str, ja: str) -> BadRecord:
    """A replay refused, its words as they are (the page puts "Cannot replay:" before them: no field name)."""
    err = BadRecord("replay", en, ja)
    err.en, err.ja = en, ja
    return err


UNFINISHED = ("is of a game still in progress: only a finished game may be shared (its hands are public then)",
              "進行中のゲームです。共有できるのは終わったゲームだけです（そのとき手札は公開されます）")


def encode(text: str) -> str:
    """A save's text as a link payload: base64url (no padding) of its deflated UTF-8."""
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode(payload: Any) -> str:
    """The save's text a payload carries; ``BadRecord`` ("link") says why it cannot be read. The payload's
    length is checked before anything is decoded, and the inflated text may not exceed ``MAX_LINK``
    characters' worth of UTF-8 (inflation stops there)."""
    if not isinstance(payload, str) or not payload:
        raise BadRecord("link", "carries no record", "記録がありません")
    if len(payload) > MAX_LINK:
        raise BadRecord("link", f"is longer than {MAX_LINK} characters", f"{MAX_LINK} 文字を超えています")
    if not set(payload) <= ALPHABET:
        raise BadRecord("link", "holds characters a link's record never has", "リンクの記録にない文字があります")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError):
        raise BadRecord("link", "is cut or mangled (not base64url)", "途中で切れているか壊れています（base64url ではありません）") from None
    most = 4 * MAX_LINK  # UTF-8: at most 4 bytes a character
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, most + 1)
    except zlib.error:
        raise BadRecord("link", "is cut or mangled (cannot be inflated)", "途中で切れているか壊れています（展開できません）") from None
    if len(raw) > most or inflater.unconsumed_tail:
        raise BadRecord("link", f"inflates to more than {MAX_LINK} characters", f"展開すると {MAX_LINK} 文字を超えます")
    if not inflater.eof:
        raise BadRecord("link", "is cut short", "途中で切れています")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRecord("link", "is not UTF-8 text", "UTF-8 のテキストではありません") from None


def finished(session: SessionBase) -> bool:
    """Whether ``session``'s game is over (nobody decides any more): only then are its hands public."""
    return session.to_move() is None


def open_seats(session: SessionBase) -> tuple[int, ...]:
    """The seats whose view a replay of ``session`` may show (see the module's docstring): every seat once the
    game is over; else the person at the device only (any human's seat with perfect information or a single
    human), none while a hot-seat hand-over is pending."""
    if finished(session):
        return tuple(range(len(session.seats)))
    humans = session.humans()
    if not session.hand_over_needed():
        return tuple(humans)
    if session.hand_over_due() or session.table_hidden() or not session.revealed:
        return ()
    return (session.viewer,)


@dataclass
class Replay:
    """A game to step through: its seats, every state of its record, the position shown and whose eyes see it.

    ``seat`` None is "all open" (only once the game is over). ``payload`` is the link it came from ("" when it
    is the page's own game); ``save`` the save's text (what a link carries)."""

    game: Any
    seats: list[str]
    past: list[Any]
    seats_open: tuple[int, ...]
    done: bool
    save: str
    hints: int = 0
    k: int = 0
    seat: int | None = None
    payload: str = ""
    _moves: list[str] = field(default_factory=list)
    _lines: dict[tuple[str, int | None], list[tuple[int, str]]] = field(default_factory=dict)
    _quiet: dict[int, bool] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """The number of moves (the last position)."""
        return len(self.past) - 1

    @property
    def all_open(self) -> bool:
        """Whether "everything open" may be shown: once the game is over."""
        return self.done

    def go(self, k: int) -> None:
        """To position ``k``, kept within 0..n."""
        self.k = max(0, min(self.n, int(k)))

    def step(self, by: int) -> None:
        """``by`` moves forward (back when negative), kept within 0..n; a quiet move (``QuietMoves``: a window
        let pass) is not a step of its own — a step goes on over it to the next position that shows something."""
        sign = 1 if by > 0 else -1
        for _ in range(min(abs(by), self.n + 1)):  # "to the start" / "to the end" ask ±10**9
            if self.k == (self.n if sign > 0 else 0):
                break
            k = self.k + sign
            while 0 < k < self.n and self.quiet(k):  # a position a quiet move led to is passed by
                k += sign
            self.go(k)

    def quiet(self, k: int) -> bool:
        """Whether the move that led to position ``k`` (1..n) changes nothing anyone sees (``QuietMoves``)."""
        game = self.game
        if not isinstance(game, QuietMoves) or not 0 < k <= self.n:
            return False
        if k not in self._quiet:  # asked for every move at each redraw of the list: parsed once
            before = self.past[k - 1]
            self._quiet[k] = game.quiet(before, self.game.parse_move(before, self._moves[k - 1]))
        return self._quiet[k]

    def look(self, seat: int | None) -> None:
        """See through ``seat``'s eyes (None: everything open); ``BadRecord`` for a seat this replay may not
        show (a bot's or another person's hand in a game still in progress)."""
        if seat is None and self.all_open or seat in self.seats_open:
            self.seat = seat
            return
        raise _refused("may not show that seat's view: the game is still in progress",
                       "その席からは見られません（進行中のゲームです）")

    def state(self) -> Any:
        """The game's state at position k (rebuilt from the record: never the live game's)."""
        return self.past[self.k]

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` (default: the seat looked through; all open: seat 0's table) saw at position k."""
        q = self.seat if seat is None else seat
        if q is None:
            q = 0
        if q not in self.seats_open:
            raise _refused("may not show that seat's view", "その席からは見られません")
        return dict(self.game.view(self.state(), q))

    def last(self, lang: str) -> tuple[int | None, str]:
        """The move that led to position k, as the eyes looking may read it: (the seat that decided, CHANCE or
        None at the start, its description)."""
        if self.k == 0:
            return None, ""
        before = self.past[self.k - 1]
        d = self.game.decision(before)
        m = self.game.parse_move(before, self._moves[self.k - 1])
        return (d.seat if d is not None else None), self._describe(before, m, lang)

    def lines(self, lang: str) -> list[tuple[int, str]]:
        """Every move of the game as the eyes looking may read it: (the seat that decided, or CHANCE; its
        description), made once per language and eyes."""
        key = (lang, self.seat)
        if key not in self._lines:
            out = []
            for before, text in zip(self.past, self._moves):
                d = self.game.decision(before)
                m = self.game.parse_move(before, text)
                out.append((d.seat if d is not None else CHANCE, self._describe(before, m, lang)))
            self._lines[key] = out
        return self._lines[key]

    def round_starts(self) -> list[int]:
        """Where each round of a game played in rounds (``Rounds``: 七並べ's match) begins, as the number of
        moves before its first: [0, 41, 87] for three rounds; [] for a game of one round (no dividers)."""
        if not isinstance(self.game, Rounds):
            return []
        starts = [i + 1 for i in range(self.n) if self.game.round_ends(self.past[i], self.past[i + 1]) and i + 1 < self.n]
        return [0, *starts] if starts else []

    def _describe(self, before: Any, m: Any, lang: str) -> str:
        """A move as the eyes looking may read it, in the page's words where the game's table has its own
        (``web.tables.move_words``: SEVEN names no cells), else the engine's (``history.describe``)."""
        from .tables import move_words

        words = move_words(self.game.id)
        return words(before, m, lang) if words is not None else history.describe(self.game, before, m, lang, self.seat)

    def where(self, lang: str, names: list[str]) -> str:
        """"Move 12 of 80: P3 · Bot (normal): ♥8" (the start: "Move 0 of 80: The start")."""
        head = tx("replay_where", lang, k=self.k, n=self.n)
        seat, what = self.last(lang)
        if seat is None:
            return f"{head}: {tx('replay_start', lang)}"
        who = tx("chance_due", lang) if seat == CHANCE else names[seat]
        return f"{head}: {who}: {what}"

    def link(self) -> str:
        """The payload of a link to this game (``encode`` of its save); ``BadRecord`` for a game in progress."""
        if not self.done:
            raise BadRecord("link", *UNFINISHED)
        if not self.payload:
            self.payload = encode(self.save)
        return self.payload


def of_session(session: SessionBase) -> Replay:
    """The replay of ``session`` (the page's game, finished or not), at its last position, through the eyes
    of the person at the device (all open once it is over); ``BadRecord`` when no seat may be shown."""
    seats = open_seats(session)
    if not seats:
        raise _refused("pass the device first: nobody has said who holds it", "先に端末を渡してください（誰が持っているかわかりません）")
    game = session.GAME
    past = history.states(game, session.state)
    done = finished(session)
    r = Replay(game, list(session.seats), past, seats, done, session.dump(), session.hints,
               _moves=list(game.to_record(session.state)["moves"]))
    r.go(r.n)
    r.seat = None if done else (session.viewer if session.viewer in seats else seats[0])
    return r


def from_link(session_class: type[SessionBase], payload: Any) -> Replay:
    """The replay a link's payload carries, read exactly like an import (``decode``, then
    ``session_class.load``: size and depth checked, every move replayed); a game still in progress is refused.
    ``BadRecord`` names what is wrong; nothing else of the page changes."""
    session = session_class.load(decode(payload))
    if not finished(session):
        raise BadRecord("link", *UNFINISHED)
    r = of_session(session)
    r.payload = payload
    return r


def seat_label(seats: list[str], q: int, lang: str) -> str:
    """A seat as the replay's picker names it: "P2 · Bot (hard)" (never "you": a link is read by others)."""
    return tx("seat_name", lang, n=q + 1, who=tx(seats[q], lang))


class FinishedSaves:
    """Whether each game's save is of a finished game (the hall's "Replay" beside Resume). Telling needs a
    full replay of the save (``savefile.load_any``) on the page's thread, so one (text, answer) pair is kept a
    game, and a save is read again only when its text changed: the hall redraws often (language, statistics
    reset, Back) and a save of an eight-seat, ten-round 七並べ replays hundreds of moves."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[str, bool]] = {}
        self.reads = 0
        """How many saves were read (a test's window on the cache)."""

    def finished(self, game_id: str, text: str) -> bool:
        """Whether ``text``, the save kept under ``game_id``, is a finished game of ``game_id`` (a save that
        cannot be read, or is another game's, is not)."""
        kept = self._kept.get(game_id)
        if kept is not None and kept[0] == text:
            return kept[1]
        self.reads += 1
        try:
            found, state, _seats = savefile.load_any(text)
            done = found.id == game_id and found.to_move(state) is None
        except SevensError:
            done = False
        self._kept[game_id] = (text, done)
        return done

    def note(self, game_id: str, text: str, done: bool) -> None:
        """What a read of ``text`` elsewhere found (the page's start checks every save: ``GameTable.check_save``):
        kept as if read here, so the hall does not replay the same save again."""
        self._kept[game_id] = (text, done)

    def __len__(self) -> int:
        return len(self._kept)


def renamed(text: str, names: dict[str, str]) -> str:
    """``text`` with each of ``names``' keys, where it stands as a whole word, replaced by its value: a shared
    game's drawing names the person "P1 · Human", not "You" (the person reading a link did not play it).
    "Your hand" and "あなたの手札" are not names ("You" and "あなた" are followed by a letter there)."""
    for old, new in names.items():
        if old and old != new:
            text = re.compile(rf"(?<!\w){re.escape(old)}(?!\w)").sub(new.replace("\\", r"\\"), text)
    return text


__all__ = ["MAX_LINK", "FinishedSaves", "renamed", "Replay", "encode", "decode", "of_session", "from_link", "open_seats", "seat_label", "tx"]
