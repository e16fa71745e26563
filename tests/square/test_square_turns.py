"""The course of a game of セブンスクエア (seed 「ゲーム進行の流れ」; docs/rules/square.md R1–R7, R26, R27): the
set-up with the hidden 将 and the mulligan, the turn's draw and IP, the hand limit, deck-out, the 30-turn
limit, hidden information (views and ``determinize``), records, texts, and seeded random games.
"""

from __future__ import annotations

import json
import random

import pytest

from sevens.core import chance, history, record
from sevens.core.errors import IllegalMove
from sevens.games.square.cards import DECKS
from sevens.games.square.state import DRAW, HAND_LIMIT, IP_CAP

from squarehelpers import GAME, hand, legal, play, position, temple


def setup_to_first_turn(seed: int = 3, **options):
    s = GAME.new(seed, **options)
    s = play(s, f"general {DECKS['aera'].general}", f"general {DECKS['fang'].general}")
    return s


# --- set-up (R5) -------------------------------------------------------------------------------------------

def test_the_generals_are_chosen_face_down_then_four_cards_drawn() -> None:
    """R5: P1 then P2 put a 【威光】 兵 face down on their ■ (the choice hidden from the other); the decks are
    then shuffled and 4 drawn each."""
    s = GAME.new(3)
    assert legal(s) == ["general aera-general", "general aera-sharpshooter", "general knight"]
    s1 = play(s, "general knight")
    v = GAME.view(s1, 1)
    assert v["generals"] == [None, None] and v["general_chosen"] == [True, False]
    assert GAME.view(s1, 0)["generals"] == ["knight", None]
    assert GAME.public_move(s, GAME.parse_move(s, "general knight"), 1, "en") == "P1 puts a general face down"
    assert GAME.public_move(s, GAME.parse_move(s, "general knight"), 0, "en") is None
    s2 = play(s1, "general maiden")
    assert [len(h) for h in s2.hands] == [4, 4] and [len(d) for d in s2.decks] == [35, 35]
    assert GAME.reveals(s1, s2) and not GAME.reveals(s, s1)
    assert s2.phase == "mulligan" and GAME.to_move(s2) == s2.first


def test_the_mulligan_once_each_then_the_reveal() -> None:
    """R5 (4)–(5): the first player, then the second, may put back any number of cards, shuffle and draw as
    many; then both 将 are revealed and the first turn begins with its draw and +2 IP."""
    s = setup_to_first_turn(first="P2")
    assert s.seat == 1 and legal(s)[-1] == "keep" and "return all" in legal(s)
    returned = legal(s)[0]
    s2 = play(s, returned)
    assert len(s2.hands[1]) == 4 and len(s2.decks[1]) == 35
    m = GAME.parse_move(s, returned)
    assert GAME.public_move(s, m, 0, "en") == "P2 returns 1 card and draws again"
    assert GAME.public_move(s, m, 0, "ja") == "P2が1枚を山札に戻して引き直す"
    assert s2.seat == 0 and s2.phase == "mulligan" and not s2.revealed
    s3 = play(s2, "keep")
    assert s3.revealed and [u.sq for u in s3.units] == [3, 45]
    assert s3.seat == 1 and len(s3.hands[1]) == 5 and s3.ip == (0, 2)
    assert GAME.view(s3, 1)["generals"] == ["aera-general", "fang-chief"]


def test_first_turn_balance_option() -> None:
    """R4's option: the first player skips its first draw, the second gains 3 IP on its first turn."""
    s = play(setup_to_first_turn(first="P1", first_turn_balance=True), "keep", "keep")
    assert s.seat == 0 and len(s.hands[0]) == 4 and s.ip == (2, 0)
    while s.seat == 0:
        s = play(s, legal(s)[-1])
    assert len(s.hands[1]) == 5 and s.ip[1] == 3


def test_coin_chooses_the_first_player_from_the_seed() -> None:
    firsts = {GAME.new(seed).first for seed in range(20)}
    assert firsts == {0, 1}
    assert GAME.new(4, first="P2").first == 1


# --- the turn (R2, R3, R6, R7, R27) ---------------------------------------------------------------------------

def test_ip_carries_over_up_to_ten() -> None:
    """R7: +2 IP a turn, unspent IP carried over, capped at 10."""
    s = position(seat=1, phase="battle", ip=(9, 0))
    s = play(s, "done")
    assert s.seat == 0 and s.ip[0] == IP_CAP


def test_hand_limit_in_the_end_phase() -> None:
    """R6: in the end phase the turn player discards down to 7, one card at a time, to the 神殿."""
    cards = ["warrior"] * 3 + ["aera-archer"] * 3 + ["mercenary"] * 3
    s = position(phase="battle", hands={0: cards})
    s = play(s, "done")
    assert s.phase == "discard" and legal(s) == ["discard warrior", "discard aera-archer", "discard mercenary"]
    s = play(s, "discard warrior", "discard mercenary")
    assert len(s.hands[0]) == HAND_LIMIT and temple(s, 0) == ["warrior", "mercenary"] and s.seat == 1


