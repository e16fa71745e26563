"""One ウルトラセブン game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves, undo: never past a die — a chance
step — nor a card drawn, the engine's ``Revealing``); this names the engine and keeps every state of the game so
far (``past``, with ``PastStates``), extended move by move, so the log is not replayed from the start at every
redraw.
"""

from __future__ import annotations

from sevens.core import get

from ..past_states import PastStates
from ..session_base import SessionBase

GAME = get("ultraseven")


class Session(SessionBase):
    GAME = GAME
    BARE_SEATS = None
    PAST = PastStates(GAME)
