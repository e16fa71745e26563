"""Drawings of the セブンスクエア table as HTML, from the viewing seat's view only (pure: no DOM).

Around the board (``board``): the opponent's panel (IP, hand as backs, deck, 神殿, 将), the viewer's panel and
hand (cards face up, with cost, numbers and abilities), the card panel (a card's whole text in Japanese and
English), the fights of this turn and the last (each side's total, the damage each card took, the losses), the
log, the one-line prompt and the choices bar.

Every decision is made by clicking what it names (``logic.plan``): a unit, then a highlighted square to move
or a marked unit to shoot, heal or ride; a hand card, then a square to deploy; a ⚔ square to fight; a hand
card to discard; buttons for done, keep, the mulligan and the refill. Elements carry ``data-action="move"``
with ``data-move`` (one click decides), ``square-pick`` with ``data-pick`` (opens the element's moves;
``""`` cancels) or ``square-inspect`` with ``data-cards`` (shows the card's text).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sevens.games.square.card_text import keyword, mod_text, text_en, text_ja
from sevens.games.square.cards import CARDS, FORT, MOUNT
from sevens.games.square.state import SETUP_TURNS

from ..generic_render import controls_html, tx as generic_tx  # a turn of many choices: Undo takes back one
from . import board, logic
from .board import click_attrs, e, inspect_attrs
from .text import name, short, tx


@dataclass
class Drawing:
    """What the table shows, computed by the page from the session (``web.square.table``)."""

    view: dict[str, Any]
    names: list[str]
    status: str
    choices: list[tuple[str, str]] = field(default_factory=list)
    """(move text, label) of the viewer's legal moves when the viewer decides now; else empty."""
    picked: str | None = None
    marked: set[int] = field(default_factory=set)
    """The hand cards (indices) chosen to put back in the mulligan."""
    inspect: list[str] = field(default_factory=list)
    """The cards whose text the card panel shows (a piece: its 騎 and riders)."""
    notice: str = ""
    marks: dict[str, str] = field(default_factory=dict)
    """Squares the latest moves touched: ``last``, ``from``, ``recent`` (``logic.marks``)."""
    log: list[tuple[int, int, list[str]]] = field(default_factory=list)
    result: str = ""
    hint: str | None = None
    opened: str | None = None
    """The crowded square whose list of units a tap opened (a phone: ``board.chooser_html``), if any."""


# --- pieces and cards ---------------------------------------------------------------------------------

def card_stats(key: str, lang: str) -> str:
    """A card's numbers in one line: 攻/体/移, a 騎's 積載 and modifiers, a 陣's 体力."""
    c = CARDS[key]
    a, h, m = tx("stat_atk", lang), tx("stat_hp", lang), tx("stat_mv", lang)
    if c.type == MOUNT:
        assert c.att_mod is not None and c.hp_mod is not None
        return f"{tx('stat_load', lang)}{c.load} {a}{mod_text(c.att_mod)} {h}{mod_text(c.hp_mod)} {m}{c.move}"
    if c.type == FORT:
        return f"{h}{c.health}"
    return f"{a}{c.attack} {h}{c.health} {m}{c.move}"


def card_face(key: str, lang: str, seat: int, *, tag: str = "span", cls: str = "", attrs: str = "") -> str:
    """A card face up, as a hand holds it: cost, type, name, numbers, abilities."""
    c = CARDS[key]
    kws = "".join(f"<span>{e(keyword(a, lang))}</span>" for a in c.abilities)
    star = "★" if c.prestige else ""
    return (f'<{tag} class="hcard c{seat} t-{c.type}{" " + cls if cls else ""}" data-card="{e(key)}"{attrs}>'
            f'<span class="hc-top"><span class="hc-cost" title="{e(tx("cost", lang, n=c.cost))}">{c.cost}</span>'
            f'<span class="hc-type">{e(tx("type_" + c.type, lang))}</span></span>'
            f'<span class="hc-name">{e(star + name(key, lang))}</span>'
            f'<span class="hc-stats">{e(card_stats(key, lang))}</span>'
            f'<span class="hc-abil">{kws}</span></{tag}>')


