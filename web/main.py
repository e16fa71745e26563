"""The page's shell: the hall, the language switch, the table that is open, the shared actions, the
readiness marker.

The shell names no game: the games are ``sevens.core.registry``'s, each game's table is found by
``web.tables`` (its own, or the generic one), and tables are made when first needed. One click listener
dispatches ``data-action`` buttons: navigation (hall, open, resume) here; then the table that is open may
claim an action of its own (its board, its moves); the shared actions (start, new game, undo, export,
rules, the hot-seat hand-over) go to ``web.table_base.GameTable``'s methods, once for every game; a file
chosen for import goes to the open table. Pointer, key and wheel events go to the open table's board.
The game opened last is remembered (``sevens.last``) so a reload resumes that one. A game's own screens
(``web.pages``: セブンスクエア's deck builder) are shown, addressed and handed their events the same way.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

from pyodide.ffi import create_proxy

from sevens.core import registry
from sevens.core.errors import SevensError

from . import i18n, precompiled, replay, stats
from .bot_worker import BotWorker, worker_config
from .click_guard import GUARD, Control, control_key
from .dom import document, window
from .drag import DRAG
from .hall import hall_html
from .jsutil import absent, text_or_none
from .pages import Page, PageHost
from .replay_render import ReplayScreen, open_own
from .routes import HALL, Route, fragment, parse
from .session_base import save_key
from .storage import Storage, site_dir
from .table_base import GameTable, Host
from .tables import pages as game_pages
from .tables import table_class
from .test_games import register_from

LAST_KEY = "sevens.last"
PACE_KEY = "sevens.pace"
PACES = {"slow": 1.5, "normal": 0.7, "fast": 0.25, "instant": 0.0}
"""The bots' pace the player picks (seconds a bot's move stays before the next one), remembered."""
APP_DIR = "./app"
READY_MARK = "sevens:ready"
"""The performance mark set when the page is ready (``body[data-ready="1"]``), on the page's clock: the time from
navigation start to ready, as a player waits for it, without a test harness's latency in seeing the attribute."""
_state: dict[str, Any] = {"lang": "en", "screen": "hall", "notice": "", "game": None, "replay": None, "page": ""}
_tables: dict[str, GameTable] = {}
_pages: dict[tuple[str, str], Page] = {}
_proxies: list[object] = []


def _param(name: str) -> str | None:
    return text_or_none(window.URLSearchParams.new(window.location.search).get(name))


def _local() -> Any:
    return window.localStorage  # reading it raises where storage is disabled: Storage turns that into None


STORE = Storage(lambda k: text_or_none(_local().getItem(k)), lambda k, v: _local().setItem(k, v),
                lambda k: _local().removeItem(k), "")
"""This app's keys in the origin's localStorage (``web.storage``: keyed by the page's directory, which ``start``
reads from the page: this module is imported where there is no page, for the start-up snapshot)."""
_storage_get = STORE.get
_storage_set = STORE.set


def lang() -> str:
    return str(_state["lang"])


def _seconds(name: str, default: float | None, most: float) -> float | None:
    """A number of seconds from the URL (``pace``, ``bot_timeout``), kept within 0..``most``."""
    value = _param(name)
    try:
        return max(0.0, min(most, float(value))) if value is not None else default
    except ValueError:
        return default


HOST = Host(lang, _storage_get, _storage_set, 0.7, STORE.set_aside)


def table(game_id: str) -> GameTable:
    """The table of ``game_id``, made the first time it is needed."""
    if game_id not in _tables:
        _tables[game_id] = table_class(game_id)(HOST)
    return _tables[game_id]


def _current() -> GameTable | None:
    game = _state["game"]
    return table(game) if game is not None and _state["screen"] == "table" else None


def _switch_to(game_id: str, remember: bool = True) -> GameTable:
    """Make ``game_id``'s table the open one (the one open before stops drawing and drops bot answers)."""
    if _state["game"] not in (None, game_id):
        table(_state["game"]).leave()
    _state["game"] = game_id
    _state["screen"] = "table"
    if remember:
        _storage_set(LAST_KEY, game_id)
    return table(game_id)


