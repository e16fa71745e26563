"""The steps a turn is made of, by name: each step either asks a seat to decide or acts at once.

A state's ``tasks`` is a stack of steps (tuples whose first item names the step, the rest its numbers). The
driver (``rules.settle``) looks at the top step: if its ``ask`` gives a decision with moves, the state waits
for that seat; otherwise the step is popped and its ``act`` runs with no move (善処の原則: an effect with no
legal choice does what it can, which may be nothing). A decision's move pops the step and runs ``act`` with
that move. Steps push further steps; the turn itself is steps (``flow.py``), and so is every card effect.
"""

from __future__ import annotations

from typing import Callable, Iterable

from .cards import CODES, KIND, KINDS
from .state import Ask, Move
from .work import Task, Work

Asker = Callable[[Work, Task], "Ask | None"]
Actor = Callable[[Work, Task, "Move | None"], None]

ASKS: dict[str, Asker] = {}
ACTS: dict[str, Actor] = {}


def op(name: str, ask: Asker | None = None) -> Callable[[Actor], Actor]:
    """Register a step: ``act`` (the decorated function) and, if it may ask, ``ask``."""

    def register(act: Actor) -> Actor:
        if name in ACTS:
            raise ValueError(f"step {name!r} is registered twice")
        ACTS[name] = act
        if ask is not None:
            ASKS[name] = ask
        return act

    return register


# --- ready-made questions -------------------------------------------------------------------------------

def squares(seat: int, options: Iterable[int], prompt: str, optional: bool = False,
            secret: bool = False, left: int = 0) -> Ask:
    """Choose a square (``sq <name>``); ``optional`` adds ``done`` (stop choosing); ``left``: ``Ask.left``."""
    moves = [Move("sq", q) for q in sorted(set(options))]
    if optional:
        moves.append(Move("done"))
    return Ask(seat, "square", tuple(moves), prompt, secret, left)


def players(seat: int, options: Iterable[int], prompt: str) -> Ask:
    return Ask(seat, "player", tuple(Move("player", p) for p in sorted(set(options))), prompt)


def hand_cards(seat: int, cards: Iterable[int], prompt: str, optional: bool = False,
               secret: bool = False, left: int = 0) -> Ask:
    """Choose a card of one's hand by kind (copies of a kind are the same choice); ``left``: ``Ask.left``."""
    moves = [Move("card", k) for k in sorted({KIND[c] for c in cards})]
    if optional:
        moves.append(Move("done"))
    return Ask(seat, "card", tuple(moves), prompt, secret, left)


def colours(seat: int, options: Iterable[int], prompt: str) -> Ask:
    return Ask(seat, "colour", tuple(Move("colour", c) for c in sorted(set(options))), prompt)


def options(seat: int, count: int, prompt: str) -> Ask:
    """Choose one of ``count`` numbered alternatives (``opt 1`` …)."""
    return Ask(seat, "choice", tuple(Move("opt", i) for i in range(count)), prompt)


def card_of_kind(cards: Iterable[int], kind_index: int) -> int:
    """The lowest-numbered card of a kind among ``cards`` (copies of a kind are interchangeable)."""
    return min(c for c in cards if KIND[c] == kind_index)


def kind_index(code: str) -> int:
    return CODES[code]


def is_kind(card: int, code: str) -> bool:
    return KINDS[KIND[card]].code == code


# --- the effects of the cards, by kind code -------------------------------------------------------------

ArrivalEffect = Callable[[Work, int, int, int], None]
"""``(w, player, square, card)``: push the steps of the card's 到達効果 (the card is still on the square)."""
HandEffect = Callable[[Work, int, int], None]
"""``(w, player, card)``: push the steps of the card's 手札効果 (its cost is paid, the card is out of the hand)."""

ARRIVAL: dict[str, ArrivalEffect] = {}
HAND: dict[str, HandEffect] = {}


def arrival(code: str) -> Callable[[ArrivalEffect], ArrivalEffect]:
    def register(f: ArrivalEffect) -> ArrivalEffect:
        ARRIVAL[code] = f
        return f

    return register


def hand(code: str) -> Callable[[HandEffect], HandEffect]:
    def register(f: HandEffect) -> HandEffect:
        HAND[code] = f
        return f

    return register
