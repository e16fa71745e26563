"""The moves of ウルトラセブン and the legal ones of each decision, in a fixed order.

A ``Move`` is one decision (README.md "Moves"; ``notation.py`` gives the texts). Cards on the table are named by
their public number ``#k`` (``Placed.order``, E 14), never by their area, so a move's text tells the TDF no more
than the table does.

The decisions, by phase and step (``State.phase``, ``State.t.step``):

- alien action (R 5–R 10): ``draw``, ``place KEY``, ``chit K``, ``overload K`` (E17), ``flip K``, ``heal K``,
  ``end``; after E14 is drawn, ``ban MEMBER`` (U 7).
- TDF deployment (R 11): ``deploy MEMBER AREA``, ``arm WEAPON AREA``, ``done``.
- recon (R 12): ``recon AREA`` (``recon AREA takenaka``: E03's +2 to this group), ``done``; then the 2d6 chance
  step ``roll N`` (N the sum).
- re-deployment (R 13): ``move FROM TO``, ``done``.
- combat (R 14–R 19): ``fight AREA``; ``assign WEAPON MEMBER[+MEMBER…]`` (R 15.5, R 15.6); the attack 1d6;
  ``capsule ID``, ``transform``, ``done`` (R 16, R 19); the capsule's 1d6, the transformation's 2d6;
  ``tech KEY`` (R 17.2; ``done`` after a tie, R 17.4.3); Seven's 1d6 and the alien's 1d6.
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from sevens.core.game import CHANCE
from sevens.core.memo import memo

from . import combat as cb
from .cards import (AREA_KEYS, CAPSULES, DAN, INFORMATION, INVASIONS, KIRIYAMA, KIRIYAMA_RULE, KURATA, MEMBERS,
                    MONSTERS, TECHNIQUES, WEAPONS)
from .state import (ALIEN_ACTION, ALIEN_SEAT, ALIVE, CHIT_AP, COMBAT, DEPLOY, DRAW_AP, FLIP_AP, HAND_LIMIT, HEAL_AP,
                    PLACE_AP, RECON, REDEPLOY, TDF_SEAT, Placed, State)


class Move(NamedTuple):
    """One decision. ``verb`` says what; ``key`` a card, member, weapon, technique or capsule (``move``: the area
    left); ``area`` an area; ``n`` a table card's number ``#k``, a die's face or 2d6 sum, or 1 for ``recon …
    takenaka``; ``keys`` the members who take a weapon's bonus (``assign``)."""

    verb: str
    key: str = ""
    area: str = ""
    n: int = 0
    keys: tuple[str, ...] = ()


DRAW, END, DONE, TRANSFORM = Move("draw"), Move("end"), Move("done"), Move("transform")

# Sub-steps (``State.t.step``); "" is a phase's main decision.
BAN, ROLL, ASSIGN, ATTACK, SEVEN, CAPSULE, CHANGE, TECH, SEVEN_DIE, ALIEN_DIE = (
    "ban", "roll", "assign", "attack", "seven", "capsule", "change", "tech", "seven_die", "alien_die")
CHANCE_STEPS = {(RECON, ROLL): 2, (COMBAT, ATTACK): 1, (COMBAT, CAPSULE): 1, (COMBAT, CHANGE): 2,
                (COMBAT, SEVEN_DIE): 1, (COMBAT, ALIEN_DIE): 1}
"""The chance steps and their dice: recon 2d6 (R 12.5), a TDF attack 1d6 (R 15.3), a capsule monster 1d6
(R 19.6), the transformation 2d6 (R 16.4), the melee's 1d6 each (R 17.4)."""

BANNABLE = ("kiriyama", "furuhashi", "soga", "amagi", "anne")
"""E14 休暇命令: a member named by the alien, not Dan, not Kurata."""


_ROLLS = {n: tuple(Move("roll", n=v) for v in range(n, 6 * n + 1)) for n in set(CHANCE_STEPS.values())}
"""Each chance step's outcomes by its number of dice (the sums ``n`` … ``6n``), made once."""


def dice(s: State) -> int:
    """The dice of the pending chance step (0: not a chance step)."""
    return CHANCE_STEPS.get((s.phase, s.t.step), 0)


def to_move(s: State) -> int | None:
    """The seat deciding now: the alien in its action (R 5), the TDF afterwards, ``CHANCE`` at a die; None once
    the game is over."""
    if s.over:
        return None
    if dice(s):
        return CHANCE
    return ALIEN_SEAT if s.phase == ALIEN_ACTION else TDF_SEAT


