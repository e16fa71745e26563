"""The セブンスクエア table (``web/square``) without a browser: every legal move can be clicked (a unit then
its destination or target, a hand card then its square, a contested square, a button, the mulligan's cards)
and nothing else can; the drawing shows no card the viewing seat may not see; the log and the marks say
nothing hidden; prompts read in both languages; the bots' motion names what the redraw shows; the table's
clicks, undo (never past a card drawn), save and resume through a stand-in page. Positions come from seeded
play that prefers doing something to ending the phase."""

from __future__ import annotations

import random
import re
from collections import Counter
from html import escape as html_escape
from html.parser import HTMLParser
from itertools import combinations
from typing import Any, Iterator

import pytest

from sevens.core import IllegalMove

from sevens.games.square.cards import CARDS
from sevens.games.square.state import State
from tests import fakepage
from tests.fakepage import APP
from web.square import logic, render
from web.square.session import Session
from web.square.text import S, SHORT, tx

GAME = Session.GAME
DECKS = (("aera", "fang"), ("iron", "fang"), ("iron", "aera"))


def step(s: State, rng: random.Random) -> State | None:
    """A legal move played, doing something rather than ``done`` four times in five; None once over."""
    moves = GAME.legal_moves(s)
    if not moves:
        return None
    busy = [m for m in moves if m.verb not in ("done", "keep")]
    m = rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(moves)
    return GAME.apply(s, m)


def positions(seeds: range, moves: int = 220) -> Iterator[tuple[int, list[State]]]:
    """Each seed's game as its list of states (``moves`` decisions at most), the decks taking turns."""
    for seed in seeds:
        d0, d1 = DECKS[seed % len(DECKS)]
        s = GAME.new(seed, deck0=d0, deck1=d1)
        rng = random.Random(seed)
        past = [s]
        for _ in range(moves):
            nxt = step(s, rng)
            if nxt is None:
                break
            s = nxt
            past.append(s)
        yield seed, past


def choices(s: State, lang: str = "en") -> list[tuple[str, str]]:
    return [(GAME.format_move(s, m), GAME.describe_move(s, m, lang)) for m in GAME.legal_moves(s)]


def drawing(s: State, viewer: int, lang: str = "en", picked: str | None = None, marked: set[int] | None = None,
            decides: bool = True) -> render.Drawing:
    v = GAME.view(s, viewer)
    mine = decides and GAME.to_move(s) == viewer
    return render.Drawing(view=v, names=["P1", "P2"], status="", choices=choices(s, lang) if mine else [],
                          picked=picked, marked=marked or set())


def clickable(s: State) -> set[str]:
    """Every move the deciding seat can make by clicks on the drawing: one click on an element or a button,
    a click on a picked element's choices, or the mulligan's cards marked and then put back."""
    seat = GAME.to_move(s)
    assert seat is not None
    got: set[str] = set()
    base = drawing(s, seat)
    html = render.table_html(base, "en")
    got |= set(re.findall(r'data-move="([^"]+)"', html))
    for pick in set(re.findall(r'data-pick="([^"]+)"', html)):
        d = drawing(s, seat, picked=pick)
        got |= set(re.findall(r'data-move="([^"]+)"', render.table_html(d, "en")))
    if s.phase == "mulligan":
        n = len(s.hands[seat])
        for k in range(1, n + 1):
            for marked in combinations(range(n), k):
                d = drawing(s, seat, marked=set(marked))
                got |= set(re.findall(r'data-move="([^"]+)"', render.table_html(d, "en")))
    return got


def test_every_legal_move_can_be_clicked_and_nothing_else() -> None:
    verbs: Counter[str] = Counter()
    for _, past in positions(range(6)):
        for s in past[::2]:
            if GAME.to_move(s) is None:
                continue
            legal = {t for t, _ in choices(s)}
            got = clickable(s)
            assert legal == got, (s.phase, legal ^ got)
            verbs.update(t.split()[0] for t in legal)
    assert {"general", "keep", "return", "deploy", "move", "done", "battle", "ride", "shoot", "build", "heal",
            "recall", "discard"} <= set(verbs), verbs


