"""SEVEN's bot levels (``BotLevels``): one sample (the real position), alpha-beta with a table, SEVEN's exact
endgame near the end (``proof.Proof``); depth counts placements. How they were set: docs/bot.md."""

from __future__ import annotations

from ...ai.levels import Level

LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 1, 1, 2_000, 0.15, noise=0.3),
    "normal": Level("normal", 1, 4, 10_000, 0.5, exact=5, exact_nodes=30_000, exact_time=1.5),
    "hard": Level("hard", 1, 12, 60_000, 2.0, exact=6, exact_nodes=150_000, exact_time=5.0, narrow=1),
}
