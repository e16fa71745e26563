"""The page's SEVEN table and puzzles without a browser: geometry, aiming, the session, saves, drawings."""

from __future__ import annotations

import json
import random
import re

import pytest

from sevens.core import BadRecord, IllegalMove, get, history
from sevens.games.tetrahex import puzzles, rules
from sevens.games.tetrahex.hexgrid import axial, cell, normalized
from sevens.games.tetrahex.placements import generator
from sevens.games.tetrahex.shapes import ORIENTATIONS, SHAPES
from web import setup_form
from web.tetrahex import board, geometry, render
from web.tetrahex.aim import Pick, packed
from web.tetrahex.puzzle_render import list_html, room_html
from web.tetrahex.puzzle_session import PuzzleSession
from web.tetrahex.rules_text import RULES
from web.tetrahex.session import Session, probe_for, reach, targets
from web.tetrahex.text import PUZZLE_TEXT, S

GAME = get("tetrahex")


def _random_game(seed: int, n: int = 14, variant: str = "top") -> Session:
    s = Session.new(seed, ["human", "random"], variant)
    rng = random.Random(seed)
    for _ in range(n):
        if s.to_move() is None:
            break
        s.place(*rng.choice(GAME.legal_moves(s.state)))
    return s


# --- strings -------------------------------------------------------------------------------------------
def test_every_string_has_both_languages() -> None:
    for key, texts in S.items():
        assert set(texts) == {"ja", "en"} and all(texts.values()), key
        assert sorted(set(re.findall(r"{\w+}", texts["ja"]))) == sorted(set(re.findall(r"{\w+}", texts["en"]))), key
    for pid in puzzles.PUZZLES:
        for key in ("title", "statement"):
            assert PUZZLE_TEXT[pid][key]["ja"] and PUZZLE_TEXT[pid][key]["en"]
    assert set(RULES) == {"ja", "en"} and "最も高い階" in RULES["ja"] and "highest level" in RULES["en"]


# --- geometry --------------------------------------------------------------------------------------------
def test_pixels_and_cells_round_trip() -> None:
    for q in range(-6, 7):
        for r in range(-6, 7):
            x, y = geometry.centre(q, r)
            assert geometry.to_axial(x, y) == (q, r)
            assert geometry.to_axial(x + geometry.SIZE * 0.8, y) == (q, r)  # inside the hex, not at its centre
            assert geometry.to_axial(x + geometry.SIZE * 0.9, y) in ((q, r), (q + 1, r))


def test_turns_and_flips_reach_exactly_the_engines_orientations() -> None:
    for shape in SHAPES:
        form = geometry.base_form(shape)
        seen = set()
        for flipped in (False, True):
            f = geometry.flip(form) if flipped else form
            for _ in range(6):
                seen.add(f)
                f = geometry.turn(f)
            assert f == (geometry.flip(form) if flipped else form), "six turns make a full circle"
        assert seen == {o.cells for o in ORIENTATIONS[shape]}
        assert geometry.turn_back(geometry.turn(form)) == form
        assert geometry.flip(geometry.flip(form)) == form


def test_a_tile_outline_is_its_outer_edges_only() -> None:
    assert len(geometry.outline([(0, 0)])) == 6
    assert len(geometry.outline([(0, 0), (1, 0)])) == 10
    assert len(geometry.outline(geometry.base_form("O"))) == 4 * 6 - 2 * 5


def test_the_view_re_centres_on_the_build() -> None:
    x, y, w, h = geometry.bounds([], 2.5, 9)
    assert abs(x + w / 2) < 1 and abs(y + h / 2) < 1
    x2, y2, w2, h2 = geometry.bounds([(10, 0), (14, 0)], 2.5, 9)
    cx, _ = geometry.centre(12, 0)
    assert abs(x2 + w2 / 2 - cx) < 1 and w2 >= w


