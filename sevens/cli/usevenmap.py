"""A ウルトラセブン position drawn in text from one seat's view (never the state): the six areas with their cards and
the TDF's groups, the face-down cards as that seat knows them, Seven, the capsules, the events and information
cards in force, the counts, this turn's recons, and the decision pending.

The TDF sees a face-down card only as "hidden card #k, n chits" (E 14: the view holds neither its key nor its
area, so it is listed apart from the areas); the alien sees it whole, in its area. A face-up card shows its
title, 戦闘力 (the side it is on), damage, TDF値 and chits. Card names come from ``cards.py`` in English or Japanese.
"""

from __future__ import annotations

from typing import Any

from ..games.ultraseven.cards import (AREAS, CAPSULES, EVENTS, INFORMATION, INVASIONS, MEMBERS, MONSTERS,
                                      SCENARIOS, TECHNIQUES, WEAPONS)

SIDES: dict[str, tuple[str, ...]] = {"en": ("TDF", "alien"), "ja": ("TDF", "星人側")}
"""The two seats' names (seat 0 the TDF, seat 1 the alien: ``state.TDF_SEAT``, ``ALIEN_SEAT``)."""
LIST_ALL = 16
"""Legal moves listed one by one up to this many; more are grouped by their first two words."""

T: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Ultra Seven", "turn": "turn {n}", "you": "you are the {s}",
        "phases": {"alien": "the alien's action", "deploy": "TDF deployment", "recon": "recon",
                   "redeploy": "re-deployment", "combat": "combat", "check": "victory check", "over": "game over"},
        "areas": "areas", "empty": "no card", "hidden": "hidden card #{k}", "face_down": "face down",
        "chits": "{n} chits", "chit": "{n} chit", "added": "+{n} this turn", "since": "since turn {n}", "limit": "limit {n}",
        "power": "戦闘力 {p}", "damage": "damage {d}", "tdf": "TDF値 {t}", "no_tdf": "TDF値 − (no TDF attack)",
        "rate": "{h}/turn face down, {e}/turn face up", "flipped": "turned up this turn", "second": "second side",
        "area_unknown": "face-down cards (areas unknown to the TDF)", "tdf_group": "TDF", "nobody": "nobody",
        "seven": "Ultra Seven: energy {e}", "alive": "alive", "captured": "captured (TDF damage toward rescue: {r})",
        "dead": "dead", "capsules": "capsule monsters", "none": "none", "used": "used this turn: {k}",
        "ap": "alien AP {n}", "events": "events this turn", "infos": "information in force",
        "deck": "deck {n}", "deck_hidden": "deck hidden", "hand": "alien's hand {n}", "your_hand": "your hand",
        "discards": "drawn events/information", "removed": "removed", "removed_at": "#{k}, turn {t}",
        "recons": "recon this turn", "recon": "{a}: group {s}, 2d6 {r} → {res}", "all_clear": "all clear (異常なし)",
        "found": "card #{k} found", "banned": "on leave (E14): {m}", "fought": "combat over in",
        "fighting": "combat in {a}", "assigned": "weapon bonuses", "attackers": "still to attack",
        "technique": "technique {t}", "to_decide": "to decide", "dice": "dice", "moves": "your moves",
        "waiting": "waiting for the {s}", "winner": "the {s} wins", "draw": "a draw (300 turns, E 7)",
        "oneline": "or a whole deployment on one line, e.g. soga@city dan@city hawk1@city",
        "steps": {"": "", "ban": "name the member on leave (E14)", "roll": "2d6 recon roll",
                  "assign": "weapon bonuses", "attack": "TDF attack 1d6", "seven": "capsule monsters / transformation",
                  "capsule": "capsule monster 1d6", "change": "transformation 2d6", "tech": "Ultra Seven's technique",
                  "seven_die": "Seven's 1d6", "alien_die": "the alien's 1d6"},
        "recon_w": "recon", "combat_w": "combat",
    },
    "ja": {
        "title": "ウルトラセブン", "turn": "第{n}ターン", "you": "あなたは{s}",
        "phases": {"alien": "星人側アクション", "deploy": "TDF隊員配置", "recon": "偵察判定", "redeploy": "TDF再配置",
                   "combat": "戦闘", "check": "勝利判定", "over": "終了"},
        "areas": "エリア", "empty": "カードなし", "hidden": "伏せカード #{k}", "face_down": "裏",
        "chits": "チット{n}", "chit": "チット{n}", "added": "このターン+{n}", "since": "第{n}ターンから", "limit": "暗躍限界{n}",
        "power": "戦闘力 {p}", "damage": "ダメージ {d}", "tdf": "TDF値 {t}", "no_tdf": "TDF値 −（TDF攻撃不可）",
        "rate": "暗躍時{h}・発覚時{e}", "flipped": "このターン表になった", "second": "後半",
        "area_unknown": "伏せカード（エリアは TDF には不明）", "tdf_group": "TDF", "nobody": "なし",
        "seven": "ウルトラセブン: エネルギー {e}", "alive": "健在", "captured": "捕獲中（救出までの TDF ダメージ {r}）",
        "dead": "死亡", "capsules": "カプセル怪獣", "none": "なし", "used": "このターン使用: {k}",
        "ap": "星人側 AP {n}", "events": "このターンのイベント", "infos": "有効な情報カード",
        "deck": "山札 {n}枚", "deck_hidden": "山札の枚数は非公開", "hand": "星人側の手札 {n}枚", "your_hand": "あなたの手札",
        "discards": "引かれたイベント・情報", "removed": "撃破", "removed_at": "#{k}、第{t}ターン",
        "recons": "このターンの偵察", "recon": "{a}: 偵察値合計 {s}、2d6 {r} → {res}", "all_clear": "異常なし",
        "found": "カード #{k} を発見", "banned": "休暇命令 (E14): {m}", "fought": "戦闘済み",
        "fighting": "{a}で戦闘中", "assigned": "兵器の割り当て", "attackers": "攻撃待ち",
        "technique": "技 {t}", "to_decide": "判断", "dice": "ダイス", "moves": "選べる手",
        "waiting": "{s}の判断を待っています", "winner": "{s}の勝ち", "draw": "引き分け（300ターン、E 7）",
        "oneline": "配置は1行でまとめて入力できます（例: soga@city dan@city hawk1@city）",
        "steps": {"": "", "ban": "休暇命令の隊員を指名 (E14)", "roll": "偵察の 2d6", "assign": "兵器の割り当て",
                  "attack": "TDF攻撃の 1d6", "seven": "カプセル怪獣・変身", "capsule": "カプセル怪獣の 1d6",
                  "change": "変身判定の 2d6", "tech": "ウルトラセブンの技", "seven_die": "セブンの 1d6",
                  "alien_die": "星人側の 1d6"},
        "recon_w": "偵察", "combat_w": "戦闘",
    },
}


