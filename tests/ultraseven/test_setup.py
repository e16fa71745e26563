"""The start position of ウルトラセブン (``sevens.games.ultraseven.state.setup``) against the seed's set-up (R 3)
and short plays (R 21): each scenario's deck composition, the alien's hand of 6 invasion cards (R 3.4), Seven's
energy and the capsule monsters; the same seed gives the same game and other seeds other games; the state is an
immutable value; bad set-ups are refused naming the field.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from sevens.core.errors import BadOption
from sevens.core.rng import derive
from sevens.games.ultraseven import state as st
from sevens.games.ultraseven.cards import (CAPSULES, DECK_KEYS, EVENTS, INFORMATION, INVASIONS, ORDINARY_KEYS,
                                           SCENARIOS, SPECIAL_KEYS, kind)
from sevens.games.ultraseven.state import Options, Placed, State, deal_hand, scenario_deck, setup

SEEDS = range(40)
SCENARIO_KEYS = ("full", "2cour", "1cour")

# Hand-typed from R 3 and R 21: (events of the 19, ★ of 4, ordinary of 41, information, energy, capsules).
COMPOSITION = {
    "full": (19, 4, 41, 7, 130, ("W1", "W2", "W3", "W4", "W5", "M1", "M2", "M3", "M4", "A1", "A2")),
    "2cour": (10, 2, 24, 7, 75, ("W1", "W2", "W3", "M1", "M2", "A1")),
    "1cour": (5, 1, 12, 0, 37, ("W1", "M1", "A1")),
}


def all_cards(s: State) -> list[str]:
    """Every deck card of the game: the deck and the hand (nothing else exists at the start)."""
    return list(s.deck) + list(s.hand)


def composition(keys: list[str]) -> tuple[int, int, int, int]:
    return (sum(k in EVENTS for k in keys), sum(k in SPECIAL_KEYS for k in keys),
            sum(k in ORDINARY_KEYS for k in keys), sum(k in INFORMATION for k in keys))


# --- deck composition (R 3.3, R 21.2.1, R 21.3.1) -----------------------------------------------------------

@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_each_scenarios_deck_composition(scenario: str) -> None:
    events, specials, ordinary, infos, _energy, _caps = COMPOSITION[scenario]
    for seed in SEEDS:
        s = setup(seed, scenario)
        keys = all_cards(s)
        assert len(keys) == len(set(keys)) == events + specials + ordinary + infos == SCENARIOS[scenario].deck_size
        assert composition(keys) == (events, specials, ordinary, infos)
        assert len(s.invasions_left()) == specials + ordinary == SCENARIOS[scenario].invasions


def test_the_full_campaign_takes_every_card() -> None:
    """R 3.3: the full game's deck is all 71 cards, the ep-12 card and the 7 information cards included."""
    for seed in SEEDS:
        assert sorted(all_cards(setup(seed, "full"))) == sorted(DECK_KEYS)


@pytest.mark.parametrize("scenario", ["2cour", "1cour"])
def test_short_plays_draw_their_cards_at_random_from_the_right_pools(scenario: str) -> None:
    """R 21.2.1 / R 21.3.1: the events from the 19 (the ep-12 card among them), the ★ from the four, the rest from
    the 41 — over many seeds every card of each pool turns up, and the selections differ."""
    seen: Counter[str] = Counter()
    picks = set()
    for seed in range(300):
        keys = all_cards(setup(seed, scenario))
        seen.update(keys)
        picks.add(frozenset(keys))
    assert set(seen) >= set(EVENTS) | set(SPECIAL_KEYS) | set(ORDINARY_KEYS)
    assert "ep12" in seen
    assert len(picks) == 300
    if scenario == "1cour":
        assert not set(seen) & set(INFORMATION)  # R 21.2.1: the 7 information cards are left out
    else:
        assert all(seen[i] == 300 for i in INFORMATION)  # R 21.3.1: all 7 are in


