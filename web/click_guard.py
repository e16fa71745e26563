"""A click meant for a button that is no longer there must not press the one drawn in its place.

A double click on Pass plays the pass with its first click; the table is redrawn at once and the Undo button
may now be under the pointer, so the second click would undo the pass. The rule: the second (third, …) click
of a multi-click — the browser counts it in ``event.detail``, which it raises only for clicks close in time
and place — is dropped when the page was redrawn since the previous click that acted *and* the control under
the pointer is not the one that click pressed, since it is then a control the person had not seen when they
started clicking.

"The same control" is the shell's ``Control`` key: the element's id, its ``data-action`` and its other
``data-*`` values, a toggle's pressed state, and the position it acts on (the game's state on a table, the
replay on the replay screen). A button redrawn in its own place — a replay step (▶ ▶ ▶), SEVEN's zoom (+ + +), a turn of the
tile in hand — keeps its key, so quick repeated clicks each act, as the person meant (and as a browser's own
button does); Undo drawn where Pass was, another card where the played one was, or Pass again after the bots
moved (a new position) has another key and is dropped, and so has a toggle whose state the first click
changed (a double click on SEVEN's tray tile picks it once). A single click (``detail`` 1), a click from the
keyboard (``detail`` 0), and a multi-click on a page that did not change always act; a bot's move redrawing
the table never blocks the person's next click, only a click that chases the one before.

Pure Python (``detail`` is the event's click count, the key a tuple of strings), tested in CPython.
"""

from __future__ import annotations

Control = tuple[str, ...]
"""What identifies a control across redraws (see the module's docstring); ``()`` for "unknown": never the
same as another."""


TOGGLES = frozenset({"aria-pressed", "aria-checked", "aria-expanded", "aria-selected"})
"""A toggle's state: part of its key, so a double click on a toggle (SEVEN's tray tile: pick, then put
back) acts once, as before, rather than undoing itself."""


NOT_ITS_OWN = frozenset({"data-page-focus"})
"""``data-`` attributes that say how the control was drawn, not which control it is."""


def control_key(attributes: list[tuple[str, str]], where: Control) -> Control:
    """A control's key from its attributes (name, value): its id, every ``data-*`` value and a toggle's
    state (``TOGGLES``), sorted, then ``where`` (the position it acts on). Other attributes (disabled, class,
    title, and ``data-page-focus``: the page gave it the focus after a redraw) may change with a redraw without
    making it another control."""
    kept = sorted((k, v) for k, v in attributes
                  if k == "id" or (k.startswith("data-") and k not in NOT_ITS_OWN) or k in TOGGLES)
    return tuple(f"{k}={v}" for k, v in kept) + ("@",) + tuple(where)


class ClickGuard:
    def __init__(self) -> None:
        self.draws = 0
        self._drawn_at_last = -1
        self._last: Control = ()

    def drawn(self) -> None:
        """The page's content was replaced (a table, a form, the hall)."""
        self.draws += 1

    def allow(self, detail: int, control: Control = ()) -> bool:
        """Whether a click whose click count is ``detail`` on ``control`` may act (see the module's
        docstring): a repeated click after a redraw acts only on the control the previous one pressed."""
        redrawn = self.draws != self._drawn_at_last
        if detail >= 2 and redrawn and not (control and control == self._last):
            return False
        self._drawn_at_last = self.draws
        self._last = control
        return True


GUARD = ClickGuard()
"""The page's one guard: the shell asks it on every click, the tables tell it when they draw."""
