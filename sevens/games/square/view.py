"""What one seat may know (docs/rules/square.md R26), as JSON the page draws, and full states sampled from it.

A seat sees the whole board, both 神殿 in order, both IPs, hand and deck sizes, both deck lists (options of the
game), its own hand, the opponent's hand cards a search showed (R21), and the pending decision. Not: the
opponent's other hand cards, any deck's order (its own included), the opponent's 将 before the reveal (R5),
which cards a mulligan put back (only how many: ``notation``'s public sentence).

The view's shape (every key always present)::

    {"game": "square", "seat": 0, "options": {"deck0": [40 keys], "deck1": [...], "first": "coin",
                                             "first_turn_balance": false, "deploy_anywhere": false},
     "first": 0,                # the seat of the first turn
     "turn": 9,                 # Decision.turn: 0–3 set-up, then one per game turn
     "game_turn": 6,            # game turns begun (0 in the set-up); R3 ends the game after 60
     "turns_taken": [3, 3],     # game turns begun by each seat
     "current": 1,              # the seat deciding in the set-up, else the turn player
     "phase": "act",            # general | mulligan | deploy | act | refill | battle | discard | over
     "to_move": 1,              # the deciding seat, null once over
     "legal": ["move warrior@d2 d3", ..., "done"],    # only in the deciding seat's view, else []
     "ip": [4, 2], "actions": 1,            # IP (R7); pieces that acted this turn (R10, up to 3)
     "fought": ["d4"],                      # squares whose battle happened in this battle phase
     "pending": "",                         # the 陣 whose 補填 同名or1 is being chosen (phase refill)
     "revealed": true,                      # both 将 face up (R5)
     "generals": ["aera-general", null],    # each 将's kind; null if not chosen or not visible to this seat
     "general_chosen": [true, true],
     "board": [{"sq": "a1", "fort": null, "pieces": []}, ...],   # 49 squares, a1 b1 … g1 a2 … g7
     "hands": [{"count": 5, "cards": ["warrior", ...],            # own hand: every card (CARDS order)
                "shown": []},                                     # … of which a search showed these (R21)
               {"count": 4, "cards": ["passage"], "shown": ["passage"]}],   # other: only the shown cards
     "decks": [30, 31],                     # sizes only
     "temples": [["spearman"], []],         # each owner's 太陽の神殿, oldest first (R25)
     "missing": [["passage"], []],          # kinds a failed 補填 同名 search showed absent from each deck (R21)
     "draws": 12,                           # random events so far (undo never passes one)
     "steps": 2,                            # decisions taken so far in the turn in progress
     "winner": -1, "reason": "",            # -1 playing, 0/1 the winner, 2 a draw; "general" | "generals" |
                                            # "deckout" | "turns"
     "events": [{"turn": 9, "kind": "battle", "seat": 1, "sq": "d4", "origin": "d4", "totals": [3, 2],
                 "hits": [{"key": "warrior", "seat": 0, "damage": 2, "left": 2}, ...],   # a 陣 too
                 "lost": [{"key": "mercenary", "owner": 1}]}]}   # this turn's and the last turn's fights

A fort: ``{"key", "owner", "damage", "health", "left"}`` (``key`` "base" for a ■). A piece (a 兵 riding nothing
or a 騎, with its riders), in the order the pieces came onto the board (``arrival``: the 将 0 and 1, then one
more for each deployment or 招魂) — the order moves count ``KEY@SQ/N`` in; riders in the same order::

    {"key": "wolf", "owner": 1, "controller": 1, "damage": 1, "general": false, "arrival": 7,
     "riders": [{"key": "fang-rider", "owner": 1, "damage": 0, "general": false, "arrival": 6}],
     "combatant": true, "attack": 2, "health": 2, "left": 1, "move": 3,   # group numbers (R15); 攻力 before
     "inspired": 0,                                                        # 鼓舞, which is shown apart
     "abilities": {"shoot": [[1, 2]], "build": false, "heal": 0, "recall": 0, "charge": 1, "armour": 0},
     "acted": "",               # "" | "moved" | "ability" (R10)
     "fresh": false,            # deployed this turn: cannot act (R8)
     "charged": false}          # its move this turn ended entering an enemy square (§B1 突撃)
"""

from __future__ import annotations

import random
from typing import Any

from .battle import board
from .moves import legal
from .notation import text as move_text
from .state import (BASE_CID, DECK, MOVED, OVER, SETUP_TURNS, SQUARES, USED, Event, Fort, Options, State, Unit, name,
                    owner, parse_square)

ACTED = {0: "", MOVED: "moved", USED: "ability"}


def options_of(o: Options) -> dict[str, Any]:
    """The options as a record's ``setup`` and the view's ``options``."""
    return {"deck0": list(o.deck0), "deck1": list(o.deck1), "first": o.first,
            "first_turn_balance": o.first_turn_balance, "deploy_anywhere": o.deploy_anywhere}


