"""``web.table_base.GameTable`` without a browser (issue 13): the bot loop with a worker that fails, late or
at once; a refused save that could not be set aside is never written over. ``pyscript`` is replaced by a
stand-in holding one element for ``#app``, so the table's drawing is plain text to read."""

from __future__ import annotations

import asyncio
from typing import Any, Iterator

import pytest

from sevens.core import history
from tests import fakepage
from tests.fakepage import APP
from web.bot_worker import BotFailure
from web.shichinarabe.session import Session


@pytest.fixture(autouse=True)
def fake_pyscript(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    fakepage.install(monkeypatch)
    yield


class Worker:
    """Answers the first question after ``delay`` with ``first`` (a failure, or a move text), then the first
    legal move it is shown."""

    def __init__(self, first: BotFailure | None, delay: float = 0.0) -> None:
        self.first = first
        self.delay = delay
        self.asked = 0
        self.stopped: list[str] = []
        self.name = "bot"

    async def choose(self, game_id: str, view_json: str, level: str, seed: int) -> str:
        import json

        self.asked += 1
        if self.asked == 1 and self.first is not None:
            await asyncio.sleep(self.delay)
            raise self.first
        return str(json.loads(view_json)["legal"][0])

    def stop(self, name: str) -> None:
        self.stopped.append(name)


def table(worker: Any, store: dict[str, str] | None = None, aside: bool = True, real: bool = False) -> Any:
    """A table of 七並べ on the fake page: its drawing a stand-in, or the game's own (``real``)."""
    from web.table_base import GameTable, Host
    from web.shichinarabe.table import Table as Drawn

    class Table(GameTable):
        SESSION = Session

        def draw_table(self, status: str | None) -> None:
            APP.innerHTML = f"<table status={status}>"

    items = {} if store is None else store

    def put(key: str, value: str) -> bool:
        items[key] = value
        return True

    return (Drawn if real else Table)(Host(lambda: "en", items.get, put, 0.0, lambda key: aside, worker))


def bot_first() -> Session:
    for seed in range(1, 200):
        s = Session.create(seed, ["human", "normal", "normal", "normal"], {})
        if s.bot_to_move():
            return s
    raise AssertionError("no deal with a bot first")


async def settle(t: Any) -> None:
    for _ in range(200):
        await asyncio.sleep(0.01)
        if not t.busy:
            return


def test_a_failure_is_said_and_retry_goes_on() -> None:
    async def run() -> None:
        t = table(Worker(BotFailure("timeout", 5)))
        t.start_session(bot_first())
        await settle(t)
        assert t.bot_error is not None and t.session.bot_to_move()
        assert 'id="bot-error"' in APP.innerHTML and 'data-action="retry"' in APP.innerHTML
        t.retry()
        await settle(t)
        assert t.bot_error is None and t.session.human_to_move()
        assert 'id="bot-error"' not in APP.innerHTML

    asyncio.run(run())


def test_a_late_failure_of_a_stale_question_does_not_strand_the_game() -> None:
    """The bot hangs, the player leaves and resumes meanwhile: the stale question's failure must not stop
    the loop for the game now shown (it stayed 'thinking…' with no Retry)."""
    async def run() -> None:
        t = table(Worker(BotFailure("timeout", 0.2), delay=0.2))
        t.start_session(bot_first())
        await asyncio.sleep(0.05)
        t.leave()
        t.start_session(Session.load(t.session.dump()))
        await asyncio.sleep(0.3)
        await settle(t)
        assert t.bot_error is None
        assert t.session.human_to_move(), "the bots went on for the game shown"

    asyncio.run(run())


def test_an_answer_the_engine_refuses_is_a_failure() -> None:
    class Nonsense(Worker):
        async def choose(self, *args: Any) -> str:
            return "Z99"

    async def run() -> None:
        worker = Nonsense(None)
        t = table(worker)
        t.start_session(bot_first())
        await settle(t)
        assert t.bot_error is not None and "Z99" in t.bot_error.text("en")
        assert worker.stopped == ["bot"]

    asyncio.run(run())


def test_a_refused_save_that_could_not_be_set_aside_is_never_written_over() -> None:
    async def run() -> None:
        store = {"sevens.shichinarabe.save": "[[["}
        t = table(Worker(None), store, aside=False)
        why = t.resume()
        assert why is not None and "left where it was" in why
        t.start_session(bot_first())
        await settle(t)
        assert store["sevens.shichinarabe.save"] == "[[[", "the new game is not saved over it"
        assert t.save_failed is not None and 'id="storage-warning"' in APP.innerHTML

    asyncio.run(run())


def test_a_held_save_is_moved_once_storage_has_room() -> None:
    async def run() -> None:
        store = {"sevens.shichinarabe.save": "[[["}
        t = table(Worker(None), store, aside=False)
        t.resume()
        t.host.set_aside = lambda key: store.pop(key, None) is not None
        t.start_session(bot_first())
        await settle(t)
        assert t.save_failed is None and store["sevens.shichinarabe.save"].startswith('{"version":1')
        assert 'id="storage-warning"' not in APP.innerHTML

    asyncio.run(run())


async def at_first_rounds_end(real: bool = False) -> Any:
    """A table of a 3-round match (a human, two bots) played by the human's first choice until round 1 ends."""
    t = table(Worker(None), real=real)
    t.start_session(Session.create(5, ["human", "normal", "normal"], {"rounds": 3}))
    for _ in range(300):
        await settle(t)
        if t.round_over:
            break
        t.move(t.session.legal_texts()[0][0])
    return t


def test_a_round_end_stops_everyone_until_the_next_deal_is_asked() -> None:
    async def run() -> None:
        t = await at_first_rounds_end()
        assert t.round_over and 'id="round-end"' in APP.innerHTML and t.session.state.round_no == 1
        moves = len(t.game.to_record(t.session.state)["moves"])
        assert not t.can_decide() and not t.loop_due()
        t.kick()
        await settle(t)
        assert len(t.game.to_record(t.session.state)["moves"]) == moves, "nobody played on"
        t.next_round()
        await settle(t)
        assert not t.round_over and 'id="round-end"' not in APP.innerHTML
        assert t.session.human_to_move() or len(t.game.to_record(t.session.state)["moves"]) > moves

    asyncio.run(run())


def test_the_round_end_shows_the_finished_rounds_last_layout() -> None:
    """Under the round's ranking the grid is the round as its last move left it, not the next deal (4 sevens)."""
    import re

    from sevens.games.shichinarabe import cards, rules

    async def run() -> None:
        t = await at_first_rounds_end(real=True)
        s = t.session
        before = s.past()[-2]
        last = s.GAME.parse_move(before, s.GAME.to_record(s.state)["moves"][-1])
        end = rules.round_end(before, last)
        assert end.round_no == 0 and end.turn < 0 and end.results == s.state.results and end.points == s.state.points
        assert s.state.round_no == 1 and sum(bin(m).count("1") for m in s.state.table) == 4, "the game dealt on"
        html = APP.innerHTML
        placed = set(re.findall(r'class="slot on[^"]*"[^>]*data-card="(\w+)"', html))
        assert placed == {cards.text(c) for c in range(52) if end.table[c // 13] >> (c % 13) & 1}
        assert len(placed) > 4
        assert 'id="round-end"' in html and 'data-action="move"' not in html and "Round 1 of 3" in html
        assert re.search(r'class="slot on[^"]* last ev-(went_out|eliminated|joker)', html), \
            "the move that ended the round (a hand gone out, or one laid face up) is marked on the grid"
        assert 'slot open' not in html, "nothing is playable on a finished round's table"
        assert html.count("Round 1 ranking") == 1, "the ranking once, on the round's end screen"
        t.next_round()
        await settle(t)
        dealt = set(re.findall(r'class="slot on[^"]*"[^>]*data-card="(\w+)"', APP.innerHTML))
        assert len(dealt) >= 4 and len(dealt) < len(placed), "after Deal the next round, the new deal"

    asyncio.run(run())


def test_a_game_saved_at_a_rounds_end_comes_back_to_it() -> None:
    async def run() -> None:
        t = await at_first_rounds_end()
        assert t.round_over
        again = table(Worker(None))
        again.start_session(Session.load(t.session.dump()))
        assert again.round_over and 'id="round-end"' in APP.innerHTML
        again.next_round()
        await settle(again)
        if again.session.human_to_move():
            again.move(again.session.legal_texts()[0][0])  # a move of the new round
            await settle(again)
        fresh = table(Worker(None))
        fresh.start_session(Session.load(again.session.dump()))
        assert not fresh.round_over, "once the new round is played, a load goes on with it"

    asyncio.run(run())


def test_the_match_end_names_the_winner_and_shows_the_last_rounds_points() -> None:
    """A QA pass found the previous round's ranking above the board through the whole next round, and a match
    end that named no winner and left out the last round's points: during a round nothing ranks above the board;
    the end screen says "The match is over" (one round: "The game is over"), who won with how many points, and
    the last round's places, points earned and totals, then the standings."""
    import re

    async def run() -> None:
        t = await at_first_rounds_end(real=True)
        for _ in range(2000):
            if t.session.to_move() is None:
                break
            if t.round_over:
                t.next_round()
            elif t.session.human_to_move():
                t.move(t.session.legal_texts()[0][0])
                assert 'id="ranking"' not in APP.innerHTML, "nothing ranks above the board in a round"
            await settle(t)
        assert t.session.to_move() is None
        html = APP.innerHTML
        pts = t.session.state.points
        names = ["P1 · you", "P2 · Bot (normal)", "P3 · Bot (normal)"]
        top = [names[q] for q in range(3) if pts[q] == max(pts)]
        assert '<h2 id="match-end-title">The match is over</h2>' in html
        said = re.search(r'<p class="result">(.*?)</p>', html)
        assert said is not None and all(n in said.group(1) for n in top) and f"{max(pts)} pt" in said.group(1)
        assert said.group(1).startswith("Winner: " if len(top) == 1 else "First place shared: ")
        summary = html[html.index('id="ranking"'):]
        assert "Round 3 ranking" in summary and summary.count('<tr data-seat=') == 3 and 'id="standings"' in summary

    asyncio.run(run())


def test_a_bots_window_it_can_only_let_pass_is_played_at_once_without_the_worker() -> None:
    """7 SHADES (``QuietMoves``): a reaction window in which a bot holds nothing to use is let pass by the page
    at once, as a person's is: the worker is never asked and the page's pace (10 s here) is not waited; the
    loop stops when the person decides."""
    from web.shades.session import Session as ShadesSession
    from web.table_base import GameTable, Host

    class Shades(GameTable):
        SESSION = ShadesSession

        def draw_table(self, status: str | None) -> None:
            APP.innerHTML = f"<table status={status}>"

    import random

    game = ShadesSession.GAME
    s = ShadesSession.create(3, ["human", "random"], {})
    rng = random.Random(3)

    def settled(st: Any) -> Any:
        """``st`` after the windows no one chooses in (``history.forced_quiet``), whoever's they are."""
        while (m := history.forced_quiet(game, st)) is not None:
            st = game.apply(st, m)
        return st

    # the bot lets a window pass, and after the windows let pass the person has a real choice
    while not (s.to_move() == 1 and s.quiet_only() == "decline" and game.to_move(settled(s.state)) == 0):
        s.play(game.format_move(s.state, rng.choice(game.legal_moves(s.state))))
    before = len(game.to_record(s.state)["moves"])

    async def run() -> None:
        worker = Worker(None)
        items: dict[str, str] = {}

        def put(key: str, value: str) -> bool:
            items[key] = value
            return True

        t = Shades(Host(lambda: "en", items.get, put, 10.0, lambda key: True, worker))
        t.start_session(s)
        for _ in range(100):
            await asyncio.sleep(0.01)
            if not t.busy:
                break
        assert not t.busy, "the loop waited at the pace"
        moves = game.to_record(t.session.state)["moves"][before:]
        assert moves and set(moves) == {"decline"}, moves
        assert worker.asked == 0 and t.session.to_move() == 0  # the person decides next: the loop stopped

    asyncio.run(run())


@pytest.mark.parametrize("finished", [False, True])
def test_a_save_checked_or_resumed_is_remembered_with_whether_its_game_goes_on(finished: bool) -> None:
    """``check_save`` and ``resume`` keep what they read (``save_read``: the text, and whether the match goes on),
    which the hall and the set-up form's warning use instead of replaying the save again; a refused save is not
    kept."""
    s = Session.create(3, ["human", "human", "human"], {"rounds": 1})  # (no bot due: the loop is not started)
    game = s.GAME
    while finished and s.to_move() is not None:
        s.play(game.format_move(s.state, game.legal_moves(s.state)[0]))
    text = s.dump()
    t = table(None, {"sevens.shichinarabe.save": text})
    assert t.save_read() is None
    assert t.check_save() is None
    assert t.save_read() == (text, not finished)
    t = table(None, {"sevens.shichinarabe.save": text})
    assert t.resume() is None and t.save_read() == (text, not finished)
    bad = table(None, {"sevens.shichinarabe.save": text[: len(text) // 2]})
    assert bad.check_save() is not None and bad.save_read() is None


class _Clicked:
    """A clicked element as a table's ``action`` reads it."""

    def __init__(self, **data: str) -> None:
        import types

        self.dataset = types.SimpleNamespace(**data)


def test_a_click_on_a_card_that_cannot_be_played_says_the_rule_and_plays_nothing() -> None:
    """A QA pass clicked a greyed 七並べ card: nothing happened. Each card that cannot be played now carries its
    move (``data-action="why"``), and a click on it says the engine's rule in the notice; nothing is played, even
    for a move the engine would take."""
    from web.table_base import GameTable

    s = Session.create(4, ["human", "human", "human"], {})
    t = table(None, real=True)
    t.start_session(s)
    t.reveal()
    v = s.view()
    greyed = [c for c in v["hand"] if c not in v["legal"]]
    assert greyed and s.to_move() == s.viewer
    html = APP.innerHTML
    for c in greyed:
        assert f'data-action="why" data-trial="{c}"' in html, c
    before = s.state
    assert isinstance(t, GameTable) and t.action("why", _Clicked(trial=greyed[0]), None)
    assert t.session.state is before and "not next to the run" in t.notice, t.notice
    playable = next(m for m in v["legal"] if m in v["hand"])
    t.notice = ""
    t.action("why", _Clicked(trial=playable), None)
    assert t.session.state is before and t.notice == "", "a legal move is never played from here"
