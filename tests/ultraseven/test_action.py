"""The alien's action phase of ウルトラセブン (R 5–R 10, R 6.4–R 6.5, E 3, E 8, E 10–E 13, E 33, U 6, U 7), from
fixed positions: what each action costs and does, the limits that refuse it (naming the rule), events for one
turn, information for the rest of the game, the ep-12 card, and the phase's end."""

from __future__ import annotations

from typing import Any

from sevens.core.game import CHANCE
from sevens.games.ultraseven import rules
from sevens.games.ultraseven.moves import to_move
from sevens.games.ultraseven.state import (ALIEN_ACTION, ALIEN_SEAT, DEPLOY, RECON, TDF_SEAT, Turn, evolve)

from .positions import card, play, refused, start, texts


# --- R 5: 8 AP, any actions, unused AP lost ------------------------------------------------------------------

def test_the_turn_opens_with_the_aliens_8_ap_and_the_alien_decides() -> None:
    s = start()
    assert s.ap == 8 and s.phase == ALIEN_ACTION and to_move(s) == ALIEN_SEAT
    d = rules.decision(s)
    assert d is not None and d.kind == "action" and d.turn_seat == ALIEN_SEAT and d.turn == 0


def test_end_loses_the_ap_left_and_the_tdf_deploys() -> None:
    s = play(start(), "end")
    assert s.phase == DEPLOY and s.ap == 0 and to_move(s) == TDF_SEAT


def test_spending_the_last_ap_ends_the_action_at_once() -> None:
    s = start(deck=("ep1", "ep2", "ep3", "ep4"), hand=("ep8",))
    s = play(s, "draw", "draw", "draw", "draw")
    assert s.phase == DEPLOY and s.ap == 0 and len(s.hand) == 5


def test_the_action_does_not_end_by_itself_while_ap_are_left() -> None:
    """U 15: with only ``end`` legal (empty deck, an unplaceable hand) the alien still decides: ending by itself
    would tell the TDF what the hand cannot do."""
    s = start(deck=(), hand=("ep43",), ap=8)
    assert texts(s) == ["end"] and to_move(rules.settle(s)) == ALIEN_SEAT


def test_an_action_the_ap_left_cannot_pay_is_refused() -> None:
    s = start(deck=("ep1",), hand=("ep8",), ap=1)
    assert "draw" not in texts(s) and "place ep8" not in texts(s)
    assert refused(s, "draw") == "R5.1-ap"
    assert refused(s, "place ep8") == "R5.1-ap"


# --- R 6: draws, the hand limit and E 8's exception ------------------------------------------------------------

def test_a_draw_costs_2_ap_and_takes_the_top_card_into_the_hand_in_episode_order() -> None:
    s = start(deck=("ep2", "ep47", "ep1"), hand=("ep8", "ep30"))
    s = play(s, "draw")
    assert s.ap == 6 and s.deck == ("ep2", "ep47") and s.hand == ("ep1", "ep8", "ep30")


def test_no_draw_with_8_invasion_cards_in_hand_when_one_can_be_placed() -> None:
    hand = ("ep1", "ep2", "ep3", "ep5", "ep6", "ep7", "ep8", "ep9")
    s = start(deck=("ep10",), hand=hand)
    assert "draw" not in texts(s)
    assert refused(s, "draw") == "R6.3-hand-limit"
    assert "draw" in texts(evolve(s, hand=hand[:7]))


def test_table_cards_do_not_count_toward_the_hand_limit() -> None:
    s = start(deck=("ep10",), hand=("ep1", "ep2", "ep3", "ep5", "ep6", "ep7", "ep8"),
              table=(card("ep11", 0),), placed=1)
    assert "draw" in texts(s)


def test_e8_deadlock_a_full_hand_that_cannot_be_placed_may_still_draw() -> None:
    """E 8: eight conditioned cards (or cards whose areas are taken) and no information yet: the alien may draw."""
    hand = ("ep14-15", "ep25", "ep26", "ep33", "ep37", "ep42", "ep43", "ep46")
    s = start(deck=("I3",), hand=hand)
    assert not any(t.startswith("place") for t in texts(s))
    assert "draw" in texts(s)
    s = play(s, "draw")
    assert s.infos == ("I3",) and "place ep42" in texts(s)


