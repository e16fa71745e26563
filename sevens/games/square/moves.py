"""Legal moves of セブンスクエア (docs/rules/square.md R5, R8, R10–R14, R16–R21, §B1), in a fixed order.

Each phase's moves: the set-up (the 将, the mulligan), deployment (R8), the actions (move R11/R12/R20/足止め,
射撃 R13, 工作 R18, 回復 and 招魂 §B1), the 補填 choice (R21), the battle phase (riding R14, battles R16/R17)
and the end phase's discards (R6). ``done`` (ending a phase) and ``keep`` (no mulligan) come last.

Pieces are named by ``Ref`` (square, kind, N-th of that kind there by arrival on the board): ``ref_of`` and ``find`` convert.
"""

from __future__ import annotations

from itertools import combinations

from ...core.memo import memo
from .battle import Board, board, modded
from .cards import CARDS, FORT, MOUNT, SOLDIER, prestige_keys
from .state import (ACT, BATTLE, DEPLOY, DIST, DISCARD, GENERAL, MAX_ACTIONS, MULLIGAN, NEXT, REFILL,
                    REFILL_KEYS, STACK, NOREF, PROFILES, Move, Ref, State, enemy_half)

DONE = Move("done")
KEEP = Move("keep")


def ref_of(b: Board, c: int) -> Ref:
    """The name of piece ``c``."""
    got = b.refs.get(c)
    if got is None:
        sq = b.unit[c].sq
        key = b.prof[c].key
        here = b.at[sq]
        got = b.refs[c] = (sq, key, 1 + sum(1 for o in here[:here.index(c)] if b.prof[o].key == key))
    return got


def find(b: Board, ref: Ref) -> int | None:
    """The piece a name names, or None."""
    sq, key, n = ref
    if not 0 <= sq < len(b.at) or n < 1:
        return None
    same = [c for c in b.at[sq] if b.prof[c].key == key]
    return same[n - 1] if n <= len(same) else None


def legal(s: State) -> list[Move]:
    """Every legal move of the pending decision (cached on the state); [] once the game is over."""
    return memo(s.cache, "legal", _legal, s)


def _legal(s: State) -> list[Move]:
    if s.over:
        return []
    seat = s.seat
    if s.phase == GENERAL:
        return [Move("general", key=k) for k in prestige_keys(s.opts.deck(seat))]
    if s.phase == MULLIGAN:
        return mulligans(s, seat) + [KEEP]
    if s.phase == DEPLOY:
        return deploys(s, seat) + [DONE]
    if s.phase == ACT:
        return actions(s, seat) + [DONE]
    if s.phase == REFILL:
        return [Move("refill", key=k) for k in REFILL_KEYS]
    if s.phase == BATTLE:
        return battle_moves(s, seat)
    if s.phase == DISCARD:
        return [Move("discard", key=k) for k in hand_kinds(s, seat)]
    return []


def hand_kinds(s: State, seat: int) -> list[str]:
    """The distinct kinds in ``seat``'s hand, in CARDS order (cids follow the sorted deck list)."""
    out: list[str] = []
    for c in s.hands[seat]:
        k = s.prof[c].key
        if not out or out[-1] != k:
            out.append(k)
    return out


def mulligans(s: State, seat: int) -> list[Move]:
    """R5 (4): every choice of 1 to all of the hand's cards to put back, by kinds (copies are alike)."""
    keys = sorted(s.prof[c].key for c in s.hands[seat])
    seen: set[tuple[str, ...]] = set()
    out: list[Move] = []
    for k in range(1, len(keys) + 1):
        for combo in combinations(keys, k):
            if combo not in seen:
                seen.add(combo)
                out.append(Move("return", keys=combo))
    return out


def deploy_squares(s: State, b: Board, seat: int, kind: str) -> list[int]:
    """R8: the squares a card of ``kind`` (SOLDIER or MOUNT) may be deployed on: a 陣 with 【出撃】 (全 for both,
    兵 for 兵 only), not in the enemy half (unless ``deploy_anywhere``), holding fewer than 2 of ``seat``'s
    pieces. Enemy cards there do not matter."""
    out = []
    for f in s.forts:
        tag = s.prof[f.cid].deploy
        if not tag or (tag == "soldier" and kind != SOLDIER):
            continue
        if enemy_half(seat, f.sq) and not s.opts.deploy_anywhere:
            continue
        if b.own(f.sq, seat) < STACK:
            out.append(f.sq)
    return out


