"""The set-up form generated from the option spec, for every registered game (the proof game included):
a control of the right kind and name for every option, labels in both languages, fields read back into the
engine's options, and bad values refused naming the option."""

from __future__ import annotations

import json
import re

import pytest

from sevens.core import BadOption, get, ids
from sevens.core.options import Choice, IntRange, Setup, defaults as spec_defaults
from web import setup_form, tables
from web.session_base import PLAYERS_OPTION, SessionBase, session_class


def _names(html: str) -> set[str]:
    return set(re.findall(r'name="([^"]+)"', html))


@pytest.mark.parametrize("game_id", ids())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_option_has_its_control_and_label(game_id: str, lang: str) -> None:
    game = get(game_id)
    fields = setup_form.defaults(game)
    html = setup_form.form_html(game, fields, lang, title="T", seat_label=lambda i, _: f"seat #{i}")
    names = _names(html)
    info = game.info
    n = setup_form.players(game, fields)
    assert {f"seat{i}" for i in range(n)} <= names and f"seat{n}" not in names
    assert ("players" in names) == (info.min_players < info.max_players)
    for name, opt in game.option_spec().items():
        if name == PLAYERS_OPTION:
            continue
        assert name in names
        assert setup_form.label(opt, name, lang) in html
        kind = setup_form.control(opt)
        if kind == "checkbox":
            assert f'type="checkbox" name="{name}"' in html
        elif kind == "radio":
            assert html.count(f'type="radio" name="{name}"') == len(opt.values)  # type: ignore[union-attr]
        elif kind == "setup":
            assert f"{name}_json" in names
        else:
            # (a control with help text also names it: aria-describedby after the name)
            assert re.search(rf'<select name="{name}"[ >]', html) or f'type="number" name="{name}"' in html


@pytest.mark.parametrize("game_id", ids())
def test_the_default_fields_give_the_spec_defaults(game_id: str) -> None:
    game = get(game_id)
    seats, options = setup_form.parse(game, setup_form.defaults(game))
    want = spec_defaults(game.option_spec())
    want.pop(PLAYERS_OPTION, None)
    assert options == want
    assert seats[0] == "human" and all(s == "normal" for s in seats[1:])
    session_class(game).create(1, seats, options)  # the engine takes them


def test_the_forms_the_e2e_tests_fill_keep_their_names() -> None:
    sevens = setup_form.form_html(get("shichinarabe"), setup_form.defaults(get("shichinarabe")), "en", title="",
                                  seat_label=lambda i, _: "")
    for name in ("players", "rounds", "pass_limit", "seat3"):
        assert f'<select name="{name}"' in sevens
    for name in ("joker", "joker_last", "ak_link", "ak_tunnel"):
        assert f'type="checkbox" name="{name}"' in sevens
    seven = setup_form.form_html(get("tetrahex"), setup_form.defaults(get("tetrahex")), "en", title="",
                                 seat_label=lambda i, _: "")
    assert 'name="variant" value="top" checked' in seven and 'name="variant" value="bottom"' in seven
    assert '<select name="seat1">' in seven and "players" not in _names(seven)


def test_fields_read_back_into_options() -> None:
    game = get("shichinarabe")
    fields = setup_form.defaults(game)
    fields.update({"players": "5", "seat4": "hard", "rounds": "3", "pass_limit": "1", "joker": True})
    seats, options = setup_form.parse(game, fields)
    assert seats == ["human", "normal", "normal", "normal", "hard"]
    assert options["rounds"] == 3 and options["pass_limit"] == 1 and options["joker"] is True
    s = session_class(game).create(1, seats, options)
    assert game.players(s.state) == 5


def test_a_rule_between_options_is_the_engines_refusal() -> None:
    """The engine refuses the A–K tunnel without the link, in the options' own words (a QA pass read
    "option 'ak_tunnel' (the A–K tunnel) needs 'ak_link' to be true" under the form)."""
    game = get("shichinarabe")
    with pytest.raises(BadOption) as err:
        game.options(ak_tunnel=True)
    assert err.value.option == "ak_tunnel"
    assert "“After the K–A joint, only that side grows” (ak_tunnel) needs “A and K are neighbours”" in err.value.text("en")
    assert "「AとKを隣接とみなす」" in err.value.text("ja")


