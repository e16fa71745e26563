"""The registry of games by id.

Games are imported on first use so that a page which opens one game does not pay for the others. A game
is added by one line here (its id and the module that defines ``GAME``), or at run time by ``register``
(tests register a small proof game that the page and the CLI never see).
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGame, shown
from .game import Game

_CATALOGUE: dict[str, str] = {
    "shichinarabe": "sevens.games.shichinarabe.game",
    "tetrahex": "sevens.games.tetrahex.game",
    "shades": "sevens.games.shades.game",
    "square": "sevens.games.square.game",
    "ultraseven": "sevens.games.ultraseven.game",
}

_loaded: dict[str, Game[Any, Any]] = {}


def register(game_id: str, module: str) -> None:
    """Add a game whose module defines ``GAME`` (with ``GAME.id == game_id``)."""
    _CATALOGUE[game_id] = module
    _loaded.pop(game_id, None)


def unregister(game_id: str) -> None:
    _CATALOGUE.pop(game_id, None)
    _loaded.pop(game_id, None)


def ids() -> list[str]:
    """The ids of every registered game, in catalogue order."""
    return list(_CATALOGUE)


def get(game_id: str) -> Game[Any, Any]:
    """The game object for ``game_id``; ``UnknownGame`` names the ids that exist."""
    if not isinstance(game_id, str) or game_id not in _CATALOGUE:
        known = ", ".join(_CATALOGUE)
        raise UnknownGame(
            f"unknown game {shown(game_id)}; the games are: {known}",
            f"ゲーム {shown(game_id)} はありません。遊べるゲーム: {known}",
        )
    if game_id not in _loaded:
        module = importlib.import_module(_CATALOGUE[game_id])
        game: Game[Any, Any] = module.GAME
        if game.id != game_id or game.info.id != game_id:
            raise UnknownGame(f"module {_CATALOGUE[game_id]} defines {game.id!r}, not {game_id!r}")
        _loaded[game_id] = game
    return _loaded[game_id]


def all_games() -> list[Game[Any, Any]]:
    return [get(i) for i in ids()]
