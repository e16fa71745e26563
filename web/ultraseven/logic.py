"""What the ウルトラセブン table computes from a seat's view, without the DOM (pure, tested in CPython): the odds of
each roll before the human commits (recon, TDF attack, transformation, melee, capsule monsters), the deployment's
clicks (a member or weapon picked, then an area), and which table cards stand in which area.

Everything here reads the view (``GAME.view(state, seat)``) only. The combat numbers are the engine's own
(``sevens.games.ultraseven.combat``), read from ``public_state(view)``: a state holding only what the view
holds — the face-down cards the seat may not identify are left out, so nothing computed here can depend on them.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from sevens.core.errors import IllegalMove
from sevens.games.ultraseven import combat as cb
from sevens.games.ultraseven import deployment, notation, refusals
from sevens.games.ultraseven.cards import (AREA_KEYS, CAPSULES, CHITS, DAMAGE, INVASIONS, MEMBERS, MONSTERS,
                                           SEVEN_BASE, TECHNIQUES, WEAPONS)
from sevens.games.ultraseven.state import Deployed, Options, Placed, State, Turn, evolve

RECON_RANGE = (min(i.recon for i in INVASIONS.values()), max(i.recon for i in INVASIONS.values()))
"""The lowest and highest 偵察値 of any invasion card (−4 … +1): what a TDF may expect of a card it cannot see."""


# --- dice ------------------------------------------------------------------------------------------------------

def p_2d6_at_most(t: int) -> Fraction:
    """P(2d6 ≤ t)."""
    return Fraction(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= t), 36)


def p_1d6_at_most(t: int) -> Fraction:
    """P(1d6 ≤ t)."""
    return Fraction(max(0, min(6, t)), 6)


def melee_odds(seven_power: int, strength: int) -> tuple[Fraction, Fraction, Fraction]:
    """R 17.4: (win, tie, lose) of Seven's ``seven_power`` + 1d6 against the card's ``strength`` + 1d6."""
    win = tie = 0
    for a in range(1, 7):
        for b in range(1, 7):
            d = seven_power + a - strength - b
            win += d > 0
            tie += d == 0
    return Fraction(win, 36), Fraction(tie, 36), Fraction(36 - win - tie, 36)


# --- the view as a state of its public parts --------------------------------------------------------------------

def _turn(t: dict[str, Any]) -> Turn:
    fields: dict[str, Any] = {}
    for name in Turn._fields:
        value = t.get(name, getattr(Turn(), name))
        if name == "assigned":
            value = tuple((w, tuple(ks)) for w, ks in value)
        elif isinstance(value, list):
            value = tuple(value)
        fields[name] = value
    return Turn(**fields)


def known_cards(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The table cards of ``v`` whose identity the seat knows (face up, or every card for the alien)."""
    return [p for p in v["table"] if p["key"] is not None]


def public_state(v: dict[str, Any]) -> State:
    """A state made of the view's parts: the effects in force, the deployment, this turn's progress, the energy,
    the table cards the seat knows (never a face-down card the view does not name). Good for the combat numbers
    (``combat``), not for play."""
    o = v["options"]
    table = tuple(Placed(key=p["key"], area=p["area"], order=p["order"], since=p["since"], face_up=p["face_up"],
                         chits=p["chits"], damage=p["damage"], stage=p["stage"], added=p["added"],
                         flipped=p["flipped"], infos=p["infos"], history=tuple(p["history"]))
                  for p in known_cards(v))
    return State(seed=0, scenario=o["scenario"],
                 opts=Options(hidden_counts=o["hidden_counts"], remove_at_equal=o["remove_at_equal"]),
                 deck=(), hand=(), energy=v["energy"], capsules=tuple(v["capsules"]), turn=v["turn"],
                 phase=v["phase"], table=table, events=tuple(v["events"]), infos=tuple(v["infos"]),
                 members=tuple(Deployed(c, a) for c, a in v["members"]),
                 weapons=tuple(Deployed(c, a) for c, a in v["weapons"]), captured=v["captured"],
                 capsules_turn=tuple(v["capsules_turn"]), t=_turn(v["t"]))


def card_in(v: dict[str, Any], area: str) -> dict[str, Any] | None:
    """The card the seat sees in ``area`` (face up, or any for the alien), or None."""
    for p in v["table"]:
        if p["area"] == area:
            return p
    return None


