"""Drawings of the ウルトラセブン table as HTML, from the viewing seat's view only (pure: no DOM).

The map of the six recon areas (§A), each with the card the viewer may see there (a face-up card with its chits,
damage, 戦闘力 and TDF値; for the alien also its own face-down card), the group deployed there, and the buttons
of the decisions that name the area (deploy here, recon, fight); the TDF's "hidden cards" (number and chits only,
E 14: never an identity or an area); the alien's hand when the viewer is the alien; the TDF roster to deploy by
click (a member or weapon picked, then an area: an illegal one is refused with the engine's rule); the dice just
rolled; the odds of each roll before the viewer commits (``logic``); Seven's energy track, techniques with their
costs, the capsule monsters; the events and information in force; the log. Buttons carry ``data-action="move"``
and ``data-move`` (the shell plays them) or an ``us-…`` action of the table's own.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from sevens.games.ultraseven.cards import AREA_KEYS, AREAS, INVASIONS, MEMBERS, SCENARIOS, SEVEN_BASE, TECHNIQUES, WEAPONS

from ..generic_render import controls_html, tx as generic_tx  # a turn of many choices: Undo takes back one
from . import logic
from .text import (SPECIAL_EN, SPECIAL_JA, area_name, card_line, card_title, odds_text, percent, percents, phase_name, signed,
                   tdf_text, tx)

OWN: dict[str, dict[str, str]] = {
    "pick_first": {"ja": "隊員か武器を選び、配置するエリアをクリック(エリアへドラッグしても可)",
                   "en": "Pick a member or weapon, then click an area (or drag it onto the area)"},
    "picked": {"ja": "{card} を配置するエリアをクリック", "en": "Click the area for {card}"},
    "deploy_here": {"ja": "{card} をここへ", "en": "{card} here"},
    "recon_here": {"ja": "偵察", "en": "Recon"},
    "recon_takenaka": {"ja": "偵察（タケナカ参謀 +2）", "en": "Recon (Takenaka +2)"},
    "fight_here": {"ja": "戦闘", "en": "Fight"},
    "hidden_cards": {"ja": "位置不明の裏向きカード", "en": "Face-down cards (area unknown)"},
    "hidden_none": {"ja": "なし", "en": "none"},
    "odds_range": {"ja": "裏向きカードなら発見率 {lo}〜{hi}%（目標 {a}〜{b}）",
                   "en": "{lo}–{hi}% to find a face-down card (target {a} to {b})"},
    "odds_range_low": {"ja": "裏向きカードなら発見率 {lo}〜{hi}%（最良でも 2d6 が {b} 以下。出目では見つからないカードもある）",
                       "en": "{lo}–{hi}% to find a face-down card (2d6 of {b} or less at best; some no roll can find)"},
    "odds_exact": {"ja": "目標 {t}: 発見率 {p}%", "en": "target {t}: {p}% to find it"},
    "nothing_to_find": {"ja": "裏向きのカードは場にない", "en": "no face-down card on the table"},
    "melee_line": {"ja": "勝ち {w}%・引き分け {t}%・負け {l}%", "en": "win {w}%, tie {t}%, lose {l}%"},
    "capsule_line": {"ja": "ダメージ {d}%・チット減 {c}%", "en": "damage {d}%, chits off {c}%"},
    "stats": {"ja": "状況", "en": "State of play"},
    "roster": {"ja": "配置できる隊員と武器", "en": "Members and weapons to deploy"},
    "known_to_you": {"ja": "（あなただけが知っている）", "en": "(only you know it)"},
    "choose": {"ja": "選択", "en": "Choices"},
    "maybe_hidden": {"ja": "？ 裏向きのカードがあるかもしれない", "en": "? a face-down card may be here"},
    "energy_track": {"ja": "エネルギー {n}/{max}", "en": "Energy {n}/{max}"},
    "why_users": {"ja": "先に使用する隊員を{areas}に配置（R 11.5）",
                  "en": "deploy one of its users in {areas} first (R 11.5)"},
    "why_users_any": {"ja": "先に使用する隊員を配置（R 11.5）", "en": "deploy one of its users first (R 11.5)"},
    "why_users_but": {"ja": "先に使用する隊員を{areas}以外に配置（R 11.5）",
                      "en": "deploy one of its users outside {areas} first (R 11.5)"},
    "line_open": {"ja": "配置を1行でまとめて入力", "en": "Type the whole deployment on one line"},
    "line_label": {"ja": "配置（カード@エリア をスペース区切り）", "en": "Deployment (card@area, separated by spaces)"},
    "line_button": {"ja": "まとめて配置", "en": "Deploy all"},
    "line_cards": {"ja": "カード: {cards}", "en": "Cards: {cards}"},
    "line_areas": {"ja": "エリア: {areas}", "en": "Areas: {areas}"},
}
"""The strings this module needs that ``text.py`` does not have (reported to its author)."""


def t(key: str, lang: str, **fmt: Any) -> str:
    if key in OWN:
        s = OWN[key][lang]
        return s.format(**fmt) if fmt else s
    return tx(key, lang, **fmt)


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass
class Drawing:
    """What the table shows, computed by the page from the session (``web.ultraseven.table``)."""

    view: dict[str, Any]
    names: list[str]
    status: str
    decides: bool = False
    """The viewer decides now (its legal moves are ``view["legal"]``)."""
    picked: str = ""
    """The member or weapon picked for deployment (then an area is clicked)."""
    line: str | None = None
    """A deployment line the engine refused, kept in its box (None: the box closed and empty)."""
    notice: str = ""
    rolls: list[tuple[int, str]] = field(default_factory=list)
    """The dice just rolled (``logic.last_rolls``): each face (a 2d6 sum is one number) and the roll as the viewer
    reads it ("2d6 = 7: All clear")."""
    log: list[tuple[int, int, list[str]]] = field(default_factory=list)
    result: str = ""


def _title(key: str, lang: str) -> str:
    """A card's title: in English its Japanese title with the English translation."""
    if lang == "ja":
        return card_title(key, "ja")
    return f"{card_title(key, 'ja')} — {card_title(key, 'en')}"


