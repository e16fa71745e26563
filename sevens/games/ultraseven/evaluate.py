"""The bot's static value of an ウルトラセブン position for both seats (README.md, "The bot").

``evaluate_all(s)`` is (the TDF's value, the alien's value), each in [0, 1], summing to 1: the result once the
game is over, else a logistic of the alien's lead. It runs on whole states (the bot's determinizations, so a
face-down card's identity here is the sample's guess, never the real card) and reads:

- **the race to 13** (R 20.2): for each card on the table, the turns it needs to reach 13 chits at its rates —
  face down up to its 暗躍限界 at 暗躍時 a turn, a turn to flip, then 発覚時 a turn (R 7.3, R 7.4, R 9) — the
  nearest card weighs most, the others a little; chits already on the board count besides;
- **the alien's reserve**: invasion cards in hand (the next placements) and the cards left to remove (R 20.3);
- **the TDF's means**: Seven's energy for each card still to remove against the 2–3 a melee costs (§F: energy
  binds), Seven dead or captured (R 18.2, §B ★3), the share of the scenario's cards already removed;
- **damage** on face-up cards (closer to removal by TDF attacks, R 15.7), a card with no TDF attack ("−",
  R 15.9: only Seven removes it), and a two-stage ★ card's side (§B ★1, ★4: beating its first side keeps its
  chits, E 32, so the turn is progress only through the stage).
"""

from __future__ import annotations

import math

from .cards import INVASIONS
from .state import ALIEN_SEAT, CAPTURED, DEAD, DRAW, TDF_SEAT, WIN_CHITS, Placed, State

ENERGY_PER_CARD = 2.5
"""Energy a card costs Seven on average (§F: about 32 of 37 over a 1クール game of ~12–15 cards)."""


def turns_to_win(p: Placed) -> float:
    """Turns ``p`` needs to reach 13 chits at its rates (R 7.3, R 7.4, R 9.1: a face-down card stops at its limit
    and must be flipped, which takes this turn's chits away, R 7.5)."""
    inv = INVASIONS[p.key]
    if p.chits >= WIN_CHITS:
        return 0.0
    if p.face_up:
        return (WIN_CHITS - p.chits) / max(1, inv.exposed_rate)
    hidden = max(0, inv.limit - p.chits) / max(1, inv.hidden_rate)
    return hidden + 1.0 + max(0, WIN_CHITS - max(p.chits, inv.limit)) / max(1, inv.exposed_rate)


FEATURES: tuple[str, ...] = (
    "bias", "nearest", "others", "chits", "damage", "no_tdf", "first_side", "second_side", "hand", "removed",
    "dead", "captured", "energy")
"""What ``features`` reads, in order: 1; 1/(1 + the turns the nearest card needs to reach 13 chits); the same summed
over the other cards; the chits on the table /13; the face-up cards' damage as a share of their 戦闘力; face-up
cards with no TDF attack; two-stage ★ cards on their first side; on their second; cards in hand (at most 6); the
share of the scenario's cards removed; Seven dead; Seven captured; tanh of (energy − 2.5 a card left) over
max(8, that need)."""

WEIGHTS: tuple[float, ...] = (-0.35, 3.0, 1.0, 0.6, -0.5, 0.15, 0.6, -0.3, 0.05, -1.5, 2.5, 1.0, -1.2)
"""The alien's logit is ``WEIGHTS`` · ``features`` (set by hand: the bias below 0 as §F has the alien win well under
half against a sensible TDF; 13 chits anywhere worth 0.6, the chits being its only way to win, R 20.2). A set fitted
to policy games' results was better calibrated but played no better (docs/ultraseven.md)."""


def features(s: State) -> tuple[float, ...]:
    """The position's features (``FEATURES``), as the alien's logit reads them."""
    sc = s.rules
    nearest = others = chits = damage = no_tdf = first_side = second_side = 0.0
    if s.table:
        near = sorted(turns_to_win(p) for p in s.table)
        nearest = 1.0 / (1.0 + near[0])
        others = sum(1.0 / (1.0 + t) for t in near[1:])
        chits = sum(p.chits for p in s.table) / WIN_CHITS
        for p in s.table:
            inv = INVASIONS[p.key]
            if p.face_up:
                power = inv.power_at(p.stage)
                damage += min(p.damage, power) / max(1, power)
                if inv.tdf_at(p.stage) is None:
                    no_tdf += 1
                if inv.second is not None:  # two removals to go (§B ★1, ★4), or one
                    if p.stage == 0:
                        first_side += 1
                    else:
                        second_side += 1
    total = max(1, sc.specials + sc.ordinary)
    left = len(s.invasions_left())
    seven = s.seven
    energy = 0.0
    if seven not in (DEAD, CAPTURED):
        need = ENERGY_PER_CARD * left
        energy = math.tanh((s.energy - need) / max(8.0, need))
    return (1.0, nearest, others, chits, damage, no_tdf, first_side, second_side, float(min(len(s.hand), 6)),
            1.0 - left / total, float(seven == DEAD), float(seven == CAPTURED), energy)


def alien_logit(s: State, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The alien's lead as a logit (0: even): ``weights`` · ``features``."""
    return sum(w * f for w, f in zip(weights, features(s)))


def evaluate_all(s: State) -> tuple[float, float]:
    """(the TDF's value, the alien's value) in [0, 1], summing to 1: 1/0 (½ each at E 7's draw) once the game is
    over, else the logistic of ``alien_logit`` kept within [0.02, 0.98]."""
    if s.over:
        if s.winner == DRAW:
            return 0.5, 0.5
        return (1.0, 0.0) if s.winner == TDF_SEAT else (0.0, 1.0)
    x = alien_logit(s)
    alien = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
    alien = min(0.98, max(0.02, alien))
    return 1.0 - alien, alien


def evaluate(s: State, seat: int) -> float:
    """``seat``'s share of ``evaluate_all``."""
    return evaluate_all(s)[ALIEN_SEAT if seat == ALIEN_SEAT else TDF_SEAT]
