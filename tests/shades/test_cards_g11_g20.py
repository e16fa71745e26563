"""Normal kinds G11–G20 of 7 SHADES OF S:EVEN (docs/rules/shades.md §B): each kind's arrival and hand effect
from fixed positions, the seed's CARD COLLECTION notes of these cards (quoted by their first words), the FAQ
entries on them, the 善処 cases and the secret choices.

Squares: a1–g7, rank 1 the south row; in a 2-player game P1 (seat 0) starts on d1, P2 (seat 1) on d7.
"""

from __future__ import annotations

from typing import Callable

import pytest

from sevens.games.shades import rules
from sevens.games.shades.cards import BLUE, CODES, COLOURS, GREEN, KIND, KINDS, PINK, PURPLE, RED, YELLOW
from sevens.games.shades.state import UP, State
from sevens.games.shades.work import Work
from shadeshelpers import GAME, Flags, at, count_cards, hand, legal, pile, play, position, sq


def settled(s: State) -> State:
    """Reaction windows offering nothing but ``decline`` are passed (who is asked is public, decision 33:
    a seat that might hold 強欲なパレット is asked even without it)."""
    while s.ask is not None and s.ask.kind == "react" and legal(s) == ["decline"]:
        s = play(s, "decline")
    return s


def go(s: State, *texts: str) -> State:
    """``play`` with the empty reaction windows passed before each move and at the end."""
    for t in texts:
        s = settled(s)
        s = play(s, t)
    return settled(s)


def edit(s: State, change: Callable[[Work], None]) -> State:
    """The position changed by hand (a fragment pair locked in one slot, the curse placed), asked again."""
    w = Work(s)
    change(w)
    rules.settle(w)
    return w.freeze()


def lock_from_hand(p: int, code: str, col: int, copies: int = 1) -> Callable[[Work], None]:
    """Move ``copies`` cards of a kind from ``p``'s hand into slot ``col`` (as if locked earlier)."""

    def change(w: Work) -> None:
        for _ in range(copies):
            c = min(x for x in w.hands[p] if KIND[x] == CODES[code])
            w.hands[p].remove(c)
            w.locks[p][col].append(c)
            w.known[c] = w.everyone

    return change


def curse_from_hand(p: int, col: int) -> Callable[[Work], None]:
    """にじいろの呪い out of ``p``'s hand, placed in ``p``'s slot ``col``."""

    def change(w: Work) -> None:
        c = min(x for x in w.hands[p] if KIND[x] == CODES["curse"])
        w.hands[p].remove(c)
        w.curse[p] = col
        w.known[c] = w.everyone

    return change


def deck_only(keep: int) -> Callable[[Work], None]:
    """All but the deck's top ``keep`` cards set aside face down on g7, so that the deck runs out (the
    discard pile is empty in these positions)."""

    def change(w: Work) -> None:
        cut = len(w.deck) - keep
        w.board[sq("g7")].extend(w.deck[:cut])
        del w.deck[:cut]

    return change


def slots(s: State, p: int) -> list[list[str]]:
    return [sorted(GAME.view(s, p)["locks"][p][col]) for col in range(COLOURS)]


def discards(s: State) -> list[str]:
    return GAME.view(s, 0)["discard"]


def deck_top(s: State) -> str:
    """The kind of the deck's top card (tests only: the deck is hidden)."""
    return KINDS[KIND[s.deck[-1]]].code


SIX = ["dash", "steal", "road", "bridge", "disclosure"]
"""Five normal cards of red, yellow, green, blue, pink: with an orange first card, six colours locked."""


# --- G11 ちょっと待った! --------------------------------------------------------------------------------------