def _move_button(move: str, label: str, cls: str = "choice", title: str = "") -> str:
    tt = f' title="{e(title)}"' if title else ""
    return (f'<button type="button" class="{cls}" data-action="move" data-move="{e(move)}"{tt}>{e(label)}'
            "</button>")


def card_html(p: dict[str, Any], v: dict[str, Any], lang: str, moves: list[str] | None = None) -> str:
    """A table card the viewer knows (face up, or the alien's own face-down card): its title, chits, damage,
    戦闘力 and TDF値, and the alien's buttons on it."""
    key = p["key"]
    inv = INVASIONS[key]
    power = inv.power_at(p["stage"])
    stats = [tx("chits_of", lang, n=p["chits"], limit=inv.limit) if not p["face_up"] else tx("chits_n", lang, n=p["chits"])]
    if p["added"]:
        stats.append(tx("chits_turn", lang, n=p["added"]))
    if p["face_up"]:
        stats.append(tx("damage_n", lang, n=p["damage"]))
        stats.append(tx("power_n", lang, n=power))
        stats.append(tx("tdf_value_n", lang, n=tdf_text(inv.tdf_at(p["stage"]))))
    else:
        stats.append(f'{tx("recon_value", lang)} {signed(inv.recon)}')
    stage = ""
    if p["stage"] and inv.second is not None:
        stage = f'<span class="us-stage">{e(tx("second_side", lang, name=inv.second.name_ja if lang == "ja" else inv.second.name_en))}</span>'
    side = "up" if p["face_up"] else "down"
    secret = "" if p["face_up"] else f'<span class="us-secret">{e(tx("face_down", lang))} {e(t("known_to_you", lang))}</span>'
    special = SPECIAL_JA.get(key) if lang == "ja" else SPECIAL_EN.get(key)
    if special:  # a ★ card's own rule, shown (a title is never seen on a touch screen)
        stage += f'<span class="us-special">{e(special)}</span>'
    buttons = ""
    if moves:
        buttons = '<span class="us-cardmoves">' + "".join(
            _move_button(m, _alien_label(m, lang), "choice small") for m in moves) + "</span>"
    return (f'<div class="us-card face-{side}" data-order="{p["order"]}" data-card="{e(key)}" '
            f'data-chits="{p["chits"]}" data-damage="{p["damage"]}" '
            f'title="{e(card_line(key, lang, SCENARIOS[v["options"]["scenario"]].conditions))}">'
            f'<span class="us-num">#{p["order"]}</span> <strong class="us-ctitle">{e(_title(key, lang))}</strong>'
            f'{secret}{stage}<span class="us-alien">{e(inv.alien_ja if lang == "ja" else inv.alien_en)}</span>'
            f'<span class="us-stats">{" · ".join(e(x) for x in stats)}</span>{buttons}</div>')