def legal(s: State) -> list[Move]:
    """Every legal move of the pending decision (cached on the state); [] once the game is over."""
    return memo(s.cache, "legal", _legal, s)


def _legal(s: State) -> list[Move]:
    if s.over:
        return []
    n = dice(s)
    if n:
        return list(_ROLLS[n])
    step = s.t.step
    if s.phase == ALIEN_ACTION:
        return bans(s) if step == BAN else actions(s) + [END]
    if s.phase == DEPLOY:
        return deployments(s) + [DONE]
    if s.phase == RECON:
        return recons(s) + [DONE]
    if s.phase == REDEPLOY:
        return redeployments(s) + [DONE]
    if s.phase == COMBAT:
        if step == "":
            return [Move("fight", area=a) for a in combat_areas(s)]
        if step == ASSIGN:
            return assignments(s)
        if step == SEVEN:
            return seven_moves(s)
        if step == TECH:
            return techniques(s) + ([DONE] if s.t.timing == "tie" else [])
    return []


# --- the alien's action (R 5–R 10) -------------------------------------------------------------------------------

def bans(s: State) -> list[Move]:
    """U 7: E14's member, named by the alien at once."""
    return [Move("ban", key=k) for k in BANNABLE]


def placeable(s: State, key: str) -> bool:
    """R 8.4 (its area holds no card) and R 8.5 (its 侵略条件's information card revealed; not in 1クール,
    R 21.2.4)."""
    inv = INVASIONS[key]
    if s.card_in(inv.area) is not None:
        return False
    return not (inv.condition and s.rules.conditions and inv.condition not in s.infos)


def may_draw(s: State) -> bool:
    """R 6.1–R 6.3 and E 8: a card is left to draw, and the hand holds fewer than 8 invasion cards — or none of
    them can be placed (E 8's deadlock exception)."""
    if not s.deck:
        return False
    return len(s.hand) < HAND_LIMIT or not any(placeable(s, k) for k in s.hand)


def chit_room(s: State, p: Placed) -> bool:
    """R 7.3–R 7.5: the card may take one more chit this turn: not flipped this turn; face down, below its
    暗躍時 rate this turn and below its 暗躍限界; face up, below its 発覚時 rate this turn."""
    inv = INVASIONS[p.key]
    if p.flipped:
        return False
    if p.face_up:
        return p.added < inv.exposed_rate
    return p.added < inv.hidden_rate and p.chits < inv.limit


def may_overload(s: State, p: Placed) -> bool:
    """E17 破壊工作 (U 6): once this turn, a face-up card not flipped this turn that has taken its 発覚時 chits
    may take one more."""
    return (p.face_up and not p.flipped and not s.t.overloaded and p.added >= INVASIONS[p.key].exposed_rate
            and cb.has(s, "overload"))


def actions(s: State) -> list[Move]:
    """R 5.1's five actions the AP left pay for: draw, place (hand in episode order), then per table card (by
    number) chit, overload, flip, heal."""
    ap = s.ap
    out: list[Move] = []
    if ap >= DRAW_AP and may_draw(s):
        out.append(DRAW)
    if ap >= PLACE_AP:
        out += [Move("place", key=k) for k in s.hand if placeable(s, k)]
    for p in s.table:
        if ap >= CHIT_AP and chit_room(s, p):
            out.append(Move("chit", n=p.order))
        if ap >= CHIT_AP and may_overload(s, p):
            out.append(Move("overload", n=p.order))
        if ap >= FLIP_AP and not p.face_up and p.chits >= INVASIONS[p.key].limit:
            out.append(Move("flip", n=p.order))
        if ap >= HEAL_AP and p.face_up and p.damage > 0:
            out.append(Move("heal", n=p.order))
    return out


# --- TDF deployment (R 11) -----------------------------------------------------------------------------------

class _Room(NamedTuple):
    """What ``member_areas`` and ``weapon_areas`` read from a state, gathered once per state (the bot's playouts
    list the deployments at every decision): each area's group, whether it takes one member more (R 11.3), the
    members confined to 基地 (E13), and whether Kurata may come (E01, E02)."""

    groups: dict[str, tuple[str, ...]]
    more: dict[str, bool]
    confined: frozenset[str]
    kurata: bool


