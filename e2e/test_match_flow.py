"""Matches that feel like matches (issue 15, item 2): a round's end waits on its own screen (the ranking,
the points of the round, the totals) until the next deal is asked for; the match's end offers a rematch
with the same seats and options."""

from __future__ import annotations

import json
from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, plant, storage_key, wait_ready

KEY = storage_key("sevens.shichinarabe.save")


def _saved(page: Any) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('{KEY}')"))


def _focused_action(page: Any) -> str | None:
    """The ``data-action`` of the element that has the keyboard's focus (None: the page's body)."""
    return page.evaluate("document.activeElement && document.activeElement.getAttribute('data-action')")


def _play_until(page: Any, selector: str) -> None:
    """Click the human's first choice (a card, else the pass) until ``selector`` shows."""
    for _ in range(200):
        page.wait_for_selector(f"{selector}, button[data-action='move']", timeout=READY_TIMEOUT_MS)
        if page.locator(selector).count():
            return
        cards = page.locator("button.card.playable")
        (cards.first if cards.count() else page.locator("button.pass")).click()
    raise AssertionError(f"{selector} never came")


def test_a_round_end_waits_and_a_match_end_offers_a_rematch(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?pace=0&bot_budget=nodes&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.select_option("select[name='players']", "3")
    page.select_option("select[name='rounds']", "3")
    page.click("[data-action='start']")
    _play_until(page, "#round-end")
    rows = page.locator("#round-end .round-summary tbody tr")
    assert rows.count() == 3
    earned = sorted(int(t.strip("+ pts")) for t in rows.locator("td:nth-child(3)").all_text_contents())
    assert earned == [0, 1, 2], "the i-th out of 3 scores 3 − i"
    assert page.locator(".grid .slot.on").count() > 4, "the finished round's last layout, not the next deal"
    assert page.locator(".grid .slot.on.last").count() >= 1
    moves = len(_saved(page)["record"]["moves"])
    page.wait_for_timeout(1500)
    assert len(_saved(page)["record"]["moves"]) == moves, "nobody plays on while the round's end is shown"
    assert page.locator("button[data-action='move']:not([disabled])").count() == 0
    page.click("[data-action='next_round']")
    page.wait_for_selector("#round-end", state="detached")
    _play_until(page, "#round-end")
    assert _focused_action(page) == "next_round", "the keyboard goes on from the round's end"
    page.click("[data-action='next_round']")
    _play_until(page, "#match-end")
    assert _focused_action(page) == "rematch"
    # the list of this round's moves is numbered by the moves' places in the round, the newest first
    numbered = page.locator(".log > ol[reversed]")
    shown, start = numbered.locator("li").count(), int(numbered.get_attribute("start") or 0)
    assert start >= shown > 0
    assert page.locator(".log-more").count() == (1 if start > shown else 0)
    if start > shown:
        assert page.locator(".log-more").text_content().startswith(f"{start - shown} earlier move")
    # a finished match is not undone (it was counted already: undone and won again it was counted twice)
    assert page.locator("[data-action='undo']").is_disabled()
    moves = len(_saved(page)["record"]["moves"])
    page.evaluate("() => { const b = document.querySelector(\"[data-action='undo']\"); b.disabled = false; b.click(); }")
    page.wait_for_selector("#notice:has-text('A finished game cannot be undone')")
    assert len(_saved(page)["record"]["moves"]) == moves and page.locator("#match-end").count() == 1
    before = _saved(page)
    page.click("[data-action='rematch']")
    page.wait_for_selector("#match-end", state="detached")
    after = _saved(page)
    assert after["seats"] == before["seats"] and after["record"]["setup"] == before["record"]["setup"]
    assert after["record"]["seed"] != before["record"]["seed"] and len(after["record"]["moves"]) < 5
    page.click(".table [data-action='hall']")  # the statistics count the finished match (issue 15, item 5)
    line = page.locator(".game[data-game='shichinarabe'] .stats li[data-level='normal']")
    assert "1 played" in (line.text_content() or "")
    page.click("[data-action='reset_stats'][data-game='shichinarabe']")
    page.wait_for_selector(".game[data-game='shichinarabe'] .stats", state="detached")
    assert log.errors == []


def test_a_hint_shows_the_bots_move_and_the_result_says_so(page: Any, site_url: str, log: PageLog) -> None:
    """"What would the bot play?" (issue 15, item 3): the normal bot's move from the human's own view, its
    button outlined, counted in the save; the match's end says it was played with hints."""
    page.goto(site_url + "/?pace=0&bot_budget=nodes&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.click("[data-action='start']")
    page.wait_for_selector("button[data-action='hint']:not([disabled])", timeout=READY_TIMEOUT_MS)
    page.click("[data-action='hint']")
    page.wait_for_selector("#hint", timeout=READY_TIMEOUT_MS)
    move = page.locator("#hint").get_attribute("data-move")
    assert (page.locator("#hint").text_content() or "").startswith("Hint: ")
    assert page.locator("button.hinted").get_attribute("data-move") == move
    assert page.evaluate("document.activeElement.getAttribute('data-move')") == move, "the focus on the hinted move"
    assert page.evaluate("document.activeElement.dataset.pageFocus") == "1", "marked as the page's focus, not the person's"
    assert _saved(page)["hints"] == 1
    page.click("button.hinted")
    _play_until(page, "#match-end")
    assert "Played with 1 hint" in (page.locator("#match-end").text_content() or "")
    assert log.errors == []


def test_the_hint_bar_stays_while_the_bots_play(page: Any, site_url: str, log: PageLog) -> None:
    """The hint's bar is drawn all through a game a human plays (disabled in the bots' turns): the table under it
    no longer jumps by the bar's height at every bot turn."""
    page.goto(site_url + "/?pace=slow&bot_budget=nodes&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.select_option("select[name='players']", "4")
    page.click("[data-action='start']")
    page.wait_for_selector(".table", timeout=READY_TIMEOUT_MS)
    tops = set()
    for _ in range(12):  # the bots' turns and the human's, at the slow pace
        assert page.locator(".hintbar [data-action='hint']").count() == 1
        # read in one step in the page (a locator's box is None if a redraw replaces the element meanwhile)
        tops.add(round(page.evaluate("document.querySelector('.table').getBoundingClientRect().y")))
        cards = page.locator("button.card.playable:not([disabled])")
        if cards.count():
            cards.first.click()
        page.wait_for_timeout(250)
    assert len(tops) == 1, tops
    assert log.errors == []


def test_the_set_up_form_says_a_game_in_progress_would_be_replaced(page: Any, site_url: str, log: PageLog) -> None:
    """"Play" in the hall and "New game" at the table open the set-up form; with a match in progress it says that
    starting replaces it and offers the way back to it (the save was replaced without a word)."""
    import random

    from web.shichinarabe.session import Session

    s = Session.create(9, ["human", "normal", "normal"], {"rounds": 3})
    rng = random.Random(9)
    while len(s.GAME.to_record(s.state)["moves"]) < 6:
        s.play(s.GAME.format_move(s.state, rng.choice(s.GAME.legal_moves(s.state))))
    plant(page, site_url, {KEY: s.dump()})
    page.goto(site_url + "/?pace=0&bot_budget=nodes&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    assert "starting a new one replaces it" in (page.locator("#setup-replaces").text_content() or "")
    page.click("[data-action='to_game']")
    page.wait_for_selector(".table", timeout=READY_TIMEOUT_MS)
    assert _saved(page)["record"]["seed"] == 9
    page.click("[data-action='new']")
    page.wait_for_selector("#setup-replaces")
    page.click("[data-action='to_game']")
    page.wait_for_selector(".table")
    assert _saved(page)["record"]["seed"] == 9, "nothing replaced on the way"
    assert log.errors == []


def _new_game(page: Any, site_url: str) -> None:
    """A new 七並べ game from the hall, the human to move."""
    page.goto(site_url + "/?pace=0&bot_budget=nodes&hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.click("[data-action='start']")
    page.wait_for_selector("button[data-action='move']:not([disabled])", timeout=READY_TIMEOUT_MS)


def _play_on_in_another_tab(page: Any, site_url: str) -> tuple[Any, list[str]]:
    """A second tab of the same browser opens the game and plays a move (the bots' answers saved too): the tab
    and the moves it saved."""
    other = page.context.new_page()
    other.goto(site_url + "/?pace=0&bot_budget=nodes#/shichinarabe/play")
    wait_ready(other)
    other.wait_for_selector("button[data-action='move']:not([disabled])", timeout=READY_TIMEOUT_MS)
    n = len(_saved(other)["record"]["moves"])
    other.locator("button.card.playable, button.pass").first.click()
    other.wait_for_function(f"JSON.parse(localStorage.getItem('{KEY}')).record.moves.length > {n}")
    other.wait_for_selector("button[data-action='move']:not([disabled]), #round-end, #match-end",
                            timeout=READY_TIMEOUT_MS)  # the bots' answers written too
    return other, list(_saved(other)["record"]["moves"])


def test_two_tabs_never_write_over_each_other(page: Any, site_url: str, log: PageLog) -> None:
    """A game played on in a second tab: the first tab, still showing the older position, stops (no move, no bot, no
    save there) and offers the game as it is now; before, its next move wrote the older game over the newer one."""
    _new_game(page, site_url)
    page.locator("button.card.playable, button.pass").first.click()  # a move of its own: its Undo is enabled
    page.wait_for_selector("button[data-action='move']:not([disabled]), #round-end, #match-end",
                           timeout=READY_TIMEOUT_MS)
    other, newer = _play_on_in_another_tab(page, site_url)
    try:
        page.wait_for_selector("#other-tab", timeout=READY_TIMEOUT_MS)
        assert page.locator("button[data-action='move']:not([disabled]), button.card.playable").count() == 0, \
            "nothing to play in the stale tab"
        page.click("[data-action='undo']")  # nor to undo there
        page.wait_for_timeout(500)
        assert _saved(page)["record"]["moves"] == newer, "the older game was not written over the newer one"
        page.click("[data-action='follow']")
        page.wait_for_selector("#other-tab", state="detached")
        assert _saved(page)["record"]["moves"][:len(newer)] == newer
    finally:
        other.close()
    assert log.errors == []


def test_a_tab_back_from_the_hall_does_not_write_its_older_game_over_another_tabs(page: Any, site_url: str,
                                                                                  log: PageLog) -> None:
    """A QA pass: tab A leaves its table for the hall, tab B plays on, tab A comes back by the browser's Back (or
    "Back to the game in progress") and its next move wrote its older game over B's — the storage event had come
    while A showed the hall. Now A's table comes back stopped, saying the game went on elsewhere."""
    _new_game(page, site_url)
    page.click(".table [data-action='hall']")
    page.wait_for_selector("ul.hall")
    other, newer = _play_on_in_another_tab(page, site_url)
    try:
        page.go_back()  # the browser's Back: to the table this tab left
        page.wait_for_selector("#other-tab", timeout=READY_TIMEOUT_MS)
        assert page.locator("button[data-action='move']:not([disabled])").count() == 0, "nothing to play here"
        assert _saved(page)["record"]["moves"] == newer
        page.click("[data-action='follow']")
        page.wait_for_selector("#other-tab", state="detached")
        assert _saved(page)["record"]["moves"][:len(newer)] == newer
        assert page.locator(".hand .card").all_text_contents() == other.locator(".hand .card").all_text_contents()
    finally:
        other.close()
    assert log.errors == []