def _alien_label(move: str, lang: str) -> str:
    verb = move.split()[0]
    ja = {"chit": "チット+1 (1AP)", "overload": "破壊工作 (1AP)", "flip": "表にする (3AP)", "heal": "回復 (2AP)"}
    en = {"chit": "Chit +1 (1 AP)", "overload": "Sabotage chit (1 AP)", "flip": "Flip (3 AP)", "heal": "Heal (2 AP)"}
    return (ja if lang == "ja" else en).get(verb, move)


def hidden_html(v: dict[str, Any], lang: str, by_card: dict[int, list[str]]) -> str:
    """The face-down cards whose area the viewer does not know (the TDF): number, chits, the turn placed."""
    cards = logic.hidden_cards(v)
    items = []
    for p in cards:
        moves = by_card.get(p["order"], [])
        buttons = "".join(_move_button(m, _alien_label(m, lang), "choice small") for m in moves)
        items.append(f'<li class="us-card face-down hidden" data-order="{p["order"]}" data-chits="{p["chits"]}">'
                     f'<span class="us-back" aria-hidden="true"></span>'
                     f'{e(tx("hidden_card_chits", lang, k=p["order"], n=p["chits"]))}'
                     f'<span class="us-since">{e(tx("since_turn", lang, n=p["since"]))}</span>{buttons}</li>')
    body = "".join(items) or f'<li class="none">{e(t("hidden_none", lang))}</li>'
    return (f'<section class="us-hidden" id="hidden-cards"><h3>{e(t("hidden_cards", lang))}</h3>'
            f'<ul>{body}</ul></section>')


def _recon_odds_text(v: dict[str, Any], area: str, takenaka: bool, lang: str) -> str:
    o = logic.recon_odds(v, area, takenaka)
    head = tx("recon_sum", lang, n=o["sum"])
    if o["chance"] is not None:
        return f'{head}; {t("odds_exact", lang, t=o["target"], p=percent(o["chance"]))}'
    if o["low"] is not None:
        # a target under 2 cannot be rolled on 2d6: said so, not as a negative number (QA 2026-12-04: "target -2 to 3")
        key = "odds_range_low" if o["low_target"] < 2 else "odds_range"
        return f'{head}; ' + t(key, lang, lo=percent(o["low"]), hi=percent(o["high"]), a=o["low_target"],
                               b=o["high_target"])
    return f'{head}; {t("nothing_to_find", lang)}'


