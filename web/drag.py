"""Drag and drop, built once in the shell for every table.

A table marks what may be dragged with ``data-drag="TOKEN"`` and where it may be let go with ``data-drop="TOKEN"``.
A press on a ``data-drag`` element that moves more than ``THRESHOLD_PX`` starts a drag: the table's
``drag_start(source)`` says whether it may (and shows what the source can do, as a click on it would), a copy of
the element follows the pointer (hidden over a target marked ``data-drop-preview``, which draws the drop itself), and
the ``data-drop`` element under it is outlined (``drop-over``). Let go over one
and the table's ``drop(source, target)`` plays what a click on the source and then on the target would — legal or
not, so the engine refuses an illegal drop with its rule as it refuses the click. A press that does not move is a
click as before, and the click the browser sends after a drop is swallowed (``swallows``). Escape, a
``pointercancel`` or a release over no target ends the drag without a move. Near the window's top or bottom edge the
page scrolls, a little more each frame the closer the pointer is (``edge_step``), so a target out of view is reached.

A mouse or a pen drags at once. A finger first holds still on the element for ``LONG_PRESS_MS`` (the drag then
starts where it rests): a finger that moves sooner scrolls the page as ever, so the roster stays scrollable on a
phone; once a finger's drag has started, its ``touchmove`` is cancelled (``holds_touch``, listened to on the
pressed element, where the browser sends a touch's moves) so the page does not scroll under it. Tap, tap does the same as a drag.

No DOM at import: the document is passed in, so the state machine runs in CPython's tests with fakes.
"""

from __future__ import annotations

from typing import Any, Protocol

from .jsutil import absent

THRESHOLD_PX = 8.0
"""How far a press must move before it is a drag (a shaky click stays a click)."""
CLICK_AFTER_DROP_MS = 150.0
"""A click this soon after a drop, before any other press, is the drop's own (the browser sends it with the
release) and is swallowed; a person's next click starts with a press of its own."""
LONG_PRESS_MS = 350
"""How long a finger holds still on a draggable element before its drag starts."""
EDGE_PX = 56.0
"""A drag this close to the window's top or bottom scrolls the page (the target may be out of view)."""
EDGE_STEP_PX = 24.0
"""The most the page scrolls a frame, at the very edge."""
GHOST_ID = "drag-ghost"
OVER = "drop-over"


class DragTable(Protocol):
    def drag_start(self, source: str) -> bool: ...

    def drop(self, source: str, target: str) -> None: ...


