"""One 七並べ game in the page, without the DOM: seats, moves, undo, saves (pure Python, tested in CPython).

Everything is ``web.session_base``'s (the hot-seat hand-over, undo to the viewing human's previous turn,
saves and their validation); this names the engine. A bare game record gets a human in the first seat and
bots in the others.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get

from ..session_base import SessionBase

GAME = get("shichinarabe")


class Session(SessionBase):
    GAME = GAME

    @classmethod
    def new(cls, seed: int, seats: list[str], options: dict[str, Any]) -> "Session":
        return cls.create(seed, seats, options)
