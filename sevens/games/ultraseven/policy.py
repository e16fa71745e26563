"""The bot's playout policy for both seats: each decision by a cheap score of every legal move, read straight
from the state (README.md, "The bot"; §F's prototype heuristic bots, docs/rules/ultraseven.md).

The bot values each of its candidate decisions by letting this policy finish the game turn (the
alien's action, the TDF's deployment, recons and combat, the victory check; every level) and reading the
evaluation where it stops (``evaluate.py``). Ties go to the first move in the engine's order, so a playout
depends only on the state; every die comes from the state's own seed as the platform resolves it
(``sevens.core.chance.pick`` with ``chance_rng``), so a playout is reproducible. A style (``STYLES``) is a seat's:
``PLAIN`` below (§F's prototype, ``easy`` and ``normal``), ``FULL`` ``hard``'s for its own seat (``GAME.policy_style``;
its alien heals first, its TDF re-deploys an idle group: README "The alien of `hard`", "The TDF of `hard`").

- **The alien** (§F: rush the face-up chits, place whenever an area is free, flip at the limit, draw with spare
  AP): E17's extra chit, then a chit on a face-up card (the nearest to 13 first), a flip at the limit, a placement
  (the fastest card first), a chit on a face-down card, a heal of a damaged face-up card, a draw; ``end`` last.
  E14's member: the TDF's strongest attacker.
- **The TDF** reads only what its view shows (face-up cards, their chits and damage, the energy), never a
  face-down card's area, even in a sampled state: Dan goes alone to the most threatening face-up card (§F), the
  others attack face-up cards Seven is not fighting where a TDF attack is possible, or gather in groups to recon
  the areas without a face-up card, the likeliest first (``search_weight``: last turns' misses make an area less
  likely; a group's 2d6 odds grow faster than its members, R 12.4); weapons go where they add most (recon, or
  attack); every area is reconnoitred; no re-deployment (``FULL``: an idle group's, ``redeploy_score``). In combat:
  the most threatening area first; a weapon's bonus to the member it helps most; a capsule monster when the card
  is dangerous or demands one (★ 25); Seven when the card is dangerous or the energy per card left allows (§F:
  ≥ 2), with the cheapest technique that wins ≥ 72 % (≥ 90 % when critical).
"""

from __future__ import annotations

import random
from typing import Any

from sevens.core.chance import pick
from sevens.core.game import CHANCE
from sevens.core.memo import memo

from . import combat as cb
from . import rules
from .cards import DAN, INVASIONS, MEMBERS, TECHNIQUES, WEAPONS
from .evaluate import ENERGY_PER_CARD
from .moves import ASSIGN, DONE, SEVEN, TECH, Move, dice, legal, to_move
from .state import (ALIEN_ACTION, ALIEN_SEAT, COMBAT, DEPLOY, RECON, REDEPLOY, TDF_SEAT, WIN_CHITS, Placed,
                    State)

TURN_DECISIONS = 400
"""A guard on one playout's decisions per game turn (a turn holds at most ``info.MAX_TURN_DECISIONS`` and its
re-fights)."""
CRITICAL = 9
"""Chits at which a face-up card is critical (13 is the alien's win, R 20.2): the TDF spends freely on it."""

_WIN: dict[int, float] = {}  # (Seven's power − the card's strength) → the chance Seven's 1d6 beats the card's 1d6 (R 17.4)
for _d in range(-12, 13):
    _WIN[_d] = sum(1 for a in range(1, 7) for b in range(1, 7) if _d + a > b) / 36


def melee_odds(diff: int) -> float:
    """The chance Seven wins a melee with ``diff`` = Seven's power − the card's strength (R 17.4)."""
    return _WIN[max(-12, min(12, diff))]


def threat(p: Placed) -> float:
    """How urgent a face-up card is: its chits, and how fast it takes more (R 7.3)."""
    return p.chits + INVASIONS[p.key].exposed_rate


def _face_up(s: State) -> list[Placed]:
    return sorted((p for p in s.table if p.face_up), key=lambda p: (-threat(p), p.order))


def _seven_area(s: State) -> str:
    """Where Dan should go: the most threatening face-up card's area (§F), "" if none or Seven cannot fight."""
    if s.seven != "alive":
        return ""
    ups = _face_up(s)
    return ups[0].area if ups else ""


def _energy_ok(s: State) -> bool:
    """§F: Seven fights freely while the energy per card left to remove is ≥ 2."""
    return s.energy >= 2 * max(1, len(s.invasions_left()))


