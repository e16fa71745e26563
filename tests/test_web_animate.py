"""Bot moves animated (issue 15, item 1): the arithmetic of ``web.animate`` and the loop's ``motion`` hook of
``web.table_base.GameTable``, without a browser (``pyscript`` replaced by a stand-in, as in
``test_web_table_loop``)."""

from __future__ import annotations

import asyncio
from typing import Any, Iterator

import pytest

from tests import fakepage
from tests.fakepage import APP
from web import animate
from web.animate import Box, duration_ms, keyframes
from web.shichinarabe.session import Session


def test_the_duration_is_a_share_of_the_pace_and_never_long() -> None:
    assert duration_ms(0.0) == 0, "instant: no animation at all"
    assert duration_ms(0.25) == 150
    assert duration_ms(0.7) == 420
    assert duration_ms(1.5) == animate.LONGEST_MS == 600, "a slow pace caps the trip"
    assert duration_ms(0.1) == 0, "a flicker is not played"
    assert duration_ms(1.5, reduced=True) == 0, "prefers-reduced-motion: nothing moves"


def test_keyframes_start_at_the_source_centre_and_end_in_place() -> None:
    seat = Box(left=10, top=400, width=300, height=30)  # centre (160, 415)
    card = Box(left=500, top=100, width=40, height=20)  # centre (520, 110)
    first, last = keyframes(seat, card)
    assert first["transform"].startswith("translate(-360px, 305px)")
    assert last == {"transform": "none", "opacity": "1"}
    assert set(first) == {"transform", "opacity"}, "compositor-only properties"

    half = keyframes(seat, card, unit=(2.0, 0.5))  # an SVG drawn at 2 px per unit across, 0.5 down
    assert half[0]["transform"].startswith("translate(-180px, 610px)")


@pytest.fixture(autouse=True)
def fake_pyscript(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    fakepage.install(monkeypatch)
    yield


class Worker:
    name = "bot"

    async def choose(self, game_id: str, view_json: str, level: str, seed: int) -> str:
        import json

        return str(json.loads(view_json)["legal"][0])


def run_bots(pace: float, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """A table whose ``motion`` names each move, bots first until the human decides: what ``motion`` was
    asked (with what the table showed then) and what ``animate.play`` was given."""
    from web import table_base
    from web.table_base import GameTable, Host

    asked: list[tuple[Any, ...]] = []
    played: list[tuple[Any, ...]] = []
    def play(source: str, target: str, pace: float) -> int:
        played.append((source, target, pace))
        return 1

    monkeypatch.setattr(table_base.animate, "play", play)

    class Table(GameTable):
        SESSION = Session

        def draw_table(self, status: str | None) -> None:
            APP.innerHTML = f"<moves n={len(self.game.to_record(self.session.state)['moves'])}>"

        def motion(self, before: Any, move: str, seat: int) -> tuple[str, str] | None:
            asked.append((before, move, seat, APP.innerHTML))
            return f"#seat-{seat}", f"#card-{move}"

    store: dict[str, str] = {}

    def put(key: str, value: str) -> bool:
        store[key] = value
        return True

    t = Table(Host(lambda: "en", store.get, put, pace, worker=Worker()))
    session = next(s for s in (Session.create(seed, ["human", "normal", "normal", "normal"], {})
                               for seed in range(1, 200)) if s.to_move() == 1)

    async def go() -> None:
        t.start_session(session)
        for _ in range(500):
            await asyncio.sleep(0.01)
            if not t.busy:
                return

    asyncio.run(go())
    assert session.human_to_move()
    return asked, played


def test_each_bot_move_is_animated_after_the_redraw_that_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    asked, played = run_bots(0.01, monkeypatch)
    assert len(asked) == 3, "seats 1, 2 and 3 moved before the human"
    assert [a[2] for a in asked] == [1, 2, 3]
    for before, move, seat, shown in asked:
        n = len(Session.GAME.to_record(before)["moves"])
        assert shown.endswith(f"<moves n={n + 1}>"), "asked after the redraw with the move played"
        assert Session.GAME.to_move(before) == seat
        Session.GAME.parse_move(before, move)  # the text is a legal move there
    assert played == [(f"#seat-{a[2]}", f"#card-{a[1]}", 0.01) for a in asked]


def test_no_animation_at_the_instant_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    asked, played = run_bots(0.0, monkeypatch)
    assert asked == [] and played == []


def test_the_default_motion_is_none() -> None:
    from web.table_base import GameTable

    assert GameTable.motion(None, None, "pass", 1) is None  # type: ignore[arg-type]


def test_a_motion_of_several_pairs_plays_each_in_order() -> None:
    """``GameTable.motion`` may give one pair, several (a joker's two cards from two seats) or None."""
    from web.table_base import motion_pairs

    assert motion_pairs(None) == []
    assert motion_pairs(("#a", "#b")) == [("#a", "#b")]
    assert motion_pairs([("#a", "#b"), ("#c", "#d")]) == [("#a", "#b"), ("#c", "#d")]
