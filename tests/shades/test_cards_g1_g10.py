"""The normal kinds G1–G10 of 7 SHADES OF S:EVEN (docs/rules/shades.md §B): each arrival and hand effect from
a fixed position, the seed's CARD COLLECTION notes of these cards, the FAQ entries about them, the seed's
worked example (ダッシュ-less turns 1 and 2 with 誰かの落とし物 and 神鳴), the 善処 cases and hidden choices.

Squares: a1–g7, rank 1 the south row; two players sit S (gate d1) and N (gate d7), three S, W (a4), N.
"""

from __future__ import annotations

import random

from sevens.games.shades.cards import KIND, KINDS
from sevens.games.shades.state import UP, State, name

from shadeshelpers import GAME, at, count_cards, hand, legal, past_boundaries, pile, play, position, sq


def kinds(cards: tuple[int, ...] | list[int]) -> list[str]:
    return sorted(KINDS[KIND[c]].code for c in cards)


def top(s: State, where: str) -> int:
    return s.board[sq(where)][-1] % UP


# --- G1 ダッシュ -------------------------------------------------------------------------------------------

def test_dash_arrival_moves_once_more_after_the_card_is_taken() -> None:
    """§B G1 arrival: one more 隣 移動 (a face-down card opens and arrives); ダッシュ is in the hand first."""
    s = position(phase="move", board={"d2": ["dash"], "d3": ["lost-item"], "e2": ["+road"]}, deck=["thunder"],
                 fill=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "dash.arrival" and s.ask.seat == 0
    assert legal(s) == ["sq d3", "sq e2"]  # d1 (the gate) has no card; no done: the move is compulsory
    assert hand(s, 0) == ["dash"]
    s = play(s, "sq d3")
    assert at(s, 0) == "d3" and s.came_from[0] == sq("d2")
    assert hand(s, 0) == ["dash", "lost-item", "thunder"]  # 誰かの落とし物 arrived: draw 1
    assert pile(s, "d2") == [] and pile(s, "d3") == []
    assert count_cards(s) == n


def test_dash_arrival_never_contacts_and_does_nothing_without_a_square() -> None:
    """Seed notes G1 arrival 「「もう一度、ムーブフェイズを行う」ではないため、接触はできない」 and FAQ 接触
    「「ダッシュ」の到達効果で「もう一度移動する」時接触できますか？ → 接触できません」: the opponent's square is
    not offered; with no other square, nothing happens (善処) and ダッシュ goes to the hand. FAQ 移動 「「もう1度
    移動する」というカード効果の場合、移動できないときはどうすればよいですか？ → 原則、ターンを終了します」: no deck
    card is placed (that is only for a move phase with no move)."""
    s = position(phase="move", board={"d2": ["dash"], "d3": ["road"]}, pieces={1: "d3"}, fill=False)
    n = count_cards(s)
    deck = len(s.deck)
    s = play(s, "move d2")
    assert len(s.deck) == deck and not s.flags.stuck
    assert at(s, 0) == "d2" and at(s, 1) == "d3"
    assert hand(s, 0) == ["dash"] and hand(s, 1) == []
    s = past_boundaries(s)
    assert s.ask is not None and s.ask.seat == 1  # P1's turn is over
    assert count_cards(s) == n


def test_dash_hand_gives_extra_moves_without_contact() -> None:
    """§B G1 hand and seed note 「…2回目の移動では接触はできない」: after the move-phase action, one extra 1-square
    移動 per use (uses stack), never a contact; the extra move may be declined."""
    s = position(hands={0: ["dash", "dash"]},
                 board={"d2": ["+whim"], "d3": ["+whim"], "c3": ["+whim"], "d5": ["+whim"]},
                 pieces={1: "c4"}, fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "use dash", "use dash", "end")
    assert s.flags.extra == 2
    assert "contact d2" not in legal(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "dash.hand"
    assert "done" in legal(s) and not any(t.startswith("contact") for t in legal(s))
    s = play(s, "extra d3")
    assert at(s, 0) == "d3"
    # the opponent on c4 is not 隣 of d3, c3 has a card: the second extra move is offered, no contact
    assert s.ask is not None and s.ask.prompt == "dash.hand"
    assert not any(t.startswith("contact") for t in legal(s))
    s = play(s, "done")
    assert at(s, 0) == "d3" and s.current == 1 and hand(s, 0) == ["whim", "whim"]
    assert count_cards(s) == n


# --- G2 反撃 ---------------------------------------------------------------------------------------------

def test_counterattack_arrival_fewest_cards_draws_two_and_discards_one() -> None:
    """§B G2 arrival and seed note 「仮に4人のプレイヤーが全員手札が同じ枚数だった場合、手札が1番少ないプレイヤーは
    全員となる」: all four hold 1 card, so the arriving player is among the fewest: draw 2, discard 1 of choice."""
    s = position(4, phase="move", hands={0: ["road"], 1: ["road"], 2: ["road"], 3: ["road"]},
                 board={"d2": ["counterattack"]}, deck=["force", "steal"], fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "counterattack.arrival" and s.ask.seat == 0
    assert hand(s, 0) == ["force", "road", "steal"]  # 反撃 itself is not in the hand yet
    assert sorted(legal(s)) == ["card force", "card road", "card steal"]
    s = play(s, "card steal")
    assert hand(s, 0) == ["counterattack", "force", "road"]
    assert kinds(s.discard) == ["steal"]
    assert count_cards(s) == n


def test_counterattack_arrival_does_nothing_if_someone_holds_fewer() -> None:
    """§B G2 arrival: an opponent holding fewer cards than you (compared now, decision 27): nothing."""
    s = position(phase="move", hands={0: ["road"]}, board={"d2": ["counterattack"]}, deck=["force", "steal"],
                 fill=False, colourless=False)
    n = count_cards(s)
    deck = len(s.deck)
    s = play(s, "move d2")
    assert hand(s, 0) == ["counterattack", "road"]
    assert len(s.deck) == deck and s.discard == ()
    assert count_cards(s) == n


def test_counterattack_arrival_ties_count() -> None:
    """§B G2 arrival: ties count (decision 27): two players with 0 cards each, the arriving one draws 2."""
    s = position(phase="move", board={"d2": ["counterattack"]}, deck=["force", "steal"], fill=False)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "counterattack.arrival"
    s = play(s, "card force")
    assert hand(s, 0) == ["counterattack", "steal"] and kinds(s.discard) == ["force"]


def test_counterattack_reaction_cancels_a_contact_and_can_be_countered() -> None:
    """§B G2 hand and seed note 「「接触してきた時」とは相手が接触を宣言した時のことである。反撃の効果による接触を
    受ける時、その接触に対しても反撃が可能である」: P1 declares a contact against P2, who answers with 反撃 before
    any card moves; P1 answers that contact with a 反撃 of their own; P2 finally lets it pass. FAQ 接触
    「接触されてゲートに強制移動するときカードはオープンしますか？ → オープンします」: P2's gate card opens and P2
    arrives on it."""
    s = position(phase="move", hands={0: ["counterattack", "road"], 1: ["counterattack", "steal"]},
                 board={"d2": ["+road"], "d3": ["+road"], "d7": ["force"]}, pieces={0: "d2", 1: "d3"},
                 fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "contact d3")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.kind == "react"
    assert legal(s) == ["react counterattack", "decline"]
    assert hand(s, 1) == ["counterattack", "steal"]  # declared, not yet resolved: nothing taken
    s = play(s, "react counterattack")
    # P2's contact against P1 waits for P1's window: P1 holds a 反撃 too
    assert s.ask is not None and s.ask.seat == 0 and legal(s) == ["react counterattack", "decline"]
    assert kinds(s.discard) == ["counterattack"]
    s = play(s, "react counterattack")
    assert s.ask is not None and s.ask.seat == 1 and legal(s) == ["decline"]  # no 反撃 left in P2's hand
    s = play(s, "decline")
    # P1's counter-contact resolved: one random card of P2's hand (the steal), P2 forced home to d7, where
    # フォース opens and arrives (no card next to d7: nothing but the card itself)
    assert hand(s, 0) == ["road", "steal"] and hand(s, 1) == ["force"] and pile(s, "d7") == []
    assert at(s, 1) == "d7" and at(s, 0) == "d2"
    assert kinds(s.discard) == ["counterattack", "counterattack"]
    assert count_cards(s) == n


def test_counterattack_reaction_declined_lets_the_contact_happen() -> None:
    """The contacted player may decline: the contact takes a random card and sends them home (seed 接触)."""
    s = position(phase="move", hands={1: ["counterattack"]}, board={"d2": ["+road"], "d3": ["+road"]},
                 pieces={0: "d2", 1: "d3"}, fill=False, colourless=False)
    s = play(s, "contact d3", "decline")
    assert hand(s, 0) == ["counterattack"] and hand(s, 1) == [] and at(s, 1) == "d7"


# --- G3 フォース ------------------------------------------------------------------------------------------

def test_force_arrival_takes_an_adjacent_top_card_even_under_a_piece() -> None:
    """§B G3 arrival: the top card of one 隣 square, face down or up, a piece there or not; it stays hidden
    from the others."""
    s = position(phase="move", board={"d2": ["force"], "d3": ["road", "whim"], "c2": ["+thunder"]},
                 pieces={1: "d3"}, fill=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "force.arrival"
    assert sorted(legal(s)) == ["sq c2", "sq d3"]
    taken = top(s, "d3")
    s = play(s, "sq d3")
    assert hand(s, 0) == ["force", "whim"] and pile(s, "d3") == ["road"]
    assert s.known[taken] == 1  # only P1 knows which card it was
    assert GAME.view(s, 1)["hands"][0]["cards"] == ["force"]
    assert count_cards(s) == n


def test_force_arrival_without_adjacent_card_still_goes_to_hand() -> None:
    """Seed note G3 arrival 「隣のマスにカードが無い場合は、到達効果は得られず、このカードをあなたの手札に加える」."""
    s = position(phase="move", board={"d2": ["force"]}, fill=False)
    s = past_boundaries(play(s, "move d2"))
    assert hand(s, 0) == ["force"] and at(s, 0) == "d2" and s.current == 1


def test_force_hand_moves_an_opponent_who_opens_and_arrives() -> None:
    """§B G3 hand and seed note 「効果の対象となった相手プレイヤーは「移動」扱いになるため、移動先のカードが裏向き
    であればオープンし到達効果を得る」: 追色1 paid with another orange card; P2 is moved onto a face-down
    誰かの落とし物, which opens, and P2 resolves its arrival (draws 1) after the effect."""
    s = position(hands={0: ["force", "lost-item"]}, board={"b5": ["lost-item"], "d3": ["+road"]},
                 deck=["steal"], fill=False)
    n = count_cards(s)
    assert "use force pay lost-item" in legal(s) and "use force" not in legal(s)
    s = play(s, "use force pay lost-item")  # P2, the one opponent, is chosen without a question
    assert s.ask is not None and s.ask.prompt == "force.hand.target"
    assert sorted(legal(s)) == ["sq b5", "sq d3"]  # squares with a card and no piece
    s = play(s, "sq b5")
    assert at(s, 1) == "b5" and s.came_from[1] == sq("d7")
    assert hand(s, 1) == ["lost-item", "steal"]  # arrived: drew 1, then took the card
    assert hand(s, 0) == []
    assert kinds(s.discard) == ["force", "lost-item"]
    assert count_cards(s) == n


def test_force_hand_without_a_free_square_does_nothing() -> None:
    """善処: no square with a card and no piece: the cost is paid and nothing else happens."""
    s = position(hands={0: ["force", "fragment"]}, board={"d1": ["+road"]}, fill=False)
    s = play(s, "use force pay fragment")  # the rainbow fragment pays any colour (decision 11)
    assert s.ask is not None and s.ask.prompt == "hand"
    assert at(s, 1) == "d7" and kinds(s.discard) == ["force", "fragment"]


# --- G4 誰かの落とし物 -----------------------------------------------------------------------------------

def test_lost_item_arrival_draws_one() -> None:
    """§B G4 arrival: draw 1 (the seed's worked example, turn 1)."""
    s = position(phase="move", board={"d2": ["lost-item"]}, deck=["thunder"], fill=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert hand(s, 0) == ["lost-item", "thunder"] and pile(s, "d2") == []
    assert count_cards(s) == n


def test_lost_item_hand_goes_face_down_on_an_opponents_gate_then_draws() -> None:
    """§B G4 hand and seed note 「場のカードは何枚でも重ねて置くことができる」: on top of a pile of two, under
    the opponent's piece; everyone knows which card it is; then draw 1."""
    s = position(3, hands={0: ["lost-item"]}, board={"d7": ["road", "+whim"], "a4": ["road"]}, deck=["steal"],
                 fill=False)
    n = count_cards(s)
    s = play(s, "use lost-item")
    assert sorted(legal(s)) == ["sq a4", "sq d7"]  # the opponents' gates (W and N), not one's own
    s = play(s, "sq d7")
    assert pile(s, "d7") == ["road", "+whim", "lost-item"]
    assert s.known[top(s, "d7")] == 0b111 and at(s, 2) == "d7"
    assert hand(s, 0) == ["steal"] and s.discard == ()
    assert GAME.view(s, 1)["board"][sq("d7")][-1] == ["lost-item", False]
    assert count_cards(s) == n


# --- G5 盗賊の技 -スティール- ------------------------------------------------------------------------------

def test_steal_arrival_takes_a_random_card_from_a_player_with_the_most_locks() -> None:
    """§B G5 arrival: choose among the players with the most locked cards (decision 26) who hold a card."""
    s = position(3, phase="move", hands={0: ["road"], 1: ["whim", "whim"], 2: ["force"]},
                 locks={0: ["phoenix"], 1: ["harvest", "road"], 2: ["saffron", "dash"]},
                 board={"d2": ["steal"]}, fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "steal.arrival"
    assert legal(s) == ["player 2", "player 3"]
    s = play(s, "player 2")
    assert hand(s, 0) == ["road", "steal", "whim"] and hand(s, 1) == ["whim"]
    # P3 saw nothing: the card taken at random is known to P1 and P2 only
    taken = next(c for c in s.hands[0] if KINDS[KIND[c]].code == "whim")
    assert s.known[taken] == 0b011
    assert count_cards(s) == n


def test_steal_alone_with_the_most_locks_changes_nothing() -> None:
    """Seed note G5 「このカードの効果で、あなたのみが「1番多くロックしているプレイヤー」である場合は、実質何も
    起きない」: the only choice is yourself, and nothing moves."""
    s = position(phase="move", hands={0: ["road"], 1: ["whim"]}, locks={0: ["phoenix", "dash"], 1: ["harvest"]},
                 board={"d2": ["steal"]}, fill=False, colourless=False)
    reveals = s.reveals
    whim = s.hands[1][0]
    known = s.known[whim]
    s = play(s, "move d2")  # P1, the only choice, is chosen without a question
    assert hand(s, 0) == ["road", "steal"] and hand(s, 1) == ["whim"]
    assert s.reveals == reveals + 1 and s.known[whim] == known  # d2 opened; no card taken at random


def test_steal_hand_same_effect_and_no_target_without_cards() -> None:
    """§B G5 hand: the same effect; a leader with no card in hand cannot be chosen (善処: nothing)."""
    s = position(hands={0: ["steal"], 1: ["whim"]}, fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "use steal")  # P2 without a question: both lead with one lock; P1's hand is empty now
    assert hand(s, 0) == ["whim"] and hand(s, 1) == [] and kinds(s.discard) == ["steal"]
    s2 = position(hands={0: ["steal"]}, fill=False, colourless=False)
    s2 = play(s2, "use steal")
    assert s2.ask is not None and s2.ask.prompt == "hand" and kinds(s2.discard) == ["steal"]
    assert count_cards(s) == n


# --- G6 神鳴 ---------------------------------------------------------------------------------------------

def test_thunder_arrival_forced_home_onto_no_card_and_keeps_the_card() -> None:
    """Seed note G6 arrival 「「移動」ではなく「強制移動」のためカードの置かれていない無いマスへも駒を動かせる」:
    the gate has no card, the piece goes anyway; 神鳴 goes to the hand (worked example)."""
    s = position(phase="move", board={"d3": ["thunder"]}, pieces={0: "d2"}, fill=False)
    n = count_cards(s)
    s = play(s, "move d3")
    assert at(s, 0) == "d1" and hand(s, 0) == ["thunder"] and pile(s, "d3") == []
    assert count_cards(s) == n


def test_thunder_arrival_opens_the_gate_card_after_taking_thunder() -> None:
    """§B G6 with decision 19: the gate's face-down card opens; its arrival (ダッシュ) comes after 神鳴 is taken."""
    s = position(phase="move", board={"d3": ["thunder"], "d1": ["dash"], "c1": ["road"], "e1": ["whim"]},
                 pieces={0: "d2"}, fill=False)
    s = play(s, "move d3")
    assert at(s, 0) == "d1" and s.ask is not None and s.ask.prompt == "dash.arrival"
    assert hand(s, 0) == ["dash", "thunder"] and pile(s, "d1") == [] and pile(s, "d3") == []


def test_thunder_hand_discards_every_card_of_a_square_under_a_piece() -> None:
    """Seed note G6 hand 「1マスに複数枚のカードがあれば、それらをすべて捨てる」: the whole pile, the piece stays."""
    s = position(hands={0: ["thunder"]}, board={"d7": ["road", "+whim", "dash"]}, fill=False)
    n = count_cards(s)
    s = play(s, "use thunder")  # d7, the one square with cards, without a question
    assert pile(s, "d7") == [] and at(s, 1) == "d7"
    assert kinds(s.discard) == ["dash", "road", "thunder", "whim"]
    assert count_cards(s) == n


def test_seed_worked_example_lost_item_then_thunder() -> None:
    """The seed's プレイの具体例: turn 1, forward onto 誰かの落とし物, draw 神鳴; turn 2, lock the orange card, use
    神鳴 on the own gate (everything there discarded), so the way back is closed; forward onto 神鳴 and back to
    the gate, 神鳴 in the hand."""
    s = position(phase="move", board={"d1": ["road"], "d2": ["lost-item"], "d3": ["thunder"], "d6": ["+whim"]},
                 deck=["thunder"], fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert hand(s, 0) == ["lost-item", "thunder"]
    s = play(s, "end", "move d6")  # P2's turn: hand phase, then a move
    assert s.current == 0 and s.ask is not None and s.ask.kind == "lock"
    assert legal(s) == ["lock lost-item", "lock thunder", "pass"]
    s = play(s, "lock lost-item")
    assert s.ask is not None and s.ask.kind == "hand"
    s = play(s, "use thunder", "sq d1", "end")
    assert pile(s, "d1") == []
    assert legal(s) == ["move d3"]  # back (d1) has no card; c2 and e2 neither
    s = play(s, "move d3")
    assert at(s, 0) == "d1" and hand(s, 0) == ["thunder"]
    assert [KINDS[KIND[c]].code for c in s.locks[0][1]] == ["lost-item"]
    assert count_cards(s) == n


# --- G7 民の道の建設 -----------------------------------------------------------------------------------------

def test_road_arrival_fills_five_empty_squares_one_at_a_time() -> None:
    """§B G7 arrival: a deck card face down on each of 5 squares with no card; FAQ その他 「「任意のマスにカードを
    置く」効果の場合、駒の置いてあるマスにもカードを置いていいですか？ → 置いてもよいです」: P2's square d7 is one."""
    s = position(phase="move", board={"d2": ["road"]}, fill=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "road.arrival" and "sq d7" in legal(s) and "done" not in legal(s)
    for where in ("d7", "a1", "b1", "c1", "d1"):
        s = play(s, "sq " + where)
    for where in ("d7", "a1", "b1", "c1", "d1"):
        assert len(s.board[sq(where)]) == 1 and s.board[sq(where)][0] < UP
        assert s.known[s.board[sq(where)][0]] == 0  # nobody knows the deck's cards
    s = past_boundaries(s)
    assert hand(s, 0) == ["road"] and s.current == 1 and at(s, 1) == "d7"
    assert count_cards(s) == n


def test_road_arrival_fewer_empty_squares_does_what_it_can() -> None:
    """善処: two empty squares left (the board otherwise full): both are filled and the effect ends."""
    s = position(phase="move", board={"d2": ["road"], "d1": [], "d7": []})
    n = count_cards(s)
    empties = [q for q in range(49) if not s.board[q]]
    assert [name(q) for q in empties] == ["d7", "d1"]
    s = past_boundaries(play(s, "move d2", "sq d1"))  # d7, the last empty square, is filled without a question
    assert all(s.board[q] for q in range(49) if name(q) != "d2")
    assert hand(s, 0) == ["road"] and s.current == 1
    assert count_cards(s) == n


def test_road_hand_moves_face_down_cards_unseen() -> None:
    """§B G7 hand and seed note 「「裏向きのまま」とあるので選んだカードは見えてはいけない」: up to 2 face-down top cards
    outside every opponent's 周囲 (and not under one) move, still face down, to squares with no card; nobody
    learns them; the card below stays."""
    s = position(hands={0: ["road"]},
                 board={"a1": ["whim", "dash"], "g1": ["steal"], "d6": ["force"], "c7": ["thunder"],
                        "d2": ["+road"]},
                 fill=False)
    n = count_cards(s)
    s = play(s, "use road")
    options = legal(s)
    assert "sq a1" in options and "sq g1" in options and "done" in options
    assert "sq d6" not in options and "sq c7" not in options  # in the 周囲 of P2 on d7
    assert "sq d2" not in options  # face up
    moved = top(s, "a1")
    s = play(s, "sq a1")
    assert "sq a1" not in legal(s) and "sq b4" in legal(s)  # to a square with no card, not back
    s = play(s, "sq b4")
    assert pile(s, "a1") == ["whim"] and pile(s, "b4") == ["dash"]
    assert s.board[sq("b4")][-1] == moved and s.known[moved] == 0
    assert GAME.view(s, 0)["board"][sq("b4")] == [[None, False]]
    assert "sq b4" not in legal(s)  # the card just moved is not moved again
    s = play(s, "done")
    assert s.ask is not None and s.ask.prompt == "hand"
    assert count_cards(s) == n


# --- G8 富裕層の気まぐれ ----------------------------------------------------------------------------------

def test_whim_arrival_in_turn_order_from_the_arriving_player_and_secret() -> None:
    """§B G8 and seed note 「複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果処理する。
    (処理順の原則)」: P1 moves P2 (フォース) onto 富裕層の気まぐれ; from P2 (the arriving player): P2, P3, P1,
    each holding ≥ 3 cards puts one face down on a square with no card, chosen in secret."""
    s = position(3, hands={0: ["force", "lost-item", "road", "road", "road"], 1: ["dash", "dash", "steal"],
                           2: ["thunder", "thunder", "thunder"]},
                 board={"d4": ["whim"], "d3": ["+force"], "d5": ["+force"], "a4": ["+force"], "d1": ["+force"],
                        "d7": ["+force"]},
                 fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "use force pay lost-item", "player 2", "sq d4")
    assert at(s, 1) == "d4"
    seats = []
    while s.ask is not None and s.ask.prompt in ("whim.arrival", "whim.arrival.card"):
        seat = s.ask.seat
        if s.ask.prompt == "whim.arrival":
            seats.append(seat)
            s = play(s, {1: "sq a1", 2: "sq b1", 0: "sq c1"}[seat])
        else:
            assert s.ask is not None and s.ask.secret
            choice = GAME.legal_moves(s)[0]
            other = (seat + 1) % 3
            assert GAME.public_move(s, choice, other, "en") == f"P{seat + 1} chooses a card for Whim of the Wealthy"
            assert GAME.public_move(s, choice, seat, "en") is None
            s = GAME.apply(s, choice)
    assert seats == [1, 2, 0]
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 3 and len(s.hands[2]) == 2  # P2 took 富裕層 after
    assert "whim" in hand(s, 1)
    placed = {where: top(s, where) for where in ("a1", "b1", "c1")}
    for where, seat in (("a1", 1), ("b1", 2), ("c1", 0)):
        assert s.known[placed[where]] == 1 << seat
        for other in range(3):
            shown = GAME.view(s, other)["board"][sq(where)]
            assert (shown[0][0] is not None) == (other == seat)
    assert count_cards(s) == n
    # the views stay consistent with the game: every hidden card can be dealt again
    for seat in range(3):
        GAME.determinize(GAME.view(s, seat), random.Random(seat))


def test_whim_hand_does_not_count_itself_and_skips_small_hands() -> None:
    """§B G8 hand: the card has left the hand (decision 10): 3 cards with it are 2 without, so not asked."""
    s = position(hands={0: ["whim", "road", "dash"], 1: ["steal", "steal", "steal"]}, fill=False,
                 colourless=False)
    n = count_cards(s)
    s = play(s, "use whim")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "whim.hand"
    s = play(s, "sq a1")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "whim.hand.card" and legal(s) == ["card steal"]
    s = play(s, "card steal")
    assert pile(s, "a1") == ["steal"] and hand(s, 1) == ["steal", "steal"]
    assert hand(s, 0) == ["dash", "road"]
    assert count_cards(s) == n


def test_whim_without_an_empty_square_does_nothing() -> None:
    """§B G8 [D]: no square without a card: the player does nothing."""
    s = position(hands={0: ["whim", "road", "dash", "force"]}, board={"d1": ["road"], "d7": ["road"]},
                 colourless=False)
    assert all(s.board[q] for q in range(49))
    s = play(s, "use whim")
    assert s.ask is not None and s.ask.prompt == "hand" and hand(s, 0) == ["dash", "force", "road"]


# --- G9 欲しがりの吊り橋 -----------------------------------------------------------------------------------

def test_bridge_arrival_choose_to_go_back_opens_the_square() -> None:
    """§B G9 arrival (b): forced back to the square you came from (decision 20); a face-down card there
    opens ([D]); 吊り橋 still goes to your hand."""
    s = position(phase="move", hands={0: ["road"]},
                 board={"d2": ["dash"], "d3": ["bridge"], "c2": ["road"], "e2": ["+whim"]}, pieces={0: "d2"},
                 fill=False)
    n = count_cards(s)
    s = play(s, "move d3")  # d2 keeps its face-down card under the piece leaving it
    assert s.ask is not None and s.ask.prompt == "bridge.arrival" and legal(s) == ["opt 1", "opt 2"]
    s = play(s, "opt 2")
    assert at(s, 0) == "d2" and s.came_from[0] == sq("d3")
    # d2's card opened: ダッシュ arrives after 吊り橋 is taken, and is taken before its own move
    assert s.ask is not None and s.ask.prompt == "dash.arrival"
    assert hand(s, 0) == ["bridge", "dash", "road"] and pile(s, "d3") == [] and pile(s, "d2") == []
    assert count_cards(s) == n


def test_bridge_arrival_choose_to_discard() -> None:
    """§B G9 arrival (a): discard 1 card of your choice; you stay."""
    s = position(phase="move", hands={0: ["road", "steal"]}, board={"d1": ["+road"], "d2": ["bridge"]},
                 fill=False)
    n = count_cards(s)
    s = play(s, "move d2", "opt 1")
    assert s.ask is not None and s.ask.prompt == "bridge.arrival.discard"
    s = play(s, "card steal")
    assert at(s, 0) == "d2" and hand(s, 0) == ["bridge", "road"] and kinds(s.discard) == ["steal"]
    assert count_cards(s) == n


def test_bridge_arrival_with_no_card_must_go_back() -> None:
    """Seed note G9 「手札枚数が0枚のときは、移動する前の場所へ強制移動するしかない。(善処の原則)」: even to a square
    with no card (a forced move)."""
    s = position(phase="move", board={"d2": ["bridge"]}, fill=False)
    s = play(s, "move d2")
    assert at(s, 0) == "d1" and pile(s, "d1") == [] and hand(s, 0) == ["bridge"]


def test_bridge_arrival_back_impossible_forces_the_discard() -> None:
    """§B G9 with decision 20: P2 has never moved (no square it came from) and arrives on 吊り橋 opened by
    情報開示 under it: the discard is compulsory, P2 choosing the card (decision 21)."""
    s = position(phase="move", hands={1: ["road", "steal"]}, board={"d2": ["disclosure"], "d4": ["bridge"]},
                 pieces={1: "d4"}, fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "move d2")  # d4, the one face-down card of the five, opens without a question
    assert s.ask is not None and s.ask.prompt == "bridge.arrival.discard" and s.ask.seat == 1
    assert sorted(legal(s)) == ["card road", "card steal"]
    s = play(s, "card steal")
    assert at(s, 1) == "d4" and hand(s, 1) == ["bridge", "road"] and kinds(s.discard) == ["steal"]
    assert count_cards(s) == n


def test_bridge_arrival_neither_possible_does_nothing() -> None:
    """善処: no card in hand and no square to go back to: nothing happens; 吊り橋 goes to the hand."""
    s = position(phase="move", board={"d2": ["disclosure"], "d4": ["bridge"]}, pieces={1: "d4"}, fill=False,
                 colourless=False)
    s = play(s, "move d2")  # d4, the one face-down card of the five, opens without a question
    assert at(s, 1) == "d4" and hand(s, 1) == ["bridge"] and s.discard == ()
    assert s.ask is not None and s.ask.seat == 1 and s.ask.kind == "lock"  # P2's turn, holding 吊り橋


def test_bridge_hand_lays_itself_and_pulls_a_card_under_it() -> None:
    """§B G9 hand and seed note 「カードの置かれたマスへも置くことができる」: face down on a pile outside your
    周囲; the top card of a square in its 周囲 goes face down directly under it ([D])."""
    s = position(hands={0: ["bridge"]},
                 board={"d4": ["road"], "e5": ["dash", "+steal"], "d2": ["+road"], "c3": ["+whim"]}, fill=False)
    n = count_cards(s)
    s = play(s, "use bridge")
    assert "sq d2" not in legal(s) and "sq c2" not in legal(s) and "sq d1" not in legal(s)
    assert "sq d3" in legal(s) and "sq d4" in legal(s)
    s = play(s, "sq d4")
    assert s.ask is not None and s.ask.prompt == "bridge.hand.pull" and sorted(legal(s)) == ["sq c3", "sq e5"]
    s = play(s, "sq e5")
    assert pile(s, "d4") == ["road", "steal", "bridge"]
    assert pile(s, "e5") == ["dash"]
    assert s.known[top(s, "d4")] == 0b11  # everyone saw the used card
    assert s.discard == ()
    assert count_cards(s) == n


# --- G10 情報開示 ----------------------------------------------------------------------------------------

def test_disclosure_arrival_opens_centre_and_corners_in_chosen_order() -> None:
    """§B G10 arrival: the face-down tops of d4 and the corners open in the order chosen (a face-up corner is
    skipped); a piece on one of them arrives after the effect (decisions 18, 19), its owner deciding (21)."""
    s = position(phase="move", board={"d2": ["disclosure"], "d4": ["road"], "a7": ["+road"], "g7": ["dash"],
                                      "a1": ["road"], "g1": ["steal"], "f7": ["+whim"], "g6": ["+road"]},
                 pieces={1: "g7"}, fill=False)
    n = count_cards(s)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "disclosure.arrival" and s.ask.seat == 0
    assert sorted(legal(s)) == ["sq a1", "sq d4", "sq g1", "sq g7"]
    s = play(s, "sq g1", "sq g7")
    assert s.ask is not None and s.ask.prompt == "disclosure.arrival"  # P2's arrival waits
    assert pile(s, "g7") == ["+dash"] and sorted(legal(s)) == ["sq a1", "sq d4"]
    s = play(s, "sq a1")  # d4, the last one, opens without a question
    for where in ("d4", "a1", "g1"):
        assert pile(s, where)[-1].startswith("+")
    # P2 stood on g7: its ダッシュ arrives for P2 once 情報開示 is in P1's hand; P2 took ダッシュ first
    assert hand(s, 0) == ["disclosure"] and hand(s, 1) == ["dash"] and pile(s, "g7") == []
    assert s.ask is not None and s.ask.prompt == "dash.arrival" and s.ask.seat == 1
    assert legal(s) == ["sq f7", "sq g6"]
    assert count_cards(s) == n


def test_disclosure_arrival_fallback_opens_one_card_away_from_you() -> None:
    """§B G10: none of the five face down: 1 face-down top card anywhere but your square and its 隣."""
    s = position(phase="move", board={"d2": ["disclosure"], "d3": ["road"], "c3": ["steal"], "b6": ["dash"],
                                      "d4": ["+road"]},
                 fill=False)
    s = play(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "disclosure.arrival.other"
    assert sorted(legal(s)) == ["sq b6", "sq c3"]  # not d3 (隣 of d2), not the face-up centre
    s = play(s, "sq c3")
    assert pile(s, "c3") == ["+steal"] and pile(s, "d3") == ["road"]


def test_disclosure_hand_draws_two_shown_and_sealed_this_turn() -> None:
    """§B G10 hand: draw 2 and 公開 them: the opponent's view shows them; their hand effects are unusable this
    turn (decision 34); seed note 「1度公開したカードは再度見せる必要はない」: the turn's shown list is cleared."""
    s = position(hands={0: ["disclosure"]}, board={"d2": ["+force"], "d6": ["+force"]}, deck=["thunder", "steal"],
                 fill=False, colourless=False)
    n = count_cards(s)
    s = play(s, "use disclosure")
    assert hand(s, 0) == ["steal", "thunder"]
    assert GAME.view(s, 1)["hands"][0]["cards"] == ["steal", "thunder"]
    assert legal(s) == ["end"]  # both sealed
    assert kinds(s.flags.sealed) == ["steal", "thunder"] and kinds(s.flags.shown) == ["steal", "thunder"]
    s = play(s, "end", "move d2", "end", "move d6")
    assert s.current == 0 and s.flags.shown == () and s.flags.sealed == ()
    assert s.ask is not None and s.ask.kind == "lock"
    s = play(s, "pass")
    assert "use thunder" in legal(s) and "use steal" in legal(s)
    assert count_cards(s) == n


# --- more 善処 cases and choices made by the player moved -----------------------------------------------

def test_disclosure_arrival_with_nothing_face_down_does_nothing() -> None:
    """善処: no face-down top card among the five nor anywhere else: nothing opens, 情報開示 goes to the hand."""
    s = position(phase="move", board={"d2": ["disclosure"], "d4": ["+road"], "c2": ["road"]}, fill=False)
    n = count_cards(s)
    s = past_boundaries(play(s, "move d2"))  # c2 is 隣 of d2: it may not be the fallback's card
    assert pile(s, "c2") == ["road"] and hand(s, 0) == ["disclosure"] and s.current == 1
    assert count_cards(s) == n


def test_road_hand_with_no_movable_card_asks_nothing() -> None:
    """善処: every face-down top card lies in the opponent's 周囲 (or is face up): the effect does nothing."""
    s = position(hands={0: ["road"]}, board={"d6": ["force"], "c2": ["+whim"]}, fill=False)
    s = play(s, "use road")
    assert s.ask is not None and s.ask.prompt == "hand" and pile(s, "d6") == ["force"]
    assert [KINDS[KIND[c]].code for c in s.discard] == ["road"]


def test_thunder_arrival_on_ones_own_gate_stays() -> None:
    """§B G6: already on one's own gate, the forced move does nothing; 神鳴 goes to the hand."""
    s = position(phase="move", board={"d1": ["+force", "thunder"]}, pieces={0: "d2"}, fill=False)
    s = play(s, "move d1")
    # the face-down 神鳴 opened; after it is taken, フォース below is the top under the piece: it arrives too
    assert at(s, 0) == "d1" and hand(s, 0) == ["force", "thunder"] and pile(s, "d1") == []


def test_force_hand_the_moved_opponent_makes_their_arrivals_choices() -> None:
    """Decision 21: P2, moved by P1's フォース onto a face-down ダッシュ, decides ダッシュ's extra move."""
    s = position(hands={0: ["force", "force"]}, board={"b5": ["dash"], "b4": ["+whim"], "c5": ["+whim"]},
                 fill=False)
    s = play(s, "use force pay force", "sq b5")  # P2, the one opponent, without a question
    assert s.ask is not None and s.ask.prompt == "dash.arrival" and s.ask.seat == 1 and s.current == 0
    assert sorted(legal(s)) == ["sq b4", "sq c5"]
    s = play(s, "sq c5")
    assert at(s, 1) == "c5" and hand(s, 1) == ["dash", "whim"]
    assert s.ask is not None and s.ask.seat == 0 and s.ask.prompt == "hand"


def test_lost_item_hand_offers_every_opponents_gate() -> None:
    """§B G4 with four players: the three opponents' gates, never one's own."""
    s = position(4, hands={0: ["lost-item"]}, fill=False, colourless=False)
    s = play(s, "use lost-item")
    assert sorted(legal(s)) == ["sq a4", "sq d7", "sq g4"]
