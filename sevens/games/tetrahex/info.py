"""The game's ``GameInfo`` apart from its engine: what the hall reads (``sevens.core.registry.info``) without
importing the rules, the bots and the views (docs/browser.md, "The hall without the engines")."""

from __future__ import annotations

from ...core.game import GameInfo
from .state import TOTAL_TILES

INFO = GameInfo(
    id="tetrahex", name_en="SEVEN", name_ja="SEVEN（セブン）", min_players=2, max_players=2,
    max_moves=TOTAL_TILES, perfect_information=True, chance="none",
    # the arena starts each pair of games from a random first White and Black tile (no dealing here)
    random_opening=2,
)
"""Nothing is hidden and nothing is random: the bot searches the real position."""
