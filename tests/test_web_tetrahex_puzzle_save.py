"""A SEVEN puzzle's build saved and restored (``PuzzleSession.dump`` / ``load``): round trips for every
puzzle, take-back and reset before saving, Level 5's shown solution left out, and every kind of bad save
refused with the field (and, for an illegal tile, the broken rule) named."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sevens.core import BadRecord, IllegalMove
from sevens.games.tetrahex import notation, puzzles
from sevens.games.tetrahex.hexgrid import axial, cell
from sevens.games.tetrahex.shapes import ORIENTATIONS, SHAPES
from sevens.games.tetrahex.state import BLACK, WHITE, Place, State
from web.tetrahex.aim import Pick, try_spot
from web.tetrahex.puzzle_session import PuzzleSession, save_key, solution_texts

ANCHORS = [cell(q, r) for q in range(-4, 5) for r in range(-4, 5)]


def _legal(pid: str, s: State, player: int) -> Place:
    """The first tile of ``player`` (shapes, orientations, anchors in a fixed order) the puzzle accepts."""
    for shape in SHAPES:
        if shape in s.used(player):
            continue
        for o in ORIENTATIONS[shape]:
            for a in ANCHORS:
                m = Place(shape, tuple(sorted(a + d for d in o.deltas)))
                try:
                    puzzles.place(pid, s, player, m)
                except IllegalMove:
                    continue
                return m
    raise AssertionError(f"no legal tile for player {player} in {pid}")


def _lay(ps: PuzzleSession, players: list[int]) -> None:
    """Lay one legal tile of each of ``players`` in order through the session (as the page does)."""
    for p in players:
        m = _legal(ps.pid, ps.state, p)
        ps.place(p, m.shape, m.cells)


BUILDS: dict[str, list[int]] = {
    "level5": [WHITE, BLACK, WHITE, BLACK],
    "volcano": [BLACK, WHITE, WHITE],
    "holes": [BLACK, BLACK, BLACK],
    "copycat": [BLACK, BLACK, BLACK, WHITE],
}


def _save(pid: str, moves: list[Any], **extra: Any) -> str:
    return json.dumps({"version": 1, "puzzle": pid, "moves": moves, **extra})


def _refused(text: Any, pid: str) -> BadRecord:
    with pytest.raises(BadRecord) as err:
        PuzzleSession.load(text, pid)
    return err.value


# --- round trips -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("pid", puzzles.PUZZLES)
def test_a_build_round_trips_for_every_puzzle(pid: str) -> None:
    ps = PuzzleSession(pid)
    _lay(ps, BUILDS[pid])
    text = ps.dump()
    d = json.loads(text)
    assert d["version"] == 1 and d["puzzle"] == pid and len(d["moves"]) == len(BUILDS[pid])
    assert [p for p, _ in d["moves"]] == BUILDS[pid]
    assert all(isinstance(m, str) and notation.parse(m) for _, m in d["moves"])
    back = PuzzleSession.load(text, pid)
    assert back.pid == pid and back.state == ps.state
    assert [len(s.tiles) for s in back.steps] == list(range(len(BUILDS[pid]) + 1))
    assert back.dump() == text
    assert back.take_back() and back.state == ps.steps[-2]  # the restored build takes tiles back as before
    if pid == "copycat":
        assert back.steps[-1].tiles[-1].level == 1 and ps.state.tiles[-1].level == 2


def test_an_empty_build_round_trips() -> None:
    ps = PuzzleSession("holes")
    assert json.loads(ps.dump()) == {"version": 1, "puzzle": "holes", "moves": []}
    back = PuzzleSession.load(ps.dump(), "holes")
    assert back.state.tiles == () and not back.take_back()


def test_take_back_and_reset_are_what_is_saved() -> None:
    ps = PuzzleSession("volcano")
    _lay(ps, [BLACK, WHITE, WHITE])
    assert ps.take_back()
    d = json.loads(ps.dump())
    assert [p for p, _ in d["moves"]] == [BLACK, WHITE]
    assert PuzzleSession.load(ps.dump(), "volcano").state == ps.state
    ps.reset()
    assert json.loads(ps.dump())["moves"] == []


def test_level5_saves_the_own_build_not_the_shown_solution() -> None:
    ps = PuzzleSession("level5")
    _lay(ps, [WHITE, BLACK])
    own = ps.dump()
    ps.load_solution([notation.text(m) for m in puzzles.solve_level5()])
    ps.show(9)
    assert len(ps.state.tiles) == 9
    assert ps.dump() == own
    assert len(PuzzleSession.load(ps.dump(), "level5").state.tiles) == 2


def test_save_keys_are_per_puzzle() -> None:
    assert save_key("holes") == "sevens.tetrahex.puzzle.holes"
    assert len({save_key(p) for p in puzzles.PUZZLES}) == len(puzzles.PUZZLES)


# --- refusals ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["", "{", "not json", '{"version": 1, "puzzle": "holes", "moves": [', "[]", "null",
                                  '"holes"', None, 42])
def test_corrupt_text_is_refused(text: Any) -> None:
    err = _refused(text, "holes")
    assert err.field in ("record", "save")
    assert err.text("ja") != err.text("en")


@pytest.mark.parametrize("version", [2, 0, "1", 1.0, True, None])
def test_a_wrong_version_is_refused(version: Any) -> None:
    err = _refused(json.dumps({"version": version, "puzzle": "holes", "moves": []}), "holes")
    assert err.field == "version"


def test_a_missing_version_and_unknown_fields_are_refused() -> None:
    assert _refused(json.dumps({"puzzle": "holes", "moves": []}), "holes").field == "version"
    assert _refused(_save("holes", [], seats=["human"]), "holes").field == "seats"


@pytest.mark.parametrize("puzzle", ["sudoku", "", "HOLES", 3, None, ["holes"]])
def test_an_unknown_puzzle_is_refused(puzzle: Any) -> None:
    err = _refused(_save(puzzle, []), "holes")  # type: ignore[arg-type]
    assert err.field == "puzzle" and "holes" in str(err)


def test_a_save_of_one_puzzle_is_not_applied_to_another() -> None:
    ps = PuzzleSession("volcano")
    _lay(ps, [BLACK])
    for other in ("holes", "copycat", "level5"):
        err = _refused(ps.dump(), other)
        assert err.field == "puzzle" and "'volcano'" in str(err) and f"'{other}'" in str(err)
    assert PuzzleSession.load(ps.dump(), "volcano").state == ps.state


@pytest.mark.parametrize("moves", ["I(0,0)(1,0)(2,0)(3,0)", {"0": "I"}, [["I(0,0)(1,0)(2,0)(3,0)"]],
                                   [[1]], [["1", "I(0,0)(1,0)(2,0)(3,0)"]], [[True, "I(0,0)(1,0)(2,0)(3,0)"]],
                                   [[1, 5]], [[1, ""]], [[1, "I" * 100]], [[1, "I(0,0)(1,0)(2,0)(3,0)", 0]]])
def test_malformed_moves_are_refused(moves: Any) -> None:
    err = _refused(_save("holes", moves), "holes")
    assert err.field in ("moves", "moves[0]")


def test_too_many_tiles_are_refused_before_any_is_replayed() -> None:
    err = _refused(_save("copycat", [[1, "I(0,0)(1,0)(2,0)(3,0)"]] * 15), "copycat")
    assert err.field == "moves"


def _illegal(pid: str, good: list[int], player: int, m: Place) -> tuple[BadRecord, IllegalMove]:
    """A save of ``good`` legal tiles, then ``m`` by ``player``: the refusal, and the engine's own reason."""
    ps = PuzzleSession(pid)
    _lay(ps, good)
    moves = json.loads(ps.dump())["moves"] + [[player, notation.text(m)]]
    with pytest.raises(IllegalMove) as why:
        puzzles.place(pid, ps.state, player, m)
    err = _refused(_save(pid, moves), pid)
    return err, why.value


