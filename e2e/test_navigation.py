"""Back, Forward and links (issue 15, item 8): each screen has its own address; the browser's history moves
between the hall, a set-up form and a table without losing the game; a link opens its screen."""

from __future__ import annotations

from typing import Any

from pagehelpers import PageLog, wait_ready


def _fragment(page: Any) -> str:
    return str(page.evaluate("location.hash"))


def test_back_and_forward_move_between_screens(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?pace=0&bot_budget=nodes")
    wait_ready(page)
    assert _fragment(page) == "#/"
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.wait_for_selector("#setup")
    assert _fragment(page) == "#/shichinarabe/setup"
    page.click("[data-action='start']")
    page.wait_for_selector("button[data-action='move']")
    assert _fragment(page) == "#/shichinarabe/play"
    hand = page.locator(".hand .card").all_text_contents()
    page.go_back()
    page.wait_for_selector("#setup")
    page.go_back()
    page.wait_for_selector("ul.hall")
    assert _fragment(page) == "#/"
    page.go_forward()
    page.wait_for_selector("#setup")
    page.go_forward()
    page.wait_for_selector(".hand")
    assert page.locator(".hand .card").all_text_contents() == hand, "the same game, as it was"
    assert _fragment(page) == "#/shichinarabe/play"
    # the hall opens at its top, however far down the table was scrolled (its title was cut off)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0
    page.click(".table [data-action='hall']")
    page.wait_for_selector("ul.hall")
    assert page.evaluate("window.scrollY") == 0
    assert log.errors == []


def test_a_link_opens_its_screen_and_a_bad_one_the_hall(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/#/tetrahex/puzzles/holes")
    wait_ready(page)
    page.wait_for_selector(".puzzle-room[data-puzzle='holes']")
    assert _fragment(page) == "#/tetrahex/puzzles/holes"
    page.goto(site_url + "/#/shichinarabe/setup")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#setup")
    page.goto(site_url + "/#/nosuch/%3Cscript%3E")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("ul.hall")
    assert _fragment(page) == "#/"
    assert log.errors == []
