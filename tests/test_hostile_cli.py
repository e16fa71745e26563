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
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gamehelpers import feed_input

from sevens.ai import LEVELS
from sevens.cli import arena
from sevens.cli import main as cli
from sevens.cli import play, terminal
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


# --- review of issue 13 (second round): file names echoed, saves whole, hostile streams -------------------

def test_saved_and_loaded_messages_escape_the_file_name(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """An ESC sequence in a file name never reaches the terminal, in the success messages as in the refusals."""
    name = str(tmp_path / "x\x1b[2Jy.json")
    feed_input(monkeypatch, [f"save {name}", f"load {name}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "Saved to '" in out and "Loaded '" in out and "\\x1b[2Jy.json" in out
    assert Path(name).exists()


def test_a_failed_save_keeps_the_old_save(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    """A write that fails halfway (a full disk) leaves the old save whole, and no temporary file behind."""
    path = tmp_path / "game.json"
    feed_input(monkeypatch, [f"save {path}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    old = path.read_text(encoding="utf-8")
    capsys.readouterr()
    real_dump = savefile.dump
    # a text that fails as it is written (a lone surrogate cannot be UTF-8), as a full disk fails a write
    monkeypatch.setattr(savefile, "dump", lambda *a: real_dump(*a) + "\ud800")
    feed_input(monkeypatch, ["pass", f"save {path}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    out = capsys.readouterr().out
    assert f"Cannot save to {path}: " in out and "Saved" not in out
    assert path.read_text(encoding="utf-8") == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_save_over_an_old_one_keeps_its_permissions(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o640)
    feed_input(monkeypatch, [f"save {path}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    assert path.stat().st_mode & 0o777 == 0o640
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


PLAY = ["-m", "sevens", "play", "shichinarabe", *SEATS]


def _sh(command: str, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    """``command`` run by sh (for redirections Python's subprocess cannot give: a closed descriptor)."""
    return subprocess.run(["sh", "-c", command], capture_output=True, cwd=ROOT, timeout=timeout)


PY = f"'{sys.executable}' -m sevens play shichinarabe {' '.join(SEATS)}"


@pytest.mark.parametrize("redirect", ["<&-", ">&-"])
def test_a_closed_stdin_or_stdout_ends_without_a_traceback(redirect: str) -> None:
    got = _sh(f"printf 'pass\\nquit\\n' | {PY} {redirect}")
    err = got.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "lost sys" not in err, err[-500:]
    assert got.returncode == 0, err[-500:]


def test_stdout_on_a_full_device_is_one_line_and_non_zero() -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full on this system")
    got = _sh(f"printf 'pass\\nquit\\n' | {PY} > /dev/full")
    err = got.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "Exception ignored" not in err, err[-500:]
    assert err.strip().splitlines() == ["sevens: cannot write the output: No space left on device"]
    assert got.returncode == cli.OUTPUT_FAILED != 0


def test_an_endless_line_of_input_is_refused_without_reading_it_all() -> None:
    """``play < /dev/zero``: ``input()`` read one endless line into memory; the prompt reads a bounded line."""
    got = _sh(f"head -c 200000000 /dev/zero | {PY}", timeout=60)
    out = got.stdout.decode("utf-8", "replace")
    assert "without end: stopping" in out and got.returncode == play.ENDLESS_INPUT
    assert b"Traceback" not in got.stderr


def test_an_over_long_line_is_refused_and_the_next_one_read() -> None:
    got = _run(PLAY, b"S8" * 5000 + b"\npass\nquit\n")
    out = got.stdout.decode("utf-8", "replace")
    assert f"longer than {terminal.MAX_LINE} characters: ignored" in out
    assert "P1:human: pass" in out and "Bye." in out and got.returncode == 0


def test_read_line_reads_a_bounded_line_from_a_pipe(monkeypatch: pytest.MonkeyPatch) -> None:
    r, w = os.pipe()
    os.write(w, b"pass\n" + b"x" * (terminal.MAX_LINE + 1) + b"\nlast")
    os.close(w)
    with open(r, encoding="utf-8") as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        assert terminal.read_line("") == "pass"
        with pytest.raises(terminal.LineTooLong) as err:
            terminal.read_line("")
        assert err.value.ended
        assert terminal.read_line("") == "last"
        with pytest.raises(EOFError):
            terminal.read_line("")
    monkeypatch.setattr(sys, "stdin", None)
    with pytest.raises(EOFError):
        terminal.read_line("")


def test_ctrl_c_in_an_arena_with_two_jobs_leaves_no_worker_traceback() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "sevens", "arena", "shichinarabe", "--seats",
                             "hard,hard,hard,hard", "--games", "400", "--jobs", "2", "--time-budget", "none"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            # as from a terminal: a test run started in the background inherits SIGINT ignored,
                            # and Python keeps it so (no KeyboardInterrupt), which is not what this test is about
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stderr is not None
    first = proc.stderr.readline()  # the first progress line: the workers are at work
    assert b"games" in first
    os.killpg(proc.pid, signal.SIGINT)  # as the terminal does: every process of the group
    _, err = proc.communicate(timeout=60)
    text = err.decode("utf-8", "replace")
    assert "ForkPoolWorker" not in text and "Traceback" not in text, text[-800:]
    assert proc.returncode == 130 and text.strip().splitlines()[-1] == cli.INTERRUPTED


def test_a_broken_pipe_while_an_interrupt_is_handled_still_ends_as_interrupted(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A worker pool torn down by Ctrl-C may close its pipes while the interrupt unwinds: the exit says
    interrupted (130), not a reader that had all it wanted (0)."""
    def torn_down(argv: Any) -> int:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli, "_run", torn_down)
    monkeypatch.setattr(cli, "quiet_stdout", lambda: None)
    assert cli.main(["arena"]) == 130
    assert capsys.readouterr().err.strip().splitlines()[-1] == cli.INTERRUPTED

    def reader_gone(argv: Any) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli, "_run", reader_gone)
    assert cli.main(["arena"]) == 0
    assert cli.INTERRUPTED not in capsys.readouterr().err


def test_a_bad_value_on_the_command_line_is_echoed_cut(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "shichinarabe", "--seed", "9" * 5000]) == 2
    err = capsys.readouterr().err
    assert len(err) < 200 and "invalid int value" in err and "999…" in err
    assert cli.main(["play", "shichinarabe", "--lang", "x\x1b[2J"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b" in err


@pytest.mark.parametrize("flag", ["--seed", "--bot-seed"])
def test_a_negative_seed_is_refused_for_the_deal_and_the_bots_alike(flag: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "shichinarabe", flag, "-1"]) == 2
    err = capsys.readouterr().err
    assert "from 0 to" in err and len(err.strip().splitlines()) == 1


def _page_export(gid: str, seats: list[str], players: int) -> str:
    game = get(gid)
    opts = {"players": players} if "players" in game.option_spec() else {}
    s = game.new(9, **opts)
    return savefile.dump(seats, game.to_record(s))


def test_without_seats_the_terminal_takes_the_saves_seats(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A page export for 3 players loads at a default table of 4, and the table becomes the save's; bots
    only too (the terminal may watch)."""
    three = tmp_path / "three.json"
    three.write_text(_page_export("shichinarabe", ["easy", "human", "random"], 3), encoding="utf-8")
    bots = tmp_path / "bots.json"
    bots.write_text(_page_export("shichinarabe", ["random", "random", "random"], 3), encoding="utf-8")
    feed_input(monkeypatch, [f"load {three}", "quit"])
    assert cli.main(["play", "shichinarabe", "--seed", "1", "--bot-seed", "1"]) == 0
    out = capsys.readouterr().out
    assert f"Loaded {three}." in out and "Seats now: P1:easy, P2:human, P3:random." in out
    assert "your hand (P2:human" in out.split("Seats now")[1]
    feed_input(monkeypatch, [f"load {bots}"])
    assert cli.main(["play", "shichinarabe", "--seed", "1", "--bot-seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Seats now: P1:random, P2:random, P3:random." in out and "Match standings:" in out


def test_with_seats_a_save_for_other_players_is_still_refused(monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path) -> None:
    three = tmp_path / "three.json"
    three.write_text(_page_export("shichinarabe", ["easy", "human", "random"], 3), encoding="utf-8")
    feed_input(monkeypatch, [f"load {three}", "quit"])
    assert cli.main(["play", "shichinarabe", *SEATS]) == 0
    out = capsys.readouterr().out
    assert "That record is a game for 3 players; this table seats 4." in out and "Seats now" not in out


def test_at_a_terminal_a_closed_stdout_ends_like_end_of_input() -> None:
    """stdin a terminal, stdout closed: ``input()`` raised ``RuntimeError: lost sys.stdout`` (a traceback)."""
    import pty

    leader, follower = pty.openpty()
    try:
        got = subprocess.run(["sh", "-c", f"{PY} >&-"], stdin=follower, stderr=subprocess.PIPE, cwd=ROOT,
                             timeout=60)
    finally:
        os.close(follower)
        os.close(leader)
    err = got.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "lost sys" not in err, err[-500:]
    assert got.returncode == 0


def test_only_the_outputs_failure_is_turned_into_one_line(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A write to the standard streams fails without a file name: one line, exit 1. A file's error (it has
    one) is the command's to handle; reaching ``main`` it is a bug and stays a traceback."""
    def full(argv: Any) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli, "_run", full)
    monkeypatch.setattr(cli, "quiet_stdout", lambda: None)
    assert cli.main([]) == cli.OUTPUT_FAILED
    assert capsys.readouterr().err == "sevens: cannot write the output: No space left on device\n"

    def missing(argv: Any) -> int:
        raise FileNotFoundError(2, "No such file or directory", "game.json")

    monkeypatch.setattr(cli, "_run", missing)
    with pytest.raises(FileNotFoundError):
        cli.main([])
