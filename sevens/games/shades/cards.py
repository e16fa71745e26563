"""The 126 cards of 7 SHADES OF S:EVEN, 0th edition: 112 normal, 7 first, 7 eternal (README.md, "Cards").

The seed (COMPONENTS) gives the counts: six colours and orange with two kinds of seven cards each (98), the
rainbow kind (7), white two kinds of two and black three kinds of one (7 colourless); 7 first and 7 eternal
cards. Which kinds the normal cards are comes from docs/rules/shades.md §B (the seed prints only some names).

A card is an ``int``: 0–111 the normal deck (kinds in ``NORMAL`` order, copies together), 112–118 the first
cards and 119–125 the eternal cards (colour order). ``KIND[card]`` is its kind's index in ``KINDS``.
"""

from __future__ import annotations

from dataclasses import dataclass

RED, ORANGE, YELLOW, GREEN, BLUE, PINK, PURPLE = range(7)
RAINBOW, WHITE, BLACK = 7, 8, 9
COLOURS = 7
"""The seven colours with a lock slot each (赤 橙 黄 緑 青 桃 紫); rainbow is every colour, white and black none."""

COLOUR_CODES = ("red", "orange", "yellow", "green", "blue", "pink", "purple", "rainbow", "white", "black")
COLOUR_EN = ("red", "orange", "yellow", "green", "blue", "pink", "purple", "rainbow", "white", "black")
COLOUR_JA = ("赤", "橙", "黄", "緑", "青", "桃", "紫", "虹", "白", "黒")

NORMAL, FIRST, ETERNAL = "normal", "first", "eternal"


@dataclass(frozen=True)
class Kind:
    code: str
    """Short ASCII id used in move texts and records ("dash", "phoenix")."""
    colour: int
    count: int
    category: str
    name_ja: str
    name_en: str
    reaction: bool = False
    """Usable in another player's turn (反撃, ちょっと待った!) — only at a reaction window."""
    anytime: bool = False
    """いつでも使える (強欲なパレット): usable at every window, in any turn."""
    once_per_turn: bool = False
    """1ターンに1度 (decision 35)."""
    cost: int = 0
    """追色 S: other cards of this card's colour discarded from the hand to use it."""
    self_disposing: bool = False
    """Its arrival effect puts the card somewhere itself (it is not taken into the hand afterwards)."""
    has_hand_effect: bool = True


