"""Every string of the セブンスクエア table in Japanese and English: the panels, the prompts (one line: what is
being chosen and why), the battle report, the results, and each card's short name for its tile on the board."""

from __future__ import annotations

from typing import Any

from sevens.games.square.cards import CARDS
from sevens.games.square.notation import card_name

from ..i18n import TABLE_STRINGS, lookup

S: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    # undo stops at a card drawn (the engine's Revealing), not a "new deal"
    "undo_reveal": {"ja": "カードを引いた手（{what}）より前には戻せません",
                    "en": "Cannot undo past a card drawn: one was drawn at “{what}”, and a draw is never taken back"},
    "board": {"ja": "盤（7×7、{seat}側から見る）", "en": "The board (7×7, seen from {seat}'s side)"},
    # a phase that ends by itself after the person's move (rules.settle: a phase that offers nothing ends)
    "deploy_over": {"ja": "配置フェイズ終了: 手札にいま配置できるカードがありません（IPか空きマスが足りない）",
                    "en": "Deployment over: no card of your hand can be deployed now (not enough IP, or no free square)"},
    "act_over": {"ja": "行動フェイズ終了: 行動できるユニットがもうありません",
                 "en": "Actions over: none of your units can act any more"},
    "legend": {"ja": "カード: 攻力/残り体力（−ダメージ）、騎の上の兵はそれぞれの残り体力と（−ダメージ）。"
                     "★ 将、↑ 鼓舞、✓ 行動済み、新 このターンに出撃",
               "en": "Cards: attack/health left (−damage); each rider on a mount its own health left (−its damage). "
                     "★ general, ↑ inspired, ✓ acted, new: deployed this turn"},
    "seat_side_0": {"ja": "南（■ d1）", "en": "south (■ d1)"},
    "seat_side_1": {"ja": "北（■ d7）", "en": "north (■ d7)"},
    "ip": {"ja": "IP {n}", "en": "IP {n}"},
    "hand_n": {"ja": "手札 {n}枚", "en": "Hand: {n}"},
    "deck_n": {"ja": "山札 {n}枚", "en": "Deck: {n}"},
    "missing": {"ja": "山札に{cards}はもうない（同名の補填で見つからなかった）",
                "en": "No more {cards} in the deck (a same-name refill found none)"},
    "temple": {"ja": "太陽の神殿（古い順）", "en": "Temple of the Sun (oldest first)"},
    "temple_empty": {"ja": "神殿は空", "en": "The Temple is empty"},
    "general_is": {"ja": "将: {card}", "en": "General: {card}"},
    "general_down": {"ja": "将: 裏向き", "en": "General: face down"},
    "general_down_mine": {"ja": "将: {card}（裏向き）", "en": "General: {card} (face down)"},
    "general_none": {"ja": "将: まだ選んでいない", "en": "General: not chosen yet"},
    "general_fallen": {"ja": "将: {card}（神殿）", "en": "General: {card} (in the Temple)"},
    "your_hand": {"ja": "あなたの手札", "en": "Your hand"},
    "hand_empty": {"ja": "手札なし", "en": "No cards in hand"},
    "hidden_hand": {"ja": "{n}枚（見えない）", "en": "{n} cards (hidden)"},
    "shown_cards": {"ja": "公開されたカード", "en": "Cards shown"},
    "turn_now": {"ja": "手番", "en": "to play"},
    "card_panel": {"ja": "カード", "en": "Card"},
    "card_hint": {"ja": "カードをクリックすると、その全文がここに出ます。",
                  "en": "Click a card to read its whole text here."},
    "cards_ref": {"ja": "カード一覧", "en": "Card list"},
    "ref_title": {"ja": "カード一覧（34種と出撃陣）", "en": "The 34 cards and the deployment base"},
    "battles": {"ja": "戦闘と射撃", "en": "Battles and shots"},
    "no_battles": {"ja": "このターンと前のターンの戦闘・射撃はありません",
                   "en": "No battle or shot this turn or the last"},
    "ev_battle": {"ja": "{sq} の戦闘（{who} の手番）", "en": "Battle on {sq} ({who}'s turn)"},
    "ev_battle_fort": {"ja": "{sq} の戦闘と陣への攻撃（{who} の手番）", "en": "Battle on {sq}, the fort attacked ({who}'s turn)"},
    "ev_siege": {"ja": "{sq} の陣への攻撃（{who} の手番）", "en": "Attack on the fort on {sq} ({who}'s turn)"},
    "ev_shot": {"ja": "{origin} から {sq} への射撃（{who}）", "en": "Shot from {origin} at {sq} ({who})"},
    "ev_totals": {"ja": "攻力の合計: P1 {a} · P2 {b}", "en": "Attack dealt: P1 {a} · P2 {b}"},
    "ev_shot_total": {"ja": "射撃 {n}", "en": "Shot of {n}"},
    "ev_hit": {"ja": "{card}（P{p}）−{d} → 残り {left}", "en": "{card} (P{p}) −{d} → {left} left"},
    "ev_lost": {"ja": "{card}（P{p}）は神殿へ", "en": "{card} (P{p}) to the Temple"},
    "ev_lost_base": {"ja": "P{p} の出撃陣が取り除かれた", "en": "P{p}'s deployment base is removed"},
    "ev_short_battle": {"ja": "{sq} で戦闘: P1 {a} · P2 {b}", "en": "battle on {sq}: P1 {a} · P2 {b}"},
    "ev_short_shot": {"ja": "{sq} へ射撃 {n}", "en": "shot at {sq}: {n}"},
    "ev_short_hits": {"ja": "{hits}", "en": "{hits}"},
    "this_turn": {"ja": "このターン", "en": "this turn"},
    "last_turn": {"ja": "前のターン", "en": "the last turn"},
    "latest_now": {"ja": "このターン", "en": "This turn"},
    "latest_last": {"ja": "前のターン", "en": "Last turn"},
    "won_general": {"ja": "{name} の勝ち: 相手の将が太陽の神殿へ",
                    "en": "{name} wins: the enemy general went to the Temple of the Sun"},
    "won_general_card": {"ja": "{name} の勝ち: {other} の将（{card}）が太陽の神殿へ",
                         "en": "{name} wins: {card}, the general of {other}, went to the Temple of the Sun"},
    "won_deckout": {"ja": "{name} の勝ち: 相手は空の山札から引けなかった",
                    "en": "{name} wins: the other could not draw from an empty deck"},
    "drawn_generals": {"ja": "引き分け: 両方の将が同じ戦闘で倒れた", "en": "Drawn: both generals fell in one battle"},
    "drawn_turns": {"ja": "引き分け: 両者30ターンを終えた", "en": "Drawn: each player has taken 30 turns"},
    "won_other": {"ja": "{name} の勝ち", "en": "{name} wins"},
    "drawn_other": {"ja": "引き分け", "en": "Drawn"},
    "cancel": {"ja": "やめる", "en": "Cancel"},
    "keep": {"ja": "この手札で始める", "en": "Keep this hand"},
    "return_n": {"ja": "選んだ{n}枚を戻して引き直す", "en": "Put back the {n} chosen and draw again"},
    "return_one": {"ja": "選んだ1枚を戻して引き直す", "en": "Put back the chosen card and draw again"},
    "done_deploy": {"ja": "出撃を終える", "en": "Done deploying"},
    "done_act": {"ja": "行動を終える", "en": "End the actions"},
    "done_battle": {"ja": "戦闘フェイズを終える（ターン終了）", "en": "End the battle phase (end of turn)"},
    "refill_same": {"ja": "同名カードを山札から探す", "en": "Search the deck for a card of the same name"},
    "refill_top": {"ja": "山札の一番上を引く", "en": "Draw the top card"},
    "refill_none": {"ja": "引かない", "en": "Take no card"},
    "fight": {"ja": "{sq} で戦闘（陣は攻撃しない）", "en": "Fight on {sq} (the fort left alone)"},
    "fight_fort": {"ja": "{sq} で戦闘、陣も攻撃する（case 5）", "en": "Fight on {sq}, the fort included (case 5)"},
    "build_btn": {"ja": "{card} を設置（{c} IP）", "en": "Build {card} ({c} IP)"},
    "recall_btn": {"ja": "{card} を神殿から招魂（{c} IP）", "en": "Recall {card} from the Temple ({c} IP)"},
    "face_down": {"ja": "裏向きの将", "en": "face-down general"},
    "face_down_mine": {"ja": "{card}（あなたの将、裏向き）", "en": "{card} (your general, face down)"},
    "last": {"ja": "直前の手", "en": "last move"},
    "recent": {"ja": "最近の手", "en": "recent move"},
    "from_sq": {"ja": "ここから移動", "en": "moved from here"},
    "fought_here": {"ja": "このターンに戦闘済み", "en": "fought this turn"},
    "empty_sq": {"ja": "空き", "en": "empty"},
    "fort_of": {"ja": "{card}（P{p} の陣）体力 {left}/{hp}", "en": "{card} (P{p}'s fort), health {left}/{hp}"},
    "mount_alone": {"ja": "P{p} の{card}（騎、騎乗する兵がいない: 戦闘も行動もしない）",
                    "en": "P{p}'s {card} (a mount without a rider: it neither fights nor acts)"},
    "piece_of": {"ja": "P{p} の{card}: 攻力 {a}、体力 {left}/{hp}", "en": "P{p}'s {card}: attack {a}, health {left}/{hp}"},
    "riders": {"ja": "騎乗: {names}", "en": "ridden by {names}"},
    "rider_is": {"ja": "{card}（体力 {left}/{hp}、ダメージ {d}）", "en": "{card} (health {left}/{hp}, damage {d})"},
    "mount_damage": {"ja": "{card}のダメージ {d}", "en": "damage on {card} {d}"},
    "general_mark": {"ja": "将", "en": "general"},
    # a crowded square on a phone: a tap opens the list of what is on it
    "open_sq": {"ja": "{sq}: ここの{n}つから選ぶ", "en": "{sq}: choose among the {n} things here"},
    "chooser": {"ja": "{sq} のカード", "en": "On {sq}"},
    "sqc_pick": {"ja": "選ぶ", "en": "Pick"},
    "sqc_read": {"ja": "全文を読む", "en": "Read"},
    "sqc_fight": {"ja": "{sq} で戦闘", "en": "Fight on {sq}"},
    "inspired": {"ja": "鼓舞 +{n}", "en": "inspired +{n}"},
    "acted_moved": {"ja": "移動済み", "en": "moved"},
    "acted_ability": {"ja": "能力使用済み", "en": "ability used"},
    "fresh": {"ja": "このターンに出撃（行動できない）", "en": "deployed this turn (cannot act)"},
    "charged": {"ja": "突撃", "en": "charged"},
    "stolen": {"ja": "P{p} のカード", "en": "owned by P{p}"},
    "new_mark": {"ja": "新", "en": "new"},
    "cost": {"ja": "コスト{n}", "en": "cost {n}"},
    "type_soldier": {"ja": "兵", "en": "Soldier"},
    "type_mount": {"ja": "騎", "en": "Mount"},
    "type_fort": {"ja": "陣", "en": "Fort"},
    "stat_atk": {"ja": "攻", "en": "Atk"},
    "stat_hp": {"ja": "体", "en": "HP"},
    "stat_mv": {"ja": "移", "en": "Mv"},
    "stat_load": {"ja": "積載", "en": "Load"},
    "inspect": {"ja": "{card} の全文を見る", "en": "Read {card}'s text"},
    "waiting_for": {"ja": "{name} が選んでいます: {what}", "en": "{name} is choosing: {what}"},
    "turn_line": {"ja": "ターン {n}（P1 {a}/30 · P2 {b}/30）", "en": "Turn {n} (P1 {a}/30 · P2 {b}/30)"},
    "setup_line": {"ja": "準備", "en": "Set-up"},
    # the prompts, by phase (and what is picked)
    "p_general": {"ja": "将を選ぶ: デッキの【威光】の兵1枚を裏向きで自分の■に置く（これが神殿に送られたら負け）",
                  "en": "Choose your general: a 【Prestige】 soldier of your deck, put face down on your ■ "
                        "(lose it to the Temple of the Sun and you lose)"},
    "p_mulligan": {"ja": "引き直し（1回だけ）: 戻すカードをクリックして選び「戻して引き直す」、またはこの手札で始める",
                   "en": "Mulligan (once): click the cards to put back, then draw again — or keep this hand"},
    "p_deploy": {"ja": "出撃: 手札の兵・騎をクリックし、光るマスに出す（コストを IP で払う、IP {ip}）。終えたら「出撃を終える」",
                 "en": "Deploy: click a soldier or mount of your hand, then a highlighted square (pay its cost in IP; "
                       "you have {ip}). Then Done deploying"},
    "p_deploy_card": {"ja": "{card}（コスト{c}）を出撃: 光るマス（【出撃】の陣）をクリック",
                      "en": "Deploy {card} (cost {c}): click a highlighted square (a 【Deploy】 fort)"},
    "p_act": {"ja": "行動（{n}/3 使用）: 動かす・能力を使う自分のカードをクリック、または「行動を終える」",
              "en": "Actions ({n}/3 used): click one of your units to move it or use its ability, or end the actions"},
    "p_act_unit": {"ja": "{card}: {what}", "en": "{card}: {what}"},
    "do_move": {"ja": "光るマスをクリックして移動", "en": "click a highlighted square to move there"},
    "do_shoot": {"ja": "◎のカードをクリックして射撃", "en": "click a ◎ unit to shoot it"},
    "do_heal": {"ja": "青い枠のカードをクリックして回復", "en": "click a blue-ringed unit to heal it"},
    "do_build": {"ja": "手札の陣（またはボタン）で設置", "en": "click a fort of your hand (or a button) to build it"},
    "do_recall": {"ja": "ボタンで神殿から招魂", "en": "a button recalls a soldier from the Temple"},
    "do_sep": {"ja": "、", "en": "; "},
    "p_refill": {"ja": "補填（{card}）: 同名カードを山札から探すか、山札の一番上を引くか、引かないかを選ぶ",
                 "en": "Refill ({card}): search the deck for a card of the same name, draw the top card, or take none"},
    "p_battle": {"ja": "戦闘フェイズ: ⚔ のマスをクリックして戦闘（順番は自由）。最初の戦闘の前なら、兵をクリックして同じマスの騎に騎乗できる",
                 "en": "Battle phase: click a ⚔ square to fight there (any order). Before the first battle a "
                       "soldier may ride a mount on its square: click the soldier, then the mount"},
    "p_battle_done": {"ja": "戦闘フェイズ: 残りの戦闘はありません。騎乗するか、フェイズを終える",
                      "en": "Battle phase: no battle is left. Ride, or end the phase"},
    "p_battle_none": {"ja": "戦闘フェイズ: 戦闘はありません。「戦闘フェイズを終える」でターン終了",
                      "en": "Battle phase: no battle. End the phase to end your turn"},
    "p_ride": {"ja": "{card} が騎乗: 光る騎をクリック", "en": "{card} rides: click a highlighted mount"},
    "p_fight": {"ja": "{sq} の戦闘: 陣も攻撃するかを選ぶ（case 5）",
                "en": "The battle on {sq}: choose whether the fort is attacked too (case 5)"},
    "p_discard": {"ja": "手札は7枚まで: 捨てるカードをクリック（あと{n}枚）",
                  "en": "Hand limit 7: click a card of your hand to discard it ({n} more)"},
    "q_general": {"ja": "将を選んでいる", "en": "choosing a general"},
    "q_mulligan": {"ja": "手札を引き直すか決めている", "en": "deciding on a mulligan"},
    "q_deploy": {"ja": "出撃", "en": "deploying"},
    "q_act": {"ja": "行動", "en": "acting"},
    "q_refill": {"ja": "補填", "en": "refilling"},
    "q_battle": {"ja": "戦闘フェイズ", "en": "battle phase"},
    "q_discard": {"ja": "手札を捨てている", "en": "discarding"},
    "q_over": {"ja": "終了", "en": "over"},
}

