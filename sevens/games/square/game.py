"""セブンスクエア (Seven Square) as a ``sevens.core.Game`` (docs/platform.md; rules: docs/rules/square.md and the
seed 「セブンスクエア(仮)(TCG)」; README.md).

Chance is implicit: the decks are shuffled from the seed when both 将 are chosen, and every later draw takes
the top of a deck whose order is in the state; shuffles after a mulligan or a search are drawn from the seed
and a count of random events. A move after which a card was drawn or a deck shuffled (the ``done`` that ends
a turn draws the next player's card) is ``Revealing``: undo never passes it. The bot never plans on the
order: it searches states sampled from its view (``determinize``), each with a seed of its own.

Hidden moves (``PublicMoves``): the 将 chosen face down reads "P1 puts a general face down" to the opponent,
a mulligan "P1 returns 2 cards and draws again".
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Mapping, cast

from sevens.core import options as option_rules
from sevens.core import record
from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, Outcome
from sevens.core.options import Choice, Setup
from sevens.core.rng import check_seed

from ...ai.levels import Level
from . import evaluate, notation, policy, rules
from .battle import board
from .cards import DECKS, validate_deck
from .evaluate import evaluate_all
from .info import INFO
from .levels import LEVELS
from .moves import find, legal
from .state import GENERAL, MULLIGAN, SETUP_TURNS, Move, Options, State
from .view import determinize, options_of, view

_PRESETS = {k: list(d.cards) for k, d in DECKS.items()}
_PRESET_LABELS = {k: (d.name_en, d.name_ja) for k, d in DECKS.items()}

SPEC: option_rules.Spec = {
    "deck0": Setup(list(DECKS["aera"].cards), validate_deck, ("P1 deck", "P1 のデッキ"), _PRESETS, _PRESET_LABELS),
    "deck1": Setup(list(DECKS["fang"].cards), validate_deck, ("P2 deck", "P2 のデッキ"), _PRESETS, _PRESET_LABELS),
    "first": Choice("coin", ("coin", "P1", "P2"), ("First turn", "先攻"),
                    {"coin": ("coin toss", "コイントス"), "P1": ("P1", "P1"), "P2": ("P2", "P2")}),
    "first_turn_balance": Choice(False, (False, True), ("First-turn balance (R4)", "先攻・後攻の調整（R4）"),
                                 help=("The first player skips the draw of their first turn; the second player gains "
                                       "3 IP on theirs.", "先攻は最初のターンのドローをせず、後攻は最初のターンに IP を 3 得る。")),
    "deploy_anywhere": Choice(False, (False, True), ("Deploy in the enemy half (R8)", "敵陣側にも出撃できる（R8）"),
                              help=("Units may also be deployed onto a sortie fort in the enemy half, the enemy's ■ "
                                    "included (rule R8 read literally).",
                                    "敵陣側の出撃陣（相手の■を含む）にも出撃できる（R8 の文字どおりの読み方）。")),
}
"""docs/rules/square.md: the decks (§C presets; any valid deck, R-deck rules in cards.validate_deck), R4's
first player and ``first_turn_balance``, R8's ``deploy_anywhere``."""


