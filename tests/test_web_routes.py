"""Screens' URL fragments (``web.routes``, issue 15 item 8): every screen has one, and a fragment from
outside names only a registered game, a known screen and a real puzzle, else the hall."""

from __future__ import annotations

import pytest

from web.routes import HALL, MAX_FRAGMENT, MAX_RECORD, Route, fragment, parse

GAMES = ("shichinarabe", "tetrahex")
PUZZLES = ("level5", "holes")


@pytest.mark.parametrize("route", [HALL, Route("shichinarabe", "setup"), Route("shichinarabe", "play"),
                                   Route("tetrahex", "puzzles"), Route("tetrahex", "puzzles", "holes")])
def test_every_screen_round_trips(route: Route) -> None:
    assert parse(fragment(route), GAMES, PUZZLES) == route


@pytest.mark.parametrize("text, expected", [
    ("", HALL), ("#", HALL), ("#/", HALL), ("#/shichinarabe", Route("shichinarabe", "play")),
    ("#/shichinarabe/play/", Route("shichinarabe", "play")),
    ("#/nosuch/play", HALL), ("#/shichinarabe/nosuch", HALL), ("#/shichinarabe/puzzles", HALL),
    ("#/tetrahex/puzzles/nosuch", HALL), ("#/tetrahex/play/extra", HALL),
    ("#/<script>alert(1)</script>", HALL), ("#/" + "a/" * 5000, HALL),
])
def test_a_fragment_from_outside_names_only_what_exists(text: str, expected: Route) -> None:
    assert parse(text, GAMES, PUZZLES) == expected


def test_a_long_fragment_is_the_hall_unread() -> None:
    assert parse("#/shichinarabe/play" + " " * MAX_FRAGMENT, GAMES, PUZZLES) == HALL


@pytest.mark.parametrize("route", [Route("shichinarabe", "replay"), Route("shichinarabe", "replay", "12"),
                                   Route("tetrahex", "replay", "0", "all"), Route("shichinarabe", "replay", "3", "2"),
                                   Route("shichinarabe", "replay", "40", "", "eJyrVkrLz1eyUkpKLFKqBQAeAwTO")])
def test_a_replay_round_trips_with_its_move_eyes_and_record(route: Route) -> None:
    assert parse(fragment(route), GAMES, PUZZLES) == route


@pytest.mark.parametrize("text", [
    "#/shichinarabe/replay/x", "#/shichinarabe/replay/1234567", "#/shichinarabe/replay/1/2",
    "#/shichinarabe/replay?x=1", "#/shichinarabe/replay?v=0", "#/shichinarabe/replay?v=me",
    "#/shichinarabe/replay?r=", "#/shichinarabe/replay?r=a&r=b", "#/shichinarabe/replay?r",
    "#/shichinarabe/play?r=abc", "#/tetrahex/puzzles?v=1",
])
def test_a_replay_fragment_names_only_what_a_replay_takes(text: str) -> None:
    assert parse(text, GAMES, PUZZLES) == HALL


def test_a_links_record_has_its_own_cap_and_one_too_long_is_kept_cut_for_its_refusal() -> None:
    """The route's 200 characters do not bound the record: a record up to ``MAX_RECORD`` is kept whole; a
    longer one is kept one character past the cap (``web.replay.decode`` then says it is too long)."""
    whole = "A" * (MAX_FRAGMENT * 10)
    assert parse(f"#/shichinarabe/replay/3?r={whole}", GAMES).record == whole
    over = parse("#/shichinarabe/replay?r=" + "A" * (MAX_RECORD + 50), GAMES)
    assert over.screen == "replay" and len(over.record) == MAX_RECORD + 1
    assert parse("#/shichinarabe/replay" + "/" * MAX_FRAGMENT + "?r=AAAA", GAMES) == HALL
