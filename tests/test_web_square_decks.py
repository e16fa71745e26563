"""セブンスクエア's deck builder without a browser (issue 17, item 7): the deck's counts and its problems (which
agree with the engine's ``validate_deck``), the saved decks' entry read as untrusted data (every hostile
entry refused naming the field, before any deep parse), import and export, the builder's buttons (save,
unique names, rename, delete and replace after a question, storage full, a refused entry set aside or held),
its drawing in both languages, "Play with this deck", the saved decks offered by the set-up form, and the
shell's generic hooks (a game's own pages, its routes, its hall card)."""

from __future__ import annotations

import json
import random
import re
import sys
import types
from typing import Any

import pytest

from sevens.core import BadOption, BadRecord, registry
from sevens.games.square.cards import CARDS, DECK_SIZE, DECKS, MAX_COPIES, validate_deck
from web import routes, setup_form, tables
from web.square import deck_html, deck_model, deck_store
from web.square.deck_model import Draft, problems
from web.square.deck_state import Builder
from web.square.deck_store import KEY, MAX_DECKS, read_import, read_saved
from web.square.deck_text import S

GAME = registry.get("square")


# --- the deck's counts and problems --------------------------------------------------------------------------
def test_every_string_has_both_languages() -> None:
    for key, texts in S.items():
        assert set(texts) >= {"ja", "en"} and all(texts.values()), key


def test_plus_stops_at_three_copies_and_at_forty_cards() -> None:
    d = Draft()
    assert [d.add("warrior") for _ in range(4)] == [True, True, True, False]
    assert d.count("warrior") == MAX_COPIES
    assert not d.add("nosuch") and not d.remove("spearman")
    for k in CARDS:
        while d.add(k):
            pass
    assert d.total == DECK_SIZE and not d.can_add("knight")
    assert d.remove("warrior") and d.count("warrior") == 2 and d.total == DECK_SIZE - 1
    assert d.cards() == [k for k in CARDS for _ in range(d.count(k))]


def test_problems_name_every_rule_broken_at_once() -> None:
    counts = {"warrior": 3, "spearman": 3}
    found = problems(counts)
    assert len(found) == 2
    assert "Needs 40 cards: has 6 (34 more to add)." == found[0][0] and "あと34枚" in found[0][1]
    assert "威光" in found[1][0] and "威光" in found[1][1]
    assert any("4 of Warrior" in p[0] for p in problems({"warrior": 4}))
    assert "too many" in problems({k: 3 for k in list(CARDS)[:14]})[0][0]


@pytest.mark.parametrize("key", list(DECKS))
def test_the_preconstructed_decks_have_no_problem(key: str) -> None:
    d = deck_model.preset(key, "en")
    assert problems(d.counts) == [] and d.cards() == list(DECKS[key].cards)
    assert deck_model.preset(key, "ja").name == DECKS[key].name_ja
    assert sum(deck_model.curve(d.counts).values()) == sum(deck_model.by_type(d.counts).values()) == DECK_SIZE


def test_problems_agree_with_the_engine_on_random_decks() -> None:
    """A deck has no problem exactly when ``validate_deck`` accepts it (the engine has the last word)."""
    rng = random.Random(17)
    keys = list(CARDS)
    seen = {True: 0, False: 0}
    for _ in range(400):
        d = Draft()
        target = rng.choice([DECK_SIZE, DECK_SIZE, rng.randrange(30, 41)])
        pool = [k for k in keys if not (CARDS[k].prestige and rng.random() < 0.5)]
        while d.total < target and any(d.can_add(k) for k in pool):
            d.add(rng.choice(pool))
        try:
            validate_deck("deck", d.cards())
            ok = True
        except BadOption:
            ok = False
        assert (problems(d.counts) == []) == ok, d.counts
        seen[ok] += 1
    assert min(seen.values()) > 20


def test_a_name_keeps_only_what_prints() -> None:
    assert deck_model.clean_name("  My\u200b deck\n ") == "My deck"
    assert deck_model.clean_name("x" * 100) == "x" * deck_model.MAX_NAME
    assert deck_model.clean_name("\u202e\u0000") == ""


# --- the saved decks' entry ------------------------------------------------------------------------------------
def _entry(decks: Any, **extra: Any) -> str:
    return json.dumps({"version": 1, "decks": decks, **extra})


