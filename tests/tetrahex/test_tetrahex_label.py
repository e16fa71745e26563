"""The offline tools of issue 14, item 3: ``scripts/tetrahex_label.py`` labels positions with their proven
result, ``scripts/tetrahex_rank.py`` measures how well a term orders them."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from sevens.games.tetrahex.game import Tetrahex
from sevens.games.tetrahex.state import TOTAL_TILES, State

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import tetrahex_label  # noqa: E402
import tetrahex_rank  # noqa: E402

G = Tetrahex()


def _position(seed: int, placed: int) -> State:
    rng = random.Random(seed)
    s = G.new(seed)
    while len(s.tiles) < placed:
        s = G.apply(s, rng.choice(G.legal_moves(s)))
    return s


def _white_by_brute_force(s: State) -> float:
    """White's result under perfect play, trying every placement (small positions only)."""
    if s.mover is None:
        out = G.outcome(s)
        assert out is not None
        return 1.0 if out.ranks[0] < out.ranks[1] else 0.5 if out.ranks[0] == out.ranks[1] else 0.0
    got = [_white_by_brute_force(G.apply(s, m)) for m in G.legal_moves(s)]
    return max(got) if s.mover == 0 else min(got)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_label_is_whites_result_under_perfect_play(seed: int) -> None:
    s = _position(seed, TOTAL_TILES - 2)
    white, used = tetrahex_label.prove(G, s, 100_000)
    assert white == _white_by_brute_force(s)
    assert used > 0


def test_a_position_not_proven_in_its_budget_gets_no_label() -> None:
    white, used = tetrahex_label.prove(G, _position(4, 4), 50)
    assert white is None and used <= 60


def test_the_children_are_every_kind_of_placement_once_up_to_symmetry() -> None:
    s = _position(5, 6)
    kids = tetrahex_label.children(G, s)
    keys = [G.canonical_key(G.apply(s, m)) for m in kids]  # ``apply`` checks each is legal
    assert len(set(keys)) == len(keys)
    wanted = {G.canonical_key(G.play(s, m)) for group in G.stream(s, 1) for m in group}
    assert set(keys) == wanted
    assert len(kids) < len(G.legal_moves(s))


def test_pairwise_accuracy_counts_pairs_with_different_labels_and_ties_as_half() -> None:
    assert tetrahex_rank.pairwise([(0.9, 1.0), (0.5, 0.5), (0.1, 0.0)]) == (1.0, 3)
    assert tetrahex_rank.pairwise([(0.1, 1.0), (0.9, 0.0)]) == (0.0, 1)
    assert tetrahex_rank.pairwise([(0.3, 1.0), (0.3, 0.0), (0.2, 0.0)]) == (0.75, 2)
    acc, n = tetrahex_rank.pairwise([(0.3, 1.0), (0.4, 1.0)])
    assert n == 0 and acc != acc  # no pair to order: nan


@pytest.mark.parametrize("seed", [6, 7])
def test_the_playout_terms_are_exact_one_placement_from_the_end(seed: int) -> None:
    """The last tile must go to the highest level it reaches (rule d), wherever it lies: every playout
    ends as perfect play does."""
    s = _position(seed, TOTAL_TILES - 1)
    exact = _white_by_brute_force(s)
    assert tetrahex_rank.rollout(G, s) == exact
    assert tetrahex_rank.rollout_best(G, s) == exact
    assert tetrahex_rank.race(G, s) == exact
