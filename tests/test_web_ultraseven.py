"""The ウルトラセブン table's pure parts (web/ultraseven): its drawing from each seat's view, nothing hidden in the TDF's
HTML (a face-down card's identity or area, the alien's hand, the record's ``place KEY`` texts), the odds of each
roll, the deployment's clicks and their refusals, the hot-seat hand-over and the log."""

from __future__ import annotations

import json
import random
import re
import types
from fractions import Fraction
from typing import Any, Iterator

import pytest

from sevens.core import chance
from sevens.core.errors import IllegalMove
from sevens.games.ultraseven import combat as cb
from sevens.games.ultraseven.cards import AREA_KEYS, INVASIONS
from sevens.games.ultraseven.state import ALIEN_SEAT, PLACE_AP, TDF_SEAT
from tests import fakepage
from tests.fakepage import APP
from web.ultraseven import logic, render
from web.ultraseven.session import GAME, Session

SCENARIOS = ("1cour", "2cour", "full")


def _play(seed: int, scenario: str, steps: int) -> Iterator[Any]:
    """Seeded random play (dice from the state's seed), yielding every state."""
    s = GAME.new(seed, scenario=scenario)
    rng = random.Random(seed)
    yield s
    for _ in range(steps):
        if GAME.to_move(s) is None:
            return
        if GAME.decision(s).chance:  # type: ignore[union-attr]
            s = GAME.apply(s, chance.resolve(GAME, s))
        else:
            s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        yield s


def _positions(n_games: int = 6, steps: int = 700, every: int = 23) -> list[Any]:
    out = []
    for seed in range(n_games):
        for i, s in enumerate(_play(seed, SCENARIOS[seed % 3], steps)):
            if i % every == 0:
                out.append(s)
    return out


POSITIONS = _positions()


def _drawing(s: Any, seat: int, picked: str = "") -> render.Drawing:
    v = GAME.view(s, seat)
    decides = GAME.to_move(s) == seat
    return render.Drawing(view=v, names=["TDF", "Alien"], status="", decides=decides, picked=picked)


def _secrets(s: Any) -> list[str]:
    """What the TDF may not know: each face-down card's key and titles, each hand card's."""
    keys = [p.key for p in s.table if not p.face_up] + list(s.hand)
    out = []
    for k in keys:
        inv = INVASIONS[k]
        out += [f'"{k}"', f" {k} ", f">{k}<", inv.title_ja, inv.title_en, inv.alien_ja, inv.alien_en]
    return out


# --- the drawing ---------------------------------------------------------------------------------------------

def test_the_map_has_six_areas_and_each_seat_sees_its_own_cards() -> None:
    seen_face_up = seen_alien_down = 0
    for s in POSITIONS:
        for seat in (TDF_SEAT, ALIEN_SEAT):
            h = render.table_html(_drawing(s, seat), "en")
            assert h.count('<section class="us-area') == 6
            for a in AREA_KEYS:
                assert f'data-area="{a}"' in h
            for p in s.table:
                if p.face_up:
                    seen_face_up += 1
                    # a face-up card is drawn in its area with its numbers, for both seats
                    area = re.search(rf'<section class="us-area[^"]*" data-area="{p.area}".*?</section>', h, re.S)
                    assert area is not None and f'data-order="{p.order}"' in area.group(0)
                    assert f'data-chits="{p.chits}" data-damage="{p.damage}"' in area.group(0)
                elif seat == ALIEN_SEAT:
                    seen_alien_down += 1
                    area = re.search(rf'<section class="us-area[^"]*" data-area="{p.area}".*?</section>', h, re.S)
                    assert area is not None and f'data-card="{p.key}"' in area.group(0)
            if seat == ALIEN_SEAT:
                assert 'id="hand"' in h
                for k in s.hand:
                    assert f'data-card="{k}"' in h
            else:
                assert 'id="hand"' not in h
    assert seen_face_up > 5 and seen_alien_down > 5


def test_nothing_hidden_is_in_the_tdfs_html() -> None:
    checked = 0
    for s in POSITIONS:
        hidden = [p for p in s.table if not p.face_up]
        for lang in ("en", "ja"):
            h = render.table_html(_drawing(s, TDF_SEAT), lang)
            for secret in _secrets(s):
                assert secret not in h, secret
            for p in hidden:
                checked += 1
                # the card is listed only among the face-down cards of unknown area, never in an area
                for a in AREA_KEYS:
                    area = re.search(rf'<section class="us-area[^"]*" data-area="{a}".*?</section>', h, re.S)
                    assert area is not None and f'data-order="{p.order}"' not in area.group(0)
                assert re.search(rf'<li class="us-card face-down hidden" data-order="{p.order}"', h)
    assert checked > 20


def test_the_alien_sees_what_the_tdf_does_not() -> None:
    s = next(s for s in POSITIONS if any(not p.face_up for p in s.table) and s.hand)
    h = render.table_html(_drawing(s, ALIEN_SEAT), "en")
    assert any(secret in h for secret in _secrets(s))


