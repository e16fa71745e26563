"""The セブンスクエア table's drawing without a browser (issue 17, item 7): each card on the board shows its own
damage and 体力 left, riders included, beside the group's total; a seat's panel names the kinds a failed
same-name search showed gone from its deck; a square with more than one thing to tap opens a list of them
(a phone), whose rows make every move and every card text of the square's tiles."""

from __future__ import annotations

import copy
import re
from typing import Any

from sevens.games.square.cards import CARDS
from tests.test_web_square import GAME, drawing, positions
from web.square import board, logic, render
from web.square.text import tx


def _group(controller: int = 1) -> dict[str, Any]:
    """A 軍馬 ridden by a 牙の族長 that took 4 damage before riding (8 体力, +0 from the 軍馬): 4 left."""
    return {"key": "warhorse", "owner": controller, "controller": controller, "damage": 0, "general": False,
            "arrival": 9, "riders": [{"key": "fang-chief", "owner": controller, "damage": 4, "general": False,
                                      "arrival": 8}],
            "combatant": True, "attack": 4, "health": 8, "left": 4, "move": 2, "inspired": 0,
            "abilities": {"shoot": [], "build": False, "heal": 0, "recall": 0, "charge": 2, "armour": 0},
            "acted": "", "fresh": False, "charged": False}


def _view_with(piece: dict[str, Any], sq: str = "d5") -> dict[str, Any]:
    """A real view of a game under way with ``piece`` alone on ``sq`` (the ■ kept on d1 and d7)."""
    s = next(st for _, past in positions(range(1)) for st in past if st.phase == "act")
    v = copy.deepcopy(GAME.view(s, 0))
    for square in v["board"]:
        if square["sq"] == sq:
            square["pieces"] = [piece]
            if sq not in ("d1", "d7"):
                square["fort"] = None
    return v


def _square(html: str, sq: str) -> str:
    start = html.rindex('<div class="sq ', 0, html.index(f'data-sq="{sq}"'))
    end = html.find('<div class="sq ', start + 1)
    return html[start:end if end > 0 else None]


def test_a_rider_shows_its_own_damage_and_health_beside_the_groups_total() -> None:
    v = _view_with(_group())
    for lang, words in (("en", "Fang Chieftain (health 4/8, damage 4)"), ("ja", "牙の族長（体力 4/8、ダメージ 4）")):
        html = render.table_html(render.Drawing(view=v, names=["P1", "P2"], status=""), lang)
        tile = _square(html, "d5")
        rider = re.search(r'<span class="rider c1" data-key="fang-chief" data-damage="(\d+)" data-left="(\d+)">'
                          r'(.*?)</span></span>', tile)
        assert rider is not None and rider.groups()[:2] == ("4", "4")
        assert rider.group(3).endswith('<span class="rhp hurt">4</span><span class="rdmg">−4')
        # the group's total stays where it was: 攻/体 at the foot, the damage in the corner
        assert '<span class="atk">4</span><span class="sep">/</span><span class="hp hurt">4</span>' in tile
        assert '<span class="dmg">−4</span>' in tile
        assert words in tile
    fresh = _group()
    fresh["riders"][0]["damage"] = 0
    fresh["damage"], fresh["left"] = 3, 5  # the 騎 took the new damage: shown by its name, the rider unhurt
    tile = _square(render.table_html(render.Drawing(view=_view_with(fresh), names=["P1", "P2"], status=""), "en"), "d5")
    assert '<span class="rhp">8</span></span>' in tile and "rdmg" not in tile
    assert '<span class="mdmg">−3</span>' in tile and "damage on Warhorse 3" in tile
    # an undamaged 騎 is not read out as "damage 0"
    label = board.piece_label(_group(), "en")
    assert "Fang Chieftain" in label and "damage on Warhorse" not in label
    assert "軍馬のダメージ" not in board.piece_label(_group(), "ja")


def test_a_soldier_alone_shows_its_damage_and_health_left_as_before() -> None:
    p = _group(0)
    p.update(key="spearman", riders=[], damage=2, attack=2, health=5, left=3, move=1)
    tile = _square(render.table_html(render.Drawing(view=_view_with(p), names=["P1", "P2"], status=""), "en"), "d5")
    assert '<span class="dmg">−2</span>' in tile and '<span class="hp hurt">3</span>' in tile
    assert 'data-damage="2" data-left="3"' in tile and "mdmg" not in tile


