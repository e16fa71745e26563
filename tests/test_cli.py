"""The terminal interface: play with scripted input, arena statistics, bench, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gamehelpers import feed_input

from sevens.cli import main as cli
from sevens.cli.arena import play_one, wilson
from sevens.cli.render import render
from sevens.core import get
from sevens.core.errors import BadOption




def test_whole_game_with_a_scripted_human(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The human always answers 'pass' or the first playable card: the game reaches the standings."""
    answers: list[str] = []

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        answers.append(out)
        line = [x for x in out.splitlines() if x.strip().startswith("playable:")]
        first = line[-1].split(":", 1)[1].split(",")[0].strip() if line else "pass"
        from sevens.games.shichinarabe.cards import parse, text

        c = parse(first)
        return text(c) if c is not None else "pass"

    monkeypatch.setattr("builtins.input", human)
    code = cli.main(["play", "shichinarabe", "--seats", "human,random,random,random", "--seed", "4", "--bot-seed", "4"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Match standings:" in out
    assert "Round 1 ranking:" in out
    assert len(answers) >= 1


def test_whole_match_answering_with_the_first_listed_move(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Three rounds with the joker: the human asks for 'moves' and answers with the first one listed."""
    asked = {"moves": 0, "played": 0}

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        last = out.rstrip("\n").splitlines()[-1] if out.strip() else ""
        if asked["moves"] > asked["played"]:  # the last line is the list of legal moves
            asked["played"] += 1
            return last.split(",")[0].strip()
        asked["moves"] += 1
        return "moves"

    monkeypatch.setattr("builtins.input", human)
    code = cli.main(["play", "shichinarabe", "--seats", "human,random,random,random", "--seed", "9", "--bot-seed", "9",
                     "--rounds", "3", "--joker"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Round 3 ranking:" in out and "Match standings:" in out
    assert asked["played"] >= 3
    assert "Traceback" not in out


def test_ctrl_c_and_eof_leave_cleanly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupt(prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupt)
    assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy", "--seed", "1", "--bot-seed", "1"]) == 130
    feed_input(monkeypatch, [])
    assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy", "--seed", "1", "--bot-seed", "1"]) == 0
    assert "Bye." in capsys.readouterr().out


def test_bad_input_names_the_rule_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["ZZ", "SK", "moves", "help", "quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy,easy", "--seed", "5", "--bot-seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "cannot read 'ZZ' as a move" in out
    assert ("is not next to the run" in out) or ("you do not hold ♠K" in out)
    assert "pass" in out and "Bye." in out
    assert "Traceback" not in out


def test_japanese_messages(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["ZZ", "quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,easy,easy", "--seed", "5", "--bot-seed", "5", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "手として読めません" in out and "手札" in out


def test_save_load_and_corrupt_file(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
    good = tmp_path / "game.json"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "shichinarabe", "seed": -3, "options": {}, "moves": []}')
    feed_input(monkeypatch, [f"save {good}", f"load {bad}", f"load {good}", "quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,normal,normal,normal", "--seed", "8", "--bot-seed", "8"]) == 0
    out = capsys.readouterr().out
    saved = json.loads(good.read_text())["record"]
    assert saved["seed"] == 8 and saved["game"] == "shichinarabe"
    assert "seed: must be a whole number" in out
    assert f"Loaded {good}." in out


def test_load_refuses_a_record_for_other_seats(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    three = tmp_path / "three.json"
    feed_input(monkeypatch, [f"save {three}", "quit"])
    cli.main(["play", "shichinarabe", "--seats", "human,random,random", "--seed", "8", "--bot-seed", "8"])
    feed_input(monkeypatch, [f"load {three}", f"load {tmp_path / 'missing.json'}", "save", "pass", "quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,random,random,random", "--seed", "8", "--bot-seed", "8"]) == 0
    out = capsys.readouterr().out
    assert "That record is a game for 3 players; this table seats 4." in out
    assert "Cannot read" in out and "Say which file" in out
    assert "P1:human: pass" in out  # the game went on


def test_undo_returns_to_the_humans_previous_turn(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    before = tmp_path / "before.json"
    after = tmp_path / "after.json"
    feed_input(monkeypatch, [f"save {before}", "pass", "undo", f"save {after}", "quit"])
    assert cli.main(["play", "shichinarabe", "--seats", "human,random,random,random", "--seed", "2", "--bot-seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Back to your previous decision." in out
    assert json.loads(before.read_text()) == json.loads(after.read_text())


def test_nothing_to_undo_at_the_start(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["undo", "quit"])
    cli.main(["play", "shichinarabe", "--seats", "human,random,random,random", "--seed", "11", "--bot-seed", "11"])
    assert "Nothing to undo." in capsys.readouterr().out


def test_hot_seat_hands_over_between_humans(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["", "pass", "", "quit"])
    cli.main(["play", "shichinarabe", "--seats", "human,human,human", "--seed", "3", "--bot-seed", "3"])
    out = capsys.readouterr().out
    assert out.count("Pass the device") >= 2


def test_arena_json_shape_and_jobs_give_identical_results(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "shichinarabe", "--seats", "normal,random,random", "--games", "6", "--seed", "3",
            "--json", "--time-budget", "none"]
    assert cli.main(argv + ["--jobs", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert cli.main(argv + ["--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one == two
    assert one["game"] == "shichinarabe" and one["games"] == 6
    assert set(one["levels"]) == {"normal", "random"}
    normal = one["levels"]["normal"]
    assert normal["seat_games"] == 6 and one["levels"]["random"]["seat_games"] == 12
    lo, hi = normal["ci95"]
    assert 0 <= lo <= normal["win_rate"] <= hi <= 1
    assert 1 <= normal["mean_rank"] <= 3


def test_arena_readable_table_and_progress(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "shichinarabe", "--seats", "easy,random,random", "--games", "3", "--seed", "1",
            "--time-budget", "none"]
    assert cli.main(argv) == 0
    out, err = capsys.readouterr()
    assert "win rate" in out and "easy" in out and "random" in out
    assert "3/3 games" in err
    assert cli.main(argv + ["--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 3 and err == ""


def test_arena_rotates_seats_so_every_level_sits_everywhere() -> None:
    table = [[lvl for lvl, _ in play_one("shichinarabe", ["easy", "random", "random", "random"], i, 5,
                                          {"players": 4}, None)] for i in range(4)]
    for q in range(4):
        assert [row[q] for row in table].count("easy") == 1
    assert all(sorted(row) == sorted(["easy", "random", "random", "random"]) for row in table)
    assert play_one("shichinarabe", ["easy", "random", "random"], 7, 5, {"players": 3}, None) == \
        play_one("shichinarabe", ["easy", "random", "random"], 7, 5, {"players": 3}, None)


def test_table_shows_joker_swaps_and_cards_laid_by_the_eliminated() -> None:
    """Random play with the joker and one pass: find a view whose recent moves hold both events."""
    import random

    game = get("shichinarabe")
    for seed in range(60):
        s = game.new(seed, joker=True, pass_limit=1, players=4)
        rng = random.Random(seed)
        while game.to_move(s) is not None:
            v = game.view(s, game.to_move(s))
            recent = [e for e in v["log"] if e["round"] == v["round"]][-8:]
            if any("swap" in e for e in recent) and any(e.get("eliminated") for e in recent):
                text = render("shichinarabe", v, "en")
                assert "takes the joker" in text and "eliminated; lays down:" in text
                assert "your hand" in text and "passes" in text and "→" in text
                ja = render("shichinarabe", v, "ja")
                assert "ジョーカーを受け取る" in ja and "失格" in ja
                return
            moves = game.legal_moves(s)
            s = game.apply(s, moves[rng.randrange(len(moves))])
    pytest.fail("no seed gave a joker swap next to an elimination")


def test_wilson_interval() -> None:
    lo, hi = wilson(62, 100)
    assert lo == pytest.approx(0.522, abs=0.002) and hi == pytest.approx(0.709, abs=0.002)
    assert wilson(0, 10)[0] == 0.0


def test_bench_runs_small(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--seconds", "0.2", "--positions", "3", "--levels", "easy", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["engine"]["games"] >= 1 and d["engine"]["games_per_second"] > 0
    assert d["bots"]["easy"]["positions"] == 3


@pytest.mark.parametrize("argv, words", [
    (["play", "nope"], "unknown game 'nope'"),
    (["play", "shichinarabe", "--pass-limit", "5"], "pass_limit"),
    (["play", "shichinarabe", "--seats", "human,wizard,easy"], "unknown seat 'wizard'"),
    (["play", "shichinarabe", "--players", "5", "--seats", "human,easy,easy"], "3 seats given for 5 players"),
    (["arena", "shichinarabe", "--seats", "hard,human,easy"], "unknown seat 'human'"),
    (["arena", "shichinarabe", "--seats", "hard,easy,easy", "--time-budget", "soon"], "--time-budget"),
    (["play", "shichinarabe", "--ak-tunnel"], "needs “A and K are neighbours” (ak_link)"),
    (["play", "shichinarabe", "--seed", "abc"], "invalid int value"),
    (["play", "shichinarabe", "--rounds", "4"], "'rounds' must be one of 1, 3, 5, 10"),
    (["play", "shichinarabe", "--bogus"], "unrecognized arguments: --bogus"),
    (["play"], "required"),
    (["arena", "shichinarabe", "--seats", "hard,easy,easy", "--games", "0"], "--games"),
    (["bench", "--levels", "expert"], "unknown level 'expert'"),
    (["bench", "--seconds", "0"], "--seconds"),
    (["puzzle", "tetrahex", "nope"], "unknown puzzle 'nope'"),
    (["puzzle", "shichinarabe", "level5"], "has no puzzles"),
    (["puzzle", "tetrahex", "holes", "--solve"], "the solver is for Level 5"),
    (["play", "tetrahex", "--variant", "middle"], "'variant' must be one of"),
])
def test_bad_options_exit_2_with_one_clear_line(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "shichinarabe", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--pass-limit {1,2,3}" in out and "--joker" in out


def test_puzzle_level5_solve_prints_a_checked_line(capsys: pytest.CaptureFixture[str]) -> None:
    """`sevens puzzle tetrahex level5 --solve`: 14 numbered placements, a map, the checker's verdict."""
    assert cli.main(["puzzle", "tetrahex", "level5", "--solve"]) == 0
    out = capsys.readouterr().out
    assert "Solved: all 14 tiles placed and one lies on level 5." in out
    moves = [line for line in out.splitlines() if line.strip().startswith(tuple(f"{k}. " for k in range(1, 15)))
             and ("White: " in line or "Black: " in line)]
    assert len(moves) == 14 and "level 5" in out
    assert cli.main(["puzzle", "tetrahex", "volcano", "--lang", "ja"]) == 0
    assert "火山島" in capsys.readouterr().out


def test_tetrahex_game_in_the_terminal(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A human answers each turn with the first listed move, a bad text once: the game reaches its result."""
    state = {"asked": False, "bad": False}
    seen: list[str] = []

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        seen.append(out)
        if not state["bad"]:
            state["bad"] = True
            return "I(0,0)(1,0)"
        if not state["asked"]:
            state["asked"] = True
            return "moves"
        state["asked"] = False
        last = out.rstrip("\n").splitlines()[-1]
        return last.split("> ", 1)[-1].split(", ")[0] if "> " in last else last.split(", ")[0]

    monkeypatch.setattr("builtins.input", human)
    assert cli.main(["play", "tetrahex", "--seats", "human,random", "--seed", "2", "--bot-seed", "2"]) == 0
    out = "".join(seen) + capsys.readouterr().out
    assert "Traceback" not in out
    assert "is not a move" in out  # the two-cell text was refused with the notation's message
    assert "W1" in out and "B1" in out  # the hex map shows each colour's tiles with their height
    assert "Match standings:" in out


def test_arena_varies_openings_of_a_game_without_chance() -> None:
    """SEVEN has no deal: each pair of arena games starts from its own random opening, played once with
    each seat assignment, so two deterministic bots do not replay one game."""
    from sevens.cli.arena import play_one
    from sevens.core.rng import derive

    game = get("tetrahex")
    firsts = set()
    for k in range(3):
        rng = derive(4, "arena-opening", k)
        s = game.new(0)
        for _ in range(game.info.random_opening):
            moves = game.legal_moves(s)
            s = game.apply(s, moves[rng.randrange(len(moves))])
        firsts.add(tuple(t.cells for t in s.tiles))
    assert len(firsts) == 3
    a = play_one("tetrahex", ["easy", "random"], 0, 4, {}, None)
    b = play_one("tetrahex", ["easy", "random"], 1, 4, {}, None)
    assert {lv for lv, _ in a} == {lv for lv, _ in b} == {"easy", "random"}


def test_arena_counts_shared_first_places_apart() -> None:
    from sevens.cli.arena import summarize

    results = [[("hard", 1), ("normal", 1)], [("hard", 1), ("normal", 2)], [("normal", 1), ("hard", 2)],
               [("normal", 1), ("hard", 1)]]
    s = summarize("tetrahex", 4, results)["levels"]
    assert s["hard"]["win_rate"] == 0.75 and s["hard"]["shared_first"] == 2
    assert s["normal"]["win_rate"] == 0.75 and s["normal"]["shared_first"] == 2
    one = summarize("tetrahex", 1, [[("hard", 1), ("normal", 2)]])["levels"]
    assert one["hard"]["shared_first"] == 0 and one["normal"]["shared_first"] == 0


# --- the proof game (Dice Race): chance steps, reactions, undo, hot-seat, options of every kind ---------

class _Human:
    """A scripted human for Dice Race, answering by the decision its prompt names: advance; a reaction with
    the first listed move (asking 'moves' first); at its first dodge 'undo', then 'accept'; and 'undo' at its
    first choice (just after the roll)."""

    def __init__(self, capsys: pytest.CaptureFixture[str]) -> None:
        self.capsys = capsys
        self.seen: list[str] = []
        self.listed = False
        self.undone = {"roll": False, "dodge": False}

    def __call__(self, prompt: str = "") -> str:
        self.seen.append(self.capsys.readouterr().out + prompt)
        if "[react]" in prompt:
            if not self.listed:
                self.listed = True
                return "moves"
            self.listed = False
            return self.seen[-1].rstrip("\n").splitlines()[-2].split(", ")[0]
        if "[dodge]" in prompt:
            if not self.undone["dodge"]:
                self.undone["dodge"] = True
                return "undo"
            return "accept"
        if "[choose]" in prompt and not self.undone["roll"]:
            self.undone["roll"] = True
            return "undo"
        return "advance" if "[" in prompt else ""

    def text(self) -> str:
        """Everything shown, each answer ending its prompt's line as on a terminal."""
        return "\n".join([*self.seen, self.capsys.readouterr().out])


def test_dice_race_in_the_terminal_with_a_reaction_and_an_undo(monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Chance steps are printed as the table rolls them; the human is asked to react in a bot's turn and
    trips; undo just after the roll is refused naming the roll; undo at a dodge goes back to the human's
    advance (the roll kept); the game reaches its standings."""
    human = _Human(capsys)
    monkeypatch.setattr("builtins.input", human)
    assert cli.main(["play", "dicerace", "--seats", "human,random,random", "--seed", "1", "--bot-seed", "1", "--trips", "3"]) == 0
    out = human.text()
    assert "Traceback" not in out
    assert "chance: P1 rolls " in out and "chance: P2 rolls " in out
    assert "P1:human: your reaction in P2:random's turn (react)." in out or \
        "P1:human: your reaction in P3:random's turn (react)." in out
    assert "P1:human [react]> " in out
    assert any(line.startswith("P1:human: P1 trips P") for line in out.splitlines())
    assert "Cannot undo past a chance step (P1 rolls " in out
    assert "Back to your previous decision." in out
    back = out.split("Back to your previous decision.", 1)[1].lstrip("\n").splitlines()
    assert back[0].strip().startswith("game:")
    assert next(line for line in back if "> " in line) == "P1:human [choose]> ", "back at the choice after the roll"
    assert "Match standings:" in out
    assert human.undone == {"roll": True, "dodge": True}


def test_dice_race_hot_seat_hands_over_for_a_reaction(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Two humans: P2's reaction inside P1's turn comes after a hand-over screen, and the mover gets the
    device back for a dodge; in Japanese."""
    seen: list[str] = []

    def human(prompt: str = "") -> str:
        seen.append(capsys.readouterr().out + prompt)
        if "[react]" in prompt:
            return seen[-1].split("legal: [", 1)[1].split('"')[1]  # the first legal move: a trip
        return {"[choose]": "advance", "[keep]": "advance", "[dodge]": "accept"}.get(
            next((k for k in ("[choose]", "[keep]", "[dodge]") if k in prompt), ""), "")

    monkeypatch.setattr("builtins.input", human)
    assert cli.main(["play", "dicerace", "--seats", "human,human", "--seed", "2", "--bot-seed", "2", "--lang", "ja", "--length",
                     "10"]) == 0
    out = "".join(seen) + capsys.readouterr().out
    assert "最終成績:" in out and "偶然: P1 のサイコロは" in out
    reaction = out.index("P2:human: P1:human の手番での対応です（react）。")
    handover = out.rindex("次は P2:human です。", 0, reaction)
    assert out.index("P1:human [choose]> ") < handover
    assert "をつまずかせる" in out


def test_dice_race_options_from_flags(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    """An IntRange (--players from --seats, --length), a choice (--die) and a structured set-up by preset
    name or JSON (--board) reach the game: the saved record carries them."""
    saved = tmp_path / "race.json"
    board = '[{"square": 4, "shift": 5}, {"square": 11, "shift": -8}]'
    for given, expected in (("ladders", [{"square": 2, "shift": 5}, {"square": 5, "shift": 3},
                                         {"square": 8, "shift": -6}]),
                            (board, json.loads(board))):
        feed_input(monkeypatch, [f"save {saved}", "quit"])
        assert cli.main(["play", "dicerace", "--seats", "human,easy,easy,easy", "--seed", "3", "--bot-seed", "3", "--length", "12",
                         "--die", "4", "--board", given]) == 0
        setup = json.loads(saved.read_text())["record"]["setup"]
        assert setup == {"players": 4, "length": 12, "die": 4, "trips": 2, "board": expected}
    assert "Saved to" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["--players", "5"], "option 'players' must be a whole number from 2 to 4; got 5"),
    (["--players", "two"], "option 'players' must be a whole number from 2 to 4; got two"),
    (["--length", "50"], "'length' must be a whole number from 10 to 40"),
    (["--die", "5"], "'die' must be one of 4, 6"),
    (["--board", "snakes"], "'board' must be a preset (plain, classic, ladders) or JSON"),
    (["--board", '[{"square": 3, "shift": 2}, {"square": 3, "shift": 0}]'], "board[1]: the shift must be"),
    (["--board", '[{"square": 15, "shift": 2}]', "--length", "10"], "board[0]: square 15 is not before the goal"),
    (["--board", "[" * 40 + "]" * 40], "nested deeper than"),
    (["--joker"], "dicerace has no option 'joker'"),
    (["--seats", "human,easy,easy,easy,easy"], "must be a whole number from 2 to 4; got 5"),
])
def test_dice_race_bad_options_exit_2_naming_them(argv: list[str], words: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "dicerace", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_arena_plays_dice_race_resolving_chance_itself(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Bots answer every decision of their seat (reactions in other seats' turns included) and are never
    asked at a chance step; the arena reports the levels."""
    from sevens.ai import make_bot
    from sevens.cli import arena

    asked: list[tuple[int, str]] = []

    class Watched:
        def __init__(self, *args: object) -> None:
            self.bot = make_bot(*args)  # type: ignore[arg-type]

        def choose(self, game: object, view: dict) -> object:
            assert view["to_move"] == view["seat"], "a bot asked when its seat does not decide"
            asked.append((view["seat"], view["phase"]))
            return self.bot.choose(game, view)

    monkeypatch.setattr(arena, "make_bot", Watched)
    assert cli.main(["arena", "dicerace", "--seats", "easy,random,random", "--games", "3", "--seed", "2",
                     "--json", "--time-budget", "none", "--length", "10", "--trips", "3"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["game"] == "dicerace" and set(d["levels"]) == {"easy", "random"}
    assert d["levels"]["random"]["seat_games"] == 6
    phases = {phase for _, phase in asked}
    assert "react" in phases and phases <= {"choose", "keep", "react", "dodge"}


def test_bench_runs_the_proof_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "dicerace", "--seconds", "0.2", "--positions", "4", "--levels", "easy", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["engine"]["games"] >= 1 and d["bots"]["easy"]["positions"] == 4


def test_undo_after_a_new_deal_of_sevens_says_the_deal_blocks_it(monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Three rounds: the human plays the first listed move until round 1 is ranked; its first undo in round
    2 is refused, naming the move that came with the new deal."""
    state = {"listed": False, "undo": 0}
    seen: list[str] = []

    def human(prompt: str = "") -> str:
        seen.append(capsys.readouterr().out)
        if "Round 1 ranking:" in "".join(seen) and not state["undo"]:
            state["undo"] = 1
            return "undo"
        if state["undo"] == 1:
            state["undo"] = 2
            return "quit"
        state["listed"] = not state["listed"]
        return "moves" if state["listed"] else seen[-1].rstrip("\n").splitlines()[-1].split(",")[0].strip()

    monkeypatch.setattr("builtins.input", human)
    assert cli.main(["play", "shichinarabe", "--seats", "human,random,random", "--seed", "6", "--bot-seed", "6", "--rounds", "3"]) == 0
    out = "".join(seen) + capsys.readouterr().out
    assert state["undo"] == 2
    assert "Cannot undo past a new deal (it came with " in out and "Back to your previous decision." not in out


def test_dice_race_saved_inside_a_turn_loads_at_the_same_decision(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    """Saved at the human's dodge (inside its turn, after a bot's trip), the record loads back to that dodge."""
    saved = tmp_path / "dodge.json"
    prompts: list[str] = []

    def first(prompt: str = "") -> str:
        prompts.append(prompt)
        if "[dodge]" in prompt:
            return f"save {saved}" if len(prompts) < 100 and not saved.exists() else "quit"
        return "decline" if "[react]" in prompt else "advance"

    monkeypatch.setattr("builtins.input", first)
    assert cli.main(["play", "dicerace", "--seats", "human,random,random", "--seed", "1", "--bot-seed", "1", "--trips", "3"]) == 0
    assert saved.exists() and json.loads(saved.read_text())["record"]["format"] == 2
    prompts.clear()
    monkeypatch.setattr("builtins.input", lambda prompt="": (prompts.append(prompt), next(answers))[1])
    answers = iter([f"load {saved}", "quit"])
    assert cli.main(["play", "dicerace", "--seats", "human,random,random", "--seed", "9", "--bot-seed", "9", "--trips", "3"]) == 0
    assert f"Loaded {saved}." in capsys.readouterr().out
    assert "[dodge]" in prompts[-1] and "[dodge]" not in prompts[0]


def test_hot_seat_undo_never_takes_back_the_other_humans_move(monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """SEVEN, two humans: after White's tile, Black's undo is refused naming White's move (issue 15, item 10)."""
    game = get("tetrahex")
    s = game.new(3)
    first = game.format_move(s, game.legal_moves(s)[0])
    feed_input(monkeypatch, ["", first, "", "undo", "quit"])  # each human takes the device with Enter
    assert cli.main(["play", "tetrahex", "--seats", "human,human", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Cannot undo past another player's move" in out and "Back to your previous decision." not in out


def test_arena_reports_scores_by_seat_and_the_games_own_counts() -> None:
    """Each seat's score against the others (½ a tie), per seat index (SEVEN: White and Black apart), and
    七並べ's eliminations per round (``ArenaFacts``), counted from the finished games' logs."""
    from sevens.cli.arena import SeatResult, pair_score, play_game, summarize

    assert pair_score([1, 2, 2, 4], 0) == 1.0 and pair_score([1, 2, 2, 4], 1) == 0.5
    assert pair_score([1, 1], 0) == 0.5 and pair_score([2, 1], 0) == 0.0
    games = [play_game("shichinarabe", ["easy", "random", "random"], i, 9, {"players": 3, "pass_limit": 1}, None)
             for i in range(6)]
    game = get("shichinarabe")
    eliminated = sum(dict(r.facts)["eliminated"] for g in games for r in g if r.level == "random")
    assert eliminated > 0  # one pass allowed: random seats are eliminated now and then
    summary = summarize("shichinarabe", 6, games)["levels"]
    rnd = summary["random"]
    assert rnd["facts"] == {"eliminated": eliminated, "rounds": 12}
    assert rnd["fact_rates"] == {"eliminated": round(eliminated / 12, 4)}
    assert sorted(rnd["by_seat"]) == ["0", "1", "2"] and sum(v["seat_games"] for v in rnd["by_seat"].values()) == 12
    two = summarize("tetrahex", 2, [[SeatResult("hard", 1, 0), SeatResult("normal", 2, 1)],
                                    [SeatResult("normal", 1, 0), SeatResult("hard", 1, 1)]])["levels"]
    assert two["hard"]["score"] == 0.75 and two["hard"]["by_seat"] == {
        "0": {"seat_games": 1, "score": 1.0}, "1": {"seat_games": 1, "score": 0.5}}
    assert "facts" not in two["hard"] and game.arena_facts(game.new(1))[0] == {"rounds": 0, "eliminated": 0}


def test_arena_seat_with_its_own_time_budget(capsys: pytest.CaptureFixture[str]) -> None:
    from sevens.cli.arena import seat_spec

    assert seat_spec("hard@0.3", None) == ("hard", 0.3)
    assert seat_spec("hard@none", 1.0) == ("hard", None)
    assert seat_spec("normal", "level") == ("normal", "level")
    with pytest.raises(BadOption):
        seat_spec("hard@soon", None)
    assert cli.main(["arena", "shichinarabe", "--seats", "easy@none,random,random", "--games", "1", "--json"]) == 0
    capsys.readouterr()
    assert cli.main(["arena", "shichinarabe", "--seats", "wizard@1,random,random", "--games", "1"]) != 0
    assert "unknown seat 'wizard'" in capsys.readouterr().err


def test_play_bot_budget_nodes_gives_node_budget_bots_and_level_anytime_ones() -> None:
    """Issue 14: ``--bot-budget nodes`` makes the terminal's bots search by node budgets (reproducible with
    ``--bot-seed``); the default spends each level's seconds (anytime)."""
    from sevens.cli.play import _Table

    nodes = _Table(["human", "hard", "easy"], 7, "nodes")
    assert all(b.budget_asked is None for b in nodes.bots.values()) and sorted(nodes.bots) == [1, 2]
    assert all(b.budget_asked == "level" for b in _Table(["human", "hard", "easy"], 7).bots.values())
    args = cli.build_parser().parse_args(["play", "shichinarabe", "--bot-budget", "nodes"])
    assert args.bot_budget == "nodes"


def test_a_window_a_person_can_only_let_pass_is_not_asked_in_the_terminal(monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """7 SHADES: a window whose one move is ``decline`` (``history.forced_quiet``) is played for the seat, human
    or bot, and not printed, as the page does: the human is only asked where they have a choice."""
    listings: list[str] = []
    answered = {"n": 0, "listed": False}

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        if answered["listed"]:
            listings.append(out.rstrip("\n").splitlines()[-1])
        if answered["n"] >= 120:
            return "quit"
        answered["listed"] = not answered["listed"]
        if answered["listed"]:
            return "moves"
        answered["n"] += 1
        return listings[-1].split(",")[0].strip()

    monkeypatch.setattr("builtins.input", human)
    assert cli.main(["play", "shades", "--seats", "human,random", "--seed", "5", "--bot-seed", "5"]) == 0
    out = "".join(listings) + capsys.readouterr().out
    assert len(listings) > 30
    assert all(line.strip() != "decline" for line in listings), listings
    assert "P2: declines" not in out and "P2: decline" not in out
