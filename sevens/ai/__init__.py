"""Game-agnostic bots: determinization, search (alpha-beta / max^n, chance, depth in turns), votes, levels per
game, time budget; ``alphabeta`` for two-player perfect information (a game may bring its own engine,
``TunedSearch``: SEVEN's is ``sevens.games.tetrahex.proof``). docs/bot.md describes them.

    bot = make_bot("hard", seed=1)
    move = bot.choose(game, game.view(state, seat))
"""

from .bot import Bot, Thought, make_bot
from .levels import LEVELS, Level

__all__ = ["Bot", "Thought", "make_bot", "LEVELS", "Level"]
