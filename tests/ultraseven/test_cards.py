"""The data of ウルトラセブン (``sevens.games.ultraseven.cards``) against docs/rules/ultraseven.md, table by table.

Each table of the rules document is read again from the document itself and compared with the data: §A's areas
and its cards-per-area lists, §B's 45 invasion cards, §C's events and information cards, §D's members, weapons,
Seven's transformation table and techniques, capsule monsters and the short plays' subsets. Counts, totals and
the ★ texts are checked by hand-typed expectations too; the printed odds are recomputed from the dice.
"""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from sevens.games.ultraseven import cards
from sevens.games.ultraseven.cards import (AREAS, CAPSULES, DECK_KEYS, EVENTS, INFORMATION, INVASIONS, MEMBERS,
                                           MONSTER_COPIES, MONSTERS, ORDINARY_KEYS, SCENARIOS, SPECIAL_KEYS,
                                           TECHNIQUES, TRANSFORM_VALUES, WEAPONS, Effect, Result, Stage)

ROOT = Path(__file__).resolve().parents[2]
RULES = (ROOT / "docs" / "rules" / "ultraseven.md").read_text(encoding="utf-8")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def section(start: str, end: str) -> str:
    """The document's text from the heading ``start`` to the heading ``end``."""
    return RULES.split(start, 1)[1].split(end, 1)[0]


def rows(text: str) -> list[list[str]]:
    """The body rows of the markdown tables in ``text`` (header and rule rows left out), as stripped cells."""
    out: list[list[str]] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if set("".join(cells)) <= set("-: "):
            continue
        if i + 1 < len(lines) and lines[i + 1].startswith("|---"):
            continue  # a header
        out.append(cells)
    return out


def num(text: str) -> int:
    """A printed number: "−2", "+1", "0"; "4 [T] (was 3)": a number changed by the balance runs, the new one."""
    return int(text.split(" [T]")[0].replace("−", "-").replace("+", ""))


def tdf(text: str) -> int | None:
    return None if text == "−" else num(text)


def key_of(episode: str) -> str:
    """§B's 話 column ("8", "14・15") as a card key."""
    return "ep" + episode.replace("・", "-")


AREA_BY_JA = {a.name_ja: a.key for a in AREAS.values()}


# --- §0 and the totals --------------------------------------------------------------------------------------

def test_the_totals_of_section_0() -> None:
    """71 play cards (45 invasion + 18 events + the ep-12 card + 7 information), 24 TDF cards (7 + 6 + 11)."""
    assert (len(INVASIONS), len(EVENTS) - 1, len(INFORMATION)) == (45, 18, 7)
    assert len(DECK_KEYS) == len(set(DECK_KEYS)) == 71
    assert len(MEMBERS) + len(WEAPONS) + len(CAPSULES) == 24
    assert (len(SPECIAL_KEYS), len(ORDINARY_KEYS)) == (4, 41)
    assert set(SPECIAL_KEYS) | set(ORDINARY_KEYS) == set(INVASIONS)
    assert {cards.kind(k) for k in INVASIONS} == {cards.INVASION}
    assert {cards.kind(k) for k in EVENTS} == {cards.EVENT}
    assert {cards.kind(k) for k in INFORMATION} == {cards.INFO}
    with pytest.raises(KeyError):
        cards.kind("ep12b")


def test_keys_are_ascii_and_every_name_is_in_both_languages() -> None:
    tables = (AREAS, INVASIONS, EVENTS, INFORMATION, MEMBERS, WEAPONS, TECHNIQUES, MONSTERS, CAPSULES, SCENARIOS)
    for table in tables:
        for key, value in table.items():
            assert key.isascii() and key == value.key
    names = [(a.name_ja, a.name_en) for a in AREAS.values()]
    names += [(c.title_ja, c.title_en) for c in INVASIONS.values()] + [(c.alien_ja, c.alien_en)
                                                                        for c in INVASIONS.values()]
    for table2 in (EVENTS, INFORMATION, MEMBERS, WEAPONS, TECHNIQUES, MONSTERS, SCENARIOS):
        names += [(v.name_ja, v.name_en) for v in table2.values()]
    for ja, en in names:
        assert JAPANESE.search(ja) and en and not JAPANESE.search(en), (ja, en)
    assert len({c.title_en for c in INVASIONS.values()}) == 45
    assert len({c.title_ja for c in INVASIONS.values()}) == 45