def test_wait_arrival_goes_back_then_steps_and_takes_the_card_before_the_next_arrival() -> None:
    """§B G11: forced back to the square you came from, then one 移動 to a 隣 square (not this card's),
    this card to the hand, then the new square's arrival (仕掛けられた罠 here: it counts the card)."""
    s = position(board={"d2": ["wait"], "d1": ["+rain"], "c1": ["trap"], "e1": ["road"]},
                 hands={0: ["steal"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert at(s, 0) == "d1"
    assert legal(s) == ["sq c1", "sq e1"]  # d2 (this card's square) is not offered
    s = go(s, "sq c1")
    assert at(s, 0) == "c1" and pile(s, "c1") == ["+trap"]
    # the trap's arrival: half of a hand of 2 (steal and the ちょっと待った! already taken)
    assert s.ask is not None and s.ask.prompt == "trap.arrival" and legal(s) == ["card steal", "card wait"]
    s = go(s, "card steal")
    assert hand(s, 0) == ["trap", "wait"] and pile(s, "d2") == [] and discards(s) == ["steal"]
    assert count_cards(s) == total


def test_wait_arrival_never_contacts() -> None:
    """§B G11: the 移動 is no contact — a square with a piece is not offered; one square left, no question."""
    s = position(players=2, adjacent=True, board={"d2": ["wait"], "d1": ["+rain"], "c1": ["road"], "e1": ["+rain"]},
                 pieces={1: "c1"}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert at(s, 0) == "e1" and at(s, 1) == "c1" and hand(s, 0) == ["rain", "wait"]
    assert count_cards(s) == total


def test_wait_arrival_note_forced_move_to_a_square_without_card() -> None:
    """Seed note 到達「「移動」ではなく「強制移動」のためカードの置かれていない無いマスへも駒を動かせる」: the
    square you came from may have no card; with no other square to step to (this card's square excluded,
    though cards remain there) the piece stays."""
    s = position(board={"d2": ["dash", "wait"], "d1": [], "c1": [], "e1": []}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert at(s, 0) == "d1" and s.pieces[0] == sq("d1")
    assert pile(s, "d2") == ["dash"] and hand(s, 0) == ["wait"]
    assert s.current == 1  # nothing asked: P1's turn is over
    assert count_cards(s) == total


def test_wait_arrival_with_no_square_to_come_back_to_steps_from_its_own() -> None:
    """Decision 20: a piece that never moved has no square it came from; the 移動 starts from this card's
    square (here the card arrives under the standing piece when ハーベスト takes the card above it)."""
    s = position(locks={0: ["harvest"], 1: ["phoenix"]}, hands={0: ["force"]},
                 board={"d1": ["+wait", "+dash"], "c1": [], "e1": [], "d2": ["road"]}, phase="hand")
    total = count_cards(s)
    assert s.came_from[0] == -1
    s = go(s, "use harvest pay force", "sq d1")
    assert at(s, 0) == "d2" and pile(s, "d2") == ["+road"] and pile(s, "d1") == []
    assert "wait" in hand(s, 0) and "dash" in hand(s, 0)
    assert count_cards(s) == total


def test_wait_arrival_when_the_square_you_came_from_is_taken() -> None:
    """Decision 20: the square you came from holds a piece: no forced move, the 移動 is made from here."""
    s = position(locks={0: ["harvest"], 1: ["phoenix"]}, hands={0: ["force"]}, pieces={1: "c1"},
                 board={"d1": ["+wait", "+dash"], "e1": [], "d2": ["road"]}, phase="hand")
    s = edit(s, lambda w: w.came_from.__setitem__(0, sq("c1")))
    s = go(s, "use harvest pay force", "sq d1")
    assert at(s, 0) == "d2" and at(s, 1) == "c1"


def test_wait_hand_stops_a_last_lock_paid_with_a_fragment() -> None:
    """§B G11 hand and its note 手札「「ロックをする時」とはロックを宣言する時のことである」: at the declaration of
    the lock that would complete 7 colours, 追色1 (a rainbow fragment pays: the fragment's card note) and the
    card being locked is discarded; that player cannot lock again this turn."""
    s = position(locks={0: ["phoenix"], 1: ["harvest"] + SIX}, hands={0: ["wait", "fragment"], 1: ["apocalypse"]},
                 current=1, phase="lock", colourless=False)
    total = count_cards(s)
    s = go(s, "lock apocalypse")
    assert s.ask is not None and s.ask.seat == 0 and legal(s) == ["react wait pay fragment", "decline"]
    s = go(s, "react wait pay fragment")
    assert s.winner == -1 and slots(s, 1)[PURPLE] == [] and hand(s, 1) == []
    assert sorted(discards(s)) == ["apocalypse", "fragment", "wait"]
    assert s.flags.lock_ban and hand(s, 0) == []
    assert count_cards(s) == total


def test_wait_is_not_offered_against_a_lock_that_is_not_the_last() -> None:
    """§B G11 / decision 32: ちょっと待った! answers only the last lock; a fifth colour passes unasked."""
    s = position(locks={0: ["phoenix"], 1: ["harvest", "dash", "steal", "road"]},
                 hands={0: ["wait", "wait"], 1: ["apocalypse"]}, current=1, phase="lock", colourless=False)
    s = go(s, "lock apocalypse")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "hand"
    assert slots(s, 1)[PURPLE] == ["apocalypse"] and hand(s, 0) == ["wait", "wait"]


def test_wait_declined_lets_the_last_lock_win() -> None:
    s = position(locks={0: ["phoenix"], 1: ["harvest"] + SIX}, hands={0: ["wait", "wait"], 1: ["apocalypse"]},
                 current=1, phase="lock", colourless=False)
    s = go(s, "lock apocalypse", "decline")
    assert s.winner == 1 and GAME.outcome(s) is not None


# --- G12 カラフルホール --------------------------------------------------------------------------------------

def test_hole_arrival_takes_a_whole_pile() -> None:
    """§B G12 and its note 到達「1マスに複数枚のカードがあれば、それらをすべてあなたの手札に加える」; this
    card's own square is not offered."""
    s = position(board={"d2": ["dash", "hole"], "e5": ["road", "+thunder", "steal"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "hole.arrival"
    assert "sq d2" not in legal(s) and "sq e5" in legal(s)
    s = go(s, "sq e5")
    assert hand(s, 0) == ["hole", "road", "steal", "thunder"] and pile(s, "e5") == [] and pile(s, "d2") == ["dash"]
    assert count_cards(s) == total


def test_hole_arrival_on_a_square_with_a_piece_leaves_it_without_card() -> None:
    s = position(board={"d2": ["hole"], "d7": ["+dash"]}, phase="move")
    s = go(s, "move d2", "sq d7")
    assert pile(s, "d7") == [] and at(s, 1) == "d7" and "dash" in hand(s, 0)


def test_hole_hand_the_leader_chooses_a_locked_card_for_you() -> None:
    """§B G12 hand: the player with the most locked cards gives one of them (their choice) to the user."""
    s = position(locks={0: ["phoenix"], 1: ["harvest", "dash", "road"]}, hands={0: ["hole"]}, phase="hand")
    total = count_cards(s)
    s = go(s, "use hole")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "hole.hand.give"
    assert legal(s) == ["card dash", "card road"]  # never the first card (decision 28)
    s = go(s, "card road")
    assert hand(s, 0) == ["road"] and slots(s, 1)[GREEN] == [] and slots(s, 1)[RED] == ["dash"]
    assert discards(s) == ["hole"]
    assert count_cards(s) == total


def test_hole_hand_note_you_alone_lead_so_you_are_the_target() -> None:
    """Seed note 手札「…対象は「相手」に限定されていないため、あなたのみが1番多くロックしていた場合、あなた
    が効果の対象となる」: the card comes back to your hand, unlocked."""
    s = position(locks={0: ["phoenix", "steal"], 1: ["harvest"]}, hands={0: ["hole"]}, phase="hand")
    s = go(s, "use hole")  # one leader, one card: nothing to ask
    assert hand(s, 0) == ["steal"] and slots(s, 0)[YELLOW] == []


def test_hole_hand_without_a_takeable_lock_does_nothing() -> None:
    """善処: the leaders hold only first cards, which no effect may take (decision 28)."""
    s = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["hole"]}, phase="hand")
    before = s
    s = go(s, "use hole")
    assert s.locks == before.locks and hand(s, 0) == [] and discards(s) == ["hole"]


def test_hole_hand_must_choose_a_leader_who_has_a_card() -> None:
    """§B G12: among tied leaders, one with a takeable card must be chosen (善処)."""
    s = position(players=3, locks={0: ["phoenix"], 1: ["harvest", "dash"], 2: ["saffron", "celestia"]},
                 hands={0: ["hole"]}, phase="hand")
    s = go(s, "use hole")
    assert hand(s, 0) == ["dash"]  # P3 leads too, with first cards only: P2 is the one to choose


def test_faq_fragment_pair_gives_one_card_and_the_lock_stays() -> None:
    """FAQ ロック「「なないろの欠片」は2 枚ともロックしていることになりますか？」: a pair counts 2 locks; カラフル
    ホール takes one, the other stays locked and its colour still counts."""
    s = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["hole"], 1: ["fragment", "fragment"]},
                 phase="hand")
    s = edit(s, lock_from_hand(1, "fragment", BLUE, 2))
    w = Work(s)
    assert w.lock_count(1) == 3 and w.colours_locked(1) == 2
    s = go(s, "use hole")
    assert hand(s, 0) == ["fragment"] and slots(s, 1)[BLUE] == ["fragment"]
    w = Work(s)
    assert w.lock_count(1) == 2 and w.colours_locked(1) == 2


def test_hole_hand_fragments_in_two_slots_ask_which_slot() -> None:
    s = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["hole"], 1: ["fragment", "fragment"]},
                 phase="hand")
    s = edit(s, lock_from_hand(1, "fragment", BLUE, 1))
    s = edit(s, lock_from_hand(1, "fragment", PINK, 1))
    s = go(s, "use hole")
    assert s.ask is not None and s.ask.seat == 1 and legal(s) == ["colour blue", "colour pink"]
    s = go(s, "colour pink")
    assert slots(s, 1)[PINK] == [] and slots(s, 1)[BLUE] == ["fragment"] and hand(s, 0) == ["fragment"]


# --- G13 いろ落ちガエル --------------------------------------------------------------------------------------

def test_frog_arrival_everyone_drops_the_hand_and_the_fewest_locked_gets_the_frog() -> None:
    """§B G13 arrival; ties in the fewest locked: the arriving player chooses, themself allowed."""
    s = position(board={"d2": ["frog"]}, hands={0: ["dash"], 1: ["steal", "road"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert s.ask is not None and s.ask.seat == 0 and legal(s) == ["player 1", "player 2"]
    assert hand(s, 0) == [] and hand(s, 1) == [] and discards(s) == ["dash", "steal", "road"]  # P1 first
    s = go(s, "player 2")
    assert hand(s, 1) == ["frog"] and hand(s, 0) == [] and pile(s, "d2") == []
    assert count_cards(s) == total


def test_frog_arrival_note_fewest_counts_cards_not_colours() -> None:
    """Seed note 到達「「1番少なくロックしているプレイヤー」とは、ロックしている“枚数”が1番少ない…」: P2 has
    two colours like P1 but three locked cards (a fragment pair), so P1 alone is the fewest."""
    s = position(locks={0: ["phoenix", "steal"], 1: ["harvest"]}, hands={1: ["fragment", "fragment"]},
                 board={"d2": ["frog"]}, phase="move")
    s = edit(s, lock_from_hand(1, "fragment", BLUE, 2))
    s = go(s, "move d2")
    assert hand(s, 0) == ["frog"] and hand(s, 1) == []


def test_frog_hand_every_leader_loses_a_lock_then_you_drop_your_hand() -> None:
    """§B G13 hand and its note 手札「…あなたが1番多くロックしていた場合、あなたも効果の対象となる」: both
    leaders (the user first, 処理順) discard a locked card of their choice; then the user's hand goes."""
    s = position(locks={0: ["phoenix", "steal", "road"], 1: ["harvest", "dash", "bridge"]},
                 hands={0: ["frog", "disclosure"], 1: ["wait"]}, phase="hand")
    total = count_cards(s)
    s = go(s, "use frog")
    assert s.ask is not None and s.ask.seat == 0 and sorted(legal(s)) == ["card road", "card steal"]
    s = go(s, "card road")
    assert s.ask is not None and s.ask.seat == 1 and sorted(legal(s)) == ["card bridge", "card dash"]
    s = go(s, "card bridge")
    assert slots(s, 0)[GREEN] == [] and slots(s, 1)[BLUE] == [] and slots(s, 0)[YELLOW] == ["steal"]
    assert slots(s, 1)[RED] == ["dash"] and slots(s, 0)[RED] == ["phoenix"]
    assert hand(s, 0) == [] and hand(s, 1) == ["wait"]
    assert discards(s) == ["road", "bridge", "disclosure", "frog"]
    assert count_cards(s) == total


def test_frog_hand_only_the_leader_loses_and_first_cards_never() -> None:
    s = position(locks={0: ["phoenix"], 1: ["harvest", "steal"]}, hands={0: ["frog"]}, phase="hand")
    s = go(s, "use frog")
    assert slots(s, 1)[YELLOW] == [] and slots(s, 0)[RED] == ["phoenix"]
    s2 = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["frog", "dash"]}, phase="hand")
    s2 = go(s2, "use frog")  # 善処: the leaders' locks are first cards: none lost
    assert slots(s2, 0)[RED] == ["phoenix"] and hand(s2, 0) == [] and discards(s2) == ["dash", "frog"]


# --- G14 にじいろの呪い --------------------------------------------------------------------------------------

def test_curse_arrival_is_placed_not_locked() -> None:
    """§B G14 and its note 到達「「置く」はロックしていることにはならない」 (FAQ ロック「「にじいろの呪い」はロック
    していることになりますか？」): placed in an empty slot of one's choice, it counts 0 locks."""
    s = position(board={"d2": ["curse"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "curse.arrival" and "colour red" not in legal(s)
    assert len(legal(s)) == 6
    s = go(s, "colour blue")
    assert s.curse[0] == BLUE and hand(s, 0) == [] and pile(s, "d2") == []
    w = Work(s)
    assert w.lock_count(0) == 1 and w.colours_locked(0) == 1
    assert GAME.view(s, 1)["curse"] == [BLUE, -1]
    assert count_cards(s) == total


def test_curse_slot_does_not_count_for_victory_and_takes_two_locks() -> None:
    """§B G14 base rule: the cursed colour does not count; the slot takes two locks, and the second exiles the
    curse face down onto a square of its owner's choice, the colour counting again."""
    s = position(locks={0: ["phoenix", "harvest", "steal", "road", "disclosure"], 1: ["celestia"]},
                 hands={0: ["bridge", "curse", "trap"]}, phase="lock")
    s = edit(s, lock_from_hand(0, "bridge", BLUE))
    s = edit(s, curse_from_hand(0, BLUE))
    w = Work(s)
    assert w.colours_locked(0) == 5 and w.lock_count(0) == 6  # blue cursed: it does not count
    total = count_cards(s)
    s = go(s, "lock trap")
    assert s.ask is not None and s.ask.prompt == "curse.exile"
    s = go(s, "sq d4")
    assert s.curse[0] == -1 and pile(s, "d4")[-1] == "curse" and slots(s, 0)[BLUE] == ["bridge", "trap"]
    w = Work(s)
    assert w.colours_locked(0) == 6 and w.lock_count(0) == 7
    assert count_cards(s) == total


def test_curse_hand_the_leader_places_it_in_a_slot_of_their_choice() -> None:
    """§B G14 hand: a leader in locked cards with an empty slot gets the curse; they choose the slot."""
    s = position(locks={0: ["phoenix"], 1: ["harvest", "dash"]}, hands={0: ["curse"]}, phase="hand")
    total = count_cards(s)
    s = go(s, "use curse")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.prompt == "curse.hand.slot"
    assert "colour red" not in legal(s) and "colour orange" not in legal(s) and len(legal(s)) == 5
    s = go(s, "colour purple")
    assert s.curse == (-1, PURPLE) and discards(s) == [] and s.limbo == ()
    assert count_cards(s) == total


def test_curse_hand_note_you_may_be_the_target() -> None:
    """Seed note 手札「…あなたが1番多くロックしていた場合、あなたも効果の対象となる」: tied leaders, the user
    chooses among them, themself included."""
    s = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["curse"]}, phase="hand")
    s = go(s, "use curse")
    assert s.ask is not None and s.ask.prompt == "curse.hand" and legal(s) == ["player 1", "player 2"]
    s = go(s, "player 1", "colour green")
    assert s.curse == (GREEN, -1)


def test_faq_eternal_locked_into_the_cursed_slot_sends_the_curse_to_the_hand() -> None:
    """FAQ ロック「「にじいろの呪い」の置かれたロックエリアにエターナルカードをロックすることになりました。その
    場合、「にじいろの呪い」はどうなりますか？」: the curse goes to the invader's hand, the eternal is locked."""
    s = position(locks={0: ["phoenix"], 1: ["harvest"]}, hands={0: ["curse"]}, pieces={0: "d6", 1: "a7"},
                 board={"d7": ["+fragment"], "d1": []}, eternals_left=["ship"], phase="move")
    s = edit(s, curse_from_hand(0, BLUE))
    total = count_cards(s)
    s = go(s, "move d7")
    assert s.curse[0] == -1 and slots(s, 0)[BLUE] == ["ship"] and "curse" in hand(s, 0)
    assert at(s, 0) == "d1"
    assert count_cards(s) == total


# --- G15 仕掛けられた罠 --------------------------------------------------------------------------------------

def test_trap_arrival_you_choose_half_your_hand_the_trap_not_counted() -> None:
    """§B G15 and its note 到達「「無作為」ではないため、あなたが選んで捨てる。…このカードは到達効果の対象に
    ならない」: a hand of 5 discards 2, chosen; the trap is not among them."""
    s = position(board={"d2": ["trap"]}, hands={0: ["dash", "steal", "road", "bridge", "disclosure"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "trap.arrival" and "card trap" not in legal(s)
    s = go(s, "card road")
    assert s.ask is not None and s.ask.prompt == "trap.arrival" and "card road" not in legal(s)
    s = go(s, "card dash")
    assert hand(s, 0) == ["bridge", "disclosure", "steal", "trap"] and discards(s) == ["road", "dash"]
    assert count_cards(s) == total


def test_trap_arrival_with_one_card_discards_nothing() -> None:
    """Half of 1 is 0 (用語集 手札の半分): nothing is asked."""
    s = position(board={"d2": ["trap"]}, hands={0: ["dash"]}, phase="move")
    s = go(s, "move d2")
    assert hand(s, 0) == ["dash", "trap"] and discards(s) == [] and s.current == 1


def test_trap_hand_lays_the_trap_and_discards_a_top_card_around_it() -> None:
    """§B G15 hand and its note 手札「カードの置かれているマスへも置くことができる」: face down on a square
    outside your 周囲 (on its pile), then the top card of a square around it is discarded."""
    s = position(board={"d4": ["road"], "e5": ["dash", "steal"]}, hands={0: ["trap"]}, phase="hand")
    total = count_cards(s)
    s = go(s, "use trap")
    offered = legal(s)
    assert "sq d1" not in offered and "sq c2" not in offered and "sq e1" not in offered  # own square, 周囲
    assert "sq d3" in offered and "sq d4" in offered
    s = go(s, "sq d4")
    assert pile(s, "d4") == ["road", "trap"]  # face down, on the pile
    assert "sq e5" in legal(s) and "sq d4" not in legal(s)
    s = go(s, "sq e5")
    assert pile(s, "e5") == ["dash"] and discards(s) == ["steal"] and s.limbo == ()
    assert GAME.view(s, 1)["board"][sq("d4")][-1] == ["trap", False]  # the used card was public
    assert count_cards(s) == total


def test_trap_hand_with_nothing_around_discards_nothing() -> None:
    """善処: no card in the placed square's 周囲, nothing is discarded."""
    s = position(board={"d1": ["+dash"], "a7": ["road"]}, hands={0: ["trap"]}, phase="hand", fill=False)
    s = go(s, "use trap", "sq g1")
    assert pile(s, "g1") == ["trap"] and discards(s) == [] and s.ask is not None and s.ask.prompt == "hand"


# --- G16 誰かの好きな花 --------------------------------------------------------------------------------------

def test_flower_arrival_goes_to_the_opponent_and_you_draw_when_it_was_face_down() -> None:
    """§B G16 arrival: the card goes to an opponent's hand instead; it lay face down, so you draw 1."""
    s = position(board={"d2": ["flower"]}, deck=["road"], phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert hand(s, 1) == ["flower"] and hand(s, 0) == ["road"] and pile(s, "d2") == []
    assert count_cards(s) == total


def test_flower_arrival_on_a_face_up_flower_draws_nothing() -> None:
    s = position(board={"d2": ["+flower"]}, deck=["road"], phase="move")
    s = go(s, "move d2")
    assert hand(s, 1) == ["flower"] and hand(s, 0) == []


def test_flower_arrival_never_takes_a_face_up_flower_below() -> None:
    """The given flower leaves its square; a face-up flower below is a new arrival, not the first one's card
    (decision 18), and goes to an opponent too."""
    s = position(board={"d2": ["+flower", "flower"]}, deck=["road", "steal"], phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert hand(s, 1) == ["flower", "flower"] and hand(s, 0) == ["road"] and pile(s, "d2") == []
    assert count_cards(s) == total


def test_flower_arrival_three_players_choose_the_opponent() -> None:
    s = position(players=3, board={"d2": ["flower"]}, phase="move")
    s = go(s, "move d2")
    assert s.ask is not None and legal(s) == ["player 2", "player 3"]
    s = go(s, "player 3")
    assert hand(s, 2) == ["flower"] and hand(s, 1) == [] and len(hand(s, 0)) == 1


def test_flower_hand_face_up_around_the_leader_then_draw() -> None:
    """§B G16 hand and its note 手札「「1番多くロックしているプレイヤー」とは…カードの置かれているマスへも置く
    ことができる」: face up on a square around the leader's piece with no piece (on its pile); draw 1."""
    s = position(locks={0: ["phoenix"], 1: ["harvest", "dash"]}, hands={0: ["flower"]}, deck=["road"],
                 pieces={1: "d6"}, phase="hand")
    total = count_cards(s)
    s = go(s, "use flower")
    assert s.ask is not None and s.ask.prompt == "flower.hand.square"
    assert sorted(legal(s)) == sorted(f"sq {x}" for x in ("c7", "d7", "e7", "c6", "e6", "c5", "d5", "e5"))
    s = go(s, "sq e5")
    assert pile(s, "e5")[-1] == "+flower" and len(pile(s, "e5")) == 2 and hand(s, 0) == ["road"]
    assert discards(s) == [] and s.limbo == ()
    assert count_cards(s) == total


def test_flower_hand_with_no_free_square_is_discarded_and_you_still_draw() -> None:
    """善処: every square around the leader holds a piece: the card cannot be laid, the draw still happens."""
    s = position(players=4, locks={0: ["phoenix"], 1: ["harvest", "dash"], 2: ["saffron"], 3: ["verdian"]},
                 pieces={1: "a7", 0: "b7", 2: "a6", 3: "b6"}, hands={0: ["flower"]}, deck=["road"], phase="hand")
    s = go(s, "use flower")
    assert hand(s, 0) == ["road"] and discards(s) == ["flower"]


# --- G17 予言者の技 -アポカリプス- ---------------------------------------------------------------------------------

def test_apocalypse_arrival_puts_a_hand_card_face_down_in_secret() -> None:
    """§B G17 arrival and its note 到達「…カードの置かれたマスへも置くことができる」: a hand card face down on a
    square around you (on its pile); only you know which (a secret choice)."""
    s = position(board={"d2": ["apocalypse"], "e3": ["road"]}, hands={0: ["dash", "steal"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert s.ask is not None and s.ask.prompt == "apocalypse.arrival"
    s = go(s, "sq e3")
    assert s.ask is not None and s.ask.secret and legal(s) == ["card dash", "card steal"]
    m = GAME.parse_move(s, "card steal")
    assert GAME.public_move(s, m, 1, "en") == "P1 chooses a card for Prophet's Art: Apocalypse"
    assert GAME.public_move(s, m, 0, "en") is None
    s = GAME.apply(s, m)
    assert pile(s, "e3") == ["road", "steal"] and hand(s, 0) == ["apocalypse", "dash"]
    assert GAME.view(s, 0)["board"][sq("e3")][-1] == ["steal", False]
    assert GAME.view(s, 1)["board"][sq("e3")][-1] == [None, False]
    assert "steal" not in str(GAME.view(s, 1)["tasks"]) and "steal" not in str(s.tasks)
    assert count_cards(s) == total


def test_apocalypse_arrival_note_empty_hand_nothing_happens() -> None:
    """Seed note 到達「あなたの手札が0枚の場合は到達効果は得られず、このカードを自分の手札に加える」."""
    s = position(board={"d2": ["apocalypse"]}, phase="move")
    s = go(s, "move d2")
    assert hand(s, 0) == ["apocalypse"] and s.current == 1


def test_apocalypse_hand_repeats_while_it_hits() -> None:
    """§B G17 hand and its note 手札「「色」を宣言する必要があるため、「無色」…宣言できない。的中し続ければ何度
    でも」: two colours declared (never white or black), a hit repeats, a miss stops; the cards are shown."""
    s = position(hands={0: ["apocalypse"]}, deck=["dash", "steal", "road"], phase="hand")
    total = count_cards(s)
    s = go(s, "use apocalypse")
    assert legal(s) == [f"colour {c}" for c in ("red", "orange", "yellow", "green", "blue", "pink", "purple")]
    s = go(s, "colour red")
    assert "colour red" not in legal(s) and len(legal(s)) == 6
    s = go(s, "colour blue")  # dash: red, a hit
    assert s.ask is not None and s.ask.prompt == "apocalypse.hand"
    s = go(s, "colour green", "colour pink")  # steal: yellow, a miss
    assert s.ask is not None and s.ask.prompt == "hand"
    assert hand(s, 0) == ["dash", "steal"] and deck_top(s) == "road"
    assert sorted(GAME.view(s, 1)["hands"][0]["cards"]) == ["dash", "steal"]  # shown (公開)
    assert count_cards(s) == total


def test_apocalypse_hand_a_fragment_always_hits() -> None:
    """Card note of なないろの欠片 「…「予言者の技 - アポカリプス -」の手札効果でこのカードを引いた場合は、どの
    色を宣言していても中したことになる」."""
    s = position(hands={0: ["apocalypse"]}, deck=["fragment", "steal"], phase="hand")
    s = go(s, "use apocalypse", "colour red", "colour blue")
    assert s.ask is not None and s.ask.prompt == "apocalypse.hand"
    s = go(s, "colour yellow", "colour red")  # steal: yellow, a hit again
    assert s.ask is not None and s.ask.prompt == "apocalypse.hand" and hand(s, 0) == ["fragment", "steal"]


def test_apocalypse_hand_stops_when_no_card_can_be_drawn() -> None:
    s = position(hands={0: ["apocalypse"]}, phase="hand", fill=False)
    s = edit(s, deck_only(0))
    s = go(s, "use apocalypse", "colour red", "colour blue")
    assert s.ask is not None and s.ask.prompt == "hand"
    assert s.discard and hand(s, 0) == []  # the used card was discarded after its effect


# --- G18 なないろのあめ ----------------------------------------------------------------------------------------

def test_rain_arrival_fills_every_empty_square_but_its_own() -> None:
    """§B G18 and its note 到達「このカードの到達効果の処理が終わるまで、このカードは場にあるため、このカードの
    あるマスは対象にならない」: after the card is taken its square is the only empty one."""
    s = position(board={"d2": ["rain"], "d1": ["+dash"], "d7": ["+road"], "a1": ["steal"]}, phase="move", fill=False)
    total = count_cards(s)
    empty = sum(1 for p in s.board if not p)
    deck = len(s.deck)
    s = go(s, "move d2")
    assert [q for q in range(49) if not s.board[q]] == [sq("d2")]
    assert len(s.deck) == deck - empty and pile(s, "d1") == ["+dash"]
    assert hand(s, 0) == ["rain"]
    assert count_cards(s) == total


def test_rain_hand_fills_a_row_on_any_pile() -> None:
    """§B G18 hand and its note 手札「カードの置かれたマスへも置くことができる」: a whole row or column, one deck
    card face down on each square, piles included."""
    s = position(hands={0: ["rain"]}, phase="hand")
    total = count_cards(s)
    s = go(s, "use rain")
    assert legal(s) == ["opt 1", "opt 2"]
    s = go(s, "opt 1")
    assert legal(s) == [f"sq a{r}" for r in range(7, 0, -1)] or sorted(legal(s)) == sorted(f"sq a{r}" for r in range(1, 8))
    heights = [len(p) for p in s.board]
    s = go(s, "sq a4")
    row4 = [sq(f"{f}4") for f in "abcdefg"]
    assert all(len(s.board[q]) == heights[q] + (1 if q in row4 else 0) for q in range(49))
    assert all(s.board[q][-1] < UP for q in row4)
    assert count_cards(s) == total


def test_rain_hand_a_column() -> None:
    s = position(hands={0: ["rain"]}, phase="hand")
    s = go(s, "use rain", "opt 2")
    assert sorted(legal(s)) == sorted(f"sq {f}1" for f in "abcdefg")
    heights = [len(p) for p in s.board]
    s = go(s, "sq c1")
    col = [sq(f"c{r}") for r in range(1, 8)]
    assert all(len(s.board[q]) == heights[q] + (1 if q in col else 0) for q in range(49))


def test_rain_hand_stops_when_the_cards_run_out() -> None:
    """Decision 22 (善処): with deck and discard pile empty, the remaining squares get nothing."""
    s = position(hands={0: ["rain"]}, deck=["dash", "steal"], phase="hand", fill=False)
    s = edit(s, deck_only(2))
    spare = count_cards(s)
    s = go(s, "use rain", "opt 1", "sq a4")
    assert pile(s, "a4") == ["dash"] and pile(s, "b4") == ["steal"] and pile(s, "c4") == []
    assert count_cards(s) == spare


# --- G19 強欲なパレット -------------------------------------------------------------------------------------

def test_palette_arrival_discards_the_hand_but_keeps_itself() -> None:
    """§B G19 and its note 到達「到達効果の処理後にこのカードをあなたの手札に加えるため、到達効果でこのカードを
    捨てなくてもよい」."""
    s = position(board={"d2": ["palette"]}, hands={0: ["dash", "steal"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert hand(s, 0) == ["palette"] and sorted(discards(s)) == ["dash", "steal"]
    assert count_cards(s) == total


def test_palette_hand_each_opponent_gives_or_discards_in_order() -> None:
    """§B G19 hand: a colour declared; each opponent in 処理順 gives a card of it (a fragment counts) or
    discards 3 of their choice; with no card of it, all of a hand of 3 or fewer is discarded."""
    s = position(players=3, hands={0: ["palette"], 1: ["fragment", "steal", "road", "bridge"], 2: ["lost-item"]},
                 phase="hand")
    total = count_cards(s)
    s = go(s, "use palette", "colour red")
    assert s.ask is not None and s.ask.seat == 1 and s.ask.secret
    assert legal(s) == ["card fragment", "opt 1"]
    s = go(s, "card fragment")
    assert s.ask is not None and s.ask.seat == 2 and legal(s) == ["opt 1"]  # no red card: must discard
    s = go(s, "opt 1")
    assert hand(s, 0) == ["fragment"] and hand(s, 2) == [] and discards(s) == ["lost-item", "palette"]
    assert count_cards(s) == total


def test_palette_hand_discarding_three_is_chosen_card_by_card() -> None:
    s = position(hands={0: ["palette"], 1: ["dash", "steal", "road", "bridge"]}, phase="hand")
    s = go(s, "use palette", "colour red", "opt 1")
    assert s.ask is not None and s.ask.prompt == "palette.hand.discard" and s.ask.seat == 1
    s = go(s, "card dash", "card road", "card bridge")
    assert hand(s, 1) == ["steal"] and discards(s) == ["dash", "road", "bridge", "palette"]


def test_palette_hand_with_fewer_than_three_a_fitting_card_must_be_given() -> None:
    s = position(hands={0: ["palette"], 1: ["dash", "steal"]}, phase="hand")
    s = go(s, "use palette", "colour red")
    assert legal(s) == ["card dash"]  # asked even so: the hand, not the question, leaves one answer
    before = s
    s = go(s, "card dash")
    assert hand(s, 0) == ["dash"] and hand(s, 1) == ["steal"]
    assert GAME.reveals(before, s), "the user saw a card of another hand: undo stops there"


def test_palette_give_is_hidden_from_the_others() -> None:
    """The card given is seen by the giver and the user only; the others read "P2 chooses a card for Greedy
    Palette"."""
    s = position(players=3, hands={0: ["palette"], 1: ["dash", "steal", "road"], 2: ["lost-item"]}, phase="hand")
    s = go(s, "use palette", "colour red")
    m = GAME.parse_move(s, "card dash")
    assert GAME.public_move(s, m, 2, "en") == "P2 chooses a card for Greedy Palette"
    assert GAME.public_move(s, m, 2, "ja") == "P2 はカードを1枚選ぶ（強欲なパレット）"
    s = GAME.apply(s, m)
    assert GAME.view(s, 2)["hands"][0]["cards"] == [] and GAME.view(s, 0)["hands"][0]["cards"] == ["dash"]
    assert "dash" in GAME.view(s, 1)["hands"][0]["cards"]


def test_palette_note_usable_at_a_window_of_another_turn() -> None:
    """Seed note 手札「「いつでも使える」とあるが…「処理中」には使えない」 (decision 33): P1 uses it at the window
    after P2 declares a move, in P2's turn; the move is then processed."""
    s = position(hands={0: ["palette"], 1: ["dash", "steal", "road"]}, board={"d6": ["+rain"]}, current=1,
                 phase="move")
    s = go(s, "move d6")
    assert s.ask is not None and s.ask.seat == 0 and "react palette" in legal(s)
    s = go(s, "react palette", "colour yellow", "card steal")
    assert hand(s, 0) == ["steal"] and at(s, 1) == "d6"


# --- G20 なないろの欠片 ----------------------------------------------------------------------------------------

def test_fragment_arrival_has_no_effect() -> None:
    """§B G20 arrival: none; the card goes to the hand and the turn ends."""
    s = position(board={"d2": ["dash", "fragment"]}, hands={0: ["dash"]}, phase="move")
    total = count_cards(s)
    s = go(s, "move d2")
    assert hand(s, 0) == ["dash", "fragment"] and pile(s, "d2") == ["dash"] and s.current == 1
    assert count_cards(s) == total


def test_fragment_hand_draw_one() -> None:
    s = position(hands={0: ["fragment"]}, deck=["road"], phase="hand")
    total = count_cards(s)
    s = go(s, "use fragment")
    assert legal(s) == ["opt 1"]  # the pair needs another fragment: asked anyway (the hand is secret)
    s = go(s, "opt 1")
    assert hand(s, 0) == ["road"] and discards(s) == ["fragment"]
    assert count_cards(s) == total


def test_fragment_hand_locks_a_pair_as_two_then_draws_two() -> None:
    """§B G20 and its note 手札「手札効果のためハンドフェイズでロックする。ロック枚数の扱いは2枚である」."""
    s = position(hands={0: ["fragment", "fragment"]}, deck=["road", "steal"], phase="hand")
    total = count_cards(s)
    s = go(s, "use fragment")
    assert legal(s) == ["opt 1", "opt 2"]
    s = go(s, "opt 2")
    assert "colour red" not in legal(s) and len(legal(s)) == 6
    s = go(s, "colour blue")
    assert slots(s, 0)[BLUE] == ["fragment", "fragment"] and sorted(hand(s, 0)) == ["road", "steal"]
    w = Work(s)
    assert w.lock_count(0) == 3 and w.colours_locked(0) == 2
    assert count_cards(s) == total


def test_faq_fragment_cannot_be_locked_in_the_lock_phase() -> None:
    """FAQ ロック「「なないろの欠片」はハンドフェイスでロックできますか？」: not in the lock phase, but a pair in
    the hand phase by its own effect."""
    s = position(hands={0: ["fragment", "fragment"]}, phase="lock")
    assert legal(s) == ["pass"]
    s = go(s, "pass")
    assert "use fragment" in legal(s)


def test_fragment_pair_completing_seven_colours_wins_at_once() -> None:
    s = position(locks={0: ["phoenix"] + ["harvest", "steal", "road", "bridge", "disclosure"], 1: ["celestia"]},
                 hands={0: ["fragment", "fragment"]}, phase="hand", colourless=False)
    s = go(s, "use fragment", "opt 2")  # one slot left: purple, not asked
    assert s.winner == 0 and slots(s, 0)[PURPLE] == ["fragment", "fragment"]


def test_wait_against_a_fragment_pair_discards_both() -> None:
    """ちょっと待った! discards the cards being locked: a fragment pair is two (§B G11, card text)."""
    s = position(locks={0: ["phoenix", "harvest", "steal", "road", "bridge", "disclosure"], 1: ["celestia"]},
                 hands={0: ["fragment", "fragment"], 1: ["wait", "apocalypse"]}, deck=["dash", "lost-item"],
                 phase="hand", colourless=False)
    total = count_cards(s)
    s = go(s, "use fragment", "opt 2")
    assert s.ask is not None and s.ask.seat == 1 and "react wait pay apocalypse" in legal(s)
    s = go(s, "react wait pay apocalypse")
    assert s.winner == -1 and slots(s, 0)[PURPLE] == []
    assert sorted(discards(s)) == ["apocalypse", "fragment", "fragment", "wait"]
    assert sorted(hand(s, 0)) == ["dash", "lost-item"]  # the draw 2 still happens
    s2 = go(position(locks={0: ["phoenix"]}, hands={0: ["fragment", "fragment"]}, phase="hand",
                       flags=Flags(lock_ban=True)), "use fragment")
    assert legal(s2) == ["opt 1"]  # no more locks this turn
    assert count_cards(s) == total


def test_fragment_pair_into_the_cursed_slot_exiles_the_curse() -> None:
    """Decision 40: a pair may go into the cursed slot (no locked card there), which exiles the curse."""
    s = position(hands={0: ["fragment", "fragment", "curse"]}, phase="hand")
    s = edit(s, curse_from_hand(0, GREEN))
    total = count_cards(s)
    s = go(s, "use fragment", "opt 2", "colour green")
    assert s.ask is not None and s.ask.prompt == "curse.exile"
    s = go(s, "sq d4")
    assert s.curse[0] == -1 and slots(s, 0)[GREEN] == ["fragment", "fragment"] and pile(s, "d4")[-1] == "curse"
    assert count_cards(s) == total


@pytest.mark.parametrize("seed", range(6))
def test_random_games_conserve_cards(seed: int) -> None:
    """Random play through these effects keeps every card somewhere and one piece per square."""
    import random
    n = 2 + seed % 3
    s = GAME.new(seed, players=n)
    total = count_cards(s)
    rng = random.Random(seed)
    for _ in range(400):
        if GAME.outcome(s) is not None:
            break
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        assert count_cards(s) == total and len(set(s.pieces)) == n


def test_numbered_alternatives_read_as_what_they_mean() -> None:
    """Every decision has a sentence a person can read (issue 16): ``opt n`` is named by its question."""
    s = go(position(hands={0: ["rain"]}, phase="hand"), "use rain")
    assert GAME.describe_move(s, GAME.parse_move(s, "opt 1"), "en") == "P1 chooses a row"
    assert GAME.describe_move(s, GAME.parse_move(s, "opt 2"), "ja") == "P1 は 縦の1列 を選ぶ"
    s = go(position(hands={0: ["fragment", "fragment"]}, phase="hand"), "use fragment")
    assert GAME.describe_move(s, GAME.parse_move(s, "opt 2"), "en") == "P1 chooses to lock a pair of fragments, then draw 2"
    s = go(position(players=3, hands={0: ["palette"], 1: ["dash", "steal", "road"]}, phase="hand"),
           "use palette", "colour red")
    m = GAME.parse_move(s, "opt 1")
    assert GAME.describe_move(s, m, "en") == "P2 chooses to discard 3 cards"
    assert GAME.public_move(s, m, 2, "en") == "P2 chooses to discard 3 cards"