def test_an_option_that_needs_another_is_off_until_that_one_is_ticked() -> None:
    """``Choice.needs``: the form draws the A–K tunnel and the joker as last card unticked and disabled until the
    link and the joker are ticked, and reads them off while they are not (so the form never sends the pair the
    engine refuses)."""
    game = get("shichinarabe")
    fields = setup_form.defaults(game)
    assert setup_form.dependents(game, "ak_link") == ["ak_tunnel"] and setup_form.dependents(game, "joker") == ["joker_last"]
    html = setup_form.form_html(game, fields, "en", title="T", seat_label=lambda i, _: str(i))
    for dep, needed in (("ak_tunnel", "ak_link"), ("joker_last", "joker")):
        assert re.search(rf'<label class="check off" data-needs="{needed}"><input type="checkbox" name="{dep}" disabled>', html)
    fields.update({"ak_tunnel": True, "joker_last": True})  # ticked before the box was disabled: read as off
    seats, options = setup_form.parse(game, fields)
    assert options["ak_tunnel"] is False and options["joker_last"] is False
    session_class(game).create(1, seats, options)  # no refusal
    fields.update({"ak_link": True, "joker": True})
    html = setup_form.form_html(game, fields, "en", title="T", seat_label=lambda i, _: str(i))
    assert re.search(r'<label class="check" data-needs="ak_link"><input type="checkbox" name="ak_tunnel" checked>', html)
    seats, options = setup_form.parse(game, fields)
    assert options["ak_tunnel"] is True and options["joker_last"] is True
    session_class(game).create(1, seats, options)


def test_a_setup_takes_a_preset_or_checked_json_naming_the_field() -> None:
    game = get("dicerace")
    spec = game.option_spec()
    board = next(n for n, o in spec.items() if isinstance(o, Setup))
    opt = spec[board]
    assert isinstance(opt, Setup)
    fields = setup_form.defaults(game)
    for preset, value in opt.presets.items():
        fields[board] = preset
        assert setup_form.show_preset(game, fields, board)  # as the page does when the select changes
        assert json.loads(fields[f"{board}_json"]) == value
        assert setup_form.parse(game, fields)[1][board] == value
    fields[board] = setup_form.CUSTOM
    fields[f"{board}_json"] = json.dumps([{"square": 4, "shift": 2}])
    assert setup_form.parse(game, fields)[1][board] == [{"square": 4, "shift": 2}]
    for bad in ("[{", '[{"square": 0, "shift": 2}]', '[{"square": 4}]', "[" * 50 + "]" * 50):
        fields[f"{board}_json"] = bad
        with pytest.raises(BadOption) as err:
            setup_form.parse(game, fields)
        assert err.value.option.startswith(board) and board in err.value.text("en")


def test_kinds_of_control() -> None:
    assert setup_form.control(Choice(False, (False, True))) == "checkbox"
    assert setup_form.control(Choice(1, (1, 2, 3))) == "select"
    assert setup_form.control(Choice("a", ("a", "b"), value_labels={"a": ("A", "A"), "b": ("B", "B")})) == "radio"
    assert setup_form.control(IntRange(3, 2, 8)) == "select"
    assert setup_form.control(IntRange(100, 1, 1000)) == "number"
    game = get("dicerace")
    fields = setup_form.defaults(game)
    fields["players"] = "9"
    assert setup_form.players(game, fields) == game.info.max_players
    fields["players"] = "x"
    assert setup_form.players(game, fields) == game.info.min_players


