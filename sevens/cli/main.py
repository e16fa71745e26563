"""Command-line entry: parses arguments, runs a command, turns every expected error into one clear line.

Numbers on the command line are ASCII digits (``ascii_int``: Python's ``int`` would also read "٣" as 3). A
terminal that cannot show a suit symbol gets its letter instead (``tolerant_streams``: S for ♠ ...), and
Ctrl-C at any point, start-up included, ends with one line and exit code 130. An output that cannot be
written (``> /dev/full``) is one line on stderr and exit code 1, never a traceback; argparse's messages show a
bad value cut (``Parser.error``).
"""

from __future__ import annotations

import argparse
import codecs
import re
import sys
from typing import Any

from ..ai import LEVELS
from ..core import SevensError, get, ids
from ..core.errors import BadOption, shown
from ..core.options import Choice, IntRange, Option, Setup, show
from .terminal import quiet_stdout


INTERRUPTED = "sevens: interrupted"
OUTPUT_FAILED = 1
"""The exit code when standard output cannot be written (``> /dev/full``)."""
_ASCII_INT = re.compile(r"[+-]?[0-9]{1,18}")
_ASCII_FLOAT = re.compile(r"[+-]?(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")
_FALLBACK = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "→": "->", "—": "-", "…": "...", "·": "*"}
"""What a terminal that cannot show a symbol prints instead (the suits as the notation writes them)."""


def ascii_int(text: str) -> int:
    """A whole number written in ASCII digits; argparse reports anything else as a bad value."""
    if not _ASCII_INT.fullmatch(text.strip()):
        raise ValueError(text)
    return int(text)


def ascii_float(text: str) -> float:
    """A number of seconds written in ASCII digits (no "nan", "inf" or other scripts' digits)."""
    if not _ASCII_FLOAT.fullmatch(text.strip()):
        raise ValueError(text)
    return float(text)


ascii_int.__name__ = "int"  # argparse names the type in its message: "invalid int value"
ascii_float.__name__ = "float"


def _fallback(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    bad = err.object[err.start:err.end]
    return "".join(_FALLBACK.get(c, "?") for c in bad), err.end


codecs.register_error("sevens-ascii", _fallback)


def tolerant_streams() -> None:
    """Let a terminal that is not UTF-8 (``LANG=C``, ``PYTHONIOENCODING=ascii``) show every line: a symbol
    it cannot encode prints as its ASCII stand-in (``_FALLBACK``) or "?", and input it cannot decode reads
    as U+FFFD (a move that is then unreadable) rather than ending the program."""
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or "ascii"
        try:
            "♠♥♦♣→パス".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="sevens-ascii")
    reconfigure_in = getattr(sys.stdin, "reconfigure", None)
    if reconfigure_in is not None and getattr(sys.stdin, "errors", "strict") == "strict":
        reconfigure_in(errors="replace")


