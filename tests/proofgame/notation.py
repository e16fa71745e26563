"""Move texts (README.md, "Move texts") and the log's sentences in English and Japanese."""

from __future__ import annotations

from sevens.core.errors import IllegalMove

from .rules import landing
from .state import KINDS, VALUED, Move, State


def text(m: Move) -> str:
    """Canonical ASCII: ``roll4``, ``advance``, ``trip2``, ..."""
    return f"{m.kind}{m.value}" if m.kind in VALUED else m.kind


def parse(word: str) -> Move:
    """A move from its text, case and spaces ignored (``Trip 2`` is ``trip2``); ``IllegalMove`` otherwise."""
    w = "".join(word.split()).lower()
    for kind in KINDS:
        if w == kind and kind not in VALUED:
            return Move(kind)
        digits = w[len(kind):]
        # ASCII digits only: "²" is a digit to str.isdigit but not to int()
        if kind in VALUED and w.startswith(kind) and 0 < len(digits) <= 2 and digits.isascii() and digits.isdigit():
            return Move(kind, int(digits))
    raise IllegalMove("notation", f"cannot read {word!r} as a move (e.g. advance, reroll, hold, trip2, decline, "
                                  f"dodge1, accept)",
                      f"{word!r} は手として読めません（例: advance, reroll, hold, trip2, decline, dodge1, accept）")


def seat_name(q: int) -> str:
    return f"P{q + 1}"


def describe(s: State, m: Move, lang: str = "en") -> str:
    """``m`` made in ``s`` as the log tells it: "P1 rolls 4", "P2 trips P1 (back 2)"."""
    mover = seat_name(s.turn_seat)
    ja = lang == "ja"
    if m.kind == "roll":
        return f"{mover} のサイコロは {m.value}" if ja else f"{mover} rolls {m.value}"
    if m.kind == "reroll":
        return f"{mover} は振り直す" if ja else f"{mover} rolls again"
    if m.kind == "hold":
        sq = s.positions[s.turn_seat]
        return f"{mover} は {sq} マス目にとどまる" if ja else f"{mover} holds on square {sq}"
    if m.kind == "advance":
        frm = s.positions[s.turn_seat]
        plain = min(s.opts.length, frm + s.rolled)
        to = landing(s.opts, frm, s.rolled)
        if ja:
            extra = f"、特別なマスで {to} マス目へ" if to != plain else ""
            return f"{mover} は {s.rolled} 進んで {plain} マス目{extra}"
        extra = f", then to square {to} by a special square" if to != plain else ""
        return f"{mover} advances {s.rolled} to square {plain}{extra}"
    if m.kind == "trip":
        who = seat_name(s.reactor)
        return (f"{who} が {mover} をつまずかせる（{m.value} 戻る）" if ja
                else f"{who} trips {mover} (back {m.value})")
    if m.kind == "decline":
        who = seat_name(s.reactor)
        return f"{who} は見送る" if ja else f"{who} lets {mover} go"
    if m.kind == "dodge":
        return f"{mover} は {m.value} のカードでかわす" if ja else f"{mover} dodges with a {m.value}"
    return f"{mover} はつまずきを受け入れる" if ja else f"{mover} takes the fall"
