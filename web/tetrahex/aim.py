"""Aiming a picked tile: the ghost that follows the pointer, snaps to legal spots and says why a spot is refused.

Pure Python (no DOM). What is legal is asked of a *probe*: a function that takes the shape and its four
packed cells and returns the level the tile would lie at, or raises ``IllegalMove`` naming the broken rule
(``rules.check`` for the game, ``puzzles.place`` for the free puzzles). The page never decides legality itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

from sevens.core.errors import IllegalMove
from sevens.games.tetrahex.hexgrid import axial, cell, normalized

from .geometry import Axial, Form, base_form, flip, grab_index, placed, turn, turn_back

Probe = Callable[[str, tuple[int, ...]], int]


class Aim(NamedTuple):
    """Where the ghost is drawn and what the rules say about it."""

    cells: tuple[Axial, ...]
    level: int | None
    """The level the tile would lie at (None when refused)."""
    error: IllegalMove | None
    """Why this spot is refused (None when legal)."""

    @property
    def ok(self) -> bool:
        return self.error is None


def packed(cells: tuple[Axial, ...]) -> tuple[int, ...]:
    return tuple(sorted(cell(q, r) for q, r in cells))


def try_spot(probe: Probe, shape: str, cells: tuple[Axial, ...]) -> Aim:
    """The rules' answer for the tile on exactly these cells."""
    try:
        level = probe(shape, packed(cells))
    except IllegalMove as err:
        return Aim(cells, None, err)
    return Aim(cells, level, None)


@dataclass
class Pick:
    """The tile in hand: whose, which shape, how it is turned, and (for the keyboard) which target is chosen."""

    player: int
    shape: str
    form: Form = ()
    cursor: int = -1
    """Index into the list of legal targets chosen with the keyboard (−1: none yet)."""
    at: Axial | None = None
    """The cell the ghost is held at (pointer or keyboard), None before any aim."""

    def __post_init__(self) -> None:
        if not self.form:
            self.form = base_form(self.shape)

    def turn(self, back: bool = False) -> None:
        self.form = turn_back(self.form) if back else turn(self.form)
        self.cursor = -1

    def flip(self) -> None:
        self.form = flip(self.form)
        self.cursor = -1

    def aim(self, probe: Probe, at: Axial) -> Aim:
        """The ghost for the pointer on ``at``: the form held by its middle cell there if that is legal,
        else the same form shifted so another of its cells is under the pointer if that is legal (the ghost
        snaps), else the refused spot with the rule that refuses it."""
        self.at = at
        g = grab_index(self.form)
        first = try_spot(probe, self.shape, placed(self.form, g, at))
        if first.ok:
            return first
        order = sorted((i for i in range(len(self.form)) if i != g),
                       key=lambda i: (abs(self.form[i][0] - self.form[g][0]) + abs(self.form[i][1] - self.form[g][1]), i))
        for i in order:
            other = try_spot(probe, self.shape, placed(self.form, i, at))
            if other.ok:
                return other
        return first

    def step(self, targets: list[tuple[int, ...]], delta: int, probe: Probe) -> Aim | None:
        """Move the keyboard choice ``delta`` places along the list of legal targets (wrapping round);
        the form turns to match the chosen target. None if there is no target."""
        if not targets:
            return None
        if self.cursor < 0:
            self.cursor = 0 if delta > 0 else len(targets) - 1
        else:
            self.cursor = (self.cursor + delta) % len(targets)
        cells = tuple(axial(c) for c in targets[self.cursor])
        self.form = normalized(cells)
        g = grab_index(self.form)
        origin = self.form[g]
        base = min(cells)
        self.at = (base[0] + origin[0], base[1] + origin[1])
        return try_spot(probe, self.shape, tuple(sorted(cells)))

    def nudge(self, probe: Probe, dq: int, dr: int) -> Aim:
        """Move the held cell one step, as the pointer would (keyboard play where spots are not listed: the
        free puzzles); the ghost snaps as it does under the pointer."""
        q, r = self.at if self.at is not None else (0, 0)
        self.cursor = -1
        return self.aim(probe, (q + dq, r + dr))

    def again(self, probe: Probe) -> Aim | None:
        """The ghost where it was last aimed (after a turn or a flip), None if it was never aimed."""
        if self.at is None:
            return None
        return self.aim(probe, self.at)
