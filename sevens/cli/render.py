"""Text drawings of a view for the terminal; one function per game, a plain fallback for others."""

from __future__ import annotations

import json
from typing import Any, Callable

from ..games.shichinarabe.cards import RANKS, SUIT_SYMBOLS, parse, pretty

T = {
    "en": {"seat": "seat", "cards": "cards", "passes": "passes", "out": "finished", "elim": "eliminated",
           "turn": "to move", "hand": "your hand", "playable": "playable", "last": "last moves",
           "round": "round", "points": "points", "joker": "joker", "swap": "takes the joker after playing",
           "laid": "eliminated; lays down"},
    "ja": {"seat": "席", "cards": "枚", "passes": "パス", "out": "あがり", "elim": "失格", "turn": "手番",
           "hand": "手札", "playable": "出せるカード", "last": "直近の手", "round": "ラウンド", "points": "得点",
           "joker": "ジョーカー", "swap": "が本来のカードを出してジョーカーを受け取る", "laid": "失格。場に置いたカード"},
}


def shichinarabe(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    t = T[lang]
    n = v["players"]
    names = names or [f"{t['seat']} {i}" for i in range(n)]
    lines = [f"{t['round']} {v['round'] + 1}/{v['options']['rounds']}"]
    for suit, ranks in enumerate(v["table"]):
        on = set(ranks)
        row = " ".join(f"{RANKS[r - 1]:>2}" if r in on else " ." for r in range(1, 14))
        lines.append(f"  {SUIT_SYMBOLS[suit]} {row}")
    limit = v["options"]["pass_limit"]
    for q in range(n):
        state = ""
        if q in v["finished"]:
            state = f" {t['out']} #{v['finished'].index(q) + 1}"
        elif q in v["eliminated"]:
            state = f" {t['elim']}"
        mark = "→" if v["turn"] == q else " "
        joker = f" ({t['joker']})" if v["joker"] == q else ""
        lines.append(f" {mark} {names[q]:<14} {v['counts'][q]:>2} {t['cards']}  {t['passes']} "
                     f"{v['passes'][q]}/{limit}  {t['points']} {v['points'][q]}{state}{joker}")
    recent = [e for e in v["log"] if e["round"] == v["round"]][-6:]
    if recent:
        lines.append(f"  {t['last']}:")
        for e in recent:
            what = _move(e["move"], lang)
            extra = ""
            if "swap" in e:
                extra = f" — {names[e['swap']]} {t['swap']}"
            if e.get("eliminated"):
                extra = f" — {t['laid']}: " + " ".join(pretty(parse(c)) for c in e["laid"])  # type: ignore[arg-type]
            lines.append(f"    {names[e['seat']]}: {what}{extra}")
    hand = [parse(c) for c in v["hand"]]
    legal = set(v["legal"])
    shown = [("*" if c is not None and _text(c) in legal else "") + pretty(c) for c in hand]  # type: ignore[arg-type]
    lines.append(f"  {t['hand']} ({names[v['seat']]}): " + " ".join(shown))
    if legal:
        lines.append(f"  {t['playable']}: " + ", ".join(_move(m, lang) for m in v["legal"]))
    return "\n".join(lines)


def _text(c: int) -> str:
    from ..games.shichinarabe.cards import text

    return text(c)


def _move(text: str, lang: str) -> str:
    from ..games.shichinarabe.notation import parse as parse_move, pretty as pretty_move

    return pretty_move(parse_move(text), lang)


def plain(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    return json.dumps(v, ensure_ascii=False, indent=1)


RENDERERS: dict[str, Callable[..., str]] = {"shichinarabe": shichinarabe}


def render(game_id: str, v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    return RENDERERS.get(game_id, plain)(v, lang, names)
