"""The browser's statistics (issue 15, item 5): counted per game and bot level, read back as untrusted."""

from __future__ import annotations

import json

import pytest

from web import stats
from web.hall import hall_html


def test_matches_are_counted_by_the_strongest_bot_and_a_single_human() -> None:
    kept: dict = {}
    assert stats.table_level(["human", "easy", "hard", "normal"]) == "hard"
    assert stats.table_level(["human", "human", "hard"]) is None, "hot seat ranks people, not a level"
    stats.add(kept, "shichinarabe", "hard", 1)
    stats.add(kept, "shichinarabe", "hard", 3)
    stats.add(kept, "tetrahex", "normal", 2)
    again = stats.read(stats.dump(kept))
    assert stats.lines(again, "shichinarabe") == [("hard", 2, 1, 2.0)]
    assert stats.lines(again, "tetrahex") == [("normal", 1, 0, 2.0)]
    html = hall_html("en", {}, "", {"shichinarabe": stats.lines(again, "shichinarabe")})
    assert "Against Bot (hard): 2 played, 1 won, mean rank 2.00" in html
    assert 'data-action="reset_stats" data-game="shichinarabe"' in html


@pytest.mark.parametrize("text", [
    None, "", "[" * 5000 + "]" * 5000, "{}", '{"version": 2, "games": {}}', '{"version": 1, "games": []}',
    json.dumps({"version": 1, "games": {"x": {"god": {"played": 1, "won": 0, "ranks": 1}}}}),
    json.dumps({"version": 1, "games": {"x": {"hard": {"played": 1, "won": 2, "ranks": 1}}}}),
    json.dumps({"version": 1, "games": {"x": {"hard": {"played": -1, "won": 0, "ranks": 1}}}}),
    json.dumps({"version": 1, "games": {"x": {"hard": {"played": True, "won": 0, "ranks": 1}}}}),
    json.dumps({"version": 1, "games": {"x": {"hard": {"played": 1, "won": 0, "ranks": 1, "y": 0}}}}),
    '{"version": 1, "games": {"x": {"hard": {"played": 1e999, "won": 0, "ranks": 1}}}}',
])
def test_anything_but_valid_statistics_reads_as_none(text: str | None) -> None:
    assert stats.read(text) == {}
