"""SEVEN rules, section by section of seed 001 (ルール, fig3, 終局, 派生ゲーム) and docs/rules/tetrahex.md."""

from __future__ import annotations

import random

import pytest

from sevens.core import IllegalMove, get
from sevens.games.tetrahex import rules
from sevens.games.tetrahex.hexgrid import NEIGHBOURS, axial, cell
from sevens.games.tetrahex.shapes import ALL_ORIENTATIONS, ORIENTATIONS, SHAPES, shape_of
from sevens.games.tetrahex.state import Place, State, Tile

G = get("tetrahex")


def play(*texts: str, variant: str = "top") -> State:
    s = G.new(0, variant=variant)
    for t in texts:
        s = G.apply(s, G.parse_move(s, t))
    return s


def test_seven_shapes_in_44_orientations_as_rules_md_counts() -> None:
    """docs/rules/tetrahex.md table: distinct placements up to translation 3, 3, 2, 6, 12, 12, 6 (44 in all)."""
    assert {x: len(ORIENTATIONS[x]) for x in SHAPES} == {"I": 3, "O": 3, "Y": 2, "U": 6, "P": 12, "J": 12, "S": 6}
    assert len(ALL_ORIENTATIONS) == 44
    for o in ALL_ORIENTATIONS:  # every orientation is one connected tetrahex of its own shape
        assert shape_of(o.cells) == o.shape
        cells = set(o.cells)
        for q, r in cells:
            assert any((q + a, r + b) in cells for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)))


def test_white_first_tile_any_shape_any_orientation_and_black_must_touch_it() -> None:
    """ルール: 白は … テーブルに置きます (44 ways up to where); 黒は … 少なくとも一辺 … 接する."""
    s = G.new(0)
    assert len(G.legal_moves(s)) == 44
    s = play("I(0,0)(1,0)(2,0)(3,0)")
    moves = G.legal_moves(s)
    assert all(rules.level_of(s, m.cells) == 1 for m in moves)
    for m in moves:
        assert any(c + d in s.height for c in m.cells for d in NEIGHBOURS)
    with pytest.raises(IllegalMove) as e:
        G.apply(s, Place("I", tuple(sorted(cell(q, 5) for q in range(4)))))
    assert e.value.rule == "touch"


def test_hand_counted_bar_placements_next_to_a_bar() -> None:
    """Next to White's bar on (0..3, 0), Black's bar fits 18 ways in each of its three directions:
    along the row 2 (ends) + 8 (row above, q from −4 to 3) + 8 (row below); across, 5 above + 5 below +
    4 + 4 standing beside either end — 54 in all."""
    s = play("I(0,0)(1,0)(2,0)(3,0)")
    bars = [m for m in G.legal_moves(s) if m.shape == "I"]
    assert len(bars) == 54
    by_direction: dict[tuple[int, int], int] = {}
    for m in bars:
        (q0, r0), (q1, r1) = axial(m.cells[0]), axial(m.cells[1])
        by_direction[(q1 - q0, r1 - r0)] = by_direction.get((q1 - q0, r1 - r0), 0) + 1
    assert sorted(by_direction.values()) == [18, 18, 18]


def test_hand_counted_bee_on_two_bars_goes_up_five_ways() -> None:
    """Two bars side by side (rows 0 and 1): the bee fits on level 2 as the rhombus (x,0)(x+1,0)(x,1)(x+1,1)
    for x = 0, 1, 2 and as (x,0)(x+1,0)(x−1,1)(x,1) for x = 1, 2: 5 ways, each across both bars (rule b),
    and by rule d it must go there. No bar fits up there (it would lie on one bar only)."""
    s = play("I(0,0)(1,0)(2,0)(3,0)", "I(0,1)(1,1)(2,1)(3,1)")
    bees = [m for m in G.legal_moves(s) if m.shape == "O"]
    assert len(bees) == 5 and all(rules.level_of(s, m.cells) == 2 for m in bees)
    with pytest.raises(IllegalMove) as e:
        G.apply(s, G.parse_move(s, "O(0,2)(1,2)(0,3)(1,3)"))
    assert e.value.rule == "highest" and "level 2" in str(e.value)


