"""What comes into the 七並べ engine from outside: moves (typed or hand-made), options and records.

Every refusal names what was wrong: ``IllegalMove.rule`` the rule broken, ``BadOption.option`` the option
(with its allowed values in the message), ``BadRecord.field`` the field of the record. A refused record
never touches a game in progress (DESIGN.md: "A record from outside is untrusted input").
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from sevens.core import BadOption, BadRecord, IllegalMove, record
from sevens.core.rng import MAX_SEED
from sevens.games.shichinarabe.state import Move
from shichihelpers import GAME, legal, pos, rule_of

# --- IllegalMove names the rule -----------------------------------------------------------------------

RULE_CASES = [
    # (rule id, position, move text, a word the English message must contain)
    ("not-in-hand", pos(["S8 H2", "H8", "D8"]), "H8", "♥8"),
    ("on-table", pos(["S8 H2", "H8", "D8"]), "S7", "♠7"),
    ("not-adjacent", pos(["S9 H2", "H8", "D8"]), "S9", "♠9"),
    ("dead-card", pos(["S9 H2", "H8", "D8"], table={"S": [10]}), "S9", "eliminated"),
    ("tunnel-closed", pos(["H6 S2", "H8", "D8"], table={"H": [8, 9, 10, 11, 12, 13, 1]}, ak_link=True,
                          ak_tunnel=True), "H6", "tunnel"),
    ("no-joker", pos(["S8 H2", "JK H6", "D8"], joker=True), "JK@H6", "joker"),
    ("joker-last", pos(["JK", "S8 H2", "D8"], joker=True), "JK@S8", "last card"),
    ("joker-own-card", pos(["JK S8 H2", "H8", "D8"], joker=True), "JK@S8", "♠8"),
    ("joker-pair", pos(["JK S10 H2", "S8", "D8"], joker=True), "JK@S8+S10", "♠10"),
    ("game-over", pos(["S8", "H2", "C2"], turn=-1), "S8", "over"),
    ("unreadable", pos(["S8 H2", "H8", "D8"]), "S99", "S99"),
    ("joker-needs-position", pos(["JK S8", "H8", "D8"], joker=True), "JK", "JK@"),
]


@pytest.mark.parametrize("rule, s, text, word", RULE_CASES, ids=[c[0] for c in RULE_CASES])
def test_illegal_moves_name_the_rule(rule: str, s: Any, text: str, word: str) -> None:
    """Each refusal carries the rule id and a message in English and Japanese naming the card or rule."""
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, text)
    assert err.value.rule == rule
    assert word in str(err.value)
    assert err.value.ja and err.value.ja != err.value.en and err.value.text("ja") == err.value.ja
    if rule not in ("unreadable", "joker-needs-position"):
        with pytest.raises(IllegalMove) as again:  # apply refuses the same move value the same way
            GAME.apply(s, Move(1 if text.startswith("JK") else 0, *_cards(text)))
        assert again.value.rule == rule


def _cards(text: str) -> tuple[int, ...]:
    from sevens.games.shichinarabe.cards import parse

    return tuple(parse(w) for w in text.replace("JK@", "").split("+"))  # type: ignore[misc]


@pytest.mark.parametrize("word", ["S99", "", "   ", "X8", "S0", "S14", "JK@", "JK@S8+JK", "JK@S8+S9+S10",
                                  "JK@XX", "S8 S9", "7♠♠", "🃏@"])
def test_unreadable_move_texts(word: str) -> None:
    s = pos(["JK S8", "H2", "C2"], joker=True)
    assert rule_of(s, word) == "unreadable"


@pytest.mark.parametrize("value", [None, 8, b"S8", ["S8"]])
def test_move_text_that_is_not_text(value: object) -> None:
    s = pos(["S8", "H2", "C2"])
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, value)  # type: ignore[arg-type]
    assert err.value.rule == "unreadable"


def test_friendly_move_texts() -> None:
    """Notation: people may type suit symbols, rank first, lower case, ``p``/``パス``, ``joker ♥9``."""
    s = pos(["S8 JK H10", "H9", "C2"], table={"H": [8]}, joker=True)
    s8 = GAME.parse_move(s, "S8")
    for word in ("♠8", "8s", "s8", " S8 ", "8♠"):
        assert GAME.parse_move(s, word) == s8, word
    for word in ("pass", "PASS", "p", "P", "パス", "-"):
        assert GAME.format_move(s, GAME.parse_move(s, word)) == "pass", word
    for word in ("jk h9 h10", "JK@H9+H10", "joker ♥9 ♥10", "jk@h9,h10", "JK:9h+th"):
        assert GAME.format_move(s, GAME.parse_move(s, word)) == "JK@H9+H10", word
    assert GAME.format_move(s, GAME.parse_move(s, "joker ♥9")) == "JK@H9"
    t = pos(["S10 H2", "H9", "C2"], table={"S": [8, 9]})
    for word in ("S10", "st", "10s", "♠10", "TS", "s10"):
        assert GAME.format_move(t, GAME.parse_move(t, word)) == "S10", word


def test_describe_move_in_both_languages() -> None:
    s = pos(["JK SJ D2", "S10", "C2"], table={"S": [8, 9]}, joker=True)
    m = GAME.parse_move(s, "JK@S10+SJ")
    assert GAME.describe_move(s, m) == "joker→♠10 + ♠J"
    assert GAME.describe_move(s, m, "ja") == "ジョーカー→♠10 + ♠J"
    assert GAME.describe_move(s, GAME.parse_move(s, "pass"), "ja") == "パス"
    last = pos(["S10", "H2 H3", "C2 C3"], passes=[3, 0, 0])  # the pass beyond the limit: said to eliminate
    assert GAME.describe_move(last, GAME.parse_move(last, "pass")) == "pass — eliminated"
    assert GAME.describe_move(last, GAME.parse_move(last, "pass"), "ja") == "パス（失格）"


@pytest.mark.parametrize("m", [
    Move(7, 5), Move(7, 31), Move(1, 5, 60), Move(1, 31, 99), Move(1, 31, 52), Move(2, 5),
    Move(0, 7, 8), Move(True, 7), Move(0, 7.0), ("S8",), "S8", None, 7,  # type: ignore[arg-type]
])
def test_hand_made_values_that_are_no_move_are_refused(m: Any) -> None:
    """``apply`` is the engine's border too: a value that is not one of the three kinds of a turn (a card,
    the joker, a pass) is refused with ``not-a-move`` and never logged in a form its text would not replay."""
    s = pos(["JK S8 H2", "S6 D2", "C2"], joker=True)
    before = copy.deepcopy(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, m)
    assert err.value.rule == "not-a-move"
    assert s == before


@pytest.mark.parametrize("m, rule", [(Move(0, 60), "no-such-card"), (Move(0, -5), "no-such-card"),
                                     (Move(1, -1), "no-such-card"), (Move(1, 52), "no-such-card"),
                                     (Move(0, 52), "no-such-card")])
def test_cards_outside_the_deck_are_refused(m: Move, rule: str) -> None:
    s = pos(["JK S8 H2", "S6 D2", "C2"], joker=True)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, m)
    assert err.value.rule == rule


# --- BadOption names the option and its allowed values ------------------------------------------------

@pytest.mark.parametrize("given, option, allowed", [
    ({"players": 9}, "players", "3 to 8"),
    ({"players": 2}, "players", "3 to 8"),
    ({"players": "4"}, "players", "3 to 8"),
    ({"players": 4.0}, "players", "3 to 8"),
    ({"players": True}, "players", "3 to 8"),
    ({"rounds": 2}, "rounds", "1, 3, 5, 10"),
    ({"rounds": True}, "rounds", "1, 3, 5, 10"),
    ({"pass_limit": 0}, "pass_limit", "1, 2, 3"),
    ({"pass_limit": 4}, "pass_limit", "1, 2, 3"),
    ({"pass_limit": True}, "pass_limit", "1, 2, 3"),
    ({"joker": 1}, "joker", "false, true"),
    ({"joker": "yes"}, "joker", "false, true"),
    ({"ak_link": None}, "ak_link", "false, true"),
    ({"joker_last": 0}, "joker_last", "false, true"),
    ({"colour": "red"}, "colour", "players, rounds, joker, ak_link, ak_tunnel, pass_limit, joker_last"),
    ({"ak_tunnel": True}, "ak_tunnel", "ak_link"),
    ({"ak_tunnel": True, "ak_link": False}, "ak_tunnel", "ak_link"),
])
def test_bad_options_name_the_option_and_its_values(given: dict, option: str, allowed: str) -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(1, **given)
    assert err.value.option == option
    shown = "tunnel" if option == "ak_tunnel" else option  # the tunnel's message names it in words
    assert shown in str(err.value) and allowed in str(err.value)
    assert allowed.replace(" to ", "〜") in err.value.ja


def test_every_allowed_option_value_is_accepted() -> None:
    for name, opt in GAME.option_spec().items():
        assert opt.default in opt.values  # type: ignore[union-attr]
        for v in opt.values:  # type: ignore[union-attr]
            extra = {"ak_link": True} if name == "ak_tunnel" else {}
            s = GAME.new(3, **{name: v, **extra})
            assert getattr(s.opts, name) == v


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 2**64, 1.5, 1.0, "7", None, True, False])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(seed)  # type: ignore[arg-type]
    assert err.value.option == "seed" and str(MAX_SEED) in str(err.value)


def test_the_extreme_seeds_are_fine() -> None:
    assert GAME.new(0) != GAME.new(MAX_SEED)


# --- BadRecord names the field ------------------------------------------------------------------------

def _record(**changes: object) -> dict:
    rng = random.Random(1)
    s = GAME.new(5)
    for _ in range(6):
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    rec = GAME.to_record(s)
    rec.update(changes)
    return rec


def _finished_record() -> dict:
    rng = random.Random(2)
    s = GAME.new(8, players=3)
    while GAME.to_move(s) is not None:
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    return GAME.to_record(s)


@pytest.mark.parametrize("changes, field", [
    ({"format": 3}, "format"), ({"format": "1"}, "format"), ({"format": True}, "format"), ({"format": None}, "format"),
    ({"game": "tetrahex"}, "game"), ({"game": None}, "game"),
    ({"seed": -4}, "seed"), ({"seed": 2**64}, "seed"), ({"seed": "5"}, "seed"), ({"seed": 5.0}, "seed"),
    ({"seed": True}, "seed"), ({"seed": None}, "seed"), ({"seed": 10**400}, "seed"),
    ({"setup": []}, "setup"), ({"setup": None}, "setup"), ({"setup": {"players": 12}}, "setup.players"),
    ({"setup": {"players": True}}, "setup.players"), ({"setup": {"x": 1}}, "setup.x"),
    ({"setup": {"ak_tunnel": True}}, "setup.ak_tunnel"), ({"options": {}}, "options"),
    ({"moves": "S8"}, "moves"), ({"moves": {"0": "S8"}}, "moves"), ({"moves": None}, "moves"),
    ({"moves": ["pass"] * (record.MAX_RECORD_MOVES + 1)}, "moves"),
    ({"moves": ["pass", 5]}, "moves[1]"), ({"moves": ["pass", ""]}, "moves[1]"),
    ({"moves": ["pass", "pass", "S" * 65]}, "moves[2]"), ({"moves": ["H13"]}, "moves[0]"),
    ({"moves": ["pass", "S2"]}, "moves[1]"), ({"moves": ["pass", "nonsense"]}, "moves[1]"),
    ({"extra": 1}, "extra"), ({"__proto__": {}}, "__proto__"),
])
def test_corrupt_records_name_the_field(changes: dict, field: str) -> None:
    with pytest.raises(BadRecord) as err:
        GAME.from_record(_record(**changes))
    assert err.value.field == field
    assert str(err.value).startswith(field) and err.value.ja.startswith(field)


def test_missing_fields_are_named() -> None:
    rec = _record()
    for name in ("format", "game", "seed", "setup", "moves"):
        broken = {k: v for k, v in rec.items() if k != name}
        with pytest.raises(BadRecord) as err:
            GAME.from_record(broken)
        assert err.value.field == name


def test_format_1_records_still_load() -> None:
    """Records saved before format 2 carry ``options`` instead of ``setup``: they replay to the same game, and
    their bad parts are named under ``options``."""
    rec = _record()
    old = {"format": 1, "game": rec["game"], "seed": rec["seed"], "options": rec["setup"], "moves": rec["moves"]}
    assert GAME.from_record(old) == GAME.from_record(rec)
    with pytest.raises(BadRecord) as err:
        GAME.from_record({**old, "options": {"players": 12}})
    assert err.value.field == "options.players"
    with pytest.raises(BadRecord) as err:
        GAME.from_record({**old, "setup": {}})
    assert err.value.field == "setup"


def test_a_record_that_is_not_an_object() -> None:
    for junk in ([], "record", 5, None):
        with pytest.raises(BadRecord) as err:
            GAME.from_record(junk)
        assert err.value.field == "record"


def test_a_move_after_the_game_is_over_is_refused_at_its_index() -> None:
    rec = _finished_record()
    n = len(rec["moves"])
    assert GAME.from_record(rec).turn == -1
    with pytest.raises(BadRecord) as err:
        GAME.from_record({**rec, "moves": rec["moves"] + ["pass"]})
    assert err.value.field == f"moves[{n}]" and "over" in str(err.value)


def test_an_illegal_move_is_refused_at_its_index_with_the_rule() -> None:
    rec = _record()
    moves = rec["moves"][:4] + ["S7"] + rec["moves"][4:]
    with pytest.raises(BadRecord) as err:
        GAME.from_record({**rec, "moves": moves})
    assert err.value.field == "moves[4]" and "already on the table" in str(err.value)


@pytest.mark.parametrize("text", ["", "{", "[1,2]", "null", "42", '"x"', "x" * (record.MAX_JSON_BYTES + 1),
                                  '{"format": 1}', "[" * 100_000 + "]" * 100_000, "NaN", "{'a': 1}",
                                  '{"game": "shichinarabe", "format": 1, "seed": ' + "9" * 5000 + "}"])
def test_record_text_that_is_not_a_record(text: str) -> None:
    with pytest.raises(BadRecord):
        record.load_game(text)


def test_record_text_fields() -> None:
    with pytest.raises(BadRecord) as err:
        record.load_game('{"game": "chess"}')
    assert err.value.field == "game"
    with pytest.raises(BadRecord) as err:
        record.loads(b"{}")  # type: ignore[arg-type]
    assert err.value.field == "record"
    with pytest.raises(BadRecord) as err:
        record.load_game("x" * (record.MAX_JSON_BYTES + 1))
    assert err.value.field == "record" and "large" in str(err.value)


def test_friendly_move_texts_are_for_people_not_records() -> None:
    """A person may type ``8s``; a record holds only the canonical ``S8`` (one game, one record): a friendly
    text in a record is refused at its index, saying how the record writes it."""
    s = GAME.new(5)
    rec = GAME.to_record(s)
    first = legal(s)[0]  # a card like S8
    friendly = first[1:] + first[0].lower()  # rank first, lower case: "8s"
    assert GAME.parse_move(s, friendly) == GAME.parse_move(s, first)
    with pytest.raises(BadRecord) as err:
        GAME.from_record({**rec, "moves": [friendly]})
    assert err.value.field == "moves[0]" and repr(first) in str(err.value)
    assert GAME.to_record(GAME.from_record({**rec, "moves": [first]}))["moves"] == [first]


def test_a_refused_record_leaves_the_game_in_progress_intact() -> None:
    """Refusing a record does not touch a game in progress, nor anything the engine caches."""
    rng = random.Random(4)
    s = GAME.new(21, joker=True, ak_link=True)
    for _ in range(15):
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    snapshot = copy.deepcopy(s)
    good = GAME.to_record(s)
    moves_before = GAME.legal_moves(s)
    views_before = [GAME.view(s, q) for q in range(4)]
    bad = [{**good, "moves": good["moves"][:10] + ["S7"]}, {**good, "seed": -1}, {**good, "evil": 1},
           {**good, "options": {"players": 99}}, {**good, "moves": good["moves"] + ["pass"] * 500}]
    for rec in bad:
        with pytest.raises(BadRecord):
            GAME.from_record(rec)
    for text in ("{", json.dumps(bad[0])):
        with pytest.raises(BadRecord):
            record.load_game(text)
    assert s == snapshot and hash(s) == hash(snapshot)
    assert GAME.to_record(s) == good and GAME.legal_moves(s) == moves_before
    assert [GAME.view(s, q) for q in range(4)] == views_before
    m = moves_before[0]
    assert GAME.apply(s, m) == GAME.apply(snapshot, m)
