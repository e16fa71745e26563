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

``SEVENS_FUZZ_EXAMPLES=N`` runs N examples per test (random, not derandomized) for a long run; the default
is a fixed sample that keeps the whole file within about 30 s.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamehelpers import playout
from sevens.core import get, record, savefile
from sevens.core.errors import BadRecord, SevensError
from sevens.core.safejson import MAX_DEPTH
from web.session_base import session_class
from web.shichinarabe.session import Session as ShichiSession
from web.tetrahex.puzzle_session import PuzzleSession
from web.tetrahex.session import Session as TetraSession

LONG_RUN = int(os.environ.get("SEVENS_FUZZ_EXAMPLES", "0"))
MAX_MESSAGE = 300
GAMES = ("shichinarabe", "tetrahex", "dicerace")
FIELDS = {"record", "save", "format", "game", "seed", "setup", "options", "moves", "version", "seats", "puzzle"}
"""The fields a record, a save or a puzzle save has: a refusal's ``field`` starts with one of them (or is an
unknown key, shown escaped)."""


def fuzz(examples: int) -> Callable[[Any], Any]:
    """Hypothesis settings: ``examples`` by default, a fixed sample (derandomized) so CI is stable; the long
    run (``SEVENS_FUZZ_EXAMPLES``) draws anew each time."""
    return settings(max_examples=LONG_RUN or examples, deadline=None, database=None, derandomize=not LONG_RUN,
                    suppress_health_check=list(HealthCheck), print_blob=True)


# --- what a clean refusal is ----------------------------------------------------------------------------

_PLAIN = re.compile(r"[A-Za-z0-9_$-]+")


def assert_clean(e: BaseException) -> None:
    """A refusal names a real field (or an escaped unknown key) in a short message in English and Japanese."""
    assert isinstance(e, BadRecord) and isinstance(e, SevensError), repr(e)[:300]
    field = e.field
    assert isinstance(field, str) and 0 < len(field) <= 120 and field.isprintable(), ascii(field)[:200]
    root = field.split(".")[0].split("[")[0]
    if root not in FIELDS:  # an unknown key: a plain word, or shown quoted and escaped
        assert _PLAIN.fullmatch(field) or field.startswith(("'", '"')), ascii(field)
    assert len(str(e)) < MAX_MESSAGE and len(e.ja) < MAX_MESSAGE, ascii(str(e))[:400]
    assert str(e).isprintable() and e.ja.isprintable(), ascii(str(e))[:400]


