"""``sevens play``: a game in the terminal, humans (hot-seat) and bots, with undo, save and load.

The loop follows the pending decision (``game.decision``): a chance step (a die rolled, a card drawn) is
resolved from the seed and printed; a bot's seat is answered by its bot; a human's seat is asked, a
reaction in another seat's turn included, with a hand-over screen whenever the deciding human changes.
Undo goes back to that human's previous decision (``history.undo_point``) and says so when a chance
step, a new deal or (in hot seat) another human's decision lies in between: a player takes back only their
own move.

``save FILE`` writes the page's save format (``sevens.core.savefile``: the seats and the record), so the
page imports it; ``load FILE`` reads that, or a bare record, of this game. With ``--seats`` the table keeps
those seats (a save's seats are checked, not taken) and the save must be for as many players; without, the
table takes the save's seats (a bare record: a human and bots of level normal), any number of players, bots
only included (the terminal may watch bots play). A save is written whole or not at all (a temporary file
and ``os.replace``). A file that cannot be written or read (no such file, a name with a NUL, text that is
not UTF-8, a refused save) is one line of error and the game goes on; file names are echoed escaped.

A game may read one typed line as several decisions of the seat to move (its own ``expand_line``): ウルトラセブン's whole TDF deployment, ``soga@city dan@city hawk1@city``. Every move of the line is
played before any is kept, so a line that breaks a rule is refused with the engine's reason and plays nothing.

The bots' seeds come from ``--bot-seed`` (random by default, printed beside the deal's seed so a game can be
replayed exactly), never from the deal's seed: a bot that knew the deal's seed could rebuild every hand.
"""

from __future__ import annotations

import argparse
import os
import secrets
import tempfile
from typing import Any, Callable

from ..ai import make_bot
from ..core import chance, history, record, savefile
from ..core.errors import BadOption, IllegalMove, SevensError, shown
from ..core.game import CHANCE, Decision
from ..core.rng import check_seed
from . import terminal
from .main import parse_seats
from .render import render, side_names

EXAMPLES = {"shichinarabe": "S8, ♠8, 8s, pass, JK@S10, JK@S10+SJ", "tetrahex": "I(0,1)(1,1)(2,1)(3,1)",
            "square": "deploy warrior d1, move warrior@d1 d2, shoot aera-archer@d2 mercenary@d4, battle d4, done",
            "ultraseven": "draw, place ep8, chit #3, flip #3, end, deploy soga city, done, "
                          "the whole deployment as soga@city dan@city hawk1@city, recon city, fight city, "
                          "capsule W1, transform, tech slugger"}
"""Move texts to show in the help where a game reads more forms than its canonical texts, or where its first
decisions show few of its forms (セブンスクエア's set-up: only ``general`` and ``keep``); any other game's help
shows the texts of the first legal moves."""
HELP = {
    "en": "Type a move{ex}, or: moves (list the legal ones), undo, save FILE, load FILE, help, quit.",
    "ja": "手を入力{ex}。ほかに moves（出せる手の一覧）, undo, save ファイル, load ファイル, help, quit。",
}


LineReader = Callable[[Any, str], "list[Any] | None"]
"""A game's reading of one typed line as several decisions of the seat to move (``expand(state, text)``): the
moves, in order; None when the line is no such line at this decision (it is then read as one move); or
``IllegalMove`` naming the rule when it is one but cannot be played."""


def line_reader(game: Any) -> LineReader | None:
    """The game's reading of a line as several decisions: its ``expand_line`` method (a ``LineReader``), if any."""
    own = getattr(game, "expand_line", None)
    return own if callable(own) else None


