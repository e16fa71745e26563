"""Every state of a game so far, kept between redraws and between sessions (pure Python, tested in CPython).

A table that draws its log, the marks of the latest moves or the fights from the states of the game
(``history.states``) would replay the game from its start at every redraw. A state is its seed, its set-up and
its moves (every engine is deterministic), so a list of states made once serves every later state whose moves
begin with it: the next move of the same game, an undo, a reload, the replay stepping back and forth. This
keeps the lists made lately and extends the longest that fits by the moves beyond it. A game's session opts in
with ``SessionBase.PAST``.
"""

from __future__ import annotations

import json
from typing import Any

from sevens.core import history

_Key = tuple[Any, str]
"""A game without its moves: its seed and its set-up (JSON text)."""


class PastStates:
    """The lists of states of one engine made lately (``keep`` of them, the latest first)."""

    def __init__(self, game: Any, keep: int = 2) -> None:
        self.game = game
        self.keep = keep
        self.known: list[list[Any]] = []

    def _record(self, s: Any) -> tuple[_Key, list[str]]:
        rec = self.game.to_record(s)
        setup = rec["setup"] if "setup" in rec else rec["options"]
        return (rec["seed"], json.dumps(setup, sort_keys=True)), list(rec["moves"])

    def _shared(self, states: list[Any], key: _Key, moves: list[str]) -> list[Any]:
        """The states of ``states`` (a list from a game's start) that the game of ``key`` and ``moves`` went
        through: none if it is another game."""
        if not states:
            return []
        first_key, first_moves = self._record(states[0])
        if first_key != key or first_moves:
            return []
        k = min(len(moves), len(states) - 1)
        while k > 0 and self._record(states[k])[1] != moves[:k]:
            k -= 1  # the moves part after some point (an undo then another move): the shared part is shorter
        return states[:k + 1]

    def of(self, s: Any, kept: list[Any] | None = None) -> list[Any]:
        """Every state from the start to ``s`` (``s`` itself last): from the longest list among ``kept`` (the
        caller's own) and those known whose moves begin ``s``'s, then applying only the moves beyond; a game
        never seen is replayed whole."""
        if kept and kept[-1] is s:
            return kept
        key, moves = self._record(s)
        base: list[Any] = []
        for states in (kept or [], *self.known):
            got = self._shared(states, key, moves)
            if len(got) > len(base):
                base = got
        if base:
            out = list(base)
            cur = out[-1]
            for text in moves[len(out) - 1:]:
                cur = self.game.apply(cur, self.game.parse_move(cur, text))
                out.append(cur)
        else:
            out = history.states(self.game, s)
        out[-1] = s
        self._remember(out, key, moves)
        return out

    def _remember(self, states: list[Any], key: _Key, moves: list[str]) -> None:
        """Keep ``states`` unless a list known already holds it."""
        for known in self.known:
            if len(known) >= len(states) and self._shared(known[:len(states)], key, moves) == known[:len(states)]:
                return
        self.known.insert(0, states)
        del self.known[self.keep:]
