"""``scripts/tetrahex_corpus.py`` rebuilds the arena's SEVEN games move by move (issue 14, item 3): the same
opening, bots and result as ``sevens arena`` for the same seed and index, and moves that replay."""

from __future__ import annotations

import sys
from pathlib import Path

from sevens.cli.arena import play_game
from sevens.core import get

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import tetrahex_corpus  # noqa: E402

G = get("tetrahex")


def test_a_corpus_game_is_the_arena_game_of_that_index() -> None:
    seats = ["easy", "random"]
    for index in (0, 1, 2):
        got = tetrahex_corpus.play(seats, index, 5)
        arena = play_game("tetrahex", seats, index, 5, {}, None)
        assert got["seats"] == [r.level for r in arena]
        s = G.new(0)
        for text in got["moves"]:
            s = G.apply(s, G.parse_move(s, text))
        out = G.outcome(s)
        assert out is not None and list(out.ranks) == [r.rank for r in arena]
        assert got["white"] == (out.scores[0] > out.scores[1]) + 0.5 * (out.scores[0] == out.scores[1])
