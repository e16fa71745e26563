"""The page's entry: the hall, the language switch, navigation to a game's table, the readiness marker.

Handlers stay thin: one click listener dispatches ``data-action`` buttons to the hall or the table.
"""

from __future__ import annotations

import asyncio
import json

from pyodide.ffi import create_proxy
from pyscript import document, window

from . import i18n
from .hall import hall_html
from .jsutil import absent, text_or_none
from .shichinarabe.page import Table

_state: dict[str, object] = {"lang": "en", "screen": "hall", "notice": ""}
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


def render() -> None:
    code = lang()
    document.documentElement.lang = code
    document.title = i18n.t("title", code)
    document.getElementById("title").textContent = i18n.t("title", code)
    button = document.getElementById("lang")
    button.textContent = i18n.t("switch", code)
    button.setAttribute("aria-label", i18n.t("switch_label", code))
    if _state["screen"] == "hall":
        saved = {"shichinarabe": TABLE.saved_text() is not None}
        document.getElementById("app").innerHTML = hall_html(code, saved, str(_state["notice"]))
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
    if action == "hall":
        _state["screen"] = "hall"
        _state["notice"] = ""
        render()
    elif action == "open":
        _state["screen"] = "table"
        TABLE.open_setup()
    elif action == "resume":
        why = TABLE.resume()
        if why is None:
            _state["screen"] = "table"
        else:
            _state["notice"] = i18n.t("bad_save", lang(), why=why)
            render()
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
        asyncio.ensure_future(TABLE.import_file(target.files.item(0)))


def _listen(element: object, kind: str, handler: object) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    element.addEventListener(kind, proxy)  # type: ignore[attr-defined]


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
    if TABLE.saved_text() is not None and _param("hall") is None:
        why = TABLE.resume()  # a reload goes on exactly where it was
        if why is None:
            _state["screen"] = "table"
        else:
            _state["notice"] = i18n.t("bad_save", lang(), why=why)
    render()
    _listen(document.getElementById("lang"), "click", toggle_language)
    _listen(document.getElementById("app"), "click", on_click)
    _listen(document.getElementById("app"), "change", on_change)
    document.getElementById("lang").disabled = False
    document.body.setAttribute("data-ready", "1")
    # the bot's worker starts only now, so its interpreter does not compete with the page's own start
    from pyscript import create_named_worker

    asyncio.ensure_future(create_named_worker(src="./web/worker.py", name="bot", config="./pyscript.toml"))
    if _param("selftest") == "bot":
        await bot_selftest()
