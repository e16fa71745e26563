"""Saves: one file format for the page and the terminal.

A save is a game record (``sevens.core.record``) in an envelope that says who sits where::

    {"version": 1, "seats": ["human", "normal", "hard"], "record": {"format": 2, "game": ..., "moves": [...]}}

The page autosaves and exports it; ``sevens play`` saves it with ``save FILE``; each loads what the other
wrote. A bare record (the envelope's ``record`` alone, as saves before the envelope were) loads too, with
seats given by the reader (``bare_seats``; by default a human first and bots of level normal after).

A save from outside is untrusted: ``read_save`` parses it through ``record.loads`` (size and depth checked
before any JSON parse, a key given twice refused) and checks the envelope; ``check_seats`` checks the seats
against the number of players; the record inside is checked by the game's ``from_record``. Each refusal is
a ``BadRecord`` naming the field (``version``, ``seats``, ``moves[3]``).
"""

from __future__ import annotations

import json
from typing import Any

from . import record
from .errors import BadRecord, shown_name

VERSION = 1
SEAT_KINDS: tuple[str, ...] = ("human", "random", "easy", "normal", "hard")
"""What a seat may hold: a person at the device or a bot of one of the levels (``sevens.ai.LEVELS``)."""
HUMAN = "human"
BARE_BOT = "normal"
"""The level of the bots a bare record (no seats) is given."""
SAVE_FIELDS = frozenset({"version", "seats", "record", "hints"})
MAX_HINTS = 1_000_000
"""``hints`` (optional): how many times the page's "What would the bot play?" was asked in this game, so a
result says it was played with hints."""


def read_save(text: Any, bare_seats: list[str] | None) -> dict[str, Any]:
    """The save's envelope, checked: a JSON object with ``version`` 1 and no field but ``SAVE_FIELDS``.

    A bare game record (``moves`` but no ``record``) is wrapped as if saved with ``bare_seats`` (None: the
    reader's default, see ``check_seats``). The seats and the record inside are not checked here: that
    needs the game (``check_seats``, ``Game.from_record``)."""
    d = record.loads(text)
    if not isinstance(d, dict):
        raise BadRecord("save", "must be a JSON object", "JSON オブジェクトではありません")
    if "record" not in d and "moves" in d:
        d = {"version": VERSION, "seats": None if bare_seats is None else list(bare_seats), "record": d}
    version = d.get("version")
    if type(version) is not int or version != VERSION:
        raise BadRecord("version", f"must be {VERSION}", f"{VERSION} でなければなりません")
    extra = set(d) - SAVE_FIELDS
    if extra:
        raise BadRecord(min(shown_name(k) for k in extra), "unknown field", "知らない項目です")
    hints = d.get("hints", 0)
    if type(hints) is not int or not 0 <= hints <= MAX_HINTS:
        raise BadRecord("hints", f"must be a whole number from 0 to {MAX_HINTS}", f"0〜{MAX_HINTS} の整数が必要です")
    return d


def bad_seats(lo: int, hi: int | None = None) -> BadRecord:
    """The error for seats that are not ``lo`` (or ``lo..hi``) of ``SEAT_KINDS``: it names the number the
    game takes, never the number given."""
    kinds = ", ".join(SEAT_KINDS)
    n = str(lo) if hi is None or hi == lo else f"{lo}..{hi}"
    ja = str(lo) if hi is None or hi == lo else f"{lo}〜{hi}"
    return BadRecord("seats", f"must list {n} seats, each one of {kinds}",
                     f"{ja} 席ぶん、{kinds} のいずれかで指定してください")


def require_human(seats: list[str]) -> None:
    """``BadRecord`` unless at least one seat is a human (a table of bots only is not a game to play)."""
    if HUMAN not in seats:
        raise BadRecord("seats", "at least one seat must be a human", "人間の席が一つ以上必要です")


def check_seats(seats: Any, players: int, need_human: bool = True) -> list[str]:
    """A seat for each of ``players``, each one of ``SEAT_KINDS`` (and one a human when ``need_human``: the
    page's rule; the terminal may watch bots play). None, a save without seats, gives a human first and bots
    of level ``BARE_BOT`` after."""
    if seats is None:
        seats = [HUMAN] + [BARE_BOT] * (players - 1)
    if not isinstance(seats, list) or len(seats) != players \
            or not all(isinstance(s, str) and s in SEAT_KINDS for s in seats):
        raise bad_seats(players)
    if need_human:
        require_human(seats)
    return list(seats)


def envelope(seats: list[str], game_record: dict[str, Any], hints: int = 0) -> dict[str, Any]:
    """The save of a game: its seats and its record (``Game.to_record``), and the hints asked if any."""
    d: dict[str, Any] = {"version": VERSION, "seats": list(seats), "record": game_record}
    if hints:
        d["hints"] = hints
    return d


def dump(seats: list[str], game_record: dict[str, Any], hints: int = 0) -> str:
    """The save's text: compact JSON, non-ASCII kept as it is (the page and the terminal write the same)."""
    return json.dumps(envelope(seats, game_record, hints), ensure_ascii=False, separators=(",", ":"))


def load_any(text: Any, need_human: bool = True) -> tuple[Any, Any, list[str] | None]:
    """(game, state, seats) from a save or a bare record of any registered game; seats is None for a bare
    record (the reader chooses). ``BadRecord`` names what is wrong."""
    d = read_save(text, None)
    game = record.game_of(d.get("record"))
    state = game.from_record(d.get("record"))
    seats = d.get("seats")
    return game, state, None if seats is None else check_seats(seats, game.players(state), need_human)


__all__ = ["VERSION", "SEAT_KINDS", "SAVE_FIELDS", "read_save", "bad_seats", "require_human", "check_seats",
           "envelope", "dump", "load_any"]
