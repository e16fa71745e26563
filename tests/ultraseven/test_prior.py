"""The bot's policy prior (``Level.prior``, ``PolicyMove``): the search leaves the policy only where its values
say clearly better; the policy move reads only what the seat to move may know."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sevens.ai import levels as ai_levels
from sevens.ai.bot import make_bot
from sevens.core.capabilities import PolicyMove, offers
from sevens.core.game import CHANCE
from sevens.games.ultraseven import policy
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT, State

from .test_bot import at_deploy


def decisions(seed: int, seat: int, count: int) -> list[State]:
    """``count`` decisions of ``seat`` with two moves or more along the policy's 2クール game of ``seed``."""
    s = GAME.new(seed, scenario="2cour")
    out: list[State] = []
    while not s.over and len(out) < count:
        if GAME.to_move(s) == seat and len(GAME.legal_moves(s)) > 1:
            out.append(s)
        s = policy.step(s)
    return out


def test_the_game_offers_the_policy_move_and_its_levels_use_it() -> None:
    assert offers(GAME, PolicyMove)
    for name in ("easy", "normal", "hard"):
        assert GAME.bot_levels()[name].prior > 0


@pytest.mark.parametrize("seat", [TDF_SEAT, ALIEN_SEAT])
def test_the_policy_move_is_the_same_in_every_sample_of_a_view(seat: int) -> None:
    """E 14: the TDF's policy reads no face-down card's identity or area, the alien's neither the deck's order:
    every determinization of a seat's view gives the policy the same move (so the prior leaks nothing)."""
    checked = 0
    for seed in (1, 2):
        for s in decisions(seed, seat, 40):
            v = GAME.view(s, seat)
            first = GAME.policy_move(s)
            for k in range(3):
                t = GAME.determinize(v, random.Random(k))
                assert GAME.to_move(t) == seat
                assert GAME.policy_move(t) == first, (seed, s.turn, s.phase)
            checked += 1
    assert checked >= 60


def _with_prior(monkeypatch: pytest.MonkeyPatch, prior: float) -> str:
    """A level "normal" with ``prior`` in the game's table (the default table keeps its name)."""
    table = dict(GAME.bot_levels())
    table["normal"] = dataclasses.replace(table["normal"], prior=prior)
    monkeypatch.setattr(type(GAME), "bot_levels", lambda self: table)
    assert ai_levels.for_game(GAME, "normal").prior == prior
    return "normal"


def test_a_prior_above_any_value_plays_the_policy_and_none_leaves_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Values are in [0, 1]: with a prior of 2 the bot's choice is the policy's at every decision; with none the
    search leaves the policy somewhere (so the prior is what keeps it)."""
    states = decisions(3, TDF_SEAT, 12) + decisions(3, ALIEN_SEAT, 12)
    name = _with_prior(monkeypatch, 2.0)
    for s in states:
        assert make_bot(name, 5, None).choose(GAME, GAME.view(s, GAME.to_move(s))) == GAME.policy_move(s)
    name = _with_prior(monkeypatch, 0.0)
    left = sum(make_bot(name, 5, None).choose(GAME, GAME.view(s, GAME.to_move(s))) != GAME.policy_move(s)
               for s in states)
    assert left > 0


def test_the_policy_move_at_a_deployment_is_legal() -> None:
    s = at_deploy(4, 3)
    assert GAME.to_move(s) not in (None, CHANCE)
    assert GAME.policy_move(s) in GAME.legal_moves(s)
