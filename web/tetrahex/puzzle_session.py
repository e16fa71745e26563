"""One SEVEN puzzle in the page, without the DOM: the build, taking tiles back, the checker, Level 5's solution.

Pure Python over ``sevens.games.tetrahex.puzzles`` (the puzzles' rules and checkers live there; this module
only keeps the steps of a build so that tiles can be taken back, and walks through a given solution).
"""

from __future__ import annotations

from typing import Any

from sevens.games.tetrahex import notation, puzzles
from sevens.games.tetrahex.hexgrid import ORIGIN
from sevens.games.tetrahex.shapes import SHAPES
from sevens.games.tetrahex.state import Place, State

from .session import probe_for, reach, targets


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
        """Lay ``player``'s tile (Level 5's first tile moves onto the origin, as in the game)."""
        s = self.state
        cells = tuple(sorted(cells))
        if self.pid == "level5" and not s.tiles:
            shift = ORIGIN - cells[0]
            cells = tuple(c + shift for c in cells)
        self.steps.append(puzzles.place(self.pid, s, player, Place(shape, cells)))
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
