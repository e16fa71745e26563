"""The セブンスクエア board as HTML, from the viewing seat's view only (pure: no DOM): drawn from the viewer's side
(their ■ at the bottom: P2 sees it turned round), each square with its 陣 as a plate under the units and its
pieces as small framed tiles in the controller's colour (the short name, 攻力/残り体力, the damage taken; a group
is its 騎 with the riders' tiles laid on it; the 将 starred), the squares the latest moves touched, the fights of
this turn and the last.

A square whose click decides (a destination, a deployment, a battle) is a button over the whole square, its
tiles letting the click through; when a tile in it takes clicks of its own (a target, a unit to pick) the
square's choice is a badge beside them (``piece_mode``).
"""

from __future__ import annotations

import html
from typing import Any

from . import logic
from .text import name, short, tx

SIZE = 7
FILES = "abcdefg"


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def click_attrs(key: str, plan: logic.Plan) -> str:
    """The attributes that make an element decide its move or open its moves; "" when it does neither."""
    got = plan.direct.get(key)
    if got is not None:
        return f' data-action="move" data-move="{e(got[0])}" title="{e(got[1])}"'
    if key == plan.picked:
        return ' data-action="square-pick" data-pick=""'
    if key in plan.pick:
        return f' data-action="square-pick" data-pick="{e(key)}"'
    return ""


def inspect_attrs(cards: list[str]) -> str:
    return f' data-action="square-inspect" data-cards="{e(" ".join(cards))}"'


def piece_label(p: dict[str, Any], lang: str) -> str:
    """A piece in words: whose, what, its numbers, its riders and flags."""
    card = name(p["key"], lang)
    bits = [tx("piece_of", lang, p=p["controller"] + 1, card=card, a=p["attack"] + p["inspired"], left=p["left"],
               hp=p["health"])]
    if p["riders"]:
        sep = "、" if lang == "ja" else ", "
        bits.append(tx("riders", lang, names=sep.join(name(r["key"], lang) for r in p["riders"])))
    if p["general"] or any(r["general"] for r in p["riders"]):
        bits.append(tx("general_mark", lang))
    if p["inspired"]:
        bits.append(tx("inspired", lang, n=p["inspired"]))
    if p["acted"]:
        bits.append(tx("acted_moved" if p["acted"] == "moved" else "acted_ability", lang))
    if p["fresh"]:
        bits.append(tx("fresh", lang))
    if p["charged"]:
        bits.append(tx("charged", lang))
    if p["owner"] != p["controller"]:
        bits.append(tx("stolen", lang, p=p["owner"] + 1))
    return "; ".join(bits)


def piece_mode(r: str, plan: logic.Plan, square_click: bool) -> str:
    """How a tile takes a click: ``button`` (its own move, or it opens its moves), ``through`` (the square's
    choice lies under it: the click goes to the square), ``look`` (its text in the card panel). While a unit
    or card is picked, a tile that would only open its own moves lets a click on a destination through."""
    key = "u:" + r
    if key in plan.direct or key == plan.picked:
        return "button"
    if key in plan.pick and not (square_click and plan.picked is not None):
        return "button"
    return "through" if square_click else "look"


