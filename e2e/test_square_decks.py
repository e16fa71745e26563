"""セブンスクエア's deck builder in the page (issue 17, items 7 and 8): a deck built by clicks from an empty one,
its live count and messages, saved in the browser and kept over a reload, then played (the set-up form
offers it, and the game's record holds it); an unfinished deck refused by the builder and a bad custom deck by
the set-up form; a hostile saved-decks entry refused with a message while the page lives on; the builder by
keyboard, in both languages, without a serious axe violation, and every control 44 px on a 375 px phone."""

from __future__ import annotations

import json
from typing import Any

from axecheck import serious_violations
from pagehelpers import READY_TIMEOUT_MS, PageLog, plant, storage_key, stored, wait_ready
from sevens.games.square.cards import CARDS, DECKS

DECKS_KEY = storage_key("sevens.square.decks")
SAVE_KEY = storage_key("sevens.square.save")
QUERY = "/?pace=0&bot_budget=nodes&hall=1"
BUILT = ["warrior", "aera-archer", "aera-artillery", "aera-centurion", "spearman", "shieldbearer", "monk",
         "mercenary", "fang-warrior", "fang-hunter", "chariot", "warhorse", "ao"]
"""13 kinds × 3 = 39 cards, then one ★放浪の騎士 (knight) makes 40 with a 威光 card."""


def _builder(page: Any, site_url: str) -> None:
    page.goto(site_url + QUERY)
    wait_ready(page)
    page.click("[data-action='decks'][data-game='square']")
    page.wait_for_selector(".deck-builder")
    assert page.url.endswith("#/square/decks")


def _total(page: Any) -> int:
    return int(page.locator(".deck-builder").get_attribute("data-total") or -1)


def _problems(page: Any) -> str:
    return page.locator("#deck-problems").text_content() or ""


def test_a_deck_built_in_the_builder_is_saved_and_played(page: Any, site_url: str, log: PageLog) -> None:
    _builder(page, site_url)
    assert _total(page) == 0 and "Needs 40 cards: has 0" in _problems(page) and "威光" in _problems(page)
    for key in BUILT:
        for _ in range(3):
            page.click(f"#deck-add-{key}")
    page.wait_for_selector(".deck-builder[data-total='39']")
    assert page.locator("#deck-add-warrior").is_disabled(), "3 copies at most"
    assert "1 more to add" in _problems(page) and "威光" in _problems(page)
    page.click("#deck-play")
    page.wait_for_function("document.getElementById('deck-notice').textContent.includes('cannot be played')")
    assert page.locator(".deck-builder").count() == 1, "an unfinished deck is refused, the builder stays"
    page.click("#deck-add-knight")
    page.wait_for_selector(".deck-builder[data-total='40'][data-valid='true']")
    assert "Wandering Knight" in _problems(page)
    assert all(page.locator(f"#deck-add-{k}").is_disabled() for k in ("miner", "knight"))
    # the card's full text
    page.click("#deck-info-ao")
    assert "Grant: Shoot 1/2" in (page.locator("#deck-text-ao").text_content() or "")
    page.fill("#deck-name", "E2E deck")
    page.click("#deck-save")
    page.wait_for_selector(".saved-deck[aria-current='true']")
    saved = json.loads(stored(page, DECKS_KEY) or "{}")
    want = sorted([k for k in BUILT for _ in range(3)] + ["knight"], key=list(CARDS).index)
    assert saved["decks"] == [{"name": "E2E deck", "cards": {k: want.count(k) for k in CARDS if k in want}}]
    # kept over a reload (the address opens the builder)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".deck-builder .saved-deck")
    assert "E2E deck" in (page.locator(".saved-deck").text_content() or "")
    page.click("#deck-load-0")
    page.wait_for_selector(".deck-builder[data-total='40']")
    # play it: the set-up form has it chosen for P1, and offers it for P2 too
    page.click("#deck-play")
    page.wait_for_selector("#setup[data-game='square']")
    assert page.locator("select[name='deck0']").input_value() == "saved:E2E deck"
    assert json.loads(page.locator("textarea[name='deck0_json']").input_value()) == want
    assert page.locator("select[name='deck1'] optgroup option[value='saved:E2E deck']").count() == 1
    page.select_option("select[name='seat1']", "random")
    page.click("[data-action='start']")
    page.wait_for_selector(".table", timeout=READY_TIMEOUT_MS)
    record = json.loads(stored(page, SAVE_KEY) or "{}")["record"]
    assert record["setup"]["deck0"] == want and record["setup"]["deck1"] == list(DECKS["fang"].cards)
    assert log.errors == []


