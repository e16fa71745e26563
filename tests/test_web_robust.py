"""The page's pure-Python guards under hostile or clumsy use (issue 13): storage keyed by path, failing and
set aside; the double-click guard; the bot's failures as the player reads them; the hot-seat table hidden
after a load; bots' seeds that say nothing of the deal."""

from __future__ import annotations

from typing import Callable

import pytest

from sevens.core import get
from web.bot_worker import BotFailure
from web.click_guard import ClickGuard
from web.shichinarabe.session import Session
from web.session_base import SessionBase, session_class
from web.storage import REFUSED, Storage, site_dir

GAME = get("shichinarabe")


class FakeLocal:
    """localStorage as a dict; ``full`` makes every write raise as a full quota does, ``denied`` every call."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}
        self.full = False
        self.denied = False

    def _check(self) -> None:
        if self.denied:
            raise PermissionError("SecurityError: storage is disabled")

    def get(self, key: str) -> object:
        self._check()
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self._check()
        if self.full:
            raise OSError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def remove(self, key: str) -> None:
        self._check()
        self.items.pop(key, None)


def storage(local: FakeLocal, directory: str = "/sevens/") -> Storage:
    return Storage(local.get, local.set, local.remove, directory)


@pytest.mark.parametrize("path, expected", [("/", "/"), ("/index.html", "/"), ("/sevens/", "/sevens/"),
                                            ("/sevens/index.html", "/sevens/"), ("", "/")])
def test_the_directory_of_the_page(path: str, expected: str) -> None:
    assert site_dir(path) == expected


def test_keys_carry_the_app_path_and_other_paths_are_never_read() -> None:
    local = FakeLocal()
    mine, theirs = storage(local, "/sevens/"), storage(local, "/other/")
    assert mine.set("sevens.shichinarabe.save", "mine")
    assert theirs.set("sevens.shichinarabe.save", "theirs")
    assert local.items == {"sevens.shichinarabe.save@/sevens/": "mine", "sevens.shichinarabe.save@/other/": "theirs"}
    assert mine.get("sevens.shichinarabe.save") == "mine"
    assert storage(local, "/third/").get("sevens.shichinarabe.save") is None


def test_a_legacy_key_is_adopted_once() -> None:
    local = FakeLocal()
    local.items["sevens.shichinarabe.save"] = "old"
    s = storage(local)
    assert s.get("sevens.shichinarabe.save") == "old"
    assert local.items == {"sevens.shichinarabe.save@/sevens/": "old"}, "moved, not copied"
    assert s.get("sevens.shichinarabe.save") == "old"


def test_a_failed_write_says_so_and_a_later_one_clears_it() -> None:
    local = FakeLocal()
    s = storage(local)
    local.full = True
    assert s.set("k", "v") is False
    assert s.error is not None and "Quota" in s.error
    local.full = False
    assert s.set("k", "v") is True and s.error is None


def test_disabled_storage_reads_as_empty_and_never_raises() -> None:
    local = FakeLocal()
    local.denied = True
    s = storage(local)
    assert s.get("k") is None
    assert s.set("k", "v") is False
    s.remove("k")
    assert s.set_aside("k") is True  # nothing there: nothing to set aside


def test_a_refused_save_is_set_aside_and_the_key_freed() -> None:
    local = FakeLocal()
    s = storage(local)
    s.set("sevens.x.save", "[[[")
    assert s.set_aside("sevens.x.save") is True
    assert s.get("sevens.x.save") is None
    assert s.get("sevens.x.save" + REFUSED) == "[[["


def test_a_save_that_cannot_be_set_aside_stays_where_it_was() -> None:
    local = FakeLocal()
    s = storage(local)
    s.set("sevens.x.save", "[[[")
    local.full = True
    assert s.set_aside("sevens.x.save") is False
    assert s.get("sevens.x.save") == "[[[", "never deleted without its copy"


def test_the_second_click_of_a_double_click_on_a_redrawn_page_does_nothing() -> None:
    g = ClickGuard()
    assert g.allow(1)        # the first click: Pass
    g.drawn()                # the table is redrawn, Undo under the pointer
    assert not g.allow(2)    # the second click of the double click
    assert not g.allow(3)


def test_clicks_that_are_not_chasing_a_redraw_act() -> None:
    g = ClickGuard()
    assert g.allow(1)
    assert g.allow(2), "a double click on a page that did not change"
    g.drawn()
    assert g.allow(1), "a new single click on the new page"
    g.drawn()
    assert g.allow(0), "the keyboard's click (detail 0)"
    g.drawn()
    g.drawn()  # bots moved meanwhile
    assert g.allow(1)


@pytest.mark.parametrize("failure, en, ja", [
    (BotFailure("timeout", 30), "no answer within 30 s", "30 秒"),
    (BotFailure("start", 120), "did not start within 120 s", "起動"),
    (BotFailure("error", 60, "Traceback...\nValueError: " + "x" * 1000), "it failed: ValueError", "エラー"),
])
def test_a_bot_failure_is_told_in_both_languages(failure: BotFailure, en: str, ja: str) -> None:
    assert en in failure.text("en") and "did not answer" in failure.text("en")
    assert ja in failure.text("ja") and "応答" in failure.text("ja")
    assert len(failure.text("en")) < 300, "a hostile error is cut"


def _to_bot_turn(seats: list[str], seed: int) -> Session:
    s = Session.create(seed, seats, {})
    while not s.bot_to_move():
        legal = GAME.legal_moves(s.state)
        s.state = GAME.apply(s.state, legal[0])
    return s


def test_after_a_load_no_hand_is_shown_until_a_human_is_to_move() -> None:
    played = _to_bot_turn(["human", "human", "normal"], 11)
    loaded = Session.load(played.dump())
    assert loaded.bot_to_move()
    assert loaded.table_hidden(), "who holds the device is not known: nothing hidden is shown"
    while not loaded.human_to_move():
        loaded.state = GAME.apply(loaded.state, GAME.legal_moves(loaded.state)[0])
    assert not loaded.table_hidden()
    assert loaded.hand_over_due(), "the human to move takes the device first"
    loaded.revealed = True
    assert loaded.view()["seat"] == loaded.to_move()


def test_a_single_human_table_is_never_hidden() -> None:
    loaded = Session.load(_to_bot_turn(["human", "normal", "normal"], 11).dump())
    assert not loaded.table_hidden()


@pytest.mark.parametrize("make", [
    lambda seed: Session.create(seed, ["human", "normal", "normal"], {}),
    lambda seed: session_class(get("dicerace")).create(seed, ["human", "normal"], {}),
])
def test_a_bots_seed_carries_nothing_of_the_deal(make: Callable[[int], SessionBase]) -> None:
    """The worker was given ``seed % 1_000_003 + seat``, enough to rebuild every hand (issue 13, item 7)."""
    a, b = make(1), make(2_000_000_000)
    a.bot_salt = b.bot_salt = 12345
    assert a.GAME.to_record(a.state)["seed"] != b.GAME.to_record(b.state)["seed"]
    assert [a.bot_seed(q) for q in (1, 2)] == [b.bot_seed(q) for q in (1, 2)], "the same for any deal"
    assert a.bot_seed(1) != a.bot_seed(2)
    c = make(1)
    assert {make(1).bot_salt for _ in range(8)} != {c.bot_salt}, "each session draws its own"