def deploys(s: State, seat: int) -> list[Move]:
    b = board(s)
    ip = s.ip[seat]
    out: list[Move] = []
    squares: dict[str, list[int]] = {}
    for k in hand_kinds(s, seat):
        p = s.prof[next(c for c in s.hands[seat] if s.prof[c].key == k)]
        if p.type == FORT or p.cost > ip:
            continue
        if p.type not in squares:
            squares[p.type] = deploy_squares(s, b, seat, p.type)
        out.extend(Move("deploy", key=k, sq=q) for q in squares[p.type])
    return out


def can_act(s: State, b: Board, c: int, seat: int) -> bool:
    """R10: ``seat``'s combatant that has not acted this turn and whose cards were all deployed before this
    turn (an unridden 騎 cannot act)."""
    u = b.unit[c]
    if u.ctrl != seat or u.acted or not b.combatant(c):
        return False
    return all(b.unit[x].since < s.turn for x in b.stats(c).cards)


def actors(s: State, seat: int) -> list[int]:
    """The pieces that may still act (none once 3 have: R10), by square then cid (cached on the state)."""
    got = s.cache.get("actors")
    if got is not None:
        assert isinstance(got, list)
        return got
    out: list[int] = []
    if s.actions < MAX_ACTIONS:
        b = board(s)
        unit, prof, turn = b.unit, b.prof, s.turn
        for c in b.pieces():
            u = unit[c]
            if u.ctrl != seat or u.acted or u.since >= turn:
                continue
            if prof[c].type == SOLDIER:
                out.append(c)
            else:
                riders = b.riders.get(c)
                if riders and all(unit[r].since < turn for r in riders):
                    out.append(c)
    s.cache["actors"] = out
    return out


def reachable(b: Board, c: int) -> list[int]:
    """R11, R12, R20, §B1 足止め: the squares piece ``c`` can end a move on with up to its 移動力 steps, each
    to an orthogonal neighbour or (standing on a 陣 with 【移動:同名】) to a 陣 of the same name. A square
    holding 2 of its controller's pieces is neither entered nor passed; entering a square with any enemy
    piece, or a 【足止め】 陣, ends the move. Its own square is not a destination."""
    st = b.stats(c)
    seat = st.ctrl
    prof = b.prof
    forts = b.fort
    own = b.counts(seat)
    enemy = b.counts(1 - seat)
    seen = {st.sq}
    frontier = [st.sq]
    out: list[int] = []
    for _ in range(st.mv):
        nxt: list[int] = []
        for q in frontier:
            steps: tuple[int, ...] = NEXT[q]
            f = forts[q]
            if f is not None and prof[f.cid].move_same:
                key = prof[f.cid].key
                steps = steps + tuple(g.sq for g in b.s.forts if g.sq != q and prof[g.cid].key == key)
            for r in steps:
                if r in seen:
                    continue
                seen.add(r)
                if own[r] >= STACK:
                    continue
                out.append(r)
                g = forts[r]
                if not enemy[r] and (g is None or not prof[g.cid].hold):
                    nxt.append(r)
        frontier = nxt
        if not frontier:
            break
    out.sort()
    return out


def shoot_targets(b: Board, c: int) -> list[int]:
    """R13: the enemy combatants at distance 1..R of ``c``'s 射撃 (not a 陣, not an unridden 騎)."""
    st = b.stats(c)
    reach = st.reach()
    if not reach:
        return []
    return [t for t in b.pieces() if b.unit[t].ctrl != st.ctrl and b.combatant(t)
            and st.shot_at(DIST[st.sq][b.unit[t].sq]) > 0]


def heal_targets(b: Board, c: int) -> list[int]:
    """§B1 回復 (activated): the controller's damaged combatants at distance ≤ 1, itself included."""
    st = b.stats(c)
    if not st.heal:
        return []
    return [t for t in b.pieces() if b.unit[t].ctrl == st.ctrl and b.combatant(t)
            and DIST[st.sq][b.unit[t].sq] <= 1 and b.stats(t).dmg > 0]


