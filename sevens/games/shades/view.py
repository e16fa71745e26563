"""What one seat may know (decision 29; README.md, "Hidden information"), and full states sampled from it.

A seat sees its own hand; every public thing — face-up cards, pile heights, pieces, locks and the placed
curse, hand sizes, the discard pile in order, the cards in use, the deck's size, the eternal cards left
(not their order), the turn's flags and the steps pending — and, of the cards lying hidden (other hands,
face-down cards, the deck), those whose place it knows (``known``: a card it put face down, a card it gave,
a card shown with 公開). Nothing else: not the deck's order,
not a face-down card, not another hand.
"""

from __future__ import annotations

import random
from typing import Any

from .cards import CARDS, CODES, COLOURLESS_CARDS, ETERNAL_CARDS, FIRST_CARDS, KIND, KINDS, NORMAL_CARDS
from .state import UP, Ask, Flags, Move, Options, State
from . import notation


def code(c: int) -> str:
    return KINDS[KIND[c]].code


def options_of(o: Options) -> dict[str, Any]:
    """The options as a record's ``setup`` and the view's ``options``."""
    return {"players": o.players, "adjacent": o.adjacent, "colourless": o.colourless,
            "first_cards": o.first_cards, "round_cap": o.round_cap, "celestia_min": o.celestia_min}


def view(s: State, seat: int) -> dict[str, Any]:
    bit = 1 << seat

    def seen(c: int) -> str | None:
        return code(c) if s.known[c] & bit else None

    board = [[[code(e % UP), True] if e >= UP else [seen(e), False] for e in pile] for pile in s.board]
    hands: list[Any] = []
    for p, h in enumerate(s.hands):
        if p == seat:
            hands.append({"count": len(h), "cards": sorted(code(c) for c in h)})
        else:
            hands.append({"count": len(h), "cards": sorted(code(c) for c in h if s.known[c] & bit)})
    ask = s.ask
    pending: dict[str, Any] | None = None
    if ask is not None:
        pending = {"seat": ask.seat, "kind": ask.kind, "prompt": ask.prompt, "left": ask.left}
        if ask.seat == seat:
            pending["moves"] = [notation.text(m) for m in ask.moves]
    return {
        "game": "shades", "seat": seat, "options": options_of(s.opts), "first": s.first,
        "turn": s.turn, "current": s.current, "cubes": list(s.cubes), "pieces": list(s.pieces),
        "came_from": list(s.came_from), "board": board, "hands": hands,
        "locks": [[[code(c) for c in slot] for slot in p] for p in s.locks], "curse": list(s.curse),
        "deck": [seen(c) if s.known[c] & bit else None for c in s.deck],
        "discard": [code(c) for c in s.discard], "eternals": sorted(code(c) for c in s.eternals),
        "limbo": [code(c) for c in s.limbo], "tasks": [list(t) for t in s.tasks],
        "arrivals": [list(a) for a in s.arrivals], "flags": flags_of(s, seat), "flag_holders": holders_of(s, seat),
        "reveals": s.reveals, "draws": s.draws, "winner": s.winner, "drawn": s.drawn, "ask": pending,
    }


def flagged(s: State, seat: int, cards: tuple[int, ...]) -> list[int]:
    """The cards of a flag (sealed, shown, ヴァーディアン's, フェニックス's paid) that ``seat`` may see flagged: those
    it knows the place of, in a hand or on the discard pile — the only places where the flags matter. A shown
    card taken at random by another player is hidden again (decision 29), its flag with it."""
    bit = 1 << seat
    out: list[int] = []
    for c in cards:  # a card may be flagged twice (drawn again after a refill): once is enough
        if c not in out and s.known[c] & bit and (c in s.discard or any(c in h for h in s.hands)):
            out.append(c)
    return out


def flags_of(s: State, seat: int) -> dict[str, Any]:
    f = s.flags
    return {"locked": f.locked, "lock_ban": f.lock_ban, "no_contact": f.no_contact, "no_move": f.no_move,
            "dimension": f.dimension, "extra": f.extra, "once": f.once,
            "sealed": [code(c) for c in flagged(s, seat, f.sealed)],
            "shown": [code(c) for c in flagged(s, seat, f.shown)],
            "verdant": [code(c) for c in flagged(s, seat, f.verdant)],
            "paid": [code(c) for c in flagged(s, seat, f.paid)], "stuck": f.stuck, "uses": f.uses}


def holders_of(s: State, seat: int) -> dict[str, list[int]]:
    """Where each flagged card ``seat`` sees (``flagged``) lies: the hand holding it, or -1 for the discard
    pile (README.md, "Hidden information"). ``determinize`` gives the flags back to cards in the same hands,
    so a seat's sealed copy stays sealed and its unsealed copy usable."""
    def where(c: int) -> int:
        return next((p for p, h in enumerate(s.hands) if c in h), -1)

    f = s.flags
    return {key: [where(c) for c in flagged(s, seat, cards)]
            for key, cards in (("sealed", f.sealed), ("shown", f.shown), ("verdant", f.verdant), ("paid", f.paid))}


