"""Bounds on the result of a SEVEN position, read off the levels alone (for the exact proof).

Seed 終局: the comparison runs from the top level down, so a tile's level is all that matters. Rule c/b:
a tile lies at level L + 1 only on cells of height L covered by two tiles or more, so some two tiles must
show cells on level L when it is laid. Counting the tiles that show cells on each level now, and the
placements still to come that could add one there, caps the level of every placement left; the player to
move's next tile goes exactly where rule d sends it.
"""

from __future__ import annotations

from .evaluate import material, reaches, weight
from .state import TOTAL_TILES, State


def caps(s: State) -> list[int]:
    """An upper bound on the level of each placement still to come, in order (the first is the mover's).

    A tile reaches now the level rule d gives it (``reaches``); later it can go higher only across a tile
    still to come: to level L + 1 when a tile laid meanwhile may lie on level L beside another one there,
    either one already showing cells on level L or one more still to come."""
    p = s.mover
    if p is None:
        return []
    showing = {s.tiles[i].level for i in set(s.top.values())}
    now = (max(reaches(s, 0).values(), default=0), max(reaches(s, 1).values(), default=0))
    out: list[int] = []
    for i in range(TOTAL_TILES - len(s.tiles)):
        best = now[p if i % 2 == 0 else 1 - p]
        for z in range(1, max(out, default=0) + 1):
            coming = sum(1 for c in out if c >= z)
            if coming >= 2 or (coming and z in showing):
                best = max(best, z + 1)
        out.append(best)
    return out


def bounds(s: State) -> tuple[float, float]:
    """(lowest, highest) final result for the player to move, as 1, ½ or 0.

    Each player's tiles end at least on level 1 (the mover's next one at least at the lowest reach among
    their tiles, the other's next one at least at the lowest reach among theirs that the mover's next tile
    cannot take away) and at most at their caps: the placement's cap from ``caps``, or, tile by tile, the
    tile's reach now unless a tile still to come may lift it higher (the cap of that player's last
    placement); of the two sums the smaller is taken. The best case for the mover has their tiles at the
    highest (the lowest in the variant) and the other's at the lowest (highest); the worst the reverse."""
    p = s.mover
    assert p is not None
    bottom = s.variant == "bottom"
    cs = caps(s)
    white, black, _ = material(s)
    have = (white, black)
    low_first = min(reaches(s, p).values())

    def top_sum(q: int) -> float:
        """The most weight player ``q``'s tiles can add (levels as high as they can go)."""
        idx = [i for i in range(len(cs)) if (i % 2 == 0) == (q == p)]
        if not idx:
            return 0.0
        by_place = sum(weight(cs[i], bottom) for i in idx)
        late = max((cs[i] for i in idx if i > 0), default=0)
        by_tile = sum(weight(max(z, late), bottom) for z in reaches(s, q).values())
        return min(by_place, by_tile) if not bottom else max(by_place, by_tile)

    # the other's next tile: a tile laid at level L covers only cells of height L - 1, so it takes away
    # only level-L spots; the other's tiles that reach a level the mover's next tile cannot lie on keep it
    mine = set(reaches(s, p).values())
    low_second = min((z if z not in mine else 1 for z in reaches(s, 1 - p).values()), default=1)

    def low_sum(q: int) -> float:
        """The weight player ``q``'s tiles add at the lowest levels they can end on."""
        idx = [i for i in range(len(cs)) if (i % 2 == 0) == (q == p)]
        return sum(weight(low_first if i == 0 else (low_second if i == 1 else 1), bottom) for i in idx)

    o = 1 - p
    if bottom:  # lower levels weigh more: the best case has the mover low and the other high
        best = (have[p] + low_sum(p), have[o] + top_sum(o))
        worst = (have[p] + top_sum(p), have[o] + low_sum(o))
    else:
        best = (have[p] + top_sum(p), have[o] + low_sum(o))
        worst = (have[p] + low_sum(p), have[o] + top_sum(o))

    def result(a: float, b: float) -> float:
        return 1.0 if a > b else (0.0 if a < b else 0.5)

    return result(*worst), result(*best)
