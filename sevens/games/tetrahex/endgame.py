"""SEVEN's last placements worked out by reasoning about rule d instead of trying every spot.

Seed ルール d (a tile goes to the highest level it can reach) and 終局 (top level first): once a tile is
chosen its level is fixed, so near the end the result depends only on which spot each player picks, and
most spots on the table change nothing that matters.

* ``exact_two``: two placements left (one tile each). A tile laid on the table only adds cells at height
  1, so it can raise the other player's last tile from level 1 to 2 and nothing else; upper spots are
  looked at one by one, as far as the mover's choice needs.
* ``last_three``: three placements left. The mover's spots on the table are grouped by what they give the
  two tiles still to come (a level-2 spot across them or not); where the rules prove that every spot of a
  group ends the same, one spot stands for the group. Everything else is listed in full.
"""

from __future__ import annotations

import itertools
from typing import Iterator

from . import rules
from .evaluate import _fits_with, _ones_beside, lifted, material, reaches, weight, _value
from .hexgrid import NEIGHBOURS, axial, distance
from .placements import across, generator
from .shapes import SHAPES
from .state import TOTAL_TILES, Place, State


def _upper_answers(s: State, a: int, x: str, za: int, y: str, want_low: bool) -> Iterator[int]:
    """Levels the other player's last tile ``y`` can end at after ``a``'s last tile ``x`` goes to level
    ``za`` ≥ 2, as far as the mover's choice needs them. A spot of ``x`` changes only level ``za`` (its
    four cells) and level ``za`` + 1 (spots across it), so a ``y`` that reaches higher keeps its level, and
    one that reaches lower ends at ``za`` + 1 or stays: the first spot that gives the mover the better of
    the two settles it. A ``y`` on ``za`` itself keeps it unless ``x`` covers every spot it had."""
    zb = reaches(s, 1 - a)[y]
    if zb > za:
        yield zb
        return
    gen = generator(s)
    layer = gen.layers.get(za)
    if zb < za:
        best = zb if want_low else za + 1
        other = za + 1 if want_low else zb
        for cells in gen.upper(x, za):
            if (layer is not None and _fits_with(layer.cells_set, y, cells)) == (best == za + 1):
                yield best
                return
        yield other
        return
    spots = list(gen.upper(y, zb))
    for cells in gen.upper(x, za):
        if layer is not None and _fits_with(layer.cells_set, y, cells):
            z = za + 1
        else:
            fresh = set(cells)
            if any(fresh.isdisjoint(spot) for spot in spots):
                z = zb
            else:  # every spot of y used these cells: look again, from s's layers (reaches' parent path)
                z = reaches(rules.put_child(s, a, Place(x, cells), za), 1 - a)[y]
        yield z
        if z == (1 if want_low else za + 1):
            return


def _last(s: State, player: int) -> list[str]:
    used = s.used(player)
    return [x for x in SHAPES if x not in used]


def exact_two(s: State) -> list[float]:
    """The exact result of a position with two placements left, [White's, Black's] (1, ½ or 0)."""
    a = s.mover
    assert a is not None and len(s.tiles) == TOTAL_TILES - 2
    b = 1 - a
    (x,) = _last(s, a)
    (y,) = _last(s, b)
    bottom = s.variant == "bottom"
    za = reaches(s, a)[x]
    want_low = not bottom  # the mover wants the other's tile as low as possible (the game) or high (variant)
    if za == 1:
        zb = reaches(s, b)[y]
        if zb == 1:  # can the mover's tile on the table lift y to level 2, or keep it down? (their choice)
            found = _inherited(s, x, y, not want_low) is not None or any(
                _fits_with(_ones_beside(s, cells), y, cells) != want_low for cells in generator(s).ground(x))
            zb = (1 if want_low else 2) if found else (2 if want_low else 1)
    else:
        results = list(_upper_answers(s, a, x, za, y, want_low))
        zb = min(results) if want_low else max(results)
    white, black, _ = material(s)
    gain = [0.0, 0.0]
    gain[a] = weight(za, bottom)
    gain[b] = weight(zb, bottom)
    return _value(white + gain[0], black + gain[1], 0, bottom, True)


