"""The page's shared session for any registered game, without a browser: it follows the pending decision
(reactions inside another seat's turn, several decisions a turn, chance steps played from the seed), the
hot-seat hand-over, undo never past chance, saves (old and new record formats), and the generic table's
drawing. The proof game (tests/proofgame, registered by conftest.py) has all of these."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from typing import Any

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


def test_the_eyes_follow_the_deciding_human_before_a_move_is_told() -> None:
    """A move is told (``GameTable.announce``) with the knowledge of the human who holds the device next: right
    after one human's move the eyes are already the next deciding human's, never the previous one's."""
    s = SevensSession.create(5, ["human", "human", "normal"], {})
    first = s.to_move()
    assert first is not None and first != CHANCE and s.seats[first] == "human"
    assert s.eyes() == first
    while s.seats[s.to_move()] == "human" and s.to_move() == first:  # play until the other human decides
        s.play(s.legal_texts()[0][0])
        while s.bot_to_move():
            s.play(s.legal_texts()[0][0])
    nxt = s.to_move()
    assert nxt is not None and nxt != first and s.seats[nxt] == "human"
    assert s.viewer == first  # nothing has followed yet
    assert s.eyes() == nxt and s.viewer == nxt


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


NAMES = ["P1", "P2", "P3"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_generic_drawing_offers_the_viewers_moves_only_when_the_viewer_decides(lang: str) -> None:
    """``generic_render.drawing``, as the table calls it: the choices are the viewer's legal moves labelled
    as the game describes them when the viewer decides and the table is idle; nothing while a bot or
    chance decides or a loop runs; the status says who decides."""
    s = Dice.create(8, ["human", "normal", "normal"], {"trips": 3})
    rng = random.Random(8)
    offered = withheld = reactions = 0
    while s.to_move() is not None:
        d = generic_render.drawing(s, lang, NAMES, idle=True)
        assert generic_render.drawing(s, lang, NAMES, idle=False).choices == []
        p = s.to_move()
        if p == CHANCE:
            assert d.choices == [] and d.status == lookup(TABLE_STRINGS, "chance_due", lang)
            s.chance_step()
            continue
        dec = GAME.decision(s.state)
        assert dec is not None and d.decision == dec and d.viewer == 0
        if p == 0:
            assert d.choices, "the human decides: their moves are offered"
            assert [t for t, _ in d.choices] == GAME.view(s.state, 0)["legal"]
            assert [label for _, label in d.choices] == [GAME.describe_move(s.state, m, lang)
                                                         for m in GAME.legal_moves(s.state)]
            key = "your_reaction" if dec.reaction else "your_turn"
            reactions += dec.reaction
            assert d.status == lookup(TABLE_STRINGS, key, lang, name="P1", turn=NAMES[dec.turn_seat])
            offered += 1
        else:
            assert d.choices == [] and d.status == lookup(TABLE_STRINGS, "thinking", lang, name=NAMES[p])
            withheld += 1
        out = generic_render.table_html(d, lang)
        assert re.findall(r'data-action="move" data-move="([^"]+)"', out) == [t for t, _ in d.choices]
        assert out.count('class="turn"') == min(60, len(s.turns(lang)))
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    assert offered > 5 and withheld > 5 and reactions >= 1
    final = generic_render.drawing(s, lang, NAMES, idle=True)
    assert final.choices == [] and final.status == lookup(TABLE_STRINGS, "game_over", lang)
    out = generic_render.table_html(final, lang)
    assert 'id="result"' in out and "choice" not in out


def _redeal(state: Any, rng: random.Random) -> Any | None:
    """``state`` with the cards of seats 1 and 2 dealt again between them (same counts, other cards), or
    None when no other deal exists."""
    pool = [c for q in (1, 2) for c in state.hands[q]]
    for _ in range(50):
        rng.shuffle(pool)
        n = len(state.hands[1])
        hands = (state.hands[0], tuple(sorted(pool[:n])), tuple(sorted(pool[n:])))
        if hands != state.hands:
            return dataclasses.replace(state, hands=hands)
    return None


def test_the_generic_drawing_for_seat_0_shows_nothing_of_the_others_hidden_cards() -> None:
    """A 3-player game drawn for seat 0 is the same whatever cards seats 1 and 2 hold (their counts
    alike); drawn for seat 1, the same change shows (so the comparison can see a leak)."""
    compared = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = Dice.create(seed, ["human", "normal", "normal"], {"trips": 3})
        _drive(s, rng, until=rng.randrange(1, 40))
        if s.to_move() is None:
            continue
        other = _redeal(s.state, rng)
        if other is None:
            continue
        assert other.hands[1:] != s.state.hands[1:] and other.hands[0] == s.state.hands[0]

        def html(state: Any, seats: list[str]) -> str:
            t = Dice(seats, state)
            return generic_render.table_html(generic_render.drawing(t, "en", NAMES, idle=True, chance="🎲"), "en")

        mine = html(s.state, ["human", "normal", "normal"])
        assert mine == html(other, ["human", "normal", "normal"]), "seat 0 sees nothing of the others' cards"
        shown = re.search(r'data-field="hand">([^<]*)<', mine)
        assert shown is not None and json.loads(shown.group(1)) == list(s.state.hands[0])
        counts = re.search(r'data-field="hand_counts">([^<]*)<', mine)
        assert counts is not None and json.loads(counts.group(1)) == [len(h) for h in s.state.hands]
        assert html(s.state, ["normal", "human", "normal"]) != html(other, ["normal", "human", "normal"])
        compared += 1
    assert compared >= 3


def test_the_log_shows_a_move_as_the_viewer_may_read_it() -> None:
    """A step the viewer may not see whole has no text ("" in ``data-move``): the log shows its
    description only, never an empty move."""
    d = GAME.decision(Dice.create(1, ["human", "normal"], {}).state)
    assert d is not None
    turn = history.Turn(1, 0, (history.Step(d, "", "P1 draws a card"), history.Step(d, "roll4", "P1 rolls 4")))
    out = generic_render.log_html([turn], ["P1", "P2"], "en")
    steps = re.findall(r'<li class="step [a-z]+" data-seat="-?\d+" data-move="([^"]*)">([^<]*)</li>', out)
    assert steps == [("", "🎲 P1 draws a card"), ("roll4", "🎲 P1 rolls 4")]


def _seat1_then_seat0(seed: int) -> tuple[SessionBase, object] | None:
    """A 七並べ game (human, human, bot) right after seat 1 decided and the bot answered, seat 0 to decide;
    with the state before seat 1's decision. None if this deal does not come to that."""
    s = SevensSession.create(seed, ["human", "human", "normal"], {})
    rng = random.Random(seed)
    while s.to_move() is not None:
        if s.to_move() == 1 and len(s.GAME.to_record(s.state)["moves"]) > 3:
            before = s.state
            s.play(s.legal_texts()[0][0])
            while s.bot_to_move():
                s.play(s.legal_texts()[0][0])
            return (s, before) if s.to_move() == 0 else None
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    return None


def test_hot_seat_undo_takes_back_only_the_current_humans_own_move() -> None:
    """Two humans and a bot: a human's Undo takes back their own last decision (and the bot's answers after
    it), never another human's, and not once another human has decided since (issue 15, item 10)."""
    found = next(got for got in map(_seat1_then_seat0, range(40)) if got is not None)
    s, before = found
    u = s.undo()  # seat 0 holds the device now: seat 1 decided since seat 0's last decision
    assert u.state is None and u.blocked == "other" and s.undo_refusal(u, "en")[0] == "undo_other"
    back = s.undo_to_turn_of(1)  # seat 1 (before handing over) takes back their own move and the bot's
    assert back.state == before and s.state == before and s.to_move() == 1


def test_undo_is_offered_only_with_a_move_of_this_round_to_take_back() -> None:
    """A QA pass pressed Undo on its first turn of a match's second round and read "Cannot undo past a new deal
    (it came with pass)": a new round's deal is never taken back, so Undo is disabled (``undoable``) until the
    person has moved in that round, as before their first move of the game; a chance step does not disable it
    (Undo then says which roll stops it)."""
    s = SevensSession.create(3, ["human", "random", "random"], {"rounds": 3})
    rng = random.Random(3)
    assert not s.undoable(), "no move of mine yet"
    rounds_seen, checked = {0}, 0
    while s.to_move() is not None:
        st = s.state
        if s.human_to_move():
            trial = SevensSession.load(s.dump())
            u = trial.undo()
            assert s.undoable() == (u.state is not None), st.round_no
            if st.round_no not in rounds_seen:  # the first human turn of a new round
                assert not s.undoable() and u.blocked == "reveal"
                rounds_seen.add(st.round_no)
                checked += 1
        s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    assert checked == 2 and not s.undoable(), "two new rounds met; a finished match is not undone"
    dice = Dice.create(0, ["human", "normal", "normal"], {})
    drng = random.Random(0)
    chance_only = 0
    while dice.to_move() is not None:
        _drive(dice, drng, until=1)
        if dice.human_to_move() and dice.has_own_move():
            assert dice.undoable(), "a roll in between leaves Undo to say why it stops"
            chance_only += 1
    assert chance_only > 3


def test_a_card_drawn_in_a_game_without_rounds_leaves_undo_to_say_why_it_stops() -> None:
    """Seven Square draws a card at each turn's start (a random reveal): Undo stays enabled there, and pressing it
    says which draw stops it, as after a roll ("Cannot undo past a card drawn (…)"); only 七並べ's new deal, which
    leaves nothing of the round to take back, disables it (above)."""
    from web.square.session import Session as SquareSession
    from web.square.text import S as SQUARE_STRINGS

    s = SquareSession.create(4, ["human", "random"], {})
    rng = random.Random(4)
    met = 0
    while s.to_move() is not None and met < 3:
        if s.human_to_move() and s.has_own_move():
            trial = SquareSession.load(s.dump())
            u = trial.undo()
            if u.state is None and u.blocked == "reveal":
                assert s.undoable(), "a card drawn greys Undo without a word"
                key, what = trial.undo_refusal(u, "en")
                said = lookup(SQUARE_STRINGS, key, "en").format(what=what)
                assert said.startswith("Cannot undo past a card drawn") and what, said
                met += 1
        if s.to_move() == CHANCE:
            s.chance_step()
        else:
            s.play(rng.choice([t for t, _, _ in s.legal_texts()]))
    assert met == 3
