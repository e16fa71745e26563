"""Move texts of ウルトラセブン: the canonical ASCII form (≤ 64 characters) a record keeps and a person types.

``draw`` · ``place ep8`` · ``chit #3`` · ``overload #3`` · ``flip #3`` · ``heal #3`` · ``end`` · ``ban soga`` ·
``deploy soga city`` · ``arm hawk1 city`` · ``done`` · ``recon city`` / ``recon city takenaka`` ·
``move city sea`` · ``fight city`` · ``assign hawk2 soga`` / ``assign hawk1 soga+furuhashi+dan`` ·
``capsule W1`` · ``transform`` · ``tech slugger`` · ``roll 4`` (a die's face, or a 2d6 sum).
Keys are cards.py's; a table card is ``#k``, its public number (E 14).
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove, shown

from .moves import Move

MAX_TEXT = 64
_BARE = ("draw", "end", "done", "transform")
_KEYED = ("place", "ban", "capsule", "tech")
_NUMBERED = ("chit", "overload", "flip", "heal")
_PLACED = ("deploy", "arm")


def text(m: Move) -> str:
    """The canonical text of ``m``."""
    v = m.verb
    if v in _BARE:
        return v
    if v in _KEYED:
        return f"{v} {m.key}"
    if v in _NUMBERED:
        return f"{v} #{m.n}"
    if v in _PLACED:
        return f"{v} {m.key} {m.area}"
    if v == "recon":
        return f"recon {m.area}" + (" takenaka" if m.n else "")
    if v == "move":
        return f"move {m.key} {m.area}"
    if v == "fight":
        return f"fight {m.area}"
    if v == "assign":
        return f"assign {m.key} {'+'.join(m.keys)}"
    if v == "roll":
        return f"roll {m.n}"
    raise ValueError(f"not a move: {m!r}")


def _bad(t: str) -> IllegalMove:
    return IllegalMove("notation", f"{shown(t)} is not a move of this game (e.g. 'draw', 'place ep8', 'chit #3', "
                                   "'deploy soga city', 'recon city', 'fight city', 'tech slugger', 'done')",
                       f"{shown(t)} はこのゲームの手ではありません（例: 'draw', 'place ep8', 'chit #3', "
                       "'deploy soga city', 'recon city', 'fight city', 'tech slugger', 'done'）")


def _number(t: str, word: str) -> int:
    digits = word[1:] if word.startswith("#") else word
    if not digits.isdigit() or len(digits) > 4 or not digits.isascii():
        raise _bad(t)
    return int(digits)


def parse(t: str) -> Move:
    """The move ``t`` names (whether it is legal is ``apply``'s question); ``IllegalMove("notation")`` if ``t`` is
    no move's text."""
    if not isinstance(t, str) or len(t) > MAX_TEXT:
        raise _bad(str(t)[:MAX_TEXT])
    w = t.strip().split()
    if not w:
        raise _bad(t)
    v, rest = w[0], w[1:]
    if v in _BARE and not rest:
        return Move(v)
    if v in _KEYED and len(rest) == 1:
        return Move(v, key=rest[0])
    if v in _NUMBERED and len(rest) == 1:
        return Move(v, n=_number(t, rest[0]))
    if v in _PLACED and len(rest) == 2:
        return Move(v, key=rest[0], area=rest[1])
    if v == "recon" and len(rest) in (1, 2) and (len(rest) == 1 or rest[1] == "takenaka"):
        return Move(v, area=rest[0], n=len(rest) - 1)
    if v == "move" and len(rest) == 2:
        return Move(v, key=rest[0], area=rest[1])
    if v == "fight" and len(rest) == 1:
        return Move(v, area=rest[0])
    if v == "assign" and len(rest) == 2:
        return Move(v, key=rest[0], keys=tuple(rest[1].split("+")))
    if v == "roll" and len(rest) == 1:
        return Move(v, n=_number(t, rest[0]))
    raise _bad(t)
