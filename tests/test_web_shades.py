"""The 7 SHADES OF S:EVEN table (``web/shades``) without a browser: its drawing shows no card the viewing seat
may not see (checked against the engine's state), every legal move can be clicked, every prompt reads in both
languages, the arrivals it announces are public, and a human's reaction window that holds only ``decline``
is played for them (and stepped over by undo). Positions come from seeded random play."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any, Iterator

import pytest

from sevens.core import history, registry

if "shades" not in registry.ids():
    registry.register("shades", "sevens.games.shades.game")

from sevens.games.shades.cards import KINDS, KIND  # noqa: E402
from sevens.games.shades.state import UP, State  # noqa: E402
from tests import fakepage  # noqa: E402
from tests.fakepage import APP  # noqa: E402
from web.shades import logic, render  # noqa: E402
from web.shades.session import Session  # noqa: E402
from web.shades.text import S, prompt_text  # noqa: E402

GAME = Session.GAME


def code(c: int) -> str:
    return KINDS[KIND[c]].code


def step(s: State, rng: random.Random) -> State | None:
    """A random legal move played; None once the game is over."""
    moves = GAME.legal_moves(s)
    return GAME.apply(s, rng.choice(moves)) if moves else None


def positions(seeds: range, players: int = 2, moves: int = 150) -> Iterator[tuple[int, list[State]]]:
    """Each seed's game as its list of states, ``moves`` decisions at most."""
    for seed in seeds:
        s = GAME.new(seed, players=players)
        rng = random.Random(seed)
        past = [s]
        for _ in range(moves):
            if GAME.to_move(s) is None:
                break
            nxt = step(s, rng)
            if nxt is None:
                break
            s = nxt
            past.append(s)
        yield seed, past


def drawing(s: State, viewer: int, seats: list[str], lang: str = "en", decides: bool = True) -> render.Drawing:
    v = GAME.view(s, viewer)
    choices: list[tuple[str, str]] = []
    if decides and s.ask is not None and s.ask.seat == viewer:
        choices = [(GAME.format_move(s, m), GAME.describe_move(s, m, lang)) for m in GAME.legal_moves(s)]
    return render.Drawing(view=v, names=[f"P{i + 1}" for i in range(s.opts.players)], seats=seats,
                          status="", choices=choices)


def visible_cards(s: State, viewer: int) -> Counter[str]:
    """The cards the table may draw face up for ``viewer``, from the engine's state (not its view): top cards
    face up (a face-down one the viewer knows is a back marked known), the discard pile's top twice (on the pile and first in its
    list) and the rest of it once, the cards in use, every lock, the viewer's hand, and the cards of other
    hands the viewer knows (公開, told)."""
    bit = 1 << viewer
    out: Counter[str] = Counter()
    for pile in s.board:
        if pile:
            e = pile[-1]
            if e >= UP:
                out[code(e % UP)] += 1
    out.update(code(c) for c in s.discard)
    if s.discard:
        out[code(s.discard[-1])] += 1
    out.update(code(c) for c in s.limbo)
    out["curse"] += sum(1 for q in s.curse if q >= 0)  # a placed curse lies in its slot, face up
    out.update(code(c) for p in s.locks for slot in p for c in slot)
    for p, hand in enumerate(s.hands):
        out.update(code(c) for c in hand if p == viewer or s.known[c] & bit)
    return out


def drawn_cards(html: str) -> Counter[str]:
    return Counter(re.findall(r'class="scard face[^"]*" data-card="([a-z-]+)"', html))


def test_the_drawing_shows_exactly_the_cards_the_seat_may_see() -> None:
    """No other seat's hidden card anywhere in the drawing: the faces drawn are exactly those the engine's
    state lets the viewer see, position after position, for every seat, in 2 and 4 players."""
    checked = 0
    for players in (2, 4):
        for seed, past in positions(range(3), players=players, moves=120):
            for s in past[::7]:
                for viewer in range(players):
                    html = render.table_html(drawing(s, viewer, ["human"] * players), "en")
                    assert drawn_cards(html) == visible_cards(s, viewer), (seed, len(s.log), viewer)
                    down = [pile[-1] for pile in s.board if pile and pile[-1] < UP]
                    assert html.count('class="scard sback"') + html.count('class="scard sback known"') == len(down)
                    assert html.count('class="scard sback known"') == sum(1 for c in down if s.known[c] >> viewer & 1)
                    checked += 1
    assert checked > 50