def test_a_unit_is_clicked_then_its_destination_or_target() -> None:
    """A unit's moves are not on the table until it is picked; then a move is its square's button, a shot or
    a heal the target's tile, a build the fort card of the hand; a deployment is its hand card, then the square."""
    found: set[str] = set()
    for _, past in positions(range(6)):
        for s in past[::2]:
            seat = GAME.to_move(s)
            if seat is None or s.phase not in ("act", "deploy", "battle"):
                continue
            by_first: dict[str, list[str]] = {}
            for t, _ in choices(s):
                w = t.split()
                if w[0] in ("move", "shoot", "heal", "ride", "deploy", "build"):
                    by_first.setdefault(("h:" if w[0] == "deploy" else "u:") + w[1], []).append(t)
            plain = render.table_html(drawing(s, seat), "en")
            for first, texts in by_first.items():
                html = render.table_html(drawing(s, seat, picked=first), "en")
                at = {m: html[:i].rsplit("<", 1)[1] for m, i in
                      ((m.group(1), m.start()) for m in re.finditer(r'data-move="([^"]+)"', html))}
                for t in texts:
                    w = t.split()
                    assert f'data-move="{t}"' not in plain
                    tag = at[t]
                    if w[0] in ("move", "deploy"):
                        assert tag.startswith('button type="button" class="sqbtn'), t
                        i = html.index(f'data-move="{t}"')
                        assert re.findall(r'<div class="sq [^"]*" data-sq="(..)"', html[:i])[-1] == w[2], t
                    elif w[0] == "build":
                        assert tag.startswith(f'button class="hcard') and f'data-card="{w[2]}"' in tag, t
                    else:
                        assert tag.startswith('button type="button" class="piece') and f" t-{w[0]}" in tag, t
                        assert f'data-ref="{w[2]}"' in tag, t
                    found.add(w[0])
    assert {"move", "deploy", "shoot", "ride"} <= found, found


def test_a_unit_or_hand_card_dragged_onto_a_square_makes_the_move_a_click_there_makes() -> None:
    """``web.drag``: what a click picks (a unit, a hand card) is ``data-drag``, the squares ``data-drop``; a drop
    on a move's or deployment's square makes it, a drop on the square of a shot's, heal's or ride's target makes
    that when it is the only one there, and a square with nothing for the picked element does nothing."""
    found: Counter[str] = Counter()
    for _, past in positions(range(4)):
        for s in past[::3]:
            seat = GAME.to_move(s)
            if seat is None or s.phase not in ("act", "deploy"):
                continue
            by_first: dict[str, list[str]] = {}
            for t, _ in choices(s):
                w = t.split()
                if w[0] in ("move", "shoot", "heal", "ride", "deploy"):
                    by_first.setdefault(("h:" if w[0] == "deploy" else "u:") + w[1], []).append(t)
            html = render.table_html(drawing(s, seat), "en")
            if by_first:  # something to pick: every square takes a drop
                assert 'data-drop="sq:d4"' in html
            for first, texts in by_first.items():
                assert f'data-drag="{first}"' in html
                p = logic.plan(choices(s), GAME.view(s, seat), first, set(), "en")
                for t in texts:
                    w = t.split()
                    square = "sq:" + (w[2] if w[0] in ("move", "deploy") else w[2].split("@")[1])
                    got = logic.drop_move(p, square)
                    if w[0] in ("move", "deploy"):
                        assert got == t
                    else:  # on its tile; on its square if the square has no move of its own and one target
                        assert logic.drop_move(p, "u:" + w[2]) == t
                        assert f'data-drop="u:{w[2]}"' in render.table_html(drawing(s, seat, picked=first), "en")
                        same = [x for x in texts if x.split()[0] in ("shoot", "heal", "ride")
                                and x.split()[2].endswith("@" + square[3:])]
                        own = p.direct.get(square)
                        assert got == (own[0] if own else t if len(same) == 1 else None), (t, got)
                    found[w[0]] += 1
                empty = {"sq:" + f + r for f in "abcdefg" for r in "1234567"} - {
                    "sq:" + (x.split()[2] if x.split()[0] in ("move", "deploy") else x.split()[2].split("@")[1])
                    for x in texts}
                assert all(logic.drop_move(p, q) is None for q in empty)
    assert {"move", "deploy", "shoot"} <= set(found), found


def test_a_square_that_is_a_choice_is_never_hidden_under_a_tile() -> None:
    """A square whose click decides (a destination, a deployment, a battle) is a button over the whole square,
    its tiles letting clicks through; only when a tile in it takes clicks of its own (a target, a unit to pick)
    is the square's choice a badge of its own beside them."""
    seen = Counter()
    for _, past in positions(range(5)):
        for s in past[::3]:
            seat = GAME.to_move(s)
            if seat is None or s.phase not in ("act", "deploy", "battle"):
                continue
            firsts = {None} | {("h:" if t.startswith("deploy") else "u:") + t.split()[1] for t, _ in choices(s)
                               if t.split()[0] in ("move", "shoot", "ride", "deploy")}
            for first in firsts:
                html = render.table_html(drawing(s, seat, picked=first), "en")
                board = html[html.index('id="board"'):html.index('class="legend"')]
                for chunk in board.split('<div class="sq ')[1:]:
                    clickable = re.findall(
                        r'<button type="button" class="piece[^"]*"[^>]*data-action="(?:move|square-pick)"', chunk)
                    if 'class="sqbtn badge"' in chunk:
                        assert clickable
                        seen["badge"] += 1
                    elif 'class="sqbtn"' in chunk:
                        assert '<button type="button" class="piece' not in chunk
                        assert '<button type="button" class="fort' not in chunk
                        seen["square"] += 1
    assert seen["square"] > 50 and seen["badge"] > 0, seen


