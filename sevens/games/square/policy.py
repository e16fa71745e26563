"""The bot's playout policy: each decision by a cheap score of every legal move (README.md, "The bot").

A turn is many decisions (R27: deploy* → up to 3 actions → riding → battles → end phase). The bot values each of
its candidate decisions by letting this policy finish the turn (``normal``) or play the opponent's turn too
(``hard``) and reading the evaluation where it stops (``evaluate.py``). The policy must therefore be fast and
sensible, not deep: it scores each legal move straight from the board, without playing it, in points of card
cost as the evaluation counts them, and plays the best (ties: the first in the engine's order, so a playout
depends only on the state; the cards drawn in it come from the state's own seed).

The scores, by phase:

- **Deploy** (R8): a 兵 by its cost; a 騎 only where a 兵 of ours stands ready to ride it (rider and mount deployed
  together ride at once, §D 4), never alone; onto the 出撃 square nearest the enemy 将; a square with enemies
  fights at once (the battle is scored).
- **Actions** (R10): a move into an enemy square is scored by the battle it brings this turn (every combatant of a
  side takes the whole enemy total, 装甲, 突撃 for the piece that moved, 鼓舞 as now; R16) and, when both sides
  survive, half of the battle that follows in the opponent's turn (§D 3: the piece is committed). A move to an
  empty square: the change in the danger there (the enemy's reach next turn: ``danger``; the 将's fall weighs
  like the game), the approach to the enemy 将 (工作 pieces: the enemy ■), an enemy unridden 騎 to steal or one
  of ours to ride, and a slot freed on a clogged 出撃 square. 射撃: the damage by the target's cost share, a
  kill more, the enemy 将 most. 工作 (a 陣 by kind: a 前線陣地 most), 回復 by the 体力 restored, 招魂 by the
  card's cost. ``done`` is 0: an action must be worth something.
- **Battle phase**: ride where the group gains (a stolen 騎 most; never a ride that leaves the 将 with less 体力),
  a 陣 included in a battle when it can be (free damage), every siege, then the battles in order.
- **Discard** (R6): the cheapest card; a 陣 first when no 工作 piece can build it. **Refill** (R21): the top card.
- **Set-up**: the deck's own general (else the first 威光 card), and keep the hand.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .battle import board, shot_damage
from .cards import DECKS, FORT, MOUNT, SOLDIER
from .evaluate import WEIGHTS, Piece, Weights, chance_falls, evaluate_all, reach2, read, shot_at, threat
from .moves import KEEP, actors, deploy_squares, find, legal
from .rules import apply
from .state import (ACT, BASE_CID, BATTLE, DEPLOY, DIST, GENERAL, MAX_ACTIONS, MULLIGAN, PROFILES, SQUARES, STACK, Move,
                    State, enemy_half)

TURN_DECISIONS = 300
"""A guard on one playout's decisions per turn (a turn holds at most ``info.MAX_TURN_DECISIONS``)."""
GENERAL_LOSS = 60.0
"""A 将 lost, in points of cost: the game."""
_DANGER_CACHE: dict[tuple[Any, ...], list[int]] = {}
"""``danger`` maps by the enemy pieces (a pure function of them: a memo, not a memory of the bot)."""


def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def danger(pieces: list[Piece], enemy: int) -> list[int]:
    """Per square, the damage ``enemy`` can deal a piece standing there (装甲 0) in its next turn: its combatants
    already there, the two strongest that can step there (distance ≤ 移動力; paths not checked) and the best
    shots that reach with the actions left."""
    theirs = tuple(p for p in pieces if p.ctrl == enemy and p.combatant)
    key = tuple((p.sq, p.atk, p.mv, p.charge, p.shoots) for p in theirs)
    got = _DANGER_CACHE.get(key)
    if got is not None:
        return got
    out = [0] * SQUARES
    for q in range(SQUARES):
        here = 0
        moves: list[int] = []
        shots: list[int] = []
        for p in theirs:
            d = DIST[p.sq][q]
            if d == 0:
                here += p.atk
                continue
            if d <= p.mv:
                moves.append(p.atk + p.charge)
            elif p.shoots:
                n = shot_at(p.shoots, d)
                if n:
                    shots.append(n)
        moves.sort(reverse=True)
        shots.sort(reverse=True)
        total = here + sum(moves[:2]) + sum(shots[:max(0, 3 - min(2, len(moves)))])
        out[q] = total
    if len(_DANGER_CACHE) > 4096:
        _DANGER_CACHE.clear()
    _DANGER_CACHE[key] = out
    return out