def test_the_table_names_its_turn_and_phase() -> None:
    """The table's data attributes say which turn and phase it shows (a test or a script waits on this turn's
    decision, not a later one's)."""
    for s in POSITIONS[:40:7]:
        h = render.table_html(_drawing(s, TDF_SEAT), "en")
        assert f'data-turn="{s.turn}" data-phase="{s.phase}"' in h


def test_the_deployment_roster_and_the_areas_to_click() -> None:
    s = next(s for s in POSITIONS if s.phase == "deploy" and not s.members)
    h = render.table_html(_drawing(s, TDF_SEAT), "en")
    assert 'id="roster"' in h and 'data-pick="kiriyama"' in h
    assert "us-drop" not in h  # nothing picked: no area to drop on
    h = render.table_html(_drawing(s, TDF_SEAT, picked="soga"), "en")
    legal = logic.deploy_moves(GAME.view(s, TDF_SEAT))["soga"]
    for a in AREA_KEYS:
        cls = "legal" if a in legal else "illegal"
        assert f'class="choice us-drop {cls}" data-action="us-area" data-area="{a}" data-move="deploy soga {a}"' in h
    # the alien's view of the same position shows no roster (the alien does not deploy)
    assert 'id="roster"' not in render.table_html(_drawing(s, ALIEN_SEAT), "en")


def _roster_whys(h: str) -> dict[str, str]:
    """The roster's cards in ``h`` with the reason each shows on itself ("" for none)."""
    out = {}
    for m in re.finditer(r'data-pick="(\w+)".*?</button>', h):
        why = re.search(r'<span class="us-why">([^<]*)</span>', m.group(0))
        out[m.group(1)] = why.group(1) if why else ""
    return out


def test_a_greyed_roster_card_says_why_on_itself() -> None:
    """A member or weapon no area takes says why on the card (a title is never seen on a touch screen), in the
    rule's words; a card some area takes says nothing."""
    seen = set()
    for s in POSITIONS:
        if s.phase != "deploy" or GAME.to_move(s) != TDF_SEAT:
            continue
        v = GAME.view(s, TDF_SEAT)
        legal = logic.deploy_moves(v)
        whys = _roster_whys(render.table_html(_drawing(s, TDF_SEAT), "en"))
        assert whys, "the roster is drawn"
        for card, why in whys.items():
            if card in legal:
                assert why == "", card
                continue
            assert why, f"{card} has no area and says nothing"
            form, err, areas = logic.roster_refusal(v, card)
            if form == "users":  # the engine refuses it in each of those areas for want of a user (R 11.5)
                assert why.endswith("(R 11.5)") and areas
                for a in areas:
                    with pytest.raises(IllegalMove) as refused:
                        GAME.parse_move(s, logic.click_move(card, a) or "")
                    assert refused.value.rule == "R11.5-user"
            else:
                assert err is not None and why.startswith(logic.rule_name(err.rule) + ": ")
                with pytest.raises(IllegalMove):
                    GAME.parse_move(s, logic.click_move(card, AREA_KEYS[0]) or "")
            seen.add(form)
    assert seen == {"users", "rule"}  # both forms met in these positions


def test_the_reasons_read_as_the_rules_say() -> None:
    s = _at_deploy(["human", "random"]).state
    v = GAME.view(s, TDF_SEAT)
    assert not cb.has(s, "kurata")
    assert render.why_not(v, "kurata", "en") == "R 11.6: Captain Kurata only on an E01/E02 turn"
    assert render.why_not(v, "kurata", "ja").startswith("R 11.6: クラタ隊長")
    assert render.why_not(v, "hawk1", "en") == "deploy one of its users first (R 11.5)"
    assert render.why_not(v, "hawk2", "en") == "deploy one of its users in Space first (R 11.5)"
    assert render.why_not(v, "pointer", "en") == "deploy one of its users outside Space first (R 11.5)"
    assert render.why_not(v, "hydranger", "ja") == "先に使用する隊員を海に配置（R 11.5）"
    assert render.why_not(v, "soga", "en") == ""
    # once Soga is in the sea, the Hydranger has an area and says nothing
    s2 = GAME.apply(s, GAME.parse_move(s, "deploy soga sea"))
    assert render.why_not(GAME.view(s2, TDF_SEAT), "hydranger", "en") == ""


def test_every_legal_move_has_a_button_or_a_click() -> None:
    """The viewer's every legal move is drawn: a button with its text, or (deploy/arm) a roster pick."""
    for s in POSITIONS:
        p = GAME.to_move(s)
        if p is None or p < 0:
            continue
        v = GAME.view(s, p)
        h = render.table_html(_drawing(s, p), "ja")
        for m in v["legal"]:
            verb, *rest = m.split()
            if verb in ("deploy", "arm"):
                assert f'data-pick="{rest[0]}"' in h
            else:
                assert f'data-move="{m}"' in h, m


