"""Every string of the 七並べ table, in Japanese and English."""

from __future__ import annotations

from typing import Any

from ..i18n import TABLE_STRINGS, lookup

S: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    "round": {"ja": "ラウンド {r}/{n}", "en": "Round {r} of {n}"},
    "your_turn": {"ja": "{name}の番です", "en": "{name} to play"},
    "hand": {"ja": "{name} の手札", "en": "{name}'s hand"},
    "your_hand": {"ja": "あなたの手札", "en": "Your hand"},
    "pass": {"ja": "パス（残り {n}）", "en": "Pass ({n} left)"},
    "pass_out": {"ja": "パス（次は失格）", "en": "Pass (this eliminates you)"},
    "cards": {"ja": "{n}枚", "en": "{n} cards"},
    "cards_one": {"ja": "{n}枚", "en": "{n} card"},
    "passes": {"ja": "パス {u}/{l}", "en": "passes {u}/{l}"},
    "finished": {"ja": "あがり {k}位", "en": "out, #{k}"},
    "eliminated": {"ja": "失格", "en": "eliminated"},
    "points": {"ja": "{n}点", "en": "{n} pts"},
    "points_one": {"ja": "{n}点", "en": "{n} pt"},
    "holds_joker": {"ja": "ジョーカー所持", "en": "holds the joker"},
    "joker_moves": {"ja": "ジョーカーを置く", "en": "Play the joker"},
    "ranking": {"ja": "ラウンド {r} の順位", "en": "Round {r} ranking"},
    "standings": {"ja": "最終成績", "en": "Match standings"},
    "winner": {"ja": "優勝: {names}（{pts}）", "en": "Winner: {names} with {pts}"},
    "winners": {"ja": "同点優勝: {names}（{pts}）", "en": "First place shared: {names} with {pts}"},
    "place": {"ja": "{k}位", "en": "#{k}"},
    "last_of": {"ja": "{name} の最後の手", "en": "last move of {name}"},
    "round_log": {"ja": "ラウンド {r} の記録", "en": "Round {r} moves"},
    "log_deal": {"ja": "配り終えると4枚の7がすぐ場に出ました。♦7を持っていた {name} から始まります。",
                 "en": "Dealt: the four 7s went to the table at once; {name}, who held ♦7, moves first."},
    "log_more": {"ja": "ほかに前の手が {n} 手（リプレイですべて見られます）", "en": "{n} earlier moves (the replay shows them all)"},
    "log_more_one": {"ja": "ほかに前の手が {n} 手（リプレイですべて見られます）", "en": "{n} earlier move (the replay shows it)"},
    "col_place": {"ja": "順位", "en": "Place"},
    "col_seat": {"ja": "席", "en": "Seat"},
    "col_round": {"ja": "このラウンド", "en": "This round"},
    "col_total": {"ja": "合計", "en": "Total"},
    "card_on_table": {"ja": "場の {card}", "en": "{card} on the table"},
    "empty_slot": {"ja": "{card} の場所（空き）", "en": "{card}'s place (empty)"},
    "playable_slot": {"ja": "{card} の場所（出せる）", "en": "{card}'s place (playable)"},
    "only_pass": {"ja": "出せるカードがないのでパスしかできません", "en": "No card can be played: you can only pass"},
    "ev_played": {"ja": "{card} を出した", "en": "played {card}"},
    "ev_went_out": {"ja": "{card} を出してあがり", "en": "played {card} and went out"},
    "ev_joker": {"ja": "ジョーカーを {card} に置いた: {name} が本来のカードを出してジョーカーを受け取った（ジョーカー その{rule}）",
                 "en": "joker on {card}: {name} had to play the real card and took the joker (joker rule {rule})"},
    "ev_joker_extra": {"ja": "。その先の {card} も出した", "en": "; {card} beyond it played too"},
    "ev_and_out": {"ja": "。あがり", "en": "; went out"},
    "ev_swapped": {"ja": "{name} がジョーカーを {card} に置いたため、{card} を出してジョーカーを受け取った（ジョーカー その{rule}: 本来のカードを持つ人はすぐに出す）",
                   "en": "had to play {card} and took the joker: {name} put the joker on it (joker rule {rule}: whoever holds the real card plays it at once)"},
    "ev_swapped_you": {"ja": "{name} がジョーカーを {card} に置いたため、あなたの手札の {card} が場に出され、ジョーカーを受け取った（ジョーカー その{rule}: 本来のカードを持つ人はすぐに出す）",
                       "en": "{card} was taken from your hand and you took the joker: {name} put the joker on it (joker rule {rule}: whoever holds the real card plays it at once)"},
    "ev_eliminated": {"ja": "失格。場に置いた: {cards}（パスの上限 {l} 回を超えた）",
                      "en": "eliminated; laid down: {cards} (a pass beyond the limit of {l})"},
    "ev_joker_leaves": {"ja": "。ジョーカーはゲームから除かれた", "en": "; the joker leaves the game"},
    "ev_pass_forced": {"ja": "パス: 出せるカードがなかった（パス {u}/{l}）", "en": "passed: no card could be played (passes {u}/{l})"},
    "ev_pass_chosen": {"ja": "パス: 出せるカードはあったがパスを選んだ（パス {u}/{l}）", "en": "passed by choice, with a card to play (passes {u}/{l})"},
    "ev_passed": {"ja": "パス（パス {u}/{l}）", "en": "passed (passes {u}/{l})"},
    "ev_no_pass_left": {"ja": "。もうパスできない（次のパスで失格）", "en": "; no pass left: the next one eliminates"},
}


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(S, key, lang, **fmt)
