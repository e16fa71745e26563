"""セブンスクエア values: the board's geometry, options, the cards in play, moves and the state.

Rules: docs/rules/square.md (R1–R27, §B1 abilities, §B2 cards); the seed 「セブンスクエア(仮)(TCG)」.

The board is 7×7 (seed 「7×7マスの盤」): square ``row * 7 + file``, a1 = 0; file a–g, rank 1 is **P1's** first
rank (P1 = seat 0 sits south with its ■ on d1, P2 north with its ■ on d7), whoever takes the first turn.
Distance is orthogonal (Manhattan) steps, the seed's diamond figure.

Every card of both decks has an instance number ``cid``: P1's are 0–39 in deck-list order, P2's 40–79; the
two ■ 出撃陣 (R9: not cards) are 80 (P1's) and 81 (P2's). A card's kind never changes, so ``Profile`` (the
card's numbers as the engine reads them) is looked up by cid in ``Options.prof``.

Values are immutable: ``Unit``, ``Fort``, ``Move`` and ``Event`` are named tuples, ``State`` a frozen dataclass
of tuples whose derived index (``battle.Board``) and legal moves are cached on it (not compared, not hashed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from .cards import BASE, CARDS, Ability, Card, has_tag

SIZE = 7
SQUARES = SIZE * SIZE
FILES = "abcdefg"
DECK = 40
"""Cards per deck (seed 「40枚のカードで構成される」): cid // DECK is the owner."""
BASE_CID = 80
"""cid of P1's ■; P2's is 81 (R9: the ■ are not cards)."""
BASE_SQ = (3, 45)
"""The ■ squares: d1 (P1's), d7 (P2's) (seed 「自陣一段の中央」)."""
BASE_HP = 10
START_HAND = 4
"""Seed 「手札を4枚引く」 (R5)."""
HAND_LIMIT = 7
"""R6."""
IP_GAIN = 2
IP_CAP = 10
"""R7: +2 a turn (seed 「毎ターン2IPを得る」), unspent IP carried over up to 10."""
MAX_ACTIONS = 3
"""R10: 「3枚まで移動あるいは能力の発動が出来る」."""
STACK = 2
"""R12: 「同じマスには自分の兵・騎カードは2枚までしか存在出来ない」."""
TURNS = 30
"""R3: after each player has taken 30 turns the game is a draw."""
SETUP_TURNS = 4
"""Decision turns 0–3 are the set-up (R5): P1's 将, P2's 将, the first player's mulligan, the second's."""

# phases (the pending decision's ``kind``)
GENERAL, MULLIGAN, DEPLOY, ACT, REFILL, BATTLE, END, DISCARD, OVER = (
    "general", "mulligan", "deploy", "act", "refill", "battle", "end", "discard", "over")
"""``END`` lasts only inside a move (the end phase runs at once); ``OVER`` once the game has ended."""
REFILL_KEYS = ("same", "top", "none")
"""補填 同名or1's answers (R21; README "Engine decisions" 11): a card of the same name, the top card, or none."""

# Unit.acted
MOVED, USED = 1, 2

# State.winner
NO_WINNER, DRAW = -1, 2


def name(sq: int) -> str:
    """``a1``–``g7``: file a–g, rank 1 P1's first rank."""
    return FILES[sq % SIZE] + str(sq // SIZE + 1)


def parse_square(text: str) -> int | None:
    if len(text) != 2 or text[0] not in FILES or text[1] not in "1234567":
        return None
    return FILES.index(text[0]) + SIZE * (int(text[1]) - 1)


def _next(q: int) -> tuple[int, ...]:
    x, y = q % SIZE, q // SIZE
    return tuple(a + SIZE * b for a, b in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y))
                 if 0 <= a < SIZE and 0 <= b < SIZE)


NEXT: tuple[tuple[int, ...], ...] = tuple(_next(q) for q in range(SQUARES))
"""Orthogonal neighbours (seed 「縦横のみで斜めに動くことは出来ない」, no wrap-around: R11)."""
DIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE) for b in range(SQUARES)) for a in range(SQUARES))
"""Manhattan distance (the seed's diamond)."""


def enemy_half(seat: int, sq: int) -> bool:
    """The square lies in ``seat``'s enemy half, its rows 5–7 (敵陣一段, 敵陣二段, 空白敵陣側): R8."""
    return sq // SIZE >= 4 if seat == 0 else sq // SIZE <= 2


def owner(cid: int) -> int:
    return cid - BASE_CID if cid >= BASE_CID else cid // DECK


