"""Drawings of the 七並べ table as HTML, from a view only (the DOM holds no game state).

Buttons carry ``data-action`` (and ``data-move`` for moves); one listener on the page dispatches them.
"""

from __future__ import annotations

import html
from typing import Any

from sevens.games.shichinarabe import runs
from sevens.games.shichinarabe.cards import RANKS, SUIT_SYMBOLS, parse, pretty
from sevens.games.shichinarabe.notation import parse as parse_move, pretty as pretty_move

from .text import tx

SUIT_NAMES = {"ja": ("スペード", "ハート", "ダイヤ", "クラブ"), "en": ("spades", "hearts", "diamonds", "clubs")}


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def card_html(text: str) -> str:
    c = parse(text)
    assert c is not None
    red = c != 52 and c // 13 in (1, 2)
    return f'<span class="card{" red" if red else ""}">{e(pretty(c))}</span>'


def seat_names(seats: list[str], lang: str) -> list[str]:
    humans = [i for i, s in enumerate(seats) if s == "human"]
    out = []
    for i, s in enumerate(seats):
        if s == "human" and len(humans) == 1:
            out.append(tx("seat_name_human", lang))
        else:
            out.append(tx("seat_name", lang, n=i + 1, who=tx(s, lang)))
    return out


def last_moves(v: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Each seat's last move of this round (the log's entries), so the table marks it until that seat moves
    again."""
    return {int(d["seat"]): d for d in v["log"][v["round_start"]:]}


def _marks(v: dict[str, Any]) -> dict[int, int]:
    """The cards put on the table by each seat's last move (card index -> seat): a card played, or the slot
    the joker filled; a pass puts nothing."""
    out: dict[int, int] = {}
    for q, d in last_moves(v).items():
        card = parse_move(d["move"]).card
        if 0 <= card < 52:
            out[card] = q
    return out


def _table_grid(v: dict[str, Any], lang: str, names: list[str] | None = None) -> str:
    marks = _marks(v)
    mode = runs.PLAIN if not v["options"]["ak_link"] else (runs.TUNNEL if v["options"]["ak_tunnel"] else runs.LINK)
    out = ['<div class="grid" role="table">']
    for suit, ranks in enumerate(v["table"]):
        mask = 0
        for r in ranks:
            mask |= 1 << (r - 1)
        play = runs.playable(mask, mode)
        run = runs.run_mask(mask, mode)
        red = " red" if suit in (1, 2) else ""
        out.append(f'<div class="row" role="row"><span class="suit{red}" role="rowheader" '
                   f'aria-label="{e(SUIT_NAMES[lang][suit])}">{SUIT_SYMBOLS[suit]}</span>')
        for r in range(13):
            name = SUIT_SYMBOLS[suit] + RANKS[r]
            by = marks.get(suit * 13 + r)
            if mask >> r & 1:
                cls = "slot on" + ("" if run >> r & 1 else " dead") + red + ("" if by is None else " last")
                label = tx("card_on_table", lang, card=name)
                inner = RANKS[r]
                if by is not None and names is not None:
                    label += " — " + tx("last_of", lang, name=names[by])
                    out.append(f'<span class="{cls}" role="cell" data-by="{by}" aria-label="{e(label)}">'
                               f'{e(inner)}<sup class="by">P{by + 1}</sup></span>')
                    continue
            elif play >> r & 1:
                cls, label, inner = "slot open", tx("playable_slot", lang, card=name), "·"
            else:
                cls, label, inner = "slot", tx("empty_slot", lang, card=name), ""
            out.append(f'<span class="{cls}" role="cell" aria-label="{e(label)}">{e(inner)}</span>')
        out.append("</div>")
    out.append("</div>")
    return "".join(out)


def _players(v: dict[str, Any], names: list[str], lang: str) -> str:
    out = ['<ol class="players">']
    limit = v["options"]["pass_limit"]
    last = last_moves(v)
    for q, name in enumerate(names):
        bits = [tx("cards", lang, n=v["counts"][q]), tx("passes", lang, u=v["passes"][q], l=limit),
                tx("points", lang, n=v["points"][q])]
        cls = "player"
        if q in v["finished"]:
            bits.append(tx("finished", lang, k=v["finished"].index(q) + 1))
            cls += " out"
        if q in v["eliminated"]:
            bits.append(tx("eliminated", lang))
            cls += " eliminated"
        if v["joker"] == q:
            bits.append(tx("holds_joker", lang))
        if q in last:
            bits.append(tx("last_move", lang, what=pretty_move(parse_move(last[q]["move"]), lang)))
        if v["turn"] == q:
            cls += " turn"
        out.append(f'<li class="{cls}" data-seat="{q}"><strong>{e(name)}</strong> '
                   f'<span>{" · ".join(e(b) for b in bits)}</span></li>')
    out.append("</ol>")
    return "".join(out)


def _entry(d: dict[str, Any], names: list[str], lang: str) -> str:
    what = pretty_move(parse_move(d["move"]), lang)
    extra = ""
    if "swap" in d:
        extra = " — " + tx("swap", lang, name=names[d["swap"]])
    if d.get("eliminated"):
        extra = " — " + tx("laid", lang, cards=" ".join(pretty(parse(c)) for c in d["laid"]))  # type: ignore[arg-type]
    if d.get("finished"):
        extra += " — " + tx("went_out", lang)
    return f"<li>{e(names[d['seat']])}: {e(what)}{e(extra)}</li>"


def _log(v: dict[str, Any], names: list[str], lang: str) -> str:
    """This round's moves, newest first (the last 40), then each earlier round's whole, folded."""
    items = "".join(_entry(d, names, lang) for d in v["log"][v["round_start"]:][::-1][:40])
    earlier: dict[int, list[str]] = {}
    for d in v["log"][:v["round_start"]]:
        earlier.setdefault(int(d["round"]), []).append(_entry(d, names, lang))
    folded = "".join(
        f'<details class="round-log" data-round="{r + 1}"><summary>{e(tx("round_log", lang, r=r + 1))}</summary>'
        f'<ol>{"".join(rows)}</ol></details>' for r, rows in sorted(earlier.items(), reverse=True))
    return f'<section class="log"><h3>{e(tx("log", lang))}</h3><ol reversed>{items}</ol>{folded}</section>'


def _hand(v: dict[str, Any], name: str, lang: str, can_act: bool, only_human: bool) -> str:
    legal = set(v["legal"]) if can_act else set()
    cards = []
    for t in v["hand"]:
        c = parse(t)
        assert c is not None
        label = pretty(c)
        red = " red" if c != 52 and c // 13 in (1, 2) else ""
        if t in legal:
            cards.append(f'<button type="button" class="card playable{red}" data-action="move" data-move="{e(t)}" '
                         f'aria-label="{e(label)}">{e(label)}</button>')
        else:
            cards.append(f'<span class="card{red}" aria-label="{e(label)}">{e(label)}</span>')
    title = tx("your_hand", lang) if only_human else tx("hand", lang, name=name)
    parts = [f'<section class="hand" aria-label="{e(title)}"><h3>{e(title)}</h3>'
             f'<div class="cards">{"".join(cards)}</div>']
    if can_act:
        jokers = [m for m in v["legal"] if m.startswith("JK@")]
        if jokers:
            parts.append(f'<div class="jokers"><span>{e(tx("joker_moves", lang))}:</span> ' + " ".join(
                f'<button type="button" data-action="move" data-move="{e(m)}">{e(pretty_move(parse_move(m), lang))}</button>'
                for m in jokers) + "</div>")
        left = v["options"]["pass_limit"] - v["passes"][v["seat"]]
        label = tx("pass", lang, n=left) if left > 0 else tx("pass_out", lang)
        parts.append(f'<button type="button" class="pass" data-action="move" data-move="pass">{e(label)}</button>')
    parts.append("</section>")
    return "".join(parts)


def round_summary_html(v: dict[str, Any], names: list[str], lang: str) -> str:
    """The last finished round (rules: the i-th out of n scores n − i): place, points earned, match total."""
    if not v["results"]:
        return ""
    ranking = v["results"][-1]
    n = len(ranking)
    rows = "".join(
        f'<tr data-seat="{q}"><td>{e(tx("place", lang, k=i + 1))}</td><td>{e(names[q])}</td>'
        f'<td>+{e(tx("points", lang, n=n - (i + 1)))}</td><td>{e(tx("points", lang, n=v["points"][q]))}</td></tr>'
        for i, q in enumerate(ranking))
    head = "".join(f"<th>{e(tx(k, lang))}</th>" for k in ("col_place", "col_seat", "col_round", "col_total"))
    return (f'<p>{e(tx("ranking", lang, r=len(v["results"])))}</p>'
            f'<table class="round-summary"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>')


def rankings_html(v: dict[str, Any], names: list[str], lang: str) -> str:
    if not v["results"]:
        return ""
    r = len(v["results"])
    over = v["turn"] is None
    ranking = v["results"][-1]
    rows = "".join(f'<li>{e(tx("place", lang, k=i + 1))} {e(names[q])}</li>' for i, q in enumerate(ranking))
    out = [f'<section class="ranking" id="ranking" data-round="{r}"><h3>{e(tx("ranking", lang, r=r))}</h3><ol class="round-ranking">{rows}</ol>']
    if over:
        pts = v["points"]
        order = sorted(range(len(pts)), key=lambda q: (-pts[q], q))
        items = "".join(
            f'<li data-seat="{q}">{e(tx("place", lang, k=1 + sum(1 for x in pts if x > pts[q])))} {e(names[q])} — '
            f'{e(tx("points", lang, n=pts[q]))}</li>' for q in order)
        out.append(f'<h3 id="standings">{e(tx("standings", lang))}</h3><ol class="standings">{items}</ol>')
    out.append("</section>")
    return "".join(out)


def table_html(v: dict[str, Any], seats: list[str], lang: str, *, show_hand: bool, can_act: bool,
               status: str, notice: str = "") -> str:
    """The whole table as the viewing seat (``v["seat"]``) may see it."""
    names = seat_names(seats, lang)
    rounds = v["options"]["rounds"]
    head = (f'<div class="tablehead"><span class="round">{e(tx("round", lang, r=v["round"] + 1, n=rounds))}</span> '
            f'<span class="status" role="status">{e(status)}</span></div>')
    controls = (f'<div class="controls"><button type="button" data-action="undo">{e(tx("undo", lang))}</button> '
                f'<button type="button" data-action="export">{e(tx("export", lang))}</button> '
                f'<label class="import">{e(tx("import", lang))} <input type="file" id="import-file" accept=".json,application/json"></label> '
                f'<button type="button" data-action="new">{e(tx("new_game", lang))}</button> '
                f'<button type="button" data-action="rules">{e(tx("rules", lang))}</button> '
                f'<button type="button" data-action="hall">{e(tx("back", lang))}</button></div>')
    note = f'<p class="notice" id="notice" role="alert">{e(notice)}</p>'
    body = [head, note, rankings_html(v, names, lang), _table_grid(v, lang, names), _players(v, names, lang)]
    if show_hand:
        body.append(_hand(v, names[v["seat"]], lang, can_act, seats.count("human") == 1))
    body += [controls, _log(v, names, lang)]
    return f'<div class="table" data-seat="{v["seat"]}">{"".join(body)}</div>'