class Drag:
    """One pointer's drag at a time: the pressed source, then the ghost and the target under the pointer."""

    def __init__(self) -> None:
        self.pointer: Any = None
        self.source = ""
        self.element: Any = None
        self.start = (0.0, 0.0)
        self.grab = (0.0, 0.0)
        self.size = (0.0, 0.0)
        self.shift = (0.0, 0.0)
        self.dragging = False
        self.over: Any = None
        self.dropped_at = -1e18
        self.at = (0.0, 0.0)
        self.scrolling = False
        self.doc: Any = None
        self.touch = False
        self.press = 0
        """Counts the presses, so a long-press timer of an earlier press does nothing."""

    def reset(self, doc: Any) -> None:
        """Forget the drag; the ghost and the outline go."""
        if doc is not None:
            ghost = doc.getElementById(GHOST_ID)
            if not absent(ghost):
                ghost.remove()
        self._outline(None)
        self.pointer = None
        self.source = ""
        self.element = None
        self.dragging = False
        self.scrolling = False
        self.touch = False

    def down(self, event: Any, table: DragTable | None = None, doc: Any = None) -> Any:
        """A press: remembered if it is the primary button on a ``data-drag`` element (a finger's: its drag
        starts if it holds still for ``LONG_PRESS_MS``). Returns that element for a finger's press (its touches
        go on being sent to it even once a redraw has taken it out of the page, so the caller listens to its
        ``touchmove`` there: ``holds_touch``), else None."""
        self.dropped_at = -1e18  # a new press: the next click is its own, not a drop's
        if not bool(getattr(event, "isPrimary", True)) or int(getattr(event, "button", 0)) != 0:
            return None
        el = event.target.closest("[data-drag]")
        if absent(el):
            return None
        rect = el.getBoundingClientRect()
        x, y = float(event.clientX), float(event.clientY)
        self.pointer = event.pointerId
        self.source = str(el.dataset.drag or "")
        self.element = el
        self.start = (x, y)
        self.grab = (x - float(rect.left), y - float(rect.top))
        self.size = (float(rect.width), float(rect.height))
        self.dragging = False
        self.touch = str(getattr(event, "pointerType", "mouse")) == "touch"
        self.press += 1
        if not self.touch:
            return None
        if doc is not None:
            press = self.press
            _later(doc, LONG_PRESS_MS, lambda: self._held(press, table, doc))
        return el

    def _held(self, press: int, table: DragTable | None, doc: Any) -> None:
        """The long press's timer: the finger is still down and has not moved, so its drag starts."""
        if press == self.press and self.pointer is not None and self.touch and not self.dragging:
            self._begin(table, doc)
            self.at = self.start
            if self.dragging:
                self._outline(_target_at(doc, *self.at))

    def _begin(self, table: DragTable | None, doc: Any) -> bool:
        """The drag starts: the table's ``drag_start`` (False ends it), then the ghost (after the redraw that
        ``drag_start`` may make, inside the table drawn: see ``_ghost``)."""
        self.doc = doc
        if table is None or not self.source or not table.drag_start(self.source):
            self.reset(doc)
            return False
        self._ghost(doc)
        self.dragging = True
        return True

    def holds_touch(self) -> bool:
        """Whether a finger's drag is under way (its ``touchmove`` must not scroll the page)."""
        return self.dragging and self.touch

    def move(self, event: Any, table: DragTable | None, doc: Any) -> bool:
        """The pointer moved: True while it belongs to a press on a draggable element."""
        if self.pointer is None or event.pointerId != self.pointer:
            return False
        x, y = float(event.clientX), float(event.clientY)
        if not self.dragging:
            if (x - self.start[0]) ** 2 + (y - self.start[1]) ** 2 < THRESHOLD_PX ** 2:
                return True
            if self.touch:  # a finger that moves before its long press: the page scrolls, no drag
                self.reset(doc)
                return False
            if not self._begin(table, doc):
                return False
        ghost = doc.getElementById(GHOST_ID)
        if not absent(ghost):
            ghost.style.left = f"{x - self.grab[0] - self.shift[0]:.0f}px"
            ghost.style.top = f"{y - self.grab[1] - self.shift[1]:.0f}px"
        self.at = (x, y)
        self._outline(_target_at(doc, x, y))
        if not self.scrolling and edge_step(y, _height(doc)):
            self.scrolling = True  # ``_begin`` has kept ``doc`` for the frames
            _next_frame(doc, self._scroll)
        if hasattr(event, "preventDefault"):
            event.preventDefault()  # no text selection while dragging
        return True

    def _scroll(self, _time: Any = None) -> None:
        """One frame of the scroll at the window's edge, again next frame while the pointer stays there."""
        doc = self.doc
        step = edge_step(self.at[1], _height(doc)) if self.dragging and doc is not None else 0.0
        if not step:
            self.scrolling = False
            return
        doc.defaultView.scrollBy(0, step)
        self._outline(_target_at(doc, *self.at))  # the page moved under the pointer
        _next_frame(doc, self._scroll)

    def up(self, event: Any, table: DragTable | None, doc: Any) -> None:
        """The pointer let go: over a ``data-drop`` element after a drag, the table plays the drop."""
        if self.pointer is None or event.pointerId != self.pointer:
            return
        dragging, source = self.dragging, self.source
        target = _target_at(doc, float(event.clientX), float(event.clientY)) if dragging else None
        self.reset(doc)
        if not dragging:
            return  # a click: the browser's click event follows
        self.dropped_at = float(getattr(event, "timeStamp", 0.0))
        if target is not None and table is not None:
            table.drop(source, str(target.dataset.drop or ""))

    def cancel(self, doc: Any) -> None:
        """``pointercancel`` (the browser took the gesture, say for a scroll) or Escape: no move."""
        self.reset(doc)

    def swallows(self, event: Any) -> bool:
        """Whether ``event`` (a click) is the one the browser sends right after a drop (the first click after it,
        if it comes at once)."""
        t = float(getattr(event, "timeStamp", 0.0))
        dropped, self.dropped_at = self.dropped_at, -1e18
        return 0.0 <= t - dropped <= CLICK_AFTER_DROP_MS

    # --- the ghost and the outline ---------------------------------------------------------------------------
    def _ghost(self, doc: Any) -> Any:
        """A copy of the pressed element (as it was pressed: a redraw may have taken it out of the page since),
        fixed under the pointer, inert (``aria-hidden``, out of the tab order, no pointer events). It goes where the
        element was in the table drawn now (``_host``), so the table's own styles for such elements dress it too; a
        later redraw of the table would take it away, and the drag goes on without it."""
        if self.element is None or absent(self.element):
            return None
        left, top = self.start[0] - self.grab[0], self.start[1] - self.grab[1]
        ghost = self.element.cloneNode(True)
        ghost.id = GHOST_ID
        for name in ("data-action", "data-drag", "data-pick", "aria-pressed"):
            ghost.removeAttribute(name)
        ghost.setAttribute("aria-hidden", "true")
        ghost.setAttribute("tabindex", "-1")  # a copy of a button: never focused
        ghost.classList.add("drag-ghost")
        # inline, so that the table's own rules for such elements (``position: relative``, ``pointer-events``)
        # cannot take the copy back into the layout or under the pointer
        ghost.style.position = "fixed"
        ghost.style.pointerEvents = "none"
        ghost.style.zIndex = "1000"
        ghost.style.margin = "0"
        ghost.style.width = f"{self.size[0]:.0f}px"
        ghost.style.height = f"{self.size[1]:.0f}px"
        ghost.style.left = f"{left:.0f}px"
        ghost.style.top = f"{top:.0f}px"
        _host(doc, self.element).appendChild(ghost)
        # a host that contains its layout (a size container, a transform) places fixed children from its own
        # corner, not the window's: measured once, the shift is taken off every position after
        r = ghost.getBoundingClientRect()
        self.shift = (float(r.left) - left, float(r.top) - top)
        ghost.style.left = f"{left - self.shift[0]:.0f}px"
        ghost.style.top = f"{top - self.shift[1]:.0f}px"
        return ghost

    def _outline(self, target: Any) -> None:
        """Outline the target under the pointer; over one that draws its own preview of the drop
        (``data-drop-preview``: SEVEN's board shows the tile where it would go) the copy under the pointer hides."""
        if self.over is not None and not absent(self.over) and self.over is not target:
            self.over.classList.remove(OVER)
        self.over = target
        if target is not None:
            target.classList.add(OVER)
        ghost = self.doc.getElementById(GHOST_ID) if self.doc is not None else None
        if ghost is not None and not absent(ghost):
            previews = target is not None and not absent(target.getAttribute("data-drop-preview"))
            ghost.style.visibility = "hidden" if previews else "visible"