def read_moves(game: Any, state: Any, text: str, seat: int) -> list[tuple[Any, Any, Any]]:
    """The decisions ``text`` names for ``seat`` at ``state``, each as (move, the state it is played in, the
    state after it), all played before any is kept: one move's text (``parse_move``); else, for a game with a
    ``line_reader``, the moves of that line, each of which must be ``seat``'s decision in turn. ``IllegalMove``
    (the engine's, naming the rule) when the line cannot be played whole: nothing of it is played then."""
    try:
        move = game.parse_move(state, text)
        return [(move, state, game.apply(state, move))]
    except IllegalMove as e:
        reader = line_reader(game)
        if reader is None or e.rule != "notation":
            raise
        moves = reader(state, text)
        if moves is None:
            raise
    played: list[tuple[Any, Any, Any]] = []
    s = state
    for m in moves:
        if game.to_move(s) != seat:
            raise IllegalMove("turn", "that line goes on past your decisions", "その行はあなたの判断を越えて続いています")
        after = game.apply(s, m)
        played.append((m, s, after))
        s = after
    return played


def examples(game: Any, state: Any) -> str:
    """The help's example moves: the game's own forms, else the first legal texts at the first decision of
    a seat from ``state``."""
    if game.id in EXAMPLES:
        return EXAMPLES[game.id]
    s = chance.settle(game, state) if game.info.chance == "explicit" else state
    return ", ".join(game.format_move(s, m) for m in game.legal_moves(s)[:4])


def help_text(game: Any, state: Any, lang: str) -> str:
    ex = examples(game, state)
    shown = (f" (e.g. {ex})" if lang == "en" else f"（例: {ex}）") if ex else ""
    return HELP[lang].format(ex=shown)


MSG = {
    "en": {"handover": "Next: {p}. Pass the device to this player, then press Enter.", "nothing": "Nothing to undo.",
           "saved": "Saved to {f}.", "loaded": "Loaded {f}.", "bye": "Bye.", "round": "Round {r} ranking:",
           "final": "Match standings:", "seed": "Seed {s}, bots' seed {b} (replay with --seed {s} --bot-seed {b}).",
           "cant": "Cannot read {f}: {e}", "cant_write": "Cannot save to {f}: {e}",
           "not_utf8": "it is not UTF-8 text", "nul": "a file name cannot hold a NUL character",
           "other": "That record is a game of {g}, not {h}.",
           "players": "That record is a game for {k} players; this table seats {n}.", "undone": "Back to your previous decision.",
           "file": "Say which file: {c} FILE.", "points": "points so far", "chance": "chance",
           "long": "That line is longer than {n} characters: ignored.",
           "endless": "The input is a line longer than {n} characters without end: stopping.",
           "seats_now": "Seats now: {s}.",
           "react": "{p}: your reaction in {t}'s turn ({k}).",
           "no_chance": "Cannot undo past a chance step ({w}).",
           "no_other": "Cannot undo past another player's move ({w}).",
           "no_reveal": "Cannot undo past a new deal (it came with {w})."},
    "ja": {"handover": "次は {p} です。この人に端末を渡して Enter を押してください。", "nothing": "戻せる手がありません。",
           "saved": "{f} に保存しました。", "loaded": "{f} を読み込みました。", "bye": "終了します。",
           "round": "ラウンド {r} の順位:", "final": "最終成績:", "seed": "シード {s}、ボットのシード {b}（--seed {s} --bot-seed {b} で再現）。",
           "cant_write": "{f} に保存できません: {e}",
           "not_utf8": "UTF-8 のテキストではありません", "nul": "ファイル名に NUL 文字は使えません",
           "cant": "{f} を読めません: {e}", "other": "この記録は {g} のもので、{h} ではありません。",
           "players": "この記録は {k} 人のゲームです。この卓は {n} 人です。",
           "undone": "自分の前の判断に戻しました。",
           "file": "ファイル名を指定してください: {c} ファイル", "points": "累計得点", "chance": "偶然",
           "long": "{n} 文字を超える行です。無視しました。",
           "endless": "入力が {n} 文字を超えても終わらない行です。終了します。",
           "seats_now": "席: {s}。",
           "react": "{p}: {t} の手番での対応です（{k}）。",
           "no_chance": "偶然の結果（{w}）より前には戻せません。",
           "no_other": "ほかの人の手（{w}）より前には戻せません。",
           "no_reveal": "新しい配札（{w} のとき）より前には戻せません。"},
}


