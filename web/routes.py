"""Each screen's URL fragment, so the browser's Back and Forward move between screens and a link opens one.

``#/`` the hall; ``#/<game>/setup`` a game's set-up form; ``#/<game>/play`` its table (the game in progress,
else the saved one, else the set-up form); ``#/tetrahex/puzzles`` and ``#/tetrahex/puzzles/<id>`` SEVEN's
puzzles. A fragment comes from outside (a link, the address bar): it is read only against the registered
games, the known screens and the puzzles' ids, and anything else is the hall. Pure Python, tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

SCREENS = ("setup", "play", "puzzles")
MAX_FRAGMENT = 200
"""A longer fragment is no route of this app (it is read as the hall, never parsed further)."""


@dataclass(frozen=True)
class Route:
    game: str | None = None
    """None: the hall."""
    screen: str = ""
    """One of ``SCREENS`` (with a game)."""
    item: str = ""
    """The puzzle's id on ``puzzles`` ("" for the list)."""


HALL = Route()


def parse(fragment: str, games: tuple[str, ...] | list[str], puzzles: tuple[str, ...] | list[str] = ()) -> Route:
    """The route of ``fragment`` (``location.hash``, with or without ``#``); the hall if it names none."""
    if not isinstance(fragment, str) or len(fragment) > MAX_FRAGMENT:
        return HALL
    parts = [p for p in fragment.lstrip("#").split("/") if p]
    if not parts or parts[0] not in games:
        return HALL
    game = parts[0]
    screen = parts[1] if len(parts) > 1 else "play"
    if screen not in SCREENS or (screen == "puzzles" and game != "tetrahex"):
        return HALL
    item = parts[2] if screen == "puzzles" and len(parts) > 2 and parts[2] in puzzles else ""
    if len(parts) > (3 if item else 2):
        return HALL
    return Route(game, screen, item)


def fragment(route: Route) -> str:
    """The fragment of ``route`` (``#/`` for the hall)."""
    if route.game is None:
        return "#/"
    tail = f"/{route.item}" if route.item else ""
    return f"#/{route.game}/{route.screen}{tail}"
