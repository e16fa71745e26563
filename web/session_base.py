"""What every game's session in the page shares, without the DOM (pure Python, tested in CPython).

A session is one game at one device: who sits where (``"human"`` or a bot level) and the engine's state.
It is saved as ``{"version": 1, "seats": [...], "record": <game record>}``. Everything read from storage or
an imported file is untrusted: ``load`` validates it all and raises ``BadRecord`` naming the field, and the
caller keeps its current session when that happens.

A game's session subclasses ``SessionBase``, names its engine (``GAME``), and says how seats are checked
(``check_seats``) and which seats a bare game record (a file without the save's envelope) gets
(``BARE_SEATS``).
"""

from __future__ import annotations

import json
from typing import Any, ClassVar, TypeVar

from sevens.core import history, record
from sevens.core.errors import BadRecord

SEAT_KINDS: tuple[str, ...] = ("human", "random", "easy", "normal", "hard")
"""What a seat may hold: a person at the device or a bot of one of the levels."""

SAVE_FIELDS = frozenset({"version", "seats", "record"})

S = TypeVar("S", bound="SessionBase")


def require_human(seats: list[str]) -> None:
    """``BadRecord`` unless at least one seat is a human (a table of bots only is not a game to play)."""
    if "human" not in seats:
        raise BadRecord("seats", "at least one seat must be a human", "人間の席が一つ以上必要です")


def bad_seats(n: int) -> BadRecord:
    """The error for seats that are not ``n`` of ``SEAT_KINDS``."""
    kinds = ", ".join(SEAT_KINDS)
    return BadRecord("seats", f"must list {n} seats, each one of {kinds}",
                     f"{n} 席ぶん、{kinds} のいずれかで指定してください")


def read_save(text: Any, bare_seats: list[str] | None) -> dict[str, Any]:
    """The save's envelope, checked: a JSON object with ``version`` 1 and no field but ``SAVE_FIELDS``.

    A bare game record (``moves`` but no ``record``) is wrapped as if saved with ``bare_seats``.
    """
    d = record.loads(text)
    if not isinstance(d, dict):
        raise BadRecord("save", "must be a JSON object", "JSON オブジェクトではありません")
    if "record" not in d and "moves" in d:
        d = {"version": 1, "seats": None if bare_seats is None else list(bare_seats), "record": d}
    if d.get("version") != 1:
        raise BadRecord("version", "must be 1", "1 でなければなりません")
    extra = set(d) - SAVE_FIELDS
    if extra:
        raise BadRecord(sorted(map(str, extra))[0], "unknown field", "知らない項目です")
    return d


class SessionBase:
    """Seats and the engine's state; moves as text, the bot's view, undo to a turn, dump and load."""

    GAME: ClassVar[Any]
    """The engine (``sevens.core.get(game_id)``)."""
    BARE_SEATS: ClassVar[list[str] | None] = None
    """The seats given to a bare game record on load (None: ``check_seats`` decides)."""

    def __init__(self, seats: list[str], state: Any) -> None:
        self.seats = list(seats)
        self.state = state

    # --- seats and turns ---------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def to_move(self) -> int | None:
        return self.GAME.to_move(self.state)  # type: ignore[no-any-return]

    def bot_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and self.seats[p] != "human"

    def human_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and self.seats[p] == "human"

    def bot_view(self) -> dict[str, Any]:
        """The view of the bot to move (its own seat only): what the worker gets."""
        p = self.to_move()
        assert p is not None and self.seats[p] != "human"
        return self.GAME.view(self.state, p)  # type: ignore[no-any-return]

    # --- moves -------------------------------------------------------------------------------------
    def play(self, text: str) -> None:
        """Apply a move given as text by the seat to move; IllegalMove names the rule if it is not legal."""
        self.state = self.GAME.apply(self.state, self.GAME.parse_move(self.state, text))

    def undo_to_turn_of(self, seat: int) -> bool:
        """Back to ``seat``'s previous turn (the moves of everyone after it go too); False if there is none."""
        back = history.previous_turn(self.GAME, self.state, seat)
        if back is None:
            return False
        self.state = back
        return True

    # --- saves -------------------------------------------------------------------------------------
    def dump(self) -> str:
        return json.dumps({"version": 1, "seats": self.seats, "record": self.GAME.to_record(self.state)},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def check_seats(cls, seats: Any, state: Any) -> list[str]:
        """The saved ``seats`` for ``state``, validated (``BadRecord`` names what is wrong)."""
        raise NotImplementedError

    @classmethod
    def load(cls: type[S], text: Any) -> S:
        """A session from saved or imported text; ``BadRecord`` names what is wrong."""
        d = read_save(text, cls.BARE_SEATS)
        state = cls.GAME.from_record(d.get("record"))
        return cls(cls.check_seats(d.get("seats"), state), state)
