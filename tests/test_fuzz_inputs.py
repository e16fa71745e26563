"""Fuzzing every path that reads a record or a save from outside (issue 13, "What it must show").

The paths: ``record.load_game`` and ``Game.from_record`` of each game (七並べ, SEVEN, the proof game Dice
Race), ``savefile.read_save`` / ``load_any``, the page's session loads (``web.session_base.SessionBase.load``
through 七並べ's and SEVEN's sessions and the generic one) and SEVEN's puzzle saves
(``PuzzleSession.load``). The inputs: real records and saves, mutated (a field replaced by a value of any
type, a field dropped, moves cut, reordered or rewritten in a form a person may type but a record may not)
and cut short as text; values nested thousands deep (as text and as Python objects), numbers of 5,000
digits, strings of 1 MB, keys given twice, invisible characters.

The only outcomes accepted: a ``BadRecord`` (a ``SevensError``) whose ``field`` starts with a real field
(or an unknown key shown escaped), with messages under 300 characters in both languages; or, for an input
that is accepted, a state that dumps back to the same record (the same canonical moves) and loads again to
the same state. Anything else (``RecursionError``, a plain ``ValueError``, ``TypeError``, ``KeyError``) fails.

Each mutation also says what must happen (``Expect``): a key given twice, a number of more than 400 digits
and nesting past the limit must be refused, naming ``record`` and saying why; a field replaced by a value
of another type, dropped or deep must be refused naming that field; an unknown key, naming it; a record cut
short must load. So a reader that let any of these through (duplicate keys taken, say) fails the suite.

``SEVENS_FUZZ_EXAMPLES=N`` runs N examples per test (random, not derandomized) for a long run; the default
is a fixed sample that keeps the whole file within about 30 s.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamehelpers import playout
from sevens.core import get, record, savefile
from sevens.core.errors import BadRecord, SevensError, shown_name
from sevens.core.safejson import MAX_DEPTH, MAX_INT_DIGITS, depth_of
from web.session_base import session_class
from web.shichinarabe.session import Session as ShichiSession
from web.tetrahex.puzzle_session import PuzzleSession
from web.tetrahex.session import Session as TetraSession

LONG_RUN = int(os.environ.get("SEVENS_FUZZ_EXAMPLES", "0"))
MAX_MESSAGE = 300
GAMES = ("shichinarabe", "tetrahex", "dicerace")
FIELDS = {"record", "save", "format", "game", "seed", "setup", "options", "moves", "version", "seats", "puzzle",
          "hints"}
"""The fields a record, a save or a puzzle save has: a refusal's ``field`` starts with one of them (or is an
unknown key, shown escaped)."""


def fuzz(examples: int) -> Callable[[Any], Any]:
    """Hypothesis settings: ``examples`` by default, a fixed sample (derandomized) so CI is stable; the long
    run (``SEVENS_FUZZ_EXAMPLES``) draws anew each time."""
    return settings(max_examples=LONG_RUN or examples, deadline=None, database=None, derandomize=not LONG_RUN,
                    suppress_health_check=list(HealthCheck), print_blob=True)


# --- what a clean refusal is ----------------------------------------------------------------------------

_PLAIN = re.compile(r"[A-Za-z0-9_$-]+")
_NOT_TEXT = re.compile(r"""['"([{]|b'|a number of \d+ digits$|-?\d+(\.\d+)?(e[+-]?\d+)?$""")
"""How ``shown`` writes a key that is no plain word: quoted text, a tuple, a number."""


def _root(field: str) -> str:
    return field.split(".")[0].split("[")[0]


@dataclass(frozen=True)
class Expect:
    """What a mutation must lead to. ``refused``: it may not load. ``field``: a refusal names exactly this;
    ``roots``: a refusal's field starts with one of these; ``reason``: the English message holds this;
    ``from_move``: a refusal naming a move names this one or a later one."""

    refused: bool = False
    field: str | None = None
    roots: frozenset[str] | None = None
    reason: str | None = None
    from_move: int | None = None

    def check(self, e: BadRecord) -> None:
        what = ascii(str(e))[:300]
        if self.field is not None:
            assert e.field == self.field, (self, what)
        if self.roots is not None:
            assert _root(e.field) in self.roots, (self, what)
        if self.reason is not None:
            assert self.reason in str(e), (self, what)
        if self.from_move is not None and e.field.startswith("moves["):
            assert int(e.field[6:].split("]")[0]) >= self.from_move, (self, what)


ANYTHING = Expect()


def assert_clean(e: BaseException) -> None:
    """A refusal names a real field (or an escaped unknown key) in a short message in English and Japanese."""
    assert isinstance(e, BadRecord) and isinstance(e, SevensError), repr(e)[:300]
    field = e.field
    assert isinstance(field, str) and 0 < len(field) <= 120 and field.isprintable(), ascii(field)[:200]
    root = _root(field)
    if root not in FIELDS:  # an unknown key: a plain word, shown quoted and escaped, or a key that is not text
        assert _PLAIN.fullmatch(field) or _NOT_TEXT.match(field), ascii(field)
    assert len(str(e)) < MAX_MESSAGE and len(e.ja) < MAX_MESSAGE, ascii(str(e))[:400]
    assert str(e).isprintable() and e.ja.isprintable(), ascii(str(e))[:400]


def attempt(fn: Callable[..., Any], *args: Any, expect: Expect = ANYTHING) -> Any:
    """``fn(*args)``, or None after checking its refusal is clean and what ``expect`` asks of it; any other
    exception, or an input ``expect`` says must be refused and that loads, fails the test."""
    try:
        got = fn(*args)
    except BadRecord as e:
        assert_clean(e)
        expect.check(e)
        return None
    assert not expect.refused, f"accepted, but {expect} (args {ascii(args)[:300]})"
    return got


# --- real records and saves to start from ----------------------------------------------------------------

def _records() -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    options: dict[str, list[dict[str, Any]]] = {
        "shichinarabe": [{}, {"players": 3, "joker": True, "rounds": 3}],
        "tetrahex": [{}, {"variant": "bottom"}],
        "dicerace": [{}, {"players": 4, "board": [{"square": 4, "shift": 6}]}]}
    for gid in GAMES:
        game = get(gid)
        for k, opts in enumerate(options[gid]):
            run = [s for s, _ in playout(game, 11 + k, opts)]
            for s in (run[len(run) // 3], run[-1]):
                out.append((gid, game.to_record(s)))
    return out


RECORDS = _records()
SESSIONS: dict[str, Any] = {"shichinarabe": ShichiSession, "tetrahex": TetraSession,
                            "dicerace": session_class(get("dicerace"))}


def _seats(gid: str, rec: dict[str, Any]) -> list[str]:
    n = get(gid).players(get(gid).from_record(rec))
    return ["human"] + ["normal"] * (n - 1)


def _puzzle_saves() -> list[tuple[str, str]]:
    tetrahex = get("tetrahex")
    ps = PuzzleSession("level5")
    for _ in range(4):
        m = tetrahex.legal_moves(ps.state)[0]
        ps.place(ps.players()[0], m.shape, m.cells)
    return [("level5", ps.dump()), ("holes", json.dumps({"version": 1, "puzzle": "holes", "moves": []}))]


PUZZLE_SAVES = _puzzle_saves()


# --- hostile values ---------------------------------------------------------------------------------------

def nest(n: int, leaf: Any = 0, as_dict: bool = False) -> Any:
    v = leaf
    for _ in range(n):
        v = {"a": v} if as_dict else [v]
    return v


INVISIBLE = ["\u200b", "\u200e", "\u202e", "\u2066", "\ufeff", "\x00", "\x1b", "\u00a0", "\u3000", "\u0301"]
ODD_DIGITS = "٠١٢٣٤٥٦٧٨٩０１２３４５６７８９०१२"
MEGA = "x" * 1_000_000
HUGE = 10**5000
def deep_tuple(n: int) -> Any:
    v: Any = 0
    for _ in range(n):
        v = (v,)
    return v


HOSTILE: list[Any] = [HUGE, -HUGE, 2**63, 2**64, -1, MEGA, nest(5000), nest(5000, as_dict=True), nest(70),
                      float("nan"), float("inf"), 1e308, -0.0, b"S8", (1, 2), {1: 2}, "", "\u200b", True, None]
"""Values no JSON save holds but a Python caller may pass, and the extremes JSON does hold."""

hostile_text = st.one_of(
    st.text(max_size=20),
    st.text(alphabet=st.sampled_from(INVISIBLE + list(ODD_DIGITS) + list("SHDCJKP@+()-,0123456789 \n")),
            max_size=24),
    st.sampled_from(["pass", "S8", "s8", "S8\n", " S8", "JK@S10", "I(0,0)(0,1)(0,2)(0,3)", "roll1", "advance",
                     "human", "hard", "top", "shichinarabe", "tetrahex", "dicerace", "version", "seed"]),
)
json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                      st.floats(allow_nan=False, allow_infinity=False), hostile_text)
json_value = st.recursive(json_leaf, lambda kids: st.lists(kids, max_size=4)
                          | st.dictionaries(hostile_text, kids, max_size=4), max_leaves=12)
any_value = st.one_of(json_value, st.sampled_from(HOSTILE))
"""Any value at all for a field: JSON's, or an extreme (``HOSTILE``)."""
hostile_key = st.one_of(hostile_text, st.sampled_from([f"seed{c}" for c in INVISIBLE] + ["moves ", "__proto__"]))
NOT_TEXT_KEYS: list[Any] = [HUGE, -HUGE, deep_tuple(5000), (1, 2), 1.5, -0.0, 7, None, True, b"seed"]
"""Keys a Python caller's dict may hold and JSON never does: ``str()`` of the first fails, of the third
recurses."""
python_key = st.one_of(hostile_key, st.sampled_from(NOT_TEXT_KEYS))


def _canonical_variants(text: str) -> list[str]:
    """Forms of a move text a person may type, none of which a record may hold."""
    digits = str.maketrans("0123456789", ODD_DIGITS[:10])
    return [text.lower(), text + "\n", " " + text, text + " ", text.translate(digits), text.replace(",", ", "),
            text + "\u200b", text.upper() + "\t"]


# --- mutations of a record --------------------------------------------------------------------------------

@st.composite
def mutated_records(draw: st.DrawFn) -> tuple[str, Any, Expect]:
    """A real record with one mutation, and what must come of it."""
    gid, rec = draw(st.sampled_from(RECORDS))
    d: dict[str, Any] = json.loads(json.dumps(rec))
    kind = draw(st.sampled_from(["field", "drop", "extra", "option", "extra_option", "move", "canon", "cut",
                                 "swap", "append", "deep", "whole"]))
    moves: list[Any] = d["moves"]
    if kind == "field" or kind == "extra":
        key = draw(st.sampled_from(sorted(d))) if kind == "field" else draw(python_key)
        value = draw(any_value)
        if isinstance(key, str) and key in d:
            return gid, {**d, key: value}, _replaced(key, rec[key], value)
        d[key] = value
        return gid, d, Expect(refused=True, field=shown_name(key), reason="unknown field")
    if kind == "drop":
        key = draw(st.sampled_from(sorted(d)))
        del d[key]
        return gid, d, Expect(refused=True, roots=frozenset({key}))
    if kind == "option":
        name = draw(st.sampled_from(sorted(d["setup"])))
        value = draw(any_value)
        d["setup"][name] = value
        if _same(value, rec["setup"][name]):
            return gid, d, ANYTHING
        if type(value) is not type(rec["setup"][name]):
            return gid, d, Expect(refused=True, field=f"setup.{name}")
        return gid, d, Expect(roots=frozenset({"setup", "moves"}))
    if kind == "extra_option":
        key = draw(python_key)
        if key in d["setup"]:
            return gid, d, ANYTHING
        d["setup"][key] = draw(any_value)
        if not isinstance(key, str):
            return gid, d, Expect(refused=True, field="setup")
        return gid, d, Expect(refused=True, field=f"setup.{shown_name(key)}")
    if kind == "move" and moves:
        k = draw(st.integers(0, len(moves) - 1))
        moves[k] = draw(st.one_of(hostile_text, any_value))
        if isinstance(moves[k], str) and 0 < len(moves[k]) <= record.MAX_MOVE_TEXT:
            return gid, d, Expect(roots=frozenset({"moves"}), from_move=k)  # another legal move may load
        return gid, d, Expect(refused=True, field=f"moves[{k}]")
    if kind == "canon" and moves:
        k = draw(st.integers(0, len(moves) - 1))
        variants = [v for v in _canonical_variants(moves[k]) if v != moves[k]]
        moves[k] = draw(st.sampled_from(variants))
        return gid, d, Expect(refused=True, field=f"moves[{k}]")
    if kind == "cut":  # every prefix of a real game is a real game
        d["moves"] = moves[: draw(st.integers(0, len(moves)))]
        return gid, d, ANYTHING
    if kind == "swap" and len(moves) > 1:
        i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
        moves[i], moves[j] = moves[j], moves[i]
        return gid, d, Expect(roots=frozenset({"moves"}), from_move=min(i, j))
    if kind == "append":
        moves.append(draw(st.sampled_from(moves or ["pass"])))
        return gid, d, Expect(field=f"moves[{len(moves) - 1}]")
    if kind == "deep":
        key = draw(st.sampled_from(sorted(d)))
        d[key] = nest(draw(st.integers(MAX_DEPTH, 6000)), as_dict=draw(st.booleans()))
        return gid, d, Expect(refused=True, roots=frozenset({key}))
    if kind == "whole":
        value = draw(any_value)
        return gid, value, Expect(refused=True, field=None if isinstance(value, dict) else "record")
    return gid, d, ANYTHING  # no move to mutate


def _same(a: Any, b: Any) -> bool:
    """The same JSON value (``True`` is not ``1``, ``1.0`` is not ``1``)."""
    if type(a) is not type(b):
        return False
    try:
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    except (ValueError, TypeError, RecursionError):  # a 5,000-digit int, nesting thousands deep
        return False


def _replaced(key: str, old: Any, value: Any) -> Expect:
    """A field given another value: the same value may load; one of another type must be refused naming the
    field; one of the same type may be refused there or where it makes a move wrong (another seed, another
    set-up) or, for some, load (another seed with moves that are legal there too)."""
    if _same(value, old):
        return ANYTHING
    if type(value) is not type(old):
        return Expect(refused=True, roots=frozenset({key}))
    if key in ("format", "game"):  # another format number or game: refused, naming it or what it then lacks
        return Expect(refused=True, roots=frozenset({key, "setup", "options"}))
    return Expect(roots=frozenset({key, "moves"}))


def _accepted_record(gid: str, given: Any, state: Any) -> None:
    """An accepted record re-dumps to itself (its moves exactly: canonical) and loads again the same."""
    game = get(gid)
    again = game.to_record(state)
    assert again["moves"] == given["moves"] and again["seed"] == given["seed"] and again["game"] == gid
    setup = given.get("setup", given.get("options"))
    assert all(again["setup"][k] == v for k, v in setup.items())
    assert game.from_record(again) == state


@fuzz(2000)
@given(mutated_records())
def test_from_record_refuses_cleanly_or_round_trips(case: tuple[str, Any, Expect]) -> None:
    gid, d, expect = case
    state = attempt(get(gid).from_record, d, expect=expect)
    if state is not None:
        _accepted_record(gid, d, state)


@pytest.mark.parametrize("gid", GAMES)
def test_every_move_of_a_real_record_in_a_form_people_type_is_refused(gid: str) -> None:
    """Not sampled: every move of every real record of the game, in every non-canonical form."""
    game = get(gid)
    tried = 0
    for g, rec in RECORDS:
        if g != gid:
            continue
        for k in range(0, len(rec["moves"]), 3):
            for variant in _canonical_variants(rec["moves"][k]):
                if variant == rec["moves"][k]:
                    continue
                moves = [*rec["moves"][:k], variant, *rec["moves"][k + 1:]]
                with pytest.raises(BadRecord) as err:
                    game.from_record({**rec, "moves": moves})
                assert err.value.field == f"moves[{k}]"
                assert_clean(err.value)
                tried += 1
    assert tried > 20


# --- text: records, saves, page sessions, puzzle saves ----------------------------------------------------

def _real_texts() -> list[tuple[str, str]]:
    """(game id or "puzzle:<pid>", text): bare records, envelopes as the page and the CLI write them."""
    out: list[tuple[str, str]] = []
    for gid, rec in RECORDS:
        out.append((gid, record.dumps(rec)))
        out.append((gid, savefile.dump(_seats(gid, rec), rec)))
    out += [(f"puzzle:{pid}", text) for pid, text in PUZZLE_SAVES]
    return out


TEXTS = _real_texts()


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?')
"""A JSON string or number: the numbers of a text are the matches that are not strings."""
UNREADABLE = "cannot be read"


def _refused_as_read(reason: str) -> Expect:
    """What every reader must do with a text that ``safejson`` refuses: name ``record``, say why."""
    return Expect(refused=True, field="record", reason=reason)


@st.composite
def mutated_texts(draw: st.DrawFn) -> tuple[str, str, Expect]:
    """A real save's text with one mutation, and what every reader must make of it."""
    where, text = draw(st.sampled_from(TEXTS))
    kind = draw(st.sampled_from(["cut", "insert", "replace", "twice", "wrap", "digits", "key", "value",
                                 "random", "deep_text", "mega"]))
    i = draw(st.integers(0, len(text)))
    if kind == "cut":  # no shorter text of a JSON object is JSON
        return where, text[:i], ANYTHING if i == len(text) else _refused_as_read(UNREADABLE)
    if kind == "insert":
        return where, text[:i] + draw(st.sampled_from(INVISIBLE + list('[]{}",:\\0-9eE') + list(ODD_DIGITS))) \
            + text[i:], ANYTHING
    if kind == "replace":
        return where, text[:i] + draw(st.text(max_size=3)) + text[i + 1:], ANYTHING
    if kind == "twice":  # a key given twice, at the top or inside
        brace = [m.start() for m in re.finditer(r"\{", text)]
        at = draw(st.sampled_from(brace))
        key = draw(st.sampled_from(["version", "seed", "moves", "players", "record", "puzzle", "x\u200b"]))
        text = text[: at + 1] + json.dumps(key) + ":1," + json.dumps(key) + ":2," + text[at + 1:]
        return where, text, _refused_as_read("twice")
    if kind == "wrap":
        n = draw(st.integers(MAX_DEPTH - 2, 20_000))
        deep = depth_of(text) + n > MAX_DEPTH
        text = "[" * n + text + "]" * n
        return where, text, _refused_as_read("nested deeper") if deep else Expect(refused=True)
    if kind == "digits":  # a number (not a digit inside a string) written with many digits
        nums = [m for m in _TOKEN.finditer(text) if not m.group().startswith('"')]
        if not nums:
            return where, text, ANYTHING
        m = draw(st.sampled_from(nums))
        k = draw(st.sampled_from([19, 400, 401, 4301, 5000]))
        text = text[: m.start()] + "9" * k + text[m.end():]
        return where, text, _refused_as_read("digits") if k > MAX_INT_DIGITS else ANYTHING
    if kind == "key":  # an unknown key, invisible characters and all: never a field of a save or a record
        key = draw(hostile_key)
        top = json.loads(text)
        text = "{" + json.dumps(key) + ":1," + text[1:]
        return where, text, _refused_as_read("twice") if key in top else Expect(refused=True)
    if kind == "value":
        d = json.loads(text)
        key = draw(st.sampled_from(sorted(d)))
        d[key] = draw(json_value)
        return where, json.dumps(d, ensure_ascii=draw(st.booleans())), ANYTHING
    if kind == "random":
        return where, draw(st.one_of(st.text(max_size=60), json_value.map(json.dumps))), ANYTHING
    if kind == "deep_text":
        n = draw(st.integers(MAX_DEPTH, 20_000))
        text = draw(st.sampled_from(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, "[" * n, '"' + "[" * n]))
        return where, text, _refused_as_read("nested deeper") if depth_of(text) > MAX_DEPTH else Expect(refused=True)
    # mega: a megabyte of "x" breaks whatever token it lands in; a top-level key "x" is unknown everywhere
    text = text[:i] + json.dumps(MEGA)[1:-1] + text[i:] if draw(st.booleans()) else json.dumps({"x": MEGA})
    return where, text, Expect(refused=True)


