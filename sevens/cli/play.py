"""``sevens play``: a game in the terminal, humans (hot-seat) and bots, with undo, save and load."""

from __future__ import annotations

import argparse
import secrets
from typing import Any, Callable

from ..ai import make_bot
from ..core import history, record
from ..core.errors import BadOption, IllegalMove, SevensError
from .main import parse_seats
from .render import render

EXAMPLES = {"shichinarabe": "S8, ♠8, 8s, pass, JK@S10, JK@S10+SJ", "tetrahex": "I(0,1)(1,1)(2,1)(3,1)"}
"""Move texts to show in the help, per game (any game works without: 'moves' lists the legal ones)."""
HELP = {
    "en": "Type a move{ex}, or: moves (list the legal ones), undo, save FILE, load FILE, help, quit.",
    "ja": "手を入力{ex}。ほかに moves（出せる手の一覧）, undo, save ファイル, load ファイル, help, quit。",
}


def help_text(game_id: str, lang: str) -> str:
    ex = EXAMPLES.get(game_id)
    shown = (f" (e.g. {ex})" if lang == "en" else f"（例: {ex}）") if ex else ""
    return HELP[lang].format(ex=shown)


MSG = {
    "en": {"handover": "Next: {p}. Pass the device to this player, then press Enter.", "nothing": "Nothing to undo.",
           "saved": "Saved to {f}.", "loaded": "Loaded {f}.", "bye": "Bye.", "round": "Round {r} ranking:",
           "final": "Match standings:", "seed": "Seed {s} (replay with --seed {s}).", "cant": "Cannot read {f}: {e}",
           "other": "That record is a game of {g}, not {h}.", "undone": "Back to your previous turn.",
           "file": "Say which file: {c} FILE.", "points": "points so far"},
    "ja": {"handover": "次は {p} です。この人に端末を渡して Enter を押してください。", "nothing": "戻せる手がありません。",
           "saved": "{f} に保存しました。", "loaded": "{f} を読み込みました。", "bye": "終了します。",
           "round": "ラウンド {r} の順位:", "final": "最終成績:", "seed": "シード {s}（--seed {s} で再現）。",
           "cant": "{f} を読めません: {e}", "other": "この記録は {g} のもので、{h} ではありません。",
           "undone": "自分の前の手番に戻しました。",
           "file": "ファイル名を指定してください: {c} ファイル", "points": "累計得点"},
}


def run_play(game: Any, args: argparse.Namespace, options: dict[str, Any],
             read: Callable[[str], str] | None = None, write: Callable[[str], None] | None = None) -> int:
    """Play until the match ends or a human quits; ``read``/``write`` default to input() and print()."""
    read = read or (lambda prompt: input(prompt))
    write = write or (lambda text: print(text))
    lang = args.lang
    seats = parse_seats(args.seats, allow_human=True) if args.seats else None
    if seats and "players" not in options and "players" in game.option_spec():
        options["players"] = len(seats)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    state = game.new(seed, **options)
    n = game.players(state)
    if seats is None:
        seats = ["human"] + ["normal"] * (n - 1)
    if len(seats) != n:
        raise BadOption("seats", f"{len(seats)} seats given for {n} players",
                        f"{n} 人のゲームに {len(seats)} 席が指定されています")
    m = MSG[lang]
    write(m["seed"].format(s=seed))
    write(help_text(game.id, lang))
    bots = {q: make_bot(level, seed * 31 + q) for q, level in enumerate(seats) if level != "human"}
    names = [f"{q}:{seats[q]}" for q in range(n)]
    humans = [q for q in range(n) if seats[q] == "human"]
    shown_to: int | None = None
    drawn: Any = None
    rounds_seen = 0
    while True:
        rounds_seen = _report_rounds(game, state, rounds_seen, names, write, m)
        p = game.to_move(state)
        if p is None:
            break
        view = game.view(state, p)
        if p in bots:
            move = bots[p].choose(game, view)
            write(f"{names[p]}: {_describe(game, state, move, lang)}")
            state = game.apply(state, move)
            continue
        if len(humans) > 1 and shown_to != p:
            write("\n" * 40 + m["handover"].format(p=names[p]))
            try:
                read("")
            except EOFError:
                write(m["bye"])
                return 0
        shown_to = p
        if drawn is not state:
            write(render(game.id, view, lang, names))
            drawn = state
        try:
            line = read(f"{names[p]}> ").strip()
        except EOFError:
            write(m["bye"])
            return 0
        word, _, rest = line.partition(" ")
        cmd = word.lower()
        if cmd in ("quit", "exit", "q"):
            write(m["bye"])
            return 0
        if cmd in ("help", "?", "h"):
            write(help_text(game.id, lang))
            continue
        if cmd == "moves":
            write(", ".join(game.format_move(state, x) for x in game.legal_moves(state)))
            continue
        if cmd == "undo":
            back = history.previous_turn(game, state, p)
            if back is None:
                write(m["nothing"])
            else:
                state = back
                write(m["undone"])
            continue
        if cmd == "save" and rest:
            try:
                with open(rest.strip(), "w", encoding="utf-8") as f:
                    f.write(record.dumps(game.to_record(state)))
                write(m["saved"].format(f=rest.strip()))
            except OSError as e:
                write(m["cant"].format(f=rest.strip(), e=e))
            continue
        if cmd == "load" and rest:
            state = _load(game, state, rest.strip(), write, m, lang)
            continue
        if cmd in ("save", "load"):
            write(m["file"].format(c=cmd))
            continue
        if not line:
            continue
        try:
            move = game.parse_move(state, line)
            after = game.apply(state, move)
        except IllegalMove as e:
            write(e.text(lang))
            continue
        write(f"{names[p]}: {_describe(game, state, move, lang)}")
        state = after
    write(m["final"])
    out = game.outcome(state)
    for q in out.order:
        write(f"  {out.ranks[q]}. {names[q]}  {out.scores[q]:g}")
    return 0


def _describe(game: Any, state: Any, move: Any, lang: str) -> str:
    describe = getattr(game, "describe_move", None)
    return describe(state, move, lang) if describe else game.format_move(state, move)


def _report_rounds(game: Any, state: Any, seen: int, names: list[str], write: Callable[[str], None],
                   m: dict[str, str]) -> int:
    view = game.view(state, 0)
    results = view.get("results", []) if isinstance(view, dict) else []
    points = view.get("points") if isinstance(view, dict) else None
    for r in range(seen, len(results)):
        write(m["round"].format(r=r + 1))
        for i, q in enumerate(results[r]):
            total = f"  ({m['points']} {points[q]})" if points and r == len(results) - 1 else ""
            write(f"  {i + 1}. {names[q]}{total}")
    return len(results)


def _load(game: Any, state: Any, path: str, write: Callable[[str], None], m: dict[str, str], lang: str) -> Any:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read(record.MAX_JSON_BYTES + 1)
        other, loaded = record.load_game(text)
    except OSError as e:
        write(m["cant"].format(f=path, e=e))
        return state
    except SevensError as e:
        write(m["cant"].format(f=path, e=e.text(lang)))
        return state
    if other.id != game.id or game.players(loaded) != game.players(state):
        write(m["other"].format(g=other.id, h=game.id))
        return state
    write(m["loaded"].format(f=path))
    return loaded
