"""The cards of セブンスクエア (``sevens.games.square.cards`` and ``card_text``) against docs/rules/square.md.

The 34 cards carry §B2's exact numbers (typed here by hand, and read again from the document's tables); the seed's
three cards are unchanged; the three decks are §C's lists with its cost curves and type counts; ``validate_deck``
accepts each deck and refuses each broken rule (and hostile values) with a message in both languages naming it;
every card's text names every ability it has.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from sevens.core.errors import BadOption
from sevens.core.options import Setup
from sevens.games.square import card_text
from sevens.games.square.cards import (BASE, CARDS, DECK_SIZE, DECKS, DESIGNED, FORT, MAX_COPIES, MOUNT, SOLDIER,
                                       NUMBERS, TUNABLE_ABILITIES, TUNING, Ability, Card, Mod, deck_counts, has_tag,
                                       prestige_keys, tune, tuned_text, validate_deck)

ROOT = Path(__file__).resolve().parents[2]
RULES_DOC = ROOT / "docs" / "rules" / "square.md"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

KEYS = ("warrior aera-archer aera-artillery aera-centurion aera-drummer aera-general aera-sharpshooter miner "
        "engineer ironclad ram foreman fang-rider fang-hunter fang-warrior fang-chief maiden mercenary spearman "
        "shieldbearer monk knight ao chariot siege-tower steed wolf horned-beast warhorse passage outpost abatis "
        "watchtower hospital").split()
"""The keys of the lead's design, in §B2's order."""

# Hand-typed from docs/rules/square.md §B2: key → (名称, cost, 攻, 体, 移, abilities as printed).
SOLDIERS = {
    "warrior": ("ウォーリアー", 2, 2, 4, 1, "【射撃1/1】"),
    "aera-archer": ("アエラ弓兵", 2, 1, 3, 1, "【射撃1/3】"),
    "aera-artillery": ("アエラ砲兵", 3, 1, 3, 1, "【射撃2/2】"),
    "aera-centurion": ("アエラ百人隊長", 3, 3, 5, 1, "【鼓舞1:アエラ所属】"),
    "aera-drummer": ("アエラ鼓手", 1, 0, 3, 1, "【鼓舞1:アエラ所属】"),
    "aera-general": ("アエラ将軍", 4, 3, 8, 1, "【威光】【鼓舞1:全】"),
    "aera-sharpshooter": ("アエラ射聖", 4, 2, 7, 1, "【威光】【射撃2/2】"),
    "miner": ("工房の坑夫", 1, 1, 3, 1, "【工作】"),
    "engineer": ("工房技師", 2, 2, 5, 1, "【工作】"),
    "ironclad": ("鉄甲兵", 3, 3, 6, 1, "【装甲1】"),
    "ram": ("破城槌兵", 3, 3, 6, 1, "【工作】"),
    "foreman": ("工房長", 4, 3, 9, 1, "【威光】【工作】【装甲1】"),
    "fang-rider": ("牙の騎手", 1, 1, 2, 1, "【突撃1】"),
    "fang-hunter": ("牙の狩人", 2, 2, 3, 1, "【射撃1/2】"),
    "fang-warrior": ("牙の戦士", 2, 3, 3, 1, ""),
    "fang-chief": ("牙の族長", 4, 3, 8, 1, "【威光】【突撃2】"),
    "maiden": ("草原の巫女", 3, 1, 7, 1, "【威光】【招魂2】"),
    "mercenary": ("傭兵", 1, 1, 3, 1, ""),
    "spearman": ("槍兵", 2, 2, 5, 1, ""),
    "shieldbearer": ("大盾兵", 2, 1, 5, 1, "【装甲1】"),
    "monk": ("旅の僧", 2, 1, 4, 1, "【回復2】"),
    "knight": ("放浪の騎士", 4, 3, 7, 2, "【威光】"),
}
# key → (名称, cost, 積載, 攻 modifier, 体 modifier, 移, abilities).
MOUNTS = {
    "ao": ("名犬アオ", 2, 1, "+1", "+2", 2, "【付与:射撃1/2】"),
    "chariot": ("アエラ戦車", 3, 2, "+1", "+2", 2, ""),
    "siege-tower": ("攻城櫓車", 3, 2, "【4】", "+3", 1, "【付与:工作】"),
    "steed": ("草原の駿馬", 1, 1, "+0", "−1", 3, ""),
    "wolf": ("大狼", 2, 1, "+1", "+0", 3, "【付与:突撃1】"),
    "horned-beast": ("大角獣", 4, 2, "+2", "【10】", 1, ""),
    "warhorse": ("軍馬", 1, 1, "+1", "+0", 2, ""),
}
# key → (名称, cost, 体力, abilities).
FORTS = {
    "passage": ("秘密通路", 1, 5, "【移動:同名】【補填(設置時):同名or1】"),
    "outpost": ("前線陣地", 2, 6, "【出撃:兵】"),
    "abatis": ("逆茂木", 1, 4, "【足止め】【補填(設置時):1】"),
    "watchtower": ("見張り櫓", 1, 5, "【付与:射撃1/2】"),
    "hospital": ("野戦病院", 2, 5, "【回復2】【補填(設置時):1】"),
}
PRESTIGE = {"aera-general", "aera-sharpshooter", "foreman", "fang-chief", "maiden", "knight"}

# Hand-typed from docs/rules/square.md §C.
DECK_LISTS = {
    "aera": {"aera-general": 2, "aera-sharpshooter": 2, "knight": 3, "warrior": 3, "aera-archer": 3,
             "aera-artillery": 3, "aera-centurion": 3, "aera-drummer": 3, "chariot": 3, "mercenary": 3,
             "spearman": 3, "shieldbearer": 3, "monk": 3, "warhorse": 3},
    "iron": {"foreman": 2, "knight": 1, "miner": 3, "engineer": 3, "ironclad": 3, "ram": 3, "siege-tower": 2,
             "passage": 3, "outpost": 2, "abatis": 1, "watchtower": 1, "hospital": 1, "mercenary": 3,
             "spearman": 3, "shieldbearer": 3, "monk": 3, "warhorse": 3},
    "fang": {"fang-chief": 1, "maiden": 2, "knight": 3, "fang-rider": 3, "fang-hunter": 3, "fang-warrior": 3,
             "ao": 3, "steed": 3, "wolf": 3, "horned-beast": 2, "mercenary": 3, "spearman": 3, "shieldbearer": 2,
             "monk": 3, "warhorse": 3},
}
GENERALS = {"aera": "aera-general", "iron": "foreman", "fang": "fang-chief"}
CURVES = {"aera": ((9, 15, 9, 7), 2.35, (34, 6, 0)), "iron": ((14, 15, 8, 3), 2.00, (27, 5, 8)),
          "fang": ((12, 20, 2, 6), 2.05, (26, 14, 0))}


def printed(card: Card) -> str:
    return "".join(card_text.keyword(a, "ja") for a in card.abilities)


def mod(m: Mod | None) -> str:
    assert m is not None
    return card_text.mod_text(m)


# --- the card pool -----------------------------------------------------------------------------------------

def test_34_kinds_in_the_designs_order_22_soldiers_7_mounts_5_forts() -> None:
    assert tuple(CARDS) == tuple(KEYS) and len(CARDS) == 34
    assert all(CARDS[k].key == k for k in CARDS)
    types = [c.type for c in CARDS.values()]
    assert (types.count(SOLDIER), types.count(MOUNT), types.count(FORT)) == (22, 7, 5)
    assert list(CARDS) == list(SOLDIERS) + list(MOUNTS) + list(FORTS)
    assert {k for k, c in CARDS.items() if c.prestige} == PRESTIGE
    assert all(CARDS[k].type == SOLDIER for k in PRESTIGE)
    assert len({c.name_ja for c in CARDS.values()}) == len({c.name_en for c in CARDS.values()}) == 34
    assert BASE.key not in CARDS


@pytest.mark.parametrize("key", list(SOLDIERS))
def test_soldier_numbers(key: str) -> None:
    c = DESIGNED[key]
    assert (c.name_ja, c.cost, c.attack, c.health, c.move, printed(c)) == SOLDIERS[key]
    assert c.type == SOLDIER and c.load == 0 and c.att_mod is None and c.hp_mod is None


@pytest.mark.parametrize("key", list(MOUNTS))
def test_mount_numbers(key: str) -> None:
    c = DESIGNED[key]
    assert (c.name_ja, c.cost, c.load, mod(c.att_mod), mod(c.hp_mod), c.move, printed(c)) == MOUNTS[key]
    assert c.type == MOUNT and c.attack == 0 and c.health == 0 and c.load in (1, 2)


@pytest.mark.parametrize("key", list(FORTS))
def test_fort_numbers(key: str) -> None:
    c = DESIGNED[key]
    assert (c.name_ja, c.cost, c.health, printed(c)) == FORTS[key]
    assert c.type == FORT and c.attack == 0 and c.move == 0 and c.load == 0


def test_the_seeds_three_cards_are_unchanged() -> None:
    w = CARDS["warrior"]
    assert (w.name_ja, w.type, w.cost, w.attack, w.health, w.move) == ("ウォーリアー", SOLDIER, 2, 2, 4, 1)
    assert w.abilities == (Ability("shoot", n=1, r=1),)
    assert w.note_ja == "アエラ所属。白兵戦闘要員。"
    ao = CARDS["ao"]
    assert (ao.name_ja, ao.type, ao.cost, ao.load, ao.move) == ("名犬アオ", MOUNT, 2, 1, 2)
    assert (ao.att_mod, ao.hp_mod) == (Mod("+", 1), Mod("+", 2))
    assert ao.abilities == (Ability("grant", grant=Ability("shoot", n=1, r=2)),)
    assert ao.note_ja == "名犬。"
    p = CARDS["passage"]
    assert (p.name_ja, p.type, p.cost, p.health) == ("秘密通路", FORT, 1, 5)
    assert p.abilities == (Ability("move_same"), Ability("refill", tag="same_or_top"))
    assert p.note_ja == "通路。"
    assert {k for k, c in CARDS.items() if c.source == "seed"} == {"warrior", "ao", "passage"}
    assert BASE.source == "seed"


def test_the_base_is_the_seeds_shutsugeki_jin() -> None:
    assert (BASE.key, BASE.name_ja, BASE.type, BASE.health) == ("base", "出撃陣", FORT, 10)
    assert BASE.abilities == (Ability("deploy", tag="all"),)
    assert card_text.keyword(BASE.abilities[0], "ja") == "【出撃:全】"


def test_the_tables_of_the_rules_document_match_the_data() -> None:
    """§B2 read again from docs/rules/square.md itself: each row's numbers and abilities are the design's."""
    names = {c.name_ja: c for c in DESIGNED.values()}
    seen: set[str] = set()
    section = RULES_DOC.read_text(encoding="utf-8").split("### B2.")[1].split("## C.")[0]
    for line in section.splitlines():
        cells = [x.strip() for x in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or cells[0] in ("Card", "---") or cells[0].startswith("---"):
            continue
        abil = lambda x: "" if x == "—" else x  # noqa: E731
        if cells[0] == "(出撃陣)":
            assert (BASE.health, printed(BASE)) == (int(cells[3]), abil(cells[4]))
            continue
        c = names[cells[0].lstrip("★")]
        seen.add(c.key)
        assert cells[0].startswith("★") == c.prestige
        assert (c.source == "seed") == (cells[1] == "S")
        assert c.cost == int(cells[2])
        if c.type == SOLDIER:
            assert cells[3] == f"{c.attack}/{c.health}/{c.move}"
            assert (printed(c), c.note_ja) == (abil(cells[4]), cells[5])
        elif c.type == MOUNT:
            assert (c.load, mod(c.att_mod), mod(c.hp_mod), c.move) == (int(cells[3]), cells[4], cells[5],
                                                                       int(cells[6]))
            assert (printed(c), c.note_ja) == (abil(cells[7]), cells[8])
        else:
            assert (c.health, printed(c), c.note_ja) == (int(cells[3]), abil(cells[4]), cells[5])
    assert seen == set(CARDS)


def test_every_card_has_an_english_note_and_faction_tags_are_consistent() -> None:
    factions = {"アエラ所属": "Of Aera.", "鉄輪工房所属": "Of the Iron Wheel Workshop.",
                "草原の牙所属": "Of the Steppe Fang.", "無所属": "Unaffiliated."}
    for c in CARDS.values():
        assert c.note_en and c.note_ja and c.name_en
        assert not JAPANESE.search(c.note_en + c.name_en), c.key
        for ja, en in factions.items():
            assert (ja in c.note_ja) == c.note_en.startswith(en), c.key


def test_mod_apply_and_ability_lookup() -> None:
    assert (Mod("+", 2).apply(3), Mod("-", 1).apply(3), Mod("=", 4).apply(9)) == (5, 2, 4)
    assert CARDS["foreman"].ability("armour") == Ability("armour", n=1)
    assert CARDS["foreman"].ability("shoot") is None
    assert CARDS["siege-tower"].ability("grant") == Ability("grant", grant=Ability("build"))


def test_inspire_reaches_names_and_notes() -> None:
    tag = CARDS["aera-centurion"].ability("inspire")
    assert tag is not None and tag.tag == "アエラ所属" and tag.n == 1
    assert has_tag(CARDS["warrior"], tag.tag) and has_tag(CARDS["chariot"], tag.tag)
    assert not has_tag(CARDS["mercenary"], tag.tag) and not has_tag(CARDS["ao"], tag.tag)
    general = CARDS["aera-general"].ability("inspire")
    assert general is not None and general.tag == ""
    assert all(has_tag(c, general.tag) for c in CARDS.values())


# --- the decks -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", list(DECK_LISTS))
def test_decks_are_section_c(key: str) -> None:
    deck = DECKS[key]
    assert deck.key == key and deck.general == GENERALS[key]
    assert len(deck.cards) == DECK_SIZE == 40
    assert deck_counts(deck) == {k: DECK_LISTS[key][k] for k in CARDS if k in DECK_LISTS[key]}
    assert list(deck.cards) == sorted(deck.cards, key=list(CARDS).index)
    assert max(deck_counts(deck).values()) <= MAX_COPIES == 3
    assert CARDS[deck.general].prestige and deck.general in deck.cards
    curve, average, types = CURVES[key]  # §C's figures: the design's costs (DESIGNED), before any tuning
    costs = [DESIGNED[k].cost for k in deck.cards]
    assert tuple(costs.count(n) for n in (1, 2, 3, 4)) == curve
    assert round(sum(costs) / len(costs), 2) == average
    kinds = [CARDS[k].type for k in deck.cards]
    assert (kinds.count(SOLDIER), kinds.count(MOUNT), kinds.count(FORT)) == types
    assert validate_deck("deck0", list(deck.cards)) == list(deck.cards)


def test_deck_names() -> None:
    assert [(d.name_ja) for d in DECKS.values()] == ["アエラ戦列", "鉄輪工房", "草原の牙"]
    assert all(d.name_en and not JAPANESE.search(d.name_en) for d in DECKS.values())


def test_prestige_keys_and_counts() -> None:
    assert prestige_keys(DECKS["aera"]) == ["aera-general", "aera-sharpshooter", "knight"]
    assert prestige_keys(DECKS["iron"]) == ["foreman", "knight"]
    assert prestige_keys(DECKS["fang"]) == ["fang-chief", "maiden", "knight"]
    assert prestige_keys(["knight", "warrior", "maiden", "knight"]) == ["maiden", "knight"]
    assert deck_counts(["monk", "warrior", "monk"]) == {"warrior": 1, "monk": 2}
    assert list(deck_counts(["monk", "warrior", "monk"])) == ["warrior", "monk"]


# --- validate_deck ---------------------------------------------------------------------------------------------

def test_validate_accepts_lists_tuples_and_mappings_in_any_order() -> None:
    aera = list(DECKS["aera"].cards)
    assert validate_deck("deck1", list(reversed(aera))) == aera
    assert validate_deck("deck1", tuple(aera)) == aera
    assert validate_deck("deck1", DECK_LISTS["aera"]) == aera
    assert validate_deck("deck1", {**DECK_LISTS["aera"], "ao": 0, "passage": 0}) == aera
    out = validate_deck("deck1", DECK_LISTS["fang"])
    assert json.loads(json.dumps(out)) == out == list(DECKS["fang"].cards)


def test_a_setup_option_takes_the_presets_and_json() -> None:
    """The way game.SPEC will use it (the lead's design): presets are lists, records keep lists."""
    opt = Setup(list(DECKS["aera"].cards), validate_deck, ("Deck", "デッキ"),
                presets={k: list(d.cards) for k, d in DECKS.items()})
    for key, deck in DECKS.items():
        assert opt.check("deck0", key) == list(deck.cards)
        assert opt.from_text("deck0", key) == list(deck.cards)
    assert opt.from_text("deck0", json.dumps(DECK_LISTS["iron"])) == list(DECKS["iron"].cards)
    with pytest.raises(BadOption):
        opt.from_text("deck0", json.dumps({"warrior": 40}))


def refusal(value: Any, where: str = "deck0") -> BadOption:
    with pytest.raises(BadOption) as err:
        validate_deck(where, value)
    e = err.value
    assert e.option == where
    assert str(e).strip() and e.ja and e.ja.strip()
    assert JAPANESE.search(e.ja)
    assert len(str(e)) < 800 and len(e.ja) < 800
    return e


def swap(deck: str, out: str, into: str, n: int = 1) -> list[str]:
    cards = list(DECKS[deck].cards)
    for _ in range(n):
        cards[cards.index(out)] = into
    return cards


NO_PRESTIGE = ["mercenary"] * 3 + ["spearman"] * 3 + ["shieldbearer"] * 3 + ["monk"] * 3 + ["warrior"] * 3 + \
    ["aera-archer"] * 3 + ["aera-artillery"] * 3 + ["aera-centurion"] * 3 + ["aera-drummer"] * 3 + \
    ["miner"] * 3 + ["engineer"] * 3 + ["ironclad"] * 3 + ["ram"] * 3 + ["warhorse"]


@pytest.mark.parametrize("value,en,ja", [
    (list(DECKS["aera"].cards)[:39], "exactly 40 cards", "40枚"),
    (list(DECKS["aera"].cards) + ["ao"], "exactly 40 cards", "40枚"),
    ([], "exactly 40 cards", "40枚"),
    ({}, "exactly 40 cards", "40枚"),
    (swap("aera", "monk", "warrior"), "at most 3 copies", "3枚まで"),
    ({**DECK_LISTS["aera"], "warrior": 4, "monk": 2}, "Warrior (warrior)", "ウォーリアー"),
    (NO_PRESTIGE, "威光", "威光"),
    ({k: n for k, n in deck_counts(NO_PRESTIGE).items()}, "prestige", "威光"),
    (swap("aera", "monk", "dragon"), "unknown card 'dragon'", "dragon"),
    ({**DECK_LISTS["aera"], "Warrior": 1}, "unknown card", "ありません"),
    (swap("aera", "monk", "base"), "not a deck card", "出撃陣"),
    ("aera", "a list of 40 card keys", "リスト"),
    (None, "a list of 40 card keys", "リスト"),
    (40, "a list of 40 card keys", "リスト"),
    (True, "a list of 40 card keys", "リスト"),
    ("warrior " * 40, "a list of 40 card keys", "リスト"),
    ([1] * 40, "not a card key", "キー"),
    ([["warrior"]] * 40, "not a card key", "キー"),
    ([None] * 40, "not a card key", "キー"),
    ([{"warrior": 3}] * 40, "not a card key", "キー"),
    ({1: 3}, "not a card key", "キー"),
    ({None: 3}, "not a card key", "キー"),
    ({("warrior",): 3}, "not a card key", "キー"),
    ({**DECK_LISTS["aera"], "warrior": 2.0, "monk": 4}, "whole number", "整数"),
    ({**DECK_LISTS["aera"], "warrior": "3"}, "whole number", "整数"),
    ({**DECK_LISTS["aera"], "warrior": True}, "whole number", "整数"),
    ({**DECK_LISTS["aera"], "warrior": -1, "monk": 4}, "whole number", "整数"),
    ({**DECK_LISTS["aera"], "warrior": None}, "whole number", "整数"),
    ({**DECK_LISTS["aera"], "warrior": [3]}, "whole number", "整数"),
])
def test_each_broken_rule_is_named(value: Any, en: str, ja: str) -> None:
    e = refusal(value)
    assert en in str(e), str(e)
    assert e.ja is not None and ja in e.ja, e.ja


def test_copies_name_the_card_and_count() -> None:
    e = refusal(swap("iron", "monk", "passage"), where="deck1")
    assert "4 of Secret Passage (passage)" in str(e) and "deck1" in str(e)
    assert e.ja is not None and "秘密通路" in e.ja and "4枚" in e.ja


def test_hostile_values_are_refused_quickly_and_cleanly() -> None:
    deep: Any = "warrior"
    for _ in range(20_000):
        deep = [deep]
    big_key = "x" * 1_000_000
    hostile: list[Any] = [
        {"warrior": 10 ** 10_000},
        {"warrior": 10 ** 10_000, "monk": -(10 ** 10_000)},
        ["warrior"] * 1_000_000,
        {f"k{i}": 1 for i in range(100_000)},
        deep,
        [deep] * 40,
        [big_key] * 40,
        {big_key: 3},
        ["warrior\u200b"] * 40,
        ["\x00"] * 40,
        {"warrior": float("nan")},
        {"warrior": float("inf")},
        object(),
        b"warrior",
        {"warrior", "monk"},
    ]
    start = time.perf_counter()
    for value in hostile:
        e = refusal(value)
        assert "x" * 100 not in str(e) and "\u200b" not in str(e) and "\x00" not in str(e)
    assert time.perf_counter() - start < 5


# --- the card texts -----------------------------------------------------------------------------------------

TEXT_KEYS = list(CARDS) + [BASE.key]


def granted(card: Card) -> list[Ability]:
    return [a.grant for a in card.abilities if a.grant is not None]


@pytest.mark.parametrize("key", TEXT_KEYS)
def test_each_card_text_has_name_numbers_every_ability_and_the_note(key: str) -> None:
    c = BASE if key == BASE.key else CARDS[key]
    ja, en = card_text.text_ja(key), card_text.text_en(key)
    assert ja.strip() and en.strip() and JAPANESE.search(ja)
    assert card_text.text(key, "ja") == ja and card_text.text(key, "en") == en
    assert c.name_ja in ja and c.name_en in en
    assert c.note_ja in ja and c.note_en in en
    assert card_text.TYPE_JA[c.type] in ja and card_text.TYPE_EN[c.type] in en
    if c is not BASE:
        assert f"コスト{c.cost}" in ja and f"Cost {c.cost}" in en
    if c.type == SOLDIER:
        assert f"攻力{c.attack}　体力{c.health}　移動力{c.move}" in ja
        assert f"Attack {c.attack} · Health {c.health} · Move {c.move}" in en
    elif c.type == MOUNT:
        assert f"積載{c.load}" in ja and f"Load {c.load}" in en
        for m in (c.att_mod, c.hp_mod):
            assert mod(m) in ja and mod(m) in en
    else:
        assert f"体力{c.health}" in ja and f"Health {c.health}" in en
    for a in list(c.abilities) + granted(c):
        assert card_text.keyword(a, "ja") in ja and card_text.keyword(a, "en") in en
        assert card_text.ability_text(a, "ja", c.type) in ja or a in granted(c)
        assert card_text.ability_text(a, "en", c.type) in en or a in granted(c)


@pytest.mark.parametrize("key", TEXT_KEYS)
def test_the_numbers_of_the_english_text_are_in_the_japanese_one(key: str) -> None:
    en, ja = card_text.text_en(key), card_text.text_ja(key)
    assert set(re.findall(r"\d+", en)) <= set(re.findall(r"\d+", ja))


def test_ability_texts_state_their_rules() -> None:
    shoot = Ability("shoot", n=2, r=3)
    assert "距離1〜3" in card_text.ability_text(shoot, "ja") and "2ダメージ" in card_text.ability_text(shoot, "ja")
    assert "distance 1 to 3" in card_text.ability_text(shoot, "en")
    assert "distance 1 " in card_text.ability_text(Ability("shoot", n=1, r=1), "en")
    heal = Ability("heal", n=2)
    assert "Instead of moving" in card_text.ability_text(heal, "en", SOLDIER)
    assert "end phase" in card_text.ability_text(heal, "en", FORT)
    grant = Ability("grant", grant=Ability("shoot", n=1, r=2))
    assert "either player" in card_text.ability_text(grant, "en", FORT)
    assert "The group" in card_text.ability_text(grant, "en", MOUNT)
    assert "1 damage from each shot" in card_text.ability_text(Ability("prestige"), "en")
    # README decision 1: 工作 fights only the opponent's 陣
    assert "never your own fort" in card_text.ability_text(Ability("build"), "en", SOLDIER)
    assert "自分の陣は攻撃しない" in card_text.ability_text(Ability("build"), "ja", SOLDIER)
    en, ja = card_text.RULES
    assert "an opponent's fort's square" in en and "never your own" in en and "相手の陣のマス" in ja
    assert "同名or1" in card_text.keyword(Ability("refill", tag="same_or_top"), "ja")
    assert card_text.keyword(Ability("deploy", tag="soldier"), "ja") == "【出撃:兵】"
    assert card_text.keyword(Ability("inspire", n=1), "en") == "【Inspire 1: all】"
    assert [card_text.mod_text(m) for m in (Mod("+", 0), Mod("-", 1), Mod("=", 10))] == ["+0", "−1", "【10】"]


def test_summary_and_rules_have_the_shape_of_game_info() -> None:
    for texts in (card_text.SUMMARY, card_text.RULES):
        assert isinstance(texts, tuple) and len(texts) == 2
        en, ja = texts
        assert en.strip() and ja.strip() and JAPANESE.search(ja)
    en, ja = card_text.RULES
    for word in ("7×7", "40", "30", "IP", "case 6", "【Shoot N/R】", "riders", "general", "draw"):
        assert word in en, word
    for word in ("7×7", "40", "30", "IP", "case6", "【射撃N/R】", "騎乗", "将", "引き分け", "太陽の神殿"):
        assert word in ja, word
    assert "\n\n" in en and "\n\n" in ja


def test_the_readme_lists_the_cards_decks_and_options() -> None:
    readme = (ROOT / "sevens" / "games" / "square" / "README.md").read_text(encoding="utf-8")
    for c in CARDS.values():
        assert c.name_ja in readme and f"`{c.key}`" in readme, c.key
    for d in DECKS.values():
        assert d.name_ja in readme and f"`{d.key}`" in readme
    for word in ("deck0", "deck1", "first_turn_balance", "deploy_anywhere", "## Decisions of ours",
                 "## Engine decisions", "docs/rules/square.md"):
        assert word in readme, word
    for r in range(1, 28):
        assert re.search(rf"\bR{r}\b", readme), f"R{r}"


# --- the balance changes (issue 17: "tune card numbers card by card"; README.md, "Balance") ----------------------

def test_the_played_cards_are_the_design_with_the_tuning() -> None:
    """``CARDS`` is §B2's design with ``TUNING``'s numbers and nothing else: names, types, notes and the abilities'
    kinds stay the design's, and the seed's three cards are never tuned."""
    assert set(TUNING) <= set(CARDS)
    for key, card in CARDS.items():
        changes = TUNING.get(key, {})
        design = DESIGNED[key]
        assert set(changes) <= set(NUMBERS) | set(TUNABLE_ABILITIES), key
        assert card == tune(design, changes), key
        assert [a.kind for a in card.abilities] == [a.kind for a in design.abilities], key
        assert all(tuned_text(design, f) != tuned_text(card, f) for f in changes), f"{key}: a change that changes nothing"
    assert not {k for k in TUNING if DESIGNED[k].source == "seed"}


def test_tune_changes_numbers_and_abilities_numbers_only() -> None:
    archer = tune(DESIGNED["aera-archer"], {"shoot": (1, 2), "cost": 3})
    assert (archer.cost, archer.ability("shoot")) == (3, Ability("shoot", n=1, r=2))
    assert tuned_text(archer, "shoot") == "1/2" and tuned_text(DESIGNED["aera-archer"], "shoot") == "1/3"
    foreman = tune(DESIGNED["foreman"], {"armour": 2, "health": 10})
    assert (foreman.health, foreman.ability("armour"), foreman.prestige) == (10, Ability("armour", n=2), True)
    tower = tune(DESIGNED["siege-tower"], {"att_mod": Mod("=", 5)})
    assert tuned_text(tower, "att_mod") == "【5】" and tuned_text(DESIGNED["chariot"], "hp_mod") == "+2"
    for bad in ({"name_ja": "x"}, {"shoot": (1, 1)}, {"build": 1}):
        with pytest.raises(ValueError, match="no number"):
            tune(DESIGNED["ram"], bad)


def _readme_rows(section: str) -> list[list[str]]:
    readme = (ROOT / "sevens" / "games" / "square" / "README.md").read_text(encoding="utf-8")
    text = readme.split(section)[1].split("\n## ")[0]
    return [[x.strip() for x in line.strip().strip("|").split("|")] for line in text.splitlines()
            if line.startswith("| `")]


def test_every_tuned_number_is_recorded_in_the_readme_with_the_designs() -> None:
    """README.md, "Balance": a row ``| `key` | field | design | played | ...`` for each change of ``TUNING``."""
    rows = {(r[0].strip("`"), r[1]): (r[2], r[3]) for r in _readme_rows("## Balance")}
    for key, changes in TUNING.items():
        for field in changes:
            assert rows.get((key, field)) == (tuned_text(DESIGNED[key], field), tuned_text(CARDS[key], field)), \
                (key, field)
    assert {k for k, _ in rows} <= set(TUNING)


def test_the_readmes_card_tables_give_the_played_numbers() -> None:
    """README.md, "Cards": cost and 攻/体/移 (兵), 積載, 攻, 体, 移 (騎), 体力 (陣) as the engine plays them."""
    seen = set()
    for r in _readme_rows("## Cards"):
        key = r[0].strip("`")
        if key == BASE.key:
            continue
        c = CARDS[key]
        seen.add(key)
        assert r[3] == str(c.cost), key
        if c.type == SOLDIER:
            assert r[4] == f"{c.attack}/{c.health}/{c.move}", key
        elif c.type == MOUNT:
            assert (r[4], r[5], r[6], r[7]) == (str(c.load), mod(c.att_mod), mod(c.hp_mod), str(c.move)), key
        else:
            assert r[4] == str(c.health), key
    assert seen == set(CARDS)


def test_the_readme_gives_the_played_curve_of_each_deck_whose_costs_were_tuned() -> None:
    """README.md, "Decks": the curve with the costs played, for each deck that holds a card whose cost ``TUNING``
    changes (the table gives §C's)."""
    readme = (ROOT / "sevens" / "games" / "square" / "README.md").read_text(encoding="utf-8")
    for key, deck in DECKS.items():
        costs = [CARDS[k].cost for k in deck.cards]
        if costs == [DESIGNED[k].cost for k in deck.cards]:
            continue
        curve = "/".join(str(costs.count(n)) for n in (1, 2, 3, 4))
        assert f"{key}'s is {curve} · {sum(costs) / len(costs):.2f}" in readme, key