PLAIN = "plain"
"""The policy style of ``easy`` and ``normal`` (``Level.style``, ``PolicyStyles``): §F's prototype alien as above."""
FULL = "full"
"""``hard``'s style (README "The alien of `hard`", "The TDF of `hard`"): the alien heals a damaged face-up card before
it adds chits, adds to a face-down card holding ``HIDDEN_CHITS`` or more only after the draw a short hand wants,
flips after its placements and chits (``FLIP``) and places a card with no TDF値 first (``NO_TDF``); the TDF
re-deploys an idle group to a card it can fight (``redeploy_score``)."""
STYLES = (PLAIN, FULL)
Styles = tuple[str, str]
"""The style of each seat's decisions in a playout: (the TDF's, the alien's)."""
PLAINS: Styles = (PLAIN, PLAIN)
HEAL = {PLAIN: 5.0, FULL: 8.5}
"""A heal's base score by style: after every chit and placement (``PLAIN``), or before all but E17's extra chit
(``FULL``): a face-up card's damage stays from turn to turn (R 10.3, E 12), so a heal undoes TDF attacks and
Seven's energy already spent on it."""
HIDDEN_CHITS = 3
"""``FULL``: from this many chits on, a face-down card's next chit scores below a heal and a short hand's draw
(each chit adds to the recon target that finds it, R 12.4)."""
FLIP = {PLAIN: 7.5, FULL: 3.9}
"""A flip's score by style: before a placement and the face-down chits (``PLAIN``), or after them and after a short
hand's draw (``FULL``; above every capped chit, at most 3 + 9/13): a flip costs 3 AP (R 9.1) and exposes the card
to the TDF's attacks (R 15) while it takes nothing this turn (R 7.5)."""
NO_TDF = {PLAIN: 0.0, FULL: 1.0}
"""A placement's bonus by style for a card the TDF cannot attack once face up (TDF値 "−", R 15.9: only Seven removes
it, at the cost of his energy)."""


def _alien_score(s: State, m: Move, style: str) -> float:
    v = m.verb
    if v == "end":
        return 0.0
    if v == "ban":
        return float(MEMBERS[m.key].combat + MEMBERS[m.key].recon)
    if v == "draw":
        return 4.0 if len(s.hand) <= 2 else 2.0
    if v == "place":
        inv = INVASIONS[m.key]
        return (7.0 + (inv.hidden_rate + inv.exposed_rate) / 10 + inv.power / 40
                + (NO_TDF[style] if inv.tdf_at(0) is None else 0.0))
    p = next(q for q in s.table if q.order == m.n)
    if v == "overload":
        return 9.0
    if v == "chit":
        if not p.face_up and style == FULL and p.chits >= HIDDEN_CHITS:
            return 3.0 + p.chits / WIN_CHITS
        return (8.0 if p.face_up else 6.0) + p.chits / WIN_CHITS
    if v == "flip":
        return FLIP[style]
    if v == "heal":
        return HEAL[style] + p.damage / max(1, INVASIONS[p.key].power_at(p.stage))
    return 0.0


_AT_MOST: list[float] = [sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= t) / 36 for t in range(13)]
GUESSED_RECON = -1.5
"""A face-down card's 偵察値 as the TDF guesses it (the ordinary cards' −3 … +1, most −1 or −2)."""


def find_odds(target: float) -> float:
    """The chance a recon's 2d6 is ≤ ``target`` (R 12.5)."""
    return _AT_MOST[max(0, min(12, int(round(target))))]


def search_weight(s: State, area: str) -> float:
    """How likely the TDF thinks a face-down card is in ``area``, from what is public (E 14, E 18): none where a
    face-up card lies (one card an area, R 5.2); less where a recon of the last two turns found nothing with a low
    roll (a card there would likely have been found, R 12.6)."""
    if any(p.face_up and p.area == area for p in s.table) or not any(not p.face_up for p in s.table):
        return 0.0
    w = 1.0
    for turn, where, group, roll, found in s.recons:
        if where == area and found < 0 and turn >= s.turn - 2:
            w *= 0.4 if roll <= group + _guessed_extra(s) else 0.8
    return w


def _guessed_extra(s: State) -> float:
    """The face-down cards' 偵察値 + chits the TDF expects: the guessed 偵察値 and their mean public chits."""
    hidden = [p.chits for p in s.table if not p.face_up]
    return GUESSED_RECON + (sum(hidden) / len(hidden) if hidden else 0.0)


def _recon_score(s: State, area: str, recon: int) -> float:
    """The score of adding ``recon`` to the group searching ``area``: the gain in the chance of finding a card
    there, weighted by ``search_weight`` — the 2d6's odds rise faster as a group grows (R 12.4), so members
    gather in a few likely areas instead of spreading too thin to find anything (a chitless card with 偵察 −2 is
    found by a lone member once in 36)."""
    w, g = _recon_base(s, area)
    if w == 0.0:
        return 1.0
    return 2.0 + 30.0 * w * (find_odds(g + recon) - find_odds(g))


def _new_dict(_: State) -> dict[str, Any]:
    return {}


