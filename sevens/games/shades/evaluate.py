"""The bot's static value of a position for every seat (README.md, "The bot").

The goal is seven colours locked (seed: VICTORY CONDITIONS), one lock a turn at most in the lock phase; a
lock declared and waiting for its window counts as made, a card in use as still held (the search often stops
in the middle of a turn). A
seat's strength is therefore, in order: the colours it has locked; the colours it still needs that its hand
could lock (a card of that colour, or a pair of rainbow fragments for one colour); how near its piece is to
what it needs — a face-up card of a needed colour, an opponent's gate (the invasion bonus: an eternal card
locked at once and half that hand), and face-down cards to open; the cards in hand (material for 追色 and
effects). Against it count the threats: an opponent next to its piece may contact it (a random card lost),
and an opponent standing near its gate may invade. The strengths become shares of one (a win chance); a
finished game is 1 for the winner and 0 for the others, a drawn one equal shares.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .cards import COLOURS, KIND, KINDS, RAINBOW
from .state import NEXT, SIZE, SQUARES, UP, State, xy


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights (``WEIGHTS``: the levels' own; another set can be tried by
    ``scripts/shades_tune.py`` through ``Shades.evaluator``)."""

    locked: float = 1.0
    """Each colour locked (half of it for the first of the two cards a cursed slot needs)."""
    in_hand: float = 0.45
    """Each lock still needed that the hand could make (it can be locked in a later lock phase)."""
    card: float = 0.04
    """Each card in hand."""
    near_need: float = 0.2
    """For each colour still needed and not in hand: a face-up card of it next to the piece (less as it is
    farther; a rainbow fragment counts for every colour)."""
    hidden: float = 0.02
    """Each face-down top card within two squares (an unknown card to open: maybe a needed colour)."""
    stuck: float = 0.15
    """No square next to the piece to move to (no card there and no piece to contact): the turn is lost to a
    placement (decision 13) and the piece may stay cornered."""
    near_gate: float = 0.35
    """Standing on an opponent's gate (less as the piece is farther from the nearest one)."""
    threat: float = 0.05
    """Per card in hand, for each opponent next to the piece (a contact takes one at random)."""
    sharpness: float = 1.6
    """How strongly a lead in strength turns into a win chance."""


WEIGHTS = Weights()
STYLES: dict[str, Weights] = {"full": WEIGHTS}
"""The evaluation styles by name (``Shades.evaluator``): the levels use ``full``; a tuning run adds its trials."""


def _steps(a: int, b: int) -> int:
    ax, ay = xy(a)
    bx, by = xy(b)
    return abs(ax - bx) + abs(ay - by)


DIST: tuple[tuple[int, ...], ...] = tuple(tuple(_steps(a, b) for b in range(SQUARES)) for a in range(SQUARES))
"""Orthogonal steps between two squares, ``DIST[a][b]`` (the evaluation reads it for every square it values)."""


COLOUR: tuple[int, ...] = tuple(KINDS[k].colour for k in KIND)
"""Each card's colour, by card number (``KINDS[KIND[c]].colour``, read once)."""


def distance(a: int, b: int) -> int:
    return DIST[a][b]


def pending_locks(s: State, p: int) -> list[int]:
    """Colours ``p`` has declared a lock into, still waiting for its window (the search often stops there:
    the declared card has left the hand, so without this a lock would look like a loss)."""
    return [t[2] for t in s.tasks if t[0] == "do_lock" and t[1] == p]  # type: ignore[misc]


def missing(s: State, p: int) -> dict[int, int]:
    """Locks ``p`` still needs, by colour: 1 for an empty slot, 2 minus its cards for the cursed slot (decision
    7: it takes two; decision 31: it counts once the second exiles the curse); declared locks count as made."""
    declared = pending_locks(s, p)
    out: dict[int, int] = {}
    for col, slot in enumerate(s.locks[p]):
        have = len(slot) + declared.count(col)
        want = 2 if s.curse[p] == col else 1
        if have < want:
            out[col] = want - have
    return out


Terms = tuple[float, int, int, tuple[int, ...], int, int, bool, int, int]
"""What a seat's strength is made of, in order (``strength`` weighs them; ``scripts/shades_fit.py`` fits them; a
plain tuple: the bots' playouts read it millions of times): the colours locked (a declared lock counts; half of one
for the first card of the cursed slot); the locks still needed that the hand could make; the cards in hand (and in
use, for the turn's player); for each colour still needed and not in hand, the steps to the nearest face-up card
of it or a fragment (``2 * SIZE`` if none); the face-down top cards within two squares; the steps to the nearest
opponent's gate (-1: none); no card and no piece next to the piece; the opponents next to it (each may contact it:
a card of the hand lost at random); the cards in hand (what a contact or an invasion takes from)."""


def terms(s: State, p: int) -> Terms:
    """The parts of ``p``'s strength (the module's docstring says why each counts)."""
    need = missing(s, p)
    counts = [0] * (COLOURS + 1)
    fragments = 0
    for c in s.hands[p]:
        col = COLOUR[c]
        if col < COLOURS:
            counts[col] += 1
        elif col == RAINBOW:
            fragments += 1
    have = sum(min(n, counts[col]) for col, n in need.items()) + fragments // 2
    owed = sum(need.values())
    held = len(s.hands[p])
    if p == s.current and not pending_locks(s, p):
        held += len(s.limbo)  # a card in use is still the user's material until its effect is done
    made = COLOURS - len(need) + (0.5 if need.get(s.curse[p]) == 1 else 0.0)
    pos = s.pieces[p]
    wanted = [col for col in need if counts[col] == 0]
    nearest = {col: SIZE * 2 for col in wanted}
    hidden = 0
    open_next = 0
    steps = DIST[pos]
    for q, pile in enumerate(s.board):
        if not pile:
            continue
        d = steps[q]
        if d == 1:
            open_next += 1
        top = pile[-1]
        if top < UP:
            if d <= 2:
                hidden += 1
            continue
        col = COLOUR[top % UP]
        for want in wanted:
            if (col == want or col == RAINBOW) and d < nearest[want]:
                nearest[want] = d
    gates = [g for o, g in enumerate(s.opts.gates) if o != p]
    adjacent = sum(1 for o, q in enumerate(s.pieces) if o != p and q in NEXT[pos])
    return (made, min(have, owed), held, tuple(nearest.values()), hidden,
            min(steps[g] for g in gates) if gates else -1, not open_next and not adjacent, adjacent, len(s.hands[p]))


def strength(s: State, p: int, w: Weights = WEIGHTS) -> float:
    """``p``'s strength: its ``terms`` weighed by ``w`` (a lock is worth ``w.locked``)."""
    made, have, held, nearest, hidden, gate, stuck, adjacent, hand = terms(s, p)
    value = w.locked * made + w.in_hand * have + w.card * held
    value += sum(w.near_need / (1 + d) for d in nearest) + w.hidden * hidden
    if gate >= 0:
        value += w.near_gate / (1 + gate)
    if stuck:
        value -= w.stuck
    value -= w.threat * adjacent * hand
    return value


def evaluate_all(s: State, w: Weights = WEIGHTS) -> list[float]:
    n = s.players
    if s.over:
        if s.winner >= 0:
            return [1.0 if p == s.winner else 0.0 for p in range(n)]
        return [1.0 / n] * n
    raw = [math.exp(w.sharpness * strength(s, p, w)) for p in range(n)]
    total = sum(raw)
    return [r / total for r in raw]
