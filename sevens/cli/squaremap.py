"""A セブンスクエア position drawn in text from one seat's view: the 7×7 board, then each occupied square's
陣 and units, the players' IP, hands, decks and 神殿, the seat's own hand, the last fights and the moves.

The board has rank 7 at the top and rank 1 (P1's ■ on d1) at the bottom, files a–g left to right. Each
square is two lines: its units as two-letter codes (``CODES``; UPPER CASE the units P1 controls, lower case
P2's; a group by its 騎), and under them its 陣 with the 体力 it has left (``#10`` a ■, ``PS5`` P1's 秘密通路)
and ``G1``/``G2`` where a 将 stands. The list below names every unit by its key (the text moves use:
``move warrior@d2 d3``), with riders, 攻/体力 left/移 and abilities. Only what the view holds is drawn: the
opponent's hand is its size and the cards a search showed (R21); a 将 before the reveal is "face down".
"""

from __future__ import annotations

from typing import Any

from ..games.square.cards import CARDS

CODES = {
    "warrior": "WR", "aera-archer": "AR", "aera-artillery": "AT", "aera-centurion": "CE", "aera-drummer": "DR",
    "aera-general": "AG", "aera-sharpshooter": "SS", "miner": "MN", "engineer": "EN", "ironclad": "IC",
    "ram": "RM", "foreman": "FM", "fang-rider": "FR", "fang-hunter": "FH", "fang-warrior": "FW",
    "fang-chief": "FC", "maiden": "MD", "mercenary": "MC", "spearman": "SP", "shieldbearer": "SB", "monk": "MK",
    "knight": "KN", "ao": "AO", "chariot": "CH", "siege-tower": "ST", "steed": "SD", "wolf": "WF",
    "horned-beast": "HB", "warhorse": "WH", "passage": "PS", "outpost": "OP", "abatis": "AB",
    "watchtower": "WT", "hospital": "HP", "base": "#",
}
"""Each card's two letters on the board (the ■ 出撃陣 is ``#``)."""

FILES = "abcdefg"
CELL = 8
"""Characters of a square's drawing (one more between squares)."""
WIDTH = 110
"""The list of moves is wrapped at this width (between moves only)."""

T: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Seven Square", "turn": "game turn {n}", "setup": "set-up", "begins": "{p} takes the first turn",
        "to_move": "{p} to decide", "phase": "phase", "actions": "actions {n}/3", "ip": "IP", "hand": "hand",
        "deck": "deck", "temple": "temple", "general": "general", "face_down": "face down", "none": "none",
        "not_chosen": "not chosen", "your_hand": "your hand", "shown": "shown by a search",
        "legend": "UPPER = P1, lower = P2 (a group by its mount); # ■ base, G1/G2 a general; numbers: 体力 left",
        "fort": "fort", "base": "■ base", "atk": "atk", "hp": "hp", "mv": "move", "new": "deployed this turn",
        "moved": "moved", "used": "used its ability", "charged": "charged", "idle": "no riders",
        "inspired": "inspired +{n}", "fights": "fights", "lost": "lost", "fought": "fought this phase",
        "pending": "refill of {k} to choose", "moves": "your moves", "over": "game over", "won": "{p} wins",
        "draw": "a draw", "top": "last", "on": "on",
        "reasons": {"general": "the enemy general fell", "generals": "both generals fell",
                    "deckout": "a deck ran out", "turns": "30 turns each"},
        "phases": {"general": "choose the general", "mulligan": "mulligan", "deploy": "deploy", "act": "actions",
                   "refill": "refill", "battle": "battles", "discard": "discard to 7", "over": "over"},
        "shoot": "shoot", "build": "build", "heal": "heal", "recall": "recall", "charge": "charge",
        "armour": "armour", "kinds": {"battle": "battle", "siege": "siege", "shot": "shot"},
    },
    "ja": {
        "title": "セブンスクエア", "turn": "第{n}ターン", "setup": "準備", "begins": "先攻 {p}",
        "to_move": "{p} の判断", "phase": "フェイズ", "actions": "行動 {n}/3", "ip": "IP", "hand": "手札",
        "deck": "山札", "temple": "神殿", "general": "将", "face_down": "裏向き", "none": "なし",
        "not_chosen": "未選択", "your_hand": "あなたの手札", "shown": "サーチで公開",
        "legend": "大文字 = P1、小文字 = P2（騎乗部隊は騎の記号）; # は■出撃陣、G1/G2 は将; 数字は残り体力",
        "fort": "陣", "base": "■出撃陣", "atk": "攻", "hp": "体力", "mv": "移", "new": "出撃したばかり",
        "moved": "移動済み", "used": "能力使用済み", "charged": "突撃", "idle": "騎手なし",
        "inspired": "鼓舞+{n}", "fights": "戦闘", "lost": "神殿へ", "fought": "このフェイズで戦闘済み",
        "pending": "{k} の補填を選ぶ", "moves": "選べる手", "over": "終了", "won": "{p} の勝ち",
        "draw": "引き分け", "top": "最後", "on": "",
        "reasons": {"general": "敵の将が神殿へ", "generals": "両方の将が神殿へ", "deckout": "山札切れ",
                    "turns": "各30ターン経過"},
        "phases": {"general": "将の選択", "mulligan": "マリガン", "deploy": "出撃", "act": "行動",
                   "refill": "補填", "battle": "戦闘", "discard": "手札調整（7枚まで）", "over": "終了"},
        "shoot": "射撃", "build": "工作", "heal": "回復", "recall": "招魂", "charge": "突撃", "armour": "装甲",
        "kinds": {"battle": "戦闘", "siege": "陣への攻撃", "shot": "射撃"},
    },
}

