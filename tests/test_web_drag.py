"""The shell's drag and drop (``web.drag``) as a state machine, with fake elements and events: a press that does
not move stays a click, a drag starts only past the threshold and when the table lets it, the ghost follows
the pointer, a release over a ``data-drop`` element plays the table's drop and swallows the click that
follows, and a cancel or a release elsewhere plays nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from web.drag import (CLICK_AFTER_DROP_MS, EDGE_PX, EDGE_STEP_PX, GHOST_ID, LONG_PRESS_MS, OVER, THRESHOLD_PX, Drag,
                      edge_step)


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)


@dataclass
class Rect:
    left: float
    top: float
    width: float
    height: float


class Style:
    pass


class Dataset:
    def __init__(self, values: dict[str, str]) -> None:
        self.__dict__.update(values)

    def __getattr__(self, name: str) -> Any:
        return None


class El:
    def __init__(self, rect: Rect, parent: El | None = None, **data: str) -> None:
        self.rect = rect
        self.parent = parent
        self.dataset = Dataset(data)
        self.attributes = {f"data-{k}": v for k, v in data.items()}
        self.classList = ClassList()
        self.style = Style()
        self.id = ""
        self.removed = False

    @property
    def parentElement(self) -> El | None:
        return self.parent

    def closest(self, selector: str) -> El | None:
        name = selector.strip("[]").removeprefix("data-")
        el: El | None = self
        while el is not None:
            if getattr(el.dataset, name) is not None:
                return el
            el = el.parent
        return None

    def getBoundingClientRect(self) -> Rect:
        return self.rect

    def cloneNode(self, deep: bool) -> El:
        return El(self.rect, None, **{k.removeprefix("data-"): v for k, v in self.attributes.items()})

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)
        setattr(self.dataset, name.removeprefix("data-"), None)

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value

    def remove(self) -> None:
        self.removed = True

    def contains(self, x: float, y: float) -> bool:
        r = self.rect
        return r.left <= x < r.left + r.width and r.top <= y < r.top + r.height


class Body:
    def __init__(self, doc: Doc) -> None:
        self.doc = doc

    def appendChild(self, el: El) -> None:
        self.doc.appended.append(el)


class Window:
    """The window: 400 px tall; ``scrollBy`` moves every element up; frames run when the test says."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.innerHeight = 400.0
        self.frames: list[Any] = []
        self.timers: list[tuple[int, Any]] = []
        self.scrolled = 0.0

    def setTimeout(self, then: Any, ms: int) -> None:
        self.timers.append((ms, then))

    def run_timers(self) -> None:
        timers, self.timers = self.timers, []
        for _, then in timers:
            then()

    def scrollBy(self, dx: float, dy: float) -> None:
        self.scrolled += dy
        for e in self.doc.elements:
            e.rect.top -= dy

    def requestAnimationFrame(self, step: Any) -> None:
        self.frames.append(step)

    def run_frames(self, most: int) -> int:
        ran = 0
        while self.frames and ran < most:
            self.frames.pop(0)(0.0)
            ran += 1
        return ran


@dataclass
class Doc:
    elements: list[El]
    appended: list[El] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.body = Body(self)
        self.defaultView = Window(self)

    def getElementById(self, id_: str) -> El | None:
        live = [e for e in self.appended if e.id == id_ and not e.removed]
        return live[-1] if live else None  # no "app": the ghost goes into the body

    def elementFromPoint(self, x: float, y: float) -> El | None:
        hits = [e for e in self.elements if e.contains(x, y)]
        return hits[-1] if hits else None  # the innermost: listed last


@dataclass
class Event:
    target: Any
    clientX: float
    clientY: float
    pointerId: int = 1
    timeStamp: float = 0.0
    button: int = 0
    isPrimary: bool = True
    pointerType: str = "mouse"
    prevented: bool = False

    def preventDefault(self) -> None:
        self.prevented = True


@dataclass
class Table:
    allow: bool = True
    started: list[str] = field(default_factory=list)
    drops: list[tuple[str, str]] = field(default_factory=list)

    def drag_start(self, source: str) -> bool:
        self.started.append(source)
        return self.allow

    def drop(self, source: str, target: str) -> None:
        self.drops.append((source, target))


def page() -> tuple[Doc, El, El, El]:
    """A roster card (draggable) with a label inside it, and an area (a drop target) with a card inside it."""
    card = El(Rect(10, 10, 100, 40), drag="soga", pick="soga", action="us-pick")
    label = El(Rect(12, 12, 50, 20), card)
    area = El(Rect(200, 0, 150, 150), drop="city")
    inner = El(Rect(210, 20, 100, 40), area)
    return Doc([card, label, area, inner]), label, area, inner


def test_a_press_that_does_not_move_is_a_click() -> None:
    doc, label, _, _ = page()
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20))
    assert drag.move(Event(label, 20 + THRESHOLD_PX / 2, 20), table, doc)  # still the press's
    drag.up(Event(label, 24, 20, timeStamp=100.0), table, doc)
    assert table.started == [] and table.drops == []
    assert doc.appended == []
    assert not drag.swallows(Event(label, 24, 20, timeStamp=101.0))  # the click is played