def test_the_japanese_drawing_has_japanese_titles_and_the_english_both() -> None:
    s = next(s for s in POSITIONS if any(p.face_up for p in s.table))
    p = next(p for p in s.table if p.face_up)
    inv = INVASIONS[p.key]
    ja = render.table_html(_drawing(s, TDF_SEAT), "ja")
    en = render.table_html(_drawing(s, TDF_SEAT), "en")
    assert inv.title_ja in ja and inv.title_en not in ja
    assert f"{inv.title_ja} — {inv.title_en}" in en
    assert "偵察エリア" in ja and "Recon areas" in en


# --- the odds ------------------------------------------------------------------------------------------------

def test_dice_probabilities() -> None:
    assert logic.p_2d6_at_most(7) == Fraction(21, 36)
    assert logic.p_2d6_at_most(1) == 0 and logic.p_2d6_at_most(12) == 1
    assert logic.p_1d6_at_most(3) == Fraction(1, 2)
    assert logic.p_1d6_at_most(0) == 0 and logic.p_1d6_at_most(9) == 1
    win, tie, lose = logic.melee_odds(5, 5)
    assert win == lose == Fraction(15, 36) and tie == Fraction(6, 36)
    assert logic.melee_odds(4 + 6, 3) == (1, 0, 0)
    win, tie, lose = logic.melee_odds(5, 9)  # 5 + a > 9 + b only for (6, 1); a tie for (5, 1), (6, 2)
    assert (win, tie, lose) == (Fraction(1, 36), Fraction(2, 36), Fraction(33, 36))


def test_recon_odds_exact_for_the_alien_and_a_range_for_the_tdf() -> None:
    found = 0
    for s in POSITIONS:
        if s.phase != "recon" or s.t.step:
            continue
        for area in logic.area_moves(GAME.view(s, TDF_SEAT)):
            group = cb.recon_sum(s, area)
            tdf = logic.recon_odds(GAME.view(s, TDF_SEAT), area)
            alien = logic.recon_odds(GAME.view(s, ALIEN_SEAT), area)
            assert tdf["sum"] == alien["sum"] == group
            target = cb.recon_target(s, area, group)
            assert alien["target"] == target
            assert tdf["chance"] is None and tdf["target"] is None  # the TDF never gets the card's own target
            if target is not None:
                found += 1
                assert alien["chance"] == logic.p_2d6_at_most(target)
                assert tdf["low"] <= alien["chance"] <= tdf["high"]
    assert found > 0


def test_attack_transform_and_melee_odds_are_the_engines_numbers() -> None:
    fights = 0
    for s in POSITIONS:
        v = GAME.view(s, TDF_SEAT)
        for area in AREA_KEYS:
            p = s.card_in(area)
            if p is None or not p.face_up or not cb.members_in(s, area):
                continue
            fights += 1
            odds = logic.attack_odds(v, area)
            assert [k for k, _, _ in odds] == list(cb.members_in(s, area))
            for k, target, chance_ in odds:
                assert target == cb.attack_target(s, area, k)
                assert chance_ == (None if target is None else logic.p_1d6_at_most(target))
            if "dan" in cb.members_in(s, area):
                t, pr = logic.transform_odds(v, area)
                assert t == cb.transform_target(s, area) and pr == logic.p_2d6_at_most(t)
            for k, cost, (w, tie, lose) in logic.technique_odds(v, area):
                assert w + tie + lose == 1 and cost > 0
                assert (w, tie, lose) == logic.melee_odds(4 + cost, cb.strength(p))
    assert fights > 0


def test_capsule_odds() -> None:
    assert logic.capsule_odds("W1", 2) == {"damage": Fraction(1, 6), "chits": Fraction(3, 6), "nothing": Fraction(2, 6)}
    assert logic.capsule_odds("A1", 0)["chits"] == 0
    assert logic.capsule_odds("M1", 1)["damage"] == Fraction(2, 6)


def test_the_public_state_holds_no_hidden_card() -> None:
    for s in POSITIONS:
        ps = logic.public_state(GAME.view(s, TDF_SEAT))
        assert {p.order for p in ps.table} == {p.order for p in s.table if p.face_up}
        assert ps.hand == () and ps.deck == ()


# --- the deployment's clicks ---------------------------------------------------------------------------------

def test_click_move_and_deploy_moves() -> None:
    assert logic.click_move("soga", "city") == "deploy soga city"
    assert logic.click_move("hawk1", "sea") == "arm hawk1 sea"
    assert logic.click_move("soga", "moon") is None
    assert logic.click_move("ep8", "city") is None
    s = next(s for s in POSITIONS if s.phase == "deploy")
    v = GAME.view(s, TDF_SEAT)
    by = logic.deploy_moves(v)
    texts = sorted(f"{'deploy' if k in ('kiriyama', 'furuhashi', 'soga', 'amagi', 'anne', 'dan', 'kurata') else 'arm'} {k} {a}"
                   for k, areas in by.items() for a in areas)
    assert texts == sorted(m for m in v["legal"] if m.split()[0] in ("deploy", "arm"))


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch) -> Any:
    fakepage.install(monkeypatch)
    from web.table_base import Host
    from web.ultraseven.table import Table

    store: dict[str, str] = {}
    host = Host(lang=lambda: "en", get=store.get, set=lambda k, v: store.__setitem__(k, v) is None, pace=0)
    return Table(host)


