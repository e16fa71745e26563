"""The hall and the table registry without a browser: every registered game is listed and playable, the
games not built yet are listed as data and offer nothing, and a game without a web package of its own gets
its card from its ``GameInfo`` (the proof game)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sevens.core import ids
from web import tables
from web.hall import hall_html
from web.i18n import COMING


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hall_lists_the_registry_then_the_games_to_come(lang: str) -> None:
    html = hall_html(lang, {"dicerace": True})
    listed = re.findall(r'<li class="game" data-game="([^"]+)" data-playable="(true|false)"', html)
    assert listed == [(g, "true") for g in ids()] + [(g["id"], "false") for g in COMING]
    assert "dicerace" in ids(), "the proof game is registered for the tests (conftest.py)"
    for g in ids():
        assert f'data-action="open" data-game="{g}"' in html
    assert html.count('data-action="resume"') == 1 and 'data-action="resume" data-game="dicerace"' in html
    for g in COMING:
        assert f'data-game="{g["id"]}"' not in html.split(f'<li class="game" data-game="{g["id"]}"')[1].split("</li>")[0]
    assert 'data-action="puzzles" data-game="tetrahex"' in html


def test_a_game_without_a_web_package_gets_a_card_from_its_info() -> None:
    card = tables.hall_card("dicerace")
    assert card["name"] == "Dice Race" and card["players"] == (2, 4) and card["desc"]["en"]
    assert tables.hall_card("shichinarabe")["name"] == "七並べ"


def test_optional_modules_are_found_by_convention(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert tables._optional("web.dicerace.table") is None
    assert tables._optional("web.dicerace") is None
    assert tables._optional("web.shichinarabe") is not None
    # a table module that exists but imports something missing is a bug to see, not "no table"
    (tmp_path / "h4_broken").mkdir()
    (tmp_path / "h4_broken" / "__init__.py").write_text("")
    (tmp_path / "h4_broken" / "table.py").write_text("import h4_no_such_module\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError):
        tables._optional("h4_broken.table")
