"""The ウルトラセブン table's texts (web/ultraseven/text.py) and rules panel (web/ultraseven/rules_text.py):
every string in both languages, every card of every scenario with a title and a line, the rules html."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from fractions import Fraction
from html.parser import HTMLParser
from typing import Any

import pytest

from sevens.games.ultraseven import cards
from sevens.games.ultraseven.state import OVER, PHASES
from web.ultraseven import text
from web.ultraseven.text import STRINGS, card_keys, card_line, card_title, tx

LANGS = ("ja", "en")
JA_CHARS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def scenario_cards(key: str) -> set[str]:
    """Every card a game of scenario ``key`` can hold: its deck's pools, the TDF's members, weapons, techniques
    and the scenario's capsules, the areas and Seven."""
    sc = cards.SCENARIOS[key]
    deck = {k for pool, n in sc.pools if n for k in pool}
    return (deck | set(cards.MEMBERS) | set(cards.WEAPONS) | set(cards.TECHNIQUES) | set(sc.capsules)
            | set(cards.AREAS) | {text.SEVEN})


def test_every_string_has_both_languages() -> None:
    for key, pair in STRINGS.items():
        assert set(pair) == set(LANGS), key
        for lang in LANGS:
            assert isinstance(pair[lang], str) and pair[lang].strip(), (key, lang)


def test_string_fields_match_between_languages() -> None:
    field = re.compile(r"\{(\w+)\}")
    for key, pair in STRINGS.items():
        assert set(field.findall(pair["ja"])) == set(field.findall(pair["en"])), key


def test_tx_fills_fields_and_singular() -> None:
    assert tx("hidden_card", "en", k=3) == "hidden card #3"
    assert tx("hidden_card", "ja", k=3) == "裏向きのカード #3"
    assert tx("chits_n", "en", n=4) == "4 chits"
    assert tx("chits_n", "en", n=1) == "1 chit"
    assert tx("hidden_card_chits", "en", k=0, n=1) == "hidden card #0 with 1 chit"
    assert tx("hidden_card_chits", "en", k=2, n=0) == "hidden card #2 with 0 chits"
    assert tx("odds", "en", p=42) == "42% to succeed"
    assert tx("seat_0", "ja") == "地球防衛軍" and tx("seat_1", "ja") == "星人側"
    assert tx("seat_0", "en") == "TDF" and tx("seat_1", "en") == "Alien"


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_formats_without_raising(lang: str) -> None:
    field = re.compile(r"\{(\w+)\}")
    for key, pair in STRINGS.items():
        fields = {name: 2 for name in field.findall(pair["ja"] + pair["en"])}
        out = tx(key, lang, **fields) if fields else tx(key, lang)
        assert "{" not in out and out.strip(), (key, out)


def test_area_and_phase_names() -> None:
    for key, a in cards.AREAS.items():
        assert tx("area_" + key, "ja") == a.name_ja == text.area_name(key, "ja")
        assert tx("area_" + key, "en") == a.name_en == text.area_name(key, "en")
    expected_ja = {"alien": "星人側アクション", "deploy": "TDF隊員配置", "recon": "偵察判定", "redeploy": "TDF再配置",
                   "combat": "戦闘", "check": "勝利判定", "over": "ゲーム終了"}
    for phase in (*PHASES, OVER):
        assert text.phase_name(phase, "ja") == expected_ja[phase]
        assert text.phase_name(phase, "en") and text.phase_name(phase, "en") != phase


@pytest.mark.parametrize("scenario", list(cards.SCENARIOS))
def test_every_card_of_every_scenario_has_title_and_line(scenario: str) -> None:
    for key in scenario_cards(scenario):
        for lang in LANGS:
            assert card_title(key, lang).strip() and card_title(key, lang) != key, (key, lang)
            assert card_line(key, lang).strip(), (key, lang)
        assert card_title(key, "ja") != card_title(key, "en"), key
        assert JA_CHARS.search(card_line(key, "ja")), key


