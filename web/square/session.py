"""One セブンスクエア game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves, undo: never past a card drawn,
the engine's ``Revealing``); this names the engine and keeps every state of the game so far (``past``),
extended move by move, so the log, the marks of the latest moves and the fights are not replayed from the
start at every redraw. A state is its seed, options and moves (the engine is deterministic), so a list kept
for one session serves another of the same game (the replay's sessions, a reload, an undo).
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history

from ..session_base import SessionBase

GAME = get("square")

_known: list[list[Any]] = []
"""The longest lists of states made lately (two at most), shared by every session: the page's game and its
replay (a replay session is made for each position drawn)."""


def _prefix(s: Any, states: list[Any]) -> list[Any]:
    """The states of ``states`` that ``s``'s game went through (same seed, options and first moves)."""
    if not states or states[0].seed != s.seed or states[0].opts != s.opts:
        return []
    k = min(len(s.log), len(states) - 1)
    while k > 0 and states[k].log != s.log[:k]:
        k -= 1
    return states[:k + 1] if states[0].log == () else []


class Session(SessionBase):
    GAME = GAME

    def past(self) -> list[Any]:
        """Every state from the start to now (``history.states``), from the longest list kept whose moves
        begin this game's, then applying only the moves beyond."""
        s = self.state
        kept: list[Any] = getattr(self, "_past", [])
        if kept and kept[-1] is s:
            return kept
        base: list[Any] = []
        for states in (kept, *_known):
            got = _prefix(s, states)
            if len(got) > len(base):
                base = got
        if base:
            out = list(base)
            cur = out[-1]
            for text in s.log[len(cur.log):]:
                cur = self.GAME.apply(cur, self.GAME.parse_move(cur, text))
                out.append(cur)
        else:
            out = history.states(self.GAME, s)
        out[-1] = s
        self._past = out
        for states in _known:
            if len(states) >= len(out) and states[len(out) - 1].log == s.log and states[0].seed == s.seed:
                break
        else:
            _known.insert(0, out)
            del _known[2:]
        return out

    def undo_to_turn_of(self, seat: int) -> history.Undo:
        """``SessionBase``'s undo over the states kept (``past``): back to just before ``seat``'s previous
        decision, never past a card drawn or a deck shuffled (the engine's ``Revealing``) nor another human's
        decision."""
        others = [h for h in self.humans() if h != seat]
        u = history.undo_point(self.GAME, self.state, seat, past=self.past(), others=others)
        if u.state is not None:
            self.state = u.state
        return u