def test_deck_out_loses() -> None:
    """R2: a player whose deck is empty when it must draw loses."""
    s = position(phase="battle", deck_size={1: 0})
    s = play(s, "done")
    assert s.winner == 0 and s.reason == "deckout" and GAME.outcome(s).ranks == (1, 2)


def test_thirty_turns_each_then_a_draw() -> None:
    """R3: after each player has taken 30 turns the game is a draw."""
    s = position(phase="battle", seat=1, turn=29)
    assert GAME.view(s, 0)["turns_taken"] == [30, 30]
    s = play(s, "done")
    assert s.winner == DRAW and s.reason == "turns" and GAME.outcome(s).ranks == (1, 1)
    s = position(phase="battle", seat=0, turn=29)
    assert not play(s, "done").over


def test_the_turn_draws_and_the_draw_is_a_reveal() -> None:
    s = position(phase="battle", deck_top={1: ["knight"]})
    s2 = play(s, "done")
    assert hand(s2, 1) == ["knight"] and s2.ip[1] == 4 and GAME.reveals(s, s2)


# --- hidden information (R26) -----------------------------------------------------------------------------

def _states(seed: int, **options):
    game = GAME
    rng = random.Random(seed)
    s = game.new(seed, **options)
    out = [s]
    while game.to_move(s) is not None:
        s = game.apply(s, rng.choice(game.legal_moves(s)))
        out.append(s)
    return out


def test_a_view_never_holds_the_opponents_hand_or_a_deck_order() -> None:
    """R26: a seat sees its own hand and the other's shown cards; no deck order (sizes only); the other's 将
    only after the reveal."""
    for s in _states(7)[::5]:
        for seat in (0, 1):
            v = GAME.view(s, seat)
            other = 1 - seat
            assert v["hands"][seat]["cards"] == hand(s, seat)
            assert v["hands"][other]["cards"] == [s.prof[c].key for c in s.hands[other] if c in s.shown]
            assert v["decks"] == [len(s.decks[0]), len(s.decks[1])]
            text = json.dumps(v)
            assert "seed" not in text
            if not s.revealed:
                assert v["generals"][other] is None


def test_determinize_round_trips_the_view_and_keeps_the_legal_moves() -> None:
    for s in _states(8, deck0="iron", deck1="fang")[::4]:
        d = GAME.decision(s)
        if d is None:
            continue
        v = GAME.view(s, d.seat)
        for r in range(3):
            det = GAME.determinize(v, random.Random(r))
            assert GAME.view(det, d.seat) == v
            assert GAME.legal_moves(det) == GAME.legal_moves(s)


# --- records, texts -------------------------------------------------------------------------------------

def test_a_record_replays_to_the_same_state() -> None:
    run = _states(11, deck0="fang", deck1="iron", first_turn_balance=True)
    end = run[-1]
    rec = GAME.to_record(end)
    assert rec["setup"]["deck0"] == list(DECKS["fang"].cards) and rec["setup"]["first_turn_balance"] is True
    assert GAME.from_record(json.loads(record.dumps(rec))) == end
    assert history.states(GAME, end) == run


def test_move_texts_round_trip_and_fit_64_ascii_characters() -> None:
    for s in _states(12)[::3]:
        for m in GAME.legal_moves(s):
            t = GAME.format_move(s, m)
            assert t.isascii() and len(t) <= 64 and GAME.parse_move(s, t) == m


def test_descriptions_in_english_and_japanese() -> None:
    s = position(pieces=[("warrior", 0, "d2"), ("mercenary", 1, "d5")])
    m = GAME.parse_move(s, "move warrior@d2 d3")
    assert GAME.describe_move(s, m, "en") == "P1 moves Warrior d2→d3"
    assert GAME.describe_move(s, m, "ja") == "P1のウォーリアーが d2→d3 に移動"
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, "shoot warrior@d2 mercenary@d5")
    assert err.value.rule == "R13-range"


# --- random games -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed, decks", [(1, ("aera", "fang")), (2, ("iron", "aera")), (3, ("fang", "iron")),
                                         (4, ("iron", "iron"))])
def test_seeded_random_games_end(seed: int, decks: tuple[str, str]) -> None:
    run = _states(seed, deck0=decks[0], deck1=decks[1], deploy_anywhere=seed == 3)
    end = run[-1]
    assert GAME.outcome(end) is not None and len(run) <= GAME.info.max_moves
    assert chance.settle(GAME, end) == end
