"""The game's ``GameInfo`` apart from its engine: what the hall reads (``sevens.core.registry.info``) without
importing the rules, the bots and the views (docs/browser.md, "The hall without the engines")."""

from __future__ import annotations

from ...core.game import GameInfo
from .card_text import RULES, SUMMARY
from .state import SETUP_TURNS, TURNS

MAX_TURN_DECISIONS = 250
"""Decisions in one game turn at most: ≤ 10 deployments (IP ≤ 10, cost ≥ 1), 3 actions and 3 refills, riding
(≤ 40), battles and sieges (≤ 98), discards (≤ 40), the ``done`` of each phase."""

INFO = GameInfo(
    id="square", name_en="Seven Square", name_ja="セブンスクエア", min_players=2, max_players=2,
    max_moves=SETUP_TURNS + 2 * TURNS * MAX_TURN_DECISIONS, perfect_information=False, chance="implicit",
    multi_decision=True, reactions=False, summary=SUMMARY, rules=RULES,
)
