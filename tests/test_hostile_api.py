"""The Python API under hostile input (issue 13, item 10): every refusal is a ``BadRecord``/``BadOption`` that
names the field, with a short message that shows the bad value safely (``errors.shown``).

Before the fix: ``repr`` of an int of 5,000 digits raised ``ValueError`` and of a list 5,000 deep
``RecursionError`` inside the error message itself; a key given twice was taken silently (the last one won);
``s8``, ``S8\\n`` or Arabic-Indic digits in a record's moves were accepted as if canonical; a 1 MB value was
echoed whole; an unknown key ``seed\\u200b`` read like ``seed``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from sevens.core import BadOption, BadRecord, IllegalMove, chance, get, record
from sevens.core.game import CHANCE
from sevens.core.errors import SHOWN_CHARS, digits_of, shown, shown_name
from sevens.core.options import Choice, IntRange, resolve
from sevens.core.safejson import MAX_INT_DIGITS, parse_text

HUGE = 10**5000
MAX_MESSAGE = 300


def _deep(n: int, leaf: Any = "x") -> Any:
    v = leaf
    for _ in range(n):
        v = [v]
    return v


def _played(gid: str, seed: int = 3, moves: int = 4) -> dict[str, Any]:
    game = get(gid)
    s = game.new(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        p = game.to_move(s)
        if p is None:
            break
        s = game.apply(s, chance.resolve(game, s) if p == CHANCE else rng.choice(game.legal_moves(s)))
    return game.to_record(s)


def _refused(gid: str, rec: Any) -> BadRecord:
    with pytest.raises(BadRecord) as err:
        get(gid).from_record(rec)
    e = err.value
    assert len(str(e)) < MAX_MESSAGE and len(e.ja) < MAX_MESSAGE, str(e)[:500]
    return e


# --- one safe way to show a value -----------------------------------------------------------------------

@pytest.mark.parametrize("value, expected", [
    ("ZZ", "'ZZ'"), (None, "None"), (True, "True"), (12, "12"), (-3.5, "-3.5"), ([1, "a"], "[1, 'a']"),
    ({"k": [1]}, "{'k': [1]}"), (HUGE, "a number of 5001 digits"), (-HUGE, "a number of 5001 digits"),
    ("seed\u200b", "'seed\\u200b'"), ("\u202eevil", "'\\u202eevil'"), ("a\x00b", "'a\\x00b'"),
], ids=lambda v: shown(v, 12))
def test_shown_is_repr_like_and_safe(value: Any, expected: str) -> None:
    assert shown(value) == expected


def test_shown_cuts_long_values_and_deep_nesting_without_recursing() -> None:
    assert shown("x" * 1_000_000) == "'" + "x" * (SHOWN_CHARS - 1) + "…"
    assert len(shown(list(range(100_000)))) == SHOWN_CHARS + 1
    assert shown(_deep(100_000)) == "[[[…]]]"
    d: Any = {}
    for _ in range(50_000):
        d = {"a": d}
    assert shown(d) == "{'a': {'a': {…}}}"
    assert shown([HUGE, _deep(10_000)]) == "[a number of 5001 digits, [[…]]]"

    class Hostile:
        def __repr__(self) -> str:
            raise RecursionError

    assert shown(Hostile()) == "<Hostile>"


def test_digits_of_counts_without_making_text() -> None:
    for k in range(1, 300):
        assert digits_of(10**k) == k + 1 and digits_of(10**k - 1) == k and digits_of(-(10**k)) == k + 1
    rng = random.Random(1)
    for _ in range(500):
        n = rng.randrange(10 ** rng.randrange(1, 400))
        assert digits_of(n) == len(str(n))


def test_shown_name_keeps_plain_keys_and_escapes_the_rest() -> None:
    assert shown_name("extra") == "extra" and shown_name("__proto__") == "__proto__"
    assert shown_name("seed\u200b") == "'seed\\u200b'"
    assert shown_name("x" * 1000).endswith("…") and len(shown_name("x" * 1000)) == SHOWN_CHARS + 1


# --- huge and deep values in a record -------------------------------------------------------------------

@pytest.mark.parametrize("gid", ["shichinarabe", "tetrahex", "dicerace"])
def test_a_format_or_seed_of_5000_digits_is_refused_naming_the_field(gid: str) -> None:
    rec = _played(gid)
    e = _refused(gid, {**rec, "format": HUGE})
    assert e.field == "format" and "5001 digits" in str(e)
    with pytest.raises(BadRecord) as err:  # record.check straight
        record.check({**rec, "format": HUGE}, get(gid))
    assert err.value.field == "format"
    assert _refused(gid, {**rec, "seed": HUGE}).field == "seed"
    assert _refused(gid, {**rec, "game": HUGE}).field == "game"


@pytest.mark.parametrize("gid, name", [("shichinarabe", "players"), ("shichinarabe", "pass_limit"),
                                       ("tetrahex", "variant"), ("dicerace", "length"), ("dicerace", "board")])
def test_an_option_of_5000_digits_is_refused_naming_the_option(gid: str, name: str) -> None:
    rec = _played(gid)
    e = _refused(gid, {**rec, "setup": {**rec["setup"], name: HUGE}})
    assert e.field == f"setup.{name}"
    with pytest.raises(BadOption) as err:
        get(gid).new(1, **{name: HUGE})
    assert err.value.option == name and len(str(err.value)) < MAX_MESSAGE


@pytest.mark.parametrize("gid", ["shichinarabe", "tetrahex", "dicerace"])
def test_a_game_nested_5000_deep_is_refused_without_recursion_error(gid: str) -> None:
    rec = _played(gid)
    e = _refused(gid, {**rec, "game": _deep(5000)})
    assert e.field == "game" and "[[[…]]]" in str(e)
    assert _refused(gid, {**rec, "format": _deep(5000)}).field == "format"
    assert _refused(gid, {**rec, "seed": _deep(5000)}).field == "seed"
    name = next(iter(rec["setup"]))
    assert _refused(gid, {**rec, "setup": {**rec["setup"], name: _deep(5000)}}).field == f"setup.{name}"
    assert _refused(gid, {**rec, "moves": [*rec["moves"], _deep(5000)]}).field == f"moves[{len(rec['moves'])}]"


def test_a_megabyte_value_is_not_echoed() -> None:
    rec = _played("shichinarabe")
    big = "x" * 1_000_000
    for change in ({"game": big}, {"format": big}, {big: 1}, {"setup": {**rec["setup"], big: 1}},
                   {"setup": {**rec["setup"], "players": big}}):
        e = _refused("shichinarabe", {**rec, **change})
        assert "x" * 100 not in str(e)


# --- unknown keys with invisible characters -------------------------------------------------------------

@pytest.mark.parametrize("key", ["seed\u200b", "moves\u00a0", "\u202egame", "seed\x00", "ｓｅｅｄ"])
def test_an_unknown_key_that_looks_like_a_real_one_is_shown_escaped(key: str) -> None:
    rec = _played("shichinarabe")
    e = _refused("shichinarabe", {**rec, key: 1})
    assert e.field != key.strip("\u200b\u00a0\u202e\x00")
    assert e.field == repr(key) and str(e).startswith(repr(key))
    s = _refused("shichinarabe", {**rec, "setup": {**rec["setup"], key: 1}})
    assert s.field == f"setup.{repr(key)}"


# --- duplicate keys -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, key", [
    ('{"format": 2, "game": "shichinarabe", "seed": 1, "seed": 2, "setup": {}, "moves": []}', "seed"),
    ('{"format": 2, "game": "shichinarabe", "seed": 1, "setup": {"players": 3, "players": 4}, "moves": []}',
     "players"),
    ('{"a": {"b": [{"\\u200b": 1, "\\u200b": 2}]}}', "\\u200b"),
])
def test_a_key_given_twice_is_refused_naming_it(text: str, key: str) -> None:
    with pytest.raises(BadRecord) as err:
        record.loads(text)
    assert err.value.field == "record" and f"'{key}' twice" in str(err.value)
    with pytest.raises(BadRecord):
        record.load_game(text)


def test_numbers_json_reads_but_no_save_holds_are_refused() -> None:
    for text, word in (("[" + "9" * (MAX_INT_DIGITS + 1) + "]", "digits"), ("[1e999]", "too large"),
                       ("[-1e400]", "too large"), ("[NaN]", "NaN"), ("[Infinity]", "Infinity")):
        with pytest.raises(ValueError) as err:
            parse_text(text)
        assert word in str(err.value)
    assert parse_text("[" + "9" * MAX_INT_DIGITS + ", 1.5e300]") == [int("9" * MAX_INT_DIGITS), 1.5e300]
    with pytest.raises(ValueError):
        parse_text("[\u0663]")  # JSON digits are ASCII


# --- move texts in a record are canonical ---------------------------------------------------------------

def _arabic(text: str) -> str:
    return text.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


@pytest.mark.parametrize("gid", ["shichinarabe", "tetrahex", "dicerace"])
def test_non_canonical_move_texts_in_a_record_are_refused(gid: str) -> None:
    game = get(gid)
    rec = _played(gid, moves=3)
    assert game.to_record(game.from_record(rec)) == rec
    k = len(rec["moves"]) - 1
    last = rec["moves"][k]
    variants = {last.lower(), last + "\n", " " + last, last + " ", last.replace(",", ", "), _arabic(last),
                last.replace("1", "\uff11")} - {last}
    assert variants
    for text in variants:
        e = _refused(gid, {**rec, "moves": [*rec["moves"][:k], text]})
        assert e.field == f"moves[{k}]"
        if game.parse_move(game.from_record({**rec, "moves": rec["moves"][:k]}), last) is not None \
                and "legal" not in str(e):
            assert repr(last) in str(e), (text, str(e))


def test_arabic_indic_digits_are_never_numbers_even_at_the_prompt() -> None:
    """The prompt may be lenient (lower case, spaces), never with digits other than ASCII."""
    game = get("tetrahex")
    s = game.new(1)
    first = game.format_move(s, game.legal_moves(s)[0])
    assert game.parse_move(s, " " + first.lower() + " ") == game.parse_move(s, first)
    for text in (_arabic(first), first.replace("0", "\uff10"), first.replace("1", "\u0967")):
        if text == first:
            continue
        with pytest.raises(IllegalMove) as err:
            game.parse_move(s, text)
        assert err.value.rule == "text"
    sh = get("shichinarabe")
    t = sh.new(1, joker=True)
    for text in ("S٨", "٨S", "S\uff18", "H١٠", "\u017f8", "8\u017f", "JK@\u017f8", "jk \u017f8"):
        with pytest.raises(IllegalMove) as err:  # "\u017f".upper() == "S"
            sh.parse_move(t, text)
        assert err.value.rule == "unreadable", text


def test_number_options_read_ascii_digits_only() -> None:
    opt = IntRange(4, 3, 8)
    assert opt.from_text("players", " 5 ") == 5
    for text in ("٥", "\uff15", "5\u0660", "1" * 5000):
        with pytest.raises(BadOption) as err:
            opt.from_text("players", text)
        assert len(str(err.value)) < MAX_MESSAGE
    ch = Choice(3, (1, 2, 3))
    assert ch.from_text("pass_limit", "2") == 2
    with pytest.raises(BadOption):
        ch.from_text("pass_limit", "٢")


def test_unknown_option_names_are_cut_and_escaped() -> None:
    with pytest.raises(BadOption) as err:
        resolve({"size": IntRange(4, 3, 5)}, {"x" * 100_000 + "\u200b": 1})
    assert len(str(err.value)) < MAX_MESSAGE and err.value.option.endswith("…")
    with pytest.raises(BadOption) as err:
        resolve({"size": IntRange(4, 3, 5)}, {"siz\u200be": 1})
    assert "\\u200b" in str(err.value) and err.value.option == "'siz\\u200be'"


def test_a_refused_record_message_is_json_safe_text() -> None:
    """Every message can be shown on a page or a terminal as it is: text, short, no raw controls."""
    rec = _played("shichinarabe")
    e = _refused("shichinarabe", {**rec, "game": "\x1b[31mred\x1b[0m" * 1000})
    assert "\x1b" not in str(e) and json.loads(json.dumps(str(e))) == str(e)


def test_an_unknown_puzzle_is_named_briefly() -> None:
    """A puzzle id from outside (a save, a URL) is echoed cut, never whole."""
    from sevens.games.tetrahex import puzzles

    with pytest.raises(IllegalMove) as e:
        puzzles.colours("x" * 100_000)
    assert len(str(e.value)) < 300 and len(e.value.ja) < 300


# --- review of issue 13 (second round) -----------------------------------------------------------------

def _deep_tuple(n: int) -> Any:
    v: Any = 0
    for _ in range(n):
        v = (v,)
    return v


@pytest.mark.parametrize("key, name", [(HUGE, "a number of 5001 digits"), (_deep_tuple(5000), "(((…)))"),
                                       (-7, "-7"), (1.5, "1.5"), (None, "None")],
                         ids=["huge", "deep-tuple", "int", "float", "none"])
def test_a_key_that_is_not_text_is_refused_naming_it(key: Any, name: str) -> None:
    """A Python caller's key: ``str()`` of an int of 5,000 digits raises ValueError, of a deep tuple
    RecursionError; the refusal names the key as ``shown`` gives it."""
    rec = _played("shichinarabe")
    e = _refused("shichinarabe", {**rec, key: 1})
    assert e.field == name and "unknown field" in str(e)
    e = _refused("shichinarabe", {**rec, key: 1, "zz": 2})
    assert e.field in (name, "zz")


class _StrictTetrahex(type(get("tetrahex"))):  # type: ignore[misc]
    """SEVEN with ``new`` taking its one option by name: an unknown key is a TypeError there."""

    def new(self, seed: int = 0, *, variant: str = "top") -> Any:
        return super().new(seed, variant=variant)


class _BrokenTetrahex(type(get("tetrahex"))):  # type: ignore[misc]
    """SEVEN whose ``new`` has a bug that raises TypeError: a bug, not a bad record."""

    def new(self, seed: int = 0, **options: Any) -> Any:
        raise TypeError("a bug in new()")


def test_a_setup_key_the_game_does_not_take_is_named() -> None:
    rec = _played("tetrahex")
    for key in ("bogus", "variant\u200b"):
        with pytest.raises(BadRecord) as err:
            record.replay(_StrictTetrahex(), {**rec, "setup": {**rec["setup"], key: 1}})
        assert err.value.field == f"setup.{shown_name(key)}"
    old = {**rec, "format": 1, "options": rec["setup"]}
    del old["setup"]
    with pytest.raises(BadRecord) as err:
        record.replay(_StrictTetrahex(), {**old, "options": {"bogus": 1}})
    assert err.value.field == "options.bogus"
    assert record.replay(_StrictTetrahex(), rec) == get("tetrahex").from_record(rec)
    with pytest.raises(TypeError, match="a bug"):  # no longer taken for a refusal
        record.replay(_BrokenTetrahex(), rec)


@pytest.mark.parametrize("text", ["pa\u017f\u017f", "PA\u017fS", "\u017fpass", "P\u0251SS", "ｐａｓｓ", "ｐ"])
def test_a_pass_spelled_with_letters_that_upper_case_to_ascii_is_unreadable(text: str) -> None:
    """``"ſ".upper()`` is ``"S"``: the pass word was matched before the ASCII check."""
    sh = get("shichinarabe")
    s = sh.new(1)
    with pytest.raises(IllegalMove) as err:
        sh.parse_move(s, text)
    assert err.value.rule == "unreadable"
    for ok in ("pass", "PASS", " p ", "パス", "-"):
        assert sh.format_move(s, sh.parse_move(s, ok)) == "pass"
