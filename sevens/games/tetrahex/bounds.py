"""Bounds on the result of a SEVEN position, read off the levels alone (for the exact proof).

Seed 終局: the comparison runs from the top level down, so a tile's level is all that matters. Rule c/b:
a tile lies at level L + 1 only on cells of height L covered by two tiles or more, so some two tiles must
show cells on level L side by side when it is laid. A tile reaches now the level rule d gives it; later it
can go higher only across a tile still to come. That caps the level of every placement left; the player to
move's next tile goes exactly where rule d sends it.
"""

from __future__ import annotations

from typing import Any

from .evaluate import _fits_with, _ones_beside, low_tiles, material, reaches, weight
from .state import TOTAL_TILES, Place, State

Reaches = dict[str, int]


def caps(s: State) -> list[int]:
    """An upper bound on the level of each placement still to come, in order (the first is the mover's)."""
    p = s.mover
    if p is None:
        return []
    return _caps(p, (list(reaches(s, 0).values()), list(reaches(s, 1).values())), _showing(s),
                 TOTAL_TILES - len(s.tiles))


def bounds(s: State) -> tuple[float, float]:
    """The lowest final result the player to move can ensure and the highest they can hope for, as 1, ½
    or 0 (see ``_bounds``)."""
    p = s.mover
    assert p is not None
    white, black, _ = material(s)
    return _bounds(p, (reaches(s, 0), reaches(s, 1)), _showing(s), (white, black), TOTAL_TILES - len(s.tiles),
                   s.variant == "bottom")


def bounds_after(s: State, m: Place) -> tuple[float, float] | None:
    """``bounds`` of the position after the mover lays ``m`` on the table, for the player to move there,
    worked out without making the position: the new tile shows on level 1 and covers nothing, and it sends
    a remaining tile from level 1 to 2 exactly when it gives it a level-2 spot across it (``_fits_with``,
    asked once per shape). None when ``m`` lies higher up."""
    p = s.mover
    assert p is not None
    cells = m.cells
    if cells[0] in s.height or len(s.tiles) + 1 >= TOTAL_TILES:
        return None
    low: tuple[dict[str, tuple[str, ...]], dict[Any, tuple[float, float]]] | None = s.cache.get("low1")
    if low is None:  # for each shape the mover may lay, the shapes of the other tiles left on level 1
        low = s.cache["low1"] = ({x: tuple(dict.fromkeys(y for q, y in low_tiles(s) if not (q == p and y == x)))
                                  for x in reaches(s, p)}, {})
    shapes, memo = low
    rest = shapes[m.shape]
    near = _ones_beside(s, cells)
    key = (m.shape, tuple(_fits_with(near, x, cells) for x in rest) if near else None)
    got = memo.get(key)
    if got is None:
        lifts = {x for x, f in zip(rest, key[1] or ()) if f}
        got = memo[key] = _bounds_after(s, m.shape, lifts)
    return got


def _bounds_after(s: State, shape: str, lifts: set[str]) -> tuple[float, float]:
    """``bounds_after`` for a spot of ``shape`` on the table that lifts the level-1 tiles of the shapes in
    ``lifts`` (either player's)."""
    p = s.mover
    assert p is not None
    after = []
    for q in (0, 1):
        r = {}
        for x, z in reaches(s, q).items():
            if q == p and x == shape:
                continue
            r[x] = 2 if z == 1 and x in lifts else z
        after.append(r)
    white, black, _ = material(s)
    bottom = s.variant == "bottom"
    have = (white + weight(1, bottom), black) if p == 0 else (white, black + weight(1, bottom))
    return _bounds(1 - p, (after[0], after[1]), _showing(s) | {1}, have, TOTAL_TILES - len(s.tiles) - 1, bottom)


def _showing(s: State) -> set[int]:
    """The levels on which some tile shows cells (is not wholly covered)."""
    got = s.cache.get("showing")
    if got is None:
        got = s.cache["showing"] = {s.tiles[i].level for i in set(s.top.values())}
    return got


