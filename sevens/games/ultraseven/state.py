"""ウルトラセブン values: the options, the cards on the table and deployed, the immutable state, and ``setup``.

Rules: the seed's sections 1–21 (cited "R n") and docs/rules/ultraseven.md (§A–§F, decisions "E n"); this
game's own decisions are numbered "U n" in README.md.

Seats: 0 is the TDF (地球防衛軍), 1 the alien (星人側) (R 1.2). The state holds everything, hidden parts included:
the deck's order (hidden from both, E 9), the alien's hand (hidden from the TDF), each face-down card's identity
and area (hidden from the TDF, E 14) and the seed every random thing is drawn from (never shown to anyone). What
each seat may see is the engine layer's ``view``.

Values are immutable: ``Placed`` and ``Deployed`` are named tuples, ``Options`` and ``State`` frozen dataclasses of
tuples (``evolve`` makes a changed copy). Randomness comes from ``sevens.core.rng.derive(seed, purpose, ...)``
only: the set-up from ``derive(seed, "setup", ...)`` (U 1), each die from ``dice_rng`` (``derive(seed, "dice",
rolls)``, the count of dice rolled so far).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sevens.core.errors import BadOption, shown
from sevens.core.rng import check_seed, derive

from .cards import CAPSULES, INVASION, INVASIONS, SCENARIOS, Scenario, kind

TDF_SEAT, ALIEN_SEAT = 0, 1
"""R 1.2: the two sides. The TDF is seat 0, the alien seat 1 (U 2)."""

AP = 8
"""R 5.1: the alien's action points a turn (E10 gives +2)."""
DRAW_AP, CHIT_AP, PLACE_AP, FLIP_AP, HEAL_AP = 2, 1, 2, 3, 2
"""R 5.1: the cost of each alien action — draw a card, place a chit, place an invasion card, flip one face up,
remove 1 damage."""
HAND_LIMIT = 8
"""R 6.3: no draw with 8 invasion cards in hand (E 8: events and information never stay in hand; the deadlock
exception is the engine's)."""
START_HAND = 6
"""R 3.4: the alien draws until it holds 6 invasion cards."""
WIN_CHITS = 13
"""R 20.2: an area whose card holds 13 chits at the victory check wins for the alien (E 4, E 36)."""
TURN_CAP = 300
"""E 7: a game that reaches 300 turns ends as a draw (a safety cap)."""

ALIEN_ACTION, DEPLOY, RECON, REDEPLOY, COMBAT, CHECK, OVER = (
    "alien", "deploy", "recon", "redeploy", "combat", "check", "over")
PHASES: tuple[str, ...] = (ALIEN_ACTION, DEPLOY, RECON, REDEPLOY, COMBAT, CHECK)
"""R 4.1's sequence: 星人側アクション, TDF隊員配置, 偵察判定, TDF再配置, 戦闘, 勝利判定 (``OVER`` once the game ends)."""

NO_WINNER, DRAW = -1, 2
"""``State.winner``: -1 while playing, else the winning seat (``TDF_SEAT``, ``ALIEN_SEAT``) or ``DRAW`` (E 7)."""

ALIVE, CAPTURED, DEAD = "alive", "captured", "dead"
"""Seven's condition (R 18.2 dead at 0 energy; §B ★3 captured by 39・40)."""


@dataclass(frozen=True)
class Options:
    """A game's options beyond the scenario (docs/rules/ultraseven.md E 9, E 23).

    ``hidden_counts``: the designer's variant that hides the deck and discard counts from the TDF (E 9, off by
    default). ``remove_at_equal``: a card is removed when its damage *equals* its 戦闘力, the P-mu reading of
    R 15.7 (E 23, off by default: the rule removes it only when damage exceeds it)."""

    hidden_counts: bool = False
    remove_at_equal: bool = False


class Placed(NamedTuple):
    """An invasion card on the table (R 8).

    ``key`` and ``area`` are hidden from the TDF while the card is face down (E 14). ``order`` is the public number
    the TDF knows it by ("hidden card #k", E 14): the cards placed before it in this game. ``chits`` (R 7) are
    public, ``damage`` (R 15.8, only face-up cards carry it: E 12) too. ``stage`` is 1 once a two-stage ★ card
    has turned to its second side (§B ★1, ★4). ``added`` counts the chits placed on it this turn (R 7.3's per-turn
    limit) and ``flipped`` says it was turned face up this turn (R 7.5: no more chits this turn); ``since`` is the
    turn it was placed. ``infos`` is how many information cards were in force when it was placed (R 8.5's
    侵略条件 was met with ``State.infos[:infos]``) and ``history`` the chits it took in each finished turn since
    it was placed (``added`` is this turn's): both public, the evidence ``view.determinize`` samples with (E 18)."""

    key: str
    area: str
    order: int
    since: int
    face_up: bool = False
    chits: int = 0
    damage: int = 0
    stage: int = 0
    added: int = 0
    flipped: bool = False
    infos: int = 0
    history: tuple[int, ...] = ()


