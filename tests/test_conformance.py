"""One conformance suite for every registered game (DESIGN.md, "Tests")."""

from __future__ import annotations

import json
import random

import pytest

from gamehelpers import invariant, mostly_plays, option_sets, playout
from sevens.core import get, ids, record

CASES = [(gid, i, opts) for gid in ids() for i, opts in enumerate(option_sets(gid))]
CASE_IDS = [f"{gid}-{i}" for gid, i, _ in CASES]
SEEDS = [1, 2, 3]


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_games_end_with_legal_moves_until_the_end_and_none_after(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    check = invariant(gid)
    for seed in SEEDS:
        last = None
        for s, m in playout(game, seed, options, mostly_plays):
            check(s)
            if m is None:
                last = s
                assert game.legal_moves(s) == []
                assert game.to_move(s) is None
            else:
                assert game.legal_moves(s), "a live game must offer a move"
                assert game.outcome(s) is None
        out = game.outcome(last)
        n = game.players(last)
        assert out is not None and len(out.ranks) == n
        assert min(out.ranks) == 1 and all(1 <= r <= n for r in out.ranks)
        for a in range(n):  # a rank counts the seats strictly ahead
            assert out.ranks[a] == 1 + sum(1 for b in range(n) if out.scores[b] > out.scores[a])


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_apply_never_changes_its_input(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    for s, m in playout(game, 7, options, mostly_plays):
        if m is None:
            break
        before = repr(s)
        h = hash(s)
        game.apply(s, m)
        assert repr(s) == before and hash(s) == h


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_move_text_round_trips(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    for s, m in playout(game, 5, options, mostly_plays):
        if m is None:
            break
        for legal in game.legal_moves(s):
            text = game.format_move(s, legal)
            assert text.isascii()
            assert game.parse_move(s, text) == legal


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_records_replay_to_the_identical_state(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    for seed in SEEDS:
        states = [s for s, _ in playout(game, seed, options, mostly_plays)]
        for s in (states[len(states) // 2], states[-1]):
            rec = game.to_record(s)
            again = game.from_record(json.loads(record.dumps(rec)))
            assert again == s
            _, loaded = record.load_game(record.dumps(rec))
            assert loaded == s


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_same_seed_and_moves_give_the_same_game(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    a = [s for s, _ in playout(game, 9, options)]
    b = [s for s, _ in playout(game, 9, options)]
    assert a == b


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_views_are_json_and_hide_what_a_seat_cannot_know(gid: str, _i: int, options: dict) -> None:
    """A view survives JSON, and states that differ only in hidden parts show the same view."""
    game = get(gid)
    for k, (s, m) in enumerate(playout(game, 4, options, mostly_plays)):
        if k % 5:
            continue
        for seat in range(game.players(s)):
            v = game.view(s, seat)
            assert json.loads(json.dumps(v)) == v
            assert "seed" not in json.dumps(v), "the seed would reveal every deal"
            for r in range(3):
                other = game.determinize(v, random.Random(r))
                assert game.view(other, seat) == v


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_determinized_states_are_valid_and_playable(gid: str, _i: int, options: dict) -> None:
    game = get(gid)
    check = invariant(gid)
    for k, (s, m) in enumerate(playout(game, 6, options, mostly_plays)):
        if m is None or k % 7:
            continue
        seat = game.to_move(s)
        det = game.determinize(game.view(s, seat), random.Random(k))
        check(det)
        assert game.to_move(det) == seat
        assert game.legal_moves(det) == game.legal_moves(s), "the mover's own options cannot depend on hidden cards"
        nxt = game.apply(det, game.legal_moves(det)[0])
        check(nxt)
