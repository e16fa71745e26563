"""The hall and the table registry without a browser: every registered game is listed and playable, the
games not built yet are listed as data and offer nothing, and a game without a web package of its own gets
its card from its ``GameInfo`` (the proof game)."""

from __future__ import annotations

import dataclasses
import re
import sys
from html import escape
from pathlib import Path

import pytest

from sevens.core import ids, registry
from web import tables
from web.generic_render import rules_html
from web import hall
from web.hall import hall_html


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hall_lists_the_registry_then_the_games_to_come(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every registered game is playable; a game to come (none now: one made up here) is listed after them,
    without a button to open it."""
    monkeypatch.setattr(hall, "COMING", [{"id": "tomorrow", "name": "明日", "sub": {"ja": "次", "en": "next"},
                                          "players": (2, 2), "desc": {"ja": "まだ", "en": "not yet"}}])
    html = hall_html(lang, {"dicerace": True})
    listed = re.findall(r'<li class="game" data-game="([^"]+)" data-playable="(true|false)"', html)
    assert listed == [(g, "true") for g in ids()] + [("tomorrow", "false")]
    assert "dicerace" in ids(), "the proof game is registered for the tests (conftest.py)"
    for g in ids():
        assert f'data-action="open" data-game="{g}"' in html
    assert html.count('data-action="resume"') == 1 and 'data-action="resume" data-game="dicerace"' in html
    for g in hall.COMING:
        assert f'data-game="{g["id"]}"' not in html.split(f'<li class="game" data-game="{g["id"]}"')[1].split("</li>")[0]
    assert 'data-action="puzzles" data-game="tetrahex"' in html


def test_a_game_without_a_web_package_gets_a_card_from_its_info() -> None:
    """The description is ``GameInfo.summary`` in each language, so a new game needs no web package."""
    card = tables.hall_card("dicerace")
    info = registry.get("dicerace").info
    assert card["name"] == "Dice Race" and card["players"] == (2, 4)
    assert card["desc"] == {"en": info.summary[0], "ja": info.summary[1]}
    assert card["desc"]["en"] != card["desc"]["ja"]
    html = hall_html("ja", {})
    assert info.summary[1] in html and info.summary[0] not in html
    assert tables.hall_card("shichinarabe")["name"] == "七並べ"


def test_without_a_summary_the_card_falls_back_to_the_docstring(monkeypatch: pytest.MonkeyPatch) -> None:
    game = registry.get("dicerace")

    class Bare(type(game)):  # type: ignore[misc]
        info = dataclasses.replace(game.info, summary=("", ""))

    Bare.__module__ = type(game).__module__
    monkeypatch.setattr(tables.registry, "get", lambda gid: Bare())
    monkeypatch.setattr(tables.registry, "info", lambda gid: Bare.info)
    doc = (sys.modules[Bare.__module__.rpartition(".")[0]].__doc__ or "").strip().split("\n")[0]
    assert doc.startswith("Dice Race")
    assert tables.hall_card("dicerace")["desc"] == {"en": doc, "ja": doc}
    Bare.info = dataclasses.replace(game.info, summary=("In English only.", ""))
    assert tables.hall_card("dicerace")["desc"] == {"en": "In English only.", "ja": "In English only."}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_generic_rules_come_from_the_info_in_the_players_language(lang: str) -> None:
    info = registry.get("dicerace").info
    k = 1 if lang == "ja" else 0
    html = rules_html(info, "the module's docstring", lang)
    assert escape(info.rules[k]) in html and escape(info.summary[k]) in html
    assert escape(info.rules[1 - k]) not in html and "docstring" not in html
    bare = rules_html(dataclasses.replace(info, rules=("", "")), "the module's docstring", lang)
    assert "the module&#x27;s docstring" in bare and escape(info.rules[k]) not in bare


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


def test_the_hall_imports_no_game_s_engine() -> None:
    """The hall shows every game from its ``GameInfo`` read by ``registry.info`` (each game's ``info`` module), not
    from the game: a start without the snapshot (the first visit) compiles and imports no engine, no bot, no view
    before the hall is drawn (docs/browser.md, "The hall without the engines"). In a fresh interpreter."""
    import subprocess

    code = ("import sys\n"
            "from web.hall import hall_html\n"
            "html = hall_html('en') + hall_html('ja')\n"
            "from sevens.core import registry\n"
            "assert all(f'data-game=\"{g}\"' in html for g in registry.ids())\n"
            "print(sorted(m for m in sys.modules if m.startswith(('sevens.', 'web.'))))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    loaded = eval(run.stdout)  # a list of module names printed by the child
    light = {"info", "state", "cards", "card_text"}  # a game's GameInfo and what it is made of, nothing else
    games = [m.split(".") for m in loaded if m.startswith("sevens.games.")]
    assert [".".join(m) for m in games if len(m) > 3 and m[3] not in light] == []
    assert [m for m in loaded if m.startswith("sevens.ai")] == []
    built = ("shichinarabe", "tetrahex", "shades", "square", "ultraseven")
    assert {f"sevens.games.{g}.info" for g in built} <= set(loaded)


def test_a_game_s_info_is_the_one_its_game_carries() -> None:
    """``registry.info`` gives the very ``GameInfo`` the game carries (the game's ``info`` module defines it, the
    game imports it), a game without such a module (the proof game) its game's, and an unknown id is refused as
    ``registry.get`` refuses it."""
    from sevens.core.errors import UnknownGame

    for g in ids():
        assert registry.info(g) is registry.get(g).info
    with pytest.raises(UnknownGame) as refused:
        registry.info("nosuchgame")
    assert "nosuchgame" in str(refused.value) and "shichinarabe" in str(refused.value)


def test_a_game_registered_from_a_top_level_module_gets_its_game_s_info(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose module has no package (``register("x", "module")``) has no ``info`` module beside it to look
    for: ``registry.info`` gives its game's, and the hall draws its card."""
    (tmp_path / "topgame.py").write_text("from tests.proofgame.game import GAME\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    was = registry._CATALOGUE["dicerace"]
    registry.register("dicerace", "topgame")
    try:
        assert registry.info("dicerace") is registry.get("dicerace").info
        assert tables.hall_card("dicerace")["name"] == registry.get("dicerace").info.name_en
    finally:
        registry.register("dicerace", was)
