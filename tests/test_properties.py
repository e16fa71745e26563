"""Property tests (hypothesis) over every option of 七並べ and many seeds.

Options: players 3–8, rounds 1/3/5/10, joker, A–K link, tunnel (only with the link), pass limit 1–3,
joker as last card. Games are played by random movers that pass often or rarely, so eliminations, dead
cards, joker swaps and the K–A joint all happen across the examples (``test_the_rare_events_happen``).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gamehelpers import mostly_plays, playout, shichinarabe_cards_conserved
from sevens.core import get, record
from sevens.core.rng import MAX_SEED
from sevens.games.shichinarabe.cards import ALL_SEVENS, DIAMOND_SEVEN, JOKER, JOKER_BIT, count
from sevens.games.shichinarabe.rules import deal
from sevens.games.shichinarabe.runs import LINK, run_mask
from sevens.games.shichinarabe.state import JOKER_PLAY, PASS_KIND, PLAY, State

GAME = get("shichinarabe")


@st.composite
def options(draw: st.DrawFn) -> dict[str, Any]:
    link = draw(st.booleans())
    return {
        "players": draw(st.integers(3, 8)),
        "rounds": draw(st.sampled_from([1, 1, 3, 5, 10])),
        "joker": draw(st.booleans()),
        "ak_link": link,
        "ak_tunnel": link and draw(st.booleans()),
        "pass_limit": draw(st.sampled_from([1, 2, 3])),
        "joker_last": draw(st.booleans()),
    }


def _bit(c: int) -> int:
    return 1 << c


def check_move_effect(before: State, after: State) -> None:
    """Within a round, a move changes exactly what its rule says (seed ②, パス, 失格, ジョーカー その1・その2)."""
    e = after.log[-1]
    p = before.turn
    assert e.seat == p and e.round_no == before.round_no
    on_table_before = sum(m << 13 * i for i, m in enumerate(before.table))
    on_table_after = sum(m << 13 * i for i, m in enumerate(after.table))
    hands = list(before.hands)
    if e.move.kind == PLAY:
        put = _bit(e.move.card)
        hands[p] &= ~put
    elif e.move.kind == JOKER_PLAY:
        put = _bit(e.move.card) | (_bit(e.move.extra) if e.move.extra >= 0 else 0)
        assert e.swap != p and before.hands[e.swap] >> e.move.card & 1, "the real card's holder swaps"
        hands[p] &= ~(JOKER_BIT | (_bit(e.move.extra) if e.move.extra >= 0 else 0))
        hands[e.swap] = hands[e.swap] & ~_bit(e.move.card) | JOKER_BIT
    else:
        assert e.move.kind == PASS_KIND
        assert after.passes[p] == before.passes[p] + 1
        assert e.eliminated == (after.passes[p] > before.opts.pass_limit)
        put = before.hands[p] & ~JOKER_BIT if e.eliminated else 0
        if e.eliminated:
            assert e.laid == before.hands[p]
            hands[p] = 0
    assert on_table_after == on_table_before | put and not on_table_before & put
    assert tuple(hands) == after.hands
    assert e.finished == (after.hands[p] == 0 and not e.eliminated)
    if e.move.kind != PASS_KIND:
        assert after.passes == before.passes


def ranking_from_log(s: State, round_no: int, players: int) -> tuple[int, ...]:
    """The ranking of a finished round, derived from its public log: finishers in order, the one left,
    then the eliminated, latest first (カード移動のルール; docs/rules/shichinarabe.md "End and ranking")."""
    entries = [e for e in s.log if e.round_no == round_no]
    done = [e.seat for e in entries if e.finished]
    out = [e.seat for e in entries if e.eliminated]
    left = [q for q in range(players) if q not in done and q not in out]
    assert len(left) <= 1
    return tuple(done + left + out[::-1])


@settings(max_examples=250, deadline=None)
@given(opts=options(), seed=st.integers(0, MAX_SEED), careful=st.booleans(), cut=st.floats(0, 1))
def test_cards_are_conserved_and_rounds_rank_everyone(opts: dict, seed: int, careful: bool, cut: float) -> None:
    """After every move the cards are conserved and the move did exactly what its rule says; the match ends
    within the bound; each round's ranking is a permutation of the seats, matches the log, and its points
    n − r sum to n(n−1)/2; the record round-trips midway and at the end."""
    n = opts["players"]
    states: list[State] = []
    for s, _ in playout(GAME, seed, opts, mostly_plays if careful else None):
        shichinarabe_cards_conserved(s)
        assert all(0 <= p <= opts["pass_limit"] + 1 for p in s.passes)
        assert all((p > opts["pass_limit"]) == (q in s.eliminated) for q, p in enumerate(s.passes))
        if states:
            prev = states[-1]
            if s.round_no == prev.round_no:  # the same deal (also the match's last state)
                check_move_effect(prev, s)
            else:
                assert s.round_no == prev.round_no + 1 and s.turn >= 0
            if len(s.results) != len(prev.results):
                assert len(s.results) == len(prev.results) + 1
                gained = [a - b for a, b in zip(s.points, prev.points)]
                ranking = s.results[-1]
                assert sorted(ranking) == list(range(n))
                assert ranking == ranking_from_log(s, prev.round_no, n)
                assert [gained[q] for q in ranking] == list(range(n - 1, -1, -1))
                assert sum(gained) == n * (n - 1) // 2
        states.append(s)
    last = states[-1]
    assert GAME.to_move(last) is None and len(states) - 1 <= GAME.info.max_moves
    assert len(last.results) == opts["rounds"] and last.round_no == opts["rounds"] - 1
    assert sum(last.points) == opts["rounds"] * n * (n - 1) // 2
    out = GAME.outcome(last)
    assert out is not None and out.scores == tuple(float(p) for p in last.points)
    for k in (int(cut * (len(states) - 1)), len(states) - 1):
        text = record.dumps(GAME.to_record(states[k]))
        assert GAME.from_record(record.loads(text)) == states[k]


@settings(max_examples=40, deadline=None)
@given(opts=options(), seed=st.integers(0, MAX_SEED), round_no=st.integers(0, 9))
def test_the_deal(opts: dict, seed: int, round_no: int) -> None:
    """基本ルール ①: the cards dealt one at a time from seat 0 (lower seats one more); the 7s go to the
    table; ② the ♦7 holder starts. Round r is shuffled by ``derive(seed, "deal", r)``."""
    from sevens.core.rng import derive

    s = GAME.new(seed, **opts)
    n = opts["players"]
    hands, table, first = deal(seed, s.opts, round_no)
    deck = list(range(52)) + ([JOKER] if opts["joker"] else [])
    total = len(deck)
    derive(seed, "deal", round_no).shuffle(deck)
    for q in range(n):
        mine = deck[q::n]
        assert len(mine) == total // n + (1 if q < total % n else 0)
        m = 0
        for c in mine:
            m |= 1 << c
        assert hands[q] == m & ~ALL_SEVENS
    assert sum(count(h) for h in hands) == total - 4
    assert all(m == 1 << 6 for m in table)
    assert deck.index(DIAMOND_SEVEN) % n == first
    if round_no == 0:
        assert (s.hands, s.table, s.turn) == (hands, table, first)


@settings(max_examples=60, deadline=None)
@given(opts=options(), seed=st.integers(0, MAX_SEED), moves=st.integers(0, 60), which=st.integers(0, 7))
def test_views_determinize_and_move_texts(opts: dict, seed: int, moves: int, which: int) -> None:
    """Midway through any game: every legal move's text parses back; a seat's view survives determinize."""
    rng = random.Random(seed)
    s = GAME.new(seed, **opts)
    for _ in range(moves):
        if GAME.to_move(s) is None:
            break
        s = GAME.apply(s, mostly_plays(rng, GAME.legal_moves(s)))
    for m in GAME.legal_moves(s):
        assert GAME.parse_move(s, GAME.format_move(s, m)) == m
    seat = which % opts["players"]
    v = GAME.view(s, seat)
    det = GAME.determinize(v, random.Random(seed ^ 1))
    shichinarabe_cards_conserved(det)
    assert GAME.view(det, seat) == v


def test_the_rare_events_happen() -> None:
    """The random movers used above reach every rule: joker rule 1 and 2, eliminations with dead cards,
    the joker leaving the game, the K–A joint, finishing by the joker (so the properties test them)."""
    seen: set[str] = set()
    rng = random.Random(0)
    for seed in range(60):
        opts = {"players": rng.randint(3, 8), "joker": True, "ak_link": seed % 2 == 0, "joker_last": seed % 3 == 0,
                "pass_limit": rng.choice([1, 2, 3])}
        for s, _ in playout(GAME, seed, opts, mostly_plays if seed % 4 else None):
            if not s.log:
                continue
            e = s.log[-1]
            if e.move.kind == JOKER_PLAY:
                seen.add("joker rule 2" if e.move.extra >= 0 else "joker rule 1")
                if e.finished:
                    seen.add("finished by the joker")
            if e.eliminated:
                seen.add("elimination")
                if e.laid & JOKER_BIT:
                    seen.add("joker left the game")
            for m in s.table:  # a run holding A and K without the whole suit went through the joint
                run = run_mask(m, LINK)
                if s.opts.ak_link and run & 1 and run >> 12 & 1 and m != (1 << 13) - 1:
                    seen.add("K–A joint")
    assert seen == {"joker rule 1", "joker rule 2", "finished by the joker", "elimination",
                    "joker left the game", "K–A joint"}
