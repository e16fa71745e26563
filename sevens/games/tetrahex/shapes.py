"""The seven tetrahexes and their 44 fixed orientations (seed fig1; docs/rules/tetrahex.md, "Tiles").

Each player owns one tile of every shape and may use it turned to any of six directions and either side up
(the seed: いくつかのタイルは非対照形ですので、裏表で異なる置き方ができます). Letters: I bar, O bee (the seed's
'o'), Y propeller (the seed's 'Y'), U arch, P pistol, J worm, S wave.
"""

from __future__ import annotations

from typing import NamedTuple

from .hexgrid import W, normalized, transform, transforms

BASE: dict[str, tuple[tuple[int, int], ...]] = {
    "I": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "O": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "Y": ((0, 0), (1, 0), (-1, 1), (0, -1)),
    "U": ((0, 0), (1, 0), (1, 1), (0, 2)),
    "P": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "J": ((0, 0), (1, 0), (2, 0), (2, 1)),
    "S": ((0, 0), (1, 0), (1, 1), (2, 1)),
}
SHAPES: tuple[str, ...] = tuple(BASE)
"""The shapes in their canonical order (moves are listed in this order)."""

NAMES_EN = {"I": "bar", "O": "bee", "Y": "propeller", "U": "arch", "P": "pistol", "J": "worm", "S": "wave"}
NAMES_JA = {"I": "棒", "O": "菱（o）", "Y": "プロペラ（Y）", "U": "アーチ", "P": "ピストル", "J": "ミミズ", "S": "波"}


class Orientation(NamedTuple):
    """One fixed orientation: axial cells relative to its smallest cell, and the same as packed deltas."""

    shape: str
    index: int  # type: ignore[assignment]  # a field named like tuple.index, as NamedTuple allows
    """Its number among the shape's orientations (0-based, canonical order)."""
    cells: tuple[tuple[int, int], ...]
    deltas: tuple[int, ...]


def _orientations(shape: str) -> list[Orientation]:
    found: list[tuple[tuple[int, int], ...]] = []
    for turns, mirrored in transforms():
        form = normalized(transform(q, r, turns, mirrored) for q, r in BASE[shape])
        if form not in found:
            found.append(form)
    found.sort()
    return [Orientation(shape, i, f, tuple(q * W + r for q, r in f)) for i, f in enumerate(found)]


ORIENTATIONS: dict[str, tuple[Orientation, ...]] = {s: tuple(_orientations(s)) for s in SHAPES}
ALL_ORIENTATIONS: tuple[Orientation, ...] = tuple(o for s in SHAPES for o in ORIENTATIONS[s])
FORMS: dict[tuple[tuple[int, int], ...], str] = {o.cells: o.shape for o in ALL_ORIENTATIONS}
"""Every orientation's normalized cells → its shape (to recognize a tile from its cells)."""


def shape_of(cells: tuple[tuple[int, int], ...]) -> str | None:
    """Which shape these four axial cells form, in any position, or None."""
    if len(cells) != 4 or len(set(cells)) != 4:
        return None
    return FORMS.get(normalized(cells))