# --- the hand (R 3.4) -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_the_alien_starts_with_six_invasion_cards(scenario: str) -> None:
    for seed in SEEDS:
        s = setup(seed, scenario)
        assert len(s.hand) == st.START_HAND == 6
        assert all(kind(k) == "invasion" for k in s.hand)
        assert list(s.hand) == sorted(s.hand, key=list(INVASIONS).index)  # canonical order: the draw order is hidden


@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_the_hand_is_the_first_six_invasion_cards_from_the_top(scenario: str) -> None:
    """R 3.4 「侵略カードが6枚になるまでカードを引く」: the hand is the first six invasion cards of the shuffled deck;
    the events and information cards drawn meanwhile go back (U 3: and the deck is shuffled again)."""
    for seed in SEEDS:
        deck = scenario_deck(SCENARIOS[scenario], derive(seed, "setup", "deck"))
        drawn = [k for k in reversed(deck) if k in INVASIONS][:6]
        s = setup(seed, scenario)
        assert sorted(s.hand) == sorted(drawn)
        assert sorted(s.deck) == sorted(k for k in deck if k not in drawn)


def test_deal_hand_returns_the_other_cards_and_reshuffles_only_then() -> None:
    rng = random.Random(1)
    # Top last: the draws are ep1, E01, ep2, I1, ep3, ep4, ep5, ep12, ep6, then ep7 stays.
    deck = ["ep7", "ep6", "ep12", "ep5", "ep4", "ep3", "I1", "ep2", "E01", "ep1"]
    left, hand = deal_hand(deck, rng)
    assert hand == ["ep1", "ep2", "ep3", "ep4", "ep5", "ep6"]
    assert sorted(left) == sorted(["ep7", "ep12", "I1", "E01"])
    plain = ["E02", "I2", "ep9", "ep8", "ep7", "ep6", "ep5", "ep4"]
    left, hand = deal_hand(plain, rng)
    assert hand == ["ep4", "ep5", "ep6", "ep7", "ep8", "ep9"] and left == ["E02", "I2"]  # nothing went back
    short = ["E01", "ep2", "I1", "ep1"]
    left, hand = deal_hand(short, rng)
    assert hand == ["ep1", "ep2"] and sorted(left) == ["E01", "I1"]  # fewer than six: all of them


def test_the_reshuffle_after_the_hand_changes_the_deck_order() -> None:
    """U 3: when an event or information card went back, the deck is shuffled again (its order is not the one
    the selection shuffle left)."""
    changed = 0
    for seed in SEEDS:
        deck = scenario_deck(SCENARIOS["full"], derive(seed, "setup", "deck"))
        top = deck[-1:-7:-1]
        if all(k in INVASIONS for k in top):
            continue  # nothing went back
        rest = [k for k in deck if k not in setup(seed, "full").hand]
        changed += list(setup(seed, "full").deck) != rest
    assert changed > 30


# --- the rest of the start position (R 3.1, R 3.2, R 4.1, R 5.1) -------------------------------------------

@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_the_start_position(scenario: str) -> None:
    *_, energy, capsules = COMPOSITION[scenario]
    s = setup(7, scenario)
    assert (s.scenario, s.energy, s.capsules) == (scenario, energy, capsules)
    assert (s.turn, s.phase, s.ap) == (1, st.ALIEN_ACTION, 8)
    assert s.table == () and s.placed == 0 and s.removed == () and s.discards == ()
    assert s.events == () and s.infos == () and s.members == () and s.weapons == ()
    assert (s.captured, s.rescue, s.capsules_turn, s.rolls, s.log) == (False, 0, (), 0, ())
    assert s.winner == st.NO_WINNER and not s.over and s.seven == st.ALIVE
    assert s.opts == Options() and not s.opts.hidden_counts and not s.opts.remove_at_equal
    assert s.rules is SCENARIOS[scenario]
    assert s.rules.conditions == (scenario != "1cour")  # R 21.2.4
    assert set(capsules) <= set(CAPSULES)


