"""The bot's static value of a position for both seats (README.md, "The bot"; docs/rules/square.md §D).

The value is built in three layers:

1. **The battles already due** (§D 2, 3): a square holding combatants of both sides fights in the current
   turn's battle phase (or, after it, in the next turn's), so the value looks at the board as it will be
   after those battles (``battle.fight``: every combatant of a side takes the whole enemy total, 装甲, 突撃,
   鼓舞). A 将 that falls there decides the value almost as a finished game does.
2. **The 将's safety** (§D 1): the **mover** is the seat whose full turn comes next. The threat to a 将 is the
   damage the other seat can deal it in one turn: its combatants already on the 将's square, at most two
   pieces more that reach the square (``moves.reachable``: paths, stacking and stops), each with its 攻力 (鼓舞
   and 突撃 included), and 射撃 at range for the actions left (three in all, R10; each shot at most 1 on a 将,
   R22, less 装甲). Threat against 体力 left gives a chance that the 将 falls: the mover's threat is
   immediate, the other seat's comes after the mover has answered it and counts less.
3. **The rest, in points of card cost** (§D 4–10): material (cost × (0.4 + 0.6 × 体力 left)), the 将's 体力,
   unridden 騎 (half, and little where an enemy 兵 can steal it), stolen 騎 (they count for the thief), hand
   cards and IP, free deployment slots (a clogged ■), the pressure of combatants near the enemy 将 (and of 工作
   pieces near the enemy ■), the enemy ■'s lost 体力, each seat's 陣 by kind and place, the pieces the mover
   can destroy next turn (exposure), a deck too short for the turns left. The difference becomes a chance by a
   logistic curve, pulled to ½ as the 30-turn clock runs out (R3: a draw).

A finished game is 1 for the winner and 0 for the loser, ½ each for a draw. Before the reveal (the set-up) the
value is ½ plus a little for the hand's shape and the 将 chosen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from .battle import Board, board, fight
from .cards import DECKS, FORT, SOLDIER
from .moves import reachable
from .state import (ACT, BASE_CID, BATTLE, DEPLOY, DIST, DRAW, MAX_ACTIONS, REFILL, SETUP_TURNS, STACK, TURNS,
                    Profile, State, enemy_half)


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, in points of card cost (``WEIGHTS``: the levels' own)."""

    material: float = 1.0
    """Each point of cost of a combatant's cards, at full 体力 (0.4 of it at none left)."""
    general_hp: float = 8.0
    """The 将's share of 体力 left."""
    siege: float = 2.5
    """The damage a seat could bring on the enemy 将 within two turns, as a share of its 体力 left (at most 1.2):
    combatants within twice their 移動力, 射撃 within range plus 移動力 (``reach2``)."""
    siege_falls: float = 3.0
    """The same damage as a chance that the 将 falls within two turns (``chance_falls`` at half sharpness)."""
    unridden: float = 0.5
    """An unridden 騎, per point of cost (a fifth of that where an enemy 兵 is on it or next to it: R14)."""
    hand: float = 0.45
    """Each card in hand (a 陣 without a 工作 piece to build it: a third)."""
    ip: float = 0.35
    """Each IP (R7: carried over up to 10)."""
    clog: float = 0.5
    """No free deployment slot (R8: 2 per 出撃 square) while the hand holds a 兵."""
    pressure: float = 0.15
    """Per point of 攻力 of a combatant near the enemy 将 (7 − distance, over 7); 工作 pieces near the enemy ■."""
    base_hp: float = 0.4
    """Each point of 体力 the enemy ■ has lost (R9); ``base_gone`` when it is removed."""
    base_gone: float = 4.0
    fort: float = 0.7
    """Each point of cost of one's own 陣 (a 前線陣地 more: a deployment point; by 体力 left)."""
    exposure: float = 0.55
    """The best piece the mover can destroy next turn (a fifth for each other one)."""
    later: float = 0.35
    """How much the threat to the mover's own 将 counts (the mover can answer it first)."""
    sharp: float = 1.7
    """How sharply threat beyond 体力 left turns into a chance that the 将 falls."""
    scale: float = 5.0
    """Points of difference that make a chance of 1/(1 + e⁻¹) ≈ 0.73."""
    deck: float = 0.5
    """Each turn left beyond the cards left in one's deck (R2)."""


WEIGHTS = Weights()
PLAIN = Weights(exposure=0.0, later=0.0, siege=0.0, siege_falls=0.0)
"""The ``plain`` style: material, tempo and the immediate threat to a 将 only (no exposure of the other pieces,
no threat to the mover's own 将, no two-turn approach)."""
STYLES: dict[str, Weights] = {"full": WEIGHTS, "plain": PLAIN}
"""Evaluation styles that are sets of weights (``Square.evaluator``); a tuning run may add its trials."""