class Square:
    id = "square"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def seat_options(self) -> tuple[str, ...]:
        """Each seat's deck (``SeatOptions``: the arena's ``--decks`` deals them round the seats)."""
        return ("deck0", "deck1")

    def starter_option(self) -> tuple[str, tuple[str, ...]]:
        """The option that has seat 0 or seat 1 take the first turn (R4)."""
        return ("first", ("P1", "P2"))

    def options(self, **given: Any) -> Options:
        o = option_rules.resolve(SPEC, given)
        return Options(tuple(o["deck0"]), tuple(o["deck1"]), o["first"], o["first_turn_balance"],
                       o["deploy_anywhere"])

    def new(self, seed: int, **options: Any) -> State:
        check_seed(seed)
        return rules.new_state(seed, self.options(**options))

    def players(self, s: State) -> int:
        return 2

    def to_move(self, s: State) -> int | None:
        return rules.to_move(s)

    def decision(self, s: State) -> Decision | None:
        return rules.decision(s)

    def legal_moves(self, s: State) -> list[Move]:
        return list(legal(s))

    def apply(self, s: State, m: Move) -> State:
        return rules.apply(s, m)

    def outcome(self, s: State) -> Outcome | None:
        return rules.outcome(s)

    def reveals(self, before: State, after: State) -> bool:
        """A card drawn or a deck shuffled since ``before``, or both 将 revealed (R5; with
        ``first_turn_balance`` the reveal draws nothing): undo stops there."""
        return after.draws != before.draws or after.revealed != before.revealed

    def view(self, s: State, seat: int) -> dict[str, Any]:
        if type(seat) is not int or seat not in (0, 1):
            raise ValueError(f"seat {seat!r} is not at this table of 2")
        return view(s, seat)

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        return determinize(v, rng)

    def evaluate(self, s: State, seat: int) -> float:
        """The bot's evaluation in [0, 1] (``evaluate.py``): the end's result, else the battles due, each 将's
        safety, material and tempo."""
        return evaluate_all(s)[seat]

    def evaluate_all(self, s: State) -> tuple[float, float]:
        """``VectorEvaluation``: both seats' values at once (they sum to 1)."""
        return evaluate_all(s)

    def evaluator(self, style: str) -> Callable[[State], tuple[float, float]]:
        """``EvaluationStyles``: a set of weights (``evaluate.STYLES``: ``full``, ``plain``) or ``search``
        (``policy.searched``: the value where the turn ends, the next decision searched)."""
        w = evaluate.STYLES.get(style)
        if w is not None:
            return lambda s: evaluate_all(s, w)
        ev = policy.STYLES.get(style)
        if ev is None:
            names = ", ".join(sorted([*evaluate.STYLES, *policy.STYLES]))
            raise ValueError(f"square has no evaluation style {style!r} (styles: {names})")
        return cast("Callable[[State], tuple[float, float]]", ev)

    def playout(self, s: State, rng: random.Random) -> State:
        """``Playouts``: the policy finishes the turn in progress (``policy.py``)."""
        return policy.playout(s, rng)

    def playout_turns(self, s: State, rng: random.Random, turns: int) -> State:
        """``TurnPlayouts``: the policy plays until ``turns`` turns have ended (or the game has)."""
        return policy.playout(s, rng, turns)

    def turn_decisions(self, s: State) -> int:
        """``TurnClock``: the decisions taken so far in the turn in progress (``State.steps``); 0 in the set-up."""
        return s.steps if s.turn >= SETUP_TURNS and not s.over else 0

    def bot_levels(self) -> Mapping[str, Level]:
        """``BotLevels``: the game's own table (``levels.LEVELS``)."""
        return LEVELS

    def _text(self, s: State, m: Move) -> str:
        return notation.text(m, len(s.hands[s.seat]))

    def format_move(self, s: State, m: Move) -> str:
        return self._text(s, m)

    def describe_move(self, s: State, m: Move, lang: str = "en") -> str:
        riders: list[tuple[str, ...]] = []
        b = board(s)
        for ref in (m.unit, m.target):
            c = find(b, ref) if ref[0] >= 0 else None
            riders.append(tuple(s.prof[r].key for r in b.riders.get(c, ())) if c is not None else ())
        return notation.describe(s.seat, m, lang, hand_size=len(s.hands[s.seat]), riders=(riders[0], riders[1]))

    def public_move(self, s: State, m: Move, onlooker: int, lang: str) -> str | None:
        """The 将 chosen face down and the cards a mulligan returns are hidden from the others (R5, R26)."""
        if s.over or onlooker == s.seat or s.phase not in (GENERAL, MULLIGAN):
            return None
        if s.phase == GENERAL or m.verb == "return":
            return notation.describe(s.seat, m, lang, secret=True)
        return None

    def parse_move(self, s: State, text: str) -> Move:
        hand = tuple(s.prof[c].key for c in s.hands[s.seat]) if not s.over else ()
        m = notation.parse(text, hand)
        if m not in legal(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{text!r} is not legal now", f"{text!r} は今は選べません")
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, options_of(s.opts), list(s.log))

    def from_record(self, d: Any) -> State:
        s: State = record.replay(self, d)
        return s


GAME = Square()

if TYPE_CHECKING:
    from sevens.core.capabilities import (BotLevels, EvaluationStyles, Playouts, PublicMoves, Revealing, SeatOptions,
                                          TurnPlayouts, VectorEvaluation)
    from sevens.core.game import Game

    _contract: Game[State, Move] = GAME
    _public: PublicMoves = GAME
    _reveals: Revealing = GAME
    _vector: VectorEvaluation = GAME
    _playouts: Playouts = GAME
    _turns: TurnPlayouts = GAME
    _levels: BotLevels = GAME
    _styles: EvaluationStyles = GAME
    _seat_options: SeatOptions = GAME