def _recon_base(s: State, area: str) -> tuple[float, float]:
    """``area``'s ``search_weight`` and the recon target the TDF expects there now (its group's sum and the
    guessed face-down card), once per state and area: every deployment's score asks for them."""
    bases: dict[str, tuple[float, float]] = memo(s.cache, "recon_base", _new_dict, s)
    got = bases.get(area)
    if got is None:
        w = search_weight(s, area)
        got = bases[area] = (w, cb.recon_sum(s, area) + _guessed_extra(s) if w != 0.0 else 0.0)
    return got


def _deploy_area(s: State, area: str) -> tuple[bool, bool, float, int]:
    """What a deployment's score reads of ``area``, once per state and area: a face-up card there, whether it has
    a TDF値 (a TDF attack can hit it, R 15.9), its chits as a share of the win's, the members there."""
    areas: dict[str, tuple[bool, bool, float, int]] = memo(s.cache, "deploy_area", _new_dict, s)
    got = areas.get(area)
    if got is None:
        card = s.card_in(area)
        up = card is not None and card.face_up
        tdf = up and card is not None and INVASIONS[card.key].tdf_at(card.stage) is not None
        got = areas[area] = (up, tdf, card.chits / WIN_CHITS if up and card is not None else 0.0,
                             len(cb.members_in(s, area)))
    return got


def deploy_scores(s: State, moves: list[Move]) -> list[float]:
    """The scores of deployment decision ``moves`` in ``s`` (``done`` 0): Dan to the most threatening face-up card;
    a member to a face-up card with a TDF値 by its 戦闘 (fewer where others are), elsewhere by its recon gain; a
    weapon by its 戦闘 where it can attack, else by its recon gain. Each area's values are read once per state
    (``_deploy_area``) and each (area, 偵察) recon gain once for the whole list (many moves add the same recon to
    the same area)."""
    dan_area = _seven_area(s)
    recons: dict[tuple[str, int], float] = {}
    out: list[float] = []
    for m in moves:
        if m.verb == "done":
            out.append(0.0)
            continue
        area, k = m.area, m.key
        up, tdf, chits, members = _deploy_area(s, area)
        if m.verb == "arm":
            if tdf:
                out.append(3.0 + WEAPONS[k].combat)
                continue
            recon = WEAPONS[k].recon
        elif k == DAN and dan_area:
            out.append(10.0 if area == dan_area else 1.0)
            continue
        elif up:
            # another member where Dan is lowers the transformation value (R 16.3)
            out.append(0.5 if area == dan_area else 0.2 if not tdf else 6.0 + MEMBERS[k].combat + chits - 2.0 * members)
            continue
        else:
            recon = MEMBERS[k].recon
        got = recons.get((area, recon))
        if got is None:
            got = recons[area, recon] = _recon_score(s, area, recon)
        out.append(got)
    return out


def _assign_score(s: State, m: Move) -> float:
    bonus = cb.weapon_bonus(s, m.key)
    gain = 0.0
    for k in m.keys:
        t = cb.attack_target(s, s.t.area, k)
        if t is None:
            continue
        add = 1 if WEAPONS[m.key].spread > 1 else bonus
        gain += min(6, t + add) - min(6, max(0, t))
    return gain


def _seven_score(s: State, m: Move) -> float:
    p = s.card_in(s.t.area)
    if p is None or m.verb == "done":
        return 0.0
    inv = INVASIONS[p.key]
    danger = p.chits >= CRITICAL - 2
    if m.verb == "capsule":
        if s.t.timing == "before":
            return 3.0 if danger or (inv.capsule_first and s.t.area not in s.t.capsule_areas) else -1.0
        return 2.0 if danger else -1.0
    if m.verb == "transform":
        return 2.0 if danger or _energy_ok(s) or inv.tdf_at(p.stage) is None else -1.0
    return 0.0


def _tech_score(s: State, m: Move) -> float:
    p = s.card_in(s.t.area)
    if p is None:
        return 0.0
    if m.verb == "done":
        return 0.5 if not (p.chits >= CRITICAL or _energy_ok(s)) else -1.0
    t = TECHNIQUES[m.key]
    odds = melee_odds(cb.seven_power(t.power) - cb.strength(p))
    need = 0.9 if p.chits >= CRITICAL else 0.72
    if odds >= need:
        return 10.0 - t.cost / 10  # the cheapest that is good enough
    return odds  # else the best odds


def score(s: State, m: Move, style: str = PLAIN) -> float:
    """The policy's score of legal move ``m`` in ``s`` (higher is better), in ``style`` (``STYLES``)."""
    phase, step = s.phase, s.t.step
    if phase == ALIEN_ACTION:
        return _alien_score(s, m, style)
    if m.verb == "done" and phase != COMBAT:
        return 0.0
    if phase == DEPLOY:
        return deploy_scores(s, [m])[0]
    if phase == RECON:
        return 5.0 + m.n
    if phase == COMBAT:
        if step == "":
            p = s.card_in(m.area)
            return threat(p) if p is not None else 0.0
        if step == ASSIGN:
            return _assign_score(s, m)
        if step == SEVEN:
            return _seven_score(s, m)
        if step == TECH:
            return _tech_score(s, m)
    return -1.0  # a re-deployment: the policy keeps its groups