FAR_I = Place("I", tuple(cell(q, 0) for q in range(20, 24)))
FAR_S = Place("S", tuple(sorted(cell(20, 0) + d for d in ORIENTATIONS["S"][0].deltas)))
"""Far from anything laid near the origin (the first legal tile ``_legal`` finds is an I)."""


@pytest.mark.parametrize("pid,good,player,move,rule", [
    ("holes", [BLACK], BLACK, FAR_S, "touch"),
    ("holes", [], WHITE, Place("I", tuple(cell(q, 0) for q in range(4))), "colour"),
    ("level5", [], BLACK, Place("I", tuple(cell(q, 0) for q in range(4))), "turn"),
    ("level5", [], WHITE, FAR_I, "first"),
    ("copycat", [], WHITE, Place("I", tuple(cell(q, 0) for q in range(4))), "copycat"),
    ("volcano", [BLACK, WHITE], BLACK, None, "tile_used"),
    ("holes", [BLACK], BLACK, Place("S", tuple(cell(q, 0) for q in range(4))), "shape"),
])
def test_an_illegal_tile_in_a_save_is_refused_with_its_rule(pid: str, good: list[int], player: int,
                                                           move: Place | None, rule: str) -> None:
    if move is None:  # the same tile again
        ps = PuzzleSession(pid)
        _lay(ps, good[:1])
        first = ps.state.tiles[0]
        move = Place(first.shape, tuple(c + cell(0, 3) - cell(0, 0) for c in first.cells))
    err, why = _illegal(pid, good, player, move)
    assert why.rule == rule
    assert err.field == f"moves[{len(good)}]"
    assert isinstance(err.__cause__, IllegalMove) and err.__cause__.rule == rule
    assert f"({rule})" in err.text("en") and why.en in err.text("en")
    assert f"（{rule}）" in err.text("ja") and why.ja in err.text("ja")