def _at_deploy(seats: list[str]) -> Session:
    """A 1クール session at the TDF's first deployment (the alien's action played by random moves)."""
    s = Session.create(11, seats, {"scenario": "1cour"})
    rng = random.Random(3)
    while s.state.phase != "deploy":
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    return s


def _target(**data: str) -> Any:
    return types.SimpleNamespace(dataset=types.SimpleNamespace(**data))


def test_a_deployment_by_clicks_and_an_illegal_click_refused_with_the_rule(table: Any) -> None:
    s = _at_deploy(["human", "random"])
    table.start_session(s)
    assert 'data-pick="soga"' in APP.innerHTML
    table.action("us-pick", _target(pick="soga"), None)
    assert 'data-area="city" data-move="deploy soga city"' in APP.innerHTML
    table.action("us-area", _target(area="city"), None)
    assert ("soga", "city") in [(d.card, d.area) for d in s.state.members]
    assert table.notice == ""
    # three more in the city without Kiriyama: the fourth is refused with R 11.3
    for k in ("furuhashi", "amagi"):
        table.action("us-pick", _target(pick=k), None)
        table.action("us-area", _target(area="city"), None)
    before = s.state
    table.action("us-pick", _target(pick="anne"), None)
    table.action("us-area", _target(area="city"), None)
    assert s.state is before
    assert table.notice.startswith("R 11.3: ")
    assert table.notice in APP.innerHTML
    with pytest.raises(IllegalMove) as err:
        s.play("deploy anne city")
    assert err.value.rule.startswith("R11.3")
    # a weapon outside its areas: refused with the rule named
    table.action("us-pick", _target(pick="magmarizer"), None)
    table.action("us-area", _target(area="city"), None)
    assert s.state is before and table.notice == "Magmarizer is used only in Mountains & underground (§D)"


def test_a_whole_deployment_on_one_line_plays_the_same_decisions(table: Any) -> None:
    """Issue 18 item 4: the CLI's line (``soga@city dan@city hawk1@city``) typed in the page expands to the same
    ``deploy``/``arm`` decisions and ``done``."""
    s = _at_deploy(["human", "random"])
    table.start_session(s)
    html = APP.innerHTML
    assert f'id="{render.LINE_ID}"' in html and 'data-action="us-line"' in html
    assert "soga = " in html and "city = " in html  # the keys to type, with the names shown on the map
    texts = logic.line_moves(GAME, s.state, "soga@city dan@city hawk1@city")
    assert texts == ["deploy soga city", "deploy dan city", "arm hawk1 city", "done"]
    before = len(s.state.log)
    table.deploy_line("soga@city, dan@city hawk1@city")
    assert list(s.state.log[before:before + 4]) == texts and table.notice == ""
    assert s.state.phase != "deploy" and f'id="{render.LINE_ID}"' not in APP.innerHTML
    # outside the deployment step the line is refused with the step's rule
    table.deploy_line("anne@sea")
    assert table.notice.startswith("R 4.1: ")


def test_a_line_that_deploys_everything_is_played_saved_and_announced_decision_by_decision(table: Any) -> None:
    """A line that uses up the roster ends without ``done`` (the step ends by itself), its last decision a weapon
    whose user the same line deployed: the announcement reads every decision in the state it was made in (it read
    the last one in the state before the whole line, where arming hawk3 was illegal, and the page crashed with the
    game moved on but neither saved nor drawn)."""
    s = _at_deploy(["human", "random"])
    table.start_session(s)
    line = "kiriyama@base furuhashi@space soga@city dan@city amagi@mountain anne@sea hawk1@city hawk3@sea"
    texts = logic.line_moves(GAME, s.state, line)
    assert texts[-1] == "arm hawk3 sea"  # no ``done``: nothing is left to deploy
    before = len(s.state.log)
    table.deploy_line(line)
    assert list(s.state.log[before:before + len(texts)]) == texts and table.notice == ""
    assert s.state.phase != "deploy" and f'id="{render.LINE_ID}"' not in APP.innerHTML
    saved = json.loads(table.host.get(table.save_key))
    assert saved["record"]["moves"] == GAME.to_record(s.state)["moves"]
    said = APP.textContent  # the live region (the stand-in page answers every id with one element)
    who, what = said.split(": ", 1)
    assert who == "TDF · you" and what.split(" · ")[0] == "Captain Kiriyama to TDF Far East Base", said
    assert len(what.split(" · ")) == len(texts) and what.endswith("Ultra Hawk 3 to Sea & lakes"), said