# --- §A -----------------------------------------------------------------------------------------------------

def test_the_six_areas_are_section_A() -> None:
    table = rows(section("## A. Recon areas", "Cards per area"))
    assert len(table) == 6
    for (number, ja, en, covers, _restriction, _tag), area in zip(table, AREAS.values()):
        assert (area.number, area.name_ja, area.name_en, area.covers_en) == (int(number), ja, en, covers)
    assert [a.key for a in AREAS.values() if a.kiriyama_exempt] == ["base"]


def test_cards_per_area_match_section_A_lists() -> None:
    lists = section("Cards per area", "## B.")
    seen: list[str] = []
    for m in re.finditer(r"^- (\S+) \((\d+)\): (.+)$", lists, re.M):
        area = AREA_BY_JA[m.group(1)]
        keys = [key_of(x.strip().rstrip("★")) for x in m.group(3).split(",")]
        assert len(keys) == int(m.group(2))
        assert [k for k, c in INVASIONS.items() if c.area == area] == keys
        assert all((k in SPECIAL_KEYS) == x.strip().endswith("★") for k, x in zip(keys, m.group(3).split(",")))
        seen += keys
    assert sorted(seen) == sorted(INVASIONS)
    counts = {a: sum(c.area == a for c in INVASIONS.values()) for a in AREAS}
    assert counts == {"space": 8, "base": 7, "city": 9, "mountain": 8, "sea": 6, "associates": 7}


# --- §B -----------------------------------------------------------------------------------------------------

B_TABLE = rows(section("| 話 | タイトル", "Shape of the set"))


def test_section_B_has_45_rows_in_episode_order() -> None:
    assert len(B_TABLE) == 45
    assert [key_of(r[0]) for r in B_TABLE] == list(INVASIONS)


@pytest.mark.parametrize("row", B_TABLE, ids=[r[0] for r in B_TABLE])
def test_invasion_card_numbers(row: list[str]) -> None:
    episode, title, alien, area, recon, hidden, exposed, limit, power, tdf_value, condition, note = row
    c = INVASIONS[key_of(episode)]
    assert (c.episode_ja, c.title_ja, c.alien_ja, c.area) == (episode, title, alien, AREA_BY_JA[area])
    assert (c.recon, c.hidden_rate, c.exposed_rate, c.limit, c.power) == (
        num(recon), num(hidden), num(exposed), num(limit), num(power))
    assert c.tdf == tdf(tdf_value)
    assert c.condition == condition
    assert c.note_en == note
    assert c.special == note.startswith("★")


def test_the_shape_of_the_set() -> None:
    """§B "Shape of the set": 戦闘力 4–9 as tuned (mean 4.8; 2–9, mean 4.4, before);
    偵察 −4 to +1; five "−" cards; ten 侵略条件; rates 1 or 2 and
    暗躍限界 ≤ 9 (so a face-down card never reaches 13)."""
    powers = [c.power for c in INVASIONS.values()]
    assert (min(powers), max(powers), round(sum(powers) / len(powers), 1)) == (4, 9, 4.8)
    recons = [c.recon for c in INVASIONS.values()]
    assert (min(recons), max(recons)) == (-4, 1)
    assert [c.episodes[0] for c in INVASIONS.values() if c.tdf is None] == [31, 32, 37, 43, 46]
    assert sum(bool(c.condition) for c in INVASIONS.values()) == 10
    assert {c.hidden_rate for c in INVASIONS.values()} | {c.exposed_rate for c in INVASIONS.values()} == {1, 2}
    assert max(c.limit for c in INVASIONS.values()) == 9 < 13
    assert all(c.condition in INFORMATION for c in INVASIONS.values() if c.condition)


