"""One 7 SHADES OF S:EVEN game in the page, without the DOM (pure Python, tested in CPython).

Everything is ``web.session_base``'s (seats, the hot-seat hand-over, saves); this names the engine, keeps
every state of the game so far (``past``), extended move by move, so the log with its arrivals is not
replayed from the start at every redraw, and undoes as ``history.undo_point`` does but over the declines the
table played for a human (``logic.decline_only``): those were never the human's choice, so undo neither stops
on them nor counts them as another person's decision in hot seat.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get, history
from sevens.core.game import CHANCE

from ..session_base import SessionBase
from .logic import decline_only

GAME = get("shades")


_known: list[list[Any]] = []
"""The longest lists of states made lately (two at most), shared by every session: the page's game and its
replay (a replay session is made for each position drawn)."""


def _longest_prefix(s: Any, lists: list[list[Any]]) -> list[Any]:
    """The longest run of states, from the start, whose last state's moves begin ``s``'s (same seed and
    options): the part of a kept list that ``s``'s game went through."""
    best: list[Any] = []
    n = len(s.log)
    for states in lists:
        if not states or states[0].seed != s.seed or states[0].opts != s.opts:
            continue
        k = min(n, len(states) - 1)
        while k >= len(best) and states[k].log != s.log[:k]:
            k -= 1  # moves differ after some point: the shared part is shorter (rare: an undo then a new move)
        if k + 1 > len(best):
            best = states[:k + 1]
    return best


def _remember(states: list[Any]) -> None:
    """Keep ``states`` among the known lists unless a kept one already holds it."""
    for kept in _known:
        if len(kept) >= len(states) and kept[len(states) - 1].log == states[-1].log \
                and kept[0].seed == states[0].seed:
            return
    _known.insert(0, states)
    del _known[2:]


class Session(SessionBase):
    GAME = GAME

    def past(self) -> list[Any]:
        """Every state from the start to now (``history.states``), kept between calls and between sessions
        (``_known``): a state whose moves begin another list kept takes that list's states (an undo, a
        replay stepping back and forth, a reload of the same game), a state further on is reached by applying
        only the moves beyond; only a game never seen is replayed whole. A state is its seed, its options and
        its moves (the engine is deterministic), so equal moves give the same states."""
        s = self.state
        kept: list[Any] = getattr(self, "_past", [])
        if kept and kept[-1] is s:
            return kept
        base = _longest_prefix(s, [kept, *_known])
        if base:
            out = list(base)
            cur = out[-1]
            for _, text in s.log[len(cur.log):]:
                cur = self.GAME.apply(cur, self.GAME.parse_move(cur, text))
                out.append(cur)
        else:
            out = history.states(self.GAME, s)
        out[-1] = s
        self._past = out
        _remember(out)
        return out

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
