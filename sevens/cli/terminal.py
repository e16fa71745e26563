"""The terminal's own streams, read and written so that no state of them ends the program with a traceback.

``read_line`` is the prompt: at a terminal it is ``input()`` (line editing; the terminal itself caps a line
at 4,096 characters), as it is for a standard input that is no file of the system (a test's, an
embedding's); from a pipe or a file it reads at most ``MAX_LINE`` characters, since ``input()`` would
read an endless line (``play < /dev/zero``) into memory until the machine runs out. A line longer than that
is refused (``LineTooLong``); a standard input that is closed (``<&-``: ``input()`` raises
``RuntimeError: lost sys.stdin``) or unreadable reads as the end of input.

``quiet_stdout`` is for a standard output that failed (``> /dev/full``, a closed pipe): what is still
buffered would fail again when Python flushes it at exit, so the descriptor is pointed at the null device.
"""

from __future__ import annotations

import os
import sys

MAX_LINE = 4096
"""The longest line the prompt reads (a terminal's own line limit): far more than any move or command."""
MAX_SKIP = 256
"""After an over-long line, at most this many more ``MAX_LINE`` pieces of it are skipped looking for its end;
a line without an end beyond that (``/dev/zero``) is no one typing, and ends the input."""


class LineTooLong(Exception):
    """A line of input longer than ``MAX_LINE``; ``ended`` says whether its end was found (then the next
    line can be read) or the input is one endless line."""

    def __init__(self, ended: bool) -> None:
        super().__init__(f"a line longer than {MAX_LINE} characters")
        self.ended = ended


def read_line(prompt: str) -> str:
    """One line of standard input without its line break, after writing ``prompt``; ``EOFError`` at the end
    of input or when standard input is closed, ``LineTooLong`` for a line of more than ``MAX_LINE``."""
    stdin = sys.stdin
    if stdin is None or getattr(stdin, "closed", False):  # started with fd 0 closed, or closed since
        raise EOFError
    try:
        interactive = stdin.isatty() or stdin.fileno() < 0
    except (OSError, ValueError):  # a stream that is no file of the system (an embedding's, a test's)
        interactive = True
    if interactive:
        try:
            return input(prompt)
        except RuntimeError:  # "input(): lost sys.stdin" / "lost sys.stdout"
            raise EOFError from None
    out = sys.stdout
    if out is not None:
        out.write(prompt)
        out.flush()
    try:
        line = stdin.readline(MAX_LINE + 1)
    except (OSError, ValueError):  # an unreadable or closed stream: nothing more will come
        raise EOFError from None
    if not line:
        raise EOFError
    if line.endswith("\n"):
        return line[:-1]
    if len(line) <= MAX_LINE:  # the last line, without a line break
        return line
    for _ in range(MAX_SKIP):
        rest = stdin.readline(MAX_LINE)
        if not rest or rest.endswith("\n"):
            raise LineTooLong(ended=True)
    raise LineTooLong(ended=False)


def quiet_stdout() -> None:
    """Point standard output at the null device after writing to it failed, so that the flush at exit does
    not fail again with "Exception ignored ..." (the way Python's documentation handles a broken pipe)."""
    out = sys.__stdout__
    if out is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