class CliError(Exception):
    """A command-line mistake argparse found (bad flag, bad number); shown as one line, exit code 2."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a mistake as one line and lets ``main`` return 2 instead of exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """argparse's message quotes the bad value whole (a ``--seed`` of 5,000 digits: a 5 KB line); each
        quoted value in it is cut and escaped like any outside text (``errors.shown``)."""
        raise CliError(f"{self.prog}: {_QUOTED.sub(_cut_quoted, message)}")


_QUOTED = re.compile(r"'((?:[^'\\]|\\.)*)'", re.DOTALL)
"""A value as argparse quotes it in a message: ``invalid int value: '٣'``."""
MAX_ARG_SHOWN = 40


def _cut_quoted(m: re.Match[str]) -> str:
    value = m.group(1)
    return m.group(0) if len(value) <= MAX_ARG_SHOWN and value.isprintable() else shown(value, MAX_ARG_SHOWN)


def _metavar(uses: list[tuple[Option, str]]) -> str:
    shown: list[str] = []
    for opt, _ in uses:
        if isinstance(opt, Choice):
            shown.extend(show(v) for v in opt.values if show(v) not in shown)
        elif isinstance(opt, IntRange):
            shown.append(f"{opt.lo}..{opt.hi}")
        else:
            shown.extend(list(opt.presets) + ["JSON"])
    return "{" + ",".join(dict.fromkeys(shown)) + "}"


def _add_options(p: argparse.ArgumentParser) -> None:
    """Flags for every option of every game, from each game's ``option_spec()``.

    A yes/no choice becomes a flag (``--joker``; ``--no-joker`` too when it is on by default); any other
    option takes a value (``--pass-limit 2``, ``--players 5``; a structured one a preset's name or JSON:
    ``--board classic``, ``--board '[{"square": 3, "shift": 4}]'``). The value is kept as text here and
    read by the chosen game's own option (``options_from``), so an error names that game's values.
    """
    specs: dict[str, list[tuple[Option, str]]] = {}
    for gid in ids():
        for name, opt in get(gid).option_spec().items():
            specs.setdefault(name, []).append((opt, gid))
    for name, uses in specs.items():
        flag = "--" + name.replace("_", "-")
        where = ", ".join(f"{gid}: default {_show(o)}" for o, gid in uses)
        if all(isinstance(o, Choice) and o.yes_no for o, _ in uses):
            if any(o.default for o, _ in uses):
                p.add_argument(flag, dest=f"opt_{name}", action=argparse.BooleanOptionalAction, default=None,
                               help=f"option {name} ({where})")
            else:
                p.add_argument(flag, dest=f"opt_{name}", action="store_true", default=None,
                               help=f"turn on option {name} ({where})")
            continue
        p.add_argument(flag, dest=f"opt_{name}", default=None, metavar=_metavar(uses),
                       help=f"option {name} ({where})")


def _show(opt: Option) -> str:
    """An option's default as the help shows it: on/off, the value, or a structured one's preset name."""
    v = opt.default
    if isinstance(opt, Setup):
        return next((name for name, value in opt.presets.items() if value == v), "(structured)")
    if isinstance(v, bool):
        return "on" if v else "off"
    return str(v) if isinstance(v, (int, str)) else "(structured)"


def options_from(args: argparse.Namespace, game: Any) -> dict[str, Any]:
    """The options given on the command line for ``game``, each read by the game's own option from its
    text (a yes/no flag gives its bool); ``BadOption`` names an option the game does not have or a value
    it does not take."""
    spec = game.option_spec()
    out = {}
    for key, value in vars(args).items():
        if key.startswith("opt_") and value is not None:
            name = key[4:]
            if name not in spec:
                raise BadOption(name, f"{game.id} has no option {name!r}",
                                f"{game.id} にはオプション {name!r} がありません")
            out[name] = spec[name].from_text(name, value) if isinstance(value, str) else spec[name].check(name, value)
    return out


def parse_seats(text: str, allow_human: bool, what: str = "seat", extra: tuple[str, ...] = ()) -> list[str]:
    """Comma-separated seats (or levels): ``human`` (when allowed), a bot level, or one of ``extra`` (the
    arena's ``omniscient``); ``BadOption`` otherwise."""
    seats = [s.strip() for s in text.split(",") if s.strip()]
    allowed = (["human"] if allow_human else []) + list(LEVELS) + list(extra)
    word_ja = "席" if what == "seat" else "強さ"
    for s in seats:
        if s not in allowed:
            raise BadOption(what + "s", f"unknown {what} {shown(s)}; each {what} is one of: {', '.join(allowed)}",
                            f"{word_ja} {shown(s)} は指定できません。使えるもの: {', '.join(allowed)}")
    return seats


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="sevens", description="Sevens: five games of seven, against a local bot.")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play in the terminal against bots or friends")
    play.add_argument("game", help=f"one of: {', '.join(ids())}")
    play.add_argument("--seats", default=None,
                      help="comma-separated: human or a bot level (random, easy, normal, hard) per seat")
    play.add_argument("--seed", type=ascii_int, default=None, help="deal seed (default: random)")
    play.add_argument("--bot-seed", type=ascii_int, default=None,
                      help="seed of the bots' own choices, apart from the deal's (default: random)")
    play.add_argument("--bot-budget", choices=("level", "nodes"), default="level",
                      help="level: each bot spends its level's seconds a move (anytime); nodes: its node budget "
                           "only (with --bot-seed, the same bot moves on any machine)")
    play.add_argument("--lang", choices=("en", "ja"), default="en")
    _add_options(play)

    arena = sub.add_parser("arena", help="bots against bots: win rate and mean rank per level")
    arena.add_argument("game")
    arena.add_argument("--seats", required=True,
                       help="comma-separated bot levels, one per seat; omniscient: hard seeing every card (arena only)")
    arena.add_argument("--games", type=ascii_int, default=100)
    arena.add_argument("--seed", type=ascii_int, default=1)
    arena.add_argument("--jobs", type=ascii_int, default=1, help="processes to use")
    arena.add_argument("--time-budget", default="level",
                       help="seconds per bot move, 'none' for node budgets only, 'level' for each level's own")
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--decks", default=None, metavar="A,B,...",
                       help="a game with a deck per seat (square): the decks by preset name, dealt round the seats "
                            "and turn orders; more decks than seats play every pairing of them")
    _add_options(arena)

    puzzle = sub.add_parser("puzzle", help="the seed's puzzles (SEVEN): statement, and --solve for Level 5")
    puzzle.add_argument("game")
    puzzle.add_argument("puzzle", help="level5, volcano, holes or copycat")
    puzzle.add_argument("--solve", action="store_true", help="find a solution and print it move by move")
    puzzle.add_argument("--lang", choices=("en", "ja"), default="en")

    bench = sub.add_parser("bench", help="engine playouts per second and bot time per move")
    bench.add_argument("game", nargs="?", default="shichinarabe")
    bench.add_argument("--seconds", type=ascii_float, default=10.0, help="time for the engine playouts")
    bench.add_argument("--levels", default="easy,normal,hard")
    bench.add_argument("--positions", type=ascii_int, default=100, help="positions per bot level")
    bench.add_argument("--seed", type=ascii_int, default=1)
    bench.add_argument("--json", action="store_true")
    _add_options(bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command; 0 on success, 2 for a bad command line or option, 130 after Ctrl-C (one line on
    stderr each)."""
    try:
        tolerant_streams()
        code = _run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # a failure to write the last lines is reported here, not at exit
        return code
    except KeyboardInterrupt:  # at start-up (loading the games, parsing) as at a prompt
        print("\n" + INTERRUPTED, file=sys.stderr)
        return 130
    except BrokenPipeError as e:  # e.g. piped into head: the reader has all it wanted
        quiet_stdout()
        if _after_interrupt(e):  # a pool torn down by Ctrl-C: the interrupt, not the pipe, ended the run
            print("\n" + INTERRUPTED, file=sys.stderr)
            return 130
        return 0
    except OSError as e:  # the output cannot be written (a full disk, a closed terminal)
        if e.filename is not None:
            raise  # a file's error (the commands handle those where they open files): a bug to see whole
        quiet_stdout()
        try:
            print(f"sevens: cannot write the output: {e.strerror or e}", file=sys.stderr)
        except (OSError, ValueError, AttributeError):
            pass
        return OUTPUT_FAILED


def _after_interrupt(e: BaseException) -> bool:
    """Whether ``e`` was raised while a Ctrl-C was being handled (a worker pool's pipes closing as the pool is
    torn down on leaving its ``with`` block): its chain of contexts holds the ``KeyboardInterrupt``."""
    seen: set[int] = set()
    cause: BaseException | None = e.__context__
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, KeyboardInterrupt):
            return True
        seen.add(id(cause))
        cause = cause.__context__
    return False


def _run(argv: list[str] | None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except CliError as e:
        print(e, file=sys.stderr)
        return 2
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    try:
        game = get(args.game)
        if args.command == "play":
            from .play import run_play

            return run_play(game, args, options_from(args, game))
        if args.command == "arena":
            from .arena import run_arena

            return run_arena(game, args, options_from(args, game))
        if args.command == "puzzle":
            from .puzzle import run_puzzle

            return run_puzzle(game, args)
        from .bench import run_bench

        return run_bench(game, args, options_from(args, game))
    except SevensError as e:
        print(f"sevens: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
