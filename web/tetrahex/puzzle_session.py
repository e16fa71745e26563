"""One SEVEN puzzle in the page, without the DOM: the build, taking tiles back, the checker, Level 5's solution,
and the build's save.

Pure Python over ``sevens.games.tetrahex.puzzles`` (the puzzles' rules and checkers live there; this module
only keeps the steps of a build so that tiles can be taken back, and walks through a given solution).

A build is saved under ``save_key(pid)`` as ``{"version": 1, "puzzle": pid, "moves": [[player, text], ...]}``
(``text`` is ``notation.text`` of the tile, first tile first). A save is untrusted input: ``PuzzleSession.load``
checks every field and replays every tile through ``puzzles.place``, and raises ``BadRecord`` naming the
field (an illegal tile: ``moves[i]``, with the broken rule's message and the ``IllegalMove`` as its cause; a
tile text other than the one ``notation.text`` writes, as records require). Its text is measured before it
is parsed (``record.loads``), and what a message echoes of it is cut and escaped (``errors.shown``).
Level 5's shown solution is not part of the save.
"""

from __future__ import annotations

import json
from typing import Any

from sevens.core import record
from sevens.core.errors import BadRecord, IllegalMove, shown, shown_name
from sevens.games.tetrahex import notation, puzzles
from sevens.games.tetrahex.hexgrid import ORIGIN
from sevens.games.tetrahex.shapes import SHAPES
from sevens.games.tetrahex.state import Place, State

from .aim import edge_refusal, reads_back
from .session import probe_for, reach, targets

SAVE_PREFIX = "sevens.tetrahex.puzzle."
SAVE_VERSION = 1
SAVE_FIELDS = frozenset({"version", "puzzle", "moves"})
MAX_SAVED_TILES = 14
"""No puzzle lays more than the 14 tiles of both colours."""


MAX_SOLUTION = 14
"""Level 5's solution places the 14 tiles of both colours."""


def solution_texts(text: Any) -> list[str]:
    """The worker's answer for Level 5 (a JSON list of move texts), read as outside data: size and depth
    first (``record.loads``), then its shape; ``BadRecord`` naming what is wrong. ``load_solution`` then
    replays every placement by the puzzle's rules."""
    got = record.loads(text)
    if (not isinstance(got, list) or len(got) > MAX_SOLUTION
            or not all(isinstance(m, str) and 0 < len(m) <= record.MAX_MOVE_TEXT for m in got)):
        raise BadRecord("solution", f"must be a list of at most {MAX_SOLUTION} move texts",
                        f"{MAX_SOLUTION} 手以内の手の文字列のリストが必要です")
    return got


def save_key(pid: str) -> str:
    """The local-storage key of ``pid``'s build, e.g. ``sevens.tetrahex.puzzle.holes``."""
    return SAVE_PREFIX + pid


