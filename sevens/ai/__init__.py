"""Game-agnostic bots: determinization, search (alpha-beta / max^n), votes, levels, time budget.

    bot = make_bot("hard", seed=1)
    move = bot.choose(game, game.view(state, seat))
"""

from .bot import Bot, Thought, make_bot
from .levels import LEVELS, Level

__all__ = ["Bot", "Thought", "make_bot", "LEVELS", "Level"]
