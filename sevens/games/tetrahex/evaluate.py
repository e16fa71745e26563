"""The search's view of a SEVEN position (seed 終局 and 戦略: the highest level decides; rule d is the key).

Material: each tile weighs ``8 ** level`` (the game) or ``8 ** (14 − level)`` (派生ゲーム, level 1 first).
Seven tiles at one level weigh less than one tile a level up, so the sign of the difference is exactly
the seed's comparison (top level first, then down) once every tile is placed. A live position's value is
that difference in units of one tile on the current top level, squashed into (0, 1).

Tempo — who will be forced up, and onto whom — is read one placement ahead without listing placements:
``after_best`` credits the player to move with their best placement now, and a tile's best is decided by
rule d alone: it goes to the highest level it can reach (found by looking for any placement on the upper
layers, level 1 otherwise). The search calls it one ply above its leaves, so a depth-d search sees d + 1
placements, and the last placement of the game is valued exactly.
"""

from __future__ import annotations

from .hexgrid import NEIGHBOURS
from .placements import across_table, generator, layer_spots, upper_fits
from .shapes import ORIENTATIONS, SHAPES
from .state import TOTAL_TILES, Place, State

BASE = 8.0


def weight(level: int, bottom: bool) -> float:
    return BASE ** (TOTAL_TILES - level) if bottom else BASE ** level


def material(s: State) -> tuple[float, float, int]:
    """(White's weight, Black's weight, highest level so far)."""
    bottom = s.variant == "bottom"
    w = [0.0, 0.0]
    top = 0
    for t in s.tiles:
        w[t.player] += weight(t.level, bottom)
        if t.level > top:
            top = t.level
    return w[0], w[1], top


def _value(white: float, black: float, top: int, bottom: bool, over: bool) -> list[float]:
    d = white - black
    if over:
        return [0.5, 0.5] if d == 0 else ([1.0, 0.0] if d > 0 else [0.0, 1.0])
    unit = weight(1, True) if bottom else weight(max(top, 1), False)
    x = d / unit
    v = 0.5 + 0.5 * x / (1.0 + abs(x))
    return [v, 1.0 - v]


def evaluate_all(s: State) -> list[float]:
    """[White's value, Black's value] in [0, 1], summing to 1; exact (1, ½ or 0) at the end."""
    white, black, top = material(s)
    return _value(white, black, top, s.variant == "bottom", len(s.tiles) >= TOTAL_TILES)


def evaluate(s: State, seat: int) -> float:
    return evaluate_all(s)[seat]


def reaches(s: State, player: int) -> dict[str, int]:
    """For each remaining tile of ``player``: the level rule d sends it to (highest level with a placement).

    Cached per position. A position the search reached by one placement (its ``play`` notes the parent)
    starts from the parent's answer. A tile laid on the table covers only bare cells, so it removes no
    upper placement and can add only level-2 ones that lie partly on it. A tile laid at level L ≥ 2 adds
    only spots on level L + 1 across it and takes away only level-L spots on its four cells, so only a
    tile whose level was L can lose it (``_reach_over``).
    """
    key = ("reach", player)
    got = s.cache.get(key)
    if got is not None:
        return got
    parent = s.cache.get("parent")
    if parent is None:
        got = _reaches(s, player)
    else:
        before, cells, level = parent
        used = s.used(player)
        got = {}
        if level == 1:
            ones = _ones_beside(before, cells)
            for x, z in reaches(before, player).items():
                if x not in used:
                    got[x] = 2 if z == 1 and ones and _fits_with(ones, x, cells) else z
        else:
            lost = []
            for x, z in reaches(before, player).items():
                if x not in used:
                    z = _reach_over(before, cells, level, x, z)
                    if z:
                        got[x] = z
                    else:
                        lost.append(x)
            if lost:
                got.update(_reaches(s, player, lost))
                got = {x: got[x] for x in SHAPES if x in got}
    s.cache[key] = got
    return got


def _reach_over(before: State, cells: tuple[int, ...], level: int, x: str, z: int) -> int:
    """The level of tile ``x`` (level ``z`` in ``before``) once a tile lies on ``cells`` at ``level`` ≥ 2,
    or 0 when that must be found afresh. The new tile only adds cells of height ``level`` (the one new kind
    of spot is on level + 1, across it) and only takes away the spots that used its four cells; ``x``'s
    spots in ``before`` tell the rest unless every one of them used those cells."""
    gen = generator(before)
    layer = gen.layers.get(level)
    up = level + 1 if layer is not None and _fits_with(layer.cells_set, x, cells) else 0
    if up >= z:
        return up
    if z != level:
        return z  # spots on other levels lie on cells of other heights, which the tile leaves as they were
    fresh = set(cells)
    if any(fresh.isdisjoint(spot) for spot in gen.upper(x, z)):
        return z
    return 0


def _reaches(s: State, player: int, shapes: list[str] | None = None) -> dict[str, int]:
    gen = generator(s)
    used = s.used(player)
    top = s.top
    out: dict[str, int] = {}
    for x in SHAPES if shapes is None else shapes:
        if x in used:
            continue
        z = 1
        if s.tiles:
            for h in gen.heights:
                layer = gen.layers[h]
                known = layer.spots.get(x)
                if known is None and layer.derive is not None:
                    known = layer_spots(layer, x)  # a layer made from its parent's: from the parent's spots
                if known if known is not None else any(upper_fits(o, layer, top) for o in ORIENTATIONS[x]):
                    z = h + 1
                    break
        out[x] = z
    return out