def test_ja_title_is_the_cards_japanese_title() -> None:
    for key, c in cards.INVASIONS.items():
        assert card_title(key, "ja") == c.title_ja and card_title(key, "en") == c.title_en
    tables: list[Mapping[str, Any]] = [cards.EVENTS, cards.INFORMATION, cards.MEMBERS, cards.WEAPONS,
                                       cards.TECHNIQUES, cards.MONSTERS, cards.AREAS]
    for table in tables:
        for key, obj in table.items():
            assert card_title(key, "ja") == getattr(obj, "name_ja"), key
            assert card_title(key, "en") == getattr(obj, "name_en"), key
    for key, cap in cards.CAPSULES.items():
        assert card_title(key, "ja") == cards.MONSTERS[cap.monster].name_ja


def test_card_keys_cover_every_table() -> None:
    keys = card_keys()
    assert len(keys) == len(set(keys))
    for table in (cards.INVASIONS, cards.EVENTS, cards.INFORMATION, cards.MEMBERS, cards.WEAPONS, cards.TECHNIQUES,
                  cards.CAPSULES, cards.MONSTERS, cards.AREAS):
        assert set(table) <= set(keys)


def test_invasion_lines_carry_the_numbers() -> None:
    for key, c in cards.INVASIONS.items():
        ja, en = card_line(key, "ja"), card_line(key, "en")
        assert f"戦闘力{c.power}" in ja and f"strength {c.power}" in en, key
        assert f"TDF値{text.tdf_text(c.tdf)}" in ja and f"TDF {text.tdf_text(c.tdf)}" in en, key
        assert f"暗躍限界{c.limit}" in ja and f"limit {c.limit}" in en, key
        assert f"偵察値{text.signed(c.recon)}" in ja, key
        if c.condition:
            assert cards.INFORMATION[c.condition].name_ja in ja and c.condition in en, key
        assert ("★" in ja) == c.special and ("★" in en) == c.special, key


def test_other_lines_carry_the_numbers() -> None:
    for key, t in cards.TECHNIQUES.items():
        assert f"エネルギー{t.cost}" in card_line(key, "ja") and f"{t.cost} energy" in card_line(key, "en")
    for key, m in cards.MEMBERS.items():
        assert f"偵察{m.recon} · 戦闘{m.combat}" in card_line(key, "ja")
    for key, w in cards.WEAPONS.items():
        assert f"recon {text.signed(w.recon)} · combat {text.signed(w.combat)}" in card_line(key, "en")
    for key in cards.EVENTS:
        assert text.EFFECT_JA[key] in card_line(key, "ja") and cards.EVENTS[key].text_en in card_line(key, "en")
    for key in cards.INFORMATION:
        assert text.EFFECT_JA[key] in card_line(key, "ja")


def test_unknown_keys_do_not_raise() -> None:
    for lang in LANGS:
        assert card_title("nope", lang) == "nope"
        assert card_line("nope", lang) == ""
        assert text.area_name("nope", lang) == "nope"
        assert text.phase_name("nope", lang) == "nope"


def test_signed_and_tdf_text() -> None:
    assert [text.signed(n) for n in (-2, 0, 3)] == ["−2", "0", "+3"]
    assert text.tdf_text(None) == "−"


def test_odds() -> None:
    assert text.chance_at_most(2, 7) == Fraction(21, 36)
    assert text.chance_at_most(2, 1) == 0 and text.chance_at_most(2, 12) == 1
    assert text.chance_at_most(1, 4) == Fraction(4, 6) and text.chance_at_most(1, 9) == 1
    assert text.melee_chances(5, 5) == (Fraction(15, 36), Fraction(6, 36))
    assert text.percent(Fraction(1, 36)) == "3" and text.percent(Fraction(35, 36)) == "97"
    assert text.percent(Fraction(1, 1000)) == "1" and text.percent(Fraction(999, 1000)) == "99"
    assert text.odds_text(Fraction(1, 2), "en") == "50% to succeed"
    assert text.odds_text(1, "en") == tx("sure", "en") and text.odds_text(0, "ja") == tx("never", "ja")


# --- the rules panel ------------------------------------------------------------------------------------------

VOID = {"br", "hr", "img", "wbr", "input", "meta", "link", "col"}


