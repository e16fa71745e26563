"""Cards of 七並べ: 52 cards and an optional joker (seed, ゲームの概要: 52枚 / 53枚).

A card is an int: ``suit * 13 + rank - 1`` with suits ♠ ♥ ♦ ♣ = 0..3 and ranks A=1 .. K=13; the joker
is 52. A hand is a bit mask of cards (bit ``card``). The canonical text is ASCII: suit letter then rank
(``S7``, ``H10``, ``DJ``, ``CA``) and ``JK`` for the joker.
"""

from __future__ import annotations

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = 52
JOKER_BIT = 1 << JOKER
SEVEN_INDEX = 6  # rank 7 at bit 6 of a suit mask
SUIT_MASK = (1 << 13) - 1
DIAMOND_SEVEN = 2 * 13 + SEVEN_INDEX
ALL_SEVENS = sum(1 << (s * 13 + SEVEN_INDEX) for s in range(4))
FULL_DECK = (1 << 52) - 1

# the cards of a 13-bit mask, as rank indexes 0..12, precomputed for speed
BITS13: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(13) if m >> i & 1) for m in range(1 << 13)
)


def card(suit: int, rank: int) -> int:
    return suit * 13 + rank - 1


def suit_of(c: int) -> int:
    return c // 13


def rank_of(c: int) -> int:
    return c % 13 + 1


def text(c: int) -> str:
    """Canonical ASCII text of a card."""
    if c == JOKER:
        return "JK"
    return SUITS[c // 13] + RANKS[c % 13]


def pretty(c: int) -> str:
    """Text with suit symbols for people: ♠10, ♥A, JK."""
    if c == JOKER:
        return "JK"
    return SUIT_SYMBOLS[c // 13] + RANKS[c % 13]


_RANK_WORDS = {r: i for i, r in enumerate(RANKS)}
_RANK_WORDS.update({"1": 0, "T": 9, "11": 10, "12": 11, "13": 12})


def parse(word: str) -> int | None:
    """A card from text (``S10``, ``♠10``, ``st``, ``10S``, ``jk``); None if it names no card. Besides the
    suit symbols only ASCII is read: ``upper`` would turn "ſ" into S, and other scripts' digits are no rank."""
    raw = word.strip()
    if raw.upper() in ("JK", "JOKER", "JO", "🃏"):
        return JOKER
    for i, sym in enumerate(SUIT_SYMBOLS):
        raw = raw.replace(sym, SUITS[i])
    if len(raw) < 2 or not raw.isascii():
        return None
    w = raw.upper()
    if w[0] in SUITS and w[1:] in _RANK_WORDS:
        return SUITS.index(w[0]) * 13 + _RANK_WORDS[w[1:]]
    if w[-1] in SUITS and w[:-1] in _RANK_WORDS:
        return SUITS.index(w[-1]) * 13 + _RANK_WORDS[w[:-1]]
    return None


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, in card order (♠A..♠K, ♥A.., ..., joker last)."""
    out: list[int] = []
    for s in range(4):
        base = s * 13
        out.extend(base + r for r in BITS13[(mask >> base) & SUIT_MASK])
    if mask & JOKER_BIT:
        out.append(JOKER)
    return out


def count(mask: int) -> int:
    return bin(mask).count("1")
