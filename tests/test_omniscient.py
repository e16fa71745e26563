"""The omniscient bot (issue 14, item 4): ``hard`` on the true state, for the arena's ceiling only. It must
see the hidden cards (else it bounds nothing) and must be out of reach of every way a person picks a bot."""

from __future__ import annotations

import pytest

from gamehelpers import shichinarabe_midgame

from sevens.ai import LEVELS, make_bot
from sevens.ai.omniscient import OMNISCIENT, OmniscientBot
from sevens.cli import main as cli
from sevens.cli.arena import play_one
from sevens.core import BadOption, get, savefile
from web.session_base import SEAT_KINDS
from web.setup_form import parse as parse_setup

GAME = get("shichinarabe")


def test_it_searches_the_true_deal_not_a_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """It never guesses the hidden cards (``determinize`` is never called) and every search it makes is of
    the true state; the fair ``hard`` guesses."""
    s = shichinarabe_midgame(5, 12)
    seat = GAME.to_move(s)
    searched: list[object] = []
    from sevens.ai import bot as bot_module

    real = bot_module.Searcher.root_values

    def spy(self: object, state: object, moves: object, depth: int, lead: object = None) -> object:
        searched.append(state)
        return real(self, state, moves, depth, lead)  # type: ignore[arg-type]

    monkeypatch.setattr(bot_module.Searcher, "root_values", spy)
    monkeypatch.setattr(type(GAME), "determinize", lambda *a: (_ for _ in ()).throw(AssertionError("guessed")))
    move = OmniscientBot(1, None).choose_true(GAME, s)
    assert move in GAME.legal_moves(s)
    assert searched and all(x is s for x in searched)
    with pytest.raises(AssertionError, match="guessed"):
        make_bot("hard", 1, None).choose(GAME, GAME.view(s, seat))


def test_it_cannot_be_asked_through_a_view() -> None:
    s = shichinarabe_midgame(5, 12)
    with pytest.raises(RuntimeError, match="choose_true"):
        OmniscientBot(1, None).choose(GAME, GAME.view(s, GAME.to_move(s)))


def test_the_arena_plays_it_and_reports_it_apart() -> None:
    ranks = play_one("shichinarabe", [OMNISCIENT, "normal", "normal"], 0, 7, {"players": 3}, None)
    assert sorted(level for level, _ in ranks) == ["normal", "normal", OMNISCIENT]


def test_no_person_can_pick_it() -> None:
    assert OMNISCIENT not in LEVELS and OMNISCIENT not in SEAT_KINDS and OMNISCIENT not in savefile.SEAT_KINDS
    with pytest.raises(BadOption):
        make_bot(OMNISCIENT)
    with pytest.raises(BadOption):
        cli.parse_seats(f"human,{OMNISCIENT},normal", allow_human=True)
    assert cli.main(["play", "shichinarabe", "--seats", f"human,{OMNISCIENT},normal"]) == 2
    with pytest.raises(BadOption):
        parse_setup(GAME, {"players": "3", "seat1": "human", "seat2": OMNISCIENT, "seat3": "normal"})
