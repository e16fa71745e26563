"""The seed's four puzzles (パズルに挑戦！): a checker for each, and a solver for Level 5.

1. Level 5 (レベル 5): place all 14 tiles by the game's rules (colours alternating, rule d included) so that
   a tile lies on level 5.
2. Volcano island (火山島): one black tile (the volcano) surrounded without a gap by the fewest white tiles
   (the island), and the island then surrounded without a gap by the remaining black tiles.
3. Holes (穴ぼこ): lay black tiles on the table so that they enclose as many holes as possible; the seed's
   figure shows 7 tiles making 5 holes.
4. Copycat (コピーキャット): lay all 7 black tiles in any shape, then cover them completely with the 7 white
   tiles, each white tile lying on at least two black tiles.

Decisions (the seed leaves them open; see README.md beside this file): outside Level 5 the tiles are laid
freely, one colour or both as the puzzle says, each one flat (rule c), touching a tile already laid when on
the table (rule a, so a build is one connected piece), on two tiles or more when above (rule b); rule d
and turn order do not apply. A hole is a connected region of bare table cells that the tiles cut off from
the open table (a one-cell hole and a bigger one each count once).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.errors import IllegalMove, shown
from .hexgrid import NEIGHBOURS, ORIGIN, axial
from .hexgrid import cell as pack
from .placements import generator
from .shapes import ORIENTATIONS, SHAPES
from .state import BLACK, WHITE, Place, State
from . import rules

PUZZLES: tuple[str, ...] = ("level5", "volcano", "holes", "copycat")
TITLES = {
    "level5": ("Level 5", "レベル 5"),
    "volcano": ("Volcano island", "火山島"),
    "holes": ("Holes", "穴ぼこ"),
    "copycat": ("Copycat", "コピーキャット"),
}
HOLES_IN_THE_SEED = 5
"""The seed's figure: 7 black tiles with 5 holes; the puzzle asks for more."""


class Verdict(NamedTuple):
    solved: bool
    en: str
    ja: str
    facts: dict[str, Any]


def colours(pid: str) -> tuple[int, ...]:
    """The colours a puzzle uses (0 White, 1 Black)."""
    _known(pid)
    return (BLACK,) if pid == "holes" else (WHITE, BLACK)


def _known(pid: str) -> None:
    if pid not in PUZZLES:
        raise IllegalMove("puzzle", f"no puzzle {shown(pid)}; the puzzles are {', '.join(PUZZLES)}",
                          f"パズル {shown(pid)} はありません（{'、'.join(PUZZLES)}）")


def new(pid: str) -> State:
    _known(pid)
    return rules.new_state(0, "top")


def place(pid: str, s: State, player: int, m: Place) -> State:
    """``s`` with ``player``'s tile ``m`` laid by the puzzle's rules; ``IllegalMove`` names what is wrong."""
    _known(pid)
    if pid == "level5":
        if player != s.mover:
            raise IllegalMove("turn", "Level 5 follows the game: White and Black take turns, White first",
                              "レベル 5 はゲームと同じく白と黒が交代で置きます（白が先）")
        return rules.apply(s, m)
    if player not in colours(pid):
        raise IllegalMove("colour", f"this puzzle uses {' and '.join(('white', 'black')[c] for c in colours(pid))} tiles",
                          "このパズルでは使わない色です")
    rules.check_tile(s, player, m)
    level = rules.check_lie(s, m.cells)  # rules a–c as in the game (flat, touching, across two tiles)
    if pid in ("volcano", "holes") and level != 1:
        raise IllegalMove("table", "this puzzle is laid flat on the table (level 1 only)",
                          "このパズルはテーブルの上（1階）だけに置きます")
    if pid == "copycat" and level != (1 if player == BLACK else 2):
        raise IllegalMove("copycat", "Copycat: black tiles on the table, white tiles on top of the black ones",
                          "コピーキャット: 黒タイルはテーブルに、白タイルは黒タイルの上に置きます")
    return rules.put(s, player, m, level)


def holes(cells: set[int]) -> int:
    """How many regions of bare cells the covered ``cells`` cut off from the open table."""
    if not cells:
        return 0
    pts = [axial(c) for c in cells]
    qs, rs = [q for q, _ in pts], [r for _, r in pts]
    lo_q, hi_q, lo_r, hi_r = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    box = {pack(q, r) for q in range(lo_q, hi_q + 1) for r in range(lo_r, hi_r + 1)}
    bare = box - cells
    outside = {pack(q, r) for q, r in ((lo_q, lo_r),)}
    stack = list(outside)
    seen = set(outside)
    while stack:  # the open table: everything bare reachable from the box's corner
        c = stack.pop()
        for d in NEIGHBOURS:
            n = c + d
            if n in bare and n not in seen:
                seen.add(n)
                stack.append(n)
    inside = bare - seen
    count = 0
    while inside:
        count += 1
        stack = [inside.pop()]
        while stack:
            c = stack.pop()
            for d in NEIGHBOURS:
                n = c + d
                if n in inside:
                    inside.discard(n)
                    stack.append(n)
    return count


