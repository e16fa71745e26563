"""The table registry: which table the page opens for each registered game, found by convention.

A game is found in ``sevens.core.registry``; its table is the class ``TABLE`` of the module
``web/<game id>/table.py`` when that module exists, else the generic table (``web.generic_table``), drawn
from the game's view, its pending decision and its legal moves. Its hall card is ``HALL`` of the package
``web/<game id>/__init__.py`` when there is one (the fields it leaves out made from its ``GameInfo``), else
made from its ``GameInfo``. The package may also offer screens of its own (``PAGES``, ``web.pages``) and more
choices for its set-up form's structured options (``setup_choices``: the player's saved decks). So adding a
game touches no file of the shell: register the engine, and add a web package only for what it adds.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any, Callable

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

    Without ``HALL`` of its own (or for the fields its ``HALL`` leaves out: a game may give only its
    ``actions``), the name is ``GameInfo.name_en``, the subtitle ``name_ja`` and the description
    ``GameInfo.summary`` in each language (so a new game needs no web package for its texts); only when the
    game gave no summary, the first line of its package's docstring."""
    pkg = _optional(f"web.{game_id}")
    own = getattr(pkg, "HALL", None) if pkg is not None else None
    info = registry.info(game_id)  # not the engine: the hall imports no game (docs/browser.md)
    card: dict[str, Any] = {"id": game_id, "players": (info.min_players, info.max_players), "actions": ()}
    if not (isinstance(own, dict) and {"name", "sub", "desc"} <= set(own)):
        desc = {lang: in_lang(info.summary, lang) for lang in LANGS}
        if not all(desc.values()):
            doc = first_line(package_doc(registry.get(game_id)))
            desc = {lang: desc[lang] or doc for lang in LANGS}
        card.update({"name": info.name_en, "sub": {"en": info.name_ja, "ja": info.name_ja}, "desc": desc})
    if isinstance(own, dict):
        card.update(own)
    return card


def pages(game_id: str) -> dict[str, Any]:
    """The screens of ``game_id``'s own besides its table (``PAGES`` of its web package: name -> ``make(host)``
    giving a ``web.pages.Page``); none without."""
    pkg = _optional(f"web.{game_id}")
    own = getattr(pkg, "PAGES", None) if pkg is not None else None
    return dict(own) if isinstance(own, dict) else {}


def setup_choices(game_id: str, get: Callable[[str], str | None], lang: str) -> dict[str, Any]:
    """More choices for ``game_id``'s structured options in its set-up form, beside their presets (the
    player's saved decks): its web package's ``setup_choices(get, lang)`` (``get`` reads the browser's
    storage) giving ``{option: web.setup_form.More}``; none without."""
    pkg = _optional(f"web.{game_id}")
    make = getattr(pkg, "setup_choices", None) if pkg is not None else None
    return dict(make(get, lang)) if callable(make) else {}


def move_words(game_id: str) -> Callable[[Any, Any, str], str] | None:
    """How the page words a move of ``game_id`` where its words differ from the engine's (SEVEN: no cells, which
    its board does not draw): its web package's ``move_words(state_before, move, lang)``; None without."""
    pkg = _optional(f"web.{game_id}")
    words = getattr(pkg, "move_words", None) if pkg is not None else None
    return words if callable(words) else None


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