def test_an_impossible_line_is_refused_whole_with_the_rule(table: Any) -> None:
    s = _at_deploy(["human", "random"])
    table.start_session(s)
    before = s.state
    table.deploy_line("soga@city furuhashi@city amagi@city anne@city")  # four without Kiriyama
    assert s.state is before and table.notice.startswith("R 11.3: ") and table.notice in APP.innerHTML
    # the refused line stays in the open box, to be mended
    assert '<details class="us-line-entry" open>' in APP.innerHTML
    assert 'value="soga@city furuhashi@city amagi@city anne@city"' in APP.innerHTML
    table.deploy_line("soga@moon")
    assert s.state is before and "is not a deployment" in table.notice
    with pytest.raises(IllegalMove) as err:
        logic.line_moves(GAME, before, "magmarizer@city")
    assert err.value.rule == "D-weapon-area"


def test_no_line_to_type_for_the_alien_nor_when_the_tdf_waits() -> None:
    s = _at_deploy(["human", "human"]).state
    assert render.LINE_ID in render.roster_html(_drawing(s, TDF_SEAT), "en")
    assert render.roster_html(_drawing(s, ALIEN_SEAT), "en") == ""
    ja = render.roster_html(_drawing(s, TDF_SEAT), "ja")
    assert "配置を1行でまとめて入力" in ja and "soga = " in ja


def test_a_deployment_by_drag_and_drop(table: Any) -> None:
    """Issue 18 item 7, "deploy by click or drag": the roster's cards are ``data-drag``, the areas ``data-drop``
    while the TDF deploys (``web.drag`` calls ``drag_start`` and ``drop``): a drag picks the card (the areas show
    where it may go), a drop deploys it there, an illegal drop is refused with the rule as a click is."""
    s = _at_deploy(["human", "random"])
    table.start_session(s)
    html = APP.innerHTML
    assert 'data-drag="soga"' in html and 'data-drag="hawk1"' in html
    assert all(f'data-area="{a}" data-drop="{a}"' in html for a in AREA_KEYS)
    assert table.drag_start("soga") and 'aria-pressed="true"' in APP.innerHTML
    assert 'data-area="city" data-move="deploy soga city"' in APP.innerHTML  # where it may go, shown
    table.drop("soga", "city")
    assert ("soga", "city") in [(d.card, d.area) for d in s.state.members] and table.notice == ""
    assert 'data-drag="soga"' not in APP.innerHTML  # deployed: off the roster
    before = s.state
    assert table.drag_start("magmarizer")
    table.drop("magmarizer", "city")
    assert s.state is before and table.notice == "Magmarizer is used only in Mountains & underground (§D)"
    assert not table.drag_start("moon")  # not a card of the roster
    table.move("done")
    assert s.state.phase == "recon" and s.to_move() == TDF_SEAT
    assert not table.drag_start("anne")  # the deployment is over: nothing to drag, nowhere to drop
    assert "data-drag" not in APP.innerHTML and "data-drop" not in APP.innerHTML


def test_a_second_click_on_the_picked_card_lets_it_go(table: Any) -> None:
    table.start_session(_at_deploy(["human", "random"]))
    table.action("us-pick", _target(pick="dan"), None)
    assert 'aria-pressed="true"' in APP.innerHTML
    table.action("us-pick", _target(pick="dan"), None)
    assert 'aria-pressed="true"' not in APP.innerHTML and "us-drop" not in APP.innerHTML


# --- hot seat, the log -------------------------------------------------------------------------------------------

def test_hot_seat_hands_over_before_each_side_sees_the_table(table: Any) -> None:
    s = Session.create(4, ["human", "human"], {"scenario": "1cour"})
    assert s.hand_over_needed()
    table.start_session(s)
    assert 'class="handover"' in APP.innerHTML and 'data-seat="1"' in APP.innerHTML
    assert 'id="hand"' not in APP.innerHTML
    table.reveal()
    assert 'id="hand"' in APP.innerHTML and 'data-seat="1"' in APP.innerHTML
    table.move("end")
    # the TDF must take the device: nothing of the alien's is left on the screen
    assert 'class="handover"' in APP.innerHTML and 'data-seat="0"' in APP.innerHTML
    for secret in _secrets(s.state):
        assert secret not in APP.innerHTML
    table.reveal()
    assert 'class="table ultraseven"' in APP.innerHTML and 'data-seat="0"' in APP.innerHTML
    for secret in _secrets(s.state):
        assert secret not in APP.innerHTML


def test_the_tdfs_log_never_names_a_placed_card(table: Any) -> None:
    s = Session.create(8, ["human", "random"], {"scenario": "1cour"})
    rng = random.Random(8)
    placed = []
    while (s.state.turn < 4 or not s.human_to_move()) and s.to_move() is not None:
        if s.chance_to_move():
            s.chance_step()
            continue
        m = rng.choice(GAME.legal_moves(s.state))
        if m.verb == "place":
            placed.append(m.key)
        s.play(GAME.format_move(s.state, m))
    assert placed
    table.start_session(s)
    h = APP.innerHTML
    log = h[h.index('<section class="log">'):]
    assert "places card #0 face down" in log
    for k in placed:
        assert f"place {k}" not in h and INVASIONS[k].title_en not in log


