"""One 7 SHADES OF S:EVEN game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves); this names the engine, keeps
every state of the game so far (``past``, with ``PastStates``), extended move by move, so the log with its
arrivals is not replayed from the start at every redraw, and undoes as ``history.undo_point`` does but over
the declines the table played for a human (``logic.decline_only``): those were never the human's choice, so
undo neither stops on them nor counts them as another person's decision in hot seat.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history
from sevens.core.game import CHANCE

from ..past_states import PastStates
from ..session_base import SessionBase
from .logic import decline_only

GAME = get("shades")


class Session(SessionBase):
    GAME = GAME
    PAST = PastStates(GAME)

    def undo_to_turn_of(self, seat: int) -> history.Undo:
        """Back to just before ``seat``'s previous decision that was a choice (not a decline that was its only
        move); never past a chance step, a card brought to light (``Revealing``), or another human's choice."""
        others = [h for h in self.humans() if h != seat]
        past = self.past()
        for k in range(len(past) - 2, -1, -1):
            p = self.GAME.to_move(past[k])
            if p == CHANCE:
                return history.Undo(None, "chance", k)
            if history.barrier(self.GAME, past[k], past[k + 1]):
                return history.Undo(None, "reveal", k)
            if decline_only(self.GAME, past[k], self.seats):
                continue
            if p == seat:
                self.state = past[k]
                return history.Undo(past[k])
            if p in others:
                return history.Undo(None, "other", k)
        return history.Undo(None)