def test_a_drag_onto_a_target_plays_the_drop_and_swallows_its_click() -> None:
    doc, label, area, inner = page()
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20))
    moved = Event(label, 120, 60)
    assert drag.move(moved, table, doc)
    assert table.started == ["soga"] and drag.dragging and moved.prevented
    ghost = doc.getElementById(GHOST_ID)
    assert ghost is not None and "data-action" not in ghost.attributes and ghost.attributes["aria-hidden"] == "true"
    assert ghost.attributes["tabindex"] == "-1"
    assert (ghost.style.left, ghost.style.top) == ("110px", "50px")  # where the card was grabbed: 10, 10 in it
    drag.move(Event(label, 250, 50), table, doc)  # over the area's inner card
    assert OVER in area.classList.names
    drag.up(Event(label, 250, 50, timeStamp=500.0), table, doc)
    assert table.drops == [("soga", "city")]
    assert ghost.removed and OVER not in area.classList.names
    assert drag.swallows(Event(inner, 250, 50, timeStamp=500.0 + CLICK_AFTER_DROP_MS / 2))
    assert not drag.swallows(Event(inner, 250, 50, timeStamp=500.0 + CLICK_AFTER_DROP_MS / 2 + 1))  # once
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 250, 50), table, doc)
    drag.up(Event(label, 250, 50, timeStamp=2000.0), table, doc)
    assert not drag.swallows(Event(inner, 250, 50, timeStamp=2000.0 + CLICK_AFTER_DROP_MS * 2))  # a person's click
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 250, 50), table, doc)
    drag.up(Event(label, 250, 50, timeStamp=3000.0), table, doc)
    drag.down(Event(label, 20, 20, timeStamp=3010.0))  # a new press at once: its click is its own
    assert not drag.swallows(Event(label, 20, 20, timeStamp=3020.0))


def test_a_release_over_no_target_or_a_cancel_plays_nothing() -> None:
    doc, label, _, _ = page()
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 150, 160), table, doc)
    drag.up(Event(label, 150, 160), table, doc)  # between the two
    assert table.drops == [] and doc.getElementById(GHOST_ID) is None
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 250, 50), table, doc)
    drag.cancel(doc)
    drag.up(Event(label, 250, 50), table, doc)  # the gesture was the browser's: nothing
    assert table.drops == [] and not drag.dragging


def test_the_table_may_refuse_a_drag_and_other_presses_are_not_drags() -> None:
    doc, label, area, _ = page()
    drag, table = Drag(), Table(allow=False)
    drag.down(Event(label, 20, 20))
    assert not drag.move(Event(label, 250, 50), table, doc)
    assert table.started == ["soga"] and doc.getElementById(GHOST_ID) is None
    drag.up(Event(label, 250, 50), table, doc)
    assert table.drops == []
    table.allow = True
    drag.down(Event(area, 250, 50))  # not draggable
    assert not drag.move(Event(area, 20, 20), table, doc)
    drag.down(Event(label, 20, 20, button=2))  # not the primary button
    assert not drag.move(Event(label, 250, 50), table, doc)
    drag.down(Event(label, 20, 20, pointerId=1))
    assert not drag.move(Event(label, 250, 50, pointerId=2), table, doc)  # another finger
    assert table.started == ["soga"]


def test_near_the_windows_edge_the_page_scrolls_until_the_pointer_leaves_the_edge() -> None:
    """A target below the fold: holding the drag at the bottom edge scrolls the page frame by frame (the area
    comes under the pointer and is outlined); off the edge the scrolling stops."""
    doc, label, _, _ = page()
    low = El(Rect(0, 900, 300, 100), drop="sea")
    doc.elements.append(low)
    win = doc.defaultView
    assert edge_step(200, 400) == 0.0 and edge_step(399, 400) > 0 > edge_step(1, 400)
    assert edge_step(400 - EDGE_PX / 2, 400) < edge_step(399, 400) <= EDGE_STEP_PX
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 100, 390), table, doc)
    assert len(win.frames) == 1
    drag.move(Event(label, 101, 391), table, doc)
    assert len(win.frames) == 1  # one scrolling loop, not one per move
    frames = 0
    while OVER not in low.classList.names and frames < 100:
        frames += win.run_frames(1)
    assert OVER in low.classList.names and win.scrolled > 500  # the area came under the pointer
    assert win.frames  # still at the edge: scrolling on
    drag.move(Event(label, 100, 200), table, doc)
    win.run_frames(5)
    assert win.frames == []  # off the edge: the loop ended
    scrolled = win.scrolled
    drag.move(Event(label, 100, 395), table, doc)
    drag.up(Event(label, 100, 395), table, doc)
    win.run_frames(5)
    assert win.scrolled - scrolled <= EDGE_STEP_PX  # the drop stops it at the next frame
    assert table.drops == [("soga", "sea")]