def redeploy_score(s: State, m: Move) -> float:
    """``FULL``'s value of re-deployment ``m`` (``move FROM TO``, R 13) once the recons are done: a group whose
    area holds no face-up card fights nothing this turn (R 14.1, E 21), so it goes where a face-up card is — the
    hits its members expect there (R 15.3: 1d6 ≤ 戦闘 + TDF値), Dan's chance to transform (R 16) if Seven can
    fight, each weighted by the card's chits; less where Dan already stands (every other member there lowers his
    transformation value, R 16.3). A group that would leave a fight, or go where none is, scores below ``done``'s 0."""
    here, there = s.card_in(m.key), s.card_in(m.area)
    if (here is not None and here.face_up) or there is None or not there.face_up:
        return -1.0
    group = cb.members_in(s, m.key)
    weight = 1.0 + there.chits / WIN_CHITS
    tdf = INVASIONS[there.key].tdf_at(there.stage)
    gain = 0.0
    if tdf is not None:
        gain += sum(min(6, max(0, MEMBERS[k].combat + tdf)) for k in group) / 6 * weight
    if DAN in group and s.seven == "alive":
        gain += 3.0 * weight
    elif DAN in cb.members_in(s, m.area):
        gain -= 0.5 * len(group)
    return gain


def _redeploy(s: State) -> Move:
    """``FULL``'s re-deployment: the best-scored ``move`` above ``done``'s 0, else ``done``."""
    best, top = DONE, 0.0
    for m in legal(s):
        if m.verb == "move":
            v = redeploy_score(s, m)
            if v > top:
                best, top = m, v
    return best


def choose(s: State, style: str = PLAIN) -> Move:
    """The policy's move at a seat's decision (``s`` is no chance step), in ``style``: the best score, the first
    on ties."""
    if s.phase == REDEPLOY:
        # R 13.1: the move is optional (``done`` always legal); ``PLAIN`` keeps its groups
        return _redeploy(s) if style == FULL else DONE
    moves = legal(s)
    if len(moves) == 1:
        return moves[0]
    values = deploy_scores(s, moves) if s.phase == DEPLOY else [score(s, m, style) for m in moves]
    best, top = moves[0], values[0]
    for m, v in zip(moves, values):
        if v > top:
            best, top = m, v
    return best


_OUTCOMES: dict[int, list[tuple[Move, float]]] = {}
"""``rules.chance_outcomes`` by the number of dice (they depend on nothing else: the faces or 2d6 sums and their
chances), made once."""


def step(s: State, styles: Styles = PLAINS) -> State:
    """One decision by the policy in the deciding seat's style (``styles``), or a chance step resolved from the
    state's seed (``chance.pick`` with ``chance_rng``, as the platform resolves it)."""
    if to_move(s) == CHANCE:
        n = dice(s)
        outcomes = _OUTCOMES.get(n)
        if outcomes is None:
            outcomes = _OUTCOMES[n] = rules.chance_outcomes(s)
        return rules.apply(s, pick(outcomes, rules.chance_rng(s)))
    m = choose(s, styles[ALIEN_SEAT if s.phase == ALIEN_ACTION else TDF_SEAT])
    after = rules.apply(s, m)
    if m.verb in ("deploy", "arm") and after.phase == DEPLOY and after.turn == s.turn:
        _carry(s, after, m.area)
    return after


CARRIED = ("recon_base", "deploy_area")
"""The policy's per-area values that one deployment changes only for the area it went to."""


def _carry(before: State, after: State, area: str) -> None:
    """Give ``after`` (``before`` with one member or weapon deployed to ``area``, still deploying) the per-area
    values ``before`` had made for every other area: they read the table, the recons, the effects and that
    area's own group (R 11.1), none of which the deployment changed."""
    for key in CARRIED:
        made = before.cache.get(key)
        if made and key not in after.cache:
            after.cache[key] = {a: v for a, v in made.items() if a != area}


def playout(s: State, rng: random.Random | None = None, turns: int = 1, styles: Styles = PLAINS) -> State:
    """Play on with the policy, each seat in its style of ``styles``, until ``turns`` game turns have ended (1: the
    end of the turn in progress, after its victory check) or the game has. ``rng`` is unused: the policy is
    deterministic and chance comes from the state's seed."""
    last = s.turn + turns
    left = TURN_DECISIONS * turns
    while not s.over and s.turn < last and left > 0:
        s = step(s, styles)
        left -= 1
    return s