def test_an_invalid_deck_is_refused(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + QUERY)
    wait_ready(page)
    page.click("[data-action='open'][data-game='square']")
    page.wait_for_selector("#setup[data-game='square']")
    page.fill("textarea[name='deck0_json']", json.dumps(list(DECKS["aera"].cards)[:39]))
    assert page.locator("select[name='deck0']").input_value() == "custom"
    page.click("[data-action='start']")
    page.wait_for_function("document.getElementById('setup-notice').textContent !== ''")
    said = page.locator("#setup-notice").text_content() or ""
    assert said.startswith("P1 deck: ") and "deck0" not in said and "40" in said, said  # the form's label
    no_prestige = [k for k in DECKS["iron"].cards if not CARDS[k].prestige] + ["ao"] * 3
    assert len(no_prestige) == 40
    page.fill("textarea[name='deck0_json']", json.dumps(no_prestige))
    page.click("[data-action='start']")
    page.wait_for_function("document.getElementById('setup-notice').textContent.includes('威光')")
    assert stored(page, SAVE_KEY) is None, "nothing started"
    # the builder's import refuses what no deck may hold, and keeps the deck being built
    page.click("[data-action='hall']")
    page.click("[data-action='decks'][data-game='square']")
    page.wait_for_selector(".deck-builder")
    page.click("#deck-add-knight")
    page.click("#deck-io")
    page.fill("#deck-import", '["warrior", "warrior", "warrior", "warrior"]')
    page.click("#deck-import-go")
    page.wait_for_function("document.getElementById('deck-notice').textContent.includes('Could not import')")
    assert "4 copies of Warrior" in (page.locator("#deck-notice").text_content() or "")
    assert _total(page) == 1
    page.fill("#deck-import", "[" * 5000)
    page.click("#deck-import-go")
    page.wait_for_function("document.getElementById('deck-notice').textContent.includes('nested')")
    page.fill("#deck-import", json.dumps(list(DECKS["iron"].cards)))
    page.click("#deck-import-go")
    page.wait_for_selector(".deck-ask[data-ask='replace']")
    page.click("#deck-yes")
    page.wait_for_selector(".deck-builder[data-total='40'][data-valid='true']")
    assert log.errors == []


def test_a_hostile_saved_decks_entry_is_refused_and_the_page_lives(page: Any, site_url: str, log: PageLog) -> None:
    hostile = "[" * 200_000
    plant(page, site_url, {DECKS_KEY: hostile})
    page.goto(site_url + "/#/square/decks")
    wait_ready(page)
    page.wait_for_selector(".deck-builder")
    notice = page.locator("#deck-notice").text_content() or ""
    assert "could not be read" in notice and "set aside" in notice
    assert stored(page, DECKS_KEY) is None and stored(page, storage_key("sevens.square.decks.refused")) == hostile
    page.click("#deck-start-iron")
    page.click("#deck-save")
    page.wait_for_selector(".saved-deck")
    assert json.loads(stored(page, DECKS_KEY) or "{}")["decks"][0]["name"] == "Iron Wheel Workshop"
    # an entry with markup in a name and a count out of range: refused whole, nothing of it drawn
    plant(page, site_url, {DECKS_KEY: json.dumps({"version": 1, "decks": [
        {"name": "<img src=x onerror=alert(1)>", "cards": {"warrior": 99}}]})})
    page.goto(site_url + "/#/square/decks")
    wait_ready(page)
    page.wait_for_selector(".deck-builder")
    assert "decks[0].cards.warrior" in (page.locator("#deck-notice").text_content() or "")
    assert page.locator("img").count() == 0
    # the set-up form offers nothing from a bad entry, and still works
    plant(page, site_url, {DECKS_KEY: "{" * 100})
    page.goto(site_url + QUERY)
    wait_ready(page)
    page.click("[data-action='open'][data-game='square']")
    page.wait_for_selector("#setup[data-game='square']")
    assert page.locator("select[name='deck0'] optgroup").count() == 0
    assert log.errors == []