VIRTUAL_WIN = 0.92
"""The value of a 将 falling in a battle that is due but not yet fought (the turn player may still move away)."""


class Piece(NamedTuple):
    """A combatant or an unridden 騎 as the evaluation reads it (``Board.stats`` plus 鼓舞)."""

    cid: int
    ctrl: int
    sq: int
    atk: int
    """攻力 with 鼓舞 (as in a battle, without 突撃)."""
    hp: int
    left: int
    mv: int
    worth: int
    """The cost of its cards, the 将 left out."""
    general: bool
    shoots: tuple[tuple[int, int], ...]
    armour: int
    charge: int
    build: bool
    combatant: bool
    soldier: bool


def read(s: State, b: Board) -> list[Piece]:
    """Every piece on the board (cached on the state)."""
    got = s.cache.get("pieces")
    if got is not None:
        assert isinstance(got, list)
        return got
    out: list[Piece] = []
    prof = b.prof
    gens = s.generals
    for c in b.pieces():
        st = b.stats(c)
        worth = sum(prof[x].cost for x in st.cards if x not in gens)
        if st.combatant:
            out.append(Piece(c, st.ctrl, st.sq, st.atk + b.inspired(c), st.hp, st.left, st.mv, worth, st.general,
                             st.shoots, st.armour, st.charge, st.build, True, prof[c].type == SOLDIER))
        else:
            out.append(Piece(c, st.ctrl, st.sq, 0, 1, 1, st.mv, worth, False, (), 0, 0, False, False, False))
    s.cache["pieces"] = out
    return out


def shot_at(shoots: tuple[tuple[int, int], ...], d: int) -> int:
    return max((n for n, r in shoots if 1 <= d <= r), default=0)


def reaches(s: State, b: Board, c: int) -> frozenset[int]:
    """The squares piece ``c`` can move to (``moves.reachable``), cached on the state."""
    got = s.cache.get("reach")
    if got is None:
        got = s.cache["reach"] = {}
    assert isinstance(got, dict)
    r = got.get(c)
    if r is None:
        r = got[c] = frozenset(reachable(b, c))
    assert isinstance(r, frozenset)
    return r


def threat(b: Board | None, pieces: list[Piece], seat: int, target: Piece, actions: int = MAX_ACTIONS,
           paths: bool = True, able: set[int] | None = None) -> int:
    """The damage ``seat`` can deal ``target`` in one turn: its combatants already on the target's square, at
    most two pieces more moving in (stacking, R12; with ``paths`` and a board, only those that can reach the
    square: ``reachable``), and 射撃 with the actions left (each unit one action, R10; at most 1 a shot on a
    将, R22; 装甲 off each battle and each shot, §B1). ``able``: the pieces that may still act (None: all)."""
    g = target.sq
    here = 0
    fighters = 0
    slots = STACK
    movers: list[int] = []
    shots: list[tuple[int, int]] = []
    arm = target.armour
    for p in pieces:
        if p.ctrl != seat:
            continue
        if p.sq == g:
            slots -= 1
            if p.combatant:
                here += p.atk
                fighters += 1
            continue
        if not p.combatant or (able is not None and p.cid not in able):
            continue
        d = DIST[p.sq][g]
        move = 0
        if d <= p.mv and (b is None or not paths or g in reaches(b.s, b, p.cid)):
            move = p.atk + p.charge
        shot = 0
        if p.shoots:
            raw = shot_at(p.shoots, d)
            if raw:
                shot = max(0, raw - arm)
                if target.general and shot > 1:
                    shot = 1
        if move or shot:
            movers.append(move)
            shots.append((shot, move))
    best = max(0, here - arm) if fighters else 0
    if not movers:
        return best
    order = sorted(range(len(movers)), key=lambda i: -movers[i])
    for k in range(0, min(slots, actions, len(order)) + 1):
        chosen = order[:k]
        hit = here + sum(movers[i] for i in chosen)
        battle = max(0, hit - arm) if (fighters or k) else 0
        rest = sorted((shots[i][0] for i in order[k:]), reverse=True)[:actions - k]
        total = battle + sum(rest)
        if total > best:
            best = total
    return best


def reach2(pieces: list[Piece], seat: int, target: Piece) -> int:
    """The damage ``seat`` could bring on ``target`` within two turns: its combatants there, the two strongest
    within twice their 移動力 and the best shots within range plus 移動力 (paths not checked)."""
    g = target.sq
    here = 0
    moves: list[int] = []
    shots: list[int] = []
    for p in pieces:
        if p.ctrl != seat or not p.combatant:
            continue
        d = DIST[p.sq][g]
        if d == 0:
            here += p.atk
        elif d <= 2 * p.mv:
            moves.append(p.atk + p.charge)
        elif p.shoots:
            n = shot_at(p.shoots, max(1, d - p.mv))
            if n:
                shots.append(min(1, n) if target.general else n)
    moves.sort(reverse=True)
    shots.sort(reverse=True)
    k = min(2, len(moves))
    return max(0, here + sum(moves[:k]) - target.armour) + sum(shots[:3 - k])


