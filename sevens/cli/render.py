"""Text drawings of a view for the terminal; one function per game, a plain fallback for others.

A renderer takes (view, lang, names) and returns text; ``RENDERERS`` maps a game id to it. A game
without one is shown as its view, one field a line in compact JSON, so every registered game can be played
in the terminal.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ..games.shichinarabe.cards import JOKER, RANKS, SUIT_SYMBOLS, pretty
from ..games.shichinarabe.cards import parse as parse_card
from ..games.shichinarabe.notation import parse as parse_move
from ..games.shichinarabe.notation import pretty as pretty_move
from .hexmap import tetrahex
from .shadesmap import shades
from .squaremap import square
from .usevenmap import SIDES as ULTRASEVEN_SIDES
from .usevenmap import ultraseven

RECENT = 8
"""How many of the round's last moves the table shows."""

T = {
    "en": {"seat": "seat", "cards": "cards", "passes": "passes", "out": "finished", "elim": "eliminated",
           "turn": "to move", "hand": "your hand", "playable": "playable", "last": "last moves",
           "round": "round", "points": "points", "joker": "joker", "swap": "plays {card} and takes the joker",
           "laid": "eliminated; lays down", "legend": "* = playable"},
    "ja": {"seat": "席", "cards": "枚", "passes": "パス", "out": "あがり", "elim": "失格", "turn": "手番",
           "hand": "手札", "playable": "出せるカード", "last": "直近の手", "round": "ラウンド", "points": "得点",
           "joker": "ジョーカー", "swap": "が {card} を出してジョーカーを受け取る", "laid": "失格。場に置いたカード", "legend": "* = 出せる"},
}


def shichinarabe(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    """The 七並べ table as one seat sees it: runs per suit, players, recent moves, the seat's hand."""
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
        status = ""
        if q in v["finished"]:
            status = f" {t['out']} #{v['finished'].index(q) + 1}"
        elif q in v["eliminated"]:
            status = f" {t['elim']}"
        mark = "→" if v["turn"] == q else " "
        joker = f" ({t['joker']})" if v["joker"] == q else ""
        lines.append(f" {mark} {names[q]:<14} {v['counts'][q]:>2} {t['cards']}  {t['passes']} "
                     f"{v['passes'][q]}/{limit}  {t['points']} {v['points'][q]}{status}{joker}")
    recent = [e for e in v["log"] if e["round"] == v["round"]][-RECENT:]
    if recent:
        lines.append(f"  {t['last']}:")
        for e in recent:
            lines.append(f"    {names[e['seat']]}: {_entry(e, lang, names)}")
    legal = set(v["legal"])
    joker_playable = any(m.startswith("JK@") for m in legal)
    shown = []
    for c_text in v["hand"]:
        c = parse_card(c_text)
        playable = c_text in legal or (c == JOKER and joker_playable)
        shown.append(("*" if playable else "") + (pretty(c) if c is not None else c_text))
    lines.append(f"  {t['hand']} ({names[v['seat']]}; {t['legend']}): " + " ".join(shown))
    if legal:
        lines.append(f"  {t['playable']}: " + ", ".join(_move(m, lang) for m in v["legal"]))
    return "\n".join(lines)


def _entry(e: dict[str, Any], lang: str, names: list[str]) -> str:
    """One log entry: the move, the forced joker swap, the cards an eliminated player laid down."""
    t = T[lang]
    out = _move(e["move"], lang)
    if "swap" in e:
        card = pretty(parse_move(e["move"]).card)
        out += f" — {names[e['swap']]} {t['swap'].format(card=card)}"
    if e.get("eliminated"):
        laid = " ".join(pretty(c) for c in map(parse_card, e.get("laid", [])) if c is not None)
        out += f" — {t['laid']}: {laid}"
    if e.get("finished"):
        out += f" — {t['out']}"
    return out


def _move(text: str, lang: str) -> str:
    return pretty_move(parse_move(text), lang)


def plain(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    """Any game's view: ``field: value`` a line (compact JSON); a long list shows its last ``RECENT`` items."""
    lines = []
    for key, value in v.items():
        if isinstance(value, list) and len(value) > RECENT:
            shown = "[…, " + json.dumps(value[-RECENT:], ensure_ascii=False, separators=(",", ":"))[1:]
        else:
            shown = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        lines.append(f"  {key}: {shown}")
    return "\n".join(lines)


RENDERERS: dict[str, Callable[..., str]] = {"shichinarabe": shichinarabe, "tetrahex": tetrahex, "shades": shades,
                                            "square": square, "ultraseven": ultraseven}

SIDES: dict[str, dict[str, tuple[str, ...]]] = {"ultraseven": ULTRASEVEN_SIDES}
"""The seats' names, by language, of a game whose seats are sides of their own (ウルトラセブン's TDF and alien):
``play`` names its seats by them and ``arena`` its scores by seat; any other game's seats are numbered."""


def side_names(game_id: str, lang: str = "en") -> tuple[str, ...] | None:
    """The seats' names of ``game_id`` in ``lang`` (``SIDES``), or None when its seats are only numbered."""
    sides = SIDES.get(game_id)
    return None if sides is None else sides.get(lang, sides["en"])


def render(game_id: str, v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    return RENDERERS.get(game_id, plain)(v, lang, names)