FIG3 = ("Y(0,0)(1,-2)(1,-1)(2,-1)", "S(2,-3)(3,-3)(3,-2)(4,-2)", "O(2,0)(3,-1)(3,0)(4,-1)")


def test_seed_figure_3_after_whites_bee_every_black_tile_must_go_to_level_2() -> None:
    """fig3: White lays the 'o' (bee) on level 1 so that whichever tile Black picks, it must go to level 2;
    the 'Y' (propeller) then has exactly 4 places (黒は'Y'を配置する場所が 4 通り)."""
    s = play(*FIG3[:2])
    bee = G.parse_move(s, FIG3[2])
    assert rules.level_of(s, bee.cells) == 1
    s = G.apply(s, bee)
    moves = G.legal_moves(s)
    assert {m.shape for m in moves} == {"I", "O", "Y", "U", "P", "J"}  # Black's wave is placed
    assert all(rules.level_of(s, m.cells) == 2 for m in moves)
    assert len([m for m in moves if m.shape == "Y"]) == 4
    before = play(*FIG3[:2])  # before the bee, Black's tiles had no way up
    assert rules.level_of(before, bee.cells) == 1


def test_upper_tiles_lie_flat_on_two_tiles_or_more() -> None:
    """Rules b and c: a tile on level 2 needs all four cells at height 1 and two tiles under it."""
    s = play("I(0,0)(1,0)(2,0)(3,0)", "I(0,1)(1,1)(2,1)(3,1)")
    half = Place("O", tuple(sorted((cell(3, 0), cell(4, 0), cell(3, 1), cell(4, 1)))))  # overhangs
    with pytest.raises(IllegalMove) as e:
        G.apply(s, half)
    assert e.value.rule == "flat"
    for seed in range(10):  # every upper placement the generator offers lies on two tiles or more
        for st, _ in _random_game(seed):
            for m in G.legal_moves(st):
                if rules.level_of(st, m.cells) >= 2:
                    assert len({st.top[c] for c in m.cells}) >= 2


def test_refusals_name_the_rule() -> None:
    s = play("I(0,0)(1,0)(2,0)(3,0)", "I(0,1)(1,1)(2,1)(3,1)")
    cases = {
        "tile_used": "I(0,-1)(1,-1)(2,-1)(3,-1)",
        "shape": "O(0,-1)(1,-1)(2,-1)(3,-1)",
        "touch": "P(10,10)(11,10)(12,10)(11,11)",
    }
    for rule, text in cases.items():
        with pytest.raises(IllegalMove) as e:
            G.parse_move(s, text)
        assert e.value.rule == rule, text
        assert e.value.ja and e.value.ja != e.value.en
    for bad in ("", "X(0,0)(1,0)(2,0)(3,0)", "I(0,0)(1,0)", "hello", "I(0,0)(1,0)(2,0)(99999,0)"):
        with pytest.raises(IllegalMove):
            G.parse_move(s, bad)
    end = play(*[G.format_move(s, m) for s, m in _random_game(3)])
    with pytest.raises(IllegalMove) as e:
        G.apply(end, Place("I", (cell(0, 9), cell(1, 9), cell(2, 9), cell(3, 9))))
    assert e.value.rule == "game_over"


def test_span_rule_refuses_a_tile_on_one_tile() -> None:
    """Rule b: 2 枚以上の上に「またがる」. White's bee lying exactly on Black's bee is refused by name."""
    s = play("I(0,0)(1,0)(2,0)(3,0)", "O(0,1)(1,1)(0,2)(1,2)")
    with pytest.raises(IllegalMove) as e:
        G.parse_move(s, "O(0,1)(1,1)(0,2)(1,2)")
    assert e.value.rule == "span" and "two tiles" in str(e.value)


def test_first_tile_written_anywhere_is_moved_to_the_origin() -> None:
    """RULES decision: the table has no edges, so White's first tile written at (5,5) is the same move."""
    s = G.new(0)
    m = G.parse_move(s, "I(5,5)(6,5)(7,5)(8,5)")
    assert G.format_move(s, m) == "I(0,0)(1,0)(2,0)(3,0)"
    with pytest.raises(IllegalMove) as e:
        G.apply(s, Place("I", tuple(cell(q, 5) for q in range(5, 9))))
    assert e.value.rule == "first"


