"""The card texts of 7 SHADES OF S:EVEN (``sevens.games.shades.card_text``) against the card table and the rules.

Every kind of ``cards.KINDS`` has its texts in both languages; the face texts fit a card on the 7×7 board; the
Japanese says what the English says as far as a cheap check can tell (the same numbers); the notes are the
seed's CARD COLLECTION blocks as docs/rules/shades.md §A and §B map and quote them; the README lists the
cards and the 41 decisions.
"""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from sevens.games.shades import card_text, cards
from sevens.games.shades.card_text import TEXTS, CardText

ROOT = Path(__file__).resolve().parents[2]
CODES = [k.code for k in cards.KINDS]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
NUMBER = re.compile(r"\d+")
PAIRS = ("arrival", "hand", "short", "notes")
NOTE_HEADS = {"到達効果補足：": "Arrival note: ", "手札効果補足：": "Hand note: ", "補足：": "Note: ",
              "カード自体の補足：": "Card note: "}


def numbers(text: str) -> set[str]:
    return set(NUMBER.findall(text))


def test_every_kind_has_a_text_and_no_other_code_does() -> None:
    assert len(CODES) == 34
    assert set(TEXTS) == set(CODES)
    assert len(TEXTS) == len(CODES)


@pytest.mark.parametrize("code", CODES)
def test_every_field_is_filled_in_both_languages(code: str) -> None:
    text = TEXTS[code]
    for f in fields(CardText):
        value = getattr(text, f.name)
        assert isinstance(value, str) and value.strip(), f"{code}.{f.name} is empty"
        assert value == value.strip(), f"{code}.{f.name} has spaces at its ends"
        if f.name.endswith("_ja"):
            assert JAPANESE.search(value), f"{code}.{f.name} has no Japanese: {value!r}"
        else:
            assert re.search(r"[A-Za-z]", value), f"{code}.{f.name} has no English: {value!r}"
            assert not JAPANESE.search(value.replace("追色", "").replace("公開", "").replace("周囲", "")), \
                f"{code}.{f.name}: Japanese in the English text beyond the glossed words: {value!r}"


@pytest.mark.parametrize("code", CODES)
def test_face_texts_fit_a_card_on_the_board(code: str) -> None:
    for name in ("short_en", "short_ja"):
        value = getattr(TEXTS[code], name)
        assert len(value) <= 40, f"{code}.{name} has {len(value)} characters: {value!r}"
        assert "\n" not in value


@pytest.mark.parametrize("code", CODES)
def test_the_numbers_of_the_english_text_are_in_the_japanese_one(code: str) -> None:
    text = TEXTS[code]
    for pair in PAIRS:
        en, ja = getattr(text, f"{pair}_en"), getattr(text, f"{pair}_ja")
        assert numbers(en) <= numbers(ja), f"{code}.{pair}: {numbers(en) - numbers(ja)} only in English"


@pytest.mark.parametrize("kind", cards.KINDS, ids=CODES)
def test_the_hand_text_states_cost_timing_and_lock_use(kind: cards.Kind) -> None:
    """The card properties of cards.py (decisions 8, 11, 33, 35) are in the text a player reads."""
    text = TEXTS[kind.code]
    cost = f"追色{kind.cost}" if kind.cost else None
    assert (cost is not None and cost in text.hand_ja) == bool(kind.cost)
    assert (f"Colour cost {kind.cost} (追色{kind.cost}" in text.hand_en) == bool(kind.cost)
    assert ("Once per turn." in text.hand_en) == kind.once_per_turn
    assert ("1ターンに1度" in text.hand_ja) == kind.once_per_turn
    assert text.hand_en.startswith("Reaction, only in another player's turn") == kind.reaction
    assert text.hand_ja.startswith("反応（他のプレイヤーのターンのみ）") == kind.reaction
    assert text.hand_en.startswith("Any time") == kind.anytime
    assert text.hand_ja.startswith("いつでも使える") == kind.anytime
    usable_locked = kind.category != cards.NORMAL
    assert ("Usable while locked" in text.hand_en) == usable_locked
    assert ("ロックした状態でも" in text.hand_ja) == usable_locked
    if kind.cost:
        colour_en, colour_ja = cards.COLOUR_EN[kind.colour], cards.COLOUR_JA[kind.colour]
        assert f"other {colour_en} card" in text.hand_en
        assert f"他の{colour_ja}のカード" in text.hand_ja


