"""The contract's own points for ウルトラセブン that the platform's conformance suite (tests/test_conformance.py,
run over every registered game with this game's hooks in ``gamehelpers``) does not reach: the public log hides
the alien's cards, undo stops at a draw, records are canonical."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Iterator

import pytest

import gamehelpers
import test_conformance as conf
from sevens.core import chance, history, record, registry
from sevens.core.capabilities import ChanceGame, PublicMoves, Revealing
from sevens.core.errors import BadOption, BadRecord, IllegalMove
from sevens.core.game import CHANCE
from sevens.games.ultraseven.cards import INVASIONS, SCENARIOS
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.state import ALIEN_SEAT, TDF_SEAT, State

GID = "ultraseven"


def test_info_and_abilities() -> None:
    """Explicit chance, several decisions a turn, no reactions, two seats; ``ChanceGame``, ``Revealing`` and
    ``PublicMoves``; the options and their defaults (R 3's full campaign, E 9 and E 23 off)."""
    info = GAME.info
    assert (info.chance, info.multi_decision, info.reactions, info.perfect_information) == (
        "explicit", True, False, False)
    assert (info.min_players, info.max_players) == (2, 2) and info.max_moves < record.MAX_RECORD_MOVES
    assert isinstance(GAME, ChanceGame) and isinstance(GAME, Revealing) and isinstance(GAME, PublicMoves)
    s = GAME.new(1)
    assert (s.scenario, s.opts.hidden_counts, s.opts.remove_at_equal) == ("full", False, False)
    assert GAME.new(1, scenario="1cour", hidden_counts=True).opts.hidden_counts
    with pytest.raises(BadOption) as err:
        GAME.new(1, scenario="3cour")
    assert err.value.option == "scenario"


def play(seed: int, scenario: str) -> list[tuple[State, Any]]:
    rng = random.Random(seed)
    s = GAME.new(seed, scenario=scenario)
    run = []
    while (p := GAME.to_move(s)) is not None:
        m = chance.resolve(GAME, s) if p == CHANCE else rng.choice(GAME.legal_moves(s))
        run.append((s, m))
        s = GAME.apply(s, m)
    run.append((s, None))
    return run


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_seeded_games_end_and_replay_through_the_game_object(scenario: str) -> None:
    """Random games through the contract only: they end with an outcome, within ``max_moves``; the record
    replays to the same state; every result occurs over a few seeds (no side is locked out)."""
    winners: Counter[int] = Counter()
    for seed in range(12):
        run = play(seed, scenario)
        end = run[-1][0]
        out = GAME.outcome(end)
        assert out is not None and len(run) <= GAME.info.max_moves
        winners[out.winners[0] if len(out.winners) == 1 else -1] += 1
        assert GAME.from_record(record.loads(record.dumps(GAME.to_record(end)))) == end
    assert winners[ALIEN_SEAT] > 0


def test_the_public_log_never_names_the_aliens_hidden_card() -> None:
    """E 14, E 9: to the TDF and a spectator the log says "places card #k face down" and "draws a card", never
    the invasion card; the alien reads its own cards; an event drawn is public (R 6.4)."""
    placed = drawn = 0
    for seed in range(4):
        run = play(seed, "2cour")
        end = run[-1][0]
        for onlooker in (TDF_SEAT, CHANCE):
            for t in history.turns(GAME, end, "en", onlooker):
                for st in t.steps:
                    if st.text.startswith("place "):
                        key = st.text.split()[1]
                        assert key not in st.described and INVASIONS[key].title_en not in st.described
        for s, m in run:
            if m is None or m.verb not in ("place", "draw"):
                continue
            for lang in ("en", "ja"):
                public = GAME.public_move(s, m, TDF_SEAT, lang)
                assert GAME.public_move(s, m, ALIEN_SEAT, lang) is None
                if m.verb == "place":
                    placed += 1
                    assert public is not None and m.key not in public and f"#{s.placed}" in public
                elif s.deck[-1] in INVASIONS:
                    drawn += 1
                    assert public is not None and s.deck[-1] not in public
                else:
                    assert public is None and (lang == "ja" or s.deck[-1] in GAME.describe_move(s, m, lang))
    assert placed and drawn


def test_undo_stops_at_a_draw_and_at_a_die() -> None:
    """U 20: a draw is a reveal (the deck shrank) and a die a chance step: the alien cannot take back the moves
    before its draw, and nobody can take back a move before a die."""
    run = play(5, "1cour")
    states = [s for s, _ in run]
    for k, (s, m) in enumerate(run[:-1]):
        if m is not None and m.verb == "draw":
            after = states[k + 1]
            assert GAME.reveals(s, after)
            assert history.previous_decision(GAME, after, ALIEN_SEAT, states[:k + 2]) is None
            break
    else:
        pytest.fail("no draw in the game")
    for k, (s, m) in enumerate(run[:-1]):
        if m is not None and m.verb not in ("draw",):
            assert not GAME.reveals(s, states[k + 1])


def test_illegal_and_junk_moves_are_refused_with_the_rule() -> None:
    """An illegal move through ``apply`` or ``parse_move`` raises ``IllegalMove`` naming the rule; a record with
    an illegal move is refused naming ``moves[i]``."""
    s = chance.settle(GAME, GAME.new(3, scenario="1cour"))
    assert GAME.to_move(s) == ALIEN_SEAT
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "deploy soga city")
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "place ep999")
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, "flip #0")
    assert err.value.rule
    rec = GAME.to_record(s)
    with pytest.raises(BadRecord) as rerr:
        GAME.from_record({**rec, "moves": [*rec["moves"], "tech wide"]})
    assert rerr.value.field == f"moves[{len(rec['moves'])}]"