def test_a_square_with_two_battles_asks_whether_the_fort_is_attacked() -> None:
    """Case 5: with a 工作 unit and an enemy 陣, the square is picked and both battles are offered."""
    from tests.square.squarehelpers import position

    s = position(pieces=[("engineer", 0, "c4"), ("spearman", 1, "c4")], forts=[("outpost", 1, "c4")], phase="battle",
                 deck0="iron", deck1="iron")
    legal = {t for t, _ in choices(s)}
    assert {"battle c4", "battle c4 fort"} <= legal
    html = render.table_html(drawing(s, 0), "en")
    assert 'data-action="square-pick" data-pick="sq:c4"' in html
    picked = render.table_html(drawing(s, 0, picked="sq:c4"), "en")
    assert 'data-move="battle c4 fort">Fight on c4, the fort included (case 5)</button>' in picked
    assert 'data-move="battle c4">Fight on c4 (the fort left alone)</button>' in picked
    assert "choose whether the fort is attacked too" in picked
    # case 4: no enemy unit there, the fort alone is attacked by one click on the square
    s = position(pieces=[("engineer", 0, "c4")], forts=[("outpost", 1, "c4")], phase="battle", deck0="iron",
                 deck1="iron")
    assert "siege c4" in {t for t, _ in choices(s)}
    html = render.table_html(drawing(s, 0), "en")
    assert 'class="sqbtn" data-action="move" data-move="siege c4"' in html


# --- what the drawing shows ---------------------------------------------------------------------------

class Faces(HTMLParser):
    """The cards drawn face up: hand cards (``.hcard``), small cards (``.tcard``), the board's tiles and
    plates (``data-key``), and the face-down backs."""

    def __init__(self) -> None:
        super().__init__()
        self.hand: list[str] = []
        self.small: list[str] = []
        self.board: list[str] = []
        self.backs = 0
        self.facedown = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if "hcard" in cls:
            self.hand.append(str(a["data-card"]))
        if "tcard" in cls:
            self.small.append(str(a["data-card"]))
        if ("piece" in cls or "fort" in cls or "rider" in cls) and a.get("data-key"):
            self.board.append(str(a["data-key"]))
        if "back" in cls:
            self.backs += 1
        if "facedown" in cls:
            self.facedown += 1


def faces(html: str) -> Faces:
    f = Faces()
    f.feed(html)
    return f


def test_the_drawing_shows_only_what_the_seat_may_see() -> None:
    """Hand cards face up are exactly the viewer's hand (or, choosing a 将, the 【威光】 kinds of its deck); the
    opponent's hand is backs, bar the cards a search showed; the board's tiles are the engine's board; the
    opponent's 将 stays a back until the reveal; the 神殿 are public. Checked against the engine's state."""
    checked = 0
    for _, past in positions(range(6)):
        for s in past[::5]:
            for viewer in (0, 1):
                html = render.table_html(drawing(s, viewer), "en")
                f = faces(html)
                other = 1 - viewer
                own = sorted(s.prof[c].key for c in s.hands[viewer])
                generals = [] if GAME.to_move(s) != viewer or s.phase != "general" else \
                    [t.split()[1] for t, _ in choices(s)]
                assert sorted(f.hand) == sorted(own + generals)
                shown = [s.prof[c].key for c in s.hands[other] if c in s.shown]
                temples = [s.prof[c].key for p in (0, 1) for c in s.temples[p]]
                assert sorted(f.small) == sorted(shown + temples)
                assert f.backs == min(12, len(s.hands[other]))
                on_board = [s.prof[u.cid].key for u in s.units] + [s.prof[x.cid].key for x in s.forts]
                assert sorted(f.board) == sorted(on_board)
                if not s.revealed:
                    hidden = s.generals[other]
                    if hidden >= 0:
                        assert f.facedown >= 1
                    gens = [i for i in (0, 1) if s.generals[i] >= 0]
                    assert f.facedown == len(gens)
                    if hidden >= 0 and s.prof[hidden].key not in own + generals + shown + temples:
                        assert f'"{s.prof[hidden].key}"' not in html
                checked += 1
    assert checked > 100


