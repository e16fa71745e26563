"""The platform's conformance suite (tests/test_conformance.py) run against ウルトラセブン's game object before it is
registered: each test registers the game for its own run only (``registry.register``, undone afterwards, so the
CLI, the page and every other test never see it) and feeds the suite's hooks this game's option sets, invariant,
leak check and hostile set-ups (the ``gamehelpers`` tables, patched for the test). Plus the contract's own points
the suite does not reach: the public log hides the alien's cards, undo stops at a draw, records are canonical."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Iterator

import pytest

import gamehelpers
import test_conformance as conf
from sevens.core import chance, history, record, registry
from sevens.core.capabilities import ChanceGame, PublicMoves, Revealing
from sevens.core.errors import BadOption, BadRecord, IllegalMove
from sevens.core.game import CHANCE
from sevens.games.ultraseven.cards import INVASIONS, SCENARIOS
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT, State

GID = "ultraseven"
OPTION_SETS: list[dict[str, Any]] = [
    {"scenario": "1cour"},
    {"scenario": "2cour", "hidden_counts": True},
    {"scenario": "full", "remove_at_equal": True},
]
HOSTILE = [({"scenario": "3cour"}, "setup.scenario"), ({"scenario": 1}, "setup.scenario"),
           ({"hidden_counts": 1}, "setup.hidden_counts"), ({"remove_at_equal": "yes"}, "setup.remove_at_equal")]


def cards_conserved(s: State) -> None:
    """The scenario's deck, every card once, in the deck, the hand, the table, the removed and the discards; one
    card per area; AP and energy within bounds."""
    sc = SCENARIOS[s.scenario]
    cards = list(s.deck) + list(s.hand) + [p.key for p in s.table] + list(s.removed) + list(s.discards)
    assert len(cards) == len(set(cards)) == sc.events + sc.specials + sc.ordinary + (7 if sc.information else 0)
    assert len({p.area for p in s.table}) == len(s.table) and len(s.gone) == len(s.removed)
    assert s.ap >= 0 and 0 <= s.energy <= sc.energy


def leaks(s: State, seat: int, v: dict[str, Any]) -> list[str]:
    """What of the hidden parts shows: the view must stay the same with another seed, another deck order and,
    for the TDF, another hand and other face-down cards (a sample of its own view)."""
    found = []
    if GAME.view(replace(s, seed=(s.seed + 1) % 2**62), seat) != v:
        found.append("the view changes with the seed")
    if GAME.view(replace(s, deck=tuple(reversed(s.deck))), seat) != v:
        found.append("the view changes with the deck's order")
    if seat == TDF_SEAT:
        other = GAME.determinize(v, random.Random(s.rolls))
        if GAME.view(replace(s, hand=other.hand, table=other.table, deck=other.deck), seat) != v:
            found.append("the TDF's view changes with the hidden cards")
        if v["hand"] is not None or any(q["key"] for q in v["table"] if not q["face_up"]):
            found.append("a hidden card is named")
    return found


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The game registered for one test, with its hooks in ``gamehelpers``."""
    registry.register(GID, "sevens.games.ultraseven.game")
    monkeypatch.setitem(gamehelpers.OPTION_SETS, GID, OPTION_SETS)
    monkeypatch.setitem(gamehelpers.INVARIANTS, GID, cards_conserved)
    monkeypatch.setitem(gamehelpers.LEAKS, GID, leaks)
    monkeypatch.setitem(gamehelpers.HOSTILE_SETUPS, GID, HOSTILE)
    try:
        yield
    finally:
        registry.unregister(GID)


PER_OPTION_SET: list[Callable[[str, int, dict], None]] = [
    conf.test_games_end_with_legal_moves_until_the_end_and_none_after,
    conf.test_decisions_say_who_decides_in_whose_turn,
    conf.test_info_agrees_with_the_games_it_makes,
    conf.test_apply_never_changes_its_input,
    conf.test_move_text_round_trips,
    conf.test_records_replay_to_the_identical_state,
    conf.test_records_carry_the_setup_and_old_records_still_load,
    conf.test_undo_never_goes_back_past_chance_or_a_reveal,
    conf.test_the_log_groups_decisions_by_turn,
    conf.test_same_seed_and_moves_give_the_same_game,
    conf.test_views_are_json_and_hide_what_a_seat_cannot_know,
    conf.test_determinized_states_match_their_view_for_many_generators,
]
PER_GAME: list[Callable[[str], None]] = [
    conf.test_what_info_declares_happens,
    conf.test_players_option_spans_the_declared_players,
    conf.test_every_option_reads_its_own_values_and_refuses_others_by_name,
    conf.test_records_replay_chance_exactly_and_refuse_other_luck,
    conf.test_hostile_setups_are_refused_naming_the_field,
    conf.test_determinize_varies_what_is_hidden,
    conf.test_bad_options_and_records_are_refused_by_name,
    conf.test_junk_move_texts_are_refused_as_illegal_moves,
]


@pytest.mark.parametrize("i", range(len(OPTION_SETS)), ids=[o["scenario"] for o in OPTION_SETS])
@pytest.mark.parametrize("check", PER_OPTION_SET, ids=[f.__name__[5:] for f in PER_OPTION_SET])
def test_conformance_per_option_set(registered: None, check: Callable[[str, int, dict], None], i: int) -> None:
    check(GID, i, OPTION_SETS[i])


