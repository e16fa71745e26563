"""ウルトラセブン in the terminal: the text renderer (both seats, both languages, the TDF never shown a face-down card),
``play`` with a human on either side (a whole deployment on one line, an illegal line refused with nothing played),
and ``arena`` / ``bench`` smoke runs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from gamehelpers import feed_input

from sevens.cli import main as cli
from sevens.cli.play import read_moves
from sevens.cli.render import render, side_names
from sevens.core import get
from sevens.core.errors import IllegalMove
from sevens.games.ultraseven.cards import AREAS, INVASIONS
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT, Options, State
from sevens.games.ultraseven.view import view

from .positions import card, deployed, start

GAME = get("ultraseven")


def table(hidden: str = "ep8", **changes: Any) -> State:
    """The TDF's deployment in 2クール: ``hidden`` face down (#0, 3 chits), ep47 face up in 都市 (#1, 1 damage, 5
    chits), Soga, Dan and Hawk 1 in 都市, E06 and I1 in force, 30 energy, W1 and M1 left, ep3 and ep5 in hand."""
    base: dict[str, Any] = dict(
        phase="deploy", ap=0, placed=2, hand=("ep3", "ep5"), energy=30, capsules=("W1", "M1"), events=("E06",),
        infos=("I1",), table=(card(hidden, 0, chits=3, history=(3,)), card("ep47", 1, face_up=True, chits=5, damage=1)),
        members=deployed("soga@city", "dan@city"), weapons=deployed("hawk1@city"))
    base.update(changes)
    return start("2cour", seed=2, **base)


def names_of(key: str) -> list[str]:
    """Every way a text could name invasion card ``key``: its key (as a word), titles and aliens."""
    inv = INVASIONS[key]
    return [inv.title_en, inv.title_ja, inv.alien_en, inv.alien_ja]


def mentions(text: str, key: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", text) is not None or any(n in text for n in names_of(key))


def line_with(text: str, needle: str) -> str:
    got = [x for x in text.splitlines() if needle in x]
    assert len(got) == 1, (needle, text)
    return got[0]


# --- the renderer ---------------------------------------------------------------------------------------------

def test_render_is_registered_and_names_the_sides() -> None:
    out = render("ultraseven", view(table(), TDF_SEAT), "en")
    assert out.startswith("Ultra Seven — Two cours — turn 1, TDF deployment — you are the TDF")
    assert side_names("ultraseven", "en") == ("TDF", "alien") and side_names("ultraseven", "ja") == ("TDF", "星人側")
    assert side_names("shichinarabe") is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tdf_sees_hidden_cards_only_as_numbers_and_chits(lang: str) -> None:
    """E 14: the TDF's drawing shows "hidden card #0, 3 chits" apart from the areas; never its key, title, alien,
    or area (its area's row says no card); the alien's hand is a count."""
    out = render("ultraseven", view(table(), TDF_SEAT), lang)
    hidden = "hidden card #0, 3 chits" if lang == "en" else "伏せカード #0, チット3"
    row = line_with(out, hidden)
    assert not any(a.name_en in row or a.name_ja in row for a in AREAS.values())
    assert not mentions(out, "ep8")
    assert not mentions(out, "ep3") and not mentions(out, "ep5")  # the hand
    space = line_with(out, "  1 " + ("Space" if lang == "en" else "宇宙"))
    assert space.rstrip().endswith("no card" if lang == "en" else "カードなし")
    assert ("alien's hand 2" if lang == "en" else "星人側の手札 2枚") in out
    # the same drawing whatever the face-down card is, in whatever area: nothing of it shows
    for other in ("ep4", "ep23", "ep14-15"):
        assert render("ultraseven", view(table(other), TDF_SEAT), lang) == out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_alien_sees_its_cards_whole_in_their_areas_and_its_hand(lang: str) -> None:
    out = render("ultraseven", view(table(), ALIEN_SEAT), lang)
    ja = lang == "ja"
    space = line_with(out, "  1 " + ("宇宙" if ja else "Space"))
    assert "#0 ep8" in space and ("狙われた街 [裏]" if ja else "The Targeted Town [face down]") in space
    assert ("チット3" if ja else "3 chits") in space and ("暗躍限界9" if ja else "limit 9") in space
    assert "hidden card" not in out and "伏せカード" not in out
    hand = out.split("あなたの手札:" if ja else "your hand:")[1]
    assert "ep3 " + ("湖のひみつ" if ja else "Secret of the Lake") in hand and "ep5 " in hand
    assert line_with(hand, "ep3").count("海" if ja else "Sea & lakes") == 1  # each hand card's area
    assert ("TDFの判断を待っています" if ja else "waiting for the TDF") in out
    conditioned = table(hand=("ep26",))  # 侵略条件 I2 (R 8.5), switched off in 1クール (R 21.2.4)
    assert "条件 I2" in line_with(render("ultraseven", view(conditioned, ALIEN_SEAT), lang), "ep26 ")
    short = start("1cour", seed=2, hand=("ep26",))
    assert "条件" not in line_with(render("ultraseven", view(short, ALIEN_SEAT), lang), "ep26 ")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seat", [TDF_SEAT, ALIEN_SEAT])
def test_both_seats_see_the_public_table(lang: str, seat: int) -> None:
    """Face-up cards (title, 戦闘力, damage, TDF値, chits), the deployment by area, Seven, capsules, events,
    information, AP, counts: the same public facts on both sides."""
    ja = lang == "ja"
    out = render("ultraseven", view(table(), seat), lang)
    city = line_with(out, "#1 ep47")
    assert ("都市" if ja else "City") in city and ("あなたはだぁれ?" if ja else "Who Are You?") in city
    power = f"戦闘力 {INVASIONS['ep47'].power}"
    for bit in (power, "TDF値 +1", "ダメージ 1" if ja else "damage 1", "チット5" if ja else "5 chits"):
        assert bit in city
    lines = out.splitlines()
    group = lines[lines.index(city) + 1]
    assert group.strip() == ("TDF: ソガ (1/3), モロボシ・ダン (2/2), ウルトラホーク1号 (+1)" if ja
                             else "TDF: Soga (1/3), Dan Moroboshi (2/2), Ultra Hawk 1 (+1)")
    assert ("エネルギー 30 (健在)" if ja else "energy 30 (alive)") in out
    assert ("星人側 AP 0" if ja else "alien AP 0") in out
    assert ("ウインダム W1 ミクラス M1" if ja else "Windom W1 Miclas M1") in out and "A1" not in out
    assert ("E06 射撃大会" if ja else "E06 Shooting Contest") in line_with(out, "E06")
    assert ("I1 惑星探査計画" if ja else "I1 Planetary Exploration Project") in line_with(out, "I1 ")
    deck = len(table().deck)
    assert (f"山札 {deck}枚" if ja else f"deck {deck}") in out


def test_the_deciding_seat_sees_its_moves_and_the_one_line_deployment() -> None:
    out = render("ultraseven", view(table(), TDF_SEAT), "en")
    assert "to decide (TDF): TDF deployment" in out
    assert "    deploy kiriyama space | base | city | mountain | sea | associates" in out.splitlines()
    assert "    arm hawk3 city" in out.splitlines() and "    done" in out.splitlines()
    assert "soga@city dan@city hawk1@city" in out
    alien = render("ultraseven", view(table(phase="alien", ap=8), ALIEN_SEAT), "en")
    assert "to decide (alien): the alien's action" in alien and "  your moves: " in alien
    assert "soga@city" not in alien
    assert "draw" in line_with(alien, "your moves")


def test_dice_and_the_combat_in_course_and_the_end() -> None:
    rolling = table(phase="recon", t=table().t._replace(step="roll", area="city", reconned=("city",), target=5))
    out = render("ultraseven", view(rolling, TDF_SEAT), "en")
    assert out.splitlines()[-1] == "dice: recon — 2d6 recon roll"
    over = render("ultraseven", view(table(winner=ALIEN_SEAT, phase="over"), TDF_SEAT), "ja")
    assert over.splitlines()[-1] == "星人側の勝ち"
    hidden = render("ultraseven", view(start("1cour", opts=Options(hidden_counts=True)), TDF_SEAT), "en")
    assert "deck hidden" in hidden and "deck hidden" not in render("ultraseven", view(table(), TDF_SEAT), "en")


def test_every_view_of_random_games_draws_and_the_tdf_never_names_a_face_down_card() -> None:
    """Along random games of each scenario (every third decision), both seats' drawings in both languages are
    made without error; the TDF's names no card then face down, and shows each one as "hidden card #k"."""
    import random

    from sevens.core import chance
    from sevens.core.game import CHANCE

    checked = 0
    for seed, scenario in ((1, "1cour"), (2, "2cour"), (3, "full")):
        s = GAME.new(seed, scenario=scenario)
        rng = random.Random(seed)
        k = 0
        while GAME.to_move(s) is not None and s.turn <= 12:
            k += 1
            if k % 3 == 0:
                for lang, marker in (("en", "hidden card #{k}, "), ("ja", "伏せカード #{k}, ")):
                    assert render("ultraseven", view(s, ALIEN_SEAT), lang)
                    out = render("ultraseven", view(s, TDF_SEAT), lang)
                    for p in s.table:
                        if not p.face_up:
                            assert not mentions(out, p.key), (seed, p.key)
                            assert marker.format(k=p.order) in out
                            checked += 1
            p_ = GAME.to_move(s)
            if p_ == CHANCE:
                s = GAME.apply(s, chance.resolve(GAME, s))
            else:
                moves = GAME.legal_moves(s)
                s = GAME.apply(s, moves[rng.randrange(len(moves))])
    assert checked > 50


# --- play -----------------------------------------------------------------------------------------------------

def test_read_moves_expands_a_deployment_and_refuses_a_bad_one_whole() -> None:
    s = table(members=(), weapons=())
    played = read_moves(GAME, s, "soga@city, dan@city hawk1@city", TDF_SEAT)
    assert [GAME.format_move(b, m) for m, b, _ in played] == [
        "deploy soga city", "deploy dan city", "arm hawk1 city", "done"]
    end = played[-1][2]
    assert end.phase != "deploy" and played[1][1] is played[0][2]
    assert end.members == deployed("soga@city", "dan@city") and end.weapons == deployed("hawk1@city")
    with pytest.raises(IllegalMove) as e:
        read_moves(GAME, s, "soga@city kurata@space", TDF_SEAT)
    assert e.value.rule.startswith("R11.6")
    assert [GAME.format_move(b, m) for m, b, _ in read_moves(GAME, s, "deploy soga city", TDF_SEAT)] == [
        "deploy soga city"]  # one move's text is one move
    with pytest.raises(IllegalMove) as e:
        read_moves(GAME, table(phase="alien", ap=8), "soga@city", ALIEN_SEAT)
    assert e.value.rule == "R4.1-phase"
    with pytest.raises(IllegalMove) as e:
        read_moves(GAME, table(phase="alien", ap=8), "drw", ALIEN_SEAT)
    assert e.value.rule == "notation" and "is not a move of this game" in str(e.value)


def _record(path: Path) -> list[str]:
    moves: list[str] = json.loads(path.read_text(encoding="utf-8"))["record"]["moves"]
    return moves


def test_human_tdf_types_a_whole_deployment_and_an_illegal_line_loses_nothing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    feed_input(monkeypatch, ["help", "soga@city kurata@space", f"save {before}", "soga@city dan@city hawk1@city",
                             f"save {after}", "recon city", "done", "quit"])
    argv = ["play", "ultraseven", "--seats", "human,random", "--seed", "3", "--bot-seed", "3", "--scenario", "1cour"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "soga@city dan@city hawk1@city" in out.split("TDF:human [deploy]")[0]  # the help's example
    assert "Captain Kurata only on an E01/E02 turn" in out
    refused_at = out.index("Captain Kurata only")
    assert "TDF:human: Soga to City" not in out[:refused_at]
    kept = _record(before)
    assert not any(m.startswith(("deploy", "arm")) for m in kept[kept.index("end"):])  # nothing of the bad line
    whole = _record(after)
    assert whole[len(kept):] == ["deploy soga city", "deploy dan city", "arm hawk1 city", "done"]
    for said in ("TDF:human: Soga to City", "TDF:human: Dan Moroboshi to City", "TDF:human: Ultra Hawk 1 to City",
                 "TDF:human: deployment done", "TDF:human: recon in City"):
        assert out.count(said) >= 1, said
    assert "you are the TDF" in out and "Traceback" not in out


def test_human_alien_plays_and_sees_its_hand(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["soga@city", "drw", "draw", "end", "quit"])
    argv = ["play", "ultraseven", "--seats", "random,human", "--seed", "4", "--bot-seed", "4", "--scenario", "1cour",
            "--lang", "ja"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "あなたは星人側" in out and "あなたの手札:" in out
    assert "配置はTDF隊員配置の手順で行います" in out  # a deployment typed by the alien: the step's rule
    assert "drw" in out and "はこのゲームの手ではありません" in out
    assert "星人側:human: 星人側が" in out  # the draw, told to the alien whole
    assert "星人側:human: 星人側アクション終了" in out


def test_a_whole_game_as_the_tdf_never_prints_a_face_down_card(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str],
                                                                tmp_path: Path) -> None:
    """The human TDF answers every decision: a one-line deployment at each deployment, else the first move
    listed; after a few turns the game is saved. No card still face down at the end was ever named to the TDF."""
    saved = tmp_path / "game.json"
    state = {"answers": 0, "listed": False, "deployments": 0}

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        seen.append(out)
        state["answers"] += 1
        if state["answers"] > 150:
            return "quit" if state["answers"] > 151 else f"save {saved}"
        if "[deploy]" in prompt and not state["listed"]:
            state["deployments"] += 1
            return "soga@sea dan@mountain furuhashi@mountain amagi@city anne@base pointer@base"
        if not state["listed"]:
            state["listed"] = True
            return "moves"
        state["listed"] = False
        return out.rstrip("\n").splitlines()[-1].split(", ")[0]

    seen: list[str] = []
    monkeypatch.setattr("builtins.input", human)
    argv = ["play", "ultraseven", "--seats", "human,random", "--seed", "11", "--bot-seed", "5", "--scenario", "1cour"]
    assert cli.main(argv) == 0
    text = "".join(seen) + capsys.readouterr().out
    assert "Traceback" not in text and state["deployments"] >= 3
    s = GAME.from_record(json.loads(saved.read_text(encoding="utf-8"))["record"])
    down = [p.key for p in s.table if not p.face_up]
    up = {p.key for p in s.table if p.face_up} | set(s.removed)
    assert down, "the test needs a card still face down"
    for key in down:
        assert key not in up and not mentions(text, key), key
    assert "the alien places card #" in text


# --- arena and bench ------------------------------------------------------------------------------------------

def test_arena_reports_each_side_and_the_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "ultraseven", "--seats", "random,random", "--games", "2", "--seed", "1", "--scenario", "1cour",
            "--time-budget", "none", "--jobs", "1"]
    assert cli.main(argv + ["--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["game"] == "ultraseven" and d["games"] == 2 and d["options"] == {"scenario": "1cour"}
    seats = d["seats"]
    assert sorted(seats) == ["0", "1"] and all(v["games"] == 2 for v in seats.values())
    assert sum(v["wins"] for v in seats.values()) + seats["0"]["shared_first"] == 2
    assert d["levels"]["random"]["seat_games"] == 4
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "ultraseven: 2 games, seats random,random (rotating), scenario=1cour, seed 1" in out
    assert "seat 0 (TDF)" in out and "seat 1 (alien)" in out
    assert re.search(r"seat 0 \(TDF\), any level: won \d of 2", out)


def test_bench_runs_ultraseven_with_a_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "ultraseven", "--seconds", "0.3", "--positions", "2", "--levels", "random",
                     "--scenario", "1cour", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["game"] == "ultraseven" and d["options"] == {"scenario": "1cour"}
    assert d["engine"]["games"] >= 1 and d["engine"]["games_per_second"] > 0 and d["engine"]["players"] == 2
    assert d["bots"]["random"]["positions"] == 2
    assert cli.main(["bench", "ultraseven", "--seconds", "0.2", "--positions", "1", "--levels", "random"]) == 0
    out = capsys.readouterr().out
    assert "ultraseven: scenario=" not in out and "complete random 2-player games/s" in out
