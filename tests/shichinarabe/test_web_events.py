"""The 七並べ table's short lines, cards and motions (issue 15, items 1 and 11), from fixed positions: what a
joker swap, an elimination, a forced or a chosen pass say on the table and in the log (both languages),
which selectors a bot's move animates, and that the drawing for one seat holds no other seat's card."""

from __future__ import annotations

import random
import re
from pathlib import Path

from sevens.games.shichinarabe import rules
from sevens.games.shichinarabe.cards import cards_of, parse, pretty, text
from sevens.games.shichinarabe.state import State
from tests.shichinarabe.shichihelpers import GAME, legal, play, pos
from web.shichinarabe import events, render
from web.shichinarabe.events import ELIMINATED, JOKER_PUT, PASS_CHOSEN, PASS_FORCED, PASSED, SWAPPED

NAMES = ["You", "Seat 2", "Seat 3"]


def latest(s: State, seat: int) -> dict[int, events.Event]:
    return events.latest(events.round_events(GAME.view(s, seat), NAMES))


def test_a_joker_swap_says_whose_card_which_and_by_which_rule() -> None:
    s = play(pos(["JK H2", "D2", "S8 C3"], joker=True), "JK@S8")  # seat 2 must play ♠8 and take the joker
    mine = latest(s, 2)
    assert mine[2].kind == SWAPPED and mine[2].cards == ("S8",)
    assert mine[2].text["en"] == ("♠8 was taken from your hand and you took the joker: You put the joker on it "
                                  "(joker rule 1: whoever holds the real card plays it at once)")
    assert "あなたの手札の ♠8 が場に出され" in mine[2].text["ja"] and "その1" in mine[2].text["ja"]
    seen = latest(s, 1)
    assert seen[2].text["en"].startswith("had to play ♠8 and took the joker: You put the joker on it (joker rule 1")
    assert seen[0].kind == JOKER_PUT and "Seat 3 had to play the real card" in seen[0].text["en"]
    assert seen[0].cards == (), "rule 1: the joker's place is the swapping seat's card"
    html = render.table_html(GAME.view(s, 2), ["human", "normal", "normal"], "en", show_hand=True, can_act=False,
                             status="")
    assert '<p class="hand-event ev-swapped">♠8 was taken from your hand' in html, "said where it went missing"
    line = events.entry_lines(events.round_events(GAME.view(s, 1), NAMES), NAMES, "en")[0]
    assert line == "You: joker on ♠8: Seat 3 had to play the real card and took the joker (joker rule 1)"


def test_joker_rule_2_names_the_card_beyond() -> None:
    s = pos(["JK S10 SJ H5 H8 D2", "S5 H6 C6 C8", "D6 D8 S4"], table={"S": [6, 8, 9]}, joker=True)
    s = play(s, "JK@H6+H5")
    ev = latest(s, 2)
    assert ev[0].kind == JOKER_PUT and ev[0].cards == ("H5",)
    assert "(joker rule 2)" in ev[0].text["en"] and "♥5 beyond it played too" in ev[0].text["en"]
    assert ev[1].kind == SWAPPED and ev[1].cards == ("H6",) and "joker rule 2" in ev[1].text["en"]


def test_an_elimination_says_why_and_which_cards_were_laid() -> None:
    s = play(pos(["JK S10", "H2 H3", "C2 C3"], passes=[3, 0, 0], joker=True), "pass")
    ev = latest(s, 1)[0]
    assert ev.kind == ELIMINATED and ev.cards == ("S10",), "the joker leaves the game, not the table"
    # a QA pass read "laid down: ♠10 JK" where the rules say the joker leaves the game: the line says so
    assert ev.text["en"] == "eliminated; laid down: ♠10 (a pass beyond the limit of 3); the joker leaves the game"
    assert ev.text["ja"] == "失格。場に置いた: ♠10（パスの上限 3 回を超えた）。ジョーカーはゲームから除かれた"
    alone = latest(play(pos(["JK", "H2 H3", "C2 C3"], passes=[3, 0, 0], joker=True), "pass"), 1)[0]
    assert alone.text["en"] == "eliminated; laid down: — (a pass beyond the limit of 3); the joker leaves the game"
    plain = latest(play(pos(["S10 S2", "H2 H3", "C2 C3"], passes=[3, 0, 0]), "pass"), 1)[0]
    assert plain.text["en"] == "eliminated; laid down: ♠2 ♠10 (a pass beyond the limit of 3)"