def test_the_dice_just_rolled_are_shown(table: Any) -> None:
    s = _at_deploy(["human", "random"])
    s.play("deploy soga city")
    s.play("done")
    assert s.state.phase == "recon"
    s.play("recon city")
    s.chance_step()
    table.start_session(s)
    roll = int(s.state.log[-1].split()[1])
    assert f'data-rolled="{roll}"' in APP.innerHTML
    assert f"2d6 = {roll}" in APP.innerHTML


def test_the_rules_panel_and_the_card_reference(table: Any) -> None:
    from web.ultraseven.rules_text import RULES

    assert table.rules_html("ja") == RULES["ja"] and table.rules_html("en") == RULES["en"]
    table.start_session(_at_deploy(["human", "random"]))
    assert 'data-action="us-cards"' in APP.innerHTML and 'data-action="rules"' in APP.innerHTML


def test_no_choices_panel_when_every_move_is_on_the_map() -> None:
    s = next(s for s in POSITIONS if s.phase == "combat" and s.t.step == "" and GAME.to_move(s) == TDF_SEAT)
    h = render.table_html(_drawing(s, TDF_SEAT), "en")
    assert 'id="choices"' not in h and "us-fight" in h


def test_the_last_rolls_are_the_whole_run_of_dice() -> None:
    """A melee's two dice are shown together (Seven's, then the alien's); a recon's 2d6 alone; each after the area
    it was rolled for, and never a roll of an earlier turn (a QA pass saw turn 1's recon still shown in turn 2)."""
    from web.ultraseven.text import area_name

    melee = recon = 0
    for seed in range(12):
        past = list(_play(seed, "1cour", 900))
        for i in range(3, len(past)):
            steps = [GAME.decision(past[j]) for j in (i - 2, i - 1)]
            rolls = logic.last_rolls(GAME, past[:i + 1], "en", TDF_SEAT)
            if past[i - 1].t.step == "alien_die" and GAME.decision(past[i - 1]).chance:  # type: ignore[union-attr]
                same_turn = past[i].turn == past[i - 1].turn  # (a melee that ended the turn is in the log)
                if same_turn and GAME.decision(past[i]) is not None and not GAME.decision(past[i]).chance:  # type: ignore[union-attr]
                    melee += 1
                    where = area_name(past[i - 1].t.area, "en") + ": "
                    assert all(said.startswith(where) for _, said in rolls[-2:])
                    assert [said[len(where):].split(":")[0] for _, said in rolls[-2:]] == ["Seven", "the alien"]
                    assert [n for n, _ in rolls[-2:]] == [int(past[i].log[-2].split()[1]), int(past[i].log[-1].split()[1])]
            if past[i - 1].phase == "recon" and past[i - 1].t.step == "roll" and all(s is not None for s in steps):
                recon += 1
                where = area_name(past[i - 1].t.area, "en") + ": "
                assert len(rolls) == 1 and rolls[0][1].startswith(where + "2d6 = ")
                assert rolls[0][0] == int(past[i].log[-1].split()[1])
            if past[i].turn != past[i - 1].turn:
                assert rolls == [], "the turn's first step shows no die of the turn before"
    assert melee > 0 and recon > 0
    assert logic.last_rolls(GAME, [GAME.new(1, scenario="1cour")], "en", TDF_SEAT) == []


def test_assign_odds_are_the_targets_after_the_assignment() -> None:
    seen = 0
    for seed in range(10):
        for s in _play(seed, "1cour", 900):
            if s.phase != "combat" or s.t.step != "assign":
                continue
            v = GAME.view(s, TDF_SEAT)
            for m in GAME.legal_moves(s):
                after = GAME.apply(s, m)
                odds = logic.assign_odds(v, m.key, list(m.keys))
                seen += 1
                # the same targets the engine computes once the bonus is assigned (before any die)
                assert [(k, t) for k, t, _ in odds] == [(k, cb.attack_target(after, s.t.area, k)) for k in m.keys]
    assert seen > 0


def test_the_tdf_sees_where_a_face_down_card_may_be() -> None:
    """Every area without a face-up card may hold one (the same for every such area: no hint of the real one)."""
    seen = 0
    for s in POSITIONS:
        if not any(not p.face_up for p in s.table):
            continue
        h = render.table_html(_drawing(s, TDF_SEAT), "en")
        up = {p.area for p in s.table if p.face_up}
        for a in AREA_KEYS:
            area = re.search(rf'<section class="us-area[^"]*" data-area="{a}".*?</section>', h, re.S)
            assert area is not None and ('class="us-card maybe"' in area.group(0)) == (a not in up)
            seen += 1
        assert 'class="us-card maybe"' not in render.table_html(_drawing(s, ALIEN_SEAT), "en")
    assert seen > 0


def test_undo_never_passes_a_draw_nor_a_die(table: Any) -> None:
    s = Session.create(12, ["random", "human"], {"scenario": "1cour"})
    table.start_session(s)
    s.play("draw")
    before = s.state
    table.undo()
    assert s.state is before  # the card drawn stays drawn
    assert table.notice.startswith("Cannot undo")
    # a placement after the draw is taken back, the draw is not
    s2 = Session.create(12, ["random", "human"], {"scenario": "1cour"})
    s2.play("draw")
    placed = next(GAME.format_move(s2.state, m) for m in GAME.legal_moves(s2.state) if m.verb == "place")
    s2.play(placed)
    table.start_session(s2)
    after_draw = len(s2.state.log) - 1
    table.undo()
    assert len(s2.state.log) == after_draw and s2.state.log[-1] == "draw"
    table.undo()
    assert len(s2.state.log) == after_draw and "Cannot undo" in table.notice


