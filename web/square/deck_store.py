"""The player's saved decks in the browser, a deck's JSON for export and import, and the saved decks as
choices of the set-up form (pure Python, tested in CPython).

**The entry.** Every saved deck is in one localStorage entry, ``KEY`` (kept by ``web.storage`` under the
page's directory)::

    {"version": 1, "decks": [{"name": "Archers", "cards": {"warrior": 3, "aera-archer": 3, ...}}]}

a name (1–40 printable characters, no two decks alike) and its copies of each card (1–3, at most 40 in all,
in CARDS order). A saved deck may be unfinished: the builder keeps work in progress; only a deck the engine
accepts is offered by the set-up form. The entry is untrusted (another page of the origin may have written
it): its size and nesting are measured before it is parsed (``sevens.core.safejson``: at most
``MAX_TEXT`` characters, ``MAX_DEPTH`` levels), then every field is checked, and the whole entry is refused
with ``BadRecord`` naming the field (``decks[2].cards``) if any part is wrong: the builder then sets it aside
(``web.storage``: kept under ``KEY + ".refused"``) and says so, rather than dropping decks silently.

**Export and import.** A deck is exported as the set-up form and the command line take it: the list of its
card keys (``["warrior", "warrior", ...]``), which can be pasted into the set-up form's custom field or
``sevens play --deck0``. Import takes that list or a ``{key: count}`` mapping; it refuses what no deck may
hold (an unknown card, more than 3 copies, more than 40 cards) and takes an unfinished deck as a draft, whose
problems the builder then lists.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from sevens.core.errors import BadRecord, shown, shown_name
from sevens.core.options import Setup
from sevens.core.safejson import parse_text
from sevens.games.square.cards import CARDS, DECK_SIZE, MAX_COPIES, validate_deck

from ..setup_form import More
from .deck_model import MAX_NAME, Draft, clean_name, problems
from .deck_text import tx

KEY = "sevens.square.decks"
"""The saved decks' entry (logical key: ``web.storage`` adds the page's directory)."""
VERSION = 1
MAX_DECKS = 50
"""A browser keeps at most this many decks (a save past it is refused with a message)."""
MAX_TEXT = 100_000
"""The entry is read only if it has at most this many characters (50 full decks take about 30,000)."""
MAX_DEPTH = 4
"""The entry's nesting: object > list of decks > deck > its counts."""
MAX_IMPORT = 20_000
"""An imported deck's JSON is read only up to this many characters (40 keys take about 600)."""
CHOICE = "saved:"
"""A saved deck's value in the set-up form's select: this and its name."""


def _bad(where: str, en: str, ja: str) -> BadRecord:
    return BadRecord(where, en, ja)


def _counts(where: str, value: Any) -> dict[str, int]:
    """A saved deck's ``cards``: {key: 1..3}, at most 40 cards."""
    if not isinstance(value, dict):
        raise _bad(where, "must be an object of card keys and counts", "カードのキーと枚数のオブジェクトが必要です")
    out: dict[str, int] = {}
    for key, n in value.items():
        if key not in CARDS:
            raise _bad(f"{where}.{shown_name(key)}", "is no card", "そのカードはありません")
        if type(n) is not int or not 1 <= n <= MAX_COPIES:
            raise _bad(f"{where}.{key}", f"must be a count from 1 to {MAX_COPIES}, not {shown(n)}",
                       f"1〜{MAX_COPIES} の枚数が必要です（{shown(n)} は不可）")
        out[key] = n
    if sum(out.values()) > DECK_SIZE:
        raise _bad(where, f"holds more than {DECK_SIZE} cards", f"{DECK_SIZE}枚を超えています")
    return out