def test_an_unreadable_tile_text_is_refused() -> None:
    err = _refused(_save("holes", [[1, "Q(0,0)(1,0)(2,0)(3,0)"]]), "holes")
    assert err.field == "moves[0]" and isinstance(err.__cause__, IllegalMove) and err.__cause__.rule == "tile"
    err = _refused(_save("holes", [[1, "hello"]]), "holes")
    assert err.field == "moves[0]" and err.__cause__.rule == "text"  # type: ignore[union-attr]


# --- issue 13 item 8: the ghost stays where a saved move can be read back ----------------------------------
def _reads_back(shape: str, cells: tuple[tuple[int, int], ...]) -> bool:
    """Whether the tile's move text, written by ``notation.text``, reads back to the same cells (what a save
    needs); a cell outside the engine's window does not even pack to itself."""
    m = Place(shape, tuple(sorted(cell(q, r) for q, r in cells)))
    if sorted(axial(c) for c in m.cells) != sorted(cells):
        return False
    try:
        return notation.parse(notation.text(m)) == m
    except IllegalMove:
        return False


@pytest.mark.parametrize("dq,dr", [(1, 0), (-1, 0), (0, 1), (0, -1)])
@pytest.mark.parametrize("shape", ["I", "Y"])
def test_the_arrow_keys_never_take_the_ghost_past_what_a_save_reads_back(dq: int, dr: int, shape: str) -> None:
    """The free puzzles' arrows (``Pick.nudge``) on an empty build, 1,200 steps one way: every ghost can be
    saved and read back, the last one lies at the edge (one more step does not move it), and turning or
    flipping it there keeps it inside too."""
    ps = PuzzleSession("holes")
    probe = ps.probe(BLACK)
    pick = Pick(BLACK, shape)
    aims = [pick.aim(probe, (0, 0))] + [pick.nudge(probe, dq, dr) for _ in range(1_200)]
    assert all(_reads_back(shape, a.cells) for a in aims)
    assert all(a.ok for a in aims)  # an empty build: every readable spot is legal
    far = aims[-1]
    assert far.cells == aims[-2].cells  # stopped at the edge
    assert max(abs(q) + abs(r) for q, r in far.cells) >= 500  # and went all the way there
    for _ in range(6):
        pick.turn()
        assert _reads_back(shape, pick.again(probe).cells)  # type: ignore[union-attr]
        pick.flip()
        assert _reads_back(shape, pick.again(probe).cells)  # type: ignore[union-attr]