@pytest.mark.parametrize("check", PER_GAME, ids=[f.__name__[5:] for f in PER_GAME])
def test_conformance_per_game(registered: None, check: Callable[[str], None]) -> None:
    check(GID)


def test_the_game_is_not_registered_outside_these_tests() -> None:
    assert GID not in registry.ids()


def test_info_and_abilities() -> None:
    """Explicit chance, several decisions a turn, no reactions, two seats; ``ChanceGame``, ``Revealing`` and
    ``PublicMoves``; the options and their defaults (R 3's full campaign, E 9 and E 23 off)."""
    info = GAME.info
    assert (info.chance, info.multi_decision, info.reactions, info.perfect_information) == (
        "explicit", True, False, False)
    assert (info.min_players, info.max_players) == (2, 2) and info.max_moves < record.MAX_RECORD_MOVES
    assert isinstance(GAME, ChanceGame) and isinstance(GAME, Revealing) and isinstance(GAME, PublicMoves)
    s = GAME.new(1)
    assert (s.scenario, s.opts.hidden_counts, s.opts.remove_at_equal) == ("full", False, False)
    assert GAME.new(1, scenario="1cour", hidden_counts=True).opts.hidden_counts
    with pytest.raises(BadOption) as err:
        GAME.new(1, scenario="3cour")
    assert err.value.option == "scenario"


def play(seed: int, scenario: str) -> list[tuple[State, Any]]:
    rng = random.Random(seed)
    s = GAME.new(seed, scenario=scenario)
    run = []
    while (p := GAME.to_move(s)) is not None:
        m = chance.resolve(GAME, s) if p == CHANCE else rng.choice(GAME.legal_moves(s))
        run.append((s, m))
        s = GAME.apply(s, m)
    run.append((s, None))
    return run


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_seeded_games_end_and_replay_through_the_game_object(scenario: str) -> None:
    """Random games through the contract only: they end with an outcome, within ``max_moves``; the record
    replays to the same state; every result occurs over a few seeds (no side is locked out)."""
    winners: Counter[int] = Counter()
    for seed in range(12):
        run = play(seed, scenario)
        end = run[-1][0]
        out = GAME.outcome(end)
        assert out is not None and len(run) <= GAME.info.max_moves
        winners[out.winners[0] if len(out.winners) == 1 else -1] += 1
        assert GAME.from_record(record.loads(record.dumps(GAME.to_record(end)))) == end
    assert winners[ALIEN_SEAT] > 0


def test_the_public_log_never_names_the_aliens_hidden_card() -> None:
    """E 14, E 9: to the TDF and a spectator the log says "places card #k face down" and "draws a card", never
    the invasion card; the alien reads its own cards; an event drawn is public (R 6.4)."""
    placed = drawn = 0
    for seed in range(4):
        run = play(seed, "2cour")
        end = run[-1][0]
        for onlooker in (TDF_SEAT, CHANCE):
            for t in history.turns(GAME, end, "en", onlooker):
                for st in t.steps:
                    if st.text.startswith("place "):
                        key = st.text.split()[1]
                        assert key not in st.described and INVASIONS[key].title_en not in st.described
        for s, m in run:
            if m is None or m.verb not in ("place", "draw"):
                continue
            for lang in ("en", "ja"):
                public = GAME.public_move(s, m, TDF_SEAT, lang)
                assert GAME.public_move(s, m, ALIEN_SEAT, lang) is None
                if m.verb == "place":
                    placed += 1
                    assert public is not None and m.key not in public and f"#{s.placed}" in public
                elif s.deck[-1] in INVASIONS:
                    drawn += 1
                    assert public is not None and s.deck[-1] not in public
                else:
                    assert public is None and (lang == "ja" or s.deck[-1] in GAME.describe_move(s, m, lang))
    assert placed and drawn


def test_undo_stops_at_a_draw_and_at_a_die() -> None:
    """U 20: a draw is a reveal (the deck shrank) and a die a chance step: the alien cannot take back the moves
    before its draw, and nobody can take back a move before a die."""
    run = play(5, "1cour")
    states = [s for s, _ in run]
    for k, (s, m) in enumerate(run[:-1]):
        if m is not None and m.verb == "draw":
            after = states[k + 1]
            assert GAME.reveals(s, after)
            assert history.previous_decision(GAME, after, ALIEN_SEAT, states[:k + 2]) is None
            break
    else:
        pytest.fail("no draw in the game")
    for k, (s, m) in enumerate(run[:-1]):
        if m is not None and m.verb not in ("draw",):
            assert not GAME.reveals(s, states[k + 1])


def test_illegal_and_junk_moves_are_refused_with_the_rule() -> None:
    """An illegal move through ``apply`` or ``parse_move`` raises ``IllegalMove`` naming the rule; a record with
    an illegal move is refused naming ``moves[i]``."""
    s = chance.settle(GAME, GAME.new(3, scenario="1cour"))
    assert GAME.to_move(s) == ALIEN_SEAT
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "deploy soga city")
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "place ep999")
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, "flip #0")
    assert err.value.rule
    rec = GAME.to_record(s)
    with pytest.raises(BadRecord) as rerr:
        GAME.from_record({**rec, "moves": [*rec["moves"], "tech wide"]})
    assert rerr.value.field == f"moves[{len(rec['moves'])}]"
