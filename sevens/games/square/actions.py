"""What each move of a turn does (docs/rules/square.md R8, R10–R14, R16–R18, R21, §B1), on a ``Work``.

The move was checked legal first (``moves.legal``), so a handler only carries it out: deploy (R8), move
(R11, with §B1 突撃's flag), 射撃 (R13, R22), 工作 (R18) and its 補填 (R21), 回復 and 招魂 (§B1), riding (R14),
battles and sieges (R16, R17). A 将 falling ends the game at once (R1).
"""

from __future__ import annotations

import bisect

from .battle import Board, board, fight, shot_damage
from .moves import find
from .state import ACT, BATTLE, MAX_ACTIONS, MOVED, REFILL, USED, Event, Fort, Move, Unit, owner
from .work import Work


def _piece(b: Board, m: Move, target: bool = False) -> int:
    c = find(b, m.target if target else m.unit)
    assert c is not None, "a legal move names a piece on the board"
    return c


def _acted(w: Work, c: int, how: int) -> None:
    """R10: the piece has acted (a group's flag is its 騎's); 3 actions end the phase."""
    w.units[c] = w.units[c]._replace(acted=how)
    w.actions += 1
    if w.actions >= MAX_ACTIONS and w.phase == ACT:
        w.phase = BATTLE


def deploy(w: Work, m: Move) -> None:
    """R8: the card leaves the hand for the 出撃 square, its cost paid; it cannot act this turn (``since``)."""
    seat = w.s.seat
    c = w.from_hand(seat, m.key)
    w.ip[seat] -= w.s.prof[c].cost
    w.units[c] = Unit(c, seat, m.sq, since=w.turn, arrival=w.arrival())


def move(w: Work, m: Move) -> None:
    """R11: the piece (a group with its riders) goes to the destination; entering a square with an enemy
    combatant sets §B1 突撃's flag for this turn's battle."""
    b = board(w.s)
    c = _piece(b, m)
    for x in [c, *b.riders.get(c, ())]:
        w.units[x] = w.units[x]._replace(sq=m.sq)
    w.units[c] = w.units[c]._replace(charge=bool(b.combatants(m.sq, 1 - w.s.seat)))
    _acted(w, c, MOVED)


def shoot(w: Work, m: Move) -> None:
    """R13: the damage lands at once (less 装甲; at most 1 on the 将, R22); a destroyed combatant goes to the
    神殿 at once."""
    b = board(w.s)
    c, t = _piece(b, m), _piece(b, m, target=True)
    raw, taken = shot_damage(b, c, t)
    st = b.stats(t)
    w.hurt(t, taken)
    lost = w.remove_piece(t) if st.left - taken <= 0 else []
    seat = w.s.seat
    w.event(Event(w.turn, "shot", seat, st.sq, b.unit[c].sq, (raw, 0) if seat == 0 else (0, raw),
                  ((b.prof[t].key, st.ctrl, taken, max(0, st.left - taken)),),
                  tuple((b.prof[x].key, owner(x)) for x in lost)))
    _acted(w, c, USED)
    w.check_generals()


def search(w: Work, seat: int, key: str) -> None:
    """R21 補填 同名: a card of that name from the deck into the hand, shown to the opponent; the deck is then
    shuffled (a search that finds none shuffles too, and leaves the public note that the deck holds no card of
    that kind: ``State.missing``)."""
    deck = w.decks[seat]
    found = next((c for c in deck if w.s.prof[c].key == key), None)
    if found is not None:
        deck.remove(found)
        bisect.insort(w.hands[seat], found)
        w.shown.append(found)
    elif (seat, key) not in w.missing:
        w.missing = tuple(sorted((*w.missing, (seat, key))))
    w.shuffle(seat)


def build(w: Work, m: Move) -> None:
    """R18 工作: the 陣 from the hand onto the builder's square, its cost paid; the builder's player owns it.
    Its 補填 (R21): 1 draws the top card, 同名 searches, 同名or1 asks the owner (``refill``)."""
    b = board(w.s)
    c = _piece(b, m)
    seat = w.s.seat
    f = w.from_hand(seat, m.key)
    p = w.s.prof[f]
    w.ip[seat] -= p.cost
    sq = b.unit[c].sq
    w.forts[sq] = Fort(f, seat, sq)
    _acted(w, c, USED)
    if p.refill == "top":
        w.draw(seat)
    elif p.refill == "same":
        search(w, seat, m.key)
    elif p.refill == "same_or_top":
        w.pending = m.key
        w.phase = REFILL


