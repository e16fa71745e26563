"""Legal placements, generated fast (seed ルール a–d; docs/rules/tetrahex.md SEVEN "Level 1", "Level 2 and up", "Highest level").

* Level 1: the four cells are bare table and at least one shares an edge with a tile already there
  (rule a/b). White's first tile goes anywhere: the engine lays it with its smallest cell on the origin
  (the table has no edges, so every other spot is the same position moved).
* Level L ≥ 2: the four cells all have height L − 1 (rule c: nothing floats or overhangs) and are covered
  by at least two different tiles (rule b: 2 枚以上の上に「またがる」).
* Rule d: a tile goes at the highest level where it has any placement; a tile always fits somewhere on
  level 1, so every remaining tile has placements.

Anchors are found with set algebra on shifted copies of the frontier and of each height's cells, so the
work per orientation is a few C-level set operations.
"""

from __future__ import annotations

from typing import Iterator

from .hexgrid import NEIGHBOURS, ORIGIN
from .shapes import ORIENTATIONS, SHAPES, Orientation
from .state import Place, State


def frontier(height: dict[int, int]) -> set[int]:
    """Bare cells that share an edge with a covered cell."""
    out = {c + d for c in height for d in NEIGHBOURS}
    out.difference_update(height)
    return out


class _Shifts:
    """Shifted copies of a cell set, ``{c - d for c in cells}``, made once per delta; for a layer (the cells
    of one height) also each shape's spots on it, which stay true while the layer object is shared: the
    search's children share every layer the new tile leaves as it was (``_child``)."""

    __slots__ = ("cells", "made", "cells_set", "spots", "top", "derive")

    def __init__(self, cells: set[int] | list[int], top: dict[int, int] | None = None,
                 derive: tuple[bool, _Shifts | None, tuple[int, ...]] | None = None) -> None:
        self.cells = cells
        self.cells_set = set(cells)
        self.made: dict[int, set[int]] = {0: self.cells_set}
        self.spots: dict[str, list[tuple[int, ...]]] = {}
        self.top = top
        """The tile on top of each cell (the ``top`` of the position the layer was made for)."""
        self.derive = derive
        """(gained, the parent's layer or None, the new tile's cells): this layer is the parent's with those
        cells added (the new tile lies on this height) or taken away (it lies on them)."""

    def __call__(self, d: int) -> set[int]:
        got = self.made.get(d)
        if got is None:
            got = {c - d for c in self.cells}
            self.made[d] = got
        return got


SMALL = 32
"""Layers with at most this many cells are searched cell by cell rather than with shifted copies."""


def _upper(o: Orientation, layer: _Shifts, top: dict[int, int]) -> list[tuple[int, ...]]:
    d0, d1, d2, d3 = o.deltas
    if len(layer.cells) <= SMALL:
        on = layer.cells_set
        out: list[tuple[int, ...]] = []
        for c in layer.cells:  # c is the spot's cell at d0 (its smallest): each spot is found once
            a = c - d0
            c1, c2, c3 = a + d1, a + d2, a + d3
            if c1 in on and c2 in on and c3 in on:
                t = top[c]
                if top[c1] != t or top[c2] != t or top[c3] != t:
                    out.append((c, c1, c2, c3))
        return out
    anchors = layer(d0) & layer(d1) & layer(d2) & layer(d3)
    out = []
    for a in anchors:
        t = top[a + d0]
        if top[a + d1] != t or top[a + d2] != t or top[a + d3] != t:
            out.append((a + d0, a + d1, a + d2, a + d3))
    return out


def layer_spots(layer: _Shifts, shape: str) -> list[tuple[int, ...]]:
    """Every spot of ``shape`` lying across two tiles or more on ``layer`` (cached in the layer). A layer
    made from its parent's by one tile starts from the parent's spots: the tile's cells taken away remove
    the spots on them; cells added bring the spots across the new tile and the older cells (``across``)."""
    got = layer.spots.get(shape)
    if got is None:
        d = layer.derive
        if d is None:
            assert layer.top is not None
            got = [c for o in ORIENTATIONS[shape] for c in _upper(o, layer, layer.top)]
        else:
            gained, base, cells = d
            before = layer_spots(base, shape) if base is not None else []
            if gained:
                old = base.cells_set if base is not None else set()
                got = before + across(old, shape, cells) if old else before
            else:
                gone = set(cells)
                got = [c for c in before if gone.isdisjoint(c)]
        layer.spots[shape] = got
    return got


