"""The rules of セブンスクエア on fixed positions (seed 「セブンスクエア(仮)(TCG)」; docs/rules/square.md R1–R27,
§B1): the seed's battle examples 1–3 and cases 4–6 with their exact numbers, movement, deployment, the three
actions, riding and group statistics, every ability, and refusals naming their rule.

Positions come from ``squarehelpers.position`` (P1 = seat 0 plays the アエラ deck and sits south with its ■ on
d1, P2 the 草原の牙 deck with its ■ on d7, unless a test says otherwise; each 将 on its ■).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from sevens.core.errors import IllegalMove
from sevens.games.square import policy
from sevens.games.square.cards import CARDS
from sevens.games.square.battle import board, exchange
from sevens.games.square.moves import reachable
from sevens.games.square.state import DIST, Move, name

from squarehelpers import GAME, fort, hand, legal, on, piece, play, position, sq, temple


def moves_of(s, verb: str) -> list[str]:
    return [t for t in legal(s) if t.startswith(verb + " ")]


# --- battles: the seed's examples and cases (R16, R17) -----------------------------------------------------

def test_exchange_reproduces_the_seed_examples() -> None:
    """例1–3: every card of a side loses the summed 攻力 of the other side, all at once."""
    # 例1: 自兵 攻1体2, 敵兵 攻1体1 → 2-1=1, 1-1=0
    mine, theirs = exchange([(1, 0)], [(1, 0)])
    assert (2 - mine[0], 1 - theirs[0]) == (1, 0)
    # 例2: 自兵 攻2体4; 敵兵1 攻3体3, 敵兵2 攻2体2 → 4-3-2=-1, 3-2=1, 2-2=0
    mine, theirs = exchange([(2, 0)], [(3, 0), (2, 0)])
    assert (4 - mine[0], 3 - theirs[0], 2 - theirs[1]) == (-1, 1, 0)
    # 例3: 自兵1 攻1体1, 自兵2 攻2体5; 敵兵1 攻3体3, 敵兵2 攻1体1 → -3, 1, 0, -2
    mine, theirs = exchange([(1, 0), (2, 0)], [(3, 0), (1, 0)])
    assert (1 - mine[0], 5 - mine[1], 3 - theirs[0], 1 - theirs[1]) == (-3, 1, 0, -2)


def test_example_1_on_the_board() -> None:
    """例1: 自兵 攻1体2 (a 傭兵 1/3 with 1 damage) against 敵兵 攻1体1 (a 傭兵 with 2 damage): only the enemy goes to
    the 神殿; the survivor keeps its damage (R23)."""
    s = position(phase="battle", pieces=[("mercenary", 0, "d4", {"dmg": 1}), ("mercenary", 1, "d4", {"dmg": 2})])
    assert legal(s) == ["battle d4"]
    s = play(s, "battle d4")
    assert piece(s, "mercenary@d4").left == 1
    assert temple(s, 1) == ["mercenary"] and temple(s, 0) == []
    e = s.events[-1]
    assert e.kind == "battle" and e.totals == (1, 1) and e.lost == (("mercenary", 1),)


def test_example_2_on_the_board() -> None:
    """例2: ウォーリアー 2/4 against 牙の戦士 3/3 and a 攻2体2 (牙の狩人 2/3 with 1 damage): 4-3-2 = -1, 3-2 = 1,
    2-2 = 0 — the ウォーリアー and the second enemy fall."""
    s = position(phase="battle", pieces=[("warrior", 0, "d4"), ("fang-warrior", 1, "d4"),
                                         ("fang-hunter", 1, "d4", {"dmg": 1})])
    s = play(s, "battle d4")
    assert on(s, "d4") == ["fang-warrior"] and piece(s, "fang-warrior@d4").left == 1
    assert temple(s, 0) == ["warrior"] and temple(s, 1) == ["fang-hunter"]


def test_example_3_on_the_board() -> None:
    """例3: 攻1体1 + 槍兵 2/5 against 牙の戦士 3/3 + 攻1体1: the own 1/1 and both enemies fall, the 槍兵 keeps 1."""
    s = position(phase="battle", pieces=[("mercenary", 0, "d4", {"dmg": 2}), ("spearman", 0, "d4"),
                                         ("fang-warrior", 1, "d4"), ("mercenary", 1, "d4", {"dmg": 2})])
    s = play(s, "battle d4")
    assert on(s, "d4") == ["spearman"] and piece(s, "spearman@d4").left == 1
    assert temple(s, 0) == ["mercenary"] and sorted(temple(s, 1)) == ["fang-warrior", "mercenary"]
    assert s.events[-1].totals == (3, 4)


def test_case_4_a_builder_may_attack_a_fort() -> None:
    """case 4 (R17): a 工作 card alone with a 陣 may fight it or not; the 陣 loses the builder's 攻力 and deals
    nothing; one fight per square and turn."""
    s = position(phase="battle", deck0="iron", deck1="iron",
                 pieces=[("engineer", 0, "d4")], forts=[("passage", 1, "d4")])
    assert legal(s) == ["siege d4", "done"]
    s2 = play(s, "siege d4")
    assert fort(s2, "d4") is None or fort(s2, "d4").dmg == CARDS["engineer"].attack
    assert piece(s2, "engineer@d4").dmg == 0
    s3 = play(s, "done")
    assert fort(s3, "d4").dmg == 0


def test_case_4_a_fort_at_zero_goes_to_the_temple_and_a_base_is_removed() -> None:
    """A 陣 at 0 体力 goes to its owner's 神殿; the ■ (出撃陣 体力10, R9) is removed, nothing goes to a 神殿."""
    s = position(phase="battle", deck0="iron", deck1="iron", generals=("d1", "c7"),
                 pieces=[("ram", 0, "d5"), ("ram", 0, "d7")],
                 forts=[("abatis", 1, "d5", 1), ("base", 1, "", 8)])
    s = play(s, "siege d5")
    assert fort(s, "d5") is None and temple(s, 1) == ["abatis"]
    s = play(s, "siege d7")
    assert fort(s, "d7") is None and temple(s, 1) == ["abatis"]


