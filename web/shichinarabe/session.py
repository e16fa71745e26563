"""One 七並べ game in the page, without the DOM: seats, moves, undo, saves (pure Python, tested in CPython).

A save is ``{"version": 1, "seats": [...], "record": <game record>}``; saving, loading and its validation are
``web.session_base``'s. A bare game record gets a human in the first seat and bots in the others.
"""

from __future__ import annotations

from typing import Any

from sevens.core import get

from ..session_base import SEAT_KINDS, SessionBase, bad_seats, require_human

GAME = get("shichinarabe")
LEVELS = SEAT_KINDS
SAVE_KEY = "sevens.shichinarabe.save"


class Session(SessionBase):
    GAME = GAME

    def __init__(self, seats: list[str], state: Any) -> None:
        super().__init__(seats, state)
        humans = self.humans()
        self.viewer = humans[0] if humans else 0
        self.revealed = len(humans) <= 1

    @classmethod
    def new(cls, seed: int, seats: list[str], options: dict[str, Any]) -> "Session":
        require_human(seats)
        state = GAME.new(seed, players=len(seats), **options)
        return cls(seats, state)

    def view(self) -> dict[str, Any]:
        """What the page may show: the view of the human who last had (or now has) the device."""
        p = self.to_move()
        if p is not None and self.seats[p] == "human" and p != self.viewer:
            self.viewer = p
            self.revealed = len(self.humans()) <= 1
        return GAME.view(self.state, self.viewer)

    def undo(self) -> bool:
        """Back to the viewing human's previous turn; False if there is none."""
        return self.undo_to_turn_of(self.viewer)

    @classmethod
    def check_seats(cls, seats: Any, state: Any) -> list[str]:
        """Seats for every player, each one of ``LEVELS``, one a human at least; a bare record (no seats)
        gets a human first and bots of level normal after."""
        n = GAME.players(state)
        if seats is None:
            seats = ["human"] + ["normal"] * (n - 1)
        if not isinstance(seats, list) or len(seats) != n or not all(s in LEVELS for s in seats):
            raise bad_seats(n)
        require_human(seats)
        return seats
