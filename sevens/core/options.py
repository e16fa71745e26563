"""Option validation shared by all games: each option has a default and a tuple of allowed values."""

from __future__ import annotations

from typing import Any

from .errors import BadOption

Spec = dict[str, tuple[Any, tuple[Any, ...]]]


def resolve(spec: Spec, given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in; an unknown option or a value outside its set raises ``BadOption``."""
    out: dict[str, Any] = {}
    for name in given:
        if name not in spec:
            known = ", ".join(spec)
            raise BadOption(name, f"unknown option {name!r}; the options are: {known}",
                            f"オプション {name!r} はありません。使えるもの: {known}")
    for name, (default, allowed) in spec.items():
        value = given.get(name, default)
        # bool is an int in Python: compare types too, so True is not taken for 1
        if not any(value == a and type(value) is type(a) for a in allowed):
            shown = ", ".join(_show(a) for a in allowed)
            raise BadOption(name, f"option {name!r} must be one of {shown}; got {_show(value)}",
                            f"オプション {name!r} は {shown} のいずれかです（指定: {_show(value)}）")
        out[name] = value
    return out


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)