class Ctx:
    """What the scores of one state's moves share: the pieces, the two 将, the enemy's reach."""

    __slots__ = ("s", "b", "seat", "pieces", "by_cid", "gen", "egen", "enemy_base", "danger", "hand_soldier",
                 "deploy_sqs", "kills", "_mounts")

    def __init__(self, s: State) -> None:
        self.s = s
        self.b = b = board(s)
        self.seat = seat = s.seat
        self.pieces = read(s, b)
        self.by_cid = {p.cid: p for p in self.pieces}
        self.gen: Piece | None = None
        self.egen: Piece | None = None
        for p in self.pieces:
            if p.general:
                if p.ctrl == seat:
                    self.gen = p
                else:
                    self.egen = p
        self.enemy_base = next((f.sq for f in s.forts if f.cid >= BASE_CID and f.owner != seat), -1)
        self.danger: list[int] | None = None
        self._mounts: set[int] | None = None
        self.hand_soldier = any(s.prof[c].type == SOLDIER for c in s.hands[seat])
        self.deploy_sqs = [f.sq for f in s.forts if s.prof[f.cid].deploy
                           and (not enemy_half(seat, f.sq) or s.opts.deploy_anywhere)]
        self.kills: dict[int, float] = {}
        """In the action phase: the enemy pieces the actions left can destroy this turn (``threat``), by what
        that is worth; a shot at one or a move onto its square gets a share of it (the first step of a
        combination: a shot that softens, an attack that finishes)."""
        if s.phase == ACT:
            able = set(actors(s, seat))
            if able:
                left = MAX_ACTIONS - s.actions
                for p in self.pieces:
                    if p.ctrl != seat and p.combatant and threat(b, self.pieces, seat, p, left, True, able) >= p.left:
                        self.kills[p.cid] = _loss(p, p.left)

    def mounts(self) -> set[int]:
        """The squares of the seat's own pieces that do not fight: its unridden 騎 (a 兵 may ride one there)."""
        if self._mounts is None:
            self._mounts = {o.sq for o in self.pieces if o.ctrl == self.seat and not o.combatant}
        return self._mounts

    def reach(self) -> list[int]:
        if self.danger is None:
            self.danger = danger(self.pieces, 1 - self.seat)
        return self.danger


def _loss(p: Piece, d: int, left: int | None = None) -> float:
    """What ``d`` damage costs piece ``p`` (with ``left`` 体力 left), in points."""
    left = p.left if left is None else left
    if d <= 0:
        return 0.0
    if d >= left:
        return p.worth * (0.4 + 0.6 * left / p.hp) + 0.5 + (GENERAL_LOSS if p.general else 0.0)
    return p.worth * 0.6 * d / p.hp + (WEIGHTS.general_hp * 1.5 * d / p.hp if p.general else 0.0)


def _exchange(mine: list[tuple[Piece, int]], theirs: list[tuple[Piece, int]]) -> tuple[float, list[int], list[int]]:
    """One battle (R16): each side's combatants as (piece, 攻力 now); the value for ``mine``'s side and each
    side's 体力 left afterwards (0: destroyed)."""
    to_theirs = sum(a for _, a in mine)
    to_mine = sum(a for _, a in theirs)
    v = 0.0
    left_theirs = []
    for p, _ in theirs:
        d = max(0, to_theirs - p.armour)
        v += _loss(p, d)
        left_theirs.append(max(0, p.left - d))
    left_mine = []
    for p, _ in mine:
        d = max(0, to_mine - p.armour)
        v -= _loss(p, d)
        left_mine.append(max(0, p.left - d))
    return v, left_mine, left_theirs


