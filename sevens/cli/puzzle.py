"""``sevens puzzle``: the seed's puzzles (SEVEN: パズルに挑戦！) — their statements, and a solver's line."""

from __future__ import annotations

import argparse
import time
from typing import Any, Callable

from ..core.errors import BadOption, shown
from .hexmap import tetrahex as draw

STATEMENTS = {
    "level5": ("Place all 14 tiles by the rules of the game (White and Black in turn, rule d included) so that a "
               "tile lies on level 5.",
               "ゲームのルールに従ってすべてのタイルを配置して、「5階」まで積み上げてみよう！"),
    "volcano": ("Pick one black tile (the volcano), surround it without a gap with the fewest white tiles (the "
                "island), then surround the island without a gap with the remaining black tiles.",
                "黒のタイルを 1 枚選び、もっとも少ない数の白いタイルで隙間なく囲みます。その後、囲った白いタイルを、"
                "残った黒いタイルで隙間なく囲ってみよう！"),
    "holes": ("Lay the 7 black tiles on the table so that they enclose as many holes as you can; the figure in the "
              "rules has 5.", "黒タイル 7 枚でできるだけ多くの穴ぼこを作ろう（説明書の図は 5 つ）。"),
    "copycat": ("Lay all black tiles in any shape, then hide them completely under the white tiles, each white tile "
                "lying on two black tiles or more.",
                "黒タイルをすべて任意の形に置き、その上に白タイルを置いて黒タイルをすっかり隠そう。"
                "白タイルは必ず 2 枚以上の黒タイルの上に乗せます。"),
}


def run_puzzle(game: Any, args: argparse.Namespace, write: Callable[[str], None] | None = None) -> int:
    write = write or print
    from ..games.tetrahex import puzzles

    if game.id != "tetrahex":
        raise BadOption("game", f"{game.id!r} has no puzzles; the seed's puzzles are SEVEN's (tetrahex)",
                        f"{game.id!r} にはパズルがありません（パズルは SEVEN / tetrahex）")
    if args.puzzle not in puzzles.PUZZLES:
        names = ", ".join(puzzles.PUZZLES)
        raise BadOption("puzzle", f"unknown puzzle {shown(args.puzzle)}; the puzzles are: {names}",
                        f"パズル {shown(args.puzzle)} はありません。選べるもの: {names}")
    ja = args.lang == "ja"
    title = puzzles.TITLES[args.puzzle][1 if ja else 0]
    write(f"{title}: {STATEMENTS[args.puzzle][1 if ja else 0]}")
    if not args.solve:
        return 0
    if args.puzzle != "level5":
        raise BadOption("solve", "the solver is for Level 5 (the other puzzles have checkers: see the page)",
                        "ソルバーはレベル 5 用です（ほかのパズルはページでチェックできます）")
    start = time.perf_counter()
    line = puzzles.solve_level5()
    seconds = time.perf_counter() - start
    s = puzzles.new("level5")
    for i, m in enumerate(line):
        text = game.describe_move(s, m, args.lang)
        s = puzzles.place("level5", s, i % 2, m)
        who = ("白", "黒") if ja else ("White", "Black")
        write(f"{i + 1:>2}. {who[i % 2]}: {game.format_move(s, m)}  — {text}")
    write(draw(game.view(s, 0), args.lang))
    verdict = puzzles.check("level5", s)
    write(verdict.ja if ja else verdict.en)
    write(("（探索 {:.1f} 秒）" if ja else "(found in {:.1f} s)").format(seconds))
    return 0 if verdict.solved else 1
