"""The rules of SEVEN: a new game, applying a placement with the rule it breaks, the end and the score.

Seed sections: ルール (White first anywhere; Black next to it; rules a–d), 終局 (after all 14 tiles; most
tiles on the highest level, ties down level by level), 派生ゲーム (the variant: most on level 1, ties up).
"""

from __future__ import annotations

from ...core.errors import IllegalMove
from .hexgrid import NEIGHBOURS, axial
from .placements import generator
from .shapes import NAMES_EN, NAMES_JA, SHAPES, shape_of
from .state import COLOURS, TOTAL_TILES, Place, State, Tile

VARIANTS = ("top", "bottom")
"""top: the seed's game (most tiles on the highest level); bottom: 派生ゲーム (most on level 1)."""


def new_state(seed: int, variant: str = "top") -> State:
    return State(seed, variant, (), {}, {})


def level_of(s: State, cells: tuple[int, ...]) -> int:
    """The level a tile on ``cells`` would lie at if it lay flat there (cells at unequal heights: −1)."""
    hs = {s.height.get(c, 0) for c in cells}
    return hs.pop() + 1 if len(hs) == 1 else -1


def _ill(rule: str, en: str, ja: str) -> IllegalMove:
    return IllegalMove(rule, en, ja)


def check(s: State, m: Place) -> int:
    """The level ``m`` lies at, or ``IllegalMove`` naming the rule it breaks (never changes ``s``)."""
    p = s.mover
    if p is None:
        raise _ill("game_over", "the game is over: all 14 tiles are placed", "ゲームは終わっています（14 枚すべて配置済み）")
    check_tile(s, p, m)
    gen = generator(s)
    if not s.tiles:
        if m.cells not in gen.highest(m.shape)[1]:
            raise _ill("first", "the first tile is laid with its smallest cell on the origin (0,0)",
                       "最初のタイルは一番小さいマスを原点 (0,0) に置きます")
        return 1
    level = check_lie(s, m.cells)
    best = gen.highest(m.shape)[0]
    if level < best:
        raise _ill("highest", f"rule d: the {NAMES_EN[m.shape]} can reach level {best}, so it must go there "
                   f"(not level {level})",
                   f"ルール d: {NAMES_JA[m.shape]}は{best}階に置けるので、そこに置かなければなりません（{level}階は不可）")
    return level


def check_tile(s: State, p: int, m: Place) -> None:
    """``m`` names one of ``p``'s tiles not yet placed, on four cells of its shape (遊具, fig1)."""
    if not isinstance(m, Place) or m.shape not in SHAPES:
        raise _ill("tile", "no such tile; the tiles are " + ", ".join(SHAPES), "そのタイルはありません")
    en_name, ja_name = NAMES_EN[m.shape], NAMES_JA[m.shape]
    if m.shape in s.used(p):
        raise _ill("tile_used", f"{COLOURS[p]} has already placed the {en_name}",
                   f"{'白' if p == 0 else '黒'}の{ja_name}はもう置かれています")
    cells = m.cells
    if len(cells) != 4 or tuple(sorted(set(cells))) != cells or shape_of(tuple(axial(c) for c in cells)) != m.shape:
        raise _ill("shape", f"those cells do not form the {en_name}", f"そのマスは{ja_name}の形になっていません")


def check_lie(s: State, cells: tuple[int, ...]) -> int:
    """The level a tile on ``cells`` lies at by rules a–c (flat; touching the tiles when on the table;
    across two tiles or more when above), or ``IllegalMove``. The very first tile touches nothing."""
    level = level_of(s, cells)
    if level < 0:
        raise _ill("flat", "rule c: every cell of the tile must rest flat on one level (no overhang, nothing floating)",
                   "ルール c: タイルのすべてのマスが同じ高さの面にぴったり乗らなければなりません（浮きやはみ出しは不可）")
    if level == 1:
        if s.tiles and not any(c + d in s.height for c in cells for d in NEIGHBOURS):
            raise _ill("touch", "rules a/b: a tile on the table must touch a tile already placed (share an edge with it)",
                       "ルール a/b: テーブルに置くタイルは、置かれたタイルと少なくとも一辺で接していなければなりません")
    elif len({s.top[c] for c in cells}) < 2:
        raise _ill("span", f"rule b: a tile on level {level} must lie across at least two tiles",
                   f"ルール b: {level}階のタイルは 2 枚以上のタイルにまたがらなければなりません")
    return level


def apply(s: State, m: Place) -> State:
    level = check(s, m)
    p = s.mover
    assert p is not None
    return put(s, p, m, level)


def put(s: State, p: int, m: Place, level: int) -> State:
    """``s`` with ``p``'s tile ``m`` added at ``level`` (no rule checked: callers check first)."""
    index = len(s.tiles)
    height = dict(s.height)
    top = dict(s.top)
    for c in m.cells:
        height[c] = level
        top[c] = index
    return State(s.seed, s.variant, s.tiles + (Tile(p, m.shape, m.cells, level),), height, top)


def put_child(s: State, p: int, m: Place, level: int) -> State:
    """``put`` for the search: the child notes its parent, so that its generator and the evaluation's
    reaches start from ``s``'s instead of afresh."""
    child = put(s, p, m, level)
    child.cache["parent"] = (s, m.cells, level)
    return child


def counts(s: State) -> list[list[int]]:
    """counts[player][level − 1]: how many of the player's tiles lie at each level (levels 1..highest)."""
    top = max((t.level for t in s.tiles), default=0)
    out = [[0] * top for _ in range(2)]
    for t in s.tiles:
        out[t.player][t.level - 1] += 1
    return out


def score_key(s: State, player: int) -> tuple[int, ...]:
    """What the end compares, most important first (終局 / 派生ゲーム)."""
    c = counts(s)[player]
    return tuple(c) if s.variant == "bottom" else tuple(reversed(c))


def winner(s: State) -> int | None:
    """0 or 1 for the winner of a finished game, None for a draw."""
    a, b = score_key(s, 0), score_key(s, 1)
    return None if a == b else (0 if a > b else 1)


def over(s: State) -> bool:
    return len(s.tiles) >= TOTAL_TILES
