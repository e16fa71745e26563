"""Screens' URL fragments (``web.routes``, issue 15 item 8): every screen has one, and a fragment from
outside names only a registered game, a known screen and a real puzzle, else the hall."""

from __future__ import annotations

import pytest

from web.routes import HALL, MAX_FRAGMENT, Route, fragment, parse

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
