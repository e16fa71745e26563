"""The page shell: it loads offline from its own origin, shows the hall, switches language, runs the bot worker."""

from __future__ import annotations

import json
from typing import Any

from pagehelpers import READY_TIMEOUT_MS, PageLog, wait_ready

NAMES = ["七並べ", "SEVEN", "7 SHADES OF S:EVEN", "Seven Square", "Ultra Seven: The Biggest Invasion", "Dice Race"]
"""The hall of the e2e site: the five games, then the proof game (registered in this build only,
``build_site.py --with-test-games``); no game is left to come."""


def test_page_gets_ready_and_lists_the_games(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/")
    wait_ready(page)
    names = page.locator(".game .name").all_text_contents()
    assert names == NAMES
    assert page.locator(".game .desc").count() == len(NAMES)
    assert all(t.strip() for t in page.locator(".game .desc").all_text_contents())
    # only what works is offered: every game listed is registered and has a table
    playable = page.locator(".game[data-playable='true']")
    assert [playable.nth(i).get_attribute("data-game") for i in range(playable.count())] == [
        "shichinarabe", "tetrahex", "shades", "square", "ultraseven", "dicerace"]
    assert page.locator(".game[data-playable='false']").count() == 0
    # Pyodide was restored from its start-up snapshot (web/runtime.mjs), not started the slow way
    assert page.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot').length") == 1
    assert page.evaluate("performance.getEntriesByName('sevens:pyodide:plain').length") == 0
    # the page marks its readiness on its own clock (scripts/bench_load.py times visits by it), after the restore
    ready = page.evaluate("performance.getEntriesByName('sevens:ready').map(e => e.startTime)")
    restored = page.evaluate("performance.getEntriesByName('sevens:pyodide:snapshot')"
                             ".map(e => e.startTime + e.duration)")
    assert len(ready) == 1 and ready[0] > restored[0] > 0
    assert log.errors == []


def test_no_request_leaves_the_origin(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?selftest=bot")
    wait_ready(page)
    page.wait_for_function("document.getElementById('selftest').textContent !== ''", timeout=READY_TIMEOUT_MS)
    assert log.requests, "the page made requests"
    foreign = [u for u in log.requests if not (u.startswith(site_url + "/") or u.startswith("blob:")
                                                 or u.startswith("data:"))]
    assert foreign == []


def test_language_switch_is_remembered(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/")
    wait_ready(page)
    first = page.locator("html").get_attribute("lang")
    page.click("#lang")
    second = page.locator("html").get_attribute("lang")
    assert {first, second} == {"ja", "en"}
    heading = page.locator("main h2").text_content()
    page.reload()
    wait_ready(page)
    assert page.locator("html").get_attribute("lang") == second
    assert page.locator("main h2").text_content() == heading
    assert page.locator("#lang").get_attribute("aria-label")
    assert log.errors == []


def test_the_bot_worker_answers_a_legal_move(page: Any, site_url: str, log: PageLog) -> None:
    page.goto(site_url + "/?selftest=bot")
    wait_ready(page)
    page.wait_for_function("document.getElementById('selftest').textContent !== ''", timeout=READY_TIMEOUT_MS)
    out = page.locator("#selftest")
    legal = json.loads(out.get_attribute("data-legal"))
    assert out.text_content() in legal and len(legal) >= 2
    runtime = json.loads(out.get_attribute("data-runtime"))
    assert runtime == {"python": runtime["python"], "snapshot": True, "precompiled": True}
    assert runtime["python"].startswith("3.14")
    # the page and the worker imported PyScript's package as the build compiled it (web/precompiled.py)
    assert json.loads(out.get_attribute("data-page")) == {"precompiled": True}
    assert log.errors == []
    # the worker is told it never reaches the page's window (pyscript.toml, sync_main_only): PyScript no longer
    # warns on every load that it cannot (QA 2026-12-04)
    assert not [w for w in log.warnings if "SharedArrayBuffer" in w], log.warnings


def test_phone_width_has_no_horizontal_scroll(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 375, "height": 740})
    page.goto(site_url + "/")
    wait_ready(page)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_without_its_snapshot_the_page_still_starts(page: Any, site_url: str, log: PageLog) -> None:
    """A host that loses or mangles the snapshot costs load time, never the page (web/runtime.mjs)."""
    page.route("**/snapshot.bin.gz", lambda route: route.fulfill(status=200, body=b"not a gzip stream"))
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    assert page.evaluate("performance.getEntriesByName('sevens:pyodide:plain').length") == 1
    assert page.locator(".game .name").all_text_contents() == NAMES
    assert log.errors == []


def test_a_snapshot_pyodide_refuses_costs_a_second_start_never_the_page(page: Any, site_url: str,
                                                                         log: PageLog) -> None:
    """A snapshot that inflates but is no image (Pyodide refuses it once the wasm is instantiated: "invalid magic
    number"): the page starts Pyodide again, plainly, and its second request for the packed files gets them
    unpacked afresh (web/runtime.mjs), since the site has no unpacked copy to fall back on."""
    import gzip

    page.route("**/snapshot.bin.gz", lambda route: route.fulfill(status=200, body=gzip.compress(bytes(65536))))
    page.goto(site_url + "/?hall=1&snapshot=1")
    wait_ready(page)
    assert page.evaluate("performance.getEntriesByName('sevens:pyodide:plain').length") == 1
    assert page.locator(".game .name").all_text_contents() == NAMES
    assert [e for e in log.errors if "Snapshot" not in e and "snapshot" not in e] == []


def test_the_bot_speed_is_picked_and_remembered(page: Any, site_url: str, log: PageLog) -> None:
    """A speed setting in the page (issue 15, item 1): slow, normal, fast, instant; remembered."""
    from pagehelpers import storage_key

    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    options = page.locator("#pace option").evaluate_all("os => os.map(o => o.value)")
    assert options == ["slow", "normal", "fast", "instant"]
    assert page.locator("#pace").input_value() == "normal"
    page.select_option("#pace", "slow")
    page.wait_for_function(f"localStorage.getItem('{storage_key('sevens.pace')}') === 'slow'")
    page.reload()
    wait_ready(page)
    assert page.locator("#pace").input_value() == "slow"
    assert log.errors == []


def test_the_rules_open_at_their_beginning(page: Any, site_url: str, log: PageLog) -> None:
    """The rules dialog opened scrolled to its end (its close button took the focus) (issue 15)."""
    page.set_viewport_size({"width": 375, "height": 600})
    page.goto(site_url + "/?hall=1")
    wait_ready(page)
    page.click("[data-action='open'][data-game='shichinarabe']")
    page.click("[data-action='start']")
    page.click("[data-action='rules']")
    page.wait_for_selector("#rules-dialog[open]")
    assert page.evaluate("document.getElementById('rules-dialog').scrollHeight") > 700, "a long text"
    assert page.evaluate("document.getElementById('rules-dialog').scrollTop") == 0
    assert page.evaluate("document.activeElement.classList.contains('rules')")
    assert log.errors == []
