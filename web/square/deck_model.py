"""The deck builder's deck being built: its counts, what they add up to, and what keeps it from being played.

Pure Python (no DOM), tested in CPython. A ``Draft`` is a name and the copies of each card (0–3, at most 40 in
all: the builder never holds more than a deck may, so + stops at 3 copies and at 40 cards). ``problems``
says, in English and Japanese, every rule of a deck it breaks at once (docs/rules/square.md: 40 cards, at
most 3 of a card, at least one 【威光】 card, seed 「40枚」「3枚まで」「最低一枚」), and the engine's own
``validate_deck`` has the last word: a draft with no problem is one it accepts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sevens.core.errors import BadOption
from sevens.games.square.cards import CARDS, DECK_SIZE, DECKS, MAX_COPIES, TYPES, prestige_keys, validate_deck

MAX_NAME = 40
"""A deck's name is at most this many characters."""
COSTS: tuple[int, ...] = tuple(sorted({c.cost for c in CARDS.values()}))
"""The costs a card has (the cost curve's columns)."""


@dataclass
class Draft:
    """The deck in the builder: its name (may be empty until saved) and ``counts`` ({key: copies ≥ 1}, no
    zeros, keys of ``CARDS``)."""

    name: str = ""
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def count(self, key: str) -> int:
        return self.counts.get(key, 0)

    def can_add(self, key: str) -> bool:
        return key in CARDS and self.count(key) < MAX_COPIES and self.total < DECK_SIZE

    def add(self, key: str) -> bool:
        """One more copy of ``key``; False (nothing changes) at 3 copies, at 40 cards or for no card."""
        if not self.can_add(key):
            return False
        self.counts[key] = self.count(key) + 1
        return True

    def remove(self, key: str) -> bool:
        """One copy fewer of ``key``; False if the deck has none."""
        n = self.count(key)
        if n <= 0:
            return False
        if n == 1:
            del self.counts[key]
        else:
            self.counts[key] = n - 1
        return True

    def cards(self) -> list[str]:
        """The deck as the set-up form and the engine take it: its keys in CARDS order, a key per copy."""
        return [k for k in CARDS for _ in range(self.count(k))]

    def sorted_counts(self) -> dict[str, int]:
        """``counts`` in CARDS order (how a deck is saved)."""
        return {k: self.counts[k] for k in CARDS if self.counts.get(k)}

    def copy(self) -> Draft:
        return Draft(self.name, dict(self.counts))

    def same_cards(self, other: Draft) -> bool:
        return self.sorted_counts() == other.sorted_counts()


def preset(key: str, lang: str) -> Draft:
    """A preconstructed deck (docs/rules/square.md §C) as a draft named as the deck is in ``lang``."""
    deck = DECKS[key]
    counts: dict[str, int] = {}
    for k in deck.cards:
        counts[k] = counts.get(k, 0) + 1
    return Draft(deck.name_ja if lang == "ja" else deck.name_en, counts)


def by_type(counts: dict[str, int]) -> dict[str, int]:
    """The cards of each type (兵 soldier, 騎 mount, 陣 fort), every type present (0 when none)."""
    out = {t: 0 for t in TYPES}
    for k, n in counts.items():
        out[CARDS[k].type] += n
    return out


def curve(counts: dict[str, int]) -> dict[int, int]:
    """The cards at each cost of ``COSTS`` (every cost present, 0 when none)."""
    out = {c: 0 for c in COSTS}
    for k, n in counts.items():
        out[CARDS[k].cost] += n
    return out


def mean_cost(counts: dict[str, int]) -> float:
    total = sum(counts.values())
    return sum(CARDS[k].cost * n for k, n in counts.items()) / total if total else 0.0


def problems(counts: dict[str, int]) -> list[tuple[str, str]]:
    """Every deck rule ``counts`` breaks, each (English, Japanese); [] for a deck the engine accepts."""
    out: list[tuple[str, str]] = []
    total = sum(counts.values())
    if total < DECK_SIZE:
        out.append((f"Needs {DECK_SIZE} cards: has {total} ({DECK_SIZE - total} more to add).",
                    f"{DECK_SIZE}枚必要です: いま{total}枚（あと{DECK_SIZE - total}枚）。"))
    elif total > DECK_SIZE:
        out.append((f"Needs {DECK_SIZE} cards: has {total} ({total - DECK_SIZE} too many).",
                    f"{DECK_SIZE}枚ちょうどです: いま{total}枚（{total - DECK_SIZE}枚多い）。"))
    for k, n in counts.items():
        if n > MAX_COPIES:
            c = CARDS[k]
            out.append((f"At most {MAX_COPIES} copies of a card: {n} of {c.name_en}.",
                        f"同じカードは{MAX_COPIES}枚まで: {c.name_ja}が{n}枚。"))
    if not prestige_keys(counts):
        en = ", ".join(c.name_en for c in CARDS.values() if c.prestige)
        ja = "、".join(c.name_ja for c in CARDS.values() if c.prestige)
        out.append((f"No 【威光】 (prestige, ★) card: the general is chosen among them. Add one of {en}.",
                    f"【威光】（★）のカードがありません。将はその中から選びます。{ja}のどれかを入れてください。"))
    if not out:
        try:
            validate_deck("deck", [k for k in CARDS for _ in range(counts.get(k, 0))])
        except BadOption as err:  # the engine has the last word
            out.append((err.en, err.ja))
    return out


def generals(counts: dict[str, int], lang: str) -> list[str]:
    """The names of the deck's 【威光】 kinds in ``lang``: the 将 to choose from at setup (R5)."""
    return [CARDS[k].name_ja if lang == "ja" else CARDS[k].name_en for k in prestige_keys(counts)]


def clean_name(text: str) -> str:
    """A name as typed, kept: without characters that do not print (controls, bidirectional marks), spaces
    at its ends, cut to ``MAX_NAME``."""
    return "".join(ch for ch in str(text) if ch.isprintable()).strip()[:MAX_NAME].strip()
