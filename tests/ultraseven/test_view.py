"""Views and ``determinize`` (view.py; E 9, E 14, E 18, U 4, README.md U 17–U 19): each seat's view is JSON and
holds nothing it may not know; a state sampled from a view shows that view again, keeps the decision and its
legal moves, plays on to the end, never contradicts the public evidence (the real identities always fit it), and
varies the hidden parts across generators."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Iterator

import pytest

from sevens.core import chance
from sevens.core.game import CHANCE
from sevens.games.ultraseven import rules
from sevens.games.ultraseven.cards import INFORMATION, INVASION, INVASIONS, SCENARIOS, SPECIAL_KEYS, kind
from sevens.games.ultraseven.moves import legal, to_move
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT, Options, State, setup
from sevens.games.ultraseven.view import blocked, determinize, fits, view

SCENARIO_KEYS = ("1cour", "2cour", "full")


def states(seed: int, scenario: str, every: int = 5, hidden_counts: bool = False) -> Iterator[State]:
    """Every ``every``-th state of a seeded random game (chance from the seed), and the last."""
    s = setup(seed, scenario, Options(hidden_counts=hidden_counts))
    r = random.Random(seed)
    k = 0
    while True:
        if k % every == 0 or s.over:
            yield s
        if s.over:
            return
        m = (chance.pick(rules.chance_outcomes(s), rules.chance_rng(s)) if to_move(s) == CHANCE
             else r.choice(legal(s)))
        s = rules.apply(s, m)
        k += 1


def cards_of(s: State) -> list[str]:
    return sorted(list(s.deck) + list(s.hand) + [p.key for p in s.table] + list(s.removed) + list(s.discards))


def json_ready(x: object) -> bool:
    if x is None or type(x) in (str, int, float, bool):
        return True
    if type(x) is list:
        return all(json_ready(y) for y in x)
    if type(x) is dict:
        return all(type(k) is str and json_ready(y) for k, y in x.items())
    return False


@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_a_sampled_state_shows_the_same_view_and_decision(scenario: str) -> None:
    """``view(determinize(view(s, p)), p) == view(s, p)`` for both seats, many positions and generators, with
    and without ``hidden_counts``; the deciding seat's legal moves and the decision are the same."""
    for seed in range(6):
        for s in states(seed, scenario, every=9, hidden_counts=seed % 2 == 1):
            decider = to_move(s)
            d = rules.decision(s)
            for seat in (TDF_SEAT, ALIEN_SEAT):
                v = view(s, seat)
                assert json_ready(v) and json.loads(json.dumps(v)) == v
                for r in range(3):
                    det = determinize(v, random.Random(1000 * seed + r))
                    assert view(det, seat) == v
                    assert rules.decision(det) == d
                    if decider == seat or (decider == CHANCE and d is not None and d.turn_seat == seat):
                        assert legal(det) == legal(s)
                    mine, real = cards_of(det), cards_of(s)
                    assert len(mine) == len(real) and (mine == real or scenario != "full")
                    assert len(det.deck) == len(s.deck) or (seat == TDF_SEAT and s.opts.hidden_counts)


@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_a_sampled_state_is_a_possible_deck_and_plays_to_the_end(scenario: str) -> None:
    """The sample holds the scenario's composition (R 21: events, ★ and ordinary cards, information) with every
    card once, one card per area, each face-down card within its rates and 侵略条件; it plays on to the end."""
    sc = SCENARIOS[scenario]
    for seed in range(3):
        for k, s in enumerate(states(seed, scenario, every=23)):
            for seat in (TDF_SEAT, ALIEN_SEAT):
                det = determinize(view(s, seat), random.Random(k))
                cards = cards_of(det)
                assert len(cards) == len(set(cards)) == sc.events + sc.specials + sc.ordinary + (
                    len(INFORMATION) if sc.information else 0)
                inv = [c for c in cards if kind(c) == INVASION]
                assert sum(1 for c in inv if c in SPECIAL_KEYS) == sc.specials
                assert len(inv) == sc.specials + sc.ordinary
                assert len({p.area for p in det.table}) == len(det.table)
                assert all(p.area == INVASIONS[p.key].area for p in det.table)
            r = random.Random(k)
            while not det.over:
                m = (chance.pick(rules.chance_outcomes(det), rules.chance_rng(det)) if to_move(det) == CHANCE
                     else r.choice(legal(det)))
                det = rules.apply(det, m)


@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_the_real_cards_always_fit_the_evidence(scenario: str) -> None:
    """E 18: the constraints ``determinize`` samples under never exclude the real state — each face-down
    card's real identity fits its chit history, 侵略条件 and every 「異常なし」, and its area is not blocked."""
    checked = 0
    for seed in range(10):
        for s in states(seed, scenario, every=3):
            v = view(s, TDF_SEAT)
            for q, p in zip(v["table"], s.table):
                if not p.face_up:
                    assert fits(v, q, p.key, SCENARIOS[scenario])
                    assert p.area not in blocked(v, q)
                    checked += 1
    assert checked > 50