class Turn(NamedTuple):
    """This turn's progress through R 4.1's steps, beyond the phase (reset to ``Turn()`` when the turn ends).

    ``step`` is the sub-step of the phase ("" its main decision; the others are listed in ``moves.py``).
    ``banned``: the member E14 休暇命令 keeps home (U 7). ``overloaded``: E17's extra chit is spent (U 6).
    ``reconned``: the areas reconnoitred (R 12.2, once each); ``takenaka``: E03's +2 given to a group.
    ``area``: the area of the pending recon roll or of the combat being fought; ``target``: the group's recon
    sum of the pending recon roll (R 12.3). ``redeploys``: groups moved (R 13.1; E04). ``fought``: the areas
    whose combat is over (R 14.1). ``assigned``: each weapon's combat bonus and the members who take it (R 15.5,
    R 15.6); ``attackers``: the members still to roll their TDF attack (R 15.2). ``timing``: the capsule timing
    now open (R 19.1: "before", "failed", "lost"; "tie" after a drawn melee). ``tried``: Dan has tried to
    transform (E 25: once a turn). ``technique``: the technique of the melee being fought, ``die`` Seven's die
    in it. ``capsule``: the capsule card whose 1d6 is pending; ``capsule_areas``: the areas a capsule monster
    was used in this turn (§B ★2). ``decided``: the decisions the side deciding now has taken this turn (the
    alien's in its action, then the TDF's from its deployment on; a die is no decision), public: ``TurnClock``."""

    step: str = ""
    banned: str = ""
    overloaded: bool = False
    reconned: tuple[str, ...] = ()
    takenaka: bool = False
    area: str = ""
    target: int = 0
    redeploys: int = 0
    fought: tuple[str, ...] = ()
    assigned: tuple[tuple[str, tuple[str, ...]], ...] = ()
    attackers: tuple[str, ...] = ()
    timing: str = ""
    tried: bool = False
    technique: str = ""
    die: int = 0
    capsule: str = ""
    capsule_areas: tuple[str, ...] = ()
    decided: int = 0


class Deployed(NamedTuple):
    """A member or weapon card deployed this turn (R 11.1) and its area. Deployment is fresh every turn (E 2)."""

    card: str
    area: str


@dataclass(frozen=True)
class State:
    """A whole game: public and hidden parts alike (the module's docstring says which is which)."""

    seed: int
    scenario: str
    """The scenario's key (``cards.SCENARIOS``)."""
    opts: Options
    deck: tuple[str, ...]
    """The draw pile, top last (hidden from both seats, E 9)."""
    hand: tuple[str, ...]
    """The alien's unplaced invasion cards in ``cards.INVASIONS`` order (hidden from the TDF; its size is
    public, E 9)."""
    energy: int
    """Seven's Emerium energy (R 3.2, R 18): it never recovers; 0 is Seven's death (R 18.2)."""
    capsules: tuple[str, ...]
    """The capsule-monster cards still unused (R 19.5), in ``cards.CAPSULES`` order."""
    turn: int = 1
    """The turn (R 4.1), from 1."""
    phase: str = ALIEN_ACTION
    ap: int = AP
    """The alien's AP left this turn (R 5)."""
    table: tuple[Placed, ...] = ()
    """The invasion cards on the table, by ``order``."""
    placed: int = 0
    """Invasion cards placed so far this game: the next card's ``order``."""
    removed: tuple[str, ...] = ()
    """Invasion cards removed, in the order they went (public, E 9)."""
    gone: tuple[tuple[int, int], ...] = ()
    """For each card of ``removed``: its number ``#k`` and the turn it was removed (public; E 13: its area was
    occupied until then)."""
    discards: tuple[str, ...] = ()
    """Event, ep-12 and information cards drawn in play, in the order drawn (public, R 6.4, E 9)."""
    events: tuple[str, ...] = ()
    """The events in force this turn (R 6.5), in the order drawn; cleared when the turn ends."""
    infos: tuple[str, ...] = ()
    """The information cards in force (R 6.5: for the rest of the game), in the order drawn."""
    members: tuple[Deployed, ...] = ()
    """This turn's deployed members (R 11.2); a member not listed is off-board (E 2)."""
    weapons: tuple[Deployed, ...] = ()
    """This turn's deployed weapons (R 11.4)."""
    captured: bool = False
    """Seven is captured by 39・40 (§B ★3)."""
    rescue: int = 0
    """TDF damage dealt to the capturing card since the capture (§B ★3: 2 frees Seven)."""
    capsules_turn: tuple[str, ...] = ()
    """The capsule monster kinds used this turn (R 19.2: one of each kind a turn)."""
    t: Turn = Turn()
    """This turn's progress (``Turn``)."""
    recons: tuple[tuple[int, str, int, int, int], ...] = ()
    """Every recon so far, public (R 12.5–R 12.8): (turn, area, the group's sum, the 2d6 sum, the number ``#k`` of
    the card it turned face up, or -1 for 「異常なし」 — a miss and an empty area alike, E 16)."""
    rolls: int = 0
    """Dice rolled so far: the next die comes from ``dice_rng`` (never the global ``random``)."""
    winner: int = NO_WINNER
    log: tuple[str, ...] = ()
    """Every decision's text (the record)."""
    cache: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Derived values, computed once per state (not compared, not hashed)."""

    @property
    def rules(self) -> Scenario:
        """The scenario's data (``cards.SCENARIOS``)."""
        return SCENARIOS[self.scenario]

    @property
    def over(self) -> bool:
        return self.winner != NO_WINNER

    @property
    def seven(self) -> str:
        """``DEAD`` at 0 energy (R 18.2), else ``CAPTURED`` (§B ★3) or ``ALIVE``."""
        if self.energy <= 0:
            return DEAD
        return CAPTURED if self.captured else ALIVE

    def card_in(self, area: str) -> Placed | None:
        """The card on the table in ``area`` (R 8.4: one at most), or None."""
        for p in self.table:
            if p.area == area:
                return p
        return None

    def invasions_left(self) -> tuple[str, ...]:
        """The scenario's invasion cards not yet removed — in the deck, in the hand or on the table (R 20.3, E 5,
        E 30): the TDF wins when there are none."""
        deck = tuple(k for k in self.deck if k in INVASIONS)
        return deck + self.hand + tuple(p.key for p in self.table)