def _to_hall(notice: str = "") -> None:
    if _state["game"] is not None:
        table(_state["game"]).leave()
    came_from = _state["screen"]
    _state["screen"] = "hall"
    _state["notice"] = notice
    render()
    if came_from != "hall":
        window.scrollTo(0, 0)  # the hall opens at its top (it kept the table's scroll: its title cut off)


def render() -> None:
    code = lang()
    document.documentElement.lang = code
    document.title = i18n.t("title", code)
    document.getElementById("title").textContent = i18n.t("title", code)
    button = document.getElementById("lang")
    button.textContent = i18n.t("switch", code)
    button.setAttribute("aria-label", i18n.t("switch_label", code))
    pace = document.getElementById("pace")
    pace.setAttribute("aria-label", i18n.t("speed", code))
    pace.setAttribute("title", i18n.t("speed", code))
    chosen = _pace_name()
    pace.innerHTML = "".join(f'<option value="{k}"{" selected" if k == chosen else ""}>{i18n.t("speed_" + k, code)}'
                             "</option>" for k in PACES)
    current = _current()
    shown = _replay_shown()
    page = _page_shown()
    if shown is not None:
        shown.draw()
    elif page is not None:
        page.draw()
    elif current is None:
        GUARD.drawn()
        saved = {g: _storage_get(save_key(g)) is not None for g in registry.ids()}
        kept = stats.read(_storage_get(stats.KEY))
        lines = {g: stats.lines(kept, g) for g in registry.ids()}
        document.getElementById("app").innerHTML = hall_html(code, saved, str(_state["notice"]), lines)
        _hall_replays(code, [g for g in registry.ids() if saved[g]])
    else:
        current.draw()


_finished_saves = replay.FinishedSaves()
"""Whether each game's save is finished: read again only when the save changed (one entry a game)."""


def _hall_replays(code: str, games: list[str]) -> None:
    """A "Replay" button beside Resume for each saved game that is finished (``web.replay``)."""
    for game in games:
        done = _finished_saves.finished(game, _storage_get(save_key(game)) or "")
        resume = document.querySelector(f'[data-action="resume"][data-game="{game}"]')
        if done and not absent(resume):
            resume.insertAdjacentHTML("afterend", f' <button type="button" data-action="replay" data-game="{game}">'
                                                  f'{replay.tx("replay", code)}</button>')


def _page_shown() -> Page | None:
    """The game's own screen on show (``web.pages``), if the page shows one."""
    return _pages.get((_state["game"], _state["page"])) if _state["screen"] == "page" else None


def _page_names() -> dict[str, tuple[str, ...]]:
    """The names of each registered game's own screens (``web.pages``)."""
    return {g: tuple(game_pages(g)) for g in registry.ids()}


def _open_setup_with(game_id: str, fields: dict[str, Any]) -> None:
    """A page's way to a game: ``game_id``'s set-up form, these fields filled in."""
    t = _switch_to(game_id)
    t.fields.update(fields)
    t.open_setup()
    window.scrollTo(0, 0)


def _open_page(game_id: str, name: str) -> None:
    """Show ``game_id``'s own screen ``name`` (made the first time; the table open before stops drawing)."""
    key = (game_id, name)
    if key not in _pages:
        host = PageHost(lang, _storage_get, _storage_set, STORE.set_aside,
                        lambda fields: _open_setup_with(game_id, fields))
        _pages[key] = game_pages(game_id)[name](host)
    shown = _page_shown()
    if _state["game"] is not None:
        table(_state["game"]).leave()
    _state.update(game=game_id, screen="page", page=name, notice="")
    render()
    if shown is not _pages[key]:
        window.scrollTo(0, 0)  # a screen opened starts at its top


