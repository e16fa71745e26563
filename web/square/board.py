"""The セブンスクエア board as HTML, from the viewing seat's view only (pure: no DOM): drawn from the viewer's side
(their ■ at the bottom: P2 sees it turned round), each square with its 陣 as a plate under the units and its
pieces as small framed tiles in the controller's colour (the short name, 攻力/残り体力, the damage taken; a group
is its 騎 with the riders' tiles laid on it; the 将 starred), the squares the latest moves touched, the fights of
this turn and the last.

A square whose click decides (a destination, a deployment, a battle) is a button over the whole square, its
tiles letting the click through; when a tile in it takes clicks of its own (a target, a unit to pick) the
square's choice is a badge beside them (``piece_mode``). Each card shows its own numbers: a rider its own 体力
left and damage on its strip, the 騎 its own damage by its name, the group's total at the foot as before.

On a phone (or a touch screen) a tile is too small to tap where two units share a square: a square with more
than one thing to tap (``square_taps``) carries an opener over it (``data-action="square-open"``, shown by
web/square.css only there), which draws the list of them under the board (``chooser_html``); a square with one
tile to tap has that tile fill it.
"""

from __future__ import annotations

import html
from typing import Any

from sevens.games.square.cards import CARDS, MOUNT

from . import logic
from .text import name, short, tx

SIZE = 7
FILES = "abcdefg"


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


DRAGGED = ("u:", "h:")
"""What may be dragged onto a square: a unit (``u:warrior@d2``) or a hand card (``h:miner``) whose click opens its
moves."""


def click_attrs(key: str, plan: logic.Plan) -> str:
    """The attributes that make an element decide its move or open its moves; "" when it does neither."""
    got = plan.direct.get(key)
    if got is not None:
        return f' data-action="move" data-move="{e(got[0])}" title="{e(got[1])}"'
    drag = f' data-drag="{e(key)}"' if key.startswith(DRAGGED) else ""  # web.drag: onto a square (Table.drop)
    if key == plan.picked:
        return f' data-action="square-pick" data-pick=""{drag}'
    if key in plan.pick:
        return f' data-action="square-pick" data-pick="{e(key)}"{drag}'
    return ""


def inspect_attrs(cards: list[str]) -> str:
    return f' data-action="square-inspect" data-cards="{e(" ".join(cards))}"'


def rider_left(r: dict[str, Any]) -> tuple[int, int]:
    """A rider's own 体力 left and its printed 体力: the damage it took before riding stays on it (R15; new
    damage goes on the 騎)."""
    hp = CARDS[r["key"]].health
    return hp - r["damage"], hp


def piece_label(p: dict[str, Any], lang: str) -> str:
    """A piece in words: whose, what, its numbers (a group's total, then each rider's own 体力 and damage and
    the damage on its 騎), its riders and flags."""
    card = name(p["key"], lang)
    if not p["riders"] and CARDS[p["key"]].type == MOUNT:  # a mount alone has no numbers of its own to fight with
        bits = [tx("mount_alone", lang, p=p["controller"] + 1, card=card)]
    else:
        bits = [tx("piece_of", lang, p=p["controller"] + 1, card=card, a=p["attack"] + p["inspired"], left=p["left"],
                   hp=p["health"])]
    if p["riders"]:
        sep = "、" if lang == "ja" else ", "
        riders = [tx("rider_is", lang, card=name(r["key"], lang), left=rider_left(r)[0], hp=rider_left(r)[1],
                     d=r["damage"]) for r in p["riders"]]
        bits.append(tx("riders", lang, names=sep.join(riders)))
        if p["damage"]:
            bits.append(tx("mount_damage", lang, card=card, d=p["damage"]))
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


def rider_html(x: dict[str, Any], ctrl: int, lang: str) -> str:
    """A rider's card laid on its 騎: its short name, its own 体力 left and its own damage (−N) if any."""
    left, _ = rider_left(x)
    hurt = " hurt" if x["damage"] else ""
    dmg = f'<span class="rdmg">−{x["damage"]}</span>' if x["damage"] else ""
    return (f'<span class="rider c{ctrl}{" general" if x["general"] else ""}" data-key="{e(x["key"])}" '
            f'data-damage="{x["damage"]}" data-left="{left}"><span class="nm">{e(short(x["key"], lang))}</span>'
            f'<span class="rhp{hurt}">{left}</span>{dmg}</span>')


