"""The TDF's deployment, recon and re-deployment in ウルトラセブン (R 11–R 13; E 15–E 19; the events that change
them), from fixed positions: the Kiriyama rule, weapon users, areas and limits, Kurata; recon sums, the 2d6 as
an explicit chance step with its probabilities, the single 「異常なし」; one re-deployment of a whole group."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from sevens.core.errors import IllegalMove
from sevens.core.game import CHANCE
from sevens.games.ultraseven import notation, rules
from sevens.games.ultraseven.combat import recon_sum
from sevens.games.ultraseven.deployment import expand
from sevens.games.ultraseven.moves import Move, to_move
from sevens.games.ultraseven.state import COMBAT, DEPLOY, RECON, REDEPLOY, TDF_SEAT, Turn, evolve

from .positions import card, deployed, play, refused, start, texts


# --- R 11: deployment --------------------------------------------------------------------------------------------

def test_members_go_anywhere_and_done_ends_the_deployment() -> None:
    s = start(phase=DEPLOY, ap=0)
    assert to_move(s) == TDF_SEAT and rules.decision(s).kind == "deploy"  # type: ignore[union-attr]
    assert {t.split()[2] for t in texts(s) if t.startswith("deploy soga")} == {
        "space", "base", "city", "mountain", "sea", "associates"}
    s = play(s, "deploy soga city", "deploy dan sea")
    assert [(d.card, d.area) for d in s.members] == [("soga", "city"), ("dan", "sea")]
    assert refused(s, "deploy soga sea") == "R11.2-once"
    s = play(s, "done")
    assert s.phase == RECON


def test_kiriyama_rule_a_4th_member_outside_base_needs_kiriyama() -> None:
    """R 11.3: three in 都市, a 4th only with Kiriyama there (he goes first, U 10); 基地 is exempt; E08 lifts it."""
    s = start(phase=DEPLOY, ap=0, members=deployed("furuhashi@city", "soga@city", "amagi@city"))
    assert "deploy anne city" not in texts(s)
    assert refused(s, "deploy anne city") == "R11.3-kiriyama"
    assert "deploy kiriyama city" in texts(s)
    s2 = play(s, "deploy kiriyama city", "deploy anne city")
    assert len([d for d in s2.members if d.area == "city"]) == 5
    base = start(phase=DEPLOY, ap=0, members=deployed("furuhashi@base", "soga@base", "amagi@base"))
    assert "deploy anne base" in texts(base)
    assert "deploy anne city" in texts(evolve(s, events=("E08",)))


def test_kurata_only_on_an_e01_or_e02_turn_and_only_in_space() -> None:
    """R 11.6."""
    s = start(phase=DEPLOY, ap=0)
    assert not any(t.startswith("deploy kurata") for t in texts(s))
    assert refused(s, "deploy kurata space") == "R11.6-kurata"
    for e in ("E01", "E02"):
        s2 = evolve(s, events=(e,))
        assert [t for t in texts(s2) if t.startswith("deploy kurata")] == ["deploy kurata space"]
        assert refused(s2, "deploy kurata city") == "R11.6-space"
        # Kurata counts towards the four (rules file §D): in Space behind three members and no Kiriyama, the
        # refusal is the Kiriyama rule's, not "only in Space" (which he is being sent to)
        full = play(s2, "deploy soga space", "deploy furuhashi space", "deploy amagi space")
        assert "deploy kurata space" not in texts(full)
        assert refused(full, "deploy kurata space") == "R11.3-kiriyama"


def test_e13_kiriyama_only_in_base() -> None:
    s = start(phase=DEPLOY, ap=0, events=("E13",))
    assert [t for t in texts(s) if t.startswith("deploy kiriyama")] == ["deploy kiriyama base"]
    assert refused(s, "deploy kiriyama city") == "E13-base"


def test_a_weapon_needs_one_of_its_users_in_an_area_it_may_go_to() -> None:
    """R 11.5 and §D: Anne cannot fly Hawk 1 or 2; the Magmarizer only in 山; Hawk 2 only in 宇宙."""
    s = start(phase=DEPLOY, ap=0, members=deployed("anne@mountain", "soga@space"))
    arms = [t for t in texts(s) if t.startswith("arm")]
    assert "arm hawk1 mountain" not in arms and "arm hawk1 space" in arms
    assert "arm hawk3 mountain" in arms and "arm pointer mountain" in arms
    assert "arm magmarizer mountain" not in arms and "arm hawk2 space" in arms and "arm hawk3 space" not in arms
    assert refused(s, "arm hawk1 mountain") == "R11.5-user"
    assert refused(s, "arm hawk3 space") == "D-weapon-area"


def test_two_weapons_a_turn_three_with_e05_none_of_hawk1_with_e12() -> None:
    s = start(phase=DEPLOY, ap=0, members=deployed("soga@city", "furuhashi@mountain", "kiriyama@sea"))
    s = play(s, "arm hawk1 city", "arm magmarizer mountain")
    assert not any(t.startswith("arm") for t in texts(s))
    assert refused(s, "arm hydranger sea") == "R11.4-two"
    assert "arm hydranger sea" in texts(evolve(s, events=("E05",)))
    s12 = start(phase=DEPLOY, ap=0, members=deployed("soga@city"), events=("E12",))
    assert "arm hawk1 city" not in texts(s12) and refused(s12, "arm hawk1 city") == "E12-hawk1"


def test_dan_stays_home_while_seven_is_dead_or_captured() -> None:
    """R 18.2, §B ★3."""
    changes: dict[str, Any]
    for changes in ({"energy": 0}, {"captured": True}):
        s = start(phase=DEPLOY, ap=0, **changes)
        assert not any(t.startswith("deploy dan") for t in texts(s))
        assert refused(s, "deploy dan city") == "R18.2-dan"


# --- R 12: recon -------------------------------------------------------------------------------------------------

def test_recon_sum_members_weapons_and_the_effects_in_force() -> None:
    """R 12.3: Soga 1 + Anne 2 + Pointer 2 in 海; E16 −2 in 海, E18 −1 everywhere, I3 +1 in 海; E03 +2 if given."""
    s = start(phase=RECON, ap=0, members=deployed("soga@sea", "anne@sea", "dan@city"),
              weapons=deployed("pointer@sea"))
    assert recon_sum(s, "sea") == 5
    assert recon_sum(evolve(s, events=("E16", "E18"), infos=("I3",)), "sea") == 5 - 2 - 1 + 1
    assert recon_sum(evolve(s, events=("E03",)), "sea", takenaka=True) == 7
    assert recon_sum(s, "city") == 2 and recon_sum(evolve(s, events=("E07",)), "city") == 4


def test_recon_is_a_2d6_chance_step_with_its_probabilities() -> None:
    s = start(phase=RECON, ap=0, members=deployed("soga@city"), table=(card("ep1", 0),), placed=1)
    assert texts(s) == ["recon city", "done"]
    s = play(s, "recon city")
    assert to_move(s) == CHANCE and rules.decision(s).kind == "roll"  # type: ignore[union-attr]
    outs = rules.chance_outcomes(s)
    assert [m.n for m, _ in outs] == list(range(2, 13))
    assert abs(sum(p for _, p in outs) - 1) < 1e-12
    assert dict((m.n, p) for m, p in outs)[7] == float(Fraction(6, 36))
    assert dict((m.n, p) for m, p in outs)[2] == float(Fraction(1, 36))


def test_a_recon_at_or_under_the_target_turns_the_card_face_up() -> None:
    """R 12.4–R 12.7: ep1 (偵察 −2) with 3 chits, Soga's 1: target 1 − 2 + 3 = 2."""
    s = start(phase=RECON, ap=0, members=deployed("soga@city"), table=(card("ep1", 0, chits=3),), placed=1)
    hit = play(s, "recon city", "roll 2")
    assert hit.table[0].face_up and hit.recons == ((1, "city", 1, 2, 0),)
    miss = play(s, "recon city", "roll 3")
    assert not miss.table[0].face_up and miss.recons == ((1, "city", 1, 3, -1),)


