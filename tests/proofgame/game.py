"""Dice Race as a ``sevens.core.Game`` (README.md): the contract, explicit chance, views and records.

The proof that the platform carries what the card games need: ``CHANCE`` decisions with outcomes and a
generator from the seed (``ChanceGame``), turns of several decisions, reactions of other seats inside a
turn, hidden cards with public counts, and options of every kind (``Choice``, ``IntRange``, ``Setup``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from sevens.core import options as option_rules
from sevens.core import record
from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, GameInfo, Outcome
from sevens.core.options import Choice, IntRange, Setup
from sevens.core.rng import check_seed, derive

from . import board, notation, rules
from .state import DECK, OVER, TURNS_PER_SQUARE, Move, Options, State

SPEC: option_rules.Spec = {
    "players": IntRange(3, 2, 4, ("Players", "人数")),
    "length": IntRange(20, 10, board.MAX_LENGTH, ("Track length", "コースの長さ")),
    "die": Choice(6, (4, 6), ("Die", "サイコロ"), {4: ("four faces", "4 面"), 6: ("six faces", "6 面")}),
    "trips": Choice(2, (0, 1, 2, 3), ("Trip cards each", "つまずきカードの枚数")),
    "board": Setup(board.PRESETS["classic"], board.validate, ("Special squares", "特別なマス"),
                   board.PRESETS, board.PRESET_LABELS),
}
"""README.md, "Setup"."""

MAX_TURN_DECISIONS = 4 + 2 * 3
"""Roll, choose, roll again, keep; then each of up to three other seats reacts and the mover may dodge."""

INFO = GameInfo(
    id="dicerace", name_en="Dice Race", name_ja="ダイスレース", min_players=2, max_players=4,
    max_moves=TURNS_PER_SQUARE * board.MAX_LENGTH * MAX_TURN_DECISIONS,
    perfect_information=False, chance="explicit", multi_decision=True, reactions=True,
    summary=("Roll, dare a second roll, and trip the others with hidden cards: first to the goal wins.",
             "サイコロを振り、振り直しに賭け、伏せたカードで相手をつまずかせる。先にゴールした人の勝ち。"),
    rules=("A turn: roll the die; advance by it, or reroll once and then advance or hold. After an advance each "
           "other player holding trip cards may trip the runner (back by the card's value) or decline; a tripped "
           "runner may dodge with a card of their own. Special squares move a runner on or back. First to end a "
           "turn on the last square wins. Your trip cards are hidden; everyone sees how many each holds.",
           "手番: サイコロを振り、その目だけ進むか、1 回だけ振り直して進むか止まる。進んだあと、つまずきカードを持つ"
           "ほかのプレイヤーはカードの数だけ相手を戻せる（見送りも可）。つまずかされた人は自分のカードでかわせる。"
           "特別なマスでは先へ進むか戻る。先にゴールのマスで手番を終えた人の勝ち。つまずきカードは伏せて持ち、"
           "枚数だけが皆に見える。"),
)


class DiceRace:
    id = "dicerace"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def options(self, **given: Any) -> Options:
        o = option_rules.resolve(SPEC, given)
        return Options(o["players"], o["length"], o["die"], o["trips"], board.fit("board", o["board"], o["length"]))

    def new(self, seed: int, **options: Any) -> State:
        check_seed(seed)
        return rules.new_state(seed, self.options(**options))

    def players(self, s: State) -> int:
        return s.opts.players

    def to_move(self, s: State) -> int | None:
        return rules.to_move(s)

    def decision(self, s: State) -> Decision | None:
        return rules.decision(s)

    def legal_moves(self, s: State) -> list[Move]:
        return rules.legal_moves(s)

    def apply(self, s: State, m: Move) -> State:
        return rules.apply(s, m)

    def outcome(self, s: State) -> Outcome | None:
        return rules.outcome(s)

    # --- explicit chance (ChanceGame) ---------------------------------------------------------------

    def chance_outcomes(self, s: State) -> list[tuple[Move, float]]:
        return rules.chance_outcomes(s)

    def chance_rng(self, s: State) -> random.Random:
        """This roll's generator: the seed and the number of decisions made so far."""
        return derive(s.seed, "roll", len(s.log))

    # --- what a seat knows --------------------------------------------------------------------------

    def view(self, s: State, seat: int) -> dict[str, Any]:
        """Everything but the other seats' cards, of which only the count shows (README.md, "Hidden
        information"); the legal moves when ``seat`` decides now. A seat that is not at the table (the
        ``CHANCE`` seat included) has no view."""
        if type(seat) is not int or not 0 <= seat < s.opts.players:
            raise ValueError(f"seat {seat!r} is not at this table of {s.opts.players}")
        p = rules.to_move(s)
        return {
            "game": self.id, "seat": seat, "options": setup_of(s.opts),
            "positions": list(s.positions), "hand": list(s.hands[seat]),
            "hand_counts": [len(h) for h in s.hands], "played": list(s.played),
            "turn": s.turn, "turn_seat": s.turn_seat, "phase": s.phase, "rolled": s.rolled,
            "reactor": s.reactor, "trip_from": s.trip_from, "to_move": p,
            "legal": [notation.text(m) for m in rules.legal_moves(s)] if p == seat else [],
            "log": [[q, notation.text(m)] for q, m in s.log],
        }

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        """The state of the view with the other seats' cards dealt at random from those not seen (the
        deck less the seat's own hand and the cards played), and a seed of its own for the rolls to come."""
        opts = self.options(**v["options"])
        seat = v["seat"]
        pool = list(DECK)
        for c in list(v["hand"]) + list(v["played"]):
            pool.remove(c)
        rng.shuffle(pool)
        hands = []
        for q, count in enumerate(v["hand_counts"]):
            if q == seat:
                hands.append(tuple(v["hand"]))
            else:
                hands.append(tuple(sorted(pool[:count])))
                del pool[:count]
        log = tuple((q, notation.parse(t)) for q, t in v["log"])
        return State(rng.getrandbits(62), opts, tuple(v["positions"]), tuple(hands), tuple(v["played"]),
                     v["turn"], v["phase"], v["rolled"], v["reactor"], v["trip_from"], log)

    # --- the bot's evaluation -----------------------------------------------------------------------

    def evaluate(self, s: State, seat: int) -> float:
        return self.evaluate_all(s)[seat]

    def evaluate_all(self, s: State) -> list[float]:
        """Finished: 1 for first place, down to 0 for last. Running: the lead over the best other runner
        as a share of the track, and a little for each card held."""
        n = s.opts.players
        if s.phase == OVER:
            out = rules.outcome(s)
            assert out is not None
            return [(n - r) / (n - 1) for r in out.ranks]
        pos = s.positions
        values = []
        for q in range(n):
            lead = pos[q] - max(pos[r] for r in range(n) if r != q)
            v = 0.5 + 0.45 * lead / s.opts.length + 0.01 * len(s.hands[q])
            values.append(min(1.0, max(0.0, v)))
        return values

    # --- texts and records ---------------------------------------------------------------------------

    def format_move(self, s: State, m: Move) -> str:
        return notation.text(m)

    def describe_move(self, s: State, m: Move, lang: str = "en") -> str:
        return notation.describe(s, m, lang)

    def parse_move(self, s: State, text: str) -> Move:
        m = notation.parse(text)
        if m not in rules.legal_moves(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{text!r} is not legal now", f"{text!r} は今は選べません")
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, setup_of(s.opts), [notation.text(m) for _, m in s.log])

    def from_record(self, d: Any) -> State:
        s: State = record.replay(self, d)
        return s


def setup_of(o: Options) -> dict[str, Any]:
    """The options as a record's ``setup`` (and the view's ``options``): JSON-ready."""
    return {"players": o.players, "length": o.length, "die": o.die, "trips": o.trips,
            "board": [{"square": sq, "shift": k} for sq, k in o.board]}


GAME = DiceRace()

if TYPE_CHECKING:  # the type checker proves the contract and the chance ability are met
    from sevens.core.capabilities import ChanceGame
    from sevens.core.game import Game

    _contract: Game[State, Move] = GAME
    _chance: ChanceGame = GAME