def test_case_5_the_fort_may_be_drawn_into_the_battle() -> None:
    """case 5: with an enemy there too, the builder's player chooses to include the 陣: the enemy and the 陣 lose
    the own 攻力, the own card loses the enemy's; the enemy's 工作 never damages the 陣 (※)."""
    s = position(phase="battle", deck0="iron", deck1="iron",
                 pieces=[("engineer", 0, "d4"), ("engineer", 1, "d4")], forts=[("passage", 1, "d4")])
    assert legal(s) == ["battle d4", "battle d4 fort"]
    with_fort = play(s, "battle d4 fort")
    hit = CARDS["engineer"].attack
    assert fort(with_fort, "d4").dmg == hit
    assert piece(with_fort, "engineer@d4").dmg == hit and piece(with_fort, "engineer@d4/2").dmg == hit
    without = play(s, "battle d4")
    assert fort(without, "d4").dmg == 0


def test_case_6_a_mounted_group_fights_with_its_totals() -> None:
    """case 6: a 兵 riding a 騎 deals the group's 攻力 and takes damage on the group's 体力; destroyed, the 騎 and
    the 兵 go to the 神殿 together."""
    s = position(phase="battle", pieces=[("chariot", 0, "d4", {"riders": [("spearman", 0)]}),
                                         ("fang-warrior", 1, "d4")])
    g = piece(s, "chariot@d4")
    assert (g.atk, g.hp) == (3, 7)
    s2 = play(s, "battle d4")
    assert piece(s2, "chariot@d4").left == 4 and temple(s2, 1) == ["fang-warrior"]
    s = position(phase="battle", pieces=[("chariot", 0, "d4", {"dmg": 3, "riders": [("mercenary", 0)]}),
                                         ("fang-warrior", 1, "d4")])
    s = play(s, "battle d4")
    assert on(s, "d4") == ["fang-warrior"] and temple(s, 0) == ["chariot", "mercenary"]


def test_battles_are_mandatory_and_in_the_turn_players_order() -> None:
    """R16: every contested square fights; ``done`` only once none is due; the turn player picks the order."""
    s = position(phase="battle", pieces=[("spearman", 0, "c4"), ("mercenary", 1, "c4"),
                                         ("spearman", 0, "e4"), ("mercenary", 1, "e4")])
    assert legal(s) == ["battle c4", "battle e4"]
    with pytest.raises(IllegalMove) as err:
        play(s, "done")
    assert err.value.rule == "R16-due"
    s = play(s, "battle e4")  # the other battle is then the only move: fought at once
    assert [e.sq for e in s.events] == [sq("e4"), sq("c4")]


def test_unridden_mounts_do_not_fight() -> None:
    """R16: an unridden 騎 is no combatant: no battle with it."""
    s = position(phase="battle", pieces=[("spearman", 0, "d4"), ("steed", 1, "d4")], deck0="fang")
    assert "battle d4" not in legal(s)


# --- movement (R11, R12, R20, 足止め) ----------------------------------------------------------------------

def _reach(s, text: str) -> set[str]:
    b = board(s)
    c = piece(s, text).cid
    return {name(q) for q in reachable(b, c)}


@pytest.mark.parametrize("key, deck, riders, mv", [("mercenary", "aera", [], 1), ("knight", "aera", [], 2),
                                                  ("wolf", "fang", [("fang-rider", 0)], 3)])
def test_movement_is_the_seeds_diamond(key, deck, riders, mv) -> None:
    """Seed 移動力 figure: orthogonal steps only, so the squares within 移動力 steps (Manhattan) form a diamond."""
    s = position(deck0=deck, pieces=[(key, 0, "d4", {"riders": riders})])
    got = _reach(s, f"{key}@d4")
    expected = {name(q) for q in range(49) if 1 <= DIST[sq("d4")][q] <= mv}
    assert got == expected and len(got) == {1: 4, 2: 12, 3: 24}[mv]
    assert set(t.split()[-1] for t in moves_of(s, "move") if t.startswith(f"move {key}@d4 ")) == expected


def test_two_own_cards_block_a_square_and_its_passage() -> None:
    """R11/R12: a square with 2 of your cards (riders not counted) can be neither entered nor passed."""
    s = position(pieces=[("knight", 0, "d4"), ("spearman", 0, "d5"), ("mercenary", 0, "d5")])
    got = _reach(s, "knight@d4")
    assert "d5" not in got and "d6" not in got and "c5" in got and "e5" in got
    s = position(pieces=[("knight", 0, "d4"), ("chariot", 0, "d5", {"riders": [("spearman", 0), ("mercenary", 0)]})])
    assert {"d5", "d6"} <= _reach(s, "knight@d4")  # one group counts once


