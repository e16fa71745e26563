"""7 SHADES OF S:EVEN values: the board's geometry, options, moves, the per-turn flags and the state.

The board is 7×7 (decision 1): square ``y * 7 + x``, (0, 0) the north-west corner; a square is named
``a1``–``g7``, file a–g west to east, rank 1 the south row (README.md, "Decisions of ours"). A pile lists its
cards bottom first, each ``card`` or ``card | UP`` when it lies face up. Seats sit clockwise S → W → N → E
(decision 2); a player's gate is the middle square of their side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SIZE = 7
SQUARES = SIZE * SIZE
UP = 256
"""Added to a card number in a pile when the card lies face up."""

GATES = {"S": 3 + 6 * SIZE, "W": 0 + 3 * SIZE, "N": 3 + 0 * SIZE, "E": 6 + 3 * SIZE}
"""The four gates (decision 2): S d1, W a4, N d7, E g4."""

LAYOUTS = {2: "SN", 3: "SWN", 4: "SWNE"}
"""Seats by number of players (decision 2): two face each other unless the ``adjacent`` option seats them S, W;
three take S, W, N (any three of four seats are the same layout turned)."""

CENTRE = 3 + 3 * SIZE

HARD_ROUNDS = 100
"""With no round cap a game still ends drawn after this many rounds (README.md: the seed has no draw rule;
no real game lasts that long)."""

MAX_USES = 20
"""Hand cards used in one hand phase at most (README.md: the FAQ forbids pointless loops)."""


def xy(sq: int) -> tuple[int, int]:
    return sq % SIZE, sq // SIZE


def square(x: int, y: int) -> int:
    return y * SIZE + x


def on_board(x: int, y: int) -> bool:
    return 0 <= x < SIZE and 0 <= y < SIZE


def name(sq: int) -> str:
    """``a1``–``g7``: file a–g from the west, rank 1 the south row."""
    x, y = xy(sq)
    return "abcdefg"[x] + str(SIZE - y)


def parse_square(text: str) -> int | None:
    if len(text) != 2 or text[0] not in "abcdefg" or text[1] not in "1234567":
        return None
    return square("abcdefg".index(text[0]), SIZE - int(text[1]))


def _ring(sq: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    x, y = xy(sq)
    return tuple(square(x + dx, y + dy) for dx, dy in steps if on_board(x + dx, y + dy))


ORTHO = ((0, -1), (1, 0), (0, 1), (-1, 0))
ROUND = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
JUMPS = ((0, -2), (2, 0), (0, 2), (-2, 0))

NEXT: tuple[tuple[int, ...], ...] = tuple(_ring(q, ORTHO) for q in range(SQUARES))
"""隣: the orthogonal neighbours (decision 1)."""
AROUND: tuple[tuple[int, ...], ...] = tuple(_ring(q, ROUND) for q in range(SQUARES))
"""周囲: the eight neighbours (decision 1)."""
JUMP: tuple[tuple[int, ...], ...] = tuple(_ring(q, JUMPS) for q in range(SQUARES))
"""ディメンション's straight two-square jump (decision 14)."""


def within2(sq: int) -> tuple[int, ...]:
    """2マス以内: Manhattan distance ≤ 2, the square itself included (decision 25)."""
    x, y = xy(sq)
    return tuple(square(a, b) for b in range(SIZE) for a in range(SIZE) if abs(a - x) + abs(b - y) <= 2)


WITHIN2: tuple[tuple[int, ...], ...] = tuple(within2(q) for q in range(SQUARES))


@dataclass(frozen=True)
class Options:
    players: int
    adjacent: bool
    """Two players on neighbouring seats (S, W) instead of facing each other (decision 2)."""
    colourless: bool
    """The 7 white and black cards are in the deck (beginner option (a) leaves them out; decision 5)."""
    first_cards: bool
    """Each player starts with a first card locked (beginner option (b) leaves them out; decision 5)."""
    round_cap: int
    """Rounds after which the game ends drawn; 0: no cap (decision 39)."""
    celestia_min: int
    """セレスティア hits opponents holding at least this many cards (decision 38)."""

    @property
    def seats(self) -> str:
        return "SW" if self.players == 2 and self.adjacent else LAYOUTS[self.players]

    @property
    def gates(self) -> tuple[int, ...]:
        return tuple(GATES[c] for c in self.seats)


@dataclass(frozen=True)
class Move:
    """One decision. ``verb`` says what is decided, ``value`` which (a kind, a square, a seat, a colour);
    ``pay`` the kind of the card that pays a 追色 cost (decision 11), chosen with the card used."""

    verb: str
    value: int = -1
    pay: int = -1


