"""セブンスクエア in the terminal (issue 17, item 8): the map drawn from a view (``sevens/cli/squaremap.py``) shows
what the view holds and nothing hidden; ``play square`` with scripted input; ``arena --decks`` deals the decks
round the seats and turn orders and reports each deck's share; ``bench square``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from gamehelpers import feed_input

from sevens.cli import main as cli
from sevens.cli.arena import SeatResult, deck_summary, pairings, play_game, seat_layout
from sevens.cli.render import render
from sevens.cli.squaremap import CODES, board_lines, grouped_moves
from sevens.core import get
from sevens.games.square.cards import BASE, CARDS
from sevens.games.square.state import evolve

from squarehelpers import GAME, play, position


def test_every_card_has_its_own_two_letters() -> None:
    assert set(CODES) == set(CARDS) | {BASE.key}
    assert len(set(c.upper() for c in CODES.values())) == len(CODES)
    assert all(len(c) == 2 for k, c in CODES.items() if k != BASE.key)


def _busy() -> Any:
    """P1 (aera) to act: a damaged ウォーリアー, its 将 beside a group, units of both on c4; P2 (fang) with a
    damaged ■, a group with a damaged rider, an unridden 騎, and a hand (大角獣, 草原の巫女) P1 must not see."""
    return position(
        pieces=[("warrior", 0, "c3", {"dmg": 2}), ("chariot", 0, "d2", {"riders": [("spearman", 0)]}),
                ("aera-archer", 0, "c4", {"acted": 1}), ("warhorse", 1, "e5", {"riders": [("fang-rider", 1, 1)]}),
                ("fang-warrior", 1, "c4"), ("steed", 1, "g6")],
        forts=[("base", 1, "", 3)],
        hands={0: ["aera-drummer", "monk"], 1: ["horned-beast", "maiden"]},
        temples={0: ["mercenary"], 1: ["ao", "wolf"]}, ip=(3, 5), generals=("d2", "d7"))


def test_map_draws_the_board_with_p1s_base_at_the_bottom() -> None:
    s = _busy()
    text = render("square", GAME.view(s, 0), "en", ["P1:human", "P2:hard"])
    lines = board_lines(GAME.view(s, 0))
    ranks = [line for line in lines if line[:3].strip().isdigit()]
    assert [int(line[:3]) for line in ranks] == [7, 6, 5, 4, 3, 2, 1]
    under = {int(line[:3]): lines[lines.index(line) + 1] for line in ranks}
    col = {f: 4 + 9 * i for i, f in enumerate("abcdefg")}

    def cell(row: str, f: str) -> str:
        return row[col[f]:col[f] + 8].strip()

    assert cell(ranks[6], "c") == "." and cell(ranks[6], "d") == ""  # an empty square; d1 holds only the ■
    assert cell(under[1], "d").startswith("#10")  # P1's ■ on d1, whole
    assert cell(under[7], "d").startswith("#7")  # P2's ■ with 3 damage
    assert cell(ranks[4], "c") == "WR"  # c3: P1's ウォーリアー, upper case
    assert cell(ranks[3], "c") == "ARfw"  # c4: P1's 弓兵 and P2's 牙の戦士
    assert cell(ranks[5], "d") == "AGCH" and cell(under[2], "d") == "G1"  # P1's 将 and a group: no 陣
    assert cell(ranks[2], "e") == "wh" and cell(ranks[1], "g") == "sd"
    assert "G2" in cell(under[7], "d")
    # the list: units by key with 体力 left, riders, owner; the players' counts; phase and who decides
    assert "c3  P1 warrior: atk 2, hp 2/4, move 1" in text
    general = CARDS["aera-general"]  # the numbers played (README.md, "Balance")
    assert f"d2  P1 aera-general★: atk {general.attack}, hp {general.health}/{general.health}, move 1" in text
    assert "P1 chariot + spearman: atk 3, hp 7/7, move 2" in text
    assert "P2 warhorse + fang-rider: atk 2, hp 1/2, move 2" in text
    shot = CARDS["aera-archer"].ability("shoot")
    assert shot is not None and f"P1 aera-archer: atk 1, hp 3/3, move 1 (shoot {shot.n}/{shot.r}, moved)" in text
    assert "P2 steed: no riders" in text
    assert "d7  P2 ■ base: hp 7/10" in text
    assert "P1:human: IP 3 · hand 2 ·" in text and "temple 1 (last: mercenary)" in text
    assert "P2:hard: IP 5 · hand 2 ·" in text and "temple 2 (last: wolf)" in text
    assert "your hand (P1:human): aera-drummer(1) monk(2)" in text
    assert "P1:human to decide · phase: actions · actions 0/3" in text
    assert "move warrior@c3 → " in text and "done" in text


def test_map_in_japanese() -> None:
    text = render("square", GAME.view(_busy(), 0), "ja")
    assert "c3  P1 ウォーリアー[warrior]: 攻 2, 体力 2/4, 移 1" in text
    assert "P2 陣" not in text and "P2 ■出撃陣: 体力 7/10" in text
    assert "あなたの手札 (P1): アエラ鼓手[aera-drummer](1) 旅の僧[monk](2)" in text
    assert "フェイズ: 行動" in text and "神殿 2 (最後: 大狼[wolf])" in text


def test_map_shows_nothing_of_the_opponents_hand_but_its_size_and_searched_cards() -> None:
    s = _busy()
    mine = render("square", GAME.view(s, 0), "en") + render("square", GAME.view(s, 0), "ja")
    for hidden in ("horned-beast", "大角獣", "maiden", "草原の巫女", "HB", "hb", "MD", "md"):
        assert hidden not in mine
    theirs = render("square", GAME.view(s, 1), "en")
    assert "your hand (P2): maiden(3) horned-beast(4)" in theirs  # the seat's own hand is drawn
    assert "aera-drummer" not in theirs and "monk(2)" not in theirs
    # another hand of the same size: P1's map is the same text
    other = position(
        pieces=[("warrior", 0, "c3", {"dmg": 2}), ("chariot", 0, "d2", {"riders": [("spearman", 0)]}),
                ("aera-archer", 0, "c4", {"acted": 1}), ("warhorse", 1, "e5", {"riders": [("fang-rider", 1, 1)]}),
                ("fang-warrior", 1, "c4"), ("steed", 1, "g6")],
        forts=[("base", 1, "", 3)], hands={0: ["aera-drummer", "monk"], 1: ["knight", "ao"]},
        temples={0: ["mercenary"], 1: ["ao", "wolf"]}, ip=(3, 5), generals=("d2", "d7"))
    assert render("square", GAME.view(other, 0), "en") == render("square", GAME.view(s, 0), "en")
    # a card a search showed (R21) is public: named as shown, the other still hidden
    maiden = next(c for c in s.hands[1] if s.prof[c].key == "maiden")
    shown = render("square", GAME.view(evolve(s, shown=(maiden,)), 0), "en")
    assert "P2 shown by a search: maiden" in shown and "horned-beast" not in shown


def test_map_keeps_the_face_down_general_hidden_in_the_set_up() -> None:
    s = GAME.new(4, deck0="iron", deck1="fang", first="P1")
    s = play(s, "general foreman", "general maiden")
    text = render("square", GAME.view(s, 0), "en")
    assert "general foreman" in text and "general face down" in text and "maiden" not in text
    assert "phase: mulligan" in text and "keep" in text
    assert "maiden" in render("square", GAME.view(s, 1), "en")


def test_map_of_a_finished_game_names_the_winner_and_lists_the_fights() -> None:
    import random

    rng = random.Random(3)
    for seed in range(40):
        s = GAME.new(seed, deck0="aera", deck1="iron")
        while GAME.to_move(s) is not None:
            moves = GAME.legal_moves(s)
            s = GAME.apply(s, moves[rng.randrange(len(moves))])
        if s.reason == "general" and s.events:
            text = render("square", GAME.view(s, 1), "en")
            assert f"game over: P{s.winner + 1} wins (the enemy general fell)" in text
            assert "fights:" in text and "your moves" not in text
            assert "終了: P" in render("square", GAME.view(s, 0), "ja")
            return
    pytest.fail("no random game ended by a general's fall with a fight in its view")


def test_moves_are_listed_by_unit() -> None:
    assert grouped_moves(["move warrior@c3 b3", "move warrior@c3 c4", "deploy monk d1", "battle c4",
                          "battle c4 fort", "return monk warrior", "done"]) == [
        "move warrior@c3 → b3 c4", "deploy monk → d1", "battle c4", "battle c4 fort", "return monk warrior",
        "done"]


def test_play_square_to_the_end_answering_the_first_listed_move(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """A human with the iron deck against a random bot: it asks for 'moves' and types the first one listed,
    every decision of every phase, until the game ends."""
    state = {"asked": False, "turns": 0}

    def human(prompt: str = "") -> str:
        out = capsys.readouterr().out
        if state["asked"]:
            state["asked"] = False
            state["turns"] += 1
            return out.rstrip("\n").splitlines()[-1].split(",")[0].strip()
        assert "Seven Square" in out and "P1:human to decide" in out  # the map before each decision
        state["asked"] = True
        return "moves"

    monkeypatch.setattr("builtins.input", human)
    code = cli.main(["play", "square", "--seats", "human,random", "--seed", "5", "--bot-seed", "5",
                     "--deck0", "iron", "--deck1", "fang", "--first", "P1"])
    out = capsys.readouterr().out
    assert code == 0 and "Match standings:" in out
    assert state["turns"] > 20


def test_play_square_script_with_a_bad_move_undo_and_japanese(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    feed_input(monkeypatch, ["help", "general foreman", "keep", "deploy warrior d1", "done", "undo", "quit"])
    code = cli.main(["play", "square", "--seats", "human,random", "--seed", "3", "--bot-seed", "3",
                     "--deck0", "iron", "--first", "P1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "e.g. deploy warrior d1, move warrior@d1 d2" in out  # the help shows the move forms
    assert "P1:human: P1 puts Workshop Master face down as the general" in out
    assert "P2:random: P2 puts a general face down" in out
    assert "P1 holds no 'warrior'" in out  # iron has none: refused, the prompt comes back
    assert "P1:human: P1 ends the phase" in out and "Back to your previous decision." in out
    assert "phase: deploy" in out and "general foreman" in out and "Bye." in out
    feed_input(monkeypatch, ["general fang-chief", "quit"])
    assert cli.main(["play", "square", "--seats", "human,random", "--seed", "3", "--bot-seed", "3", "--lang", "ja",
                     "--deck0", "fang", "--deck1", "aera"]) == 0
    out = capsys.readouterr().out
    assert "セブンスクエア" in out and "フェイズ: 将の選択" in out and "P1がアエラ" not in out


def _spy_new(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    game = get("square")
    real = type(game).new

    def new(self: Any, seed: int, **options: Any) -> Any:
        seen.append(options)
        return real(self, seed, **options)

    monkeypatch.setattr(type(game), "new", new)
    return seen


def test_arena_deals_the_decks_round_the_seats_and_turn_orders(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two seat names of one level (``random`` and ``random@none``) to see the levels' seats: the first 4 games
    play each deck in each seat and first against each, the 8 every combination of deck seats, first player
    and level seats once; the engine got the decks and first player the results report."""
    from sevens.games.square.cards import DECKS

    seen = _spy_new(monkeypatch)
    games = [play_game("square", ["random", "random@none"], i, 11, {"first_turn_balance": True}, None,
                       ("aera", "iron")) for i in range(8)]
    assert len(seen) == 8
    combos = []
    for i, (r, opts) in enumerate(zip(games, seen)):
        assert [x.seat for x in r] == [0, 1]
        assert opts["first_turn_balance"] is True
        assert opts["deck0"] == list(DECKS[r[0].deck].cards) and opts["deck1"] == list(DECKS[r[1].deck].cards)
        starter = [x.seat for x in r if x.began == 1]
        assert len(starter) == 1 and opts["first"] == ("P1", "P2")[starter[0]]
        assert sorted(x.deck for x in r) == ["aera", "iron"] and sorted(x.level for x in r) == ["random", "random@none"]
        combos.append((r[0].deck, starter[0], r[0].level))
    first4 = combos[:4]
    assert {(d, f) for d, f, _ in first4} == {("aera", 0), ("aera", 1), ("iron", 0), ("iron", 1)}
    assert {(lv, f) for _, f, lv in first4} == {("random", 0), ("random", 1), ("random@none", 0), ("random@none", 1)}
    assert len(set(combos)) == 8
    # the layout alone, and three decks: every pairing in turn
    lay = seat_layout(get("square"), ["hard", "normal"], 1, ("aera", "iron"))
    assert lay.decks == ["iron", "aera"] and lay.starter == 1 and lay.order == ["normal", "hard"]
    assert pairings(("aera", "iron", "fang"), 2) == [("aera", "iron"), ("aera", "fang"), ("iron", "fang")]
    three = [sorted(seat_layout(get("square"), ["hard", "hard"], i, ("aera", "iron", "fang")).decks) for i in range(3)]
    assert three == [["aera", "iron"], ["aera", "fang"], ["fang", "iron"]]
    assert seat_layout(get("square"), ["hard", "normal"], 1).options == {}  # without decks: levels only


