"""Every string of the 七並べ table, in Japanese and English."""

from __future__ import annotations

from typing import Any

from ..i18n import TABLE_STRINGS, lookup

S: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    "round": {"ja": "ラウンド {r}/{n}", "en": "Round {r} of {n}"},
    "your_turn": {"ja": "{name} の番です", "en": "{name} to play"},
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
    "swap": {"ja": "{name} が本来のカードを出してジョーカーを受け取った", "en": "{name} had to play the real card and took the joker"},
    "laid": {"ja": "失格。場に置いた: {cards}", "en": "eliminated; laid down: {cards}"},
    "went_out": {"ja": "あがり", "en": "went out"},
    "joker_moves": {"ja": "ジョーカーを置く", "en": "Play the joker"},
    "ranking": {"ja": "ラウンド {r} の順位", "en": "Round {r} ranking"},
    "standings": {"ja": "最終成績", "en": "Match standings"},
    "place": {"ja": "{k}位", "en": "#{k}"},
    "last_of": {"ja": "{name} の最後の手", "en": "last move of {name}"},
    "last_move": {"ja": "最後: {what}", "en": "last: {what}"},
    "round_log": {"ja": "ラウンド {r} の記録", "en": "Round {r} moves"},
    "col_place": {"ja": "順位", "en": "Place"},
    "col_seat": {"ja": "席", "en": "Seat"},
    "col_round": {"ja": "このラウンド", "en": "This round"},
    "col_total": {"ja": "合計", "en": "Total"},
    "seat_name_human": {"ja": "あなた", "en": "You"},
    "seat_name": {"ja": "{n}番: {who}", "en": "Seat {n}: {who}"},
    "card_on_table": {"ja": "場の {card}", "en": "{card} on the table"},
    "empty_slot": {"ja": "{card} の場所（空き）", "en": "{card}'s place (empty)"},
    "playable_slot": {"ja": "{card} の場所（出せる）", "en": "{card}'s place (playable)"},
}


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(S, key, lang, **fmt)