def test_the_pointer_far_out_aims_inside_what_a_save_reads_back() -> None:
    ps = PuzzleSession("holes")
    pick = Pick(BLACK, "I")
    for at in [(600, 0), (0, 600), (-600, -600), (510, 510), (-511, 0), (5_000, -5_000)]:
        aim = pick.aim(ps.probe(BLACK), at)
        assert _reads_back("I", aim.cells), at


def test_a_spot_that_would_not_read_back_is_refused_not_probed() -> None:
    """The aim refuses a tile whose text would not read back (a cell at q = 511, which packs but ``parse``
    refuses, or beyond the packable window) without asking the rules, and names why."""
    asked: list[tuple[int, ...]] = []

    def probe(shape: str, cells: tuple[int, ...]) -> int:
        asked.append(cells)
        return 1

    for cells in [((508, 0), (509, 0), (510, 0), (511, 0)), ((0, 509), (0, 510), (0, 511), (0, 512))]:
        aim = try_spot(probe, "I", cells)
        assert not aim.ok and aim.error is not None and aim.error.rule == "edge"
        assert aim.error.en != aim.error.ja
    assert asked == []
    assert try_spot(probe, "I", ((507, 0), (508, 0), (509, 0), (510, 0))).ok


def test_a_tile_that_would_not_read_back_is_never_laid_nor_saved() -> None:
    """``PuzzleSession.place`` refuses a tile whose text would not read back (before: laid, saved, refused on
    reload, then overwritten); a tile right at the edge is laid and its build round-trips."""
    ps = PuzzleSession("holes")
    edge = tuple(cell(q, 0) for q in range(507, 511))
    ps.place(BLACK, "I", edge)
    assert PuzzleSession.load(ps.dump(), "holes").state == ps.state
    ps2 = PuzzleSession("holes")
    with pytest.raises(IllegalMove) as err:
        ps2.place(BLACK, "I", tuple(cell(q, 0) for q in range(508, 512)))
    assert err.value.rule == "edge"
    assert len(ps2.steps) == 1 and json.loads(ps2.dump())["moves"] == []


def test_save_text_reads_back_or_raises() -> None:
    """``save_text`` is the dump checked by loading it back: a build forced past the edge (as the old page
    could) is refused with the field named instead of being written."""
    ps = PuzzleSession("holes")
    _lay(ps, [BLACK])
    assert PuzzleSession.load(ps.save_text(), "holes").state == ps.state
    bad = Place("I", tuple(cell(q, 0) for q in range(508, 512)))
    ps.steps.append(puzzles.place("holes", ps.steps[0], BLACK, bad))  # what the old arrows could lay
    with pytest.raises(BadRecord) as err:
        ps.save_text()
    assert err.value.field == "moves[0]"


# --- issue 13 item 1 (the puzzle half): outside text is measured before it is parsed ----------------------
@pytest.mark.parametrize("text", ["[" * 6000 + "]" * 6000, '{"version": 1, "puzzle": "holes", "moves": '
                                  + "[" * 100_000 + "]" * 100_000 + "}", " " * 2_000_001 + "{}"])