def test_the_other_players_panel_says_its_latest_turn() -> None:
    """Above the board, the opponent's panel says its latest turn as the log does (a phone's log is far below):
    "Last turn" once it is over, "This turn" while it plays; the viewer's own panel says nothing of the kind."""
    seen = set()
    for _, past in positions(range(3), moves=60):
        for k in range(8, len(past), 7):
            s = past[k]
            d = drawing(s, 0)
            d.log = logic.log_cache().turns(GAME, past[:k + 1], "en", 0)
            html = render.table_html(d, "en")
            mine, theirs = (html.split(f'class="splayer c{p}')[1].split("</section>")[0] for p in (0, 1))
            assert 'class="latest"' not in mine
            lines = [ls for _, seat, ls in d.log if seat == 1][-1]
            when = "This turn" if s.seat == 1 else "Last turn"
            assert f'<span class="when">{when}:</span> {html_escape(" · ".join(lines))}</p>' in theirs
            seen.add(when)
    assert seen == {"This turn", "Last turn"}


def test_the_log_and_the_marks_hide_the_set_up_choices() -> None:
    """The opponent's 将 (face down) and the cards its mulligan put back are never named in the log."""
    for _, past in positions(range(4), moves=4):
        s = past[-1]
        assert s.revealed and s.turn == 4
        for viewer in (0, 1):
            lines = [x for _, _, ls in logic.log_cache().turns(GAME, past, "en", viewer) for x in ls]
            other_general = CARDS[s.prof[s.generals[1 - viewer]].key].name_en
            said = " ".join(lines)
            assert "puts a general face down" in said
            for line in lines:
                if line.startswith(f"P{2 - viewer} "):
                    assert other_general not in line, line
            assert logic.marks(GAME, past, viewer) == {}


def test_prompts_read_in_both_languages() -> None:
    seen: set[str] = set()
    for _, past in positions(range(5)):
        for s in past[::3]:
            seat = GAME.to_move(s)
            if seat is None:
                continue
            for lang in ("en", "ja"):
                d = drawing(s, seat, lang)
                plan = logic.plan(d.choices, d.view, None, set(), lang)
                line = render.prompt_text(d, plan, lang)
                assert line and "{" not in line, (s.phase, lang)
                waiting = render.prompt_text(drawing(s, 1 - seat, lang), plan, lang)
                assert waiting.startswith("P") and "{" not in waiting
            seen.add(s.phase)
    assert {"general", "mulligan", "deploy", "act", "battle"} <= seen
    for key, value in S.items():
        assert set(value) == {"ja", "en"}, key
    assert set(SHORT) == set(CARDS) | {"base"}


def test_each_fight_is_shown_with_its_totals_and_damage() -> None:
    shown = 0
    for _, past in positions(range(10)):
        for before, after in zip(past, past[1:]):
            for ev in logic.new_events(before, after):
                html = render.battles_html(drawing(after, 0), "en")
                assert f'data-sq="{ev["sq"]}" data-kind="{ev["kind"]}"' in html
                if ev["kind"] != "shot":
                    assert f"Attack dealt: P1 {ev['totals'][0]} · P2 {ev['totals'][1]}" in html
                for h in ev["hits"]:
                    assert logic.hit_line(h, "en") in html
                line = logic.announcement(GAME, before, after, "en", 0, "P")
                assert line is not None and logic.event_summary(ev, "en") in line
                shown += 1
    assert shown > 5


def test_the_board_is_turned_for_p2() -> None:
    s = GAME.new(1)
    for viewer, bottom_left, own_base in ((0, "a1", "d1"), (1, "g7", "d7")):
        html = render.table_html(drawing(s, viewer), "en")
        order = re.findall(r'<div class="sq [^"]*" data-sq="([a-g][1-7])"', html)
        assert len(set(order)) == 49
        assert order[42] == bottom_left and order[45] == own_base


class Tree(HTMLParser):
    """Just enough of the DOM to find what a motion's selectors name: each square's pieces and marks."""

    def __init__(self) -> None:
        super().__init__()
        self.sq = ""
        self.found: set[tuple[str, ...]] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if "sq" in cls and a.get("data-sq"):
            self.sq = str(a["data-sq"])
        if "piece" in cls:
            self.found.add(("piece", self.sq, str(a.get("data-key")), str(a.get("data-ctrl"))))
        for mark in ("hitmark", "fort"):
            if mark in cls:
                self.found.add((mark, self.sq))
        if "splayer" in cls:
            self.found.add(("panel", str(a.get("data-seat"))))


def test_a_bots_motion_names_what_the_redraw_shows() -> None:
    """For each move that moves something, the motion's target is drawn after it (a piece of that kind and
    controller on its square, the fight's mark, the fort); ``done``, the set-up, the refill and a heal move
    nothing."""
    checked: Counter[str] = Counter()
    for _, past in positions(range(6)):
        for before, after in zip(past, past[1:]):
            text = after.log[-1]
            seat = before.seat
            got = logic.motion(before, text, seat)
            verb = text.split()[0]
            if verb in ("done", "keep", "general", "return", "refill", "heal"):
                assert got is None
                continue
            assert got is not None
            src, dst = got
            tree = Tree()
            tree.feed(render.table_html(drawing(after, seat, decides=False), "en"))
            m = re.match(r'\.sq\[data-sq="(..)"\] \.piece\[data-key="([^"]+)"\]\[data-ctrl="(\d)"\]', dst)
            if m:
                if verb == "move" and after.events != before.events:
                    continue  # it may have fallen in a battle its move set off
                assert ("piece", *m.groups()) in tree.found, (text, dst)
            elif ".hitmark" in dst:
                assert ("hitmark", re.findall(r'data-sq="(..)"', dst)[-1]) in tree.found, text
            elif dst.endswith(".fort"):
                assert ("fort", re.findall(r'data-sq="(..)"', dst)[0]) in tree.found, text
            checked[verb] += 1
    assert {"deploy", "move", "battle"} <= set(checked), checked