class _Cards:
    """Card numbers by kind code, handed out one at a time (copies of a kind are interchangeable)."""

    def __init__(self, pool: list[int]) -> None:
        self.by_code: dict[str, list[int]] = {}
        for c in sorted(pool, reverse=True):
            self.by_code.setdefault(code(c), []).append(c)

    def take(self, name: str) -> int:
        left = self.by_code.get(name)
        if not left:
            raise ValueError(f"the view shows more {name!r} cards than the game has")
        return left.pop()

    def rest(self) -> list[int]:
        return sorted(c for cs in self.by_code.values() for c in cs)


def determinize(v: dict[str, Any], rng: random.Random) -> State:
    """A full state showing ``v`` again to its seat: every card the view names is given a number of its kind;
    the cards it does not show (other hands beyond what the seat knows, face-down cards and deck cards it
    does not know) are dealt at random from the rest; the eternal cards left keep no order; a new seed."""
    seat = v["seat"]
    o = v["options"]
    opts = Options(o["players"], o["adjacent"], o["colourless"], o["first_cards"], o["round_cap"],
                   o["celestia_min"])
    n = opts.players
    bit = 1 << seat
    everyone = (1 << n) - 1
    normal = [c for c in NORMAL_CARDS if opts.colourless or c not in COLOURLESS_CARDS]
    pool = _Cards(normal + list(FIRST_CARDS) + list(ETERNAL_CARDS))
    known = [0] * CARDS

    def public(name: str) -> int:
        c = pool.take(name)
        known[c] = everyone
        return c

    locks = tuple(tuple(tuple(public(x) for x in slot) for slot in p) for p in v["locks"])
    discard = tuple(public(x) for x in v["discard"])
    limbo = tuple(public(x) for x in v["limbo"])
    eternals = [public(x) for x in v["eternals"]]
    curse = tuple(v["curse"])
    if any(q >= 0 for q in curse):
        public("curse")
    # cards whose place the seat knows
    board_known: list[list[int | None]] = []
    for pile in v["board"]:
        row: list[int | None] = []
        for name, up in pile:
            if name is None:
                row.append(None)
            else:
                c = pool.take(name)
                known[c] = everyone if up else bit
                row.append(c | UP if up else c)
        board_known.append(row)
    hands_known: list[list[int]] = []
    for p, h in enumerate(v["hands"]):
        mine = []
        for name in h["cards"]:
            c = pool.take(name)
            known[c] = bit | (1 << p)
            mine.append(c)
        hands_known.append(mine)
    deck_known = [None if name is None else pool.take(name) for name in v["deck"]]
    for d in deck_known:
        if d is not None:
            known[d] = bit
    # the rest, dealt at random into the places the seat cannot see
    rest = [c for c in pool.rest() if KINDS[KIND[c]].category == "normal"]
    rng.shuffle(rest)
    board = []
    for row in board_known:
        pile = []
        for e in row:
            pile.append(rest.pop() if e is None else e)
        board.append(tuple(pile))
    hands = []
    for p, h in enumerate(v["hands"]):
        cards = hands_known[p]
        while len(cards) < h["count"]:
            c = rest.pop()
            known[c] = 1 << p
            cards.append(c)
        hands.append(tuple(sorted(cards)))
    deck = tuple(rest.pop() if c is None else c for c in deck_known)
    if rest:
        raise ValueError(f"{len(rest)} cards of the game have no place in the view")
    rng.shuffle(eternals)
    f = v["flags"]
    by_code = {code(c): c for c in range(CARDS)}

    holders = v["flag_holders"]

    def held(key: str) -> tuple[int, ...]:
        """The flag's cards (public) by code, given back to cards of those kinds in the same hands
        (``holders_of``), or outside every hand."""
        out: list[int] = []
        for name, p in zip(f[key], holders[key]):
            where = list(hands[p]) if p >= 0 else list(discard)
            cands = [c for c in where if code(c) == name and c not in out]
            out.append(cands[0] if cands else by_code[name])
        return tuple(out)

    flags = Flags(f["locked"], f["lock_ban"], f["no_contact"], f["no_move"], f["dimension"], f["extra"], f["once"],
                  held("sealed"), held("shown"), held("verdant"), held("paid"), f["stuck"], f["uses"])
    tasks = tuple(tuple(t) for t in v["tasks"])
    s = State(seed=rng.getrandbits(62), opts=opts, first=v["first"], board=tuple(board), pieces=tuple(v["pieces"]),
              came_from=tuple(v["came_from"]), cubes=tuple(v["cubes"]), hands=tuple(hands), locks=locks,
              curse=curse, deck=deck, discard=discard, eternals=tuple(eternals), limbo=limbo, known=tuple(known),
              turn=v["turn"], current=v["current"], tasks=tasks, arrivals=tuple(tuple(a) for a in v["arrivals"]),
              flags=flags, reveals=v["reveals"], draws=v["draws"], winner=v["winner"], drawn=v["drawn"])
    from .rules import settle
    from .work import Work
    w = Work(s)
    settle(w)
    return w.freeze()


__all__ = ["view", "determinize", "options_of", "CODES", "Ask", "Move"]
