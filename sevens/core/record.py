"""Records: seed, set-up and moves, which replay to the identical state.

A record is what saves, undo, replays and bug reports use::

    {"format": 2, "game": "shichinarabe", "seed": 42, "setup": {...}, "moves": ["D8", "pass", ...]}

``setup`` holds every option of the game, structured ones (a deck, a scenario) included. Chance steps (a
die rolled, a card drawn: decisions of the ``CHANCE`` seat) are moves like the others; replaying checks
that each is the one the seed gives, so a record replays chance exactly and cannot choose its luck.
Format 1 records (``options`` instead of ``setup``, before chance steps existed) still load.

A record from outside is untrusted input: every field is checked and a bad one raises ``BadRecord``
naming the field (``setup.deck[3]``), and its message shows the bad value through ``errors.shown`` (cut,
escaped, never failing on a huge or deep value). Replaying builds a new state and touches nothing else, so
a refused record leaves any game in progress intact.

Move texts in a record are canonical: each must be exactly the text the game writes for that move
(``format_move``). A person typing may write ``s8`` or ``♠8``; a record may not, so one game has one record
and a text that only looks like a move (other digits than ASCII, a trailing newline) is refused.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .errors import BadOption, BadRecord, IllegalMove, SevensError, shown, shown_name
from .game import CHANCE
from .rng import MAX_SEED
from .safejson import MAX_BYTES, parse_text

if TYPE_CHECKING:
    from .game import Game

FORMAT = 2
FORMATS = (1, 2)
MAX_RECORD_MOVES = 100_000
MAX_MOVE_TEXT = 64
MAX_JSON_BYTES = MAX_BYTES


def make(game: Any, seed: int, setup: dict[str, Any], moves: list[str]) -> dict[str, Any]:
    return {"format": FORMAT, "game": game.id, "seed": seed, "setup": dict(setup), "moves": list(moves)}


def check(d: Any, game: Any) -> tuple[int, dict[str, Any], list[str]]:
    """Validate the shape of a record for ``game``; returns (seed, setup, moves)."""
    if not isinstance(d, dict):
        raise BadRecord("record", "must be a JSON object", "JSON オブジェクトではありません")
    fmt = d.get("format")
    if type(fmt) is not int or fmt not in FORMATS:
        raise BadRecord("format", f"must be one of {FORMATS}, got {shown(fmt)}",
                        f"{FORMATS} のいずれかが必要です（{shown(fmt)}）")
    setup_key = "options" if fmt == 1 else "setup"
    extra = set(d) - {"format", "game", "seed", setup_key, "moves"}
    if extra:
        name = min(shown_name(k) for k in extra)  # never str(k): an int of 5,000 digits or a deep tuple fails
        raise BadRecord(name, "unknown field", "知らない項目です")
    gid = d.get("game")
    if type(gid) is not str or gid != game.id:
        from . import registry

        if type(gid) is str and gid in registry.ids():  # another of our games: say which, by the names people read
            other = registry.get(gid).info
            raise BadRecord("game", f"this is a record of {other.name_en}, not of {game.info.name_en}",
                            f"これは{other.name_ja}の記録です（{game.info.name_ja}の記録ではありません）")
        raise BadRecord("game", f"is {shown(gid)}, expected {game.id!r}", f"{shown(gid)} ではなく {game.id!r} のはずです")
    seed = d.get("seed")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise BadRecord("seed", f"must be a whole number from 0 to {MAX_SEED}", f"0〜{MAX_SEED} の整数が必要です")
    setup = d.get(setup_key)
    if not isinstance(setup, dict) or not all(isinstance(k, str) for k in setup):
        raise BadRecord(setup_key, "must be an object of named options", "名前つきオプションのオブジェクトが必要です")
    moves = d.get("moves")
    if not isinstance(moves, list):
        raise BadRecord("moves", "must be a list of move texts", "手の文字列のリストが必要です")
    if len(moves) > MAX_RECORD_MOVES:
        raise BadRecord("moves", "is longer than any game can be", "どのゲームよりも長すぎます")
    for i, m in enumerate(moves):
        if not isinstance(m, str) or not 0 < len(m) <= MAX_MOVE_TEXT:
            raise BadRecord(f"moves[{i}]", "must be a short move text", "短い手の文字列が必要です")
    return seed, setup, moves


def replay(game: Game[Any, Any], d: Any) -> Any:
    """The state a record describes, rebuilt by applying its moves one by one (chance steps checked
    against the seed)."""
    from .chance import resolve

    seed, setup, moves = check(d, game)
    key = "options" if d.get("format") == 1 else "setup"
    unknown = set(setup) - set(game.option_spec())
    if unknown:  # named here: a TypeError from ``game.new`` could not say which key, nor be told from a bug
        raise BadRecord(f"{key}.{min(shown_name(k) for k in unknown)}", "is not an option of this game",
                        "このゲームのオプションではありません")
    try:
        s = game.new(seed, **setup)
    except BadOption as e:
        raise BadRecord(f"{key}.{e.option}", e.en, e.ja) from None
    for i, text in enumerate(moves):
        p = game.to_move(s)
        if p is None:
            raise BadRecord(f"moves[{i}]", "comes after the game is over", "ゲーム終了後の手です")
        try:
            m = game.parse_move(s, text)
            written = game.format_move(s, m)
            if written != text:
                raise BadRecord(f"moves[{i}]", f"{shown(text)} is not how a record writes this move: {shown(written)}",
                                f"{shown(text)} は記録の書き方ではありません。正しくは {shown(written)} です")
            if p == CHANCE and m != resolve(game, s):
                raise BadRecord(f"moves[{i}]", f"{shown(text)} is not what the seed gives at this chance step",
                                f"{shown(text)} はこの偶然の結果としてシードと合いません")
            s = game.apply(s, m)
        except IllegalMove as e:
            raise BadRecord(f"moves[{i}]", f"{shown(text)} is not legal: {e.en}", f"{shown(text)} は反則です: {e.ja}") from None
    return s


def dumps(d: dict[str, Any]) -> str:
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


def loads(text: Any) -> Any:
    """Parse record JSON, its size and depth checked first; anything else raises ``BadRecord``."""
    if not isinstance(text, str):
        raise BadRecord("record", "must be text", "テキストが必要です")
    try:
        return parse_text(text)
    except ValueError as e:
        raise BadRecord("record", f"cannot be read: {e}", f"読めません: {_in_japanese(str(e))}") from None


def _in_japanese(why: str) -> str:
    """``parse_text``'s reason in Japanese: its kind of refusal, without Python's English detail."""
    for start, ja in (("not valid JSON", "JSON として正しくありません"), ("larger than", "大きすぎます"),
                      ("nested deeper", "入れ子が深すぎます"), ("not text", "テキストではありません"),
                      ("holds a number", "大きすぎる数があります"), ("has the key", "一つのオブジェクトに同じ項目が二度あります")):
        if why.startswith(start):
            return ja
    return "記録として受け付けられない内容です"


def game_of(d: Any) -> Game[Any, Any]:
    """The registered game a record (parsed) is of; ``BadRecord`` for anything else."""
    from . import registry

    if not isinstance(d, dict):
        raise BadRecord("record", "must be a JSON object", "JSON オブジェクトではありません")
    gid = d.get("game")
    if not isinstance(gid, str) or gid not in registry.ids():
        raise BadRecord("game", f"unknown game {shown(gid)}", f"知らないゲーム {shown(gid)} です")
    return registry.get(gid)


def load_game(text: str) -> tuple[Any, Any]:
    """(game, state) from record JSON of any registered game."""
    d = loads(text)
    game = game_of(d)
    return game, game.from_record(d)


__all__ = ["FORMAT", "make", "check", "replay", "dumps", "loads", "game_of", "load_game", "SevensError"]