def attempt(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)``, or None after checking its refusal is clean; any other exception fails the test."""
    try:
        return fn(*args)
    except BadRecord as e:
        assert_clean(e)
        return None


# --- real records and saves to start from ----------------------------------------------------------------

def _records() -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    options = {"shichinarabe": [{}, {"players": 3, "joker": True, "rounds": 3}],
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


def _canonical_variants(text: str) -> list[str]:
    """Forms of a move text a person may type, none of which a record may hold."""
    digits = str.maketrans("0123456789", ODD_DIGITS[:10])
    return [text.lower(), text + "\n", " " + text, text + " ", text.translate(digits), text.replace(",", ", "),
            text + "\u200b", text.upper() + "\t"]


# --- mutations of a record --------------------------------------------------------------------------------

@st.composite
def mutated_records(draw: st.DrawFn) -> tuple[str, Any]:
    gid, rec = draw(st.sampled_from(RECORDS))
    d: dict[str, Any] = json.loads(json.dumps(rec))
    kind = draw(st.sampled_from(["field", "drop", "extra", "option", "extra_option", "move", "canon", "cut",
                                 "swap", "append", "deep", "whole"]))
    moves: list[Any] = d["moves"]
    if kind == "field":
        d[draw(st.sampled_from(sorted(d)))] = draw(any_value)
    elif kind == "drop":
        del d[draw(st.sampled_from(sorted(d)))]
    elif kind == "extra":
        d[draw(hostile_key)] = draw(any_value)
    elif kind == "option":
        d["setup"][draw(st.sampled_from(sorted(d["setup"])))] = draw(any_value)
    elif kind == "extra_option":
        d["setup"][draw(hostile_key)] = draw(any_value)
    elif kind == "move" and moves:
        moves[draw(st.integers(0, len(moves) - 1))] = draw(st.one_of(hostile_text, any_value))
    elif kind == "canon" and moves:
        k = draw(st.integers(0, len(moves) - 1))
        variants = [v for v in _canonical_variants(moves[k]) if v != moves[k]]
        moves[k] = draw(st.sampled_from(variants))
    elif kind == "cut":
        d["moves"] = moves[: draw(st.integers(0, len(moves)))]
    elif kind == "swap" and len(moves) > 1:
        i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == "append":
        moves.append(draw(st.sampled_from(moves or ["pass"])))
    elif kind == "deep":
        d[draw(st.sampled_from(sorted(d)))] = nest(draw(st.integers(MAX_DEPTH, 6000)),
                                                   as_dict=draw(st.booleans()))
    elif kind == "whole":
        return gid, draw(any_value)
    return gid, d


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
def test_from_record_refuses_cleanly_or_round_trips(case: tuple[str, Any]) -> None:
    gid, d = case
    state = attempt(get(gid).from_record, d)
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


@st.composite
def mutated_texts(draw: st.DrawFn) -> tuple[str, str]:
    where, text = draw(st.sampled_from(TEXTS))
    kind = draw(st.sampled_from(["cut", "insert", "replace", "twice", "wrap", "digits", "key", "value",
                                 "random", "deep_text", "mega"]))
    i = draw(st.integers(0, len(text)))
    if kind == "cut":
        text = text[:i]
    elif kind == "insert":
        text = text[:i] + draw(st.sampled_from(INVISIBLE + list('[]{}",:\\0-9eE') + list(ODD_DIGITS))) + text[i:]
    elif kind == "replace":
        text = text[:i] + draw(st.text(max_size=3)) + text[i + 1:]
    elif kind == "twice":  # a key given twice, at the top or inside
        brace = [m.start() for m in re.finditer(r"\{", text)]
        at = draw(st.sampled_from(brace))
        key = draw(st.sampled_from(["version", "seed", "moves", "players", "record", "puzzle", "x\u200b"]))
        text = text[: at + 1] + json.dumps(key) + ":1," + json.dumps(key) + ":2," + text[at + 1:]
    elif kind == "wrap":
        n = draw(st.integers(MAX_DEPTH - 2, 20_000))
        text = "[" * n + text + "]" * n
    elif kind == "digits":
        nums = list(re.finditer(r"\d+", text))
        if nums:
            m = draw(st.sampled_from(nums))
            text = text[: m.start()] + "9" * draw(st.sampled_from([19, 400, 401, 4301, 5000])) + text[m.end():]
    elif kind == "key":  # an unknown key, invisible characters and all
        text = "{" + json.dumps(draw(hostile_key)) + ":1," + text[1:] if text.startswith("{") else text
    elif kind == "value":
        try:
            d = json.loads(text)
            key = draw(st.sampled_from(sorted(d)))
            d[key] = draw(json_value)
            text = json.dumps(d, ensure_ascii=draw(st.booleans()))
        except (ValueError, AttributeError):
            pass
    elif kind == "random":
        text = draw(st.one_of(st.text(max_size=60), json_value.map(json.dumps)))
    elif kind == "deep_text":
        n = draw(st.integers(MAX_DEPTH, 20_000))
        text = draw(st.sampled_from(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, "[" * n, '"' + "[" * n]))
    elif kind == "mega":
        text = text[:i] + json.dumps(MEGA)[1:-1] + text[i:] if draw(st.booleans()) else json.dumps({"x": MEGA})
    return where, text


def _load_text(where: str, text: str) -> None:
    """Every reader of ``text``: each refuses cleanly or gives back what dumps to an equal save."""
    if where.startswith("puzzle:"):
        pid = where.split(":", 1)[1]
        ps = attempt(PuzzleSession.load, text, pid)
        if ps is not None:
            again = PuzzleSession.load(ps.dump(), pid)
            assert again.dump() == ps.dump() and again.state == ps.state
        return
    got = attempt(record.load_game, text)
    if got is not None:
        game, state = got
        _accepted_record(game.id, json.loads(text), state)
    d = attempt(savefile.read_save, text, None)
    if d is not None:
        assert set(d) <= savefile.SAVE_FIELDS
    loaded = attempt(savefile.load_any, text)
    if loaded is not None:
        game, state, seats = loaded
        assert seats is None or len(seats) == game.players(state)
    for gid, cls in SESSIONS.items():
        session = attempt(cls.load, text)
        if session is not None:
            assert gid == where
            again = cls.load(session.dump())
            assert again.state == session.state and again.seats == session.seats
            assert json.loads(session.dump())["record"] == get(gid).to_record(session.state)


@fuzz(400)
@given(mutated_texts())
def test_every_reader_of_saved_text_refuses_cleanly_or_round_trips(case: tuple[str, str]) -> None:
    _load_text(*case)


@pytest.mark.parametrize("n", [MAX_DEPTH, MAX_DEPTH + 1, 1000, 6000, 100_000])
def test_nesting_thousands_deep_is_refused_by_every_reader(n: int) -> None:
    """Not sampled: the page's freeze (item 1) as text, for every reader."""
    for text in ("[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, '{"version":1,"seats":' + "[" * n + "]" * n + "}"):
        for where in ("shichinarabe", "puzzle:holes"):
            _load_text(where, text)


@pytest.mark.parametrize("gid", GAMES)
def test_python_objects_nested_thousands_deep_in_every_field(gid: str) -> None:
    """Not sampled: every field of a real record replaced by each extreme value (``HOSTILE``)."""
    game = get(gid)
    rec = next(r for g, r in RECORDS if g == gid)
    for value in HOSTILE:
        for key in [*rec, "extra\u200b"]:
            attempt(game.from_record, {**rec, key: value})
        for key in [*rec["setup"], "zz\u202e"]:
            attempt(game.from_record, {**rec, "setup": {**rec["setup"], key: value}})
        attempt(game.from_record, {**rec, "moves": [*rec["moves"], value]})
        attempt(game.from_record, value)
