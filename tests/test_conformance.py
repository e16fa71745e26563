"""One conformance suite for every registered game (docs/platform.md, "The contract").

Each test is parametrized over ``sevens.core.ids()`` and each game's option sets (``gamehelpers``), so a
game registered later is checked by all of it without a line written here: the two real games and the
proof game (Dice Race, registered by ``tests/conftest.py``). Per-game knowledge comes in only through the
hooks in ``gamehelpers``: the invariant (cards conserved), the leak check and the hostile set-ups.

Runs are sampled (a few seeds per option set, some states of each game), not exhaustive: the suite runs
on every CI.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from gamehelpers import HOSTILE_SETUPS, invariant, leaks, mostly_plays, option_sets, playout
from sevens.core import BadOption, BadRecord, IllegalMove, UnknownGame, chance, get, history, ids, record
from sevens.core.capabilities import ChanceGame, Revealing
from sevens.core.game import CHANCE
from sevens.core.options import MAX_SETUP_DEPTH, MAX_SETUP_ITEMS, Choice, IntRange, Setup, show

CASES = [(gid, i, opts) for gid in ids() for i, opts in enumerate(option_sets(gid))]
CASE_IDS = [f"{gid}-{i}" for gid, i, _ in CASES]
SEEDS = [1, 2, 3, 4]
CHANCE_GAMES = [gid for gid in ids() if get(gid).info.chance == "explicit"]
"""Games with chance steps: their records' chance moves are checked against the seed."""


def _json_ready(x: Any) -> bool:
    if x is None or type(x) in (str, int, float, bool):
        return True
    if type(x) is list:
        return all(_json_ready(y) for y in x)
    if type(x) is dict:
        return all(type(k) is str and _json_ready(y) for k, y in x.items())
    return False


def test_the_registry_knows_every_game_and_refuses_others() -> None:
    assert ids() and len(set(ids())) == len(ids())
    for gid in ids():
        assert get(gid).id == gid
    with pytest.raises(UnknownGame) as err:
        get("no-such-game")
    assert "no-such-game" in str(err.value) and ids()[0] in str(err.value)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_games_end_with_legal_moves_until_the_end_and_none_after(gid: str, _i: int, options: dict) -> None:
    """Seeded playouts end within ``max_moves``; moves exist while live, none after; outcome only at the end."""
    game = get(gid)
    check = invariant(gid)
    for seed in SEEDS:
        for chooser in (mostly_plays, None):
            last = None
            for s, m in playout(game, seed, options, chooser):
                check(s)
                if m is None:
                    last = s
                    assert game.legal_moves(s) == []
                    assert game.to_move(s) is None
                else:
                    assert game.legal_moves(s), "a live game must offer a move"
                    assert m in game.legal_moves(s)
                    p = game.to_move(s)
                    assert p == CHANCE or 0 <= p < game.players(s)
                    assert game.outcome(s) is None
            assert last is not None
            out = game.outcome(last)
            n = game.players(last)
            assert out is not None and len(out.ranks) == n and len(out.scores) == n
            assert min(out.ranks) == 1 and all(1 <= r <= n for r in out.ranks)
            for a in range(n):  # a rank counts the seats strictly ahead
                assert out.ranks[a] == 1 + sum(1 for b in range(n) if out.scores[b] > out.scores[a])
            assert sorted(out.order) == list(range(n))
            with pytest.raises(IllegalMove):
                game.apply(last, _any_move(game, seed, options))


