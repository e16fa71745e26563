"""Combat, the victory check and the turn's end in ウルトラセブン (R 14–R 20; E 21–E 28, E 32, E 36; the ★ texts of
§B; U 11–U 16), from fixed positions, the dice chosen by the test (a chance step's outcomes are legal moves)."""

from __future__ import annotations

from typing import Any

from sevens.core.game import CHANCE
from sevens.games.ultraseven import rules
from sevens.games.ultraseven.cards import INVASIONS
from sevens.games.ultraseven.combat import attack_target, strength, transform_target
from sevens.games.ultraseven.moves import to_move
from sevens.games.ultraseven.state import (ALIEN_ACTION, ALIEN_SEAT, CAPTURED, DEAD, DRAW, TDF_SEAT, Options, Turn,
                                           evolve)

from .positions import card, combat, deployed, play, refused, start, texts


def on(s: Any, key: str) -> Any:
    """The table card ``key`` (or None)."""
    return next((p for p in s.table if p.key == key), None)


# --- R 15: TDF attacks --------------------------------------------------------------------------------------------

def test_weapon_bonus_assigned_then_each_member_rolls_once() -> None:
    """R 15.3–R 15.5, E 20, E 22: ep21 (戦 5, TDF +2). Furuhashi 3 + Hydranger 2 + 2 = 7 hits without a die;
    Soga 3 + 2 = 5 rolls 1d6; damage carries over (R 15.8)."""
    s = combat("sea", (card("ep21", 0, face_up=True),), deployed("furuhashi@sea", "soga@sea"),
               deployed("hydranger@sea"))
    assert texts(s) == ["assign hydranger furuhashi", "assign hydranger soga"]
    assert refused(s, "done") == "E20-assign" and refused(s, "assign hydranger anne") == "R15.5-user"
    s = play(s, "assign hydranger furuhashi")
    assert on(s, "ep21").damage == 1 and to_move(s) == CHANCE and s.rolls == 0  # U 9: a sure hit rolls no die
    assert attack_target(s, "sea", "soga") == 5
    outs = rules.chance_outcomes(s)
    assert [m.n for m, _ in outs] == [1, 2, 3, 4, 5, 6] and all(abs(p - 1 / 6) < 1e-12 for _, p in outs)
    s = play(s, "roll 6")
    assert s.turn == 2 and s.phase == ALIEN_ACTION and on(s, "ep21").damage == 1


def test_hawk1_goes_to_as_many_members_as_it_can() -> None:
    """R 15.6, U 11: with four members, the choices are the sets of three."""
    s = combat("space", (card("ep8", 0, face_up=True),),
               deployed("kiriyama@space", "furuhashi@space", "soga@space", "amagi@space"), deployed("hawk1@space"))
    assert texts(s)[0] == "assign hawk1 kiriyama+furuhashi+soga" and len(texts(s)) == 4
    s = play(s, "assign hawk1 furuhashi+soga+amagi")
    assert attack_target(s, "space", "amagi") == 2 and attack_target(s, "space", "kiriyama") == 2


def test_damage_equal_to_power_leaves_the_card_at_strength_0() -> None:
    """R 15.7, E 23: ep7 (戦 4). A hit to 4 damage keeps it (strength 0); the next removes it; the option
    ``remove_at_equal`` removes it at 4."""
    assert INVASIONS["ep7"].power == 4
    s = combat("city", (card("ep7", 0, face_up=True, damage=3),), deployed("soga@city"))
    s = play(s, "roll 1")
    assert on(s, "ep7").damage == 4 and strength(on(s, "ep7")) == 0
    s2 = combat("city", (card("ep7", 0, face_up=True, damage=4),), deployed("soga@city"))
    s2 = play(s2, "roll 1")
    assert on(s2, "ep7") is None and s2.removed == ("ep7",)
    s3 = combat("city", (card("ep7", 0, face_up=True, damage=3),), deployed("soga@city"),
                opts=Options(remove_at_equal=True))
    assert on(play(s3, "roll 1"), "ep7") is None


