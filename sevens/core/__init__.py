"""The game contract, registry, seeded randomness, records and errors shared by every game."""

from .errors import BadOption, BadRecord, IllegalMove, SevensError, UnknownGame
from .game import Game, Outcome, View
from .registry import all_games, get, ids

__all__ = [
    "BadOption", "BadRecord", "IllegalMove", "SevensError", "UnknownGame",
    "Game", "Outcome", "View", "all_games", "get", "ids",
]
