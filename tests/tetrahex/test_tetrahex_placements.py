"""The fast placement generator against a plain reading of rules a–d, and the position keys."""

from __future__ import annotations

import random

from sevens.core import get
from sevens.games.tetrahex import canon
from sevens.games.tetrahex.hexgrid import NEIGHBOURS, axial, cell, transform, transforms
from sevens.games.tetrahex.placements import Generator, generator
from sevens.games.tetrahex.shapes import ALL_ORIENTATIONS, SHAPES
from sevens.games.tetrahex.state import Place, State

G = get("tetrahex")


def naive_moves(s: State) -> list[Place]:
    """Every orientation at every anchor of a window around the tiles, tested by the words of rules a–d."""
    p = s.mover
    assert p is not None
    if not s.tiles:
        return [Place(x, c) for x in SHAPES
                for c in sorted(tuple(sorted(cell(q, r) for q, r in o.cells)) for o in ALL_ORIENTATIONS if o.shape == x)]
    pts = [axial(c) for c in s.height]
    qs, rs = [q for q, _ in pts], [r for _, r in pts]
    used = s.used(p)
    per_shape: dict[str, dict[int, list[tuple[int, ...]]]] = {}
    for o in ALL_ORIENTATIONS:
        if o.shape in used:
            continue
        for aq in range(min(qs) - 5, max(qs) + 5):
            for ar in range(min(rs) - 5, max(rs) + 5):
                cells = tuple(sorted(cell(aq + q, ar + r) for q, r in o.cells))
                hs = {s.height.get(c, 0) for c in cells}
                if len(hs) != 1:
                    continue  # rule c
                z = hs.pop()
                if z == 0:
                    if not any(c + d in s.height for c in cells for d in NEIGHBOURS):
                        continue  # rule a
                elif len({s.top[c] for c in cells}) < 2:
                    continue  # rule b
                per_shape.setdefault(o.shape, {}).setdefault(z + 1, []).append(cells)
    out = []
    for x in SHAPES:
        if x in per_shape:
            top = max(per_shape[x])  # rule d
            out.extend(Place(x, c) for c in sorted(per_shape[x][top]))
    return out


def positions(seeds: range) -> list[State]:
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        s = G.new(seed)
        while G.to_move(s) is not None:
            out.append(s)
            s = G.apply(s, rng.choice(G.legal_moves(s)))
    return out


def test_fast_generator_equals_the_plain_reading_of_the_rules() -> None:
    checked = 0
    for s in positions(range(12)):
        if len(s.tiles) in (1, 4, 7, 9, 11, 12, 13) or len(s.tiles) % 3 == 0:
            assert Generator(s).moves() == naive_moves(s), [G.format_move(s, m) for m in s.tiles]  # type: ignore[arg-type]
            checked += 1
    assert checked > 80


def test_moves_come_in_canonical_order_without_repeats() -> None:
    for s in positions(range(4)):
        moves = G.legal_moves(s)
        order = {x: i for i, x in enumerate(SHAPES)}
        assert moves == sorted(moves, key=lambda m: (order[m.shape], m.cells))
        assert len(set(moves)) == len(moves)


def _image(s: State, turns: int, mirrored: bool, dq: int, dr: int) -> State:
    """The same position turned, mirrored and moved (built tile by tile)."""
    from sevens.games.tetrahex.state import Tile

    tiles = []
    height: dict[int, int] = {}
    top: dict[int, int] = {}
    for i, t in enumerate(s.tiles):
        cells = []
        for c in t.cells:
            q, r = transform(*axial(c), turns, mirrored)
            cells.append(cell(q + dq, r + dr))
        packed = tuple(sorted(cells))
        tiles.append(Tile(t.player, t.shape, packed, t.level))
        for c in packed:
            height[c] = t.level
            top[c] = i
    return State(s.seed, s.variant, tuple(tiles), height, top)


def test_canonical_key_is_the_same_for_every_image_and_differs_otherwise() -> None:
    states = positions(range(3))[::3]
    keys = {canon.canonical(s) for s in states}
    assert len(keys) == len(states), "different positions of these games share a key"
    for s in states:
        k = canon.canonical(s)
        for turns, mirrored in transforms():
            img = _image(s, turns, mirrored, 3, -2)
            assert canon.canonical(img) == k
            assert len(Generator(img).moves()) == len(Generator(s).moves()), "an image must play the same"


def test_exact_key_ignores_the_order_moves_were_made_in() -> None:
    """Black's two tiles laid in the other order (both legal either way) reach the same position."""
    first = "I(0,0)(1,0)(2,0)(3,0)"
    black_a, white, black_b = "O(3,1)(3,2)(4,1)(4,2)", "U(-2,0)(-2,2)(-1,0)(-1,1)", "Y(4,-1)(5,-3)(5,-2)(6,-2)"

    def line(*texts: str) -> State:
        s = G.new(0)
        for t in texts:
            s = G.apply(s, G.parse_move(s, t))
        return s

    one, two = line(first, black_a, white, black_b), line(first, black_b, white, black_a)
    assert one != two and G.key(one) == G.key(two) and G.canonical_key(one) == G.canonical_key(two)
    assert G.legal_moves(one) == G.legal_moves(two)
    assert G.key(one) != G.key(line(first, black_a, white))


def test_a_child_generator_built_from_its_parent_lists_what_a_fresh_one_lists() -> None:
    """The search's children share their parent's unchanged layers and derive each changed layer's spots
    from the parent's (a tile's cells taken away or added): every shape's highest spots, and the spots on
    each level, equal those of a generator made from scratch, down lines of play with upper tiles."""
    checked = upper = 0
    for seed in range(30):
        rng = random.Random(seed)
        s = G.new(seed)
        generator(s)
        while G.to_move(s) is not None:
            moves = G.legal_moves(s)
            if seed % 2:  # the parent's caches filled first, or (even seeds) made on demand down the line
                for x in SHAPES:
                    generator(s).highest(x)
            m = rng.choice(moves)
            child = G.play(s, m)
            level = G.level_of(s, m)
            fresh = Generator(child)
            derived = generator(child)
            for x in SHAPES:
                assert derived.highest(x) == fresh.highest(x), (seed, len(s.tiles), x)
                for z in range(2, 6):
                    assert sorted(derived.upper(x, z)) == sorted(fresh.upper(x, z)), (seed, x, z)
                checked += 1
            upper += level >= 2
            s = child
    assert checked > 1000 and upper > 20