def area_html(area: str, d: Drawing, lang: str, moves: dict[str, list[str]], by_card: dict[int, list[str]],
              targets: list[str]) -> str:
    v = d.view
    a = AREAS[area]
    p = logic.card_in(v, area)
    if p is not None:
        card = card_html(p, v, lang, by_card.get(p["order"], []))
    elif v["seat"] == 1 or not logic.hidden_cards(v):
        card = f'<div class="us-card none">{e(tx("area_empty", lang))}</div>'
    else:  # the TDF: any area without a face-up card may hold one of the face-down cards (E 14)
        card = f'<div class="us-card maybe">{e(t("maybe_hidden", lang))}</div>'

    group = []
    for k in logic.members_in(v, area):
        group.append(f'<li class="us-member" data-member="{k}" title="{e(card_line(k, lang))}">{e(card_title(k, lang))}</li>')
    for k in logic.weapons_in(v, area):
        group.append(f'<li class="us-weapon" data-weapon="{k}" title="{e(card_line(k, lang))}">{e(card_title(k, lang))}</li>')
    buttons = []
    if d.picked:
        legal = area in targets
        mv = logic.click_move(d.picked, area)
        buttons.append(f'<button type="button" class="choice us-drop{" legal" if legal else " illegal"}" '
                       f'data-action="us-area" data-area="{area}" data-move="{e(mv)}">'
                       f'{e(t("deploy_here", lang, card=card_title(d.picked, lang)))}</button>')
    for m in moves.get(area, []):
        parts = m.split()
        if parts[0] == "recon":
            tak = len(parts) == 3
            label = t("recon_takenaka" if tak else "recon_here", lang)
            odds = _recon_odds_text(v, area, tak, lang)
            buttons.append(_move_button(m, label, "choice us-recon", odds) + f'<span class="us-odds">{e(odds)}</span>')
        elif parts[0] == "fight":
            buttons.append(_move_button(m, t("fight_here", lang), "choice us-fight"))
            buttons.append(_attack_odds_html(v, area, lang))
    cls = "us-area" + (" fought" if area in v["t"]["fought"] else "") + (" current" if v["t"]["area"] == area else "")
    drop = f' data-drop="{area}"' if d.decides and v["phase"] == "deploy" else ""  # web.drag: a roster card let go here
    return (f'<section class="{cls}" data-area="{area}"{drop} aria-label="{e(area_name(area, lang))}">'
            f'<h3><span class="us-anum">{a.number}</span> {e(area_name(area, lang))}</h3>{card}'
            f'<ul class="us-group">{"".join(group)}</ul><div class="us-abuttons">{"".join(buttons)}</div></section>')


def _attack_odds_html(v: dict[str, Any], area: str, lang: str) -> str:
    rows = []
    for k, target, p in logic.attack_odds(v, area):
        if target is None or p is None:
            rows.append(f"<li>{e(card_title(k, lang))}: {e(tx('tdf_none', lang))}</li>")
        else:
            rows.append(f'<li data-member="{k}">{e(tx("attack_target", lang, who=card_title(k, lang), n=target))} — '
                        f'{e(odds_text(p, lang, "odds_hit"))}</li>')
    assigned = {w for w, _ in v["t"]["assigned"]}
    if rows and any(a == area and w not in assigned for w, a in v["weapons"]):  # R 15.5: bonuses come when assigned
        rows.append(f'<li class="us-odds-note">{e(tx("odds_before_weapons", lang))}</li>')
    return f'<ul class="us-odds attack">{"".join(rows)}</ul>' if rows else ""


def map_html(d: Drawing, lang: str) -> str:
    v = d.view
    moves = logic.area_moves(v) if d.decides else {}
    by_card = logic.card_moves(v) if d.decides else {}
    targets = logic.deploy_moves(v).get(d.picked, []) if d.decides and d.picked else []
    areas = "".join(area_html(a, d, lang, moves, by_card, targets) for a in AREA_KEYS)
    hidden = hidden_html(v, lang, by_card) if v["seat"] == 0 else ""
    return (f'<section class="us-map" id="map" aria-label="{e(tx("areas", lang))}"><div class="us-areas">{areas}'
            f'</div>{hidden}</section>')


def roster_html(d: Drawing, lang: str) -> str:
    """The TDF's members and weapons not deployed this turn; those with a legal area are buttons to pick."""
    v = d.view
    if v["phase"] != "deploy" or not d.decides:
        return ""
    legal = logic.deploy_moves(v)
    members, weapons = logic.undeployed(v)
    out = []
    for k in members + weapons:
        kind = "member" if k in MEMBERS else "weapon"
        cls = f"us-pick {kind}" + (" legal" if k in legal else "") + (" picked" if d.picked == k else "")
        pressed = "true" if d.picked == k else "false"
        out.append(f'<button type="button" class="{cls}" data-action="us-pick" data-pick="{k}" data-drag="{k}" '
                   f'aria-pressed="{pressed}" '
                   f'title="{e(card_line(k, lang))}"><strong>{e(card_title(k, lang))}</strong>'
                   f'<span class="us-line">{e(short_line(k, lang))}</span>{"" if k in legal else why_html(v, k, lang)}</button>')
    say = t("picked", lang, card=card_title(d.picked, lang)) if d.picked else t("pick_first", lang)
    return (f'<section class="us-roster" id="roster"><h3>{e(t("roster", lang))}</h3><p class="us-say">{e(say)}</p>'
            f'<div class="us-picks">{"".join(out)}</div>{line_html(d, lang)}</section>')