def piece_html(p: dict[str, Any], r: str, lang: str, plan: logic.Plan, mode: str, hint_el: str | None) -> str:
    """A piece's tile (``mode``: ``piece_mode``): a button, a tile the click goes through, or one to read."""
    key = "u:" + r
    click = click_attrs(key, plan) if mode == "button" else ""
    if click and key in plan.direct:  # a shot, heal or ride's target: a unit dragged here does it (web.drag)
        click += f' data-drop="{e(key)}"'
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
    riders = "".join(rider_html(x, p["controller"], lang) for x in p["riders"])
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
    own = f'<span class="mdmg">−{p["damage"]}</span>' if p["riders"] and p["damage"] else ""
    body = (f'<span class="top"><span class="flags">{flags}</span>{dmg}</span>{riders}'
            f'<span class="base"><span class="mline"><span class="nm">{e(short(p["key"], lang))}</span>{own}</span>'
            f'{nums}</span>')
    label = piece_label(p, lang)
    data = (f'data-key="{e(p["key"])}" data-ctrl="{p["controller"]}" data-owner="{p["owner"]}" data-ref="{e(r)}" '
            f'data-riders="{len(p["riders"])}" data-damage="{p["damage"]}" data-left="{p["left"]}"')
    said = f'<span class="visually-hidden">{e(label)}</span>'
    if click:
        return (f'<button type="button" class="{" ".join(cls)}" {data}{click}>{said}'
                f'<span aria-hidden="true" class="drawn">{body}</span></button>')
    if mode == "through":  # the square itself is the choice: clicks go through this tile to it
        return (f'<div class="{" ".join(cls)}" {data}><span class="visually-hidden">{e(label)}</span>'
                f'<span aria-hidden="true" class="drawn">{body}</span></div>')
    trial = logic.trial_on_unit(plan, r, p["controller"])  # a click also says which rule it breaks
    tried = f' data-trial="{e(trial)}"' if trial is not None else ""
    return (f'<button type="button" class="{" ".join(cls)} look" {data}{inspect_attrs(logic.piece_cards(p))}{tried} '
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


def square_modes(sqv: dict[str, Any], plan: logic.Plan) -> tuple[list[str], list[str], bool]:
    """A square's pieces (``KEY@SQ/N``), how each tile takes a click (``piece_mode``) and whether the square's
    own choice is a badge beside them: it is, not the whole square, when a tile in it takes clicks of its own."""
    click = bool(click_attrs("sq:" + sqv["sq"], plan))
    refs = logic.square_refs(sqv)
    modes = [piece_mode(r, plan, click) for r in refs]
    badge = click and "button" in modes
    if badge:
        modes = ["look" if m == "through" else m for m in modes]
    return refs, modes, badge


def fort_label(f: dict[str, Any], lang: str) -> str:
    return tx("fort_of", lang, card=name(f["key"], lang), p=f["owner"] + 1, left=f["left"], hp=f["health"])


def square_taps(sqv: dict[str, Any], plan: logic.Plan, lang: str) -> list[tuple[str, str, str, str]]:
    """What a click on the square can reach, as the square draws it: its badge, each tile that is a button
    (its move or its moves, or its text) and the 陣's plate when it is a button — each as (its kind and
    colour, its click attributes, what the click does, the thing in words)."""
    sq = sqv["sq"]
    key = "sq:" + sq
    refs, modes, badge = square_modes(sqv, plan)
    out = []
    if badge:
        did = plan.direct[key][1] if key in plan.direct else tx("sqc_fight", lang, sq=sq)
        out.append(("square", click_attrs(key, plan), did, sq))
    for r, p, m in zip(refs, sqv["pieces"], modes):
        if m == "button":
            el = "u:" + r
            did = plan.direct[el][1] if el in plan.direct else tx("sqc_pick" if el != plan.picked else "cancel", lang)
            out.append((f"unit c{p['controller']}", click_attrs(el, plan), did, piece_label(p, lang)))
        elif m == "look":
            out.append((f"unit look c{p['controller']}", inspect_attrs(logic.piece_cards(p)), tx("sqc_read", lang),
                        piece_label(p, lang)))
    f = sqv["fort"]
    if f is not None and (badge or not click_attrs(key, plan)):
        out.append((f"fort look c{f['owner']}", inspect_attrs([f["key"]]), tx("sqc_read", lang), fort_label(f, lang)))
    return out


def chooser_html(v: dict[str, Any], sq: str | None, plan: logic.Plan, lang: str) -> str:
    """The list a tap on a crowded square opens on a phone (``square-open``): each thing in it a row 44 px
    tall or more, saying what the tap does and the cards with their own numbers; "" when ``sq`` is not such
    a square any more."""
    sqv = next((x for x in v["board"] if x["sq"] == sq), None)
    taps = square_taps(sqv, plan, lang) if sqv is not None else []
    if len(taps) < 2:
        return ""
    rows = "".join(f'<li><button type="button" class="sqc-item {kind}"{attrs}><span class="sqc-do">{e(did)}</span>'
                   f'<span class="sqc-what">{e(what)}</span></button></li>' for kind, attrs, did, what in taps)
    title = tx("chooser", lang, sq=sq)
    return (f'<section class="sqchooser" id="sqchooser" data-sq="{e(sq)}" aria-label="{e(title)}">'
            f'<div class="sqc-head"><h2>{e(title)}</h2><button type="button" class="sqc-close" '
            f'data-action="square-open" data-sq="">{e(tx("close", lang))}</button></div><ul>{rows}</ul></section>')


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
    refs, modes, badge = square_modes(sqv, plan)
    taps = len(square_taps(sqv, plan, lang))
    if taps > 1:
        cls.append("multi")
    elif taps == 1 and not badge and any(m != "through" for m in modes):
        cls.append("solo")
    inner = ""
    f = sqv["fort"]
    if f is not None:
        cls.append("has-fort")
        flabel = fort_label(f, lang)
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
    if taps > 1:  # on a phone its tiles are too small to tap: the whole square opens a list of them
        button += (f'<button type="button" class="sqopen" data-action="square-open" data-sq="{sq}">'
                   f'<span class="visually-hidden">{e(tx("open_sq", lang, sq=sq, n=taps))}</span></button>')
    drop = f' data-drop="{key}"' if plan.pick or plan.direct else ""  # web.drag: a unit or hand card let go here
    trial = logic.trial_move(plan, key) if not click else None
    if trial is not None:  # not a choice of the picked unit: a click says which rule refuses it
        drop += f' data-action="square-try" data-trial="{e(trial)}"'
    return (f'<div class="{" ".join(cls)}" data-sq="{sq}"{drop}><span class="visually-hidden">{e(", ".join(words))}'
            f'</span>{button}{inner}{coords}</div>')


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
