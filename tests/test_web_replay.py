"""The replay's model and share links (``web.replay``, issue 15 item 4), without a browser: positions 0..n from a
record, each seat's view hiding what it must, a game in progress replayed only from the device's seat, links
that round-trip and bad or oversized links refused with their reason."""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

import pytest

from gamehelpers import shichinarabe_leaks

from sevens.core import BadRecord, get, history
from web import replay, replay_html
from web.replay import MAX_LINK, decode, encode, from_link, of_session, open_seats
from web.routes import Route, fragment, parse
from web.shichinarabe.session import Session as SevensSession
from web.tetrahex.session import Session as TetraSession

GAME = get("shichinarabe")


def _play(s: Any, rng: random.Random, plies: int = 10_000) -> Any:
    """``s`` played on by random legal moves, every seat alike (``plies`` at most)."""
    for _ in range(plies):
        if s.to_move() is None:
            break
        s.play(GAME.format_move(s.state, rng.choice(GAME.legal_moves(s.state))))
    return s


def _finished(seed: int = 5, seats: list[str] | None = None) -> SevensSession:
    s = SevensSession.create(seed, seats or ["human", "normal", "hard"], {"rounds": 3})
    return _play(s, random.Random(seed))


def test_positions_are_the_records_states_from_0_to_n() -> None:
    s = _finished()
    r = of_session(s)
    moves = GAME.to_record(s.state)["moves"]
    assert r.n == len(moves) and r.k == r.n, "a replay opens on the last position"
    assert r.state() is not s.state and GAME.to_record(r.state()) == GAME.to_record(s.state)
    r.go(0)
    assert GAME.to_record(r.state())["moves"] == []
    r.step(7)
    assert GAME.to_record(r.state())["moves"] == moves[:7]
    r.step(-100)
    assert r.k == 0
    r.go(10**9)
    assert r.k == r.n
    seat, what = r.last("en")
    before = history.states(GAME, s.state)[-2]
    assert seat == GAME.to_move(before) and what == GAME.describe_move(before, GAME.parse_move(before, moves[-1]), "en")