def test_every_legal_move_can_be_clicked() -> None:
    """Every legal move of the viewer is on the table: a square, a card, a player's name or a button
    (``data-move``), or behind a picked thing's buttons (a card paid for in two ways)."""
    kinds: set[str] = set()
    for seed, past in positions(range(6), players=3, moves=150):
        for s in past:
            if s.ask is None:
                continue
            d = drawing(s, s.ask.seat, ["human"] * 3)
            legal = {t for t, _ in d.choices}
            by, buttons = render.targets(d.choices, d.view)
            html = render.table_html(d, "en")
            direct = set(re.findall(r'data-move="([^"]+)"', html))
            picks = set(re.findall(r'data-pick="([^"]+)"', html))
            behind = {t for key in picks for t, _ in by[key]}
            assert legal <= direct | behind, (seed, len(s.log), legal - direct - behind)
            assert direct <= legal
            for key, moves in by.items():
                if len(moves) > 1:
                    d.picked = key
                    shown = set(re.findall(r'data-move="([^"]+)"', render.table_html(d, "en")))
                    assert {t for t, _ in moves} <= shown
            kinds.add(s.ask.kind)
            del buttons
    assert {"lock", "hand", "move", "react"} <= kinds


def test_squares_are_clicked_for_squares_and_cards_for_cards() -> None:
    """A move to a square is that square's button; a card of the hand is chosen by clicking it."""
    found = set()
    for seed, past in positions(range(4), moves=120):
        for s in past:
            if s.ask is None:
                continue
            d = drawing(s, s.ask.seat, ["human", "human"])
            html = render.table_html(d, "en")
            for t, _ in d.choices:
                verb, _, arg = t.partition(" ")
                if verb == "move":
                    assert re.search(rf'<button class="sq[^"]*" data-sq="{arg}"[^>]*data-move="{t}"', html)
                    found.add("move")
                if verb in ("lock", "use") and " pay " not in t and arg in d.view["hands"][s.ask.seat]["cards"]:
                    assert re.search(rf'<button class="scard face[^"]*" data-card="{arg}"[^>]*data-move="{t}"', html)
                    found.add(verb)
    assert {"move", "lock"} <= found


def test_a_square_that_is_no_choice_says_which_rule_refuses_it() -> None:
    """A square not lit in a decision of squares is no silent click: it tries the decision's verb there
    (``data-trial``), which the engine refuses naming its rule ("c4 is not next to your piece (隣…)")."""
    from sevens.core import IllegalMove

    verbs: set[str] = set()
    for seed, past in positions(range(3), moves=120):
        for s in past:
            if s.ask is None:
                continue
            d = drawing(s, s.ask.seat, ["human", "human"])
            html = render.table_html(d, "en")
            trials = re.findall(r'data-action="shades-try" data-trial="(\w+) (\w+)"', html)
            lit = {t.split()[1] for t, _ in d.choices if t.split()[0] in render.SQUARE_VERBS and " " in t}
            if not lit:
                assert not trials, "no trial where the decision is not of squares"
                continue
            assert trials and len(trials) + len(lit) == 49
            for verb, sq in trials[:3]:
                assert sq not in lit
                with pytest.raises(IllegalMove) as got:
                    GAME.parse_move(s, f"{verb} {sq}")
                assert sq in got.value.text("en") or "square" in got.value.text("en")
                verbs.add(verb)
    assert "move" in verbs


