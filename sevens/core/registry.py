"""The registry of games by id.

Games are imported on first use so that a page which opens one game does not pay for the others.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGame

# id -> (module that defines GAME, English name, Japanese name, playable now)
_CATALOGUE: dict[str, str] = {
    "shichinarabe": "sevens.games.shichinarabe.game",
    "tetrahex": "sevens.games.tetrahex.game",
}

_loaded: dict[str, Any] = {}


def ids() -> list[str]:
    """The ids of every registered game, in catalogue order."""
    return list(_CATALOGUE)


def get(game_id: str) -> Any:
    """The game object for ``game_id``; ``UnknownGame`` names the ids that exist."""
    if game_id not in _CATALOGUE:
        known = ", ".join(_CATALOGUE)
        raise UnknownGame(
            f"unknown game {game_id!r}; the games are: {known}",
            f"ゲーム {game_id!r} はありません。遊べるゲーム: {known}",
        )
    if game_id not in _loaded:
        module = importlib.import_module(_CATALOGUE[game_id])
        _loaded[game_id] = module.GAME
    return _loaded[game_id]


def all_games() -> list[Any]:
    return [get(i) for i in ids()]