def battle_value(ctx: Ctx, q: int, extra: list[tuple[Piece, int]]) -> float:
    """The battle on ``q`` this turn with ``extra`` pieces of ours joining (piece, 攻力), and half the battle of the
    opponent's turn if both sides survive; less the battle there would have been without them."""
    seat = ctx.seat
    b = ctx.b
    mine = [(p, p.atk + (p.charge if b.stats(p.cid).charged else 0)) for p in ctx.pieces
            if p.sq == q and p.ctrl == seat and p.combatant]
    theirs = [(p, p.atk) for p in ctx.pieces if p.sq == q and p.ctrl != seat and p.combatant]
    if not theirs:
        return 0.0

    def outcome(side: list[tuple[Piece, int]]) -> float:
        if not side:
            return 0.0
        v, lm, lt = _exchange(side, theirs)
        alive_m = [(p._replace(left=x), p.atk) for (p, _), x in zip(side, lm) if x > 0]
        alive_t = [(p._replace(left=x), p.atk) for (p, _), x in zip(theirs, lt) if x > 0]
        if alive_m and alive_t:
            v2, _, _ = _exchange(alive_m, alive_t)
            v += 0.5 * v2
        return v

    return outcome(mine + extra) - outcome(mine)


def _progress(ctx: Ctx, p: Piece, a: int, q: int) -> float:
    """Approach: 攻力 toward the enemy 将; a 工作 piece toward the enemy ■ too."""
    v = 0.0
    eg = ctx.egen
    if eg is not None and not p.general:
        v += 0.25 * p.atk * (max(0, 8 - DIST[q][eg.sq]) - max(0, 8 - DIST[a][eg.sq])) / 8
    if p.build and ctx.enemy_base >= 0:
        v += 0.15 * p.atk * (DIST[a][ctx.enemy_base] - DIST[q][ctx.enemy_base])
    return v


def _siege(pot: int, left: int) -> float:
    """The evaluation's two-turn threat to a 将 (``evaluate.Weights.siege``, ``siege_falls``)."""
    w = WEIGHTS
    return w.siege * min(1.2, pot / left) + w.siege_falls * chance_falls(pot, left, w.sharp / 2)


def score_move(ctx: Ctx, c: int, q: int) -> float:
    p = ctx.by_cid[c]
    a = p.sq
    b = ctx.b
    seat = ctx.seat
    if b.counts(1 - seat)[q]:
        enemies = [e for e in ctx.pieces if e.sq == q and e.ctrl != seat]
        if any(e.combatant for e in enemies):
            v = battle_value(ctx, q, [(p, p.atk + p.charge)])
            if ctx.kills:
                v += 0.4 * sum(ctx.kills.get(e.cid, 0.0) for e in enemies)
            return v + 0.1
        if p.soldier and c not in b.riders:  # an enemy unridden 騎: ride it away in the battle phase (R14)
            return 0.8 * max(e.worth for e in enemies) + _progress(ctx, p, a, q)
    v = _progress(ctx, p, a, q)
    reach = ctx.reach()
    if p.general:
        v -= GENERAL_LOSS * 0.5 * (_sig(1.7 * (reach[q] - p.left + 0.5)) - _sig(1.7 * (reach[a] - p.left + 0.5)))
        enemy = 1 - ctx.seat
        v -= _siege(reach2(ctx.pieces, enemy, p._replace(sq=q)), p.left) - _siege(reach2(ctx.pieces, enemy, p), p.left)
    else:
        v -= (p.worth * 0.6 + 0.5) * (_sig(1.5 * (reach[q] - p.left + 0.5)) - _sig(1.5 * (reach[a] - p.left + 0.5)))
    if p.soldier and c not in b.riders and q in ctx.mounts():
        v += 0.5
    if a in ctx.deploy_sqs and b.own(a, seat) >= STACK and ctx.hand_soldier:
        v += 0.4
    return v