def test_a_miss_and_an_empty_area_read_alike() -> None:
    """R 12.8, E 16: the only public result of both is 「異常なし」 (-1), with the same log."""
    with_card = start(phase=RECON, ap=0, members=deployed("soga@city"), table=(card("ep1", 0),), placed=1)
    empty = start(phase=RECON, ap=0, members=deployed("soga@city"))
    a = play(with_card, "recon city", "roll 12")
    b = play(empty, "recon city", "roll 12")
    assert a.recons == b.recons == ((1, "city", 1, 12, -1),)
    assert a.rolls == b.rolls == 1  # U 9: the empty area is rolled too
    assert a.log == b.log and a.phase == b.phase


def test_recon_once_per_area_and_not_where_a_card_is_face_up() -> None:
    s = start(phase=RECON, ap=0, members=deployed("soga@city", "anne@sea", "dan@space"),
              table=(card("ep8", 0, face_up=True),), placed=1)
    assert texts(s) == ["recon city", "recon sea", "done"]
    assert refused(s, "recon space") == "R12.2-area"
    s = play(s, "recon city", "roll 12")
    assert texts(s) == ["recon sea", "done"]


def test_e03_gives_its_2_to_one_group_of_the_tdfs_choice() -> None:
    s = start(phase=RECON, ap=0, members=deployed("soga@city", "anne@sea"), events=("E03",))
    assert "recon city takenaka" in texts(s)
    s = play(s, "recon city takenaka")
    assert s.t.target == 3
    s = play(s, "roll 12")
    assert "recon sea takenaka" not in texts(s) and refused(s, "recon sea takenaka") == "E03-takenaka"