KEEPERS = 6
"""How many spread spots ``_keepers`` collects."""


def _ball(cells: tuple[int, ...], radius: int) -> set[int]:
    """The cells within ``radius`` steps of ``cells``."""
    out = set(cells)
    for _ in range(radius):
        out |= {c + d for c in out for d in NEIGHBOURS}
    return out


def _keepers(s: State, x: str, y: str, lift: bool) -> list[tuple[tuple[int, ...], set[int]]]:
    """For ``x`` (a last tile going to level 1): up to ``KEEPERS`` of its level-1 spots, spread over the
    table, that each lift ``y`` to level 2 (``lift``) or each do not — as the cells within 3 of each spot.
    One more tile laid on the table clear of such a zone leaves that spot legal and with the same answer
    (a level-2 spot of ``y`` across both tiles would lie within 3 cells of the spot: a tile is at most 3
    across). Cached in ``s``."""
    key = ("keepers", x, y, lift)
    got = s.cache.get(key)
    if got is not None:
        return got
    zones: list[tuple[tuple[int, ...], set[int]]] = []
    firsts: list[tuple[int, int]] = []
    for k, cells in enumerate(generator(s).ground(x)):
        if k >= 240 or len(zones) >= KEEPERS:
            break
        here = axial(cells[0])
        if any(distance(here, f) < 5 for f in firsts):
            continue
        if _fits_with(_ones_beside(s, cells), y, cells) != lift:
            continue
        firsts.append(here)
        zones.append((cells, _ball(cells, 3)))
    s.cache[key] = zones
    return zones


INHERIT = 4
"""How many placements back ``_inherited`` looks for an ancestor's keepers."""


def _inherited(s: State, x: str, y: str, lift: bool) -> tuple[int, ...] | None:
    """A level-1 spot of ``x`` in ``s`` that lifts ``y`` (``lift``) or does not, known from an ancestor of
    ``s`` (a position the search came through, noted as ``parent``), or None: one of the ancestor's
    ``_keepers`` whose zone no tile laid since touches. A tile laid on the table clear of the zone neither
    covers the spot nor adds a cell that a level-2 spot of ``y`` across it could use; a tile laid higher
    only covers cells of height 1 or more, which can take such a spot away but not add one, so for a spot
    that does not lift ``y`` it needs no check. The keepers are worked out at the farthest ancestor up to
    ``INHERIT`` placements back (near the root of a proof: once for many endings), then two back."""
    since: list[tuple[tuple[int, ...], int]] = []
    chain: list[State] = []
    node = s
    for _ in range(INHERIT):
        parent = node.cache.get("parent")
        if parent is None:
            break
        node, cells, level = parent
        since.append((cells, level))
        chain.append(node)
    for k in dict.fromkeys((len(chain) - 1, min(1, len(chain) - 1))) if chain else ():
        laid = [cells for cells, level in since[:k + 1] if lift or level == 1]
        for spot, zone in _keepers(chain[k], x, y, lift):
            if all(zone.isdisjoint(cells) for cells in laid):
                return spot
    return None


def _kept(zones: list[tuple[tuple[int, ...], set[int]]], cells: tuple[int, ...]) -> bool:
    """Whether a tile laid on ``cells`` leaves one of the ``_keepers`` spots as it was."""
    return any(zone.isdisjoint(cells) for _, zone in zones)