def test_the_builder_by_keyboard_in_both_languages(page: Any, site_url: str, log: PageLog) -> None:
    _builder(page, site_url)
    page.focus("#deck-add-knight")
    page.keyboard.press("Enter")
    page.wait_for_selector(".deck-builder[data-total='1']")
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    page.wait_for_selector(".pcard[data-card='knight'][data-count='3']")
    assert page.evaluate("document.activeElement.id") == "deck-sub-knight", "+ is disabled: the focus moves to −"
    assert "Wandering Knight: 3" in (page.locator("#announce").text_content() or "")
    page.keyboard.press("Enter")
    page.wait_for_selector(".pcard[data-card='knight'][data-count='2']")
    assert page.evaluate("document.activeElement.id") == "deck-sub-knight"
    found = {"en": serious_violations(page)}
    page.click("#deck-io")
    page.click("#deck-info-wolf")
    page.click("#lang")
    page.wait_for_selector("html[lang='ja']")
    assert "デッキ構築" in (page.locator(".deck-builder h2").text_content() or "")
    assert "40枚必要です" in _problems(page) and "大狼" in (page.locator("#deck-info-wolf").text_content() or "")
    found["ja"] = serious_violations(page)
    page.click("#deck-save")
    page.click("#deck-rename-0")
    page.wait_for_selector("#deck-rename-input")
    assert page.evaluate("document.activeElement.id") == "deck-rename-input"
    page.fill("#deck-rename-input", "騎士団")
    page.keyboard.press("Enter")
    page.wait_for_selector(".saved-deck[aria-current='true'] >> text=騎士団")
    assert page.evaluate("document.activeElement.id") == "deck-rename-0"
    page.click("#deck-delete-0")
    page.wait_for_selector(".deck-ask[data-ask='delete']")
    found["ja ask"] = serious_violations(page)
    page.keyboard.press("Escape")
    page.wait_for_selector(".deck-ask", state="detached")
    assert page.evaluate("document.activeElement.id") == "deck-delete-0"
    page.keyboard.press("Enter")
    page.wait_for_selector("#deck-yes")
    page.click("#deck-yes")
    page.wait_for_selector(".deck-saved .meta")
    assert {k: v for k, v in found.items() if v} == {}
    # Back leaves the builder for the hall
    page.go_back()
    page.wait_for_selector(".hall")
    assert log.errors == []


def test_every_control_is_44_px_on_a_375_px_phone(browser: Any, site_url: str) -> None:
    ctx = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    try:
        _builder(page, site_url)
        page.click("#deck-start-fang")
        page.click("#deck-info-wolf")
        page.click("#deck-io")
        page.click("#deck-save")
        page.click("#deck-rename-0")
        small = page.evaluate("""() => [...document.querySelectorAll('#app button, #app input, #app textarea')]
            .map(el => [el, el.getBoundingClientRect()]).filter(([el, r]) => r.height < 43.5 || r.width < 43.5)
            .map(([el, r]) => `${el.id || el.tagName} ${Math.round(r.width)}x${Math.round(r.height)}`)""")
        assert small == []
        assert not page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
    finally:
        ctx.close()