def why_not(v: dict[str, Any], card: str, lang: str) -> str:
    """Why the roster's ``card`` goes to no area now, said on the card itself (a title is never seen on a touch
    screen): the weapon's missing user and where (R 11.5), or the engine's refusal headed by its rule
    ("R 11.6: Captain Kurata only on an E01/E02 turn"); "" when some area takes it."""
    form, err, areas = logic.roster_refusal(v, card)
    if form == "users":
        sep = "・" if lang == "ja" else ", "
        if len(areas) == len(AREA_KEYS):
            return t("why_users_any", lang)
        if len(areas) > len(AREA_KEYS) // 2:  # named by the areas it may not go to
            outside = [a for a in AREA_KEYS if a not in areas]
            return t("why_users_but", lang, areas=sep.join(area_name(a, lang) for a in outside))
        return t("why_users", lang, areas=sep.join(area_name(a, lang) for a in areas))
    if err is None:
        return ""
    return logic.headed(err, lang)  # the engine names the cards as they are printed


def why_html(v: dict[str, Any], card: str, lang: str) -> str:
    why = why_not(v, card, lang)
    return f'<span class="us-why">{e(why)}</span>' if why else ""


LINE_ID = "us-deploy-line"
"""The deployment typed on one line (the table reads it on the button or Enter)."""


def line_html(d: Drawing, lang: str) -> str:
    """The whole deployment on one line (issue 18 item 4, the CLI's ``soga@city dan@city hawk1@city``): the keys of
    the cards still to deploy and of the areas, a box, and the button; it expands to the same decisions. A line
    the engine refused stays in the open box (``Drawing.line``) to be mended."""
    members, weapons = logic.undeployed(d.view)
    cards = ", ".join(f"{k} = {card_title(k, lang)}" for k in members + weapons)
    areas = ", ".join(f"{a} = {area_name(a, lang)}" for a in AREA_KEYS)
    example = " ".join(f"{k}@{a}" for k, a in zip(members[:2] + weapons[:1], ("city", "city", "city")))
    opened = ' open' if d.line is not None else ''
    return (f'<details class="us-line-entry"{opened}><summary>{e(t("line_open", lang))}</summary>'
            f'<label for="{LINE_ID}">{e(t("line_label", lang))}</label>'
            f'<div class="us-line-row"><input id="{LINE_ID}" name="{LINE_ID}" type="text" maxlength="400" '
            f'autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="{e(example)}" '
            f'value="{e(d.line or "")}">'
            f'<button type="button" data-action="us-line">{e(t("line_button", lang))}</button></div>'
            f'<p class="us-line-keys">{e(t("line_cards", lang, cards=cards))}</p>'
            f'<p class="us-line-keys">{e(t("line_areas", lang, areas=areas))}</p></details>')


def short_line(k: str, lang: str) -> str:
    """A member's or weapon's two numbers (偵察 and 戦闘), for the roster's buttons."""
    c: Any = MEMBERS[k] if k in MEMBERS else WEAPONS[k]
    rec, com = (str(c.recon), str(c.combat)) if k in MEMBERS else (signed(c.recon), signed(c.combat))
    return f"{tx('stats_recon', lang)} {rec} · {tx('stats_combat', lang)} {com}"


def hand_html(d: Drawing, lang: str) -> str:
    """The alien's hand (its view only holds it): each card, a button to place it when legal."""
    v = d.view
    if v["hand"] is None:
        return ""
    legal = set(v["legal"]) if d.decides else set()
    cards = []
    for k in v["hand"]:
        m = f"place {k}"
        inv = INVASIONS[k]
        line = card_line(k, lang, SCENARIOS[v["options"]["scenario"]].conditions)  # none in 1クール (R 21.2.4)
        inner = (f'<strong>{e(_title(k, lang))}</strong><span class="us-line">{e(line)}</span>')
        if m in legal:
            cards.append(f'<button type="button" class="us-hcard legal" data-action="move" data-move="{e(m)}" '
                         f'data-card="{k}" data-area="{inv.area}">{inner}</button>')
        else:  # greyed: said why on the card itself, as the TDF's roster does (a title is never seen on a phone)
            err = logic.hand_refusal(v, k) if d.decides else None
            why = f'<span class="us-why">{e(logic.headed(err, lang))}</span>' if err is not None else ""
            cards.append(f'<div class="us-hcard" data-card="{k}" data-area="{inv.area}">{inner}{why}</div>')
    body = "".join(cards) or f'<p class="empty">{e(tx("hand_empty", lang))}</p>'
    return (f'<section class="us-hand" id="hand"><h3 class="own-hand-title">{e(tx("your_hand", lang))}</h3>'
            f'<div class="us-hcards">{body}</div></section>')


