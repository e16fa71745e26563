"""SEVEN's bot levels (``BotLevels``): one sample (the real position), alpha-beta with a table, SEVEN's exact
endgame near the end (``proof.Proof``); depth counts placements. How they were set: docs/bot.md."""

from __future__ import annotations

from dataclasses import dataclass

from ...ai.levels import Level


@dataclass(frozen=True)
class SevenLevel(Level):
    """A level of SEVEN's own engine (``Tetrahex.search``)."""

    narrow: int = 0
    """When the exact endgame runs out of its budget, a selective search (``proof.Proof.narrow``) that keeps
    this many level-1 spots of each kind below the root plays the move instead, in the time reserved for it
    (the level's ``time_budget``); 0: no such search. Never used by the exact endgame itself."""


LEVELS: dict[str, Level] = {
    "random": SevenLevel("random", 0, 0, 0, None),
    "easy": SevenLevel("easy", 1, 1, 2_000, 0.15, noise=0.3),
    "normal": SevenLevel("normal", 1, 4, 10_000, 0.5, exact=5, exact_nodes=30_000, exact_time=1.5),
    "hard": SevenLevel("hard", 1, 12, 60_000, 2.0, exact=6, exact_nodes=150_000, exact_time=5.0, narrow=1),
}