def test_prompts_read_in_both_languages() -> None:
    """The prompt of every decision met, in Japanese and English; a card's prompt names the card."""
    seen: set[tuple[str, str]] = set()
    for _, past in positions(range(6), players=3, moves=150):
        seen |= {(s.ask.prompt, s.ask.kind) for s in past if s.ask is not None}
    for prompt, kind in seen:
        for lang in ("en", "ja"):
            line = prompt_text(prompt, kind, lang)
            assert line and "{" not in line
            head = prompt.partition(".")[0]
            if "p_" + prompt not in S and head in {k.code for k in KINDS}:
                k = KINDS[[x.code for x in KINDS].index(head)]
                assert (k.name_ja if lang == "ja" else k.name_en) in line
    assert prompt_text("thunder.hand", "square", "en") == "Thunder (hand effect): choose a square"
    assert prompt_text("thunder.hand", "square", "ja").startswith("神鳴 -カミナリ-（手札効果）")


def test_arrivals_are_said_only_for_cards_now_public() -> None:
    """An arrival is said after a move onto a card; its card is then public (face up, discarded, or known
    to every seat), so saying it tells no one anything hidden."""
    said = 0
    for _, past in positions(range(5), moves=150):
        for before, after in zip(past, past[1:]):
            for p, kind, sq in logic.arrivals(before, after):
                q = [i for i in range(49) if i == after.pieces[p]][0]
                c = before.board[q][-1] % UP
                everyone = (1 << after.opts.players) - 1
                assert code(c) == kind
                assert (c + UP) in [e for pile in after.board for e in pile] or c in after.discard \
                    or after.known[c] == everyone
                said += 1
    assert said > 5


def test_the_log_has_every_decision_and_arrival() -> None:
    for _, past in positions(range(2), moves=80):
        s = past[-1]
        turns = logic.log_turns(GAME, past, "en", 0)
        lines = [x for _, _, ls in turns for x in ls]
        said = [x for x in lines if " arrives on " not in x and " invades " not in x]
        assert len(said) == sum(1 for _, t in s.log if t != "decline")
        assert not any("lets it pass" in x for x in lines)


def test_motion_names_the_piece_that_moved() -> None:
    s = GAME.new(1, players=2)
    src, dst = logic.motion(s, "move d2", 0)  # type: ignore[misc]
    assert src == '.sq[data-sq="d1"]' and dst == '.sboard .cube[data-seat="0"]'
    assert logic.motion(s, "end", 0) is None


# --- the table with a stand-in page -------------------------------------------------------------------

