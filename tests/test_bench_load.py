"""scripts/bench_load.py's saved game: what "the app opened again, a game saved" puts in the profile's storage
is a save the page resumes (a human to play in it, the game part-way)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from sevens.core import savefile

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import bench_load  # noqa: E402


def test_the_saved_game_is_one_the_page_resumes_part_way() -> None:
    game_id, seed, moves = bench_load.SAVED_GAME
    text = bench_load.saved_game(game_id, seed, moves)
    game, state, seats = savefile.load_any(text)
    assert game.id == game_id and seats is not None and seats[0] == "human"
    assert game.outcome(state) is None, "part-way: the page opens its table, not its end"
    assert len(json.loads(text)["record"]["moves"]) >= moves
    assert bench_load.saved_game(game_id, seed, moves) == text, "the same save every run"


def test_the_benchmark_times_visits_by_the_mark_the_page_sets() -> None:
    """The page's clock (navigation start to ready) is read from the mark ``web/main.py`` sets at ready; the e2e
    shell test checks the page sets it (e2e/test_shell.py)."""
    import re

    main = (Path(__file__).resolve().parent.parent / "web" / "main.py").read_text(encoding="utf-8")
    declared = re.search(r'^READY_MARK = "([^"]+)"$', main, re.M)
    assert declared is not None and declared.group(1) == bench_load.READY_MARK
    assert "window.performance.mark(READY_MARK)" in main
