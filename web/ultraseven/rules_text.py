"""The rules panel of ウルトラセブン (``RULES``: the rules in short, after the seed and the engine's README
decisions) and the card reference (``card_reference``): every card with its numbers, in both languages, the
page's language first. Pure Python (no ``js``); every text is escaped with ``html.escape``.

The secondary language of a cell is a ``<span class="other" lang="…">`` after a ``<br>``."""

from __future__ import annotations

import html

from sevens.games.ultraseven.cards import (AREAS, CAPSULES, CHITS, DAMAGE, EVENTS, INFORMATION, INVASIONS,
                                           KIRIYAMA_RULE, MEMBERS, MONSTER_COPIES, MONSTERS, SCENARIOS, SEVEN_BASE,
                                           TDF, TECHNIQUES, TRANSFORM_VALUES, WEAPONS, WEAPONS_PER_TURN)
from sevens.games.ultraseven.state import (AP, CHIT_AP, DRAW_AP, FLIP_AP, HAND_LIMIT, HEAL_AP, PHASES, PLACE_AP,
                                           START_HAND, TURN_CAP, WIN_CHITS)

from .text import (AREA_COVERS_JA, EFFECT_JA, MEMBER_NOTE_JA, SPECIAL_EN, SPECIAL_JA, area_name, card_title,
                   phase_name, scenario_name, seat_name, signed, tdf_text, tx)


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def both(ja: str, en: str, lang: str) -> str:
    """A cell's text in both languages, the page's first: ``ja`` and ``en`` are plain text (escaped here)."""
    first, second = ((ja, "ja"), (en, "en")) if lang == "ja" else ((en, "en"), (ja, "ja"))
    if first[0] == second[0]:
        return f'<span lang="{first[1]}">{e(first[0])}</span>'
    return (f'<span lang="{first[1]}">{e(first[0])}</span><br>'
            f'<span class="other" lang="{second[1]}">{e(second[0])}</span>')


# --- the rules in short -------------------------------------------------------------------------------------------

def _phases(lang: str) -> str:
    return " → ".join(f"{i}) {phase_name(p, lang)}" for i, p in enumerate(PHASES, 1))