def score_shot(ctx: Ctx, c: int, t: int) -> float:
    b = ctx.b
    _, d = shot_damage(b, c, t)
    target = ctx.by_cid[t]
    v = _loss(target, d)
    if target.general:
        v += 0.5 * d
    if d and ctx.kills:
        v += 0.4 * ctx.kills.get(t, 0.0)
    return v + 0.05


def score_build(ctx: Ctx, c: int, key: str) -> float:
    p = PROFILES[key]
    sq = ctx.by_cid[c].sq
    v = 0.7 * p.cost - 0.45 * p.cost
    if p.deploy:
        v += 1.0 if not enemy_half(ctx.seat, sq) else 0.0
    if p.refill:
        v += 0.4
    if p.hold and ctx.gen is not None and DIST[sq][ctx.gen.sq] <= 2:
        v += 0.5
    return v


def score_deploy(ctx: Ctx, key: str, q: int) -> float:
    p = PROFILES[key]
    seat = ctx.seat
    b = ctx.b
    if p.type == MOUNT:
        ready = [r for r in ctx.pieces if r.sq == q and r.ctrl == seat and r.soldier and r.cid not in b.riders]
        if not ready:
            return -1.0
        v = 0.5 * p.cost + 0.6
    else:
        v = 0.5 * p.cost + 0.3
    eg = ctx.egen
    if eg is not None:
        v += 0.02 * (14 - DIST[q][eg.sq])
    if b.counts(1 - seat)[q]:
        me = Piece(-1, seat, q, p.atk, p.hp, p.hp, p.mv, p.cost, False, p.shoots, p.armour, 0, p.build,
                   p.type == SOLDIER, p.type == SOLDIER)
        if p.type == SOLDIER:
            v += battle_value(ctx, q, [(me, p.atk)])
    return v


def score_ride(ctx: Ctx, r: int, m: int) -> float:
    b = ctx.b
    mount = b.prof[m]
    rider = ctx.by_cid[r]
    v = 1.0 + 0.5 * mount.cost
    if b.unit[m].ctrl != ctx.seat:
        v += mount.cost
    if rider.general:
        riders = b.riders.get(m, [])
        hp = sum(b.prof[x].hp for x in riders) + b.prof[r].hp
        op, n = mount.hmod
        new = hp + n if op == "+" else hp - n if op == "-" else n
        if new < b.prof[r].hp:
            v -= 3.0
    return v


def card_value(ctx: Ctx, key: str) -> float:
    p = PROFILES[key]
    if p.type == FORT:
        builders = any(x.build and x.ctrl == ctx.seat for x in ctx.pieces)
        return p.cost + (1.0 if builders else -2.0)
    if p.type == MOUNT:
        return p.cost - 0.5
    return float(p.cost)


def score(ctx: Ctx, m: Move) -> float:
    v = m.verb
    if v == "done" or v == "keep":
        return 0.0
    b = ctx.b
    if v == "move":
        c = find(b, m.unit)
        assert c is not None
        return score_move(ctx, c, m.sq)
    if v == "shoot":
        c, t = find(b, m.unit), find(b, m.target)
        assert c is not None and t is not None
        return score_shot(ctx, c, t)
    if v == "deploy":
        return score_deploy(ctx, m.key, m.sq)
    if v == "build":
        c = find(b, m.unit)
        assert c is not None
        return score_build(ctx, c, m.key)
    if v == "heal":
        c, t = find(b, m.unit), find(b, m.target)
        assert c is not None and t is not None
        target = ctx.by_cid[t]
        n = min(b.stats(c).heal, target.hp - target.left)
        return (target.worth * 0.6 * n / target.hp + (WEIGHTS.general_hp * 1.5 * n / target.hp if target.general
                                                        else 0.0)) - 0.1
    if v == "recall":
        return 0.5 * PROFILES[m.key].cost + 0.4
    if v == "ride":
        r, mount = find(b, m.unit), find(b, m.target)
        assert r is not None and mount is not None
        return score_ride(ctx, r, mount)
    if v == "battle":
        return 0.2 if m.fort else 0.1
    if v == "siege":
        return 1.0
    if v == "discard":
        return -card_value(ctx, m.key)
    if v == "refill":
        if m.key == "none":  # declined only where the card would empty the deck: the next draw would lose (R2)
            return 1.0 if len(ctx.s.decks[ctx.seat]) <= 1 else -1.0
        return 0.1 if m.key == "top" else 0.0
    return 0.0


