"""A 7 SHADES OF S:EVEN position drawn in text: the 7×7 board, the players' locks and hands, the piles.

Each square shows its top card — the colour's letter and the kind's first four letters when face up
(``R:das``), ``[??]`` face down — the pile's height when above one, a player's piece (``1``–``4``) and the
players' gates (``S W N E`` in the corner of the square). Files a–g run west to east, rank 1 is the south row.
"""

from __future__ import annotations

from typing import Any

from ..games.shades.cards import CODES, COLOUR_EN, COLOUR_JA, KINDS
from ..games.shades.state import GATES, LAYOUTS, SIZE, square

LETTERS = "ROYGBPV*WK"
"""A colour's letter: red orange yellow green blue pink purple (V), rainbow *, white W, black K."""

T = {
    "en": {"turn": "turn of", "hand": "your hand", "locks": "locked", "cards": "cards", "deck": "deck",
           "discard": "discard top", "choose": "choose", "none": "none", "known": "known", "eternal": "eternal left"},
    "ja": {"turn": "手番", "hand": "手札", "locks": "ロック", "cards": "枚", "deck": "山札", "discard": "捨て場の上",
           "choose": "選択", "none": "なし", "known": "判明", "eternal": "残りエターナル"},
}


def _card(code: str | None, up: bool) -> str:
    if code is None or not up:
        return "[??]" if not up else "    "
    k = KINDS[CODES[code]]
    return f"{LETTERS[k.colour]}:{code[:3]}"


def shades(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    t = T[lang]
    n = v["options"]["players"]
    who = names or [f"P{p + 1}" for p in range(n)]
    o = v["options"]
    seats = "SW" if n == 2 and o["adjacent"] else LAYOUTS[n]
    gate_of = {GATES[side]: side for side in seats}
    pieces = {sq: p for p, sq in enumerate(v["pieces"])}
    lines = ["     " + "".join(f"   {f}    " for f in "abcdefg")]
    for y in range(SIZE):
        row = [f" {SIZE - y}   "]
        for x in range(SIZE):
            q = square(x, y)
            pile = v["board"][q]
            top = _card(*pile[-1]) if pile else "  · "
            mark = str(pieces[q] + 1) if q in pieces else " "
            height = str(len(pile)) if len(pile) > 1 else " "
            gate = gate_of.get(q, " ")
            row.append(f"{gate}{mark}{top}{height} ")
        lines.append("".join(row))
    lines.append("")
    colours = COLOUR_JA if lang == "ja" else COLOUR_EN
    for p in range(n):
        locks = v["locks"][p]
        done = [colours[c] + ("(×)" if v["curse"][p] == c else "") for c in range(7) if locks[c]]
        hand = v["hands"][p]
        known = f" ({t['known']}: {', '.join(hand['cards'])})" if p != v["seat"] and hand["cards"] else ""
        mark = "→" if p == v["current"] else " "
        lines.append(f"{mark} {who[p]} [{colours[v['cubes'][p]]}] {t['locks']}: {', '.join(done) or t['none']}"
                     f" · {hand['count']} {t['cards']}{known}")
    mine = v["hands"][v["seat"]]["cards"]
    lines.append(f"{t['hand']}: {', '.join(mine) or t['none']}")
    top = v["discard"][-1] if v["discard"] else t["none"]
    lines.append(f"{t['deck']}: {len(v['deck'])} · {t['discard']}: {top} ({len(v['discard'])})"
                 f" · {t['eternal']}: {len(v['eternals'])}")
    ask = v.get("ask")
    if ask is not None and "moves" in ask:
        lines.append(f"{t['choose']} ({ask['prompt']}): {'  '.join(ask['moves'])}")
    elif ask is not None:
        lines.append(f"{t['turn']} {who[ask['seat']]} ({ask['prompt']})")
    return "\n".join(lines)