def test_an_empty_deck_gives_no_draw() -> None:
    s = start(deck=(), hand=("ep8",))
    assert "draw" not in texts(s) and refused(s, "draw") == "E6-deck"


# --- R 6.4, R 6.5, E 3: events for one turn, information for the rest of the game -------------------------------

def test_an_event_is_revealed_and_in_force_for_this_turn_only() -> None:
    s = start(deck=("E18",), hand=("ep8",))
    s = play(s, "draw")
    assert s.events == ("E18",) and s.discards == ("E18",) and s.hand == ("ep8",)
    s = play(s, "end")
    assert s.events == ("E18",)  # in force through this turn's TDF steps
    s = rules.settle(evolve(s, phase="check"))
    assert s.turn == 2 and s.events == () and s.discards == ("E18",)


def test_an_information_card_stays_in_force_and_unlocks_its_cards_at_once() -> None:
    s = start(deck=("I4",), hand=("ep37", "ep46"))
    assert refused(s, "place ep37") == "R8.5-condition"
    s = play(s, "draw", "place ep37")
    assert s.infos == ("I4",) and s.table[0].key == "ep37"
    s = rules.settle(evolve(s, phase="check"))
    assert s.infos == ("I4",) and "place ep46" in texts(s)


def test_e10_gives_2_ap() -> None:
    s = play(start(deck=("E10",), hand=("ep8",)), "draw")
    assert s.ap == 8 - 2 + 2


def test_the_ep12_card_ends_the_action_and_loses_the_ap() -> None:
    """E 33 / §C: the draw costs its 2 AP and the action ends at once."""
    s = play(start(deck=("ep12",), hand=("ep8",)), "draw")
    assert s.phase == DEPLOY and s.ap == 0 and s.events == ("ep12",) and to_move(s) == TDF_SEAT


def test_e14_the_alien_names_a_member_at_once_who_then_cannot_be_deployed() -> None:
    """U 7: not Dan, not Kurata."""
    s = play(start(deck=("E14",), hand=("ep8",)), "draw")
    assert to_move(s) == ALIEN_SEAT and texts(s) == [f"ban {k}" for k in
                                                     ("kiriyama", "furuhashi", "soga", "amagi", "anne")]
    assert refused(s, "ban dan") == "U7-ban"
    s = play(s, "ban soga", "end")
    assert s.t.banned == "soga" and not any(t.startswith("deploy soga") for t in texts(s))
    assert refused(s, "deploy soga city") == "U7-ban"
    assert "deploy furuhashi city" in texts(s)


# --- R 8: placing ------------------------------------------------------------------------------------------------

def test_a_card_is_placed_face_down_in_its_area_for_2_ap() -> None:
    s = play(start(deck=(), hand=("ep8", "ep30")), "place ep30")
    p = s.table[0]
    assert (p.key, p.area, p.face_up, p.order, p.chits) == ("ep30", "base", False, 0, 0)
    assert s.ap == 6 and s.hand == ("ep8",) and s.placed == 1


def test_one_card_per_area() -> None:
    """R 8.4: ep8 and ep13 are both 宇宙 cards."""
    s = play(start(deck=(), hand=("ep8", "ep13")), "place ep8")
    assert "place ep13" not in texts(s) and refused(s, "place ep13") == "R8.4-area"


def test_a_card_not_in_hand_is_refused() -> None:
    assert refused(start(deck=(), hand=("ep8",)), "place ep13") == "R8.1-hand"


def test_1cour_ignores_the_invasion_conditions() -> None:
    """R 21.2.4."""
    s = start("1cour", deck=(), hand=("ep14-15", "ep43"))
    assert "place ep14-15" in texts(s) and "place ep43" in texts(s)
    assert "place ep43" not in texts(start("2cour", deck=(), hand=("ep43",)))


# --- R 7: chits --------------------------------------------------------------------------------------------------

def test_a_face_down_card_takes_its_hidden_rate_a_turn() -> None:
    """ep8 暗躍時 1; ep5 暗躍時 2; each chit 1 AP; a card placed this turn may take chits (E 10)."""
    s = play(start(deck=(), hand=("ep5", "ep8")), "place ep8", "place ep5", "chit #0")
    assert s.table[0].chits == 1 and s.ap == 3
    assert "chit #0" not in texts(s) and refused(s, "chit #0") == "R7.3-rate"
    s = play(s, "chit #1", "chit #1")
    assert s.table[1].chits == 2 and "chit #1" not in texts(s)