def chance_falls(threat_: int, left: int, sharp: float) -> float:
    x = sharp * (threat_ - left + 0.5)
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def due_battles(s: State, b: Board, pieces: list[Piece], battle_seat: int, skip_generals: bool
                ) -> tuple[list[Piece], list[int]]:
    """The board after the battles due (squares with both sides' combatants not yet fought this battle phase),
    fought in ``battle_seat``'s turn; with ``skip_generals`` the squares of a 将 are left to ``threat``. Returns
    the pieces left (with their damage) and the seats whose 将 fell."""
    squares: dict[int, list[int]] = {}
    for p in pieces:
        if p.combatant:
            squares.setdefault(p.sq, [0, 0])[p.ctrl] += 1
    contested = [q for q, n in squares.items() if n[0] and n[1] and q not in s.fought]
    if not contested:
        return pieces, []
    hurt: dict[int, int] = {}
    for q in contested:
        if skip_generals and any(p.general for p in pieces if p.sq == q):
            continue
        clash = fight(b, q, battle_seat, False)
        hurt.update(clash.damage)
    if not hurt:
        return pieces, []
    out: list[Piece] = []
    fallen: list[int] = []
    for p in pieces:
        d = hurt.get(p.cid, 0)
        if not d:
            out.append(p)
        elif p.left - d > 0:
            out.append(p._replace(left=p.left - d))
        elif p.general:
            fallen.append(p.ctrl)
    return out, fallen


def turns_left(s: State) -> int:
    """Game turns still to be begun before R3's draw (both seats together)."""
    return 2 * TURNS - (s.turn - SETUP_TURNS + 1)


def hand_value(s: State, seat: int, builders: bool, w: Weights) -> float:
    v = 0.0
    prof = s.prof
    for c in s.hands[seat]:
        v += w.hand if prof[c].type != FORT or builders else w.hand / 3
    return v


def setup_value(s: State) -> tuple[float, float]:
    """Before the reveal: ½ each, plus a little for the 将 chosen (the deck's own general, else the 体力) and for a
    hand that can deploy early (cheap 兵)."""
    score = [0.0, 0.0]
    for p in (0, 1):
        g = s.generals[p]
        if g >= 0:
            key = s.prof[g].key
            default = any(d.general == key and tuple(d.cards) == s.opts.deck(p) for d in DECKS.values())
            score[p] += 0.5 if default else 0.05 * s.prof[g].hp
        cheap = sum(1 for c in s.hands[p] if s.prof[c].type == SOLDIER and s.prof[c].cost <= 2)
        score[p] += 0.3 * min(cheap, 3) + 0.05 * len(s.hands[p])
    x = math.tanh((score[0] - score[1]) / 4) * 0.1
    return 0.5 + x, 0.5 - x


def evaluate_all(s: State, w: Weights = WEIGHTS) -> tuple[float, float]:
    """Each seat's value in [0, 1] (they sum to 1); cached on the state (by the weights)."""
    got = s.cache.get("values")
    if got is None:
        got = s.cache["values"] = {}
    assert isinstance(got, dict)
    out = got.get(w)
    if out is None:
        out = got[w] = _evaluate(s, w)
    assert isinstance(out, tuple)
    return out


def explain(s: State, w: Weights = WEIGHTS) -> dict[str, object]:
    """The evaluation's terms for both seats (for tuning and tests): each term's points, the mover, the chances
    that each 将 falls and the values."""
    notes: dict[str, object] = {}
    notes["values"] = _evaluate(s, w, notes)
    return notes


