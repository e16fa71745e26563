"""What the SEVEN bot relies on: the exact two-placement ending, incremental reaches, the exact endgame."""

from __future__ import annotations

import random

import pytest

from sevens.ai.negamax import WIN, search_move
from sevens.core import get
from sevens.games.tetrahex import rules
from sevens.games.tetrahex.evaluate import _reaches, evaluate_all, exact_two, reaches
from sevens.games.tetrahex.state import Place, State

G = get("tetrahex")


def _position(seed: int, placed: int, variant: str = "top") -> State:
    rng = random.Random(seed)
    s = G.new(seed, variant=variant)
    while len(s.tiles) < placed:
        s = G.apply(s, rng.choice(G.legal_moves(s)))
    return s


@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_exact_two_equals_trying_every_pair_of_placements(variant: str) -> None:
    """With one tile each left, the mover's best over every placement, against the other's best reply."""
    for seed in range(30):
        s = _position(seed, 12, variant)
        a = s.mover
        assert a is not None
        best = max(min(evaluate_all(G.apply(c, m2))[a] for m2 in G.legal_moves(c))
                   for c in (G.apply(s, m) for m in G.legal_moves(s)))
        assert exact_two(s)[a] == best, seed


def test_reaches_from_the_parent_equal_reaches_from_scratch() -> None:
    """The search's children start from their parent's reaches; the answer is the same as a full look."""
    checked = 0
    for seed in range(12):
        s = _position(seed, 2 + seed % 9)
        for m in G.legal_moves(s)[:: max(1, len(G.legal_moves(s)) // 25)]:
            child = G.play(s, m)
            for p in (0, 1):
                assert reaches(child, p) == _reaches(child, p)
                checked += 1
    assert checked > 300


def test_three_placements_left_are_solved_exactly() -> None:
    for seed in range(6):
        s = _position(seed, 11)
        p = s.mover
        assert p is not None
        truth = max(exact_two(G.apply(s, m))[p] for m in G.legal_moves(s))
        best, values, depth, nodes, exact = search_move(G, s, 14, 10**7, None, exact=3)
        assert exact
        assert values[best] == {1.0: WIN, 0.5: 0.0, 0.0: -WIN}[truth]
        assert exact_two(G.apply(s, best))[p] == truth


def test_the_search_takes_an_immediate_win_on_the_last_placement() -> None:
    for seed in range(10):
        s = _position(seed, 13)
        best, values, *_ = search_move(G, s, 3, 10**5, None, exact=1)
        p = s.mover
        assert p is not None
        results = [evaluate_all(G.apply(s, m))[p] for m in G.legal_moves(s)]
        assert evaluate_all(G.apply(s, best))[p] == max(results)
        assert rules.over(G.apply(s, best))


def test_play_is_apply_without_the_checks() -> None:
    s = _position(3, 6)
    for m in G.legal_moves(s)[:40]:
        assert G.play(s, m) == G.apply(s, m)
    assert isinstance(G.legal_moves(s)[0], Place)
