"""JSON from outside (saves, imports, shared links, set-ups typed on a command line), parsed safely.

Python's ``json`` recurses once per level of nesting: a text of thousands of ``[`` exhausts the stack, which
in the page (Pyodide) kills the interpreter rather than raising. So the size and the nesting depth are
measured on the text first, without parsing it, and only a text within both limits is parsed.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_BYTES = 2_000_000
MAX_DEPTH = 64


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
    raise ValueError(f"{name} is not a JSON number")


def parse_text(text: str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """The value of JSON ``text``; ``ValueError`` saying why if it is too large, too deep or not JSON."""
    if not isinstance(text, str):
        raise ValueError("not text")
    if len(text) > max_bytes:
        raise ValueError(f"larger than {max_bytes} characters")
    if depth_of(text) > max_depth:
        raise ValueError(f"nested deeper than {max_depth} levels")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as e:
        raise ValueError(f"not valid JSON ({e})") from None
