"""Drawings of the 七並べ table as HTML, from a view only (the DOM holds no game state).

Buttons carry ``data-action`` (and ``data-move`` for moves); one listener on the page dispatches them.
"""

from __future__ import annotations

import html
from typing import Any

from sevens.games.shichinarabe import cards, rules, runs
from sevens.games.shichinarabe.cards import JOKER, RANKS, SUIT_SYMBOLS, parse, pretty
from sevens.games.shichinarabe.notation import parse as parse_move, pretty as pretty_move
from sevens.games.shichinarabe.state import JOKER_PLAY, PASS_KIND, PLAY

from ..generic_render import controls_html
from ..i18n import seat_name
from . import events
from .events import Event
from .text import tx

SUIT_NAMES = {"ja": ("スペード", "ハート", "ダイヤ", "クラブ"), "en": ("spades", "hearts", "diamonds", "clubs")}


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def is_red(c: int) -> bool:
    """♥ and ♦ are red, ♠ and ♣ black (the joker is drawn black)."""
    return c != JOKER and c // 13 in (1, 2)


def card_face(c: int, *, tag: str = "span", cls: str = "", attrs: str = "") -> str:
    """A card drawn as a card: its rank and suit in the top-left and (turned) bottom-right corners, its suit
    large in the middle (drawn by ``shichinarabe.css`` from ``data-rank``/``data-suit``). The element's
    text is the card's name ("♥8", "JK"), visually hidden, read by screen readers and tests; the corners
    are decoration (``aria-hidden``)."""
    name = pretty(c)
    rank, suit = ("JK", "★") if c == JOKER else (RANKS[c % 13], SUIT_SYMBOLS[c // 13])
    classes = "card" + (" red" if is_red(c) else "") + (" joker" if c == JOKER else "") + (f" {cls}" if cls else "")
    return (f'<{tag} class="{classes}" data-rank="{e(rank)}" data-suit="{e(suit)}" aria-label="{e(name)}"{attrs}>'
            f'<span class="name">{e(name)}</span><i class="corner" aria-hidden="true" data-rank="{e(rank)}" '
            f'data-suit="{e(suit)}"></i></{tag}>')


def card_html(text: str) -> str:
    """A face-up card from its text ("S8", "JK")."""
    c = parse(text)
    assert c is not None
    return card_face(c)


def backs_html(n: int) -> str:
    """``n`` cards face down, fanned: a seat's hand as the others see it (its count, never a card)."""
    return (f'<span class="backs" aria-hidden="true" data-count="{n}">' + '<span class="back"></span>' * n
            + "</span>")


def seat_names(seats: list[str], lang: str) -> list[str]:
    """Every seat's name as the shell gives it (``web.i18n.seat_name``: "P1 · you", "P2 · Bot (normal)")."""
    return [seat_name(seats, i, lang) for i in range(len(seats))]


def last_moves(v: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Each seat's last move of this round (the log's entries)."""
    return {int(d["seat"]): d for d in v["log"][v["round_start"]:]}


def _marks(latest: dict[int, Event]) -> dict[str, Event]:
    """The cards put on the table by each seat's latest event (card text -> the event): a card played, the
    joker's place (played by the seat that had to swap) and the card beyond it, an eliminated seat's laid
    cards; a pass puts nothing."""
    return {card: ev for ev in latest.values() for card in ev.cards}


def _table_grid(v: dict[str, Any], lang: str, names: list[str], latest: dict[int, Event]) -> str:
    """The four rows of the table, a placed card drawn as a small card (``data-card``: its text, what a
    bot's move animates), each seat's latest cards outlined with the seat ("P3") until it moves again, an
    empty place that can be played marked (while the round goes on)."""
    marks = _marks(latest)
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
            if mask >> r & 1:
                text = "SHDC"[suit] + RANKS[r]
                ev = marks.get(text)
                cls = "slot on" + ("" if run >> r & 1 else " dead") + red
                label = tx("card_on_table", lang, card=name)
                by = seat = ""
                if ev is not None:
                    cls += f" last ev-{ev.kind}"
                    label += " — " + tx("last_of", lang, name=names[ev.seat]) + ": " + ev.text[lang]
                    by = f'<sup class="by" aria-hidden="true">P{ev.seat + 1}</sup>'
                    seat = f' data-by="{ev.seat}"'
                out.append(f'<span class="{cls}" role="cell" data-card="{text}" data-suit="{SUIT_SYMBOLS[suit]}"'
                           f'{seat} aria-label="{e(label)}">{e(RANKS[r])}{by}</span>')
            elif play >> r & 1 and v["turn"] is not None:  # nothing is playable once the round is over
                label = tx("playable_slot", lang, card=name)
                out.append(f'<span class="slot open" role="cell" aria-label="{e(label)}">·</span>')
            else:
                label = tx("empty_slot", lang, card=name)
                out.append(f'<span class="slot" role="cell" aria-label="{e(label)}"></span>')
        out.append("</div>")
    out.append("</div>")
    return "".join(out)


def _players(v: dict[str, Any], names: list[str], lang: str, latest: dict[int, Event]) -> str:
    """Each seat's place at the table: its name, its counts (cards, passes, points), its hand face down
    (backs only; the viewer's own hand is drawn face up below), its standing (out, eliminated, holds the
    joker) and the line of its latest event, kept until it moves again (``events``)."""
    out = ['<ol class="players">']
    limit = v["options"]["pass_limit"]
    for q, name in enumerate(names):
        n = v["counts"][q]
        pts = v["points"][q]
        # an eliminated seat's count went past the limit (its last pass eliminated it): "eliminated" says it
        passes = [] if q in v["eliminated"] else [tx("passes", lang, u=v["passes"][q], l=limit)]
        bits = [tx("cards" if n != 1 else "cards_one", lang, n=n), *passes,
                tx("points" if pts != 1 else "points_one", lang, n=pts)]
        cls = "player"
        if q in v["finished"]:
            bits.append(tx("finished", lang, k=v["finished"].index(q) + 1))
            cls += " out"
        if q in v["eliminated"]:
            bits.append(tx("eliminated", lang))
            cls += " eliminated"
        if v["joker"] == q:
            bits.append(tx("holds_joker", lang))
        if v["turn"] == q:
            cls += " turn"
        ev = latest.get(q)
        line = (f'<p class="event ev-{ev.kind}" data-kind="{ev.kind}">{e(ev.text[lang])}</p>' if ev is not None
                else "")
        backs = backs_html(n) if q != v["seat"] and n else ""
        out.append(f'<li class="{cls}" data-seat="{q}"><strong>{e(name)}</strong> '
                   f'<span class="facts">{" · ".join(e(b) for b in bits)}</span>{backs}{line}</li>')
    out.append("</ol>")
    return "".join(out)


LOG_SHOWN = 40
"""The round's newest moves listed under the table (the replay has them all)."""


def _log(v: dict[str, Any], names: list[str], lang: str, evs: list[Event]) -> str:
    """This round's moves, newest first (the last 40), each in the words of the seats' lines
    (``events.entry_lines``: the joker swap, the elimination and its reason, a forced pass); then each
    earlier round's whole, folded, in the same words."""
    lines = events.entry_lines(evs, names, lang)
    start = v["round_start"]
    rows = [f"<li>{e(lines[i])}</li>" for i in range(len(v["log"]) - 1, start - 1, -1)][:LOG_SHOWN]
    count = len(v["log"]) - start  # the newest is numbered by its place in the round, the oldest shown above 1
    before = events.entry_lines(events.earlier_events(v, names), names, lang)
    earlier: dict[int, list[str]] = {}
    for i, d in enumerate(v["log"][:start]):
        earlier.setdefault(int(d["round"]), []).append(f"<li>{e(before[i])}</li>")
    folded = "".join(
        f'<details class="round-log" data-round="{r + 1}"><summary>{e(tx("round_log", lang, r=r + 1))}</summary>'
        f'<ol>{"".join(items)}</ol></details>' for r, items in sorted(earlier.items(), reverse=True))
    more = (f'<p class="log-more">{e(tx("log_more", lang, n=count - LOG_SHOWN))}</p>' if count > LOG_SHOWN else "")
    return (f'<section class="log"><h2>{e(tx("log", lang))}</h2><ol reversed start="{count}">{"".join(rows)}</ol>'
            f'{more}{_deal_line(v, names, lang)}{folded}</section>')


def _deal_line(v: dict[str, Any], names: list[str], lang: str) -> str:
    """What the deal did before the round's first move, under it (基本ルール ①②: the four 7s go to the table at
    once, the holder of ♦7 moves first). A QA pass (2026-12-04) found a round opening with the 7s down and a seat
    already to play or moved, and nothing on the table saying why."""
    start = v["round_start"]
    first = v["log"][start]["seat"] if len(v["log"]) > start else v["turn"]
    if first is None or not 0 <= int(first) < len(names):
        return ""
    return f'<p class="log-deal">{e(tx("log_deal", lang, name=names[int(first)]))}</p>'


def _hand(v: dict[str, Any], name: str, lang: str, can_act: bool, only_human: bool, taken: Event | None = None) -> str:
    """The viewing seat's own hand, face up: a playable card is a raised button; while the seat may act, a
    card it cannot play now lies flat on a hatched ground (``unplayable``; its text keeps full contrast);
    then the joker's places, and the pass with what it costs (and why, when it is the only move). A card
    just taken from this hand by a joker swap (``taken``) is said above the cards, where it went missing."""
    legal = set(v["legal"]) if can_act else set()
    faces = []
    for t in v["hand"]:
        c = parse(t)
        assert c is not None
        if t in legal:
            faces.append(card_face(c, tag="button", cls="playable",
                                   attrs=f' type="button" data-action="move" data-move="{e(t)}"'))
        elif can_act:  # a click says which rule keeps it in the hand (``GameTable.explain``)
            faces.append(card_face(c, cls="unplayable", attrs=f' data-action="why" data-trial="{e(t)}"'))
        else:
            faces.append(card_face(c))
    title = tx("your_hand", lang) if only_human else tx("hand", lang, name=name)
    parts = [f'<section class="hand" aria-label="{e(title)}"><h2>{e(title)}</h2>'
             + (f'<p class="hand-event ev-swapped">{e(taken.text[lang])}</p>' if taken is not None else "")
             + f'<div class="cards">{"".join(faces)}</div>']
    if can_act:
        jokers = [m for m in v["legal"] if m.startswith("JK@")]
        if jokers:
            parts.append(f'<div class="jokers"><span>{e(tx("joker_moves", lang))}:</span> ' + " ".join(
                f'<button type="button" data-action="move" data-move="{e(m)}">{e(pretty_move(parse_move(m), lang))}</button>'
                for m in jokers) + "</div>")
        left = v["options"]["pass_limit"] - v["passes"][v["seat"]]
        label = tx("pass", lang, n=left) if left > 0 else tx("pass_out", lang)
        why = f'<span class="only-pass">{e(tx("only_pass", lang))}</span>' if v["legal"] == ["pass"] else ""
        parts.append(f'<div class="passrow"><button type="button" class="pass" data-action="move" data-move="pass">'
                     f'{e(label)}</button>{why}</div>')
    parts.append("</section>")
    return "".join(parts)


def announcement(v: dict[str, Any], seats: list[str], lang: str) -> str | None:
    """The last move of the log in the words of the table's lines, for the live region ("Seat 3: Bot
    (normal): played ♥8"), from the viewing seat's view ``v``; None before any move. A move that ended a
    round is found among the earlier rounds (the view already shows the next deal)."""
    if not v["log"]:
        return None
    i = len(v["log"]) - 1
    names = seat_names(seats, lang)
    evs = events.round_events(v, names) if i >= v["round_start"] else events.earlier_events(v, names)
    return events.entry_lines(evs, names, lang).get(i)


def motion_selectors(before: Any, move: str, seat: int) -> tuple[str, str] | list[tuple[str, str]] | None:
    """(source, target) for ``GameTable.motion``: ``.player[data-seat="q"]`` and the grid's cards that
    ``move`` put down from ``before`` (all public once played), or None when it put none down.

    A joker move's card comes from the seat that held the real card (joker rule 1: that seat had to play it
    and took the joker, ``rules.holder``), not from the joker's player; with the card beyond (joker rule 2,
    the joker player's own) the move is two pairs, that card gliding from the joker's player."""
    m = parse_move(move)
    if m.kind == PLAY:
        placed = [m.card]
    elif m.kind == JOKER_PLAY:
        holder = rules.holder(before, m.card)
        if holder < 0:  # not a legal joker move in ``before``: nothing to show
            return None
        real = (f'.player[data-seat="{holder}"]', f'.grid [data-card="{cards.text(m.card)}"]')
        if m.extra < 0:
            return real
        return [real, (f'.player[data-seat="{seat}"]', f'.grid [data-card="{cards.text(m.extra)}"]')]
    elif m.kind == PASS_KIND and before.passes[seat] + 1 > before.opts.pass_limit:
        placed = [c for c in cards.cards_of(before.hands[seat]) if c != JOKER]  # laid face up (rules._pass)
    else:
        placed = []
    if not placed:
        return None
    target = ", ".join(f'.grid [data-card="{cards.text(c)}"]' for c in placed)
    return f'.player[data-seat="{seat}"]', target


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
    """The match's end, under the shell's end screen: the last round as the round-end screens show a round
    (place, points earned, total) and, after a match of several rounds, the standings. During the match nothing:
    the round-end screen showed each round, the log keeps them and the seats' panels their totals (a QA pass saw
    the previous round's ranking stay above the board through the whole next round, pushing the hand down)."""
    if not v["results"] or v["turn"] is not None or v["round"] + 1 < v["options"]["rounds"]:
        return ""
    r = len(v["results"])
    out = [f'<section class="ranking" id="ranking" data-round="{r}">{round_summary_html(v, names, lang)}']
    if v["options"]["rounds"] > 1:
        pts = v["points"]
        order = sorted(range(len(pts)), key=lambda q: (-pts[q], q))
        items = "".join(
            f'<li data-seat="{q}">{e(tx("place", lang, k=1 + sum(1 for x in pts if x > pts[q])))} {e(names[q])} — '
            f'{e(tx("points", lang, n=pts[q]))}</li>' for q in order)
        out.append(f'<h2 id="standings">{e(tx("standings", lang))}</h2><ol class="standings">{items}</ol>')
    out.append("</section>")
    return "".join(out)


def table_html(v: dict[str, Any], seats: list[str], lang: str, *, show_hand: bool, can_act: bool,
               status: str, notice: str = "") -> str:
    """The whole table as the viewing seat (``v["seat"]``) may see it: the grid with the seat's own hand
    under it (so on a phone the hand is right below the table), the seats beside them (below on a phone),
    the controls and the log."""
    names = seat_names(seats, lang)
    rounds = v["options"]["rounds"]
    head = (f'<div class="tablehead"><span class="round">{e(tx("round", lang, r=v["round"] + 1, n=rounds))}</span> '
            f'<span class="status" role="status">{e(status)}</span></div>')
    controls = controls_html(lang)
    note = f'<p class="notice" id="notice" role="alert">{e(notice)}</p>'
    evs = events.round_events(v, names)
    latest = events.latest(evs)
    board = [_table_grid(v, lang, names, latest)]
    if show_hand:
        mine = latest.get(v["seat"])
        taken = mine if mine is not None and mine.kind == events.SWAPPED else None
        board.append(_hand(v, names[v["seat"]], lang, can_act, seats.count("human") == 1, taken))
    body = [head, note, rankings_html(v, names, lang),
            f'<div class="layout"><div class="tablemain">{"".join(board)}</div>{_players(v, names, lang, latest)}</div>',
            controls, _log(v, names, lang, evs)]
    return f'<div class="table" data-seat="{v["seat"]}">{"".join(body)}</div>'
