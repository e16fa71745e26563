"""A click meant for a button that is no longer there must not press the one drawn in its place.

A double click on Pass plays the pass with its first click; the table is redrawn at once and the Undo button
may now be under the pointer, so the second click would undo the pass. The rule: the second (third, …) click
of a multi-click — the browser counts it in ``event.detail``, which it raises only for clicks close in time
and place — is dropped when the page was redrawn since the previous click that acted, since its target is
then a button the person had not seen when they started clicking. A single click (``detail`` 1), a click
from the keyboard (``detail`` 0), and a double click on a page that did not change always act; a bot's move
redrawing the table never blocks the person's next click, only a click that chases the one before.

Pure Python (``detail`` is the event's click count), tested in CPython.
"""

from __future__ import annotations


class ClickGuard:
    def __init__(self) -> None:
        self.draws = 0
        self._drawn_at_last = -1

    def drawn(self) -> None:
        """The page's content was replaced (a table, a form, the hall)."""
        self.draws += 1

    def allow(self, detail: int) -> bool:
        """Whether a click whose click count is ``detail`` may act (see the module's docstring)."""
        if detail >= 2 and self.draws != self._drawn_at_last:
            return False
        self._drawn_at_last = self.draws
        return True


GUARD = ClickGuard()
"""The page's one guard: the shell asks it on every click, the tables tell it when they draw."""