def last_three(s: State) -> Iterator[list[Place]]:
    """The moves of a position with three placements left, one group per tile as ``game.stream`` gives
    them, leaving out level-1 spots whose result is proven equal to an earlier spot's.

    The mover ``m`` lays tile ``b`` on the table at a spot Y; then the other player lays their last tile
    ``x``, then ``m`` their last tile ``y``. Y adds only cells at height 1, so it changes the levels of ``x``
    and ``y`` only through a level-2 spot across it: the spot's class is (does ``x`` fit across Y, does
    ``y``). Within a class every spot ends the same when
    * ``x`` then goes to level 3 or higher (nothing Y touched is used), or
    * ``x`` goes to level 1 and ``y`` to level 2 or higher (``x`` on the table cannot change that), or
    * both go to level 1 and ``x`` has a spot that keeps ``y`` where the other player wants it, out of
      Y's reach (``_keepers``), or
    * ``x`` goes to level 2 and Y gives neither tile a level-2 spot (both keep exactly the spots they had),
      or ``x`` goes to level 2 while ``y`` goes higher, or ``x`` has a level-2 spot of its own (not across Y)
      that already gives the other player the best answer for ``y`` (level 1 in the game: no level-3 spot
      of ``y`` across it; level 3 in the variant), or
    * neither tile had an upper spot before Y and ``x`` goes to level 2 across Y: then ``y``'s level is
      worked out over ``x``'s spots across Y (``_after_lift``) and is part of the class, or
    * both had level 2 before Y and ``y`` has two level-2 spots that no tile covers at once (so ``x`` can
      only change ``y`` by a level-3 spot across ``x``, which Y does not touch), and either ``x`` has its own
      spot with the other player's best answer or Y offers ``x`` no new spot.
    """
    m = s.mover
    assert m is not None and len(s.tiles) == TOTAL_TILES - 3
    o = 1 - m
    (x,) = _last(s, o)
    mine = reaches(s, m)
    rx = reaches(s, o)[x]
    want_low = s.variant != "bottom"  # what the other player wants for y
    gen = generator(s)
    for b in sorted(mine, key=lambda t: mine[t] if not want_low else -mine[t]):
        level, spots = gen.highest(b)
        if level > 1:
            yield [Place(b, c) for c in spots]
            continue
        (y,) = [t for t in mine if t != b]
        ry = mine[y]
        keep: list[tuple[tuple[int, ...], set[int]]] | None = None
        twos: set[int] | None = None
        own: bool | None = None
        apart: bool | None = None
        seen: set[tuple[bool, bool, int]] = set()
        out = []
        for cells in spots:
            ones = _ones_beside(s, cells)
            fx = bool(ones) and _fits_with(ones, x, cells)
            fy = bool(ones) and _fits_with(ones, y, cells)
            za = rx if rx >= 2 else (2 if fx else 1)
            zb = ry if ry >= 2 else (2 if fy else 1)
            extra = 0
            if za >= 3 or (za == 1 and zb >= 2) or (za == 2 and (zb > 2 or not (fx or fy))):
                same = True
            elif za == 1:
                if keep is None:
                    keep = _keepers(s, x, y, not want_low)
                same = _kept(keep, cells)
            elif rx == 1 and ry == 1:
                # x goes to level 2, across Y: y's level is worked out for each such spot of x
                if twos is None:
                    layer = gen.layers.get(2)
                    twos = layer.cells_set if layer is not None else set()
                extra = _after_lift(ones, twos, x, y, cells, want_low)
                same = True
            elif rx == 2 and zb == 1:
                if own is None:
                    own = _own_answer(s, x, want_low, y)
                same = own
            elif rx == 2 and ry == 2:
                if own is None:
                    own = _own_answer(s, x, want_low, y)
                if apart is None:
                    apart = _apart(list(gen.upper(y, 2)))
                same = apart and (own or not fx)
            else:
                same = False
            if same:
                if (fx, fy, extra) in seen:
                    continue
                seen.add((fx, fy, extra))
            out.append(Place(b, cells))
        yield out


def _after_lift(ones: set[int], twos: set[int], x: str, y: str, new: tuple[int, ...], want_low: bool) -> int:
    """The level of the mover's last tile ``y`` when the other's last tile ``x`` goes to level 2 across a
    tile just laid on the table at ``new`` (its only level-2 spots), ``y`` having no upper spot before:
    over the spots of ``x`` the other player picks the lowest (``want_low``) or highest of — 3 when ``y``
    fits on level 3 across that spot (``twos``: the cells of height 2), else 2 when ``y`` still has a
    level-2 spot across ``new`` that the spot does not cover (``ones``: the cells of height 1), else 1."""
    lifted = across(ones, y, new)
    best = 0
    for spot in across(ones, x, new):
        if twos and _fits_with(twos, y, spot):
            z = 3
        else:
            cover = set(spot)
            z = 2 if any(cover.isdisjoint(other) for other in lifted) else 1
        if best == 0 or (z < best if want_low else z > best):
            best = z
    return best


