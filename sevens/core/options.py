"""Options of a game, and their validation: one spec from which the engine checks, the CLI makes its flags
and the page makes its set-up form.

An option is one of three kinds:

* ``Choice``: one of a few values (``pass_limit``: 1, 2 or 3; a yes/no option is a choice of False/True);
* ``IntRange``: a whole number from ``lo`` to ``hi`` (``players``: 3–8);
* ``Setup``: a structured value (a deck as a list of cards, a scenario), JSON-ready, checked by the game's
  own validator; named ``presets`` offer ready-made values (preconstructed decks, the scenarios).

Every kind carries its label in English and Japanese. A value from outside (a record, a command line, the
page) is checked by ``resolve``; a bad one raises ``BadOption`` naming the option (for a structured value,
the part of it: ``deck[12]``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Union

from .errors import BadOption, shown, shown_name

Text = tuple[str, str]
"""A label: (English, Japanese)."""

MAX_SETUP_DEPTH = 8
MAX_SETUP_ITEMS = 2_000
"""A structured value from outside is refused before its validator sees it if it nests deeper or holds more
items (list entries and object fields, counted over the whole value) than this."""


@dataclass(frozen=True)
class Choice:
    """One of ``values`` (compared with their type: True is not 1, 4.0 is not 4)."""

    default: Any
    values: tuple[Any, ...]
    label: Text = ("", "")
    value_labels: Mapping[Any, Text] = field(default_factory=dict)
    """How the page names each value (missing: the value itself)."""
    needs: str = ""
    """For a yes/no option that means something only while the yes/no option ``needs`` is on (the A–K tunnel
    without the link, the joker as last card without the joker): the set-up form leaves it off and disabled
    until that one is ticked. Whether the engine refuses the pair is the game's own rule."""
    help: Text = ("", "")
    """What the option does, in a player's words (English, Japanese): the set-up form shows it under the label
    (a QA pass found options named by a rule's number or a card's name only)."""

    def check(self, name: str, value: Any) -> Any:
        if not any(value == a and type(value) is type(a) for a in self.values):
            allowed = ", ".join(show(a) for a in self.values)
            raise BadOption(name, f"option {name!r} must be one of {allowed}; got {_got(value)}",
                            f"オプション {name!r} は {allowed} のいずれかです（指定: {_got(value)}）")
        return value

    @property
    def yes_no(self) -> bool:
        return set(self.values) == {False, True} and all(type(v) is bool for v in self.values)

    def from_text(self, name: str, text: str) -> Any:
        """The value a command line or a form names (compared as text, so "3" gives the int 3)."""
        by_text = {show(a).lower(): a for a in self.values}
        key = text.strip().lower()
        if key in by_text:
            return by_text[key]
        allowed = ", ".join(show(a) for a in self.values)
        raise BadOption(name, f"option {name!r} must be one of {allowed}; got {_got(text)}",
                        f"オプション {name!r} は {allowed} のいずれかです（指定: {_got(text)}）")


@dataclass(frozen=True)
class IntRange:
    """A whole number from ``lo`` to ``hi``, both included."""

    default: int
    lo: int
    hi: int
    label: Text = ("", "")
    help: Text = ("", "")
    """As ``Choice.help``."""

    def check(self, name: str, value: Any) -> int:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise BadOption(name, f"option {name!r} must be a whole number from {self.lo} to {self.hi}; "
                                  f"got {_got(value)}",
                            f"オプション {name!r} は {self.lo}〜{self.hi} の整数です（指定: {_got(value)}）")
        return value

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(range(self.lo, self.hi + 1))

    def from_text(self, name: str, text: str) -> int:
        """The number ``text`` writes in ASCII digits (``int`` would also read "٣" or "３" as 3)."""
        key = text.strip()
        value: Any = int(key) if _ASCII_INT.fullmatch(key) else text
        return self.check(name, value)


_ASCII_INT = re.compile(r"[+-]?[0-9]{1,18}")

Validator = Callable[[str, Any], Any]
"""``validate(name, value)``: the value, normalized, or ``BadOption`` naming the bad part (``deck[3]``)."""


@dataclass(frozen=True)
class Setup:
    """A structured value (JSON-ready: lists, objects, text, numbers), checked by ``validate``.

    ``presets`` name ready-made values; a value given as text that is a preset's name stands for it.
    """

    default: Any
    validate: Validator
    label: Text = ("", "")
    presets: Mapping[str, Any] = field(default_factory=dict)
    preset_labels: Mapping[str, Text] = field(default_factory=dict)
    help: Text = ("", "")
    """As ``Choice.help``."""

    def check(self, name: str, value: Any) -> Any:
        if isinstance(value, str) and value in self.presets:
            value = self.presets[value]
        shape(name, value)
        return self.validate(name, value)

    def from_text(self, name: str, text: str) -> Any:
        """A preset's name, or the value as JSON text."""
        key = text.strip()
        if key in self.presets:
            return self.presets[key]
        from .safejson import parse_text

        try:
            value = parse_text(key, MAX_SETUP_DEPTH)
        except ValueError as e:
            names = ", ".join(self.presets)
            raise BadOption(name, f"option {name!r} must be a preset ({names}) or JSON: {e}",
                            f"オプション {name!r} はプリセット（{names}）か JSON です: {e}") from None
        return self.check(name, value)


Option = Union[Choice, IntRange, Setup]
Spec = dict[str, Option]


def shape(name: str, value: Any) -> None:
    """``BadOption`` unless ``value`` is JSON-ready, at most ``MAX_SETUP_DEPTH`` deep and ``MAX_SETUP_ITEMS``
    items in all (checked without recursion, so a hostile value cannot exhaust the stack)."""
    items = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        x, depth = stack.pop()
        if depth > MAX_SETUP_DEPTH:
            raise BadOption(name, f"option {name!r} nests too deeply", f"オプション {name!r} の入れ子が深すぎます")
        if isinstance(x, list):
            items += len(x)
            stack.extend((y, depth + 1) for y in x)
        elif isinstance(x, dict):
            items += len(x)
            for k, y in x.items():
                if not isinstance(k, str):
                    raise BadOption(name, f"option {name!r} has a key that is not text",
                                    f"オプション {name!r} に文字列でないキーがあります")
                stack.append((y, depth + 1))
        elif not (x is None or isinstance(x, (str, int, float, bool))):
            raise BadOption(name, f"option {name!r} holds something that is not JSON",
                            f"オプション {name!r} に JSON でない値があります")
        if items > MAX_SETUP_ITEMS:
            raise BadOption(name, f"option {name!r} is too large", f"オプション {name!r} が大きすぎます")


def resolve(spec: Spec, given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults filled in; an unknown option or a bad value raises ``BadOption`` naming it."""
    out: dict[str, Any] = {}
    for name in given:
        if name not in spec:
            known = ", ".join(spec)
            raise BadOption(shown_name(name), f"unknown option {shown(name)}; the options are: {known}",
                            f"オプション {shown(name)} はありません。使えるもの: {known}")
    for name, opt in spec.items():
        out[name] = opt.check(name, given[name]) if name in given else opt.default
    return out


def defaults(spec: Spec) -> dict[str, Any]:
    return {name: opt.default for name, opt in spec.items()}


def _got(v: Any) -> str:
    """A value from outside in a message: as the options write it (``true``, ``5``, ``two``), escaped and cut
    where it is long or holds invisible characters (``errors.shown_name``)."""
    return show(v) if isinstance(v, bool) else shown_name(v)


def show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)
