"""``scripts/arena_chunks.py``: arenas run in chunks add up to the arena of all their games."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from sevens.cli.arena import SeatResult, summarize

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import arena_chunks  # noqa: E402


def games(seed: int, n: int) -> list[list[SeatResult]]:
    """``n`` made-up 4-seat games, `hard` against three `random`, seats rotating, ranks drawn (ties included)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        ranks = [rng.choice((1, 1, 2, 3, 4)) for _ in range(4)]
        out.append([SeatResult("hard" if q == i % 4 else "random", ranks[q], q) for q in range(4)])
    return out


def test_chunks_add_up_to_the_arena_of_all_their_games(tmp_path: Path) -> None:
    a, b = games(1, 12), games(2, 8)
    files = []
    for seed, part in ((11, a), (12, b)):
        f = tmp_path / f"hard-random_s{seed}.json"
        f.write_text(json.dumps({**summarize("shades", len(part), part), "options": {"players": 4}}))
        files.append(f)
    total = arena_chunks.add_up([arena_chunks.load(f) for f in files])
    whole = summarize("shades", 20, a + b)
    assert total["games"] == 20 and total["chunks"] == 2
    for level, d in whole["levels"].items():
        got = total["levels"][level]
        assert got["seat_games"] == d["seat_games"]
        assert got["win_rate"] == pytest.approx(d["win_rate"], abs=1e-4)
        assert got["ci95"] == pytest.approx(d["ci95"], abs=1e-4)
        assert got["shared_first"] == d["shared_first"]
        assert got["mean_rank"] == pytest.approx(d["mean_rank"], abs=2e-4)
        assert got["score"] == pytest.approx(d["score"], abs=2e-4)
        for q, v in d["by_seat"].items():
            assert got["by_seat"][q]["score"] == pytest.approx(v["score"], abs=2e-4)
    for q, v in whole["seats"].items():
        assert total["seats"][q]["wins"] == v["wins"] and total["seats"][q]["games"] == v["games"]


def test_a_seed_twice_or_another_arena_is_refused(tmp_path: Path) -> None:
    part = games(3, 4)
    one = tmp_path / "x_s5.json"
    one.write_text(json.dumps(summarize("shades", 4, part)))
    again = tmp_path / "y_s5.json"
    again.write_text(one.read_text())
    with pytest.raises(SystemExit, match="seed 5 twice"):
        arena_chunks.main([str(one), str(again)])
    other = tmp_path / "z_s6.json"
    other.write_text(json.dumps(summarize("square", 4, part)))
    with pytest.raises(SystemExit, match="not the same arena"):
        arena_chunks.main([str(one), str(other)])
    bad = tmp_path / "w_s7.json"
    bad.write_text("[1, 2]")
    with pytest.raises(SystemExit, match="not the JSON"):
        arena_chunks.main([str(bad)])


def test_the_chunk_runner_skips_what_is_done_and_plays_at_the_budget_asked(tmp_path: Path) -> None:
    """``scripts/arena_run_chunks.sh``: one JSON a seed, a chunk already written is not played again, and
    ``BUDGET`` reaches the arena's ``--time-budget`` (node budgets when it is not set)."""
    import os
    import subprocess

    script = Path(__file__).resolve().parent.parent / "scripts" / "arena_run_chunks.sh"
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    done = tmp_path / "shichinarabe" / "r_s2_n2.json"
    done.parent.mkdir(parents=True)
    done.write_text('{"kept": true}')
    run = [str(script), str(tmp_path), "shichinarabe", "r", "1", "2", "2", "--", "--seats", "random,random,random"]
    subprocess.run(["bash", *run], check=True, env={**env, "BUDGET": "0.05"}, timeout=300)
    first = json.loads((tmp_path / "shichinarabe" / "r_s1_n2.json").read_text())
    assert first["games"] == 2 and first["time_budget"] == 0.05
    assert json.loads(done.read_text()) == {"kept": True}
    (tmp_path / "shichinarabe" / "r_s1_n2.json").unlink()
    subprocess.run(["bash", *run], check=True, env=env, timeout=300)
    assert json.loads((tmp_path / "shichinarabe" / "r_s1_n2.json").read_text())["time_budget"] is None


def test_chunks_played_at_other_budgets_do_not_add_up(tmp_path: Path) -> None:
    """A chunk by node budgets (no ``time_budget``: the runner's chunks before the arena wrote it) and one at the
    levels' seconds are not the same arena."""
    part = games(3, 4)
    old = {**summarize("shades", 4, part), "options": {"players": 4}}
    assert arena_chunks.add_up([old, {**old, "time_budget": None}])["time_budget"] is None
    with pytest.raises(SystemExit, match="time budget"):
        arena_chunks.add_up([old, {**old, "time_budget": "level"}])