# --- aiming ----------------------------------------------------------------------------------------------
def test_the_first_tile_can_be_aimed_anywhere_and_lands_on_the_origin() -> None:
    s = Session.new(1, ["human", "random"])
    pick = Pick(0, "Y")
    aim = pick.aim(probe_for(s.state), (7, -3))
    assert aim.ok and aim.level == 1
    s.place("Y", packed(aim.cells))
    placed = s.state.tiles[0]
    assert min(placed.cells) == cell(0, 0)
    assert normalized(axial(c) for c in placed.cells) == pick.form


def test_the_ghost_snaps_to_a_legal_spot_and_refusals_name_the_rule() -> None:
    s = _random_game(5, 2)
    probe = probe_for(s.state)
    spots = targets(s.state, "I")
    assert spots
    want = [axial(c) for c in spots[0]]
    pick = Pick(0, "I", normalized(want))
    # the pointer on any cell of a legal spot: the ghost lies on a legal spot covering that cell
    for at in want:
        aim = pick.aim(probe, at)
        assert aim.ok and at in aim.cells and packed(aim.cells) in spots
    far = pick.aim(probe, (40, 40))
    assert not far.ok and far.error is not None and far.error.rule == "touch"
    on_top = pick.aim(probe, axial(s.state.tiles[0].cells[0]))
    assert on_top.ok or on_top.error.rule in ("flat", "span", "highest")


def test_aiming_below_the_level_rule_d_requires_says_rule_d() -> None:
    for seed in range(40):
        s = _random_game(seed, 4)
        for shape in GAME.remaining(s.state, s.to_move()):
            level, _ = generator(s.state).highest(shape)
            if level < 2:
                continue
            frontier = {c + d for c in s.state.height for d in (1, -1, 1024, -1024, 1023, -1023)} - set(s.state.height)
            for a in sorted(frontier):
                for o in ORIENTATIONS[shape]:
                    cells = tuple(sorted(a + d for d in o.deltas))
                    if any(c in s.state.height for c in cells):
                        continue
                    aim = Pick(s.to_move(), shape, o.cells).aim(probe_for(s.state), axial(cells[0]))
                    if aim.ok:
                        assert aim.level == level  # snapped up to the required level, never below it
                        continue
                    assert aim.error.rule in ("highest", "flat", "span", "touch")
                    if aim.error.rule == "highest":
                        assert f"level {level}" in aim.error.text("en") and "ルール d" in aim.error.text("ja")
                        return
    pytest.fail("no position where a tile had to go above the table")


def test_the_keyboard_steps_through_every_legal_spot() -> None:
    s = _random_game(11, 5)
    shape = GAME.remaining(s.state, s.to_move())[0]
    spots = targets(s.state, shape)
    pick = Pick(s.to_move(), shape)
    probe = probe_for(s.state)
    seen = []
    for _ in spots:
        aim = pick.step(spots, 1, probe)
        assert aim is not None and aim.ok and aim.level == reach(s.state, shape)
        assert normalized(aim.cells) == pick.form
        seen.append(packed(aim.cells))
    assert seen == spots
    assert packed(pick.step(spots, 1, probe).cells) == spots[0], "wraps round"
    assert packed(pick.step(spots, -1, probe).cells) == spots[-1]
    moved = pick.nudge(probe, 1, 0)
    assert pick.at is not None and moved.cells != ()


# --- the session ---------------------------------------------------------------------------------------
def test_session_needs_a_human_and_refuses_illegal_moves() -> None:
    with pytest.raises(BadRecord):
        Session.new(1, ["hard", "hard"])
    s = Session.new(1, ["human", "hard"])
    s.play("I(0,0)(1,0)(2,0)(3,0)")
    with pytest.raises(IllegalMove) as err:
        s.play("O(20,20)(21,20)(20,21)(21,21)")
    assert err.value.rule == "touch"


def test_save_round_trip_log_and_score() -> None:
    s = _random_game(3, 14, "bottom")
    again = Session.load(s.dump())
    assert again.state == s.state and again.seats == s.seats
    log = s.log("en")
    assert len(log) == 14 and all(p == i % 2 for i, (p, _, _) in enumerate(log))
    assert all(re.search(r"on level \d", said) for _, _, said in log)
    assert all("階" in said for _, _, said in s.log("ja"))
    assert s.counts() == rules.counts(s.state)
    assert s.leader() == rules.winner(s.state)


