"""The turn of ウルトラセブン (R 4.1): each decision applied, the chance steps, and what nobody chooses.

R 4.1's sequence: 1) the alien's action (R 5–R 10: 8 AP of draws, placements, chits, flips and heals; events for
the turn and information for the rest of the game, R 6.4–R 6.5; the ep-12 card ends it), 2) TDF deployment (R 11),
3) recon (R 12: 2d6 per declared area, the single 「異常なし」), 4) one re-deployment (R 13), 5) combat area by area
(R 14–R 19: TDF attacks, capsule monsters at their three timings, the transformation, melee with a technique paid
in energy, re-fights on a tie), 6) the victory check (R 20), then the turn's reset (E 2, E 3, R 7.3).

Every die is an explicit chance step (U 1, U 9): ``to_move`` is ``CHANCE``, ``legal`` lists the faces (or 2d6
sums) and ``chance_outcomes`` their probabilities; ``chance_rng`` is ``dice_rng`` (``derive(seed, "dice",
rolls)``). A draw is not a chance step: the deck's order is fixed at set-up (U 1).

``settle`` runs what nobody chooses, judged on public things only: the alien's action ends at 0 AP; a TDF step
whose only move is ``done`` ends; a weapon bonus with one possible taker is given; a TDF attack whose target is
≤ 0 or ≥ 6 hits or misses without a die (E 22); the only area left to fight is fought; the victory check and
the next turn follow.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, Outcome

from . import combat as cb
from . import notation
from .cards import CAPSULES, CHITS, DAMAGE, EP12, EVENT, EVENTS, INFO, INVASION, INVASIONS, MONSTERS, TECHNIQUES, kind
from .moves import (ALIEN_DIE, ASSIGN, ATTACK, BAN, CAPSULE, CHANGE, ROLL, SEVEN, SEVEN_DIE, TECH, Move, dice,
                    legal, next_weapon, to_move)
from .refusals import refusal, well_formed
from .state import (AP, ALIEN_ACTION, ALIEN_SEAT, ALIVE, CHECK, CHIT_AP, COMBAT, DEPLOY, DRAW, DRAW_AP, FLIP_AP,
                    HEAL_AP, NO_WINNER, OVER, PLACE_AP, RECON, REDEPLOY, TDF_SEAT, TURN_CAP, WIN_CHITS, Deployed,
                    Placed, State, Turn, by_order, dice_rng, evolve)

__all__ = ["apply", "chance_outcomes", "chance_rng", "decision", "legal", "outcome", "to_move", "probability"]


# --- the contract's questions --------------------------------------------------------------------------------

def decision(s: State) -> Decision | None:
    """The pending decision: its ``kind`` is the step ("action", "ban", "deploy", "recon", "roll", "redeploy",
    "fight", "assign", "seven", "tech"). Each game turn is two decision turns: the alien's action (2(t−1), the
    alien's), then the TDF's steps and every die (2(t−1)+1, the TDF's)."""
    seat = to_move(s)
    if seat is None:
        return None
    alien = s.phase == ALIEN_ACTION
    kinds = {ALIEN_ACTION: "action", DEPLOY: "deploy", RECON: "recon", REDEPLOY: "redeploy", COMBAT: "fight"}
    k = "roll" if dice(s) else (s.t.step or kinds.get(s.phase, s.phase))
    return Decision(seat, k, 2 * (s.turn - 1) + (0 if alien else 1), ALIEN_SEAT if alien else TDF_SEAT)


def probability(n_dice: int, v: int) -> Fraction:
    """P(the sum of ``n_dice`` six-sided dice is ``v``) (1d6: 1/6; 2d6: (6 − |v − 7|)/36)."""
    if n_dice == 1:
        return Fraction(1, 6) if 1 <= v <= 6 else Fraction(0)
    return Fraction(max(0, 6 - abs(v - 7)), 36)


def chance_outcomes(s: State) -> list[tuple[Move, float]]:
    """At a chance step, each face (1d6) or sum (2d6) with its probability; [] elsewhere."""
    n = dice(s)
    return [(m, float(probability(n, m.n))) for m in legal(s)] if n else []


def chance_rng(s: State) -> random.Random:
    """This step's generator: ``dice_rng`` (U 1: ``derive(seed, "dice", rolls)``)."""
    return dice_rng(s)


def outcome(s: State) -> Outcome | None:
    """R 20: the winner ranks 1 and scores 1; E 7's draw at the turn cap ranks both 1 with ½ each."""
    if not s.over:
        return None
    if s.winner == TDF_SEAT:
        return Outcome((1, 2), (1.0, 0.0))
    if s.winner == ALIEN_SEAT:
        return Outcome((2, 1), (0.0, 1.0))
    return Outcome((1, 1), (0.5, 0.5))


def apply(s: State, m: Move) -> State:
    """The state after ``m``; ``IllegalMove`` naming the rule it breaks otherwise. Never changes ``s``."""
    if s.over:
        raise IllegalMove("game-over", "the game is over", "ゲームは終わっています")
    if not well_formed(m) or m not in legal(s):
        raise refusal(s, m)
    before = s
    s = evolve(s, log=s.log + (notation.text(m),))
    if m.verb == "roll":
        s = _roll(evolve(s, rolls=s.rolls + 1), m.n)
    else:
        s = HANDLERS[m.verb](s, m)
    return _counted(before, settle(s), m.verb != "roll")


def automatic(s: State, m: Move) -> list[Auto]:
    """What ``settle`` does on its own after the legal move ``m`` and the log must say (``Auto``): an attack hit or
    missed without a die, the only area left fought — no move of anyone's, so without this the log put the next
    attack's die under the last area it named."""
    if s.over or m not in legal(s):
        return []
    after = _roll(evolve(s, rolls=s.rolls + 1), m.n) if m.verb == "roll" else HANDLERS[m.verb](s, m)
    trace: list[Auto] = []
    settle(after, trace)
    return trace


def _counted(before: State, after: State, decided: bool) -> State:
    """``after`` with ``Turn.decided`` kept up (``TurnClock``): one more for a decision while the same side
    decides in the same turn; 0 once the turn or the side has changed (the alien's action ended); a die leaves it."""
    if after.over:
        return after
    same = after.turn == before.turn and (after.phase == ALIEN_ACTION) == (before.phase == ALIEN_ACTION)
    n = (before.t.decided + decided) if same else 0
    if after.t.decided == n:
        return after
    # no derived value reads the count (TurnClock alone): `settle`'s cache is kept
    return evolve(after, keep_cache=True, t=after.t._replace(decided=n))


def _t(s: State, **changes: Any) -> State:
    """``s`` with this turn's progress changed."""
    return evolve(s, t=s.t._replace(**changes))


def _phase(s: State, phase: str) -> State:
    return evolve(s, phase=phase, t=s.t._replace(step=""))


def _card(s: State, order: int) -> Placed:
    return next(p for p in s.table if p.order == order)


# --- 1) the alien's action (R 5–R 10) ---------------------------------------------------------------------------

def _draw(s: State, m: Move) -> State:
    """R 6: the top card (2 AP). An invasion card joins the hand (U 5: episode order). An event or information
    card is revealed at once and discarded (R 6.4): an event is in force for this turn (R 6.5, E 3) — E10 adds
    its AP, the ep-12 card ends the action and loses the AP left (E 33), E14 asks the alien to name a member
    (U 7); an information card for the rest of the game (R 6.5), its 侵略条件 met at once (§C)."""
    k = s.deck[-1]
    s = evolve(s, deck=s.deck[:-1], ap=s.ap - DRAW_AP)
    if kind(k) == INVASION:
        return evolve(s, hand=by_order(list(s.hand) + [k], tuple(INVASIONS)))
    if kind(k) == INFO:
        return evolve(s, infos=s.infos + (k,), discards=s.discards + (k,))
    assert kind(k) == EVENT
    s = evolve(s, events=s.events + (k,), discards=s.discards + (k,))
    for e in EVENTS[k].effects:
        if e.kind == "ap":
            s = evolve(s, ap=s.ap + e.n)
        elif e.kind == "end_action":
            s = evolve(s, ap=0)
        elif e.kind == "ban" and not e.target:
            s = _t(s, step=BAN)
    if k == EP12:
        s = _phase(s, DEPLOY)
    return s


def _ban(s: State, m: Move) -> State:
    """U 7: E14 休暇命令's member, named by the alien when the card is drawn."""
    return _t(s, step="", banned=m.key)


def _place(s: State, m: Move) -> State:
    """R 8: an invasion card from the hand, face down in its own area (2 AP); it gets the next public number."""
    inv = INVASIONS[m.key]
    p = Placed(m.key, inv.area, s.placed, s.turn, infos=len(s.infos))
    return evolve(s, hand=tuple(k for k in s.hand if k != m.key), table=s.table + (p,), placed=s.placed + 1,
                  ap=s.ap - PLACE_AP)


def _chit(s: State, m: Move) -> State:
    """R 7: one chit on a table card (1 AP); E17's ``overload`` is the one chit above the 発覚時 rate (U 6)."""
    p = _card(s, m.n)
    s = cb.put(s, p._replace(chits=p.chits + 1, added=p.added + 1))
    if m.verb == "overload":
        s = _t(s, overloaded=True)
    return evolve(s, ap=s.ap - CHIT_AP)


def _flip(s: State, m: Move) -> State:
    """R 9: a face-down card at its 暗躍限界 turns face up (3 AP); no more chits on it this turn (R 7.5)."""
    p = _card(s, m.n)
    return evolve(cb.put(s, p._replace(face_up=True, flipped=True)), ap=s.ap - FLIP_AP)


def _heal(s: State, m: Move) -> State:
    """R 10: one damage off a face-up card (2 AP; no cap, R 10.3, E 12)."""
    p = _card(s, m.n)
    return evolve(cb.put(s, p._replace(damage=p.damage - 1)), ap=s.ap - HEAL_AP)


def _end(s: State, m: Move) -> State:
    """R 5.3: the alien ends its action; the AP left are lost."""
    return _phase(evolve(s, ap=0), DEPLOY)


# --- 2) TDF deployment (R 11) and 4) re-deployment (R 13) ---------------------------------------------------------

def _deploy(s: State, m: Move) -> State:
    """R 11.2: a member to an area."""
    return evolve(s, members=s.members + (Deployed(m.key, m.area),))


def _arm(s: State, m: Move) -> State:
    """R 11.4, R 11.5: a weapon to an area holding one of its users."""
    return evolve(s, weapons=s.weapons + (Deployed(m.key, m.area),))


def _move(s: State, m: Move) -> State:
    """R 13: the whole group of ``key`` (members and weapons) to ``area``, merging with a group there (E 19)."""
    src, dst = m.key, m.area
    members = tuple(d._replace(area=dst) if d.area == src else d for d in s.members)
    weapons = tuple(d._replace(area=dst) if d.area == src else d for d in s.weapons)
    return _t(evolve(s, members=members, weapons=weapons), redeploys=s.t.redeploys + 1)


def _done(s: State, m: Move) -> State:
    """``done``: deployment, recon or re-deployment ends; in combat, the TDF is done with this area (no more
    capsules or transformation, R 16.2, R 19.4), or after a tie it fights no more (R 17.4.3)."""
    nxt = {DEPLOY: RECON, RECON: REDEPLOY, REDEPLOY: COMBAT}
    if s.phase in nxt:
        return _phase(s, nxt[s.phase])
    return _finish_area(s)


# --- 3) recon (R 12) ------------------------------------------------------------------------------------------

def _recon(s: State, m: Move) -> State:
    """R 12.3: the TDF declares the area and its group's sum (E03's +2 if it gives it here); 2d6 follow."""
    return _t(s, step=ROLL, area=m.area, target=cb.recon_sum(s, m.area, bool(m.n)),
              takenaka=s.t.takenaka or bool(m.n), reconned=s.t.reconned + (m.area,))


def _recon_roll(s: State, v: int) -> State:
    """R 12.4–R 12.8: 2d6 ≤ the alien's secret target turns the face-down card face up at once (free, E 11);
    a miss and an empty area alike are 「異常なし」 (R 12.8, E 16): ``recons`` records -1 for both."""
    area = s.t.area
    target = cb.recon_target(s, area, s.t.target)
    found = -1
    if target is not None and v <= target:
        p = s.card_in(area)
        assert p is not None
        s = cb.put(s, p._replace(face_up=True, flipped=True))
        found = p.order
    s = evolve(s, recons=s.recons + ((s.turn, area, s.t.target, v, found),))
    return _t(s, step="", area="", target=0)


# --- 5) combat (R 14–R 19) --------------------------------------------------------------------------------------

def _fight(s: State, m: Move) -> State:
    """R 14: the combat of an area begins: weapon bonuses are assigned (E 20), then the TDF attacks (R 15); a
    card with TDF値 "−" takes no attack (R 15.9) and goes straight to Seven's part."""
    s = _t(s, area=m.area, assigned=(), attackers=(), timing="")
    p = s.card_in(m.area)
    assert p is not None
    if INVASIONS[p.key].tdf_at(p.stage) is None:
        return _seven_begins(s)
    return _t(s, step=ASSIGN) if next_weapon(s) else _attacks_begin(s)


def _assign(s: State, m: Move) -> State:
    """R 15.5, R 15.6: the weapon's bonus goes to the named members, declared before any die (E 20)."""
    s = _t(s, assigned=s.t.assigned + ((m.key, m.keys),))
    return s if next_weapon(s) else _attacks_begin(s)


def _attacks_begin(s: State) -> State:
    """R 15.2: each member of the group attacks once, in ``MEMBERS`` order (E 21)."""
    return _t(s, step=ATTACK, attackers=cb.members_in(s, s.t.area))


def _attack_result(s: State, hit: bool) -> State:
    """The first attacker's result: a hit is 1 damage (R 15.3, R 15.7); a removed card ends the area's combat,
    a ★ card turned to its second side takes the remaining attacks on that side (U 12)."""
    s = _t(s, attackers=s.t.attackers[1:])
    if hit:
        s, result = cb.hit(s, s.t.area, by_tdf=True)
        if result == cb.REMOVED:
            return _finish_area(s)
    if not s.t.attackers:
        return _seven_begins(s)
    return s


def _seven_begins(s: State) -> State:
    """After the TDF attacks (E 24): in Dan's area, with Seven alive and free, the first capsule timing opens
    (R 19.1 「変身判定の前」) with the transformation (R 16); elsewhere the area's combat is over."""
    p = s.card_in(s.t.area)
    if p is None or s.seven != ALIVE or "dan" not in cb.members_in(s, s.t.area):
        return _finish_area(s)
    return _t(s, step=SEVEN, timing="before", attackers=())


def _capsule(s: State, m: Move) -> State:
    """R 19: the capsule card is spent (R 19.5), its kind used for the turn (R 19.2); its 1d6 follows."""
    monster = CAPSULES[m.key].monster
    return _t(evolve(s, capsules=tuple(c for c in s.capsules if c != m.key),
                     capsules_turn=s.capsules_turn + (monster,)),
              step=CAPSULE, capsule=m.key, capsule_areas=s.t.capsule_areas + (s.t.area,))


def _capsule_roll(s: State, v: int) -> State:
    """R 19.6: chits −X (never below 0, E 27) or damage +1 (removal as R 15.7; a ★ card's first removal
    condition turns it, and ends all combat against it this turn, E 28); then the same timing goes on."""
    r = MONSTERS[CAPSULES[s.t.capsule].monster].table[v - 1]
    s = _t(s, step=SEVEN, capsule="")
    p = s.card_in(s.t.area)
    assert p is not None
    if r.kind == CHITS:
        return cb.put(s, p._replace(chits=max(0, p.chits - r.n)))
    if r.kind == DAMAGE:
        s, result = cb.hit(s, s.t.area, by_tdf=False)
        if result != cb.HIT:
            return _finish_area(s)
    return s


def _transform(s: State, m: Move) -> State:
    """R 16: Dan tries to transform (once a turn, E 25); 2d6 follow."""
    return _t(s, step=CHANGE, tried=True)


def _transform_roll(s: State, v: int) -> State:
    """R 16.4: 2d6 ≤ the value: Ultra Seven appears and the melee begins (R 17.1); else the capsule timing
    「変身判定に失敗した時」 opens (R 19.1)."""
    if v <= cb.transform_target(s, s.t.area):
        return _t(s, step=TECH, timing="")
    return _t(s, step=SEVEN, timing="failed")


def _tech(s: State, m: Move) -> State:
    """R 17.2, R 18.1: the technique chosen, its energy paid at once; each side's 1d6 follow (R 17.4)."""
    return _t(evolve(s, energy=s.energy - TECHNIQUES[m.key].cost), step=SEVEN_DIE, technique=m.key)


def _melee(s: State, alien_die: int) -> State:
    """R 17.4 (E 26): Seven's 4 + technique + 1d6 against the card's strength now + 1d6. Higher: the card is
    removed, or turns to its second side, and the combat against it is over (R 17.4.1, E 28). Lower: Seven is
    beaten (R 17.4.2) — captured by 39・40 (§B ★3) — and the capsule timing 「格闘戦が強制終了した時」 opens.
    Equal: the TDF may fight again (R 17.4.3) unless I5 is in force against the card (39・40). At 0 energy the
    exchange stands and Seven dies afterwards (R 18.2, E 26)."""
    p = s.card_in(s.t.area)
    assert p is not None
    mine = cb.seven_power(TECHNIQUES[s.t.technique].power) + s.t.die
    theirs = cb.strength(p) + alien_die
    s = _t(s, technique="", die=0)
    if mine > theirs:
        s, _ = cb.defeat(s, p)
        return _finish_area(s)
    if mine < theirs:
        if INVASIONS[p.key].captures and s.energy > 0:
            s = evolve(s, captured=True, rescue=0)
        if s.seven != ALIVE:
            return _finish_area(s)
        return _t(s, step=SEVEN, timing="lost")
    if s.seven != ALIVE or cb.against(s, "no_refight", p.key):
        return _finish_area(s)
    return _t(s, step=TECH, timing="tie")


def _finish_area(s: State) -> State:
    """The area's combat is over (R 14.1): the next area, or the victory check once none is left."""
    return _t(s, step="", fought=s.t.fought + (s.t.area,), area="", assigned=(), attackers=(), timing="",
              technique="", die=0, capsule="")


def _roll(s: State, v: int) -> State:
    """A chance step's outcome ``v`` (its die was counted in ``rolls``)."""
    step = s.t.step
    if s.phase == RECON:
        return _recon_roll(s, v)
    if step == ATTACK:
        target = cb.attack_target(s, s.t.area, s.t.attackers[0])
        assert target is not None
        return _attack_result(s, v <= target)
    if step == CAPSULE:
        return _capsule_roll(s, v)
    if step == CHANGE:
        return _transform_roll(s, v)
    if step == SEVEN_DIE:
        return _t(s, step=ALIEN_DIE, die=v)
    assert step == ALIEN_DIE
    return _melee(s, v)


# --- 6) the victory check (R 20) and the turn's end ---------------------------------------------------------------

def _check(s: State) -> State:
    """R 20 (E 4, E 5, E 36): a card with 13 chits or more wins for the alien; no invasion card left in deck,
    hand or table wins for the TDF; E 7's cap makes turn 300 a draw. Else the turn ends: deployments, events,
    the capsule kinds used and the per-turn chit counts are cleared (E 2, E 3, R 19.2, R 7.3), the next turn
    begins with the alien's 8 AP (R 5.1)."""
    if any(p.chits >= WIN_CHITS for p in s.table):
        return evolve(s, winner=ALIEN_SEAT, phase=OVER)
    if not s.invasions_left():
        return evolve(s, winner=TDF_SEAT, phase=OVER)
    if s.turn >= TURN_CAP:
        return evolve(s, winner=DRAW, phase=OVER)
    table = tuple(p._replace(added=0, flipped=False, history=p.history + (p.added,)) for p in s.table)
    return evolve(s, table=table, events=(), members=(), weapons=(), capsules_turn=(), t=Turn(), ap=AP,
                  turn=s.turn + 1, phase=ALIEN_ACTION)


# --- what nobody chooses ------------------------------------------------------------------------------------------

Auto = tuple[str, str, str, bool]
"""One thing ``settle`` did on its own that the log must say (``automatic``): ("attack", the member, the area, hit)
for a TDF attack decided without a die (E 22), ("fight", "", the area, False) for the only area left fought."""


def settle(s: State, trace: list[Auto] | None = None) -> State:
    """Run what nobody chooses until a seat (or a die) must decide (the module's docstring lists it); ``trace``
    gets what of it the log says (``Auto``)."""
    while s.winner == NO_WINNER:
        if s.phase == CHECK:
            s = _check(s)
            continue
        if s.phase == ALIEN_ACTION:
            if s.ap <= 0 and s.t.step == "":
                s = _phase(s, DEPLOY)
                continue
            return s
        if s.phase == COMBAT and s.t.step == ATTACK:
            target = cb.attack_target(s, s.t.area, s.t.attackers[0])
            if target is not None and 1 <= target <= 5:
                return s
            if trace is not None:
                trace.append(("attack", s.t.attackers[0], s.t.area, target is not None and target >= 6))
            s = _attack_result(s, target is not None and target >= 6)
            continue
        if dice(s):
            return s
        moves = legal(s)
        if s.phase == COMBAT and s.t.step == "":
            if not moves:
                s = _phase(s, CHECK)
                continue
            if len(moves) == 1:
                if trace is not None:
                    trace.append(("fight", "", moves[0].area, False))
                s = _fight(s, moves[0])
                continue
            return s
        if len(moves) == 1 and moves[0].verb in ("done", "assign"):
            s = HANDLERS[moves[0].verb](s, moves[0])
            continue
        return s
    return s


HANDLERS = {"draw": _draw, "ban": _ban, "place": _place, "chit": _chit, "overload": _chit, "flip": _flip,
            "heal": _heal, "end": _end, "deploy": _deploy, "arm": _arm, "done": _done, "recon": _recon,
            "move": _move, "fight": _fight, "assign": _assign, "capsule": _capsule, "transform": _transform,
            "tech": _tech}