def _any_move(game: Any, seed: int, options: dict) -> Any:
    """A move that was legal at the first decision of a seat in the same game (to be refused once it is over)."""
    return game.legal_moves(chance.settle(game, game.new(seed, **options)))[0]


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_decisions_say_who_decides_in_whose_turn(gid: str, _i: int, options: dict) -> None:
    """``decision(s)`` names the seat of ``to_move(s)`` and is None exactly when the game is over; turn
    numbers never decrease; every decision of a turn has the same turn seat; a reaction is another seat's;
    what ``info`` declares about reactions, turns of several decisions and chance matches the decisions."""
    game = get(gid)
    info = game.info
    for seed in SEEDS[:3]:
        last: Any = None
        own_in_turn = 0
        for s, m in playout(game, seed, options, mostly_plays):
            d = game.decision(s)
            assert (d is None) == (game.to_move(s) is None) == (m is None)
            if d is None:
                break
            n = game.players(s)
            assert d.seat == game.to_move(s)
            assert isinstance(d.kind, str) and d.kind
            assert 0 <= d.turn_seat < n and d.turn >= 0
            assert d.chance == (d.seat == CHANCE)
            if d.reaction:
                assert d.seat != d.turn_seat and 0 <= d.seat < n
                assert info.reactions, "a reaction in a game whose info says it has none"
            if d.chance:
                assert info.chance == "explicit", "a chance step in a game whose info says chance is not explicit"
            if last is not None:
                assert d.turn >= last.turn, "turn numbers never go back"
                if d.turn == last.turn:
                    assert d.turn_seat == last.turn_seat, "one turn, one turn seat"
                else:
                    own_in_turn = 0
            if d.seat == d.turn_seat:
                own_in_turn += 1
                assert own_in_turn == 1 or info.multi_decision, "several decisions in a turn of a one-decision game"
            last = d


@pytest.mark.parametrize("gid", ids())
def test_what_info_declares_happens(gid: str) -> None:
    """A game that declares reactions, turns of several decisions or explicit chance shows each of them in
    its sampled games (the declaration is not idle), and implements ``ChanceGame`` exactly when chance is
    explicit."""
    game = get(gid)
    info = game.info
    assert isinstance(game, ChanceGame) == (info.chance == "explicit")
    seen = {"reaction": False, "multi": False, "chance": False}
    for options in option_sets(gid):
        for seed in SEEDS[:2]:
            per_turn: dict[int, int] = {}
            for s, m in playout(game, seed, options, mostly_plays):
                d = game.decision(s)
                if d is None:
                    break
                seen["reaction"] |= d.reaction
                seen["chance"] |= d.chance
                if d.seat == d.turn_seat:
                    per_turn[d.turn] = per_turn.get(d.turn, 0) + 1
            seen["multi"] |= any(k > 1 for k in per_turn.values())
    assert seen["reaction"] == info.reactions
    assert seen["multi"] == info.multi_decision
    assert seen["chance"] == (info.chance == "explicit")


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_info_agrees_with_the_games_it_makes(gid: str, _i: int, options: dict) -> None:
    """``info``: its id is the game's, the number of players of every game made lies within its bounds,
    and with perfect information every seat's view shows the same (bar the seat's own number) and
    ``determinize`` gives back the position itself."""
    game = get(gid)
    info = game.info
    assert info.id == game.id and info.name_en and info.name_ja
    assert 1 <= info.min_players <= info.max_players and info.max_moves > 0 and info.random_opening >= 0
    s0 = game.new(1, **options)
    assert info.min_players <= game.players(s0) <= info.max_players
    if not info.perfect_information:
        return
    for k, (s, _) in enumerate(playout(game, 3, options, mostly_plays)):
        if k % 5:
            continue
        views = [game.view(s, q) for q in range(game.players(s))]
        public = [{key: x for key, x in v.items() if key != "seat"} for v in views]
        assert all(p == public[0] for p in public), "perfect information, yet the seats see different things"
        det = game.determinize(views[0], random.Random(k))
        assert [game.view(det, q) for q in range(game.players(s))] == views
        assert game.legal_moves(det) == game.legal_moves(s)


@pytest.mark.parametrize("gid", ids())
def test_players_option_spans_the_declared_players(gid: str) -> None:
    """A ``players`` option (an ``IntRange``) runs from ``info.min_players`` to ``info.max_players``, and a
    game made with k players has k."""
    game = get(gid)
    opt = game.option_spec().get("players")
    if opt is None:
        assert game.info.min_players == game.info.max_players
        return
    assert isinstance(opt, IntRange)
    assert (opt.lo, opt.hi) == (game.info.min_players, game.info.max_players)
    for k in opt.values:
        assert game.players(game.new(1, players=k)) == k


