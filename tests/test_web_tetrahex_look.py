"""SEVEN's table as issue 15 wants it seen, without a browser: each seat's last tile marked, levels told apart
on both colours, a log and announcements that name tiles as the board shows them (no cells), the view box
that holds every legal spot and the ghost, the zoom steps, tray buttons named by their visible text, and
the selectors of a bot tile's glide."""

from __future__ import annotations

import colorsys
import random
import re

import pytest

from sevens.core import get
from sevens.games.tetrahex.shapes import SHAPES
from web.tetrahex import board, geometry, render
from web.tetrahex.aim import Pick
from web.tetrahex.session import Session, probe_for, reach, spot_cells, targets
from web.tetrahex.text import colour, shape_name

GAME = get("tetrahex")
CELLS = re.compile(r"\(-?\d+,\s*-?\d+\)")


def _game(seed: int, n: int) -> Session:
    s = Session.new(seed, ["human", "normal"])
    rng = random.Random(seed)
    for _ in range(n):
        if s.to_move() is None:
            break
        s.place(*rng.choice(GAME.legal_moves(s.state)))
    return s


def _table(s: Session, lang: str = "en", hand: render.Hand | None = None) -> str:
    p = s.to_move()
    left = [GAME.remaining(s.state, q) for q in (0, 1)]
    reaches = {x: reach(s.state, x) for x in left[p]} if p is not None else {}
    return render.table_html(s.view(), s.seats, lang, status="", notice="", hand=hand or render.Hand(),
                             can_act=p == 0, left=left, reach=reaches, log=s.log(lang), leader=s.leader(),
                             winner="")


# --- each seat's last tile ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_seats_last_tile_is_marked_until_that_seat_places_again(seed: int) -> None:
    s = Session.new(seed, ["human", "normal"])
    rng = random.Random(seed)
    while s.to_move() is not None:
        s.place(*rng.choice(GAME.legal_moves(s.state)))
        tiles = s.view()["tiles"]
        lasts = {p: max(i for i, t in enumerate(tiles) if t["player"] == p) for p in {t["player"] for t in tiles}}
        got = board.marks(tiles)
        assert set(got) == set(lasts.values()), "exactly each seat's last tile"
        assert got[len(tiles) - 1] == "newest" and list(got.values()).count("newest") == 1
        svg = board.board_svg(tiles, "en")
        assert re.findall(r'<g class="tile last newest" data-index="(\d+)"', svg) == [str(len(tiles) - 1)]
        marked = sorted(int(i) for i in re.findall(r'<g class="mark last[^"]*" data-index="(\d+)"', svg))
        assert marked == sorted(lasts.values())
        assert len(re.findall(r'<g class="mark[^"]*" data-index=', svg)) == len(tiles), "a mark for every tile (the log's pointer)"


# --- shades ----------------------------------------------------------------------------------------------
def _luminance(css: str) -> float:
    h, s, light = (float(x) for x in re.fullmatch(r"hsl\((\d+), (\d+)%, (\d+)%\)", css).groups())  # type: ignore[union-attr]
    rgb = colorsys.hls_to_rgb(h / 360, light / 100, s / 100)
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def test_every_level_is_told_apart_and_its_number_is_readable_on_both_colours() -> None:
    ink = {0: 0.0122, 1: 1.0}  # #1d1d1f and #fff
    for p, step in ((0, 1.15), (1, 1.3)):
        lum = [_luminance(board.fill(p, k)) for k in range(1, 6)]
        assert lum == sorted(lum), "higher is lighter"
        for k in range(4):
            assert _contrast(lum[k], lum[k + 1]) >= step, f"{colour(p, 'en')} levels {k + 1} and {k + 2} look alike"
        assert all(_contrast(x, ink[p]) >= 4.5 for x in lum), "the level number meets WCAG AA on every shade"
    assert max(_luminance(board.fill(1, k)) for k in range(1, 6)) < min(_luminance(board.fill(0, k)) for k in range(1, 6))
    assert board.fill(1, 9) == board.fill(1, 5)
    html = _table(_game(4, 6))
    swatches = re.findall(r'<span class="sw" data-player="(\d)" style="background:([^"]+)"[^>]*>(\d)</span>', html)
    assert [(int(p), c, int(k)) for p, c, k in swatches] == [(p, board.fill(p, k), k) for p in (0, 1) for k in range(1, 6)]