def test_the_four_special_texts() -> None:
    """§B "Special card texts": the two-stage cards, 25's capsule-first, 39・40's capture, 48・49's beam ban."""
    west, zero, plot, biggest = (INVASIONS[k] for k in SPECIAL_KEYS)
    assert (west.episodes, zero.episodes, plot.episodes, biggest.episodes) == ((14, 15), (25,), (39, 40), (48, 49))
    assert (west.condition, zero.condition, plot.condition, biggest.condition) == ("I1", "I7", "I5", "I6")
    assert west.second == Stage("後編", "Part Two", 6, +1)
    assert biggest.second is not None and (biggest.second.name_ja, biggest.second.power) == ("改造パンドン", 6)
    assert biggest.second.tdf == biggest.tdf == -1  # only 戦闘力 changes for 改造パンドン
    assert biggest.beam_ban and zero.capsule_first and plot.captures and plot.rescue == 2
    others = [c for c in INVASIONS.values() if not c.special]
    assert not any(c.second or c.beam_ban or c.capsule_first or c.captures or c.rescue for c in others)
    assert [c.key for c in INVASIONS.values() if c.second] == ["ep14-15", "ep48-49"]
    assert [c.key for c in INVASIONS.values() if c.special] == list(SPECIAL_KEYS)
    assert (west.power_at(0), west.tdf_at(0), west.power_at(1), west.tdf_at(1)) == (9, -2, 6, 1)
    assert (biggest.power_at(0), biggest.power_at(1), biggest.tdf_at(1)) == (8, 6, -1)
    dally = INVASIONS["ep31"]
    assert (dally.power_at(1), dally.tdf_at(0), dally.tdf_at(1)) == (5, None, None)  # one-sided cards stay


# --- §C -----------------------------------------------------------------------------------------------------

# Hand-typed from §C's Effect column.
EVENT_EFFECTS = {
    "E01": (Effect("kurata"),),
    "E02": (Effect("kurata"), Effect("recon", 1, "space")),
    "E03": (Effect("recon_group", 2),),
    "E04": (Effect("redeploy", 2),),
    "E05": (Effect("weapons", 3),),
    "E06": (Effect("attack", 2, "soga"),),
    "E07": (Effect("recon_dan", 2),),
    "E08": (Effect("no_kiriyama_rule"),),
    "E09": (Effect("attack", 1),),
    "E10": (Effect("ap", 2),),
    "E11": (Effect("no_redeploy"),),
    "E12": (Effect("ban", 0, "hawk1"),),
    "E13": (Effect("confine", 0, "kiriyama"),),
    "E14": (Effect("ban"),),
    "E15": (Effect("no_transform"),),
    "E16": (Effect("recon", -2, "sea"), Effect("recon", -2, "mountain")),
    "E17": (Effect("overload", 1),),
    "E18": (Effect("recon", -1),),
    "ep12": (Effect("end_action"),),
}


def test_the_events_of_section_C() -> None:
    table = rows(section("| ID | 名称 | Side |", "Information cards take effect"))
    assert len(table) == 19
    for (ident, name, side, _effect), event in zip(table, EVENTS.values()):
        assert event.key == ("ep12" if ident == "第12話" else ident)
        assert event.name_ja == name
        assert event.side == {"TDF": "tdf", "Alien": "alien", "—": ""}[side]
    assert [e.key for e in EVENTS.values()] == [f"E{i:02}" for i in range(1, 19)] + ["ep12"]
    assert {k: e.effects for k, e in EVENTS.items()} == EVENT_EFFECTS
    assert sum(e.side == "tdf" for e in EVENTS.values()) == sum(e.side == "alien" for e in EVENTS.values()) == 9