def test_the_bots_moves_glide_to_what_shows_them() -> None:
    """``logic.motion``: each selector finds the element the redrawn table shows (the card by its number only)."""
    checked = 0
    for seed in range(4):
        past = list(_play(seed, "1cour", 400))
        for before, after in zip(past, past[1:]):
            move = after.log[-1]
            got = logic.motion(before, move, GAME.to_move(before) or 0)
            if got is None:
                continue
            source, target = got
            for k in INVASIONS:
                assert k not in source and k not in target  # never the card's identity
            for seat in (TDF_SEAT, ALIEN_SEAT):
                h = render.table_html(_drawing(after, seat), "en")
                m = re.fullmatch(r'(?:\.us-area\[data-area="(\w+)"\] )?(?:\.(us-\w+))?\[data-(\w+)="([^"]+)"\]', target.replace(" .us-group li", ""))
                if target.startswith("[data-order="):
                    assert target.strip("[]").replace('"', '"') in h
                elif m is not None and m.group(3) in ("member", "weapon"):
                    assert f'data-{m.group(3)}="{m.group(4)}"' in h
                assert source.lstrip("#") in h or "us-area" in source
            checked += 1
    assert checked > 20
    assert logic.motion(past[0], "end", 1) is None


def test_rule_names() -> None:
    assert logic.rule_name("R11.5-user") == "R 11.5"
    assert logic.rule_name("E8-deadlock") == "E 8"
    assert logic.rule_name("R6.3-hand-limit") == "R 6.3"
    assert logic.rule_name("illegal") == "" and logic.rule_name("notation") == ""


def test_hidden_counts_hides_the_deck_and_discards_from_the_tdf_only() -> None:
    s = GAME.new(5, scenario="2cour", hidden_counts=True)
    tdf = render.table_html(_drawing(s, TDF_SEAT), "en")
    alien = render.table_html(_drawing(s, ALIEN_SEAT), "en")
    assert "Deck: hidden" in tdf and f"Deck: {len(s.deck)}" not in tdf
    assert f"Deck: {len(s.deck)}" in alien


def test_the_hand_names_a_cards_invasion_condition_only_where_the_scenario_has_them() -> None:
    """R 21.2.4: 1クール ignores every 侵略条件, so the alien's hand does not show ★14・15's "needs I1" there; 2クール
    shows it (the information cards are in)."""
    from dataclasses import replace

    shown = {}
    for scenario in ("1cour", "2cour"):
        s = GAME.new(3, scenario=scenario)
        s = replace(s, hand=("ep14-15",) + tuple(k for k in s.hand if k != "ep14-15")[:5])
        for lang, word in (("en", "needs I1"), ("ja", "侵略条件")):
            shown[scenario, lang] = word in render.hand_html(_drawing(s, ALIEN_SEAT), lang)
    assert shown == {("1cour", "en"): False, ("1cour", "ja"): False, ("2cour", "en"): True, ("2cour", "ja"): True}


def test_a_star_cards_rule_is_shown_on_the_card_and_its_title_keeps_to_the_scenario() -> None:
    """A QA pass met ★25 in combat: its rule (no transformation before a capsule monster) was only in the card's
    title, which a touch screen never shows, and that title said "needs I7" in 1クール, which has no 侵略条件."""
    from web.ultraseven.text import SPECIAL_EN, SPECIAL_JA

    p = {"key": "ep25", "stage": 0, "chits": 3, "added": 0, "face_up": True, "damage": 0, "order": 2}
    for scenario, needs in (("1cour", False), ("full", True)):
        v = {"options": {"scenario": scenario}}
        for lang, special in (("en", SPECIAL_EN["ep25"]), ("ja", SPECIAL_JA["ep25"])):
            shown = render.card_html(p, v, lang)
            assert f'<span class="us-special">{render.e(special)}</span>' in shown
            title = shown.split('title="', 1)[1].split('"', 1)[0]
            assert ("needs I7" in title) == (needs and lang == "en"), (scenario, lang)


