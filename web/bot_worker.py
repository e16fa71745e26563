"""The bot's worker as the tables use it: asked with a time limit, restarted when it fails.

The bot thinks in a PyScript worker (``web/worker.py``). A worker can fail three ways: it never starts (its
files cannot load), it raises, or it never answers (a bug, a search that does not end). None of them may
leave the page saying "thinking…" for ever or end the bot loop for good: ``BotWorker.choose`` waits at
most ``start_timeout`` seconds for the worker to be ready and ``answer_timeout`` for its answer, and turns
every failure into ``BotFailure`` (kind ``start``, ``timeout`` or ``error``), which the table shows with a
Retry button while the game stays as it was. After a failure the worker is terminated at once (a hung search
stops using a core), and Retry asks a new one, loaded afresh.

The limits are generous (a cold worker start takes seconds on a slow machine; SEVEN's ``hard`` level may
think ~10 s in the page); the URL parameter ``bot_timeout`` (seconds) sets both, for tests. A limit that
ran out is doubled for the retry (``slower``).
``BotFailure`` is plain Python (tested in CPython); ``BotWorker`` needs the page.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

START_TIMEOUT = 120.0
ANSWER_TIMEOUT = 60.0

_WHY = {
    "start": ("its worker did not start within {s:g} s", "ボットのワーカーが {s:g} 秒以内に起動しませんでした"),
    "timeout": ("no answer within {s:g} s", "{s:g} 秒以内に答えがありませんでした"),
    "error": ("it failed: {detail}", "エラーになりました: {detail}"),
}


class BotFailure(Exception):
    """The bot gave no move: ``kind`` is ``start``, ``timeout`` or ``error``; ``seconds`` the limit that
    ran out; ``detail`` the error's first line (cut to 160 characters)."""

    def __init__(self, kind: str, seconds: float = 0.0, detail: str = "") -> None:
        super().__init__(kind)
        self.kind = kind
        self.seconds = seconds
        self.detail = detail.strip().splitlines()[-1][:160] if detail.strip() else ""

    def why(self, lang: str) -> str:
        en, ja = _WHY[self.kind]
        return (ja if lang == "ja" else en).format(s=self.seconds, detail=self.detail)

    def text(self, lang: str) -> str:
        """What the table says, in ``lang``."""
        if lang == "ja":
            return f"ボットが応答しませんでした（{self.why(lang)}）。ゲームはそのままです。「もう一度」で聞き直します。"
        return f"The bot did not answer ({self.why(lang)}). The game is kept as it was; Retry asks again."


CONFIG_FILE = "./pyscript.toml"
"""PyScript's config for the worker where the page has it only as a file (the page served from the repository)."""


def worker_config(page_config: str | None) -> str:
    """The config the bot's worker is created with: the page's own, as the built page carries it inline (JSON,
    ``scripts/build_site.py``), else the file. Inline, the worker neither fetches the file nor loads a TOML parser,
    and PyScript's package reads it as a mapping — from a file's address it reads nothing, so it missed
    ``sync_main_only`` and warned on every load that the worker cannot reach the page's window (QA 2026-12-04)."""
    if page_config and page_config.lstrip().startswith("{"):
        try:
            if isinstance(json.loads(page_config), dict):
                return page_config
        except ValueError:
            pass
    return CONFIG_FILE


class BotWorker:
    """The page's one bot worker (named ``bot`` at first, ``bot-2``… after restarts)."""

    def __init__(self, src: str, config: str, timeout: float | None = None) -> None:
        self.src = src
        self.config = config
        self.start_timeout = START_TIMEOUT if timeout is None else timeout
        self.answer_timeout = ANSWER_TIMEOUT if timeout is None else timeout
        self.first = (self.start_timeout, self.answer_timeout)
        self.starts = 0
        self.budget = "level"
        """How the bots spend a move: "level" (the level's seconds, anytime) or "nodes" (the level's node
        budgets: reproducible with ``?bot_seed=``, and quick; ``?bot_budget=nodes`` in the URL)."""
        self.name = ""
        self._ready: Any = None
        self.samples: int | None = None
        """How many samples the bot's last answer searched (0: one legal move, or a random pick; None: no answer)."""

    def start(self) -> None:
        """Start a worker (in the background: its interpreter loads while the page goes on), unless one is
        started already."""
        from pyscript import create_named_worker

        if self._ready is not None:
            return
        self.starts += 1
        self.name = "bot" if self.starts == 1 else f"bot-{self.starts}"
        self._ready = asyncio.ensure_future(
            create_named_worker(src=self.src, name=self.name, config=self.config))

    def stop(self, name: str) -> None:
        """Terminate the worker ``name`` (a hung search stops using a core) if it is still the current one
        (a late failure must not stop the worker a newer question was given); the next question starts a
        new one, so a retry gets a worker loaded afresh (a file that failed to load is fetched again)."""
        from pyscript import document

        if name != self.name or self._ready is None:
            return
        try:
            script = document.querySelector(f'script[name="{self.name}"]')
            if script is not None and getattr(script, "xworker", None) is not None:
                script.xworker.terminate()
            if script is not None:
                script.remove()
        except Exception:  # a worker that never started has nothing to stop
            pass
        if self._ready is not None and not self._ready.done():
            self._ready.cancel()
        self._ready = None

    async def ready(self) -> Any:
        """The worker once it can answer; ``BotFailure("start")`` if it does not start in time."""
        self.start()
        try:
            return await asyncio.wait_for(asyncio.shield(self._ready), self.start_timeout)
        except asyncio.TimeoutError:
            raise BotFailure("start", self.start_timeout) from None
        except asyncio.CancelledError:
            raise
        except Exception as e:
            raise BotFailure("start", self.start_timeout, str(e)) from None

    async def choose(self, game_id: str, view_json: str, level: str, seed: int) -> str:
        """The bot's move text for that view, or ``BotFailure``; after a failure the worker is replaced
        (``samples``: what the search did, for the benchmarks)."""
        self.start()  # (if none is started)
        name = self.name
        self.samples = None
        try:
            worker = await self.ready()

            async def ask() -> Any:
                return await worker.choose_thought(game_id, view_json, level, seed, self.budget)

            try:
                answer = json.loads(str(await asyncio.wait_for(ask(), self.answer_timeout)))
                self.samples = int(answer["samples"])
                return str(answer["move"])
            except asyncio.TimeoutError:
                raise BotFailure("timeout", self.answer_timeout) from None
            except asyncio.CancelledError:
                raise
            except Exception as e:
                raise BotFailure("error", self.answer_timeout, str(e)) from None
        except BotFailure as failure:
            self.slower(failure)
            self.stop(name)
            raise

    def slower(self, failure: BotFailure) -> None:
        """After a limit ran out, the retry waits twice as long for the same thing (a slow machine's worker
        start, a slow machine's deep search), up to ten times the first limit."""
        if failure.kind == "start":
            self.start_timeout = min(self.start_timeout * 2, self.first[0] * 10)
        elif failure.kind == "timeout":
            self.answer_timeout = min(self.answer_timeout * 2, self.first[1] * 10)