def turns_taken(s: State) -> list[int]:
    n = max(0, s.turn - SETUP_TURNS + 1) if s.revealed else 0
    first = (n + 1) // 2
    return [first, n - first] if s.first == 0 else [n - first, first]


def view(s: State, seat: int) -> dict[str, Any]:
    b = board(s)
    prof = s.prof
    gens = s.generals

    def card(c: int) -> dict[str, Any]:
        return {"key": prof[c].key, "owner": owner(c), "damage": b.unit[c].dmg, "general": c in gens,
                "arrival": b.unit[c].arrival}

    squares = []
    for q in range(SQUARES):
        f = b.fort[q]
        fort = None if f is None else {"key": prof[f.cid].key, "owner": f.owner, "damage": f.dmg,
                                        "health": prof[f.cid].hp, "left": prof[f.cid].hp - f.dmg}
        pieces = []
        for c in b.at[q]:
            st = b.stats(c)
            u = b.unit[c]
            piece = card(c)
            piece.update(controller=u.ctrl, riders=[card(r) for r in b.riders.get(c, ())], combatant=st.combatant,
                         attack=st.atk, health=st.hp, left=st.left, move=st.mv,
                         inspired=b.inspired(c) if st.combatant else 0,
                         abilities={"shoot": [list(x) for x in st.shoots], "build": st.build, "heal": st.heal,
                                    "recall": st.recall, "charge": st.charge, "armour": st.armour},
                         acted=ACTED[u.acted], fresh=any(b.unit[x].since == s.turn for x in st.cards),
                         charged=st.charged)
            pieces.append(piece)
        squares.append({"sq": name(q), "fort": fort, "pieces": pieces})
    hands = []
    for p in (0, 1):
        h = s.hands[p]
        cards = h if p == seat else [c for c in h if c in s.shown]
        hands.append({"count": len(h), "cards": [prof[c].key for c in cards],
                      "shown": [prof[c].key for c in h if c in s.shown]})
    generals: list[str | None] = [None, None]
    for p in (0, 1):
        if gens[p] >= 0 and (p == seat or s.revealed):
            generals[p] = prof[gens[p]].key
    deciding = None if s.over else s.seat
    return {
        "game": "square", "seat": seat, "options": options_of(s.opts), "first": s.first, "turn": s.turn,
        "game_turn": sum(turns_taken(s)), "turns_taken": turns_taken(s), "current": s.seat,
        "phase": OVER if s.over else s.phase, "to_move": deciding,
        "legal": [move_text(m, len(s.hands[seat])) for m in legal(s)] if deciding == seat else [],
        "ip": list(s.ip), "actions": s.actions, "fought": [name(q) for q in s.fought], "pending": s.pending,
        "revealed": s.revealed, "generals": generals, "general_chosen": [g >= 0 for g in gens],
        "board": squares, "hands": hands, "decks": [len(d) for d in s.decks],
        "temples": [[prof[c].key for c in t] for t in s.temples],
        "missing": [[k for p, k in s.missing if p == seat_] for seat_ in (0, 1)], "draws": s.draws,
        "steps": s.steps, "winner": s.winner, "reason": s.reason, "events": [_event(e) for e in s.events],
    }


def _event(e: Event) -> dict[str, Any]:
    return {"turn": e.turn, "kind": e.kind, "seat": e.seat, "sq": name(e.sq), "origin": name(e.origin),
            "totals": list(e.totals),
            "hits": [{"key": k, "seat": p, "damage": d, "left": left} for k, p, d, left in e.hits],
            "lost": [{"key": k, "owner": p} for k, p in e.lost]}


def _sq(text: str) -> int:
    q = parse_square(text)
    assert q is not None
    return q


class _Pool:
    """A seat's cids not yet placed, by kind, lowest first (copies of a kind are alike)."""

    def __init__(self, seat: int, deck: tuple[str, ...]) -> None:
        self.by_key: dict[str, list[int]] = {}
        for i, k in enumerate(deck):
            self.by_key.setdefault(k, []).append(seat * DECK + i)

    def take(self, key: str) -> int:
        left = self.by_key.get(key)
        if not left:
            raise ValueError(f"the view shows more {key!r} cards than the deck holds")
        return left.pop(0)

    def rest(self) -> list[int]:
        return sorted(c for cs in self.by_key.values() for c in cs)


