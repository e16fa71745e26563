"""One セブンスクエア game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves, undo: never past a card drawn,
the engine's ``Revealing``); this names the engine and keeps every state of the game so far (``past``, with
``PastStates``), extended move by move, so the log, the marks of the latest moves and the fights are not
replayed from the start at every redraw; a list kept for one session serves another of the same game (the
replay's sessions, a reload, an undo).
"""

from __future__ import annotations

from sevens.core import get

from ..past_states import PastStates
from ..session_base import SessionBase

GAME = get("square")


class Session(SessionBase):
    GAME = GAME
    PAST = PastStates(GAME)
