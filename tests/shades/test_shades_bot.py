"""The 7 SHADES OF S:EVEN bot never cheats (issue 16, item 5): it reads the view only, so a state that differs
from the real one in everything the seat cannot see — the other hands, the face-down cards, the deck's order,
the seed — gets the same move from every level."""

from __future__ import annotations

import random

import pytest

from sevens.ai import make_bot
from sevens.core import get

GAME = get("shades")


def _midgame(seed: int, plies: int, kind: str) -> object:
    """A state of seeded random play, past ``plies`` decisions, where the seat to move chooses ``kind`` among
    several moves."""
    s = GAME.new(seed, players=3)
    rng = random.Random(seed)
    k = 0
    while GAME.to_move(s) is not None:
        d = GAME.decision(s)
        if k >= plies and d.kind == kind and len(GAME.legal_moves(s)) >= 3:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        k += 1
    raise AssertionError("no such position")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("kind", ["move", "hand"])
def test_same_view_and_seed_give_same_move_whatever_is_hidden(level: str, kind: str) -> None:
    s = _midgame(21, 60, kind)
    seat = GAME.to_move(s)
    v = GAME.view(s, seat)
    redealt = [GAME.determinize(v, random.Random(500 + r)) for r in range(4)]
    for t in redealt:
        assert GAME.view(t, seat) == v
    others = {tuple(h for q, h in enumerate(t.hands) if q != seat) for t in [s, *redealt]}
    decks = {t.deck for t in [s, *redealt]}
    down = {tuple(p for p in t.board) for t in [s, *redealt]}
    assert len(others) > 1 and len(decks) > 1 and len(down) > 1, "the redeals must change what is hidden"
    answers = {make_bot(level, seed=5, time_budget=None).choose(GAME, GAME.view(t, seat)) for t in [s, *redealt]}
    assert len(answers) == 1


def test_a_lock_declared_is_worth_more_than_no_lock() -> None:
    """The search often stops right after a declaration, while the lock waits for its window: the evaluation
    counts the declared lock as made (before, the card had left the hand and was not yet locked, so passing
    looked better than locking and the bot never locked)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from shadeshelpers import play, position

    s = position(2, hands={0: ["thunder", "road", "dash"], 1: ["force", "steal", "bridge"]}, phase="lock")
    locked = play(s, "lock thunder")
    assert any(t[0] == "do_lock" for t in locked.tasks), "the lock waits for its window"
    passed = play(s, "pass")
    assert GAME.evaluate(locked, 0) > GAME.evaluate(passed, 0)
    assert GAME.evaluate(locked, 1) < GAME.evaluate(passed, 1)