def test_entering_an_enemy_square_stops_the_card() -> None:
    """R11: entering a square with any enemy card (an unridden 騎 too) ends the move: no passing through."""
    for enemy in ("mercenary", "steed"):
        s = position(pieces=[("knight", 0, "d4"), (enemy, 1, "d5")])
        got = _reach(s, "knight@d4")
        assert "d5" in got and "d6" not in got


def test_a_card_may_leave_a_contested_square() -> None:
    """R11: moving out of a square shared with enemies is allowed."""
    s = position(pieces=[("spearman", 0, "d4"), ("mercenary", 1, "d4")])
    assert _reach(s, "spearman@d4") == {"c4", "e4", "d3", "d5"}


def test_secret_passage_moves_to_a_same_name_fort_for_one_point() -> None:
    """R20 【移動:同名】: standing on a 秘密通路, 1 point of movement reaches any other 秘密通路 (either player's,
    R19), and normal steps combine with it."""
    s = position(deck0="iron", deck1="iron", forts=[("passage", 0, "b2"), ("passage", 1, "f5")],
                 pieces=[("miner", 0, "b2"), ("knight", 0, "b3")])
    assert _reach(s, "miner@b2") == {"a2", "c2", "b1", "b3", "f5"}
    got = _reach(s, "knight@b3")  # b3→b2 (a step), b2→f5 (the passage): 2 points, f5's neighbours need 3
    assert "f5" in got and "f4" not in got


def test_abatis_stops_whoever_enters() -> None:
    """§B1 【足止め】: a card entering the square ends its move there (either player's card); leaving is free."""
    s = position(deck1="iron", forts=[("abatis", 1, "d5")], pieces=[("knight", 0, "d4"), ("knight", 0, "d5")])
    got = _reach(s, "knight@d4")
    assert "d5" in got and "d6" not in got
    assert {"d6", "d7", "c6"} <= _reach(s, "knight@d5")


def test_a_move_ending_in_an_enemy_square_fights_there() -> None:
    s = position(pieces=[("spearman", 0, "d4"), ("mercenary", 1, "d5", {"dmg": 1})])
    s = play(s, "move spearman@d4 d5", "done")
    assert temple(s, 1) == ["mercenary"] and piece(s, "spearman@d5").dmg == 1


# --- deployment (R8, R12) -----------------------------------------------------------------------------------

def test_deploy_onto_own_base_within_the_slot_limit() -> None:
    """R8: a 兵 or 騎 from the hand onto a 【出撃】 陣, paying its cost; fewer than 2 own cards there (the 将 on
    its ■ counts); deployed cards cannot act this turn."""
    s = position(phase="deploy", hands={0: ["warrior", "chariot", "knight"]}, ip=(5, 0))
    assert moves_of(s, "deploy") == ["deploy warrior d1", "deploy knight d1", "deploy chariot d1"]
    s = play(s, "deploy warrior d1")
    assert s.ip[0] == 3 and on(s, "d1") == ["aera-general", "warrior"]  # by arrival (decision 21)
    assert moves_of(s, "deploy") == []
    s = play(s, "done")
    assert not any(t.startswith("move warrior") for t in legal(s))


def test_deploy_costs_ip() -> None:
    s = position(phase="deploy", hands={0: ["knight", "mercenary"]}, ip=(3, 0), generals=("c1", "d7"))
    assert moves_of(s, "deploy") == ["deploy mercenary d1"]
    with pytest.raises(IllegalMove) as err:
        play(s, "deploy knight d1")
    assert err.value.rule == "R7-ip"


def test_outposts_take_soldiers_only_and_both_players_use_them_outside_the_enemy_half() -> None:
    """R8, R19: 【出撃:兵】 lets only 兵 deploy; a 出撃 陣 in your enemy half (the enemy ■ included) is barred;
    enemy cards there do not stop a deployment."""
    s = position(phase="deploy", deck1="iron", hands={0: ["warrior", "chariot"]}, ip=(6, 0),
                 forts=[("outpost", 1, "d4"), ("outpost", 1, "b5")], pieces=[("mercenary", 1, "d4")])
    assert moves_of(s, "deploy") == ["deploy warrior d1", "deploy warrior d4", "deploy chariot d1"]
    for text, rule in (("deploy chariot d4", "R8-soldiers"), ("deploy warrior b5", "R8-enemy-half"),
                       ("deploy warrior d7", "R8-enemy-half"), ("deploy warrior c3", "R8-square")):
        with pytest.raises(IllegalMove) as err:
            play(s, text)
        assert err.value.rule == rule, text


def test_deploy_anywhere_opens_the_enemy_half() -> None:
    """R8's option ``deploy_anywhere``: the literal reading, the enemy ■ included."""
    s = position(phase="deploy", hands={0: ["warrior"]}, ip=(6, 0), deploy_anywhere=True)
    assert moves_of(s, "deploy") == ["deploy warrior d1", "deploy warrior d7"]


# --- actions (R10) -------------------------------------------------------------------------------------------

