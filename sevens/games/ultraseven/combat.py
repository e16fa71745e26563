"""The numbers of a ウルトラセブン turn, read from a state: the effects in force, groups, recon sums and targets,
TDF-attack targets, the transformation value, melee strength, and damage with removal and the ★ stages.

Rules: the seed (R n) and docs/rules/ultraseven.md (E n, §B ★ texts); this game's decisions U n (README.md).
Every function is pure: it reads a ``State`` and returns a value (``hit`` a new state).
"""

from __future__ import annotations

from typing import Any

from sevens.core.memo import memo

from .cards import (AREA_KEYS, DAN, EVENTS, INFORMATION, INVASIONS, KIRIYAMA, KIRIYAMA_RULE, MEMBERS,
                    NO_CAPSULE_TRANSFORM, SEVEN_BASE, WEAPONS, WEAPONS_PER_TURN, Effect, Invasion, transform_value)
from .state import Placed, State, evolve

BASE_AREA = "base"


# --- effects in force (R 6.5, E 3) ----------------------------------------------------------------------------

def effects(s: State) -> tuple[Effect, ...]:
    """The effects in force: this turn's events (R 6.5, E 3: they stack) and every information card revealed
    (R 6.5: for the rest of the game); I6's only while the energy is at most its bound. Made once per state
    (the legal moves and the policy ask for them many times)."""
    return memo(s.cache, "effects", _effects, s)


def _effects(s: State) -> tuple[Effect, ...]:
    out = [e for k in s.events for e in EVENTS[k].effects]
    out += [e for k in s.infos for e in INFORMATION[k].effects if not e.energy or s.energy <= e.energy]
    return tuple(out)


def has(s: State, kind: str, target: str = "") -> bool:
    """An effect of ``kind`` (for ``target``, if given) is in force."""
    return (kind, target) in memo(s.cache, "kinds", _kinds, s)


def _kinds(s: State) -> frozenset[tuple[str, str]]:
    """The effects in force as ``has`` asks for them: (kind, "") for every kind and (kind, target) for each."""
    return frozenset((e.kind, t) for e in effects(s) for t in ("", e.target))


def total(s: State, kind: str, target: str) -> int:
    """The sum of the effects of ``kind`` that concern ``target`` or everything ("")."""
    return sum(e.n for e in effects(s) if e.kind == kind and e.target in ("", target))


def weapon_limit(s: State) -> int:
    """R 11.4: 2 weapons a turn; E05 ヤマオカ長官 allows 3."""
    return max([WEAPONS_PER_TURN] + [e.n for e in effects(s) if e.kind == "weapons"])


def redeploy_limit(s: State) -> int:
    """R 13.1: one group; E04 マナベ参謀 two; E11 電波妨害 none."""
    if has(s, "no_redeploy"):
        return 0
    return max([1] + [e.n for e in effects(s) if e.kind == "redeploy"])


# --- groups (R 11.1) --------------------------------------------------------------------------------------------

def members_in(s: State, area: str) -> tuple[str, ...]:
    """The members deployed in ``area``, in ``MEMBERS`` order (R 11.1: with its weapons, a group); every area's
    made once per state (``State.cache``: the bot's playouts ask for them at every legal-move list)."""
    return memo(s.cache, "members_in", _members_by_area, s).get(area, ())


def _members_by_area(s: State) -> dict[str, tuple[str, ...]]:
    where = {d.card: d.area for d in s.members}
    out: dict[str, tuple[str, ...]] = {}
    for k in MEMBERS:
        a = where.get(k)
        if a is not None:
            out[a] = out.get(a, ()) + (k,)
    return out


def weapons_in(s: State, area: str) -> tuple[str, ...]:
    """The weapons deployed in ``area``, in ``WEAPONS`` order."""
    here = {d.card for d in s.weapons if d.area == area}
    return tuple(k for k in WEAPONS if k in here)


def groups(s: State) -> tuple[str, ...]:
    """The areas holding a group (members), in §A's order."""
    here = {d.area for d in s.members}
    return tuple(a for a in AREA_KEYS if a in here)


def area_of(s: State, member: str) -> str:
    """Where ``member`` is deployed, "" if off-board (E 2)."""
    for d in s.members:
        if d.card == member:
            return d.area
    return ""


def kiriyama_ok(s: State, area: str, members: tuple[str, ...] | list[str]) -> bool:
    """R 11.3 / R 13.3: ``members`` may stand together in ``area``: fewer than 4, or キリヤマ隊長 among them, or
    the area is 基地 (exempt), or E08 緊急発進 is in force."""
    return (len(members) < KIRIYAMA_RULE or KIRIYAMA in members or area == BASE_AREA
            or has(s, "no_kiriyama_rule"))


# --- recon (R 12; E 15, E 16) -----------------------------------------------------------------------------------

def recon_sum(s: State, area: str, takenaka: bool = False) -> int:
    """R 12.3: the group's recon sum told to the alien: its members' and weapons' 偵察 (a weapon's once, §D),
    plus the events and information in force for that area (E02, E16, E18, I1, I3, I7), E07 in Dan's area and
    E03's +2 if the TDF gives it to this group (``takenaka``)."""
    n = sum(MEMBERS[k].recon for k in members_in(s, area)) + sum(WEAPONS[w].recon for w in weapons_in(s, area))
    n += total(s, "recon", area)
    if DAN in members_in(s, area):
        n += sum(e.n for e in effects(s) if e.kind == "recon_dan")
    if takenaka:
        n += max([0] + [e.n for e in effects(s) if e.kind == "recon_group"])
    return n