def test_the_log_kept_between_redraws_is_the_log_made_afresh() -> None:
    from sevens.core import history

    cache = logic.log_cache()
    for _, past in positions(range(2)):
        fresh = [logic.entry(GAME, a, b, "en", 0) for a, b in zip(past, past[1:])]
        for n in (10, 11, 60, len(past)):
            assert cache.turns(GAME, past[:n], "en", 0) == logic.group(fresh[:n - 1])
        replayed = history.states(GAME, past[40])
        assert cache.turns(GAME, replayed, "en", 0) == logic.group(fresh[:40])


def test_the_states_kept_are_shared_by_undo_replay_and_reload() -> None:
    from sevens.core import history

    s = Session.create(4, ["human", "random"], {})
    rng = random.Random(4)
    for _ in range(60):
        nxt = step(s.state, rng)
        assert nxt is not None
        s.state = nxt
    full = s.past()
    assert [x.log for x in full] == [x.log for x in history.states(GAME, s.state)]
    reloaded = Session.load(s.dump())
    assert all(a is b for a, b in zip(reloaded.past()[:-1], full[:-1]))
    k = 30
    back = Session(list(s.seats), history.states(GAME, full[k])[-1])
    got = back.past()
    assert len(got) == k + 1 and all(a is b for a, b in zip(got[:-1], full[:k]))


# --- the table with a stand-in page -------------------------------------------------------------------