def test_at_most_three_cards_act() -> None:
    """R10: up to 3 different cards move or use an ability; then the battle phase begins."""
    s = position(generals=("a1", "g7"),
                 pieces=[("spearman", 0, "b3"), ("spearman", 0, "c3"), ("spearman", 0, "d3"), ("mercenary", 0, "e3")])
    s2 = play(s, "move spearman@b3 b4", "move spearman@c3 c4")
    assert "move mercenary@e3 e4" in legal(s2)
    s3 = play(s2, "move spearman@d3 d4")  # the third: nothing else to choose, the turn passes to P2
    assert s3.turn == s.turn + 1 and s3.seat == 1


def test_a_card_moves_or_uses_an_ability_not_both() -> None:
    """R10: each card either moves or uses one ability per turn."""
    s = position(pieces=[("warrior", 0, "d4"), ("aera-archer", 0, "c5"), ("mercenary", 1, "d6")])
    s1 = play(s, "move warrior@d4 d5")
    assert not [t for t in legal(s1) if t.startswith("shoot warrior")]
    s2 = play(s, "shoot aera-archer@c5 mercenary@d6")
    assert not [t for t in legal(s2) if t.startswith("move aera-archer")]
    with pytest.raises(IllegalMove) as err:
        play(s2, "move aera-archer@c5 c4")
    assert err.value.rule == "R10-once"


def test_an_unridden_mount_and_a_fresh_card_cannot_act() -> None:
    s = position(deck0="fang", pieces=[("wolf", 0, "d4"), ("fang-warrior", 0, "c4", {"fresh": True})])
    assert all(t.startswith("move fang-chief@d1") for t in moves_of(s, "move"))
    with pytest.raises(IllegalMove) as err:
        play(s, "move wolf@d4 d5")
    assert err.value.rule == "R10-unridden"
    with pytest.raises(IllegalMove) as err:
        play(s, "move fang-warrior@c4 c5")
    assert err.value.rule == "R10-deployed"


# --- riding and groups (R14, R15) ------------------------------------------------------------------------

def test_riding_before_the_battles_and_a_group_acts_as_one() -> None:
    """R14: a 兵 rides a 騎 on its square in the battle phase (the 将 and fresh cards too), before any battle;
    the group moves with the 騎's 移動力 and counts as one card."""
    s = position(phase="battle", deck0="fang",
                 pieces=[("fang-rider", 0, "d3", {"fresh": True}), ("wolf", 0, "d3", {"fresh": True})])
    assert legal(s) == ["ride fang-rider@d3 wolf@d3", "done"]
    s = play(s, "ride fang-rider@d3 wolf@d3")
    g = piece(s, "wolf@d3")
    assert g.combatant and (g.atk, g.hp, g.mv, g.charge) == (2, 2, 3, 1)


def test_an_enemy_mount_can_be_ridden_away() -> None:
    """R14: an unridden enemy 騎 can be ridden; its rider's player controls it, and it goes to its owner's
    神殿 when destroyed (R25)."""
    s = position(phase="battle", deck0="fang", deck1="fang",
                 pieces=[("fang-warrior", 0, "d4"), ("steed", 1, "d4"), ("fang-warrior", 1, "d5")])
    s = play(s, "ride fang-warrior@d4 steed@d4")
    g = piece(s, "steed@d4")
    assert g.ctrl == 0 and (g.atk, g.hp) == (3, 2)
    s = position(phase="battle", deck0="fang", deck1="fang",
                 pieces=[("steed", 0, "d4", {"owner": 1, "riders": [("fang-rider", 0)]}), ("fang-warrior", 1, "d4")])
    s = play(s, "battle d4")
    assert temple(s, 0) == ["fang-rider"] and temple(s, 1) == ["steed"]


def test_riding_limits() -> None:
    """R14: not onto a 騎 carrying enemy riders, not beyond its 積載, not after a battle; R15: not when the
    group would fall at once."""
    s = position(phase="battle", deck0="fang", deck1="fang",
                 pieces=[("fang-warrior", 0, "d4"), ("wolf", 1, "d4", {"riders": [("fang-rider", 1)]})])
    with pytest.raises(IllegalMove) as err:
        play(s, "ride fang-warrior@d4 wolf@d4")
    assert err.value.rule == "R14-enemy"
    s = position(phase="battle", deck0="fang",
                 pieces=[("fang-warrior", 0, "d4"), ("wolf", 0, "d4", {"riders": [("fang-rider", 0)]})])
    with pytest.raises(IllegalMove) as err:
        play(s, "ride fang-warrior@d4 wolf@d4")
    assert err.value.rule == "R14-load"
    s = position(phase="battle", deck0="fang",
                 pieces=[("fang-rider", 0, "d4", {"dmg": 1}), ("steed", 0, "d4"),
                         ("fang-warrior", 0, "c4"), ("steed", 0, "c4"), ("mercenary", 1, "c4")])
    assert "ride fang-rider@d4 steed@d4" not in legal(s)  # 体力 2-1 = 1, damage 1: it would fall
    s = play(s, "battle c4")
    assert not moves_of(s, "ride")