def area_name(key: str, lang: str) -> str:
    """An area's name in ``lang`` (the key itself for an unknown one)."""
    a = AREAS.get(key)
    if a is None:
        return key
    return a.name_ja if lang == "ja" else a.name_en


def card_name(key: str, lang: str) -> str:
    """Any card's name in ``lang``: an invasion card's title, an event's, an information card's, a member's, a
    weapon's, a technique's or a capsule monster's (with its id)."""
    ja = lang == "ja"
    if key in INVASIONS:
        return INVASIONS[key].title_ja if ja else INVASIONS[key].title_en
    for table in (EVENTS, INFORMATION, MEMBERS, WEAPONS, TECHNIQUES):
        if key in table:
            c = table[key]
            return str(c.name_ja if ja else c.name_en)
    if key in CAPSULES:
        m = MONSTERS[CAPSULES[key].monster]
        return f"{m.name_ja if ja else m.name_en} {key}"
    return key


def _chits(n: int, t: dict[str, Any]) -> str:
    """``n`` chits in words ("1 chit", "3 chits"; チット3)."""
    return str(t["chit" if n == 1 else "chits"].format(n=n))


def _face_up(p: dict[str, Any], t: dict[str, Any], lang: str) -> str:
    """A face-up card: #k, key, title, 戦闘力 on its side, damage, TDF値, chits."""
    inv = INVASIONS[p["key"]]
    stage = p["stage"]
    tdf = inv.tdf_at(stage)
    side = f" ({t['second']}: {inv.second.name_ja if lang == 'ja' else inv.second.name_en})" \
        if stage and inv.second is not None else ""
    parts = [t["power"].format(p=inv.power_at(stage)), t["damage"].format(d=p["damage"]),
             t["no_tdf"] if tdf is None else t["tdf"].format(t=f"{tdf:+d}"), _chits(p["chits"], t)]
    if p["added"]:
        parts.append(t["added"].format(n=p["added"]))
    if p["flipped"]:
        parts.append(t["flipped"])
    return f"#{p['order']} {p['key']} {card_name(p['key'], lang)}{side}: " + ", ".join(parts)