def test_no_chit_on_a_face_down_card_at_its_limit() -> None:
    """R 7.4: ep7 暗躍限界 4."""
    s = start(deck=(), hand=(), table=(card("ep7", 0, chits=4),), placed=1)
    assert "chit #0" not in texts(s) and refused(s, "chit #0") == "R7.4-limit"


def test_a_face_up_card_takes_its_exposed_rate() -> None:
    """R 7.3: ep8 発覚時 2."""
    s = start(deck=(), hand=(), table=(card("ep8", 0, chits=9, face_up=True),), placed=1)
    s = play(s, "chit #0", "chit #0")
    assert s.table[0].chits == 11 and "chit #0" not in texts(s)


def test_chits_then_flip_but_no_chit_after_the_flip() -> None:
    """R 7.5 / E 10: ep7 (暗 2, 限界 4) with 3 chits: a chit (4), a flip (3 AP), then no chit this turn."""
    s = start(deck=(), hand=(), table=(card("ep7", 0, chits=3),), placed=1)
    assert "flip #0" not in texts(s) and refused(s, "flip #0") == "R9.1-flip"
    s = play(s, "chit #0", "flip #0")
    p = s.table[0]
    assert p.face_up and p.flipped and p.chits == 4 and s.ap == 8 - 1 - 3
    assert refused(s, "chit #0") == "R7.5-flipped"


def test_per_turn_counts_reset_when_the_turn_ends() -> None:
    s = start(deck=(), hand=(), table=(card("ep7", 0, chits=1, added=2, flipped=True, face_up=True),), placed=1,
              phase="check")
    s = rules.settle(s)
    assert s.turn == 2 and s.table[0].added == 0 and not s.table[0].flipped and "chit #0" in texts(s)


def test_e17_one_chit_above_the_exposed_rate_once() -> None:
    """U 6: ep7 (発覚時 1) face up: one chit, then the overload chit, then nothing more."""
    s = start(deck=(), hand=(), events=("E17",), table=(card("ep7", 0, chits=5, face_up=True),), placed=1)
    assert "overload #0" not in texts(s)
    s = play(s, "chit #0")
    assert "overload #0" in texts(s)
    s = play(s, "overload #0")
    assert s.table[0].chits == 7 and s.t.overloaded and s.ap == 6
    assert "overload #0" not in texts(s) and refused(s, "overload #0") == "U6-overload"
    assert refused(start(deck=(), hand=(), table=(card("ep7", 0, face_up=True, added=1),), placed=1),
                   "overload #0") == "U6-overload"


# --- R 10: healing -----------------------------------------------------------------------------------------------

def test_healing_costs_2_ap_a_point_with_no_cap() -> None:
    s = start(deck=(), hand=(), table=(card("ep13", 0, face_up=True, damage=3),), placed=1)
    s = play(s, "heal #0", "heal #0", "heal #0")
    assert s.table[0].damage == 0 and s.ap == 2 and "heal #0" not in texts(s)
    assert refused(s, "heal #0") == "R10.1-heal"


def test_a_move_with_fields_of_the_wrong_type_is_refused() -> None:
    """A bool or a float is not a card number, though True == 1 and 1.0 == 1."""
    import pytest
    from sevens.core.errors import IllegalMove
    from sevens.games.ultraseven.moves import Move
    s = start(deck=(), hand=(), table=(card("ep7", 1),), placed=2)
    assert "chit #1" in texts(s)
    one: Any = 1.0
    ints: Any = (1,)
    bad_moves: list[Any] = [Move("chit", n=True), Move("chit", n=one), "chit #1", Move("assign", keys=ints)]
    for bad in bad_moves:
        with pytest.raises(IllegalMove) as e:
            rules.apply(s, bad)
        assert e.value.rule == "not-a-move"


def test_moves_of_other_phases_are_refused_in_the_action() -> None:
    s = start()
    assert refused(s, "deploy soga city") == "R4.1-phase"
    assert refused(s, "roll 3") == "R4.1-dice"
    assert refused(evolve(s, phase=RECON, t=Turn(step="roll", area="city")), "done") == "R4.1-dice"
    assert to_move(evolve(s, phase=RECON, t=Turn(step="roll", area="city"))) == CHANCE