def _setup_choice(s: State) -> Move:
    moves = legal(s)
    if s.phase == GENERAL:
        deck = s.opts.deck(s.seat)
        for d in DECKS.values():
            if tuple(d.cards) == deck:
                for m in moves:
                    if m.key == d.general:
                        return m
        return moves[0]
    return KEEP


def ranked(s: State) -> list[Move]:
    """The legal moves, best score first (ties in the engine's order)."""
    moves = legal(s)
    if len(moves) == 1:
        return moves
    if s.phase in (GENERAL, MULLIGAN):
        first = _setup_choice(s)
        return [first] + [m for m in moves if m != first]
    ctx = Ctx(s)
    scored = sorted(((-score(ctx, m), i) for i, m in enumerate(moves)))
    return [moves[i] for _, i in scored]


def choose(s: State) -> Move:
    """The policy's move in ``s`` (a seat must be deciding)."""
    moves = legal(s)
    if len(moves) == 1:
        return moves[0]
    if s.phase in (GENERAL, MULLIGAN):
        return _setup_choice(s)
    ctx = Ctx(s)
    best = moves[0]
    top = -1e9
    for m in moves:
        v = score(ctx, m)
        if v > top:
            best, top = m, v
    return best


def turn_start(s: State) -> bool:
    """Nothing has happened yet in the turn in progress: no card deployed, no action, no battle, and the phase is
    the first the turn player is asked (deployment, or the actions when deployment was not offered, or the
    battles when neither was: ``rules.settle`` skips them on the same public grounds). The bot plays out the
    position after each of its decisions, and after one that ended a turn that is where the next turn starts:
    this counts as the turn that decision ended (otherwise ``done`` would be valued a whole turn later than every
    other decision)."""
    if s.over or not s.revealed or s.actions or s.fought or s.phase not in (DEPLOY, ACT, BATTLE):
        return False
    turn = s.turn
    if any(u.since == turn for u in s.units):
        return False
    if s.phase == DEPLOY:
        return True
    seat = s.seat
    if s.hands[seat] and s.ip[seat] >= 1 and deploy_squares(s, board(s), seat, SOLDIER):
        return False  # deployment was offered and declined: the turn has begun
    return s.phase == ACT or not actors(s, seat)


def reply(s: State) -> State:
    """The policy's play of the turn in progress, to its end."""
    turn = s.turn
    left = TURN_DECISIONS
    while not s.over and s.turn == turn and left > 0:
        s = apply(s, choose(s))
        left -= 1
    return s


def finish(s: State, width: int) -> State:
    """The end of the turn in progress, the deciding seat trying the policy's ``width`` best moves at its next
    decision (each finished by the policy) and keeping the end it values most (``evaluate_all``)."""
    turn = s.turn
    if s.over or turn_start(s):
        return s
    seat = s.seat
    best: State | None = None
    top = -1.0
    for m in ranked(s)[:width]:
        end = reply(apply(s, m))
        v = evaluate_all(end)[seat]
        if v > top:
            best, top = end, v
    assert best is not None
    return best