def test_arena_decks_prints_and_returns_each_decks_share(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "square", "--seats", "random,random", "--decks", "aera,iron", "--games", "8", "--seed", "2",
            "--time-budget", "none"]
    assert cli.main(argv + ["--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["levels"]["random"]["seat_games"] == 16
    assert set(d["decks"]) == {"aera", "iron"}
    pair = d["pairings"]["aera-iron"]
    decisive = pair["decisive"]
    assert pair["games"] == 8 and pair["draws"] + decisive == 8
    for deck in ("aera", "iron"):
        got = d["decks"][deck]
        assert got["seat_games"] == 8 and got["decisive"] == decisive
        assert got["as_first"]["decisive"] + got["as_second"]["decisive"] == decisive
    assert d["decks"]["aera"]["wins"] + d["decks"]["iron"]["wins"] == decisive
    assert d["first_player"]["decisive"] == decisive
    if decisive:
        assert pair["shares"]["aera"] + pair["shares"]["iron"] == pytest.approx(1.0)
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "decks aera,iron, rotating with the seats and the first player" in out
    assert "pairing aera-iron: 8 games" in out and "first player: won" in out
    assert "win rate" in out  # the per-level table stays


def test_deck_summary_counts_decisive_games_only() -> None:
    def game(a: tuple[str, int, int], b: tuple[str, int, int]) -> list[SeatResult]:
        return [SeatResult("hard", a[1], 0, (), a[0], a[2]), SeatResult("hard", b[1], 1, (), b[0], b[2])]

    results = [game(("aera", 1, 1), ("iron", 2, 0)),   # aera first, wins
               game(("iron", 1, 1), ("aera", 2, 0)),   # iron first, wins
               game(("aera", 2, 0), ("iron", 1, 1)),   # iron first, wins
               game(("iron", 1, 0), ("aera", 1, 1)),   # a draw
               game(("fang", 2, 1), ("fang", 1, 0))]   # a mirror: fang second wins
    d = deck_summary(results, ("aera", "iron", "fang"))
    assert d["decks"]["aera"]["wins"] == 1 and d["decks"]["aera"]["decisive"] == 3
    assert d["decks"]["aera"]["seat_games"] == 4 and d["decks"]["aera"]["share"] == pytest.approx(0.3333)
    assert d["decks"]["iron"]["share"] == pytest.approx(0.6667)
    assert d["decks"]["iron"]["as_first"] == {"wins": 2, "decisive": 2}
    assert d["decks"]["aera"]["as_second"] == {"wins": 0, "decisive": 2}
    assert d["decks"]["fang"]["share"] == 0.5
    assert d["pairings"]["aera-iron"]["draws"] == 1 and d["pairings"]["aera-iron"]["shares"] == {
        "aera": pytest.approx(0.3333), "iron": pytest.approx(0.6667)}
    assert d["pairings"]["fang"]["shares"] == {"fang": 0.5}
    assert d["pairings"]["aera-iron"]["first_player"]["share"] == 1.0
    assert d["first_player"]["wins"] == 3 and d["first_player"]["decisive"] == 4


@pytest.mark.parametrize("argv, words", [
    (["arena", "tetrahex", "--seats", "random,random", "--decks", "aera,iron"], "tetrahex has no decks"),
    (["arena", "square", "--seats", "random,random", "--decks", "aera"], "1 decks for 2 seats"),
    (["arena", "square", "--seats", "random,random", "--decks", "aera,nope"],
     "--decks: option 'deck0' must be a preset"),
    (["arena", "square", "--seats", "random,random", "--decks", "aera,iron", "--deck1", "fang"], "leave --deck1 out"),
    (["arena", "square", "--seats", "random,random", "--decks", "aera,iron", "--first", "P2"], "leave --first out"),
])
def test_arena_decks_refusals(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_bench_square_runs_small(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "square", "--seconds", "0.3", "--positions", "2", "--levels", "random", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["game"] == "square" and d["engine"]["players"] == 2 and d["engine"]["moves_per_second"] > 0
    assert d["bots"]["random"]["positions"] == 2
