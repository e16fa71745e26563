"""The policy's styles (``PolicyStyles``, ``Level.style``): ``easy`` and ``normal`` play §F's prototype
(``plain``), ``hard`` its own (``full``: the alien heals a damaged face-up card before it adds chits, the TDF
re-deploys an idle group to a card it can fight), in its playouts and its prior alike, for its own seat only."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sevens.ai import levels as ai_levels
from sevens.ai.bot import make_bot
from sevens.ai.search import Budget, Searcher
from sevens.core.capabilities import PolicyStyles, offers
from sevens.core.errors import SevensError
from sevens.games.ultraseven import policy
from sevens.games.ultraseven.cards import INVASIONS
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.state import ALIEN_SEAT, REDEPLOY, TDF_SEAT, State

from .test_prior import decisions


def _apart(seed: int, count: int) -> list[State]:
    """Alien decisions of ``seed``'s 1クール policy game where a heal is legal."""
    s = GAME.new(seed, scenario="1cour")
    out: list[State] = []
    while not s.over and len(out) < count:
        if GAME.to_move(s) == ALIEN_SEAT and any(m.verb == "heal" for m in GAME.legal_moves(s)):
            out.append(s)
        s = policy.step(s)
    return out


def _heals() -> list[State]:
    return [s for seed in range(1, 7) for s in _apart(seed, 6)]


def test_the_levels_name_their_style_and_an_unknown_one_is_refused() -> None:
    assert offers(GAME, PolicyStyles)
    table = GAME.bot_levels()
    assert (table["easy"].style, table["normal"].style, table["hard"].style) == (policy.PLAIN, policy.PLAIN,
                                                                                policy.FULL)
    with pytest.raises(SevensError, match="no bot style"):
        GAME.policy_style("greedy", ALIEN_SEAT)


def _redeploys(seeds: range) -> list[State]:
    """The TDF's re-deployment decisions (a group may move) along ``full``'s 1クール policy games of ``seeds``."""
    out: list[State] = []
    for seed in seeds:
        s = GAME.new(seed, scenario="1cour")
        while not s.over:
            if s.phase == REDEPLOY and GAME.to_move(s) == TDF_SEAT and len(GAME.legal_moves(s)) > 1:
                out.append(s)
            s = policy.step(s, (policy.FULL, policy.FULL))
    return out


def test_a_bot_plays_its_opponent_as_plain_whatever_its_style() -> None:
    """A bot presumes nothing of its opponent's level: a ``hard`` TDF's playouts play the alien's decisions as
    ``plain`` (README "The alien of `hard`": played as ``full`` they cost the TDF 35 points), and a ``hard``
    alien's play the TDF's as ``plain``."""
    states = _heals()
    _, playout = GAME.policy_style(policy.FULL, TDF_SEAT)
    s = next(s for s in states if GAME.policy_style(policy.FULL, ALIEN_SEAT)[0](s) != GAME.policy_move(s))
    assert playout(s, random.Random(0), 1).log == policy.playout(s, None, 1, (policy.FULL, policy.PLAIN)).log
    assert playout(s, random.Random(0), 1).log != policy.playout(s, None, 1, (policy.FULL, policy.FULL)).log
    moved = [s for s in _redeploys(range(1, 4)) if GAME.policy_style(policy.FULL, TDF_SEAT)[0](s).verb == "move"]
    assert moved
    _, alien_playout = GAME.policy_style(policy.FULL, ALIEN_SEAT)
    for t in moved:
        assert alien_playout(t, random.Random(0), 1).log == policy.playout(t, None, 1).log


def test_the_full_tdf_moves_an_idle_group_to_a_card_it_can_fight() -> None:
    """README "The TDF of `hard`": once the recons are done, ``full`` moves a group whose area holds no face-up card
    (it fights nothing this turn, E 21) to a face-up card; it never moves a group out of a fight or to an area
    without a face-up card, and keeps its groups (``done``) when no move scores; ``plain`` always keeps them."""
    states = _redeploys(range(1, 9))
    full, _ = GAME.policy_style(policy.FULL, TDF_SEAT)
    kinds = set()
    for s in states:
        m = full(s)
        assert GAME.policy_move(s).verb == "done"
        kinds.add(m.verb)
        if m.verb == "move":
            here, there = s.card_in(m.key), s.card_in(m.area)
            assert here is None or not here.face_up, GAME.format_move(s, m)
            assert there is not None and there.face_up, GAME.format_move(s, m)
            assert policy.redeploy_score(s, m) > 0
        else:
            assert all(policy.redeploy_score(s, o) <= 0 for o in GAME.legal_moves(s) if o.verb == "move")
    assert kinds == {"move", "done"}


def test_the_full_alien_heals_before_it_adds_chits_and_the_plain_one_after() -> None:
    """README "The alien of `hard`": wherever a heal is legal, ``full`` heals (or takes E17's extra chit, scored
    above everything); ``plain`` adds its chits first, so the two differ somewhere."""
    states = _heals()
    assert len(states) >= 10
    full, _ = GAME.policy_style(policy.FULL, ALIEN_SEAT)
    plain, _ = GAME.policy_style(policy.PLAIN, ALIEN_SEAT)
    for s in states:
        assert full(s).verb in ("heal", "overload"), GAME.format_move(s, full(s))
    assert any(plain(s).verb == "chit" for s in states)
    assert plain(states[0]) == GAME.policy_move(states[0])  # the default is §F's prototype