GROUPED = ("move", "deploy", "shoot", "heal", "ride", "build", "recall")
"""Verbs whose legal moves are listed together by their first two words (``move warrior@d2 → d3 d4``)."""


def card(key: str, lang: str) -> str:
    """A card as the list names it: its key, which moves use; in Japanese its 名称 first."""
    if key == "base":
        return T[lang]["base"]
    c = CARDS.get(key)
    if lang == "ja" and c is not None:
        return f"{c.name_ja}[{key}]"
    return key


def _code(piece: dict[str, Any]) -> str:
    code = CODES.get(piece["key"], piece["key"][:2].upper())
    return code.upper() if piece["controller"] == 0 else code.lower()


def _generals(cell: dict[str, Any]) -> list[int]:
    """The seats whose 将 stands on the square (alone or riding)."""
    out = []
    for piece in cell["pieces"]:
        for c in [piece] + piece["riders"]:
            if c["general"]:
                out.append(c["owner"])
    return sorted(set(out))


def _fort_code(f: dict[str, Any] | None) -> str:
    if f is None:
        return ""
    code = CODES.get(f["key"], f["key"][:2].upper())
    if f["key"] != "base":
        code = code.upper() if f["owner"] == 0 else code.lower()
    return f"{code}{f['left']}"


def board_lines(v: dict[str, Any]) -> list[str]:
    """The 7×7 drawing: two lines a rank, rank 7 first."""
    by_name = {cell["sq"]: cell for cell in v["board"]}
    head = "    " + " ".join(f"{f:<{CELL}}" for f in FILES)
    lines = [head.rstrip()]
    for rank in range(7, 0, -1):
        top, under = [], []
        for f in FILES:
            cell = by_name[f"{f}{rank}"]
            units = "".join(_code(p) for p in cell["pieces"])[:CELL]
            gens = "".join(f"G{p + 1}" for p in _generals(cell))
            fort = " ".join(x for x in (_fort_code(cell["fort"]), gens) if x)[:CELL]
            if not units and not fort:
                units = "."
            top.append(f"{units:<{CELL}}")
            under.append(f"{fort:<{CELL}}")
        lines.append(f" {rank}  " + " ".join(top).rstrip())
        lines.append(("    " + " ".join(under)).rstrip())
    lines.append(head.rstrip())
    return lines


def _abilities(piece: dict[str, Any], lang: str) -> list[str]:
    t = T[lang]
    a = piece["abilities"]
    out = [f"{t['shoot']} {n}/{r}" for n, r in a["shoot"]]
    if a["build"]:
        out.append(t["build"])
    for kind in ("heal", "recall", "charge", "armour"):
        if a[kind]:
            out.append(f"{t[kind]} {a[kind]}")
    if piece["inspired"]:
        out.append(t["inspired"].format(n=piece["inspired"]))
    return out


def _piece(piece: dict[str, Any], lang: str) -> str:
    t = T[lang]
    star = "★" if piece["general"] else ""
    name = card(piece["key"], lang) + star
    if piece["riders"]:
        riders = ", ".join(card(r["key"], lang) + ("★" if r["general"] else "") for r in piece["riders"])
        name += f" + {riders}"
    who = f"P{piece['controller'] + 1}"
    if piece["owner"] != piece["controller"]:
        who += f" (P{piece['owner'] + 1}'s)" if lang == "en" else f"（P{piece['owner'] + 1} の騎）"
    if piece["combatant"]:
        stats = f"{t['atk']} {piece['attack']}, {t['hp']} {piece['left']}/{piece['health']}, {t['mv']} {piece['move']}"
    else:
        stats = t["idle"]
    notes = _abilities(piece, lang) if piece["combatant"] else []
    if piece["fresh"]:
        notes.append(t["new"])
    if piece["acted"]:
        notes.append(t[piece["acted"] if piece["acted"] == "moved" else "used"])
    if piece["charged"]:
        notes.append(t["charged"])
    return f"{who} {name}: {stats}" + (f" ({', '.join(notes)})" if notes else "")


def square_lines(v: dict[str, Any], lang: str) -> list[str]:
    """Every occupied square from rank 7 down: its 陣 with 体力 left, then each unit on a line."""
    t = T[lang]
    out = []
    cells = sorted(v["board"], key=lambda c: (-int(c["sq"][1]), c["sq"][0]))
    for cell in cells:
        f = cell["fort"]
        if f is None and not cell["pieces"]:
            continue
        rows = []
        if f is not None:
            what = card(f["key"], lang) if f["key"] == "base" else f"{t['fort']} {card(f['key'], lang)}"
            rows.append(f"P{f['owner'] + 1} {what}: {t['hp']} {f['left']}/{f['health']}")
        rows.extend(_piece(p, lang) for p in cell["pieces"])
        out.append(f"  {cell['sq']}  {rows[0]}")
        out.extend(f"      {r}" for r in rows[1:])
    return out


