"""Move text: canonical ASCII that round-trips, and the friendlier forms a person may type.

Canonical forms: a card (``S8``, ``H10``, ``DA``), ``pass``, the joker standing for a card (``JK@S10``,
rule 1) or standing for a card with the card beyond it (``JK@S10+SJ``, rule 2). ``parse`` also takes
suit symbols (``♠8``), rank-first forms (``8s``), ``p``/``パス`` and spaces (``jk s10 sj``); nothing else
outside ASCII (no other scripts' digits or letters that upper-case to ASCII).
"""

from __future__ import annotations

from ...core.errors import IllegalMove, shown
from . import cards
from .state import PASS, PASS_KIND, PLAY, Move

_PASS_WORDS = {"PASS", "P", "-"}
_PASS_JA = "パス"
"""The one word outside ASCII a move text may be (checked by name, before the ASCII check)."""
_SYMBOLS = frozenset(cards.SUIT_SYMBOLS + "🃏")
"""Besides ASCII, the only characters a move text may hold (``パス`` is read as a whole word)."""


def text(m: Move) -> str:
    if m.kind == PASS_KIND:
        return "pass"
    if m.kind == PLAY:
        return cards.text(m.card)
    out = "JK@" + cards.text(m.card)
    if m.extra >= 0:
        out += "+" + cards.text(m.extra)
    return out


def pretty(m: Move, lang: str = "en") -> str:
    if m.kind == PASS_KIND:
        return "パス" if lang == "ja" else "pass"
    if m.kind == PLAY:
        return cards.pretty(m.card)
    word = "ジョーカー" if lang == "ja" else "joker"
    out = f"{word}→{cards.pretty(m.card)}"
    if m.extra >= 0:
        out += " + " + cards.pretty(m.extra)
    return out


def parse(word: str) -> Move:
    """The move a text names (not yet checked against a position)."""
    if not isinstance(word, str):
        raise _unreadable(word)
    w = word.strip()
    if w == _PASS_JA:
        return PASS
    if not all(c.isascii() or c in _SYMBOLS for c in w):  # before any upper(): "ſ".upper() is "S", so "paſſ"
        raise _unreadable(word)                           # would read as PASS; "٣" is no rank
    if w.upper() in _PASS_WORDS:
        return PASS
    up = w.upper().replace("JOKER", "JK")
    if up.startswith("JK") and len(up) > 2:
        rest = up[2:].lstrip("@ :")
        parts = [x for x in rest.replace("+", " ").replace(",", " ").split() if x]
        if 1 <= len(parts) <= 2:
            got = [cards.parse(x) for x in parts]
            if all(g is not None and g != cards.JOKER for g in got):
                return Move(1, got[0], got[1] if len(got) == 2 else -1)  # type: ignore[arg-type]
        raise _unreadable(word)
    c = cards.parse(w)
    if c is None:
        raise _unreadable(word)
    if c == cards.JOKER:
        raise IllegalMove(
            "joker-needs-position",
            "say where the joker goes, e.g. JK@S10 (or JK@S10+SJ with the card beyond it)",
            "ジョーカーの置き場所を指定してください（例: JK@S10、その先のカードと一緒なら JK@S10+SJ）",
        )
    return Move(PLAY, c)


def _unreadable(word: object) -> IllegalMove:
    return IllegalMove(
        "unreadable",
        f"cannot read {shown(word)} as a move; write a card like S8, H10, DA, or pass, or JK@S10",
        f"{shown(word)} は手として読めません。S8・H10・DA のようなカード、pass、または JK@S10 と書いてください",
    )