SHORT: dict[str, tuple[str, str]] = {
    "warrior": ("ウォー", "Warrior"), "aera-archer": ("弓兵", "Archer"), "aera-artillery": ("砲兵", "Artil."),
    "aera-centurion": ("隊長", "Centur."), "aera-drummer": ("鼓手", "Drum"), "aera-general": ("将軍", "General"),
    "aera-sharpshooter": ("射聖", "Sharp."), "miner": ("坑夫", "Miner"), "engineer": ("技師", "Engin."),
    "ironclad": ("鉄甲", "Ironcl."), "ram": ("槌兵", "Ram"), "foreman": ("工房長", "Master"),
    "fang-rider": ("騎手", "Rider"), "fang-hunter": ("狩人", "Hunter"), "fang-warrior": ("牙戦士", "FangW."),
    "fang-chief": ("族長", "Chief"), "maiden": ("巫女", "Maiden"), "mercenary": ("傭兵", "Merc."),
    "spearman": ("槍兵", "Spear"), "shieldbearer": ("盾兵", "Shield"), "monk": ("僧", "Monk"),
    "knight": ("騎士", "Knight"), "ao": ("アオ", "Ao"), "chariot": ("戦車", "Chariot"), "siege-tower": ("櫓車", "Tower"),
    "steed": ("駿馬", "Steed"), "wolf": ("大狼", "Wolf"), "horned-beast": ("角獣", "Beast"),
    "warhorse": ("軍馬", "Horse"), "passage": ("通路", "Passage"), "outpost": ("陣地", "Outpost"),
    "abatis": ("逆茂木", "Abatis"), "watchtower": ("櫓", "Watch"), "hospital": ("病院", "Hospital"),
    "base": ("出撃陣", "Base"),
}
"""Each card's name on its tile on the board (a few characters; the whole name is in its label and the panel)."""


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(S, key, lang, **fmt)


def name(key: str, lang: str) -> str:
    """A card's whole name ("base": the ■ 出撃陣)."""
    if key == "base":
        return "出撃陣" if lang == "ja" else "Deployment Base"
    return card_name(key, lang)


def short(key: str, lang: str) -> str:
    pair = SHORT.get(key)
    if pair is None:
        return name(key, lang)
    return pair[0] if lang == "ja" else pair[1]


def cost(key: str) -> int:
    c = CARDS.get(key)
    return c.cost if c is not None else 0