def _replay_shown() -> ReplayScreen | None:
    """The replay on screen, if the page shows one."""
    return _state["replay"] if _state["screen"] == "replay" else None


def _open_replay(route: Route) -> None:
    """Show the replay ``route`` names: a shared game's (``route.record``, read like an import; a bad one
    leaves the page on the hall saying why) or the page's own game (in progress or saved); the game in
    progress is left as it is (its table stops drawing) and nothing is saved over."""
    game = route.game
    assert game is not None
    try:
        if route.record:
            shown = ReplayScreen(game, replay.from_link(table(game).SESSION, route.record), lang, own=False)
        else:
            session = table(game).session
            if session is None:  # the saved game, read (not resumed: nothing is written, no bot starts)
                text = _storage_get(save_key(game))
                if text is None:
                    _to_hall()
                    return
                session = table(game).SESSION.load(text)
            shown = open_own(game, session, lang)
    except SevensError as err:
        key = "bad_link" if route.record else "replay_refused"
        _to_hall(replay.tx(key, lang(), why=err.text(lang())))
        return
    shown.apply_route(route)
    if _state["game"] is not None:
        table(_state["game"]).leave()
    _state.update(game=game, screen="replay", replay=shown, notice="")
    render()


def _pace_name() -> str:
    """The speed shown in the picker: the one whose pace is the host's (the nearest, for a URL's pace)."""
    return min(PACES, key=lambda k: abs(PACES[k] - HOST.pace))


def change_pace(_event: object = None) -> None:
    """The player picked a bot speed: used from the next bot move on, and remembered."""
    name = str(document.getElementById("pace").value)
    if name in PACES:
        HOST.pace = PACES[name]
        _storage_set(PACE_KEY, name)


def toggle_language(_event: object = None) -> None:
    _state["lang"] = "en" if lang() == "ja" else "ja"
    _storage_set(i18n.KEY, lang())
    region = document.getElementById("announce")  # its last line was in the other language
    if not absent(region):
        region.textContent = ""
    render()


def on_fonts_loaded(event: Any) -> None:
    """A face of the bundled Japanese font finished loading after the app was ready (index.html loads both
    faces at once, so only on a slow link): the screen is drawn again, since text laid out before the face
    arrived can keep the fallback's glyphs (boxes) in Chromium."""
    if any("Sevens JP" in str(face.family) for face in event.fontfaces):
        render()


def _resume(game_id: str) -> None:
    why = _switch_to(game_id).resume()
    if why is not None:
        _to_hall(why)


def _route_now() -> Route:
    """The screen shown now, as ``web.routes`` names it."""
    shown = _replay_shown()
    if shown is not None:
        return shown.route()
    if _state["screen"] == "page":
        return Route(_state["game"], _state["page"])
    if _state["screen"] != "table" or _state["game"] is None:
        return HALL
    screen, item = table(_state["game"]).route()
    return Route(_state["game"], screen, item)


def _sync_fragment(replace: bool = False) -> None:
    """Put the screen shown now in the address (a new history entry unless ``replace``), so Back and
    Forward move between screens and the address opens this screen."""
    now = _route_now()
    want = fragment(now)
    if str(window.location.hash) != want:
        was = _parse(str(window.location.hash))
        if now.screen == "replay" and (was.game, was.screen, was.record) == (now.game, now.screen, now.record):
            replace = True  # a step in the same replay: the address follows it, Back leaves the replay
        if replace:
            window.history.replaceState(None, "", want)
        else:
            window.history.pushState(None, "", want)


def _puzzle_ids() -> tuple[str, ...]:
    from sevens.games.tetrahex.puzzles import PUZZLES

    return tuple(PUZZLES)


def _parse(address: str) -> Route:
    """The route an address names (``web.routes``), against the games, the puzzles and the games' pages."""
    return parse(address, registry.ids(), _puzzle_ids(), _page_names())


