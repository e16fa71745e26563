"""The registry of games by id.

Games are imported on first use so that a page which opens one game does not pay for the others, and the
hall, which shows every game's name and summary, imports none of them: ``info`` reads a game's ``GameInfo``
from the ``info`` module beside its game module where there is one. A game is added by one line here (its id
and the module that defines ``GAME``), or at run time by ``register`` (tests register a small proof game that
the page and the CLI never see).
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGame, shown
from .game import Game, GameInfo

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


def _check(game_id: str) -> None:
    """``UnknownGame``, naming the ids that exist, unless ``game_id`` is registered."""
    if not isinstance(game_id, str) or game_id not in _CATALOGUE:
        known = ", ".join(_CATALOGUE)
        raise UnknownGame(
            f"unknown game {shown(game_id)}; the games are: {known}",
            f"ゲーム {shown(game_id)} はありません。遊べるゲーム: {known}",
        )


def info(game_id: str) -> GameInfo:
    """The ``GameInfo`` of ``game_id`` — ``INFO`` of the module ``info`` beside its game module (the same object
    the game carries), imported without the game's engine; the game's own where there is no such module."""
    _check(game_id)
    if game_id in _loaded:
        return _loaded[game_id].info
    package = _CATALOGUE[game_id].rpartition(".")[0]
    if not package:  # a top-level module: no package of its own to hold an ``info`` module
        return get(game_id).info
    name = package + ".info"
    try:
        found = getattr(importlib.import_module(name), "INFO", None)
    except ModuleNotFoundError as err:
        if err.name != name:  # the module exists and lacks one of its own imports: its bug, said as it is
            raise
        found = None
    if isinstance(found, GameInfo) and found.id == game_id:
        return found
    return get(game_id).info


def get(game_id: str) -> Game[Any, Any]:
    """The game object for ``game_id``; ``UnknownGame`` names the ids that exist."""
    _check(game_id)
    if game_id not in _loaded:
        module = importlib.import_module(_CATALOGUE[game_id])
        game: Game[Any, Any] = module.GAME
        if game.id != game_id or game.info.id != game_id:
            raise UnknownGame(f"module {_CATALOGUE[game_id]} defines {game.id!r}, not {game_id!r}")
        _loaded[game_id] = game
    return _loaded[game_id]


def all_games() -> list[Game[Any, Any]]:
    return [get(i) for i in ids()]