def mini_card(key: str, lang: str, owner: int, cls: str = "") -> str:
    """A small face-up card (the 神殿, the cards shown from a hand), its text on click."""
    return (f'<button type="button" class="tcard c{owner}{" " + cls if cls else ""}" data-card="{e(key)}"'
            f'{inspect_attrs([key])} title="{e(name(key, lang))}">{e(short(key, lang))}'
            f'<span class="visually-hidden"> ({e(name(key, lang))})</span></button>')


# --- the board ----------------------------------------------------------------------------------------

def general_text(v: dict[str, Any], p: int, lang: str) -> str:
    key = v["generals"][p]
    if not v["general_chosen"][p]:
        return tx("general_none", lang)
    if key is None:
        return tx("general_down", lang)
    if not v["revealed"]:
        return tx("general_down_mine", lang, card=name(key, lang))
    alive = any(x["general"] and x["owner"] == p for sq in v["board"] for pc in sq["pieces"]
                for x in [pc, *pc["riders"]])
    return tx("general_is" if alive else "general_fallen", lang, card=name(key, lang))


def player_html(d: Drawing, p: int, lang: str) -> str:
    """A player's panel: name, IP, hand (backs for the opponent, with any card a search showed), deck, 神殿
    (its cards in order, newest last), 将, turns taken."""
    v = d.view
    me = v["seat"]
    turn = v["current"] == p and v["phase"] != "over"
    hand = v["hands"][p]
    facts = [tx("hand_n", lang, n=hand["count"]), tx("deck_n", lang, n=v["decks"][p]), general_text(v, p, lang)]
    now = f' <span class="turnbadge">{e(tx("turn_now", lang))}</span>' if turn else ""
    backs = ""
    if p != me:
        n = hand["count"]
        backs = (f'<span class="backs" aria-label="{e(tx("hidden_hand", lang, n=n))}" role="img">'
                 + '<span class="back"></span>' * min(n, 12) + "</span>")
        if hand["cards"]:
            backs += (f'<span class="shown"><span>{e(tx("shown_cards", lang))}:</span>'
                      + "".join(mini_card(k, lang, p) for k in hand["cards"]) + "</span>")
    temple = v["temples"][p]
    cards = "".join(mini_card(k, lang, p) for k in temple)
    tlist = (f'<details class="temple"><summary>{e(tx("temple", lang))} ({len(temple)})</summary>'
             f'<div class="tcards">{cards or e(tx("temple_empty", lang))}</div></details>')
    cls = f"splayer c{p}" + (" turn" if turn else "") + (" me" if p == me else " them")
    latest = "" if p == me else latest_turn_html(d, p, turn, lang)
    return (f'<section class="{cls}" data-seat="{p}" aria-label="{e(d.names[p])}"><div class="phead"><h2 class="pname">'
            f'<span class="seatdot c{p}" aria-hidden="true"></span>{e(d.names[p])}</h2>{now}'
            f'<span class="ipbadge">{e(tx("ip", lang, n=v["ip"][p]))}</span></div>'
            f'<p class="facts">{" · ".join(e(x) for x in facts)}</p>{missing_html(v["missing"][p], lang)}'
            f'{latest}<div class="prow">{backs}{tlist}</div></section>')


def latest_turn_html(d: Drawing, p: int, now: bool, lang: str) -> str:
    """The other player's latest turn in a line of its panel, above the board ("Last turn: P2 deploys Fang Rider
    on d7 · P2 moves …"): on a phone the log is far below, and the board's marks say where, not what. "This
    turn" while it plays (its set-up choices, as the log says them, before its first game turn); "" before it
    has decided anything."""
    lines = next((lines for _, seat, lines in reversed(d.log) if seat == p), None)
    if not lines:
        return ""
    when = tx("latest_now" if now else "latest_last", lang)
    return f'<p class="latest" data-seat="{p}"><span class="when">{e(when)}:</span> {e(" · ".join(lines))}</p>'