def test_a_deep_or_huge_save_is_refused_before_it_is_parsed(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's Pyodide dies of a deep parse (CPython raises ``RecursionError``): the save goes through
    ``record.loads`` (size and depth first), and nothing else parses it (``json.loads`` is never called)."""
    import json as json_module

    def no_parse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("json.loads called on a text that should have been refused first")

    monkeypatch.setattr(json_module, "loads", no_parse)
    err = _refused(text, "holes")
    assert err.field == "record" and ("deeper" in err.text("en") or "larger" in err.text("en"))


def test_the_workers_solution_is_read_as_outside_data() -> None:
    good = [notation.text(m) for m in puzzles.solve_level5()]
    assert solution_texts(json.dumps(good)) == good
    for bad in ["[" * 6000 + "]" * 6000, "{}", '"I(0,0)(1,0)(2,0)(3,0)"', json.dumps(good * 2), "[1]", '[""]',
                json.dumps(["I" * 100]), "not json", None]:
        with pytest.raises(BadRecord) as err:
            solution_texts(bad)
        assert err.value.field in ("record", "solution")
    ps = PuzzleSession("level5")
    with pytest.raises(IllegalMove):  # a readable list whose placements break the rules: nothing shown
        ps.load_solution(solution_texts(json.dumps(good[1:])))
    assert ps.solution is None and ps.shown is None


@pytest.mark.parametrize("d,field", [
    ({"version": 1, "puzzle": "h" * 1_000_000, "moves": []}, "puzzle"),
    ({"version": 1, "puzzle": [[["holes"] * 1000] * 10], "moves": []}, "puzzle"),
    ({"version": 1, "puzzle": "holes", "moves": [], "x" * 100_000: 1}, None),
    ({"version": 1, "puzzle": "holes\u200b", "moves": []}, "puzzle"),
])
def test_a_hostile_value_is_echoed_short_and_escaped(d: dict[str, Any], field: str | None) -> None:
    """Issue 13 item 10 on the puzzle save: what the refusal echoes of the save is cut and escaped (the
    notice would show 1 MB, or an invisible character as if it were not there)."""
    err = _refused(json.dumps(d), "holes")
    assert field is None or err.field == field
    for lang in ("en", "ja"):
        assert len(err.text(lang)) < 300
    assert "\u200b" not in err.text("en") and "\u200b" not in err.field


@pytest.mark.parametrize("text", ["i(0,0)(1,0)(2,0)(3,0)", "I(0,0)(1,0)(2,0)(3,0)\n", " I(0,0)(1,0)(2,0)(3,0)",
                                  "I(1,0)(0,0)(2,0)(3,0)", "I(0, 0)(1,0)(2,0)(3,0)", "I(0,0)(1,0)(2,0)(+3,0)",
                                  "I(0,0)(1,0)(2,0)(03,0)", "I(0,0)(1,0)(2,0)(\u0663,0)"])
def test_a_tile_text_other_than_the_saves_own_is_refused(text: str) -> None:
    """A save is written by ``notation.text``; any other spelling of a tile (lowercase, spaces, a newline,
    unsorted cells, Arabic-Indic digits) is hand-made and refused, naming the tile (as records are, item 10)."""
    err = _refused(_save("holes", [[1, text]]), "holes")
    assert err.field == "moves[0]"
    assert _refused(_save("holes", [[1, "I(0,0)(1,0)(2,0)(3,0)"], [1, text]]), "holes").field == "moves[1]"
    assert PuzzleSession.load(_save("holes", [[1, "I(0,0)(1,0)(2,0)(3,0)"]]), "holes").state.tiles


def test_inside_keeps_a_fitting_cell_and_pulls_any_other_in() -> None:
    """``Pick.inside`` over every shape, turned and flipped, at 2,000 seeded cells near the edges and far out:
    the tile held at the result always reads back, and a cell where it already did is kept."""
    import random

    from web.tetrahex.aim import readable
    from web.tetrahex.geometry import grab_index, placed

    rng = random.Random(13)
    for k in range(2_000):
        pick = Pick(BLACK, SHAPES[k % len(SHAPES)])
        for _ in range(rng.randrange(6)):
            pick.turn()
        if rng.random() < 0.5:
            pick.flip()
        far = rng.choice([515, 600, 10_000])
        at = (rng.randint(-far, far), rng.randint(-far, far))
        got = pick.inside(at)
        cells = placed(pick.form, grab_index(pick.form), got)
        assert readable(pick.shape, cells), (at, got)
        held_there = placed(pick.form, grab_index(pick.form), at)
        if readable(pick.shape, held_there):
            assert got == at
        else:
            assert abs(got[0]) <= abs(at[0]) and abs(got[1]) <= abs(at[1])  # pulled towards the origin