def seven_html(d: Drawing, lang: str) -> str:
    """Seven's energy track, his condition, the techniques with their costs, the capsule monsters left."""
    v = d.view
    top = SCENARIOS[v["options"]["scenario"]].energy
    cond = tx("seven_" + v["seven"], lang)
    if v["captured"]:
        cond += " · " + tx("rescue", lang, n=2 - v["rescue"])
    techs = "".join(f'<li data-tech="{k}" class="{"" if te.cost <= v["energy"] else "dim"}" title="{e(card_line(k, lang))}">'
                    f'{e(card_title(k, lang))} <span class="us-cost">{e(card_line(k, lang))}</span></li>'
                    for k, te in TECHNIQUES.items())
    caps = "".join(f'<li data-capsule="{c}" title="{e(card_line(c, lang))}">{e(card_title(c, lang))} ({c})</li>'
                   for c in v["capsules"]) or f"<li>{e(tx('none', lang))}</li>"
    return (f'<section class="us-seven" id="seven"><h3>{e(tx("seven", lang))} · {e(cond)}</h3>'
            f'<p class="us-energy"><label>{e(t("energy_track", lang, n=v["energy"], max=top))} '
            f'<meter id="energy" min="0" max="{top}" low="{max(1, top // 5)}" value="{v["energy"]}">'
            f'{v["energy"]}</meter></label></p>'
            f'<p class="us-base">{e(tx("seven_power", lang, n=SEVEN_BASE))}</p>'
            f'<h4>{e(tx("techniques", lang))}</h4><ul class="us-techs">{techs}</ul>'
            f'<h4>{e(tx("capsules_left", lang))}</h4><ul class="us-caps">{caps}</ul></section>')


def status_html(d: Drawing, lang: str) -> str:
    """AP, hand and deck counts, the events and information in force, the discards, the removed cards, the recons."""
    v = d.view
    facts = [tx("ap_left", lang, n=v["ap"]), tx("hand_n", lang, n=v["hand_count"]),
             tx("deck_n", lang, n=v["deck"]) if v["deck"] is not None else f'{tx("deck", lang)}: {tx("count_hidden", lang)}',
             tx("removed_n", lang, n=len(v["removed"]))]
    ev = "".join(f'<li data-card="{k}"><strong>{e(_title(k, lang))}</strong> {e(card_line(k, lang))}</li>'
                 for k in v["events"]) or f"<li>{e(tx('none', lang))}</li>"
    info = "".join(f'<li data-card="{k}"><strong>{e(_title(k, lang))}</strong> {e(card_line(k, lang))}</li>'
                   for k in v["infos"]) or f"<li>{e(tx('none', lang))}</li>"
    removed = "".join(f'<li data-card="{k}">{e(tx("removed_at", lang, k=g[0], turn=g[1]))} {e(_title(k, lang))}</li>'
                      for k, g in zip(v["removed"], v["gone"]))
    recons = "".join(
        f'<li>{e(tx("recon_line", lang, turn=r[0], area=area_name(r[1], lang), sum=r[2], roll=r[3], result=tx("all_clear", lang) if r[4] < 0 else tx("found", lang, k=r[4])))}</li>'
        for r in v["recons"][::-1][:8])
    out = [f'<section class="us-status" id="facts"><h3>{e(t("stats", lang))}</h3>'
           f'<p class="us-facts">{" · ".join(e(f) for f in facts)}</p>',
           f'<h4>{e(tx("events", lang))}</h4><ul class="us-events">{ev}</ul>',
           f'<h4>{e(tx("infos", lang))}</h4><ul class="us-infos">{info}</ul>']
    if v["discards"]:
        out.append(f'<details><summary>{e(tx("discards_n", lang, n=len(v["discards"])))}</summary><ul>'
                   + "".join(f"<li>{e(_title(k, lang))}</li>" for k in v["discards"]) + "</ul></details>")
    if removed:
        out.append(f'<details><summary>{e(tx("removed", lang))}</summary><ul class="us-removed">{removed}</ul></details>')
    if recons:
        out.append(f'<details open><summary>{e(tx("recons", lang))}</summary><ul class="us-recons">{recons}</ul></details>')
    out.append("</section>")
    return "".join(out)