def evolve(s: State, *, keep_cache: bool = False, **changes: Any) -> State:
    """``s`` with ``changes`` (a fast ``dataclasses.replace``: no field checks), with a fresh cache, or with ``s``'s
    own cache shared when ``keep_cache`` says no derived value reads the fields changed."""
    n = object.__new__(State)
    d = n.__dict__
    d.update(s.__dict__)
    d.update(changes)
    d["cache"] = s.cache if keep_cache else {}
    return n


def dice_rng(s: State) -> random.Random:
    """The generator of the next die (``derive(seed, "dice", rolls)``): a roll is the same whoever asks."""
    return derive(s.seed, "dice", s.rolls)


def by_order(keys: list[str] | tuple[str, ...], order: tuple[str, ...]) -> tuple[str, ...]:
    """``keys`` sorted in the order of ``order`` (a canonical order that hides the order they came in)."""
    place = {k: i for i, k in enumerate(order)}
    return tuple(sorted(keys, key=place.__getitem__))


def scenario_deck(scenario: Scenario, rng: random.Random) -> list[str]:
    """The scenario's deck, chosen and shuffled with ``rng``, top last (R 3.3; R 21.2.1 / R 21.3.1 for the short
    plays: the event cards, ★ cards and ordinary invasion cards drawn at random from their pools of 19, 4 and 41,
    plus the 7 information cards when the scenario has them)."""
    cards = [k for pool, n in scenario.pools for k in rng.sample(list(pool), n)]
    rng.shuffle(cards)
    return cards


def deal_hand(deck: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    """R 3.4: draw from the top until ``START_HAND`` invasion cards are in hand; the event, information and ep-12
    cards drawn meanwhile go back into the deck, which is shuffled again with ``rng`` (only when a card went
    back, U 3), with no effect (E 3). Returns (the deck left, top last; the hand as drawn). A deck with fewer
    invasion cards than that gives them all."""
    deck = list(deck)
    hand: list[str] = []
    back: list[str] = []
    while len(hand) < START_HAND and any(kind(k) == INVASION for k in deck):
        k = deck.pop()
        (hand if kind(k) == INVASION else back).append(k)
    if back:
        deck.extend(back)
        rng.shuffle(deck)
    return deck, hand


def setup(seed: int, scenario: str = "full", options: Options | None = None) -> State:
    """The start position of ``scenario`` ("full", "2cour", "1cour") for ``seed`` (R 3, R 21; E 29, E 30).

    The TDF takes its members, weapons, Ultra Seven and the scenario's capsule monsters (R 3.1, R 21.2.3,
    R 21.3.3); Seven's energy is set to the scenario's (R 3.2: 130; 75; 37); the deck is built and shuffled (R 3.3,
    R 21.2.1, R 21.3.1) and the alien draws its hand of 6 invasion cards (R 3.4). The game starts at turn 1 with
    the alien's action and its 8 AP (R 4.1, R 5.1); nothing is on the table and nobody is deployed.
    ``BadOption`` names a bad seed, scenario or options value."""
    seed = check_seed(seed)
    if not isinstance(scenario, str) or scenario not in SCENARIOS:
        raise BadOption("scenario", f"unknown scenario {shown(scenario)}; the scenarios are: {', '.join(SCENARIOS)}",
                        f"シナリオ {shown(scenario)} はありません。シナリオ: {', '.join(SCENARIOS)}")
    if options is None:
        options = Options()
    elif not isinstance(options, Options):
        raise BadOption("options", f"options must be an Options value, not {shown(options)}",
                        f"オプションは Options の値です（{shown(options)} は不可）")
    sc = SCENARIOS[scenario]
    deck = scenario_deck(sc, derive(seed, "setup", "deck"))
    deck, hand = deal_hand(deck, derive(seed, "setup", "reshuffle"))
    return State(seed=seed, scenario=scenario, opts=options, deck=tuple(deck),
                 hand=by_order(hand, tuple(INVASIONS)), energy=sc.energy,
                 capsules=by_order(list(sc.capsules), tuple(CAPSULES)))
