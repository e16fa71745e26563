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
    """(lowest, highest) final result for the player to move, as 1, ½ or 0: their tiles at level 1 and the
    other's at their caps, and the other way round (the mover's next tile within its tiles' reaches)."""
    p = s.mover
    assert p is not None
    bottom = s.variant == "bottom"
    cs = caps(s)
    low_first = min(reaches(s, p).values())
    white, black, _ = material(s)
    mine, theirs = (white, black) if p == 0 else (black, white)
    # the mover places at even indices, the other at odd ones
    best_mine = mine + sum(weight(1 if bottom else (c if i else cs[0]), bottom) for i, c in enumerate(cs) if i % 2 == 0)
    worst_theirs = theirs + sum(weight(c if bottom else 1, bottom) for i, c in enumerate(cs) if i % 2 == 1)
    worst_mine = mine + sum(weight((c if i else cs[0]) if bottom else (1 if i else low_first), bottom)
                            for i, c in enumerate(cs) if i % 2 == 0)
    best_theirs = theirs + sum(weight(1 if bottom else c, bottom) for i, c in enumerate(cs) if i % 2 == 1)

    def result(a: float, b: float) -> float:
        return 1.0 if a > b else (0.0 if a < b else 0.5)

    return result(worst_mine, best_theirs), result(best_mine, worst_theirs)