def _hidden(p: dict[str, Any], t: dict[str, Any], lang: str) -> str:
    """A face-down card: as the TDF knows it (number, chits) or, when the view holds its key, whole."""
    chits = _chits(p["chits"], t)
    extra = [t["added"].format(n=p["added"])] if p["added"] else []
    extra.append(t["since"].format(n=p["since"]))
    if p["key"] is None:
        return f"{t['hidden'].format(k=p['order'])}, {chits} (" + ", ".join(extra) + ")"
    inv = INVASIONS[p["key"]]
    extra.append(t["limit"].format(n=inv.limit))
    return (f"#{p['order']} {p['key']} {card_name(p['key'], lang)} [{t['face_down']}]: {chits} ("
            + ", ".join(extra) + ")")


def _group(v: dict[str, Any], area: str, t: dict[str, Any], lang: str) -> str:
    """The TDF's members and weapons in ``area`` (recon/combat values in brackets)."""
    names = [f"{card_name(m, lang)} ({MEMBERS[m].recon}/{MEMBERS[m].combat})" for m, a in v["members"] if a == area]
    names += [f"{card_name(w, lang)} (+{WEAPONS[w].recon})" for w, a in v["weapons"] if a == area]
    return ", ".join(names)


def _pending(v: dict[str, Any], t: dict[str, Any], lang: str, sides: tuple[str, ...]) -> list[str]:
    """What is to be decided now, and by whom; the seat's own moves when it decides."""
    lines: list[str] = []
    if v["winner"] >= 0:
        lines.append(t["draw"] if v["winner"] == 2 else t["winner"].format(s=sides[v["winner"]]))
        return lines
    step = v["t"]["step"]
    what = t["phases"].get(v["phase"], v["phase"])
    if step:
        what += " — " + t["steps"].get(step, step)
    who = v["to_move"]
    if who < 0:
        lines.append(f"{t['dice']}: {what}")
        return lines
    if who != v["seat"]:
        lines.append(f"{t['waiting'].format(s=sides[who])}: {what}")
        return lines
    lines.append(f"{t['to_decide']} ({sides[who]}): {what}")
    legal = v["legal"]
    if len(legal) <= LIST_ALL:
        lines.append(f"  {t['moves']}: " + ", ".join(legal))
    else:
        groups: dict[str, list[str]] = {}
        for text in legal:
            words = text.split()
            head = " ".join(words[:2])
            groups.setdefault(head, []).append(" ".join(words[2:]))
        lines.append(f"  {t['moves']}:")
        for head, tails in groups.items():
            shown = " | ".join(x for x in tails if x)
            lines.append(f"    {head}" + (f" {shown}" if shown else ""))
    if v["phase"] == "deploy" and not step:
        lines.append(f"  {t['oneline']}")
    return lines