def test_with_nothing_to_recon_the_step_passes() -> None:
    s = rules.settle(start(phase=RECON, ap=0))
    assert s.phase != RECON


# --- R 13: re-deployment -----------------------------------------------------------------------------------------

def test_one_whole_group_moves_and_merges() -> None:
    """R 13.1, R 13.2, E 19."""
    s = start(phase=REDEPLOY, ap=0, members=deployed("soga@city", "amagi@city", "anne@sea"),
              weapons=deployed("hawk1@city"), table=(card("ep3", 0, face_up=True),), placed=1)
    s = play(s, "move city sea")
    assert {d.area for d in s.members} == {"sea"} and s.weapons[0].area == "sea"
    assert s.phase == COMBAT and s.t.area == "sea" and to_move(s) == CHANCE


def test_e04_two_moves_e11_none() -> None:
    s = start(phase=REDEPLOY, ap=0, members=deployed("soga@city", "anne@sea"), events=("E04",))
    s = play(s, "move city base")
    assert "move sea base" in texts(s)
    again = play(start(phase=REDEPLOY, ap=0, members=deployed("soga@city", "anne@sea"), events=("E04",)),
                 "move city sea")
    assert "move sea base" in texts(again)  # U 16: the merged group may move as the second
    s11 = start(phase=REDEPLOY, ap=0, members=deployed("soga@city"), events=("E11",))
    assert rules.settle(s11).phase != REDEPLOY


def test_an_area_bound_weapon_binds_the_whole_group() -> None:
    """R 13.4: a group with Hawk 2 stays in 宇宙, one with the Magmarizer in 山."""
    s = start(phase=REDEPLOY, ap=0, members=deployed("soga@space", "amagi@mountain", "anne@sea"),
              weapons=deployed("hawk2@space", "magmarizer@mountain"))
    assert not any(t.startswith("move space") or t.startswith("move mountain") for t in texts(s))
    assert refused(s, "move space city") == "R13.3-group"
    assert "move sea space" in texts(s)


