"""A value kept on an immutable state's cache (games whose states carry a ``cache`` dict: a state never changes, so
what is computed from it once stays true)."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

T = TypeVar("T")


def memo(cache: dict[str, Any], key: str, make: Callable[[Any], T], arg: Any) -> T:
    """``cache[key]``, made by ``make(arg)`` the first time it is asked for (a function and its argument, not a
    closure: the bots' playouts ask millions of times, and most of those find the value made)."""
    got = cache.get(key)
    if got is None:
        got = cache[key] = make(arg)
    return got
