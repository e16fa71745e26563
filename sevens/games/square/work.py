"""A state being changed (the one mutable value of the engine): the card movements every rule uses.

``Work(s)`` copies what a move may change into lists and dicts, the rules change them, ``freeze`` makes the new
``State``. Cards move between the hand, the deck (top last), the board and the owner's 太陽の神殿 (R25); every
random event (a draw, a shuffle) counts in ``draws``, which seeds the next shuffle (``sevens.core.rng.derive``)
and tells undo where it may not go back (``Revealing``).
"""

from __future__ import annotations

import bisect

from sevens.core.rng import derive

from .state import BASE_CID, DRAW, NO_WINNER, Event, Fort, State, Unit, keep_board, owner


class Work:
    __slots__ = ("s", "units", "forts", "hands", "decks", "temples", "ip", "shown", "generals", "turn", "phase",
                 "actions", "fought", "pending", "missing", "draws", "winner", "reason", "events", "revealed")

    def __init__(self, s: State) -> None:
        self.s = s
        self.units: dict[int, Unit] = {u.cid: u for u in s.units}
        self.forts: dict[int, Fort] = {f.sq: f for f in s.forts}
        self.hands = [list(s.hands[0]), list(s.hands[1])]
        self.decks = [list(s.decks[0]), list(s.decks[1])]
        self.temples = [list(s.temples[0]), list(s.temples[1])]
        self.ip = list(s.ip)
        self.shown = list(s.shown)
        self.generals = list(s.generals)
        self.turn = s.turn
        self.phase = s.phase
        self.actions = s.actions
        self.fought = list(s.fought)
        self.pending = s.pending
        self.missing = s.missing
        self.draws = s.draws
        self.winner = s.winner
        self.reason = s.reason
        self.events = list(s.events)
        self.revealed = s.revealed

    def freeze(self, text: str | None) -> State:
        """The new state; ``text`` (the move's notation) is added to the log, None for an automatic step."""
        s = self.s
        n = object.__new__(State)
        n.__dict__.update(
            seed=s.seed, opts=s.opts, first=s.first, turn=self.turn, phase=self.phase,
            units=tuple(self.units[c] for c in sorted(self.units)),
            forts=tuple(self.forts[q] for q in sorted(self.forts)),
            hands=(tuple(self.hands[0]), tuple(self.hands[1])), decks=(tuple(self.decks[0]), tuple(self.decks[1])),
            temples=(tuple(self.temples[0]), tuple(self.temples[1])), ip=(self.ip[0], self.ip[1]),
            generals=(self.generals[0], self.generals[1]), revealed=self.revealed,
            shown=tuple(c for c in self.shown if c in self.hands[owner(c)]), actions=self.actions,
            fought=tuple(self.fought), pending=self.pending, missing=self.missing, draws=self.draws, winner=self.winner,
            reason=self.reason, events=tuple(self.events), log=s.log if text is None else s.log + (text,),
            steps=0 if self.turn != s.turn else s.steps if text is None else s.steps + 1, cache={})
        keep_board(s, n)
        return n

    @property
    def over(self) -> bool:
        return self.winner != NO_WINNER

    # --- cards moving -------------------------------------------------------------------------------------

    def shuffle(self, seat: int) -> None:
        """Shuffle ``seat``'s deck from the seed (R5 and R21: shuffles are our decision)."""
        derive(self.s.seed, "shuffle", seat, self.draws).shuffle(self.decks[seat])
        self.draws += 1

    def draw(self, seat: int, n: int = 1) -> int:
        """Draw up to ``n`` cards from the top of ``seat``'s deck; the number drawn."""
        deck = self.decks[seat]
        k = min(n, len(deck))
        for _ in range(k):
            bisect.insort(self.hands[seat], deck.pop())
        if k:
            self.draws += 1
        return k

    def from_hand(self, seat: int, key: str) -> int:
        """Take a card of kind ``key`` out of ``seat``'s hand: a copy a search showed first (R21; what the
        opponent knows shrinks with it), else the lowest cid."""
        hand = self.hands[seat]
        prof = self.s.opts.prof
        cands = [c for c in hand if prof[c].key == key]
        shown = [c for c in cands if c in self.shown]
        c = (shown or cands)[0]
        hand.remove(c)
        if c in self.shown:
            self.shown.remove(c)
        return c

    def to_temple(self, cid: int) -> None:
        """R25: a card always goes to its owner's 神殿."""
        self.temples[owner(cid)].append(cid)

    def riders(self, m: int) -> list[int]:
        """The riders of 騎 ``m`` in the order they came onto the board (as ``Board.riders``)."""
        return [u.cid for u in sorted(self.units.values(), key=lambda u: (u.arrival, u.cid)) if u.mount == m]

    def arrival(self) -> int:
        """The ``Unit.arrival`` of a card coming onto the board now: one more than the largest there (public)."""
        return 1 + max((u.arrival for u in self.units.values()), default=-1)

    def remove_piece(self, c: int) -> list[int]:
        """Send piece ``c`` (a 兵, or a 騎 with its riders: all together, R15) to the 神殿; the cards sent."""
        cards = [c] + self.riders(c)
        for x in cards:
            del self.units[x]
            self.to_temple(x)
        return cards

    def hurt(self, c: int, amount: int) -> None:
        """Damage on a piece: on the 兵, or on a group's 騎 (R15)."""
        if amount:
            u = self.units[c]
            self.units[c] = u._replace(dmg=u.dmg + amount)

    def hurt_fort(self, sq: int, amount: int, hp: int) -> bool:
        """Damage on the 陣 or ■ on ``sq``; at 0 体力 a 陣 goes to its owner's 神殿, a ■ is removed (R9). True if
        it fell."""
        f = self.forts[sq]
        f = self.forts[sq] = f._replace(dmg=f.dmg + amount)
        if f.dmg < hp:
            return False
        del self.forts[sq]
        if f.cid < BASE_CID:
            self.to_temple(f.cid)
        return True

    def heal(self, c: int, amount: int) -> int:
        """Remove up to ``amount`` damage from piece ``c``: its 騎 first, then the riders by arrival (§B1 回復)."""
        left = amount
        for x in [c] + self.riders(c):
            u = self.units[x]
            take = min(u.dmg, left)
            if take:
                self.units[x] = u._replace(dmg=u.dmg - take)
                left -= take
        return amount - left

    def check_generals(self) -> None:
        """R1: a 将 in the 神殿 loses the game for its seat; both at once, a draw."""
        if not self.revealed:
            return
        fallen = [p for p in (0, 1) if self.generals[p] not in self.units]
        if len(fallen) == 2:
            self.winner, self.reason = DRAW, "generals"
        elif fallen:
            self.winner, self.reason = 1 - fallen[0], "general"

    def event(self, e: Event) -> None:
        self.events.append(e)
