"""The click guard (``web.click_guard``): a repeated click after a redraw acts only on the control the
previous click pressed (replay steps, SEVEN's zoom), never on another control drawn in its place."""

from __future__ import annotations

from web.click_guard import ClickGuard, control_key

FORWARD = control_key([("id", "replay-forward"), ("data-action", "replay_forward"), ("title", "Forward")],
                      ("replay", "1"))


def test_quick_repeated_clicks_on_a_control_redrawn_in_place_each_act() -> None:
    g = ClickGuard()
    assert g.allow(1, FORWARD)
    g.drawn()  # the step redrew the whole replay: a new ▶ in the same place
    assert g.allow(2, FORWARD)
    g.drawn()
    assert g.allow(3, FORWARD)
    g.drawn()
    assert g.allow(4, FORWARD)


def test_another_control_drawn_where_the_pressed_one_was_is_not_pressed() -> None:
    g = ClickGuard()
    passed = control_key([("data-action", "pass")], ("table", "shichinarabe", "10"))
    undo = control_key([("data-action", "undo")], ("table", "shichinarabe", "11"))
    assert g.allow(1, passed)
    g.drawn()
    assert not g.allow(2, undo)
    assert not g.allow(3, undo), "a dropped click does not make Undo the control pressed"


def test_the_same_button_at_a_new_position_of_the_game_is_another_control() -> None:
    """Pass, the bots move at once, Pass is drawn again: the second click of the double click must not pass
    a second time."""
    g = ClickGuard()
    assert g.allow(1, control_key([("data-action", "pass")], ("table", "shichinarabe", "10")))
    g.drawn()
    assert not g.allow(2, control_key([("data-action", "pass")], ("table", "shichinarabe", "12")))


def test_another_card_in_the_played_cards_place_is_another_control() -> None:
    g = ClickGuard()
    where = ("table", "shichinarabe", "10")
    assert g.allow(1, control_key([("data-action", "play"), ("data-card", "H8")], where))
    g.drawn()
    assert not g.allow(2, control_key([("data-action", "play"), ("data-card", "H9")], where))


def test_the_key_ignores_what_a_redraw_may_change_but_not_the_control() -> None:
    where = ("table", "tetrahex", "5")
    plus = control_key([("data-action", "zoom_in"), ("id", "tx-zoom_in"), ("class", "zoombtn")], where)
    again = control_key([("class", "zoombtn on"), ("disabled", ""), ("id", "tx-zoom_in"),
                         ("data-action", "zoom_in")], where)
    assert plus == again, "attribute order, class and disabled do not change which control it is"
    assert plus != control_key([("data-action", "zoom_out"), ("id", "tx-zoom_out")], where)
    assert plus != control_key([("data-action", "zoom_in"), ("id", "tx-zoom_in")], ("table", "tetrahex", "6"))


def test_an_unknown_control_never_counts_as_the_same() -> None:
    g = ClickGuard()
    assert g.allow(1)
    g.drawn()
    assert not g.allow(2)
    assert g.allow(1), "a new single click always acts"
    assert g.allow(2), "a double click on a page that did not change acts"


def test_a_double_click_on_a_toggle_acts_once() -> None:
    """SEVEN's tray tile: the first click picks it (aria-pressed true), the second would put it back."""
    g = ClickGuard()
    where = ("table", "tetrahex", "5")
    tile = [("id", "pick-0-T"), ("data-action", "pick"), ("data-player", "0"), ("data-shape", "T")]
    assert g.allow(1, control_key([*tile, ("aria-pressed", "false")], where))
    g.drawn()
    assert not g.allow(2, control_key([*tile, ("aria-pressed", "true")], where))


def test_the_mark_of_the_pages_focus_does_not_make_another_control() -> None:
    """A button the page gave the focus after a redraw carries ``data-page-focus``: a quick second tap on it, redrawn
    in place, is the same control (SEVEN's + tapped three times zoomed once before)."""
    where = ("table", "tetrahex", "7")
    assert control_key([("id", "tx-zoom_in"), ("data-action", "zoom_in")], where) == \
        control_key([("id", "tx-zoom_in"), ("data-action", "zoom_in"), ("data-page-focus", "1")], where)
