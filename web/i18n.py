"""Japanese and English for every string the page shows; the choice is remembered in localStorage."""

from __future__ import annotations

from typing import Any

KEY = "sevens.lang"
LANGS = ("ja", "en")

STRINGS: dict[str, dict[str, str]] = {
    "title": {"ja": "Sevens — 七のつく五つのゲーム", "en": "Sevens — five games of seven"},
    "switch": {"ja": "English", "en": "日本語"},
    "switch_label": {"ja": "Switch to English", "en": "日本語に切り替える"},
    "speed": {"ja": "ボットの速さ", "en": "Bot speed"},
    "speed_slow": {"ja": "ボット: ゆっくり", "en": "Bots: slow"},
    "speed_normal": {"ja": "ボット: ふつう", "en": "Bots: normal"},
    "speed_fast": {"ja": "ボット: 速い", "en": "Bots: fast"},
    "speed_instant": {"ja": "ボット: すぐ", "en": "Bots: instant"},
    "intro": {"ja": "「七」にちなんだ五つのボードゲーム・カードゲームを、ブラウザだけでボットや友だちと遊べます。",
              "en": "Five tabletop games that share the number seven, played in your browser against a bot or friends."},
    "hall": {"ja": "ゲーム", "en": "Games"},
    "players": {"ja": "{a}〜{b}人", "en": "{a}–{b} players"},
    "players2": {"ja": "2人", "en": "2 players"},
    "status_later": {"ja": "準備中 — まだ遊べません", "en": "Not built yet — not playable"},
    "status_play": {"ja": "遊べます", "en": "Playable now"},
    "play": {"ja": "遊ぶ", "en": "Play"},
    "resume": {"ja": "続きから", "en": "Resume"},
    "puzzles": {"ja": "パズルに挑戦", "en": "Puzzles"},
    "stats_line": {"ja": "{level}相手: {played}戦 {won}勝、平均順位 {rank}",
                   "en": "Against {level}: {played} played, {won} won, mean rank {rank}"},
    "reset_stats": {"ja": "成績を消す", "en": "Reset statistics"},
    "bad_save_aside": {
        "ja": "保存された「{game}」のゲームは読めなかったため（{why}）、別に保管しました。新しいゲームを始められます。",
        "en": "The saved game of {game} could not be read ({why}), so it was set aside (kept, not deleted); "
              "a new game can be started."},
    "bad_save_kept": {
        "ja": "保存された「{game}」のゲームは読めませんでした（{why}）。ストレージに空きがなく別に保管できないため、"
              "そのまま残しています。",
        "en": "The saved game of {game} could not be read ({why}); the browser's storage is full, so it could not "
              "be set aside and is left where it was."},
    "bad_import": {"ja": "読み込めませんでした: {why}。今のゲームはそのままです。",
                   "en": "Could not import: {why}. The current game is unchanged."},
}

COMING: list[dict[str, Any]] = []
"""The games not built yet, as the hall shows them (none now: all five are built; data only: a game that is built is found in the
registry, and its hall card comes from its own web package, ``web/<id>/__init__.py``'s ``HALL``)."""