def refill(w: Work, m: Move) -> None:
    """R21 同名or1: the owner's choice — a card of the same name, the top card, or none (the seed's 「…手札に加える
    ことが出来る」: it may; README "Engine decisions" 11) —, then the action phase goes on (or ends after the third
    action)."""
    seat = w.s.seat
    if m.key == "same":
        search(w, seat, w.pending)
    elif m.key == "top":
        w.draw(seat)
    w.pending = ""
    w.phase = ACT if w.actions < MAX_ACTIONS else BATTLE


def heal(w: Work, m: Move) -> None:
    """§B1 回復N (activated): up to N damage off one of the controller's combatants at distance ≤ 1."""
    b = board(w.s)
    c, t = _piece(b, m), _piece(b, m, target=True)
    w.heal(t, b.stats(c).heal)
    _acted(w, c, USED)


def recall(w: Work, m: Move) -> None:
    """§B1 招魂N: the latest 兵 of that kind leaves the controller's 神殿 for this square, its cost paid; it
    counts as deployed this turn."""
    b = board(w.s)
    c = _piece(b, m)
    seat = w.s.seat
    temple = w.temples[seat]
    x = next(x for x in reversed(temple) if w.s.prof[x].key == m.key)
    temple.remove(x)
    w.ip[seat] -= w.s.prof[x].cost
    w.units[x] = Unit(x, seat, b.unit[c].sq, since=w.turn, arrival=w.arrival())
    _acted(w, c, USED)


def ride(w: Work, m: Move) -> None:
    """R14: the 兵 rides the 騎 (free, not an action); a 騎 ridden away from the opponent changes controller."""
    b = board(w.s)
    r, mount = _piece(b, m), _piece(b, m, target=True)
    seat = w.s.seat
    w.units[r] = w.units[r]._replace(mount=mount)
    w.units[mount] = w.units[mount]._replace(ctrl=seat)


def battle(w: Work, m: Move) -> None:
    """R16 (seed cases 1–3, 6), R17 (cases 4, 5): the damage of both sides at once, then every combatant at 0
    体力 or less goes to the 神殿 (a group with all its cards); a 陣 at 0 goes too (a ■ is removed, R9)."""
    s = w.s
    b = board(s)
    seat = s.seat
    siege = m.verb == "siege"
    clash = fight(b, m.sq, seat, m.fort or siege)
    hits: list[tuple[str, int, int, int]] = []
    lost: list[int] = []
    for c, dmg in clash.damage.items():
        st = b.stats(c)
        w.hurt(c, dmg)
        left = st.left - dmg
        if not siege or dmg:
            hits.append((b.prof[c].key, st.ctrl, dmg, max(0, left)))
    for c, dmg in clash.damage.items():
        if b.stats(c).left - dmg <= 0:
            lost.extend(w.remove_piece(c))
    gone: list[tuple[str, int]] = []
    if clash.fort_damage >= 0:
        f = b.fort[m.sq]
        assert f is not None
        hp = s.prof[f.cid].hp
        hits.append((s.prof[f.cid].key, f.owner, clash.fort_damage, max(0, hp - f.dmg - clash.fort_damage)))
        if w.hurt_fort(m.sq, clash.fort_damage, hp):
            gone.append((s.prof[f.cid].key, f.owner))
    w.fought.append(m.sq)
    w.event(Event(w.turn, "siege" if siege else "battle", seat, m.sq, m.sq, clash.totals, tuple(hits),
                  tuple((b.prof[x].key, owner(x)) for x in lost) + tuple(gone)))
    w.check_generals()


HANDLERS = {"deploy": deploy, "move": move, "shoot": shoot, "build": build, "refill": refill, "heal": heal,
            "recall": recall, "ride": ride, "battle": battle, "siege": battle}
