"""Every string of the SEVEN table and puzzles, in Japanese and English."""

from __future__ import annotations

from typing import Any

from ..i18n import TABLE_STRINGS, lookup

from sevens.games.tetrahex.shapes import NAMES_EN, NAMES_JA

S: dict[str, dict[str, str]] = {
    **TABLE_STRINGS,
    # set-up
    "setup": {"ja": "SEVEN — 対局の準備", "en": "SEVEN — set up the game"},
    "seat_white": {"ja": "白（先手）", "en": "White (moves first)"},
    "seat_black": {"ja": "黒（後手）", "en": "Black (moves second)"},
    "variant_short_top": {"ja": "基本ルール（上の階で比較）", "en": "the game (compare from the top)"},
    "variant_short_bottom": {"ja": "派生ゲーム（1階から比較）", "en": "variant (compare from level 1)"},
    "puzzles": {"ja": "パズルに挑戦", "en": "Puzzles"},
    # players and turns
    "white": {"ja": "白", "en": "White"},
    "black": {"ja": "黒", "en": "Black"},
    "you": {"ja": "あなた", "en": "you"},
    "seat_name": {"ja": "{colour}（{who}）", "en": "{colour} ({who})"},
    "seat_bot": {"ja": "{colour} · {who}", "en": "{colour} · {who}"},
    "your_turn": {"ja": "あなた（{colour}）の番です。トレイからタイルを選んでください。",
                  "en": "Your turn ({colour}): pick a tile from your tray."},
    "your_turn_lay": {"ja": "{colour}の番です。{name}を盤に置いてください。", "en": "{colour} to play: lay the {name} on the board."},
    "hotseat_turn": {"ja": "{colour}の番です — {colour}の人に端末を渡してください。",
                     "en": "{colour} to play — hand the device to {colour}."},
    "over": {"ja": "対局終了", "en": "Game over"},
    # the board and the tile in hand
    "board": {"ja": "盤面（六角形のマス、数字は階）", "en": "The board (hex cells; numbers are levels)"},
    "board_help": {"ja": "矢印キー: 置ける場所を順に選ぶ / R: 回転 / F: 裏返す / Enter: 置く / Esc: 戻す",
                   "en": "Arrow keys: step through the legal spots / R: turn / F: flip / Enter: place / Esc: put back"},
    "board_help_free": {"ja": "矢印キー: 1マスずつ動かす / R: 回転 / F: 裏返す / Enter: 置く / Esc: 戻す",
                        "en": "Arrow keys: move one cell / R: turn / F: flip / Enter: place / Esc: put back"},
    "tile_label": {"ja": "{colour}の{name}（{level}階）", "en": "{colour} {name} on level {level}"},
    "tray": {"ja": "{name}: 残り {n} 枚", "en": "{name}: {n} tiles left"},
    "tray_empty": {"ja": "すべて置きました", "en": "All placed"},
    "reach": {"ja": "→{level}階", "en": "→ L{level}"},
    "reach_said": {"ja": "（{level}階に置くことになります）", "en": " (must go on level {level})"},
    "zoom": {"ja": "盤の拡大", "en": "Zoom"},
    "zoom_in": {"ja": "拡大", "en": "Zoom in"},
    "zoom_out": {"ja": "縮小", "en": "Zoom out"},
    "zoom_fit": {"ja": "盤全体を表示", "en": "Fit the whole board"},
    "picked": {"ja": "手に持っているタイル: {name}。{level}階に置けます（{n}か所）。",
               "en": "In hand: the {name}. It must go on level {level} ({n} spots)."},
    "picked_one": {"ja": "手に持っているタイル: {name}。{level}階の一か所に置けます。",
                   "en": "In hand: the {name}. It must go on level {level} (one spot)."},
    "picked_free": {"ja": "手に持っているタイル: {colour}の{name}", "en": "In hand: the {colour} {name}"},
    "pick_first": {"ja": "タイルを選んで盤に置きます。上の階に置くタイルは、置ける場所が緑の点で示されます。",
                   "en": "Pick a tile and lay it on the board. When it must go above the table, green dots mark where."},
    "first_move": {"ja": "最初のタイルはどこに置いても、盤の中心に置かれます。",
                   "en": "The first tile can go anywhere; it is laid at the centre of the table."},
    "turn_cw": {"ja": "右に回す (R)", "en": "Turn right (R)"},
    "turn_ccw": {"ja": "左に回す", "en": "Turn left"},
    "flip": {"ja": "裏返す (F)", "en": "Flip (F)"},
    "place": {"ja": "ここに置く", "en": "Place here"},
    "prev_spot": {"ja": "前の場所", "en": "Previous spot"},
    "next_spot": {"ja": "次の場所", "en": "Next spot"},
    "put_back": {"ja": "戻す (Esc)", "en": "Put back (Esc)"},
    "aim_ok": {"ja": "ここに置けます: {level}階", "en": "Legal here: level {level}"},
    "aim_no": {"ja": "ここには置けません — {why}", "en": "Not here — {why}"},
    "spot_of": {"ja": "（{k}/{n}）", "en": " ({k} of {n})"},
    # score, log, controls
    "score": {"ja": "階ごとのタイル数", "en": "Tiles by level"},
    "level": {"ja": "{level}階", "en": "Level {level}"},
    "leads": {"ja": "{colour}がリード", "en": "{colour} leads"},
    "level_game": {"ja": "互角", "en": "Level game"},
    "compare": {"ja": "比較の順: {order}", "en": "Compared: {order}"},
    "order_top": {"ja": "上の階から", "en": "from the top level down"},
    "order_bottom": {"ja": "1階から", "en": "from level 1 up"},
    "placed_log": {"ja": "{name}を{level}階に", "en": "the {name} on level {level}"},
    "hint_where": {"ja": "{what}（置く場所を盤上に青い破線で示しています）", "en": "{what} (outlined in blue dashes on the board)"},
    "log_help": {"ja": "行を指す（またはフォーカスする）と、そのタイルが盤上で示されます。",
                 "en": "Point at a line (or focus it) to see its tile marked on the board."},
    "log_help_touch": {"ja": "行をタップすると、そのタイルが盤上で示されます。",
                       "en": "Tap a line to see its tile marked on the board."},
    "undo_hotseat": {"ja": "一手戻す", "en": "Take back the last tile"},
    "legend": {"ja": "色が明るいほど高い階", "en": "Lighter = higher level"},
    # the end
    "result": {"ja": "結果", "en": "Result"},
    "wins": {"ja": "{name} の勝ち", "en": "{name} wins"},
    "draw": {"ja": "引き分け（すべての階で同数）", "en": "A draw (equal on every level)"},
    "decided": {"ja": "{level}階の枚数で決着: 白 {w} 枚、黒 {b} 枚", "en": "Decided on level {level}: White {w}, Black {b}"},
    # puzzles
    "puzzle_hall": {"ja": "SEVEN — パズルに挑戦！", "en": "SEVEN — puzzles"},
    "puzzle_intro": {"ja": "一人で遊ぶ四つのパズル。タイルを置いて「判定」を押すと、解けたかどうかがわかります。",
                     "en": "Four puzzles to solve alone. Lay the tiles, then press Check to see whether it is solved."},
    "puzzle_open": {"ja": "挑戦する", "en": "Try it"},
    "puzzle_list": {"ja": "パズル一覧へ", "en": "All puzzles"},
    "check": {"ja": "判定", "en": "Check"},
    "not_yet": {"ja": "まだです", "en": "Not yet"},
    "reset": {"ja": "やり直す", "en": "Start again"},
    "take_back": {"ja": "最後のタイルを取る", "en": "Take back the last tile"},
    "show_solution": {"ja": "解答例を見る", "en": "Show a solution"},
    "hide_solution": {"ja": "解答例を閉じる", "en": "Hide the solution"},
    "solution_step": {"ja": "解答例: {k}/{n} 手目", "en": "Solution: placement {k} of {n}"},
    "sol_prev": {"ja": "◀ 前へ", "en": "◀ Previous"},
    "sol_next": {"ja": "次へ ▶", "en": "Next ▶"},
    "colour_pick": {"ja": "置く色", "en": "Colour to lay"},
    "puzzle_turn": {"ja": "{colour}の番（ゲームと同じく交代で置きます）", "en": "{colour} to place (turns alternate, as in the game)"},
    "puzzle_placed": {"ja": "置いたタイル: {n} 枚", "en": "Tiles laid: {n}"},
    "bad_puzzle_save": {"ja": "「{puzzle}」の保存されていた途中の配置を復元できませんでした（{why}）。その保存は別に保管し、最初から始めます。",
                        "en": "The saved build of {puzzle} could not be restored ({why}). It was set aside (kept apart, not deleted) and a fresh build starts."},
    "bad_puzzle_save_kept": {"ja": "「{puzzle}」の保存されていた途中の配置を復元できませんでした（{why}）。ブラウザーが別に保管させてくれないため、その保存はそのまま残し、この配置は保存しません。",
                             "en": "The saved build of {puzzle} could not be restored ({why}). The browser would not let it be set aside, so it is left as it was and this build is not saved over it."},
    "puzzle_not_saved": {"ja": "この配置は保存できませんでした（{why}）。このページを離れるまでは残ります。",
                         "en": "This build could not be saved ({why}); it stays only while the page is open."},
    "storage_refused": {"ja": "ブラウザーが保存を拒みました。保存領域がいっぱいか、無効です", "en": "the browser refused to store it: storage is full or disabled"},
    "solver_failed": {"ja": "解答例を計算できませんでした（{why}）。もう一度押してください。",
                      "en": "The solution could not be computed ({why}). Press the button to try again."},
}