def test_constants_of_the_seed() -> None:
    assert (st.AP, st.DRAW_AP, st.CHIT_AP, st.PLACE_AP, st.FLIP_AP, st.HEAL_AP) == (8, 2, 1, 2, 3, 2)  # R 5.1
    assert (st.HAND_LIMIT, st.START_HAND, st.WIN_CHITS, st.TURN_CAP) == (8, 6, 13, 300)  # R 6.3, 3.4, 20.2; E 7
    assert st.PHASES == ("alien", "deploy", "recon", "redeploy", "combat", "check")  # R 4.1
    assert (st.TDF_SEAT, st.ALIEN_SEAT) == (0, 1)


def test_options_are_kept() -> None:
    s = setup(3, "2cour", Options(hidden_counts=True, remove_at_equal=True))
    assert s.opts.hidden_counts and s.opts.remove_at_equal
    assert s.deck == setup(3, "2cour").deck  # options never change the deal


# --- determinism by seed ------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_setup_is_deterministic_by_seed_and_differs_between_seeds(scenario: str) -> None:
    states = [setup(seed, scenario) for seed in SEEDS]
    assert states == [setup(seed, scenario) for seed in SEEDS]
    assert len({s.deck for s in states}) == len(SEEDS)
    assert len({s.hand for s in states}) > len(SEEDS) // 2
    assert len({hash(s) for s in states}) == len(SEEDS)


def test_setup_never_uses_the_global_random() -> None:
    random.seed(1)
    a = setup(11, "1cour")
    random.seed(2)
    random.random()
    b = setup(11, "1cour")
    assert a == b and a.deck == b.deck


def test_a_large_seed_works() -> None:
    s = setup(2**63 - 1, "full")
    assert len(s.hand) == 6 and s.seed == 2**63 - 1


# --- immutable values ----------------------------------------------------------------------------------------

def test_the_state_is_an_immutable_value() -> None:
    s = setup(5, "1cour")
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.energy = 1  # type: ignore[misc]
    t = st.evolve(s, energy=0, table=(Placed("ep7", "city", 0, 1),))
    assert s.energy == 37 and s.table == ()
    assert t.energy == 0 and t.seven == st.DEAD and t != s
    assert t.card_in("city") == Placed("ep7", "city", 0, 1) and t.card_in("sea") is None
    assert st.evolve(s, captured=True).seven == st.CAPTURED
    assert st.evolve(t, energy=37, table=()) == s and hash(st.evolve(t, energy=37, table=())) == hash(s)
    assert sorted(t.invasions_left()) == sorted(list(s.invasions_left()) + ["ep7"])


def test_dice_come_from_the_seed_and_the_count_of_rolls() -> None:
    s = setup(5, "1cour")
    first = [st.dice_rng(s).randint(1, 6) for _ in range(3)]
    assert len(set(first)) == 1  # the same roll whoever asks
    rolls = [st.dice_rng(st.evolve(s, rolls=n)).randint(1, 6) for n in range(60)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    other = [st.dice_rng(st.evolve(setup(6, "1cour"), rolls=n)).randint(1, 6) for n in range(60)]
    assert rolls != other


# --- bad set-ups -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario", ["", "FULL", "3cour", None, 1])
def test_an_unknown_scenario_is_refused_by_name(scenario: object) -> None:
    with pytest.raises(BadOption) as err:
        setup(1, scenario)  # type: ignore[arg-type]
    assert err.value.option == "scenario"
    assert "full, 2cour, 1cour" in str(err.value) and "シナリオ" in err.value.ja


@pytest.mark.parametrize("seed", [-1, 2**63, True, 1.0, "1"])
def test_a_bad_seed_is_refused(seed: object) -> None:
    with pytest.raises(BadOption) as err:
        setup(seed, "full")  # type: ignore[arg-type]
    assert err.value.option == "seed"


def test_bad_options_are_refused() -> None:
    with pytest.raises(BadOption) as err:
        setup(1, "full", {"remove_at_equal": True})  # type: ignore[arg-type]
    assert err.value.option == "options"