def _room(s: State) -> _Room:
    groups = {a: cb.members_in(s, a) for a in AREA_KEYS}
    free = cb.has(s, "no_kiriyama_rule")
    # R 11.3: one member more keeps the area under KIRIYAMA_RULE, or Kiriyama is there, or it is 基地, or E08
    more = {a: free or a == cb.BASE_AREA or len(g) + 1 < KIRIYAMA_RULE or KIRIYAMA in g for a, g in groups.items()}
    confined = frozenset(e.target for e in cb.effects(s) if e.kind == "confine")
    return _Room(groups, more, confined, cb.has(s, "kurata"))


def member_areas(s: State, member: str) -> list[str]:
    """R 11.2, R 11.3, R 11.6 and the events: the areas ``member`` (not yet deployed) may go to. Kurata only on
    an E01/E02 turn and only to 宇宙; Dan not while Seven is dead or captured (R 18.2, §B ★3); E14's member
    nowhere; Kiriyama only to 基地 under E13; an area (not 基地) may take a 4th member only if Kiriyama is there
    already (R 11.3 as a canonical order: Kiriyama goes first, U 10)."""
    room = memo(s.cache, "room", _room, s)
    if (member == KURATA and not room.kurata) or (member == DAN and s.seven != ALIVE) or member == s.t.banned:
        return []
    m = MEMBERS[member]
    areas = [m.only_area] if m.only_area else AREA_KEYS
    if member in room.confined:
        areas = [a for a in areas if a == cb.BASE_AREA]
    return [a for a in areas if room.more[a] or member == KIRIYAMA]


def weapon_areas(s: State, weapon: str) -> list[str]:
    """R 11.4, R 11.5, §D: a weapon not yet deployed, while fewer than the limit are (2; E05 3), not banned
    (E12), to an area it may go to that holds one of its users."""
    if len(s.weapons) >= cb.weapon_limit(s) or cb.has(s, "ban", weapon):
        return []
    w = WEAPONS[weapon]
    groups = memo(s.cache, "room", _room, s).groups
    return [a for a in w.areas if any(k in w.users for k in groups[a])]


_DEPLOY = {(v, k, a): Move(v, key=k, area=a) for v, keys in (("deploy", MEMBERS), ("arm", WEAPONS))
           for k in keys for a in AREA_KEYS}
"""Every deployment move, made once (a move is immutable): the bot's playouts list them at every decision."""


def deployments(s: State) -> list[Move]:
    """Members (``MEMBERS`` order) then weapons (``WEAPONS`` order), each to its legal areas in §A's order."""
    placed = {d.card for d in s.members} | {d.card for d in s.weapons}
    out: list[Move] = []
    for k in MEMBERS:
        if k not in placed:
            out += [_DEPLOY["deploy", k, a] for a in member_areas(s, k)]
    if len(s.weapons) < cb.weapon_limit(s):  # else no weapon has an area (weapon_areas): skip the six calls
        for w in WEAPONS:
            if w not in placed:
                out += [_DEPLOY["arm", w, a] for a in weapon_areas(s, w)]
    return out


# --- recon (R 12) ----------------------------------------------------------------------------------------------

def recon_areas(s: State) -> list[str]:
    """R 12.1, R 12.2, E 17: areas with members, not yet reconnoitred this turn, with no face-up card (public:
    a face-down card or none, the TDF cannot tell)."""
    out = []
    for a in cb.groups(s):
        p = s.card_in(a)
        if a not in s.t.reconned and not (p is not None and p.face_up):
            out.append(a)
    return out


def recons(s: State) -> list[Move]:
    """``recon AREA``, and while E03 タケナカ参謀's +2 is unused, ``recon AREA takenaka`` too."""
    takenaka = not s.t.takenaka and cb.has(s, "recon_group")
    out: list[Move] = []
    for a in recon_areas(s):
        out.append(Move("recon", area=a))
        if takenaka:
            out.append(Move("recon", area=a, n=1))
    return out


# --- re-deployment (R 13) ---------------------------------------------------------------------------------------

def move_ok(s: State, src: str, dst: str) -> bool:
    """R 13.2–R 13.4: the whole group of ``src`` moves to ``dst``: every area-bound weapon of it may go there
    (R 13.4), Kurata only to 宇宙 (R 11.6), Kiriyama only to 基地 under E13, and the merged group keeps the
    Kiriyama rule (R 13.3, 基地 exempt, E08)."""
    if src == dst:
        return False
    group = cb.members_in(s, src)
    if any(dst not in WEAPONS[w].areas for w in cb.weapons_in(s, src)):
        return False
    for k in group:
        m = MEMBERS[k]
        if m.only_area and dst != m.only_area:
            return False
    confined = {e.target for e in cb.effects(s) if e.kind == "confine"}
    if any(k in confined for k in group) and dst != cb.BASE_AREA:
        return False
    return cb.kiriyama_ok(s, dst, cb.members_in(s, dst) + group)