def test_undo_against_the_bot_and_between_two_people() -> None:
    s = _random_game(4, 5)  # five tiles placed: Black to move
    bot_game = Session(["human", "random"], s.state)
    assert bot_game.undo().state is not None
    assert len(bot_game.state.tiles) == 4 and bot_game.to_move() == 0
    assert bot_game.undo().state is not None and len(bot_game.state.tiles) == 2
    people = Session(["human", "human"], s.state)
    refused = people.undo()
    assert refused.state is None and refused.blocked == "other", "Black may not take back White's placement"
    assert len(people.state.tiles) == 5
    assert people.undo_refusal(refused, "en")[0] == "undo_other"
    fresh = Session.new(2, ["human", "human"])
    assert fresh.undo() == history.Undo(None) and fresh.state.tiles == ()


@pytest.mark.parametrize("text, field", [
    ("{", "record"), ("[]", "save"), ('{"version": 2}', "version"),
    ('{"version": 1, "seats": ["human", "hard"], "record": {"format": 1}}', "game"),
    ('{"version": 1, "x": 1, "seats": [], "record": {}}', "x"),
])
def test_bad_saves_name_the_field(text: str, field: str) -> None:
    with pytest.raises(BadRecord) as err:
        Session.load(text)
    assert err.value.field == field


def test_bad_seats_and_moves_in_a_save() -> None:
    d = json.loads(_random_game(6, 3).dump())
    for seats in (["human"], ["hard", "hard"], ["human", "god"], "human", ["human", "human", "human"]):
        d["seats"] = seats
        with pytest.raises(BadRecord) as err:
            Session.load(json.dumps(d))
        assert err.value.field == "seats"
    d["seats"] = ["human", "hard"]
    d["record"]["moves"][1] = "I(30,30)(31,30)(32,30)(33,30)"
    with pytest.raises(BadRecord) as err:
        Session.load(json.dumps(d))
    assert err.value.field == "moves[1]"


# --- drawings --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("variant", ["top", "bottom"])
def test_drawings_of_a_whole_game(lang: str, variant: str) -> None:
    form = setup_form.form_html(GAME, setup_form.defaults(GAME), lang, title="SEVEN", seat_label=lambda i, _: str(i))
    assert 'data-action="start"' in form and f'name="variant" value="{variant}"' in form
    s = Session.new(9, ["human", "random"], variant)
    rng = random.Random(9)
    while s.to_move() is not None:
        p = s.to_move()
        left = [GAME.remaining(s.state, q) for q in (0, 1)]
        reaches = {x: reach(s.state, x) for x in left[p]}
        html = render.table_html(s.view(), s.seats, lang, status="", notice="", hand=render.Hand(), can_act=p == 0,
                                 left=left, reach=reaches, log=s.log(lang), leader=s.leader(), winner="")
        assert html.count('<g class="tile') == len(s.state.tiles)
        assert html.count('class="tilebtn"') == sum(len(x) for x in left)
        picks = re.findall(r'data-action="pick" data-player="(\d)" data-shape="(\w)"', html)
        assert {sh for _, sh in picks} == (set(left[0]) if p == 0 else set())
        assert all(q == "0" for q, _ in picks)
        for shape, level in reaches.items():
            assert f'id="pick-0-{shape}"' not in html or render.tx("reach", lang, level=level) in html
        s.place(*rng.choice(GAME.legal_moves(s.state)))
    w = rules.winner(s.state)
    html = render.table_html(s.view(), s.seats, lang, status="", notice="", hand=render.Hand(), can_act=False,
                             left=[[], []], reach={}, log=s.log(lang), leader=s.leader(), winner=w)
    assert 'id="result"' in html and f'data-winner="{"draw" if w is None else w}"' in html
    counts = rules.counts(s.state)
    levels = re.findall(r'<li data-level="(\d+)">', html)
    assert levels == [str(k) for k in range(len(counts[0]), 0, -1)], "counts by level, top down"
    assert html.count("<li data-move=") == 14