def _apart(spots: list[tuple[int, ...]]) -> bool:
    """Whether two of these spots are more than 3 cells apart, so that no tile can cover a cell of both."""
    cells = [[axial(c) for c in spot] for spot in spots[:12]]
    return any(min(distance(p, q) for p in a for q in b) > 3 for i, a in enumerate(cells) for b in cells[i + 1:])


def _own_answer(s: State, x: str, want_low: bool, y: str) -> bool:
    """Whether ``x`` has a level-2 spot in ``s`` across which ``y`` has no level-3 spot (``want_low``) or
    has one (the variant): that answer stays on offer whatever the mover lays on the table first."""
    gen = generator(s)
    layer = gen.layers.get(2)
    for cells in gen.upper(x, 2):
        fits = layer is not None and _fits_with(layer.cells_set, y, cells)
        if fits != want_low:
            return True
    return False


class AfterReply:
    """With four placements left, the exact result of the mover's level-1 spots followed by one fixed reply
    ``k`` of the other player, worked out by class (``after_reply``)."""

    def __init__(self, s: State, k: Place, level: int, touches: bool) -> None:
        r = s.mover
        assert r is not None
        o = 1 - r
        self.s, self.k, self.level, self.touches, self.r = s, k, level, touches, r
        self.q = q = rules.put_child(s, o, k, level)
        (self.x,) = _last(q, o)
        self.rx = reaches(q, o)[self.x]
        self.ry = reaches(q, r)
        self.want_low = s.variant != "bottom"
        self.legal = False
        """Whether ``k`` was legal after the spot of the last call (then ``exact(m, checked=True)``)."""
        self.known: dict[tuple[str, bool, bool], float] = {}
        self.cells = set(k.cells)
        self.around = {c + d for c in k.cells for d in NEIGHBOURS}
        self.near = _ball(k.cells, 3)
        """Cells within 3 of the reply: a spot clear of them lifts in Q exactly what it lifts in ``s``."""
        mine = list(self.ry)
        self.other = {mine[0]: mine[-1], mine[-1]: mine[0]}

    def __call__(self, m: Place) -> float | None:
        """The mover's result (1, ½ or 0) after ``m`` and then ``k``, or None when ``m`` is not a level-1
        spot, ``k`` is not legal at the same level after it, or its class is not proven to end alike."""
        got = self._class(m)
        if got is None:
            return None
        key, cells = got
        if not key:  # k is legal after m, but m's class is not proven alike
            return None
        value = self.known.get(key)
        if value is None:
            value = self.known[key] = self._exact(m)
        return value

    def exact(self, m: Place, checked: bool = False) -> float | None:
        """The mover's result after ``m`` and then ``k`` whatever the class (one exact ending), or None when
        ``m`` is not a level-1 spot or ``k`` is not legal at the same level after it (``checked``: the last
        call said ``k`` is legal after ``m``)."""
        if not checked and self._class(m, any_class=True) is None:
            return None
        return self._exact(m)

    def _exact(self, m: Place) -> float:
        return exact_two(rules.put_child(self.q, self.r, m, 1))[self.r]

    def _class(self, m: Place, any_class: bool = False
               ) -> tuple[tuple[str, bool, bool] | tuple[()], tuple[int, ...]] | None:
        """``m``'s class, when ``m`` is a level-1 spot after which ``k`` is legal at the same level and the
        class ends alike (or ``any_class``)."""
        cells = m.cells
        s = self.s
        self.legal = False
        y = self.other.get(m.shape)
        if y is None or not self.cells.isdisjoint(cells) or any(c in s.height for c in cells):
            return None
        if self.level == 1:  # k must still touch a tile and must not be lifted by m (rule d)
            if not self.touches and self.around.isdisjoint(cells):
                return None
            if lifted(s, cells, self.k.shape):
                return None
        if any_class:
            self.legal = True
            return (m.shape, False, False), cells
        if self.near.isdisjoint(cells):
            fy = lifted(s, cells, y)
            fx = lifted(s, cells, self.x)
        else:
            ones = _ones_beside(self.q, cells)
            fy = bool(ones) and _fits_with(ones, y, cells)
            fx = bool(ones) and _fits_with(ones, self.x, cells)
        self.legal = True
        if not self._alike(y, fy, fx, cells):
            return (), cells
        return (m.shape, fy, fx), cells

    def _alike(self, y: str, fy: bool, fx: bool, cells: tuple[int, ...]) -> bool:
        """Whether the spot on ``cells`` ends as every spot of its class: the mover's last tile ``y`` keeps
        the spots it had (it goes to level 3 or higher, or it is not lifted across the spot), and the
        other's last tile ``x`` ends at a level the spot cannot change (see ``after_reply``)."""
        ry, rx = self.ry[y], self.rx
        if ry >= 3:
            return True
        if fy:
            return False
        if ry == 2:
            return rx >= 3 or not fx
        if rx >= 2 or fx:
            return True
        return _kept(_keepers(self.q, y, self.x, not self.want_low), cells)


