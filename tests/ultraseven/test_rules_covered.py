"""Rules of ウルトラセブン the engine follows but no other test pinned down: Kurata in the transformation count
(R 16.3), the effects of E02, E06, I1, I2 and I7 (docs/rules/ultraseven.md §C), the end of a capture by removal
(§B ★3), the beam ban on 改造パンドン (§B ★4), a tie paid with the last energy (E 26) and a freed area (E 13).
Each effect is checked with and without its cause, from fixed positions, the dice chosen by the test."""

from __future__ import annotations

from sevens.core.game import CHANCE
from sevens.games.ultraseven.combat import attack_target, recon_sum, transform_target
from sevens.games.ultraseven.moves import TECH, to_move
from sevens.games.ultraseven.state import ALIEN_ACTION, ALIVE, CAPTURED, COMBAT, DEAD, State, evolve

from .positions import card, combat, deployed, play, refused, start, texts

BEAMS = ("tech handy", "tech emerium", "tech wide")


def test_kurata_counts_as_an_other_member_for_the_transformation() -> None:
    """R 16.3 「変身判定値は、そのエリアにいるダン以外の隊員(クラタ隊長も含む)の人数によって決定される」: Dan with
    Kurata (E01 turn, 宇宙) has one other member, value 9 (§D table), not Dan alone's 10; a 2d6 of 10 fails."""
    def at_transform(*members: str) -> State:
        s = combat("space", (card("ep13", 0, face_up=True),), deployed(*members), scenario="1cour",
                   events=("E01",))
        return play(s, *["roll 6"] * len(members))  # each member's TDF attack misses

    with_kurata = at_transform("dan@space", "kurata@space")
    alone = at_transform("dan@space")
    assert transform_target(with_kurata, "space") == 9
    assert transform_target(alone, "space") == 10
    failed = play(with_kurata, "transform", "roll 10")
    assert failed.t.timing == "failed" and failed.t.step != TECH
    assert play(alone, "transform", "roll 10").t.step == TECH


def test_e06_gives_soga_plus_2_on_his_tdf_attack() -> None:
    """§C E06 射撃大会 「Soga's TDF-attack target +2」 (R 15.3): against ep1 (TDF +1) Soga's 3 + 1 = 4 becomes 6,
    a sure hit with no die (E 22); Furuhashi is not helped."""
    table = (card("ep1", 0, face_up=True),)
    plain = combat("city", table, deployed("soga@city"))
    assert attack_target(plain, "city", "soga") == 4 and to_move(plain) == CHANCE
    assert plain.table[0].damage == 0
    e06 = evolve(plain, events=("E06",))
    assert attack_target(e06, "city", "soga") == 6
    assert attack_target(evolve(e06, members=deployed("furuhashi@city")), "city", "furuhashi") == 4
    shot = combat("city", table, deployed("soga@city"), events=("E06",))
    assert shot.rolls == 0 and shot.table[0].damage == 1 and shot.turn == 2


def test_e02_and_i1_add_1_to_recon_in_space_and_i7_adds_1_in_base() -> None:
    """§C: E02 月面基地 「recon in 宇宙 gets +1」, I1 惑星探査計画 「Recon in 宇宙 +1」, I7 極東基地の所在漏洩
    「Recon in 基地 +1」 (R 12.3): Soga in 宇宙 (1) and Anne in 基地 (2); each only in its own area, and they add."""
    s = start(members=deployed("soga@space", "anne@base"))
    assert (recon_sum(s, "space"), recon_sum(s, "base")) == (1, 2)
    e02 = evolve(s, events=("E02",))
    assert (recon_sum(e02, "space"), recon_sum(e02, "base")) == (2, 2)
    i1 = evolve(s, infos=("I1",))
    assert (recon_sum(i1, "space"), recon_sum(i1, "base")) == (2, 2)
    assert recon_sum(evolve(s, events=("E02",), infos=("I1",)), "space") == 3
    i7 = evolve(s, infos=("I7",))
    assert (recon_sum(i7, "space"), recon_sum(i7, "base")) == (1, 3)


def test_i2_makes_hawk2s_combat_bonus_3() -> None:
    """§C I2 超兵器開発計画 「Hawk 2's combat bonus becomes +3」 (§D: +2 before; R 15.4): Soga with Hawk 2 against
    ep8 (TDF 0) aims at 3 + 2 = 5 (a die), with I2 at 3 + 3 = 6, a sure hit with no die (E 22)."""
    table = (card("ep8", 0, face_up=True),)
    plain = combat("space", table, deployed("soga@space"), deployed("hawk2@space"))  # his, the only user there
    assert plain.t.assigned == (("hawk2", ("soga",)),)
    assert attack_target(plain, "space", "soga") == 5 and to_move(plain) == CHANCE
    assert attack_target(evolve(plain, infos=("I2",)), "space", "soga") == 6
    i2 = combat("space", table, deployed("soga@space"), deployed("hawk2@space"), infos=("I2",))
    assert i2.rolls == 0 and i2.table[0].damage == 1 and i2.turn == 2