TABLE_STRINGS: dict[str, dict[str, str]] = {
    "human": {"ja": "人間", "en": "Human"},
    "random": {"ja": "ボット（ランダム）", "en": "Bot (random)"},
    "easy": {"ja": "ボット（やさしい）", "en": "Bot (easy)"},
    "normal": {"ja": "ボット（ふつう）", "en": "Bot (normal)"},
    "hard": {"ja": "ボット（つよい）", "en": "Bot (hard)"},
    "start": {"ja": "はじめる", "en": "Start"},
    "back": {"ja": "ゲーム一覧へ", "en": "Back to the games"},
    "thinking": {"ja": "{name} が考えています…", "en": "{name} is thinking…"},
    "log": {"ja": "記録", "en": "Moves"},
    "undo": {"ja": "待った（自分の前の手番へ）", "en": "Undo (back to your last turn)"},
    "undo_decision": {"ja": "待った（自分の前の選択へ）", "en": "Undo (back to your last choice)"},
    "nothing_to_undo": {"ja": "戻せる手がありません", "en": "Nothing to undo"},
    "undo_over": {"ja": "終わったゲームは戻せません（再戦するか、リプレイで見返せます）",
                  "en": "A finished game cannot be undone (play a rematch, or step through it in the replay)"},
    "replaces": {"ja": "進行中のゲームがあります。開始すると、そのゲームは新しいゲームに置き換わります。",
                 "en": "A game is in progress: starting a new one replaces it."},
    "to_game": {"ja": "進行中のゲームに戻る", "en": "Back to the game in progress"},
    "export_secret": {"ja": "記録を書き出しました。進行中の記録には伏せられたカード（山札の順、相手の手札）も入っています。"
                            "見せるのはゲームが終わってから。",
                      "en": "Record exported. A record of a game in progress holds its hidden cards too (the deck's order, "
                            "the others' hands): show it once the game is over."},
    "import_replace": {"ja": "読み込んだ記録で、進行中のゲームを置き換えますか？",
                       "en": "Replace the game in progress with the imported record?"},
    "import_yes": {"ja": "置き換える", "en": "Replace it"},
    "import_no": {"ja": "今のゲームを続ける", "en": "Keep the game in progress"},
    "imported": {"ja": "記録を読み込みました", "en": "Record imported"},
    "other_tab": {"ja": "このゲームは別のタブで進みました。ここでは続けられません（古い局面で上書きしないため）。",
                  "en": "This game went on in another tab: it cannot go on here (this tab would write an older game over it)."},
    "follow": {"ja": "今の局面を表示", "en": "Show the game as it is now"},
    "undo_chance": {"ja": "偶然の結果（{what}）より前には戻せません", "en": "Cannot undo past a chance step ({what})"},
    "undo_other": {"ja": "ほかの人の手（{what}）より前には戻せません", "en": "Cannot undo past another player's move ({what})"},
    "undo_reveal": {"ja": "新しい配札（{what} のとき）より前には戻せません",
                    "en": "Cannot undo past a new deal (it came with {what})"},
    "export": {"ja": "記録を書き出す", "en": "Export record"},
    "import": {"ja": "記録を読み込む", "en": "Import record"},
    "new_game": {"ja": "新しいゲーム", "en": "New game"},
    "rules": {"ja": "ルール", "en": "Rules"},
    "close": {"ja": "閉じる", "en": "Close"},
    "setup": {"ja": "{game} — 卓の準備", "en": "{game} — set up the table"},
    "players": {"ja": "人数", "en": "Players"},
    "seat": {"ja": "席 {n}", "en": "Seat {n}"},
    "seat_name": {"ja": "P{n} · {who}", "en": "P{n} · {who}"},
    "you": {"ja": "あなた", "en": "you"},
    "custom": {"ja": "自分で指定（下の JSON）", "en": "Custom (the JSON below)"},
    "custom_json": {"ja": "{name}（JSON、「自分で指定」のとき）", "en": "{name} as JSON (when custom)"},
    "handover": {"ja": "{name} に端末を渡してください", "en": "Pass the device to {name}"},
    "handover_go": {"ja": "{name} のカードを見る", "en": "Show {name}'s cards"},
    "chance_line": {"ja": "🎲 {what}", "en": "🎲 {what}"},
    "your_turn": {"ja": "{name}の番です", "en": "{name} to play"},
    "your_reaction": {"ja": "{name}が選ぶ番です（{turn} の手番中）", "en": "{name} to decide ({turn}'s turn)"},
    "chance_due": {"ja": "偶然の手番…", "en": "Chance…"},
    "game_over": {"ja": "ゲーム終了", "en": "Game over"},
    "choices": {"ja": "選べる手", "en": "Your choices"},
    "turn_of": {"ja": "{name} の手番", "en": "Turn of {name}"},
    "rank": {"ja": "{k}位", "en": "#{k}"},
    "rules_generic": {"ja": "このゲームのルール", "en": "The rules of this game"},
    "not_saved": {"ja": "このゲームは保存できません（ブラウザのストレージが一杯か無効です）。遊び続けられますが、"
                        "再読み込みすると失われます。残すには記録を書き出してください。",
                  "en": "This game is not saved: the browser's storage is full or disabled. You can keep playing, "
                        "but a reload would lose it; export the record to keep it."},
    "retry": {"ja": "もう一度", "en": "Retry"},
    "round_over": {"ja": "ラウンド終了", "en": "Round over"},
    "hint": {"ja": "ボットならどうする？", "en": "What would the bot play?"},
    "hint_is": {"ja": "ヒント: {what}", "en": "Hint: {what}"},
    "with_hints": {"ja": "ヒントを {n} 回使ったゲームです", "en": "Played with {n} hints"},
    "with_hints_one": {"ja": "ヒントを 1 回使ったゲームです", "en": "Played with 1 hint"},
    "next_round": {"ja": "次のラウンドを配る", "en": "Deal the next round"},
    "match_over": {"ja": "マッチ終了", "en": "The match is over"},
    "one_game_over": {"ja": "ゲーム終了", "en": "The game is over"},
    "rematch": {"ja": "同じ席と設定でもう一度", "en": "Rematch (same seats and options)"},
    "bot_stopped": {"ja": "ボットの答えを待っています（上の「もう一度」）", "en": "Waiting for the bot (Retry, above)"},
    "hidden_table": {"ja": "ボットの番です。人の番になるまで、手札は表示しません（端末を持っている人を確かめるため）。",
                     "en": "The bots are playing. No hand is shown until a person is to move, so that only "
                           "they see it."},
}
"""Strings every game's table shows (seat kinds, the table's buttons); each game's table adds its own."""