def recon_target(s: State, area: str, group_sum: int) -> int | None:
    """R 12.4: the recon target (the alien's secret sum): the group's sum, the face-down card's 偵察値 and its
    chits; None when no face-down card is in ``area`` (the roll can find nothing: 「異常なし」, R 12.8)."""
    p = s.card_in(area)
    if p is None or p.face_up:
        return None
    return group_sum + INVASIONS[p.key].recon + p.chits


# --- combat (R 15–R 19; E 21–E 28) --------------------------------------------------------------------------------

def weapon_bonus(s: State, weapon: str) -> int:
    """R 15.4: the weapon's combat bonus (I2 makes Hawk 2's +3)."""
    n = WEAPONS[weapon].combat
    for e in effects(s):
        if e.kind == "weapon_power" and e.target == weapon:
            n = e.n
    return n


def attack_target(s: State, area: str, member: str) -> int | None:
    """R 15.3–R 15.6 (E 22): the member's 戦闘 + the bonuses of the weapons assigned to it + the card's TDF値 +
    E06/E09; roll 1d6 ≤ it for 1 damage. None: the card's TDF値 is "−" (R 15.9), no attack."""
    p = s.card_in(area)
    assert p is not None
    tdf = INVASIONS[p.key].tdf_at(p.stage)
    if tdf is None:
        return None
    n = MEMBERS[member].combat + tdf + total(s, "attack", member)
    for w, takers in s.t.assigned:
        if member in takers:
            n += weapon_bonus(s, w)
    return n


def transform_target(s: State, area: str) -> int:
    """R 16.3: the transformation value for the other members in Dan's area (Kurata included), with I4 (against
    37 and 46) and I6 (against 48・49 while the energy is ≤ 20) −1 each, and ★25's −3 when no capsule monster is
    left (``NO_CAPSULE_TRANSFORM``); roll 2d6 ≤ it (R 16.4)."""
    others = len([k for k in members_in(s, area) if k != DAN])
    p = s.card_in(area)
    key = p.key if p is not None else ""
    n = transform_value(others) + sum(e.n for e in effects(s) if e.kind == "transform" and e.concerns(key))
    if p is not None and INVASIONS[key].capsule_first and not s.capsules and area not in s.t.capsule_areas:
        n += NO_CAPSULE_TRANSFORM
    return n


def against(s: State, kind: str, card: str) -> bool:
    """An effect of ``kind`` is in force in combat against ``card`` (I5 against 39・40 only)."""
    return any(e.kind == kind and e.concerns(card) for e in effects(s))


def strength(p: Placed) -> int:
    """R 17.3, E 23: the card's melee strength now, 戦闘力 − damage, never below 0."""
    return max(0, INVASIONS[p.key].power_at(p.stage) - p.damage)


def seven_power(technique_power: int) -> int:
    """R 17.2: Seven's base combat power (§D: 4) plus the technique's."""
    return SEVEN_BASE + technique_power


def card(p: Placed) -> Invasion:
    return INVASIONS[p.key]


def put(s: State, p: Placed) -> State:
    """``s`` with the table card of ``p.order`` replaced by ``p``."""
    return evolve(s, table=tuple(p if q.order == p.order else q for q in s.table))


def remove(s: State, p: Placed) -> State:
    """The card leaves the table for good (R 15.7; E 13: its area is free again); a capture by it ends (§B ★3)."""
    changes: dict[str, Any] = {}
    if s.captured and INVASIONS[p.key].captures:
        changes.update(captured=False, rescue=0)
    return evolve(s, table=tuple(q for q in s.table if q.order != p.order), removed=s.removed + (p.key,),
                  gone=s.gone + ((p.order, s.turn),),
                  **changes)


REMOVED, STAGED, HIT = "removed", "staged", "hit"


def defeat(s: State, p: Placed) -> tuple[State, str]:
    """A removal condition is met (E 32: TDF damage over 戦闘力, a Seven melee win, capsule damage): a two-stage
    ★ card on its first side turns to its second (§B ★1, ★4: damage 0, chits kept) — ``STAGED``; any other card
    is removed — ``REMOVED``."""
    if INVASIONS[p.key].second is not None and p.stage == 0:
        return put(s, p._replace(stage=1, damage=0)), STAGED
    return remove(s, p), REMOVED


def hit(s: State, area: str, by_tdf: bool) -> tuple[State, str]:
    """One damage to the face-up card in ``area`` (R 15.3, R 19.6.2): removed when the damage exceeds its
    戦闘力 (R 15.7, E 23; equal already with ``remove_at_equal``), or turned to its second stage; ``HIT`` if it
    stays. A TDF attack on the card that captured Seven counts toward his rescue (§B ★3: 2 damage)."""
    p = s.card_in(area)
    assert p is not None and p.face_up
    p = p._replace(damage=p.damage + 1)
    s = put(s, p)
    inv = INVASIONS[p.key]
    if by_tdf and s.captured and inv.captures:
        r = s.rescue + 1
        s = evolve(s, rescue=0, captured=False) if r >= inv.rescue else evolve(s, rescue=r)
    power = inv.power_at(p.stage)
    if p.damage > power or (s.opts.remove_at_equal and p.damage >= power):
        return defeat(s, p)
    return s, HIT
