"""The game's ``GameInfo`` apart from its engine: what the hall reads (``sevens.core.registry.info``) without
importing the rules, the bots and the views (docs/browser.md, "The hall without the engines")."""

from __future__ import annotations

from ...core.game import GameInfo

INFO = GameInfo(
    id="shichinarabe", name_en="Sevens", name_ja="七並べ", min_players=3, max_players=8,
    # every turn lays a card (at most 53 per round) or is a pass (at most 8 × 4 per round)
    max_moves=10 * (53 + 8 * 4),
    perfect_information=False, chance="implicit",
)
"""Hidden hands; chance only in the deals (each round's from the seed, inside the move that ends a round)."""