def searched(s: State, width: int = 4) -> tuple[float, float]:
    """The ``search`` evaluation style: the value where the turn in progress ends, the deciding seat trying its
    ``width`` best next decisions (``finish``); at a turn's start, the value there."""
    return evaluate_all(finish(s, width))


def deep(s: State, width: int = 3) -> tuple[float, float]:
    """The ``deep`` style: ``searched`` then ``with_reply`` where the turn ends."""
    return with_reply(finish(s, width))


REPLY_MIN = 0.85
"""The share of ``with_reply``'s value that is the lower of the two (the rest is the value before the reply, so
that where every reply looks lost the moves still differ)."""


def with_reply(s: State, w: Weights = WEIGHTS) -> tuple[float, float]:
    """The ``reply`` style, for a position where a turn has just begun (``turn_start``): the seat that ended the
    last turn gets the lower of its value there and its value after the policy has played the new turn (the
    opponent's reply): warned of what the reply finds, never credited with the reply's blunders. Elsewhere the
    plain value."""
    if s.over or not s.revealed or not turn_start(s):
        return evaluate_all(s, w)
    return _checked(s, reply(s), w)


def _checked(s: State, answered: State, w: Weights) -> tuple[float, float]:
    """``with_reply``'s value of ``s`` (a turn just begun) given ``answered``, the policy's play of that turn."""
    now = evaluate_all(s, w)
    after = evaluate_all(answered, w)
    root = 1 - s.seat
    v = REPLY_MIN * min(now[root], after[root]) + (1 - REPLY_MIN) * now[root]
    return (v, 1 - v) if root == 0 else (1 - v, v)


FOLLOW = 0.75
"""The share of ``with_plan``'s value that is its value after the bot's own next turn (the rest: ``with_reply``'s
value now)."""


def with_plan(s: State, w: Weights = WEIGHTS) -> tuple[float, float]:
    """The ``plan`` style (``hard``'s), for a position where a turn has just begun (``turn_start``): the seat that
    ended the last turn (the root) gets ``1 − FOLLOW`` of ``with_reply``'s value here and ``FOLLOW`` of
    ``with_reply``'s value after the policy has played the opponent's turn and then the root's own next turn (its
    follow-up), that value itself checked against the opponent's next reply. A move that prepares an attack (two
    pieces brought within reach of the enemy 将, a shot that softens a defender for next turn) is worth what the
    follow-up's attack brings, seen through the opponent's answer to the preparation and to the attack; the share
    valued now still warns of what the first reply finds. Where a reply ended the game, its result. Elsewhere
    (mid-turn, set-up) the plain value."""
    if s.over or not s.revealed or not turn_start(s):
        return evaluate_all(s, w)
    root = 1 - s.seat
    answered = reply(s)
    if answered.over:
        return evaluate_all(answered, w)
    now = _checked(s, answered, w)
    later = with_reply(reply(answered), w)
    v = (1 - FOLLOW) * now[root] + FOLLOW * later[root]
    return (v, 1 - v) if root == 0 else (1 - v, v)


def playout(s: State, rng: random.Random | None = None, turns: int = 1) -> State:
    """Play on with the policy until ``turns`` turns have ended (1: the end of the turn in progress; a turn only
    just begun counts as one that has ended: ``turn_start``) or the game has. ``rng`` is unused: the policy is
    deterministic and chance comes from the state's seed."""
    last = s.turn + turns - (1 if turn_start(s) else 0)
    left = TURN_DECISIONS * turns
    while not s.over and s.turn < last and left > 0:
        s = apply(s, choose(s))
        left -= 1
    return s




STYLES = {"search": searched, "reply": with_reply, "deep": deep, "plan": with_plan}
"""The evaluation styles that play on (``Square.evaluator``): ``search`` the value where the turn ends, the
deciding seat's next decision searched (``searched``); ``reply`` the opponent's reply (``with_reply``); ``plan``
the reply and the bot's own follow-up turn (``with_plan``, ``hard``'s)."""