@pytest.mark.parametrize("kind", cards.KINDS, ids=CODES)
def test_a_card_without_an_arrival_effect_says_so(kind: cards.Kind) -> None:
    text = TEXTS[kind.code]
    none = kind.category != cards.NORMAL or kind.code == "fragment"
    assert text.arrival_en.startswith("No arrival effect") == none
    assert text.arrival_ja.startswith("到達効果なし") == none


def _blocks(notes_ja: str) -> list[str]:
    return [next(head for head in NOTE_HEADS if line.startswith(head)) for line in notes_ja.split("\n")
            if any(line.startswith(head) for head in NOTE_HEADS)]


def test_the_notes_are_the_seeds_48_blocks() -> None:
    """docs/rules/shades.md §A: 48 note blocks, 14 for the first and eternal cards, 34 for the 20 normal kinds."""
    normal = sum(len(_blocks(TEXTS[k.code].notes_ja)) for k in cards.KINDS if k.category == cards.NORMAL)
    special = sum(len(_blocks(TEXTS[k.code].notes_ja)) for k in cards.KINDS if k.category != cards.NORMAL)
    assert (normal, special) == (34, 14)


@pytest.mark.parametrize("code", CODES)
def test_each_note_line_is_a_headed_block_and_the_english_follows_it(code: str) -> None:
    text = TEXTS[code]
    ja_lines, en_lines = text.notes_ja.split("\n"), text.notes_en.split("\n")
    heads = _blocks(text.notes_ja)
    assert heads, f"{code} has no seed note"
    if "到達効果補足：" in heads and "手札効果補足：" in heads:  # §A: an arrival note comes before the hand note
        assert heads.index("到達効果補足：") < heads.index("手札効果補足：")
    # A line without a head continues the block above it (the seed's コノハナサクヤ note has two paragraphs).
    assert any(ja_lines[0].startswith(h) for h in NOTE_HEADS)
    assert len(en_lines) == len(ja_lines)
    for ja, en in zip(ja_lines, en_lines):
        head = next((h for h in NOTE_HEADS if ja.startswith(h)), None)
        if head is not None:
            assert en.startswith(NOTE_HEADS[head]), f"{code}: {en!r} should start {NOTE_HEADS[head]!r}"


def _quotes(text: str) -> list[str]:
    """The 「…」 quotations of ``text``, nested brackets kept inside."""
    out: list[str] = []
    start = text.find("「")
    while start >= 0:
        depth, end = 0, start
        for end in range(start, len(text)):
            depth += {"「": 1, "」": -1}.get(text[end], 0)
            if depth == 0:
                break
        out.append(text[start + 1:end])
        start = text.find("「", end + 1)
    return out


def _in_order(piece: str, note: str) -> bool:
    """Whether ``piece``'s characters occur in ``note`` in order (the rules file shortens some quotations)."""
    rest = iter(note)
    return all(ch in rest for ch in piece)


def _rules_rows() -> list[str]:
    return (ROOT / "docs" / "rules" / "shades.md").read_text(encoding="utf-8").splitlines()