def test_group_statistics_plus_minus_fixed() -> None:
    """R15: the 騎's modifier applies once to the riders' total: +N, −N, and 【N】 whatever the riders."""
    s = position(deck0="iron", deck1="fang", pieces=[
        ("siege-tower", 0, "b3", {"riders": [("miner", 0), ("mercenary", 0)]}),
        ("horned-beast", 1, "f5", {"riders": [("fang-rider", 1), ("mercenary", 1)]}),
        ("steed", 1, "b5", {"riders": [("fang-hunter", 1)]})])
    tower = piece(s, "siege-tower@b3")
    assert (tower.atk, tower.hp, tower.mv, tower.build) == (4, 9, 1, True)  # 【4】, 3+3+3
    beast = piece(s, "horned-beast@f5")
    assert (beast.atk, beast.hp) == (4, 10)  # 1+1+2, 【10】
    steed = piece(s, "steed@b5")
    assert (steed.atk, steed.hp, steed.mv) == (2, 2, 3)  # 3-1
    s = position(pieces=[("chariot", 0, "d4", {"riders": [("spearman", 0), ("mercenary", 0)]})])
    chariot = piece(s, "chariot@d4")
    assert (chariot.atk, chariot.hp, chariot.mv) == (4, 10, 2)


def test_group_floors() -> None:
    """R15: a group's 攻力 is at least 0 and its 体力 at least 1 (no card of the pool reaches the floors: a
    steed changed to −3/−5 shows them)."""
    s = position(deck0="fang", pieces=[("steed", 0, "d4", {"riders": [("fang-rider", 0)]})])
    prof = list(s.opts.prof)
    c = piece(s, "steed@d4").cid
    prof[c] = prof[c]._replace(amod=("-", 3), hmod=("-", 5))
    opts = replace(s.opts)
    object.__setattr__(opts, "prof", tuple(prof))
    t = replace(s, opts=opts, cache={})
    g = piece(t, "steed@d4")
    assert (g.atk, g.hp) == (0, 1)


def test_the_highest_value_of_a_keyword_counts_in_a_group() -> None:
    """R15: two 突撃 in one group: only the highest counts (牙の騎手 突撃1 on 大狼 付与:突撃1 → 1)."""
    s = position(deck0="fang", pieces=[("wolf", 0, "d4", {"riders": [("fang-rider", 0)]})])
    assert piece(s, "wolf@d4").charge == 1


# --- abilities -------------------------------------------------------------------------------------------------

def test_shooting_reaches_every_distance_up_to_its_range() -> None:
    """R13 【射撃N/R】 (the アエラ弓兵's R as played): enemy combatants at distance 1 to R (not 0, not R + 1); no 陣,
    no unridden 騎, no own card."""
    shot = CARDS["aera-archer"].ability("shoot")
    assert shot is not None and 2 <= shot.r <= 3
    s = position(deck1="fang", generals=("a1", "g7"), pieces=[
        ("aera-archer", 0, "d2"), ("mercenary", 1, "d2"), ("mercenary", 1, "d3"), ("fang-rider", 1, "d4"),
        ("mercenary", 1, "d5"), ("fang-warrior", 1, "d6"), ("steed", 1, "e2"),
        ("wolf", 1, "c2", {"riders": [("fang-rider", 1)]}), ("spearman", 0, "e3")])
    targets = [t.split()[-1] for t in moves_of(s, "shoot") if t.startswith("shoot aera-archer@d2 ")]
    assert targets == ["wolf@c2", "mercenary@d3", "fang-rider@d4", "mercenary@d5"][:shot.r + 1]


def test_a_fort_or_an_unridden_mount_is_no_target() -> None:
    """R13: 射撃 cannot hit a 陣 (only 工作 fights 陣) or an unridden 騎."""
    s = position(deck1="iron", forts=[("abatis", 1, "d4")], pieces=[("aera-archer", 0, "d2"), ("warhorse", 1, "d3")])
    assert moves_of(s, "shoot") == []
    for text in ("shoot aera-archer@d2 abatis@d4", "shoot aera-archer@d2 warhorse@d3"):
        with pytest.raises(IllegalMove) as err:
            play(s, text)
        assert err.value.rule == "R13-target"


def test_a_fort_grants_its_ability_to_whoever_stands_on_it() -> None:
    """§B1, R19: 【付与:射撃1/2】 on a 陣 gives every 兵 or group on its square, of either player, 射撃1/2."""
    s = position(deck1="iron", forts=[("watchtower", 1, "d3")], pieces=[("spearman", 0, "d3"), ("mercenary", 1, "d5")])
    assert moves_of(s, "shoot") == ["shoot spearman@d3 mercenary@d5"]


def test_a_shot_lands_at_once() -> None:
    """R13: the damage lands at once and a destroyed card goes to the 神殿 at once."""
    s = position(pieces=[("aera-artillery", 0, "d3"), ("mercenary", 1, "d5", {"dmg": 1})])
    s = play(s, "shoot aera-artillery@d3 mercenary@d5")
    assert temple(s, 1) == ["mercenary"] and s.events[-1].kind == "shot"


def test_the_general_takes_at_most_one_damage_from_a_shot() -> None:
    """R22: a 射撃 deals at most 1 damage to the 将, alone or inside a group."""
    s = position(generals=("a1", "d5"), pieces=[("aera-sharpshooter", 0, "d3")])
    s = play(s, "shoot aera-sharpshooter@d3 fang-chief@d5")
    assert piece(s, "fang-chief@d5").dmg == 1