def test_each_seats_view_is_what_that_seat_saw_then_and_hides_the_others() -> None:
    s = _finished(11)
    r = of_session(s)
    past = history.states(GAME, s.state)
    for k in (0, 1, r.n // 2, r.n - 1):
        r.go(k)
        for q in range(3):
            v = r.view(q)
            assert v == GAME.view(past[k], q)
            assert shichinarabe_leaks(past[k], q, v) == [], (k, q)


def test_a_finished_game_may_be_seen_by_every_seat_and_all_open() -> None:
    r = of_session(_finished())
    assert r.done and r.all_open and r.seat is None
    assert r.seats_open == (0, 1, 2)
    r.look(2)
    assert r.seat == 2
    r.look(None)
    assert r.seat is None


def test_a_game_in_progress_shows_only_the_humans_seat_up_to_now() -> None:
    s = _play(SevensSession.create(3, ["normal", "human", "hard"], {"rounds": 1}), random.Random(3), 9)
    assert s.to_move() is not None
    r = of_session(s)
    assert not r.done and not r.all_open
    assert r.seats_open == (1,) and r.seat == 1
    assert r.n == len(GAME.to_record(s.state)["moves"]), "up to now, no further"
    for q in (0, 2, None):
        with pytest.raises(BadRecord):
            r.look(q)
        if q is not None:
            with pytest.raises(BadRecord):
                r.view(q)
    with pytest.raises(BadRecord, match="finished game"):
        r.link()


def test_hot_seat_in_progress_shows_the_device_holder_only_and_nothing_before_the_hand_over() -> None:
    s = SevensSession.create(8, ["human", "human", "normal"], {"rounds": 1})
    assert s.to_move() == 1 and not s.revealed
    assert open_seats(s) == (), "nobody said they hold the device yet"
    with pytest.raises(BadRecord, match="pass the device"):
        of_session(s)
    s.revealed = True  # seat 2 (index 1) pressed "Show P2's hand"
    assert open_seats(s) == (1,)
    r = of_session(s)
    with pytest.raises(BadRecord):
        r.look(0)


def test_a_perfect_information_game_in_progress_shows_any_humans_seat() -> None:
    s = TetraSession.create(4, ["human", "human"], {"variant": "top"})
    assert open_seats(s) == (0, 1)


def test_seven_s_replay_names_no_cells_the_board_does_not_draw() -> None:
    """Issue 15, item 1: SEVEN's log uses no coordinates; the replay's lines ("worm on level 1 at (-1,-3) …" from
    the engine's words) now say a tile as the table's log does."""
    s = TetraSession.create(4, ["human", "human"], {"variant": "top"})
    for _ in range(4):
        s.state = s.GAME.apply(s.state, random.Random(len(s.state.tiles)).choice(s.GAME.legal_moves(s.state)))
    r = of_session(s)
    for lang in ("en", "ja"):
        lines = [what for _, what in r.lines(lang)]
        assert len(lines) == 4 and not any("(" in w and "," in w for w in lines), lines
        assert r.last(lang)[1] == lines[-1]
    assert "on level" in r.lines("en")[0][1]


def test_a_link_round_trips_record_to_link_to_the_same_replay() -> None:
    s = _finished(21)
    s.hints = 2
    r = of_session(s)
    payload = r.link()
    assert set(payload) <= replay.ALPHABET and len(payload) < len(s.dump()), "deflated"
    assert decode(payload) == s.dump()
    back = from_link(SevensSession, payload)
    assert back.seats == s.seats and back.hints == 2 and back.n == r.n
    assert GAME.to_record(back.state()) == GAME.to_record(s.state)
    route = Route("shichinarabe", "replay", "12", "", payload)
    assert parse(fragment(route), ("shichinarabe", "tetrahex")) == route


def test_a_link_of_a_game_in_progress_is_refused() -> None:
    s = _play(SevensSession.create(3, ["human", "normal", "easy"], {"rounds": 1}), random.Random(1), 5)
    with pytest.raises(BadRecord, match="finished game") as err:
        from_link(SevensSession, encode(s.dump()))
    assert err.value.ja


def _packed(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")


@pytest.mark.parametrize("payload, words", [
    ("", "no record"),
    ("a" * (MAX_LINK + 1), "longer than"),
    ("abc$%", "characters"),
    ("a", "not base64url"),
    ("AAAA", "cannot be inflated"),
    (_packed("{}")[:-4], "cut"),
    (base64.urlsafe_b64encode(zlib.compress(b"\xff\xfe")).decode().rstrip("="), "UTF-8"),
    (_packed("[" * 5000 + "]" * 5000), "nest"),
    (_packed('{"version": 1, "seats": ["human", "normal"], "record": {"format": 2, "game": "shichinarabe", '
             '"seed": 1, "setup": {}, "moves": ["ZZ9"]}}'), "moves[0]"),
    (_packed("not json"), "cannot be read"),
])
def test_a_bad_link_is_refused_with_its_reason(payload: str, words: str) -> None:
    with pytest.raises(BadRecord) as err:
        from_link(SevensSession, payload)
    said = err.value.text("en")
    assert words in said, said
    assert err.value.text("ja") and err.value.text("ja") != said


def test_a_small_link_that_inflates_past_the_limit_is_refused_before_it_is_parsed() -> None:
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * (4 * MAX_LINK + 10), 9)).decode().rstrip("=")
    assert len(bomb) < 20_000
    with pytest.raises(BadRecord, match="inflates to more than"):
        decode(bomb)


def test_the_link_of_a_record_of_another_game_is_refused_naming_the_game() -> None:
    t = TetraSession.create(4, ["human", "normal"], {"variant": "top"})
    with pytest.raises(BadRecord, match="game"):
        from_link(SevensSession, encode(t.dump()))