def test_event_texts_name_their_numbers() -> None:
    """Each event's English text carries the amounts of its effects (a typo in one or the other shows)."""
    for e in EVENTS.values():
        for eff in e.effects:
            if eff.n:
                sign = "" if eff.kind in ("redeploy", "weapons", "overload") else ("+" if eff.n > 0 else "−")
                assert f"{sign}{abs(eff.n)}" in e.text_en, (e.key, eff)


INFO_EFFECTS = {
    "I1": (Effect("recon", 1, "space"),),
    "I2": (Effect("weapon_power", 3, "hawk2"),),
    "I3": (Effect("recon", 1, "sea"),),
    "I4": (Effect("transform", -1, against=("ep37", "ep46")),),
    "I5": (Effect("no_refight", against=("ep39-40",)),),
    "I6": (Effect("transform", -1, energy=20, against=("ep48-49",)),),
    "I7": (Effect("recon", 1, "base"),),
}


def test_the_information_cards_of_section_C_and_what_they_unlock() -> None:
    table = rows(section("| ID | 名称 | Lasting effect |", "The short plays:"))
    assert len(table) == 7
    for (ident, name, effect, unlocks), info in zip(table, INFORMATION.values()):
        for ja, en in (("宇宙", "Space"), ("海", "Sea"), ("基地", "Base")):
            effect = effect.replace(f" {ja} ", f" {en} ")
        effect = effect.replace(" [T]", "")  # tuned by the balance runs (README "Card tuning")
        assert (info.key, info.name_ja, info.text_en) == (ident, name, effect)
        printed = [key_of(m.group(1)) for m in re.finditer(r"(?:^|, )(\d+(?:・\d+)?)", unlocks)]
        assert list(info.unlocks) == printed
        assert sorted(info.unlocks) == sorted(k for k, c in INVASIONS.items() if c.condition == ident)
    assert {k: i.effects for k, i in INFORMATION.items()} == INFO_EFFECTS


# --- §D -----------------------------------------------------------------------------------------------------

def test_the_members_of_section_D() -> None:
    table = rows(section("### Members (7)", "### Weapons (6)"))
    assert len(table) == 7
    for (name, recon, combat, note), m in zip(table, MEMBERS.values()):
        assert (m.name_ja, m.recon, m.combat) == (name, int(recon), int(combat))
        assert bool(note) and bool(m.note_en)
    assert [m.key for m in MEMBERS.values() if m.event_only] == ["kurata"]
    assert MEMBERS["kurata"].only_area == "space"
    assert cards.KIRIYAMA_RULE == 4 and cards.WEAPONS_PER_TURN == 2


def _member(token: str) -> str:
    found = [m.key for m in MEMBERS.values() if m.name_ja.startswith(token) or m.name_ja.endswith(token)]
    assert len(found) == 1, token
    return found[0]


def test_the_weapons_of_section_D() -> None:
    table = rows(section("### Weapons (6)", "Worked examples"))
    assert len(table) == 6
    users: dict[str, tuple[str, ...]] = {}
    for (name, recon, combat, who, where), w in zip(table, WEAPONS.values()):
        assert (w.name_ja, w.recon) == (name, num(recon))
        assert w.combat == num(re.match(r"[+−]\d", combat).group(0))  # type: ignore[union-attr]
        users[w.key] = users["hawk1"] if who == "as Hawk 1" else tuple(_member(t.strip()) for t in who.split(","))
        assert w.users == users[w.key]
        if where == "all":
            assert w.areas == tuple(AREAS)
        elif where.startswith("all except "):
            gone = AREA_BY_JA[where.split()[2]]
            assert w.areas == tuple(a for a in AREAS if a != gone)
        else:
            assert where.endswith(" only") and w.areas == (AREA_BY_JA[where.split()[0]],)
    assert [w.key for w in WEAPONS.values() if w.spread > 1] == ["hawk1"] and WEAPONS["hawk1"].spread == 3
    assert "anne" not in WEAPONS["hawk1"].users + WEAPONS["hawk2"].users  # §D: Anne cannot fly Hawk 1 or 2


