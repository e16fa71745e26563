"""Matches that feel like matches (issue 15, item 2): a round's end waits on its own screen (the ranking,
the points of the round, the totals) until the next deal is asked for; the match's end offers a rematch
with the same seats and options."""

from __future__ import annotations

import json
from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, storage_key, wait_ready

KEY = storage_key("sevens.shichinarabe.save")


def _saved(page: Any) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('{KEY}')"))


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
    moves = len(_saved(page)["record"]["moves"])
    page.wait_for_timeout(1500)
    assert len(_saved(page)["record"]["moves"]) == moves, "nobody plays on while the round's end is shown"
    assert page.locator("button[data-action='move']:not([disabled])").count() == 0
    page.click("[data-action='next_round']")
    page.wait_for_selector("#round-end", state="detached")
    _play_until(page, "#round-end")
    page.click("[data-action='next_round']")
    _play_until(page, "#match-end")
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
    assert _saved(page)["hints"] == 1
    page.click("button.hinted")
    _play_until(page, "#match-end")
    assert "Played with 1 hint" in (page.locator("#match-end").text_content() or "")
    assert log.errors == []