def _caps(p: int, reach: tuple[list[int], list[int]], showing: set[int], left: int,
          first: int | None = None) -> list[int]:
    """An upper bound on the level of each of the ``left`` placements still to come (``p`` lays the first,
    at exactly ``first`` when given; ``reach``: the reaches of each player's other tiles): the reach its
    player has now, or one above a level L where a tile laid meanwhile may lie beside another one on L,
    either one showing cells there now or one more still to come."""
    now = (max(reach[0], default=0), max(reach[1], default=0))
    out: list[int] = []
    for i in range(left):
        if i == 0 and first is not None:
            out.append(first)
            continue
        best = now[p if i % 2 == 0 else 1 - p]
        for z in range(1, max(out, default=0) + 1):
            coming = sum(1 for c in out if c >= z)
            if coming >= 2 or (coming and z in showing):
                best = max(best, z + 1)
        out.append(best)
    return out


def _bounds(p: int, reach: tuple[Reaches, Reaches], showing: set[int], have: tuple[float, float], left: int,
            bottom: bool) -> tuple[float, float]:
    """The lowest final result ``p``, the player to move, can ensure and the highest they can hope for, as
    1, ½ or 0: ``p`` chooses the tile to lay first (it goes exactly to its reach), so each is the best over
    that choice of ``_bounds_first``."""
    levels = list(reach[p].values())
    lows, highs = [], []
    for first in set(levels):
        rest = list(levels)
        rest.remove(first)
        mine = [rest, list(reach[1 - p].values())] if p == 0 else [list(reach[1 - p].values()), rest]
        lo, hi = _bounds_first(p, (mine[0], mine[1]), showing, have, left, bottom, first)
        lows.append(lo)
        highs.append(hi)
    return max(lows), max(highs)


def _bounds_first(p: int, reach: tuple[list[int], list[int]], showing: set[int], have: tuple[float, float],
                  left: int, bottom: bool, first: int) -> tuple[float, float]:
    """(lowest, highest) final result for ``p`` when p's next tile goes to level ``first`` (``reach``: the
    reaches of p's other tiles and of the other player's).

    Each player's tiles end at least on level 1 (the other's next one at least at its reach if that is
    not level ``first``: a tile at level L covers only cells of height L − 1, so it takes away only level-L
    spots) and at most at their caps: the placement's cap from ``_caps``, or, tile by tile, the tile's reach
    now unless a tile still to come may lift it higher (the cap of that player's last placement); of the
    two sums the tighter is taken. The best case for the mover has their tiles at the highest (the lowest
    in the variant) and the other's at the lowest (highest); the worst the reverse."""
    o = 1 - p
    cs = _caps(p, reach, showing, left, first)
    low_second = min((z if z != first else 1 for z in reach[o]), default=1)

    def top_sum(q: int) -> float:
        """The most weight player ``q``'s tiles can add (variant: the least), their levels at the caps."""
        idx = [i for i in range(len(cs)) if (i % 2 == 0) == (q == p)]
        if not idx:
            return 0.0
        by_place = sum(weight(cs[i], bottom) for i in idx)
        late = max((cs[i] for i in idx if i > 0), default=0)
        by_tile = sum(weight(max(z, late), bottom) for z in reach[q]) + (weight(first, bottom) if q == p else 0.0)
        return max(by_place, by_tile) if bottom else min(by_place, by_tile)

    def low_sum(q: int) -> float:
        """The weight player ``q``'s tiles add at the lowest levels they can end on."""
        idx = [i for i in range(len(cs)) if (i % 2 == 0) == (q == p)]
        return sum(weight(first if i == 0 else (low_second if i == 1 else 1), bottom) for i in idx)

    if bottom:  # lower levels weigh more: the best case has the mover low and the other high
        best = (have[p] + low_sum(p), have[o] + top_sum(o))
        worst = (have[p] + top_sum(p), have[o] + low_sum(o))
    else:
        best = (have[p] + top_sum(p), have[o] + low_sum(o))
        worst = (have[p] + low_sum(p), have[o] + top_sum(o))

    def result(a: float, b: float) -> float:
        return 1.0 if a > b else (0.0 if a < b else 0.5)

    return result(*worst), result(*best)