def ultraseven(v: dict[str, Any], lang: str = "en", names: list[str] | None = None) -> str:
    """The table as ``v`` (one seat's view) shows it, in ``lang`` ("en" or "ja"); ``names`` the seats' names."""
    t = T[lang]
    sides = (names[0], names[1]) if names else SIDES[lang]
    sc = SCENARIOS[v["options"]["scenario"]]
    seat = v["seat"]
    lines = [f"{t['title']} — {sc.name_ja if lang == 'ja' else sc.name_en} — {t['turn'].format(n=v['turn'])}, "
             f"{t['phases'].get(v['phase'], v['phase'])} — {t['you'].format(s=SIDES[lang][seat])}"]
    # the six areas: each one's card as this view shows it (face up for everyone; face down only whole), the TDF
    lines.append(f"{t['areas']}:")
    cards = {p["area"]: p for p in v["table"] if p["area"] is not None}
    width = max(len(area_name(a, lang)) for a in AREAS)
    for a in AREAS:
        p = cards.get(a)
        shown = t["empty"] if p is None else _face_up(p, t, lang) if p["face_up"] else _hidden(p, t, lang)
        lines.append(f"  {AREAS[a].number} {area_name(a, lang):<{width}}  {shown}")
        group = _group(v, a, t, lang)
        if group:
            lines.append(f"  {' ' * (width + 4)}{t['tdf_group']}: {group}")
    unknown = [p for p in v["table"] if p["area"] is None]
    if unknown:
        lines.append(f"{t['area_unknown']}:")
        for p in unknown:
            lines.append(f"  {_hidden(p, t, lang)}")
    # Seven, capsules, AP, events, information
    state = t["captured"].format(r=v["rescue"]) if v["seven"] == "captured" else t.get(v["seven"], v["seven"])
    lines.append(f"{t['seven'].format(e=v['energy'])} ({state}) · {t['ap'].format(n=v['ap'])}")
    caps = " ".join(card_name(c, lang) for c in v["capsules"]) or t["none"]
    used = (" · " + t["used"].format(k=", ".join(_monster(k, lang) for k in v["capsules_turn"]))
            if v["capsules_turn"] else "")
    lines.append(f"{t['capsules']}: {caps}{used}")
    lines.append(f"{t['events']}: " + ("; ".join(_effect(k, lang) for k in v["events"]) or t["none"]))
    lines.append(f"{t['infos']}: " + ("; ".join(_effect(k, lang) for k in v["infos"]) or t["none"]))
    counts = [t["deck"].format(n=v["deck"]) if v["deck"] is not None else t["deck_hidden"],
              t["hand"].format(n=v["hand_count"])]
    if v["discards"]:
        counts.append(f"{t['discards']}: " + ", ".join(v["discards"]))
    lines.append(" · ".join(counts))
    if v["removed"]:
        lines.append(f"{t['removed']}: " + "; ".join(
            f"{k} {card_name(k, lang)} ({t['removed_at'].format(k=o, t=tn)})" for k, (o, tn) in zip(v["removed"], v["gone"])))
    if v["hand"] is not None:
        lines.append(f"{t['your_hand']}:")
        for k in v["hand"]:
            inv = INVASIONS[k]
            cond = f", 条件 {inv.condition}" if inv.condition and sc.conditions else ""  # none in 1クール (R 21.2.4)
            lines.append(f"  {k} {card_name(k, lang)} — {area_name(inv.area, lang)}, 偵察 {inv.recon:+d}, "
                         f"{t['rate'].format(h=inv.hidden_rate, e=inv.exposed_rate)}, {t['limit'].format(n=inv.limit)}, "
                         f"{t['power'].format(p=inv.power)}, "
                         f"{t['no_tdf'] if inv.tdf is None else t['tdf'].format(t=f'{inv.tdf:+d}')}{cond}")
    lines.extend(_progress(v, t, lang))
    lines.extend(_pending(v, t, lang, sides))
    return "\n".join(lines)


def _monster(kind: str, lang: str) -> str:
    """A capsule monster kind's name (``capsules_turn`` holds kinds: R 19.2's one of each kind a turn)."""
    m = MONSTERS.get(kind)
    return kind if m is None else (m.name_ja if lang == "ja" else m.name_en)


def _effect(key: str, lang: str) -> str:
    """An event or information card in force: its key and name, and its effect (the cards' text is English)."""
    c = EVENTS.get(key) or INFORMATION.get(key)
    if c is None:
        return key
    return f"{key} {card_name(key, lang)} ({c.text_en})"


def _progress(v: dict[str, Any], t: dict[str, Any], lang: str) -> list[str]:
    """This turn's progress (``Turn``): the member on leave, this turn's recons, the combat in course."""
    turn = v["t"]
    out: list[str] = []
    if turn["banned"]:
        out.append(t["banned"].format(m=card_name(turn["banned"], lang)))
    recons = [r for r in v["recons"] if r[0] == v["turn"]]
    if recons:
        out.append(f"{t['recons']}: " + "; ".join(
            t["recon"].format(a=area_name(a, lang), s=s, r=r, res=t["all_clear"] if found < 0 else t["found"].format(k=found))
            for _, a, s, r, found in recons))
    if turn["fought"]:
        out.append(f"{t['fought']}: " + ", ".join(area_name(a, lang) for a in turn["fought"]))
    if v["phase"] == "combat" and turn["area"]:
        bits = [t["fighting"].format(a=area_name(turn["area"], lang))]
        if turn["assigned"]:
            bits.append(f"{t['assigned']}: " + ", ".join(
                f"{card_name(w, lang)} → {'+'.join(card_name(k, lang) for k in ks)}" for w, ks in turn["assigned"]))
        if turn["attackers"]:
            bits.append(f"{t['attackers']}: " + ", ".join(card_name(k, lang) for k in turn["attackers"]))
        if turn["technique"]:
            bits.append(t["technique"].format(t=card_name(turn["technique"], lang)))
        out.append(" · ".join(bits))
    return out