def missing_html(keys: list[str], lang: str) -> str:
    """The card kinds a failed 補填 同名 search showed absent from a seat's deck (public, R21), under its deck
    count; "" when there are none."""
    if not keys:
        return ""
    sep = "、" if lang == "ja" else ", "
    cards = sep.join(name(k, lang) for k in keys)
    return (f'<p class="missing" data-missing="{e(" ".join(keys))}">'
            f'{e(tx("missing", lang, cards=cards))}</p>')


def hand_html(d: Drawing, lang: str, plan: logic.Plan, hint_el: str | None) -> str:
    """The viewer's own hand, face up: a card that may be chosen now is a raised button (in the mulligan each
    card toggles whether it goes back); the others show their text in the card panel when clicked."""
    v = d.view
    me = v["seat"]
    cards = []
    for i, key in enumerate(v["hands"][me]["cards"]):
        el = "h:" + key
        cls = []
        if plan.mulligan:
            chosen = i in d.marked
            attrs = (f' type="button" data-action="square-mark" data-index="{i}" '
                     f'aria-pressed="{"true" if chosen else "false"}"')
            cls.append("legal")
            if chosen:
                cls.append("marked")
        else:
            click = click_attrs(el, plan)
            if click:
                cls.append("legal")
                if plan.targets.get(el):
                    cls.append("t-" + plan.targets[el])
                attrs = ' type="button"' + click
            else:
                trial = logic.trial_on_hand(plan, key)  # a click also says why it cannot be deployed
                attrs = ' type="button"' + inspect_attrs([key]) + (f' data-trial="{e(trial)}"' if trial else "")
            if el == plan.picked:
                cls.append("picked")
            if el == hint_el:
                cls.append("hinted")
        if key in v["hands"][me]["shown"]:
            cls.append("shown")
        cards.append(card_face(key, lang, me, tag="button", cls=" ".join(cls), attrs=attrs))
    body = "".join(cards) or f'<p class="empty">{e(tx("hand_empty", lang))}</p>'
    return (f'<section class="hand" aria-label="{e(tx("your_hand", lang))}"><h2>{e(tx("your_hand", lang))}'
            f' ({len(v["hands"][me]["cards"])})</h2><div class="cards">{body}</div></section>')


# --- the side: the card panel, the fights, the log ----------------------------------------------------

def card_panel_html(d: Drawing, lang: str) -> str:
    """The cards in focus (picked, or clicked to read), each whole in the page's language, then the other."""
    parts = []
    for key in d.inspect:
        if key != "base" and key not in CARDS:
            continue
        texts = [("ja", text_ja(key)), ("en", text_en(key))]
        if lang == "en":
            texts.reverse()
        body = "".join(f'<div class="ct" lang="{lg}">' + "".join(f"<p>{e(line)}</p>" for line in t.split("\n"))
                       + "</div>" for lg, t in texts)
        parts.append(f'<article class="cardtext" data-card="{e(key)}">{body}</article>')
    inner = "".join(parts) or f'<p class="muted">{e(tx("card_hint", lang))}</p>'
    return (f'<section class="cardpanel" id="cardpanel" aria-live="polite"><h2>{e(tx("card_panel", lang))}</h2>'
            f"{inner}</section>")


def battles_html(d: Drawing, lang: str) -> str:
    """The fights of this turn and the last, newest first: what happened where, each side's total, the damage
    each card took and what it has left, the cards sent to the 神殿."""
    v = d.view
    items = []
    for ev in reversed(v["events"]):
        when = tx("this_turn" if ev["turn"] == v["turn"] else "last_turn", lang)
        fort = ev["kind"] == "battle" and any(h["key"] in CARDS and CARDS[h["key"]].type == FORT or h["key"] == "base"
                                              for h in ev["hits"])
        if ev["kind"] == "shot":
            totals = tx("ev_shot_total", lang, n=max(ev["totals"]))
        else:
            totals = tx("ev_totals", lang, a=ev["totals"][0], b=ev["totals"][1])
        rows = "".join(f'<li class="hit c{h["seat"]}">{e(logic.hit_line(h, lang))}</li>' for h in ev["hits"])
        rows += "".join(f'<li class="lost c{x["owner"]}">{e(logic.lost_line(x, lang))}</li>' for x in ev["lost"])
        items.append(f'<li class="event k-{e(ev["kind"])}" data-sq="{e(ev["sq"])}" data-kind="{e(ev["kind"])}">'
                     f'<strong>{e(logic.event_title(ev, lang, fort))}</strong> <span class="when">({e(when)})</span>'
                     f'<span class="totals">{e(totals)}</span><ul>{rows}</ul></li>')
    body = (f'<ol class="events" tabindex="0" aria-label="{e(tx("battles", lang))}">{"".join(items)}</ol>' if items
            else f'<p class="muted">{e(tx("no_battles", lang))}</p>')
    return f'<section class="battles" id="battles"><h2>{e(tx("battles", lang))}</h2>{body}</section>'


