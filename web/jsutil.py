"""Small helpers at the JavaScript boundary."""

from __future__ import annotations


def absent(value: object) -> bool:
    """True for None and for JavaScript null/undefined as Pyodide passes them (``JsNull``)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def text_or_none(value: object) -> str | None:
    """A JavaScript string as ``str``; anything else (null, undefined) as None."""
    return value if isinstance(value, str) else None