def after_reply(s: State, k: Place) -> AfterReply | None:
    """For a position with four placements left: the result, for the mover, of each level-1 spot Y of
    theirs followed by the other player's reply ``k``, where it is known without searching — a search that
    has seen ``k`` refute one spot can drop every spot it also refutes.

    ``k`` must lie on the tiles already down (at the level rule d gives it there), so after any spot Y it
    does not touch (and, on the table, that does not lift ``k``'s tile) it is still legal at that level, and
    Y-then-``k`` is the position Q = ``s`` + ``k`` with Y added. Y lies on the table, so in Q + Y it changes
    the last two tiles (the mover's ``y``, then the other's ``x``) only through level-2 spots across it:
    the spot's class is (does ``y`` fit across Y, does ``x``). Within a class every spot ends the same when
    * ``y`` goes to level 3 or higher (its spots do not use Y; ``x`` gains exactly the level-2 spots across
      Y, which a tile at level 3 cannot cover), or
    * ``y`` is not lifted across Y and goes to level 2 (the same spots as in Q), and ``x`` either goes to
      level 3 or higher (untouched by Y) or is not lifted across Y either (the same spots as in Q), or
    * ``y`` is not lifted and stays on the table: ``x`` then goes to level 3 or higher, or to level 2 (it
      reaches it in Q or across Y, and a tile on the table adds no level-3 spot), or stays on the table too
      and ``y`` has a spot out of Y's reach that gives ``x`` what the mover wants (``_keepers``).
    """
    r = s.mover
    assert r is not None and len(s.tiles) == TOTAL_TILES - 4
    o = 1 - r
    if k.shape in s.used(o) or len(k.cells) != 4:
        return None
    level = rules.level_of(s, k.cells)
    if level < 1 or reaches(s, o).get(k.shape) != level:
        return None
    if level >= 2:
        if len({s.top[c] for c in k.cells}) < 2:
            return None
        touches = True
    else:
        touches = any(c + d in s.height for c in k.cells for d in NEIGHBOURS)
    return AfterReply(s, k, level, touches)


REPLY_SPOTS = 3
"""How many spots of each of the other player's tiles ``reply_tables`` offers."""


def reply_tables(s: State) -> list[AfterReply]:
    """``after_reply`` tables for a few replies of the other player that lie on the tiles already down:
    for each of their two tiles, spots at the level it reaches, spread over the generator's list. Unlike a
    killer, which often leans on the spot it refuted, such a reply stays legal after most spots."""
    o = 1 - (s.mover or 0)
    gen = generator(s)
    out = []
    for x, z in reaches(s, o).items():
        spots = list(gen.upper(x, z)) if z >= 2 else list(itertools.islice(gen.ground(x), 60))
        step = max(1, len(spots) // REPLY_SPOTS)
        for cells in spots[::step][:REPLY_SPOTS]:
            table = after_reply(s, Place(x, cells))
            if table is not None:
                out.append(table)
    return out