def test_the_bar_says_where_and_offers_only_the_allowed_eyes() -> None:
    s = _play(SevensSession.create(3, ["normal", "human", "hard"], {"rounds": 1}), random.Random(3), 9)
    r = of_session(s)
    names = ["A", "B", "C"]
    html = replay_html.bar_html(r, "en", "Sevens", names) + replay_html.foot_html(r, "en", "", own=True)
    assert 'value="1"' in html and 'value="0"' not in html and 'value="all"' not in html
    assert "replay-link" not in html, "no link for a game in progress"
    assert f"Move {r.n} of {r.n}" in html and "replay-close" in html
    done = of_session(_finished())
    html = replay_html.bar_html(done, "ja", "七並べ", names) + replay_html.foot_html(
        done, "ja", "http://x/#/shichinarabe/replay/3?r=abc", own=False)
    assert 'value="all" selected' in html and "replay-link" in html and "replay-close" not in html
    assert "リンクをコピー" in html and "?r=abc" in html


def test_every_move_is_listed_as_the_eyes_read_it_with_the_position_shown_marked() -> None:
    s = _finished(13)
    r = of_session(s)
    r.go(5)
    past = history.states(GAME, s.state)
    moves = GAME.to_record(s.state)["moves"]
    names = ["A", "B", "C"]
    html = replay_html.moves_html(r, "en", names, shown=False)
    assert html.count('data-action="replay_to"') == r.n and " open" not in html.split(">")[0]
    assert html.count('aria-current="step"') == 1 and 'data-k="5" aria-current="step"' in html
    seat, what = r.lines("en")[4]
    assert seat == GAME.to_move(past[4])
    assert what == history.describe(GAME, past[4], GAME.parse_move(past[4], moves[4]), "en", None)
    r.look(1)
    assert r.lines("en") == [(GAME.to_move(b), history.describe(GAME, b, GAME.parse_move(b, m), "en", 1))
                             for b, m in zip(past, moves)]
    assert 'open' in replay_html.moves_html(r, "ja", names, shown=True).split(">")[0]


def test_a_matchs_moves_are_listed_under_their_rounds_numbered_on() -> None:
    """A match of three rounds: a heading per round, each list starting where the round's first move is, the
    round before ending with the move that ended it; every move listed once. One game of SEVEN: no heading."""
    s = _finished(13)
    r = of_session(s)
    starts = r.round_starts()
    assert len(starts) == 3 and starts[0] == 0 and starts == sorted(starts)
    for k in starts[1:]:
        assert GAME.round_ends(r.past[k - 1], r.past[k]) and r.past[k].round_no == r.past[k - 1].round_no + 1
    assert sum(GAME.round_ends(a, b) for a, b in zip(r.past, r.past[1:])) == 2  # the last round's end deals nothing
    html = replay_html.moves_html(r, "en", ["A", "B", "C"], shown=True)
    assert [f"Round {j}" in html for j in (1, 2, 3)] == [True] * 3 and "Round 4" not in html
    firsts = [int(x.split('"')[0]) for x in html.split('<ol><li value="')[1:]]
    assert firsts == [k + 1 for k in starts]
    assert [int(x.split('"')[0]) for x in html.split('data-k="')[1:]] == list(range(1, r.n + 1))
    assert "ラウンド 2" in replay_html.moves_html(r, "ja", ["A", "B", "C"], shown=True)
    t = TetraSession.create(3, ["human", "random"], {})
    t.play(get("tetrahex").format_move(t.state, get("tetrahex").legal_moves(t.state)[0]))
    one = of_session(t)
    assert one.round_starts() == [] and "replay-round" not in replay_html.moves_html(one, "en", ["A", "B"], True)