def _evaluate(s: State, w: Weights, notes: dict[str, object] | None = None) -> tuple[float, float]:
    if s.over:
        if s.winner == DRAW:
            return 0.5, 0.5
        return (1.0, 0.0) if s.winner == 0 else (0.0, 1.0)
    if not s.revealed:
        return setup_value(s)
    b = board(s)
    t = s.seat
    in_turn = s.phase in (DEPLOY, ACT, REFILL, BATTLE)
    battle_seat = t if in_turn else 1 - t
    mover = t if s.phase == DEPLOY or (s.phase == ACT and s.actions == 0) else 1 - t
    pieces, fallen = due_battles(s, b, read(s, b), battle_seat, battle_seat == mover)
    if fallen:
        if len(fallen) == 2:
            return 0.5, 0.5
        return (1 - VIRTUAL_WIN, VIRTUAL_WIN) if fallen[0] == 0 else (VIRTUAL_WIN, 1 - VIRTUAL_WIN)
    other = 1 - mover
    gen: list[Piece | None] = [None, None]
    for p in pieces:
        if p.general:
            gen[p.ctrl] = p
    prof = s.prof
    builders = [False, False]
    attackers: list[list[Piece]] = [[], []]
    for p in pieces:
        if p.combatant:
            attackers[p.ctrl].append(p)
            if p.build:
                builders[p.ctrl] = True
    material = [0.0, 0.0]
    mounts = [0.0, 0.0]
    pressure = [0.0, 0.0]
    for p in pieces:
        q = p.ctrl
        if not p.combatant:
            near = any(e.soldier and DIST[e.sq][p.sq] <= 1 for e in attackers[1 - q])
            mounts[q] += w.unridden * p.worth * (0.2 if near else 1.0)
            continue
        if p.worth:
            material[q] += w.material * p.worth * (0.4 + 0.6 * p.left / p.hp)
        eg = gen[1 - q]
        if eg is not None and not p.general:
            pressure[q] += w.pressure * p.atk * max(0, 7 - DIST[p.sq][eg.sq]) / 7
    general = [0.0, 0.0]
    siege = [0.0, 0.0]
    for q in (0, 1):
        g = gen[q]
        if g is not None:
            general[q] += w.general_hp * g.left / g.hp
            pot = reach2(pieces, 1 - q, g)
            siege[1 - q] += w.siege * min(1.2, pot / g.left) + w.siege_falls * chance_falls(pot, g.left, w.sharp / 2)
    forts = [0.0, 0.0]
    base_sq = {f.owner: f for f in s.forts if f.cid >= BASE_CID}
    for q in (0, 1):
        enemy_base = base_sq.get(1 - q)
        if enemy_base is None:
            forts[q] += w.base_gone
        else:
            forts[q] += w.base_hp * enemy_base.dmg
            if builders[q]:
                near_base = min((DIST[p.sq][enemy_base.sq] for p in attackers[q] if p.build), default=12)
                pressure[q] += w.pressure * 2 * max(0, 6 - near_base) / 6
    slots = [0, 0]
    for f in s.forts:
        fp: Profile = prof[f.cid]
        if f.cid < BASE_CID:
            v = fp.cost * w.fort * (fp.hp - f.dmg) / fp.hp
            if fp.deploy:
                v += w.fort * (1.0 if not enemy_half(f.owner, f.sq) else 0.3)
            forts[f.owner] += v
        if fp.deploy:
            for q in (0, 1):
                if not enemy_half(q, f.sq) or s.opts.deploy_anywhere:
                    slots[q] += max(0, STACK - b.own(f.sq, q))
    tempo = [0.0, 0.0]
    for q in (0, 1):
        if any(prof[c].type == SOLDIER for c in s.hands[q]):
            if slots[q] == 0:
                tempo[q] -= w.clog
        tempo[q] += hand_value(s, q, builders[q], w) + w.ip * s.ip[q]
    # the clock: a deck shorter than the turns left (R2)
    left_turns = turns_left(s)
    for q in (0, 1):
        mine = (left_turns + (1 if q == mover else 0)) // 2
        short = mine - len(s.decks[q])
        if short > 0:
            tempo[q] -= w.deck * short
    # exposure: what the mover can destroy next turn
    exposure = [0.0, 0.0]
    losses = []
    for p in attackers[other]:
        if p.general:
            continue
        hit = threat(None, pieces, mover, p, paths=False)
        if hit >= p.left:
            losses.append(p.worth * 0.6 + 0.5)
    if losses:
        losses.sort(reverse=True)
        exposure[other] -= w.exposure * (losses[0] + 0.2 * sum(losses[1:3]))
    # the 将: immediate danger for the other seat's, a later one for the mover's
    u = 0.0
    g = gen[other]
    if g is not None:
        u = chance_falls(threat(b, pieces, mover, g), g.left, w.sharp)
    later = 0.0
    g = gen[mover]
    if g is not None:
        later = w.later * chance_falls(threat(b, pieces, other, g), g.left, w.sharp)
    score = [material[q] + mounts[q] + pressure[q] + general[q] + siege[q] + forts[q] + tempo[q] + exposure[q]
             for q in (0, 1)]
    diff = (score[mover] - score[other]) / w.scale
    base = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, diff))))
    clock = min(1.0, left_turns / 10)
    base = 0.5 + (base - 0.5) * clock
    v = u + (1 - u) * (1 - later) * base
    if notes is not None:
        notes.update(material=material, mounts=mounts, pressure=pressure, general=general, siege=siege, forts=forts,
                     tempo=tempo, exposure=exposure, score=score, mover=mover, falls_other=u, falls_mover=later,
                     base=base)
    return (v, 1 - v) if mover == 0 else (1 - v, v)