def _host(doc: Any, element: Any) -> Any:
    """Where a copy of ``element`` goes: the element of the page now that has the id of its nearest ancestor with
    one (the redraw drew the same sections again: the board, the roster), else ``#app``'s first element (the table
    drawn), else the body."""
    node = element.parentElement
    while node is not None and not absent(node):
        if node.id:
            found = doc.getElementById(node.id)
            if found is not None and not absent(found):
                return found
        node = node.parentElement
    app = doc.getElementById("app")
    table = None if app is None or absent(app) else app.firstElementChild
    return doc.body if table is None or absent(table) else table


def edge_step(y: float, height: float) -> float:
    """How far the page scrolls this frame with the pointer at ``y`` in a window ``height`` tall: up (negative)
    near the top, down near the bottom, more the nearer the edge, 0 elsewhere."""
    if height <= 2 * EDGE_PX:
        return 0.0
    if y < EDGE_PX:
        return -EDGE_STEP_PX * min(1.0, (EDGE_PX - y) / EDGE_PX + 0.25)
    if y > height - EDGE_PX:
        return EDGE_STEP_PX * min(1.0, (y - (height - EDGE_PX)) / EDGE_PX + 0.25)
    return 0.0


def _height(doc: Any) -> float:
    return float(doc.defaultView.innerHeight)


def _later(doc: Any, ms: int, then: Any) -> None:
    """``then()`` after ``ms`` milliseconds (a one-shot proxy in Pyodide; plain in CPython's fakes)."""
    doc.defaultView.setTimeout(_once(then), ms)


def _once(step: Any) -> Any:
    try:
        from pyodide.ffi import create_once_callable
    except ImportError:
        return step
    return create_once_callable(step)


def _next_frame(doc: Any, step: Any) -> None:
    """``step`` at the browser's next frame."""
    doc.defaultView.requestAnimationFrame(_once(step))


def _target_at(doc: Any, x: float, y: float) -> Any:
    """The ``data-drop`` element under the point (the ghost lets the pointer through), or None."""
    hit = doc.elementFromPoint(x, y)
    if absent(hit):
        return None
    target = hit.closest("[data-drop]")
    return None if absent(target) else target


DRAG = Drag()
"""The page's one drag (one pointer at a time)."""