def _go(route: Route) -> None:
    """Show ``route``'s screen (from the address: Back, Forward, a link)."""
    game = route.game
    if game is None:
        _to_hall()
        return
    if route.screen in _page_names().get(game, ()):
        _open_page(game, route.screen)
    elif route.screen == "replay":
        _open_replay(route)
    elif route.screen == "setup":
        _switch_to(game).open_setup()
    elif route.screen == "puzzles":
        t = _switch_to(game, remember=False)
        t.action("puzzles", None, None)
        if route.item:  # only SEVEN's table has puzzles (its room of them)
            cast(Any, t).room.open(route.item)
    elif not _switch_to(game).show_table():
        if _storage_get(save_key(game)) is not None:
            _resume(game)
        else:
            table(game).open_setup()


def on_storage(event: Any) -> None:
    """Another tab of the page wrote to the browser's storage: if it saved the game this tab shows, the table
    stops and offers the game as it is now (``GameTable.other_tab_saved``): two tabs never write over each other."""
    current = _current()
    text = text_or_none(event.newValue)
    if current is None or text is None or text_or_none(event.key) != STORE.key(current.save_key):
        return
    current.other_tab_saved(text)


def on_popstate(_event: object = None) -> None:
    _go(_parse(str(window.location.hash)))
    _sync_fragment(replace=True)


SHARED = {"start": "start", "new": "open_setup", "undo": "undo", "export": "export", "rules": "show_rules",
          "reveal": "reveal", "next_round": "next_round", "rematch": "rematch", "hint": "ask_hint",
          "to_game": "to_game", "follow": "follow", "import_yes": "accept_import", "import_no": "cancel_import"}
"""The actions every table has, handled here once: each is a ``GameTable`` method (a table's own override
of it runs)."""


def on_click(event: Any) -> None:
    """Dispatch a ``data-action`` button, then put the screen it led to in the address (not the click the browser
    sends right after a drop: ``web.drag``)."""
    if DRAG.swallows(event):
        return
    _dispatch(event)
    _sync_fragment()


def _control(target: Any) -> Control:
    """``target``'s key for the click guard (``web.click_guard``): its id and data values, and the position
    it acts on: the replay shown (not its move: ▶ ▶ ▶ steps on), else the open table's game state (Pass
    again after the bots moved is another control), else the screen."""
    attributes = [(str(a.name), str(a.value)) for a in (target.attributes.item(i)
                                                        for i in range(int(target.attributes.length)))]
    shown = _replay_shown()
    current = _current()
    if shown is not None:
        where: Control = ("replay", str(id(shown.replay)))
    elif current is not None and current.session is not None:
        where = ("table", str(_state["game"]), str(id(current.session.state)))
    else:
        where = (str(_state["screen"]), str(_state["game"]))
    return control_key(attributes, where)


def _dispatch(event: Any) -> None:
    target = event.target.closest("[data-action]")
    if absent(target):
        return
    if not GUARD.allow(int(event.detail or 0), _control(target)):
        return  # the second click of a double click, on a button drawn after the first (web.click_guard)
    action = str(target.dataset.action)
    game = text_or_none(target.getAttribute("data-game"))
    if action == "hall":
        _to_hall()
        return
    if action == "open" and game is not None:
        _switch_to(game).open_setup()
        return
    if action == "resume" and game is not None:
        _resume(game)
        return
    if action == "reset_stats" and game is not None:
        kept = stats.read(_storage_get(stats.KEY))
        kept.pop(game, None)
        _storage_set(stats.KEY, stats.dump(kept))
        render()
        return
    if action == "replay":
        game = game or _state["game"]
        if game is not None:
            _open_replay(Route(game, "replay"))
        return
    if game is not None and action in game_pages(game):
        _open_page(game, action)  # a game's own screen, from its card in the hall
        return
    page = _page_shown()
    if page is not None:
        page.action(action, target)
        return
    shown = _replay_shown()
    if shown is not None:
        if action == "replay_close":
            _go(Route(shown.game_id, "play"))
        else:
            shown.action(action, target)
        return
    if action == "retry":
        current = _current()
        if current is not None:
            current.retry()
        return
    if game is not None and (_state["screen"] != "table" or game != _state["game"]):
        _switch_to(game, remember=False)  # a game's own button in the hall (SEVEN's puzzles)
    current = _current()
    if current is None:
        return
    if current.action(action, target, event):
        return
    method = SHARED.get(action)
    if method is not None:
        getattr(current, method)()


