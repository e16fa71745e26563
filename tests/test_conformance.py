"""One conformance suite for every registered game (DESIGN.md, "Tests" and "The game contract").

Each test is parametrized over ``sevens.core.ids()`` and each game's option sets (``gamehelpers``), so a
game registered later is checked by all of it without a line written here. Per-game knowledge comes in
only through the hooks in ``gamehelpers``: the invariant (cards conserved for 七並べ) and the leak check.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from gamehelpers import invariant, leaks, mostly_plays, option_sets, playout
from sevens.core import BadOption, BadRecord, IllegalMove, UnknownGame, get, ids, record

CASES = [(gid, i, opts) for gid in ids() for i, opts in enumerate(option_sets(gid))]
CASE_IDS = [f"{gid}-{i}" for gid, i, _ in CASES]
SEEDS = [1, 2, 3, 4]
HIDDEN_INFORMATION = {"shichinarabe"}
"""Games whose seats hold cards the others cannot see: their determinizations must vary."""


def _json_ready(x: Any) -> bool:
    if x is None or type(x) in (str, int, float, bool):
        return True
    if type(x) is list:
        return all(_json_ready(y) for y in x)
    if type(x) is dict:
        return all(type(k) is str and _json_ready(y) for k, y in x.items())
    return False


def test_the_registry_knows_every_game_and_refuses_others() -> None:
    assert ids() and len(set(ids())) == len(ids())
    for gid in ids():
        assert get(gid).id == gid
    with pytest.raises(UnknownGame) as err:
        get("no-such-game")
    assert "no-such-game" in str(err.value) and ids()[0] in str(err.value)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_games_end_with_legal_moves_until_the_end_and_none_after(gid: str, _i: int, options: dict) -> None:
    """Seeded playouts end within ``max_moves``; moves exist while live, none after; outcome only at the end."""
    game = get(gid)
    check = invariant(gid)
    for seed in SEEDS:
        for chooser in (mostly_plays, None):
            last = None
            for s, m in playout(game, seed, options, chooser):
                check(s)
                if m is None:
                    last = s
                    assert game.legal_moves(s) == []
                    assert game.to_move(s) is None
                else:
                    assert game.legal_moves(s), "a live game must offer a move"
                    assert m in game.legal_moves(s)
                    assert 0 <= game.to_move(s) < game.players(s)
                    assert game.outcome(s) is None
            assert last is not None
            out = game.outcome(last)
            n = game.players(last)
            assert out is not None and len(out.ranks) == n and len(out.scores) == n
            assert min(out.ranks) == 1 and all(1 <= r <= n for r in out.ranks)
            for a in range(n):  # a rank counts the seats strictly ahead
                assert out.ranks[a] == 1 + sum(1 for b in range(n) if out.scores[b] > out.scores[a])
            assert sorted(out.order) == list(range(n))
            with pytest.raises(IllegalMove):
                game.apply(last, _any_move(game, seed, options))


def _any_move(game: Any, seed: int, options: dict) -> Any:
    """A move that was legal at the start of the same game (to be refused once it is over)."""
    return game.legal_moves(game.new(seed, **options))[0]


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_apply_never_changes_its_input(gid: str, _i: int, options: dict) -> None:
    """``apply`` is pure: the state before equals a deep copy taken earlier, with the same hash, for every legal move."""
    game = get(gid)
    for k, (s, m) in enumerate(playout(game, 7, options, mostly_plays)):
        if m is None:
            break
        before = copy.deepcopy(s)
        h = hash(s)
        moves = game.legal_moves(s) if k % 4 == 0 else [m]
        for move in moves:
            game.apply(s, move)
            assert s == before and hash(s) == h and repr(s) == repr(before)
        assert game.legal_moves(s) == game.legal_moves(before)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_move_text_round_trips(gid: str, _i: int, options: dict) -> None:
    """Every legal move's text is short ASCII, distinct, and ``parse_move`` reads it back to the same move."""
    game = get(gid)
    for seed in (5, 6):
        for s, m in playout(game, seed, options, mostly_plays):
            if m is None:
                break
            texts = []
            for legal in game.legal_moves(s):
                text = game.format_move(s, legal)
                assert isinstance(text, str) and text.isascii()
                assert 0 < len(text) <= record.MAX_MOVE_TEXT, "a record would refuse this text"
                assert game.parse_move(s, text) == legal
                texts.append(text)
            assert len(set(texts)) == len(texts)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_records_replay_to_the_identical_state(gid: str, _i: int, options: dict) -> None:
    """``to_record`` → JSON text → ``from_record`` gives the identical state, at the start, midway and at the end."""
    game = get(gid)
    for seed in SEEDS:
        states = [s for s, _ in playout(game, seed, options, mostly_plays)]
        for k in (0, 1, len(states) // 3, len(states) // 2, len(states) - 1):
            s = states[k]
            rec = game.to_record(s)
            assert _json_ready(rec)
            assert rec["game"] == gid and rec["format"] == record.FORMAT and rec["seed"] == seed
            assert len(rec["moves"]) == k
            text = record.dumps(rec)
            assert record.loads(text) == rec
            assert game.from_record(json.loads(text)) == s
            loaded_game, loaded = record.load_game(text)
            assert loaded_game is game and loaded == s


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_same_seed_and_moves_give_the_same_game(gid: str, _i: int, options: dict) -> None:
    """Determinism: the same seed and the same moves give equal states at every step (no global randomness)."""
    game = get(gid)
    run = list(playout(game, 9, options))
    random.seed(12345)  # the global generator must not matter
    s = game.new(9, **options)
    for state, m in run:
        assert s == state
        if m is not None:
            random.random()
            s = game.apply(s, m)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_views_are_json_and_hide_what_a_seat_cannot_know(gid: str, _i: int, options: dict) -> None:
    """A view is JSON-ready, shows nothing of other seats' hidden parts, and is the same for every state
    that differs from the real one only in what the seat cannot see (pairs built by ``determinize``)."""
    game = get(gid)
    leak = leaks(gid)
    varied = 0
    states = [s for s, _ in playout(game, 4, options, mostly_plays)]
    for k, s in enumerate(states):
        if k % 6 and k != len(states) - 1:
            continue
        for seat in range(game.players(s)):
            v = game.view(s, seat)
            assert _json_ready(v)
            assert json.loads(json.dumps(v)) == v
            assert "seed" not in json.dumps(v), "the seed would reveal every deal"
            assert leak(s, seat, v) == []
            for r in range(3):
                other = game.determinize(v, random.Random(r))
                assert game.view(other, seat) == v
                if any(game.view(other, q) != game.view(s, q) for q in range(game.players(s)) if q != seat):
                    varied += 1  # another seat's hidden part differs: the pair is a real test
    if gid in HIDDEN_INFORMATION:
        assert varied, "determinize never changed a hidden part: the pairs prove nothing"


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_determinized_states_match_their_view_for_many_generators(gid: str, _i: int, options: dict) -> None:
    """``determinize(view, rng)`` shows exactly that view again, for many generators; the state is valid and
    plays on to the end."""
    game = get(gid)
    check = invariant(gid)
    for k, (s, m) in enumerate(playout(game, 6, options, mostly_plays)):
        if m is None or k % 9:
            continue
        seat = game.to_move(s)
        v = game.view(s, seat)
        for r in range(12):
            det = game.determinize(v, random.Random(1000 * k + r))
            check(det)
            assert game.view(det, seat) == v
            assert game.to_move(det) == seat
            assert game.legal_moves(det) == game.legal_moves(s), "the mover's options cannot depend on hidden cards"
        rng = random.Random(k)
        steps = 0
        while game.to_move(det) is not None:
            det = game.apply(det, rng.choice(game.legal_moves(det)))
            check(det)
            steps += 1
            assert steps <= game.info.max_moves


@pytest.mark.parametrize("gid", ids())
def test_bad_options_and_records_are_refused_by_name(gid: str) -> None:
    """Options and records from outside: an unknown option, a seed that is no seed, junk records."""
    game = get(gid)
    with pytest.raises(BadOption) as err:
        game.new(1, no_such_option=1)
    assert err.value.option == "no_such_option"
    for seed in (-1, 1.0, "1", None, True):
        with pytest.raises(BadOption):
            game.new(seed)
    good = game.to_record(game.new(1))
    for junk, field in (([], "record"), ({**good, "game": "other"}, "game"), ({**good, "moves": None}, "moves")):
        with pytest.raises(BadRecord) as rerr:
            game.from_record(junk)
        assert rerr.value.field == field
    with pytest.raises(IllegalMove):
        game.parse_move(game.new(1), "this is not a move")
