"""The page's 七並べ table without a browser: session logic, saves, and every drawing in both languages."""

from __future__ import annotations

import json
import random

import pytest

from sevens.core import BadRecord, IllegalMove, get
from web import setup_form
from web.shichinarabe import render
from web.shichinarabe.session import Session
from web.shichinarabe.text import S

GAME = get("shichinarabe")


def test_every_string_has_both_languages() -> None:
    for key, texts in S.items():
        assert set(texts) == {"ja", "en"} and all(texts.values()), key


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("options", [{}, {"joker": True, "ak_link": True, "ak_tunnel": True, "rounds": 3}])
def test_drawings_of_a_whole_game(lang: str, options: dict) -> None:
    session = Session.new(7, ["human", "random", "random", "random"], options)
    rng = random.Random(1)
    html = setup_form.form_html(GAME, setup_form.defaults(GAME), lang, title="", seat_label=lambda i, _: str(i))
    assert 'data-action="start"' in html and 'name="seat3"' in html and 'name="seat4"' not in html
    while session.to_move() is not None:
        v = session.view()
        out = render.table_html(v, session.seats, lang, show_hand=True, can_act=session.to_move() == 0, status="")
        other = set()
        for q in range(1, 4):
            other |= set(GAME.view(session.state, q)["hand"])
        moves = [b.split('"')[0] for b in out.split('data-move="')[1:]]
        assert set(moves) <= set(v["legal"])
        assert not (set(moves) & other), "no button for another seat's card"
        # during the match no ranking above the table (the round-end screen showed it; the log keeps it)
        assert 'id="ranking"' not in out
        legal = GAME.legal_moves(session.state)
        session.play(GAME.format_move(session.state, rng.choice(legal)))
    final = render.table_html(session.view(), session.seats, lang, show_hand=True, can_act=False, status="")
    # the end: the last round's places, points earned and totals; the standings after a match of several rounds
    assert 'id="ranking"' in final and final.count('<tr data-seat=') == 4
    assert ('id="standings"' in final) == (options.get("rounds", 1) > 1)


def test_session_needs_a_human_and_refuses_illegal_moves() -> None:
    with pytest.raises(BadRecord):
        Session.new(1, ["hard", "hard", "hard"], {})
    s = Session.new(1, ["human", "hard", "hard"], {})
    with pytest.raises(IllegalMove):
        s.play("H2")


def test_save_round_trip_and_undo() -> None:
    s = Session.new(3, ["human", "random", "random", "random"], {})
    rng = random.Random(2)
    for _ in range(12):
        if s.to_move() is None:
            break
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    again = Session.load(s.dump())
    assert again.state == s.state and again.seats == s.seats
    moves = GAME.to_record(s.state)["moves"]
    if s.undo().state is not None:
        assert GAME.to_move(s.state) == 0
        assert len(GAME.to_record(s.state)["moves"]) < len(moves)


@pytest.mark.parametrize("text, field", [
    ("{", "record"), ("[]", "save"), ('{"version": 2}', "version"),
    ('{"version": 1, "seats": ["human"], "record": {"format": 1}}', "game"),
    ('{"version": 1, "x": 1, "seats": [], "record": {}}', "x"),
])
def test_bad_saves_name_the_field(text: str, field: str) -> None:
    with pytest.raises(BadRecord) as err:
        Session.load(text)
    assert err.value.field == field


def test_bad_seats_in_a_save() -> None:
    s = Session.new(3, ["human", "random", "random", "random"], {})
    d = json.loads(s.dump())
    for seats in (["human"], ["hard"] * 4, ["human", "god", "hard", "hard"], "human"):
        d["seats"] = seats
        with pytest.raises(BadRecord) as err:
            Session.load(json.dumps(d))
        assert err.value.field == "seats"


def test_hot_seat_hides_the_hand_until_revealed() -> None:
    s = Session.new(4, ["human", "human", "human"], {})
    first = s.to_move()
    s.view()
    assert s.viewer == first and s.revealed is False
    s.revealed = True
    s.play("pass")
    s.view()
    assert s.viewer == s.to_move() and s.revealed is False


def test_one_is_singular_in_english() -> None:
    """"1 pt", "1 card", "one spot" (issue 15: "1 pts", "(1 spots)")."""
    from web.i18n import lookup
    from web.tetrahex.text import S as TS

    assert lookup(S, "points", "en", n=1) == "1 pt" and lookup(S, "points", "en", n=2) == "2 pts"
    assert lookup(S, "cards", "en", n=1) == "1 card" and lookup(S, "cards", "ja", n=1) == "1枚"
    assert "(one spot)" in lookup(TS, "picked", "en", name="I", level=2, n=1)
    assert "(3 spots)" in lookup(TS, "picked", "en", name="I", level=2, n=3)


def test_the_log_keeps_every_earlier_round_folded() -> None:
    """Between rounds the finished round's moves stay in the log, folded under their round (issue 15)."""
    s = Session.new(5, ["human", "random", "random"], {"rounds": 3})
    rng = random.Random(5)
    while s.state.round_no < 2:
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    out = render.table_html(s.view(), s.seats, "en", show_hand=True, can_act=False, status="")
    assert out.count('class="round-log"') == 2 and 'data-round="1"' in out and 'data-round="2"' in out
    first = out.split('data-round="1"', 1)[1].split("</details>", 1)[0]
    played_in_round_1 = sum(1 for d in s.view()["log"] if d["round"] == 0)
    assert first.count("<li>") == played_in_round_1 > 0


def test_each_seats_last_move_is_marked_until_it_moves_again() -> None:
    """The card each seat put down last is outlined with its seat on the grid, and the players' list says
    each seat's last move (a pass too) (issue 15, item 1)."""
    s = Session.new(6, ["human", "random", "random"], {})
    rng = random.Random(6)
    for _ in range(9):
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    v = s.view()
    out = render.table_html(v, s.seats, "en", show_hand=True, can_act=False, status="")
    last = render.last_moves(v)
    assert set(last) == {0, 1, 2}
    played = {q for q, d in last.items() if d["move"] != "pass"}
    for q in played:
        assert out.count(f'data-by="{q}"') == 1
    for q in set(last) - played:
        assert f'data-by="{q}"' not in out
    assert out.count('<p class="event ') == 3, "each seat's line says its latest move"
    mover = s.to_move()
    s.play(GAME.format_move(s.state, GAME.legal_moves(s.state)[0]))
    assert render.last_moves(s.view())[mover]["move"] == s.view()["log"][-1]["move"], "until it moves again"
