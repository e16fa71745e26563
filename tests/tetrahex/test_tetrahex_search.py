"""What the SEVEN bot relies on: the exact two-placement ending, incremental reaches, the exact endgame."""

from __future__ import annotations

import random

import pytest

from sevens.games.tetrahex.proof import WIN, search_move
from sevens.core import get
from sevens.games.tetrahex import rules
from sevens.games.tetrahex.endgame import _after_lift, after_reply, exact_two, last_three
from sevens.games.tetrahex.evaluate import (_fits_with, _ones_beside, _reach_over, _reaches, evaluate_all, highest_reach,
                                            lifts, reaches)
from sevens.games.tetrahex.hexgrid import NEIGHBOURS, axial, distance
from sevens.games.tetrahex.placements import generator
from sevens.games.tetrahex.state import Place, State

G = get("tetrahex")


def _position(seed: int, placed: int, variant: str = "top") -> State:
    rng = random.Random(seed)
    s = G.new(seed, variant=variant)
    while len(s.tiles) < placed:
        s = G.apply(s, rng.choice(G.legal_moves(s)))
    return s


def _line(seed: int, start: int, stop: int, variant: str = "top") -> list[State]:
    """The positions after ``start`` + 1 … ``stop`` placements of a random game, the later ones reached by
    ``play`` (so each knows its parent, as in the search)."""
    rng = random.Random(seed)
    s = _position(seed, start, variant)
    out = []
    while len(s.tiles) < stop:
        s = G.play(s, rng.choice(G.legal_moves(s)))
        out.append(s)
    return out


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
    """The search's children start from their parent's reaches (and the horizon's highest reach from the
    parent's answer); the answers are the same as a full look."""
    checked = 0
    for seed in range(12):
        s = _position(seed, 2 + seed % 9)
        for m in G.legal_moves(s)[:: max(1, len(G.legal_moves(s)) // 25)]:
            child = G.play(s, m)
            for p in (0, 1):
                truth = _reaches(child, p)
                # the shortcut first, while nothing of the child is cached yet
                assert highest_reach(child, p) == max(truth.values())
                assert reaches(child, p) == truth
                checked += 1
    assert checked > 300


def test_reaches_after_an_upper_placement_equal_reaches_from_scratch() -> None:
    """After a tile laid on level 2 or higher the children's reaches also start from the parent's (only a
    tile whose level was the new tile's can lose it, and then it is looked at afresh)."""
    checked = 0
    for seed in range(40):
        s = _position(seed, 6 + seed % 7)
        upper = [m for m in G.legal_moves(s) if G.level_of(s, m) >= 2]
        for m in upper[:: max(1, len(upper) // 10)]:
            child = G.play(s, m)
            grand = [G.play(child, m2) for m2 in G.legal_moves(child)[:3]]
            for p in (0, 1):
                assert reaches(child, p) == _reaches(child, p), (seed, m)
                for g in grand:
                    assert reaches(g, p) == _reaches(g, p), (seed, m)
                checked += 1
    assert checked > 100


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


def _compact_position(seed: int, placed: int, variant: str = "top") -> State:
    """A random game that keeps to the spots nearest the origin: tall, crowded stacks, where the last
    placements often lift one another."""
    rng = random.Random(seed)
    s = G.new(seed, variant=variant)
    while len(s.tiles) < placed:
        near = sorted(G.legal_moves(s), key=lambda m: sum(distance(axial(c), (0, 0)) for c in m.cells))
        s = G.apply(s, rng.choice(near[: 8 + seed % 3 * 10]))
    return s


def _lift_class(s: State, m: Place) -> tuple[str, bool, bool]:
    """(tile, does the other's last tile fit on level 2 across m, does the mover's other tile)."""
    p = s.mover
    assert p is not None
    (x,) = G.remaining(s, 1 - p)
    (y,) = [t for t in G.remaining(s, p) if t != m.shape]
    ones = _ones_beside(s, m.cells)
    return m.shape, bool(ones) and _fits_with(ones, x, m.cells), bool(ones) and _fits_with(ones, y, m.cells)


@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_last_three_leaves_out_only_spots_that_end_as_one_it_keeps(variant: str) -> None:
    """With three placements left, every move's exact result is the result of a move ``last_three`` keeps
    from the same tile's group with the same level-2 answer for the two tiles to come; it keeps every upper
    placement, and in these positions it leaves out more than half of all moves."""
    kept_total = all_total = 0
    for seed in range(48):
        s = _position(seed, 11, variant) if seed < 24 else _compact_position(seed, 11, variant)
        p = s.mover
        assert p is not None
        kept = [m for group in last_three(s) for m in group]
        every = G.legal_moves(s)
        assert set(kept) <= set(every)
        assert {m for m in every if G.level_of(s, m) > 1} <= set(kept)
        value = {m: exact_two(G.apply(s, m))[p] for m in every}
        stands_for: dict[tuple[tuple[str, bool, bool], float], int] = {}
        for m in kept:
            if G.level_of(s, m) == 1:
                stands_for[(_lift_class(s, m), value[m])] = 1
        for m in every:
            if m not in kept:
                assert (_lift_class(s, m), value[m]) in stands_for, (seed, m)
        kept_total += len(kept)
        all_total += len(every)
    assert kept_total < 0.5 * all_total  # measured: 1531 (top) and 1745 (bottom) of 3804


def test_after_lift_is_the_level_the_last_tile_gets_after_the_lift() -> None:
    """``_after_lift`` (three placements left, both last tiles without upper spots, the other's lifted
    across the mover's new tile) equals trying each placement of the other's tile and reading the level rule
    d gives the mover's last tile, the other choosing the lowest (the game) or highest (the variant)."""
    checked = {1: 0, 2: 0, 3: 0}
    for seed in range(120):
        s = _compact_position(seed, 11)
        p = s.mover
        assert p is not None
        (x,) = G.remaining(s, 1 - p)
        if reaches(s, 1 - p)[x] != 1:
            continue
        gen = generator(s)
        ones = gen.layers[1].cells_set
        twos = gen.layers[2].cells_set if 2 in gen.layers else set()
        for m in G.legal_moves(s):
            (y,) = [t for t in G.remaining(s, p) if t != m.shape]
            if G.level_of(s, m) != 1 or reaches(s, p)[y] != 1 or not _fits_with(ones, x, m.cells):
                continue
            after = G.apply(s, m)
            levels = [reaches(G.apply(after, k), p)[y] for k in G.legal_moves(after)]
            for want_low in (True, False):
                got = _after_lift(ones, twos, x, y, m.cells, want_low)
                assert got == (min(levels) if want_low else max(levels)), (seed, m)
                checked[got] += 1
    assert all(checked.values()), checked  # measured: {1: 1189, 2: 22, 3: 123}


@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_after_reply_gives_the_exact_result_of_a_spot_then_the_reply(variant: str) -> None:
    """With four placements left, whenever ``after_reply(s, k)`` values a spot m (by its class, or
    ``exact`` one by one), ``k`` is legal after m (at the level rule d gives it there) and the value is the
    exact result of m then ``k``; by class it values
    many level-1 spots (all it can: the rest overlap the reply, lift its tile or would need a search)."""
    valued = level1 = 0
    for seed in range(16):
        s = _position(seed, 10, variant)
        p = s.mover
        assert p is not None
        every = G.legal_moves(s)
        replies = [k for m0 in every[:: max(1, len(every) // 3)] for k in G.legal_moves(G.apply(s, m0))[::7]]
        tables = [t for t in (after_reply(s, k) for k in replies) if t is not None]
        for table in tables[::3]:
            for m in every[:: max(1, len(every) // 40)]:
                v = table(m)
                legal = table.legal
                exact = table.exact(m)
                assert legal == (exact is not None)
                if G.level_of(s, m) == 1:
                    level1 += 1
                if exact is None:
                    assert v is None
                    continue
                valued += v is not None
                after = G.apply(s, m)  # raises if the reply were not legal after m
                assert G.level_of(after, table.k) == table.level
                truth = exact_two(G.apply(after, table.k))[p]
                assert exact == truth, (seed, m, table.k)
                assert v is None or v == truth, (seed, m, table.k)
    assert valued > 0.2 * level1  # measured: 1651 of 6283 in both variants


def test_the_proof_with_after_reply_finds_what_a_proof_without_it_finds() -> None:
    """Dropping the spots a known reply refutes changes no proven result, and the search visits fewer
    nodes for it."""

    from sevens.ai.search import Budget
    from sevens.games.tetrahex.proof import Proof

    total = total_plain = 0
    for seed in range(10):
        s = _position(seed, 9)
        _, got, _, nodes, exact = search_move(G, s, 14, 10**9, None, exact=5)
        budget = Budget(10**9, None)
        plain = Proof(G, budget)
        plain.after_reply = plain.reply_tables = None
        _, want, _, exact_plain = plain.root(s, G.legal_moves(s), 14, exact=5)
        nodes_plain = budget.nodes
        assert exact and exact_plain
        assert max(got.values()) == max(want.values()), seed
        total += nodes
        total_plain += nodes_plain
    assert total < total_plain  # measured: 17,435 against 20,431


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


def test_lifts_names_the_tiles_a_level_1_spot_sends_to_level_2() -> None:
    """``lifts`` against a full look at the child: the tiles whose reach goes from 1 to 2."""
    checked = 0
    for seed in range(12):
        s = _position(seed, 3 + seed % 8)
        for m in G.legal_moves(s)[:: max(1, len(G.legal_moves(s)) // 30)]:
            if G.level_of(s, m) != 1:
                continue
            child = G.apply(s, m)
            truth = {(q, x) for q in (0, 1) for x, z in _reaches(child, q).items()
                     if z == 2 and _reaches(s, q)[x] == 1}
            assert lifts(s, m) == truth, (seed, m)
            checked += 1 if truth else 0
    assert checked > 20  # spots that do lift something were among those checked


def test_a_narrowed_stream_keeps_every_kind_of_spot_and_every_upper_placement() -> None:
    shrunk = False
    for seed in range(10):
        s = _position(seed, 4 + seed % 6)
        full = [m for g in G.stream(s) for m in g]
        for keep in (1, 2):
            narrow = [m for g in G.stream(s, keep) for m in g]
            assert set(narrow) <= set(full)
            upper = {m for m in full if G.level_of(s, m) > 1}
            assert upper <= set(narrow)
            def count(moves: list[Place]) -> dict[tuple[str, frozenset[tuple[int, str]]], int]:
                out: dict[tuple[str, frozenset[tuple[int, str]]], int] = {}
                for m in moves:
                    if m not in upper:
                        k = (m.shape, lifts(s, m))
                        out[k] = out.get(k, 0) + 1
                return out

            kinds_full, kinds = count(full), count(narrow)
            assert {k: min(n, keep) for k, n in kinds_full.items()} == kinds
            shrunk = shrunk or len(narrow) < len(full)
    assert shrunk


def test_a_narrowed_search_claims_no_proof_and_the_exact_endgame_ignores_narrowing() -> None:
    s = _position(5, 6)
    *_, exact = search_move(G, s, 14, 20_000, None, exact=0, narrow=1)
    assert not exact
    late = _position(5, 11)
    wide = search_move(G, late, 14, 10**7, None, exact=3)
    narrowed = search_move(G, late, 14, 10**7, None, exact=3, narrow=1)
    assert narrowed[4] and wide[4]
    assert narrowed[1] == wide[1]  # the same proven value for every move: nothing was left out


def test_the_reach_after_an_upper_placement_equals_a_fresh_look() -> None:
    """The shortcut for a tile's level after an upper placement (0: look afresh), against ``_reaches``."""
    checked = fresh = 0
    for seed in range(60):
        s = _position(seed, 5 + seed % 8)
        a = s.mover
        assert a is not None
        for m in G.legal_moves(s):
            za = G.level_of(s, m)
            if za < 2:
                continue
            child = rules.put(s, a, m, za)
            for q in (0, 1):
                before = reaches(s, q)
                for y, zb in _reaches(child, q).items():
                    got = _reach_over(s, m.cells, za, y, before[y])
                    assert got in (0, zb), (seed, m, y)
                    checked += 1
                    fresh += got == 0
    assert checked > 100 and fresh < checked // 2  # measured: 813 of 2904 need the fresh look


def test_when_the_proof_runs_out_a_narrowing_level_plays_its_selective_search(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from sevens.ai.bot import make_bot
    from sevens.games.tetrahex import levels

    lv = dataclasses.replace(levels.LEVELS["hard"], exact=6, exact_nodes=50, node_budget=3_000, narrow=1)
    monkeypatch.setitem(levels.LEVELS, "hard", lv)
    s = _position(4, 8)
    bot = make_bot("hard", 1, None)
    m = bot.choose(G, G.view(s, s.mover))
    selective = search_move(G, s, lv.max_depth, lv.node_budget, None, 0, lv.narrow)
    assert not bot.last.exact
    assert bot.last.nodes == 50 + selective[3]  # the proof's nodes, then the selective search's
    assert m == selective[0]


def test_the_proofs_probes_change_no_proven_result(monkeypatch: pytest.MonkeyPatch) -> None:
    """Six placements from the end the proof probes for cheap refutations (``sevens.games.tetrahex.probe``): the
    values it proves are those of a proof without probes, and the probes did find refutations."""
    from sevens.games.tetrahex import probe
    from sevens.games.tetrahex.proof import Proof
    from sevens.ai.search import Budget

    found = 0
    real = probe.Prober.refute

    def refute(self: probe.Prober, *args: object) -> float | None:
        nonlocal found
        got = real(self, *args)  # type: ignore[arg-type]
        found += got is not None
        return got

    monkeypatch.setattr(probe.Prober, "refute", refute)
    for seed in (2, 3, 10, 19, 20, 22, 23):
        s = _position(seed, 8)
        _, got, _, _, exact = search_move(G, s, 14, 10**9, None, exact=6)
        plain = Proof(G, Budget(10**9, None))
        plain.prober = None
        _, want, _, exact_plain = plain.root(s, G.legal_moves(s), 14, exact=6)
        assert exact and exact_plain
        assert max(got.values()) == max(want.values()), seed
    assert found > 50  # measured: 162


def test_a_spot_taken_from_an_ancestors_keepers_is_legal_and_lifts_as_claimed() -> None:
    """``endgame._inherited``: positions the search reaches by ``play`` know their parents; a keeper spot
    of an ancestor that no tile laid since touches is, in the position itself, a legal spot on the table
    that lifts the other tile (or not) as claimed. ``exact_two`` relies on it with two placements left."""
    from sevens.games.tetrahex.endgame import _inherited

    witnessed = 0
    for variant in ("top", "bottom"):
        for seed in range(30):
            for s in _line(seed, 6, 12, variant):
                a = s.mover
                assert a is not None
                for x in G.remaining(s, a):
                    for y in G.remaining(s, 1 - a):
                        for lift in (False, True):
                            spot = _inherited(s, x, y, lift)
                            if spot is None:
                                continue
                            witnessed += 1
                            assert all(c not in s.height for c in spot)
                            assert any(c + d in s.height for c in spot for d in NEIGHBOURS)
                            ones = _ones_beside(s, spot)
                            assert (bool(ones) and _fits_with(ones, y, spot)) == lift, (variant, seed, x, y)
    assert witnessed > 500


def test_exact_two_down_a_line_of_play_equals_trying_every_pair_of_placements() -> None:
    """The same ending as ``test_exact_two_equals_trying_every_pair_of_placements``, in positions reached
    by ``play`` (so that the mover's answer on the table can come from an ancestor), both tiles on level 1."""
    checked = 0
    for variant in ("top", "bottom"):
        for seed in range(400):
            s = _line(seed, 8, 12, variant)[-1]
            a = s.mover
            assert a is not None
            if max(reaches(s, a).values()) > 1 or max(reaches(s, 1 - a).values()) > 1:
                continue  # only the case where the mover's tile on the table decides the other's level
            best = max(min(evaluate_all(G.apply(c, m2))[a] for m2 in G.legal_moves(c))
                       for c in (G.apply(s, m) for m in G.legal_moves(s)))
            assert exact_two(s)[a] == best, (variant, seed)
            checked += 1
            if checked % 6 == 0:
                break
    assert checked == 12


@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_the_bounds_from_the_levels_hold_the_exact_result(variant: str) -> None:
    """``bounds.bounds``: the lowest and highest result the mover can end with, from the levels alone,
    contain the proven result; and they settle some positions outright."""
    from sevens.games.tetrahex.bounds import bounds, caps

    settled = 0
    for seed in range(120):
        s = _position(seed, 14 - (2 + seed % 3), variant)
        lo, hi = bounds(s)
        _, values, _, _, exact = search_move(G, s, 14, 10**9, None, exact=5)
        v = max(values.values())
        result = 1.0 if v > 0 else (0.0 if v < 0 else 0.5)
        assert exact and lo <= result <= hi, (seed, lo, result, hi)
        assert caps(s)[0] == max(reaches(s, s.mover).values())
        settled += lo == hi
    assert settled >= 12  # measured: 16 (top), 34 (bottom)


def test_the_proof_with_bounds_finds_what_a_proof_without_them_finds() -> None:
    from sevens.games.tetrahex.proof import Proof
    from sevens.ai.search import Budget

    for seed in (2, 3, 10, 19, 20, 22):
        s = _position(seed, 8)
        _, got, _, _, exact = search_move(G, s, 14, 10**9, None, exact=6)
        plain = Proof(G, Budget(10**9, None))
        plain.bounds = plain.bounds_after = None
        _, want, _, exact_plain = plain.root(s, G.legal_moves(s), 14, exact=6)
        assert exact and exact_plain and max(got.values()) == max(want.values()), seed


@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_bounds_after_a_spot_on_the_table_are_the_bounds_of_the_position_it_makes(variant: str) -> None:
    """``bounds.bounds_after`` works the child's bounds out without making it; they are the same."""
    from sevens.games.tetrahex.bounds import bounds, bounds_after

    checked = 0
    for seed in range(40):
        s = _position(seed, 6 + seed % 6, variant)
        for m in G.legal_moves(s)[::7]:
            got = bounds_after(s, m)
            if G.level_of(s, m) > 1:
                assert got is None
                continue
            assert got == bounds(G.apply(s, m)), (seed, m)
            checked += 1
    assert checked > 300


def test_with_seconds_the_clock_alone_stops_each_search_and_by_nodes_the_level_budgets(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Anytime (issue 14): given seconds, neither the ordinary search, the proof nor the selective search
    after it has a node budget that could stop it before the clock; with no seconds every one has the
    level's own budget (reproducible moves)."""
    import time
    from typing import Any

    from sevens.games.tetrahex import levels, proof
    from sevens.games.tetrahex.game import Tetrahex

    asked: list[tuple[int, float | None]] = []
    real = proof.search_move

    def spy(game: Any, s: State, max_depth: int, node_budget: int, deadline: float | None, exact: int = 0,
            narrow: int = 0) -> tuple[Any, dict[Any, float], int, int, bool]:
        asked.append((node_budget, deadline))
        return real(game, s, max_depth, min(node_budget, 300), None, exact, narrow)

    monkeypatch.setattr(proof, "search_move", spy)
    hard = levels.LEVELS["hard"]
    game = Tetrahex()
    middle, late = _position(4, 5), _position(4, 8)
    for s in (middle, late):
        asked.clear()
        start = time.perf_counter()
        game.search(s, hard, start, 0.5, 2.0)
        assert asked and all(n == 10**9 and d is not None and d <= start + 2.0 for n, d in asked), asked
        asked.clear()
        game.search(s, hard, start, None, None)
        budgets = [hard.exact_nodes, hard.node_budget] if s is late else [hard.node_budget]
        assert [n for n, _ in asked] == budgets[:len(asked)] and all(d is None for _, d in asked)
    assert len(asked) == 2  # the late position's proof ran out at 300 nodes: the selective search followed


def test_a_bot_by_nodes_plays_the_same_move_twice_within_the_level_budget() -> None:
    from sevens.ai.bot import make_bot
    from sevens.games.tetrahex import levels

    s = _position(7, 3)
    assert s.mover is not None
    view = G.view(s, s.mover)
    a, b = make_bot("normal", 5, None), make_bot("normal", 5, None)
    assert a.choose(G, view) == b.choose(G, view)
    assert a.last.nodes == b.last.nodes <= levels.LEVELS["normal"].node_budget
