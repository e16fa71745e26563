"""Records: seed, options and moves, which replay to the identical state.

A record is what saves, undo, replays and bug reports use::

    {"format": 1, "game": "shichinarabe", "seed": 42, "options": {...}, "moves": ["D8", "pass", ...]}

A record from outside is untrusted input: every field is checked and a bad one raises ``BadRecord``
naming the field. Replaying builds a new state and touches nothing else, so a refused record leaves
any game in progress intact.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import BadOption, BadRecord, IllegalMove, SevensError
from .rng import MAX_SEED

FORMAT = 1
MAX_RECORD_MOVES = 100_000
MAX_MOVE_TEXT = 64
MAX_JSON_BYTES = 2_000_000


def make(game: Any, seed: int, options: dict[str, Any], moves: list[str]) -> dict[str, Any]:
    return {"format": FORMAT, "game": game.id, "seed": seed, "options": dict(options), "moves": list(moves)}


def check(d: Any, game: Any) -> tuple[int, dict[str, Any], list[str]]:
    """Validate the shape of a record for ``game``; returns (seed, options, moves)."""
    if not isinstance(d, dict):
        raise BadRecord("record", "must be a JSON object", "JSON オブジェクトではありません")
    extra = set(d) - {"format", "game", "seed", "options", "moves"}
    if extra:
        name = sorted(map(str, extra))[0]
        raise BadRecord(name, "unknown field", "知らない項目です")
    fmt = d.get("format")
    if type(fmt) is not int or fmt != FORMAT:
        raise BadRecord("format", f"must be {FORMAT}, got {fmt!r}", f"{FORMAT} でなければなりません（{fmt!r}）")
    if d.get("game") != game.id:
        raise BadRecord(
            "game", f"is {d.get('game')!r}, expected {game.id!r}", f"{d.get('game')!r} ではなく {game.id!r} のはずです"
        )
    seed = d.get("seed")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise BadRecord("seed", f"must be a whole number from 0 to {MAX_SEED}", f"0〜{MAX_SEED} の整数が必要です")
    options = d.get("options")
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise BadRecord("options", "must be an object of named options", "名前つきオプションのオブジェクトが必要です")
    moves = d.get("moves")
    if not isinstance(moves, list):
        raise BadRecord("moves", "must be a list of move texts", "手の文字列のリストが必要です")
    if len(moves) > MAX_RECORD_MOVES:
        raise BadRecord("moves", "is longer than any game can be", "どのゲームよりも長すぎます")
    for i, m in enumerate(moves):
        if not isinstance(m, str) or not 0 < len(m) <= MAX_MOVE_TEXT:
            raise BadRecord(f"moves[{i}]", "must be a short move text", "短い手の文字列が必要です")
    return seed, options, moves


def replay(game: Any, d: Any) -> Any:
    """The state a record describes, rebuilt by applying its moves one by one."""
    seed, options, moves = check(d, game)
    try:
        s = game.new(seed, **options)
    except BadOption as e:
        raise BadRecord(f"options.{e.option}", e.en, e.ja) from None
    except TypeError as e:  # unexpected keyword
        raise BadRecord("options", str(e), str(e)) from None
    for i, text in enumerate(moves):
        if game.to_move(s) is None:
            raise BadRecord(f"moves[{i}]", "comes after the game is over", "ゲーム終了後の手です")
        try:
            m = game.parse_move(s, text)
            s = game.apply(s, m)
        except IllegalMove as e:
            raise BadRecord(f"moves[{i}]", f"{text!r} is not legal: {e.en}", f"{text!r} は反則です: {e.ja}") from None
    return s


def dumps(d: dict[str, Any]) -> str:
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


def loads(text: str) -> Any:
    """Parse record JSON; anything that is not JSON raises ``BadRecord``."""
    if not isinstance(text, str):
        raise BadRecord("record", "must be text", "テキストが必要です")
    if len(text) > MAX_JSON_BYTES:
        raise BadRecord("record", "is too large", "大きすぎます")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise BadRecord("record", f"is not valid JSON ({e})", f"JSON として読めません（{e}）") from None


def load_game(text: str) -> tuple[Any, Any]:
    """(game, state) from record JSON of any registered game."""
    from . import registry

    d = loads(text)
    if not isinstance(d, dict):
        raise BadRecord("record", "must be a JSON object", "JSON オブジェクトではありません")
    gid = d.get("game")
    if not isinstance(gid, str) or gid not in registry.ids():
        raise BadRecord("game", f"unknown game {gid!r}", f"知らないゲーム {gid!r} です")
    game = registry.get(gid)
    return game, game.from_record(d)


__all__ = ["FORMAT", "make", "check", "replay", "dumps", "loads", "load_game", "SevensError"]
