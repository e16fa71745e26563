"""The shared core (sevens/core): option validation, seeded randomness, record checks, errors, outcomes."""

from __future__ import annotations

import random

import pytest

from sevens.core import BadOption, BadRecord, IllegalMove, Outcome, SevensError, UnknownGame
from sevens.core import options as option_rules
from sevens.core import record
from sevens.core.rng import MAX_SEED, derive, digest

SPEC: option_rules.Spec = {"size": option_rules.Choice(4, (3, 4, 5)), "fast": option_rules.Choice(False, (False, True))}


def test_resolve_fills_defaults_and_keeps_given_values() -> None:
    assert option_rules.resolve(SPEC, {}) == {"size": 4, "fast": False}
    assert option_rules.resolve(SPEC, {"fast": True, "size": 5}) == {"size": 5, "fast": True}


@pytest.mark.parametrize("given, option, shown", [
    ({"size": 6}, "size", "3, 4, 5"), ({"size": True}, "size", "got true"), ({"fast": 1}, "fast", "false, true"),
    ({"fast": 0}, "fast", "got 0"), ({"size": 4.0}, "size", "got 4.0"), ({"slow": 1}, "slow", "size, fast"),
])
def test_resolve_refuses_by_name_and_type(given: dict, option: str, shown: str) -> None:
    """bool is an int in Python: True is not taken for 1, nor 0 for False, nor 4.0 for 4."""
    with pytest.raises(BadOption) as err:
        option_rules.resolve(SPEC, given)
    assert err.value.option == option and shown in str(err.value)
    assert isinstance(err.value, ValueError) and isinstance(err.value, SevensError)


def test_derive_is_deterministic_and_separates_purposes() -> None:
    assert derive(5, "deal", 0).random() == derive(5, "deal", 0).random()
    assert derive(5, "deal", 0).random() != derive(5, "deal", 1).random()
    assert derive(5, "deal", 0).random() != derive(6, "deal", 0).random()
    random.seed(1)
    a = derive(MAX_SEED, "x").getrandbits(64)
    random.seed(2)
    assert derive(MAX_SEED, "x").getrandbits(64) == a, "the global generator plays no part"


def test_derive_gives_the_same_numbers_on_every_python() -> None:
    """String seeding hashes with SHA-512 (same in CPython and Pyodide): a fixed deal pins it down."""
    deck = list(range(10))
    derive(42, "deal", 0).shuffle(deck)
    again = list(range(10))
    random.Random("42/deal/0").shuffle(again)
    assert deck == again


def test_digest_ignores_key_order_and_sees_values() -> None:
    assert digest({"a": 1, "b": [1, 2]}) == digest({"b": [1, 2], "a": 1})
    assert digest({"a": 1}) != digest({"a": 2})
    assert len(digest([])) == 64


def test_errors_carry_both_languages_and_what_was_wrong() -> None:
    e = IllegalMove("on-table", "S8 is on the table", "♠8 は場にあります")
    assert e.rule == "on-table" and e.text("en") == str(e) and e.text("ja") == "♠8 は場にあります"
    r = BadRecord("moves[3]", "bad", "だめ")
    assert r.field == "moves[3]" and str(r) == "moves[3]: bad" and r.text("ja") == "moves[3]: だめ"
    u = UnknownGame("unknown game 'x'")
    assert str(u) == "unknown game 'x'" and isinstance(u, KeyError)
    assert SevensError("only English").ja == "only English"


def test_outcome_order_and_winners() -> None:
    o = Outcome((2, 1, 3, 1), (1.0, 5.0, 0.0, 5.0))
    assert o.order == (1, 3, 0, 2) and o.winners == (1, 3)


class _Tiny:
    """A stand-in game for record checks that do not depend on any real game's rules."""

    id = "tiny"


def test_record_check_shapes() -> None:
    game = _Tiny()
    good = record.make(game, 3, {"a": 1}, ["x", "y"])
    assert good == {"format": 2, "game": "tiny", "seed": 3, "setup": {"a": 1}, "moves": ["x", "y"]}
    assert record.check(good, game) == (3, {"a": 1}, ["x", "y"])
    for change, field in (({"seed": MAX_SEED + 1}, "seed"), ({"seed": MAX_SEED}, None), ({"setup": {1: 2}}, "setup"),
                          ({"moves": ["x" * (record.MAX_MOVE_TEXT + 1)]}, "moves[0]"),
                          ({"moves": ["x" * record.MAX_MOVE_TEXT]}, None), ({"format": 1.0}, "format")):
        d = {**good, **change}
        if field is None:
            record.check(d, game)
        else:
            with pytest.raises(BadRecord) as err:
                record.check(d, game)
            assert err.value.field == field


def test_record_json_text() -> None:
    d = {"format": 1, "game": "tiny", "seed": 1, "options": {}, "moves": ["パス"]}
    text = record.dumps(d)
    assert "パス" in text and record.loads(text) == d
    assert record.loads(" \n" + text) == d


