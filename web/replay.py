"""Replaying a game move by move, and sharing a finished game as a link (issue 15, item 4). Pure Python, no
DOM: tested in CPython; ``web.replay_render`` draws it.

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
import zlib
from dataclasses import dataclass, field
from typing import Any

from sevens.core import history
from sevens.core.errors import BadRecord
from sevens.core.game import CHANCE
from sevens.core.record import MAX_JSON_BYTES

from .i18n import TABLE_STRINGS, lookup

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
    "bad_link": {"ja": "リンクを開けませんでした: {why}", "en": "Could not open the link: {why}"},
    "replay_refused": {"ja": "リプレイできません: {why}", "en": "Cannot replay: {why}"},
}
"""The replay's own strings (the seat kinds are the tables' ``TABLE_STRINGS``)."""


def tx(key: str, lang: str, **fmt: Any) -> str:
    table = STRINGS if key in STRINGS else TABLE_STRINGS
    return lookup(table, key, lang, **fmt)


def _refused(en: str, ja: str) -> BadRecord:
    return BadRecord("replay", en, ja)


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


def finished(session: Any) -> bool:
    return session.to_move() is None


def open_seats(session: Any) -> tuple[int, ...]:
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
        self.go(self.k + by)

    def look(self, seat: int | None) -> None:
        """See through ``seat``'s eyes (None: everything open); ``BadRecord`` for a seat this replay may not
        show (a bot's or another person's hand in a game still in progress)."""
        if seat is None and self.all_open or seat in self.seats_open:
            self.seat = seat
            return
        raise _refused("may not show that seat's view: the game is still in progress",
                       "その席からは見られません（進行中のゲームです）")

    def state(self) -> Any:
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
        return (d.seat if d is not None else None), history.describe(self.game, before, m, lang, self.seat)

    def lines(self, lang: str) -> list[tuple[int, str]]:
        """Every move of the game as the eyes looking may read it: (the seat that decided, or CHANCE; its
        description), made once per language and eyes."""
        key = (lang, self.seat)
        if key not in self._lines:
            out = []
            for before, text in zip(self.past, self._moves):
                d = self.game.decision(before)
                m = self.game.parse_move(before, text)
                out.append((d.seat if d is not None else CHANCE, history.describe(self.game, before, m, lang, self.seat)))
            self._lines[key] = out
        return self._lines[key]

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


def of_session(session: Any) -> Replay:
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


def from_link(session_class: Any, payload: Any) -> Replay:
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


def bar_html(r: Replay, lang: str, game_name: str, names: list[str]) -> str:
    """The replay's controls above the drawing: where we are (the move that led here), first / back /
    forward / last, the slider, whose eyes (``foot_html`` has the rest)."""
    from html import escape

    def e(x: object) -> str:
        return escape(str(x), quote=True)

    def button(action: str, label: str, sign: str, off: bool) -> str:
        # the sign shows, the words are the button's name (one short row on a phone; the tooltip says them)
        return (f'<button type="button" id="{action.replace("_", "-")}" data-action="{action}" title="{e(label)}"'
                f'{" disabled" if off else ""}><span aria-hidden="true">{sign}</span>'
                f'<span class="visually-hidden">{e(label)}</span></button>')

    options = "".join(f'<option value="{q}"{" selected" if r.seat == q else ""}>{e(seat_label(r.seats, q, lang))}</option>'
                      for q in r.seats_open)
    if r.all_open and r.game.info.perfect_information:
        options = ""  # every seat sees the same: one choice
    if r.all_open:
        options += f'<option value="all"{" selected" if r.seat is None else ""}>{e(tx("replay_all", lang))}</option>'
    out = [f'<h2 id="replay-title">{e(tx("replay_title", lang, game=game_name))}</h2>',
           # where we are and the steps stay in sight while the drawing scrolls under them (a phone)
           f'<section class="replay" id="replay" tabindex="-1" data-k="{r.k}" data-n="{r.n}" '
           f'data-seat="{"all" if r.seat is None else r.seat}" aria-labelledby="replay-title" '
           'style="position:sticky;top:0;z-index:2;background:var(--paper, #faf8f3);padding:0.25rem 0">',
           f'<p class="replay-where" id="replay-where" style="margin:0">{e(r.where(lang, names))}</p>',
           '<div class="controls replay-controls" style="margin:0.3rem 0">',
           button("replay_first", tx("replay_first", lang), "|◀", r.k == 0),
           button("replay_back", tx("replay_back", lang), "◀", r.k == 0),
           button("replay_forward", tx("replay_forward", lang), "▶", r.k == r.n),
           button("replay_last", tx("replay_last", lang), "▶|", r.k == r.n), "</div></section>",
           '<div class="controls replay-controls" id="replay-options">',
           f'<label class="replay-slider">{e(tx("replay_move", lang))} <input type="range" id="replay-slider" '
           f'name="replay_k" min="0" max="{r.n}" value="{r.k}"></label>',
           f'<label class="replay-seat">{e(tx("replay_view", lang))} <select id="replay-seat" name="replay_seat">'
           f"{options}</select></label></div>"]
    return "".join(out)


def moves_html(r: Replay, lang: str, names: list[str], shown: bool) -> str:
    """Every move as a button that goes to the position right after it (the one shown marked), folded
    (``shown``: unfolded, as the person left it)."""
    from html import escape

    items = []
    for i, (seat, what) in enumerate(r.lines(lang)):
        who = tx("chance_due", lang) if seat == CHANCE else names[seat]
        here = ' aria-current="step"' if i + 1 == r.k else ""
        mark = '<span aria-hidden="true">▶ </span>' if here else ""
        items.append(f'<li><button type="button" class="replay-to" data-action="replay_to" data-k="{i + 1}"{here}>'
                     f"{mark}{escape(f'{who}: {what}')}</button></li>")
    return (f'<details class="replay-moves" id="replay-moves"{" open" if shown else ""}>'
            f'<summary>{escape(tx("replay_moves", lang, n=r.n))}</summary>'
            f'<ol style="max-height:16rem;overflow-y:auto">{"".join(items)}</ol></details>')


def foot_html(r: Replay, lang: str, link: str, own: bool) -> str:
    """Under the drawing (so the controls above stay short on a phone): the keys, the link of a finished game
    with "Copy link", the way back (to the game when it is the page's own, to the games)."""
    from html import escape

    def e(x: object) -> str:
        return escape(str(x), quote=True)

    out = [f'<section class="replay-foot" id="replay-foot" aria-label="{e(tx("replay", lang))}">',
           f'<p class="replay-keys">{e(tx("replay_keys", lang))}</p>']
    if not r.done:
        out.append(f'<p class="replay-note">{e(tx("replay_unfinished", lang))}</p>')
    if link:
        out.append(f'<div class="replay-share"><label for="replay-link">{e(tx("replay_link", lang))}</label> '
                   f'<textarea id="replay-link" readonly rows="3" style="width:100%;font:0.8rem ui-monospace,monospace">'
                   f'{e(link)}</textarea> '
                   f'<button type="button" id="replay-copy" data-action="replay_copy">{e(tx("replay_copy", lang))}</button> '
                   f'<span id="replay-copied" role="status"></span></div>')
    back = (f'<button type="button" id="replay-close" data-action="replay_close">{e(tx("replay_close", lang))}</button> '
            if own else "")
    out.append(f'<p class="actions">{back}<button type="button" data-action="hall">{e(tx("back", lang))}</button></p>'
               "</section>")
    return "".join(out)


__all__ = ["MAX_LINK", "Replay", "encode", "decode", "of_session", "from_link", "open_seats", "bar_html", "moves_html", "foot_html", "tx"]
