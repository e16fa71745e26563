"""A whole TDF deployment typed as one line (issue 18 item 4), expanded to the same decisions one by one.

``expand(s, "soga@city dan@city kiriyama@sea hawk1@city")`` gives the ``deploy``/``arm`` moves and the final
``done`` in an order the rules accept: members first (Kiriyama before the others of his area, U 10), then the
weapons (each needs a user already there, R 11.5). Each move is checked against the state it would be played in,
so an impossible deployment is refused with the rule its first bad card breaks (``IllegalMove``). Commas may
separate the cards; ``deploy``/``arm`` words and a trailing ``done`` are allowed and ignored.
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove, shown

from . import rules
from .cards import AREAS, KIRIYAMA, MEMBERS, WEAPONS
from .moves import DONE, Move
from .state import DEPLOY, State

MAX_LINE = 400


def _bad(text: str) -> IllegalMove:
    return IllegalMove("notation", f"{shown(text)} is not a deployment (e.g. 'soga@city dan@city hawk1@city')",
                       f"{shown(text)} は配置の指定ではありません（例: 'soga@city dan@city hawk1@city'）")


def cards_of(text: str) -> list[tuple[str, str]]:
    """The (card, area) pairs ``text`` names, in its order."""
    if not isinstance(text, str) or len(text) > MAX_LINE:
        raise _bad(str(text)[:MAX_LINE])
    words = [w for w in text.replace(",", " ").replace(";", " ").split() if w not in ("deploy", "arm", "done")]
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(words):
        w = words[i]
        if "@" in w:
            card, _, area = w.partition("@")
            i += 1
        elif i + 1 < len(words):
            card, area = w, words[i + 1]
            i += 2
        else:
            raise _bad(text)
        if (card not in MEMBERS and card not in WEAPONS) or area not in AREAS:
            raise _bad(text)
        out.append((card, area))
    return out


def expand(s: State, text: str) -> list[Move]:
    """The decisions of the deployment ``text`` in ``s`` (the deployment step), ending with ``done`` unless the
    last of them closed the step already (nothing left to deploy)."""
    if s.phase != DEPLOY:
        raise IllegalMove("R4.1-phase", "a whole deployment is entered in the TDF's deployment step",
                          "配置はTDF隊員配置の手順で行います")
    pairs = cards_of(text)
    members = [(c, a) for c, a in pairs if c in MEMBERS]
    members.sort(key=lambda p: 0 if p[0] == KIRIYAMA else 1)
    weapons = [(c, a) for c, a in pairs if c in WEAPONS]
    moves = [Move("deploy", key=c, area=a) for c, a in members] + [Move("arm", key=c, area=a) for c, a in weapons]
    t = s
    for m in moves:
        t = rules.apply(t, m)
    # a deployment that used every member and weapon it could has closed itself (R 11): a ``done`` then would
    # land in the recon step and skip it
    return moves + [DONE] if t.phase == DEPLOY else moves


def expand_line(s: State, text: str) -> list[Move] | None:
    """A typed line read as a whole deployment (the CLI's line hook, ``GAME.expand_line``): its moves (``expand``);
    None when the line names no deployment outside the deployment step (it is then read as one move's text);
    at another step a line that names a deployment is refused with the step's rule."""
    if s.phase != DEPLOY:
        try:
            cards_of(text)
        except IllegalMove:
            return None
    return expand(s, text)