def test_a_forced_pass_is_told_from_a_chosen_one_only_to_the_seat_that_passed() -> None:
    """Seat 1 is left with only the joker by a swap and must pass; seat 0 passes holding a playable ♠8.
    Each seat's own view says which it was; the others' views say a pass (that is hidden information)."""
    s = pos(["JK S8 H2", "S6", "C2 C3"], passes=[0, 1, 0], joker=True)
    s = play(s, "JK@S6")             # seat 1 must play ♠6 and now holds only the joker
    assert legal(s) == ["pass"]
    s = play(s, "pass")              # seat 1: forced
    s = play(s, "pass")              # seat 2: ♣2 ♣3 cannot be played: forced too
    assert "S8" in legal(s)
    s = play(s, "pass")              # seat 0: chosen, with ♠8 in hand
    assert latest(s, 1)[1].kind == PASS_FORCED
    assert latest(s, 1)[1].text["en"] == "passed: no card could be played (passes 2/3)"
    assert latest(s, 2)[2].kind == PASS_FORCED
    assert latest(s, 0)[0].kind == PASS_CHOSEN and "(passes 1/3)" in latest(s, 0)[0].text["en"]
    for viewer in range(3):
        others = [ev for q, ev in latest(s, viewer).items() if q != viewer and ev.kind.startswith("pass")]
        assert others and all(ev.kind == PASSED for ev in others), viewer


def test_the_hand_is_rebuilt_back_through_the_cards_played_since() -> None:
    """Seat 0 passed holding ♠8 and played it later: its hand now lacks ♠8, the pass was still chosen."""
    s = pos(["S8 H2", "C2", "D2"])
    for move in ("pass", "pass", "pass", "S8"):
        s = play(s, move)
    v = GAME.view(s, 0)
    assert v["hand"] == ["H2"]
    assert events.round_events(v, NAMES)[0].kind == PASS_CHOSEN
    assert events.own_forced_passes(GAME.view(s, 1)) == {1}


def test_no_pass_left_is_said() -> None:
    s = play(pos(["S8 H2", "C2", "D2"], pass_limit=1), "pass")
    assert latest(s, 1)[0].text["en"] == "passed (passes 1/1); no pass left: the next one eliminates"


def test_the_motion_of_each_kind_of_move() -> None:
    s = pos(["JK S10 SJ H5 H8 D2", "S5 H6 C6 C8", "D6 D8 S4"], table={"S": [6, 8, 9]}, joker=True)
    assert render.motion_selectors(s, "H8", 0) == ('.player[data-seat="0"]', '.grid [data-card="H8"]')
    assert rules.holder(s, parse("H6") or 0) == 1
    assert render.motion_selectors(s, "JK@H6+H5", 0) == [('.player[data-seat="1"]', '.grid [data-card="H6"]'),
                                                          ('.player[data-seat="0"]', '.grid [data-card="H5"]')], \
        "the joker's real card comes from the seat that held it (review M1), the card beyond from the joker's player"
    assert render.motion_selectors(s, "JK@H6", 0) == ('.player[data-seat="1"]', '.grid [data-card="H6"]')
    assert render.motion_selectors(s, "pass", 0) is None, "a pass puts nothing on the table"
    out = pos(["JK S10", "H2 H3", "C2 C3"], passes=[3, 0, 0], joker=True)
    assert render.motion_selectors(out, "pass", 0) == ('.player[data-seat="0"]', '.grid [data-card="S10"]')
    after = play(s, "H8")
    html = render.table_html(GAME.view(after, 1), ["human", "normal", "normal"], "en", show_hand=True,
                             can_act=False, status="")
    assert 'data-card="H8"' in html and 'class="player turn" data-seat="1"' in html, "both selectors exist"


def test_the_drawing_for_one_seat_holds_no_other_seats_card() -> None:
    """Through a whole random game with the joker: the cards drawn face up are the seat's own hand and the
    table; every other hand is only its count of backs."""
    s = GAME.new(11, players=4, joker=True, pass_limit=1)
    rng = random.Random(11)
    seats = ["human", "normal", "normal", "normal"]
    while GAME.to_move(s) is not None:
        v = GAME.view(s, 0)
        for can_act in (False, GAME.to_move(s) == 0):
            html = render.table_html(v, seats, "en", show_hand=True, can_act=can_act, status="")
            faces = re.findall(r'class="card[^"]*" data-rank="[^"]*" data-suit="[^"]*" aria-label="([^"]*)"', html)
            assert sorted(faces) == sorted(pretty(c) for c in cards_of(s.hands[0]))
            placed = set(re.findall(r'data-card="([^"]*)"', html))
            assert placed == {text(suit * 13 + r) for suit in range(4) for r in range(13) if s.table[suit] >> r & 1}
            for q in range(1, 4):
                hidden = {pretty(c) for c in cards_of(s.hands[q])}
                assert not (hidden & set(faces)), "no other seat's card face up"
            backs = [int(n) for n in re.findall(r'class="backs" aria-hidden="true" data-count="(\d+)"', html)]
            assert backs == [v["counts"][q] for q in range(1, 4) if v["counts"][q]], "a count of backs, no card"
        moves = GAME.legal_moves(s)
        s = GAME.apply(s, rng.choice(moves))