def test_the_attack_odds_say_they_are_before_the_weapons_while_one_is_unassigned() -> None:
    """A QA pass read "hits on 1d6 ≤ 3 — 50%" beside Fight, then ≤ 5 once Hawk 2 was assigned: while a weapon of the
    area is not yet assigned, the odds say they do not count it (R 15.5)."""
    from sevens.core import chance
    from sevens.games.ultraseven import policy

    seen = {True: 0, False: 0}
    for seed in range(1, 30):
        s = GAME.new(seed, scenario="1cour")
        for _ in range(3000):
            if GAME.to_move(s) is None:
                break
            v = GAME.view(s, TDF_SEAT)
            area = v["t"]["area"]
            if v["phase"] == "combat" and area and logic.attack_odds(v, area):
                assigned = {w for w, _ in v["t"]["assigned"]}
                pending = any(a == area and w not in assigned for w, a in v["weapons"])
                assert ("before weapons" in render._attack_odds_html(v, area, "en")) == pending
                seen[pending] += 1
            m = chance.resolve(GAME, s) if GAME.to_move(s) == chance.CHANCE else policy.choose(s)
            s = GAME.apply(s, m)
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_the_log_numbers_turns_as_the_header_does() -> None:
    """A new player read "Turn 1" in the header and "2." beside the TDF's part of the same turn in the log (the
    list counted each side's part): each log entry carries the game's turn as its number."""
    from sevens.core import history

    checked = 0
    for s in POSITIONS[10::9]:
        d = _drawing(s, TDF_SEAT)
        d.log = [(t.number, t.seat, [st.described for st in t.steps]) for t in history.turns(GAME, s, "en", TDF_SEAT)]
        if not d.log:
            continue
        html = render.log_html(d, "en")
        numbers = [int(n) for n in re.findall(r'<li class="turn" value="(\d+)"', html)]
        assert numbers and numbers[0] == s.turn, "the newest entry is the header's turn"
        assert numbers == sorted(numbers, reverse=True) and all(n >= 1 for n in numbers)
        assert all(numbers.count(n) <= 2 for n in numbers), "a game turn is the alien's part and the TDF's"
        checked += 1
    assert checked >= 5


def test_seven_s_step_prompt_offers_only_what_is_possible() -> None:
    """The prompt of the capsule-or-transform step names a capsule monster and the transformation only when each is
    a legal move (before a capsule against 25, or after Seven lost a melee, there is no transformation)."""
    seen: set[tuple[bool, bool]] = set()
    for seed in range(40):
        for s in _play(seed, "1cour", 700):
            v = GAME.view(s, TDF_SEAT)
            if v["phase"] != "combat" or v["t"]["step"] != "seven" or not v["legal"]:
                continue
            verbs = {m.split()[0] for m in v["legal"]}
            can = ("capsule" in verbs, "transform" in verbs)
            seen.add(can)
            en, ja = render.prompt_text(v, "en").lower(), render.prompt_text(v, "ja")
            assert ("capsule" in en, "transform" in en) == can, (en, verbs)
            assert ("カプセル" in ja, "変身" in ja) == can, (ja, verbs)
        if len(seen) >= 3:
            break
    assert len(seen) >= 2, seen


def test_a_hand_card_the_alien_cannot_place_says_why_on_itself() -> None:
    """A QA pass placed a card in Space and the alien's other Space card went grey without a word: a greyed hand
    card now says the engine's rule on itself (R 8.4: the area holds a card already), as the TDF's roster does."""
    met = short = 0
    for seed in range(30):
        for s in _play(seed, "1cour", 300):
            v = GAME.view(s, ALIEN_SEAT)
            if v["phase"] != "alien" or "end" not in v["legal"]:
                continue
            html = render.hand_html(render.Drawing(view=v, names=["TDF", "Alien"], status="", decides=True), "en")
            for k in v["hand"]:
                card = re.search(rf'<(div|button)[^>]* class="us-hcard[^"]*"[^>]*data-card="{re.escape(k)}"[^>]*>(.*?)</\1>', html)
                assert card is not None, k
                why = re.search(r'<span class="us-why">([^<]*)</span>', card.group(2))
                if f"place {k}" in v["legal"]:
                    assert why is None, k
                    continue
                assert why is not None, (k, v["legal"])
                occupied = any(p["area"] == INVASIONS[k].area for p in v["table"])
                if v["ap"] < PLACE_AP:  # the engine checks the AP first (R 5.1)
                    assert why.group(1).startswith("R 5.1: ") and "AP" in why.group(1), why.group(1)
                    short += 1
                elif occupied:
                    assert why.group(1).startswith("R 8.4: ") and "already holds a card" in why.group(1), why.group(1)
                    met += 1
        if met >= 5 and short >= 5:
            break
    assert met >= 5 and short >= 5


def test_a_recon_target_under_2_is_said_in_words(monkeypatch: Any) -> None:
    """A QA pass (2026-12-04) read "(target -2 to 3)": a target under 2 cannot be rolled on 2d6."""
    from web.ultraseven import render

    odds = {"sum": 1, "chance": None, "target": None, "low": Fraction(0), "high": Fraction(3, 36),
            "low_target": -2, "high_target": 3}
    monkeypatch.setattr(logic, "recon_odds", lambda v, area, takenaka=False: dict(odds))
    for lang in ("en", "ja"):
        said = render._recon_odds_text({}, "city", False, lang)
        assert "-2" not in said and "−2" not in said and "3" in said, said
        assert ("no roll can find" in said) if lang == "en" else ("出目では見つからない" in said), said
    odds.update(low=Fraction(1, 36), low_target=2)
    assert "(target 2 to 3)" in render._recon_odds_text({}, "city", False, "en")