def test_no_tdf_attack_on_a_dash_card() -> None:
    """R 15.9: ep31's TDF値 is "−": no die is rolled, no damage."""
    s = combat("city", (card("ep31", 0, face_up=True),), deployed("soga@city", "furuhashi@city"))
    assert s.rolls == 0 and on(s, "ep31").damage == 0 and s.turn == 2


def test_a_two_stage_card_turns_and_the_remaining_attacks_go_on_against_its_second_side() -> None:
    """§B ★1, E 32, U 12: ep14-15 (戦 9, TDF −2) with 9 damage and 5 chits: a hit turns it to 後編 (戦 6, TDF +1),
    damage 0, chits kept; Soga's attack then aims at TDF +1."""
    s = combat("mountain", (card("ep14-15", 0, face_up=True, damage=9, chits=5),),
               deployed("furuhashi@mountain", "soga@mountain"), deployed("magmarizer@mountain"))
    assert attack_target(s, "mountain", "furuhashi") == 3
    s = play(s, "roll 1")
    p = on(s, "ep14-15")
    assert (p.stage, p.damage, p.chits) == (1, 0, 5)
    assert attack_target(s, "mountain", "soga") == 4 and to_move(s) == CHANCE


# --- R 16, R 19: transformation and capsule monsters ------------------------------------------------------------

def dan_vs(key: str, area: str, scenario: str = "1cour", **changes: Any) -> Any:
    """Dan alone against the face-up ``key``, his TDF attack missed: the first capsule timing."""
    s = combat(area, (card(key, 0, face_up=True),), deployed(f"dan@{area}"), scenario=scenario, **changes)
    if to_move(s) == CHANCE:
        s = play(s, "roll 6")
    return s


def test_before_the_transformation_capsules_transform_or_done() -> None:
    """R 19.1, R 19.2: 1クール's W1, M1, A1; Miclas's 3 takes 2 chits (R 19.6.1)."""
    s = dan_vs("ep13", "space")
    s = evolve(s, table=(on(s, "ep13")._replace(chits=5),))
    assert rules.decision(s).kind == "seven"  # type: ignore[union-attr]
    assert texts(s) == ["capsule W1", "capsule M1", "capsule A1", "transform", "done"]
    s = play(s, "capsule M1", "roll 3")
    assert on(s, "ep13").chits == 3 and s.capsules == ("W1", "A1") and s.capsules_turn == ("miclas",)
    s = play(s, "capsule W1", "roll 1")
    assert on(s, "ep13").damage == 1
    assert texts(s) == ["capsule A1", "transform", "done"]


def test_one_capsule_of_each_kind_a_turn() -> None:
    """R 19.2: after M1, M2 is not offered in the full game."""
    s = play(dan_vs("ep13", "space", "full"), "capsule M1", "roll 5")
    assert "capsule M2" not in texts(s) and refused(s, "capsule M2") == "R19.2-kind"


def test_capsules_only_in_dans_area() -> None:
    """R 19.3: no Seven step where Dan is not."""
    s = combat("city", (card("ep7", 0, face_up=True),), deployed("soga@city"))
    s = play(s, "roll 6")
    assert s.turn == 2 and s.capsules == ("W1", "W2", "W3", "W4", "W5", "M1", "M2", "M3", "M4", "A1", "A2")


def test_transformation_value_counts_the_others_with_i4_and_i6_against_their_cards() -> None:
    """R 16.3: Dan and 2 others → 8; I4 −1 against 37 and 46 only, I6 −1 more against 48・49 while energy ≤ 20
    (both as tuned: README "Card tuning")."""
    s = start(members=deployed("dan@associates", "soga@associates", "anne@associates"),
              table=(card("ep37", 0, face_up=True),))
    assert transform_target(s, "associates") == 8
    assert transform_target(evolve(s, infos=("I4",)), "associates") == 7
    assert transform_target(evolve(s, infos=("I4", "I6"), energy=20), "associates") == 7
    other = evolve(s, table=(card("ep27", 0, face_up=True),), infos=("I4", "I6"), energy=20)
    assert transform_target(other, "associates") == 8
    m = start(members=deployed("dan@mountain", "soga@mountain", "anne@mountain"),
              table=(card("ep48-49", 0, face_up=True),), infos=("I4", "I6"))
    assert transform_target(evolve(m, energy=21), "mountain") == 8
    assert transform_target(evolve(m, energy=20), "mountain") == 7