def test_every_visible_tile_shows_its_level_and_the_ghost_says_legal_or_not() -> None:
    s = _random_game(21, 14)
    v = s.view()
    svg = board.board_svg(v["tiles"], "en", interactive=False)
    labels = re.findall(r'<text [^>]*class="lv"[^>]*>(\d+)</text>', svg)
    tops = {s.state.top[c] for c in s.state.height}
    assert sorted(map(int, labels)) == sorted(s.state.tiles[i].level for i in tops)
    assert board.fill(0, 1) != board.fill(0, 2) and board.fill(1, 1) != board.fill(1, 3)
    ok = Pick(0, "I").aim(probe_for(Session.new(1, ["human", "random"]).state), (0, 0))
    assert 'class="ghost ok"' in board.ghost_svg(ok, 0)
    bad = Pick(0, "I").aim(probe_for(s.state), (50, 50))
    assert 'class="ghost bad"' in board.ghost_svg(bad, 0)
    assert render.aim_text(bad, "en").startswith("Not here")
    assert render.aim_text(bad, "ja").startswith("ここには置けません")


def test_decided_level_follows_the_variant() -> None:
    counts = [[3, 2, 1], [4, 1, 1]]
    assert render.decided_at(counts, "top") == 2
    assert render.decided_at(counts, "bottom") == 1
    assert render.decided_at([[1, 1], [1, 1]], "top") is None


# --- puzzles ---------------------------------------------------------------------------------------------
def test_level5_solution_steps_and_is_solved() -> None:
    ps = PuzzleSession("level5")
    texts = [GAME.format_move(None, m) for m in puzzles.solve_level5()]  # type: ignore[arg-type]
    ps.load_solution(texts)
    assert ps.shown == 0 and len(ps.state.tiles) == 0
    ps.show(14)
    assert len(ps.state.tiles) == 14 and ps.check().solved
    ps.show(99)
    assert ps.shown == 14
    ps.show(3)
    assert len(ps.state.tiles) == 3 and not ps.check().solved
    ps.hide_solution()
    assert ps.state.tiles == () and ps.players() == (0,)
    for lang in ("ja", "en"):
        assert "data-puzzle" in room_html(ps, lang, render.Hand(), True, False)


def test_free_puzzles_place_take_back_and_check() -> None:
    ps = PuzzleSession("holes")
    assert ps.free and ps.players() == (1,) and ps.targets("I") is None
    probe = ps.probe(1)
    aim = Pick(1, "I").aim(probe, (0, 0))
    assert aim.ok
    ps.place(1, "I", packed(aim.cells))
    far = Pick(1, "O").aim(ps.probe(1), (30, 30))
    assert not far.ok and far.error.rule == "touch"
    with pytest.raises(IllegalMove):
        ps.place(0, "O", packed(Pick(0, "O").aim(ps.probe(1), (0, 1)).cells))
    verdict = ps.check()
    assert not verdict.solved and verdict.facts["tiles"] == 1
    assert ps.take_back() and ps.state.tiles == () and not ps.take_back()
    for lang in ("ja", "en"):
        html = list_html(lang)
        assert html.count('data-action="puzzle"') == 4
    copy = PuzzleSession("copycat")
    assert copy.players() == (0, 1)


def test_seat_names_nest_no_parentheses() -> None:
    """"White (you)" against a bot; the bot and the seats of a hot seat by a middle dot ("Black · Bot (normal)")."""
    from web.tetrahex.render import seat_name

    for lang in ("en", "ja"):
        for seats in (["human", "normal"], ["hard", "human"], ["human", "human"]):
            for p in (0, 1):
                name = seat_name(p, seats, lang)
                depth = 0
                for ch in name:
                    depth += ch in "(（"
                    assert depth <= 1, name
                    depth -= ch in ")）"
    assert seat_name(1, ["human", "normal"], "en") == "Black · Bot (normal)"
    assert seat_name(0, ["human", "normal"], "en") == "White (you)"
