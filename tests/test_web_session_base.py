"""The page's shared session for any registered game, without a browser: it follows the pending decision
(reactions inside another seat's turn, several decisions a turn, chance steps played from the seed), the
hot-seat hand-over, undo never past chance, saves (old and new record formats), and the generic table's
drawing. The proof game (tests/proofgame, registered by conftest.py) has all of these."""

from __future__ import annotations

import json
import random
import re

import pytest

from sevens.core import BadOption, BadRecord, chance, get, history
from sevens.core.game import CHANCE
from web import generic_render
from web.i18n import TABLE_STRINGS, lookup
from web.session_base import SessionBase, save_key, session_class
from web.shichinarabe.session import Session as SevensSession
from web.tetrahex.session import Session as TetraSession

GAME = get("dicerace")
Dice = session_class(GAME)


def _drive(s: SessionBase, rng: random.Random, until: int = 10_000) -> list[str]:
    """Play ``s`` to the end (or ``until`` decisions) as the page does: chance steps from the seed, every
    seat (human or bot) by a random legal move; returns the kind of each step ("chance", "bot", "human")."""
    kinds = []
    while s.to_move() is not None and len(kinds) < until:
        if s.chance_to_move():
            assert not s.bot_to_move() and not s.human_to_move()
            expected = chance.resolve(GAME, s.state)
            d, what = s.chance_step()
            assert d.chance and what["en"] and what["ja"]
            assert GAME.to_record(s.state)["moves"][-1] == GAME.format_move(history.states(GAME, s.state)[-2], expected)
            kinds.append("chance")
            continue
        kinds.append("bot" if s.bot_to_move() else "human")
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    return kinds


def test_the_session_follows_every_kind_of_decision() -> None:
    """Over a few games against bots: chance steps, bots' and the human's decisions all come up, and the
    human decides in bots' turns (reactions) too."""
    seen: set[str] = set()
    reacted_in_a_bots_turn = False
    for seed in range(6):
        s = Dice.create(seed, ["human", "normal", "random"], {})
        rng = random.Random(seed)
        while s.to_move() is not None:
            d = s.decision()
            assert d is not None and d.seat == s.to_move()
            if s.human_to_move() and d.turn_seat != 0:
                reacted_in_a_bots_turn = True
            seen.update(_drive(s, rng, until=1))
        assert GAME.outcome(s.state) is not None
    assert seen == {"chance", "bot", "human"} and reacted_in_a_bots_turn


def test_players_come_from_the_seats_and_bad_seats_are_refused() -> None:
    s = Dice.create(1, ["human", "easy"], {})
    assert GAME.players(s.state) == 2
    for seats in (["human"], ["hard", "hard"], ["human", "god"], ["human"] * 5):
        with pytest.raises(BadRecord) as err:
            Dice.create(1, seats, {})
        assert err.value.field == "seats"
        if seats != ["hard", "hard"]:  # (that one is refused for having no human)
            # the message names the number of seats the game takes, not the number given
            assert "must list 2..4 seats" in err.value.text("en") and "2〜4 席" in err.value.text("ja")
            assert f"must list {len(seats)} " not in err.value.text("en")
    with pytest.raises(BadOption) as bad:
        Dice.create(1, ["human", "easy"], {"length": 99})
    assert bad.value.option == "length"


def test_undo_goes_back_to_the_humans_previous_decision_never_past_chance() -> None:
    """Tried wherever the human is to decide (where the page offers undo): back to the human's previous
    decision when there is one since the last chance step, else nothing changes and the refusal names
    the chance step that blocks it, as the viewer may read it (as the CLI does)."""
    undone = refused = 0
    for seed in range(4):
        s = Dice.create(seed, ["human", "normal", "normal"], {})
        rng = random.Random(seed)
        while s.to_move() is not None:
            _drive(s, rng, until=1)
            if not s.human_to_move():
                continue
            trial = Dice.load(s.dump())
            before = trial.state
            expected = history.previous_decision(GAME, before, 0)
            u = trial.undo()
            assert (u.state is not None) == (expected is not None)
            past = history.states(GAME, before)
            if expected is None:
                assert trial.state is before
                refused += 1
                key, what = trial.undo_refusal(u, "en")
                # the last chance step before now blocks it: the die rolled, as the log says it
                k = max(i for i in range(len(past) - 1) if GAME.to_move(past[i]) == CHANCE)
                moves = GAME.to_record(before)["moves"]
                assert u.blocked == "chance" and u.at == k
                assert key == "undo_chance" and what == GAME.describe_move(past[k], GAME.parse_move(past[k], moves[k]))
                assert re.fullmatch(r"P\d rolls \d", what)
                en = lookup(TABLE_STRINGS, key, "en", what=what)
                assert en == f"Cannot undo past a chance step ({what})"
                ja = lookup(TABLE_STRINGS, key, "ja", what=trial.undo_refusal(u, "ja")[1])
                assert "より前には戻せません" in ja and "サイコロ" in ja
                continue
            undone += 1
            assert trial.state == expected and trial.to_move() == 0
            k = max(i for i, x in enumerate(past) if x == expected)
            assert all(GAME.to_move(x) != CHANCE for x in past[k:-1]), "no chance step was taken back"
    assert undone >= 3 and refused >= 3


