"""Fixed 七並べ positions for the rule tests, written the way a person reads a table.

``pos(["S8 H2", "D9", ...], table={"S": [8, 9]})`` gives a ``State`` whose seat q holds the cards of the
q-th string (``JK`` is the joker) and whose table holds every 7 plus the listed ranks per suit letter.
Hands are bit masks (card = suit*13 + rank-1, suits S H D C = 0..3, joker = 52), the table four 13-bit masks.
"""

from __future__ import annotations

import pytest

from sevens.core import IllegalMove, get
from sevens.games.shichinarabe.cards import parse
from sevens.games.shichinarabe.state import Options, State

GAME = get("shichinarabe")


def mask(cards: str) -> int:
    """Bit mask of the cards named in ``cards`` (space-separated texts)."""
    m = 0
    for word in cards.split():
        c = parse(word)
        assert c is not None, word
        m |= 1 << c
    return m


def pos(hands: list[str], table: dict[str, list[int]] | None = None, turn: int = 0,
        passes: list[int] | None = None, finished: tuple[int, ...] = (), eliminated: tuple[int, ...] = (),
        **options: object) -> State:
    """A position: hands as card texts, the table as ranks per suit letter (every 7 is always there)."""
    n = len(hands)
    opts = Options(**{"players": n, **options})  # type: ignore[arg-type]
    suits = []
    for letter in "SHDC":
        m = 1 << 6
        for r in (table or {}).get(letter, []):
            m |= 1 << (r - 1)
        suits.append(m)
    return State(0, opts, 0, tuple(mask(h) for h in hands), tuple(suits), tuple(passes or [0] * n),
                 finished, eliminated, turn, (0,) * n, (), (), 0)


def legal(s: State) -> list[str]:
    """The legal moves of the seat to act, as canonical texts in the engine's order."""
    return [GAME.format_move(s, m) for m in GAME.legal_moves(s)]


def play(s: State, text: str) -> State:
    return GAME.apply(s, GAME.parse_move(s, text))


def rule_of(s: State, text: str) -> str:
    """The rule id of the ``IllegalMove`` that refusing ``text`` raises (fails if it is accepted)."""
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, text)
    return err.value.rule


def ranks(s: State, letter: str) -> list[int]:
    """The ranks lying on the table in one suit."""
    m = s.table["SHDC".index(letter)]
    return [r + 1 for r in range(13) if m >> r & 1]