def test_the_worked_examples_of_section_D() -> None:
    """ソガ 3 + ホーク2号 2 + TDF 0 = 5 (5/6); アンヌ 1 + TDF −1 = 0 (a miss is certain)."""
    assert MEMBERS["soga"].combat + WEAPONS["hawk2"].combat + 0 == 5
    assert MEMBERS["anne"].combat + (INVASIONS["ep3"].tdf or 0) == 0


def two_dice_at_most(v: int) -> Fraction:
    return Fraction(sum(a + b <= v for a, b in product(range(1, 7), repeat=2)), 36)


def test_the_transformation_table_and_its_odds() -> None:
    text = section("Transformation value by the number", "- **Base combat power")
    others, _rule, values, odds = [[c.strip() for c in line.strip().strip("|").split("|")]
                                   for line in text.splitlines() if line.startswith("|")]
    assert others[1:] == [str(i) for i in range(7)] and values[0] == "value" and odds[0] == "P(success)"
    assert list(TRANSFORM_VALUES) == [int(v) for v in values[1:]]
    assert [cards.transform_value(i) for i in range(7)] == list(TRANSFORM_VALUES)
    assert cards.transform_value(9) == 4 and cards.transform_value(-1) == 10
    assert [f"{round(100 * two_dice_at_most(v))}%" for v in TRANSFORM_VALUES] == odds[1:]
    assert cards.SEVEN_BASE == 4 and "**Base combat power: 4.**" in RULES


def test_the_techniques_of_section_D() -> None:
    table = rows(section("| Technique | +戦闘力 = energy |", "Melee odds"))
    assert len(table) == 6
    for (name, power, note), t in zip(table, TECHNIQUES.values()):
        assert (t.name_ja, t.power, t.cost) == (name, int(power), int(power))
        assert t.beam == note.startswith("beam")
    assert [t.key for t in TECHNIQUES.values() if t.beam] == ["handy", "emerium", "wide"]
    assert min(t.cost for t in TECHNIQUES.values()) >= 1


def test_the_melee_odds_of_section_D() -> None:
    """Seven (4 + technique + 1d6) against the card (current strength + 1d6): §D's win / tie / loss per margin."""
    lines = re.findall(r"^- m = \+?(\d): (\d+) / (\d+) / (\d+)%$", RULES, re.M)
    assert len(lines) == 5
    for m, win, tie, loss in lines:
        rolls = [int(m) + a - b for a, b in product(range(1, 7), repeat=2)]
        got = [round(100 * Fraction(sum(f(x) for x in rolls), 36)) for f in (
            lambda x: x > 0, lambda x: x == 0, lambda x: x < 0)]
        assert got == [int(win), int(tie), int(loss)]


def _result(cell: str) -> Result:
    if cell == "—":
        return Result("none")
    m = re.fullmatch(r"(ダメージ|侵略チット)([+−])(\d)", cell)
    assert m is not None, cell
    assert m.group(2) == ("+" if m.group(1) == "ダメージ" else "−")
    return Result("damage" if m.group(1) == "ダメージ" else "chits", int(m.group(3)))


def test_the_capsule_monsters_of_section_D() -> None:
    table = rows(section("### Capsule monsters (11 cards)", "Short-play subsets"))
    assert len(table) == 3
    for (name, *faces), monster in zip(table, MONSTERS.values()):
        ja, ids = name.split()
        assert monster.name_ja == ja
        letter, first, last = re.fullmatch(r"([WMA])(\d)–[WMA](\d)", ids).groups()  # type: ignore[union-attr]
        assert monster.letter == letter and MONSTER_COPIES[monster.key] == int(last) - int(first) + 1
        assert monster.table == tuple(_result(f) for f in faces)
    assert list(CAPSULES) == ["W1", "W2", "W3", "W4", "W5", "M1", "M2", "M3", "M4", "A1", "A2"]
    assert all(MONSTERS[c.monster].letter == k[0] for k, c in CAPSULES.items())