def on_change(event: Any) -> None:
    target = event.target
    page = _page_shown()
    if page is not None:
        page.on_change(target)
        _sync_fragment()
        return
    shown = _replay_shown()
    if shown is not None:
        shown.on_change(target)
        _sync_fragment()
        return
    current = _current()
    if current is None:
        return
    if text_or_none(target.getAttribute("data-action")) == "players":
        current.players_changed()
    elif target.id == "import-file" and target.files.length:
        asyncio.ensure_future(current.import_file(target.files.item(0)))
    else:
        current.on_change(target)


def _on_board(event: Any) -> bool:
    return not absent(event.target.closest("#board"))


def on_pointer_move(event: Any) -> None:
    current = _current()
    if current is not None and _on_board(event):
        current.on_pointer_move(event)


def on_pointer_down(event: Any) -> None:
    current = _current()
    if current is not None:
        current.keyboard = False
        finger = DRAG.down(event, current, document)
        if finger is not None:
            _hold_touches(finger)
        current.on_pointer_down(event)


def on_drag_move(event: Any) -> None:
    """Anywhere in the document: a drag (``web.drag``) follows the pointer out of the app too."""
    DRAG.move(event, _current(), document)


def on_drag_up(event: Any) -> None:
    DRAG.up(event, _current(), document)
    _sync_fragment()


def on_drag_cancel(event: Any) -> None:
    DRAG.cancel(document)


def on_touch_move(event: Any) -> None:
    """A finger's drag under way: the page does not scroll under it (``web.drag``)."""
    if DRAG.holds_touch():
        event.preventDefault()


_touch_listener: list[Any] = []


def _hold_touches(element: Any) -> None:
    """Listen to the ``touchmove`` of the element a finger pressed (not passive: it may cancel the page's scroll).
    A touch's moves go to the element it started on, even once a redraw has taken that element out of the page,
    so a listener on the document would not hear them. One proxy for every press; the browser adds it once."""
    if not _touch_listener:
        _touch_listener.extend([create_proxy(on_touch_move), _options(passive=False)])
    element.addEventListener("touchmove", _touch_listener[0], _touch_listener[1])


def on_key(event: Any) -> None:
    if DRAG.dragging and str(getattr(event, "key", "")) == "Escape":
        DRAG.cancel(document)
        return
    page = _page_shown()
    if page is not None:
        page.on_key(event)
        _sync_fragment()
        return
    shown = _replay_shown()
    if shown is not None:
        shown.on_key(event)
        _sync_fragment()
        return
    current = _current()
    if current is not None:
        current.keyboard = True
        current.on_key(event)


def on_wheel(event: Any) -> None:
    current = _current()
    if current is not None and _on_board(event):
        current.on_wheel(event)


def _listen(element: Any, kind: str, handler: object, passive: bool | None = None) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    if passive is None:
        element.addEventListener(kind, proxy)
    else:
        element.addEventListener(kind, proxy, _options(passive=passive))


def _options(passive: bool) -> Any:
    """``addEventListener``'s options as a JavaScript object."""
    from pyodide.ffi import to_js

    return to_js({"passive": passive}, dict_converter=window.Object.fromEntries)


async def bot_selftest() -> None:
    """With ?selftest=bot in the URL: ask the worker for a 七並べ move and show it (used by e2e)."""
    from pyscript import workers

    game = registry.get("shichinarabe")
    s = game.new(2026)
    seat = game.to_move(s)
    assert seat is not None
    view = game.view(s, seat)
    bot = await workers["bot"]
    move = await bot.choose("shichinarabe", json.dumps(view), "normal", 1)
    out = document.getElementById("selftest")
    out.dataset.legal = json.dumps(view["legal"])
    out.dataset.runtime = str(await bot.runtime())
    out.dataset.page = json.dumps({"precompiled": precompiled.pyscript_served()})
    out.textContent = str(move)