def lookup(table: dict[str, dict[str, str]], key: str, lang: str, **fmt: Any) -> str:
    """``table[key]`` in ``lang``, with ``{name}`` fields filled from ``fmt`` (left as they are without it).
    With ``n=1`` a key's singular form ``<key>_one`` is taken when the table has one ("1 pt", not "1 pts")."""
    if fmt.get("n") == 1 and key + "_one" in table:
        key += "_one"
    text = table[key][lang]
    return text.format(**fmt) if fmt else text


def seat_name(seats: list[str], seat: int, lang: str) -> str:
    """Who sits at ``seat``, as every table and hand-over names them: "P2 · Bot (normal)", "P1 · you" for the
    one person at a table of bots (a replay of a shared link names nobody "you": ``web.replay.seat_label``)."""
    alone = seats[seat] == "human" and seats.count("human") == 1
    who = lookup(TABLE_STRINGS, "you" if alone else seats[seat], lang)
    return lookup(TABLE_STRINGS, "seat_name", lang, n=seat + 1, who=who)


def in_lang(pair: tuple[str, str], lang: str) -> str:
    """An (English, Japanese) pair of texts (``GameInfo.summary``, ``rules``) in ``lang``, else in the
    other language when that one is empty; "" when both are."""
    en, ja = pair
    return (ja or en) if lang == "ja" else (en or ja)


def t(key: str, lang: str, **fmt: Any) -> str:
    """A string of the page's own (the hall, the language switch, saves)."""
    return lookup(STRINGS, key, lang, **fmt)


def initial(stored: str | None, browser_language: str | None) -> str:
    """The remembered language, else the browser's (Japanese if it starts with "ja"), else English."""
    if stored in LANGS:
        return stored
    if browser_language and browser_language.lower().startswith("ja"):
        return "ja"
    return "en"
