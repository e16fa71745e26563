"""The page's entry: the hall, the language switch, navigation to a game's table, the readiness marker.

Handlers stay thin: one click listener dispatches ``data-action`` buttons to the hall or to the table that is
open (七並べ, SEVEN or the SEVEN puzzles); pointer, key and wheel events go to the SEVEN board when it is open.
The game whose table was opened last is remembered (``sevens.last``) so a reload resumes that one.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from . import i18n
from .hall import hall_html
from .jsutil import absent, text_or_none
from .shichinarabe.page import Table
from .tetrahex.page import TetraTable
from .tetrahex.puzzle_page import PuzzleRoom

LAST_KEY = "sevens.last"
_state: dict[str, object] = {"lang": "en", "screen": "hall", "notice": "", "game": "shichinarabe"}
_proxies: list[object] = []


def _param(name: str) -> str | None:
    return text_or_none(window.URLSearchParams.new(window.location.search).get(name))


def _storage_get(key: str) -> str | None:
    try:
        return text_or_none(window.localStorage.getItem(key))
    except Exception:  # storage can be disabled; the page still works
        return None


def _storage_set(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(key, value)
    except Exception:
        pass


def lang() -> str:
    return str(_state["lang"])


def _pace() -> float:
    pace = _param("pace")
    try:
        return max(0.0, min(5.0, float(pace))) if pace is not None else 0.7
    except ValueError:
        return 0.7


TABLE = Table(lang, _storage_get, _storage_set, 0.7)
TETRA = TetraTable(lang, _storage_get, _storage_set, 0.7)
PUZZLES = PuzzleRoom(lang, _storage_get, _storage_set)
TABLES: dict[str, object] = {"shichinarabe": TABLE, "tetrahex": TETRA}
"""The games with a saved table, in the order a reload looks for one when none was opened last."""


def _game() -> str:
    return str(_state["game"])


def _table() -> Any:
    """The saved-game table of the game open now (七並べ unless another was opened)."""
    return TABLES.get(_game(), TABLE)


def _open_game(game: str) -> None:
    _state["game"] = game
    if game in TABLES:
        _storage_set(LAST_KEY, game)


def render() -> None:
    code = lang()
    document.documentElement.lang = code
    document.title = i18n.t("title", code)
    document.getElementById("title").textContent = i18n.t("title", code)
    button = document.getElementById("lang")
    button.textContent = i18n.t("switch", code)
    button.setAttribute("aria-label", i18n.t("switch_label", code))
    if _state["screen"] == "hall":
        saved = {"shichinarabe": TABLE.saved_text() is not None, "tetrahex": TETRA.saved_text() is not None}
        document.getElementById("app").innerHTML = hall_html(code, saved, str(_state["notice"]))
    elif _game() == "tetrahex":
        TETRA.draw()
    elif _game() == "puzzles":
        PUZZLES.draw()
    else:
        TABLE.draw()


def toggle_language(_event: object = None) -> None:
    _state["lang"] = "en" if lang() == "ja" else "ja"
    _storage_set(i18n.KEY, lang())
    render()


def on_click(event: object) -> None:
    target = event.target.closest("[data-action]")  # type: ignore[attr-defined]
    if absent(target):
        return
    action = str(target.dataset.action)
    game = text_or_none(target.getAttribute("data-game"))
    if action == "hall":
        _state["screen"] = "hall"
        _state["notice"] = ""
        TETRA.leave()
        render()
    elif action == "open":
        _state["screen"] = "table"
        _open_game(game or "shichinarabe")
        _table().open_setup()
    elif action == "resume":
        _open_game(game or "shichinarabe")
        why = _table().resume()
        if why is None:
            _state["screen"] = "table"
        else:
            _state["notice"] = i18n.t("bad_save", lang(), why=why)
            render()
    elif action == "puzzles":
        TETRA.leave()
        _state["screen"] = "table"
        _state["game"] = "puzzles"
        PUZZLES.open_list()
    elif _state["screen"] == "table" and _game() == "tetrahex":
        TETRA.action(action, target, event)
    elif _state["screen"] == "table" and _game() == "puzzles":
        PUZZLES.action(action, target, event)
    elif action == "start":
        TABLE.start()
    elif action == "move":
        TABLE.move(str(target.dataset.move))
    elif action == "reveal":
        TABLE.reveal()
    elif action == "undo":
        TABLE.undo()
    elif action == "export":
        TABLE.export()
    elif action == "new":
        TABLE.open_setup()
    elif action == "rules":
        TABLE.show_rules()


def on_change(event: object) -> None:
    target = event.target  # type: ignore[attr-defined]
    if text_or_none(target.getAttribute("data-action")) == "players":
        TABLE.players_changed()
    elif target.id == "import-file" and target.files.length:
        asyncio.ensure_future(_table().import_file(target.files.item(0)))
    elif _game() == "puzzles":
        PUZZLES.on_change(target)


def _board_owner() -> object | None:
    """The SEVEN table or puzzle whose board takes pointer, key and wheel events now, if one is open."""
    if _state["screen"] != "table":
        return None
    return {"tetrahex": TETRA, "puzzles": PUZZLES}.get(_game())


def _on_board(event: object) -> bool:
    return not absent(event.target.closest("#board"))  # type: ignore[attr-defined]


def on_pointer_move(event: object) -> None:
    owner = _board_owner()
    if owner is not None and _on_board(event):
        owner.on_pointer_move(event)  # type: ignore[attr-defined]


def on_pointer_down(event: object) -> None:
    owner = _board_owner()
    if owner is not None:
        owner.on_pointer_down(event)  # type: ignore[attr-defined]


def on_key(event: object) -> None:
    owner = _board_owner()
    if owner is not None:
        owner.on_key(event)  # type: ignore[attr-defined]


def on_wheel(event: object) -> None:
    owner = _board_owner()
    if owner is not None and _on_board(event):
        owner.on_wheel(event)  # type: ignore[attr-defined]


def _listen(element: object, kind: str, handler: object, passive: bool | None = None) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    if passive is None:
        element.addEventListener(kind, proxy)  # type: ignore[attr-defined]
    else:
        from pyodide.ffi import to_js

        options = to_js({"passive": passive}, dict_converter=window.Object.fromEntries)
        element.addEventListener(kind, proxy, options)  # type: ignore[attr-defined]


async def bot_selftest() -> None:
    """With ?selftest=bot in the URL: ask the worker for a 七並べ move and show it (used by e2e)."""
    from pyscript import workers

    from sevens.core import get

    game = get("shichinarabe")
    s = game.new(2026)
    view = game.view(s, game.to_move(s))
    bot = await workers["bot"]
    move = await bot.choose("shichinarabe", json.dumps(view), "normal", 1)
    out = document.getElementById("selftest")
    out.dataset.legal = json.dumps(view["legal"])
    out.dataset.runtime = str(await bot.runtime())
    out.textContent = str(move)


async def start() -> None:
    _state["lang"] = i18n.initial(_storage_get(i18n.KEY), window.navigator.language)
    TABLE.pace = _pace()
    TETRA.pace = _pace()
    last = _storage_get(LAST_KEY)
    order = [g for g in TABLES if g == last] + [g for g in TABLES if g != last]
    for game in order:
        table = TABLES[game]
        if table.saved_text() is None or _param("hall") is not None:  # type: ignore[attr-defined]
            continue
        _state["game"] = game
        why = table.resume()  # type: ignore[attr-defined]  # a reload goes on exactly where it was
        if why is None:
            _state["screen"] = "table"
        else:
            _state["notice"] = i18n.t("bad_save", lang(), why=why)
        break
    render()
    _listen(document.getElementById("lang"), "click", toggle_language)
    _listen(document.getElementById("app"), "click", on_click)
    _listen(document.getElementById("app"), "change", on_change)
    _listen(document.getElementById("app"), "pointermove", on_pointer_move)
    _listen(document.getElementById("app"), "pointerdown", on_pointer_down)
    _listen(document.getElementById("app"), "keydown", on_key)
    _listen(document.getElementById("app"), "wheel", on_wheel, passive=False)
    document.getElementById("lang").disabled = False
    document.body.setAttribute("data-ready", "1")
    # the bot's worker starts only now, so its interpreter does not compete with the page's own start
    from pyscript import create_named_worker

    asyncio.ensure_future(create_named_worker(src="./web/worker.py", name="bot", config="./pyscript.toml"))
    if _param("selftest") == "bot":
        await bot_selftest()
