"""The table registry: which table the page opens for each registered game, found by convention.

A game is found in ``sevens.core.registry``; its table is the class ``TABLE`` of the module
``web/<game id>/table.py`` when that module exists, else the generic table (``web.generic_table``), drawn
from the game's view, its pending decision and its legal moves. Its hall card is ``HALL`` of the package
``web/<game id>/__init__.py`` when there is one, else made from its ``GameInfo``. So adding a game touches
no file of the shell: register the engine, and add a web package only for a table of its own.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any

from sevens.core import registry

from .i18n import LANGS, in_lang

_modules: dict[str, ModuleType | None] = {}


def _optional(name: str) -> ModuleType | None:
    """The module ``name``, or None when it (or its package) does not exist; any other import error is
    the module's own bug and is raised."""
    if name not in _modules:
        try:
            _modules[name] = importlib.import_module(name)
        except ModuleNotFoundError as err:
            missing = err.name or ""
            if not (name == missing or name.startswith(missing + ".")):
                raise
            _modules[name] = None
    return _modules[name]


def table_class(game_id: str) -> Any:
    """The table class of ``game_id``: its own (``web.<id>.table.TABLE``) or the generic one for its engine."""
    own = _optional(f"web.{game_id}.table")
    if own is not None:
        return own.TABLE
    from .generic_table import generic_table_class

    return generic_table_class(registry.get(game_id))


def hall_card(game_id: str) -> dict[str, Any]:
    """How the hall shows a registered game: name, subtitle and description by language, extra buttons.

    Without ``HALL`` of its own, the description is ``GameInfo.summary`` in each language (so a new game
    needs no web package for its texts); only when the game gave none, the first line of its package's
    docstring."""
    pkg = _optional(f"web.{game_id}")
    own = getattr(pkg, "HALL", None) if pkg is not None else None
    game = registry.get(game_id)
    info = game.info
    card: dict[str, Any] = {"id": game_id, "players": (info.min_players, info.max_players), "actions": ()}
    if isinstance(own, dict):
        card.update(own)
        return card
    desc = {lang: in_lang(info.summary, lang) for lang in LANGS}
    if not all(desc.values()):
        doc = first_line(package_doc(game))
        desc = {lang: desc[lang] or doc for lang in LANGS}
    card.update({"name": info.name_en, "sub": {"en": info.name_ja, "ja": info.name_ja}, "desc": desc})
    return card


def package_doc(game: Any) -> str:
    """The docstring of the package that holds ``game``'s class (of its module when it is no package)."""
    module = type(game).__module__
    package = sys.modules.get(module.rpartition(".")[0]) or sys.modules.get(module)
    return ((package.__doc__ if package is not None else "") or "").strip()


def first_line(doc: str) -> str:
    return doc.split("\n")[0].replace("``", "")


def playable() -> list[str]:
    """The ids of every registered game, in the registry's order."""
    return registry.ids()