def test_armour_reduces_each_battle_and_each_shot() -> None:
    """§B1 【装甲1】: the damage of one battle, or of one shot, is reduced by 1."""
    s = position(phase="battle", pieces=[("shieldbearer", 0, "d4"), ("fang-warrior", 1, "d4"),
                                         ("fang-hunter", 1, "d4")])
    s = play(s, "battle d4")
    assert piece(s, "shieldbearer@d4").dmg == 4  # 3 + 2 - 1
    s = position(seat=1, pieces=[("shieldbearer", 0, "d4"), ("fang-hunter", 1, "d6")])
    s = play(s, "shoot fang-hunter@d6 shieldbearer@d4")
    assert piece(s, "shieldbearer@d4").dmg == 0


def test_charge_adds_when_attacking_only() -> None:
    """§B1 【突撃1】: +1 攻力 in the battle of the turn its move entered an enemy square; nothing defending."""
    s = position(deck0="fang", deck1="aera", pieces=[("fang-rider", 0, "d4"), ("spearman", 1, "d5")])
    s = play(s, "move fang-rider@d4 d5", "done")
    assert piece(s, "spearman@d5").dmg == 2 and s.events[-1].totals == (2, 2)
    s = position(seat=1, phase="battle", deck0="fang", deck1="aera",
                 pieces=[("fang-rider", 0, "d5"), ("spearman", 1, "d5")])
    s = play(s, "battle d5")
    assert s.events[-1].totals == (1, 2)


def test_a_group_charges_with_its_mounts_grant() -> None:
    """§B1 大狼 【付与:突撃1】: the group entering an enemy square attacks with +1."""
    s = position(deck0="fang", deck1="aera", pieces=[("wolf", 0, "d2", {"riders": [("fang-warrior", 0)]}),
                                                     ("spearman", 1, "d5")])
    s = play(s, "move wolf@d2 d5", "done")
    assert s.events[-1].totals == (5, 2)  # 3 + 1 (大狼) + 1 (突撃)


def test_inspire_reaches_neighbours_and_does_not_stack() -> None:
    """§B1 【鼓舞1:アエラ所属】: the player's other combatants at distance ≤ 1 whose 名称 or 備考 contains the
    condition get +1 攻力; two sources give +1, not +2; 全 reaches everyone; not the source itself."""
    s = position(phase="battle", generals=("c4", "a7"), pieces=[
        ("warrior", 0, "d4"), ("aera-drummer", 0, "d3"), ("aera-centurion", 0, "e4"), ("mercenary", 0, "f4"),
        ("mercenary", 1, "d4")])
    b = board(s)
    assert b.attack(piece(s, "warrior@d4").cid, 0) == 3        # 2 + max(1, 1, 1)
    assert b.attack(piece(s, "mercenary@f4").cid, 0) == 1      # 無所属, no 全 in reach
    centurion = CARDS["aera-centurion"].attack  # its own 鼓舞 does not count; no other in reach
    assert b.attack(piece(s, "aera-centurion@e4").cid, 0) == centurion
    s = play(s, "battle d4")
    assert s.events[-1].totals == (3, 1)


def test_build_pays_and_refills() -> None:
    """R18 【工作】: a 陣 from the hand onto the builder's square (no 陣 there), its cost paid; R21 補填: 秘密通路
    lets its owner take a same-name card (shown, the deck shuffled) or the top card; 逆茂木 draws the top card."""
    s = position(deck0="iron", pieces=[("engineer", 0, "c3"), ("miner", 0, "e3")], ip=(3, 0),
                 hands={0: ["passage", "abatis", "outpost"]}, deck_top={0: ["ram"]})
    assert moves_of(s, "build") == ["build engineer@c3 passage", "build engineer@c3 outpost",
                                    "build engineer@c3 abatis", "build miner@e3 passage",
                                    "build miner@e3 outpost", "build miner@e3 abatis"]
    s1 = play(s, "build engineer@c3 passage")
    assert s1.phase == "refill" and legal(s1) == ["refill same", "refill top", "refill none"] and s1.ip[0] == 2
    assert fort(s1, "c3").owner == 0 and "build miner@e3 passage" not in legal(play(s1, "refill top"))
    same = play(s1, "refill same")
    assert hand(same, 0).count("passage") == 1 and same.draws == s1.draws + 1
    assert GAME.view(same, 1)["hands"][0]["cards"] == ["passage"]
    top = play(s1, "refill top")
    assert "ram" in hand(top, 0) and GAME.view(top, 1)["hands"][0]["cards"] == []
    s2 = play(s, "build miner@e3 abatis")
    assert "ram" in hand(s2, 0) and s2.phase == "act"
    with pytest.raises(IllegalMove) as err:
        play(s2, "build miner@e3 outpost")
    assert err.value.rule == "R10-once"
    s3 = position(deck0="iron", pieces=[("engineer", 0, "c3")], forts=[("abatis", 0, "c3")], ip=(3, 0),
                  hands={0: ["passage"]})
    with pytest.raises(IllegalMove) as err:
        play(s3, "build engineer@c3 passage")
    assert err.value.rule == "R12-fort"