class Balance(HTMLParser):
    """Checks that every element is closed in order (void elements aside)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parsed(doc: str) -> Balance:
    b = Balance()
    b.feed(doc)
    b.close()
    return b


def row(doc: str, key: str) -> str:
    start = doc.index(f'<tr data-card="{key}">')
    return doc[start:doc.index("</tr>", start)]


def test_balance_checker_can_fail() -> None:
    assert parsed("<p><b>x</p></b>").errors
    assert parsed("<p>x").stack == ["p"]


@pytest.mark.parametrize("lang", LANGS)
def test_rules_html_is_balanced(lang: str) -> None:
    from web.ultraseven.rules_text import RULES
    b = parsed(RULES[lang])
    assert b.errors == [] and b.stack == []


@pytest.mark.parametrize("lang", LANGS)
def test_rules_name_each_phase_and_scenario_energy(lang: str) -> None:
    from web.ultraseven.rules_text import RULES
    plain = "".join(parsed(RULES[lang]).text)
    for phase in PHASES:
        assert text.phase_name(phase, lang) in plain, phase
    assert {sc.energy for sc in cards.SCENARIOS.values()} == {130, 75, 37}
    for sc in cards.SCENARIOS.values():
        assert text.scenario_name(sc.key, lang) in plain, sc.key
        start = RULES[lang].index(f'<tr data-scenario="{sc.key}">')
        assert f"<td>{sc.energy}</td>" in RULES[lang][start:RULES[lang].index("</tr>", start)], sc.key
        assert str(sc.energy) in plain


@pytest.mark.parametrize("lang", LANGS)
def test_rules_cover_the_topics(lang: str) -> None:
    from web.ultraseven.rules_text import RULES
    plain = "".join(parsed(RULES[lang]).text)
    words = (["2d6", "1d6", "変身", "格闘戦", "カプセル怪獣", "イベント", "情報カード", "★", "エネルギー", "勝ち",
              "オプション", "異常なし"] if lang == "ja" else
             ["2d6", "1d6", "Transformation", "Melee", "Capsule monsters", "event", "information", "★", "energy",
              "wins", "Options", "異常なし"])
    for w in words:
        assert w in plain, w
    assert "<script" not in RULES[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_card_reference_lists_every_card_in_both_languages_page_first(lang: str) -> None:
    from web.ultraseven.rules_text import RULES
    doc = RULES[lang]
    other = "en" if lang == "ja" else "ja"
    keys = (list(cards.INVASIONS) + list(cards.EVENTS) + list(cards.INFORMATION) + list(cards.MEMBERS)
            + list(cards.WEAPONS) + list(cards.TECHNIQUES) + list(cards.MONSTERS) + list(cards.AREAS))
    for key in keys:
        r = row(doc, key)
        mine, theirs = html.escape(card_title(key, lang)), html.escape(card_title(key, other))
        assert mine in r and theirs in r, key
        assert r.index(f'<span lang="{lang}">') < r.index(f'<span class="other" lang="{other}">'), key
    for key, c in cards.INVASIONS.items():
        r = row(doc, key)
        assert f"<td>{c.limit}</td>" in r and html.escape(text.tdf_text(c.tdf)) in r, key
        assert str(c.power) in r, key


def test_a_melee_s_three_chances_add_up_to_100() -> None:
    """A QA pass (2026-12-04) read "win 83%, tie 8%, lose 8%": rounded one by one they made 99."""
    got = text.percents((Fraction(5, 6), Fraction(1, 12), Fraction(1, 12)))
    assert sum(map(int, got)) == 100 and got in (["84", "8", "8"], ["83", "9", "8"], ["83", "8", "9"]), got
    assert text.percents((Fraction(1), Fraction(0), Fraction(0))) == ["100", "0", "0"]
    small = [int(x) for x in text.percents((Fraction(70, 72), Fraction(1, 72), Fraction(1, 72)))]
    assert sum(small) == 100 and min(small) >= 1, "a chance that is not nil never reads 0"
    tiny = [int(x) for x in text.percents((Fraction(997, 1000), Fraction(2, 1000), Fraction(1, 1000)))]
    assert tiny == [98, 1, 1], tiny
    for a in range(37):
        for b in range(37 - a):
            got = [int(x) for x in text.percents((Fraction(a, 36), Fraction(b, 36), Fraction(36 - a - b, 36)))]
            assert sum(got) == 100 and all((g == 0) == (n == 0) for g, n in zip(got, (a, b, 36 - a - b)))
            assert all(abs(g - n * 100 / 36) < 2 for g, n in zip(got, (a, b, 36 - a - b))), got
