"""Values of a SEVEN game: a placed tile, a move and the state.

The state is the list of tiles placed so far (each with its owner, shape, cells and level); the height
of every cell and the tile on top of it are derived from that list and kept beside it for speed. Two
states are equal when their seed, variant and tiles are equal.
"""

from __future__ import annotations

from typing import Any, NamedTuple

WHITE, BLACK = 0, 1
COLOURS = ("white", "black")
TILES_EACH = 7
TOTAL_TILES = 2 * TILES_EACH


class Tile(NamedTuple):
    """A tile on the table: ``level`` 1 lies on the table, level L on tiles of level L − 1."""

    player: int
    shape: str
    cells: tuple[int, ...]
    level: int


class Place(NamedTuple):
    """A move: put the mover's tile of ``shape`` on ``cells`` (packed cells, sorted). Its level follows."""

    shape: str
    cells: tuple[int, ...]


class State:
    """One game. Immutable in use: ``rules.apply`` returns a new state."""

    __slots__ = ("seed", "variant", "tiles", "height", "top", "cache")

    def __init__(self, seed: int, variant: str, tiles: tuple[Tile, ...], height: dict[int, int],
                 top: dict[int, int]) -> None:
        self.seed = seed
        self.variant = variant
        self.tiles = tiles
        self.height = height
        """cell → how many tiles lie on it (cells not in it are bare table)."""
        self.top = top
        """cell → index in ``tiles`` of the tile on top of it."""
        self.cache: dict[Any, Any] = {}
        """Derived values (legal moves, keys), filled on first use; not part of the value."""

    def _value(self) -> tuple[int, str, tuple[Tile, ...]]:
        return (self.seed, self.variant, self.tiles)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._value() == other._value()

    def __hash__(self) -> int:
        return hash(self._value())

    def __repr__(self) -> str:
        return f"State(seed={self.seed}, variant={self.variant!r}, tiles={self.tiles!r})"

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return State(self.seed, self.variant, self.tiles, dict(self.height), dict(self.top))

    @property
    def mover(self) -> int | None:
        n = len(self.tiles)
        return None if n >= TOTAL_TILES else n % 2

    def used(self, player: int) -> set[str]:
        """The shapes ``player`` has placed (cached: callers must not change the set)."""
        key = ("used", player)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = {t.shape for t in self.tiles if t.player == player}
        return got