def test_the_kiriyama_rule_holds_after_a_merge() -> None:
    """R 13.3: 2 + 2 without Kiriyama cannot meet outside 基地."""
    s = start(phase=REDEPLOY, ap=0, members=deployed("soga@city", "amagi@city", "anne@sea", "furuhashi@sea"))
    assert "move city sea" not in texts(s) and "move city base" in texts(s)
    k = start(phase=REDEPLOY, ap=0, members=deployed("soga@city", "kiriyama@city", "anne@sea", "furuhashi@sea"))
    assert "move city sea" in texts(k)


def test_deployment_recon_and_redeployment_are_the_tdfs_decisions_in_its_half_turn() -> None:
    for phase in (DEPLOY, RECON, REDEPLOY):
        s = start(phase=phase, ap=0, members=deployed("soga@city", "anne@sea"), t=Turn())
        d = rules.decision(s)
        assert d is not None and d.seat == TDF_SEAT and d.turn_seat == TDF_SEAT and d.turn == 1


def test_the_recon_sentences_of_a_miss_and_an_empty_area_are_one_and_the_same() -> None:
    """R 12.8: 「異常なし」 — never "failed", never "no card"; a find names only the public number."""
    with_card = play(start(phase=RECON, ap=0, members=deployed("soga@city"), table=(card("ep1", 0, chits=3),),
                           placed=1), "recon city")
    empty = play(start(phase=RECON, ap=0, members=deployed("soga@city")), "recon city")
    for lang in ("en", "ja"):
        a = notation.describe(with_card, Move("roll", n=9), lang)
        assert a == notation.describe(empty, Move("roll", n=9), lang) and "異常なし" in a
    assert notation.describe(with_card, Move("roll", n=2), "en") == "2d6 = 2: card #0 found and turned face up"


def test_a_whole_deployment_in_one_line_expands_to_the_same_decisions() -> None:
    """Issue 18 item 4, U 10: Kiriyama goes first in his area, weapons after the members; refused with the rule."""
    s = start(phase=DEPLOY, ap=0)
    moves = expand(s, "soga@city, furuhashi@city amagi@city kiriyama@city hawk1@city dan@sea done")
    assert [notation.text(m) for m in moves] == [
        "deploy kiriyama city", "deploy soga city", "deploy furuhashi city", "deploy amagi city", "deploy dan sea",
        "arm hawk1 city", "done"]
    one = play(s, "deploy kiriyama city", "deploy soga city", "deploy furuhashi city", "deploy amagi city",
               "deploy dan sea", "arm hawk1 city", "done")
    many = s
    for m in moves:
        many = rules.apply(many, m)
    assert many == one and many.phase != DEPLOY
    with pytest.raises(IllegalMove) as e:
        expand(s, "anne@city hawk1@city")
    assert e.value.rule == "R11.5-user"
    with pytest.raises(IllegalMove) as e:
        expand(s, "soga@moon")
    assert e.value.rule == "notation"


def test_a_line_that_deploys_everything_leaves_the_recon_to_come() -> None:
    """A deployment that places every member it can and 2 weapons closes itself (R 11.4): the line then adds no
    ``done``, which would be read in the recon step and skip it (found playing the page)."""
    s = start(phase=DEPLOY, ap=0)
    line = "kiriyama@space amagi@space hawk2@space anne@sea dan@sea soga@sea pointer@sea furuhashi@associates"
    moves = expand(s, line)
    t = s
    for m in moves:
        t = rules.apply(t, m)
    assert t.phase == RECON and notation.text(moves[-1]) != "done"
    assert [notation.text(m) for m in moves if m.verb == "deploy"][0] == "deploy kiriyama space"


def test_the_games_line_hook_reads_a_deployment_only_where_one_is_meant() -> None:
    """``GAME.expand_line`` (the CLI's line hook): a deployment's moves at the deployment step; None for a line
    that names no deployment elsewhere (read as one move's text); the step's rule for a deployment elsewhere."""
    from sevens.games.ultraseven.game import GAME

    s = start(phase=DEPLOY, ap=0)
    assert GAME.expand_line(s, "soga@city dan@sea") == expand(s, "soga@city dan@sea")
    recon = evolve(s, phase=RECON)
    assert GAME.expand_line(recon, "recon city") is None
    with pytest.raises(IllegalMove) as e:
        GAME.expand_line(recon, "soga@city")
    assert e.value.rule == "R4.1-phase"


