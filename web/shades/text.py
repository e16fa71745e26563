"""Every string of the 7 SHADES OF S:EVEN table, in Japanese and English, and the one-line prompt of each
decision (by the engine's ``Ask.prompt`` id: a rule's id, or ``<card code>.<what>`` for a card's effect)."""

from __future__ import annotations

from typing import Any

from sevens.games.shades.cards import CODES, KINDS

from ..i18n import TABLE_STRINGS, lookup

S: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    # the buttons of the plain decisions, as commands (the log says them as sentences: notation.describe)
    "btn_pass": {"ja": "ロックしない", "en": "Lock nothing"},
    "btn_end": {"ja": "ハンドフェイズを終える", "en": "End the hand phase"},
    "btn_done": {"ja": "ここでやめる", "en": "Stop here"},
    "btn_decline": {"ja": "応じない", "en": "Let it pass"},
    # undo stops where a card came from the deck or a face-down card turned up (the engine's Revealing): no deals here
    "not_lit": {"ja": "{sq} は今の選択肢ではありません（選べるマスは縁取りされています）",
                "en": "{sq} is not one of the choices now (the squares you may choose are outlined)"},
    "undo_reveal": {"ja": "山札から出たカードや表になったカード（{what}）より前には戻せません",
                    "en": ("Cannot undo past a card drawn or turned face up: one was at “{what}”, and that is never "
                           "taken back")},
    "board": {"ja": "盤（7×7、{side}側から見る）", "en": "The board (7×7, seen from the {side})"},
    "face_down": {"ja": "裏向きのカード", "en": "face-down card"},
    "face_down_known": {"ja": "裏向きのカード（あなたは知っている: {card}）", "en": "face-down card (you know it: {card})"},
    "no_card": {"ja": "カードなし", "en": "no card"},
    "pile": {"ja": "{n}枚重なっている", "en": "pile of {n}"},
    "gate_of": {"ja": "{name} のゲート", "en": "gate of {name}"},
    "gate_plain": {"ja": "空席のゲート（普通のマス）", "en": "empty seat's gate (an ordinary square)"},
    "cube_of": {"ja": "{name} の駒（{colour}）", "en": "{name}'s cube ({colour})"},
    "deck": {"ja": "山札 {n}枚", "en": "Deck: {n}"},
    "discard": {"ja": "捨て場 {n}枚", "en": "Discard pile: {n}"},
    "discard_list": {"ja": "捨て場（古い順）", "en": "Discard pile (oldest first)"},
    "in_play": {"ja": "使用中", "en": "In use"},
    "eternals_left": {"ja": "残りのエターナルカード {n}枚", "en": "Eternal cards left: {n}"},
    "your_hand": {"ja": "あなたの手札", "en": "Your hand"},
    "hand_of": {"ja": "{name} の手札", "en": "{name}'s hand"},
    "hand_empty": {"ja": "手札なし", "en": "no cards in hand"},
    "cards_n": {"ja": "手札 {n}枚", "en": "{n} cards in hand"},
    "cards_1": {"ja": "手札 1枚", "en": "1 card in hand"},
    "known": {"ja": "知っているカード", "en": "cards you know"},
    "shown": {"ja": "公開", "en": "shown"},
    "locks": {"ja": "ロック {n}/7", "en": "Locked {n}/7"},
    "slot_empty": {"ja": "{colour}: 空き", "en": "{colour}: empty"},
    "sealed": {"ja": "封印中", "en": "sealed"},
    "turn_now": {"ja": "手番", "en": "to play"},
    "choose_player": {"ja": "{name} を選ぶ", "en": "Choose {name}"},
    "last": {"ja": "直前の手", "en": "last move"},
    "just_now": {"ja": "いま: {what}", "en": "Just now: {what}"},
    # a series of the same choice (a discard of three cards, five squares of 民の道の建設): this one included
    "series_left": {"ja": "（残り{n}）", "en": " ({n} left)"},
    "recent_of": {"ja": "{name} の最新の手", "en": "{name}'s latest move"},
    "arrival_fx": {"ja": "到達効果", "en": "Arrival"},
    "hand_fx": {"ja": "手札効果", "en": "Hand"},
    "cards_ref": {"ja": "カード一覧", "en": "Card reference"},
    "ref_title": {"ja": "カード一覧（34種）", "en": "The 34 kinds of card"},
    "col_card": {"ja": "カード", "en": "Card"},
    "col_colour": {"ja": "色・枚数", "en": "Colour, copies"},
    "col_arrival": {"ja": "到達効果", "en": "Arrival effect"},
    "col_hand": {"ja": "手札効果", "en": "Hand effect"},
    "category_first": {"ja": "ファーストカード", "en": "first card"},
    "category_eternal": {"ja": "エターナルカード", "en": "eternal card"},
    "glossary": {"ja": "用語集", "en": "Glossary"},
    "won": {"ja": "{name} の勝ち（7色ロック）", "en": "{name} wins (all 7 colours locked)"},
    "drawn": {"ja": "引き分け（周回数の上限）", "en": "Drawn (the round limit)"},
    "arrives": {"ja": "{who} が {card} に到達: {fx}", "en": "{who} arrives on {card}: {fx}"},
    "invades": {"ja": "{who} が相手ゲート侵攻: エターナルカード {card} を獲得してロック",
                "en": "{who} invades a rival's gate and wins the eternal card {card}, locked at once"},
    "uses_fx": {"ja": "{what} — {fx}", "en": "{what} — {fx}"},
    "waiting_for": {"ja": "{name} が選んでいます: {what}", "en": "{name} is choosing: {what}"},
    "cancel": {"ja": "やめる", "en": "Cancel"},
    # the prompts of the turn's own decisions (the engine's ids)
    "p_lock": {"ja": "ロックフェイズ: 手札の1枚をその色のロックエリアへ（しなくてもよい）",
               "en": "Lock phase: lock 1 card of your hand in its colour's slot, or lock nothing"},
    "p_hand": {"ja": "ハンドフェイズ: 使う手札（またはロック中のファースト/エターナルカード）を選ぶか、終える",
               "en": "Hand phase: use a card of your hand (or a locked first or eternal card), or end the phase"},
    "p_move": {"ja": "ムーブフェイズ: 隣のマスへ移動するか、隣の相手に接触する",
               "en": "Move phase: move to an adjacent square with a card, or contact an adjacent piece"},
    "p_stuck": {"ja": "動けません: 山札の1番上のカードを裏向きで置く隣のマスを選ぶ（ターン終了）",
                "en": "You cannot move: choose the adjacent square where the deck's top card goes face down (turn ends)"},
    "p_dash.hand": {"ja": "ダッシュ（手札効果）: もう1回、隣のマスへ移動できる（接触なし）",
                    "en": "Dash (hand effect): one more step to an adjacent square (no contact), or stop"},
    "p_react.lock": {"ja": "ロックの宣言: 光っているカード（ちょっと待った! / 強欲なパレット）で応じるか、応じない",
                    "en": "A lock was declared: react with a highlighted card (Wait a Moment!, Greedy Palette), or let it pass"},
    "p_react.use": {"ja": "手札効果の宣言: 光っているカード（強欲なパレット）で応じるか、応じない",
                   "en": "A card was used: react with a highlighted card (Greedy Palette), or let it pass"},
    "p_react.move": {"ja": "移動の宣言: 光っているカード（強欲なパレット）で応じるか、応じない",
                    "en": "A move was declared: react with a highlighted card (Greedy Palette), or let it pass"},
    "p_react.contact": {"ja": "接触の宣言: 光っているカード（接触された人は反撃 / 強欲なパレット）で応じるか、応じない",
                       "en": "A contact was declared: react with a highlighted card (Counterattack if you are contacted, Greedy Palette), or let it pass"},
    "p_react.boundary": {"ja": "フェイズの区切り: 強欲なパレットを使うか、使わない",
                        "en": "Between two phases: use the Greedy Palette, or let it pass"},
    "p_react": {"ja": "応答の機会: 使えるカードで応じるか、応じない", "en": "A reaction window: react with a card, or let it pass"},
    # what a card's effect asks, by the decision's kind
    "q_square": {"ja": "マスを選ぶ", "en": "choose a square"},
    "q_player": {"ja": "プレイヤーを選ぶ", "en": "choose a player"},
    "q_card": {"ja": "カードを選ぶ", "en": "choose a card"},
    "q_colour": {"ja": "色を宣言する", "en": "declare a colour"},
    "q_choice": {"ja": "どれかを選ぶ", "en": "choose one"},
    "q_move": {"ja": "移動先を選ぶ", "en": "choose where to move"},
    "q_extra": {"ja": "移動先を選ぶ", "en": "choose where to move"},
    "q_place": {"ja": "置くマスを選ぶ", "en": "choose a square"},
    "q_react": {"ja": "応じるか選ぶ", "en": "react or let it pass"},
    "q_hand": {"ja": "カードを選ぶ", "en": "choose a card"},
    "q_lock": {"ja": "ロックするカードを選ぶ", "en": "choose a card to lock"},
    "q_other": {"ja": "選ぶ", "en": "choose"},
    "fx_arrival": {"ja": "{card}（到達効果）", "en": "{card} (arrival effect)"},
    "fx_hand": {"ja": "{card}（手札効果）", "en": "{card} (hand effect)"},
    "fx_other": {"ja": "{card}", "en": "{card}"},
    "opt": {"ja": "{n} 番", "en": "Option {n}"},
    "side_S": {"ja": "南（ゲート d1）", "en": "south (gate d1)"},
    "side_W": {"ja": "西（ゲート a4）", "en": "west (gate a4)"},
    "side_N": {"ja": "北（ゲート d7）", "en": "north (gate d7)"},
    "side_E": {"ja": "東（ゲート g4）", "en": "east (gate g4)"},
}


