"""The words a refused record gets where people read them (the page's import notice, the CLI): another of our
games is named by the names people know, and the Japanese text carries no English detail of Python's parser."""

from __future__ import annotations

import pytest

from sevens.core import record, registry
from sevens.core.errors import BadRecord


def _record_of(gid: str) -> dict:
    game = registry.get(gid)
    return game.to_record(game.new(1))


def test_a_record_of_another_game_is_named_by_its_name() -> None:
    with pytest.raises(BadRecord) as got:
        record.check(_record_of("tetrahex"), registry.get("shichinarabe"))
    assert got.value.text("en") == "game: this is a record of SEVEN, not of Sevens"
    assert got.value.text("ja") == "game: これはSEVEN（セブン）の記録です（七並べの記録ではありません）"


def test_an_unknown_game_id_is_still_shown_as_given() -> None:
    d = _record_of("tetrahex") | {"game": "chess"}
    with pytest.raises(BadRecord, match="'chess', expected 'shichinarabe'"):
        record.check(d, registry.get("shichinarabe"))


@pytest.mark.parametrize("text, ja", [("{", "JSON として正しくありません"), ("[" * 200 + "]" * 200, "入れ子が深すぎます"),
                                      ('{"a": 1, "a": 2}', "同じ項目が二度あります")])
def test_an_unreadable_record_says_why_in_japanese_without_python(text: str, ja: str) -> None:
    with pytest.raises(BadRecord) as got:
        record.loads(text)
    assert ja in got.value.text("ja")
    assert "Expecting" not in got.value.text("ja") and "line 1" not in got.value.text("ja")
    assert "cannot be read" in got.value.text("en")