def test_undo_before_any_decision_says_there_is_nothing_to_undo() -> None:
    s = Dice.create(2, ["normal", "human"], {})
    u = s.undo()
    assert u.state is None and u.blocked is None
    assert s.undo_refusal(u, "en") == ("nothing_to_undo", "")


def test_hot_seat_hands_over_when_the_deciding_human_changes() -> None:
    """Two humans with hidden cards: each change of deciding human (a reaction included) waits for the
    hand-over, and nothing of the new human is shown before it."""
    s = Dice.create(3, ["human", "human"], {"trips": 3})
    rng = random.Random(3)
    handovers = 0
    last = None
    while s.to_move() is not None:
        if s.chance_to_move():
            s.chance_step()
            continue
        p = s.to_move()
        if p != last:  # the first human too takes the device before seeing anything
            assert s.hand_over_due(), "a new human at the device must take it first"
            handovers += 1
            s.revealed = True
        assert not s.hand_over_due()
        assert s.view()["seat"] == p
        last = p
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    assert handovers >= 4
    alone = Dice.create(3, ["human", "normal"], {})
    assert not alone.hand_over_due() and alone.revealed


def test_perfect_information_never_hands_over() -> None:
    s = TetraSession.new(1, ["human", "human"])
    s.play(GAME_TEXT(s))
    assert not s.hand_over_due()


def GAME_TEXT(s: SessionBase) -> str:
    return s.legal_texts()[0][0]


def test_saves_round_trip_and_old_saves_still_load() -> None:
    s = Dice.create(5, ["human", "hard", "easy"], {"board": "ladders", "die": 4})
    _drive(s, random.Random(5), until=30)
    again = Dice.load(s.dump())
    assert again.state == s.state and again.seats == s.seats
    # a save the page wrote before records carried "setup": version 1 envelope, format-1 record
    old = SevensSession.create(4, ["human", "normal", "normal"], {"joker": True})
    _drive_sevens(old)
    d = json.loads(old.dump())
    rec = d["record"]
    d["record"] = {"format": 1, "game": rec["game"], "seed": rec["seed"], "options": rec["setup"],
                   "moves": rec["moves"]}
    loaded = SevensSession.load(json.dumps(d))
    assert loaded.state == old.state
    assert save_key("dicerace") == "sevens.dicerace.save"


def _drive_sevens(s: SessionBase) -> None:
    rng = random.Random(1)
    for _ in range(10):
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))


@pytest.mark.parametrize("change, field", [
    (lambda d: d["record"]["moves"].__setitem__(0, "roll1" if d["record"]["moves"][0] != "roll1" else "roll2"),
     "moves[0]"),
    (lambda d: d.__setitem__("seats", ["human", "normal"]), "seats"),
    (lambda d: d["record"]["setup"].__setitem__("board", [{"square": 99, "shift": 1}]), "setup.board"),
])
def test_a_hostile_save_is_refused_naming_the_field(change: object, field: str) -> None:
    s = Dice.create(6, ["human", "normal", "normal"], {})
    _drive(s, random.Random(6), until=12)
    d = json.loads(s.dump())
    change(d)  # type: ignore[operator]
    with pytest.raises(BadRecord) as err:
        Dice.load(json.dumps(d))
    assert err.value.field.startswith(field)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_generic_drawing_shows_only_the_viewers_side(lang: str) -> None:
    s = Dice.create(8, ["human", "normal", "normal"], {"trips": 3})
    rng = random.Random(8)
    drawn = 0
    while s.to_move() is not None:
        if s.chance_to_move():
            s.chance_step()
            continue
        v = s.view()
        mine = s.human_to_move() and s.to_move() == s.viewer
        choices = [(t, ja if lang == "ja" else en) for t, en, ja in s.legal_texts()] if mine else []
        out = generic_render.table_html(generic_render.Drawing(
            "dicerace", v, s.viewer, ["P1", "P2", "P3"], s.decision(), "status", choices,
            turns=s.turns(lang), outcome=GAME.outcome(s.state)), lang)
        buttons = re.findall(r'data-action="move" data-move="([^"]+)"', out)
        assert buttons == [t for t, _ in choices]
        assert set(buttons) <= set(GAME.view(s.state, s.viewer)["legal"])
        shown = re.search(r'data-field="hand">([^<]*)<', out)
        assert shown is not None and json.loads(shown.group(1)) == GAME.view(s.state, 0)["hand"]
        assert out.count('class="turn"') == min(60, len(s.turns(lang)))
        drawn += 1
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    assert drawn > 10
    final = generic_render.table_html(generic_render.Drawing(
        "dicerace", s.view(), 0, ["P1", "P2", "P3"], None, "over", outcome=GAME.outcome(s.state)), lang)
    assert 'id="result"' in final and "choice" not in final