def test_a_failed_search_is_shown_by_the_deck_count_of_that_seat() -> None:
    v = _view_with(_group())
    v["missing"] = [["passage", "abatis"], []]
    d = render.Drawing(view=v, names=["P1", "P2"], status="")
    for lang, words in (("en", "No more Secret Passage, Abatis in the deck"), ("ja", "山札に秘密通路、逆茂木はもうない")):
        mine = render.player_html(d, 0, lang)
        assert 'data-missing="passage abatis"' in mine and words in mine
        assert mine.index(tx("deck_n", lang, n=v["decks"][0])) < mine.index(words)
        assert "missing" not in render.player_html(d, 1, lang)
    v["missing"] = [[], []]
    assert "missing" not in render.table_html(d, "en")


def test_a_crowded_square_opens_a_list_that_makes_every_click_of_its_tiles() -> None:
    """Every square with more than one thing to tap (two units, a unit on a 陣 plate, a unit beside the square's
    badge) has the opener; its list has one row per thing, with the same click as the tile, plate or badge; a
    square with one tile to tap has no opener (its tile fills the square on a phone)."""
    seen = {"multi": 0, "solo": 0, "moves": 0}
    for _, past in positions(range(3)):
        for s in past[::4]:
            seat = GAME.to_move(s)
            if seat is None or s.phase not in ("act", "battle", "deploy"):
                continue
            firsts = [None] + sorted({"u:" + t.split()[1] for t, _ in drawing(s, seat).choices
                                      if t.split()[0] in ("move", "shoot", "ride", "heal")})[:2]
            for first in firsts:
                d = drawing(s, seat, picked=first)
                html = render.table_html(d, "en")
                plan = logic.plan(d.choices, d.view, d.picked, d.marked, "en")
                for sqv in d.view["board"]:
                    seen["moves"] += _check_square(d, plan, html, sqv, seen)
    assert seen["multi"] > 20 and seen["solo"] > 20 and seen["moves"] > 5, seen


def _check_square(d: render.Drawing, plan: logic.Plan, html: str, sqv: dict[str, Any], seen: dict[str, int]) -> int:
    """One square of ``html``: the opener when more than one thing takes a tap, and its list's rows making
    the same clicks as the square's own elements; the clicks that make a move, counted."""
    sq = sqv["sq"]
    chunk = _square(html[html.index('id="board"'):html.index('class="legend"')], sq)
    taps = re.findall(r'<button type="button" class="(?:piece|fort|sqbtn badge)[^"]*"[^>]*?'
                      r'( data-action="[^"]+" data-(?:move|pick|cards)="[^"]*")', chunk)
    opener = f'<button type="button" class="sqopen" data-action="square-open" data-sq="{sq}">'
    listed = board.chooser_html(d.view, sq, plan, "en")
    if len(taps) < 2:
        assert opener not in chunk and listed == "", sq
        seen["solo"] += " solo" in chunk[:chunk.index(">")]
        return 0
    seen["multi"] += 1
    assert opener in chunk and " multi" in chunk[:chunk.index(">")]
    rows = re.findall(r'<button type="button" class="sqc-item[^"]*"( data-action="[^"]+" data-(?:move|pick|cards)='
                      r'"[^"]*")', listed)
    assert sorted(rows) == sorted(taps), (sq, rows, taps)
    assert 'data-action="square-open" data-sq=""' in listed  # it closes
    return sum('data-action="move"' in r for r in rows)


def test_the_opened_list_is_drawn_under_the_board_and_a_rider_reads_its_numbers() -> None:
    v = _view_with(_group(0), sq="d1")  # on P1's ■: the group and the plate are two things to tap
    d = render.Drawing(view=v, names=["P1", "P2"], status="", opened="d1")
    html = render.table_html(d, "en")
    listed = html[html.index('id="sqchooser"'):]
    assert html.index('class="legend"') < html.index('id="sqchooser"') < html.index('class="splayer c0')
    assert "Fang Chieftain (health 4/8, damage 4)" in listed and "Deployment Base (P1&#x27;s fort)" in listed
    assert listed.count('class="sqc-item') == 2
    assert CARDS["fang-chief"].health == 8
    d.opened = "a4"  # an empty square: no list
    assert 'id="sqchooser"' not in render.table_html(d, "en")