def _load_text(where: str, text: str, expect: Expect = ANYTHING) -> None:
    """Every reader of ``text``: each refuses cleanly (as ``expect`` says) or gives back what dumps to an
    equal save."""
    if where.startswith("puzzle:"):
        pid = where.split(":", 1)[1]
        ps = attempt(PuzzleSession.load, text, pid, expect=expect)
        if ps is not None:
            again = PuzzleSession.load(ps.dump(), pid)
            assert again.dump() == ps.dump() and again.state == ps.state
        return
    got = attempt(record.load_game, text, expect=expect)
    if got is not None:
        game, state = got
        _accepted_record(game.id, json.loads(text), state)
    d = attempt(savefile.read_save, text, None, expect=_envelope_only(expect))
    if d is not None:
        assert set(d) <= savefile.SAVE_FIELDS
    loaded = attempt(savefile.load_any, text, expect=expect)
    if loaded is not None:
        game, state, seats = loaded
        assert seats is None or len(seats) == game.players(state)
    for gid, cls in SESSIONS.items():
        session = attempt(cls.load, text, expect=expect)
        if session is not None:
            assert gid == where
            again = cls.load(session.dump())
            assert again.state == session.state and again.seats == session.seats
            assert json.loads(session.dump())["record"] == get(gid).to_record(session.state)