@dataclass(frozen=True)
class Ask:
    """The decision pending: who decides, what kind of thing (``Decision.kind``), the legal moves, and
    ``prompt``, the id of the rule or card asking (the page and the log say what is being chosen and why).
    ``secret``: the other seats see that a choice was made, not which (a card put face down)."""

    seat: int
    kind: str
    moves: tuple[Move, ...]
    prompt: str
    secret: bool = False
    left: int = 0
    """In a series of the same choice (a discard of three cards asks three times), the choices still to make,
    this one included (3, 2, 1); 0 for a choice on its own. The page shows it beside the prompt."""


@dataclass(frozen=True)
class Flags:
    """What the turn in progress has changed (cleared when the next turn starts)."""

    locked: bool = False
    """The lock phase's one lock is made."""
    lock_ban: bool = False
    """ちょっと待った! stopped a lock: no more locks this turn (§B G11)."""
    no_contact: bool = False
    """コノハナサクヤ: no contact this turn."""
    no_move: bool = False
    """マルメゴ found orange: no move this turn."""
    dimension: bool = False
    """ディメンション: the normal move is a straight two-square jump (decision 14)."""
    extra: int = 0
    """ダッシュ hand uses: extra 1-square moves after the move-phase action."""
    once: int = 0
    """Bits of the kinds used this turn that allow one use a turn (decision 35)."""
    sealed: tuple[int, ...] = ()
    """Cards whose hand effect is unusable until the turn ends (decision 34)."""
    shown: tuple[int, ...] = ()
    """Cards shown with 公開 this turn: every seat sees them while they stay in that hand (decision 29)."""
    verdant: tuple[int, ...] = ()
    """ヴァーディアン's drawn cards, discarded at turn end if still held (decision 37)."""
    paid: tuple[int, ...] = ()
    """Cards paid as フェニックス's cost this turn (its loop ban, decision 23)."""
    stuck: bool = False
    """The move phase found no move or contact: a card was placed and the turn ends (decision 13)."""
    uses: int = 0
    """Hand cards used in this hand phase (at most ``MAX_USES``)."""


@dataclass(frozen=True)
class State:
    seed: int
    opts: Options
    first: int
    """The first player (chosen at random, decision 3)."""
    board: tuple[tuple[int, ...], ...]
    pieces: tuple[int, ...]
    came_from: tuple[int, ...]
    """The square each piece stood on before its latest 移動, -1 if none (decision 20)."""
    cubes: tuple[int, ...]
    """Each player's piece colour."""
    hands: tuple[tuple[int, ...], ...]
    locks: tuple[tuple[tuple[int, ...], ...], ...]
    """Per player, per colour slot, the cards locked there (first cards included)."""
    curse: tuple[int, ...]
    """Per player, the slot where にじいろの呪い is placed, or -1."""
    deck: tuple[int, ...]
    """Top last."""
    discard: tuple[int, ...]
    """Top last; public and in order (decision 23)."""
    eternals: tuple[int, ...]
    """The eternal cards not yet won (their order is random, drawn when one is won)."""
    limbo: tuple[int, ...]
    """Hand cards declared for use and not yet placed or discarded (decision 10)."""
    known: tuple[int, ...]
    """Per card, the bits of the seats that know where it is (hidden places only; face-up cards are public)."""
    turn: int
    current: int
    tasks: tuple[tuple[object, ...], ...]
    """What is left to do, the next step last (README.md, "The engine"): public; cards named by kind."""
    arrivals: tuple[tuple[int, int, int, int], ...]
    """Queued arrivals (player, square, kind of the card, 1 if the card was just opened), first in first out
    (decision 19)."""
    flags: Flags = field(default_factory=Flags)
    reveals: int = 0
    """How many times something hidden came to light (a card drawn, opened or taken at random): undo stops there."""
    draws: int = 0
    """Random events so far (each one's generator is derived from the seed and this count)."""
    winner: int = -1
    drawn: bool = False
    """Ended by the round cap (decision 39)."""
    log: tuple[tuple[int, str], ...] = ()
    """Every decision so far: (the seat that made it, the move's text)."""
    ask: Ask | None = None
    """The decision pending (None once the game is over), computed once when the state is made."""

    @property
    def players(self) -> int:
        return self.opts.players

    @property
    def over(self) -> bool:
        return self.winner >= 0 or self.drawn
