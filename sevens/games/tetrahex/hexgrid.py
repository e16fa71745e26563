"""Hex cells in axial coordinates (q, r), packed into one int for speed.

docs/rules/tetrahex.md: neighbours of (q, r) are (±1, 0), (0, ±1), (+1, −1), (−1, +1). A cell is stored as
``(q + OFF) * W + (r + OFF)`` so that sets and dicts of cells hold small ints and a translation is one
addition. The playing area of a game is at most 14 tiles × 4 cells across, far inside ±OFF.
"""

from __future__ import annotations

from typing import Iterable

W = 1024
OFF = 512
ORIGIN = OFF * W + OFF

NEIGHBOURS: tuple[int, ...] = (W, -W, 1, -1, W - 1, -(W - 1))
"""Cell deltas of the six neighbours: (+1,0) (−1,0) (0,+1) (0,−1) (+1,−1) (−1,+1)."""

AXIAL_NEIGHBOURS: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def cell(q: int, r: int) -> int:
    """The packed cell of axial (q, r)."""
    return (q + OFF) * W + (r + OFF)


def axial(c: int) -> tuple[int, int]:
    """Axial (q, r) of a packed cell."""
    return c // W - OFF, c % W - OFF


def in_range(q: int, r: int) -> bool:
    """Whether (q, r) can be packed (the engine refuses cells outside this window)."""
    return -OFF < q < OFF - 1 and -OFF < r < OFF - 1


def rotate(q: int, r: int) -> tuple[int, int]:
    """Turn (q, r) by 60° about the origin (cube (x, y, z) → (−z, −x, −y))."""
    return -r, q + r


def reflect(q: int, r: int) -> tuple[int, int]:
    """Mirror (q, r) in the line q = r (cube x ↔ z): a tile turned over."""
    return r, q


def transforms() -> list[tuple[int, bool]]:
    """The 12 symmetries of the hex grid about a cell: (turns of 60°, mirrored first)."""
    return [(k, m) for m in (False, True) for k in range(6)]


def transform(q: int, r: int, turns: int, mirrored: bool) -> tuple[int, int]:
    if mirrored:
        q, r = reflect(q, r)
    for _ in range(turns):
        q, r = rotate(q, r)
    return q, r


def normalized(cells: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The cells translated so that the smallest (q, r) is (0, 0), sorted: a shape up to translation."""
    pts = sorted(cells)
    q0, r0 = pts[0]
    return tuple((q - q0, r - r0) for q, r in pts)


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))
