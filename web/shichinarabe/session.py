"""One 七並べ game in the page, without the DOM: seats, moves, undo, saves (pure Python, tested in CPython).

A save is ``{"version": 1, "seats": [...], "record": <game record>}``. Everything read from storage or an
imported file is untrusted: ``load`` validates it all and raises ``BadRecord`` naming the field, and the
caller keeps its current session when that happens.
"""

from __future__ import annotations

import json
from typing import Any

from sevens.core import get, history, record
from sevens.core.errors import BadRecord

GAME = get("shichinarabe")
LEVELS = ("human", "random", "easy", "normal", "hard")
SAVE_KEY = "sevens.shichinarabe.save"


class Session:
    def __init__(self, seats: list[str], state: Any) -> None:
        self.seats = list(seats)
        self.state = state
        humans = self.humans()
        self.viewer = humans[0] if humans else 0
        self.revealed = len(humans) <= 1

    @classmethod
    def new(cls, seed: int, seats: list[str], options: dict[str, Any]) -> "Session":
        if not any(s == "human" for s in seats):
            raise BadRecord("seats", "at least one seat must be a human", "人間の席が一つ以上必要です")
        state = GAME.new(seed, players=len(seats), **options)
        return cls(seats, state)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def to_move(self) -> int | None:
        return GAME.to_move(self.state)

    def bot_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and self.seats[p] != "human"

    def view(self) -> dict[str, Any]:
        """What the page may show: the view of the human who last had (or now has) the device."""
        p = self.to_move()
        if p is not None and self.seats[p] == "human" and p != self.viewer:
            self.viewer = p
            self.revealed = len(self.humans()) <= 1
        return GAME.view(self.state, self.viewer)

    def bot_view(self) -> dict[str, Any]:
        p = self.to_move()
        assert p is not None and self.seats[p] != "human"
        return GAME.view(self.state, p)

    def play(self, text: str) -> None:
        """Apply a move given as text by the seat to move; IllegalMove names the rule if it is not legal."""
        self.state = GAME.apply(self.state, GAME.parse_move(self.state, text))

    def undo(self) -> bool:
        """Back to the viewing human's previous turn; False if there is none."""
        back = history.previous_turn(GAME, self.state, self.viewer)
        if back is None:
            return False
        self.state = back
        return True

    def dump(self) -> str:
        return json.dumps({"version": 1, "seats": self.seats, "record": GAME.to_record(self.state)},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def load(cls, text: Any) -> "Session":
        """A session from saved or imported text; ``BadRecord`` names what is wrong."""
        d = record.loads(text)
        if not isinstance(d, dict):
            raise BadRecord("save", "must be a JSON object", "JSON オブジェクトではありません")
        if "record" not in d and "moves" in d:  # a bare game record: every seat but the first is a bot
            d = {"version": 1, "seats": None, "record": d}
        if d.get("version") != 1:
            raise BadRecord("version", "must be 1", "1 でなければなりません")
        extra = set(d) - {"version", "seats", "record"}
        if extra:
            raise BadRecord(sorted(map(str, extra))[0], "unknown field", "知らない項目です")
        state = GAME.from_record(d.get("record"))
        n = GAME.players(state)
        seats = d.get("seats")
        if seats is None:
            seats = ["human"] + ["normal"] * (n - 1)
        if not isinstance(seats, list) or len(seats) != n or not all(s in LEVELS for s in seats):
            raise BadRecord("seats", f"must list {n} seats, each one of {', '.join(LEVELS)}",
                            f"{n} 席ぶん、{', '.join(LEVELS)} のいずれかで指定してください")
        if "human" not in seats:
            raise BadRecord("seats", "at least one seat must be a human", "人間の席が一つ以上必要です")
        return cls(seats, state)