def _ring(cells: set[int]) -> set[int]:
    return {c + d for c in cells for d in NEIGHBOURS} - cells


def min_island(shape: str) -> int:
    """The fewest tiles that surround a tile of ``shape`` without a gap (computed by exact search, cached)."""
    return len(island(shape))


def island(shape: str) -> list[Place]:
    """The fewest white tiles (each shape once: a player owns one of each) that surround a tile of ``shape``
    laid on the origin in its first orientation (iterative deepening over the tiles that cover the lowest
    uncovered ring cell; cached)."""
    got = _ISLANDS.get(shape)
    if got is None:
        got = _surround({ORIGIN + d for d in ORIENTATIONS[shape][0].deltas})
        _ISLANDS[shape] = got
    return got


_ISLANDS: dict[str, list[Place]] = {}
_ALL_DELTAS = [(o.shape, o.deltas) for x in SHAPES for o in ORIENTATIONS[x]]


def _surround(volcano: set[int]) -> list[Place]:
    ring = _ring(volcano)
    line: list[Place] = []

    def search(covered: set[int], todo: set[int], left: int) -> list[Place] | None:
        if not todo:
            return []
        if left == 0 or len(todo) > 4 * left:
            return None
        target = min(todo)
        used = {m.shape for m in line}
        for shape, deltas in _ALL_DELTAS:
            if shape in used:
                continue
            for d in deltas:
                a = target - d
                cells = tuple(sorted(a + e for e in deltas))
                if any(c in covered or c in volcano for c in cells):
                    continue
                line.append(Place(shape, cells))
                if search(covered | set(cells), todo - set(cells), left - 1) is not None:
                    return line
                line.pop()
        return None

    n = 1
    while True:
        if search(set(), set(ring), n) is not None:
            return list(line)
        n += 1


def check(pid: str, s: State) -> Verdict:
    """Whether ``s`` solves the puzzle, with a message that says what is still missing."""
    _known(pid)
    return _CHECKERS[pid](s)


def _check_level5(s: State) -> Verdict:
    top = max((t.level for t in s.tiles), default=0)
    facts = {"placed": len(s.tiles), "highest": top}
    if top >= 5 and rules.over(s):
        return Verdict(True, f"Solved: all 14 tiles placed and one lies on level {top}.",
                       f"成功: 14 枚すべてを置き、{top}階に届きました。", facts)
    if top >= 5:
        return Verdict(False, f"Level {top} reached; now place the remaining {14 - len(s.tiles)} tiles.",
                       f"{top}階に届きました。残り {14 - len(s.tiles)} 枚も置きましょう。", facts)
    return Verdict(False, f"{len(s.tiles)} of 14 tiles placed; the highest level is {top}, the goal is 5.",
                   f"14 枚中 {len(s.tiles)} 枚。いまの最高は {top}階、目標は 5階です。", facts)


def _cells_of(s: State, player: int) -> set[int]:
    return {c for t in s.tiles if t.player == player for c in t.cells}


def _check_volcano(s: State) -> Verdict:
    whites = [t for t in s.tiles if t.player == WHITE]
    blacks = [t for t in s.tiles if t.player == BLACK]
    white = _cells_of(s, WHITE)
    ring_owner = [t for t in blacks if _ring(set(t.cells)) <= white]
    facts: dict[str, Any] = {"white": len(whites), "black": len(blacks)}
    if not ring_owner:
        return Verdict(False, "Choose a black tile (the volcano) and surround it with white tiles, leaving no gap.",
                       "黒タイル（火山）を 1 枚選び、白タイルで隙間なく囲みましょう。", facts)
    volcano = ring_owner[0]
    best = min_island(volcano.shape)
    facts.update(volcano=volcano.shape, fewest=best)
    if len(whites) > best:
        return Verdict(False, f"The volcano is surrounded with {len(whites)} white tiles; it can be done with {best}.",
                       f"白 {len(whites)} 枚で囲みました。{best} 枚でも囲めます。", facts)
    island = set(volcano.cells) | white
    shore = _ring(island)
    black_rest = _cells_of(s, BLACK) - set(volcano.cells)
    missing = len(shore - black_rest)
    facts["gaps"] = missing
    if missing:
        return Verdict(False, f"The island is made with the fewest tiles ({best}); {missing} cells around it are still open.",
                       f"最少の {best} 枚で島ができました。島のまわりにまだ {missing} マスの隙間があります。", facts)
    return Verdict(True, f"Solved: the volcano, an island of {best} white tiles, and black tiles all around it.",
                   f"成功: 火山を白 {best} 枚の島で囲み、そのまわりを黒タイルで囲みました。", facts)


