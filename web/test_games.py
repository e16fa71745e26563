"""Games registered for the tests only: a site built with ``scripts/build_site.py --with-test-games`` carries
``test_games.json`` (``{game id: module}``) beside its modules, and the page and the bot's worker register
those games at start-up. The production build has no such file, so nothing is registered there."""

from __future__ import annotations

import json
from pathlib import Path

from sevens.core import registry

LIST = "test_games.json"


def register_from(folder: str) -> list[str]:
    """Register the games listed in ``folder``/test_games.json, if the file is there; their ids."""
    path = Path(folder) / LIST
    if not path.is_file():
        return []
    listed = json.loads(path.read_text(encoding="utf-8"))
    for game_id, module in listed.items():
        registry.register(str(game_id), str(module))
    return list(listed)
