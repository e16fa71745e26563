"""The working copy of a state that one ``apply`` changes, and the primitive acts every rule is made of.

``thaw`` copies a ``State`` into lists, the rules change the copy, ``freeze`` makes a new ``State``: the input
is never changed. The primitives keep two books every rule relies on: ``known`` (which seats know where a
card lies, decision 29) and ``reveals`` (undo never passes a card drawn, opened or taken at random).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from sevens.core.rng import derive

from . import cards
from .cards import COLOURS, KIND, KINDS, RAINBOW, matches, untargetable
from .state import GATES, NEXT, UP, Ask, Flags, Options, State

Task = tuple[Any, ...]


class Work:
    """A mutable copy of a ``State`` (same field names, lists for tuples)."""

    def __init__(self, s: State) -> None:
        self.seed = s.seed
        self.opts: Options = s.opts
        self.first = s.first
        self.board: list[list[int]] = list(map(list, s.board))
        self.pieces = list(s.pieces)
        self.came_from = list(s.came_from)
        self.cubes = s.cubes
        self.hands: list[list[int]] = list(map(list, s.hands))
        self.locks: list[list[list[int]]] = [list(map(list, p)) for p in s.locks]
        self.curse = list(s.curse)
        self.deck = list(s.deck)
        self.discard = list(s.discard)
        self.eternals = list(s.eternals)
        self.limbo = list(s.limbo)
        self.known = list(s.known)
        self.turn = s.turn
        self.current = s.current
        self.tasks: list[Task] = list(s.tasks)
        self.arrivals = list(s.arrivals)
        self.flags = s.flags
        self.reveals = s.reveals
        self.draws = s.draws
        self.winner = s.winner
        self.drawn = s.drawn
        self.log = s.log
        self.ask = s.ask
        self.arrival_opened = False
        """Whether the arrival effect being started came from opening its card (set by ``flow._flush`` just
        before it calls the effect; 誰かの好きな花 draws only then, §B G16). Not part of the state."""

    def freeze(self) -> State:
        return State(
            self.seed, self.opts, self.first, tuple(map(tuple, self.board)), tuple(self.pieces),
            tuple(self.came_from), self.cubes, tuple(tuple(sorted(h)) for h in self.hands),
            tuple(tuple(map(tuple, p)) for p in self.locks), tuple(self.curse), tuple(self.deck),
            tuple(self.discard), tuple(self.eternals), tuple(self.limbo), tuple(self.known), self.turn,
            self.current, tuple(self.tasks), tuple(self.arrivals), self.flags, self.reveals, self.draws,
            self.winner, self.drawn, self.log, self.ask)

    # --- who and where -------------------------------------------------------------------------------

    @property
    def n(self) -> int:
        return self.opts.players

    @property
    def everyone(self) -> int:
        return (1 << self.opts.players) - 1

    @property
    def over(self) -> bool:
        return self.winner >= 0 or self.drawn

    def order(self, start: int) -> list[int]:
        """処理順: ``start`` first, then clockwise (decision 36)."""
        return [(start + i) % self.n for i in range(self.n)]

    def gate(self, p: int) -> int:
        return self.opts.gates[p]

    def piece_at(self, sq: int) -> int:
        """The player whose piece stands on ``sq``, or -1."""
        for p, q in enumerate(self.pieces):
            if q == sq:
                return p
        return -1

    def top(self, sq: int) -> int:
        """The top entry of a pile (``card`` or ``card | UP``), -1 if the square has no card."""
        pile = self.board[sq]
        return pile[-1] if pile else -1

    def top_up(self, sq: int) -> bool:
        pile = self.board[sq]
        return bool(pile) and pile[-1] >= UP

    def top_down(self, sq: int) -> bool:
        pile = self.board[sq]
        return bool(pile) and pile[-1] < UP

    def set_flags(self, **changes: Any) -> None:
        self.flags = replace(self.flags, **changes)

    def rng(self, purpose: str) -> random.Random:
        """The generator of the next random event (seeded from the state; README.md, "Chance")."""
        self.draws += 1
        return derive(self.seed, purpose, self.draws)

    # --- locks -----------------------------------------------------------------------------------------

    def lock_count(self, p: int) -> int:
        """Locked cards (decision 26): first and eternal cards count, a fragment pair 2, the placed curse 0."""
        return sum(len(slot) for slot in self.locks[p])

    def most_locked(self) -> list[int]:
        best = max(self.lock_count(p) for p in range(self.n))
        return [p for p in self.order(self.current) if self.lock_count(p) == best]

    def fewest_locked(self) -> list[int]:
        least = min(self.lock_count(p) for p in range(self.n))
        return [p for p in self.order(self.current) if self.lock_count(p) == least]

    def slot_open(self, p: int, col: int) -> bool:
        """Whether a lock may go into ``p``'s slot ``col``: empty, or holding the curse and fewer than 2
        locks (§B G14 rule (2))."""
        held = len(self.locks[p][col])
        return held == 0 or (self.curse[p] == col and held < 2)

    def colours_locked(self, p: int) -> int:
        """Slots that count for victory (decision 31): a locked card there and no curse."""
        return sum(1 for col in range(COLOURS) if self.locks[p][col] and self.curse[p] != col)

    def is_last_lock(self, p: int, col: int, count: int = 1) -> bool:
        """Locking ``count`` cards into ``col`` would complete decision 31 (decision 32): the slot does not
        count yet and will once they are in — an empty slot without the curse, or a cursed slot reaching
        its second lock, which exiles the curse (§B G14 (3), decision 40)."""
        if self.colours_locked(p) != COLOURS - 1:
            return False
        held = len(self.locks[p][col])
        if self.curse[p] == col:
            return held + count >= 2
        return held == 0

    def check_victory(self, p: int) -> None:
        """Decision 31: the instant a player has all 7 colours locked, the game ends."""
        if self.winner < 0 and self.colours_locked(p) == COLOURS:
            self.winner = p
            self.tasks.clear()
            self.arrivals.clear()

    def lock(self, p: int, col: int, card_list: list[int]) -> None:
        """Lock ``card_list`` (from wherever they are, already removed) into ``p``'s slot ``col``; a second
        lock into a cursed slot exiles the curse (§B G14 rule (3)) — its owner places it, a choice queued by
        the caller through ``curse_exiled``."""
        self.locks[p][col].extend(card_list)
        for c in card_list:
            self.known[c] = self.everyone
        self.check_victory(p)

    # --- cards moving ----------------------------------------------------------------------------------

    def refill(self) -> None:
        """An empty deck becomes the discard pile turned over, unshuffled (decision 22): the pile lies face
        up with its newest card on top, so once turned face down its oldest card is on top (the deck's top
        is its last item). Its order is fixed by the pile, yet no seat is taken to know it (README.md): the
        deck's cards become unknown, so a card drawn from it is known to its drawer only."""
        if not self.deck and self.discard:
            self.deck = self.discard[::-1]
            self.discard.clear()
            for c in self.deck:
                self.known[c] = 0

    def pop_deck(self) -> int:
        """The top card of the deck (refilled first if empty), or -1 when deck and discard are both empty."""
        self.refill()
        if not self.deck:
            return -1
        c = self.deck.pop()
        if not self.deck:
            self.refill()
        return c

    def draw(self, p: int) -> int:
        """ドロー: the top card into ``p``'s hand (decision 22); -1 if there is none."""
        c = self.pop_deck()
        if c >= 0:
            self.hands[p].append(c)
            self.known[c] |= 1 << p
            self.reveals += 1
        return c

    def to_discard(self, c: int) -> None:
        """Face up on the shared discard pile (public, decision 23)."""
        self.discard.append(c)
        self.known[c] = self.everyone

    def discard_from_hand(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        self.to_discard(c)

    def take_random(self, victim: int, taker: int, count: int = 1) -> list[int]:
        """無作為: ``count`` cards of ``victim``'s hand at random into ``taker``'s (decision 29). The others
        lose track of the victim's hand (only the two players see which card moved)."""
        hand = self.hands[victim]
        count = min(count, len(hand))
        if count <= 0:
            return []
        chosen = self.rng("take").sample(sorted(hand), count)
        self.reveals += 1
        witnesses = (1 << victim) | (1 << taker)
        for c in hand:
            self.known[c] &= witnesses
        for c in chosen:
            hand.remove(c)
            self.hands[taker].append(c)
            self.known[c] = witnesses
        return chosen

    def place_down(self, c: int, sq: int, knowers: int) -> None:
        """A card put face down on top of a pile; ``knowers`` are the seats that know which card it is."""
        self.board[sq].append(c)
        self.known[c] = knowers

    def place_from_deck(self, sq: int) -> bool:
        """The deck's top card face down on ``sq`` (decisions 13, 22): nobody learns it unless the deck's
        order was public. False when there is no card to place."""
        c = self.pop_deck()
        if c < 0:
            return False
        self.board[sq].append(c)
        return True

    def take_top(self, sq: int, p: int) -> int:
        """The top card of ``sq`` into ``p``'s hand (1番上の原則, decision 24); the pile's next card may
        become an arrival (decision 18)."""
        e = self.board[sq].pop()
        c = e % UP
        self.hands[p].append(c)
        self.known[c] = self.everyone if e >= UP else self.known[c] | (1 << p)
        if e < UP:
            self.reveals += 1
        self.exposed(sq)
        return c

    def take_all(self, sq: int, p: int) -> list[int]:
        taken = []
        while self.board[sq]:
            e = self.board[sq].pop()
            c = e % UP
            taken.append(c)
            self.hands[p].append(c)
            if e < UP:
                self.reveals += 1
            self.known[c] = self.everyone if e >= UP else self.known[c] | (1 << p)
        return taken

    def discard_top(self, sq: int) -> int:
        e = self.board[sq].pop()
        c = e % UP
        if e < UP:
            self.reveals += 1
        self.to_discard(c)
        self.exposed(sq)
        return c

    def discard_all(self, sq: int) -> None:
        while self.board[sq]:
            e = self.board[sq].pop()
            if e < UP:
                self.reveals += 1
            self.to_discard(e % UP)

    def open(self, sq: int) -> bool:
        """オープン: the face-down top card of ``sq`` turned face up; a piece standing there arrives
        (decision 18). False if there was nothing to open."""
        if not self.top_down(sq):
            return False
        self.board[sq][-1] |= UP
        self.known[self.board[sq][-1] % UP] = self.everyone
        self.reveals += 1
        self.exposed(sq, True)
        return True

    def exposed(self, sq: int, opened: bool = False) -> None:
        """The top of ``sq`` changed: if a piece stands there on a face-up card, it arrives (decision 18),
        queued until the effect in progress is over (decision 19). ``opened``: the card was just opened (it
        lay face down before this arrival; 誰かの好きな花 draws only then, §B G16)."""
        p = self.piece_at(sq)
        if p >= 0 and self.top_up(sq):
            self.arrivals.append((p, sq, KIND[self.board[sq][-1] % UP], int(opened)))

    # --- pieces ---------------------------------------------------------------------------------------

    def move_piece(self, p: int, sq: int) -> bool:
        """移動 / 強制移動 to ``sq`` (decisions 16, 17): never onto another piece; the top card opens if face
        down, and a face-up top card is an arrival. False if the piece could not go."""
        if self.pieces[p] == sq:
            return False
        if self.piece_at(sq) >= 0:
            return False
        self.came_from[p] = self.pieces[p]
        self.pieces[p] = sq
        if self.top_down(sq):
            self.open(sq)
        else:
            self.exposed(sq)
        return True

    def home(self, p: int) -> None:
        """強制移動 to one's own gate (contact, 神鳴): nothing happens if already there or it is taken."""
        self.move_piece(p, self.gate(p))

    # --- hands -----------------------------------------------------------------------------------------

    def holds(self, p: int, kind_index: int) -> list[int]:
        """``p``'s hand cards of a kind, lowest number first."""
        return sorted(c for c in self.hands[p] if KIND[c] == kind_index)

    def payers(self, p: int, col: int, exclude: int = -1) -> list[int]:
        """Hand cards that can pay 追色 for colour ``col`` (decision 11): that colour or the rainbow."""
        return sorted(c for c in self.hands[p] if c != exclude and matches(c, col))

    def usable(self, p: int, c: int) -> bool:
        """A hand card's effect may be used (not sealed, decision 34)."""
        return c not in self.flags.sealed

    def targetable_locks(self, p: int) -> list[int]:
        """Locked cards an effect may take (decision 28: never first or eternal cards)."""
        return sorted(c for slot in self.locks[p] for c in slot if not untargetable(c))


def new_known(opts: Options) -> list[int]:
    return [0] * cards.CARDS


def gate_owner(w: Work, sq: int) -> int:
    """The active player whose gate ``sq`` is, or -1 (an empty seat's gate is an ordinary square)."""
    for p, g in enumerate(w.opts.gates):
        if g == sq:
            return p
    return -1


def colour_of(c: int) -> int:
    return KINDS[KIND[c]].colour


__all__ = ["Work", "Task", "GATES", "NEXT", "RAINBOW", "Flags", "gate_owner", "colour_of", "new_known"]
