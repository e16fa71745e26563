"""Aiming a picked tile: the ghost that follows the pointer, snaps to legal spots and says why a spot is refused.

Pure Python (no DOM). What is legal is asked of a *probe*: a function that takes the shape and its four
packed cells and returns the level the tile would lie at, or raises ``IllegalMove`` naming the broken rule
(``rules.check`` for the game, ``puzzles.place`` for the free puzzles). The page never decides legality itself.

The ghost stays where a saved move can be read back (issue 13, item 8: the arrows once walked it past the
coordinates ``notation.parse`` accepts, and such a build was saved, refused on reload, then overwritten). The
bound is the notation module's own: a spot counts only if its move text, written by ``notation.text``, is read
back by ``notation.parse`` as the same cells (``reads_back``); no second limit is kept here. The held cell is
pulled back inside (``Pick.aim``), and a spot outside is refused without asking the rules (``try_spot``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

from sevens.core.errors import IllegalMove
from sevens.games.tetrahex import notation
from sevens.games.tetrahex.hexgrid import axial, cell, normalized
from sevens.games.tetrahex.state import Place

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


def reads_back(m: Place) -> bool:
    """Whether ``m``'s move text (``notation.text``) is read back by ``notation.parse`` as ``m``: what a saved
    build needs of every tile (the notation module alone says how far out a text may name a cell)."""
    try:
        return notation.parse(notation.text(m)) == m
    except IllegalMove:
        return False


def readable(shape: str, cells: tuple[Axial, ...]) -> bool:
    """Whether a tile on these axial cells could be saved and read back: each cell packs to itself (far out
    a packed cell would alias another) and the tile's move text reads back (``reads_back``)."""
    m = Place(shape, packed(cells))
    return sorted(axial(c) for c in m.cells) == sorted(cells) and reads_back(m)


def edge_refusal() -> IllegalMove:
    """Why a spot beyond what a save can read back is refused (rule ``edge``)."""
    return IllegalMove("edge", "the table ends here: a tile farther out could not be saved and read back",
                       "ここがテーブルの端です。これより外のタイルは保存して読み戻せません")


def try_spot(probe: Probe, shape: str, cells: tuple[Axial, ...]) -> Aim:
    """The rules' answer for the tile on exactly these cells; a spot that could not be saved and read back is
    refused (rule ``edge``) without asking the rules."""
    if not readable(shape, cells):
        return Aim(cells, None, edge_refusal())
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
        snaps), else the refused spot with the rule that refuses it. A held cell from which the tile would reach
        past what a save reads back is first pulled back inside (``inside``)."""
        at = self.inside(at)
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

    def inside(self, at: Axial) -> Axial:
        """``at`` if the tile held there by its middle cell could be saved and read back (``readable``), else
        the nearest such cell towards the origin: one to four steps back along q, r or both (the arrows at the
        edge, so the ghost stays put; a turn or a flip there), else, far out, the farthest one on the line
        from the origin (found by halving; the origin itself always fits)."""
        g = grab_index(self.form)

        def fits(p: Axial) -> bool:
            return readable(self.shape, placed(self.form, g, p))

        if fits(at):
            return at
        q, r = at
        sq, sr = (q > 0) - (q < 0), (r > 0) - (r < 0)
        for k in range(1, 5):  # a tile reaches at most three cells from the cell it is held by
            for p in ((q - k * sq, r), (q, r - k * sr), (q - k * sq, r - k * sr)):
                if fits(p):
                    return p
        lo, hi = 0.0, 1.0
        for _ in range(40):
            mid = (lo + hi) / 2
            if fits((round(q * mid), round(r * mid))):
                lo = mid
            else:
                hi = mid
        return round(q * lo), round(r * lo)

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
        free puzzles); the ghost snaps as it does under the pointer, and stops at the edge of what a save can
        read back (``aim`` pulls the step back)."""
        q, r = self.at if self.at is not None else (0, 0)
        self.cursor = -1
        return self.aim(probe, (q + dq, r + dr))

    def again(self, probe: Probe) -> Aim | None:
        """The ghost where it was last aimed (after a turn or a flip), None if it was never aimed."""
        if self.at is None:
            return None
        return self.aim(probe, self.at)