def test_a_failed_transformation_opens_the_second_timing_without_a_retry() -> None:
    """R 16.4, R 19.1, E 25: 2d6 over 10 fails; capsules and done remain."""
    s = play(dan_vs("ep13", "space"), "transform")
    assert to_move(s) == CHANCE and [m.n for m, _ in rules.chance_outcomes(s)] == list(range(2, 13))
    s = play(s, "roll 11")
    assert s.t.timing == "failed" and texts(s) == ["capsule W1", "capsule M1", "capsule A1", "done"]
    assert refused(s, "transform") == "E25-once"


def test_e15_no_transformation_but_capsules() -> None:
    s = dan_vs("ep13", "space", events=("E15",))
    assert "transform" not in texts(s) and "capsule W1" in texts(s)
    assert refused(s, "transform") == "E15-wounded"


def test_ep25_transformation_only_after_a_capsule_against_it() -> None:
    """§B ★2."""
    s = dan_vs("ep25", "base")
    assert "transform" not in texts(s)
    assert refused(s, "transform") == "B2-capsule"
    s = play(s, "capsule W1", "roll 5")
    assert "transform" in texts(s) and transform_target(s, "base") == 10


def test_ep25_with_no_capsule_left_dan_transforms_at_minus_3() -> None:
    """§B ★2 as tuned (README "Card tuning"): once every capsule monster is spent, 25's lock gives way to −3."""
    s = dan_vs("ep25", "base", capsules=())
    assert "transform" in texts(s) and transform_target(s, "base") == 10 - 3
    s = play(s, "transform", "roll 6")
    assert s.t.step == "tech"
    s = play(dan_vs("ep25", "base", capsules=()), "transform", "roll 8")
    assert s.t.step != "tech" and on(s, "ep25") is not None and s.energy == 37  # failed: no melee
    assert transform_target(dan_vs("ep13", "space", capsules=()), "space") == 10


# --- R 17, R 18: melee and energy ---------------------------------------------------------------------------------

def test_a_melee_win_removes_the_card_and_the_technique_is_paid() -> None:
    """R 17.2, R 17.4.1, R 18.1: Wide Shot 4 + 6 + 1 = 11 against ep13's 6 + 1."""
    s = play(dan_vs("ep13", "space"), "transform", "roll 10")
    assert texts(s) == ["tech fight", "tech handy", "tech emerium", "tech slugger", "tech psycho", "tech wide"]
    assert refused(s, "done") == "R17.2-must"
    s = play(s, "tech wide")
    assert s.energy == 37 - 6 and to_move(s) == CHANCE
    s = play(s, "roll 1", "roll 1")
    assert on(s, "ep13") is None and "ep13" in s.removed and s.energy == 31


def test_a_lost_melee_opens_the_third_capsule_timing() -> None:
    """R 17.4.2, R 19.1: 4 + 1 + 1 against 6 + 6."""
    s = play(dan_vs("ep13", "space"), "transform", "roll 2", "tech fight", "roll 1", "roll 6")
    assert on(s, "ep13") is not None and s.t.timing == "lost"
    assert texts(s) == ["capsule W1", "capsule M1", "capsule A1", "done"]