def highest_reach(s: State, player: int) -> int:
    """``max(reaches(s, player).values())``, often without working out every tile: after a tile laid on
    the table, the player's other tiles keep their levels or go from 1 to 2, so a tile of theirs that
    already reached level 2 or more settles it, and otherwise one lifted tile is enough."""
    got = s.cache.get(("reach", player))
    parent = s.cache.get("parent")
    if got is not None or parent is None or parent[2] != 1:
        return max(reaches(s, player).values())
    before, cells = parent[0], parent[1]
    used = s.used(player)
    rest = [(x, z) for x, z in reaches(before, player).items() if x not in used]
    z = max(z for _, z in rest)
    if z >= 2:
        return z
    ones = _ones_beside(before, cells)
    return 2 if ones and any(_fits_with(ones, x, cells) for x, _ in rest) else 1


def after_best(s: State) -> list[float]:
    """``evaluate_all`` after the player to move makes their best placement by material (see above)."""
    p = s.mover
    if p is None:
        return evaluate_all(s)
    bottom = s.variant == "bottom"
    if bottom:
        z = min(reaches(s, p).values())
    else:
        z = highest_reach(s, p)
    white, black, top = material(s)
    if p == 0:
        white += weight(z, bottom)
    else:
        black += weight(z, bottom)
    return _value(white, black, max(top, z), bottom, len(s.tiles) + 1 >= TOTAL_TILES)


def _ones_beside(s: State, new: tuple[int, ...]) -> set[int]:
    """The cells of height 1 in ``s``, or an empty set when none of them touches ``new`` (then no level-2
    spot can lie across a level-1 tile laid on ``new``: the shape is connected, so it would need one)."""
    got = s.cache.get("ones")
    if got is None:
        layer = generator(s).layers.get(1)
        ones: set[int] = layer.cells_set if layer is not None else set()
        got = s.cache["ones"] = (ones, {c + d for c in ones for d in NEIGHBOURS})
    ones, beside = got
    for c in new:
        if c in beside:
            return ones
    return set()


def lifts(s: State, m: Place) -> frozenset[tuple[int, str]]:
    """(player, shape) of every tile left after the mover lays ``m`` on level 1, of either player, that
    ``m`` lifts from level 1 to level 2 (rule d then sends it there): the placement's effect on the race
    for the top, for the search's narrowing of the many level-1 spots."""
    cells = m.cells
    ones = _ones_beside(s, cells)
    if not ones:
        return frozenset()
    laid = (s.mover, m.shape)
    return frozenset((q, x) for q, x in low_tiles(s) if (q, x) != laid and _fits_with(ones, x, cells))


def low_tiles(s: State) -> list[tuple[int, str]]:
    """(player, shape) of every tile left, of either player, that rule d sends to level 1 now (cached)."""
    low = s.cache.get("low")
    if low is None:
        low = s.cache["low"] = [(q, x) for q in (0, 1) for x, z in reaches(s, q).items() if z == 1]
    return low


def lifted(s: State, cells: tuple[int, ...], shape: str) -> bool:
    """Whether a tile laid on the table at ``cells`` (bare cells) gives ``shape`` a level-2 spot across it
    (cached in ``s``: the reply tables of one position share it)."""
    memo = s.cache.get("lifts")
    if memo is None:
        memo = s.cache["lifts"] = {}
    key = (cells, shape)
    got = memo.get(key)
    if got is None:
        ones = _ones_beside(s, cells)
        got = memo[key] = bool(ones) and _fits_with(ones, shape, cells)
    return got


_RESTS: dict[tuple[int, int, int, int, str], dict[int, list[tuple[int, ...]]]] = {}
"""``placements.across_table`` without the spots, keyed by a tile's cells relative to its first and the
shape: each outside offset that can come first → the distinct offsets of the other outside cells (what
``_fits_with`` needs to test, each once)."""


def _fits_with(ones: set[int], shape: str, new: tuple[int, ...]) -> bool:
    """Whether ``shape`` would fit on level 2 across a level-1 tile laid on ``new`` (a tile's four cells);
    ``ones`` are the cells of height 1 before it is laid.

    Such a placement lies on cells of height 1 once ``new`` is down; it needs at least one cell of the new
    tile and one of an older tile (the older cells' tiles differ from the new one, so that makes the two
    tiles rule b asks for). The spots across a tile of that form are listed once per form (``_RESTS``);
    the cells of ``ones`` are looked up there, fewer than the table's entries.
    """
    c0 = new[0]
    key = (0, new[1] - c0, new[2] - c0, new[3] - c0, shape)
    table = _RESTS.get(key)
    if table is None:
        table = _RESTS[key] = {first: sorted({rest for rest, _ in group})
                               for first, group in across_table(key[:4], shape)}
    for c in ones:
        rests = table.get(c - c0)
        if rests is not None:
            for rest in rests:
                for o in rest:
                    if c0 + o not in ones:
                        break
                else:
                    return True
    return False
