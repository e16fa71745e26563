"""Small helpers at the JavaScript boundary."""

from __future__ import annotations


def absent(value: object) -> bool:
    """True for None and for JavaScript null/undefined as Pyodide passes them (``JsNull``)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def focus(el: object, scroll: bool = True) -> None:
    """Give ``el`` the focus; ``scroll`` False keeps the page where it is (a redraw must not scroll the table away)."""
    if scroll:
        el.focus()  # type: ignore[attr-defined]
        return
    from js import Object
    from pyodide.ffi import to_js

    el.focus(to_js({"preventScroll": True}, dict_converter=Object.fromEntries))  # type: ignore[attr-defined]


def text_or_none(value: object) -> str | None:
    """A JavaScript string as ``str``; anything else (null, undefined) as None."""
    return value if isinstance(value, str) else None