KINDS: tuple[Kind, ...] = (
    # --- the 20 normal kinds (rules §B, G1–G20), in the seed's note order --------------------------------
    Kind("dash", RED, 7, NORMAL, "ダッシュ", "Dash"),
    Kind("counterattack", RED, 7, NORMAL, "反撃", "Counterattack", reaction=True),
    Kind("force", ORANGE, 7, NORMAL, "フォース", "Force", cost=1),
    Kind("lost-item", ORANGE, 7, NORMAL, "誰かの落とし物", "Someone's Lost Item"),
    Kind("steal", YELLOW, 7, NORMAL, "盗賊の技 -スティール-", "Thief's Art: Steal"),
    Kind("thunder", YELLOW, 7, NORMAL, "神鳴 -カミナリ-", "Thunder"),
    Kind("road", GREEN, 7, NORMAL, "民の道の建設", "Building the People's Road"),
    Kind("whim", GREEN, 7, NORMAL, "富裕層の気まぐれ", "Whim of the Wealthy"),
    Kind("bridge", BLUE, 7, NORMAL, "欲しがりの吊り橋", "Greedy Suspension Bridge"),
    Kind("disclosure", PINK, 7, NORMAL, "情報開示", "Information Disclosure"),
    Kind("wait", PURPLE, 7, NORMAL, "ちょっと待った!", "Wait a Moment!", reaction=True, cost=1),
    Kind("hole", WHITE, 2, NORMAL, "カラフルホール", "Colorful Hole"),
    Kind("frog", BLACK, 1, NORMAL, "いろ落ちガエル", "Color-Fading Frog", self_disposing=True),
    Kind("curse", BLACK, 1, NORMAL, "にじいろの呪い", "Rainbow Curse", self_disposing=True),
    Kind("trap", BLUE, 7, NORMAL, "仕掛けられた罠", "Set Trap"),
    Kind("flower", PINK, 7, NORMAL, "誰かの好きな花", "Someone's Favorite Flower", self_disposing=True),
    Kind("apocalypse", PURPLE, 7, NORMAL, "予言者の技 -アポカリプス-", "Prophet's Art: Apocalypse"),
    Kind("rain", WHITE, 2, NORMAL, "なないろのあめ", "Rainbow Rain"),
    Kind("palette", BLACK, 1, NORMAL, "強欲なパレット", "Greedy Palette", anytime=True),
    Kind("fragment", RAINBOW, 7, NORMAL, "なないろの欠片", "Rainbow Fragment"),
    # --- the 7 first cards (rules §first and eternal): locked from the start, usable while locked ----------
    Kind("phoenix", RED, 1, FIRST, "赤のキューブ フェニックス", "Red Cube: Phoenix", cost=1),
    Kind("harvest", ORANGE, 1, FIRST, "橙のキューブ ハーベスト", "Orange Cube: Harvest", cost=1),
    Kind("saffron", YELLOW, 1, FIRST, "黄のキューブ サフラン", "Yellow Cube: Saffron", cost=1),
    Kind("verdian", GREEN, 1, FIRST, "緑のキューブ ヴァーディアン", "Green Cube: Verdian", cost=1,
         once_per_turn=True),
    Kind("celestia", BLUE, 1, FIRST, "青のキューブ セレスティア", "Blue Cube: Celestia", cost=1),
    Kind("serenade", PINK, 1, FIRST, "桃のキューブ セレナーデ", "Pink Cube: Serenade", cost=1, once_per_turn=True),
    Kind("dimension", PURPLE, 1, FIRST, "紫のキューブ ディメンション", "Purple Cube: Dimension", cost=1),
    # --- the 7 eternal cards: won by a gate invasion, locked at once, usable while locked ------------------
    Kind("volcano", RED, 1, ETERNAL, "紅蓮の火山 ワイナウエア", "Wainaware, the Crimson Volcano", cost=1),
    Kind("fruit", ORANGE, 1, ETERNAL, "禁断の果実 マルメゴ", "Marmego, the Forbidden Fruit", cost=1),
    Kind("palace", YELLOW, 1, ETERNAL, "黄金の宮殿 ドムス・ネロ", "Domus Nero, the Golden Palace", cost=1,
         once_per_turn=True),
    Kind("forest", GREEN, 1, ETERNAL, "奇跡の森 マンズウッド", "Manswood, the Forest of Miracles", cost=1),
    Kind("ship", BLUE, 1, ETERNAL, "月下の漂流船 プリドゥエン", "Prydwen, the Moonlit Drifting Ship", cost=1),
    Kind("sakura", PINK, 1, ETERNAL, "結ばれの一本桜 コノハナサクヤ", "Konohanasakuya, the Cherry Tree of Bonds", cost=1),
    Kind("chemistry", PURPLE, 1, ETERNAL, "終わりなき化学 ゲンテクニーク", "Gentechnik, the Endless Chemistry", cost=1),
)

CODES: dict[str, int] = {k.code: i for i, k in enumerate(KINDS)}
"""Kind index by code."""

KIND: tuple[int, ...] = tuple(i for i, k in enumerate(KINDS) for _ in range(k.count))
"""The kind of each card, by card number (126 cards)."""

CARDS = len(KIND)
NORMAL_CARDS = tuple(c for c in range(CARDS) if KINDS[KIND[c]].category == NORMAL)
FIRST_CARDS = tuple(c for c in range(CARDS) if KINDS[KIND[c]].category == FIRST)
ETERNAL_CARDS = tuple(c for c in range(CARDS) if KINDS[KIND[c]].category == ETERNAL)
COLOURLESS_CARDS = tuple(c for c in NORMAL_CARDS if KINDS[KIND[c]].colour in (WHITE, BLACK))

assert CARDS == 126 and len(NORMAL_CARDS) == 112 and len(FIRST_CARDS) == len(ETERNAL_CARDS) == 7
assert len(COLOURLESS_CARDS) == 7


def kind(card: int) -> Kind:
    return KINDS[KIND[card]]


def colour(card: int) -> int:
    return KINDS[KIND[card]].colour


def code(card: int) -> str:
    return KINDS[KIND[card]].code


def first_of(colour_index: int) -> int:
    """The first card of a colour (its piece is that colour's cube)."""
    return FIRST_CARDS[colour_index]


def eternal_of(colour_index: int) -> int:
    return ETERNAL_CARDS[colour_index]


def untargetable(card: int) -> bool:
    """First and eternal cards are never the target of an effect (用語集; decision 28)."""
    return KINDS[KIND[card]].category != NORMAL


def matches(card: int, col: int) -> bool:
    """Whether ``card`` counts as colour ``col``: its own colour, or any colour for the rainbow fragment."""
    c = KINDS[KIND[card]].colour
    return c == col or (c == RAINBOW and col < COLOURS)
