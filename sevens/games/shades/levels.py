"""The bot levels of 7 SHADES OF S:EVEN (README.md, "The bot"; figures in docs/shades.md).

Each level samples the hidden cards (``determinize``: other hands, face-down cards, the deck's order) and
values every legal move by the policy's playout from it (``policy.py``) — to the end of the turn in progress
(``normal``) or on through the next seat's turn (``hard``), where it sees that seat's reply: a contact, an
invasion. ``max_depth`` 0: no full-width search (the rest of a turn is too
wide for one); the node budget only bounds the samples, the seconds cap them in the page.
"""

from __future__ import annotations

from ...ai.levels import Level

LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 1, 0, 10_000, 0.3, playouts=1, horizon=1, noise=0.3),
    "normal": Level("normal", 3, 0, 10_000, 0.45, playouts=1, horizon=1),
    # horizon 2: on through the next seat's turn (its contact, its invasion); 3 turns scored worse (docs/shades.md)
    "hard": Level("hard", 6, 0, 10_000, 1.5, playouts=1, horizon=2),
}