def _player(v: dict[str, Any], p: int, lang: str, names: list[str]) -> str:
    t = T[lang]
    h = v["hands"][p]
    temple = v["temples"][p]
    top = f" ({t['top']}: {card(temple[-1], lang)})" if temple else ""
    g = v["generals"][p]
    general = card(g, lang) if g is not None else (t["face_down"] if v["general_chosen"][p] else t["not_chosen"])
    mark = "→" if v["to_move"] == p else " "
    return (f" {mark} {names[p]}: {t['ip']} {v['ip'][p]} · {t['hand']} {h['count']} · {t['deck']} {v['decks'][p]}"
            f" · {t['temple']} {len(temple)}{top} · {t['general']} {general}")


def _event(e: dict[str, Any], lang: str) -> str:
    t = T[lang]
    hits = ", ".join(f"{card(h['key'], lang)}(P{h['seat'] + 1}) -{h['damage']}→{h['left']}" for h in e["hits"])
    lost = ", ".join(f"{card(x['key'], lang)}(P{x['owner'] + 1})" for x in e["lost"])
    origin = f" ← {e['origin']}" if e["origin"] != e["sq"] else ""
    text = f"  {t['kinds'].get(e['kind'], e['kind'])} {e['sq']}{origin} (P{e['seat'] + 1})"
    if e["kind"] != "shot" and e["totals"]:
        text += " " + "–".join(str(x) for x in e["totals"])
    if hits:
        text += f": {hits}"
    if lost:
        text += f"; {t['lost']}: {lost}"
    return text


def grouped_moves(legal: list[str]) -> list[str]:
    """The legal move texts, those of one unit or card under one verb together: ``move warrior@d2 → d3 d4``."""
    groups: dict[str, list[str]] = {}
    for m in legal:
        words = m.split(" ")
        if words[0] in GROUPED and len(words) == 3:
            groups.setdefault(f"{words[0]} {words[1]}", []).append(words[2])
        else:
            groups.setdefault(m, [])
    return [f"{k} → {' '.join(rest)}" if rest else k for k, rest in groups.items()]


def square(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    t = T[lang]
    names = names or ["P1", "P2"]
    seat = v["seat"]
    turn = t["turn"].format(n=v["game_turn"]) if v["game_turn"] else t["setup"]
    taken = ", ".join(f"P{p + 1} {n}/30" for p, n in enumerate(v["turns_taken"]))
    lines = [f"{t['title']} · {turn} ({taken}) · {t['begins'].format(p=names[v['first']])}"]
    if v["to_move"] is None:
        w = v["winner"]
        result = t["draw"] if w == 2 else t["won"].format(p=names[w]) if w in (0, 1) else t["over"]
        reason = t["reasons"].get(v["reason"], v["reason"])
        lines.append(f"{t['over']}: {result}" + (f" ({reason})" if reason else ""))
    else:
        phase = t["phases"].get(v["phase"], v["phase"])
        extra = f" · {t['actions'].format(n=v['actions'])}" if v["phase"] == "act" else ""
        if v["pending"]:
            extra += f" · {t['pending'].format(k=card(v['pending'], lang))}"
        if v["fought"]:
            extra += f" · {t['fought']}: {' '.join(v['fought'])}"
        lines.append(f"{t['to_move'].format(p=names[v['to_move']])} · {t['phase']}: {phase}{extra}")
    lines.extend(board_lines(v))
    lines.append(f"  ({t['legend']})")
    lines.extend(square_lines(v, lang))
    for p in (0, 1):
        lines.append(_player(v, p, lang, names))
    own = v["hands"][seat]
    hand = " ".join(f"{card(k, lang)}({CARDS[k].cost})" if k in CARDS else k for k in own["cards"])
    lines.append(f"  {t['your_hand']} ({names[seat]}): {hand or t['none']}")
    other = v["hands"][1 - seat]
    if other["cards"]:
        lines.append(f"  {names[1 - seat]} {t['shown']}: {' '.join(card(k, lang) for k in other['cards'])}")
    if v["events"]:
        lines.append(f"  {t['fights']}:")
        lines.extend("  " + _event(e, lang) for e in v["events"][-6:])
    if v["legal"]:
        lines.extend(_wrap(f"  {t['moves']}: ", grouped_moves(v["legal"])))
    return "\n".join(lines)


def _wrap(head: str, items: list[str], width: int = WIDTH) -> list[str]:
    """``items`` after ``head``, "; " between them, a new line (indented) only between two items."""
    out, line = [], head
    for i, item in enumerate(items):
        piece = item + (";" if i < len(items) - 1 else "")
        if line != head and len(line) + 1 + len(piece) > width:
            out.append(line)
            line = "    " + piece
        else:
            line += ("" if line == head else " ") + piece
    out.append(line)
    return out
