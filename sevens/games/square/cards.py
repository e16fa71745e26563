"""The 34 cards of セブンスクエア, the ■ 出撃陣 and the three preconstructed decks (docs/rules/square.md §B, §C).

The seed prints three cards (ウォーリアー, 名犬アオ, 秘密通路: ``source == "seed"``, kept unchanged); the other 31
are the invented cards of docs/rules/square.md §B2 with its exact numbers. A card kind is named by an ASCII
``key`` ("warrior", "ao", "passage") in moves, records and deck lists; a deck is a list of 40 keys.

Types (seed 「兵カード、騎カード、陣カード」): a **soldier** (兵) has 攻力/体力/移動力; a **mount** (騎) has 積載, a
modifier of its riders' total 攻力 and 体力 (``Mod``: the seed's +N, −N and 【N】, R15) and its own 移動力; a
**fort** (陣) has 体力 and is built by 【工作】 (R18). Abilities are ``Ability`` values (§B1: the seed's keywords
and six new ones); 威光 cards (★ in §B2) are the soldiers a 将 is chosen from (R5, R22).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sevens.core.errors import BadOption, shown

SOLDIER, MOUNT, FORT = "soldier", "mount", "fort"
"""Card types: 兵, 騎, 陣 (seed 「兵カード、騎カード、陣カード」)."""

TYPES = (SOLDIER, MOUNT, FORT)

ABILITY_KINDS = ("shoot", "grant", "move_same", "refill", "build", "deploy", "prestige",
                 "charge", "armour", "inspire", "heal", "recall", "hold")
"""Ability kinds: the seed's keywords 射撃 付与 移動:同名 補填 工作 出撃 威光, then the six new ones of §B1:
突撃 装甲 鼓舞 回復 招魂 足止め."""


@dataclass(frozen=True)
class Ability:
    """One 【…】 keyword of a card (docs/rules/square.md §B1).

    ``kind`` is one of ``ABILITY_KINDS``. ``n``: 射撃's damage, or the N of 突撃/装甲/鼓舞/回復/招魂. ``r``: 射撃's
    range (every distance 1..r counts, R13). ``tag``: 鼓舞's 条件 ("" for 全, else the text searched in the
    Japanese 名称 and 備考, "アエラ所属"); 出撃's "all" (全) or "soldier" (兵, R8); 補填's "same" (同名), "top" (1)
    or "same_or_top" (同名or1, R21). ``grant``: for 【付与:X】, the ability X given to riders (on a 騎) or to
    every 兵 or group on the square (on a 陣, §B1).
    """

    kind: str
    n: int = 0
    r: int = 0
    tag: str = ""
    grant: Ability | None = None


@dataclass(frozen=True)
class Mod:
    """A mount's modifier of its riders' total 攻力 or 体力, applied once to the total (R15).

    ``op`` "+" adds ``n``, "-" subtracts ``n`` (the seed's +N and −N) and "=" makes the value ``n`` whatever the
    riders are (the seed's 【N】). The group's 攻力 is at least 0 and its 体力 at least 1 (R15).
    """

    op: str
    n: int

    def text(self) -> str:
        """As the seed writes it: +1, −1, 【4】."""
        if self.op == "=":
            return f"【{self.n}】"
        return f"{'+' if self.op == '+' else '−'}{self.n}"

    def apply(self, total: int) -> int:
        """The modified value of the riders' ``total``, before R15's floors (攻力 ≥ 0, 体力 ≥ 1)."""
        if self.op == "+":
            return total + self.n
        if self.op == "-":
            return total - self.n
        return self.n


@dataclass(frozen=True)
class Card:
    """One kind of card (docs/rules/square.md §B2).

    ``attack`` (攻力) is 0 for mounts and forts, ``health`` (体力) 0 for mounts (their ``hp_mod`` counts), ``move``
    (移動力) 0 for forts. ``load`` (積載), ``att_mod`` and ``hp_mod`` are set for mounts only. ``note_ja`` is the
    card's 備考 as §B2 prints it (鼓舞 searches it and ``name_ja``); ``note_en`` translates it.
    """

    key: str
    name_ja: str
    name_en: str
    type: str
    cost: int
    attack: int
    health: int
    move: int
    load: int = 0
    att_mod: Mod | None = None
    hp_mod: Mod | None = None
    abilities: tuple[Ability, ...] = ()
    note_ja: str = ""
    note_en: str = ""
    source: str = "invented"
    """"seed" for the seed's three example cards, "invented" for docs/rules/square.md's own."""

    def ability(self, kind: str) -> Ability | None:
        """The card's first ability of ``kind`` (no card has two of one kind), or None."""
        for a in self.abilities:
            if a.kind == kind:
                return a
        return None

    @property
    def prestige(self) -> bool:
        """A 【威光】 card: a deck needs one, and the 将 is chosen among them (seed; R5, R22)."""
        return self.ability("prestige") is not None


def _shoot(n: int, r: int) -> Ability:
    return Ability("shoot", n=n, r=r)


def _soldier(key: str, ja: str, en: str, cost: int, a: int, h: int, m: int, abilities: tuple[Ability, ...],
             note_ja: str, note_en: str, source: str = "invented") -> Card:
    return Card(key, ja, en, SOLDIER, cost, a, h, m, abilities=abilities, note_ja=note_ja, note_en=note_en,
                source=source)


def _mount(key: str, ja: str, en: str, cost: int, load: int, att: Mod, hp: Mod, m: int,
           abilities: tuple[Ability, ...], note_ja: str, note_en: str, source: str = "invented") -> Card:
    return Card(key, ja, en, MOUNT, cost, 0, 0, m, load=load, att_mod=att, hp_mod=hp, abilities=abilities,
                note_ja=note_ja, note_en=note_en, source=source)


def _fort(key: str, ja: str, en: str, cost: int, h: int, abilities: tuple[Ability, ...], note_ja: str,
          note_en: str, source: str = "invented") -> Card:
    return Card(key, ja, en, FORT, cost, 0, h, 0, abilities=abilities, note_ja=note_ja, note_en=note_en,
                source=source)


PRESTIGE = Ability("prestige")
BUILD = Ability("build")
_AERA = "アエラ所属"

_CARD_LIST: tuple[Card, ...] = (
    # --- 兵 (§B2, in its order) --------------------------------------------------------------------------
    _soldier("warrior", "ウォーリアー", "Warrior", 2, 2, 4, 1, (_shoot(1, 1),),
             "アエラ所属。白兵戦闘要員。", "Of Aera. A close-combat fighter.", source="seed"),
    _soldier("aera-archer", "アエラ弓兵", "Aera Archer", 2, 1, 3, 1, (_shoot(1, 3),),
             "アエラ所属。弓兵隊。", "Of Aera. The archers' corps."),
    _soldier("aera-artillery", "アエラ砲兵", "Aera Artillery", 3, 1, 3, 1, (_shoot(2, 2),),
             "アエラ所属。投石兵。", "Of Aera. A slinger."),
    _soldier("aera-centurion", "アエラ百人隊長", "Aera Centurion", 3, 3, 5, 1, (Ability("inspire", n=1, tag=_AERA),),
             "アエラ所属。隊長。", "Of Aera. A captain."),
    _soldier("aera-drummer", "アエラ鼓手", "Aera Drummer", 1, 0, 3, 1, (Ability("inspire", n=1, tag=_AERA),),
             "アエラ所属。軍楽隊。", "Of Aera. The military band."),
    _soldier("aera-general", "アエラ将軍", "Aera General", 4, 3, 8, 1, (PRESTIGE, Ability("inspire", n=1)),
             "アエラ所属。将。", "Of Aera. A general."),
    _soldier("aera-sharpshooter", "アエラ射聖", "Aera Sharpshooter", 4, 2, 7, 1, (PRESTIGE, _shoot(2, 2)),
             "アエラ所属。弓の名手。", "Of Aera. A master of the bow."),
    _soldier("miner", "工房の坑夫", "Workshop Miner", 1, 1, 3, 1, (BUILD,),
             "鉄輪工房所属。坑夫。", "Of the Iron Wheel Workshop. A miner."),
    _soldier("engineer", "工房技師", "Workshop Engineer", 2, 2, 5, 1, (BUILD,),
             "鉄輪工房所属。技師。", "Of the Iron Wheel Workshop. An engineer."),
    _soldier("ironclad", "鉄甲兵", "Ironclad", 3, 3, 6, 1, (Ability("armour", n=1),),
             "鉄輪工房所属。重装兵。", "Of the Iron Wheel Workshop. Heavy infantry."),
    _soldier("ram", "破城槌兵", "Ram Crew", 3, 3, 6, 1, (BUILD,),
             "鉄輪工房所属。攻城兵。", "Of the Iron Wheel Workshop. A siege soldier."),
    _soldier("foreman", "工房長", "Workshop Master", 4, 3, 9, 1, (PRESTIGE, BUILD, Ability("armour", n=1)),
             "鉄輪工房所属。親方。", "Of the Iron Wheel Workshop. The master craftsman."),
    _soldier("fang-rider", "牙の騎手", "Fang Rider", 1, 1, 2, 1, (Ability("charge", n=1),),
             "草原の牙所属。乗り手。", "Of the Steppe Fang. A rider."),
    _soldier("fang-hunter", "牙の狩人", "Fang Hunter", 2, 2, 3, 1, (_shoot(1, 2),),
             "草原の牙所属。狩人。", "Of the Steppe Fang. A hunter."),
    _soldier("fang-warrior", "牙の戦士", "Fang Warrior", 2, 3, 3, 1, (),
             "草原の牙所属。戦士。", "Of the Steppe Fang. A warrior."),
    _soldier("fang-chief", "牙の族長", "Fang Chieftain", 4, 3, 8, 1, (PRESTIGE, Ability("charge", n=2)),
             "草原の牙所属。族長。", "Of the Steppe Fang. The chieftain."),
    _soldier("maiden", "草原の巫女", "Steppe Shrine Maiden", 3, 1, 7, 1, (PRESTIGE, Ability("recall", n=2)),
             "草原の牙所属。巫女。", "Of the Steppe Fang. A shrine maiden."),
    _soldier("mercenary", "傭兵", "Mercenary", 1, 1, 3, 1, (), "無所属。", "Unaffiliated."),
    _soldier("spearman", "槍兵", "Spearman", 2, 2, 5, 1, (), "無所属。", "Unaffiliated."),
    _soldier("shieldbearer", "大盾兵", "Shieldbearer", 2, 1, 5, 1, (Ability("armour", n=1),),
             "無所属。", "Unaffiliated."),
    _soldier("monk", "旅の僧", "Travelling Monk", 2, 1, 4, 1, (Ability("heal", n=2),), "無所属。", "Unaffiliated."),
    _soldier("knight", "放浪の騎士", "Wandering Knight", 4, 3, 7, 2, (PRESTIGE,), "無所属。", "Unaffiliated."),
    # --- 騎 (攻/体 modify the riders' total, R15) -------------------------------------------------------------
    _mount("ao", "名犬アオ", "Ao the Noble Hound", 2, 1, Mod("+", 1), Mod("+", 2), 2,
           (Ability("grant", grant=_shoot(1, 2)),), "名犬。", "A noble hound.", source="seed"),
    _mount("chariot", "アエラ戦車", "Aera Chariot", 3, 2, Mod("+", 1), Mod("+", 2), 2, (),
           "アエラ所属。戦車。", "Of Aera. A war chariot."),
    _mount("siege-tower", "攻城櫓車", "Siege Tower", 3, 2, Mod("=", 4), Mod("+", 3), 1,
           (Ability("grant", grant=BUILD),), "鉄輪工房所属。攻城櫓。", "Of the Iron Wheel Workshop. A siege tower."),
    _mount("steed", "草原の駿馬", "Steppe Courser", 1, 1, Mod("+", 0), Mod("-", 1), 3, (),
           "草原の牙所属。駿馬。", "Of the Steppe Fang. A swift horse."),
    _mount("wolf", "大狼", "Great Wolf", 2, 1, Mod("+", 1), Mod("+", 0), 3,
           (Ability("grant", grant=Ability("charge", n=1)),), "草原の牙所属。狼。", "Of the Steppe Fang. A wolf."),
    _mount("horned-beast", "大角獣", "Great Horned Beast", 4, 2, Mod("+", 2), Mod("=", 10), 1, (),
           "草原の牙所属。大角獣。", "Of the Steppe Fang. A great horned beast."),
    _mount("warhorse", "軍馬", "Warhorse", 1, 1, Mod("+", 1), Mod("+", 0), 2, (), "無所属。", "Unaffiliated."),
    # --- 陣 (cost = the IP the 工作 card pays, R18) -----------------------------------------------------------
    _fort("passage", "秘密通路", "Secret Passage", 1, 5,
          (Ability("move_same"), Ability("refill", tag="same_or_top")), "通路。", "A passage.", source="seed"),
    _fort("outpost", "前線陣地", "Forward Outpost", 2, 6, (Ability("deploy", tag="soldier"),),
          "鉄輪工房所属。", "Of the Iron Wheel Workshop."),
    _fort("abatis", "逆茂木", "Abatis", 1, 4, (Ability("hold"), Ability("refill", tag="top")),
          "鉄輪工房所属。", "Of the Iron Wheel Workshop."),
    _fort("watchtower", "見張り櫓", "Watchtower", 1, 5, (Ability("grant", grant=_shoot(1, 2)),),
          "鉄輪工房所属。", "Of the Iron Wheel Workshop."),
    _fort("hospital", "野戦病院", "Field Hospital", 2, 5, (Ability("heal", n=2), Ability("refill", tag="top")),
          "鉄輪工房所属。", "Of the Iron Wheel Workshop."),
)

DESIGNED: dict[str, Card] = {c.key: c for c in _CARD_LIST}
"""The 34 kinds with docs/rules/square.md §B2's exact numbers, in its order (22 兵, 7 騎, 5 陣)."""

TUNING: dict[str, dict[str, Any]] = {
    "engineer": {"attack": 3},
    "ironclad": {"health": 7},
    "ram": {"attack": 4},
    "foreman": {"health": 10},
    "chariot": {"cost": 4},
    "aera-archer": {"shoot": (1, 2)},
    "aera-artillery": {"cost": 4},
    "aera-general": {"health": 7},
    "aera-centurion": {"attack": 2},
}
"""The balance changes (issue 17: "tune card numbers card by card"): ``{key: {field: played value}}`` over
``DESIGNED``, each recorded in README.md, "Balance", with the `hard` mirror's figures before and after. A field is
one of the card's numbers (``NUMBERS``: an int; a ``Mod`` for att_mod and hp_mod) or the kind of one of its
abilities (``TUNABLE_ABILITIES``: its N, or ``(N, R)`` for 射撃)."""

NUMBERS = ("cost", "attack", "health", "move", "load", "att_mod", "hp_mod")
"""The fields of ``Card`` that ``TUNING`` may change."""
TUNABLE_ABILITIES = ("shoot", "charge", "armour", "inspire", "heal", "recall")
"""The abilities whose numbers ``TUNING`` may change: 射撃N/R, 突撃N, 装甲N, 鼓舞N, 回復N, 招魂N."""


def tune(card: Card, changes: Mapping[str, Any]) -> Card:
    """``card`` with ``changes`` (``TUNING``'s form): numbers replaced, and each ability named by its kind given its
    new N (and R for 射撃); ValueError for a field that is neither, or an ability the card does not have."""
    fields: dict[str, Any] = {}
    abilities = list(card.abilities)
    for field, value in changes.items():
        if field in NUMBERS:
            fields[field] = value
        elif field in TUNABLE_ABILITIES and card.ability(field) is not None:
            i = next(j for j, a in enumerate(abilities) if a.kind == field)
            n, r = value if field == "shoot" else (value, abilities[i].r)
            abilities[i] = dataclasses.replace(abilities[i], n=n, r=r)
        else:
            raise ValueError(f"{card.key} has no number {field!r} to tune")
    return dataclasses.replace(card, abilities=tuple(abilities), **fields)


def tuned_text(card: Card, field: str) -> str:
    """A tuned field's value as README.md's "Balance" rows give it: "3", "+1", "【4】" or "1/3" (射撃N/R)."""
    if field in TUNABLE_ABILITIES:
        a = card.ability(field)
        assert a is not None
        return f"{a.n}/{a.r}" if field == "shoot" else str(a.n)
    value = getattr(card, field)
    return value.text() if isinstance(value, Mod) else str(value)


def _tuned(card: Card) -> Card:
    changes = TUNING.get(card.key)
    return tune(card, changes) if changes else card


CARDS: dict[str, Card] = {k: _tuned(c) for k, c in DESIGNED.items()}
"""The 34 kinds as played: ``DESIGNED`` with ``TUNING``, in §B2's order (22 兵, 7 騎, 5 陣)."""

BASE = _fort("base", "出撃陣", "Deployment Base", 0, 10, (Ability("deploy", tag="all"),),
             "自陣一段中央の■。", "The ■ in the middle of a player's first rank.", source="seed")
"""The ■ squares (seed 「名称:出撃陣【出撃:全】体力:10のカードとして扱う」, R9): not a deck card, not in CARDS."""

ORDER: dict[str, int] = {k: i for i, k in enumerate(CARDS)}
"""A kind's place in CARDS (deck lists are kept in this order)."""

DECK_SIZE = 40
"""Seed 「40枚のカードで構成される」."""
MAX_COPIES = 3
"""Seed 「同じカードは3枚まで入れることが出来る」."""


@dataclass(frozen=True)
class Deck:
    """A preconstructed deck of docs/rules/square.md §C.

    ``general`` is the 将 chosen at setup by default (§C's "★将 at setup"); ``cards`` are its 40 keys, the
    general included, in CARDS order.
    """

    key: str
    name_ja: str
    name_en: str
    general: str
    cards: tuple[str, ...]


def _expand(counts: Mapping[str, int]) -> tuple[str, ...]:
    return tuple(k for k in CARDS for _ in range(counts.get(k, 0)))


_NEUTRAL = {"mercenary": 3, "spearman": 3, "shieldbearer": 3, "monk": 3, "warhorse": 3}

DECKS: dict[str, Deck] = {
    "aera": Deck("aera", "アエラ戦列", "Aera Battle Line", "aera-general", _expand({
        "aera-general": 2, "aera-sharpshooter": 2, "knight": 3,
        "warrior": 3, "aera-archer": 3, "aera-artillery": 3, "aera-centurion": 3, "aera-drummer": 3,
        "chariot": 3, **_NEUTRAL})),
    "iron": Deck("iron", "鉄輪工房", "Iron Wheel Workshop", "foreman", _expand({
        "foreman": 2, "knight": 1,
        "miner": 3, "engineer": 3, "ironclad": 3, "ram": 3,
        "siege-tower": 2,
        "passage": 3, "outpost": 2, "abatis": 1, "watchtower": 1, "hospital": 1, **_NEUTRAL})),
    "fang": Deck("fang", "草原の牙", "Steppe Fang", "fang-chief", _expand({
        "fang-chief": 1, "maiden": 2, "knight": 3,
        "fang-rider": 3, "fang-hunter": 3, "fang-warrior": 3,
        "ao": 3, "steed": 3, "wolf": 3, "horned-beast": 2,
        **_NEUTRAL, "shieldbearer": 2})),
}
"""The three decks of docs/rules/square.md §C: A アエラ戦列, B 鉄輪工房, C 草原の牙 (§C's "★将 at setup" is one
copy of the general, "other ★" the further copies: A holds 2 アエラ将軍, B 2 工房長)."""

assert len(CARDS) == 34 and all(len(d.cards) == DECK_SIZE for d in DECKS.values())


def has_tag(card: Card, tag: str) -> bool:
    """Whether 【鼓舞N:tag】 reaches ``card``: tag "" (全) matches every card, else its Japanese 名称 or 備考 must
    contain it (§B1 鼓舞; seed 「名称を指定し」「備考を参照にして」)."""
    return tag == "" or tag in card.name_ja or tag in card.note_ja


def deck_counts(deck: Deck | Iterable[str]) -> dict[str, int]:
    """A deck's copies of each kind, ``{key: count}`` in CARDS order, kinds it lacks left out (keys that are no
    card are ignored: give it a validated deck)."""
    counts = Counter(deck.cards if isinstance(deck, Deck) else deck)
    return {k: counts[k] for k in CARDS if counts[k]}


def prestige_keys(deck: Deck | Iterable[str]) -> list[str]:
    """The distinct 【威光】 kinds of a deck in CARDS order: the choices of 将 at setup (R5)."""
    return [k for k in deck_counts(deck) if CARDS[k].prestige]


_MAX_ENTRIES = 1_000
"""A deck list or mapping longer than this is refused before its entries are read (hostile input)."""


def _bad(where: str, en: str, ja: str) -> BadOption:
    return BadOption(where, f"option {where!r}: {en}", f"オプション {where!r}: {ja}")


def _names(key: str) -> tuple[str, str]:
    c = CARDS[key]
    return f"{c.name_en} ({key})", f"{c.name_ja}（{key}）"


def _count_list(where: str, value: list[Any] | tuple[Any, ...]) -> dict[str, int]:
    if len(value) > _MAX_ENTRIES:
        raise _bad(where, f"a deck has exactly {DECK_SIZE} cards, this list has {len(value)}",
                   f"デッキはちょうど{DECK_SIZE}枚です（このリストは{len(value)}枚）")
    counts: dict[str, int] = {}
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise _bad(where, f"entry {i + 1} is {shown(item)}, not a card key (text such as \"warrior\")",
                       f"{i + 1}番目が {shown(item)} です。カードのキー（\"warrior\" などの文字列）を書きます")
        if item not in CARDS:
            raise _unknown(where, item)
        counts[item] = counts.get(item, 0) + 1
    return counts


def _count_map(where: str, value: Mapping[Any, Any]) -> dict[str, int]:
    if len(value) > _MAX_ENTRIES:
        raise _bad(where, f"a deck has {len(CARDS)} kinds of card at most, this mapping has {len(value)} keys",
                   f"カードは{len(CARDS)}種類までです（このマッピングのキーは{len(value)}個）")
    counts: dict[str, int] = {}
    for key, n in value.items():
        if not isinstance(key, str):
            raise _bad(where, f"key {shown(key)} is not a card key (text such as \"warrior\")",
                       f"キー {shown(key)} はカードのキー（\"warrior\" などの文字列）ではありません")
        if key not in CARDS:
            raise _unknown(where, key)
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise _bad(where, f"the count of {shown(key)} is {shown(n)}; a count is a whole number 0 or more",
                       f"{shown(key)} の枚数が {shown(n)} です。枚数は0以上の整数です")
        counts[key] = n
    return counts


def _unknown(where: str, key: str) -> BadOption:
    if key == BASE.key:
        return _bad(where, f"{shown(key)} (the ■ 出撃陣) is a square of the board, not a deck card",
                    f"{shown(key)}（■ 出撃陣）は盤のマスであり、デッキのカードではありません")
    return _bad(where, f"unknown card {shown(key)}; the cards are: {', '.join(CARDS)}",
                f"カード {shown(key)} はありません。カード: {', '.join(CARDS)}")


def validate_deck(where: str, value: object) -> list[str]:
    """A deck, as a list of 40 card keys or a ``{key: count}`` mapping → its keys in CARDS order (JSON-ready:
    ``Setup`` options keep it in records). ``BadOption(where, en, ja)`` naming the rule broken otherwise: the
    wrong shape or type, an unknown card, a count that is not a whole number ≥ 0, more than 3 copies of a card
    (seed 「同じカードは3枚まで」), not 40 cards (seed 「40枚のカードで構成される」), no 【威光】 card (seed
    「【威光】を持った兵カードを最低一枚入れる必要がある」). Hostile values (huge counts or lists, nested junk, keys
    that are not text) are refused without expanding them."""
    if isinstance(value, (list, tuple)):
        counts = _count_list(where, value)
    elif isinstance(value, Mapping):
        counts = _count_map(where, value)
    else:
        raise _bad(where, f"a deck is a list of {DECK_SIZE} card keys or a {{key: count}} mapping, not "
                          f"{shown(value)}",
                   f"デッキは{DECK_SIZE}枚のカードキーのリストか {{キー: 枚数}} のマッピングです（{shown(value)} は不可）")
    for key in CARDS:
        n = counts.get(key, 0)
        if n > MAX_COPIES:
            en, ja = _names(key)
            many_en, many_ja = (str(n), str(n)) if n < 1000 else ("over 1000", "1000以上")
            raise _bad(where, f"at most {MAX_COPIES} copies of a card, this deck has {many_en} of {en}",
                       f"同じカードは{MAX_COPIES}枚までです（{ja}が{many_ja}枚）")
    total = sum(counts.values())
    if total != DECK_SIZE:
        raise _bad(where, f"a deck has exactly {DECK_SIZE} cards, this one has {total}",
                   f"デッキはちょうど{DECK_SIZE}枚です（このデッキは{total}枚）")
    if not any(n and CARDS[k].prestige for k, n in counts.items()):
        raise _bad(where, "a deck needs at least one 【威光】 (prestige) card, the general's kinds: "
                          + ", ".join(k for k in CARDS if CARDS[k].prestige),
                   "デッキには【威光】を持つ兵カードが最低1枚必要です: "
                   + "、".join(c.name_ja for c in CARDS.values() if c.prestige))
    return [k for k in CARDS for _ in range(counts.get(k, 0))]