def seat_names(seats: list[str], sides: tuple[str, ...] | None = None) -> list[str]:
    """``P1:human``, ``P2:hard``, ...: the seat as the games' own texts number it (P1 first), and who sits there;
    with ``sides`` (``render.side_names``: ウルトラセブン's ``TDF:human``, ``alien:normal``) the side's name."""
    if sides is not None and len(sides) == len(seats):
        return [f"{sides[q]}:{who}" for q, who in enumerate(seats)]
    return [f"P{q + 1}:{who}" for q, who in enumerate(seats)]


class _Table:
    """Who sits where, and what follows from it: the bots, the seats' names, the humans and who reads what
    the terminal prints of others' moves (the one human, else anyone: a spectator)."""

    def __init__(self, seats: list[str], bot_seed: int, budget: str = "level",
                 sides: tuple[str, ...] | None = None) -> None:
        self.seats = list(seats)
        spend = None if budget == "nodes" else "level"  # nodes: reproducible with --bot-seed; level: anytime
        self.bots = {q: make_bot(level, bot_seeds(bot_seed, q), spend) for q, level in enumerate(seats)
                     if level != "human"}
        self.names = seat_names(seats, sides)
        self.humans = [q for q, who in enumerate(seats) if who == "human"]
        self.onlooker = self.humans[0] if len(self.humans) == 1 else CHANCE