def option_label(prompt: str, n: int, lang: str) -> str:
    """The button of ``opt n`` (from 1) of the decision ``prompt``: the engine's words for it (the log's), else
    "Option n"."""
    from sevens.games.shades.notation import option_label as named

    said = named(prompt, n, lang)
    return said if said is not None else tx("opt", lang, n=n)


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(S, key, lang, **fmt)


SHY = "\u00ad"
BREAKS = {w.replace("-", ""): w.replace("-", SHY) for w in (
    "Coun-ter-at-tack", "Thun-der", "Mo-ment!", "Weal-thy", "Some-one's", "Peo-ple's", "Build-ing", "Sus-pen-sion",
    "In-for-ma-tion", "Dis-clo-sure", "Col-or-ful", "Rain-bow", "Fa-vor-ite", "Proph-et's", "Apoc-a-lypse",
    "Frag-ment", "Pal-ette", "Phoe-nix", "Har-vest", "Saf-fron", "Ver-dian", "Ce-les-tia", "Ser-e-nade",
    "Di-men-sion", "Wai-na-ware,", "Crim-son", "Vol-cano", "Mar-mego,", "For-bid-den", "Mans-wood,", "Mir-a-cles",
    "Pryd-wen,", "Moon-lit", "Drift-ing", "Ko-no-ha-na-sakuya,", "Gen-tech-nik,", "End-less", "Chem-is-try")}