class Profile(NamedTuple):
    """A card's numbers and abilities as the engine reads them (docs/rules/square.md §B1, §B2).

    ``shoots``: (damage, range) of each 射撃; ``inspire``: (N, 条件) of each 鼓舞 ("" = 全); ``grants``: what
    【付与】 gives (a 騎's riders, or everyone on a 陣's square); a 陣's ``heal`` is its end-phase 回復 (R24),
    a 兵's its activated one. ``text`` is 名称 + 備考 (鼓舞 searches it)."""

    key: str
    type: str
    cost: int
    atk: int
    hp: int
    mv: int
    load: int
    amod: tuple[str, int]
    hmod: tuple[str, int]
    shoots: tuple[tuple[int, int], ...]
    build: bool
    heal: int
    recall: int
    charge: int
    armour: int
    inspire: tuple[tuple[int, str], ...]
    grants: tuple[Ability, ...]
    move_same: bool
    hold: bool
    deploy: str
    refill: str
    prestige: bool
    card: Card

    def matches(self, tag: str) -> bool:
        return has_tag(self.card, tag)


def profile(card: Card) -> Profile:
    shoots, inspire, grants = [], [], []
    build = move_same = hold = False
    heal = recall = charge = armour = 0
    deploy = refill = ""
    for a in card.abilities:
        k = a.kind
        if k == "shoot":
            shoots.append((a.n, a.r))
        elif k == "inspire":
            inspire.append((a.n, a.tag))
        elif k == "grant" and a.grant is not None:
            grants.append(a.grant)
        elif k == "build":
            build = True
        elif k == "move_same":
            move_same = True
        elif k == "hold":
            hold = True
        elif k == "heal":
            heal = max(heal, a.n)
        elif k == "recall":
            recall = max(recall, a.n)
        elif k == "charge":
            charge = max(charge, a.n)
        elif k == "armour":
            armour = max(armour, a.n)
        elif k == "deploy":
            deploy = a.tag
        elif k == "refill":
            refill = a.tag
    am = (card.att_mod.op, card.att_mod.n) if card.att_mod else ("+", 0)
    hm = (card.hp_mod.op, card.hp_mod.n) if card.hp_mod else ("+", 0)
    return Profile(card.key, card.type, card.cost, card.attack, card.health, card.move, card.load, am, hm,
                   tuple(shoots), build, heal, recall, charge, armour, tuple(inspire), tuple(grants), move_same,
                   hold, deploy, refill, card.prestige, card)


PROFILES: dict[str, Profile] = {k: profile(c) for k, c in CARDS.items()}
BASE_PROFILE = profile(BASE)


@lru_cache(maxsize=64)
def profiles(deck0: tuple[str, ...], deck1: tuple[str, ...]) -> tuple[Profile, ...]:
    """The profile of every cid of a game: P1's deck, P2's deck, then the two ■."""
    return tuple(PROFILES[k] for k in deck0) + tuple(PROFILES[k] for k in deck1) + (BASE_PROFILE, BASE_PROFILE)