def piece_html(p: dict[str, Any], r: str, lang: str, plan: logic.Plan, mode: str, hint_el: str | None) -> str:
    """A piece's tile (``mode``: ``piece_mode``): a button, a tile the click goes through, or one to read."""
    key = "u:" + r
    click = click_attrs(key, plan) if mode == "button" else ""
    cls = ["piece", f"c{p['controller']}"]
    if p["riders"]:
        cls.append("group")
    if p["general"] or any(x["general"] for x in p["riders"]):
        cls.append("general")
    if p["acted"]:
        cls.append("acted")
    if p["fresh"]:
        cls.append("fresh")
    if not p["combatant"]:
        cls.append("idle")
    if click:
        cls.append("legal")
        target = plan.targets.get(key)
        if target:
            cls.append("t-" + target)
    if key == plan.picked:
        cls.append("picked")
    if hint_el == key:
        cls.append("hinted")
    riders = "".join(f'<span class="rider c{p["controller"]}{" general" if x["general"] else ""}" '
                     f'data-key="{e(x["key"])}"><span class="nm">{e(short(x["key"], lang))}</span></span>'
                     for x in p["riders"])
    atk = p["attack"] + p["inspired"]
    hurt = " hurt" if p["left"] < p["health"] else ""
    nums = (f'<span class="nums"><span class="atk{" up" if p["inspired"] else ""}">{atk}</span>'
            f'<span class="sep">/</span><span class="hp{hurt}">{p["left"]}</span></span>')
    if not p["combatant"]:
        nums = '<span class="nums idle">—</span>'
    dmg = f'<span class="dmg">−{p["health"] - p["left"]}</span>' if p["combatant"] and p["left"] < p["health"] else ""
    flags = ""
    if p["general"] or any(x["general"] for x in p["riders"]):
        flags += '<span class="gmark">★</span>'
    if p["acted"]:
        flags += '<span class="amark">✓</span>'
    elif p["fresh"]:
        flags += f'<span class="nmark">{e(tx("new_mark", lang))}</span>'
    body = (f'<span class="top"><span class="flags">{flags}</span>{dmg}</span>{riders}'
            f'<span class="base"><span class="nm">{e(short(p["key"], lang))}</span>{nums}</span>')
    label = piece_label(p, lang)
    data = (f'data-key="{e(p["key"])}" data-ctrl="{p["controller"]}" data-owner="{p["owner"]}" data-ref="{e(r)}" '
            f'data-riders="{len(p["riders"])}"')
    said = f'<span class="visually-hidden">{e(label)}</span>'
    if click:
        return (f'<button type="button" class="{" ".join(cls)}" {data}{click}>{said}'
                f'<span aria-hidden="true" class="drawn">{body}</span></button>')
    if mode == "through":  # the square itself is the choice: clicks go through this tile to it
        return (f'<div class="{" ".join(cls)}" {data}><span class="visually-hidden">{e(label)}</span>'
                f'<span aria-hidden="true" class="drawn">{body}</span></div>')
    return (f'<button type="button" class="{" ".join(cls)} look" {data}{inspect_attrs(logic.piece_cards(p))} '
            f'title="{e(label)}">{said}<span aria-hidden="true" class="drawn">{body}</span></button>')



def shown_square(seat: int, c: int, r: int) -> int:
    """The square drawn in column ``c``, row ``r`` from the top: rank 7 at the top for P1, turned round
    (rank 1 at the top, file g on the left) for P2 — a turn, never a mirror."""
    x, y = (c, SIZE - 1 - r) if seat == 0 else (SIZE - 1 - c, r)
    return y * SIZE + x


def hint_element(hint: str | None, plan: logic.Plan) -> str | None:
    """The element that begins the hinted move (the unit or card picked first, or the one that decides it)."""
    if not hint:
        return None
    for el, (t, _) in plan.direct.items():
        if t == hint:
            return el
    w = hint.split()
    if w[0] in logic.UNIT_VERBS:
        return "u:" + w[1]
    if w[0] in ("deploy", "discard"):
        return "h:" + w[1]
    if w[0] in ("battle", "siege"):
        return "sq:" + w[1]
    return None


def _hitmarks(v: dict[str, Any], lang: str) -> dict[str, tuple[str, str, str]]:
    """The squares fought or shot at this turn or the last (the view's ``events``): (the mark, its words, its
    age: ``now`` this turn, ``before`` the last turn's), the latest fight on a square winning."""
    out: dict[str, tuple[str, str, str]] = {}
    for ev in v["events"]:
        mark = f"−{ev['hits'][0]['damage']}" if ev["kind"] == "shot" and ev["hits"] else "⚔"
        out[ev["sq"]] = (mark, logic.event_summary(ev, lang), "now" if ev["turn"] == v["turn"] else "before")
    return out