def _envelope_only(expect: Expect) -> Expect:
    """``read_save`` checks the envelope alone: it must refuse what cannot be read, not what only the record
    inside or the seats make wrong."""
    return expect if expect.field == "record" else ANYTHING


@fuzz(400)
@given(mutated_texts())
def test_every_reader_of_saved_text_refuses_cleanly_or_round_trips(case: tuple[str, str, Expect]) -> None:
    _load_text(*case)


@pytest.mark.parametrize("n", [MAX_DEPTH, MAX_DEPTH + 1, 1000, 6000, 100_000])
def test_nesting_thousands_deep_is_refused_by_every_reader(n: int) -> None:
    """Not sampled: the page's freeze (item 1) as text, for every reader."""
    for text in ("[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, '{"version":1,"seats":' + "[" * n + "]" * n + "}"):
        deep = depth_of(text) > MAX_DEPTH
        for where in ("shichinarabe", "puzzle:holes"):
            _load_text(where, text, _refused_as_read("nested deeper") if deep else Expect(refused=True))


@pytest.mark.parametrize("gid", GAMES)
def test_python_objects_nested_thousands_deep_in_every_field(gid: str) -> None:
    """Not sampled: every field of a real record replaced by each extreme value (``HOSTILE``), each refused
    naming that field; keys that are not text (``NOT_TEXT_KEYS``) refused naming the key."""
    game = get(gid)
    rec = next(r for g, r in RECORDS if g == gid)
    n = len(rec["moves"])
    for value in HOSTILE:
        for key in rec:
            attempt(game.from_record, {**rec, key: value}, expect=Expect(refused=True, roots=frozenset({key})))
        attempt(game.from_record, {**rec, "extra\u200b": value},
                expect=Expect(refused=True, field="'extra\\u200b'", reason="unknown field"))
        for name in rec["setup"]:
            same_type = type(value) is type(rec["setup"][name])
            attempt(game.from_record, {**rec, "setup": {**rec["setup"], name: value}},
                    expect=Expect(roots=frozenset({"setup", "moves"})) if same_type
                    else Expect(refused=True, field=f"setup.{name}"))
        attempt(game.from_record, {**rec, "setup": {**rec["setup"], "zz\u202e": value}},
                expect=Expect(refused=True, field="setup.'zz\\u202e'"))
        attempt(game.from_record, {**rec, "moves": [*rec["moves"], value]},
                expect=Expect(refused=True, field=f"moves[{n}]"))
        attempt(game.from_record, value,
                expect=Expect(refused=True, field=None if isinstance(value, dict) else "record"))
    for key in NOT_TEXT_KEYS:
        attempt(game.from_record, {**rec, key: 1}, expect=Expect(refused=True, field=shown_name(key)))
        attempt(game.from_record, {**rec, "setup": {**rec["setup"], key: 1}},
                expect=Expect(refused=True, field="setup"))