def test_the_passages_refill_may_be_declined_so_its_last_card_stays_in_the_deck() -> None:
    """Seed, 秘密通路: 「デッキから同名カードを手札に加える、あるいはデッキの一番上から一枚カードを手札に加えることが出来る」 —
    the owner *may* take one (README, engine decision 11). With one card left, taking it would lose at the next
    draw (R2): "refill none" keeps it, the hand and the deck as they were, and the bot's policy declines there."""
    s = position(deck0="iron", deck1="iron", pieces=[("engineer", 0, "c3")], hands={0: ["passage"]}, ip=(3, 0),
                 deck_top={0: ["ram"]}, deck_size={0: 1})
    s1 = play(s, "build engineer@c3 passage")
    none = play(s1, "refill none")
    assert none.phase == "act" and len(none.decks[0]) == 1 and hand(none, 0) == hand(s1, 0)
    assert GAME.describe_move(s1, GAME.parse_move(s1, "refill none"), "en") == "P1 takes no card (refill declined)"
    assert policy.choose(s1) == GAME.parse_move(s1, "refill none")
    roomy = play(position(deck0="iron", pieces=[("engineer", 0, "c3")], hands={0: ["passage"]}, ip=(3, 0)),
                 "build engineer@c3 passage")
    assert policy.choose(roomy) != GAME.parse_move(roomy, "refill none")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s1, Move("refill", key="later"))
    assert err.value.rule == "R21-refill" and "none ('none')" in str(err.value)


def test_a_builder_never_fights_its_own_fort() -> None:
    """Engine decision 1: cases 4 and 5 are offered on the opponent's 陣 only — a builder standing on its own 陣 is
    not asked (the battle phase would stop at nearly every build), and the siege is refused naming R17."""
    alone = position(phase="battle", deck0="iron", deck1="iron", pieces=[("engineer", 0, "d4")],
                     forts=[("passage", 0, "d4")])
    assert legal(alone) == ["done"]
    with pytest.raises(IllegalMove) as err:
        play(alone, "siege d4")
    assert err.value.rule == "R17-fort"
    crowded = position(phase="battle", deck0="iron", deck1="iron",
                       pieces=[("engineer", 0, "d4"), ("engineer", 1, "d4")], forts=[("passage", 0, "d4")])
    assert legal(crowded) == ["battle d4"]
    with pytest.raises(IllegalMove) as err:
        play(crowded, "battle d4 fort")
    assert err.value.rule == "R17-fort"


def test_heal_by_a_monk_and_by_a_hospital() -> None:
    """§B1 【回復2】: a 兵's is activated — up to 2 damage off one own combatant at distance ≤ 1 (a group's 騎
    first); a 陣's heals the turn player's combatants on it in the end phase (R24), of either player (R19)."""
    s = position(pieces=[("monk", 0, "c3"), ("spearman", 0, "c4", {"dmg": 3}), ("mercenary", 0, "e4", {"dmg": 1}),
                         ("chariot", 0, "b3", {"dmg": 1, "riders": [("mercenary", 0, 2)]})])
    assert moves_of(s, "heal") == ["heal monk@c3 chariot@b3", "heal monk@c3 spearman@c4"]
    assert piece(play(s, "heal monk@c3 spearman@c4"), "spearman@c4").dmg == 1
    g = play(s, "heal monk@c3 chariot@b3")
    b = board(g)
    assert [b.unit[x].dmg for x in piece(g, "chariot@b3").cards] == [0, 1]
    s = position(phase="battle", deck1="iron", forts=[("hospital", 1, "d4")], pieces=[("spearman", 0, "d4", {"dmg": 3})])
    assert piece(play(s, "done"), "spearman@d4").dmg == 1  # the enemy's 陣 heals too (R19)
    s = position(phase="battle", deck1="iron", forts=[("hospital", 1, "d4")], pieces=[("spearman", 1, "d4", {"dmg": 3})])
    s = play(s, "done")
    assert piece(s, "spearman@d4").dmg == 3  # not in the other player's end phase


def test_recall_returns_a_cheap_soldier_from_the_temple() -> None:
    """§B1 【招魂2】: a 兵 of cost ≤ 2 from the player's 神殿 onto this square, paid in IP; it counts as deployed
    this turn; the square must hold fewer than 2 of the player's cards."""
    s = position(deck0="fang", pieces=[("maiden", 0, "c3")], ip=(3, 0),
                 temples={0: ["fang-warrior", "knight", "fang-rider", "wolf"]})
    assert moves_of(s, "recall") == ["recall maiden@c3 fang-rider", "recall maiden@c3 fang-warrior"]
    s = play(s, "recall maiden@c3 fang-warrior")
    assert on(s, "c3") == ["maiden", "fang-warrior"] and s.ip[0] == 1 and "fang-warrior" not in temple(s, 0)
    assert not [t for t in legal(s) if t.startswith("move fang-warrior")]


# --- the end: R1 ------------------------------------------------------------------------------------------------

def test_the_fall_of_the_enemy_general_wins() -> None:
    s = position(phase="battle", generals=("d1", "d5"), general_damage=(0, 6), pieces=[("spearman", 0, "d5")])
    s = play(s, "battle d5")
    assert s.over and s.winner == 0 and s.reason == "general"
    assert GAME.outcome(s).ranks == (1, 2) and GAME.legal_moves(s) == []