def prompt_text(v: dict[str, Any], lang: str) -> str:
    step = v["t"]["step"]
    ph = v["phase"]
    if ph == "alien":
        return tx("p_ban" if step == "ban" else "p_alien", lang)
    if ph == "combat":
        if step == "assign":
            done = {w for w, _ in v["t"]["assigned"]}
            nxt = next((w for w in logic.weapons_in(v, v["t"]["area"]) if w not in done), "")
            return tx("p_assign", lang, weapon=card_title(nxt, lang))
        if step == "seven":  # only what is possible now: before a capsule against 25, or after a lost melee
            verbs = {m.split()[0] for m in v["legal"]}
            key = {(True, True): "p_seven", (True, False): "p_seven_capsule", (False, True): "p_seven_transform",
                   (False, False): "p_seven_done"}[("capsule" in verbs, "transform" in verbs)]
            return tx(key, lang)
        if step == "tech":
            return tx("p_tie" if v["t"]["timing"] == "tie" else "p_tech", lang)
        return tx("p_combat", lang)
    key = "p_" + ph
    return tx(key, lang) if ph in ("deploy", "recon", "redeploy") else phase_name(ph, lang)


def choice_label(move: str, v: dict[str, Any], lang: str) -> tuple[str, str]:
    """A move made by a button of the choices (not on the map): its label and its odds ("" if none)."""
    parts = move.split()
    verb = parts[0]
    ja = lang == "ja"
    area = v["t"]["area"]
    if verb == "done":
        return ("終了" if ja else "Done"), ""
    if verb == "end":
        return ("アクション終了" if ja else "End the action"), ""
    if verb == "draw":
        return ("カードを引く (2AP)" if ja else "Draw a card (2 AP)"), ""
    if verb == "ban":
        return card_title(parts[1], lang), card_line(parts[1], lang)
    if verb == "move":
        return f"{area_name(parts[1], lang)} → {area_name(parts[2], lang)}", ""
    if verb == "assign":
        keys = parts[2].split("+")
        takers = ("・" if ja else ", ").join(card_title(k, lang) for k in keys)
        said = "; ".join(tx("attack_target", lang, who=card_title(k, lang), n=target)
                         + (f" — {odds_text(p, lang, 'odds_hit')}" if p is not None else "")
                         for k, target, p in logic.assign_odds(v, parts[1], keys) if target is not None)
        return f"{card_title(parts[1], lang)} → {takers}", said
    if verb == "capsule":
        p = logic.card_in(v, area)
        o = logic.capsule_odds(parts[1], p["chits"] if p else 0)
        return (f"{card_title(parts[1], lang)} ({parts[1]})",
                t("capsule_line", lang, d=percent(o["damage"]), c=percent(o["chits"])))
    if verb == "transform":
        target, chance = logic.transform_odds(v, area)
        return (("変身を試みる" if ja else "Transform"),
                f'{tx("transform_target", lang, n=target)} — {odds_text(chance, lang, "odds_transform")}')
    if verb == "tech":
        k = parts[1]
        odds = {key: o for key, _, o in logic.technique_odds(v, area)}
        w, tie, lose = odds[k]
        return (f"{card_title(k, lang)} ({'エネルギー' if ja else 'energy'} {TECHNIQUES[k].cost})",
                t("melee_line", lang, **dict(zip("wtl", percents((w, tie, lose))))))
    return move, ""


MAP_VERBS = ("deploy", "arm", "recon", "fight", "place", "chit", "overload", "flip", "heal")


