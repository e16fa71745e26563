"""One 7 SHADES OF S:EVEN game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves, undo stepping over the windows a
seat could only let pass: ``history.forced_quiet``); this names the engine and keeps every state of the game
so far (``past``, with ``PastStates``), extended move by move, so the log with its arrivals is not replayed
from the start at every redraw.
"""

from __future__ import annotations

from sevens.core import get

from ..past_states import PastStates
from ..session_base import SessionBase

GAME = get("shades")


class Session(SessionBase):
    GAME = GAME
    PAST = PastStates(GAME)