def run_play(game: Any, args: argparse.Namespace, options: dict[str, Any],
             read: Callable[[str], str] | None = None, write: Callable[[str], None] | None = None) -> int:
    """Play until the match ends or a human quits; ``read``/``write`` default to the terminal's prompt
    (``terminal.read_line``: a line of bounded length) and print()."""
    read = read or (lambda prompt: terminal.read_line(prompt))
    write = write or (lambda text: print(text))
    lang = args.lang
    given_seats = parse_seats(args.seats, allow_human=True) if args.seats else None
    if given_seats and "players" not in options and "players" in game.option_spec():
        options["players"] = len(given_seats)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    bot_seed = args.bot_seed if getattr(args, "bot_seed", None) is not None else secrets.randbelow(2**31)
    try:
        check_seed(bot_seed)  # the same range as --seed, so that a seed that is refused for one is for both
    except BadOption as e:
        raise BadOption("bot-seed", e.en.replace("the seed", "--bot-seed"), e.ja.replace("シード", "--bot-seed ")) from None
    state = game.new(seed, **options)
    n = game.players(state)
    seats = given_seats if given_seats is not None else ["human"] + ["normal"] * (n - 1)
    if len(seats) != n:
        raise BadOption("seats", f"{len(seats)} seats given for {n} players",
                        f"{n} 人のゲームに {len(seats)} 席が指定されています")
    m = MSG[lang]
    write(m["seed"].format(s=seed, b=bot_seed))
    write(help_text(game, state, lang))
    budget = getattr(args, "bot_budget", "level")
    sides = side_names(game.id, lang)
    table = _Table(seats, bot_seed, budget, sides)
    shown_to: int | None = None
    drawn: Any = None
    rounds_seen = 0
    while True:
        rounds_seen = _report_rounds(game, state, rounds_seen, table.names, write, m)
        d: Decision | None = game.decision(state)
        if d is None:
            break
        p = d.seat
        if p == CHANCE:
            move = chance.resolve(game, state)
            write(f"{m['chance']}: {history.describe(game, state, move, lang, table.onlooker)}")
            state = game.apply(state, move)
            continue
        quiet = history.forced_quiet(game, state)
        if quiet is not None:  # a window the seat can only let pass: no one's choice, nothing shown (as in the page)
            state = game.apply(state, quiet)
            continue
        view = game.view(state, p)
        if p in table.bots:
            move = table.bots[p].choose(game, view)
            write(f"{table.names[p]}: {history.describe(game, state, move, lang, table.onlooker)}")
            state = game.apply(state, move)
            continue
        if len(table.humans) > 1 and shown_to != p:
            write("\n" * 40 + m["handover"].format(p=table.names[p]))
            got = _prompt(read, "", write, m)
            if got is None:
                write(m["bye"])
                return 0
            if isinstance(got, int):
                return got
        shown_to = p
        if drawn is not state:
            write(render(game.id, view, lang, table.names))
            if d.reaction:
                write(m["react"].format(p=table.names[p], t=table.names[d.turn_seat], k=d.kind))
            drawn = state
        kind = f" [{d.kind}]" if game.info.multi_decision or game.info.reactions else ""
        got = _prompt(read, f"{table.names[p]}{kind}> ", write, m)
        if got is None:
            write(m["bye"])
            return 0
        if isinstance(got, int):
            return got
        line = got.strip()
        word, _, rest = line.partition(" ")
        cmd = word.lower()
        if cmd in ("quit", "exit", "q"):
            write(m["bye"])
            return 0
        if cmd in ("help", "?", "h"):
            write(help_text(game, state, lang))
            continue
        if cmd == "moves":
            write(", ".join(game.format_move(state, x) for x in game.legal_moves(state)))
            continue
        if cmd == "undo":
            others = [q for q, kind in enumerate(table.seats) if kind == "human" and q != p]
            state = _undo(game, state, p, write, m, lang, others)
            continue
        if cmd == "save" and rest:
            _save(game, state, table.seats, rest.strip(), write, m)
            continue
        if cmd == "load" and rest:
            loaded = _load(game, state, table.seats, rest.strip(), write, m, lang, take_seats=given_seats is None)
            if loaded is not None:
                state, new_seats = loaded
                if new_seats != table.seats:
                    table = _Table(new_seats, bot_seed, budget, sides)
                    write(m["seats_now"].format(s=", ".join(table.names)))
                shown_to = None if len(table.humans) > 1 else shown_to
            continue
        if cmd in ("save", "load"):
            write(m["file"].format(c=cmd))
            continue
        if not line:
            continue
        try:
            played = read_moves(game, state, line, p)
        except IllegalMove as e:
            write(e.text(lang))
            continue
        seer = p if len(table.humans) == 1 else table.onlooker
        for move, before, after in played:
            write(f"{table.names[p]}: {history.describe(game, before, move, lang, seer)}")
            state = after
    write(m["final"])
    out = game.outcome(state)
    assert out is not None, "a game without a decision is over"
    for q in out.order:
        write(f"  {out.ranks[q]}. {table.names[q]}  {out.scores[q]:g}")
    return 0


ENDLESS_INPUT = 1
"""The exit code when the input is one endless line (``play < /dev/zero``): an error, not a player quitting."""


def _prompt(read: Callable[[str], str], prompt: str, write: Callable[[str], None],
            m: dict[str, str]) -> str | int | None:
    """The line read after ``prompt``; None at the end of input; an over-long line is refused and asked
    again, and an endless one ends the game with the exit code ``ENDLESS_INPUT``."""
    while True:
        try:
            return read(prompt)
        except EOFError:
            return None
        except terminal.LineTooLong as e:
            if not e.ended:
                write(m["endless"].format(n=terminal.MAX_LINE))
                return ENDLESS_INPUT
            write(m["long"].format(n=terminal.MAX_LINE))


def _undo(game: Any, state: Any, seat: int, write: Callable[[str], None], m: dict[str, str], lang: str,
          others: list[int]) -> Any:
    """Back to ``seat``'s previous decision, or the state unchanged with the reason it cannot go back (in
    hot seat: another human, one of ``others``, decided since)."""
    past = history.states(game, state)
    u = history.undo_point(game, state, seat, past, others)
    if u.state is not None:
        write(m["undone"])
        return u.state
    if u.blocked is None:
        write(m["nothing"])
        return state
    before = past[u.at]
    move = game.parse_move(before, game.to_record(state)["moves"][u.at])
    what = history.describe(game, before, move, lang, seat)
    write(m[{"chance": "no_chance", "other": "no_other"}.get(u.blocked, "no_reveal")].format(w=what))
    return state