def _luminance(hex_colour: str) -> float:
    rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_unplayable_cards_keep_aa_contrast() -> None:
    """Greyed cards failed contrast (issue 15): an unplayable card is told by its flat, hatched ground, its
    text stays ink or the red suit colour, at least 4.5:1 on both stripes of the hatching."""
    css = (Path(__file__).resolve().parents[2] / "web" / "shichinarabe.css").read_text()
    rule = css.split(".card.unplayable {", 1)[1].split("}", 1)[0]
    assert "color:" not in rule.replace("border-color", ""), "the text colour is not faded"
    ground = re.findall(r"#[0-9a-f]{6}", rule.split("background:", 1)[1])
    red = re.search(r"--red-suit, (#[0-9a-f]{6})", css)
    assert ground and red
    for stripe in ground:
        for ink in ("#1d1d1f", red.group(1)):
            assert contrast(ink, stripe) >= 4.5, (ink, stripe)


def test_earlier_rounds_are_logged_in_the_same_words_with_their_own_pass_counts() -> None:
    """A finished round's log keeps the table's words; its passes are counted from 0 at its deal, and the
    viewer's own passes there are plain passes (its hand then is no longer in its view)."""
    s = GAME.new(8, players=3, rounds=3, pass_limit=3)
    rng = random.Random(8)
    while s.round_no == 0:
        legal_moves = GAME.legal_moves(s)
        s = GAME.apply(s, legal_moves[-1] if rng.random() < 0.3 else rng.choice(legal_moves))
    v = GAME.view(s, 0)
    evs = events.earlier_events(v, NAMES)
    assert {e.index for e in evs} == set(range(v["round_start"]))
    seen = [0, 0, 0]
    for e in evs:
        if e.kind.startswith("pass"):
            seen[e.seat] += 1
            assert e.kind == PASSED and f"(passes {seen[e.seat]}/3)" in e.text["en"], e.text["en"]
    assert sum(seen) > 0
    html = render.table_html(v, ["human", "normal", "normal"], "en", show_hand=True, can_act=False, status="")
    folded = html.split('class="round-log" data-round="1"', 1)[1].split("</details>", 1)[0]
    lines = events.entry_lines(evs, render.seat_names(["human", "normal", "normal"], "en"), "en")
    assert folded.count("<li>") == v["round_start"] and lines[0].split(": ", 1)[1] in folded


def test_the_announcement_is_the_last_move_in_the_tables_words() -> None:
    seats = ["human", "normal", "normal"]
    s = pos(["JK H2", "D2", "S8 C3"], joker=True)
    assert render.announcement(GAME.view(s, 0), seats, "en") is None
    s = play(s, "JK@S8")
    assert render.announcement(GAME.view(s, 2), seats, "en") == (
        "P1 · you: joker on ♠8: P3 · Bot (normal) had to play the real card and took the joker (joker rule 1)")
    s = play(pos(["S8 H2", "C2", "D2"]), "pass")
    assert render.announcement(GAME.view(s, 0), seats, "en") == "P1 · you: passed by choice, with a card to play (passes 1/3)"
    assert render.announcement(GAME.view(s, 1), seats, "ja") == "P1 · あなた: パス（パス 1/3）", "hidden from the others"
    last = GAME.new(3, players=3, rounds=3)
    while last.round_no == 0:
        last = GAME.apply(last, GAME.legal_moves(last)[0])
    said = render.announcement(GAME.view(last, 0), seats, "en")
    assert said is not None and said.split(": ", 1)[0] in render.seat_names(seats, "en"), "the move that ended round 1"


def test_the_log_says_what_the_deal_did_and_who_moves_first() -> None:
    """基本ルール ①②: the four 7s go to the table at once and the holder of ♦7 moves first. A QA pass (2026-12-04)
    found rounds opening with the 7s down and a seat already moved, nothing on the table saying why."""
    seats = ["human", "normal", "normal", "normal"]
    for seed in range(6):
        s = GAME.new(seed, players=4)
        first = s.turn
        html = render.table_html(GAME.view(s, 0), seats, "en", show_hand=True, can_act=first == 0, status="")
        name = render.seat_names(seats, "en")[first]
        assert f'<p class="log-deal">Dealt: the four 7s went to the table at once; {name}, who held ♦7, moves first.' \
            in html
        s = GAME.apply(s, GAME.legal_moves(s)[0])  # after the first move the line still names who opened
        html = render.table_html(GAME.view(s, 1), seats, "ja", show_hand=True, can_act=False, status="")
        assert f"♦7を持っていた {render.seat_names(seats, 'ja')[first]} から始まります" in html
