"""Errors a person can understand.

Every error carries an English message (``str(err)``) and a Japanese one (``err.ja``) so that the
terminal and the page can show it in the player's language. ``IllegalMove.rule`` names the rule that
the move breaks; ``BadOption.option`` and ``BadRecord.field`` name what was wrong.

A message that echoes a value from outside (a record, a save, a command line) shows it through ``shown``:
never more than a few dozen characters, invisible characters escaped, and without ever failing on the
value itself (``repr`` of an int of more than 4,300 digits raises ``ValueError``; of a list nested
thousands deep, ``RecursionError``).
"""

from __future__ import annotations

import re
from typing import Any

SHOWN_CHARS = 40
"""At most this many characters of a value from outside appear in a message, then "…"."""
_SHOWN_INT_BITS = 128
"""An int wider than this is shown by its number of digits, not its digits."""
_SHOWN_DEPTH = 2
"""Lists and objects are shown this many levels deep, deeper ones as "[…]" / "{…}"."""


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """``value`` as a message may echo it: like ``repr`` (quoted text, ``None``, ``[1, 2]``) but cut to about
    ``limit`` characters with "…", a huge int as "a number of N digits", characters that print as nothing
    or move the text (controls, zero-width and bidirectional marks, unusual spaces) escaped as ``\\u200b``,
    nesting shown two levels deep. It never raises and never recurses without bound."""
    out: list[str] = []
    _show_into(value, out, _SHOWN_DEPTH, limit + 1)
    text = "".join(out)
    return text if len(text) <= limit else text[:limit] + "…"


def shown_name(key: Any, limit: int = SHOWN_CHARS) -> str:
    """A key from outside as a field name: unquoted if it is a plain word (``extra``, ``__proto__``), else
    as ``shown`` gives it (quoted, escaped, cut): an unknown key ``"seed\\u200b"`` never reads like the
    real ``seed``, nor ``"moves[0]"`` like a path."""
    if isinstance(key, str) and 0 < len(key) <= limit and _PLAIN_NAME.fullmatch(key):
        return key
    return shown(key, limit)


_PLAIN_NAME = re.compile(r"[A-Za-z0-9_$-]+")


def digits_of(n: int) -> int:
    """The number of decimal digits of ``abs(n)``, found without turning ``n`` into text."""
    n = abs(n)
    if n < 10:
        return 1
    d = int(n.bit_length() * 0.30102999566398120) + 1  # log10(2): exact or one too many
    return d - 1 if n < 10 ** (d - 1) else d


def _show_into(x: Any, out: list[str], depth: int, budget: int) -> int:
    """Append the shown form of ``x`` to ``out`` while ``budget`` characters remain; returns what remains."""
    if budget <= 0:
        return 0
    if isinstance(x, bool) or x is None:
        piece = repr(x)
    elif isinstance(x, int):
        piece = repr(x) if x.bit_length() <= _SHOWN_INT_BITS else f"a number of {digits_of(x)} digits"
    elif isinstance(x, float):
        piece = repr(x)
    elif isinstance(x, str):
        piece = repr(x[:budget]) + ("…" if len(x) > budget else "")
    elif isinstance(x, (bytes, bytearray)):
        piece = repr(bytes(x[:budget])) + ("…" if len(x) > budget else "")
    elif isinstance(x, (list, tuple, dict)):
        return _show_container(x, out, depth, budget)
    else:
        piece = f"<{type(x).__name__}>"
        try:
            text = repr(x)
        except Exception:  # a value whose repr fails (a huge int inside it, deep nesting): its type is enough
            text = ""
        if text:
            piece = text[: budget + 1]
        piece = _escape_unprintable(piece)
    out.append(piece[: budget + 1])
    return budget - len(piece)


def _show_container(x: Any, out: list[str], depth: int, budget: int) -> int:
    opening, closing = ("{", "}") if isinstance(x, dict) else ("(", ")") if isinstance(x, tuple) else ("[", "]")
    if depth <= 0:
        out.append(opening + "…" + closing)
        return budget - 3
    out.append(opening)
    budget -= 1
    items = x.items() if isinstance(x, dict) else x
    for i, item in enumerate(items):
        if budget <= 0:
            break
        if i:
            out.append(", ")
            budget -= 2
        if isinstance(x, dict):
            budget = _show_into(item[0], out, depth - 1, budget)
            out.append(": ")
            budget = _show_into(item[1], out, depth - 1, budget - 2)
        else:
            budget = _show_into(item, out, depth - 1, budget)
    out.append(closing)
    return budget - 1


def _escape_unprintable(text: str) -> str:
    """Characters that print as nothing or move the text, escaped (``repr`` does this for text itself)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class SevensError(Exception):
    """Base of every error the package raises on purpose."""

    def __init__(self, en: str, ja: str | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.ja = ja if ja is not None else en

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "ja")."""
        return self.ja if lang == "ja" else self.en


class IllegalMove(SevensError):
    """A move that the rules forbid; ``rule`` is a short id of the rule it breaks."""

    def __init__(self, rule: str, en: str, ja: str | None = None) -> None:
        super().__init__(en, ja)
        self.rule = rule


class BadOption(SevensError, ValueError):
    """An option that does not exist or has a value outside its allowed set."""

    def __init__(self, option: str, en: str, ja: str | None = None) -> None:
        super().__init__(en, ja)
        self.option = option


class BadRecord(SevensError, ValueError):
    """A record (save, import, replay) that is corrupt or hostile; ``field`` names the bad part."""

    def __init__(self, field: str, en: str, ja: str | None = None) -> None:
        super().__init__(f"{field}: {en}", f"{field}: {ja if ja is not None else en}")
        self.field = field


class UnknownGame(SevensError, KeyError):
    """A game id that is not registered."""

    def __str__(self) -> str:  # KeyError would add quotes
        return self.en