def test_both_generals_falling_in_one_battle_is_a_draw() -> None:
    s = position(phase="battle", generals=("d5", "d5"), general_damage=(7, 7))
    s = play(s, "battle d5")
    assert s.over and s.reason == "generals" and GAME.outcome(s).ranks == (1, 1)


def test_a_shot_can_end_the_game() -> None:
    s = position(generals=("d1", "d5"), general_damage=(0, 7), pieces=[("warrior", 0, "d4")])
    s = play(s, "shoot warrior@d4 fang-chief@d5")
    assert s.winner == 0 and GAME.to_move(s) is None


# --- refusals name their rule --------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rule", [
    ("move spearman@d4 d6", "R11-reach"), ("move mercenary@d5 d4", "R10-own"), ("move warrior@a1 a2", "R10-unit"),
    ("shoot spearman@d4 mercenary@d5", "R13-none"), ("deploy warrior d1", "R27-phase"),
    ("battle d5", "R27-phase")])
def test_refusals_name_the_rule(text: str, rule: str) -> None:
    s = position(pieces=[("spearman", 0, "d4"), ("mercenary", 1, "d5")])
    with pytest.raises(IllegalMove) as err:
        play(s, text)
    assert err.value.rule == rule and err.value.en and err.value.ja


def test_a_move_object_that_is_not_legal_is_refused() -> None:
    s = position(pieces=[("spearman", 0, "d4")])
    with pytest.raises(IllegalMove):
        GAME.apply(s, Move("move", unit=(sq("d4"), "spearman", 1), sq=sq("d7")))
    with pytest.raises(IllegalMove):
        GAME.apply(s, "move")


def _inspired_afresh(b, c: int) -> int:
    """§B1 鼓舞 computed from scratch: the largest bonus from ``c``'s controller's other combatants at distance ≤ 1
    whose 条件 it matches."""
    here, ctrl = b.unit[c].sq, b.unit[c].ctrl
    return max([0] + [n for o in b.pieces() if o != c and b.unit[o].ctrl == ctrl and b.combatant(o)
                      and DIST[b.unit[o].sq][here] <= 1
                      for n, tag in b._compute(o).inspire if b.matches(c, tag)])


def test_statistics_shared_between_boards_are_those_computed_afresh() -> None:
    """``Board.stats`` shares each piece's ``Stats`` between the boards of one game's states (keyed by what they
    depend on): along seeded games by random legal moves (mounts ridden, forts built, damage taken, 将 falling,
    鼓舞 in the aera deck), every piece's shared statistics and 鼓舞 bonus equal those of a board that computes
    them itself."""
    import random

    from sevens.games.square.battle import Board

    checked = 0
    for seed, decks in ((3, ("aera", "iron")), (4, ("fang", "aera")), (5, ("iron", "fang"))):
        rng = random.Random(seed)
        s = GAME.new(seed, deck0=decks[0], deck1=decks[1])
        for _ in range(400):
            if GAME.to_move(s) is None:
                break
            b = board(s)
            fresh = Board(s)
            for c in b.pieces():
                assert b.stats(c) == fresh._compute(c)
                assert b.inspired(c) == _inspired_afresh(fresh, c)
                checked += 1
            moves = GAME.legal_moves(s)
            s = GAME.apply(s, moves[rng.randrange(len(moves))])
    assert checked > 1000


def test_options_made_anew_share_no_statistics() -> None:
    """The statistics cache lives on the options (``Options.stats``) and is never passed on: options made with
    other decks by ``dataclasses.replace`` start empty, so no piece is read with another deck's cards."""
    s = position(pieces=[("warrior", 0, "d4")])
    board(s).stats(piece(s, "warrior@d4").cid)
    assert s.opts.stats
    other = replace(s.opts, deck1=s.opts.deck0)
    assert other.stats == {} and other.stats is not s.opts.stats and other == replace(s.opts, deck1=s.opts.deck0)


def test_english_refusals_speak_english() -> None:
    """A QA pass read "cards are deployed onto a 陣 with 【出撃】" and "beyond shieldbearer@d1's reach (移動力 1 …)"
    in the English page: every refusal met by trying each square for the legal moves' verbs, in seeded games, has
    no Japanese word in its English and names a unit by its card's name."""
    import random
    import re

    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    seen: set[str] = set()
    for seed in range(3):
        s = GAME.new(seed)
        rng = random.Random(seed)
        for _ in range(160):
            if GAME.to_move(s) is None:
                break
            texts = [GAME.format_move(s, m) for m in GAME.legal_moves(s)]
            for t in texts[:6]:
                w = t.split()
                for target in ("a1", "d4", "g7"):
                    trial = " ".join(w[:-1] + [target]) if len(w) >= 2 else t
                    if trial in texts:
                        continue
                    try:
                        GAME.parse_move(s, trial)
                    except IllegalMove as err:
                        if not err.rule[:1] in ("R", "B"):
                            continue  # the notation's own message (the terminal's words: 'move warrior@d1 d2')
                        assert not japanese.search(err.text("en")), (err.rule, err.text("en"))
                        assert "@" not in err.text("en"), err.text("en")
                        seen.add(err.rule)
            s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    assert len(seen) >= 5, seen
