"""The game's ``GameInfo`` apart from its engine: what the hall reads (``sevens.core.registry.info``) without
importing the rules, the bots and the views (docs/browser.md, "The hall without the engines")."""

from __future__ import annotations

from ...core.game import GameInfo
from .card_text import RULES, SUMMARY
from .state import HARD_ROUNDS, MAX_USES

MAX_TURN_DECISIONS = 40 * (MAX_USES + 4)

INFO = GameInfo(
    id="shades", name_en="7 SHADES OF S:EVEN", name_ja="セブン（7 SHADES OF S:EVEN）", min_players=2,
    max_players=4, max_moves=HARD_ROUNDS * 4 * MAX_TURN_DECISIONS, perfect_information=False,
    chance="implicit", multi_decision=True, reactions=True, summary=SUMMARY, rules=RULES,
)