def redeployments(s: State) -> list[Move]:
    """``move FROM TO`` while groups may still move (R 13.1: one; E04 two; E11 none)."""
    if s.t.redeploys >= cb.redeploy_limit(s):
        return []
    return [Move("move", key=a, area=b) for a in cb.groups(s) for b in AREA_KEYS if move_ok(s, a, b)]


# --- combat (R 14–R 19) ----------------------------------------------------------------------------------------

def combat_areas(s: State) -> list[str]:
    """R 14.1, E 21: areas holding a face-up card and members whose combat is not yet fought, in §A's order
    (the TDF picks the order, E 24)."""
    out = []
    for a in cb.groups(s):
        p = s.card_in(a)
        if p is not None and p.face_up and a not in s.t.fought:
            out.append(a)
    return out


def next_weapon(s: State) -> str:
    """The first weapon of the fighting group (``WEAPONS`` order) whose bonus is not assigned yet, or ""."""
    done = {w for w, _ in s.t.assigned}
    for w in cb.weapons_in(s, s.t.area):
        if w not in done:
            return w
    return ""


def assignments(s: State) -> list[Move]:
    """R 15.5, R 15.6, E 20: the next weapon's bonus goes to one member of the group who is one of its users;
    Hawk 1's +1 to as many members as it can, up to 3 (U 11: fewer is never better), any members of the group."""
    w = next_weapon(s)
    group = cb.members_in(s, s.t.area)
    weapon = WEAPONS[w]
    if weapon.spread > 1:
        size = min(weapon.spread, len(group))
        return [Move("assign", key=w, keys=c) for c in combinations(group, size)]
    return [Move("assign", key=w, keys=(k,)) for k in group if k in weapon.users]


def capsule_ready(s: State) -> bool:
    """R 19.3, E 27: capsule monsters may be used in this combat: Dan is in the area and Seven alive and not
    captured (R 18.2, §B ★3)."""
    return s.seven == ALIVE and DAN in cb.members_in(s, s.t.area)


def capsule_moves(s: State) -> list[Move]:
    """R 19.2, R 19.5: one card of each kind not used this turn, the first unused card of the kind (copies are
    alike, §D)."""
    if not capsule_ready(s):
        return []
    out: list[Move] = []
    seen: set[str] = set(s.capsules_turn)
    for c in s.capsules:
        kind = CAPSULES[c].monster
        if kind not in seen:
            seen.add(kind)
            out.append(Move("capsule", key=c))
    return out


def may_transform(s: State) -> bool:
    """R 16.1, R 16.2, E 25: before the check, once a turn, Dan in the area, Seven alive and free, E15 not in
    force, and against 25 only after a capsule monster was used against it this turn, or once the TDF has no
    capsule monster left (§B ★2 as tuned, README "Card tuning": then at −3, ``combat.transform_target``)."""
    if s.t.timing != "before" or s.t.tried or not capsule_ready(s) or cb.has(s, "no_transform"):
        return False
    return not capsule_lock(s)


def capsule_lock(s: State) -> bool:
    """§B ★2 as tuned: the card fought is 25, capsule monsters are left, and none was used against it this turn
    (Dan may not transform yet)."""
    p = s.card_in(s.t.area) if s.t.area else None
    return p is not None and INVASIONS[p.key].capsule_first and bool(s.capsules) \
        and s.t.area not in s.t.capsule_areas


def seven_moves(s: State) -> list[Move]:
    """At a capsule timing (R 19.1): the capsules, ``transform`` (before the check only), ``done``."""
    return capsule_moves(s) + ([TRANSFORM] if may_transform(s) else []) + [DONE]


def techniques(s: State) -> list[Move]:
    """R 17.2, R 18.1, E 26: a technique whose cost the energy pays, no beam against 48・49 (§B ★4)."""
    p = s.card_in(s.t.area)
    assert p is not None
    ban = INVASIONS[p.key].beam_ban
    return [Move("tech", key=k) for k, t in TECHNIQUES.items() if t.cost <= s.energy and not (ban and t.beam)]


def monster_of(capsule: str) -> str:
    return MONSTERS[CAPSULES[capsule].monster].key


def unlocked(s: State) -> tuple[str, ...]:
    """The invasion cards whose 侵略条件 the information in force meets (R 8.5)."""
    return tuple(k for i in s.infos for k in INFORMATION[i].unlocks)