def test_the_entry_round_trips() -> None:
    decks = [Draft("Archers", {"aera-archer": 3, "knight": 1}), Draft("アエラ", deck_model.preset("aera", "ja").counts)]
    back = read_saved(deck_store.dump_saved(decks))
    assert [(d.name, d.sorted_counts()) for d in back] == [(d.name, d.sorted_counts()) for d in decks]
    assert read_saved(None) == []


@pytest.mark.parametrize("text, field", [
    ("[" * 10_000, "decks"), ("{" * 5 + "}" * 5, "decks"), ('"x"' + " " * deck_store.MAX_TEXT, "decks"),
    ("not json", "decks"), ("[]", "decks"), ('{"version": 1, "decks": [], "decks": []}', "decks"),
    (_entry([], extra=1), "extra"), ('{"version": 2, "decks": []}', "version"), ('{"version": true, "decks": []}', "version"),
    ('{"version": 1, "decks": {}}', "decks"), (_entry([{"name": "a", "cards": {}}] * (MAX_DECKS + 1)), "decks"),
    (_entry([1]), "decks[0]"), (_entry([{"name": "a", "cards": {}, "x": 1}]), "decks[0].x"),
    (_entry([{"name": "", "cards": {}}]), "decks[0].name"), (_entry([{"name": 3, "cards": {}}]), "decks[0].name"),
    (_entry([{"name": "a\u202e", "cards": {}}]), "decks[0].name"), (_entry([{"name": "x" * 41, "cards": {}}]), "decks[0].name"),
    (_entry([{"name": "a", "cards": {}}, {"name": "a", "cards": {}}]), "decks[1].name"),
    (_entry([{"name": "a", "cards": []}]), "decks[0].cards"), (_entry([{"name": "a"}]), "decks[0].cards"),
    (_entry([{"name": "a", "cards": {"base": 1}}]), "decks[0].cards.base"),
    (_entry([{"name": "a", "cards": {"__proto__": 1}}]), "decks[0].cards.__proto__"),
    (_entry([{"name": "a", "cards": {"warrior": 4}}]), "decks[0].cards.warrior"),
    (_entry([{"name": "a", "cards": {"warrior": 0}}]), "decks[0].cards.warrior"),
    (_entry([{"name": "a", "cards": {"warrior": True}}]), "decks[0].cards.warrior"),
    (_entry([{"name": "a", "cards": {"warrior": 1.0}}]), "decks[0].cards.warrior"),
    (_entry([{"name": "a", "cards": {"warrior": 10 ** 500}}]), "decks"),
    (_entry([{"name": "a", "cards": {k: 3 for k in list(CARDS)[:14]}}]), "decks[0].cards"),
])
def test_a_hostile_entry_is_refused_naming_the_field(text: str, field: str) -> None:
    with pytest.raises(BadRecord) as err:
        read_saved(text)
    assert err.value.field == field
    assert len(err.value.en) < 300 and err.value.ja


def test_an_import_takes_a_list_or_counts_and_refuses_what_no_deck_holds() -> None:
    aera = list(DECKS["aera"].cards)
    assert read_import(json.dumps(aera)) == deck_model.preset("aera", "en").sorted_counts()
    assert read_import(' {"warrior": 2, "knight": 0} ') == {"warrior": 2}
    assert read_import('["warrior"]') == {"warrior": 1}, "an unfinished deck comes in as a draft"
    for text, field, words in [
        ('["warrior", "nosuch"]', "deck[1]", "no card"), ('{"nosuch": 1}', "deck.nosuch", "no card"),
        ('["warrior", 1]', "deck[1]", "no card"), ('[["warrior"]]', "deck[0]", "no card"),
        ('{"warrior": -1}', "deck.warrior", "count"), ('{"warrior": "2"}', "deck.warrior", "count"),
        ('["warrior", "warrior", "warrior", "warrior"]', "deck", "4 copies of Warrior"),
        (json.dumps(aera + ["miner"]), "deck", "41 cards"), ('"aera"', "deck", "must be a list"),
        ("[[[[1]]]]", "deck", "nested"), ("[" + '"warrior",' * 5000 + "]", "deck", "larger"), ("", "deck", "JSON"),
    ]:
        with pytest.raises(BadRecord) as err:
            read_import(text)
        assert err.value.field == field and words in err.value.en, (text, err.value.en)


