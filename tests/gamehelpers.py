"""Shared helpers for the unit tests: seeded random playouts, option sets worth covering, per-game invariants."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from sevens.core import get

# option sets each game's conformance runs cover (besides the defaults)
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "shichinarabe": [
        {},
        {"players": 3, "joker": True, "joker_last": True, "pass_limit": 1},
        {"players": 6, "joker": True, "ak_link": True, "ak_tunnel": True, "rounds": 3, "pass_limit": 2},
        {"players": 8, "ak_link": True},
    ],
}


def option_sets(game_id: str) -> list[dict[str, Any]]:
    return OPTION_SETS.get(game_id, [{}])


def playout(game: Any, seed: int, options: dict[str, Any], chooser: Callable[[random.Random, list[Any]], Any] | None = None
            ) -> Iterator[tuple[Any, Any]]:
    """Yield (state, move) along a seeded random game; the final state is yielded with move None."""
    rng = random.Random(seed)
    s = game.new(seed, **options)
    steps = 0
    while game.to_move(s) is not None:
        legal = game.legal_moves(s)
        m = chooser(rng, legal) if chooser else legal[rng.randrange(len(legal))]
        yield s, m
        s = game.apply(s, m)
        steps += 1
        assert steps <= game.max_moves, "the game did not end within its bound"
    yield s, None


def mostly_plays(rng: random.Random, legal: list[Any]) -> Any:
    """A chooser that passes rarely, so games run long and reach late-game rules."""
    if len(legal) > 1 and rng.random() < 0.9:
        return legal[rng.randrange(len(legal) - 1)]
    return legal[rng.randrange(len(legal))]


def shichinarabe_cards_conserved(s: Any) -> None:
    """Every card is exactly once in a hand or on the table (the joker in a hand, or gone)."""
    from sevens.games.shichinarabe.cards import FULL_DECK, JOKER_BIT

    seen = 0
    for h in s.hands:
        assert not seen & h, "a card is in two hands"
        seen |= h
    table = sum(m << (13 * i) for i, m in enumerate(s.table))
    assert not seen & table, "a card is both in a hand and on the table"
    total = seen | table
    assert total & FULL_DECK == FULL_DECK, "a card went missing"
    if not s.opts.joker:
        assert not total & JOKER_BIT


INVARIANTS: dict[str, Callable[[Any], None]] = {"shichinarabe": shichinarabe_cards_conserved}


def invariant(game_id: str) -> Callable[[Any], None]:
    return INVARIANTS.get(game_id, lambda s: None)


def game_of(game_id: str) -> Any:
    return get(game_id)