@pytest.fixture
def fake_page(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    fakepage.install(monkeypatch)
    yield


def _table(store: dict[str, str]) -> Any:
    from web.shades.table import Table
    from web.table_base import Host

    def put(key: str, value: str) -> bool:
        store[key] = value
        return True

    return Table(Host(lambda: "en", store.get, put, 0.0, lambda key: True, None))


def human_forced_decline(s: Session) -> bool:
    """Whether a human is to decide and their only move is ``decline`` (``history.forced_quiet``)."""
    p = s.to_move()
    m = history.forced_quiet(GAME, s.state)
    return p is not None and p >= 0 and s.seats[p] == "human" and m is not None and GAME.format_move(s.state, m) == "decline"


def decline_position(seats: list[str], skip: int = 0) -> Session:
    """A human whose reaction window holds only ``decline``, reached by random play (the ``skip`` first
    such positions passed by)."""
    for seed in range(60):
        s = Session.create(seed, list(seats), {})
        rng = random.Random(seed)
        for _ in range(200):
            if s.to_move() is None:
                break
            if human_forced_decline(s) and len(GAME.to_record(s.state)["moves"]) > 3:
                if skip == 0:
                    return s
                skip -= 1
            nxt = step(s.state, rng)
            if nxt is None:
                break
            s.state = nxt
    raise AssertionError("no reaction window with only decline")


def test_a_reaction_with_only_decline_is_played_without_asking(fake_page: None) -> None:
    """The shell (``GameTable.play_quiet``) lets the window pass for the person before it draws: no hot-seat
    hand-over is asked for it."""
    s = decline_position(["human", "human"])
    before = len(s.state.log)
    t = _table({})
    t.start_session(s)
    assert not human_forced_decline(t.session)
    assert len(t.session.state.log) > before
    assert t.session.state.log[before][1] == "decline"
    t.reveal()
    assert 'class="table shades"' in APP.innerHTML and 'data-decides="1"' in APP.innerHTML


def test_undo_steps_over_the_declines_it_played(fake_page: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Against a bot: undo never lands on a decline the table would play again at once; it goes back to the
    human's own decision before it (or says why it cannot)."""
    undone = 0
    for skip in range(12):
        s = decline_position(["human", "normal"], skip)
        t = _table({})
        monkeypatch.setattr(t, "kick", lambda: None)  # no bot loop in this test: only the undo is looked at
        t.start_session(s)
        after = t.session.state
        t.undo()
        now = t.session.state
        assert not human_forced_decline(t.session)
        if now is not after:
            assert len(now.log) < len(after.log) and GAME.to_move(now) == 0
            undone += 1
        else:
            assert t.notice
    assert undone > 0


def test_in_hot_seat_a_decline_played_for_one_human_does_not_block_the_others_undo() -> None:
    """The shell's undo stops at another human's decision; a decline the table played for them was not one
    (``history.forced_quiet``): the turn player still takes back their own move across it."""
    helped = 0
    for skip in range(30):
        s = decline_position(["human", "human"], skip)
        declined = len(s.past()) - 1  # the index of the forced decline among the record's positions
        s.play("decline")
        p = s.to_move()
        if p is None or human_forced_decline(s):
            continue
        before = s.state
        past = s.past()
        u = s.undo_to_turn_of(p)
        if u.state is not None:
            assert GAME.to_move(s.state) == p and len(s.state.log) < len(before.log)
            assert not human_forced_decline(s)
            if len(GAME.to_record(s.state)["moves"]) < declined and GAME.to_move(past[declined]) == 1 - p:
                helped += 1  # the other human's forced decline lay between: undo went across it
        else:
            assert u.blocked in ("reveal", "chance", "other", None) and s.state is before
            if u.blocked == "other":  # a real choice of the other human (the palette at a phase boundary, say)
                at = s.past()[u.at]
                assert GAME.to_move(at) == 1 - p and history.forced_quiet(GAME, at) is None
    assert helped > 0


def test_the_board_is_turned_so_the_viewers_gate_is_at_the_bottom() -> None:
    """Each seat sees its own gate in the middle of the near edge; the board is turned, not mirrored."""
    s = GAME.new(2, players=4)
    for viewer, gate, left in ((0, "d1", "a1"), (1, "a4", "a7"), (2, "d7", "g7"), (3, "g4", "g1")):
        html = render.table_html(drawing(s, viewer, ["human"] * 4), "en")
        order = re.findall(r'class="sq[^"]*" data-sq="([a-g][1-7])"', html)
        assert len(order) == 49 and len(set(order)) == 49
        assert order[45] == gate and order[42] == left


def test_numbered_options_say_what_they_do() -> None:
    from web.shades.text import option_label

    assert option_label("rain.hand", 2, "en") == "A column" and option_label("rain.hand", 1, "ja") == "横の1列"
    assert option_label("somecard.hand", 3, "en") == "Option 3"


def test_the_plain_decisions_buttons_are_commands_not_log_sentences() -> None:
    """Pass, end, done and decline are buttons that say what clicking does ("End the hand phase"), not the log's
    sentence about the seat ("P1 ends the hand phase", a QA pass found it on the button)."""
    found: set[str] = set()
    for seed, past in positions(range(4), players=2, moves=120):
        for s in past:
            if s.ask is None:
                continue
            for lang in ("en", "ja"):
                html = render.table_html(drawing(s, s.ask.seat, ["human"] * 2, lang), lang)
                for verb, label in re.findall(r'data-move="(pass|end|done|decline)">([^<]+)</button>', html):
                    found.add(verb)
                    assert not label.startswith("P") and label == {"en": {"pass": "Lock nothing", "end": "End the hand phase",
                        "done": "Stop here", "decline": "Let it pass"}, "ja": {"pass": "ロックしない", "end": "ハンドフェイズを終える",
                        "done": "ここでやめる", "decline": "応じない"}}[lang][verb], (verb, label)
    assert {"pass", "end"} <= found, found


def test_a_gate_invasion_is_logged_with_the_eternal_card_won() -> None:
    """Decision 30: the invader's eternal card is locked at once (public); the log says who won which."""
    seen = 0
    for _, past in positions(range(30), players=2, moves=600):
        for before, after in zip(past, past[1:]):
            won = logic.eternals_won(before, after)
            if not won:
                continue
            p, kind = won[0]
            assert any(kind == code(c) for slot in after.locks[p] for c in slot)
            line = logic.announcement(GAME, before, after, "en", 0, "P")
            assert line is not None and f"P{p + 1} invades a rival's gate" in line
            seen += 1
    assert seen > 0


def test_the_log_kept_between_redraws_is_the_log_made_afresh() -> None:
    """``LogCache``: extended move by move, after an undo (states replayed: other objects) and in another
    language or for another seat, it says exactly what ``log_turns`` says."""
    from sevens.core import history

    cache = logic.log_cache()
    for _, past in positions(range(2), players=3, moves=90):
        for n in (10, 11, 30, 31, 60, len(past)):
            assert cache.turns(GAME, past[:n], "en", 0) == logic.log_turns(GAME, past[:n], "en", 0)
        replayed = history.states(GAME, past[40])
        assert cache.turns(GAME, replayed, "en", 0) == logic.log_turns(GAME, replayed, "en", 0)
        assert cache.turns(GAME, past, "ja", 1) == logic.log_turns(GAME, past, "ja", 1)


def test_a_save_loads_back_to_the_same_decision() -> None:
    """The autosave and the exported record (one file, ``SessionBase.dump``) bring back the same game at the
    same decision, its seats and its past."""
    s = decline_position(["human", "normal", "normal"])
    back = Session.load(s.dump())
    assert back.seats == s.seats and back.state.log == s.state.log and back.state.ask == s.state.ask
    assert [x.log for x in back.past()] == [x.log for x in s.past()]


def test_the_states_kept_are_shared_by_undo_replay_and_reload() -> None:
    """``Session.past``: a state of a game already replayed (stepping a replay back, an undo, a reload of the
    same record) reuses the states kept (the same objects) and gives exactly ``history.states``'s game."""
    from sevens.core import history

    s = decline_position(["human", "normal"], 3)
    full = s.past()
    reloaded = Session.load(s.dump())
    assert all(a is b for a, b in zip(reloaded.past()[:-1], full[:-1]))
    k = len(full) // 2
    back = Session(list(s.seats), history.states(GAME, full[k])[-1])  # an equal state, another object
    got = back.past()
    assert len(got) == k + 1 and all(a is b for a, b in zip(got[:-1], full[:k]))
    assert [x.log for x in got] == [x.log for x in history.states(GAME, back.state)]
    on = Session(list(s.seats), full[-1])
    nxt = step(on.state, random.Random(1))
    assert nxt is not None
    on.state = nxt
    assert [x.log for x in on.past()] == [x.log for x in history.states(GAME, nxt)]


def test_a_card_opened_is_no_round_end(fake_page: None) -> None:
    """Opening a face-down card is a reveal (undo stops there) but ends no round: the shell pauses on a round's
    end only for a game with rounds (``Rounds.round_ends``), so the table goes on after a move that opens a card
    and a game loaded after one comes back to its decision, not to a round-end screen."""
    s = Session.create(3, ["human", "human"], {})
    t = _table({})
    t.start_session(s)
    for _ in range(40):
        before = t.session.state
        moves = [m for m in t.session.legal_texts() if m[0].startswith("move ")]
        t.move((moves or t.session.legal_texts())[0][0])
        if GAME.reveals(before, t.session.state):
            break
    assert GAME.reveals(before, t.session.state), "no card was opened"
    assert not t.round_over and 'id="round-end"' not in APP.innerHTML
    assert not t.just_dealt()


def test_a_click_on_a_square_that_is_no_choice_says_why_and_plays_nothing(fake_page: None) -> None:
    """The page's side of ``data-trial``: the notice names the rule (or says the lit squares are the choices),
    the game and its save are unchanged."""
    store: dict[str, str] = {}
    t = _table(store)
    s = Session.create(1, ["human", "human"], {})
    rng = random.Random(1)
    while s.state.ask is None or s.state.ask.kind != "move":
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    t.start_session(s)
    t.reveal()  # the hot seat's hand-over: the person holding the device shows the table
    lit = {GAME.format_move(s.state, m).split()[1] for m in GAME.legal_moves(s.state)
           if GAME.format_move(s.state, m).startswith("move ")}
    far = next(sq for sq in ("a7", "g7", "a1", "g1") if sq not in lit)
    before = s.state
    t.tried(f"move {far}")
    assert s.state is before and t.session.state is before
    assert far in t.notice and "next to your piece" in t.notice and "refused" not in t.notice
    assert 'id="notice"' in APP.innerHTML and "is not next to your piece" in APP.innerHTML


def test_each_seats_latest_square_is_marked_until_it_decides_on_a_square_again() -> None:
    """Issue 15, item 1: not only the very last move — every seat's latest square (a move, a contact, a card
    placed, an effect's square) carries its cube until that seat decides on a square again."""
    from sevens.core.history import public_text

    for seed, past in positions(range(2), players=3, moves=90):
        s = past[-1]
        log = list(s.log)
        recent = render.recent_squares(log, lambda i: public_text(GAME, past[i], GAME.parse_move(past[i], log[i][1]), 0), 3)
        for p in range(3):
            mine = [t.split()[1] for q, t in log if q == p and t.split()[0] in render.SQUARE_VERBS and len(t.split()) == 2]
            assert recent.get(p) == (mine[-1] if mine else None), (seed, p)
        d = drawing(s, 0, ["human"] * 3)
        d.recent = recent
        html = render.table_html(d, "en")
        for p, sq in recent.items():
            cell = re.search(rf'data-sq="{sq}"[^>]*>(.*?)</(div|button)>', html, re.S)
            assert cell and f">P{p + 1}</span>" in cell.group(1) and "latest move" in cell.group(1), (seed, p, sq)
        assert html.count('class="sq ') and len(re.findall(r'class="sq [^"]*recent', html)) == len(set(recent.values()))
        board = html[html.index('id="board"'):html.index('class="brow coords"')]
        assert board.count('class="cube ') == sum(1 for q in s.pieces if q >= 0), "a mark is not a piece"


def test_a_decision_in_another_seats_turn_says_what_asked_it() -> None:
    """A QA pass was asked "Greedy Palette (hand effect): choose a card" in P4's turn with nothing saying that P3
    had used it: a decision in another seat's turn now shows that turn's latest lines above the prompt."""
    from sevens.core import history

    found = 0
    for seed, past in positions(range(8), players=3, moves=150):
        for k, s in enumerate(past):
            if s.ask is None or s.ask.seat == s.current:
                continue
            d = drawing(s, s.ask.seat, ["human"] * 3)
            d.log = [(t.number, t.seat, [st.described for st in t.steps]) for t in history.turns(GAME, s, "en", s.ask.seat)]
            html = render.table_html(d, "en")
            if d.log and d.log[-1][1] != s.ask.seat:
                assert 'id="cause"' in html and d.log[-1][2][-1] in html.replace("&#x27;", "'"), (seed, k)
                found += 1
        if found > 5:
            break
    assert found > 5


def test_the_board_names_its_rows_and_columns_as_it_is_turned() -> None:
    """The log says "moves to f4": the board draws each row's and column's letter or number on its edges, for
    every side the board is turned to."""
    for players, viewers in ((2, (0, 1)), (4, (0, 1, 2, 3))):
        s = GAME.new(1, players=players)
        for viewer in viewers:
            html = render.table_html(drawing(s, viewer, ["human"] * players), "en")
            board = html[html.index('id="board"'):]
            rows = re.findall(r'<div class="brow"><span class="coord" aria-hidden="true">(\w+)</span>(.*?)(?=<div class="brow)',
                              board, re.S)
            assert len(rows) == 7
            for label, row in rows:
                names = re.findall(r'data-sq="(\w+)"', row)
                assert len(names) == 7 and all(label in (n[0], n[1:]) for n in names), (viewer, label, names)
            bottom = re.findall(r'<span class="coord">(\w*)</span>', board.split('class="brow coords"')[1])
            assert len(bottom) == 8 and bottom[0] == ""
            for c, label in enumerate(bottom[1:]):
                column = [re.findall(r'data-sq="(\w+)"', row)[c] for _, row in rows]
                assert all(label in (n[0], n[1:]) for n in column), (viewer, label, column)


def test_undo_says_it_takes_back_a_choice_in_the_games_of_many_choices_a_turn() -> None:
    """A QA pass pressed "Undo (back to your last turn)" mid-turn and got one deployment back: in 7 SHADES,
    セブンスクエア and ウルトラセブン it takes back the person's last choice, and says so."""
    from web.square import render as square_render
    from web.ultraseven import render as ultra_render

    s = GAME.new(1, players=2)
    assert "Undo (back to your last choice)" in render.table_html(drawing(s, 0, ["human", "normal"]), "en")
    from sevens.core import get

    sq = get("square").new(1)
    sq_drawing = square_render.Drawing(view=get("square").view(sq, 0), names=["P1", "P2"], status="", choices=[],
                                       picked=None, marked=set())
    us = get("ultraseven").new(1, scenario="1cour")
    us_drawing = ultra_render.Drawing(view=get("ultraseven").view(us, 0), names=["TDF", "Alien"], status="",
                                      decides=False, picked="")
    for html in (square_render.table_html(sq_drawing, "en"), ultra_render.table_html(us_drawing, "en")):
        assert "Undo (back to your last choice)" in html


SERIES = {"trap.arrival", "palette.hand.discard", "road.arrival", "road.hand", "saffron.hand", "ship.hand"}
"""The effects that ask the same choice several times in a row (discard 3 cards; 5 squares; up to 4 cards)."""


def test_a_series_of_the_same_choice_says_how_many_are_left() -> None:
    """A QA pass was asked "choose a square" five times in a row by 民の道の建設 with nothing saying how many
    more: an effect that asks the same choice several times carries the choices left (``Ask.left``, this one
    included), counting down by one, and the prompt shows it in both languages; a single choice shows none."""
    seen: set[str] = set()
    singles = 0
    for seed, past in positions(range(40), players=3, moves=200):
        for k, s in enumerate(past):
            if s.ask is None:
                continue
            html = render.table_html(drawing(s, s.ask.seat, ["human"] * 3), "en")
            prompt = re.search(r'id="prompt"[^>]*>(.*?)</p>', html, re.S)
            assert prompt is not None
            if s.ask.prompt not in SERIES:
                assert s.ask.left == 0 and " left)" not in prompt.group(1), (seed, k, s.ask.prompt)
                singles += 1
                continue
            seen.add(s.ask.prompt)
            assert s.ask.left >= 1 and prompt.group(1).endswith(f" ({s.ask.left} left)"), (seed, k, prompt.group(1))
            ja = render.table_html(drawing(s, s.ask.seat, ["human"] * 3, "ja"), "ja")
            assert f"（残り{s.ask.left}）" in ja
            nxt = past[k + 1] if k + 1 < len(past) else None
            if nxt is not None and nxt.ask is not None and nxt.ask.prompt == s.ask.prompt and nxt.ask.seat == s.ask.seat \
                    and nxt.turn == s.turn:
                assert nxt.ask.left == s.ask.left - 1, (seed, k, s.ask.prompt)
    assert singles > 100 and len(seen) >= 3, seen


def test_long_card_names_break_at_syllables_and_are_read_whole() -> None:
    """A QA pass saw "Someone'/s" and "Apocalyp/se" on the board's narrow cards: every English word of seven
    letters or more in a card's name carries soft hyphens between syllables (a piece at a line's end two
    letters at least, at the next line's start three), the drawn name is otherwise the name, and the name
    read out is the plain one (the drawn one is hidden from screen readers)."""
    from web.shades.text import SHY

    for k in KINDS:
        html = render.card_html(k.code, "en")
        drawn = re.search(r'<span class="cname" aria-hidden="true">(.*?)</span>', html)
        assert drawn is not None
        assert drawn.group(1).replace(SHY, "") == k.name_en.replace("'", "&#x27;")
        assert f'<span class="visually-hidden">{k.name_en}'.replace("'", "&#x27;") in html
        for word in drawn.group(1).replace("&#x27;", "'").split(" "):
            plain = word.replace(SHY, "")
            if len(re.sub(r"[^A-Za-z]", "", plain)) >= 7 and "-" not in plain:
                parts = word.split(SHY)
                assert len(parts) >= 2, plain
                assert len(parts[0]) >= 2 and len(parts[-1].rstrip(",!")) >= 3, word
        ja = render.card_html(k.code, "ja")
        assert SHY not in ja


def test_the_log_numbers_each_turn_by_the_game_s_turn_past_the_forty_it_shows() -> None:
    """The newest turn reads its own number (the first turn is 1): the list's own count numbered the entries shown,
    so from the 41st turn on the newest read "40." for ever."""
    from web.log_cache import LogCache

    long = 0
    for seed, past in positions(range(8), moves=2000):
        s = past[-1]
        d = drawing(s, 0, ["human", "normal"])
        d.log = LogCache(logic.entry).turns(GAME, past, "en", 0, render.LOG_TURNS)
        values = [int(x) for x in re.findall(r'<li class="turn" value="(\d+)"', render.log_html(d, "en"))]
        newest = GAME.decision(past[-2]).turn + 1
        assert values[0] == newest and values == sorted(values, reverse=True), (seed, values[:3], newest)
        assert len(values) == min(newest, render.LOG_TURNS)
        long += newest > render.LOG_TURNS
    assert long, "no game went past the turns the log shows"


def test_an_arrival_that_sends_the_piece_on_at_once_is_still_said() -> None:
    """A QA pass moved onto ちょっと待った! and read only "P1 moves to e1": the arrival was found from where the piece
    stood after the decision, and 神鳴 (back to the gate), ちょっと待った! and 欲しがりの吊り橋 move it on at once. Every
    move onto a face-down card that the move opens is now said as an arrival on that square."""
    from sevens.games.shades.state import UP

    opened = moved_on = 0
    for seed in range(8):
        s = GAME.new(seed, players=2)
        rng = random.Random(seed)
        for _ in range(900):
            if GAME.to_move(s) is None:
                break
            before = s
            s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            text = s.log[-1][1]
            if not text.startswith("move "):
                continue
            q = GAME.parse_move(before, text).value
            if not before.board[q] or before.board[q][-1] >= UP:
                continue
            if before.board[q][-1] in {e for pile in s.board for e in pile if e < UP}:
                continue  # not opened
            opened += 1
            said = [x for x in logic.arrivals(before, s) if x[2] == text.split()[1]]
            assert said and said[0][0] == s.log[-1][0], (seed, text)
            moved_on += s.pieces[s.log[-1][0]] != q
    assert opened > 20 and moved_on > 0, (opened, moved_on)


def test_once_the_game_is_over_no_player_is_marked_to_play() -> None:
    """QA 2026-12-04: under "The game is over" the winner's area still read "to play" (the state's ``current``
    stays the last seat to move)."""
    for seed in range(40):
        s = GAME.new(seed, players=2)
        rng = random.Random(seed)
        for _ in range(3000):
            nxt = step(s, rng)
            if nxt is None:
                break
            s = nxt
        if s.over:
            break
    assert s.over, "no seeded random game ended"
    html = render.players_html(drawing(s, 0, ["human", "bot"]), "en", {})
    assert "to play" not in html and 'class="player turn' not in html
    live = GAME.new(0, players=2)
    assert "to play" in render.players_html(drawing(live, 0, ["human", "bot"]), "en", {})