"""Where the English card names' long words may break, as soft hyphens: a board square is about 70 px wide
(45 px on a phone), and a word wider than that broke anywhere ("Someone'/s"); with these it breaks at a
syllable and shows a hyphen ("Some-/one's"). Only words of seven letters or more, never a piece of one letter
at a line's end or two at the next line's start. Japanese breaks between any two characters as it always does."""


def breakable(name: str) -> str:
    """``name`` with soft hyphens in its long words (``BREAKS``), for the narrow cards of the board."""
    return " ".join(BREAKS.get(w, w) for w in name.split(" "))


def kind_name(code: str, lang: str) -> str:
    k = KINDS[CODES[code]]
    return k.name_ja if lang == "ja" else k.name_en


def prompt_text(prompt: str, kind: str, lang: str) -> str:
    """What a decision asks and why, in one line: the turn's own decisions by their id; a card's effect
    (``<code>.<what>``: ``thunder.hand``, ``dash.arrival``, ``force.pay``…) as the card's name, which of
    its effects, and what is being chosen ("Thunder (hand effect): choose a square")."""
    own = S.get("p_" + prompt)
    if own is not None:
        return own[lang]
    if prompt.startswith("react"):
        return tx("p_react", lang)
    code, _, what = prompt.partition(".")
    question = tx("q_" + kind, lang) if "q_" + kind in S else tx("q_other", lang)
    if code in CODES:
        fx = "fx_arrival" if what.startswith("arrival") else "fx_hand" if what.startswith("hand") else "fx_other"
        return f"{tx(fx, lang, card=kind_name(code, lang))}: {question}"
    return question[:1].upper() + question[1:]