def square_html(sqv: dict[str, Any], v: dict[str, Any], marks: dict[str, str], lang: str,
                plan: logic.Plan, hint_el: str | None, hits: dict[str, tuple[str, str, str]],
                edge: tuple[str, str]) -> str:
    """One square: its button (or badge) when it is a choice, its 陣, its tiles, a 将 face down before the
    reveal, the mark of a fight, its file or rank on the board's edge."""
    sq = sqv["sq"]
    key = "sq:" + sq
    rank = int(sq[1])
    cls = ["sq", "half0" if rank <= 3 else "half1" if rank >= 5 else "mid"]
    words = [sq]
    click = click_attrs(key, plan)
    target = plan.targets.get(key)
    if click:
        cls.append("legal")
        if target:
            cls.append("t-" + target)
    if key == plan.picked:
        cls.append("picked")
    if hint_el == key:
        cls.append("hinted")
    mark = marks.get(sq)
    if mark:
        cls.append(mark)
        words.append(tx({"last": "last", "from": "from_sq"}.get(mark, "recent"), lang))
    if sq in v["fought"]:
        cls.append("fought")
        words.append(tx("fought_here", lang))
    # the square's choice is a badge, not the whole square, when a tile in it takes clicks of its own
    refs = logic.square_refs(sqv)
    modes = [piece_mode(r, plan, bool(click)) for r in refs]
    badge = bool(click) and "button" in modes
    if badge:
        modes = ["look" if m == "through" else m for m in modes]
    inner = ""
    f = sqv["fort"]
    if f is not None:
        cls.append("has-fort")
        fname = name(f["key"], lang)
        flabel = tx("fort_of", lang, card=fname, p=f["owner"] + 1, left=f["left"], hp=f["health"])
        words.append(flabel)
        hurt = " hurt" if f["left"] < f["health"] else ""
        plate = (f'<span class="fname">{"<b>■</b>" if f["key"] == "base" else ""}<span class="ftext">'
                 f'{e(short(f["key"], lang))}</span></span>'
                 f'<span class="fhp{hurt}">{f["left"]}/{f["health"]}</span>')
        if click and not badge:
            inner += (f'<div class="fort c{f["owner"]}" data-key="{e(f["key"])}" data-owner="{f["owner"]}" '
                      f'aria-hidden="true">{plate}</div>')
        else:
            inner += (f'<button type="button" class="fort c{f["owner"]} look" data-key="{e(f["key"])}" '
                      f'data-owner="{f["owner"]}"{inspect_attrs([f["key"]])} title="{e(flabel)}">'
                      f'<span class="visually-hidden">{e(flabel)}</span><span aria-hidden="true">{plate}</span>'
                      '</button>')
    pieces = [piece_html(p, r, lang, plan, m, hint_el) for r, p, m in zip(refs, sqv["pieces"], modes)]
    # a 将 chosen but not yet revealed lies face down on its owner's ■ (R5)
    if not v["revealed"] and f is not None and f["key"] == "base" and v["general_chosen"][f["owner"]]:
        mine = f["owner"] == v["seat"] and v["generals"][v["seat"]]
        said = (tx("face_down_mine", lang, card=name(v["generals"][v["seat"]], lang)) if mine
                else tx("face_down", lang))
        shown = e(short(v["generals"][v["seat"]], lang)) if mine else ""
        pieces.append(f'<div class="piece facedown c{f["owner"]}" data-owner="{f["owner"]}">'
                      f'<span class="visually-hidden">{e(said)}</span><span aria-hidden="true" class="drawn">'
                      f'<span class="base"><span class="nm">{shown}</span></span></span></div>')
    if not pieces and f is None:
        words.append(tx("empty_sq", lang))
    inner += f'<div class="pieces" data-n="{len(pieces)}">{"".join(pieces)}</div>'
    if sq in hits:
        mark, said, age = hits[sq]
        inner += f'<span class="hitmark {age}" title="{e(said)}" aria-hidden="true">{e(mark)}</span>'
    coords = ""
    if edge[0]:
        coords += f'<span class="coord file" aria-hidden="true">{edge[0]}</span>'
    if edge[1]:
        coords += f'<span class="coord rank" aria-hidden="true">{edge[1]}</span>'
    button = ""
    if click:
        label = plan.direct[key][1] if key in plan.direct else ", ".join(words)
        glyph = {"battle": "⚔", "siege": "⚒", "deploy": "＋"}.get(target or "", "➜")
        shown = f'<span aria-hidden="true">{glyph}</span>' if badge else ""
        button = (f'<button type="button" class="sqbtn{" badge" if badge else ""}"{click}>'
                  f'<span class="visually-hidden">{e(label)}</span>{shown}</button>')
    if badge:
        cls.append("badged")
    return (f'<div class="{" ".join(cls)}" data-sq="{sq}"><span class="visually-hidden">{e(", ".join(words))}</span>'
            f'{button}{inner}{coords}</div>')


def board_html(v: dict[str, Any], names: list[str], marks: dict[str, str], lang: str, plan: logic.Plan,
               hint_el: str | None) -> str:
    """The board (``#board``) and its legend; ``marks``: the squares the latest moves touched (``logic.marks``)."""
    seat = v["seat"]
    hits = _hitmarks(v, lang)
    rows = []
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            q = shown_square(seat, c, r)
            edge = (FILES[q % SIZE] if r == SIZE - 1 else "", str(q // SIZE + 1) if c == 0 else "")
            cells.append(square_html(v["board"][q], v, marks, lang, plan, hint_el, hits, edge))
        rows.append(f'<div class="brow">{"".join(cells)}</div>')
    who = names[seat]
    return (f'<div class="sqboard" id="board" role="group" data-side="{seat}" '
            f'aria-label="{e(tx("board", lang, seat=who))}">{"".join(rows)}</div>'
            f'<p class="legend">{e(tx("legend", lang))}</p>')


# --- the players --------------------------------------------------------------------------------------
