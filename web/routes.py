"""Each screen's URL fragment, so the browser's Back and Forward move between screens and a link opens one.

``#/`` the hall; ``#/<game>/setup`` a game's set-up form; ``#/<game>/play`` its table (the game in progress,
else the saved one, else the set-up form); ``#/tetrahex/puzzles`` and ``#/tetrahex/puzzles/<id>`` SEVEN's
puzzles; ``#/<game>/<page>`` a screen of the game's own (``web.pages``: セブンスクエア's ``decks``);
``#/<game>/replay`` and ``#/<game>/replay/<k>`` the replay of its game at move ``k`` (``web.replay``),
with ``?v=<seat>`` (1-based, or ``all``) for whose eyes, and ``?r=<payload>`` for a game shared as a link.
A fragment comes from outside (a link, the address bar): it is read only against the registered games, the
known screens, the games' own pages and the puzzles' ids, and anything else is the hall. The route itself is
at most ``MAX_FRAGMENT`` characters; a link's record has its own cap (``MAX_RECORD``, ``record.loads``' size
limit): a longer one is kept cut one character past the cap, and only ``web.replay.decode`` reads it (and says
why it refuses it: too long, not base64url, cut short). Pure Python, tested in CPython.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from sevens.core.record import MAX_JSON_BYTES

SCREENS = ("setup", "play", "puzzles", "replay")
MAX_FRAGMENT = 200
"""A longer route is no route of this app (it is read as the hall, never parsed further)."""
MAX_RECORD = MAX_JSON_BYTES
"""The longest record a replay link may carry in ``?r=`` (characters), checked before anything reads it."""
MAX_MOVE_DIGITS = 6


@dataclass(frozen=True)
class Route:
    game: str | None = None
    """None: the hall."""
    screen: str = ""
    """One of ``SCREENS``, or a page of the game's own (with a game)."""
    item: str = ""
    """The puzzle's id on ``puzzles`` ("" for the list); the move number on ``replay`` ("" for the last)."""
    view: str = ""
    """On ``replay``: whose eyes, a seat from 1 or ``all`` ("" for the replay's own choice)."""
    record: str = ""
    """On ``replay``: a shared game's payload (base64url, not yet checked beyond its length and alphabet)."""


HALL = Route()


def _query(text: str) -> dict[str, str] | None:
    """The ``v`` and ``r`` of a replay's query, or None if it holds anything else or a key twice."""
    out: dict[str, str] = {}
    for pair in text.split("&"):
        key, eq, value = pair.partition("=")
        if not eq or key not in ("v", "r") or key in out:
            return None
        out[key] = value[:MAX_RECORD + 1]  # a record past its cap is kept cut one past it: web.replay says so
    v = out.get("v", "")
    if v and v != "all" and not (v.isascii() and v.isdigit() and len(v) <= 2 and int(v) >= 1):
        return None
    if out.get("r") == "":
        return None
    return out


def parse(fragment: str, games: tuple[str, ...] | list[str], puzzles: tuple[str, ...] | list[str] = (),
          pages: Mapping[str, Collection[str]] | None = None) -> Route:
    """The route of ``fragment`` (``location.hash``, with or without ``#``); the hall if it names none.
    ``pages[game]``: the names of that game's own screens (``web.tables.pages``)."""
    if not isinstance(fragment, str):
        return HALL
    path, mark, query = fragment.lstrip("#").partition("?")
    if len(path) > MAX_FRAGMENT:
        return HALL
    parts = [p for p in path.split("/") if p]
    if not parts or parts[0] not in games:
        return HALL
    game = parts[0]
    screen = parts[1] if len(parts) > 1 else "play"
    if screen not in SCREENS and screen in (pages or {}).get(game, ()):
        return Route(game, screen) if len(parts) == 2 and not mark else HALL
    if screen not in SCREENS or (screen == "puzzles" and game != "tetrahex"):
        return HALL
    if screen == "replay":
        k = parts[2] if len(parts) > 2 else ""
        if k and not (k.isascii() and k.isdigit() and len(k) <= MAX_MOVE_DIGITS) or len(parts) > 3:
            return HALL
        asked = _query(query) if mark else {}
        if asked is None:
            return HALL
        return Route(game, screen, k, asked.get("v", ""), asked.get("r", ""))
    if mark:
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
    query = "&".join(f"{k}={v}" for k, v in (("v", route.view), ("r", route.record)) if v)
    return f"#/{route.game}/{route.screen}{tail}" + (f"?{query}" if query else "")
