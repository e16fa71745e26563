"""The bot (sevens.ai): it never cheats, it is reproducible, it always answers a legal move."""

from __future__ import annotations

import random

import pytest

from gamehelpers import play_to_end, shichinarabe_midgame

from sevens.ai import LEVELS, make_bot
from sevens.core import BadOption, get, ids

GAME = get("shichinarabe")


_midgame = shichinarabe_midgame


def _redeals(s, seat: int, count: int):
    """Real states that differ from ``s`` only in the cards ``seat`` cannot see."""
    v = GAME.view(s, seat)
    out = []
    for k in range(count):
        other = GAME.determinize(v, random.Random(1000 + k))
        assert GAME.view(other, seat) == v
        out.append(other)
    return out


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("options", [{}, {"joker": True, "ak_link": True}])
def test_same_view_and_seed_give_same_move_whatever_the_hidden_cards(level: str, options: dict) -> None:
    """Issue 2 item 5: redeal the hidden part; the bot must answer the same move each time."""
    s = _midgame(11, 14, **options)
    seat = GAME.to_move(s)
    states = [s, *_redeals(s, seat, 4)]
    hidden = {tuple(h for q, h in enumerate(t.hands) if q != seat) for t in states}
    assert len(hidden) > 1, "the redeals must really change the other seats' hands"
    answers = set()
    for t in states:
        bot = make_bot(level, seed=5, time_budget=None)
        answers.add(bot.choose(GAME, GAME.view(t, seat)))
    assert len(answers) == 1


def test_bot_has_no_memory_between_calls() -> None:
    """A move depends on the view and the seed only, not on what the bot was asked before."""
    s = _midgame(3, 10)
    seat = GAME.to_move(s)
    bot = make_bot("normal", seed=9, time_budget=None)
    first = bot.choose(GAME, GAME.view(s, seat))
    bot.choose(GAME, GAME.view(_midgame(4, 12), GAME.to_move(_midgame(4, 12))))
    assert bot.choose(GAME, GAME.view(s, seat)) == first
    assert make_bot("normal", seed=9, time_budget=None).choose(GAME, GAME.view(s, seat)) == first


@pytest.mark.parametrize("game_id", ids())
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_a_whole_game_legally(game_id: str, level: str) -> None:
    game = get(game_id)
    s = game.new(21)
    bot = make_bot(level, seed=2, time_budget=None)
    play_to_end(game, s, lambda seat: bot)


def test_bot_searches_within_its_node_budget() -> None:
    s = _midgame(8, 12)
    bot = make_bot("hard", seed=1, time_budget=None)
    bot.choose(GAME, GAME.view(s, GAME.to_move(s)))
    lv = LEVELS["hard"]
    if bot.last.samples:  # more than one legal move: it searched
        assert bot.last.samples == lv.samples
        assert 0 < bot.last.nodes <= lv.node_budget + lv.samples
        assert 1 <= bot.last.depth <= lv.max_depth


def test_time_budget_cuts_the_search_but_still_answers_legally() -> None:
    s = _midgame(8, 12)
    seat = GAME.to_move(s)
    bot = make_bot("hard", seed=1, time_budget=0.0)
    m = bot.choose(GAME, GAME.view(s, seat))
    assert m in GAME.legal_moves(s)
    assert bot.last.samples <= 1


def test_with_seconds_the_bot_samples_until_they_are_spent() -> None:
    """Issue 14 item 1 (anytime): given seconds, the bot keeps sampling deals past the level's count until the
    time is gone, and stops cleanly (one sample's time late at most); by nodes it takes the level's count."""
    import time

    s = _midgame(8, 12)
    seat = GAME.to_move(s)
    assert len(GAME.legal_moves(s)) > 1
    lv = LEVELS["hard"]
    bot = make_bot("hard", seed=1, time_budget=0.6)
    started = time.perf_counter()
    m = bot.choose(GAME, GAME.view(s, seat))
    took = time.perf_counter() - started
    assert m in GAME.legal_moves(s)
    assert took >= 0.6 and bot.last.samples > lv.samples
    assert bot.last.seconds < 0.6 + 2.0  # it stops once the time is spent (one sample takes milliseconds)
    by_nodes = make_bot("hard", seed=1, time_budget=None)
    by_nodes.choose(GAME, GAME.view(s, seat))
    assert by_nodes.last.samples == lv.samples


def test_unknown_level_names_the_levels() -> None:
    with pytest.raises(BadOption) as err:
        make_bot("grandmaster")
    assert "hard" in str(err.value) and err.value.option == "level"


def test_bot_refuses_to_move_for_a_finished_game() -> None:
    s = GAME.new(5)
    rng = random.Random(0)
    while GAME.to_move(s) is not None:
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    v = GAME.view(s, 0)
    with pytest.raises(ValueError):
        make_bot("normal").choose(GAME, v)


def test_hard_prefers_a_winning_last_card_to_passing() -> None:
    """With one card left and it playable, every searching level plays it out."""
    from sevens.games.shichinarabe.state import Move

    for seed in range(40):
        s = GAME.new(seed)
        rng = random.Random(seed)
        while GAME.to_move(s) is not None:
            p = GAME.to_move(s)
            plays = [m for m in GAME.legal_moves(s) if m.kind == 0]
            if plays and bin(s.hands[p]).count("1") == 1:
                for level in ("normal", "hard"):
                    got = make_bot(level, seed=seed, time_budget=None).choose(GAME, GAME.view(s, p))
                    assert got == plays[0] and isinstance(got, Move)
                return
            s = GAME.apply(s, rng.choice(plays or GAME.legal_moves(s)))
    pytest.fail("no position with a single playable last card was found")


def test_a_turns_seconds_are_shared_out_over_its_decisions() -> None:
    """``Level.turn_seconds``: a decision gets the level's seconds while the turn's earlier decisions (each counted
    as that much) leave them, then what is left, never under ``MIN_SLICE``; without it, always its seconds."""
    from sevens.ai.levels import MIN_SLICE, Level
    lv = Level("hard", 1, 0, 1_000, 0.5, turn_seconds=2.0)
    assert [lv.seconds(False, k) for k in (0, 3, 4, 5)] == [0.5, 0.5, MIN_SLICE, MIN_SLICE]
    assert Level("hard", 1, 0, 1_000, 0.5, turn_seconds=1.8).seconds(False, 3) == pytest.approx(0.3)
    assert Level("hard", 1, 0, 1_000, 0.5).seconds(False, 9) == 0.5
    bot = make_bot("hard", 1)
    assert bot.seconds(lv, taken=4) == MIN_SLICE
    assert make_bot("hard", 1, time_budget=None).seconds(lv, taken=4) is None
    assert make_bot("hard", 1, time_budget=0.7).seconds(lv, taken=4) == 0.7