def choices_html(d: Drawing, lang: str) -> str:
    if not d.decides:
        return ""
    v = d.view
    out = []
    for m in v["legal"]:
        if m.split()[0] in MAP_VERBS:
            continue
        label, odds = choice_label(m, v, lang)
        extra = f'<span class="us-odds">{e(odds)}</span>' if odds else ""
        out.append(f'<span class="us-choice">{_move_button(m, label, "choice", odds)}{extra}</span>')
    if v["t"]["step"] == "tech" or v["t"]["step"] == "seven":
        p = logic.card_in(v, v["t"]["area"])
        if p is not None:
            inv = INVASIONS[p["key"]]
            out.insert(0, f'<p class="us-melee">{e(_title(p["key"], lang))}: '
                          f'{e(tx("strength_now", lang, n=max(0, inv.power_at(p["stage"]) - p["damage"])))}</p>')
    if not out:
        return ""
    return f'<section class="choices us-choices" id="choices"><h3>{e(t("choose", lang))}</h3>{"".join(out)}</section>'


DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def dice_html(d: Drawing, lang: str) -> str:
    """The dice just rolled, each with what it decided; a 1d6 drawn as its face."""
    rolls = "".join(f'<span class="us-roll"><span class="us-die" data-face="{n}" aria-hidden="true">'
                    f'{DIE_FACES[n - 1] if 1 <= n <= 6 and "1d6" in said else n}</span> {e(said)}</span>'
                    for n, said in d.rolls)
    return (f'<p class="us-dice" id="dice" data-rolled="{" ".join(str(n) for n, _ in d.rolls)}">'
            f'{rolls}</p>')


LOG_TURNS = 12
"""The turns the log shows, newest first (the table describes no older one: ``web.log_cache``)."""


def log_html(d: Drawing, lang: str, limit: int = LOG_TURNS) -> str:
    """The latest turns, newest first, each numbered by the game's turn as the header counts it (each game turn
    is two decision turns, the alien's then the TDF's: ``rules.decision``; the list counted those, so turn 1's
    TDF part read "2." under a header saying "Turn 1")."""
    items = []
    for number, seat, lines in d.log[::-1][:limit]:
        steps = "".join(f"<li>{e(line)}</li>" for line in lines)
        items.append(f'<li class="turn" value="{number // 2 + 1}" data-turn="{number}" data-seat="{seat}"><strong>'
                     f'{e(tx("turn_of", lang, name=d.names[seat]))}</strong><ol>{steps}</ol></li>')
    return (f'<section class="log"><h2>{e(tx("log", lang))}</h2><ol reversed class="turns">{"".join(items)}</ol>'
            "</section>")


def table_html(d: Drawing, lang: str) -> str:
    v = d.view
    to_move = "" if v["to_move"] is None else str(v["to_move"])
    turn = tx("turn_phase", lang, n=v["turn"], phase=phase_name(v["phase"], lang))
    head = (f'<div class="tablehead"><span class="status" role="status">{e(d.status)}</span> '
            f'<span class="us-turn" id="turn">{e(turn)}</span></div>'
            + (f'<p class="result" id="result">{e(d.result)}</p>' if d.result else "")
            + (f'<p class="prompt" id="prompt">{e(prompt_text(v, lang))}</p>' if d.decides else "")
            + f'<p class="notice" id="notice" role="alert">{e(d.notice)}</p>' + dice_html(d, lang))
    return (f'<div class="table ultraseven" data-game="ultraseven" data-seat="{v["seat"]}" data-to-move="{to_move}" '
            f'data-turn="{v["turn"]}" data-phase="{e(v["phase"])}" data-step="{e(v["t"]["step"])}" '
            f'data-decides="{"1" if d.decides else "0"}">'
            f'{head}{choices_html(d, lang)}{roster_html(d, lang)}{hand_html(d, lang)}'
            f'<div class="us-main">{map_html(d, lang)}'
            f'<div class="us-side">{seven_html(d, lang)}{status_html(d, lang)}</div></div>'
            f'<p class="refbar"><button type="button" data-action="us-cards">{e(tx("cards_ref", lang))}</button></p>'
            f'{controls_html(lang, generic_tx("undo_decision", lang))}{log_html(d, lang)}</div>')

