"""``web.past_states.PastStates``: every state of a game so far, kept and extended move by move, never mixed with
another game's (shared by the sessions of セブンスクエア, 7 SHADES and ウルトラセブン)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from sevens.core import chance, get, history
from sevens.core.game import CHANCE
from web.past_states import PastStates


def play(game: Any, s: Any, n: int, seed: int) -> Any:
    rng = random.Random(seed)
    for _ in range(n):
        p = game.to_move(s)
        if p is None:
            break
        m = chance.resolve(game, s) if p == CHANCE else rng.choice(game.legal_moves(s))
        s = game.apply(s, m)
    return s


def moves(game: Any, states: list[Any]) -> list[list[str]]:
    return [game.to_record(x)["moves"] for x in states]


@pytest.mark.parametrize("game_id", ["square", "shades", "ultraseven", "tetrahex"])
def test_the_states_are_historys_and_later_moves_extend_the_list_kept(game_id: str) -> None:
    game = get(game_id)
    past = PastStates(game)
    s = play(game, game.new(5), 20, 1)
    first = past.of(s)
    assert first[-1] is s and moves(game, first) == moves(game, history.states(game, s))
    later = play(game, s, 15, 2)
    got = past.of(later, first)
    assert got[-1] is later and moves(game, got) == moves(game, history.states(game, later))
    assert all(a is b for a, b in zip(got, first[:-1]))  # the states kept are reused, not replayed
    assert past.of(later, got) is got


def test_an_undo_takes_the_prefix_and_a_new_move_branches_from_it() -> None:
    game = get("square")
    past = PastStates(game)
    s = play(game, game.new(7), 40, 3)
    full = past.of(s)
    back = full[25]
    got = past.of(back, full)
    assert len(got) == 26 and all(a is b for a, b in zip(got, full[:26]))
    other = next(m for m in game.legal_moves(back) if game.format_move(back, m) != game.to_record(s)["moves"][25])
    branch = game.apply(back, other)
    after = past.of(branch, got)
    assert moves(game, after) == moves(game, history.states(game, branch))
    assert all(a is b for a, b in zip(after, full[:26]))


def test_another_session_of_the_same_game_reuses_the_states_known() -> None:
    game = get("square")
    past = PastStates(game)
    s = play(game, game.new(9), 30, 4)
    first = past.of(s)
    again = game.from_record(game.to_record(s))  # a reload: an equal state, another object
    got = past.of(again)
    assert got[-1] is again and all(a is b for a, b in zip(got[:-1], first[:-1]))


def test_another_game_is_never_mixed_in_and_two_lists_at_most_are_kept() -> None:
    game = get("square")
    past = PastStates(game)
    a = play(game, game.new(11), 30, 5)
    la = past.of(a)
    b = play(game, game.new(12), 30, 5)  # another seed: another deal
    lb = past.of(b, la)
    assert moves(game, lb) == moves(game, history.states(game, b)) and not any(x is y for x, y in zip(la, lb))
    c = play(game, game.new(11, first="P2"), 30, 5)  # the same seed, another set-up
    lc = past.of(c, la)
    assert moves(game, lc) == moves(game, history.states(game, c)) and lc[0] is not la[0]
    assert len(past.known) == 2 and past.known[0] is lc
    assert past.of(a)[0] is not la[0]  # la was dropped: the third list made