def test_a_tie_lets_the_tdf_fight_again_or_stop_unless_i5_against_39_40() -> None:
    """R 17.4.3: 4 + 1 + 2 = 6 + 1; I5 switches the re-fight off against 39・40 only (as tuned: README "Card
    tuning"): 4 + 3 + 3 = 7 + 3 ends the melee there."""
    s = play(dan_vs("ep13", "space"), "transform", "roll 2", "tech fight", "roll 2", "roll 1")
    assert s.t.timing == "tie" and "done" in texts(s) and "tech fight" in texts(s)
    s2 = play(s, "tech slugger")
    assert s2.energy == 37 - 1 - 4
    s5 = play(dan_vs("ep13", "space", "2cour", infos=("I5",)), "transform", "roll 2", "tech fight", "roll 2",
              "roll 1")
    assert s5.t.timing == "tie" and "tech fight" in texts(s5)
    g = play(dan_vs("ep39-40", "city", "2cour", infos=("I5",)), "transform", "roll 2", "tech emerium", "roll 3",
             "roll 3")
    assert g.turn == 2 and on(g, "ep39-40") is not None
    g0 = play(dan_vs("ep39-40", "city", "2cour"), "transform", "roll 2", "tech emerium", "roll 3", "roll 3")
    assert g0.t.timing == "tie"


def test_the_melee_uses_the_strength_left() -> None:
    """R 17.3: ep13 with 4 damage fights at 2: 4 + 1 + 1 = 6 beats 2 + 3."""
    s = combat("space", (card("ep13", 0, face_up=True, damage=4),), deployed("dan@space"), scenario="1cour")
    s = play(s, "roll 6", "transform", "roll 2", "tech fight", "roll 1", "roll 3")
    assert on(s, "ep13") is None


def test_no_beam_against_48_49_and_its_second_stage_ends_the_combat() -> None:
    """§B ★4, E 28: only fight, slugger, psycho; a melee win turns it to 改造パンドン (戦 6) and the area is done."""
    s = play(dan_vs("ep48-49", "mountain"), "transform", "roll 2")
    assert texts(s) == ["tech fight", "tech slugger", "tech psycho"]
    assert refused(s, "tech wide") == "B4-beam"
    s = play(s, "tech psycho", "roll 6", "roll 1")
    p = on(s, "ep48-49")
    assert p is not None and p.stage == 1 and p.damage == 0 and s.turn == 2


def test_seven_dies_when_the_energy_reaches_0_after_the_exchange() -> None:
    """R 18.2, E 26: the last point pays the technique, the melee is fought, then Seven is dead: Dan and the
    capsule monsters are out from then on."""
    s = play(dan_vs("ep13", "space", energy=1), "transform", "roll 2")
    assert texts(s) == ["tech fight"]
    s = play(s, "tech fight", "roll 6", "roll 1")
    assert on(s, "ep13") is None and s.energy == 0 and s.seven == DEAD
    s = play(s, "end")
    assert not any(t.startswith("deploy dan") for t in texts(s))


def test_beaten_by_39_40_with_the_last_energy_seven_dies_not_captured() -> None:
    """U 14."""
    s = play(dan_vs("ep39-40", "city", energy=1), "transform", "roll 2", "tech fight", "roll 1", "roll 6")
    assert s.seven == DEAD and not s.captured


def test_losing_to_39_40_captures_seven_and_2_tdf_damage_free_him() -> None:
    """§B ★3: captured — no Dan, no capsules, no energy lost — until 2 TDF damage after the capture."""
    s = play(dan_vs("ep39-40", "city"), "transform", "roll 2", "tech fight", "roll 1", "roll 6")
    assert s.seven == CAPTURED and s.energy == 36 and s.turn == 2
    s = combat("city", (card("ep39-40", 0, face_up=True),), deployed("soga@city", "furuhashi@city"),
               captured=True, scenario="1cour")
    s = play(s, "roll 1")
    assert s.captured and s.rescue == 1
    s = play(s, "roll 1")
    assert not s.captured and s.seven != CAPTURED


# --- R 20: the victory check; the turn's end -------------------------------------------------------------------

def test_13_chits_at_the_check_win_for_the_alien() -> None:
    """R 20.2, E 4: checked only at step 6 (a card at 13 during the action can still be fought)."""
    s = start(table=(card("ep8", 0, face_up=True, chits=12),), placed=1, deck=(), hand=("ep1",))
    s = play(s, "chit #0")
    assert s.winner == -1 and on(s, "ep8").chits == 13
    s = rules.settle(evolve(s, phase="check"))
    assert s.winner == ALIEN_SEAT and rules.outcome(s).ranks == (2, 1)  # type: ignore[union-attr]
    assert to_move(s) is None and texts(s) == []


