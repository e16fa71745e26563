"""The seed's puzzles (パズルに挑戦！): checkers and the Level 5 solver."""

from __future__ import annotations

import random

import pytest

from sevens.core import IllegalMove, get
from sevens.games.tetrahex import puzzles, rules
from sevens.games.tetrahex.hexgrid import NEIGHBOURS, ORIGIN, cell
from sevens.games.tetrahex.shapes import ORIENTATIONS
from sevens.games.tetrahex.state import BLACK, WHITE, Place

G = get("tetrahex")


def test_level5_solver_line_is_a_legal_game_that_reaches_level_5() -> None:
    line = puzzles.solve_level5()
    assert len(line) == 14
    s = puzzles.new("level5")
    for i, m in enumerate(line):
        assert puzzles.check("level5", s).solved is False
        s = puzzles.place("level5", s, i % 2, m)
    v = puzzles.check("level5", s)
    assert v.solved and v.facts["highest"] >= 5
    replay = G.new(0)
    for m in line:  # the same line is a legal game of SEVEN
        replay = G.apply(replay, m)
    assert max(t.level for t in replay.tiles) >= 5 and rules.over(replay)


def test_level5_refuses_out_of_turn_and_random_games_rarely_solve_it() -> None:
    s = puzzles.new("level5")
    with pytest.raises(IllegalMove) as e:
        puzzles.place("level5", s, BLACK, G.legal_moves(s)[0])
    assert e.value.rule == "turn"
    for seed in range(5):
        rng = random.Random(seed)
        s = puzzles.new("level5")
        while not rules.over(s):
            s = puzzles.place("level5", s, s.mover, rng.choice(G.legal_moves(s)))  # type: ignore[arg-type]
        v = puzzles.check("level5", s)
        assert v.solved == (max(t.level for t in s.tiles) >= 5)
        assert str(v.facts["highest"]) in v.en


def test_holes_count_enclosed_regions() -> None:
    ring = {ORIGIN + d for d in NEIGHBOURS}
    assert puzzles.holes(ring) == 1
    far = {c + 10 * 1024 for c in ring}
    assert puzzles.holes(ring | far) == 2
    assert puzzles.holes(ring - {ORIGIN + NEIGHBOURS[0]}) == 0  # an open ring holds nothing
    big = {cell(q, r) for q in range(-2, 3) for r in range(-2, 3) if max(abs(q), abs(r), abs(q + r)) == 2}
    assert puzzles.holes(big) == 1  # seven bare cells inside are one hole


def test_holes_puzzle_lays_black_tiles_flat_and_counts() -> None:
    s = puzzles.new("holes")
    with pytest.raises(IllegalMove) as e:
        puzzles.place("holes", s, WHITE, Place("I", tuple(ORIGIN + d for d in ORIENTATIONS["I"][0].deltas)))
    assert e.value.rule == "colour"
    s = puzzles.place("holes", s, BLACK, Place("I", tuple(ORIGIN + d for d in ORIENTATIONS["I"][0].deltas)))
    v = puzzles.check("holes", s)
    assert not v.solved and v.facts == {"holes": 0, "tiles": 1}


def test_volcano_island_checker_knows_the_fewest_tiles() -> None:
    volcano = Place("P", tuple(sorted(ORIGIN + d for d in ORIENTATIONS["P"][0].deltas)))
    s = puzzles.place("volcano", puzzles.new("volcano"), BLACK, volcano)
    assert "surround" in puzzles.check("volcano", s).en
    isl = puzzles.island("P")
    assert len(isl) == puzzles.min_island("P") == 3
    for m in isl:
        s = puzzles.place("volcano", s, WHITE, m)
    v = puzzles.check("volcano", s)
    assert not v.solved and v.facts["fewest"] == 3 and v.facts["gaps"] > 0
    ring = {c + d for m in isl for c in m.cells for d in NEIGHBOURS} | {c + d for c in volcano.cells for d in NEIGHBOURS}
    island_cells = {c for m in isl for c in m.cells} | set(volcano.cells)
    assert v.facts["gaps"] == len(ring - island_cells)
    # every shape's island uses each white shape at most once and really closes the ring
    for x in "IOYUPJS":
        tiles = puzzles.island(x)
        assert len({m.shape for m in tiles}) == len(tiles)
        v_cells = {ORIGIN + d for d in ORIENTATIONS[x][0].deltas}
        covered = {c for m in tiles for c in m.cells}
        assert {c + d for c in v_cells for d in NEIGHBOURS} - v_cells <= covered and not covered & v_cells


def test_copycat_wants_black_below_and_white_on_top() -> None:
    s = puzzles.new("copycat")
    bar = Place("I", tuple(ORIGIN + d for d in ORIENTATIONS["I"][0].deltas))
    with pytest.raises(IllegalMove) as e:
        puzzles.place("copycat", s, WHITE, bar)
    assert e.value.rule == "copycat"
    s = puzzles.place("copycat", s, BLACK, bar)
    v = puzzles.check("copycat", s)
    assert not v.solved and v.facts["black"] == 1