def test_a_replay_steps_over_windows_let_pass_and_leaves_them_out_of_its_list() -> None:
    """7 SHADES (``QuietMoves``): a reaction window let pass changes nothing anyone sees; the steps go over it
    (forward and back alike) and the list leaves it out, each move keeping its number in the record."""
    from web.shades.session import Session as ShadesSession

    shades = get("shades")
    s = ShadesSession.create(4, ["human", "random"], {})
    rng = random.Random(4)
    while s.to_move() is not None:
        s.play(shades.format_move(s.state, rng.choice(shades.legal_moves(s.state))))
    r = of_session(s)
    quiet = {k for k in range(1, r.n + 1) if r.quiet(k)}
    assert quiet and all(r._moves[k - 1] == "decline" for k in quiet)
    assert not any(r.quiet(k) for k in range(1, r.n + 1) if r._moves[k - 1] != "decline")
    r.go(0)
    forward = [0]
    while r.k < r.n:
        r.step(1)
        forward.append(r.k)
    assert forward == [0] + [k for k in range(1, r.n + 1) if k not in quiet or k == r.n]
    back = [r.k]
    while r.k > 0:
        r.step(-1)
        back.append(r.k)
    assert back == forward[::-1]
    r.step(10**9)  # End (the page's keys ask ±10**9): at once, not a billion steps
    assert r.k == r.n
    r.step(-10**9)
    assert r.k == 0
    html = replay_html.moves_html(r, "en", ["A", "B"], shown=True)
    listed = [int(x.split('"')[0]) for x in html.split('data-k="')[1:]]
    assert listed == [k for k in range(1, r.n + 1) if k not in quiet]
    assert f"Every move ({len(listed)})" in html and "decline" not in html.lower()


def test_a_shared_games_drawing_renames_you_as_a_whole_word_only() -> None:
    names = {"You": "Seat 1: Human", "Seat 2: Bot (normal)": "Seat 2: Bot (normal)"}
    assert replay.renamed("You: played ♥8", names) == "Seat 1: Human: played ♥8"
    assert replay.renamed("Your hand — You", names) == "Your hand — Seat 1: Human", "not inside a word"
    assert replay.renamed("あなた: ♥8 あなたの手札", {"あなた": "1番: 人間"}) == "1番: 人間: ♥8 あなたの手札"
    assert replay.renamed("White (you) placed", {"White (you)": r"White: Human\1"}) == r"White: Human\1 placed", \
        "the new name is text, not a pattern"


def test_the_replays_html_carries_no_inline_style() -> None:
    """Its look is web/style.css's .replay block (one stylesheet), so a phone's 44 px rule reaches it."""
    s = _finished(1)
    r = of_session(s)
    names = ["a", "b", "c", "d"][: len(r.seats)]
    html = (replay_html.bar_html(r, "en", "Sevens", names) + replay_html.moves_html(r, "en", names, shown=True)
            + replay_html.foot_html(r, "en", "https://x/#/shichinarabe/replay/0?r=abc", own=False))
    assert "style=" not in html and 'id="replay-slider"' in html and 'id="replay-link"' in html


def test_the_hall_reads_each_games_save_once_per_change_and_keeps_one_entry_a_game() -> None:
    saves = replay.FinishedSaves()
    done = _finished(5).dump()
    going = SevensSession.create(5, ["human", "normal", "hard"], {"rounds": 1}).dump()
    assert saves.finished("shichinarabe", done) and saves.reads == 1
    assert saves.finished("shichinarabe", done) and saves.reads == 1, "the same save is not replayed again"
    assert not saves.finished("shichinarabe", going) and saves.reads == 2, "a changed save is read"
    assert len(saves) == 1, "the old text is not kept beside the new one"
    assert not saves.finished("tetrahex", done), "another game's save under this game's key"
    assert not saves.finished("shichinarabe", "{not json"), "a save that cannot be read"
    assert len(saves) == 2


def test_a_save_read_elsewhere_is_not_replayed_again_by_the_hall() -> None:
    """The page's start checks every save (``GameTable.check_save``) and tells ``FinishedSaves`` what it found, so
    the hall's "Replay" button costs no second replay of each save; a save changed since is read again."""
    saves = replay.FinishedSaves()
    done = _finished(5).dump()
    going = SevensSession.create(5, ["human", "normal", "hard"], {"rounds": 1}).dump()
    saves.note("shichinarabe", done, True)
    assert saves.finished("shichinarabe", done) and saves.reads == 0
    assert not saves.finished("shichinarabe", going) and saves.reads == 1