def determinize(v: dict[str, Any], rng: random.Random) -> State:
    """A full state showing ``v`` again to its seat: every card the view names gets a cid of its kind, and
    every piece its ``arrival`` (so pieces are named and ordered as in the real state whatever cids they get);
    the opponent's unseen hand cards and its 将 before the reveal are drawn at random from what is left of its
    deck list, every card of a kind a failed search showed absent from the deck going to the hand (R21), and
    both decks are shuffled (R26); a new seed."""
    seat = v["seat"]
    o = v["options"]
    opts = Options(tuple(o["deck0"]), tuple(o["deck1"]), o["first"], o["first_turn_balance"], o["deploy_anywhere"])
    pools = [_Pool(0, opts.deck0), _Pool(1, opts.deck1)]
    generals = [-1, -1]
    units: list[Unit] = []
    forts: list[Fort] = []
    turn = v["turn"]
    acted = {name: code for code, name in ACTED.items()}
    for sq_view in v["board"]:
        q = _sq(sq_view["sq"])
        f = sq_view["fort"]
        if f is not None:
            cid = BASE_CID + f["owner"] if f["key"] == "base" else pools[f["owner"]].take(f["key"])
            forts.append(Fort(cid, f["owner"], q, f["damage"]))
        for piece in sq_view["pieces"]:
            c = pools[piece["owner"]].take(piece["key"])
            units.append(Unit(c, piece["controller"], q, piece["damage"], -1, turn if piece["fresh"] else -1,
                              acted[piece["acted"]], piece["charged"], piece["arrival"]))
            if piece["general"]:
                generals[piece["owner"]] = c
            for r in piece["riders"]:
                x = pools[r["owner"]].take(r["key"])
                units.append(Unit(x, piece["controller"], q, r["damage"], c, arrival=r["arrival"]))
                if r["general"]:
                    generals[r["owner"]] = x
    temples = (tuple(pools[0].take(k) for k in v["temples"][0]), tuple(pools[1].take(k) for k in v["temples"][1]))
    hands: list[list[int]] = [[], []]
    shown: list[int] = []
    hands[seat] = [pools[seat].take(k) for k in v["hands"][seat]["cards"]]
    for k in v["hands"][seat]["shown"]:
        shown.append(next(c for c in hands[seat] if opts.prof[c].key == k and c not in shown))
    other = 1 - seat
    for k in v["hands"][other]["cards"]:
        c = pools[other].take(k)
        hands[other].append(c)
        shown.append(c)
    for p in (0, 1):
        key = v["generals"][p]
        if v["general_chosen"][p] and generals[p] < 0:
            if v["revealed"]:  # fallen: in its owner's 神殿 (R1)
                generals[p] = next(c for c in temples[p] if opts.prof[c].key == key)
            elif key is not None:
                generals[p] = pools[p].take(key)
            else:
                prestige = [c for c in pools[p].rest() if opts.prof[c].prestige]
                generals[p] = prestige[rng.randrange(len(prestige))]
                pools[p].by_key[opts.prof[generals[p]].key].remove(generals[p])
    decks: list[list[int]] = []
    missing = tuple(sorted((p, k) for p in (0, 1) for k in v["missing"][p]))
    for p in (0, 1):
        rest = pools[p].rest()
        rng.shuffle(rest)
        need = v["hands"][p]["count"] - len(hands[p])
        # a failed search (R21): no card of that kind is in the deck, so every unseen one is in the hand
        absent = {k for q, k in missing if q == p}
        forced = [c for c in rest if opts.prof[c].key in absent]
        if len(forced) > need:
            raise ValueError(f"seat {p}: {len(forced)} cards the deck cannot hold for a hand of {need} unseen")
        free = [c for c in rest if opts.prof[c].key not in absent]
        hands[p].extend(forced + free[:need - len(forced)])
        deck = free[need - len(forced):]
        if len(deck) != v["decks"][p]:
            raise ValueError(f"seat {p}: {len(deck)} cards left for a deck of {v['decks'][p]}")
        decks.append(deck)
    events = tuple(Event(e["turn"], e["kind"], e["seat"], _sq(e["sq"]), _sq(e["origin"]), tuple(e["totals"]),
                         tuple((h["key"], h["seat"], h["damage"], h["left"]) for h in e["hits"]),
                         tuple((x["key"], x["owner"]) for x in e["lost"])) for e in v["events"])
    phase = v["phase"]
    return State(seed=rng.getrandbits(62), opts=opts, first=v["first"], turn=turn, phase=phase,
                 units=tuple(sorted(units)), forts=tuple(sorted(forts, key=lambda f: f.sq)),
                 hands=(tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
                 decks=(tuple(decks[0]), tuple(decks[1])), temples=temples, ip=(v["ip"][0], v["ip"][1]),
                 generals=(generals[0], generals[1]), revealed=v["revealed"], shown=tuple(shown),
                 actions=v["actions"], fought=tuple(_sq(x) for x in v["fought"]), pending=v["pending"],
                 missing=missing, draws=v["draws"], steps=v["steps"], winner=v["winner"], reason=v["reason"],
                 events=events)

