"""Seeded random play of whole ウルトラセブン games through every phase built (alien action, deployment, recon,
re-deployment, combat, the victory check): no error, an end within the turn cap, and invariants at every step —
the scenario's cards conserved, AP never negative, energy never rising, one card per area, chits within the
rules, apply pure, every legal move's text read back, chance outcomes summing to 1 and drawn from the seed."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sevens.core import chance
from sevens.core.game import CHANCE
from sevens.games.ultraseven import notation, rules
from sevens.games.ultraseven.cards import INVASIONS, WEAPONS
from sevens.games.ultraseven.moves import legal, to_move
from sevens.games.ultraseven.state import ALIEN_ACTION, TURN_CAP, State, setup


def cards_of(s: State) -> Counter[str]:
    return Counter(list(s.deck) + list(s.hand) + [p.key for p in s.table] + list(s.removed) + list(s.discards))


def check(before: State, after: State, start: Counter[str]) -> None:
    assert cards_of(after) == start
    assert after.ap >= 0
    assert 0 <= after.energy <= before.energy
    assert len({p.area for p in after.table}) == len(after.table)
    assert all(p.area == INVASIONS[p.key].area for p in after.table)
    assert set(after.capsules) <= set(before.capsules)
    for p in after.table:
        inv = INVASIONS[p.key]
        assert p.chits >= 0 and p.damage >= 0
        if not p.face_up:
            assert p.chits <= inv.limit and p.damage == 0
        assert p.damage <= inv.power_at(p.stage)
    if after.phase != ALIEN_ACTION:
        assert len(after.weapons) <= 3
        for w in after.weapons:
            assert w.area in WEAPONS[w.card].areas


def play_out(seed: int, scenario: str) -> tuple[State, int]:
    s = setup(seed, scenario)
    start = cards_of(s)
    r = random.Random(seed)
    n = 0
    while not s.over:
        moves = legal(s)
        assert moves, "a decision with no move"
        if to_move(s) == CHANCE:
            outs = rules.chance_outcomes(s)
            assert abs(sum(p for _, p in outs) - 1) < 1e-9 and [m for m, _ in outs] == moves
            m = chance.pick(outs, rules.chance_rng(s))
        else:
            for x in moves:
                assert notation.parse(notation.text(x)) == x
            m = r.choice(moves)
        before = s
        s = rules.apply(s, m)
        assert rules.apply(before, m) == s
        check(before, s, start)
        n += 1
    return s, n


@pytest.mark.parametrize("scenario", ["1cour", "2cour", "full"])
def test_random_games_end_and_keep_the_invariants(scenario: str) -> None:
    turns = []
    for seed in range(6 if scenario != "full" else 3):
        s, n = play_out(seed, scenario)
        assert s.winner in (0, 1, 2) and s.turn <= TURN_CAP and rules.outcome(s) is not None
        assert to_move(s) is None and legal(s) == []
        turns.append(s.turn)
    assert min(turns) >= 2


def test_apply_is_pure_and_the_same_seed_replays_the_same_game() -> None:
    s = setup(5, "1cour")
    r = random.Random(5)
    texts = []
    for _ in range(300):
        if s.over:
            break
        moves = legal(s)
        m = chance.pick(rules.chance_outcomes(s), rules.chance_rng(s)) if to_move(s) == CHANCE else r.choice(moves)
        frozen = (s.table, s.hand, s.deck, s.t, s.log)
        nxt = rules.apply(s, m)
        assert (s.table, s.hand, s.deck, s.t, s.log) == frozen and rules.apply(s, m) == nxt
        texts.append(notation.text(m))
        s = nxt
    again = setup(5, "1cour")
    for t in texts:
        again = rules.apply(again, notation.parse(t))
    assert again == s and list(s.log) == texts


def test_random_tdf_sometimes_fights_and_seven_spends_energy() -> None:
    """The combat code is reached in random play: some game spends energy, removes a card and reveals by recon."""
    spent = removed = found = 0
    for seed in range(12):
        s, _ = play_out(seed, "1cour")
        spent += s.energy < 37
        removed += len(s.removed) > 0
        found += any(r[4] >= 0 for r in s.recons)
    assert spent and removed and found


def test_every_move_of_random_games_reads_in_both_languages_and_hides_the_aliens_cards_in_public() -> None:
    """notation.describe: a sentence for every move; the public one never names a placed or drawn invasion card."""
    for seed in range(3):
        s = setup(seed, "1cour")
        r = random.Random(seed)
        while not s.over:
            m = chance.pick(rules.chance_outcomes(s), rules.chance_rng(s)) if to_move(s) == CHANCE \
                else r.choice(legal(s))
            for lang in ("en", "ja"):
                assert notation.describe(s, m, lang)
                shown = notation.describe(s, m, lang, public=True)
                if m.verb == "place" or (m.verb == "draw" and s.deck[-1] in INVASIONS):
                    assert not any(k in shown for k in INVASIONS) and "ep" not in shown
            s = rules.apply(s, m)


def test_decisions_number_two_turns_a_game_turn_that_never_go_back() -> None:
    """The contract's ``Decision``: turns never go back, one turn has one turn seat (the alien's action, then the
    TDF's steps and the dice), the seat is ``to_move`` and a chance step is the ``CHANCE`` seat's."""
    kinds = {"action", "ban", "deploy", "recon", "roll", "redeploy", "fight", "assign", "seven", "tech"}
    for seed in range(4):
        s = setup(seed, "2cour")
        r = random.Random(seed)
        last = -1
        seats: dict[int, int] = {}
        while not s.over:
            d = rules.decision(s)
            assert d is not None and d.seat == to_move(s) and d.kind in kinds
            assert d.turn >= last and seats.setdefault(d.turn, d.turn_seat) == d.turn_seat
            assert d.turn == 2 * (s.turn - 1) + (0 if d.turn_seat == 1 else 1)
            assert (d.kind == "roll") == (d.seat == CHANCE)
            last = d.turn
            m = chance.pick(rules.chance_outcomes(s), rules.chance_rng(s)) if to_move(s) == CHANCE \
                else r.choice(legal(s))
            s = rules.apply(s, m)
        assert rules.decision(s) is None