def hidden_cards(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The face-down cards whose area the seat does not know (the TDF's "hidden card #k")."""
    return [p for p in v["table"] if p["area"] is None]


def members_in(v: dict[str, Any], area: str) -> list[str]:
    return [k for k in MEMBERS if [k, area] in v["members"]]


def weapons_in(v: dict[str, Any], area: str) -> list[str]:
    return [k for k in WEAPONS if [k, area] in v["weapons"]]


# --- odds -------------------------------------------------------------------------------------------------------

def recon_odds(v: dict[str, Any], area: str, takenaka: bool = False) -> dict[str, Any]:
    """R 12.3–R 12.6 before a recon of ``area``: the group's sum; when the seat knows the card there (the
    alien), the exact target and the chance of finding it; for the TDF, the range of the chance over the
    hidden cards it might be (each one's chits are public, its 偵察値 −4 … +1 is not). ``target`` None and
    ``low``/``high`` None when nothing can be found for all the seat knows (no hidden card anywhere)."""
    s = public_state(v)
    group = cb.recon_sum(s, area, takenaka)
    out: dict[str, Any] = {"area": area, "sum": group, "target": None, "chance": None, "low": None, "high": None}
    p = card_in(v, area)
    if p is not None and not p["face_up"]:
        target = group + INVASIONS[p["key"]].recon + p["chits"]
        out.update(target=target, chance=p_2d6_at_most(target))
        return out
    hidden = hidden_cards(v)
    if hidden and v["seat"] == 0:
        lo = min(group + RECON_RANGE[0] + h["chits"] for h in hidden)
        hi = max(group + RECON_RANGE[1] + h["chits"] for h in hidden)
        out.update(low=p_2d6_at_most(lo), high=p_2d6_at_most(hi), low_target=lo, high_target=hi)
    return out


def attack_odds(v: dict[str, Any], area: str) -> list[tuple[str, int | None, Fraction | None]]:
    """R 15.3: each member of ``area``'s group, its TDF-attack target (with the weapon bonuses assigned so far)
    and the chance of 1 damage; (member, None, None) against a card with TDF値 "−" (no attack)."""
    s = public_state(v)
    p = s.card_in(area)
    if p is None or not p.face_up:
        return []
    out: list[tuple[str, int | None, Fraction | None]] = []
    for k in cb.members_in(s, area):
        t = cb.attack_target(s, area, k)
        out.append((k, t, None if t is None else p_1d6_at_most(t)))
    return out


def transform_odds(v: dict[str, Any], area: str) -> tuple[int, Fraction]:
    """R 16.3, R 16.4: Dan's transformation value in ``area`` and the chance that 2d6 ≤ it."""
    t = cb.transform_target(public_state(v), area)
    return t, p_2d6_at_most(t)


def technique_odds(v: dict[str, Any], area: str) -> list[tuple[str, int, tuple[Fraction, Fraction, Fraction]]]:
    """R 17.2–R 17.4: each technique, its cost, and (win, tie, lose) against the card in ``area`` now."""
    s = public_state(v)
    p = s.card_in(area)
    if p is None:
        return []
    strength = cb.strength(p)
    return [(k, t.cost, melee_odds(SEVEN_BASE + t.power, strength)) for k, t in TECHNIQUES.items()]


def capsule_odds(capsule: str, chits: int) -> dict[str, Fraction]:
    """R 19.6: a capsule monster's 1d6 against a card with ``chits``: the chance of 1 damage, of chits removed,
    of nothing."""
    table = MONSTERS[CAPSULES[capsule].monster].table
    dmg = sum(1 for r in table if r.kind == DAMAGE)
    off = sum(1 for r in table if r.kind == CHITS and chits > 0)
    return {"damage": Fraction(dmg, 6), "chits": Fraction(off, 6), "nothing": Fraction(6 - dmg - off, 6)}


# --- the deployment by clicks -----------------------------------------------------------------------------------

def deploy_moves(v: dict[str, Any]) -> dict[str, list[str]]:
    """The view's legal ``deploy``/``arm`` moves by card: {card: [areas]}."""
    out: dict[str, list[str]] = {}
    for text in v["legal"]:
        parts = text.split()
        if parts[0] in ("deploy", "arm") and len(parts) == 3:
            out.setdefault(parts[1], []).append(parts[2])
    return out


def click_move(card: str, area: str) -> str | None:
    """The move a click on ``area`` makes with ``card`` picked (legal or not: the engine then says why not)."""
    if area not in AREA_KEYS:
        return None
    if card in MEMBERS:
        return f"deploy {card} {area}"
    if card in WEAPONS:
        return f"arm {card} {area}"
    return None


AREA_BOUND = frozenset({"D-weapon-area", "R11.6-space", "E13-base"})
"""Refusals that name one area only: another area may still take the card, so they say least about why none does."""


def roster_refusals(v: dict[str, Any], card: str) -> list[tuple[str, IllegalMove]]:
    """Why no area takes ``card`` now: the engine's refusal (``refusals.refusal``) of it in each area, in the
    areas' order, read from ``public_state(v)`` (the deployment's rules read only the public table); [] when some
    area takes it."""
    legal = deploy_moves(v)
    if card in legal:
        return []
    s = public_state(v)
    out = []
    for area in AREA_KEYS:
        text = click_move(card, area)
        if text is None:
            return []
        out.append((area, refusals.refusal(s, notation.parse(text))))
    return out


def roster_refusal(v: dict[str, Any], card: str) -> tuple[str, IllegalMove | None, list[str]]:
    """Why the roster's ``card`` cannot be picked for any area now, in one of two forms: ("users", None, areas) —
    a weapon whose only lack is one of its users in one of ``areas`` (R 11.5, §D) —, or ("rule", the refusal
    that says most, []) — the first refusal not bound to one area (``AREA_BOUND``), else the first. ("", None,
    []) when some area takes it."""
    found = roster_refusals(v, card)
    if not found:
        return "", None, []
    if card in WEAPONS and all(err.rule in ("R11.5-user", "D-weapon-area") for _, err in found):
        return "users", None, [a for a, err in found if err.rule == "R11.5-user"]
    general = [err for _, err in found if err.rule not in AREA_BOUND]
    return "rule", (general or [found[0][1]])[0], []


def hand_refusal(v: dict[str, Any], card: str) -> IllegalMove | None:
    """Why the alien's hand ``card`` cannot be placed now, while the alien spends its AP (its step offers ``end``):
    the engine's refusal (``refusals.refusal``: its area holds a card already, R 8.4; AP, R 5.1; its 侵略条件, R 8.5),
    read from the alien's own view (its hand and its table); None when it can be placed or no placing is due."""
    if v["hand"] is None or card not in v["hand"] or "end" not in v["legal"] or f"place {card}" in v["legal"]:
        return None
    s = evolve(public_state(v), hand=tuple(v["hand"]), ap=int(v["ap"]))
    return refusals.refusal(s, notation.parse(f"place {card}"))


def undeployed(v: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The members and the weapons not deployed this turn (the roster to pick from)."""
    used = {c for c, _ in v["members"]} | {c for c, _ in v["weapons"]}
    return [k for k in MEMBERS if k not in used], [k for k in WEAPONS if k not in used]


def area_moves(v: dict[str, Any]) -> dict[str, list[str]]:
    """The legal moves a click on an area stands for, by area: ``recon``, ``fight``, and the alien's ``place``
    of a hand card goes there too (its area is the card's own)."""
    out: dict[str, list[str]] = {}
    for text in v["legal"]:
        parts = text.split()
        if parts[0] in ("recon", "fight") and len(parts) >= 2:
            out.setdefault(parts[1], []).append(text)
    return out


def card_moves(v: dict[str, Any]) -> dict[int, list[str]]:
    """The alien's legal moves on a table card (``chit``, ``overload``, ``flip``, ``heal``) by its number."""
    out: dict[int, list[str]] = {}
    for text in v["legal"]:
        parts = text.split()
        if parts[0] in ("chit", "overload", "flip", "heal") and len(parts) == 2:
            out.setdefault(int(parts[1].lstrip("#")), []).append(text)
    return out


# --- the dice just rolled ---------------------------------------------------------------------------------------

def last_rolls(game: Any, past: list[Any], lang: str, viewer: int, reach: int = 40) -> list[tuple[int, str]]:
    """The dice of the last run of chance steps (a recon's 2d6; a group's attacks; a melee's two dice), oldest
    first: (the face or 2d6 sum, the roll as ``viewer`` reads it, ``history.describe``, after the area it was
    rolled for). Looks back over the last ``reach`` decisions of this turn at most (a roll of an earlier turn is
    not shown as if it were just now); [] when no die was rolled there."""
    from sevens.core import history

    from .text import area_name

    out: list[tuple[int, str]] = []
    for i in range(len(past) - 1, max(0, len(past) - 1 - reach), -1):
        before = past[i - 1]
        if before.turn != past[-1].turn:
            break
        d = game.decision(before)
        if d is not None and d.chance:
            m = game.parse_move(before, past[i].log[-1])
            said = history.describe(game, before, m, lang, viewer)
            area = before.t.area
            out.append((m.n, f"{area_name(area, lang)}: {said}" if area else said))
        elif out:
            break
    return out[::-1]


def assign_odds(v: dict[str, Any], weapon: str, takers: list[str]) -> list[tuple[str, int | None, Fraction | None]]:
    """R 15.4–R 15.6 before a weapon's bonus is assigned: each taker's TDF-attack target and chance with this
    weapon's bonus (and those assigned before it) — what ``assign WEAPON TAKERS`` would give."""
    s = public_state(v)
    area = s.t.area
    p = s.card_in(area)
    if p is None or not p.face_up:
        return []
    s = evolve(s, t=s.t._replace(assigned=s.t.assigned + ((weapon, tuple(takers)),)))
    out: list[tuple[str, int | None, Fraction | None]] = []
    for k in takers:
        t = cb.attack_target(s, area, k)
        out.append((k, t, None if t is None else p_1d6_at_most(t)))
    return out


# --- the bot's moves, animated ----------------------------------------------------------------------------------

def motion(before: Any, move: str, seat: int) -> tuple[str, str] | None:
    """Where a bot's move glides from and what shows it after the redraw (``GameTable.motion``): the alien's card
    placed, from its hand's count to the new card (among the hidden cards for the TDF, in its area for the
    alien's own eyes: both selectors name the card by its public number only); a chit or a flip, onto that card; a
    TDF member or weapon deployed, onto its chip in its area; a group moved, from its old area to its new one."""
    parts = move.split()
    if not parts:
        return None
    verb = parts[0]
    if verb == "place":
        return "#facts", f'[data-order="{before.placed}"]'
    if verb in ("chit", "overload", "flip", "heal") and len(parts) == 2:
        return "#facts", f'[data-order="{parts[1].lstrip("#")}"]'
    if verb == "deploy" and len(parts) == 3:
        return "#turn", f'.us-area[data-area="{parts[2]}"] .us-member[data-member="{parts[1]}"]'
    if verb == "arm" and len(parts) == 3:
        return "#turn", f'.us-area[data-area="{parts[2]}"] .us-weapon[data-weapon="{parts[1]}"]'
    if verb == "move" and len(parts) == 3:
        return f'.us-area[data-area="{parts[1]}"]', f'.us-area[data-area="{parts[2]}"] .us-group li'
    return None


def rule_name(rule: str) -> str:
    """An engine refusal's rule id as the rules cite it: "R11.5-user" → "R 11.5", "E8-deadlock" → "E 8"; "" for
    an id that names no numbered rule ("illegal", "notation")."""
    m = re.match(r"^([REU])(\d+(?:\.\d+)*)", rule)
    return f"{m.group(1)} {m.group(2)}" if m else ""


def headed(err: IllegalMove, lang: str) -> str:
    """An engine refusal's text headed by the rule it names ("R 11.5: …"); the text alone when it names none."""
    rule = rule_name(err.rule)
    return f"{rule}: {err.text(lang)}" if rule else err.text(lang)


def line_moves(game: Any, s: Any, text: str) -> list[str]:
    """A whole TDF deployment typed on one line (issue 18 item 4: ``soga@city dan@city hawk1@city``) as the texts
    of the decisions it stands for, ``done`` last: the engine's own reading (``deployment.expand``, the CLI's too),
    which checks the step and every card against the state it would be played in, so an impossible line is refused
    whole (``IllegalMove``, naming the rule its first bad card breaks) and nothing is played."""
    out = []
    for m in deployment.expand(s, text):
        out.append(game.format_move(s, m))
        s = game.apply(s, m)
    return out
