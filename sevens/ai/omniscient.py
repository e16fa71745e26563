"""The omniscient bot: ``hard``'s search on the true state, every hidden card seen. For the arena only.

It bounds what the fair bot can reach: the fair ``hard`` searches deals sampled from its view
(``game.determinize``); this one searches the real deal with the same samples, budgets and evaluation, so
the gap between them is what not seeing the cards costs. It cheats by construction, so it is never a level
(``sevens.ai.LEVELS``, ``make_bot``), never a seat kind of the page or of ``sevens play``
(``sevens.core.savefile.SEAT_KINDS``); only ``sevens arena`` builds it, by the seat name ``OMNISCIENT``, and
hands it the state instead of a view (``choose_true``).
"""

from __future__ import annotations

import random
from typing import Any

from .bot import Bot

OMNISCIENT = "omniscient"
"""The arena's seat name for this bot (reported under that name, apart from the fair ``hard``)."""


class OmniscientBot(Bot):
    """``hard`` with the truth as every sample."""

    def __init__(self, seed: int = 0, time_budget: float | None | str = "level") -> None:
        super().__init__("hard", seed, time_budget)
        self._truth: Any = None

    def _sample(self, game: Any, view: dict[str, Any], rng: random.Random) -> Any:
        if self._truth is None:
            raise RuntimeError("the omniscient bot is asked through choose_true only")
        return self._truth

    def choose_true(self, game: Any, state: Any) -> Any:
        """The move of the seat to decide in ``state``, searched on ``state`` itself."""
        seat = game.to_move(state)
        self._truth = state
        try:
            return self.choose(game, game.view(state, seat))
        finally:
            self._truth = None