def _check_saves() -> None:
    """Every saved game checked as the page starts on the hall: a refused one is set aside and the hall says
    so, for every game whose save was refused (one line each: only the first was said, the others' saves
    vanished without a word)."""
    said = [str(_state["notice"])] if _state["notice"] else []
    for game in registry.ids():
        if _storage_get(save_key(game)) is not None:
            t = table(game)
            why = t.check_save()
            if why is not None:
                said.append(why)
            read = t.save_read()
            if why is None and read is not None:  # the hall's "Replay" needs no second replay of it
                _finished_saves.note(game, read[0], not read[1])
    _state["notice"] = "\n".join(said)


def _resume_last() -> None:
    """A first visit without an address goes on where the player was: the saved game opened last, else the
    first saved one."""
    last = _storage_get(LAST_KEY)
    ids = registry.ids()
    for game in [g for g in ids if g == last] + [g for g in ids if g != last]:
        if _storage_get(save_key(game)) is None:
            continue
        _state["game"] = game
        why = table(game).resume()
        if why is None:
            _state["screen"] = "table"
        else:
            _state["notice"] = why
        return


async def start() -> None:
    STORE.directory = site_dir(str(window.location.pathname))
    register_from(APP_DIR)
    _state["lang"] = i18n.initial(_storage_get(i18n.KEY), window.navigator.language)
    stored = _storage_get(PACE_KEY)
    HOST.pace = _seconds("pace", PACES.get(stored or "", PACES["normal"]), 5.0) or 0.0
    script = document.querySelector('script[type="py"][config]')
    config = None if absent(script) else text_or_none(script.getAttribute("config"))
    HOST.worker = BotWorker("./web/worker.py", worker_config(config), _seconds("bot_timeout", None, 600.0))
    if _param("bot_budget") == "nodes":
        HOST.worker.budget = "nodes"
    salt = _param("bot_seed")
    if salt is not None and salt.isascii() and salt.isdigit() and len(salt) <= 10 and int(salt) < 2**31:
        HOST.bot_salt = int(salt)
    address = str(window.location.hash)
    route = _parse(address)
    if address and route != HALL:  # a link or a reload names the screen
        _go(route)
    elif address or _param("hall") is not None:  # the hall: its saves are checked, none is opened
        _check_saves()
    else:
        _resume_last()
    render()
    _sync_fragment(replace=True)
    _listen(window, "popstate", on_popstate)
    _listen(window, "storage", on_storage)
    _listen(document.fonts, "loadingdone", on_fonts_loaded)
    _listen(document.getElementById("lang"), "click", toggle_language)
    _listen(document.getElementById("pace"), "change", change_pace)
    document.getElementById("pace").disabled = False
    _listen(document.getElementById("app"), "click", on_click)
    _listen(document.getElementById("app"), "change", on_change)
    _listen(document.getElementById("app"), "pointermove", on_pointer_move)
    _listen(document.getElementById("app"), "pointerdown", on_pointer_down)
    _listen(document, "pointermove", on_drag_move)
    _listen(document, "pointerup", on_drag_up)
    _listen(document, "pointercancel", on_drag_cancel)
    _listen(document.getElementById("app"), "keydown", on_key)
    _listen(document.getElementById("app"), "wheel", on_wheel, passive=False)
    document.getElementById("lang").disabled = False
    document.body.setAttribute("data-ready", "1")
    window.performance.mark(READY_MARK)  # on the page's clock: scripts/bench_load.py times visits by it
    # the bot's worker starts only now, so its interpreter does not compete with the page's own start
    HOST.worker.start()
    if _param("selftest") == "bot":
        await bot_selftest()