def test_no_invasion_card_left_wins_for_the_tdf() -> None:
    """R 20.3, E 5: events may remain in the deck."""
    s = rules.settle(start(phase="check", deck=("E01",), hand=(), table=()))
    assert s.winner == TDF_SEAT and rules.outcome(s).ranks == (1, 2)  # type: ignore[union-attr]


def test_the_turn_cap_is_a_draw() -> None:
    """E 7."""
    s = rules.settle(start(phase="check", turn=300))
    assert s.winner == DRAW and rules.outcome(s).scores == (0.5, 0.5)  # type: ignore[union-attr]


def test_the_turns_end_clears_deployments_events_and_capsule_kinds() -> None:
    """E 2, E 3, R 19.2."""
    s = start(phase="check", events=("E09",), members=deployed("soga@city"), weapons=deployed("hawk1@city"),
              capsules_turn=("miclas",), t=Turn(reconned=("city",), tried=True), ap=0)
    s = rules.settle(s)
    assert (s.turn, s.phase, s.ap, s.events, s.members, s.weapons, s.capsules_turn, s.t) == (
        2, ALIEN_ACTION, 8, (), (), (), (), Turn())


def test_areas_are_fought_in_the_tdfs_order() -> None:
    """E 24: two areas due, the TDF chooses."""
    s = combat("city", (card("ep7", 0, face_up=True), card("ep13", 1, face_up=True)),
               deployed("soga@city", "furuhashi@space"))
    assert texts(s) == ["fight space", "fight city"]
    s = play(s, "fight city")
    assert s.t.area == "city" and to_move(s) == CHANCE


def test_capsule_damage_removes_a_card_over_its_power_and_chits_never_go_below_0() -> None:
    """R 19.6.1, R 19.6.2, E 27: Agira's 3 on 1 chit leaves 0; Windom's 1 on ep13 at 6 damage (戦 6) removes it,
    and the area is done."""
    s = dan_vs("ep13", "space")
    s = evolve(s, table=(on(s, "ep13")._replace(chits=1, damage=6),))
    s = play(s, "capsule A1", "roll 3")
    assert on(s, "ep13").chits == 0
    s = play(s, "capsule W1", "roll 1")
    assert on(s, "ep13") is None and s.removed == ("ep13",) and s.turn == 2


def test_a_capsule_turning_14_15_ends_the_combat_against_it() -> None:
    """§B ★1, E 28: the first removal condition by a capsule turns it to 後編 and the area's combat ends."""
    s = dan_vs("ep14-15", "mountain")
    s = evolve(s, table=(on(s, "ep14-15")._replace(damage=9, chits=4),))
    s = play(s, "capsule M1", "roll 1")
    p = on(s, "ep14-15")
    assert (p.stage, p.damage, p.chits) == (1, 0, 4) and s.turn == 2


def test_moves_out_of_their_step_are_refused_with_their_rule() -> None:
    s = combat("city", (card("ep7", 0, face_up=True), card("ep13", 1, face_up=True)),
               deployed("soga@city", "furuhashi@space"))
    assert refused(s, "fight sea") == "R14.1-area"
    assert refused(s, "tech fight") == "R17.1-melee"
    assert refused(s, "capsule W1") == "R19.1-timing"
    assert refused(s, "done") == "E21-due"
    s = play(s, "fight city")
    assert refused(s, "fight space") == "R4.1-dice"
    h = combat("sea", (card("ep21", 0, face_up=True),), deployed("furuhashi@sea", "anne@sea"),
               deployed("hydranger@sea"))
    assert h.t.assigned == (("hydranger", ("furuhashi",)),)  # U 11: Anne is no user, Furuhashi takes it unasked
    assert to_move(h) == CHANCE