def test_the_deployment_list_is_each_members_and_weapons_legal_areas() -> None:
    """``moves.deployments`` (which reads each area's group and the effects once for the whole list) gives, at every
    deployment of seeded random games in all three scenarios, exactly ``member_areas`` for each member not placed
    (``MEMBERS`` order) and then ``weapon_areas`` for each weapon (``WEAPONS`` order), while under the limit; and
    ``combat.has`` agrees with the effects in force."""
    import random

    from sevens.core import chance, get
    from sevens.games.ultraseven import combat as cb
    from sevens.games.ultraseven.cards import MEMBERS, WEAPONS
    from sevens.games.ultraseven.moves import deployments, member_areas, weapon_areas

    game = get("ultraseven")
    kinds: set[str] = set()
    checked = 0
    # these games meet every effect the deployment reads: E08 緊急発進 (no Kiriyama rule), E01/E02 (Kurata), E12 (a
    # weapon banned), E05 ヤマオカ長官 (3 weapons), E13 (confined to 基地)
    for seed, scenario in ((16, "full"), (20, "2cour"), (36, "2cour"), (1, "1cour")):
        rng = random.Random(seed)
        s = game.new(seed, scenario=scenario)
        while (p := game.to_move(s)) is not None:
            if p == CHANCE:
                s = game.apply(s, chance.resolve(game, s))
                continue
            if s.phase == DEPLOY:
                placed = {d.card for d in s.members} | {d.card for d in s.weapons}
                want = [Move("deploy", key=k, area=a) for k in MEMBERS if k not in placed for a in member_areas(s, k)]
                want += [Move("arm", key=w, area=a) for w in WEAPONS if w not in placed for a in weapon_areas(s, w)]
                assert deployments(s) == want
                for k in MEMBERS:  # the areas as R 11.3 defines them, with each area's group read afresh
                    if k not in placed and member_areas(s, k):
                        assert all(cb.kiriyama_ok(s, a, cb.members_in(s, a) + (k,)) for a in member_areas(s, k))
                effects = cb.effects(s)
                for e in effects:
                    kinds.add(e.kind)
                    assert cb.has(s, e.kind) and cb.has(s, e.kind, e.target)
                assert not cb.has(s, "no such kind") and cb.has(s, "confine", "nobody") is False
                checked += 1
            moves = game.legal_moves(s)
            s = game.apply(s, moves[rng.randrange(len(moves))])
    assert checked > 200, checked
    assert {"confine", "no_kiriyama_rule", "weapons", "kurata", "ban"} <= kinds, kinds


def test_the_deployment_refusals_name_members_weapons_and_areas_as_the_cards_print_them() -> None:
    """A refusal is read by a player: it says "Ultra Hawk 2" and "Space" (ウルトラホーク2号, 宇宙), never the keys the
    records use ("hawk2", "space")."""
    s = start(phase=DEPLOY, ap=0, members=deployed("anne@mountain", "soga@space"))
    cases = {"arm hawk3 space": ("Ultra Hawk 3 is used only in ", "ウルトラホーク3号は"),
             "arm hawk1 mountain": ("Ultra Hawk 1 needs one of its users in Mountains", "ウルトラホーク1号を使える隊員"),
             "deploy soga city": ("Soga is deployed already", "ソガは配置済みです")}
    for move, (en, ja) in cases.items():
        with pytest.raises(IllegalMove) as err:
            rules.apply(s, notation.parse(move))
        assert en in err.value.text("en"), err.value.text("en")
        assert ja in err.value.text("ja"), err.value.text("ja")
        for key in ("hawk1", "hawk3", "soga", "space", "mountain"):
            assert key not in err.value.text("en") and key not in err.value.text("ja"), (move, key)