def test_a_finger_drags_after_a_long_press_and_scrolls_the_page_before_it() -> None:
    """A finger that moves at once is the page's scroll (no drag, nothing held); one that holds still for
    ``LONG_PRESS_MS`` starts the drag where it rests, and from then on its touchmoves are held (no scroll)."""
    doc, label, area, _ = page()
    win = doc.defaultView
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20, pointerType="touch"), table, doc)
    assert [ms for ms, _ in win.timers] == [LONG_PRESS_MS]
    assert not drag.move(Event(label, 20, 60, pointerType="touch"), table, doc)  # a swipe: the page scrolls
    win.run_timers()  # the long press's timer of that press finds it gone
    assert table.started == [] and not drag.holds_touch() and doc.getElementById(GHOST_ID) is None
    drag.down(Event(label, 20, 20, pointerType="touch"), table, doc)
    drag.move(Event(label, 22, 21, pointerType="touch"), table, doc)  # a finger is never quite still
    win.run_timers()
    assert table.started == ["soga"] and drag.holds_touch() and doc.getElementById(GHOST_ID) is not None
    drag.move(Event(label, 250, 50, pointerType="touch"), table, doc)
    assert OVER in area.classList.names
    drag.up(Event(label, 250, 50, pointerType="touch"), table, doc)
    assert table.drops == [("soga", "city")] and not drag.holds_touch()
    drag.down(Event(label, 20, 20, pointerType="touch"), table, doc)  # a tap: the timer comes after the release
    drag.up(Event(label, 20, 20, pointerType="touch"), table, doc)
    win.run_timers()
    assert table.started == ["soga"] and doc.getElementById(GHOST_ID) is None


def test_a_finger_s_drag_the_browser_takes_for_a_scroll_ends_without_a_move() -> None:
    """A finger that lands while the page still flings: the browser scrolls under the held drag and sends
    ``pointercancel``; the drag ends, nothing is dropped, and the finger's moves are no longer held."""
    doc, label, _, _ = page()
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20, pointerType="touch"), table, doc)
    doc.defaultView.run_timers()
    assert drag.holds_touch() and doc.getElementById(GHOST_ID) is not None
    drag.cancel(doc)
    drag.up(Event(label, 250, 50, pointerType="touch"), table, doc)
    assert table.drops == [] and not drag.holds_touch() and doc.getElementById(GHOST_ID) is None


def test_a_mouse_press_sets_no_timer() -> None:
    doc, label, _, _ = page()
    drag = Drag()
    drag.down(Event(label, 20, 20), Table(), doc)
    assert doc.defaultView.timers == [] and not drag.holds_touch()


def test_over_a_target_that_previews_the_drop_the_copy_hides() -> None:
    doc, label, area, _ = page()
    board = El(Rect(0, 200, 300, 150), drop="board")
    board.attributes["data-drop-preview"] = "1"
    doc.elements.append(board)
    drag, table = Drag(), Table()
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 100, 250), table, doc)
    ghost = doc.getElementById(GHOST_ID)
    assert ghost is not None and ghost.style.visibility == "hidden" and OVER in board.classList.names
    drag.move(Event(label, 250, 50), table, doc)
    assert ghost.style.visibility == "visible" and OVER in area.classList.names


def test_the_copy_goes_into_the_table_drawn_so_its_styles_dress_it() -> None:
    """After ``drag_start``'s redraw the copy is put where the pressed element was: in the element of the page
    now with its nearest ancestor's id, else in ``#app``'s first element (the table now drawn); at the place and
    the size the pressed element had when pressed."""
    doc, label, _, _ = page()
    table_root = El(Rect(0, 0, 800, 800))
    got: list[El] = []
    table_root.appendChild = lambda el: (got.append(el), doc.appended.append(el))  # type: ignore[attr-defined]
    app = El(Rect(0, 0, 800, 800))
    app.id = "app"
    app.firstElementChild = table_root  # type: ignore[attr-defined]
    doc.appended.append(app)
    drag = Drag()
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 40, 40), Table(), doc)
    assert len(got) == 1 and got[0].id == GHOST_ID
    ghost = got[0]
    assert ghost.style.width == "100px" and "data-drag" not in ghost.attributes
    assert (ghost.style.left, ghost.style.top) == ("30px", "30px")  # followed the pointer: grabbed at 10, 10
    assert ghost.style.height == "40px"
    assert (ghost.style.position, ghost.style.pointerEvents) == ("fixed", "none")  # whatever the table's CSS says
    # the card was in a roster with an id: its copy goes into the roster drawn now
    roster_then = El(Rect(0, 0, 400, 100))
    roster_then.id = "roster"
    card = label.parent
    assert card is not None
    card.parent = roster_then
    roster_now = El(Rect(0, 0, 400, 100))
    roster_now.id = "roster"
    into: list[El] = []
    roster_now.appendChild = lambda el: (into.append(el), doc.appended.append(el))  # type: ignore[attr-defined]
    doc.appended.insert(0, roster_now)
    drag.up(Event(label, 40, 40), Table(), doc)
    drag.down(Event(label, 20, 20))
    drag.move(Event(label, 40, 40), Table(), doc)
    assert len(into) == 1 and into[0].id == GHOST_ID and len(got) == 1
