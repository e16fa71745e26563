"""The log kept between redraws (``web.log_cache``): with ``newest`` it gives the whole log's last turns and describes
no decision older than them (a long game opened again describes what its log shows, not its whole past); a game
played on describes only its new decisions; an undo or another game describes again."""

from __future__ import annotations

import random
from typing import Any

import pytest

from sevens.core import registry
from web.log_cache import Entry, LogCache, group

if "shades" not in registry.ids():
    registry.register("shades", "sevens.games.shades.game")


class Counted:
    """A stand-in for a game's ``entry``: states are (turn, seat, number) triples; each call is counted."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, game: Any, before: Any, after: Any, lang: str, viewer: int) -> Entry:
        self.calls.append(after[2])
        return after[0], after[1], [f"{lang}:{viewer}:{after[2]}"]


def states(turns: list[int], start: int = 0) -> list[tuple[int, int, int]]:
    """A start state, then one state a decision: ``turns[k]`` decisions in turn k (seats 0 and 1 in turn)."""
    out = [(0, 0, start)]
    for k, n in enumerate(turns):
        for _ in range(n):
            out.append((k + 1, k % 2, start + len(out)))
    return out


def whole(past: list[Any], lang: str = "en", viewer: int = 0) -> list[Entry]:
    describe = Counted()
    return group([describe(None, past[i], past[i + 1], lang, viewer) for i in range(len(past) - 1)])


@pytest.mark.parametrize("newest", [1, 2, 3, 7, 50])
def test_the_newest_turns_are_the_whole_log_s_last_and_nothing_older_is_described(newest: int) -> None:
    past = states([3, 1, 4, 1, 5, 9, 2, 6])
    describe = Counted()
    got = LogCache(describe).turns(None, past, "en", 0, newest)
    assert got == whole(past)[-newest:]
    shown = sum(len(lines) for _, _, lines in got)
    assert shown <= len(describe.calls) <= shown + 1  # the one decision before them says where their first began
    assert len(set(describe.calls)) == len(describe.calls)


def test_without_newest_every_decision_is_described() -> None:
    past = states([2, 2, 3])
    describe = Counted()
    assert LogCache(describe).turns(None, past, "en", 0) == whole(past)
    assert sorted(describe.calls) == [s[2] for s in past[1:]]


def test_a_game_played_on_describes_its_new_decisions_only() -> None:
    past = states([3, 1, 4, 1, 5])
    describe = Counted()
    cache = LogCache(describe)
    cache.turns(None, past, "en", 0, 2)
    describe.calls.clear()
    longer = past + [(5, 0, 100), (6, 1, 101), (6, 1, 102)]
    assert cache.turns(None, longer, "en", 0, 2) == whole(longer)[-2:]
    assert describe.calls == [102, 101, 100]  # (100 ends turn 5, which is shown)


def test_an_undo_another_game_or_another_language_describes_again() -> None:
    past = states([3, 1, 4])
    describe = Counted()
    cache = LogCache(describe)
    cache.turns(None, past, "en", 0, 2)
    undone = past[:-2] + [(3, 0, 200)]  # two decisions taken back, another made: a new object from there on
    describe.calls.clear()
    assert cache.turns(None, undone, "en", 0, 2) == whole(undone)[-2:]
    assert describe.calls[0] == 200
    other = states([2, 2], start=500)
    assert cache.turns(None, other, "en", 0, 5) == whole(other)
    describe.calls.clear()
    assert cache.turns(None, other, "ja", 1, 5) == whole(other, "ja", 1)
    assert len(describe.calls) == len(other) - 1


def test_a_7_shades_game_s_newest_turns_read_as_its_whole_log_s() -> None:
    """The real entries (``web.shades.logic.entry``), turns of many decisions and reactions between them."""
    from web.shades import logic

    game = registry.get("shades")
    s = game.new(5, players=2)
    rng = random.Random(5)
    past = [s]
    for _ in range(300):
        moves = game.legal_moves(s)
        if not moves:
            break
        s = game.apply(s, rng.choice(moves))
        past.append(s)
    full = logic.log_turns(game, past, "en", 0)
    assert len(full) > 12
    assert LogCache(logic.entry).turns(game, past, "en", 0, 12) == full[-12:]


def test_newest_below_one_is_refused() -> None:
    with pytest.raises(ValueError):
        LogCache(Counted()).turns(None, states([2]), "en", 0, 0)