def _check_holes(s: State) -> Verdict:
    n = holes(_cells_of(s, BLACK))
    k = len(s.tiles)
    facts = {"holes": n, "tiles": k}
    if k < 7:
        return Verdict(False, f"{k} of 7 black tiles laid, {n} holes so far.", f"黒 7 枚中 {k} 枚、穴ぼこは {n} 個です。", facts)
    if n > HOLES_IN_THE_SEED:
        return Verdict(True, f"Solved: {n} holes with 7 tiles, more than the seed's {HOLES_IN_THE_SEED}.",
                       f"成功: 7 枚で穴ぼこ {n} 個。説明書の図の {HOLES_IN_THE_SEED} 個より多くできました。", facts)
    return Verdict(False, f"{n} holes with 7 tiles; the figure in the rules has {HOLES_IN_THE_SEED}: can you make more?",
                   f"7 枚で穴ぼこ {n} 個。説明書の図は {HOLES_IN_THE_SEED} 個です。もっと作れますか？", facts)


def _check_copycat(s: State) -> Verdict:
    black = _cells_of(s, BLACK)
    blacks = sum(1 for t in s.tiles if t.player == BLACK)
    whites = sum(1 for t in s.tiles if t.player == WHITE)
    shown = sum(1 for c in black if s.top[c] is not None and s.tiles[s.top[c]].player == BLACK)
    facts = {"black": blacks, "white": whites, "visible": shown}
    if blacks < 7:
        return Verdict(False, f"Lay all 7 black tiles first ({blacks} laid).", f"まず黒タイル 7 枚を置きましょう（{blacks} 枚）。", facts)
    if shown:
        return Verdict(False, f"{shown} black cells still show.", f"黒いマスがまだ {shown} 個見えています。", facts)
    return Verdict(True, "Solved: every black tile is hidden under white tiles, each on two black tiles or more.",
                   "成功: 黒タイルはすべて、2 枚以上にまたがる白タイルの下に隠れました。", facts)


_CHECKERS = {"level5": _check_level5, "volcano": _check_volcano, "holes": _check_holes, "copycat": _check_copycat}


def solve_level5(width: int = 12, max_width: int = 384) -> list[Place]:
    """14 legal placements (White, Black, White, ...) under the game's rules that put a tile on level 5.

    Beam search over whole positions: each round keeps the ``width`` best positions, judged by tiles
    weighted by 6^level (height is what the puzzle wants), trying from each position its 60 most promising
    placements (higher first, then touching more of the build) and merging positions that are the same up to
    symmetry. Once a tile lies on level 5 the remaining tiles are placed by the first legal move. If a beam
    fails, a beam twice as wide tries again. Deterministic: the same call gives the same line.
    """
    from . import canon

    while width <= max_width:
        got = _beam(width, canon.canonical)
        if got is not None:
            return got
        width *= 2
    raise RuntimeError(f"no Level 5 construction found with beams up to {max_width} wide")


def _beam(width: int, key: Any) -> list[Place] | None:
    beam: list[tuple[State, list[Place]]] = [(rules.new_state(0), [])]
    for _ in range(14):
        found: dict[Any, tuple[float, State, list[Place]]] = {}
        for s, line in beam:
            ranked = []
            for m in generator(s).moves():
                z = rules.level_of(s, m.cells)
                touch = sum(1 for c in m.cells for d in NEIGHBOURS if c + d in s.height)
                ranked.append((z * 100 + touch, m))
            ranked.sort(key=lambda x: -x[0])
            for _, m in ranked[:60]:
                child = rules.apply(s, m)
                k = key(child)
                if k not in found:
                    found[k] = (sum(6.0 ** t.level for t in child.tiles), child, line + [m])
        best = sorted(found.values(), key=lambda x: -x[0])[:width]
        beam = [(c, line) for _, c, line in best]
        for c, line in beam:
            if max(t.level for t in c.tiles) >= 5:
                while not rules.over(c):
                    m = generator(c).moves()[0]
                    c = rules.apply(c, m)
                    line = line + [m]
                return line
    return None
