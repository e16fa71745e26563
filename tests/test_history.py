"""Going back in a game (sevens.core.history): used by undo in the terminal and the page."""

from __future__ import annotations

import random


from sevens.core import get, history


def test_previous_turn_takes_back_the_seats_last_move_and_everything_after() -> None:
    game = get("shichinarabe")
    s = game.new(3)
    rng = random.Random(4)
    seen = []
    for _ in range(9):
        seen.append(s)
        s = game.apply(s, rng.choice(game.legal_moves(s)))
    seat = game.to_move(seen[4])
    last = max(k for k, t in enumerate(seen) if game.to_move(t) == seat)
    assert history.previous_turn(game, s, seat) == seen[last]
    assert history.states(game, s) == [*seen, s]
    assert history.previous_turn(game, game.new(3), 0) is None
