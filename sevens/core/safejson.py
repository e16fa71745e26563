"""JSON from outside (saves, imports, shared links, set-ups typed on a command line), parsed safely.

Python's ``json`` recurses once per level of nesting: a text of thousands of ``[`` exhausts the stack, which
in the page (Pyodide) kills the interpreter rather than raising. So the size and the nesting depth are
measured on the text first, without parsing it, and only a text within both limits is parsed.

What JSON allows but no save of ours holds is refused too, each naming what it found: an object with the same
key twice (``json`` would keep the last one silently, so two readers could see two different records), a
number of more than ``MAX_INT_DIGITS`` digits, a number too large for a float (``1e999`` would read as
infinity, which ``json`` then writes back as the non-JSON ``Infinity``), ``NaN`` and ``Infinity``.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from .errors import shown

MAX_BYTES = 2_000_000
MAX_DEPTH = 64
MAX_INT_DIGITS = 400
"""Far more than any seed or count needs, and well inside Python's 4,300-digit limit on turning text into
an int (past which ``int`` raises with a message of its own)."""


class Refused(ValueError):
    """Valid JSON that a save may not hold (a key twice, a number out of range): said as it is, not as
    "not valid JSON"."""


_STRING = re.compile(r'"(?:[^"\\]|\\.)*(?:"|\Z)')
"""A string literal, or an unclosed one up to the end of the text: one pass, so a text of unclosed strings
full of escaped quotes costs no more than any other (a pattern that must find the closing quote would look
for it again from every quote: quadratic)."""
_BRACKET = re.compile(r"[\[\]{}]")


def depth_of(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in JSON ``text`` (brackets inside strings are not counted)."""
    deepest = depth = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise Refused(f"{name} is not a JSON number")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise Refused(f"holds a number of {len(text.lstrip('-'))} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Refused(f"holds a number too large to read ({shown(text, 20)})")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise Refused(f"has the key {shown(key)} twice in one object")
        out[key] = value
    return out


def parse_text(text: str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """The value of JSON ``text``; ``ValueError`` saying why if it is too large, too deep, not JSON or holds
    what no save may (a key twice in one object, a number out of range)."""
    if not isinstance(text, str):
        raise ValueError("not text")
    if len(text) > max_bytes:
        raise ValueError(f"larger than {max_bytes} characters")
    if depth_of(text) > max_depth:
        raise ValueError(f"nested deeper than {max_depth} levels")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float,
                          object_pairs_hook=_object)
    except Refused:
        raise
    except (ValueError, RecursionError) as e:
        raise ValueError(f"not valid JSON ({e})") from None