@pytest.mark.parametrize("seat", [TDF_SEAT, ALIEN_SEAT])
def test_the_full_style_reads_only_the_view(seat: int) -> None:
    """Every determinization of a seat's view gives the ``full`` policy the same move (its prior leaks
    nothing); the TDF's part is the ``plain`` one but for its re-deployment."""
    full, _ = GAME.policy_style(policy.FULL, seat)
    checked = 0
    states = decisions(1, seat, 40) + (_redeploys(range(1, 3)) if seat == TDF_SEAT else [])
    for s in states:
        v = GAME.view(s, seat)
        first = full(s)
        if seat == TDF_SEAT and s.phase != REDEPLOY:
            assert first == GAME.policy_move(s)
        for k in range(3):
            assert full(GAME.determinize(v, random.Random(k))) == first
        checked += 1
    assert checked >= 30


def test_the_searchers_playouts_and_the_prior_follow_the_level_style(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's playouts (``Searcher``) are its style's, and so is its prior: with a prior above any value
    ``hard`` plays the ``full`` move, ``normal`` the ``plain`` one, where they differ."""
    states = [s for s in _heals() if GAME.policy_style(policy.FULL, ALIEN_SEAT)[0](s) != GAME.policy_move(s)]
    assert states
    s = states[0]
    for style in policy.STYLES:
        for seat, plays in ((ALIEN_SEAT, (policy.PLAIN, style)), (TDF_SEAT, (style, policy.PLAIN)),
                            (None, policy.PLAINS)):
            searcher = Searcher(GAME, Budget(10**6, None), 1, random.Random(0), style, horizon=1, seat=seat)
            assert searcher.playout is not None
            got = searcher.playout(s, random.Random(0))
            want = policy.playout(s, None, 1, plays)
            assert got.log == want.log and got.turn == want.turn == s.turn + 1, (style, seat)
    ends = {style: policy.playout(s, None, 1, (policy.PLAIN, style)) for style in policy.STYLES}
    assert ends[policy.FULL].log != ends[policy.PLAIN].log
    table = {k: dataclasses.replace(v, prior=2.0) for k, v in GAME.bot_levels().items()}
    monkeypatch.setattr(type(GAME), "bot_levels", lambda self: table)
    assert ai_levels.for_game(GAME, "hard").prior == 2.0
    for t in states[:4]:
        v = GAME.view(t, ALIEN_SEAT)
        assert make_bot("hard", 3, None).choose(GAME, v) == GAME.policy_style(policy.FULL, ALIEN_SEAT)[0](t)
        assert make_bot("normal", 3, None).choose(GAME, v) == GAME.policy_move(t)


def _alien_choices(seeds: range, verb: str) -> list[State]:
    """The alien's decisions where a ``verb`` move is legal, along ``full``'s 1クール policy games of ``seeds``."""
    out: list[State] = []
    for seed in seeds:
        s = GAME.new(seed, scenario="1cour")
        while not s.over:
            if GAME.to_move(s) == ALIEN_SEAT and any(m.verb == verb for m in GAME.legal_moves(s)):
                out.append(s)
            s = policy.step(s, (policy.FULL, policy.FULL))
    return out


def test_the_full_alien_flips_after_its_placements_and_chits() -> None:
    """README "The alien of `hard`": ``full`` flips a card at its limit (3 AP, R 9.1) only once no placement and no
    face-down chit below ``HIDDEN_CHITS`` is left to make; ``plain`` flips before them."""
    states = _alien_choices(range(1, 7), "flip")
    full, _ = GAME.policy_style(policy.FULL, ALIEN_SEAT)
    before = [s for s in states if any(m.verb == "place" or (m.verb == "chit" and _hidden_below_cap(s, m.n))
                                       for m in GAME.legal_moves(s))]
    assert len(before) >= 5
    for s in before:
        assert full(s).verb != "flip", GAME.format_move(s, full(s))
    assert any(GAME.policy_move(s).verb == "flip" for s in before)
    assert any(full(s).verb == "flip" for s in states)


def _hidden_below_cap(s: State, order: int) -> bool:
    p = next(q for q in s.table if q.order == order)
    return not p.face_up and p.chits < policy.HIDDEN_CHITS


def test_the_full_alien_places_a_card_with_no_tdf_value_first() -> None:
    """``full`` adds ``NO_TDF`` to the placement of a card whose TDF値 is "−" (R 15.9: only Seven removes it)
    and changes no other placement's score."""
    states = _alien_choices(range(1, 7), "place")
    seen = set()
    for s in states:
        for m in GAME.legal_moves(s):
            if m.verb == "place":
                lift = policy._alien_score(s, m, policy.FULL) - policy._alien_score(s, m, policy.PLAIN)
                none = INVASIONS[m.key].tdf_at(0) is None
                assert lift == pytest.approx(policy.NO_TDF[policy.FULL] if none else 0.0), m.key
                seen.add(none)
    assert seen == {True, False}