def _sections_ja() -> list[tuple[str, list[str]]]:
    values = "、".join(f"{i}人→{v}" for i, v in enumerate(TRANSFORM_VALUES))
    return [
        ("概要", [
            "TV版「ウルトラセブン」全49話を再現する2人用ゲーム。地球防衛軍（TDF）と侵略者（星人側）に分かれる。"
            "星人側は侵略カードを6つの偵察エリアに裏向きで置き、侵略チットを積む。TDFは隊員と兵器を配置して偵察し、"
            "見つけた侵略カードを攻撃する。モロボシ・ダンはウルトラセブンに変身できるが、エメリウムエネルギーは回復しない。",
            f"6つの偵察エリア: {'・'.join(a.name_ja for a in AREAS.values())}。1エリアに侵略カードは1枚まで。",
        ]),
        ("準備", [
            "TDFは隊員7枚・兵器6枚・ウルトラセブン・シナリオのカプセル怪獣を受け取り、エネルギーをシナリオの値"
            "（フル130・2クール75・1クール37）にする。",
            f"山札（侵略・イベント・情報カード）を裏で切る。星人側は侵略カードが{START_HAND}枚になるまで引く"
            "（途中で出たイベント・情報・第12話のカードは効果なしで山札に戻して切り直す）。",
        ]),
        ("ターンの流れ", [
            _phases("ja") + "。これを繰り返す。第1ターンは星人側アクションから。",
        ]),
        (phase_name("alien", "ja"), [
            f"星人側は{AP} APを好きな順に使う（使い切らなくてよい、余りは消える）: カードを引く {DRAW_AP}、"
            f"侵略チットを置く {CHIT_AP}、侵略カードを裏で置く {PLACE_AP}、侵略カードを表にする {FLIP_AP}、"
            f"ダメージ1を減らす {HEAL_AP}。",
            f"手札（まだ置いていない侵略カード）が{HAND_LIMIT}枚なら引けない（どれも置けないときは例外で引ける）。"
            "イベント・情報カードは引いたらすぐ公開する。",
            "1ターンに置けるチットは、裏なら「暗躍時」、表なら「発覚時」の数まで。裏のカードは「暗躍限界」で止まり、"
            "そのとき3 APで表にできる。このターンに表にしたカードにはチットを置けない。",
            "侵略条件のあるカードは、その情報カードが出るまで置けない。",
        ]),
        (phase_name("deploy", "ja"), [
            "TDFは隊員と兵器を好きなエリアに置く。同じエリアのカードがグループ。配置は毎ターンやり直し。",
            f"基地以外で隊員{KIRIYAMA_RULE}人以上のエリアにはキリヤマ隊長が必要。兵器は1ターン{WEAPONS_PER_TURN}枚まで、"
            "使用できる隊員のいるエリアで、兵器の使用エリアに限る。クラタ隊長はE01/E02のターンに宇宙でのみ使える。",
        ]),
        (phase_name("recon", "ja"), [
            "隊員のいるエリアごとに1回、偵察を宣言できる（表のカードがあるエリアは不要）。TDFは偵察値の合計を告げ、2d6を振る。",
            "2d6 ≤ 合計 ＋ 裏のカードの偵察値 ＋ そのチット数 なら成功し、カードは表になる。"
            "失敗でもカードがなくても、結果は同じ「異常なし」。",
        ]),
        (phase_name("redeploy", "ja"), [
            "1グループを丸ごと別のエリアへ動かせる（キリヤマ隊長のルールと兵器の使用エリアを守る）。"
            "マナベ参謀（E04）なら2グループまで、電波妨害（E11）なら動かせない。",
        ]),
        (phase_name("combat", "ja"), [
            "表の侵略カードと隊員がいるエリアごとに、TDFが選んだ順で戦闘する。",
            "TDF攻撃: 戦闘開始時に兵器の戦闘修正を隊員に割り当てる（ホーク1号は1〜3人に+1ずつ）。隊員ごとに"
            "1d6 ≤ 戦闘 ＋ 兵器 ＋ TDF値 でダメージ1。TDF値が「−」のカードにはTDF攻撃できない。",
            "ダメージが戦闘力を上回ると撃破（除去）。ダメージ＝戦闘力なら残り戦闘力0で場に残る。ダメージは次のターンにも残る。",
            f"変身: ダンのいるエリアで1ターンに1回、任意。2d6 ≤ 変身値 で成功（ダン以外の隊員数で {values}）。",
            f"格闘戦: 変身したら必ず。技を選びエネルギーを払う。セブン {SEVEN_BASE}＋技＋1d6 対 残り戦闘力＋1d6。"
            "大きいほうが勝ち: セブンの勝ちで撃破、負けで格闘戦は終了。同じならTDFは技を選び直して再戦できる。",
            "エネルギーが0になるとセブンは死亡し、以後ダンは変身できずカプセル怪獣も使えない（TDFの負けではない）。",
            "カプセル怪獣: ダンのエリアで、変身判定の前・変身失敗の後・格闘戦に負けた後に使える。1ターンに各種1枚まで、"
            "使い捨て。1d6の結果でダメージ+1かチット−X（0未満にはならない）。",
        ]),
        ("イベントと情報カード", [
            "イベントは引いたターンだけ有効（複数は重なる）。情報カードはそのターン以降ずっと有効で、侵略条件を満たす。"
            "第12話「遊星より愛を込めて」は欠番のカード: 引くと星人側アクションがすぐ終わる。",
        ]),
        ("★カード", [
            "ウルトラ警備隊西へ（14・15話）と史上最大の侵略（48・49話）は2段階: 初めて撃破条件を満たすと第2段階になる"
            "（チットはそのまま、ダメージは0）。史上最大の侵略には光線技が使えない。"
            "零下140度の対決（25話）はカプセル怪獣を使った後でなければ変身できない（カプセル怪獣が残っていなければ変身値 −3 で変身できる）。"
            "セブン暗殺計画（39・40話）は格闘戦に負けたセブンを捕獲する（撃破かTDFダメージ2で救出）。",
        ]),
        (phase_name("check", "ja"), [
            f"チット{WIN_CHITS}枚以上の侵略カードがあれば侵略者の勝ち。シナリオの侵略カードが山札・手札・場に1枚も"
            f"なければ地球防衛軍の勝ち。{TURN_CAP}ターンで引き分け（安全のための上限）。",
        ]),
        ("この画面での扱い", [
            "TDFには裏のカードが「裏向きのカード #k」（番号・チット数）として見え、エリアと正体は見えない。"
            "ダイスはすべてその場で振られ、待ったはダイスやカードを引いた手より前には戻れない。",
        ]),
    ]