def build_kinds(s: State, b: Board, c: int) -> list[str]:
    """R18 工作: the 陣 kinds in hand that the turn player can pay for, if ``c``'s square holds no 陣."""
    st = b.stats(c)
    if not st.build or b.fort[st.sq] is not None:
        return []
    ip = s.ip[st.ctrl]
    return [k for k in hand_kinds(s, st.ctrl) if PROFILES[k].type == FORT and PROFILES[k].cost <= ip]


def recall_kinds(s: State, b: Board, c: int) -> list[str]:
    """§B1 招魂N: the 兵 kinds in the controller's 神殿 with cost ≤ N and ≤ its IP, if ``c``'s square holds fewer
    than 2 of its pieces."""
    st = b.stats(c)
    if not st.recall or b.own(st.sq, st.ctrl) >= STACK:
        return []
    ip = s.ip[st.ctrl]
    kinds = {s.prof[x].key for x in s.temples[st.ctrl]
             if s.prof[x].type == SOLDIER and s.prof[x].cost <= min(st.recall, ip)}
    return [k for k in CARDS if k in kinds]


def actions(s: State, seat: int) -> list[Move]:
    b = board(s)
    out: list[Move] = []
    for c in actors(s, seat):
        me = ref_of(b, c)
        st = b.stats(c)
        out += [Move("move", "", me, NOREF, q) for q in reachable(b, c)]
        if st.shoots:
            out += [Move("shoot", "", me, ref_of(b, t)) for t in shoot_targets(b, c)]
        if st.build:
            out += [Move("build", k, me) for k in build_kinds(s, b, c)]
        if st.heal:
            out += [Move("heal", "", me, ref_of(b, t)) for t in heal_targets(b, c)]
        if st.recall:
            out += [Move("recall", k, me) for k in recall_kinds(s, b, c)]
    return out


def can_ride(b: Board, r: int, m: int, seat: int) -> bool:
    """R14: ``seat``'s 兵 ``r`` riding nothing may ride 騎 ``m`` on its square if ``m`` has no riders or only
    ``seat``'s, has room (積載), and the group would not be destroyed at once (its damage below its 体力)."""
    ur, um = b.unit[r], b.unit[m]
    if ur.ctrl != seat or ur.mount >= 0 or b.prof[r].type != SOLDIER or um.sq != ur.sq or b.prof[m].type != MOUNT:
        return False
    riders = b.riders.get(m, [])
    if (riders and um.ctrl != seat) or len(riders) >= b.prof[m].load:
        return False
    hp = max(1, modded(*b.prof[m].hmod, sum(b.prof[x].hp for x in riders) + b.prof[r].hp))
    dmg = um.dmg + ur.dmg + sum(b.unit[x].dmg for x in riders)
    return dmg < hp


def rides(s: State, seat: int) -> list[Move]:
    b = board(s)
    out: list[Move] = []
    for q in range(len(b.at)):
        here = b.at[q]
        if len(here) < 2:
            continue
        for r in here:
            for m in here:
                if can_ride(b, r, m, seat):
                    out.append(Move("ride", unit=ref_of(b, r), target=ref_of(b, m)))
    return out


def battles(s: State, seat: int) -> tuple[list[Move], list[Move]]:
    """R16/R17: (the battles still due: ``battle SQ``, and ``battle SQ fort`` where ``seat`` has a 工作
    combatant and an enemy 陣 stands; the optional sieges of an enemy 陣 with no enemy combatant: ``siege
    SQ``). Our reading of R17's "any 陣": the opponent's (a 陣 it built, its ■), never one's own."""
    b = board(s)
    due: list[Move] = []
    optional: list[Move] = []
    for q in range(len(b.at)):
        if q in s.fought or not b.at[q]:
            continue
        mine = b.combatants(q, seat)
        if not mine:
            continue
        theirs = b.combatants(q, 1 - seat)
        f = b.fort[q]
        builder = f is not None and f.owner != seat and any(b.stats(c).build for c in mine)
        if theirs:
            due.append(Move("battle", sq=q))
            if builder:
                due.append(Move("battle", sq=q, fort=True))
        elif builder:
            optional.append(Move("siege", sq=q))
    return due, optional


def battle_moves(s: State, seat: int) -> list[Move]:
    """R14 riding (before the first battle), R16 battles in any order, R17 sieges; ``done`` once no battle is
    due."""
    due, optional = battles(s, seat)
    out = rides(s, seat) if not s.fought else []
    out += due + optional
    if not due:
        out.append(DONE)
    return out