class PuzzleSession:
    def __init__(self, pid: str) -> None:
        self.pid = pid
        self.steps: list[State] = [puzzles.new(pid)]
        self.verdict: Any = None
        """The checker's last verdict on the build (None until Check is pressed, cleared by every change)."""
        self.solution: list[Place] | None = None
        self.solution_states: list[State] = []
        self.shown: int | None = None
        """How many placements of the solution are shown (None: the player's own build is shown)."""

    @property
    def free(self) -> bool:
        """Outside Level 5 tiles are laid freely (no turns, no rule d): the keyboard moves the ghost."""
        return self.pid != "level5"

    @property
    def state(self) -> State:
        if self.shown is not None:
            return self.solution_states[self.shown]
        return self.steps[-1]

    def colours(self) -> tuple[int, ...]:
        return puzzles.colours(self.pid)

    def players(self) -> tuple[int, ...]:
        """Who may lay a tile now: the mover in Level 5, every colour of the puzzle otherwise."""
        s = self.state
        if self.pid == "level5":
            return () if s.mover is None else (s.mover,)
        return tuple(p for p in self.colours() if self.left(p))

    def left(self, player: int) -> list[str]:
        used = self.state.used(player)
        return [x for x in SHAPES if x not in used]

    def probe(self, player: int) -> Any:
        """The aiming code's probe: the level the tile would lie at, or the puzzle's ``IllegalMove``."""
        s = self.state
        if self.pid == "level5":
            return probe_for(s)

        def probe(shape: str, cells: tuple[int, ...]) -> int:
            return puzzles.place(self.pid, s, player, Place(shape, cells)).tiles[-1].level
        return probe

    def targets(self, shape: str) -> list[tuple[int, ...]] | None:
        """Level 5 lists the legal spots (the game's rules); the free puzzles list none."""
        if self.free:
            return None
        return targets(self.state, shape)

    def reach(self, shape: str) -> int:
        return reach(self.state, shape)

    def place(self, player: int, shape: str, cells: tuple[int, ...]) -> None:
        """Lay ``player``'s tile (Level 5's first tile moves onto the origin, as in the game). A tile whose move
        text would not read back (``aim.reads_back``: beyond the coordinates ``notation.parse`` accepts) is
        refused with rule ``edge``, so that it is never saved (issue 13, item 8)."""
        s = self.state
        cells = tuple(sorted(cells))
        if self.pid == "level5" and not s.tiles:
            shift = ORIGIN - cells[0]
            cells = tuple(c + shift for c in cells)
        m = Place(shape, cells)
        if not reads_back(m):
            raise edge_refusal()
        self.steps.append(puzzles.place(self.pid, s, player, m))
        self.verdict = None

    def take_back(self) -> bool:
        if len(self.steps) < 2:
            return False
        self.steps.pop()
        self.verdict = None
        return True

    def reset(self) -> None:
        self.steps = self.steps[:1]
        self.verdict = None

    def check(self) -> Any:
        self.verdict = puzzles.check(self.pid, self.state)
        return self.verdict

    # --- the build's save ----------------------------------------------------------------------------
    def dump(self) -> str:
        """The player's own build (never the shown solution) as the save's JSON text."""
        moves = [[t.player, notation.text(Place(t.shape, t.cells))] for t in self.steps[-1].tiles]
        return json.dumps({"version": SAVE_VERSION, "puzzle": self.pid, "moves": moves},
                          ensure_ascii=False, separators=(",", ":"))

    def save_text(self) -> str:
        """``dump``, checked by loading it back: a save is written only if it will be restored as it is
        (``BadRecord`` naming the field otherwise, e.g. a tile past the edge that an older page laid)."""
        text = self.dump()
        if PuzzleSession.load(text, self.pid).steps[-1] != self.steps[-1]:
            raise BadRecord("moves", "would not be restored as built", "保存しても同じ配置に戻りません")
        return text

    @classmethod
    def load(cls, text: Any, pid: str) -> PuzzleSession:
        """``pid``'s build from a save, every tile replayed by the puzzle's rules; ``BadRecord`` names what is
        wrong (a save of another puzzle is refused too)."""
        d = record.loads(text)
        if not isinstance(d, dict):
            raise BadRecord("save", "must be a JSON object", "JSON オブジェクトではありません")
        if type(d.get("version")) is not int or d.get("version") != SAVE_VERSION:
            raise BadRecord("version", f"must be {SAVE_VERSION}", f"{SAVE_VERSION} でなければなりません")
        extra = set(d) - SAVE_FIELDS
        if extra:
            raise BadRecord(min(shown_name(k) for k in extra), "unknown field", "知らない項目です")
        saved = d.get("puzzle")
        if not isinstance(saved, str) or saved not in puzzles.PUZZLES:
            raise BadRecord("puzzle", f"no puzzle {shown(saved)}; the puzzles are {', '.join(puzzles.PUZZLES)}",
                            f"パズル {shown(saved)} はありません（{'、'.join(puzzles.PUZZLES)}）")
        if saved != pid:
            raise BadRecord("puzzle", f"this is a build of {saved!r}, not of {pid!r}",
                            f"これは {saved!r} の保存で、{pid!r} のものではありません")
        moves = d.get("moves")
        if not isinstance(moves, list):
            raise BadRecord("moves", "must be a list of [player, tile] pairs", "[色, タイル] の組のリストが必要です")
        if len(moves) > MAX_SAVED_TILES:
            raise BadRecord("moves", f"lists more than {MAX_SAVED_TILES} tiles", f"{MAX_SAVED_TILES} 枚より多いタイルがあります")
        ps = cls(pid)
        s = ps.steps[0]
        for i, item in enumerate(moves):
            if (not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int
                    or not isinstance(item[1], str) or not 0 < len(item[1]) <= record.MAX_MOVE_TEXT):
                raise BadRecord(f"moves[{i}]", "must be [player (0 or 1), tile text]", "[色 (0 か 1), タイルの文字列] が必要です")
            player, move = item
            try:
                m = notation.parse(move)
                if notation.text(m) != move:
                    raise BadRecord(f"moves[{i}]", f"{shown(move)} is not how a save writes this tile: {shown(notation.text(m))}",
                                    f"{shown(move)} は保存の書き方ではありません。正しくは {shown(notation.text(m))} です")
                s = puzzles.place(pid, s, player, m)
            except IllegalMove as err:
                raise BadRecord(f"moves[{i}]", f"{shown(move)} is not legal ({err.rule}): {err.en}",
                                f"{shown(move)} は置けません（{err.rule}）: {err.ja}") from err
            ps.steps.append(s)
        return ps

    # --- Level 5's solution ------------------------------------------------------------------------
    def load_solution(self, texts: list[str]) -> None:
        """Take the solver's placements (move texts), replayed by the puzzle's rules, and show none yet."""
        s = puzzles.new(self.pid)
        line = [s]
        moves = []
        for text in texts:
            m = notation.parse(text)
            s = puzzles.place(self.pid, s, s.mover if s.mover is not None else 0, m)
            moves.append(m)
            line.append(s)
        self.solution = moves
        self.solution_states = line
        self.shown = 0
        self.verdict = None

    def show(self, k: int) -> None:
        """Show the first ``k`` placements of the solution (clamped to 0..all)."""
        if self.solution is None:
            return
        self.shown = max(0, min(len(self.solution), k))
        self.verdict = None

    def hide_solution(self) -> None:
        self.shown = None
        self.verdict = None
