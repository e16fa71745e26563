"""One 7 SHADES OF S:EVEN game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, undo, the hot-seat hand-over, saves); this names the engine and
keeps every state of the game so far (``past``), extended move by move, so the log with its arrivals is not
replayed from the start at every redraw.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history

from ..session_base import SessionBase

GAME = get("shades")


class Session(SessionBase):
    GAME = GAME

    def past(self) -> list[Any]:
        """Every state from the start to now (``history.states``), kept between calls: a state reached by
        moves from the last one kept is found by applying only those moves (undo, load: replayed whole)."""
        kept: list[Any] = getattr(self, "_past", [])
        s = self.state
        if kept and kept[-1] is s:
            return kept
        n = len(s.log)
        if kept and len(kept[-1].log) <= n and s.log[:len(kept[-1].log)] == kept[-1].log \
                and kept[-1].seed == s.seed and len(kept) == len(kept[-1].log) + 1:
            cur = kept[-1]
            out = list(kept)
            for _, text in s.log[len(cur.log):]:
                cur = self.GAME.apply(cur, self.GAME.parse_move(cur, text))
                out.append(cur)
            out[-1] = s
        else:
            out = history.states(self.GAME, s)
            out[-1] = s
        self._past = out
        return out
