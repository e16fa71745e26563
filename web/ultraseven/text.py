"""Every string of the ウルトラセブン table in Japanese and English, and each card's title and one line of its
numbers (``card_title``, ``card_line``) for every kind of card: invasion cards, events and the ep-12 card,
information cards, members, weapons, Seven's techniques, capsule monsters (a card ``W1`` or a kind ``windom``),
the six areas and Ultra Seven himself (``seven``).

The names come from ``sevens/games/ultraseven/cards.py`` (their English names are the README's U 8
translations); the Japanese effect texts of the events and information cards, which cards.py keeps in English
only, are here (``EFFECT_JA``)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from sevens.games.ultraseven.cards import (AREAS, CAPSULES, CHITS, DAMAGE, EVENTS, INFORMATION, INVASIONS, MEMBERS,
                                           MONSTERS, SCENARIOS, SEVEN_BASE, TDF, TECHNIQUES, TRANSFORM_VALUES,
                                           WEAPONS)

from ..i18n import TABLE_STRINGS, lookup

SEVEN = "seven"
"""The key of the Ultra Seven card (not a card of cards.py's tables: its numbers are ``SEVEN_BASE`` and
``TRANSFORM_VALUES``)."""

STRINGS: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    # undo stops at a card drawn (the alien's draw, an event opened: the engine's Revealing), not a "new deal"
    "undo_reveal": {"ja": "引いたカード（{what}）より前には戻せません", "en": "Cannot undo past a card drawn: one was drawn at “{what}”, and a draw is never taken back"},
    # the two sides (seat 0 the TDF, seat 1 the alien: state.py)
    "seat_0": {"ja": "地球防衛軍", "en": "TDF"},
    "seat_1": {"ja": "星人側", "en": "Alien"},
    "seat_0_long": {"ja": "地球防衛軍（TDF・ウルトラ警備隊）", "en": "Terrestrial Defense Force (TDF, Ultra Garrison)"},
    "seat_1_long": {"ja": "星人側（侵略者）", "en": "The alien invaders"},
    # the six areas (cards.AREAS; also ``area_name``)
    "area_space": {"ja": "宇宙", "en": "Space"},
    "area_base": {"ja": "基地", "en": "TDF Far East Base"},
    "area_city": {"ja": "都市", "en": "City"},
    "area_mountain": {"ja": "山", "en": "Mountains & underground"},
    "area_sea": {"ja": "海", "en": "Sea & lakes"},
    "area_associates": {"ja": "関係者", "en": "Associates"},
    "areas": {"ja": "偵察エリア", "en": "Recon areas"},
    "area_n": {"ja": "エリア{n}", "en": "Area {n}"},
    "area_empty": {"ja": "カードなし", "en": "no card"},
    # the phases (state.PHASES and OVER)
    "phase": {"ja": "フェイズ", "en": "Phase"},
    "phase_alien": {"ja": "星人側アクション", "en": "Alien action"},
    "phase_deploy": {"ja": "TDF隊員配置", "en": "TDF deployment"},
    "phase_recon": {"ja": "偵察判定", "en": "Recon"},
    "phase_redeploy": {"ja": "TDF再配置", "en": "TDF re-deployment"},
    "phase_combat": {"ja": "戦闘", "en": "Combat"},
    "phase_check": {"ja": "勝利判定", "en": "Victory check"},
    "phase_over": {"ja": "ゲーム終了", "en": "Game over"},
    "turn_n": {"ja": "第{n}ターン", "en": "Turn {n}"},
    "turn_phase": {"ja": "第{n}ターン · {phase}", "en": "Turn {n} · {phase}"},
    # the sub-steps (moves.py: ``State.t.step``)
    "step_ban": {"ja": "休暇命令: 休ませる隊員を選ぶ", "en": "Leave Order: name the member who stays home"},
    "step_roll": {"ja": "偵察の2d6", "en": "The recon 2d6"},
    "step_assign": {"ja": "武器の戦闘修正を割り当てる", "en": "Assign the weapons' combat bonuses"},
    "step_attack": {"ja": "TDF攻撃（1d6）", "en": "TDF attack (1d6)"},
    "step_seven": {"ja": "カプセル怪獣・変身", "en": "Capsule monsters and transformation"},
    "step_capsule": {"ja": "カプセル怪獣の1d6", "en": "The capsule monster's 1d6"},
    "step_change": {"ja": "変身判定（2d6）", "en": "Transformation roll (2d6)"},
    "step_tech": {"ja": "格闘戦: 技を選ぶ", "en": "Melee: choose a technique"},
    "step_seven_die": {"ja": "格闘戦: セブンの1d6", "en": "Melee: Seven's 1d6"},
    "step_alien_die": {"ja": "格闘戦: 星人側の1d6", "en": "Melee: the alien's 1d6"},
    # what a seat is asked (the prompts)
    "p_alien": {"ja": "星人側アクション: APを使う（引く2・置く2〔手札のカードを押す〕・チット1・表にする3・回復2）か、終える",
                "en": "Alien action: spend AP (draw 2, place 2 — click a card of your hand —, chit 1, flip 3, heal 2), "
                      "or end"},
    "p_ban": {"ja": "休暇命令: 配置できなくする隊員を選ぶ（ダン・クラタ以外）",
              "en": "Leave Order: name a member who cannot be deployed (not Dan, not Kurata)"},
    # every deployment lasts one turn (the game README's E 2): a new player wondered why last turn's members were
    # back in the pool
    "p_deploy": {"ja": "隊員配置: 隊員と武器をエリアに置くか、終える（配置はこのターンだけ。毎ターン置き直します）",
                 "en": "Deployment: put members and weapons in areas, or finish (for this turn only: every turn "
                       "deploys afresh)"},
    "p_recon": {"ja": "偵察: 偵察するエリアを選ぶか、終える", "en": "Recon: choose an area to reconnoitre, or finish"},
    "p_redeploy": {"ja": "再配置: グループを別のエリアへ動かすか、終える",
                   "en": "Re-deployment: move a group to another area, or finish"},
    "p_combat": {"ja": "戦闘: 戦闘するエリアを選ぶ", "en": "Combat: choose the area to fight in"},
    "p_assign": {"ja": "{weapon}の戦闘修正を受ける隊員を選ぶ", "en": "Choose who takes {weapon}'s bonus"},
    "p_seven": {"ja": "カプセル怪獣を使う・変身する、または終える", "en": "Use a capsule monster, transform, or finish"},
    "p_seven_capsule": {"ja": "カプセル怪獣を使う、または終える", "en": "Use a capsule monster, or finish"},
    "p_seven_transform": {"ja": "変身する、または終える", "en": "Transform, or finish"},
    "p_seven_done": {"ja": "この戦闘を終える（ダンにできることはもうありません）",
                     "en": "Finish this combat: nothing more for Dan to do here"},
    "p_tech": {"ja": "ウルトラセブンの技を選ぶ（エネルギーを消費）", "en": "Choose Ultra Seven's technique (it costs energy)"},
    "p_tie": {"ja": "引き分け: もう一度技を選ぶか、終える", "en": "A tie: choose a technique again, or finish"},
    # labels
    "ap": {"ja": "AP", "en": "AP"},
    "ap_n": {"ja": "AP {n}", "en": "AP {n}"},
    "ap_left": {"ja": "残りAP {n}", "en": "{n} AP left"},
    "energy": {"ja": "エメリウムエネルギー", "en": "Emerium energy"},
    "energy_n": {"ja": "エネルギー {n}", "en": "Energy {n}"},
    "energy_of": {"ja": "エネルギー {n}/{max}", "en": "Energy {n}/{max}"},
    "chits": {"ja": "侵略チット", "en": "Chits"},
    "chits_n": {"ja": "チット{n}", "en": "{n} chits"},
    "chits_n_one": {"ja": "チット1", "en": "1 chit"},
    "chits_of": {"ja": "チット {n}/{limit}", "en": "{n}/{limit} chits"},
    "chits_turn": {"ja": "このターン +{n}", "en": "+{n} this turn"},
    "win_chits": {"ja": "チット13で星人側の勝ち", "en": "13 chits win for the alien"},
    "damage": {"ja": "ダメージ", "en": "Damage"},
    "damage_n": {"ja": "ダメージ{n}", "en": "{n} damage"},
    "damage_n_one": {"ja": "ダメージ1", "en": "1 damage"},
    "power": {"ja": "戦闘力", "en": "Strength"},
    "power_n": {"ja": "戦闘力{n}", "en": "Strength {n}"},
    "strength_now": {"ja": "残り戦闘力{n}", "en": "Strength now {n}"},
    "tdf_value": {"ja": "TDF値", "en": "TDF value"},
    "tdf_value_n": {"ja": "TDF値{n}", "en": "TDF value {n}"},
    "tdf_none": {"ja": "TDF値−（TDF攻撃不可）", "en": "TDF value − (no TDF attack)"},
    "recon_value": {"ja": "偵察値", "en": "Recon value"},
    "hidden_rate": {"ja": "暗躍時", "en": "Hidden rate"},
    "exposed_rate": {"ja": "発覚時", "en": "Exposed rate"},
    "limit": {"ja": "暗躍限界", "en": "Hidden limit"},
    "condition": {"ja": "侵略条件", "en": "Invasion condition"},
    "condition_of": {"ja": "侵略条件: {card}", "en": "Needs {card}"},
    "stats_recon": {"ja": "偵察", "en": "Recon"},
    "stats_combat": {"ja": "戦闘", "en": "Combat"},
    "hand": {"ja": "手札", "en": "Hand"},
    "hand_n": {"ja": "手札 {n}枚", "en": "Hand: {n}"},
    "your_hand": {"ja": "あなたの手札（侵略カード）", "en": "Your hand (invasion cards)"},
    "hand_empty": {"ja": "手札なし", "en": "No cards in hand"},
    "deck": {"ja": "山札", "en": "Deck"},
    "deck_n": {"ja": "山札 {n}枚", "en": "Deck: {n}"},
    "count_hidden": {"ja": "非公開", "en": "hidden"},
    "discards": {"ja": "捨て札（引かれたイベント・情報カード）", "en": "Discards (events and information drawn)"},
    "discards_n": {"ja": "捨て札 {n}枚", "en": "Discards: {n}"},
    "removed": {"ja": "撃破された侵略カード", "en": "Removed invasion cards"},
    "removed_n": {"ja": "撃破 {n}枚", "en": "Removed: {n}"},
    "removed_at": {"ja": "#{k}（第{turn}ターン）", "en": "#{k} (turn {turn})"},
    "invasions_left": {"ja": "残りの侵略カード {n}枚", "en": "Invasion cards left: {n}"},
    "table": {"ja": "場の侵略カード", "en": "Invasion cards on the table"},
    "event": {"ja": "イベント", "en": "Event"},
    "events": {"ja": "このターンのイベント", "en": "Events this turn"},
    "information": {"ja": "情報カード", "en": "Information"},
    "infos": {"ja": "公開された情報カード", "en": "Information in force"},
    "invasion": {"ja": "侵略カード", "en": "Invasion card"},
    "none": {"ja": "なし", "en": "none"},
    "capsules": {"ja": "カプセル怪獣", "en": "Capsule monsters"},
    "capsules_left": {"ja": "残りのカプセル怪獣", "en": "Capsule monsters left"},
    "capsule_used": {"ja": "使用済み", "en": "used"},
    "techniques": {"ja": "ウルトラセブンの技", "en": "Ultra Seven's techniques"},
    "members": {"ja": "隊員", "en": "Members"},
    "weapons": {"ja": "武器", "en": "Weapons"},
    "off_board": {"ja": "未配置", "en": "Not deployed"},
    "group": {"ja": "{area}のグループ", "en": "The group in {area}"},
    "recon": {"ja": "偵察", "en": "Recon"},
    "recons": {"ja": "偵察の記録", "en": "Recons so far"},
    "recon_sum": {"ja": "偵察値合計 {n}", "en": "Group's recon sum {n}"},
    "recon_line": {"ja": "第{turn}ターン {area}: 合計{sum}・2d6={roll} → {result}",
                   "en": "Turn {turn}, {area}: sum {sum}, 2d6 = {roll} → {result}"},
    "all_clear": {"ja": "異常なし", "en": "All clear (異常なし)"},
    "found": {"ja": "カード #{k} を発見", "en": "card #{k} found"},
    "attack": {"ja": "TDF攻撃", "en": "TDF attack"},
    "odds_before_weapons": {"ja": "（武器のボーナスは割り当て後に加わります）",
                            "en": "(before weapons: each weapon's bonus counts once it is assigned)"},
    "attack_target": {"ja": "{who}: 1d6 ≤ {n} で命中", "en": "{who}: hits on 1d6 ≤ {n}"},
    "melee": {"ja": "格闘戦", "en": "Melee"},
    "melee_sides": {"ja": "セブン {mine}+1d6 対 {theirs}+1d6", "en": "Seven {mine} + 1d6 against {theirs} + 1d6"},
    "transformation": {"ja": "変身", "en": "Transformation"},
    "transform_target": {"ja": "変身値 {n}（2d6 ≤ {n}）", "en": "Transformation value {n} (2d6 ≤ {n})"},
    "seven": {"ja": "ウルトラセブン", "en": "Ultra Seven"},
    "seven_alive": {"ja": "健在", "en": "alive"},
    "seven_captured": {"ja": "捕獲されている", "en": "captured"},
    "seven_dead": {"ja": "エネルギー切れ（死亡）", "en": "out of energy (dead)"},
    "seven_power": {"ja": "基本戦闘力 {n}", "en": "Base strength {n}"},
    "rescue": {"ja": "救出まで TDFダメージ {n}", "en": "{n} TDF damage to rescue him"},
    "face_down": {"ja": "裏向き", "en": "face down"},
    "face_up": {"ja": "表向き", "en": "face up"},
    "hidden_card": {"ja": "裏向きのカード #{k}", "en": "hidden card #{k}"},
    "hidden_card_chits": {"ja": "裏向きのカード #{k}（チット{n}）", "en": "hidden card #{k} with {n} chits"},
    "hidden_card_chits_one": {"ja": "裏向きのカード #{k}（チット1）", "en": "hidden card #{k} with 1 chit"},
    "card_k": {"ja": "#{k} {title}", "en": "#{k} {title}"},
    "since_turn": {"ja": "第{n}ターンに配置", "en": "placed on turn {n}"},
    "second_side": {"ja": "第2段階: {name}", "en": "Second stage: {name}"},
    "special": {"ja": "★カード", "en": "★ card"},
    "scenario": {"ja": "シナリオ", "en": "Scenario"},
    "opt_hidden_counts": {"ja": "山札・捨て札の枚数をTDFに隠す（デザイナーの変則ルール）",
                          "en": "Hide the deck and discard counts from the TDF (the designer's variant)"},
    "opt_remove_at_equal": {"ja": "ダメージが戦闘力と同じになった時点で撃破（標準は上回ったとき）",
                            "en": "Remove a card as soon as its damage equals its strength (by default: when it "
                                  "exceeds it)"},
    # odds
    "odds": {"ja": "成功率 {p}%", "en": "{p}% to succeed"},
    "odds_hit": {"ja": "命中率 {p}%", "en": "{p}% to hit"},
    "odds_find": {"ja": "発見率 {p}%", "en": "{p}% to find it"},
    "odds_transform": {"ja": "変身成功率 {p}%", "en": "{p}% to transform"},
    "odds_win": {"ja": "勝つ確率 {p}%・引き分け {q}%", "en": "{p}% to win, {q}% to tie"},
    "sure": {"ja": "必ず成功", "en": "sure to succeed"},
    "never": {"ja": "成功しない", "en": "cannot succeed"},
    # results
    "won_tdf": {"ja": "地球防衛軍の勝ち（侵略カードをすべて撃破）", "en": "The TDF wins (every invasion card removed)"},
    "won_alien": {"ja": "星人側の勝ち（チット13枚の侵略カード）", "en": "The alien wins (an invasion card with 13 chits)"},
    "drawn": {"ja": "引き分け（300ターン）", "en": "Drawn (300 turns)"},
    "cards_ref": {"ja": "カード一覧", "en": "Card reference"},
    "ref_title": {"ja": "カード一覧", "en": "Card reference"},
    "card_panel": {"ja": "カード", "en": "Card"},
    "card_hint": {"ja": "カードをクリックすると、その数値がここに出ます。", "en": "Click a card to read its numbers here."},
    "cancel": {"ja": "やめる", "en": "Cancel"},
    "last": {"ja": "直前の手", "en": "last move"},
    "turn_now": {"ja": "手番", "en": "to play"},
}
"""Every string of the table ({key: {"ja": …, "en": …}}), the shared ``TABLE_STRINGS`` included."""

S = STRINGS
"""The name the other tables use (``GameTable.STRINGS = S``)."""


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(STRINGS, key, lang, **fmt)


# --- the cards ------------------------------------------------------------------------------------------------

EFFECT_JA: dict[str, str] = {
    "E01": "クラタ隊長を使える（宇宙のみ、R 11.6）。",
    "E02": "クラタ隊長を使える（宇宙のみ）。宇宙の偵察 +1。",
    "E03": "TDFが選ぶ1グループの偵察 +2。",
    "E04": "TDFは2グループまで再配置できる（R 13、1グループずつ）。",
    "E05": "武器カードを3枚まで配置できる（R 11.4 の例外）。",
    "E06": "ソガのTDF攻撃の目標値 +2。",
    "E07": "ダンのいるエリアの偵察 +2。",
    "E08": "キリヤマ隊長のルール（R 11.3/13.3）を無視する。",
    "E09": "すべての隊員のTDF攻撃の目標値 +1。",
    "E10": "星人側は AP +2。",
    "E11": "TDFは再配置できない（R 13）。",
    "E12": "ウルトラホーク1号を配置できない。",
    "E13": "キリヤマ隊長は基地にしか配置できない。",
    "E14": "星人側が指名する隊員1人（ダン・クラタ以外）を配置できない。",
    "E15": "ダンは変身を試みられない（カプセル怪獣は使える）。",
    "E16": "海と山の偵察 −2。",
    "E17": "1 AP で、表向きのカード1枚に発覚時の上限を超えてチット1を置ける。",
    "E18": "TDFの偵察はすべて −1。",
    "ep12": "星人側アクションはただちに終わり、残りのAPは失われる。ほかには何も起こらない（欠番）。",
    "I1": "宇宙の偵察 +1。",
    "I2": "ウルトラホーク2号の戦闘修正が +3 になる。",
    "I3": "海の偵察 +1。",
    "I4": "37話・46話に対して変身値 −1。",
    "I5": "39・40話との格闘戦の引き分けで再戦しない（R 17.4.3 を使わない）。引き分けは結果なしで終わる。",
    "I6": "エネルギーが20以下の間、48・49話に対して変身値 −1。",
    "I7": "基地の偵察 +1（警備強化）。",
}
"""The Japanese text of each event's and information card's effect (cards.py's ``text_en`` translated)."""

SPECIAL_JA: dict[str, str] = {
    "ep14-15": "★ 初めて撃破条件を満たすと後編（戦闘力6・TDF値+1）になる（チットはそのまま、ダメージは0）",
    "ep25": "★ このターンにこのカードへカプセル怪獣を使った後でなければ変身できない（カプセル怪獣が残っていなければ変身値 −3 で変身できる）",
    "ep39-40": "★ 格闘戦に負けたセブンは捕獲される（撃破かTDFダメージ2で救出）",
    "ep48-49": "★ 光線技は使えない。初めて撃破条件を満たすと改造パンドン（戦闘力6・TDF値−1）になる",
}
SPECIAL_EN: dict[str, str] = {
    "ep14-15": "★ the first time a removal condition is met it turns to Part Two (strength 6, TDF +1; chits kept, "
               "damage reset)",
    "ep25": "★ Dan may transform against it only after a capsule monster was used against it this turn (with no "
            "capsule monster left, at −3 to the transformation value)",
    "ep39-40": "★ Seven is captured if he loses the melee (freed when it is removed or after 2 TDF damage)",
    "ep48-49": "★ no beam techniques; the first time a removal condition is met it turns to Modified Pandon "
               "(strength 6, TDF −1)",
}
"""The ★ texts (§B "Special card texts"), short."""

AREA_COVERS_JA: dict[str, str] = {
    "space": "衛星軌道・月・ほかの惑星・円盤群",
    "base": "基地とその施設・隊員",
    "city": "町・街路・市民",
    "mountain": "山・鉱山・地底基地",
    "sea": "海・湖・海底基地",
    "associates": "家族・友人・ダン自身など、TDFの身近な人を通じた陰謀",
}
"""What each area covers, in Japanese (cards.py's ``covers_en``)."""

MEMBER_NOTE_JA: dict[str, str] = {
    "kiriyama": "基地以外で隊員4人以上のエリアには必ずいる（R 11.3/13.3、クラタも数える）",
    "furuhashi": "力持ち",
    "soga": "射撃の名手（E06）",
    "amagi": "技術者・マグマライザーを使える",
    "anne": "医療・通信担当、ホーク1号・2号は使えない",
    "dan": "変身（R 16）・カプセル怪獣はダンのいるエリアでのみ",
    "kurata": "E01/E02 のターンに宇宙でのみ（R 11.6）、変身では「ほかの隊員」に数える",
}


def signed(n: int) -> str:
    """A modifier as the cards print it: +1, 0, −2 (a true minus sign)."""
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


def tdf_text(v: int | None) -> str:
    """A TDF値: signed, or "−" (no TDF attack, R 15.9)."""
    return "−" if v is None else signed(v)


def area_name(key: str, lang: str) -> str:
    """An area's name (宇宙 … / Space …); the key itself if it is none of the six."""
    a = AREAS.get(key)
    return key if a is None else (a.name_ja if lang == "ja" else a.name_en)


def seat_name(seat: int, lang: str) -> str:
    """地球防衛軍 / TDF (seat 0), 星人側 / Alien (seat 1): the seed's words for the two sides."""
    return tx(f"seat_{seat}", lang)


def phase_name(phase: str, lang: str) -> str:
    """A phase (``state.PHASES`` or ``over``) by name; the key itself if unknown."""
    k = "phase_" + phase
    return tx(k, lang) if k in STRINGS else phase


def scenario_name(key: str, lang: str) -> str:
    """A scenario's name (cards.SCENARIOS: フルキャンペーン (全49話), 2クールプレイ, 1クールプレイ)."""
    sc = SCENARIOS.get(key)
    return key if sc is None else (sc.name_ja if lang == "ja" else sc.name_en)


def _name(obj: Any, lang: str) -> str:
    return str(obj.name_ja if lang == "ja" else obj.name_en)


def card_title(key: str, lang: str) -> str:
    """A card's title: in "ja" its Japanese title (an invasion card's episode title, the Japanese name of any
    other), in "en" the English one. Every key of cards.py's tables: invasion cards (``ep8``), events and the
    ep-12 card (``E01``, ``ep12``), information (``I1``), members, weapons, techniques, capsule monster cards
    (``W1``) and kinds (``windom``), areas, and ``seven``; an unknown key is returned as it is."""
    ja = lang == "ja"
    if key in INVASIONS:
        c = INVASIONS[key]
        return c.title_ja if ja else c.title_en
    for table in (EVENTS, INFORMATION, MEMBERS, WEAPONS, TECHNIQUES, MONSTERS, AREAS):
        if key in table:
            return _name(table[key], lang)
    if key in CAPSULES:
        return _name(MONSTERS[CAPSULES[key].monster], lang)
    if key == SEVEN:
        return tx("seven", lang)
    return key


def _sep(lang: str) -> str:
    return "・" if lang == "ja" else ", "


def _monster_line(kind: str, lang: str) -> str:
    ja = lang == "ja"
    parts = []
    for face, r in enumerate(MONSTERS[kind].table, 1):
        if r.kind == DAMAGE:
            what = f"ダメージ+{r.n}" if ja else f"damage +{r.n}"
        elif r.kind == CHITS:
            what = f"チット−{r.n}" if ja else f"chits −{r.n}"
        else:
            what = "—"
        parts.append(f"{face}: {what}")
    return ("1d6 " if ja else "1d6: ") + " · ".join(parts)


def card_line(key: str, lang: str, conditions: bool = True) -> str:
    """One line of a card's numbers: an invasion card's episode, area, 偵察値, 暗躍時/発覚時/暗躍限界, 戦闘力,
    TDF値, 侵略条件 and ★ text; an event's side and effect; an information card's effect and the cards it unlocks;
    a member's 偵察/戦闘; a weapon's 偵察/戦闘, users and areas; a technique's power = energy; a capsule's 1d6
    table; an area's number and what it covers; Seven's base strength and transformation values. "" for an
    unknown key. ``conditions`` False leaves out the 侵略条件 (a scenario without them: 1クール, R 21.2.4)."""
    ja = lang == "ja"
    sep = _sep(lang)
    if key in INVASIONS:
        c = INVASIONS[key]
        star = "★" if c.special else ""
        if ja:
            parts = [f"{star}第{c.episode_ja}話", c.alien_ja, area_name(c.area, lang), f"偵察値{signed(c.recon)}",
                     f"暗躍時{c.hidden_rate}", f"発覚時{c.exposed_rate}", f"暗躍限界{c.limit}", f"戦闘力{c.power}",
                     f"TDF値{tdf_text(c.tdf)}"]
            if c.condition and conditions:
                parts.append(f"侵略条件 {card_title(c.condition, lang)}")
            if key in SPECIAL_JA:
                parts.append(SPECIAL_JA[key])
        else:
            eps = " & ".join(str(e) for e in c.episodes)
            parts = [f"{star}episode {eps}", c.alien_en, area_name(c.area, lang), f"recon {signed(c.recon)}",
                     f"chits {c.hidden_rate}/turn hidden, {c.exposed_rate}/turn exposed, limit {c.limit}",
                     f"strength {c.power}", f"TDF {tdf_text(c.tdf)}" + ("" if c.tdf is not None else " (no attack)")]
            if c.condition and conditions:
                parts.append(f"needs {c.condition} ({card_title(c.condition, lang)})")
            if key in SPECIAL_EN:
                parts.append(SPECIAL_EN[key])
        return " · ".join(parts)
    if key in EVENTS:
        ev = EVENTS[key]
        side = seat_name(0 if ev.side == TDF else 1, lang) if ev.side else ("欠番" if ja else "withdrawn")
        text = EFFECT_JA[key] if ja else ev.text_en
        return (f"イベント（{side}）: {text}" if ja else f"Event ({side}): {text}")
    if key in INFORMATION:
        info = INFORMATION[key]
        unlocks = "、".join(f"第{INVASIONS[k].episode_ja}話" for k in info.unlocks)
        return (f"情報（以後ずっと）: {EFFECT_JA[key]} 侵略条件となる: {unlocks}" if ja
                else f"Information (for the rest of the game): {info.text_en} Unlocks episode(s) "
                     f"{', '.join(INVASIONS[k].episode_ja.replace('・', '&') for k in info.unlocks)}.")
    if key in MEMBERS:
        m = MEMBERS[key]
        return (f"偵察{m.recon} · 戦闘{m.combat} · {MEMBER_NOTE_JA.get(key, '')}" if ja
                else f"recon {m.recon} · combat {m.combat} · {m.note_en}")
    if key in WEAPONS:
        w = WEAPONS[key]
        users = sep.join(card_title(u, lang) for u in w.users)
        areas = (sep.join(area_name(a, lang) for a in w.areas) if len(w.areas) < len(AREAS)
                 else ("全エリア" if ja else "any area"))
        bonus = signed(w.combat) + (f" ×1–{w.spread}" if w.spread > 1 else "")
        return (f"偵察{signed(w.recon)} · 戦闘{bonus} · 使用: {users} · {areas}" if ja
                else f"recon {signed(w.recon)} · combat {bonus} · users: {users} · {areas}")
    if key in TECHNIQUES:
        t = TECHNIQUES[key]
        beam = (" · 光線技" if ja else " · beam") if t.beam else ""
        return (f"戦闘力+{t.power} · エネルギー{t.cost}{beam}" if ja
                else f"strength +{t.power} · {t.cost} energy{beam}")
    if key in CAPSULES:
        return _monster_line(CAPSULES[key].monster, lang)
    if key in MONSTERS:
        return _monster_line(key, lang)
    if key in AREAS:
        a = AREAS[key]
        return (f"エリア{a.number}: {AREA_COVERS_JA[key]}" if ja else f"area {a.number}: {a.covers_en}")
    if key == SEVEN:
        values = " ".join(f"{i}→{v}" for i, v in enumerate(TRANSFORM_VALUES))
        return (f"基本戦闘力{SEVEN_BASE}＋技 · 変身値（ダン以外の隊員数→値）{values}" if ja
                else f"base strength {SEVEN_BASE} + technique · transformation value (other members → value) {values}")
    return ""


def card_keys() -> tuple[str, ...]:
    """Every key ``card_title`` and ``card_line`` know, kind by kind."""
    return (tuple(INVASIONS) + tuple(EVENTS) + tuple(INFORMATION) + tuple(MEMBERS) + tuple(WEAPONS)
            + tuple(TECHNIQUES) + tuple(CAPSULES) + tuple(MONSTERS) + tuple(AREAS) + (SEVEN,))


# --- odds -----------------------------------------------------------------------------------------------------

def chance_at_most(n_dice: int, target: int) -> Fraction:
    """P(the sum of ``n_dice`` (1 or 2) six-sided dice ≤ ``target``): a recon (2d6), a TDF attack (1d6), a
    transformation (2d6)."""
    if n_dice == 1:
        return Fraction(min(max(target, 0), 6), 6)
    return Fraction(sum(max(0, 6 - abs(v - 7)) for v in range(2, min(target, 12) + 1)), 36)


def melee_chances(mine: int, theirs: int) -> tuple[Fraction, Fraction]:
    """(P(win), P(tie)) of a melee: ``mine`` + 1d6 against ``theirs`` + 1d6 (R 17.4)."""
    win = sum(1 for a in range(1, 7) for b in range(1, 7) if mine + a > theirs + b)
    tie = sum(1 for a in range(1, 7) for b in range(1, 7) if mine + a == theirs + b)
    return Fraction(win, 36), Fraction(tie, 36)


def percents(parts: Sequence[Fraction | float]) -> list[str]:
    """Whole percents of chances that add up to one (a melee's win, tie and loss), adding up to 100 as a player
    reads them (largest remainders; a QA pass read "win 83%, tie 8%, lose 8%"), each "0" only when it is exactly
    so, as ``percent`` says one chance."""
    raw = [float(p) * 100 for p in parts]
    out = [int(x) for x in raw]
    for i in sorted(range(len(raw)), key=lambda k: raw[k] - out[k], reverse=True)[:max(0, 100 - sum(out))]:
        out[i] += 1
    for i, x in enumerate(raw):
        if x > 0 and out[i] == 0:
            out[i] = 1
            out[max(range(len(out)), key=lambda k: out[k])] -= 1
    return [str(n) for n in out]


def percent(p: Fraction | float) -> str:
    """A chance as a whole percent, "0" and "100" only when it is exactly so (a 1/36 is "3", not "0")."""
    x = float(p)
    if x <= 0:
        return "0"
    if x >= 1:
        return "100"
    return str(min(99, max(1, round(x * 100))))


def odds_text(p: Fraction | float, lang: str, key: str = "odds") -> str:
    """"{p}% to succeed" (or ``odds_hit``, ``odds_find``, ``odds_transform``); "sure to succeed" and "cannot
    succeed" at 1 and 0."""
    if float(p) >= 1:
        return tx("sure", lang)
    if float(p) <= 0:
        return tx("never", lang)
    return tx(key, lang, p=percent(p))
