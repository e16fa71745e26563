"""Property tests (hypothesis) over every option of 七並べ and many seeds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gamehelpers import mostly_plays, playout, shichinarabe_cards_conserved
from sevens.core import get, record

GAME = get("shichinarabe")


@st.composite
def options(draw: st.DrawFn) -> dict:
    link = draw(st.booleans())
    return {
        "players": draw(st.integers(3, 8)),
        "rounds": draw(st.sampled_from([1, 3])),
        "joker": draw(st.booleans()),
        "ak_link": link,
        "ak_tunnel": link and draw(st.booleans()),
        "pass_limit": draw(st.sampled_from([1, 2, 3])),
        "joker_last": draw(st.booleans()),
    }


@settings(max_examples=60, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**62), careful=st.booleans())
def test_cards_are_conserved_and_rounds_rank_everyone(opts: dict, seed: int, careful: bool) -> None:
    n = opts["players"]
    last = None
    for s, m in playout(GAME, seed, opts, mostly_plays if careful else None):
        shichinarabe_cards_conserved(s)
        assert all(0 <= p <= opts["pass_limit"] + 1 for p in s.passes)
        last = s
    assert last is not None and GAME.to_move(last) is None
    assert len(last.results) == opts["rounds"]
    for ranking in last.results:
        assert sorted(ranking) == list(range(n))
    assert sum(last.points) == opts["rounds"] * n * (n - 1) // 2
    assert GAME.from_record(record.loads(record.dumps(GAME.to_record(last)))) == last


@settings(max_examples=40, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**62))
def test_the_deal(opts: dict, seed: int) -> None:
    """基本ルール ①: all cards dealt one at a time from seat 0; the 7s go to the table; ♦7's holder starts."""
    from sevens.games.shichinarabe.cards import ALL_SEVENS, count
    from sevens.games.shichinarabe.rules import deal

    s = GAME.new(seed, **opts)
    n = opts["players"]
    hands, table, first = deal(seed, s.opts, 0)
    total = 52 + (1 if opts["joker"] else 0)
    sizes_with_sevens = [total // n + (1 if q < total % n else 0) for q in range(n)]
    sevens_held = [0] * n
    from sevens.core.rng import derive

    deck = list(range(52)) + ([52] if opts["joker"] else [])
    derive(seed, "deal", 0).shuffle(deck)
    for i, c in enumerate(deck):
        if c % 13 == 6 and c < 52:
            sevens_held[i % n] += 1
    assert [count(h) for h in hands] == [sizes_with_sevens[q] - sevens_held[q] for q in range(n)]
    assert all(not h & ALL_SEVENS for h in hands)
    assert all(m == 1 << 6 for m in table)
    assert deck.index(32) % n == first == s.turn