def test_a_decision_is_a_chance_step_a_reaction_or_the_turn_seats_own() -> None:
    from sevens.core.game import CHANCE, Decision

    roll = Decision(CHANCE, "roll", 4, 1)
    assert roll.chance and not roll.reaction
    react = Decision(2, "react", 4, 1)
    assert react.reaction and not react.chance
    own = Decision(1, "choose", 4, 1)
    assert not own.reaction and not own.chance


def test_chance_pick_follows_the_probabilities_and_never_picks_an_impossible_outcome() -> None:
    from sevens.core import chance

    rng = random.Random(3)
    counts = {"a": 0, "b": 0, "never": 0}
    for _ in range(4000):
        counts[chance.pick([("a", 0.75), ("never", 0.0), ("b", 0.25)], rng)] += 1
    assert counts["never"] == 0
    assert 2800 < counts["a"] < 3200  # 3000 expected; sd ≈ 27
    assert chance.pick([("x", 1.0)], random.Random(0)) == "x"


def test_chance_resolve_and_settle_need_a_game_with_chance_steps() -> None:
    from sevens.core import chance, get
    from sevens.core.game import CHANCE

    dice = get("dicerace")  # the proof game, registered by tests/conftest.py
    s = dice.new(4)
    assert dice.to_move(s) == CHANCE
    settled = chance.settle(dice, s)
    assert dice.to_move(settled) != CHANCE and settled == dice.apply(s, chance.resolve(dice, s))
    assert chance.settle(dice, settled) == settled
    with pytest.raises(SevensError) as err:
        chance.resolve(get("tetrahex"), get("tetrahex").new(1))
    assert "no chance steps" in str(err.value)
    with pytest.raises(SevensError) as err:
        chance.resolve(dice, settled)  # a seat decides here, not chance
    assert "no chance step of dicerace is due here" in str(err.value)


def test_a_setup_reads_a_preset_or_json_and_refuses_other_text_by_name() -> None:
    def validate(name: str, value: object) -> object:
        if not isinstance(value, list) or not all(type(x) is int for x in value):
            raise BadOption(name, f"{name} must be a list of whole numbers")
        return value

    deck = option_rules.Setup([1, 2], validate, ("Deck", "デッキ"), {"small": [1], "big": [1, 2, 3]})
    assert deck.from_text("deck", " big ") == [1, 2, 3]
    assert deck.from_text("deck", "[4, 5]") == [4, 5]
    assert deck.check("deck", "small") == [1]
    for text, words in (("huge", "must be a preset (small, big) or JSON"), ("[" * 50 + "]" * 50, "nested deeper"),
                        ('["x"]', "must be a list of whole numbers")):
        with pytest.raises(BadOption) as err:
            deck.from_text("deck", text)
        assert err.value.option == "deck" and words in str(err.value)
    with pytest.raises(BadOption) as err:
        option_rules.IntRange(3, 2, 4).from_text("players", "three")
    assert err.value.option == "players" and "from 2 to 4" in str(err.value)


def test_replay_checks_each_chance_step_against_the_seed() -> None:
    """A record cannot choose its luck: a roll the seed does not give is refused naming the move."""
    from sevens.core import chance, get

    dice = get("dicerace")
    s = dice.new(9)
    given = dice.format_move(s, chance.resolve(dice, s))
    other = next(dice.format_move(s, m) for m in dice.legal_moves(s) if dice.format_move(s, m) != given)
    rec = record.make(dice, 9, dice.to_record(s)["setup"], [given])
    assert dice.from_record(rec) == dice.apply(s, chance.resolve(dice, s))
    with pytest.raises(BadRecord) as err:
        dice.from_record({**rec, "moves": [other]})
    assert err.value.field == "moves[0]" and "seed" in str(err.value)


def test_json_from_outside_is_measured_before_it_is_parsed() -> None:
    """``safejson``: a text nested deeper than the limit is refused without parsing it (Python's parser would
    exhaust the stack, and Pyodide dies of it), brackets inside strings do not count, NaN is no number."""
    from sevens.core.safejson import MAX_DEPTH, depth_of, parse_text

    assert depth_of('[1, {"a": "[[[\\"[["}, [[]]]') == 3
    deep = "[" * 6000 + "]" * 6000
    with pytest.raises(ValueError, match="deeper"):
        parse_text(deep)
    assert parse_text("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    for junk in ("[NaN]", "[Infinity]", '{"a": -Infinity}'):
        with pytest.raises(ValueError, match="not a JSON number"):
            parse_text(junk)
    with pytest.raises(BadRecord) as err:
        record.loads(deep)
    assert err.value.field == "record" and "deeper" in str(err.value)


def test_an_unclosed_string_is_taken_in_one_match() -> None:
    """A text of one unclosed string full of escaped quotes is skipped by a single match to its end, so the
    depth check stays linear (a pattern that needs the closing quote retries from every quote: quadratic)."""
    from sevens.core.safejson import _STRING, parse_text

    hostile = '"' + '\\"' * 50_000
    m = _STRING.match(hostile)
    assert m is not None and m.end() == len(hostile)
    with pytest.raises(ValueError, match="not valid JSON"):
        parse_text(hostile)
