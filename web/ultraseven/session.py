"""One ウルトラセブン game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves, undo: never past a die — a chance
step — nor a card drawn, the engine's ``Revealing``); this names the engine and keeps every state of the game so
far (``past``), extended move by move, so the log is not replayed from the start at every redraw.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history

from ..session_base import SessionBase

GAME = get("ultraseven")


class Session(SessionBase):
    GAME = GAME
    BARE_SEATS = None

    def past(self) -> list[Any]:
        """Every state from the start to now (``history.states``): the list kept from the last call, extended by
        the moves made since (an undo or a load that left it replays the game once)."""
        s = self.state
        kept: list[Any] = getattr(self, "_past", [])
        if kept and kept[-1] is s:
            return kept
        n = len(s.log)
        k = min(n, len(kept) - 1)
        while k >= 0 and (kept[k].log != s.log[:k] or kept[k].seed != s.seed or kept[k].scenario != s.scenario
                          or kept[k].opts != s.opts):
            k -= 1
        if k >= 0 and kept[0].log == ():
            out = kept[:k + 1]
            cur = out[-1]
            for text in s.log[k:]:
                cur = self.GAME.apply(cur, self.GAME.parse_move(cur, text))
                out.append(cur)
        else:
            out = history.states(self.GAME, s)
        out[-1] = s
        self._past = out
        return out