# --- the log and the announcements -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_log_and_announcements_name_tiles_as_the_board_shows_them(lang: str) -> None:
    s = _game(7, 14)
    rows = s.log(lang)
    tiles = s.view()["tiles"]
    assert len(rows) == len(tiles) == 14
    assert {(t["player"], t["shape"]) for t in tiles} == {(p, x) for p in (0, 1) for x in SHAPES}, \
        "each tile is named by its colour and shape alone"
    for i, (p, text, said) in enumerate(rows):
        assert not CELLS.search(said), f"no cells the board does not show: {said!r}"
        assert shape_name(tiles[i]["shape"], lang) in said and str(tiles[i]["level"]) in said
    html = render.log_html(rows, ["W", "B"], lang)
    for i, line in re.findall(r'<li data-move="[^"]*" data-index="(\d+)" tabindex="0">([^<]*)</li>', html):
        assert line == f'{"WB"[rows[int(i)][0]]}: {render.e(rows[int(i)][2])}'
    said = render.announcement(tiles, s.seats, lang)
    assert said.endswith(rows[-1][2]) and not CELLS.search(said)
    assert said.startswith(render.seat_name(tiles[-1]["player"], s.seats, lang))


def test_the_log_still_keeps_the_move_text_the_record_reads() -> None:
    s = _game(8, 5)
    assert [text for _, text, _ in s.log("en")] == GAME.to_record(s.state)["moves"]


# --- the view box ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [11, 12])
def test_the_view_box_holds_every_legal_spot_and_stays_while_stepping(seed: int) -> None:
    s = Session.new(seed, ["human", "human"])
    rng = random.Random(seed)
    while s.to_move() is not None:
        occupied = {tuple(c) for t in s.view()["tiles"] for c in t["cells"]}
        for shape in GAME.remaining(s.state, s.to_move()):
            spots = targets(s.state, shape)
            room = spot_cells(spots)
            box = geometry.view_box(occupied, room)
            assert geometry.covers(box, room), f"a legal spot of the {shape} is cut off"
            assert all(geometry.view_box(occupied, room | {tuple(map(int, c)) for c in _cells(sp)}) == box
                       for sp in spots[:20]), "the box does not move while the ghost steps through the spots"
        s.place(*rng.choice(GAME.legal_moves(s.state)))


def _cells(spot: tuple[int, ...]) -> list[tuple[int, int]]:
    from sevens.games.tetrahex.hexgrid import axial

    return [axial(c) for c in spot]


def test_a_ghost_past_the_edge_grows_the_box_and_is_drawn_whole() -> None:
    box = geometry.view_box({(0, 0), (1, 0)})
    far = [(12, 0), (13, 0), (14, 0), (15, 0)]
    assert not geometry.covers(box, far)
    big = geometry.grown(box, far)
    assert geometry.covers(big, far) and geometry.covers(big, geometry.ring({(0, 0), (1, 0)}, 2))
    assert big[0] == box[0] and big[2] > box[2], "grown towards the ghost only, never shrunk"
    assert geometry.grown(big, [(0, 0)]) == big
    s = _game(5, 4)
    bad = Pick(0, "I").aim(probe_for(s.state), (40, -3))
    svg = board.board_svg(s.view()["tiles"], "en", ghost=bad, ghost_player=0)
    x, y, w, h = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())  # type: ignore[union-attr]
    assert geometry.covers((x, y, w, h), bad.cells)


# --- zoom, trays, motion -----------------------------------------------------------------------------------
def test_zoom_steps_and_its_buttons() -> None:
    assert render.zoomed(1.0, 1) == 1.5 and render.zoomed(1.5, 1) == 2.0 and render.zoomed(3.0, 1) == 3.0
    assert render.zoomed(2.0, -1) == 1.5 and render.zoomed(1.0, -1) == 1.0 and render.zoomed(3.0, 0) == 1.0
    frame = render.board_frame("<svg></svg>", 1.0, "en")
    assert 'data-zoom="1"' in frame and re.search(r'id="tx-zoom_out"[^>]*disabled', frame)
    assert not re.search(r'id="tx-zoom_in"[^>]*disabled', frame)
    top = render.board_frame("<svg></svg>", 3.0, "ja")
    assert re.search(r'id="tx-zoom_in"[^>]*disabled', top) and 'aria-label="拡大"' in top
    s = _game(3, 4)
    html = _table(s, hand=render.Hand(zoom=2.0))
    assert 'data-zoom="2"' in html and 'style="width:200%"' in html


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tray_buttons_are_named_by_their_visible_text(lang: str) -> None:
    s = _game(9, 4)
    html = _table(s, lang)
    buttons = re.findall(r'<button type="button" class="tilebtn"[^>]*>(.*?)</button>', html)
    assert len(buttons) == len(GAME.remaining(s.state, 0))
    assert 'class="tilebtn" id="pick-0-' in html and not re.search(r'class="tilebtn"[^>]*aria-label=', html)
    for inner in buttons:
        seen = re.sub(r'<span class="visually-hidden">.*?</span>', "", inner)
        said = re.sub(r'<span aria-hidden="true">.*?</span>', "", inner)
        name = re.search(r'class="nm">([^<]+)<', inner).group(1)  # type: ignore[union-attr]
        assert name in re.sub(r"<[^>]+>", "", said) and name in re.sub(r"<[^>]+>", "", seen)
        level = re.search(r'class="visually-hidden">([^<]+)<', inner)
        assert level is not None and re.search(r"\d", level.group(1)), "the level it must go to is said"