LOG_TURNS = 30
"""The turns the log shows, newest first (the table describes no older one: ``web.log_cache``)."""


def log_html(d: Drawing, lang: str, limit: int = LOG_TURNS) -> str:
    """The latest turns, newest first, each numbered as the header counts game turns ("Turn 26"); the set-up's
    decisions (before the first game turn, R4) are headed "Set-up" and have no number. (The list's own count,
    ``reversed`` alone, numbered the entries shown: the set-up's four counted, and from turn 27 on the newest was
    "30." for ever.)"""
    items = []
    for number, seat, lines in d.log[::-1][:limit]:
        steps = "".join(f"<li>{e(line)}</li>" for line in lines) or "<li>—</li>"
        game_turn = number - SETUP_TURNS + 1
        head = tx("turn_of", lang, name=d.names[seat])
        if game_turn >= 1:
            items.append(f'<li class="turn c{seat}" value="{game_turn}" data-turn="{number}" data-seat="{seat}">'
                         f'<strong>{e(head)}</strong><ol>{steps}</ol></li>')
        else:
            items.append(f'<li class="turn setup c{seat}" data-turn="{number}" data-seat="{seat}"><strong>'
                         f'{e(tx("setup_line", lang))} · {e(head)}</strong><ol>{steps}</ol></li>')
    return (f'<section class="log"><h2>{e(tx("log", lang))}</h2><ol reversed class="turns" tabindex="0" '
            f'aria-label="{e(tx("log", lang))}">{"".join(items)}</ol>'
            "</section>")


# --- the prompt and the choices -----------------------------------------------------------------------

def prompt_text(d: Drawing, plan: logic.Plan, lang: str) -> str:
    """What is being chosen now and why, in one line."""
    v = d.view
    phase = v["phase"]
    if phase == "over":
        return ""
    if not d.choices:
        p = v["to_move"]
        who = d.names[p] if p is not None else ""
        return tx("waiting_for", lang, name=who, what=tx("q_" + phase, lang))
    picked = plan.picked
    if phase == "general":
        return tx("p_general", lang)
    if phase == "mulligan":
        return tx("p_mulligan", lang)
    if phase == "deploy":
        if picked and picked.startswith("h:"):
            k = picked[2:]
            return tx("p_deploy_card", lang, card=name(k, lang), c=CARDS[k].cost)
        return tx("p_deploy", lang, ip=v["ip"][v["seat"]])
    if phase == "act":
        if picked and picked.startswith("u:"):
            kinds = {t.split()[0] for t, _, _ in plan.buttons} | set(plan.targets.values())
            what = tx("do_sep", lang).join(tx("do_" + k, lang) for k in ("move", "shoot", "heal", "build", "recall")
                                           if k in kinds)
            return tx("p_act_unit", lang, card=_unit_name(v, picked[2:], lang), what=what)
        return tx("p_act", lang, n=v["actions"])
    if phase == "refill":
        return tx("p_refill", lang, card=name(v["pending"], lang) if v["pending"] else "")
    if phase == "battle":
        if picked and picked.startswith("u:"):
            return tx("p_ride", lang, card=_unit_name(v, picked[2:], lang))
        if picked and picked.startswith("sq:"):
            return tx("p_fight", lang, sq=picked[3:])
        verbs = {t.split()[0] for t, _ in d.choices}
        if verbs & {"battle", "siege"}:
            return tx("p_battle", lang)
        return tx("p_battle_done" if "ride" in verbs else "p_battle_none", lang)
    if phase == "discard":
        return tx("p_discard", lang, n=v["hands"][v["seat"]]["count"] - 7)
    return ""


