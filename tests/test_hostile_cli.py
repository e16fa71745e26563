"""The terminal under hostile or clumsy use (issue 13, items 9 and 7 for the CLI).

Before the fix: ``save a<NUL>b`` / ``load a<NUL>b`` crashed with ``ValueError: embedded null byte`` and the
unsaved game was lost; ``load`` of a file that is not UTF-8 crashed with ``UnicodeDecodeError``; Ctrl-C
while the CLI started printed a traceback; a terminal that is not UTF-8 crashed on the first suit symbol; a
file the page exported (``{"version": 1, "seats": [...], "record": {...}}``) was refused as "unknown game
None"; the bots' seeds were ``seed * 31 + seat``, the deal's seed itself; ``--seed ٣`` was read as 3.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gamehelpers import feed_input

from sevens.ai import LEVELS
from sevens.cli import arena
from sevens.cli import main as cli
from sevens.cli import play
from sevens.core import get, savefile
from sevens.core.errors import BadRecord
from sevens.core.rng import derive

ROOT = Path(__file__).resolve().parent.parent
SEATS = ["--seats", "human,easy,easy,easy", "--seed", "5", "--bot-seed", "5"]




def _run(args: list[str], stdin: bytes, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, *args], input=stdin, capture_output=True, cwd=ROOT, timeout=120,
                          env={**os.environ, **(env or {})})


# --- files at the prompt --------------------------------------------------------------------------------

@pytest.mark.parametrize("cmd", ["save", "load"])
def test_a_file_name_with_a_nul_is_one_line_of_error_and_the_game_goes_on(
        cmd: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, [f"{cmd} a\x00b", "pass", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    out = capsys.readouterr().out
    assert "'a\\x00b'" in out and "NUL" in out and "\x00" not in out
    assert "P1:human: pass" in out and "Bye." in out


def test_loading_a_file_that_is_not_utf8_keeps_the_game(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"game": "shichinarabe", "name": "\xe9\xff"}')
    feed_input(monkeypatch, [f"load {bad}", "pass", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    out = capsys.readouterr().out
    assert f"Cannot read {bad}: it is not UTF-8 text" in out
    assert "P1:human: pass" in out


def test_japanese_file_errors(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                              tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff")
    feed_input(monkeypatch, [f"load {bad}", "save a\x00b", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS, "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "UTF-8 のテキストではありません" in out and "NUL 文字は使えません" in out


def test_a_refused_save_is_one_short_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    """Deep, huge, duplicated: each is one line naming the field, and the game goes on."""
    files = {"deep": "[" * 6000 + "]" * 6000, "twice": '{"version": 1, "version": 1}',
             "huge": '{"version": 1, "seats": null, "record": {"format": ' + "9" * 5000 + "}}",
             "bigkey": json.dumps({"version": 1, "x" * 100_000: 1})}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    feed_input(monkeypatch, [f"load {tmp_path / n}" for n in files] + ["pass", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    lines = [x for x in capsys.readouterr().out.splitlines() if x.startswith("Cannot read")]
    assert len(lines) == len(files) and all(len(x) < 300 for x in lines)
    assert "nested deeper" in lines[0] and "'version' twice" in lines[1] and "digits" in lines[2]


# --- one save format for the page and the terminal ------------------------------------------------------

def _page_session(gid: str) -> Any:
    from web.session_base import session_class
    from web.shichinarabe.session import Session

    return Session if gid == "shichinarabe" else session_class(get(gid))


@pytest.mark.parametrize("gid, seats", [("shichinarabe", ["human", "hard", "easy", "normal"]),
                                        ("tetrahex", ["human", "normal"]),
                                        ("dicerace", ["human", "random", "random"])])
def test_the_cli_loads_what_the_page_exports_and_the_page_loads_the_cli_save(
        gid: str, seats: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    cls = _page_session(gid)
    session = cls.create(3, seats, {})
    moves = 0
    while moves < 3 or not session.human_to_move():  # a few moves in, back to the human: saved as loaded
        if session.chance_to_move():
            session.chance_step()
        else:
            session.play(session.legal_texts()[0][0])
        moves += 1
    exported = tmp_path / "page.json"
    exported.write_text(session.dump())
    mine = tmp_path / "cli.json"
    feed_input(monkeypatch, [f"load {exported}", f"save {mine}", "quit"])
    argv = ["play", gid, "--seats", ",".join(["human"] + ["random"] * (len(seats) - 1)), "--seed", "8",
            "--bot-seed", "1"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert f"Loaded {exported}." in out and "unknown game" not in out
    saved = json.loads(mine.read_text())
    assert set(saved) == {"version", "seats", "record"} and saved["version"] == 1
    assert saved["seats"] == ["human"] + ["random"] * (len(seats) - 1)  # the table keeps its own seats
    assert saved["record"] == get(gid).to_record(session.state)
    back = cls.load(mine.read_text())
    assert back.state == session.state and back.seats == saved["seats"]


def test_the_cli_still_loads_a_bare_record(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    game = get("shichinarabe")
    s = game.new(4, players=4)
    s = game.apply(s, game.legal_moves(s)[0])
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(game.to_record(s)))
    feed_input(monkeypatch, [f"load {bare}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    assert f"Loaded {bare}." in capsys.readouterr().out


def test_a_save_with_bad_seats_is_refused_by_the_cli(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = get("shichinarabe")
    rec = game.to_record(game.new(4, players=4))
    bad = tmp_path / "seats.json"
    bad.write_text(savefile.dump(["human", "wizard", "easy", "easy"], rec))
    feed_input(monkeypatch, [f"load {bad}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    assert "seats: must list 4 seats" in capsys.readouterr().out


def test_savefile_reads_the_envelope_strictly() -> None:
    rec = get("tetrahex").to_record(get("tetrahex").new(1))
    good = savefile.dump(["human", "hard"], rec)
    assert savefile.read_save(good, None) == {"version": 1, "seats": ["human", "hard"], "record": rec}
    assert savefile.read_save(json.dumps(rec), ["human", "easy"])["seats"] == ["human", "easy"]
    for text, field in ((json.dumps({"version": True, "seats": None, "record": rec}), "version"),
                        (json.dumps({"version": 1.0, "seats": None, "record": rec}), "version"),
                        (json.dumps({"version": 2, "seats": None, "record": rec}), "version"),
                        (json.dumps({"version": 1, "record": rec, "seats\u200b": 1}), "'seats\\u200b'"),
                        ("[1]", "save"), ("[" * 6000 + "]" * 6000, "record")):
        with pytest.raises(BadRecord) as err:
            savefile.read_save(text, None)
        assert err.value.field == field
    assert savefile.check_seats(None, 3) == ["human", "normal", "normal"]
    assert savefile.check_seats(["easy", "hard"], 2, need_human=False) == ["easy", "hard"]
    for seats in (["easy", "hard"], ["human"], ["human", 5], "human,easy", ["human", "Human"]):
        with pytest.raises(BadRecord) as err:
            savefile.check_seats(seats, 2)
        assert err.value.field == "seats"
    game, state, seats = savefile.load_any(good)
    assert game.id == "tetrahex" and seats == ["human", "hard"] and game.to_record(state) == rec
    assert savefile.SEAT_KINDS == ("human", *LEVELS)


# --- Ctrl-C at start-up, a terminal that is not UTF-8 ---------------------------------------------------

def test_ctrl_c_while_the_cli_starts_is_one_line_and_130(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted() -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "build_parser", interrupted)
    assert cli.main(["play", "shichinarabe"]) == 130
    err = capsys.readouterr().err
    assert err.strip() == cli.INTERRUPTED and "Traceback" not in err


def test_ctrl_c_while_the_modules_load_is_one_line_and_130() -> None:
    """``python -m sevens`` interrupted while it imports the bots (before ``main`` runs)."""
    script = ("import builtins, runpy, sys\n"
              "real = builtins.__import__\n"
              "def slow(name, *a, **k):\n"
              "    if name.endswith('ai') or name == 'sevens.ai':\n"
              "        raise KeyboardInterrupt\n"
              "    return real(name, *a, **k)\n"
              "builtins.__import__ = slow\n"
              "sys.argv = ['sevens', 'play', 'shichinarabe']\n"
              "runpy.run_module('sevens', run_name='__main__')\n")
    got = _run(["-c", script], b"")
    assert got.returncode == 130, got.stderr.decode()
    assert got.stderr.decode().strip() == "sevens: interrupted"


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, {"PYTHONIOENCODING": "latin-1"},
                                 {"LANG": "C", "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}])
def test_a_terminal_that_is_not_utf8_shows_suits_as_letters(env: dict[str, str]) -> None:
    got = _run(["-X", "utf8=0", "-m", "sevens", "play", "shichinarabe", *SEATS, "--lang", "en"],
               b"moves\n\xff\xfe\nquit\n", env)
    out = got.stdout.decode("ascii", "replace")
    assert got.returncode == 0, got.stderr.decode("utf-8", "replace")
    assert "Traceback" not in got.stderr.decode("utf-8", "replace")
    assert "your hand" in out and "cannot read" in out and "Bye." in out
    assert "S8" in out or "H8" in out or "D8" in out or "C8" in out


def test_a_japanese_game_on_an_ascii_terminal_does_not_crash() -> None:
    got = _run(["-m", "sevens", "play", "shichinarabe", *SEATS, "--lang", "ja"], b"quit\n",
               {"PYTHONIOENCODING": "ascii"})
    assert got.returncode == 0 and b"Traceback" not in got.stderr


# --- numbers: ASCII digits only -------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [["play", "shichinarabe", "--seed", "٣"], ["play", "shichinarabe", "--players", "٣"],
                                  ["play", "shichinarabe", "--bot-seed", "\uff13"],
                                  ["arena", "shichinarabe", "--seats", "easy,easy,easy", "--games", "١"],
                                  ["bench", "--seconds", "٠.١"], ["bench", "--seconds", "nan"],
                                  ["arena", "shichinarabe", "--seats", "easy,easy,easy", "--time-budget", "٣"],
                                  ["arena", "shichinarabe", "--seats", "easy,easy,easy", "--time-budget", "nan"]])
def test_numbers_on_the_command_line_are_ascii_digits(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1


# --- the bots' seeds carry nothing of the deal (item 7) -------------------------------------------------

def _bot_seeds(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[int]:
    seen: list[int] = []
    real = module.make_bot

    def spy(level: str, seed: int = 0, *rest: Any) -> Any:
        seen.append(seed)
        return real(level, seed, *rest)

    monkeypatch.setattr(module, "make_bot", spy)
    return seen


def test_the_cli_bots_seeds_come_from_bot_seed_not_from_the_deal(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    seen = _bot_seeds(monkeypatch, play)
    runs = []
    for seed in ("5", "6", "123456"):
        seen.clear()
        feed_input(monkeypatch, ["quit"])
        assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy", "--seed", seed,
                         "--bot-seed", "77"]) == 0
        runs.append(list(seen))
    assert runs[0] == runs[1] == runs[2] == [77 * 31 + 1, 77 * 31 + 2]
    assert "--seed 123456 --bot-seed 77" in capsys.readouterr().out
    seen.clear()
    feed_input(monkeypatch, ["quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy", "--seed", "5"]) == 0
    printed = int(capsys.readouterr().out.split("--bot-seed ")[1].split(")")[0])
    assert seen == [printed * 31 + 1, printed * 31 + 2]  # random, and printed so the game can be replayed


def test_the_arena_bots_seeds_are_not_the_deals_and_stay_reproducible(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _bot_seeds(monkeypatch, arena)
    first = [arena.play_one("shichinarabe", ["random", "random", "random"], i, 7, {"players": 3}, None)
             for i in range(4)]
    seeds = list(seen)
    seen.clear()
    again = [arena.play_one("shichinarabe", ["random", "random", "random"], i, 7, {"players": 3}, None)
             for i in range(4)]
    assert again == first and seen == seeds
    deals = [derive(7, "arena", i).getrandbits(62) for i in range(4)]
    for i, deal in enumerate(deals):
        for q in range(3):
            s = seeds[i * 3 + q]
            assert s == arena.bot_seed(7, i, q)
            assert s != deal % 1_000_003 + q and s - q not in (deal, deal % 1_000_003)