def test_a_bots_tile_glides_from_its_own_tray_to_the_newest_tile() -> None:
    s = _game(2, 6)  # Black (the bot) placed last
    seat = s.view()["tiles"][-1]["player"]
    assert seat == 1
    source, target = render.motion(seat)
    html = _table(s)
    assert source == f'.tray[data-player="{seat}"]'
    assert re.search(rf'<section class="tray[^"]*" data-player="{seat}"', html)
    assert target == "#board .tile.newest" and html.count('class="tile last newest"') == 1
    assert re.search(rf'<g class="tile last newest" data-index="{len(s.state.tiles) - 1}" data-player="{seat}"', html)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_is_outlined_on_the_board_and_said_without_cells(lang: str) -> None:
    s = _game(6, 6)
    m = GAME.legal_moves(s.state)[-1]
    cells = _cells(m.cells)
    html = _table(s, lang)
    assert "hinted-spot" not in html
    p = s.to_move()
    left = [GAME.remaining(s.state, q) for q in (0, 1)]
    with_hint = render.table_html(s.view(), s.seats, lang, status="", notice="", hand=render.Hand(), can_act=p == 0,
                                  left=left, reach={}, log=s.log(lang), leader=s.leader(), winner="", hinted=cells,
                                  hinted_shape=m.shape)
    spot = re.search(r'<g class="hinted-spot"><path d="([^"]+)"', with_hint)
    # the hinted tile is outlined in the mover's tray too, and only there (a QA pass: the board's outline alone
    # was hard to see on Black's tiles, and nothing in the tray said which tile)
    assert p == 0, "six tiles laid: White to move, the human"
    assert re.findall(r'class="tilebtn hinted"[^>]*data-shape="(\w+)"', with_hint) == [m.shape]
    assert "tilebtn hinted" not in html
    assert spot is not None and spot.group(1) == board._path(geometry.outline(cells))
    box = tuple(float(v) for v in re.search(r'viewBox="([^"]+)"', with_hint).group(1).split())  # type: ignore[union-attr]
    assert geometry.covers(box, cells), "the hinted spot is on the board, whole"  # type: ignore[arg-type]
    from sevens.games.tetrahex import rules

    words = render.hint_said(m.shape, rules.level_of(s.state, m.cells), lang)
    assert shape_name(m.shape, lang) in words and not CELLS.search(words)


def test_the_glide_starts_at_the_tray_in_the_boards_units() -> None:
    """On a board drawn at 0.4 screen pixels per unit, a tray 200 px to the right of the tile is 500 units
    away: the shell's keyframes (``animate.keyframes`` with the tile's parent's scale as ``unit``, which
    ``animate.play`` reads from ``<svg id="board">``, the tile's parent) start there and land where the tile
    lies. (SEVEN's own glide, which did the same sum, is gone: review D1.)"""
    from web.animate import Box, keyframes

    tile = Box(100, 100, 40, 30)
    tray = Box(300, 60, 100, 50)  # centre (350, 85); the tile's (120, 115)
    first, last = keyframes(tray, tile, unit=(0.4, 0.4))
    dx, dy = (float(v) for v in re.fullmatch(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(1.25\)",
                                             first["transform"]).groups())  # type: ignore[union-attr]
    assert (dx, dy) == pytest.approx((230 / 0.4, -30 / 0.4))
    assert last["transform"] == "none"
    assert keyframes(tray, tile, unit=(1.0, 1.0)) == keyframes(tray, tile), "at one pixel per unit, the HTML one"


def test_the_newest_tile_is_a_child_of_the_board() -> None:
    """``animate.play`` measures an SVG element's trip in its parent's units: the newest tile's parent must be
    the board itself (no scaled group between), so the trip in the board's units starts at the tray."""
    s = _game(2, 6)
    html = _table(s)
    board = html[html.index('<svg id="board"'):html.index("</svg>", html.index('<svg id="board"'))]
    newest = board.index('class="tile last newest"')
    before = board[:newest]
    assert before.count("<g") - 1 == before.count("</g>"), "every group opened before the tile is closed"