def _unit_name(v: dict[str, Any], r: str, lang: str) -> str:
    p = logic.find_piece(v, r)
    if p is None:
        return r
    base = name(p["key"], lang)
    if p["riders"]:
        sep = "・" if lang == "ja" else ", "
        inside = sep.join(name(x["key"], lang) for x in p["riders"])
        base += f"［{inside}］" if lang == "ja" else f" ({inside})"
    return f"{base}（{logic.ref_square(r)}）" if lang == "ja" else f"{base} on {logic.ref_square(r)}"


def choices_html(d: Drawing, lang: str, plan: logic.Plan, hint_el: str | None) -> str:
    """The buttons of the decision: the 将 to choose (as cards), keep or put back, a unit's builds and
    recalls, a square's two battles, the refill, done; Cancel while something is picked."""
    if not d.choices:
        return ""
    out = []
    for t, label in plan.generals:
        key = t.split()[1]
        hinted = " hinted" if d.hint == t else ""
        out.append(card_face(key, lang, d.view["seat"], tag="button", cls="legal choicecard" + hinted,
                             attrs=f' type="button" data-action="move" data-move="{e(t)}" title="{e(label)}"'))
    for t, label, kind in plan.buttons:
        cls = "choice k-" + kind + (" primary" if kind in ("done", "keep") and not plan.picked else "")
        out.append(f'<button type="button" class="{cls}" data-action="move" data-move="{e(t)}">{e(label)}</button>')
    if plan.picked is not None:
        out.append(f'<button type="button" class="choice k-cancel" data-action="square-pick" data-pick="">'
                   f'{e(tx("cancel", lang))}</button>')
    return f'<div class="choices" id="choices">{"".join(out)}</div>'


def turn_line(v: dict[str, Any], lang: str) -> str:
    if v["game_turn"] == 0:
        return tx("setup_line", lang)
    a, b = v["turns_taken"]
    return tx("turn_line", lang, n=v["game_turn"], a=a, b=b)


def table_html(d: Drawing, lang: str, plan: logic.Plan | None = None) -> str:
    v = d.view
    if plan is None:
        plan = logic.plan(d.choices, v, d.picked, d.marked, lang)
    hint_el = board.hint_element(d.hint, plan)
    prompt = prompt_text(d, plan, lang)
    picked = f' data-picked="{e(plan.picked)}"' if plan.picked else ""
    me = v["seat"]
    to_move = "" if v["to_move"] is None else str(v["to_move"])
    head = (f'<div class="tablehead"><span class="status" role="status">{e(d.status)}</span>'
            f'<span class="turnline">{e(turn_line(v, lang))}</span></div>'
            + (f'<p class="result" id="result">{e(d.result)}</p>' if d.result else "")
            + (f'<p class="prompt" id="prompt" data-phase="{e(v["phase"])}">{e(prompt)}</p>' if prompt else "")
            + f'<p class="notice" id="notice" role="alert">{e(d.notice)}</p>')
    board_col = (board.board_html(v, d.names, d.marks, lang, plan, hint_el)
                 + board.chooser_html(v, d.opened, plan, lang))
    field = (player_html(d, 1 - me, lang) + f'<div class="boardcol">{board_col}</div>' + player_html(d, me, lang)
             + hand_html(d, lang, plan, hint_el))
    side = card_panel_html(d, lang) + battles_html(d, lang)
    return (f'<div class="table square" data-game="square" data-seat="{me}" data-to-move="{to_move}" '
            f'data-phase="{e(v["phase"])}" data-decides="{"1" if d.choices else "0"}"'
            f'{picked}>'
            f'{head}{choices_html(d, lang, plan, hint_el)}'
            f'<div class="square-main"><div class="field">{field}</div><div class="sidecol">{side}</div></div>'
            f'<p class="refbar"><button type="button" data-action="square-cards">{e(tx("cards_ref", lang))}'
            '</button></p>'
            f'{controls_html(lang, generic_tx("undo_decision", lang))}{log_html(d, lang)}</div>')
