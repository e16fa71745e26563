"""Keys of positions: a fast exact key for the search, and a canonical key under the table's symmetries.

The table has no edges, so a position moved, turned (6 ways) or mirrored is the same game (docs/rules/tetrahex.md:
tiles are free to turn and flip, the table is unbounded). ``canonical`` is the smallest of the 12 images,
each translated so that its smallest cell is the origin: equal for exactly the positions that are the
same game (same owners, levels and footprints; the shapes follow from the footprints).
"""

from __future__ import annotations

from .hexgrid import axial, transform, transforms
from .state import State

Key = tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]


def exact(s: State) -> frozenset[tuple[int, str, tuple[int, ...]]]:
    """The set of (owner, shape, cells): equal positions reached in any order have equal keys."""
    k = s.cache.get("key")
    if k is None:
        k = frozenset((t.player, t.shape, t.cells) for t in s.tiles)
        s.cache["key"] = k
    return k


def _matrix(turns: int, mirrored: bool) -> tuple[int, int, int, int]:
    """The symmetry as q' = a·q + b·r, r' = c·q + d·r (read off the images of (1, 0) and (0, 1))."""
    a, c = transform(1, 0, turns, mirrored)
    b, d = transform(0, 1, turns, mirrored)
    return a, b, c, d


MATRICES = [_matrix(t, m) for t, m in transforms()]


def canonical(s: State) -> Key:
    """The same key for every image of the position under translation, rotation and reflection."""
    got = s.cache.get("canon")
    if got is not None:
        return got
    if not s.tiles:
        s.cache["canon"] = ()
        return ()
    tiles = [(t.player, t.level, [axial(c) for c in t.cells]) for t in s.tiles]
    best: Key | None = None
    for a, b, c, d in MATRICES:
        moved = [(p, z, [(a * q + b * r, c * q + d * r) for q, r in cells]) for p, z, cells in tiles]
        q0, r0 = min(min(cells) for _, _, cells in moved)
        image = tuple(sorted((p, z, tuple(sorted((q - q0, r - r0) for q, r in cells))) for p, z, cells in moved))
        if best is None or image < best:
            best = image
    assert best is not None
    s.cache["canon"] = best
    return best