def _sections_en() -> list[tuple[str, list[str]]]:
    values = ", ".join(f"{i} → {v}" for i, v in enumerate(TRANSFORM_VALUES))
    return [
        ("Overview", [
            "A two-player game of the whole 49-episode TV series Ultra Seven: the TDF (Terrestrial Defense Force) "
            "against the alien invaders. The alien hides invasion cards face down in six recon areas "
            "and feeds them chits; the TDF deploys members and weapons, reconnoitres and attacks what it finds. Dan "
            "Moroboshi may transform into Ultra Seven, whose Emerium energy never comes back.",
            f"The six recon areas: {', '.join(a.name_en for a in AREAS.values())}. An area holds one invasion card "
            "at most.",
        ]),
        ("Setup", [
            "The TDF takes its 7 members, 6 weapons, Ultra Seven and the scenario's capsule monsters, and sets "
            "Seven's energy to the scenario's (full 130, two cours 75, one cour 37).",
            f"The deck (invasion, event and information cards) is shuffled face down. The alien draws until it holds "
            f"{START_HAND} invasion cards (events, information and the ep-12 card drawn meanwhile go back, with no "
            "effect, and the deck is shuffled again).",
        ]),
        ("The turn", [
            _phases("en") + ", again and again. Turn 1 starts with the alien's action.",
        ]),
        (phase_name("alien", "en"), [
            f"The alien spends {AP} AP in any order (it need not spend them all; leftovers are lost): draw a card "
            f"{DRAW_AP}, place a chit {CHIT_AP}, place an invasion card face down {PLACE_AP}, turn one face up "
            f"{FLIP_AP}, remove 1 damage {HEAL_AP}.",
            f"No draw with {HAND_LIMIT} unplaced invasion cards in hand (unless none of them can be placed). Events "
            "and information cards are shown at once when drawn.",
            "A card takes at most its hidden rate (暗躍時) of chits a turn face down, its exposed rate (発覚時) face up. "
            "A face-down card stops at its hidden limit (暗躍限界), and may then be turned face up for 3 AP. A card "
            "turned face up this turn takes no more chits this turn.",
            "A card with an invasion condition (侵略条件) cannot be placed before that information card is out.",
        ]),
        (phase_name("deploy", "en"), [
            "The TDF puts members and weapons in any areas; the cards in one area are a group. Deployment is fresh "
            "every turn.",
            f"An area other than the Base with {KIRIYAMA_RULE} or more members must hold Captain Kiriyama. At most "
            f"{WEAPONS_PER_TURN} weapons a turn, each with one of its users and only in its areas. Captain Kurata "
            "serves only on an E01/E02 turn, and only in Space.",
        ]),
        (phase_name("recon", "en"), [
            "The TDF may declare one recon in each area holding members (an area with a face-up card needs none). It "
            "tells its group's recon sum and rolls 2d6.",
            "2d6 ≤ the sum + the face-down card's recon value + its chits succeeds: the card turns face up. A miss "
            "and an empty area give the same answer: 「異常なし」 (all clear).",
        ]),
        (phase_name("redeploy", "en"), [
            "One whole group may move to another area (the Kiriyama rule and the weapons' areas still hold); "
            "two under Staff Officer Manabe (E04), none under Jamming (E11).",
        ]),
        (phase_name("combat", "en"), [
            "Each area with a face-up invasion card and members fights, in the order the TDF chooses.",
            "TDF attack: when the area's combat begins the weapons' bonuses are given to members (Hawk 1: +1 to 1–3 "
            "members). Each member rolls 1d6 ≤ combat + weapon + TDF value for 1 damage. A card whose TDF value is "
            "\"−\" cannot be attacked by the TDF.",
            "A card whose damage exceeds its strength (戦闘力) is removed; at damage = strength it stays with 0 "
            "strength left. Damage stays from turn to turn.",
            f"Transformation: in Dan's area, once a turn, optional. 2d6 ≤ the transformation value succeeds (by the "
            f"other members in the area: {values}).",
            f"Melee: once Seven appears. Choose a technique and pay its energy: Seven {SEVEN_BASE} + technique + "
            "1d6 against the card's strength left + 1d6. Seven higher: the card is removed; lower: the melee ends. "
            "A tie: the TDF may choose a technique again and fight again.",
            "At 0 energy Seven dies: Dan no longer transforms and the capsule monsters are out (the TDF has not "
            "lost).",
            "Capsule monsters: in Dan's area, before the transformation roll, after a failed one, or after a lost "
            "melee. One of each kind a turn, each used once. 1d6 gives damage +1 or chits −X (never below 0).",
        ]),
        ("Events and information", [
            "An event is in force for the turn it is drawn (several stack). An information card stays in force for "
            "the rest of the game and meets the invasion conditions that name it. The ep-12 card 「遊星より愛を込めて」 "
            "(withdrawn) ends the alien's action at once when drawn.",
        ]),
        ("★ cards", [
            "The Ultra Garrison Goes West (14–15) and The Biggest Invasion in History (48–49) have two stages: the "
            "first time a removal condition is met they turn to the second (chits kept, damage reset); no beam "
            "technique against 48–49. Showdown at 140 Below (25): Dan may transform only after a capsule monster was "
            "used against it this turn (with no capsule monster left, at −3 to the transformation value). "
            "The Plot to Assassinate Seven (39–40) captures Seven if he loses the melee "
            "(freed when it is removed or after 2 TDF damage).",
        ]),
        (phase_name("check", "en"), [
            f"A card with {WIN_CHITS} chits or more: the alien wins. No invasion card of the scenario left in the "
            f"deck, the hand or on the table: the TDF wins. Turn {TURN_CAP} ends in a draw (a safety cap).",
        ]),
        ("On this page", [
            "The TDF sees a face-down card as \"hidden card #k\" (its number and chits), never its area or identity. "
            "Every die is rolled where it falls; undo does not go back past a die or a card drawn.",
        ]),
    ]