def test_an_export_is_what_the_set_up_form_and_the_engine_take() -> None:
    d = deck_model.preset("iron", "en")
    text = deck_store.export_text(d)
    assert GAME.option_spec()["deck0"].from_text("deck0", text) == list(DECKS["iron"].cards)
    assert read_import(text) == d.sorted_counts()


# --- the builder --------------------------------------------------------------------------------------------
class Store:
    """A browser's storage for the builder: writes may be refused (``full``) and set-asides too."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})
        self.full = False
        self.aside_full = False

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> bool:
        if self.full:
            return False
        self.items[key] = value
        return True

    def set_aside(self, key: str) -> bool:
        if key not in self.items:
            return True
        if self.full or self.aside_full:
            return False
        self.items[key + ".refused"] = self.items.pop(key)
        return True


def _builder(store: Store, lang: str = "en") -> Builder:
    return Builder(store.get, store.set, store.set_aside, lambda: lang)


def _fill(b: Builder, keys: list[str]) -> None:
    for k in keys:
        assert b.add(k), k


def test_save_open_rename_delete() -> None:
    store = Store()
    b = _builder(store)
    _fill(b, ["knight", "warrior", "warrior"])
    assert b.dirty() and b.save()
    assert b.draft.name == "My deck 1" and b.origin == "My deck 1" and not b.dirty()
    assert [d.name for d in read_saved(store.items[KEY])] == ["My deck 1"]
    b.add("spearman")
    assert b.dirty() and b.save() and len(b.saved) == 1 and b.saved[0].count("spearman") == 1, "saved over itself"
    b.start("aera")
    assert b.pending is not None or b.draft.name == "Aera Battle Line"
    assert b.draft.name == "Aera Battle Line" and b.origin is None and not b.dirty()
    assert b.save() and [d.name for d in b.saved] == ["My deck 1", "Aera Battle Line"]
    b.set_name("My deck 1")
    assert not b.save() and "already saved" in b.notice_text(), "never a silent overwrite"
    assert b.rename("My deck 1", "  Knights ") and b.names() == ["Knights", "Aera Battle Line"]
    assert not b.rename("Knights", "Aera Battle Line") and "already saved" in b.notice_text()
    assert not b.rename("Knights", "\u200b") and b.notice_text() == "Give it a name."
    b.set_name("Aera Battle Line")
    b.open_saved("Knights")
    assert b.draft.name == "Knights" and b.draft.count("knight") == 1 and b.origin == "Knights"
    b.ask_delete("Knights")
    assert b.pending == ("delete", "Knights") and b.names() == ["Knights", "Aera Battle Line"]
    b.confirm()
    assert b.names() == ["Aera Battle Line"] and b.origin is None and b.dirty(), "the deck stays, unsaved"
    assert "Deleted" in b.notice_text()
    assert [d.name for d in read_saved(store.items[KEY])] == ["Aera Battle Line"]


def test_unsaved_changes_are_replaced_only_after_a_yes() -> None:
    b = _builder(Store())
    b.start("fang")
    b.start("iron")
    assert b.pending is None and b.draft.name == "Iron Wheel Workshop", "no changes: no question"
    b.sub("passage")
    b.start("empty")
    assert b.pending is not None and b.pending[0] == "replace" and b.draft.total == 39
    b.cancel()
    assert b.pending is None and b.draft.total == 39
    b.import_deck('["warrior"]')
    assert b.pending is not None and b.draft.total == 39
    b.confirm()
    assert b.draft.counts == {"warrior": 1} and b.draft.name == "Iron Wheel Workshop" and b.dirty()
    b.import_deck('["nosuch"]')
    assert b.draft.counts == {"warrior": 1} and "Could not import" in b.notice_text() and "nosuch" in b.notice_text()


def test_a_full_storage_keeps_the_deck_and_says_so() -> None:
    store = Store()
    b = _builder(store, "ja")
    _fill(b, ["knight"])
    store.full = True
    assert not b.save() and "保存できませんでした" in b.notice_text() and KEY not in store.items
    assert b.saved == [] and b.origin is None and b.dirty()
    store.full = False
    assert b.save() and b.names() == ["マイデッキ 1"]


def test_too_many_decks_are_refused() -> None:
    store = Store({KEY: deck_store.dump_saved([Draft(f"d{i}", {"knight": 1}) for i in range(MAX_DECKS)])})
    b = _builder(store)
    assert len(b.saved) == MAX_DECKS
    _fill(b, ["warrior"])
    assert not b.save() and "At most 50" in b.notice_text()


@pytest.mark.parametrize("text", ["[" * 100_000, '{"version": 1, "decks": [{"name": "<b>", "cards": {"warrior": 9}}]}',
                                  "\u0000" * 10, "null"])
def test_a_refused_entry_is_set_aside_and_said(text: str) -> None:
    store = Store({KEY: text})
    b = _builder(store)
    assert b.saved == [] and KEY not in store.items and store.items[KEY + ".refused"] == text
    assert "set aside" in b.notice_text()
    html = deck_html.page_html(b, "en")
    assert "<b>" not in html and 'id="deck-notice"' in html
    _fill(b, ["knight"])
    assert b.save() and b.names() == ["My deck 1"]


def test_a_refused_entry_that_cannot_be_set_aside_is_never_written_over() -> None:
    store = Store({KEY: "[[["})
    store.aside_full = True
    b = _builder(store)
    assert b.held and "left where they were" in b.notice_text()
    b.refresh()
    assert b.held and "left where they were" in b.notice_text(), "a redraw does not try again"
    _fill(b, ["knight"])
    assert not b.save() and store.items[KEY] == "[[[" and "nothing is saved over them" in b.notice_text()
    store.aside_full = False
    assert b.save() and store.items[KEY + ".refused"] == "[[[" and b.names() == ["My deck 1"]


def test_another_tab_s_change_is_read_again() -> None:
    store = Store()
    b = _builder(store)
    store.items[KEY] = deck_store.dump_saved([Draft("Elsewhere", {"knight": 1})])
    b.refresh()
    assert b.names() == ["Elsewhere"]


# --- to the game ---------------------------------------------------------------------------------------------
def test_play_refuses_an_unfinished_deck_and_chooses_what_the_deck_is() -> None:
    store = Store()
    b = _builder(store)
    _fill(b, ["warrior"])
    assert b.play_fields() is None
    assert b.notice_text().startswith("This deck cannot be played yet: Needs 40 cards: has 1")
    b.start("aera")
    b.confirm()
    assert b.play_fields() == {"deck0": "aera", "deck0_json": json.dumps(list(DECKS["aera"].cards))}
    b.sub("warrior")
    b.add("miner")
    custom = b.play_fields()
    assert custom is not None and custom["deck0"] == setup_form.CUSTOM
    assert GAME.option_spec()["deck0"].from_text("deck0", custom["deck0_json"]) == b.draft.cards()
    b.set_name("Knights")
    assert b.save()
    assert b.play_fields() == {"deck0": "saved:Knights", "deck0_json": json.dumps(b.draft.cards())}


def test_the_set_up_form_offers_the_finished_saved_decks() -> None:
    import web.square as square_web

    mine = deck_model.preset("aera", "en")
    mine.remove("warrior")
    mine.add("miner")
    store = Store({KEY: deck_store.dump_saved([Draft("Mine <3", mine.counts), Draft("Half", {"knight": 1})])})
    more = tables.setup_choices("square", store.get, "ja")
    assert set(more) == {"deck0", "deck1"}
    assert [c[:2] for c in more["deck0"].choices] == [("saved:Mine <3", "Mine <3（保存）")], "only a finished deck"
    fields = setup_form.defaults(GAME)
    fields["deck1"] = "saved:Mine <3"
    assert setup_form.show_preset(GAME, fields, "deck1", more)
    html = setup_form.form_html(GAME, fields, "ja", title="", seat_label=lambda i, _: str(i), more=more)
    assert '<optgroup label="保存したデッキ"><option value="saved:Mine &lt;3" selected>Mine &lt;3（保存）</option></optgroup>' in html
    _, options = setup_form.parse(GAME, fields)
    assert options["deck1"] == mine.cards() and options["deck0"] == list(DECKS["aera"].cards)
    gone = setup_form.form_html(GAME, fields, "en", title="", seat_label=lambda i, _: str(i), more={})
    assert re.search(r'<option value="custom" selected>', gone), "a deleted deck: the form says custom"
    store.items[KEY] = "[" * 50
    assert square_web.setup_choices(store.get, "en") == {}, "a corrupt entry offers nothing (the builder says why)"


def test_an_invalid_custom_deck_is_refused_by_the_form() -> None:
    fields = setup_form.defaults(GAME)
    fields["deck0"] = setup_form.CUSTOM
    fields["deck0_json"] = json.dumps(list(DECKS["aera"].cards)[:39])
    with pytest.raises(BadOption) as err:
        setup_form.parse(GAME, fields)
    assert err.value.option == "deck0" and "40" in err.value.en


# --- the drawing ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_builder_draws_every_card_with_its_controls(lang: str) -> None:
    store = Store({KEY: deck_store.dump_saved([Draft("<script>alert(1)</script>", {"knight": 1})])})
    b = _builder(store, lang)
    b.start("aera")
    b.sub("warrior")
    b.toggle_card("ao")
    b.io_open = True
    html = deck_html.page_html(b, lang)
    assert len(re.findall(r'<li class="pcard', html)) == len(CARDS) == 34
    ids = re.findall(r' id="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "ids are unique"
    for k in CARDS:
        assert f'id="deck-add-{k}"' in html and f'id="deck-sub-{k}"' in html and f'id="deck-info-{k}"' in html
    assert re.search(r'id="deck-sub-knight"[^>]*>', html).group().count("disabled") == 0  # type: ignore[union-attr]
    assert "disabled" in re.search(r'id="deck-sub-ao"[^>]*>', html).group()  # type: ignore[union-attr]
    assert "disabled" in re.search(r'id="deck-add-chariot"[^>]*>', html).group(), "3 copies"  # type: ignore[union-attr]
    assert 'id="deck-text-ao"' in html and ("付与" in html if lang == "ja" else "Grant: Shoot 1/2" in html)
    assert 'aria-expanded="true"' in html and "<script>" not in html and "&lt;script&gt;" in html
    assert 'data-total="39"' in html and 'data-valid="false"' in html and 'id="deck-export"' in html
    assert ("あと1枚" if lang == "ja" else "1 more to add") in html
    for word in ([S["group_soldier"][lang], S["curve"][lang].split("（")[0].split(" (")[0]]):
        assert word in html
    for button in re.findall(r"<button[^>]*>", html):
        assert 'type="button"' in button
    names = re.findall(r'<button[^>]*aria-label="([^"]*)"', html)
    assert len(names) == 2 * len(CARDS) and all(names)


def test_a_full_deck_disables_every_plus() -> None:
    b = _builder(Store())
    b.start("fang")
    html = deck_html.page_html(b, "en")
    plus = re.findall(r'<button[^>]*id="deck-add-[^"]+"[^>]*>', html)
    assert len(plus) == 34 and all("disabled" in p for p in plus)
    assert "Ready to play. Generals to choose from: ★" not in html and "Fang Chieftain" in html


# --- the page's DOM side, with a stand-in document -----------------------------------------------------------
class El:
    def __init__(self, id_: str = "", **data: str) -> None:
        self.id = id_
        self.value = ""
        self.disabled = False
        self.innerHTML = ""
        self.textContent = ""
        self.data = data
        self.focused = False

    def getAttribute(self, name: str) -> str | None:
        return self.data.get(name)

    def hasAttribute(self, name: str) -> bool:
        return name == "disabled" and self.disabled

    def focus(self, *_: Any) -> None:
        self.focused = True


def _page(monkeypatch: pytest.MonkeyPatch, store: Store) -> tuple[Any, dict[str, El], list[dict[str, Any]]]:
    els: dict[str, El] = {}

    def by_id(key: str) -> El:
        return els.setdefault(key, El(key))

    document = types.SimpleNamespace(getElementById=by_id, activeElement=None)
    window = types.SimpleNamespace(Object=types.SimpleNamespace(fromEntries=dict))
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=document, window=window))
    monkeypatch.setitem(sys.modules, "pyodide", types.SimpleNamespace())
    monkeypatch.setitem(sys.modules, "pyodide.ffi", types.SimpleNamespace(to_js=lambda x, **_: x))
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(Object=window.Object))
    from web.pages import PageHost
    from web.square.decks import DeckBuilder

    opened: list[dict[str, Any]] = []
    host = PageHost(lambda: "en", store.get, store.set, store.set_aside, opened.append)
    return DeckBuilder(host), els, opened


def test_the_page_hands_each_button_to_the_builder(monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store()
    page, els, opened = _page(monkeypatch, store)
    page.draw()
    assert 'class="deck-builder"' in els["app"].innerHTML
    page.action("deck-add", El(**{"data-card": "knight"}))
    assert page.builder.draft.count("knight") == 1 and els["deck-add-knight"].focused
    assert els["announce"].textContent == "★Wandering Knight: 1 (deck 1/40)"
    page.action("deck-play", El())
    assert opened == [] and "cannot be played" in els["app"].innerHTML
    els["deck-name"].value = "Knight's <deck>"
    page.action("deck-start", El(**{"data-deck": "aera"}))
    assert page.builder.pending is not None and els["deck-yes"].focused
    page.action("deck-yes", El())
    assert page.builder.draft.name == "Aera Battle Line"
    page.action("deck-sub", El(**{"data-card": "warrior"}))
    page.action("deck-add", El(**{"data-card": "miner"}))
    els["deck-name"].value = "Knight's <deck>"
    page.action("deck-save", El())
    assert page.builder.names() == ["Knight's <deck>"]
    page.action("deck-rename", El(**{"data-index": "0"}))
    els["deck-rename-input"].value = "Knights"
    page.on_key(types.SimpleNamespace(key="Enter", target=els["deck-rename-input"], preventDefault=lambda: None))
    assert page.builder.names() == ["Knights"] and page.builder.draft.name == "Knights"
    assert 'value="Knights"' in els["app"].innerHTML
    els["deck-name"].value = "Knights"  # the redrawn field (the stand-in's elements do not follow innerHTML)
    page.action("deck-play", El())
    assert opened and opened[-1]["deck0"] == "saved:Knights"
    page.action("deck-delete", El(**{"data-index": "0"}))
    page.on_key(types.SimpleNamespace(key="Escape", target=els["deck-no"], preventDefault=lambda: None))
    assert page.builder.pending is None and page.builder.names() == ["Knights"]
    page.action("deck-delete", El(**{"data-index": "7"}))
    page.action("nosuch", El())
    assert page.builder.pending is None


# --- the shell's generic hooks --------------------------------------------------------------------------------
def test_a_game_s_pages_have_routes_and_a_hall_button() -> None:
    pages = {"square": ("decks",)}
    games = ("shichinarabe", "square")
    route = routes.parse("#/square/decks", games, (), pages)
    assert route == routes.Route("square", "decks") and routes.fragment(route) == "#/square/decks"
    for text in ("#/shichinarabe/decks", "#/square/decks/x", "#/square/decks?v=1", "#/square/nosuch"):
        assert routes.parse(text, games, (), pages) == routes.HALL, text
    assert routes.parse("#/square/decks", games) == routes.HALL, "without its pages, no such screen"
    assert set(tables.pages("square")) == {"decks"} and tables.pages("shichinarabe") == {}
    card = tables.hall_card("square")
    info = GAME.info
    assert card["name"] == info.name_en and card["desc"]["ja"] and card["actions"][0][0] == "decks"
    from web.hall import hall_html

    html = hall_html("ja", {})
    assert 'data-action="decks" data-game="square">デッキ構築</button>' in html


def test_a_deck_opened_and_saved_under_a_new_name_is_a_new_deck_the_old_one_kept() -> None:
    """QA 2026-12-04: Alpha opened, a card changed, renamed "Alpha v2" and saved replaced Alpha without a word."""
    store = Store()
    b = _builder(store)
    b.start("aera")
    b.set_name("Alpha")
    assert b.save()
    b.start("iron")
    b.set_name("Beta")
    assert b.save()
    b.open_saved("Alpha")
    before = b.find("Alpha")
    assert before is not None
    assert b.sub("spearman")
    b.set_name("Alpha v2")
    assert b.save() and b.names() == ["Alpha", "Beta", "Alpha v2"]
    assert "“Alpha” is kept" in b.notice_text()
    alpha, v2 = b.find("Alpha"), b.find("Alpha v2")
    assert alpha is not None and v2 is not None and alpha.counts == before.counts != v2.counts
    assert b.origin == "Alpha v2" and not b.dirty()
    assert b.sub("spearman")
    assert b.save() and b.names() == ["Alpha", "Beta", "Alpha v2"], "the same name again saves over itself"
    again = b.find("Alpha v2")
    assert again is not None and again.counts != v2.counts
    b.open_saved("Beta")
    b.set_name("")
    assert b.save() and b.names() == ["Alpha", "Beta", "Alpha v2", "My deck 1"], "a blank name is a new deck too"
