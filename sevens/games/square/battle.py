"""Pieces, group statistics and fights of セブンスクエア (docs/rules/square.md R13, R15–R17, R22, §B1).

A **piece** is what stands on a square by itself: a 兵 riding nothing, or a 騎 with its riders (a **group**,
named by its 騎) or without (an unridden 騎). A **combatant** is a 兵 riding nothing or a 騎 with at least one
rider; only combatants fight and can be shot (docs/rules/square.md, "Combatant").

``Board`` is the index of a state's pieces by square (computed once per state and cached on it); ``Board.stats``
gives a piece's numbers (R15: the 騎's modifier applied once to the riders' total, 攻力 ≥ 0, 体力 ≥ 1; the
highest value of a numeric keyword; 【付与】 of the 騎 and of the 陣 underfoot). The fights: ``exchange`` (R16:
every combatant of a side takes the summed 攻力 of the other side, at once, less its 装甲), ``fight`` (a battle
on a square, with the 陣 when case 5 includes it, R17), ``shot_damage`` (R13, 装甲, R22's cap on the 将).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .cards import MOUNT, SOLDIER
from .state import DIST, SQUARES, Fort, Profile, State, Unit

__all__ = ["Board", "Stats", "board", "exchange", "fight", "shot_damage", "Clash", "modded"]


class Stats(NamedTuple):
    """A piece's numbers (R15). ``cards``: its 騎 first, then the riders by arrival (a 兵 alone: itself). ``atk``
    and ``hp`` are printed values after the 騎's modifier and R15's floors, before 鼓舞 and 突撃; ``dmg`` the
    damage on all its cards; ``shoots`` (damage, range) of every 射撃 it has; the numeric keywords at their
    highest value; ``general``: the 将 is one of its cards."""

    cid: int
    ctrl: int
    sq: int
    cards: tuple[int, ...]
    combatant: bool
    atk: int
    hp: int
    dmg: int
    mv: int
    shoots: tuple[tuple[int, int], ...]
    build: bool
    heal: int
    recall: int
    charge: int
    armour: int
    inspire: tuple[tuple[int, str], ...]
    general: bool
    charged: bool

    @property
    def left(self) -> int:
        """体力 left."""
        return self.hp - self.dmg

    def reach(self) -> int:
        """The longest 射撃 range (0: none)."""
        return max((r for _, r in self.shoots), default=0)

    def shot_at(self, dist: int) -> int:
        """The damage of its strongest 射撃 that reaches ``dist`` (R13: every distance 1..R; 0: none): a piece
        with several 射撃 uses the best one that reaches (our reading of R15's "highest value")."""
        return max((n for n, r in self.shoots if 1 <= dist <= r), default=0)


def modded(op: str, n: int, total: int) -> int:
    return total + n if op == "+" else total - n if op == "-" else n


def _arrival(u: Unit) -> tuple[int, int]:
    return (u.arrival, u.cid)


_EMPTY: list[int] = []
"""The pieces of an empty square (shared, never changed)."""


class Board:
    """The pieces of a state by square. ``at[sq]``: the pieces there in the order they came onto the board
    (``Unit.arrival``, public: the hidden card numbers never order anything a player sees); ``riders[m]``: the
    riders of 騎 m, in the same order; ``fort[sq]``: the 陣 or ■ there."""

    __slots__ = ("s", "prof", "unit", "riders", "at", "fort", "refs", "_stats", "_counts", "_pieces", "_inspirers")

    def __init__(self, s: State) -> None:
        self.s = s
        self.prof: tuple[Profile, ...] = s.opts.prof
        self.unit: dict[int, Unit] = {}
        self.riders: dict[int, list[int]] = {}
        self.at: list[list[int]] = [_EMPTY] * SQUARES
        self.fort: list[Fort | None] = [None] * SQUARES
        for u in sorted(s.units, key=_arrival):
            self.unit[u.cid] = u
            if u.mount >= 0:
                self.riders.setdefault(u.mount, []).append(u.cid)
            elif self.at[u.sq] is _EMPTY:
                self.at[u.sq] = [u.cid]
            else:
                self.at[u.sq].append(u.cid)
        for f in s.forts:
            self.fort[f.sq] = f
        self.refs: dict[int, tuple[int, str, int]] = {}
        """Pieces' names (``moves.ref_of``), once computed."""
        self._stats: dict[int, Stats] = {}
        self._counts: tuple[list[int], list[int]] | None = None
        self._pieces: list[int] | None = None
        self._inspirers: tuple[list[int], list[int]] | None = None

    def counts(self, seat: int) -> list[int]:
        """Per square, ``seat``'s pieces there (riders not counted: R12)."""
        if self._counts is None:
            c0, c1 = [0] * SQUARES, [0] * SQUARES
            for c in self.unit.values():
                if c.mount < 0:
                    if c.ctrl:
                        c1[c.sq] += 1
                    else:
                        c0[c.sq] += 1
            self._counts = (c0, c1)
        return self._counts[seat]

    def own(self, sq: int, seat: int) -> int:
        """``seat``'s pieces on ``sq`` (riders not counted: R12)."""
        return self.counts(seat)[sq]

    def enemy_piece(self, sq: int, seat: int) -> bool:
        """A piece of ``seat``'s enemy stands on ``sq`` (an unridden 騎 too: R11)."""
        return self.counts(1 - seat)[sq] > 0

    def combatant(self, c: int) -> bool:
        return self.prof[c].type == SOLDIER or c in self.riders

    def combatants(self, sq: int, seat: int) -> list[int]:
        unit = self.unit
        return [c for c in self.at[sq] if unit[c].ctrl == seat and self.combatant(c)]

    def pieces(self) -> list[int]:
        """Every piece, by square then arrival."""
        if self._pieces is None:
            self._pieces = [c for here in self.at for c in here]
        return self._pieces

    def stats(self, c: int) -> Stats:
        got = self._stats.get(c)
        if got is None:
            u = self.unit[c]
            riders = self.riders.get(c)
            f = self.fort[u.sq]
            key = (u, tuple(self.unit[r] for r in riders) if riders else (), f.cid if f is not None else -1,
                   self.s.generals)
            shared = _shared_stats(self.s)
            got = shared.get(key)
            if got is None:
                if len(shared) >= SHARED_STATS:
                    shared.clear()
                got = shared[key] = self._compute(c)
            self._stats[c] = got
        return got

    def _compute(self, c: int) -> Stats:
        prof = self.prof
        u = self.unit[c]
        p = prof[c]
        riders = self.riders.get(c, ())
        f = self.fort[u.sq]
        if not riders and (p.type == MOUNT or f is None or not prof[f.cid].grants):  # a 兵 alone, an unridden 騎
            solo = p.type == SOLDIER
            return Stats(c, u.ctrl, u.sq, (c,), solo, p.atk, p.hp, u.dmg, p.mv, p.shoots if solo else (),
                         p.build and solo, p.heal if solo else 0, p.recall if solo else 0, p.charge if solo else 0,
                         p.armour if solo else 0, p.inspire if solo else (), c in self.s.generals, u.charge)
        own = [p] if p.type == SOLDIER else [prof[r] for r in riders]
        if p.type == MOUNT and riders:
            atk = max(0, modded(*p.amod, sum(q.atk for q in own)))
            hp = max(1, modded(*p.hmod, sum(q.hp for q in own)))
            own.append(p)
        else:
            atk, hp = p.atk, p.hp
        grants = list(p.grants) if p.type == MOUNT and riders else []
        if f is not None:
            grants.extend(prof[f.cid].grants)
        shoots = [x for q in own for x in q.shoots] + [(a.n, a.r) for a in grants if a.kind == "shoot"]
        inspire = [x for q in own for x in q.inspire] + [(a.n, a.tag) for a in grants if a.kind == "inspire"]

        def best(attr: str, kind: str) -> int:
            return max([getattr(q, attr) for q in own] + [a.n for a in grants if a.kind == kind] + [0])

        cards = (c, *riders)
        gens = self.s.generals
        units = self.unit
        return Stats(c, u.ctrl, u.sq, cards, p.type == SOLDIER or bool(riders), atk, hp,
                     sum(units[x].dmg for x in cards), p.mv, tuple(shoots),
                     any(q.build for q in own) or any(a.kind == "build" for a in grants),
                     best("heal", "heal"), best("recall", "recall"), best("charge", "charge"),
                     best("armour", "armour"), tuple(inspire), any(x in gens for x in cards),
                     any(units[x].charge for x in cards))

    def matches(self, c: int, tag: str) -> bool:
        """鼓舞's 条件 reaches piece ``c``: any of its cards' 名称 or 備考 contains ``tag`` (§B1)."""
        return tag == "" or any(self.prof[x].matches(tag) for x in self.stats(c).cards)

    def inspired(self, c: int) -> int:
        """§B1 鼓舞: the largest bonus reaching combatant ``c`` from its controller's **other** combatants at
        distance ≤ 1 whose 条件 it matches (no stacking)."""
        st = self.stats(c)
        bonus = 0
        for o in self.inspirers(st.ctrl):
            if o == c:
                continue
            other = self.stats(o)
            if DIST[other.sq][st.sq] > 1:
                continue
            for n, tag in other.inspire:
                if n > bonus and self.matches(c, tag):
                    bonus = n
        return bonus

    def inspirers(self, seat: int) -> list[int]:
        """``seat``'s combatants on the board (riders are part of their 騎's group) that have a 鼓舞: the only
        pieces ``inspired`` has to look at (most decks have none)."""
        if self._inspirers is None:
            found: tuple[list[int], list[int]] = ([], [])
            for here in self.at:
                for o in here:
                    if self.combatant(o) and self.stats(o).inspire:
                        found[self.unit[o].ctrl].append(o)
            self._inspirers = found
        return self._inspirers[seat]

    def attack(self, c: int, seat: int) -> int:
        """A combatant's 攻力 in a battle of ``seat``'s turn: printed, plus 鼓舞, plus 突撃 when it is the turn
        player's and its move ended entering this battle's square (§B1: nothing when defending)."""
        st = self.stats(c)
        bonus = st.charge if st.charged and st.ctrl == seat else 0
        return st.atk + self.inspired(c) + bonus


SHARED_STATS = 20_000
"""At most this many ``Stats`` kept between the boards of one game's states (then they are dropped at once)."""


def _shared_stats(s: State) -> dict[tuple[object, ...], Stats]:
    """The ``Stats`` already computed for the boards of states with these options (the cards' profiles), by
    what they depend on: the unit, its riders' units, the 陣 under it and the two 将 (``Board._compute``). Most
    pieces are the same from one state to the next, in a playout as in the game."""
    return s.opts.stats


def board(s: State) -> Board:
    """The state's ``Board``, computed once."""
    b = s.cache.get("board")
    if b is None:
        b = s.cache["board"] = Board(s)
    assert isinstance(b, Board)
    return b


def exchange(left: Sequence[tuple[int, int]], right: Sequence[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """R16 (seed case 1–3, 6): each fighter is (攻力, 装甲); every fighter of one side takes the summed 攻力 of
    the other side, less its own 装甲 (never below 0), all at once. Returns the damage each fighter takes."""
    to_right = sum(a for a, _ in left)
    to_left = sum(a for a, _ in right)
    return [max(0, to_left - arm) for _, arm in left], [max(0, to_right - arm) for _, arm in right]


class Clash(NamedTuple):
    """A battle's result: the damage each combatant takes (by piece), the 陣's damage (-1: not in it), the
    summed 攻力 each side dealt (by seat)."""

    damage: dict[int, int]
    fort_damage: int
    totals: tuple[int, int]


def fight(b: Board, sq: int, seat: int, with_fort: bool) -> Clash:
    """The battle on ``sq`` in ``seat``'s turn (R16), the 陣 there included when ``with_fort`` (R17, seed case
    4/5: it loses the summed 攻力 of ``seat``'s 工作 combatants; the enemy's 工作 add nothing, and it deals
    nothing)."""
    mine = b.combatants(sq, seat)
    theirs = b.combatants(sq, 1 - seat)
    atk_mine = [b.attack(c, seat) for c in mine]
    atk_theirs = [b.attack(c, seat) for c in theirs]
    hit_mine, hit_theirs = exchange([(a, b.stats(c).armour) for a, c in zip(atk_mine, mine)],
                                    [(a, b.stats(c).armour) for a, c in zip(atk_theirs, theirs)])
    damage = dict(zip(mine, hit_mine)) | dict(zip(theirs, hit_theirs))
    fort = sum(a for a, c in zip(atk_mine, mine) if b.stats(c).build) if with_fort else -1
    totals = (sum(atk_mine), sum(atk_theirs)) if seat == 0 else (sum(atk_theirs), sum(atk_mine))
    return Clash(damage, fort, totals)


def shot_damage(b: Board, shooter: int, target: int) -> tuple[int, int]:
    """R13: (the damage of ``shooter``'s best 射撃 reaching ``target``, the damage ``target`` takes): less its
    装甲 (§B1, never below 0), then at most 1 when the 将 is one of its cards (R22: 「the 将 takes at most 1
    damage from each 射撃」)."""
    st = b.stats(target)
    raw = b.stats(shooter).shot_at(DIST[b.unit[shooter].sq][st.sq])
    taken = max(0, raw - st.armour)
    return raw, min(taken, 1) if st.general else taken
