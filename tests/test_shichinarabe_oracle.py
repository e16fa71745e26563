"""``scripts/shichinarabe_oracle.py`` (issue 14, item 4): its rounds are the arena's, and the exact oracle can only
improve on `hard` (one step of policy improvement in a deterministic world)."""

from __future__ import annotations

import sys
from pathlib import Path

from sevens.cli.arena import play_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import shichinarabe_oracle as oracle  # noqa: E402


def test_the_rounds_are_the_arenas_rounds() -> None:
    for index in (0, 1, 5):
        s, seat, bots = oracle.deal(index, 2026)
        arena = play_game("shichinarabe", oracle.SEATS, index, 2026, {"players": oracle.PLAYERS}, None)
        assert arena[seat].level == "hard"
        assert oracle.place(oracle.finish(s, bots), seat)[0] == arena[seat].rank


def test_the_exact_oracle_never_places_worse_than_hard_and_reports_both() -> None:
    r = oracle.one_round((0, 2026, 0, False))  # `hard` is second in the arena's round 0
    assert r.hard_rank == 2
    assert r.oracle_rank <= r.hard_rank
    assert r.changed >= (r.oracle_rank < r.hard_rank)
    lines = oracle.summary([r])
    assert lines[2].startswith("hard | 0.0000") and lines[3].startswith(f"oracle | {float(r.oracle_rank == 1):.4f}")


def test_the_fair_rollouts_read_only_the_seats_view() -> None:
    """With ``fair`` the move depends on the seat's view alone: another deal with the same view, the same move.
    On the true deal the omniscient rollouts choose differently there, so the position tells the two apart."""
    game = oracle.get("shichinarabe")
    s, seat, bots = oracle.deal(0, 2026)
    while s.turn != seat or len(game.legal_moves(s)) < 2:
        s = game.apply(s, bots[s.turn].choose(game, game.view(s, s.turn)))
    view = game.view(s, seat)
    other = game.determinize(view, oracle.derive(7, "another deal"))
    assert other.hands != s.hands and game.view(other, seat) == view
    got = [oracle.oracle_move(state, seat, bots, 2, (2026, 0, 0), fair=True)[0] for state in (s, other)]
    assert got[0] == got[1] and got[0] in game.legal_moves(s)
    seeing = [oracle.oracle_move(state, seat, bots, 2, (2026, 0, 0))[0] for state in (s, other)]
    assert seeing[0] != seeing[1]
