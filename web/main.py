"""The page's entry: draws the hall, wires the language switch, sets the readiness marker.

Handlers stay thin: they read the view of the engines and redraw (DESIGN.md "Browser layer").
"""

from __future__ import annotations

import json

from pyodide.ffi import create_proxy
from pyscript import document, window

from . import i18n
from .hall import hall_html

_state = {"lang": "en"}
_proxies: list[object] = []


def _storage_get(key: str) -> str | None:
    try:
        return window.localStorage.getItem(key)
    except Exception:  # storage can be disabled; the page still works
        return None


def _storage_set(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(key, value)
    except Exception:
        pass


def render() -> None:
    lang = _state["lang"]
    document.documentElement.lang = lang
    document.title = i18n.t("title", lang)
    document.getElementById("title").textContent = i18n.t("title", lang)
    button = document.getElementById("lang")
    button.textContent = i18n.t("switch", lang)
    button.setAttribute("aria-label", i18n.t("switch_label", lang))
    document.getElementById("app").innerHTML = hall_html(lang)


def toggle_language(_event: object = None) -> None:
    _state["lang"] = "en" if _state["lang"] == "ja" else "ja"
    _storage_set(i18n.KEY, _state["lang"])
    render()


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
    out.textContent = str(move)
    out.dataset.legal = json.dumps(view["legal"])


async def start() -> None:
    _state["lang"] = i18n.initial(_storage_get(i18n.KEY), window.navigator.language)
    render()
    button = document.getElementById("lang")
    proxy = create_proxy(toggle_language)
    _proxies.append(proxy)
    button.addEventListener("click", proxy)
    button.disabled = False
    document.body.setAttribute("data-ready", "1")
    if "selftest=bot" in str(window.location.search):
        await bot_selftest()