@pytest.fixture
def fake_page(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    fakepage.install(monkeypatch)
    yield


def _table(store: dict[str, str], lang: str = "en") -> Any:
    from web.square.table import Table
    from web.table_base import Host

    def put(key: str, value: str) -> bool:
        store[key] = value
        return True

    return Table(Host(lambda: lang, store.get, put, 0.0, lambda key: True, None))


class Target:
    """A clicked element as the table's ``action`` reads it."""

    def __init__(self, **data: str) -> None:
        import types

        self.dataset = types.SimpleNamespace(**data)


def _to_turn(t: Any) -> None:
    """Through the set-up by clicks: the first 将 offered, no mulligan (both seats human)."""
    while t.session.state.phase in ("general", "mulligan"):
        texts = [x[0] for x in t.session.legal_texts()]
        t.move("keep" if "keep" in texts else texts[0])
        t.reveal()


def test_a_turn_by_clicks_with_undo_and_resume(fake_page: None) -> None:
    """Pick a hand card, deploy it on its square (the drawing offers it only after the pick), undo it (no card
    was drawn since), end the phase; a reload resumes at the same decision; undo at the turn's first
    decision is refused naming the card drawn."""
    store: dict[str, str] = {}
    t = _table(store)
    t.start_session(Session.create(2, ["human", "human"], {"first": "P1"}))
    t.reveal()
    _to_turn(t)
    s = t.session
    assert s.state.phase == "deploy" and s.to_move() == 0
    deploy = next(x[0] for x in s.legal_texts() if x[0].startswith("deploy "))
    key = deploy.split()[1]
    assert f'data-move="{deploy}"' not in APP.innerHTML
    t.action("square-pick", Target(pick="h:" + key), None)
    assert f'data-move="{deploy}"' in APP.innerHTML and 'data-picked="h:' in APP.innerHTML
    assert CARDS[key].name_en in APP.innerHTML  # the card panel shows the picked card's text
    t.move(deploy)
    assert t.session.state.log[-1] == deploy and 'data-picked=' not in APP.innerHTML
    t.undo()
    assert t.session.state.log[-1] != deploy and t.notice == ""
    t.undo()
    assert "Cannot undo past a card drawn" in t.notice
    t.move("done")
    saved = store["sevens.square.save"]
    again = _table(store)
    assert again.resume() is None
    assert again.session.state.log == t.session.state.log and again.session.state.phase == "act"


def test_a_deployment_by_drag_and_drop(fake_page: None) -> None:
    """``web.drag`` calls ``drag_start`` (the card picked: its squares offered) and ``drop``: on a legal square
    the deployment is made; on a square with nothing for it, nothing (as a click there)."""
    t = _table({})
    t.start_session(Session.create(2, ["human", "human"], {"first": "P1"}))
    t.reveal()
    _to_turn(t)
    s = t.session
    deploy = next(x[0] for x in s.legal_texts() if x[0].startswith("deploy "))
    key, square = deploy.split()[1], deploy.split()[2]
    assert f'data-drag="h:{key}"' in APP.innerHTML
    assert not t.drag_start("sq:d4")  # a square is not dragged
    assert t.drag_start("h:" + key) and f'data-move="{deploy}"' in APP.innerHTML
    before = s.state
    t.drop("h:" + key, "sq:d4" if square != "d4" else "sq:a4")  # the far side: nothing to do there
    assert s.state is before
    far = "d4" if square != "d4" else "a4"
    with pytest.raises(IllegalMove) as why:
        GAME.parse_move(before, f"deploy {key} {far}")
    assert t.notice == why.value.text("en") and "fort" in t.notice, "the drop says the rule that refuses it"
    t.notice = ""
    t.draw()
    assert f'data-action="square-try" data-trial="deploy {key} {far}"' in APP.innerHTML
    t.action("square-try", Target(trial=f"deploy {key} {far}"), None)  # a click there: the same words
    assert s.state is before and t.notice == why.value.text("en")
    assert 'data-picked="h:' in APP.innerHTML, "the card stays picked"
    t.drop("h:" + key, "sq:" + square)
    assert s.state.log[-1] == deploy and 'data-picked=' not in APP.innerHTML


def test_the_mulligan_by_marking_cards(fake_page: None) -> None:
    t = _table({})
    t.start_session(Session.create(5, ["human", "human"], {"first": "P1"}))
    t.reveal()
    while t.session.state.phase == "general":
        t.move(t.session.legal_texts()[0][0])
        t.reveal()
    assert t.session.state.phase == "mulligan"
    hand = [t.session.state.prof[c].key for c in t.session.state.hands[t.session.to_move()]]
    t.action("square-mark", Target(index="0", card=hand[0]), None)
    t.action("square-mark", Target(index="2", card=hand[2]), None)
    text = "return " + " ".join(sorted([hand[0], hand[2]]))
    assert f'data-move="{text}">Put back the 2 chosen and draw again</button>' in APP.innerHTML
    assert APP.innerHTML.count('aria-pressed="true"') == 2
    t.action("square-mark", Target(index="2", card=hand[2]), None)
    assert APP.innerHTML.count('aria-pressed="true"') == 1
    t.move(f"return {hand[0]}")
    assert t.session.state.log[-1] == f"return {hand[0]}"


def test_japanese_table_and_rules(fake_page: None) -> None:
    from web.square.rules_text import RULES

    t = _table({}, "ja")
    t.start_session(Session.create(2, ["human", "random"], {"first": "P1"}))
    assert "将を選ぶ" in APP.innerHTML and "あなたの手札" in APP.innerHTML
    assert "ウォーリアー" in RULES["ja"] and "Warrior" in RULES["ja"] and "太陽の神殿" in RULES["en"]
    assert tx("undo_reveal", "ja", what="x").startswith("カードを引いた手")


def test_in_hot_seat_the_next_player_never_sees_the_card_the_last_one_read(fake_page: None) -> None:
    t = _table({})
    t.start_session(Session.create(2, ["human", "human"], {"first": "P1"}))
    t.reveal()
    _to_turn(t)
    s = t.session
    key = s.state.prof[s.state.hands[0][0]].key
    t.action("square-inspect", Target(cards=key), None)
    assert f'class="cardtext" data-card="{key}"' in APP.innerHTML
    while t.session.to_move() == 0:
        texts = [x[0] for x in t.session.legal_texts()]
        t.move("done" if "done" in texts else texts[0])
    assert 'class="handover"' in APP.innerHTML and "cardtext" not in APP.innerHTML
    t.reveal()
    assert t.session.viewer == 1 and 'class="cardtext"' not in APP.innerHTML


def test_the_match_end_screen_says_who_won_and_why(fake_page: None) -> None:
    """The end screen said only "The match is over" (the result was in the status line, read from the winner's
    side: "the enemy general went to the Temple"): it now names the winner, the loser and the general that fell."""
    from sevens.core import chance

    for seed in range(1, 40):
        s = Session.create(seed, ["human", "human"], {"first": "P1"})
        rng = random.Random(seed)
        while s.to_move() is not None:
            if s.chance_to_move():
                s.state = GAME.apply(s.state, chance.resolve(GAME, s.state))
            else:
                s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
        if s.state.reason == "general":
            break
    else:
        raise AssertionError("no game won by a general falling")
    t = _table({})
    t.start_session(s)
    t.reveal()
    html = APP.innerHTML
    end = html[html.index('id="match-end"'):]
    w = s.state.winner
    general = GAME.view(s.state, 0)["generals"][1 - w]
    assert f"P{w + 1}" in end.split("</p>")[0] and CARDS[general].name_en in end and "Temple of the Sun" in end
    # no possessive after a seat's name: a QA pass read "P1 · you's general"
    assert f"{CARDS[general].name_en}, the general of P{2 - w}" in end and "'s general" not in end


def test_a_mount_alone_is_not_said_as_attack_0_health_0() -> None:
    """A QA pass read "Warhorse: attack 0, health 0/0" for a mount without a rider (it has no numbers of its own)."""
    from web.square.board import piece_label

    lone = {"key": "warhorse", "controller": 0, "attack": 0, "inspired": 0, "left": 0, "health": 0, "riders": [],
            "general": False, "acted": "", "fresh": False, "charged": False, "owner": 0, "damage": 0}
    for lang, words in (("en", "without a rider"), ("ja", "騎乗する兵がいない")):
        said = piece_label(lone, lang)
        assert words in said and "0/0" not in said


def test_a_phase_that_ends_by_itself_after_a_move_says_why(fake_page: None) -> None:
    """A new player saw the deployment end with cards still in hand, and the actions end after two of three
    units: the rules end a phase that offers nothing more (``rules.settle``), and now the notice says so after
    the move that ended it; a phase ended by "done", or going on, says nothing."""
    said = {"deploy": 0, "act": 0, "quiet": 0}
    for seed in range(2, 12):
        t = _table({})
        t.start_session(Session.create(seed, ["human", "human"], {"first": "P1"}))
        t.reveal()
        _to_turn(t)
        rng = random.Random(seed)
        for _ in range(120):
            s = t.session
            if s.to_move() is None:
                break
            before = s.state
            texts = [x[0] for x in s.legal_texts()]
            text = rng.choice([x for x in texts if x != "done"] or texts)
            t.move(text)
            t.reveal()
            after = t.session.state
            ended = before.phase in ("deploy", "act") and text != "done" and not after.over and (
                after.seat != before.seat or after.phase != before.phase)
            if ended and before.phase == "deploy":
                assert t.notice.startswith("Deployment over: no card of your hand can be deployed now"), text
                said["deploy"] += 1
            elif ended:
                assert t.notice == "Actions over: none of your units can act any more", text
                said["act"] += 1
            else:
                assert not t.notice.startswith(("Deployment over", "Actions over")), (before.phase, text)
                said["quiet"] += 1
    assert said["deploy"] >= 3 and said["act"] >= 3 and said["quiet"] > 100, said


def test_the_log_numbers_game_turns_as_the_header_does_and_the_set_up_has_none() -> None:
    """Each turn of the log carries the game turn the header counts ("Turn 26"), past the 30 it shows too; the
    set-up's decisions are headed "Set-up" with no number (the list's own count numbered the entries shown)."""
    for _, past in positions(range(3), moves=400):
        s = past[-1]
        d = drawing(s, 0)
        d.log = logic.log_cache().turns(GAME, past, "en", 0, render.LOG_TURNS)
        html = render.log_html(d, "en")
        values = [int(x) for x in re.findall(r'<li class="turn c\d" value="(\d+)"', html)]
        header = GAME.view(s, 0)["game_turn"]
        assert values and values[0] == header, (values[:3], header)
        assert values == sorted(values, reverse=True) and len(values) <= render.LOG_TURNS
        setup = re.findall(r'<li class="turn setup c\d"[^>]*><strong>([^<]*)</strong>', html)
        assert all(x.startswith("Set-up · ") for x in setup)
        assert bool(setup) == (values[-1] == 1)


def _acting_where(found: Any, seeds: range = range(1, 60)) -> Session:
    """The first position of seeded play (P1 human, P2 at random) where P1 acts and ``found`` holds."""
    for seed in seeds:
        s = Session.create(seed, ["human", "random"], {"first": "P1"})
        rng = random.Random(seed)
        for _ in range(300):
            if s.to_move() is None:
                break
            if s.to_move() == 0 and s.state.phase == "act" and found(s):
                return s
            s.play(rng.choice([x[0] for x in s.legal_texts()]))
    raise AssertionError("no such position")


def _units(s: Session, owner: int) -> list[str]:
    return [f"{p['key']}@{sq['sq']}" for sq in s.view()["board"] for p in sq["pieces"] if p["controller"] == owner]


def test_a_click_on_a_unit_that_is_none_of_the_choices_says_the_rule_it_breaks(fake_page: None) -> None:
    """A QA pass clicked a unit deployed this turn, and an enemy beyond a picked archer's reach: the page only
    showed the card. Now the card is shown and the notice says the engine's rule; nothing is played."""
    def idle_own(s: Session) -> bool:
        movers = {x[0].split()[1] for x in s.legal_texts() if len(x[0].split()) > 1}
        return any(u not in movers for u in _units(s, 0))

    s = _acting_where(idle_own)
    t = _table({})
    t.start_session(s)
    movers = {x[0].split()[1] for x in s.legal_texts() if len(x[0].split()) > 1}
    idle = next(u for u in _units(s, 0) if u not in movers)
    trial = re.search(rf'data-ref="{re.escape(idle)}"[^>]*data-trial="([^"]+)"', APP.innerHTML)
    assert trial is not None and trial.group(1).startswith(f"move {idle} "), idle
    before = s.state
    t.action("square-inspect", Target(cards=idle.split("@")[0], trial=trial.group(1)), None)
    assert t.session.state is before and t.notice, "the rule is said"
    assert "cannot move" in t.notice or "acted" in t.notice or "reach" in t.notice, t.notice
    assert t.inspect[1] == [idle.split("@")[0]], "and the card is shown"

    def shooter_and_far_enemy(s: Session) -> bool:
        shooters = {x[0].split()[1] for x in s.legal_texts() if x[0].startswith("move ")
                    and CARDS[x[0].split()[1].split("@")[0]].ability("shoot") is not None}
        shot = {(x[0].split()[1], x[0].split()[2]) for x in s.legal_texts() if x[0].startswith("shoot ")}
        return any((a, b) not in shot for a in shooters for b in _units(s, 1))

    s = _acting_where(shooter_and_far_enemy)
    t = _table({})
    t.start_session(s)
    shot = {(x[0].split()[1], x[0].split()[2]) for x in s.legal_texts() if x[0].startswith("shoot ")}
    archer = next(x[0].split()[1] for x in s.legal_texts() if x[0].startswith("move ")
                  and CARDS[x[0].split()[1].split("@")[0]].ability("shoot") is not None
                  and any((x[0].split()[1], b) not in shot for b in _units(s, 1)))
    t.action("square-pick", Target(pick="u:" + archer), None)
    enemy = next(b for b in _units(s, 1) if (archer, b) not in shot)
    trial = re.search(rf'data-ref="{re.escape(enemy)}"[^>]*data-trial="([^"]+)"', APP.innerHTML)
    assert trial is not None and trial.group(1).split("|")[0] == f"shoot {archer} {enemy}", enemy
    before = s.state
    t.action("square-inspect", Target(cards=enemy.split("@")[0], trial=trial.group(1)), None)
    assert t.session.state is before and "Shoot" in t.notice and "has no" not in t.notice, t.notice
    # a unit without Shoot picked: the click on the enemy says why the move there is refused, not "has no Shoot"
    walker = next((x[0].split()[1] for x in s.legal_texts() if x[0].startswith("move ")
                   and not any(y[0].startswith("shoot " + x[0].split()[1] + " ") for y in s.legal_texts())
                   and CARDS[x[0].split()[1].split("@")[0]].ability("shoot") is None), None)
    assert walker is not None
    t.action("square-pick", Target(pick="u:" + walker), None)
    far = re.search(rf'data-ref="{re.escape(enemy)}"[^>]*data-trial="([^"]+)"', APP.innerHTML)
    assert far is not None
    t.action("square-inspect", Target(cards=enemy.split("@")[0], trial=far.group(1)), None)
    assert t.session.state is before and "beyond the reach" in t.notice and "has no" not in t.notice, t.notice


def test_a_click_on_a_hand_card_that_cannot_be_deployed_says_why(fake_page: None) -> None:
    """A QA pass clicked a card it could not pay for in the deployment phase: nothing was said. Now the notice
    names the card and its cost (R7), the card is shown, nothing is played."""
    def short_of_ip(s: Session) -> bool:
        hand = s.view()["hands"][0]["cards"]
        return s.state.phase == "deploy" and any(CARDS[k].cost > s.state.ip[0] and CARDS[k].type != "fort"
                                                 for k in hand)

    for seed in range(1, 60):
        s = Session.create(seed, ["human", "random"], {"first": "P1"})
        rng = random.Random(seed)
        for _ in range(300):
            if s.to_move() is None or s.to_move() == 0 and short_of_ip(s):
                break
            s.play(rng.choice([x[0] for x in s.legal_texts()]))
        if s.to_move() == 0 and short_of_ip(s):
            break
    t = _table({})
    t.start_session(s)
    dear = next(k for k in s.view()["hands"][0]["cards"] if CARDS[k].cost > s.state.ip[0] and CARDS[k].type != "fort")
    trial = re.search(rf'data-cards="{re.escape(dear)}" data-trial="([^"]+)"', APP.innerHTML)
    assert trial is not None and trial.group(1) == f"deploy {dear} d1"
    before = s.state
    t.action("square-inspect", Target(cards=dear, trial=trial.group(1)), None)
    want = f"{CARDS[dear].name_en} costs {CARDS[dear].cost} IP, P1 has {s.state.ip[0]}"
    assert t.session.state is before and t.notice.endswith(want), t.notice