def _scenario_table(lang: str) -> str:
    ja = lang == "ja"
    heads = (("シナリオ", "エネルギー", "山札", "イベント", "★", "侵略カード", "情報", "カプセル怪獣", "侵略条件") if ja else
             ("Scenario", "Energy", "Deck", "Events", "★", "Invasion cards", "Information", "Capsule monsters",
              "Invasion conditions"))
    rows = []
    for sc in SCENARIOS.values():
        counts: dict[str, int] = {}
        for c in sc.capsules:
            counts[CAPSULES[c].monster] = counts.get(CAPSULES[c].monster, 0) + 1
        caps = ("・" if ja else ", ").join(f"{card_title(m, lang)} {n}" for m, n in counts.items())
        info = (str(7) if ja else "all 7") if sc.information else ("なし" if ja else "none")
        cond = ("あり" if ja else "apply") if sc.conditions else ("無視" if ja else "ignored")
        cells = [sc.energy, sc.deck_size, f"{sc.events}/{len(EVENTS)}", f"{sc.specials}/4", sc.ordinary, info,
                 caps, cond]
        rows.append(f'<tr data-scenario="{e(sc.key)}"><th scope="row">{both(sc.name_ja, sc.name_en, lang)}</th>'
                    + "".join(f"<td>{e(c)}</td>" for c in cells) + "</tr>")
    return ('<table class="scenarios"><thead><tr>' + "".join(f"<th>{e(h)}</th>" for h in heads)
            + f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def _options(lang: str) -> str:
    ja = lang == "ja"
    head = "オプション" if ja else "Options"
    items = [tx("opt_hidden_counts", lang), tx("opt_remove_at_equal", lang)]
    off = "（どちらも標準ではオフ）" if ja else " (both off by default)"
    return (f"<h4>{e(head + off)}</h4><ul>" + "".join(f"<li>{e(i)}</li>" for i in items) + "</ul>")


def rules_body(lang: str) -> str:
    """The rules in short (no card reference): sections, the scenarios' table and the options."""
    sections = _sections_ja() if lang == "ja" else _sections_en()
    out = []
    for head, pars in sections:
        out.append(f"<h4>{e(head)}</h4>" + "".join(f"<p>{e(p)}</p>" for p in pars))
    scen = "シナリオ" if lang == "ja" else "Scenarios"
    out.append(f"<h4>{e(scen)}</h4>" + _scenario_table(lang) + _options(lang))
    return "".join(out)


# --- the card reference -------------------------------------------------------------------------------------------

def _table(cls: str, title: str, heads: list[str], rows: list[str]) -> str:
    return (f'<h4>{e(title)}</h4><table class="{e(cls)}"><thead><tr>'
            + "".join(f"<th>{e(h)}</th>" for h in heads) + f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def _invasions(lang: str) -> str:
    ja = lang == "ja"
    heads = (["話", "タイトル", "星人・怪獣", "エリア", "偵察値", "暗躍時", "発覚時", "暗躍限界", "戦闘力", "TDF値",
              "侵略条件", "★"] if ja else
             ["Ep.", "Title", "Alien", "Area", "Recon", "Hidden", "Exposed", "Limit", "Strength", "TDF",
              "Condition", "★"])
    rows = []
    for c in INVASIONS.values():
        cond = (both(INFORMATION[c.condition].name_ja, INFORMATION[c.condition].name_en, lang) if c.condition
                else "")
        star = both(SPECIAL_JA[c.key], SPECIAL_EN[c.key], lang) if c.special else ""
        power = str(c.power) + (f" / {c.second.power}" if c.second else "")
        tdf = tdf_text(c.tdf) + (f" / {tdf_text(c.second.tdf)}" if c.second else "")
        rows.append(
            f'<tr data-card="{e(c.key)}"><td>{e(("★" if c.special else "") + c.episode_ja)}</td>'
            f'<th scope="row">{both(c.title_ja, c.title_en, lang)}</th><td>{both(c.alien_ja, c.alien_en, lang)}</td>'
            f'<td>{both(AREAS[c.area].name_ja, AREAS[c.area].name_en, lang)}</td><td>{e(signed(c.recon))}</td>'
            f'<td>{c.hidden_rate}</td><td>{c.exposed_rate}</td><td>{c.limit}</td><td>{e(power)}</td>'
            f'<td>{e(tdf)}</td><td>{cond}</td><td>{star}</td></tr>')
    return _table("cards invasions", f"{tx('invasion', lang)} ({len(INVASIONS)})", heads, rows)


def _events(lang: str) -> str:
    ja = lang == "ja"
    heads = ["", "名称" if ja else "Name", "側" if ja else "Side", "効果" if ja else "Effect"]
    rows = []
    for ev in EVENTS.values():
        side = seat_name(0 if ev.side == TDF else 1, lang) if ev.side else ("欠番" if ja else "withdrawn")
        rows.append(f'<tr data-card="{e(ev.key)}"><td>{e(ev.key)}</td>'
                    f'<th scope="row">{both(ev.name_ja, ev.name_en, lang)}</th><td>{e(side)}</td>'
                    f'<td>{both(EFFECT_JA[ev.key], ev.text_en, lang)}</td></tr>')
    return _table("cards events", f"{tx('event', lang)} ({len(EVENTS)})", heads, rows)


def _infos(lang: str) -> str:
    ja = lang == "ja"
    heads = ["", "名称" if ja else "Name", "効果" if ja else "Effect", "侵略条件となるカード" if ja else "Unlocks"]
    rows = []
    for i in INFORMATION.values():
        unlocks = "<br>".join(both(INVASIONS[k].title_ja, INVASIONS[k].title_en, lang) for k in i.unlocks)
        rows.append(f'<tr data-card="{e(i.key)}"><td>{e(i.key)}</td>'
                    f'<th scope="row">{both(i.name_ja, i.name_en, lang)}</th>'
                    f'<td>{both(EFFECT_JA[i.key], i.text_en, lang)}</td><td>{unlocks}</td></tr>')
    return _table("cards infos", f"{tx('information', lang)} ({len(INFORMATION)})", heads, rows)


def _members(lang: str) -> str:
    ja = lang == "ja"
    heads = ["名前" if ja else "Name", "偵察" if ja else "Recon", "戦闘" if ja else "Combat", "備考" if ja else "Note"]
    rows = [f'<tr data-card="{e(m.key)}"><th scope="row">{both(m.name_ja, m.name_en, lang)}</th><td>{m.recon}</td>'
            f'<td>{m.combat}</td><td>{both(MEMBER_NOTE_JA[m.key], m.note_en, lang)}</td></tr>'
            for m in MEMBERS.values()]
    return _table("cards members", f"{tx('members', lang)} ({len(MEMBERS)})", heads, rows)


def _weapons(lang: str) -> str:
    ja = lang == "ja"
    heads = ["名称" if ja else "Name", "偵察" if ja else "Recon", "戦闘" if ja else "Combat",
             "使用できる隊員" if ja else "Users", "エリア" if ja else "Areas"]
    rows = []
    for w in WEAPONS.values():
        users = ("・" if ja else ", ").join(card_title(u, lang) for u in w.users)
        areas = (("・" if ja else ", ").join(area_name(a, lang) for a in w.areas) if len(w.areas) < len(AREAS)
                 else ("全エリア" if ja else "any area"))
        bonus = signed(w.combat) + (f" ×1–{w.spread}" if w.spread > 1 else "")
        rows.append(f'<tr data-card="{e(w.key)}"><th scope="row">{both(w.name_ja, w.name_en, lang)}</th>'
                    f'<td>{e(signed(w.recon))}</td><td>{e(bonus)}</td><td>{e(users)}</td><td>{e(areas)}</td></tr>')
    return _table("cards weapons", f"{tx('weapons', lang)} ({len(WEAPONS)})", heads, rows)


def _seven(lang: str) -> str:
    ja = lang == "ja"
    head = (f"ウルトラセブン（基本戦闘力{SEVEN_BASE}）と技" if ja
            else f"Ultra Seven (base strength {SEVEN_BASE}) and his techniques")
    heads = ["技" if ja else "Technique", "追加戦闘力＝エネルギー" if ja else "+strength = energy",
             "光線技" if ja else "Beam"]
    rows = [f'<tr data-card="{e(t.key)}"><th scope="row">{both(t.name_ja, t.name_en, lang)}</th>'
            f'<td>+{t.power}</td><td>{"✓" if t.beam else ""}</td></tr>' for t in TECHNIQUES.values()]
    values = "".join(f"<td>{v}</td>" for v in TRANSFORM_VALUES)
    trans = (f'<table class="transform"><thead><tr><th>{e("ダン以外の隊員" if ja else "Other members")}</th>'
             + "".join(f"<th>{i}</th>" for i in range(len(TRANSFORM_VALUES)))
             + f'</tr></thead><tbody><tr><th scope="row">{e("変身値（2d6以下）" if ja else "Transformation value (2d6 ≤)")}'
             f"</th>{values}</tr></tbody></table>")
    return _table("cards techniques", head, heads, rows) + trans


def _monsters(lang: str) -> str:
    ja = lang == "ja"
    heads = ["カプセル怪獣" if ja else "Capsule monster", "枚数" if ja else "Cards"] + [str(i) for i in range(1, 7)]
    rows = []
    for m in MONSTERS.values():
        cells = []
        for r in m.table:
            if r.kind == DAMAGE:
                cells.append(f"ダメージ+{r.n}" if ja else f"damage +{r.n}")
            elif r.kind == CHITS:
                cells.append(f"チット−{r.n}" if ja else f"chits −{r.n}")
            else:
                cells.append("—")
        ids = f"{m.letter}1–{m.letter}{MONSTER_COPIES[m.key]}"
        rows.append(f'<tr data-card="{e(m.key)}"><th scope="row">{both(m.name_ja, m.name_en, lang)}</th>'
                    f"<td>{e(ids)}</td>" + "".join(f"<td>{e(c)}</td>" for c in cells) + "</tr>")
    return _table("cards capsules", f"{tx('capsules', lang)} (1d6)", heads, rows)


def _areas(lang: str) -> str:
    ja = lang == "ja"
    heads = ["", "エリア" if ja else "Area", "内容" if ja else "Covers"]
    rows = [f'<tr data-card="{e(a.key)}"><td>{a.number}</td><th scope="row">{both(a.name_ja, a.name_en, lang)}</th>'
            f"<td>{both(AREA_COVERS_JA[a.key], a.covers_en, lang)}</td></tr>" for a in AREAS.values()]
    return _table("cards areas", tx("areas", lang), heads, rows)


def card_reference(lang: str) -> str:
    """Every card with its numbers, kind by kind (areas, invasion cards, events, information, members, weapons,
    Seven and his techniques, capsule monsters), each cell in both languages with ``lang``'s first."""
    return (f'<section class="cardref" id="cardref"><h3>{e(tx("ref_title", lang))}</h3>'
            + _areas(lang) + _invasions(lang) + _events(lang) + _infos(lang) + _members(lang) + _weapons(lang)
            + _seven(lang) + _monsters(lang) + "</section>")


def rules_html(lang: str) -> str:
    """The whole panel in ``lang``: the title, the rules in short, then the card reference."""
    title = "ウルトラセブン「史上最大の侵略」のルール（要約）" if lang == "ja" else \
        "How to play Ultra Seven: The Biggest Invasion in History (in short)"
    return f'<h3>{e(title)}</h3><section class="rules">{rules_body(lang)}</section>' + card_reference(lang)


RULES: dict[str, str] = {"ja": rules_html("ja"), "en": rules_html("en")}
"""The rules panel by language (``GameTable.RULES``)."""

__all__ = ["RULES", "both", "card_reference", "e", "rules_body", "rules_html", "scenario_name"]