@dataclass(frozen=True)
class Options:
    """A game's options (game.SPEC): both decks (40 keys each in CARDS order), who goes first ("coin", "P1",
    "P2"), R4's ``first_turn_balance`` and R8's ``deploy_anywhere``."""

    deck0: tuple[str, ...]
    deck1: tuple[str, ...]
    first: str = "coin"
    first_turn_balance: bool = False
    deploy_anywhere: bool = False
    prof: tuple[Profile, ...] = field(default=(), compare=False, hash=False, repr=False)
    stats: dict[tuple[object, ...], Any] = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)
    """The pieces' statistics computed so far for the boards of states with these options (``battle.Board``): a
    cache, neither compared nor saved (the game's records write the options by name), and never passed on: options
    made anew (``dataclasses.replace`` too) start with an empty one."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "prof", profiles(self.deck0, self.deck1))

    def deck(self, seat: int) -> tuple[str, ...]:
        return self.deck1 if seat else self.deck0


class Unit(NamedTuple):
    """A 兵 or 騎 on the board. ``ctrl`` is its controller (the owner, ``cid // 40``, unless a mount was ridden
    away by the other player: R14); ``mount`` the 騎 it rides (-1: none; riders share its square); ``since`` the
    decision turn it was deployed (-1 for a 将: 「1ターン目の将カードは以前に出撃していた」); ``acted`` 0, MOVED or
    USED this turn (R10; a group's flags are its 騎's); ``charge`` its move this turn ended entering a square
    with an enemy combatant (§B1 突撃); ``arrival`` the order it came onto the board (the 将 at the reveal, P1's
    then P2's, then each deployment and 招魂: one more than the largest on the board), a public number that
    orders the pieces of a square and a group's riders (``KEY@SQ/N``), never the hidden card numbers."""

    cid: int
    ctrl: int
    sq: int
    dmg: int = 0
    mount: int = -1
    since: int = -1
    acted: int = 0
    charge: bool = False
    arrival: int = 0


class Fort(NamedTuple):
    """A 陣 on the board (one per square at most, R12), or a ■ (cid 80/81, R9); ``owner`` who built it."""

    cid: int
    owner: int
    sq: int
    dmg: int = 0


Ref = tuple[int, str, int]
"""A piece on the board as moves name it (notation ``KEY@SQ`` or ``KEY@SQ/N``): (square, kind key, N), the N-th
piece of that kind on that square counted from 1 in the order they came onto the board (``Unit.arrival``). A
piece is a 兵 that rides nothing or a 騎 (a group is named by its 騎)."""

NOREF: Ref = (-1, "", 0)


class Move(NamedTuple):
    """One decision (notation.py gives the texts).

    ``verb``: general, keep, return, deploy, done, move, shoot, build, heal, recall, ride, battle, siege, refill,
    discard. ``key``: a card kind (general, deploy, build, recall, discard) or "same"/"top" (refill);
    ``unit``: the acting piece or the rider; ``target``: the target or the mount; ``sq``: a destination, a
    deployment square or a battle's square; ``keys``: the cards a mulligan returns (sorted); ``fort``: the
    battle includes the 陣 (case 5)."""

    verb: str
    key: str = ""
    unit: Ref = NOREF
    target: Ref = NOREF
    sq: int = -1
    keys: tuple[str, ...] = ()
    fort: bool = False


class Event(NamedTuple):
    """A fight for the page (R13, R16, R17): ``kind`` "battle", "siege" or "shot"; ``seat`` the turn player;
    ``sq`` its square (a shot: the target's) and ``origin`` (a shot: the shooter's square; else ``sq``);
    ``totals`` the 攻力 each side dealt (P1's, P2's; a shot: the damage before 装甲 and the 将's cap); ``hits``
    per combatant and 陣 (key, controller, damage taken, 体力 left) and ``lost`` the cards sent to a 神殿 or
    removed (key, owner)."""

    turn: int
    kind: str
    seat: int
    sq: int
    origin: int
    totals: tuple[int, int]
    hits: tuple[tuple[str, int, int, int], ...]
    lost: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class State:
    seed: int
    opts: Options
    first: int
    """The seat of the first turn (option ``first``; "coin" draws it from the seed)."""
    turn: int
    """The decision turn (``Decision.turn``): 0–3 are the set-up, then one per game turn."""
    phase: str
    units: tuple[Unit, ...]
    """The 兵 and 騎 on the board, by cid."""
    forts: tuple[Fort, ...]
    """The 陣 and ■ on the board, by square."""
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """Sorted cids."""
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    """Top last."""
    temples: tuple[tuple[int, ...], tuple[int, ...]]
    """Each owner's 太陽の神殿, oldest first (R25)."""
    ip: tuple[int, int]
    generals: tuple[int, int]
    """Each seat's 将 (cid), -1 before it is chosen (R5)."""
    revealed: bool = False
    """Both 将 are face up (R5 step 5)."""
    shown: tuple[int, ...] = ()
    """Hand cards a search showed (R21): the opponent knows them."""
    actions: int = 0
    """Pieces that acted this turn (R10)."""
    fought: tuple[int, ...] = ()
    """Squares whose battle or siege happened in this battle phase (one each, R16)."""
    pending: str = ""
    """The 陣 whose 補填 同名or1 awaits the refill decision (R21)."""
    missing: tuple[tuple[int, str], ...] = ()
    """(seat, kind) after a 補填 同名 search of ``seat``'s deck found no card of that kind (R21): public, and
    true for the rest of the game (no card goes back into a deck after the set-up); sorted."""
    draws: int = 0
    """Random events so far (cards drawn, decks shuffled): undo stops at them; shuffles are seeded by it."""
    steps: int = 0
    """The decisions taken so far in the turn in progress (public: every decision is seen; 0 when a turn
    begins): the bot shares a turn's seconds out over them (``Level.turn_seconds``)."""
    winner: int = NO_WINNER
    """-1 while playing; the winning seat; DRAW."""
    reason: str = ""
    """How the game ended: "general", "generals" (both fell: a draw), "deckout", "turns"."""
    events: tuple[Event, ...] = ()
    """The fights of this turn and the last (for the page)."""
    log: tuple[str, ...] = ()
    """Every decision's text (the record)."""
    cache: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Derived values (the board index, the legal moves): computed once per state."""

    @property
    def over(self) -> bool:
        return self.winner != NO_WINNER

    @property
    def seat(self) -> int:
        """The seat deciding in the set-up, else the turn player."""
        if self.turn < 2:
            return self.turn
        if self.turn < SETUP_TURNS:
            return self.first if self.turn == 2 else 1 - self.first
        return self.first if (self.turn - SETUP_TURNS) % 2 == 0 else 1 - self.first

    @property
    def prof(self) -> tuple[Profile, ...]:
        return self.opts.prof

    def kind(self, cid: int) -> str:
        return self.opts.prof[cid].key


def evolve(s: State, **changes: Any) -> State:
    """``s`` with ``changes`` (a fast ``dataclasses.replace``: no field checks), with a fresh cache (the board's
    index is kept when the board did not change)."""
    n = object.__new__(State)
    d = n.__dict__
    d.update(s.__dict__)
    d.update(changes)
    d["cache"] = {}
    keep_board(s, n)
    return n


def keep_board(old: State, new: State) -> None:
    """Give ``new`` the board index of ``old`` if the cards on the board, the 陣 and the 将 are the same."""
    b = old.cache.get("board")
    if b is not None and new.units == old.units and new.forts == old.forts and new.generals == old.generals:
        new.cache["board"] = b

