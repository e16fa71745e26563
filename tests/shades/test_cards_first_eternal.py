"""The 7 first and 7 eternal cards (docs/rules/shades.md, "The first and eternal cards"; the seed's CARD
COLLECTION notes 1–14 and the FAQ entries about these cards), from fixed positions (shadeshelpers.py).

Most positions leave out the colourless cards (``colourless=False``) so that no 強欲なパレット window asks
the other seats, and most leave the board empty but for the squares given (``fill=False``), so that no
other card's arrival takes part.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from sevens.games.shades.cards import (BLUE, CODES, ETERNAL_CARDS, FIRST_CARDS, GREEN, KIND, PINK, PURPLE, RED,
                                       YELLOW, untargetable)
from sevens.games.shades.effects.eternal import ETERNAL_CODES
from sevens.games.shades.effects.first import FIRST_CODES
from sevens.games.shades.ops import ARRIVAL, HAND
from sevens.games.shades.state import UP, State

from shadeshelpers import GAME, Flags, at, count_cards, hand, legal, pile, play, position, sq

PLAIN: dict[str, Any] = {"colourless": False, "fill": False}


def declined(s: State) -> State:
    """Every reaction window passed."""
    while s.ask is not None and s.ask.kind == "react":
        s = play(s, "decline")
    return s


def use(s: State, text: str) -> State:
    """A hand card used, the windows after it passed."""
    return declined(play(s, text))


def codes_of(cards: tuple[int, ...] | list[int]) -> list[str]:
    return [next(k for k, i in CODES.items() if i == KIND[c]) for c in cards]


def discard(s: State) -> list[str]:
    return codes_of(s.discard)


def locked(s: State, p: int, col: int) -> list[str]:
    return codes_of(s.locks[p][col])


# --- no arrival: never on the board ---------------------------------------------------------------------

@pytest.mark.parametrize("code", FIRST_CODES + ETERNAL_CODES)
def test_no_arrival_effect_they_never_lie_on_the_board(code: str) -> None:
    """First and eternal cards have no arrival effect: they start locked or are won locked and can never be
    targeted (用語集 ファーストカード/エターナルカード; decision 28). Every kind has a hand effect; its
    arrival raises, and a new game never puts such a card on the board or in the deck."""
    assert code in HAND
    with pytest.raises(AssertionError, match="cannot lie on the board"):
        ARRIVAL[code](None, 0, 0, FIRST_CARDS[0])  # type: ignore[arg-type]
    card = next(c for c in FIRST_CARDS + ETERNAL_CARDS if KIND[c] == CODES[code])
    assert untargetable(card)
    for seed in (1, 2, 3):
        s = GAME.new(seed, players=4)
        on_board = {e % UP for p in s.board for e in p}
        assert card not in on_board and card not in s.deck and card not in s.discard


def test_first_card_used_while_locked_only_with_a_payer() -> None:
    """FAQ ロック Q1: a locked card's hand effect is not usable, except first and eternal cards ("ロック
    エリア使用可能"); each costs 追色1 (decision 11), so it is offered once per kind that can pay."""
    s = position(hands={0: ["dash", "counterattack", "fragment", "thunder"]}, locks={0: ["phoenix", "volcano"]},
                 **PLAIN)
    moves = legal(s)
    assert "use phoenix pay dash" in moves and "use phoenix pay counterattack" in moves
    assert "use phoenix pay fragment" in moves and "use volcano pay fragment" in moves
    assert "use phoenix pay thunder" not in moves
    s = position(hands={0: ["thunder"]}, locks={0: ["phoenix", "volcano"]}, **PLAIN)
    assert not any(m.startswith("use phoenix") or m.startswith("use volcano") for m in legal(s))
    # locked normal cards are never offered
    s = position(hands={0: ["dash"]}, locks={0: ["phoenix", "thunder"]}, **PLAIN)
    assert "use thunder" not in legal(s)


# --- 赤のキューブ フェニックス (note 1) ------------------------------------------------------------------------