def _report_rounds(game: Any, state: Any, seen: int, names: list[str], write: Callable[[str], None],
                   m: dict[str, str]) -> int:
    view = game.view(state, 0)
    results = view.get("results", []) if isinstance(view, dict) else []
    points = view.get("points") if isinstance(view, dict) else None
    for r in range(seen, len(results)):
        write(m["round"].format(r=r + 1))
        for i, q in enumerate(results[r]):
            total = f"  ({m['points']} {points[q]})" if points and r == len(results) - 1 else ""
            write(f"  {i + 1}. {names[q]}{total}")
    return len(results)


PATH_CHARS = 240
"""A file name in a message is shown whole up to this length (escaped and cut beyond, as any outside text)."""


def _shown_path(path: str) -> str:
    """A file name as typed when it prints as it is; else escaped and cut (``errors.shown``)."""
    return path if path.isprintable() and len(path) <= PATH_CHARS else shown(path, PATH_CHARS)


def bot_seeds(bot_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat``: from ``--bot-seed`` alone, never from the deal's seed."""
    return bot_seed * 31 + seat


def _file_error(e: Exception, m: dict[str, str]) -> str:
    """What went wrong with a file, in one short line (``OSError`` names the file itself: left out)."""
    if isinstance(e, UnicodeDecodeError):
        return m["not_utf8"]
    if isinstance(e, OSError):
        return shown(e.strerror or str(e), 120).strip("'")
    if "null" in str(e):
        return m["nul"]
    return shown(str(e), 120).strip("'")


def _save(game: Any, state: Any, seats: list[str], path: str, write: Callable[[str], None],
          m: dict[str, str]) -> None:
    """Write the save to ``path`` whole or not at all: the text goes to a new file beside it, which then takes
    the old one's place (``os.replace``, atomic), so a write that fails (a full disk) leaves the old save as
    it was."""
    try:
        _write_whole(path, savefile.dump(seats, game.to_record(state)))
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name
        write(m["cant_write"].format(f=_shown_path(path), e=_file_error(e, m)))
        return
    write(m["saved"].format(f=_shown_path(path)))


def _write_whole(path: str, text: str) -> None:
    """``text`` into ``path`` through a temporary file in the same folder and ``os.replace``; the new file
    keeps an old one's permissions (else those a new file gets: 0o666 less the umask)."""
    if "\x00" in path:
        raise ValueError("embedded null byte")
    folder = os.path.dirname(path) or "."
    try:
        mode = os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        mode = 0o666 & ~mask
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".sevens-save-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _load(game: Any, state: Any, seats_now: list[str], path: str, write: Callable[[str], None],
          m: dict[str, str], lang: str, take_seats: bool) -> tuple[Any, list[str]] | None:
    """(state, seats) of the save (or bare record) in ``path`` if it is a game of ``game``; else None, with
    one line saying why. With ``take_seats`` (no ``--seats`` given) the table takes the save's seats, or a
    human and bots of level normal for a bare record, and any number of players; otherwise the save must be
    for as many players as the table seats, and the table keeps its seats."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read(record.MAX_JSON_BYTES + 1)
        other, loaded, seats = savefile.load_any(text, need_human=False)
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name, text that is not UTF-8
        if isinstance(e, SevensError):
            write(m["cant"].format(f=_shown_path(path), e=e.text(lang)))
        else:
            write(m["cant"].format(f=_shown_path(path), e=_file_error(e, m)))
        return None
    if other.id != game.id:
        write(m["other"].format(g=other.id, h=game.id))
        return None
    k = game.players(loaded)
    if take_seats:
        seats_now = seats if seats is not None else savefile.check_seats(None, k, need_human=False)
    elif k != game.players(state):
        write(m["players"].format(k=k, n=game.players(state)))
        return None
    write(m["loaded"].format(f=_shown_path(path)))
    return loaded, seats_now
