"""Fixed positions of 7 SHADES OF S:EVEN for the rule tests, and small readers of a state.

``position`` builds a state from kind codes: boards by square name (``"d2": ["dash", "+thunder"]`` — bottom
first, ``+`` for a face-up card), hands, locks, the deck's top cards, the discard pile; the rest of the 126
cards fill the squares not given (one face-down card each, unless ``fill=False``) and the deck below the
cards given, so every card is somewhere. The state starts at the chosen phase of ``current``'s turn.
"""

from __future__ import annotations

from typing import Any

from sevens.games.shades import rules
from sevens.games.shades.cards import (CARDS, CODES, COLOURLESS_CARDS, COLOURS, ETERNAL_CARDS, FIRST_CARDS, KIND,
                                       KINDS, NORMAL_CARDS, colour)
from sevens.games.shades.flow import boundary
from sevens.games.shades.game import GAME
from sevens.games.shades.state import SQUARES, UP, Flags, Move, Options, State, name, parse_square
from sevens.games.shades.work import Work

PHASES = {  # the rest of a turn from the start of a phase, as ``flow.start_turn`` lays it out
    "lock": (("end_turn",), boundary(), ("move_phase",), boundary(), ("hand_phase",), boundary(), ("lock_phase",)),
    "hand": (("end_turn",), boundary(), ("move_phase",), boundary(), ("hand_phase",)),
    "move": (("end_turn",), boundary(), ("move_phase",)),
}


class Pool:
    def __init__(self, cards: list[int]) -> None:
        self.free = sorted(cards)

    def take(self, code: str) -> int:
        k = CODES[code]
        for c in self.free:
            if KIND[c] == k:
                self.free.remove(c)
                return c
        raise ValueError(f"no {code!r} card left")


def sq(text: str) -> int:
    q = parse_square(text)
    assert q is not None, text
    return q


def position(players: int = 2, *, hands: dict[int, list[str]] | None = None,
             board: dict[str, list[str]] | None = None, pieces: dict[int, str] | None = None,
             deck: list[str] | None = None, discard: list[str] | None = None,
             locks: dict[int, list[str]] | None = None, eternals_left: list[str] | None = None,
             current: int = 0, phase: str = "hand", fill: bool = True, flags: Flags | None = None,
             seed: int = 7, **options: Any) -> State:
    opts = GAME.options(players=players, **options)
    n = opts.players
    everyone = (1 << n) - 1
    normal = [c for c in NORMAL_CARDS if opts.colourless or c not in COLOURLESS_CARDS]
    pool = Pool(normal + list(FIRST_CARDS) + list(ETERNAL_CARDS))
    known = [0] * CARDS
    lock_rows = [[[] for _ in range(COLOURS)] for _ in range(n)]
    given_locks = locks if locks is not None else (
        {p: [KINDS[KIND[FIRST_CARDS[p]]].code] for p in range(n)} if opts.first_cards else {})
    for p, codes in given_locks.items():
        for code in codes:
            c = pool.take(code)
            col = colour(c) if colour(c) < COLOURS else next(i for i in range(COLOURS) if not lock_rows[p][i])
            lock_rows[p][col].append(c)
            known[c] = everyone
    cubes = []
    for p in range(n):
        firsts = [c for slot in lock_rows[p] for c in slot if c in FIRST_CARDS]
        cubes.append(colour(firsts[0]) if firsts else p)
    hand_rows = []
    for p in range(n):
        row = []
        for code in (hands or {}).get(p, []):
            c = pool.take(code)
            known[c] = 1 << p
            row.append(c)
        hand_rows.append(tuple(sorted(row)))
    piles: list[list[int]] = [[] for _ in range(SQUARES)]
    for where, entries in (board or {}).items():
        for e in entries:
            up = e.startswith("+")
            c = pool.take(e.lstrip("+"))
            piles[sq(where)].append(c | UP if up else c)
            if up:
                known[c] = everyone
    disc = []
    for code in discard or []:
        c = pool.take(code)
        known[c] = everyone
        disc.append(c)
    top = [pool.take(code) for code in (deck or [])]
    left_eternals = [pool.take(code) for code in eternals_left] if eternals_left is not None else \
        [c for c in pool.free if c in ETERNAL_CARDS]
    for c in left_eternals:
        if c in pool.free:
            pool.free.remove(c)
    rest = [c for c in pool.free if c in normal]
    if fill:
        for q in range(SQUARES):
            if not piles[q] and (board is None or name(q) not in board):
                piles[q].append(rest.pop(0))
    deck_cards = tuple(rest) + tuple(reversed(top))  # top last: the first given is the top
    gates = opts.gates
    piece_at = tuple(sq(pieces[p]) if pieces and p in pieces else gates[p] for p in range(n))
    s = State(seed=seed, opts=opts, first=0, board=tuple(tuple(p) for p in piles), pieces=piece_at,
              came_from=(-1,) * n, cubes=tuple(cubes), hands=tuple(hand_rows),
              locks=tuple(tuple(tuple(x) for x in p) for p in lock_rows), curse=(-1,) * n, deck=deck_cards,
              discard=tuple(disc), eternals=tuple(left_eternals), limbo=(), known=tuple(known), turn=0,
              current=current, tasks=PHASES[phase], arrivals=(), flags=flags or Flags())
    w = Work(s)
    rules.settle(w)
    return w.freeze()


def play(s: State, *texts: str) -> State:
    """Apply moves given as texts (each must be legal)."""
    for t in texts:
        s = GAME.apply(s, GAME.parse_move(s, t))
    return s


def past_boundaries(s: State) -> State:
    """``s`` after every phase-boundary window that asks it is declined (decision 33: 強欲なパレット between
    phases; offered to whoever might hold it, so a seat holding cards is asked even without one)."""
    while s.ask is not None and s.ask.prompt == "react.boundary":
        s = play(s, "decline")
    return s


def legal(s: State) -> list[str]:
    return [GAME.format_move(s, m) for m in GAME.legal_moves(s)]


def hand(s: State, p: int) -> list[str]:
    return sorted(KINDS[KIND[c]].code for c in s.hands[p])


def pile(s: State, where: str) -> list[str]:
    """A pile bottom first, ``+`` marking face-up cards."""
    return [("+" if e >= UP else "") + KINDS[KIND[e % UP]].code for e in s.board[sq(where)]]


def at(s: State, p: int) -> str:
    return name(s.pieces[p])


def count_cards(s: State) -> int:
    """Every card of the game, wherever it is (the conservation invariant)."""
    board = sum(len(p) for p in s.board)
    hands = sum(len(h) for h in s.hands)
    locks = sum(len(slot) for p in s.locks for slot in p)
    curse = sum(1 for q in s.curse if q >= 0)
    return board + hands + locks + curse + len(s.deck) + len(s.discard) + len(s.eternals) + len(s.limbo)


__all__ = ["position", "play", "legal", "hand", "pile", "at", "sq", "count_cards", "Move", "Flags", "GAME"]