def test_the_normal_kinds_notes_hold_what_the_rules_file_quotes() -> None:
    """docs/rules/shades.md §B: the column "seed notes satisfied" of G1–G20 (cards.KINDS keeps the G order)."""
    seen = 0
    for line in _rules_rows():
        m = re.match(r"\| (\d+) \| `[a-z-]+` \| ([^|]+) \|", line)
        if not m:
            continue
        kind = cards.KINDS[int(m.group(1)) - 1]
        assert kind.name_ja.split(" ")[0] in m.group(2), (kind.code, m.group(2))
        quoted = _quotes(line.rstrip(" |").rsplit(" | ", 1)[1])
        assert quoted, line
        for piece in (p.strip() for q in quoted for p in q.split("…")):
            if piece:
                assert _in_order(piece, TEXTS[kind.code].notes_ja), (kind.code, piece)
        seen += 1
    assert seen == 20


def test_the_first_and_eternal_notes_open_as_the_rules_file_quotes() -> None:
    """docs/rules/shades.md §A: note blocks 1–14, each with its opening words and its card."""
    by_name = {k.name_ja: k for k in cards.KINDS}
    seen = set()
    for line in _rules_rows():
        m = re.match(r"\| (\d+) \| (?:手札|補足)「(.*)」 \| (.+?)(?: \(.*\))? \|$", line)
        if not m:
            continue
        kind = by_name[m.group(3)]
        for piece in (p.strip() for p in m.group(2).split("…")):
            if piece:
                assert piece in TEXTS[kind.code].notes_ja, (kind.code, piece)
        seen.add(kind.code)
    assert seen == {k.code for k in cards.KINDS if k.category != cards.NORMAL}


def test_summary_and_rules_fit_the_game_info() -> None:
    for value in card_text.SUMMARY + card_text.RULES:
        assert isinstance(value, str) and value.strip()
    assert all("\n" not in line for line in card_text.SUMMARY)
    assert all(len(text) <= 1500 for text in card_text.RULES), [len(t) for t in card_text.RULES]
    assert JAPANESE.search(card_text.SUMMARY[1]) and JAPANESE.search(card_text.RULES[1])
    for en, ja in (card_text.SUMMARY, card_text.RULES):
        assert numbers(en) <= numbers(ja)


def test_the_rules_in_short_name_what_they_must() -> None:
    """Set-up, the three phases, locking, contact, the stuck placement, gate invasion, victory."""
    en, ja = card_text.RULES
    for word in ("Set-up", "Lock", "Hand", "Move", "Contact", "neither move nor contact", "Gate invasion",
                 "Victory", "unshuffled"):
        assert word in en, word
    for word in ("準備", "ロック", "ハンド", "ムーブ", "接触", "移動も接触もできなければ", "相手ゲート侵攻", "勝利",
                 "シャッフルせず"):
        assert word in ja, word


def test_the_glossary_has_the_words_the_texts_use() -> None:
    want = ("隣", "周囲", "移動", "強制移動", "到達", "追色", "ロック", "置く", "公開", "無作為", "処理順の原則",
            "善処の原則", "1番上の原則")
    assert tuple(t.ja for t in card_text.GLOSSARY) == want
    for term in card_text.GLOSSARY:
        assert term.en and term.text_en and term.text_ja
        assert JAPANESE.search(term.text_ja) and not JAPANESE.search(term.en)
        assert numbers(term.text_en) <= numbers(term.text_ja), term.ja
    assert len({t.en for t in card_text.GLOSSARY}) == len(want)


def test_the_readme_lists_every_card_and_the_41_decisions() -> None:
    readme = (ROOT / "sevens" / "games" / "shades" / "README.md").read_text(encoding="utf-8")
    rows = {m.group(1): m.group(0) for m in re.finditer(r"^\| `([a-z-]+)` \|.*$", readme, re.M)}
    assert set(rows) == set(CODES)
    for kind in cards.KINDS:
        row = rows[kind.code]
        assert kind.name_ja in row and f"| {kind.count} |" in row and kind.category in row, row
    decisions = readme.split("## Rule decisions", 1)[1].split("\n## ", 1)[0]
    numbered = [int(n) for n in re.findall(r"^(\d+)\. ", decisions, re.M)]
    assert numbered == list(range(1, 42))
    assert "## Decisions of ours beyond docs/rules/shades.md" in readme
    assert "## The engine" in readme