_ACROSS: dict[tuple[tuple[int, ...], str], list[tuple[int, list[tuple[tuple[int, ...], tuple[int, ...]]]]]] = {}
"""(a tile's cells relative to its first cell, shape) → the shape's spots that use a cell of the tile and a
cell outside it: (the first outside cell, [(the other outside cells, the spot)]), so that one look at the
first outside cell rules out a whole group (the layers above the table are sparse)."""


def across_table(rel: tuple[int, ...], shape: str) -> list[tuple[int, list[tuple[tuple[int, ...], tuple[int, ...]]]]]:
    """The ``_ACROSS`` entry of a tile's cells relative to its first cell (made on first use)."""
    table = _ACROSS.get((rel, shape))
    if table is None:
        inside = set(rel)
        found = set()
        for o in ORIENTATIONS[shape]:
            for c in rel:
                for dd in o.deltas:
                    spot = tuple(sorted(c - dd + e for e in o.deltas))
                    outs = tuple(x for x in spot if x not in inside)
                    if outs:
                        found.add((outs, spot))
        groups: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
        for outs, spot in sorted(found):
            groups.setdefault(outs[0], []).append((outs[1:], spot))
        table = _ACROSS[(rel, shape)] = sorted(groups.items())
    return table


def across(old: set[int], shape: str, new: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The spots of ``shape`` on a layer made of the cells ``old`` and a new tile's cells ``new``, that use
    at least one cell of each (so they lie across two tiles or more)."""
    c0 = new[0]
    table = across_table(tuple(c - c0 for c in new), shape)
    out = []
    for first, group in table:
        if c0 + first not in old:
            continue
        for rest, spot in group:
            for x in rest:
                if c0 + x not in old:
                    break
            else:
                out.append(tuple(c0 + x for x in spot))
    return out


def upper_fits(o: Orientation, layer: _Shifts, top: dict[int, int]) -> bool:
    """Whether orientation ``o`` has any placement on ``layer`` (the first one found is enough)."""
    d0, d1, d2, d3 = o.deltas
    if len(layer.cells) <= SMALL:
        on = layer.cells_set
        for c in layer.cells:
            a = c - d0
            c1, c2, c3 = a + d1, a + d2, a + d3
            if c1 in on and c2 in on and c3 in on:
                t = top[c]
                if top[c1] != t or top[c2] != t or top[c3] != t:
                    return True
        return False
    made = layer.made
    s1 = made.get(d1) or layer(d1)
    s2 = made.get(d2) or layer(d2)
    s3 = made.get(d3) or layer(d3)
    for a in layer.cells_set & s1 & s2 & s3:
        t = top[a + d0]
        if top[a + d1] != t or top[a + d2] != t or top[a + d3] != t:
            return True
    return False


def _ground(o: Orientation, edge: _Shifts, covered: _Shifts) -> list[tuple[int, ...]]:
    d0, d1, d2, d3 = o.deltas
    anchors = (edge(d0) | edge(d1) | edge(d2) | edge(d3)) - covered(d0) - covered(d1) - covered(d2) - covered(d3)
    return [(a + d0, a + d1, a + d2, a + d3) for a in anchors]


class Generator:
    """Placements of one position, per shape, at the shape's highest level (cached per shape)."""

    def __init__(self, s: State) -> None:
        self.s = s
        h = s.height
        layers: dict[int, list[int]] = {}
        for c, z in h.items():
            layers.setdefault(z, []).append(c)
        self.layers = {z: _Shifts(cells, s.top) for z, cells in layers.items()}
        self.heights = sorted(layers, reverse=True)
        self._edge: _Shifts | None = None
        self._covered: _Shifts | None = None
        self.done: dict[str, tuple[int, list[tuple[int, ...]]]] = {}

    def highest(self, shape: str) -> tuple[int, list[tuple[int, ...]]]:
        """(level, cell tuples) of ``shape`` at the highest level it can reach, cells sorted, list sorted."""
        got = self.done.get(shape)
        if got is not None:
            return got
        s = self.s
        if not s.tiles:
            got = (1, sorted(tuple(sorted(ORIGIN + d for d in o.deltas)) for o in ORIENTATIONS[shape]))
            self.done[shape] = got
            return got
        for z in self.heights:
            found = layer_spots(self.layers[z], shape)
            if found:
                got = (z + 1, sorted(found))
                self.done[shape] = got
                return got
        if self._edge is None:
            self._edge = _Shifts(frontier(s.height))
            self._covered = _Shifts(list(s.height))
        assert self._covered is not None
        found = [c for o in ORIENTATIONS[shape] for c in _ground(o, self._edge, self._covered)]
        found.sort()
        got = (1, found)
        self.done[shape] = got
        return got

    def ground(self, shape: str) -> Iterator[tuple[int, ...]]:
        """Level-1 spots of ``shape`` one orientation at a time, made only as far as they are read (for
        searches that stop at the first spot that will do), whatever level the shape reaches."""
        done = self.done.get(shape)
        if done is not None and done[0] == 1:
            yield from done[1]
            return
        if self._edge is None:
            self._edge = _Shifts(frontier(self.s.height))
            self._covered = _Shifts(list(self.s.height))
        assert self._covered is not None
        for o in ORIENTATIONS[shape]:
            yield from _ground(o, self._edge, self._covered)

    def upper(self, shape: str, level: int) -> Iterator[tuple[int, ...]]:
        """The spots of ``shape`` on ``level`` ≥ 2 (cells sorted; not in the canonical order)."""
        done = self.done.get(shape)
        if done is not None and done[0] == level:
            yield from done[1]
            return
        layer = self.layers.get(level - 1)
        if layer is not None:
            yield from layer_spots(layer, shape)

    def has(self, shape: str, cells: tuple[int, ...]) -> bool:
        """Whether ``cells`` is a legal placement of the mover's ``shape`` (shape assumed not yet used)."""
        sets = self.__dict__.setdefault("_sets", {})
        got = sets.get(shape)
        if got is None:
            got = sets[shape] = set(self.highest(shape)[1])
        return cells in got

    def moves(self, shapes: list[str] | None = None) -> list[Place]:
        """Every legal move of the mover (or of the given shapes), shapes in canonical order, then cells."""
        s = self.s
        p = s.mover
        if p is None:
            return []
        used = s.used(p)
        todo = [x for x in SHAPES if x not in used] if shapes is None else shapes
        return [Place(x, cells) for x in todo for cells in self.highest(x)[1]]


def generator(s: State) -> Generator:
    """The (cached) placement generator of ``s``; a child the search made (``parent`` noted) shares its
    parent generator's unchanged layers, with their shifted copies, rather than making them again."""
    g = s.cache.get("gen")
    if g is None:
        parent = s.cache.get("parent")
        if parent is not None and "gen" in parent[0].cache:
            g = _child(parent[0].cache["gen"], s, parent[1], parent[2])
        else:
            g = Generator(s)
        s.cache["gen"] = g
    return g


def _child(g: Generator, s: State, cells: tuple[int, ...], level: int) -> Generator:
    """The generator of ``s``, which is ``g``'s position with a tile laid on ``cells`` at ``level``: the
    layer it lies on gains the cells, the one below loses them (level 1: the table, which has no layer),
    every other layer is ``g``'s. A tile above the table leaves the bare cells and the frontier as they
    were, so the level-1 shifted sets are kept too."""
    c = Generator.__new__(Generator)
    c.s = s
    layers = dict(g.layers)
    below = layers.get(level - 1)
    if below is not None:
        rest = [x for x in below.cells if x not in cells]
        if rest:
            layers[level - 1] = _Shifts(rest, s.top, (False, below, cells))
        else:
            del layers[level - 1]
    on = layers.get(level)
    layers[level] = _Shifts(list(on.cells) + list(cells) if on is not None else list(cells), s.top,
                            (True, on, cells))
    c.layers = layers
    c.heights = sorted(layers, reverse=True)
    c._edge = c._covered = None
    if level > 1:
        c._edge, c._covered = g._edge, g._covered
    c.done = {}
    return c