def _random_game(seed: int) -> list[tuple[State, Place]]:
    rng = random.Random(seed)
    s = G.new(seed)
    out = []
    while G.to_move(s) is not None:
        m = rng.choice(G.legal_moves(s))
        out.append((s, m))
        s = G.apply(s, m)
    return out


def test_end_counts_the_highest_level_then_down_and_draws() -> None:
    """終局: most tiles on the highest level wins; equal there, the level below decides; equal everywhere: draw."""
    for seed in range(30):
        *_, (last_s, last_m) = _random_game(seed)
        end = G.apply(last_s, last_m)
        out = G.outcome(end)
        assert out is not None
        c = rules.counts(end)
        top_first = [tuple(reversed(c[p])) for p in (0, 1)]
        if top_first[0] == top_first[1]:
            assert out.ranks == (1, 1)
        else:
            w = 0 if top_first[0] > top_first[1] else 1
            assert out.ranks[w] == 1 and out.ranks[1 - w] == 2
            assert out.scores[w] > out.scores[1 - w]
    assert rules.score_key(G.new(0), 0) == ()


def _ended(levels0: list[int], levels1: list[int], variant: str = "top") -> State:
    """A finished game's tiles by level alone (the end counts levels only; the cells are placeholders)."""
    tiles = tuple(Tile(p, "bar", (100 * p + 10 * i,), lv) for p, lvs in enumerate((levels0, levels1))
                  for i, lv in enumerate(lvs))
    return State(0, variant, tiles, {}, {})


def test_the_end_compares_the_top_level_then_each_level_below_by_hand() -> None:
    """終局 「最上階のタイルの数が同じ場合、1 つ下の階…で比較」, on hand-made ends (not the formula again):
    White has more on the top: White wins though Black has more below; equal on top, the level below decides;
    equal there too, the next; equal everywhere: a draw. 派生ゲーム: level 1 first."""
    white_top = _ended([1, 1, 1, 1, 1, 2, 3], [1, 1, 2, 2, 2, 2, 2])
    assert rules.winner(white_top) == 0 and G.outcome(white_top).ranks == (1, 2)
    black_below = _ended([1, 1, 1, 1, 2, 2, 3], [1, 1, 1, 2, 2, 2, 3])
    assert rules.winner(black_below) == 1 and G.outcome(black_below).ranks == (2, 1)
    deeper = _ended([1, 1, 2, 2, 2, 3, 4], [1, 1, 1, 2, 2, 3, 4])  # 4: 1–1, 3: 1–1, 2: 3–2
    assert rules.winner(deeper) == 0 and G.outcome(deeper).ranks == (1, 2)
    same = _ended([1, 1, 1, 2, 2, 3, 4], [1, 1, 1, 2, 2, 3, 4])
    assert rules.winner(same) is None and G.outcome(same).ranks == (1, 1)
    bottom = _ended([1, 1, 1, 1, 2, 2, 3], [1, 1, 1, 2, 2, 2, 3], "bottom")  # level 1 first: 4–3
    assert rules.winner(bottom) == 0 and G.outcome(bottom).ranks == (1, 2)


def test_variant_counts_level_one_first() -> None:
    """派生ゲーム: most tiles on the bottom level wins, the other rules the same."""
    for seed in range(20):
        moves = [m for _, m in _random_game(seed)]
        top = play(*[G.format_move(s, m) for s, m in _random_game(seed)])
        low = G.new(seed, variant="bottom")
        for m in moves:
            low = G.apply(low, m)  # same placements are legal in both (rules a–d do not change)
        c = rules.counts(low)
        assert rules.score_key(low, 0) == tuple(c[0]) and rules.score_key(top, 0) == tuple(reversed(c[0]))
        out = G.outcome(low)
        assert out is not None
        if tuple(c[0]) != tuple(c[1]):
            assert out.ranks[0 if tuple(c[0]) > tuple(c[1]) else 1] == 1