def test_a_capture_ends_when_the_capturing_card_is_removed() -> None:
    """§B ★3 「Capture ends when this card is removed, or when TDF attacks have dealt it 2 damage after the
    capture」: ep39-40 (戦 7) at 7 damage; Soga's first hit after the capture removes it and frees Seven, though
    the rescue count is only at 1 (the same hit on an undamaged card leaves him captured)."""
    def hit_once(damage: int) -> State:
        s = combat("city", (card("ep39-40", 0, face_up=True, damage=damage),), deployed("soga@city"),
                   captured=True, scenario="1cour")
        assert s.seven == CAPTURED
        return play(s, "roll 1")

    kept = hit_once(0)
    assert kept.captured and kept.seven == CAPTURED and kept.rescue == 1
    freed = hit_once(7)
    assert freed.removed == ("ep39-40",) and not freed.captured
    assert freed.seven == ALIVE and freed.rescue == 0


def test_the_beam_ban_still_applies_to_kaizou_pandon() -> None:
    """§B ★4 「The beam ban still applies」 on 48・49's second side, 改造パンドン (戦 6): only 格闘, アイスラッガー and
    ウルトラ念力 are offered, a beam is refused; against ep13 every technique is."""
    def techniques(key: str, area: str, stage: int) -> State:
        s = combat(area, (card(key, 0, face_up=True, stage=stage),), deployed(f"dan@{area}"), scenario="1cour")
        return play(s, "roll 6", "transform", "roll 2")  # Dan's attack misses, then he transforms

    pandon = techniques("ep48-49", "mountain", 1)
    p = pandon.card_in("mountain")
    assert p is not None and p.stage == 1
    assert texts(pandon) == ["tech fight", "tech slugger", "tech psycho"]
    assert refused(pandon, "tech emerium") == "B4-beam"
    assert all(b in texts(techniques("ep13", "space", 0)) for b in BEAMS)


def test_a_tie_paid_with_the_last_energy_is_still_fought() -> None:
    """E 26 「If paying takes the energy to exactly 0, that exchange is still resolved and Seven dies afterwards」:
    with 1 energy left, 格闘 is paid (0), the dice are still rolled; 4 + 1 + 2 = 6 + 1 ties: the card stays, Seven
    is dead and no re-fight is offered (with 2 energy the same tie offers one). The same paid exchange won
    removes the card."""
    def paid(energy: int) -> State:
        s = combat("space", (card("ep13", 0, face_up=True),), deployed("dan@space"), scenario="1cour",
                   energy=energy)
        return play(s, "roll 6", "transform", "roll 2", "tech fight")

    last = paid(1)
    assert last.energy == 0 and to_move(last) == CHANCE
    tie = play(last, "roll 2", "roll 1")
    p = tie.card_in("space")
    assert p is not None and p.damage == 0 and tie.seven == DEAD and tie.energy == 0 and tie.turn == 2
    assert play(last, "roll 3", "roll 1").card_in("space") is None
    spare = play(paid(2), "roll 2", "roll 1")
    assert spare.t.timing == "tie" and "tech fight" in texts(spare) and spare.energy == 1


def test_a_removed_cards_area_is_free_at_once_and_may_take_a_new_card() -> None:
    """E 13 「An area is freed the moment its card is removed, and the alien may place a card there again from its
    next action phase」 (R 8.4: one card an area): ep7 (戦 4) at 4 damage in 都市 is removed by Soga's hit while
    宇宙 is still to be fought; next turn ep1 (都市) may be placed. Had Soga missed, 都市 stays taken."""
    s = combat("city", (card("ep7", 0, face_up=True, damage=4), card("ep8", 1, face_up=True)),
               deployed("soga@city", "furuhashi@space"), hand=("ep1",))
    s = play(s, "fight city")
    hit = play(s, "roll 1")
    assert hit.phase == COMBAT and hit.card_in("city") is None and hit.removed == ("ep7",)
    nxt = play(hit, "roll 6")
    assert nxt.phase == ALIEN_ACTION and nxt.turn == 2 and "place ep1" in texts(nxt)
    placed = play(nxt, "place ep1").card_in("city")
    assert placed is not None and placed.key == "ep1"
    missed = play(s, "roll 6", "roll 6")
    assert missed.phase == ALIEN_ACTION and "place ep1" not in texts(missed)
    assert refused(missed, "place ep1") == "R8.4-area"