@pytest.mark.parametrize("gid", ids())
def test_every_option_reads_its_own_values_and_refuses_others_by_name(gid: str) -> None:
    """Each option of the spec: labelled in English and Japanese; its default, its values, its bounds and
    its presets pass its check and read back from text; values beyond them, and a structured value too
    deep or too large, are refused naming the option."""
    for name, opt in get(gid).option_spec().items():
        assert all(opt.label), f"option {name} needs an English and a Japanese label"
        assert opt.check(name, opt.default) == opt.default
        if isinstance(opt, Choice):
            for v in opt.values:
                assert opt.check(name, v) == v and opt.from_text(name, show(v)) == v
            bad: list[Any] = ["no such value", None]
        elif isinstance(opt, IntRange):
            for v in (opt.lo, opt.hi):
                assert opt.check(name, v) == v and opt.from_text(name, f" {v} ") == v
            bad = [opt.lo - 1, opt.hi + 1, float(opt.lo), True, str(opt.lo)]
        else:
            assert isinstance(opt, Setup)
            for preset, value in opt.presets.items():
                assert opt.check(name, preset) == opt.check(name, value)
                assert opt.from_text(name, preset) == value
                assert opt.from_text(name, json.dumps(value)) == opt.check(name, value)
            deep: Any = []
            for _ in range(MAX_SETUP_DEPTH + 2):
                deep = [deep]
            bad = [deep, [0] * (MAX_SETUP_ITEMS + 1), object()]
        for value in bad:
            with pytest.raises(BadOption) as err:
                opt.check(name, value)
            assert err.value.option.startswith(name) and err.value.ja


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_apply_never_changes_its_input(gid: str, _i: int, options: dict) -> None:
    """``apply`` is pure: the state before equals a deep copy taken earlier, with the same hash, for every legal move."""
    game = get(gid)
    for k, (s, m) in enumerate(playout(game, 7, options, mostly_plays)):
        if m is None:
            break
        before = copy.deepcopy(s)
        h = hash(s)
        moves = game.legal_moves(s) if k % 4 == 0 else [m]
        for move in moves:
            game.apply(s, move)
            assert s == before and hash(s) == h and repr(s) == repr(before)
        assert game.legal_moves(s) == game.legal_moves(before)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_move_text_round_trips(gid: str, _i: int, options: dict) -> None:
    """Every legal move's text is short ASCII, distinct, and ``parse_move`` reads it back to the same move."""
    game = get(gid)
    for seed in (5, 6):
        for s, m in playout(game, seed, options, mostly_plays):
            if m is None:
                break
            texts = []
            for legal in game.legal_moves(s):
                text = game.format_move(s, legal)
                assert isinstance(text, str) and text.isascii()
                assert 0 < len(text) <= record.MAX_MOVE_TEXT, "a record would refuse this text"
                assert game.parse_move(s, text) == legal
                texts.append(text)
            assert len(set(texts)) == len(texts)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_records_replay_to_the_identical_state(gid: str, _i: int, options: dict) -> None:
    """``to_record`` → JSON text → ``from_record`` gives the identical state, at the start, midway and at the end."""
    game = get(gid)
    for seed in SEEDS:
        states = [s for s, _ in playout(game, seed, options, mostly_plays)]
        for k in (0, 1, len(states) // 3, len(states) // 2, len(states) - 1):
            s = states[k]
            rec = game.to_record(s)
            assert _json_ready(rec)
            assert rec["game"] == gid and rec["format"] == record.FORMAT and rec["seed"] == seed
            assert len(rec["moves"]) == k
            text = record.dumps(rec)
            assert record.loads(text) == rec
            assert game.from_record(json.loads(text)) == s
            loaded_game, loaded = record.load_game(text)
            assert loaded_game is game and loaded == s


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_records_carry_the_setup_and_old_records_still_load(gid: str, _i: int, options: dict) -> None:
    """A record is format 2 with every option under ``setup`` (structured ones included, JSON-ready); the
    same record in format 1 (``options`` instead of ``setup``) loads to the same state."""
    game = get(gid)
    *_, (end, _) = playout(game, 2, options, mostly_plays)
    rec = game.to_record(end)
    assert rec["format"] == 2 and "options" not in rec
    assert set(rec["setup"]) == set(game.option_spec())
    assert game.new(2, **rec["setup"]) == game.new(2, **options)
    old = {"format": 1, "game": gid, "seed": rec["seed"], "options": rec["setup"], "moves": rec["moves"]}
    assert game.from_record(old) == end


@pytest.mark.parametrize("gid", CHANCE_GAMES)
def test_records_replay_chance_exactly_and_refuse_other_luck(gid: str) -> None:
    """At a chance step the outcomes have positive probabilities summing to 1 and are the legal moves;
    ``chance.resolve`` (from the state's seed) picks the same outcome every time, and that is what the
    record stores. A record whose chance move is changed to another outcome is refused naming
    ``moves[i]``; so is a seat's move where a chance step is due."""
    game = get(gid)
    assert isinstance(game, ChanceGame)
    for options in option_sets(gid):
        run = list(playout(game, 5, options, mostly_plays))
        steps = [k for k, (s, m) in enumerate(run) if m is not None and game.to_move(s) == CHANCE]
        assert steps, "a game with explicit chance played none"
        for k in steps[::7]:
            s, m = run[k]
            outcomes = game.chance_outcomes(s)
            assert all(p > 0 for _, p in outcomes)
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert game.legal_moves(s) == [o for o, _ in outcomes]
            assert chance.resolve(game, s) == m == chance.resolve(game, s)
            assert game.chance_rng(s).random() == game.chance_rng(s).random()
        end = run[-1][0]
        rec = game.to_record(end)
        for k in (steps[0], steps[len(steps) // 2], steps[-1]):
            s, m = run[k]
            other = next(o for o in game.legal_moves(s) if o != m)
            bad = {**rec, "moves": [*rec["moves"][:k], game.format_move(s, other), *rec["moves"][k + 1:]]}
            with pytest.raises(BadRecord) as err:
                game.from_record(bad)
            assert err.value.field == f"moves[{k}]"
        k = steps[-1]
        s, _ = run[k]
        seat_move = next((game.format_move(t, x) for t, x in run if x is not None and game.to_move(t) != CHANCE), None)
        if seat_move is not None and seat_move not in [game.format_move(s, o) for o in game.legal_moves(s)]:
            with pytest.raises(BadRecord) as err:
                game.from_record({**rec, "moves": [*rec["moves"][:k], seat_move]})
            assert err.value.field == f"moves[{k}]"


@pytest.mark.parametrize("gid", ids())
def test_hostile_setups_are_refused_naming_the_field(gid: str) -> None:
    """A record's set-up from outside: a bad value is refused naming the field (``setup.board[3]``), for
    the game's own hostile set-ups (``gamehelpers.HOSTILE_SETUPS``) and, for any structured option, a
    value nested too deep or too large; the same set-up through ``new`` names the option."""
    game = get(gid)
    good = game.to_record(game.new(1))
    cases = list(HOSTILE_SETUPS.get(gid, []))
    cases.append(({"no_such_option": 1}, "setup.no_such_option"))
    for name, opt in game.option_spec().items():
        if isinstance(opt, Setup):
            deep: Any = "x"
            for _ in range(MAX_SETUP_DEPTH + 2):
                deep = [deep]
            cases += [({name: deep}, f"setup.{name}"), ({name: list(range(MAX_SETUP_ITEMS + 1))}, f"setup.{name}")]
    for change, field in cases:
        with pytest.raises(BadRecord) as err:
            game.from_record({**good, "setup": {**good["setup"], **change}})
        assert err.value.field == field, change
        with pytest.raises(BadOption) as oerr:
            game.new(1, **{**good["setup"], **change})
        assert f"setup.{oerr.value.option}" == field


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_undo_never_goes_back_past_chance_or_a_reveal(gid: str, _i: int, options: dict) -> None:
    """``history.previous_decision(s, seat)`` is the state just before the seat's last decision when no
    chance step and no reveal (``Revealing``) lies between it and now, else None (a move no one chose,
    ``history.forced_quiet``, is not that seat's decision); ``history.states`` rebuilds the game from its record."""
    game = get(gid)
    for seed in SEEDS[:2]:
        past = [s for s, _ in playout(game, seed, options, mostly_plays)]
        assert history.states(game, past[-1]) == past

        def barrier(k: int) -> bool:
            a, b = past[k], past[k + 1]
            return game.to_move(a) == CHANCE or (isinstance(game, Revealing) and game.reveals(a, b))

        for end in range(1, len(past), 3):
            prefix = past[:end + 1]
            for seat in range(game.players(past[0])):
                expected = None
                for k in range(end - 1, -1, -1):
                    if barrier(k):
                        break
                    if history.forced_quiet(game, past[k]) is not None:
                        continue  # a window the seat could only let pass was no one's decision
                    if game.to_move(past[k]) == seat:
                        expected = k
                        break
                got = history.previous_decision(game, past[end], seat, prefix)
                assert got is (None if expected is None else past[expected])
        blocked = [k for k in range(len(past) - 1) if barrier(k)]
        for k in blocked[:5]:  # just after a barrier, no seat can go back
            for seat in range(game.players(past[0])):
                assert history.previous_decision(game, past[k + 1], seat, past[:k + 2]) is None


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_the_log_groups_decisions_by_turn(gid: str, _i: int, options: dict) -> None:
    """``history.turns``: every move of the record once, in order, each in the turn of its decision
    (number and seat), with the game's own description; consecutive turns differ."""
    game = get(gid)
    run = list(playout(game, 3, options, mostly_plays))
    end = run[-1][0]
    turns = history.turns(game, end)
    flat = [step for t in turns for step in t.steps]
    assert [st.text for st in flat] == game.to_record(end)["moves"]
    for (s, m), st in zip(run, flat):
        assert st.decision == game.decision(s)
        assert st.described == game.describe_move(s, m, "en")
    for t in turns:
        assert t.steps and all(st.decision.turn == t.number and st.decision.turn_seat == t.seat for st in t.steps)
    for a, b in zip(turns, turns[1:]):
        assert (a.number, a.seat) != (b.number, b.seat) and a.number <= b.number
    ja = history.turns(game, end, "ja")
    assert [st.text for t in ja for st in t.steps] == [st.text for st in flat]


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_same_seed_and_moves_give_the_same_game(gid: str, _i: int, options: dict) -> None:
    """Determinism: the same seed and the same moves give equal states at every step (no global randomness)."""
    game = get(gid)
    run = list(playout(game, 9, options))
    random.seed(12345)  # the global generator must not matter
    s = game.new(9, **options)
    for state, m in run:
        assert s == state
        if m is not None:
            random.random()
            s = game.apply(s, m)


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_views_are_json_and_hide_what_a_seat_cannot_know(gid: str, _i: int, options: dict) -> None:
    """A view is JSON-ready, shows nothing of other seats' hidden parts (the game's leak hook), and is the
    same for a state that differs from the real one only in what the seat cannot see (built by
    ``determinize``)."""
    game = get(gid)
    leak = leaks(gid)
    for s in _sampled(game, options):
        for seat in range(game.players(s)):
            v = game.view(s, seat)
            assert _json_ready(v)
            assert json.loads(json.dumps(v)) == v
            assert "seed" not in json.dumps(v), "the seed would reveal every deal"
            assert leak(s, seat, v) == []
            for r in range(3):
                assert game.view(game.determinize(v, random.Random(r)), seat) == v


@pytest.mark.parametrize("gid", [gid for gid in ids() if not get(gid).info.perfect_information])
def test_determinize_varies_what_is_hidden(gid: str) -> None:
    """With imperfect information, ``determinize`` does vary another seat's hidden part (so the pairs of
    the test above prove something): in some sampled state, another seat's view of the sample differs."""
    game = get(gid)
    varied = 0
    for options in option_sets(gid):
        for s in _sampled(game, options):
            for seat in range(game.players(s)):
                v = game.view(s, seat)
                for r in range(3):
                    other = game.determinize(v, random.Random(r))
                    if any(game.view(other, q) != game.view(s, q) for q in range(game.players(s)) if q != seat):
                        varied += 1
    assert varied, "determinize never changed a hidden part: the pairs prove nothing"


def _sampled(game: Any, options: dict) -> list[Any]:
    """Every sixth state of a seeded game, and its last."""
    states = [s for s, _ in playout(game, 4, options, mostly_plays)]
    return [s for k, s in enumerate(states) if k % 6 == 0 or k == len(states) - 1]


@pytest.mark.parametrize("gid, _i, options", CASES, ids=CASE_IDS)
def test_determinized_states_match_their_view_for_many_generators(gid: str, _i: int, options: dict) -> None:
    """``determinize(view, rng)`` shows exactly that view again, for many generators; the state is valid and
    plays on to the end."""
    game = get(gid)
    check = invariant(gid)
    for k, (s, m) in enumerate(playout(game, 6, options, mostly_plays)):
        if m is None or k % 9:
            continue
        d = game.decision(s)
        seat = d.turn_seat if d.chance else d.seat  # at a chance step, the mover's view
        v = game.view(s, seat)
        for r in range(12):
            det = game.determinize(v, random.Random(1000 * k + r))
            check(det)
            assert game.view(det, seat) == v
            assert game.decision(det) == d
            assert game.legal_moves(det) == game.legal_moves(s), "the decider's options cannot depend on hidden cards"
        rng = random.Random(k)
        steps = 0
        while (p := game.to_move(det)) is not None:
            det = game.apply(det, chance.resolve(game, det) if p == CHANCE else rng.choice(game.legal_moves(det)))
            check(det)
            steps += 1
            assert steps <= game.info.max_moves


@pytest.mark.parametrize("gid", ids())
def test_bad_options_and_records_are_refused_by_name(gid: str) -> None:
    """Options and records from outside: an unknown option, a seed that is no seed, junk records."""
    game = get(gid)
    with pytest.raises(BadOption) as err:
        game.new(1, no_such_option=1)
    assert err.value.option == "no_such_option"
    for seed in (-1, 1.0, "1", None, True):
        with pytest.raises(BadOption):
            game.new(seed)
    good = game.to_record(game.new(1))
    for junk, field in (([], "record"), ({**good, "game": "other"}, "game"), ({**good, "moves": None}, "moves")):
        with pytest.raises(BadRecord) as rerr:
            game.from_record(junk)
        assert rerr.value.field == field
    with pytest.raises(IllegalMove):
        game.parse_move(game.new(1), "this is not a move")


JUNK_TEXTS = ["", " ", "\x00", "x" * 64, "roll²", "trip٣", "trip-1", "advance1", "9" * 40, "pass pass", "JK@",
              "JK@S10+", "I(0,0)", "I(9999999999,0)(1,0)(2,0)(3,0)", "S", "10", "♠", "(", ")", "[]", "{}", "None",
              "１", "ｐａｓｓ", "roll 1 2", "dodge", "trip"]
"""Move texts from outside (a terminal, a hostile record): each is a legal move's text or refused."""


@pytest.mark.parametrize("gid", ids())
def test_junk_move_texts_are_refused_as_illegal_moves(gid: str) -> None:
    """``parse_move`` on any text returns a legal move or raises ``IllegalMove`` (never another error), at
    the start, at a seat's first decision and midway."""
    game = get(gid)
    run = [s for s, _ in playout(game, 8, {}, mostly_plays)]
    for s in (run[0], chance.settle(game, run[0]), run[len(run) // 2]):
        for text in JUNK_TEXTS:
            try:
                m = game.parse_move(s, text)
            except IllegalMove as e:
                assert e.en and e.ja and e.rule
            else:
                assert m in game.legal_moves(s), f"{text!r} read as a move that is not legal"