def test_phoenix_takes_the_second_discard_after_paying() -> None:
    """Note 1 「追色により赤のカードを捨ててから使用するため、実質捨て場の上から2番目のカードは、効果使用前の
    捨て場の1番上のカードとなる」: the card on top before the use comes to the hand."""
    s = position(hands={0: ["dash"]}, locks={0: ["phoenix"]}, discard=["force", "thunder"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use phoenix pay dash")
    assert hand(s, 0) == ["thunder"]
    assert discard(s) == ["force", "dash"]
    assert locked(s, 0, RED) == ["phoenix"]
    assert count_cards(s) == n
    # taken openly from the public pile: the other seat sees where it went
    assert GAME.view(s, 1)["hands"][0]["cards"] == ["thunder"]


def test_phoenix_loop_ban() -> None:
    """Note 1 「手に入れたカードが赤ならば、そのカードを捨て、もう一度効果を使えるが、意味のない行為になる場合の、
    ループ行為は禁止」 (decision 23): the card paid by the first use cannot be taken back by the second."""
    s = position(hands={0: ["counterattack"]}, locks={0: ["phoenix"]}, discard=["force", "dash"], **PLAIN)
    s = use(s, "use phoenix pay counterattack")
    assert hand(s, 0) == ["dash"] and discard(s) == ["force", "counterattack"]
    s = use(s, "use phoenix pay dash")
    assert hand(s, 0) == []
    assert discard(s) == ["force", "counterattack", "dash"]


def test_phoenix_with_one_discard_does_nothing() -> None:
    """善処の原則: with only the cost on the pile there is no 2nd card; nothing is taken."""
    s = position(hands={0: ["dash", "thunder"]}, locks={0: ["phoenix"]}, **PLAIN)
    s = use(s, "use phoenix pay dash")
    assert hand(s, 0) == ["thunder"] and discard(s) == ["dash"]
    assert s.ask is not None and s.ask.prompt == "hand"


# --- 橙のキューブ ハーベスト (note 2) --------------------------------------------------------------------------

def test_harvest_takes_a_top_card_within_two_squares() -> None:
    """Note 2 「あなたから2マス以内とは…相手の駒が乗っているマスも対象にでき、対象のマスのカードの表裏は問わない。
    …何度でも効果を使ってもよい」: the opponent's square, face down or up, again while orange can pay."""
    s = position(hands={0: ["force", "lost-item"]}, locks={0: ["harvest"]}, pieces={1: "d3"},
                 board={"d3": ["thunder", "dash"], "c2": ["+road"], "d4": ["whim"], "f2": ["bridge"],
                        "d1": ["trap"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use harvest pay force")
    assert s.ask is not None and s.ask.prompt == "harvest.hand"
    assert sorted(legal(s)) == ["sq c2", "sq d1", "sq d3"]  # d4 and f2 are 3 squares away
    s = play(s, "sq d3")
    assert hand(s, 0) == ["dash", "lost-item"] and pile(s, "d3") == ["thunder"] and at(s, 1) == "d3"
    s = use(s, "use harvest pay lost-item")
    s = play(s, "sq c2")
    assert hand(s, 0) == ["dash", "road"] and pile(s, "c2") == []
    assert discard(s) == ["force", "lost-item"]
    assert count_cards(s) == n
    assert not any(m.startswith("use harvest") for m in legal(s))  # no orange card left to pay


def test_harvest_face_down_card_stays_hidden_from_the_others() -> None:
    """Decision 29: a face-down card taken into a hand is seen by its taker only; the choice of a square is
    public (not a secret question)."""
    s = position(hands={0: ["force"], 1: ["dash"]}, locks={0: ["harvest"]}, board={"d2": ["thunder"], "d3": ["road"]},
                 **PLAIN)
    s = use(s, "use harvest pay force")
    assert GAME.public_move(s, GAME.parse_move(s, "sq d2"), 1, "en") is None
    s = play(s, "sq d2")
    assert GAME.view(s, 0)["hands"][0]["cards"] == ["thunder"]
    other = GAME.view(s, 1)["hands"][0]
    assert other["count"] == 1 and other["cards"] == []
    assert "thunder" not in str(GAME.view(s, 1)["hands"][0])


def test_harvest_uncovers_an_arrival_for_the_piece_below() -> None:
    """Decisions 18, 19, 21: taking the top card of an opponent's square lays the face-up card below bare;
    the opponent arrives there once the effect is over (神鳴: home to their gate; the card to their hand)."""
    s = position(hands={0: ["force"]}, locks={0: ["harvest"]}, pieces={1: "d3"},
                 board={"d3": ["+thunder", "dash"]}, **PLAIN)
    s = use(s, "use harvest pay force")  # d3, the one card in range, is taken without a question
    assert hand(s, 0) == ["dash"]
    assert at(s, 1) == "d7" and hand(s, 1) == ["thunder"] and pile(s, "d3") == []


def test_harvest_with_no_card_in_range_does_nothing() -> None:
    """善処の原則: no card within 2 squares, no question; the hand phase goes on."""
    s = position(hands={0: ["force"]}, locks={0: ["harvest"]}, board={"a7": ["dash"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use harvest pay force")
    assert s.ask is not None and s.ask.prompt == "hand" and hand(s, 0) == []
    assert pile(s, "a7") == ["dash"] and count_cards(s) == n


# --- 黄のキューブ サフラン (note 3) ----------------------------------------------------------------------------

def test_saffron_opens_up_to_four_within_two_squares() -> None:
    """Note 3 「あなたから2マス以内とは、仮に2マス移動する場合に移動できる範囲」: Manhattan distance ≤ 2 (e2 and
    b1 yes, f2 no); at most 4 cards open; opening the card under one's own piece is an arrival, after the
    effect (decisions 18, 19)."""
    s = position(hands={0: ["steal"]}, locks={0: ["saffron"]},
                 board={"d1": ["thunder"], "b1": ["dash"], "e2": ["dash"], "d3": ["dash"], "c2": ["+road", "whim"],
                        "f2": ["dash"], "e1": ["+force"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use saffron pay steal")
    assert sorted(legal(s)) == ["done", "sq b1", "sq c2", "sq d1", "sq d3", "sq e2"]
    s = play(s, "sq d1", "sq b1", "sq c2")
    assert s.ask is not None and s.ask.prompt == "saffron.hand"
    assert sorted(legal(s)) == ["done", "sq d3", "sq e2"]
    s = play(s, "sq e2")
    # four opened: no fifth question; then the queued arrival on d1 (神鳴: already home, the card to the hand)
    assert pile(s, "b1") == ["+dash"] and pile(s, "c2") == ["+road", "+whim"] and pile(s, "e2") == ["+dash"]
    assert pile(s, "d3") == ["dash"] and pile(s, "f2") == ["dash"]
    assert hand(s, 0) == ["thunder"] and pile(s, "d1") == [] and at(s, 0) == "d1"
    assert s.ask is not None and s.ask.prompt == "hand" and count_cards(s) == n


def test_saffron_may_stop_early_and_does_nothing_without_face_down_cards() -> None:
    """"Up to 4": ``done`` stops; with no face-down top card in range nothing is asked (善処)."""
    s = position(hands={0: ["steal", "thunder"]}, locks={0: ["saffron"]},
                 board={"d2": ["dash"], "d3": ["dash"], "a7": ["road"]}, **PLAIN)
    s = use(s, "use saffron pay steal")
    s = play(s, "sq d2", "done")
    assert pile(s, "d2") == ["+dash"] and pile(s, "d3") == ["dash"]
    s = position(hands={0: ["steal"]}, locks={0: ["saffron"]}, board={"d2": ["+dash"], "a7": ["road"]}, **PLAIN)
    s = use(s, "use saffron pay steal")
    assert s.ask is not None and s.ask.prompt == "hand" and pile(s, "a7") == ["road"]


# --- 緑のキューブ ヴァーディアン (note 4) ------------------------------------------------------------------------

def test_verdian_draws_two_shown_and_discards_them_at_turn_end() -> None:
    """Note 4 「手札に加えるとあるが、相手プレイヤーに見える状態で公開したままにしておくのが望ましい」: the
    two cards are shown to everyone; once a turn (decision 35); still held at the turn's end, they are
    discarded (decision 37)."""
    s = position(hands={0: ["road", "whim", "force"]}, locks={0: ["verdian"]}, deck=["dash", "thunder"],
                 **PLAIN)
    n = count_cards(s)
    s = use(s, "use verdian pay road")
    assert hand(s, 0) == ["dash", "force", "thunder", "whim"]
    seen = GAME.view(s, 1)["hands"][0]
    assert seen["count"] == 4 and seen["cards"] == ["dash", "thunder"]  # the force and whim stay hidden
    assert not any(m.startswith("use verdian") for m in legal(s))  # once a turn, though whim could pay
    assert "use dash" in legal(s)  # shown, not sealed
    s = play(s, "end")
    assert s.ask is not None and s.ask.prompt == "stuck"  # nothing beside d1 on this bare board
    s = play(s, "place d2")
    assert hand(s, 0) == ["force", "whim"]
    assert discard(s)[-2:] == ["dash", "thunder"] and count_cards(s) == n
    assert s.current == 1


def test_verdian_card_used_is_not_discarded_twice() -> None:
    """A ヴァーディアン card that left the hand (used) is not discarded again at the turn's end."""
    s = position(hands={0: ["road"]}, locks={0: ["verdian"]}, deck=["dash", "thunder"], **PLAIN)
    s = use(s, "use verdian pay road")
    s = use(s, "use dash")
    n = count_cards(s)
    s = play(s, "end", "place d2")
    assert discard(s) == ["road", "dash", "thunder"] and count_cards(s) == n


# --- 青のキューブ セレスティア (note 5) ------------------------------------------------------------------------

def test_celestia_opponents_discard_at_random_in_turn_order() -> None:
    """Note 5 「複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果を処理する」 (処理順,
    decision 36): P2 uses it, so P3, P4, P1 discard in that order; a hand of 1 is spared (decision 38)."""
    s = position(4, current=1, hands={0: ["force", "force"], 1: ["trap"], 2: ["dash", "dash"],
                                      3: ["thunder", "thunder"]}, locks={1: ["celestia"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use celestia pay trap")
    assert discard(s) == ["trap", "dash", "thunder", "force"]
    assert [len(h) for h in s.hands] == [1, 0, 1, 1]
    assert count_cards(s) == n
    s = position(3, hands={0: ["trap"], 1: ["dash"], 2: ["dash", "thunder"]}, locks={0: ["celestia"]}, **PLAIN)
    s = use(s, "use celestia pay trap")
    assert hand(s, 1) == ["dash"] and len(s.hands[2]) == 1 and len(s.discard) == 2


def test_celestia_discard_is_random_and_the_threshold_an_option() -> None:
    """無作為 (decision 29): which card goes depends on the state's seed; ``celestia_min`` 3 spares a hand
    of 2 (decision 38)."""
    gone = set()
    for seed in range(12):
        s = position(hands={0: ["trap"], 1: ["dash", "thunder"]}, locks={0: ["celestia"]}, seed=seed, **PLAIN)
        s = use(s, "use celestia pay trap")
        assert len(s.hands[1]) == 1
        gone.add(discard(s)[-1])
    assert gone == {"dash", "thunder"}
    s = position(hands={0: ["trap"], 1: ["dash", "thunder"]}, locks={0: ["celestia"]}, celestia_min=3, **PLAIN)
    s = use(s, "use celestia pay trap")
    assert hand(s, 1) == ["dash", "thunder"] and discard(s) == ["trap"]


# --- 桃のキューブ セレナーデ (note 6) -------------------------------------------------------------------------

def test_serenade_locks_after_the_lock_phase() -> None:
    """Note 6 「ロックフェイズでカードを1枚ロックしていたとしても、このカードの手札効果でハンドフェイズにもう
    1枚ロックすることができる」; once a turn (decision 35)."""
    s = position(hands={0: ["dash", "thunder", "flower", "disclosure", "road"]}, locks={0: ["serenade"]},
                 phase="lock", **PLAIN)
    n = count_cards(s)
    s = declined(play(s, "lock dash"))
    assert locked(s, 0, RED) == ["dash"]
    s = use(s, "use serenade pay flower")
    assert s.ask is not None and s.ask.prompt == "serenade.hand"
    assert sorted(legal(s)) == ["card road", "card thunder"]  # red is taken, pink holds セレナーデ itself
    s = declined(play(s, "card thunder"))
    assert locked(s, 0, YELLOW) == ["thunder"] and hand(s, 0) == ["disclosure", "road"]
    assert s.ask is not None and s.ask.prompt == "hand"
    assert not any(m.startswith("use serenade") for m in legal(s))
    assert count_cards(s) == n


def test_serenade_locks_a_fragment_into_a_chosen_slot() -> None:
    """FAQ ロック 「「なないろの欠片」はハンドフェイスでロックできますか？」: 「桃のキューブ セレナーデ」等の手札
    効果でも「なないろの欠片」を1枚ロックすることが可能 — into a slot of one's choice."""
    s = position(hands={0: ["fragment", "flower"]}, locks={0: ["serenade", "dash"]}, **PLAIN)
    s = use(s, "use serenade pay flower")
    assert legal(s) == ["card fragment"]
    s = play(s, "card fragment")
    assert s.ask is not None and s.ask.prompt == "serenade.slot"
    assert legal(s) == ["colour orange", "colour yellow", "colour green", "colour blue", "colour purple"]
    s = declined(play(s, "colour green"))
    assert locked(s, 0, GREEN) == ["fragment"] and hand(s, 0) == []


def test_serenade_cannot_make_the_last_lock() -> None:
    """Decision 32: セレナーデ cannot make the lock that completes the 7 colours. The question still comes
    (whether it asks depends on the hand's size only), with ``done`` its only answer."""
    s = position(hands={0: ["apocalypse", "fragment", "disclosure"]},
                 locks={0: ["serenade", "dash", "force", "thunder", "road", "bridge"]}, **PLAIN)
    s = use(s, "use serenade pay disclosure")
    assert s.ask is not None and s.ask.prompt == "serenade.hand" and legal(s) == ["done"]
    s = play(s, "done")
    assert locked(s, 0, PURPLE) == [] and hand(s, 0) == ["apocalypse", "fragment"] and s.winner < 0


def test_serenade_locks_nothing_after_a_stopped_lock() -> None:
    """§B G11: after ちょっと待った! stopped a lock, that player locks nothing more this turn, セレナーデ
    included (``done`` is the only answer)."""
    s = position(hands={0: ["flower", "thunder"]}, locks={0: ["serenade"]}, flags=Flags(lock_ban=True), **PLAIN)
    s = use(s, "use serenade pay flower")
    assert legal(s) == ["done"]
    s = play(s, "done")
    assert hand(s, 0) == ["thunder"] and locked(s, 0, YELLOW) == []


def test_serenade_with_an_empty_hand_does_nothing() -> None:
    """善処の原則: the cost emptied the hand, so there is nothing to lock and nothing is asked."""
    s = position(hands={0: ["flower"]}, locks={0: ["serenade"]}, **PLAIN)
    s = use(s, "use serenade pay flower")
    assert s.ask is not None and s.ask.prompt == "hand" and locked(s, 0, PINK) == ["serenade"]


# --- 紫のキューブ ディメンション (note 7) ----------------------------------------------------------------------

def test_dimension_jumps_two_squares_over_anything() -> None:
    """Note 7 「「一気に移動」なので1マス目のカードや相手の駒等の有無は問わない」 (decision 14): the move is a
    straight 2-square jump over an empty square with a piece on it; 1-square moves are gone; contact stays."""
    s = position(hands={0: ["wait"]}, locks={0: ["dimension"]}, pieces={1: "d2"},
                 board={"d3": ["dash"], "c1": ["thunder"], "b1": ["road"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use dimension pay wait")
    assert s.flags.dimension
    s = play(s, "end")
    assert sorted(legal(s)) == ["contact d2", "move b1", "move d3"]
    s = declined(play(s, "move d3"))
    # a 移動: the card opens and ダッシュ's arrival finds no square to go on; the card goes to the hand
    assert at(s, 0) == "d3" and hand(s, 0) == ["dash"] and pile(s, "d3") == []
    assert count_cards(s) == n


# --- 紅蓮の火山 ワイナウエア (note 9) --------------------------------------------------------------------------

def test_volcano_discards_a_whole_square() -> None:
    """Note 9 「1マスに複数枚のカードがあれば、それらをすべて捨てる」: the pile goes whole, a piece there stays."""
    s = position(hands={0: ["dash"]}, locks={0: ["phoenix", "volcano"]}, pieces={1: "b4"},
                 board={"b4": ["road", "+thunder", "force"], "a7": ["whim"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use volcano pay dash")
    assert sorted(legal(s)) == ["sq a7", "sq b4"]
    s = play(s, "sq b4")
    assert pile(s, "b4") == [] and at(s, 1) == "b4"
    assert discard(s) == ["dash", "force", "thunder", "road"]
    assert locked(s, 0, RED) == ["phoenix", "volcano"] and count_cards(s) == n


# --- 禁断の果実 マルメゴ (note 8) -----------------------------------------------------------------------------

def test_fruit_draws_four_shown_and_sealed() -> None:
    """Note 8 「効果の使用により、手札をすべて捨てずに済んだ場合で、まだ橙のカードを持っている限り何度でも効果を
    使用することができる」: no orange drawn, the hand is kept and it may be used again; the 4 cards are shown
    and sealed (decision 34), so 神鳴 drawn is not usable this turn."""
    s = position(hands={0: ["force", "lost-item"]}, locks={0: ["fruit"]},
                 deck=["dash", "thunder", "road", "bridge"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use fruit pay force")
    assert hand(s, 0) == ["bridge", "dash", "lost-item", "road", "thunder"]
    assert GAME.view(s, 1)["hands"][0]["cards"] == ["bridge", "dash", "road", "thunder"]
    assert not s.flags.no_move
    moves = legal(s)
    assert "use fruit pay lost-item" in moves
    assert "use thunder" not in moves and "use dash" not in moves and "use lost-item" in moves
    assert count_cards(s) == n


@pytest.mark.parametrize("orange", ["force", "fragment"])
def test_fruit_orange_drawn_discards_the_hand_and_stops_the_move(orange: str) -> None:
    """Note 8 「「なないろの欠片」をドローした場合は…それを橙として処理し、手札をすべて捨て、あなたはこのターン
    移動できない」: an orange card — the fragment too — costs the whole hand, and the move phase is the stuck
    placement (decision 13)."""
    s = position(hands={0: ["lost-item", "dash"]}, locks={0: ["fruit"]}, board={"d2": ["road"]},
                 deck=["dash", orange, "thunder", "road"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use fruit pay lost-item")
    assert hand(s, 0) == [] and s.flags.no_move
    assert sorted(discard(s)) == sorted(["lost-item", "dash", "dash", orange, "thunder", "road"])
    s = play(s, "end")
    assert s.ask is not None and s.ask.prompt == "stuck" and "move d2" not in legal(s)
    assert count_cards(s) == n


# --- 黄金の宮殿 ドムス・ネロ (note 10) -------------------------------------------------------------------------

def test_palace_draws_two_then_each_opponent_one_in_turn_order() -> None:
    """Note 10 「複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果を処理する」: P2 draws 2,
    then P3, then P1 draw 1 each, from the deck's top; once a turn (decision 35)."""
    s = position(3, current=1, hands={1: ["thunder", "steal"]}, locks={1: ["palace"]},
                 deck=["dash", "road", "force", "bridge"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use palace pay thunder")
    assert hand(s, 1) == ["dash", "road", "steal"]
    assert hand(s, 2) == ["force"] and hand(s, 0) == ["bridge"]
    assert not any(m.startswith("use palace") for m in legal(s))
    assert count_cards(s) == n


# --- 奇跡の森 マンズウッド (note 11) --------------------------------------------------------------------------

def test_forest_draws_one() -> None:
    """Note 11 「特になし」: draw 1; it may be used again while green can pay."""
    s = position(hands={0: ["road", "whim"]}, locks={0: ["forest"]}, deck=["thunder", "dash"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use forest pay road")
    assert hand(s, 0) == ["thunder", "whim"]
    s = use(s, "use forest pay whim")
    assert hand(s, 0) == ["dash", "thunder"] and discard(s) == ["road", "whim"]
    assert count_cards(s) == n
    assert GAME.view(s, 1)["hands"][0] == {"count": 2, "cards": []}  # draws are hidden


# --- 月下の漂流船 プリドゥエン (note 12) -----------------------------------------------------------------------

def test_ship_lays_a_deck_card_on_two_squares() -> None:
    """Note 12 「カードの置かれた場所も対象にできる」: two different squares, one holding a pile and a piece;
    the deck's cards lie face down and nobody knows them."""
    s = position(hands={0: ["trap"]}, locks={0: ["ship"]}, pieces={1: "c3"}, board={"c3": ["+road"]},
                 deck=["dash", "thunder"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use ship pay trap")
    assert len(legal(s)) == 49
    s = play(s, "sq c3")
    assert "sq c3" not in legal(s) and len(legal(s)) == 48
    s = play(s, "sq g7")
    assert pile(s, "c3") == ["+road", "dash"] and pile(s, "g7") == ["thunder"]
    for seat in (0, 1):
        assert GAME.view(s, seat)["board"][sq("c3")][-1] == [None, False]
    assert at(s, 1) == "c3" and count_cards(s) == n
    assert s.ask is not None and s.ask.prompt == "hand"


def test_ship_with_no_card_to_lay_asks_nothing() -> None:
    """Decision 22: an empty deck is refilled from the discard pile (here only the cost paid), and with
    both empty the placement is skipped (善処): the second square is not asked."""
    s = position(hands={0: ["trap"]}, locks={0: ["ship"]}, **PLAIN)
    s = replace(s, deck=())
    s = use(s, "use ship pay trap")
    assert s.ask is not None and s.ask.prompt == "ship.hand"
    s = play(s, "sq a1")
    assert pile(s, "a1") == ["trap"] and s.deck == () and s.discard == ()
    assert s.ask is not None and s.ask.prompt == "hand"


# --- 結ばれの一本桜 コノハナサクヤ (note 13) --------------------------------------------------------------------

def test_sakura_moves_an_opponent_who_opens_and_arrives() -> None:
    """Note 13 「効果の対象となった相手プレイヤーは「移動」扱いになるため、移動先のカードが裏向きであればオープンし
    到達効果を得る」: the opponent lands on a square of the user's 周囲 (diagonals too), opens its card and
    resolves the arrival themself (decision 21) — here 神鳴 sends them home."""
    s = position(hands={0: ["flower"]}, locks={0: ["sakura"]}, pieces={0: "d4"},
                 board={"c5": ["thunder"], "d5": [], "e3": ["+dash"], "a1": ["road"]}, **PLAIN)
    n = count_cards(s)
    s = use(s, "use sakura pay flower")  # P2, the one opponent, is chosen without a question
    assert s.flags.no_contact and s.ask is not None and s.ask.prompt == "sakura.square"
    assert sorted(legal(s)) == ["sq c5", "sq e3"]
    s = play(s, "sq c5")
    assert at(s, 1) == "d7" and hand(s, 1) == ["thunder"] and pile(s, "c5") == []
    assert count_cards(s) == n


def test_sakura_opponent_arrival_is_their_decision() -> None:
    """Decision 21: the moved opponent makes the choices of their arrival (ダッシュ's move once more)."""
    s = position(hands={0: ["flower"]}, locks={0: ["sakura"]}, pieces={0: "d4"},
                 board={"e5": ["dash"], "f5": ["road"], "e6": ["thunder"]}, **PLAIN)
    s = use(s, "use sakura pay flower")  # P2 and e5 are the one answers: no question
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "dash.arrival"
    s = play(s, "sq f5")
    assert at(s, 1) == "f5" and hand(s, 1) == ["dash"]


def test_sakura_then_only_contact_left_is_a_stuck_placement() -> None:
    """Note 13 「…移動先がなく相手に接触することしかできない場合は、カード効果に従い接触できないため、山札から
    自分の隣にカードを裏向きで置きターン終了」."""
    s = position(hands={0: ["flower"]}, locks={0: ["sakura"]}, board={"d2": ["road", "whim"]},
                 deck=["dash"], **PLAIN)
    s = use(s, "use sakura pay flower")  # P2 and d2 are the one answers: no question
    assert at(s, 1) == "d2" and hand(s, 1) == ["whim"]
    s = play(s, "end")
    assert s.ask is not None and s.ask.prompt == "stuck"
    assert "contact d2" not in legal(s)
    s = play(s, "place e1")
    assert pile(s, "e1") == ["dash"] and at(s, 0) == "d1" and s.current == 1


def test_sakura_with_no_square_moves_nobody_but_still_bans_contact() -> None:
    """善処の原則: no square around with a card and no piece, no question; the contact ban stands."""
    s = position(hands={0: ["flower"]}, locks={0: ["sakura"]}, pieces={1: "d2"}, board={"a7": ["road"]},
                 **PLAIN)
    s = use(s, "use sakura pay flower")
    assert s.ask is not None and s.ask.prompt == "hand" and s.flags.no_contact and at(s, 1) == "d2"


# --- 終わりなき化学 ゲンテクニーク (note 14) --------------------------------------------------------------------

def test_chemistry_takes_the_top_card_and_lays_a_deck_card() -> None:
    """Note 14 「自分の手札に加えるのは選んだマスの1番上のカードである。(1番上の原則)」: the top card of the
    pile comes to the hand; the deck's top card lies face down in its place, unknown to all."""
    s = position(hands={0: ["apocalypse"]}, locks={0: ["chemistry"]}, board={"c5": ["thunder", "+dash"]},
                 deck=["force"], **PLAIN)
    n = count_cards(s)
    s = use(s, "use chemistry pay apocalypse")  # c5, the one square with cards, without a question
    assert hand(s, 0) == ["dash"] and pile(s, "c5") == ["thunder", "force"]
    assert GAME.view(s, 0)["board"][sq("c5")][-1] == [None, False]
    assert count_cards(s) == n


def test_chemistry_uncovered_arrival_lapses_under_the_new_card() -> None:
    """Decision 19: taking the top card bares a face-up card under a piece, but the deck card laid on it
    before the arrival resolves makes the arrival lapse (神鳴 would have sent P2 home)."""
    s = position(hands={0: ["apocalypse"]}, locks={0: ["chemistry"]}, pieces={1: "c5"},
                 board={"c5": ["+thunder", "+dash"]}, deck=["force"], **PLAIN)
    s = use(s, "use chemistry pay apocalypse")  # c5, the one square with cards, without a question
    assert at(s, 1) == "c5" and hand(s, 1) == [] and pile(s, "c5") == ["+thunder", "force"]


# --- FAQ: eternal cards won (ロック Q6, Q7) ------------------------------------------------------------------

def _invading(**kw: object) -> State:
    """P1 at P2's gate d7 contacts P2 on d6: P2 cannot go home (d7 taken, decision 17), so P1 ends the turn
    on P2's gate and invades (decision 30)."""
    s = position(pieces={0: "d7", 1: "d6"}, board={"d1": ["road"]}, **kw)  # type: ignore[arg-type]
    s = play(s, "end", "contact d6")
    return declined(s)


def test_eternal_beside_the_first_card_of_its_colour() -> None:
    """FAQ ロック 「ゲート侵攻成功時にファーストカードと同色のエターナルカードを手に入れました」: both stay locked
    — the first card cannot be targeted, so it does not go to the hand."""
    s = _invading(locks={0: ["phoenix"]}, eternals_left=["volcano"], colourless=False, fill=False)
    assert locked(s, 0, RED) == ["phoenix", "volcano"] and s.eternals == ()
    assert hand(s, 0) == ["road"] and at(s, 0) == "d1" and s.current == 1


def test_eternal_over_the_curse_sends_it_to_the_hand() -> None:
    """FAQ ロック 「「にじいろの呪い」の置かれたロックエリアにエターナルカードをロックすることになりました」: the
    curse goes to the player's hand and the eternal card is locked."""
    s = position(pieces={0: "d7", 1: "d6"}, board={"d1": ["road"]}, locks={0: ["phoenix"]},
                 eternals_left=["forest"], fill=False)
    curse = next(c for c in s.deck if KIND[c] == CODES["curse"])
    s = replace(s, deck=tuple(c for c in s.deck if c != curse), curse=(GREEN, -1))
    n = count_cards(s)
    s = declined(play(s, "end"))
    s = declined(play(s, "contact d6"))
    assert s.curse[0] == -1 and locked(s, 0, GREEN) == ["forest"]
    assert hand(s, 0) == ["curse", "road"] and count_cards(s) == n


# --- what a seat sees is enough to be asked the same (README.md, "The engine") ------------------------------

def _mid_effects() -> list[State]:
    """States waiting inside each of these kinds' questions."""
    return [
        use(position(hands={0: ["force"], 1: ["dash"]}, locks={0: ["harvest"]},
                     board={"d2": ["thunder"], "d3": ["road"]}, **PLAIN), "use harvest pay force"),
        use(position(hands={0: ["steal"], 1: ["dash"]}, locks={0: ["saffron"]}, board={"d2": ["road"]}, **PLAIN),
            "use saffron pay steal"),
        use(position(hands={0: ["flower", "road", "dash"], 1: ["dash"]}, locks={0: ["serenade"]}, **PLAIN),
            "use serenade pay flower"),
        play(use(position(hands={0: ["flower", "fragment"]}, locks={0: ["serenade", "dash"]}, **PLAIN),
                 "use serenade pay flower"), "card fragment"),
        use(position(hands={0: ["flower"]}, locks={0: ["sakura"]}, board={"d2": ["road"], "c2": ["dash"]},
                     **PLAIN), "use sakura pay flower"),
        play(use(position(hands={0: ["trap"]}, locks={0: ["ship"]}, **PLAIN), "use ship pay trap"), "sq d2"),
        use(position(hands={0: ["apocalypse"]}, locks={0: ["chemistry"]}, board={"d2": ["road"], "c2": ["dash"]},
                     **PLAIN), "use chemistry pay apocalypse"),
    ]


@pytest.mark.parametrize("index", range(7))
def test_questions_depend_only_on_what_the_seat_sees(index: int) -> None:
    """A state dealt again from the asked seat's view asks the same seat the same question with the same
    choices, and the other seat sees who decides and why (decision 29)."""
    s = _mid_effects()[index]
    assert s.ask is not None and s.ask.prompt != "hand"
    for seat in (0, 1):
        for seed in range(3):
            d = GAME.determinize(GAME.view(s, seat), random.Random(seed))
            assert d.ask is not None and (d.ask.seat, d.ask.prompt) == (s.ask.seat, s.ask.prompt)
            if seat == s.ask.seat:
                assert d.ask.moves == s.ask.moves


def test_serenade_lock_declared_survives_a_redeal_of_hidden_cards() -> None:
    """The card セレナーデ declares is public: a state dealt from the other seat's view (the palette window
    after the declaration asks it) still locks that card when the window closes."""
    s = position(hands={0: ["flower", "thunder", "road"], 1: ["dash"]}, locks={0: ["serenade"]}, fill=False)
    s = use(s, "use serenade pay flower")
    s = play(s, "card thunder")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "react.lock"
    assert GAME.view(s, 1)["limbo"] == ["thunder"], "on its way into the slot, seen by all"
    for seed in range(4):
        d = play(GAME.determinize(GAME.view(s, 1), random.Random(seed)), "decline")
        assert locked(d, 0, YELLOW) == ["thunder"] and len(d.hands[0]) == 1