PUZZLE_TEXT: dict[str, dict[str, dict[str, str]]] = {
    "level5": {
        "title": {"ja": "レベル 5", "en": "Level 5"},
        "statement": {"ja": "ゲームのルールに従って（白と黒が交代で、ルール d も守って）14 枚すべてのタイルを配置し、「5階」まで積み上げてみよう！",
                      "en": "Place all 14 tiles by the rules of the game (White and Black in turn, rule d included) so that a tile reaches level 5!"},
    },
    "volcano": {
        "title": {"ja": "火山島", "en": "Volcano island"},
        "statement": {"ja": "黒のタイルを 1 枚選び（火山）、もっとも少ない数の白いタイルで隙間なく囲みます（島）。その後、島を残りの黒いタイルで隙間なく囲ってみよう！（すべて 1階に置きます）",
                      "en": "Choose one black tile (the volcano) and surround it without a gap with the fewest white tiles (the island). Then surround the island without a gap with the remaining black tiles! (Everything lies on the table, level 1.)"},
    },
    "holes": {
        "title": {"ja": "穴ぼこ", "en": "Holes"},
        "statement": {"ja": "黒タイル 7 枚をテーブルに並べて、囲まれた「穴ぼこ」をできるだけたくさん作ろう。説明書の図は 5 個。もっと作れるかな？",
                      "en": "Lay the 7 black tiles on the table so that they enclose as many holes as you can. The figure in the rules makes 5: can you make more?"},
    },
    "copycat": {
        "title": {"ja": "コピーキャット", "en": "Copycat"},
        "statement": {"ja": "黒タイルをすべて使って任意の形に配置します。その上に、黒タイルがすっかり見えないように白タイルを配置します。白タイルは、必ず 2 枚以上の黒タイルの上に乗っていなければいけません。",
                      "en": "Lay all the black tiles in any shape. Then cover them with the white tiles so that no black shows at all; every white tile must lie on two black tiles or more."},
    },
}


def tx(key: str, lang: str, **fmt: Any) -> str:
    """A string of this table (or one every table shares, ``TABLE_STRINGS``) in ``lang``."""
    return lookup(S, key, lang, **fmt)


def shape_name(shape: str, lang: str) -> str:
    return NAMES_JA[shape] if lang == "ja" else NAMES_EN[shape]


def colour(player: int, lang: str) -> str:
    return tx("white" if player == 0 else "black", lang)


def puzzle_text(pid: str, key: str, lang: str) -> str:
    return PUZZLE_TEXT[pid][key][lang]


def said(shape: str, level: int, lang: str) -> str:
    """A placement as the log and the announcements say it: the tile and its level, no cells (the board
    shows none; each player has one tile of each shape, so with the colour it names the tile)."""
    return tx("placed_log", lang, name=shape_name(shape, lang), level=level)
