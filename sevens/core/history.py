"""Going back in a game: every state of its record, and the state at a seat's previous turn (undo)."""

from __future__ import annotations

from typing import Any


def states(game: Any, s: Any) -> list[Any]:
    """Every state from the start to ``s``, rebuilt from its record."""
    rec = game.to_record(s)
    cur = game.new(rec["seed"], **rec["options"])
    out = [cur]
    for text in rec["moves"]:
        cur = game.apply(cur, game.parse_move(cur, text))
        out.append(cur)
    return out


def previous_turn(game: Any, s: Any, seat: int) -> Any | None:
    """The state just before ``seat``'s last move (that move and all after it taken back), or None."""
    past = states(game, s)
    for k in range(len(past) - 2, -1, -1):
        if game.to_move(past[k]) == seat:
            return past[k]
    return None