def test_an_edited_json_area_is_never_dropped_for_the_preset() -> None:
    """The area edited while a preset stays selected: the edit is played (or refused naming the field),
    not the preset; an area left as the preset's JSON (or empty) plays the preset."""
    game = get("dicerace")
    fields = setup_form.defaults(game)
    fields["board"] = "ladders"
    setup_form.show_preset(game, fields, "board")
    assert setup_form.parse(game, fields)[1]["board"] == game.option_spec()["board"].presets["ladders"]
    fields["board_json"] = json.dumps([{"square": 4, "shift": 2}])
    assert setup_form.parse(game, fields)[1]["board"] == [{"square": 4, "shift": 2}]
    fields["board_json"] = "[{"
    with pytest.raises(BadOption) as err:
        setup_form.parse(game, fields)
    assert err.value.option.startswith("board")
    fields["board_json"] = "  "
    assert setup_form.parse(game, fields)[1]["board"] == game.option_spec()["board"].presets["ladders"]
    assert not setup_form.show_preset(game, fields, "die"), "only a structured option's select"
    # typing in the area turns its select to "custom" in the page
    html = setup_form.form_html(game, fields, "en", title="T", seat_label=lambda i, _: "")
    area = re.search(r'<textarea name="board_json"[^>]*>', html)
    assert area is not None and 'data-setup="board"' in area.group(0)
    assert "oninput=\"this.form.elements.namedItem(this.dataset.setup).value = 'custom'\"" in area.group(0)


@pytest.mark.parametrize("game_id", ids())
def test_each_games_session_is_made_for_its_engine_from_the_form(game_id: str) -> None:
    """The page's session of every game (its own, or the generic one) plays that engine with the seats
    and options the default form gives."""
    game = get(game_id)
    own = tables._optional(f"web.{game_id}.session")
    cls = own.Session if own is not None else session_class(game)
    seats, options = setup_form.parse(game, setup_form.defaults(game))
    s = cls.create(1, seats, options)
    assert isinstance(s, SessionBase) and s.GAME is game
    assert s.seats == seats and game.players(s.state) == len(seats)
    assert s.chance_to_move() or s.legal_texts(), "a game to play: someone decides"


def test_a_bad_option_is_said_by_its_label_on_the_form() -> None:
    """A QA pass read "option 'deck0': a deck has exactly 40 cards…" under Seven Square's form: the form says its
    own label ("P1 deck: …", 「P1 のデッキ」), never the key the records use."""
    game = get("square")
    fields = setup_form.defaults(game)
    fields["deck0"] = setup_form.CUSTOM
    fields["deck0_json"] = json.dumps(["warrior", "warrior"])
    with pytest.raises(BadOption) as err:
        setup_form.parse(game, fields)
    assert "deck0" in err.value.text("en")  # the engine's words, for records and the CLI
    opt = game.option_spec()["deck0"]
    for lang in ("en", "ja"):
        said = setup_form.refusal_text(game, err.value, lang)
        name = setup_form.label(opt, "deck0", lang)
        assert "deck0" not in said and name in said and "40" in said, said
    other = BadOption("nosuch", "option 'nosuch' is unknown")
    assert setup_form.refusal_text(game, other, "en") == "option 'nosuch' is unknown"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_option_s_help_says_what_it_does_under_its_control(lang: str) -> None:
    """A QA pass (2026-12-04) found options named by a rule's number or a card's name only ("First-turn balance
    (R4)", "Celestia hits hands of at least"): those say what they do under the control, which names the text
    as its description."""
    asked = {"shades": ("adjacent", "first_cards", "celestia_min", "colourless"),
             "square": ("first_turn_balance", "deploy_anywhere"),
             "ultraseven": ("hidden_counts", "remove_at_equal")}
    for game_id, names in asked.items():
        game = get(game_id)
        html = setup_form.form_html(game, setup_form.defaults(game), lang, title="T", seat_label=lambda i, _: f"s{i}")
        for name in names:
            opt = game.option_spec()[name]
            words = opt.help[1 if lang == "ja" else 0]
            assert words, (game_id, name)
            note = f'<small class="opt-help" id="help-{name}">'
            assert note in html and html.count(f'aria-describedby="help-{name}"') == 1, (game_id, name)
            control = re.search(rf'<(?:input|select|fieldset) [^>]*aria-describedby="help-{name}"[^>]*>', html)
            assert control is not None and (f'name="{name}"' in control.group(0) or control.group(0).startswith("<fieldset"))
            assert html.index(note) > html.index(control.group(0)), "under its control"
    plain = setup_form.form_html(get("shichinarabe"), setup_form.defaults(get("shichinarabe")), lang, title="T",
                                 seat_label=lambda i, _: f"s{i}")
    assert "opt-help" not in plain, "an option without help text gets none"