def read_saved(text: str | None) -> list[Draft]:
    """The saved decks of the entry's ``text`` (none for None); ``BadRecord`` naming the field if any part of
    it is wrong (see the module's docstring)."""
    if text is None:
        return []
    try:
        d = parse_text(text, MAX_DEPTH, MAX_TEXT)
    except ValueError as e:
        raise _bad("decks", f"cannot be read: {e}", f"読めません: {e}") from None
    if not isinstance(d, dict):
        raise _bad("decks", "must be a JSON object", "JSON オブジェクトではありません")
    extra = set(d) - {"version", "decks"}
    if extra:
        raise _bad(min(shown_name(k) for k in extra), "unknown field", "知らない項目です")
    if type(d.get("version")) is not int or d.get("version") != VERSION:
        raise _bad("version", f"must be {VERSION}", f"{VERSION} でなければなりません")
    decks = d.get("decks")
    if not isinstance(decks, list):
        raise _bad("decks", "must be a list", "リストが必要です")
    if len(decks) > MAX_DECKS:
        raise _bad("decks", f"holds more than {MAX_DECKS} decks", f"{MAX_DECKS}個を超えるデッキがあります")
    out: list[Draft] = []
    names: set[str] = set()
    for i, item in enumerate(decks):
        where = f"decks[{i}]"
        if not isinstance(item, dict):
            raise _bad(where, "must be an object with a name and cards", "name と cards のオブジェクトが必要です")
        extra = set(item) - {"name", "cards"}
        if extra:
            raise _bad(f"{where}.{min(shown_name(k) for k in extra)}", "unknown field", "知らない項目です")
        name = item.get("name")
        if not isinstance(name, str) or not name or clean_name(name) != name:
            raise _bad(f"{where}.name", f"must be text of 1 to {MAX_NAME} printable characters, not {shown(name)}",
                       f"1〜{MAX_NAME} 文字の表示できる文字列が必要です（{shown(name)} は不可）")
        if name in names:
            raise _bad(f"{where}.name", f"{shown(name)} names two decks", f"{shown(name)} という名前のデッキが2つあります")
        names.add(name)
        out.append(Draft(name, _counts(f"{where}.cards", item.get("cards"))))
    return out


def dump_saved(decks: list[Draft]) -> str:
    """The entry's text for ``decks`` (what ``read_saved`` reads back)."""
    return json.dumps({"version": VERSION, "decks": [{"name": d.name, "cards": d.sorted_counts()} for d in decks]},
                      ensure_ascii=False, separators=(",", ":"))


def export_text(draft: Draft) -> str:
    """The deck as the set-up form's custom field and ``--deck0`` take it: its card keys as a JSON list."""
    return json.dumps(draft.cards(), ensure_ascii=False)


def read_import(text: str) -> dict[str, int]:
    """A deck pasted in (a list of card keys or a {key: count} mapping) as counts; ``BadRecord`` for what no
    deck may hold (see the module's docstring)."""
    try:
        value = parse_text(str(text).strip(), 2, MAX_IMPORT)
    except ValueError as e:
        raise _bad("deck", f"cannot be read: {e}", f"読めません: {e}") from None
    counts: dict[str, int] = {}
    if isinstance(value, list):
        for i, key in enumerate(value):
            if not isinstance(key, str) or key not in CARDS:
                raise _bad(f"deck[{i}]", f"{shown(key)} is no card key", f"{shown(key)} はカードのキーではありません")
            counts[key] = counts.get(key, 0) + 1
    elif isinstance(value, dict):
        for key, n in value.items():
            if key not in CARDS:
                raise _bad(f"deck.{shown_name(key)}", "is no card key", "カードのキーではありません")
            if type(n) is not int or n < 0:
                raise _bad(f"deck.{key}", f"must be a count of 0 or more, not {shown(n)}",
                           f"0以上の枚数が必要です（{shown(n)} は不可）")
            if n:
                counts[key] = n
    else:
        raise _bad("deck", "must be a list of card keys or an object of keys and counts",
                   "カードのキーのリストか、キーと枚数のオブジェクトが必要です")
    for key, n in counts.items():
        if n > MAX_COPIES:
            c = CARDS[key]
            raise _bad("deck", f"holds {n} copies of {c.name_en}; at most {MAX_COPIES}",
                       f"{c.name_ja}が{n}枚あります（{MAX_COPIES}枚まで）")
    total = sum(counts.values())
    if total > DECK_SIZE:
        raise _bad("deck", f"holds {total} cards; a deck has {DECK_SIZE}", f"{total}枚あります（デッキは{DECK_SIZE}枚）")
    return {k: counts[k] for k in CARDS if k in counts}


def deck_options(spec: dict[str, Any]) -> list[str]:
    """The options of the game's spec that are decks (``Setup`` options checked by ``validate_deck``)."""
    return [name for name, opt in spec.items() if isinstance(opt, Setup) and opt.validate is validate_deck]


def setup_choices(get: Callable[[str], str | None], lang: str, spec: dict[str, Any]) -> dict[str, More]:
    """The saved decks the engine accepts, as choices of every deck option of the set-up form (``spec``:
    the game's option spec); none while the entry cannot be read (the builder says why when opened)."""
    try:
        decks = read_saved(get(KEY))
    except BadRecord:
        return {}
    ready = tuple((CHOICE + d.name, tx("saved_choice", lang, name=d.name), d.cards())
                  for d in decks if not problems(d.counts))
    if not ready:
        return {}
    return {name: More(tx("saved", lang), ready) for name in deck_options(spec)}