def _expand(text: str) -> set[str]:
    out: set[str] = set()
    for part in text.split(","):
        m = re.fullmatch(r"([WMA])(\d)(?:–[WMA](\d))?", part.strip())
        assert m is not None, part
        out |= {f"{m.group(1)}{i}" for i in range(int(m.group(2)), int(m.group(3) or m.group(2)) + 1)}
    return out


def test_the_short_plays_capsule_subsets() -> None:
    """§D: 1クール uses W1, M1, A1 (R 21.2.3); 2クール M1–M2, W1–W3, A1 (R 21.3.3); the full game all 11 (R 3.1)."""
    one = re.search(r"1クール uses ([^(]+) \(R 21\.2\.3\)", RULES)
    two = re.search(r"2クール uses ([^(]+) \(R 21\.3\.3\)", RULES)
    assert one and two
    assert set(SCENARIOS["1cour"].capsules) == _expand(one.group(1)) == {"W1", "M1", "A1"}
    assert set(SCENARIOS["2cour"].capsules) == _expand(two.group(1))
    assert set(SCENARIOS["full"].capsules) == set(CAPSULES)
    kinds = [CAPSULES[c].monster for c in SCENARIOS["2cour"].capsules]
    assert (kinds.count("miclas"), kinds.count("windom"), kinds.count("agira")) == (2, 3, 1)  # R 21.3.3


# --- the scenarios (R 3, R 21) ------------------------------------------------------------------------------

# Hand-typed from the seed, R 3.2/3.3 and R 21.2/21.3: (energy, events of 19, ★ of 4, ordinary of 41, information,
# deck size, 侵略条件 apply).
SCENARIO_TABLE = {
    "full": (130, 19, 4, 41, True, 71, True),
    "2cour": (75, 10, 2, 24, True, 43, True),
    "1cour": (37, 5, 1, 12, False, 18, False),
}


@pytest.mark.parametrize("key", list(SCENARIO_TABLE))
def test_scenario_data(key: str) -> None:
    sc = SCENARIOS[key]
    assert (sc.energy, sc.events, sc.specials, sc.ordinary, sc.information, sc.deck_size,
            sc.conditions) == SCENARIO_TABLE[key]
    assert sc.invasions == sc.specials + sc.ordinary
    pools = dict((pool, n) for pool, n in sc.pools)
    assert pools == {tuple(EVENTS): sc.events, SPECIAL_KEYS: sc.specials, ORDINARY_KEYS: sc.ordinary,
                     tuple(INFORMATION): 7 if sc.information else 0}
    assert sum(pools.values()) == sc.deck_size and all(n <= len(pool) for pool, n in pools.items())
    assert f"{sc.energy}" in section("**Emerium energy track:**", "\n")


def test_the_energy_line_of_section_D() -> None:
    line = section("**Emerium energy track:**", "\n")
    assert "130 in the full game, 75 in 2クール, 37 in 1クール" in line
    assert [SCENARIOS[k].energy for k in ("full", "2cour", "1cour")] == [130, 75, 37]


def test_the_readme_copies_the_rule_decisions_word_for_word() -> None:
    """The game's README quotes the §E decisions it relies on with their numbers: each quote is the document's."""
    readme = (ROOT / "sevens" / "games" / "ultraseven" / "README.md").read_text(encoding="utf-8")
    decisions = section("## E. Rule ambiguities", "## F.")
    quoted = re.findall(r"^- \*\*E (\d+)\.\*\* (.+)$", readme, re.M)
    assert len(quoted) >= 10
    for n, text in quoted:
        assert f"\n{n}. {text}\n" in decisions, n
    assert "U 1" in readme and "U 4" in readme