def test_the_tdf_view_hides_identities_areas_hand_deck_and_seed() -> None:
    """E 14, E 9: no face-down card's key or area, no hand card, no deck order, no seed in the TDF's view; changing
    any of them (another deal of the same unseen cards) leaves the view as it was."""
    found = 0
    for seed in range(8):
        for s in states(seed, "2cour", every=11):
            v = view(s, TDF_SEAT)
            assert v["hand"] is None and v["hand_count"] == len(s.hand)
            assert "seed" not in json.dumps(v)
            for q, p in zip(v["table"], s.table):
                assert (q["key"], q["area"]) == ((p.key, p.area) if p.face_up else (None, None))
            text = json.dumps(v)
            for k in s.hand:
                assert f'"{k}"' not in text
            for p in s.table:
                if not p.face_up:
                    assert f'"{p.key}"' not in text and f'"{p.area}"' not in json.dumps(v["table"])
            assert view(replace(s, seed=s.seed + 1), TDF_SEAT) == v
            assert view(replace(s, deck=tuple(reversed(s.deck))), TDF_SEAT) == v
            other = determinize(v, random.Random(seed))
            if [p.key for p in other.table] != [p.key for p in s.table]:
                found += 1  # another face-down card in another area: the same view
                assert view(replace(s, table=other.table), TDF_SEAT) == v
    assert found


def test_the_alien_sees_its_cards_but_not_the_deck() -> None:
    """The alien's view holds its hand and every table card whole, and the deck's size, not its order or cards."""
    for s in states(3, "full", every=13):
        v = view(s, ALIEN_SEAT)
        assert v["hand"] == list(s.hand)
        assert [(q["key"], q["area"]) for q in v["table"]] == [(p.key, p.area) for p in s.table]
        assert v["deck"] == len(s.deck)
        assert view(replace(s, deck=tuple(reversed(s.deck)), seed=s.seed + 7), ALIEN_SEAT) == v


def test_hidden_counts_hides_deck_and_discards_from_the_tdf_only() -> None:
    """E 9's variant (U 18): the TDF sees no deck size and no discards, only the cards in force; the alien sees
    both."""
    for s in states(4, "full", every=17, hidden_counts=True):
        t, a = view(s, TDF_SEAT), view(s, ALIEN_SEAT)
        assert t["deck"] is None and t["discards"] is None
        assert t["events"] == list(s.events) and t["infos"] == list(s.infos)
        assert a["deck"] == len(s.deck) and a["discards"] == list(s.discards)


@pytest.mark.parametrize("scenario", SCENARIO_KEYS)
def test_determinize_varies_the_hidden_parts(scenario: str) -> None:
    """Across generators the TDF's samples differ in the hand, the face-down identities and the deck; the
    alien's in the deck's order (and, in the short plays, its cards: U 4)."""
    hands, tables, decks, alien_decks = set(), set(), set(), set()
    for s in states(2, scenario, every=29):
        if not any(not p.face_up for p in s.table):
            continue
        for r in range(8):
            d = determinize(view(s, TDF_SEAT), random.Random(r))
            hands.add(d.hand)
            tables.add(tuple(p.key for p in d.table))
            decks.add(d.deck)
            alien_decks.add(determinize(view(s, ALIEN_SEAT), random.Random(r)).deck)
        break
    assert len(hands) > 1 and len(tables) > 1 and len(decks) > 1 and len(alien_decks) > 1


def test_a_recon_that_found_nothing_is_evidence() -> None:
    """E 16, E 18: after 「異常なし」 in an area with a roll the card there would have failed, no sample puts a
    card placed before that recon there with a target the roll would have met."""
    for seed in range(12):
        for s in states(seed, "full", every=4):
            v = view(s, TDF_SEAT)
            for r in range(2):
                det = determinize(v, random.Random(r))
                for p in det.table:
                    if p.face_up:
                        continue
                    q = next(x for x in v["table"] if x["order"] == p.order)
                    for turn, area, total, roll, found in s.recons:
                        if found < 0 and area == p.area and turn >= p.since:
                            chits = q["chits"] if turn - p.since >= len(p.history) else sum(
                                p.history[:turn - p.since + 1])
                            assert roll > total + INVASIONS[p.key].recon + chits


def test_a_view_is_asked_of_a_seat_at_the_table() -> None:
    s = setup(1, "1cour")
    for seat in (-1, 2, True, "0"):
        with pytest.raises(ValueError):
            view(s, seat)  # type: ignore[arg-type]
