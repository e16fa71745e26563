"""7 SHADES OF S:EVEN as a ``sevens.core.Game`` (README.md): the contract, views, records and texts.

Chance is implicit (docs/platform.md, "Chance"): the deck is shuffled at set-up and every later random event
(a card taken 無作為, an eternal card won) is drawn inside the move from the seed and a count kept in the
state. The bot never plans on those draws: it searches states sampled from its view (``determinize``),
each with a seed of its own. A move that brings something hidden to light (a card drawn, opened or taken
at random) is a ``Revealing`` move: undo never passes it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Mapping

from sevens.ai.levels import Level
from sevens.core import options as option_rules
from sevens.core import record
from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, Outcome
from sevens.core.options import Choice, IntRange
from sevens.core.rng import check_seed

from . import notation, policy, rules
from .evaluate import STYLES, WEIGHTS, evaluate_all
from .info import INFO
from .levels import LEVELS
from .state import Move, Options, State
from .view import determinize, options_of, view

SPEC: option_rules.Spec = {
    "players": IntRange(2, 2, 4, ("Players", "人数")),
    "adjacent": Choice(False, (False, True), ("Two players side by side", "2 人は隣の席"),
                       help=("With 2 players: seated on neighbouring sides of the board (south and west), not facing "
                             "each other.", "2 人のとき、向かい合わせではなく隣り合う辺（南と西）に座る。")),
    "colourless": Choice(True, (True, False), ("Colourless cards (white, black)", "無色のカード（白・黒）"),
                         help=("Off: the beginners' game, without the 7 white and black cards.",
                               "オフ: 白と黒の 7 枚を抜いた初心者向けのゲーム。")),
    "first_cards": Choice(True, (True, False), ("First cards", "ファーストカード"),
                          help=("Each player starts with a random first card locked, which gives their piece its "
                                "colour. Off (beginners): the colours are still random, nothing is locked at the start.",
                                "各プレイヤーはランダムなファーストカードを 1 枚ロックして始める（コマの色になる）。"
                                "オフ（初心者向け）: 色はランダムのまま、最初は何もロックしない。")),
    "round_cap": Choice(0, (0, 10, 20, 30, 50), ("Rounds before a draw", "引き分けまでの周回数"),
                        {0: ("no cap (a draw after 100 rounds)", "なし（100 周で引き分け）")}),
    "celestia_min": Choice(2, (2, 3), ("Celestia hits hands of at least", "セレスティアの対象（手札の枚数）"),
                           help=("Blue Cube: Celestia's hand effect makes each opponent holding at least this many "
                                 "cards discard one at random.",
                                 "青のキューブ セレスティアの手札効果で、手札がこの枚数以上の相手は 1 枚をランダムに捨てる。")),
}
"""Decisions 2, 5, 38, 39 (README.md, "Options")."""


class Shades:
    id = "shades"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def options(self, **given: Any) -> Options:
        o = option_rules.resolve(SPEC, given)
        return Options(o["players"], o["adjacent"], o["colourless"], o["first_cards"], o["round_cap"],
                       o["celestia_min"])

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

    def quiet(self, s: State, m: Move) -> bool:
        """``QuietMoves``: a reaction window let pass (``decline``) changes nothing anyone sees."""
        return m.verb == "decline"

    def reveals(self, before: State, after: State) -> bool:
        """A card drawn, opened or taken at random since ``before``: undo stops there."""
        return after.reveals != before.reveals or after.draws != before.draws

    def view(self, s: State, seat: int) -> dict[str, Any]:
        if type(seat) is not int or not 0 <= seat < s.opts.players:
            raise ValueError(f"seat {seat!r} is not at this table of {s.opts.players}")
        return view(s, seat)

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        return determinize(v, rng)

    def evaluate(self, s: State, seat: int) -> float:
        return evaluate_all(s)[seat]

    def evaluate_all(self, s: State) -> list[float]:
        return evaluate_all(s)

    def evaluator(self, style: str) -> Callable[[State], list[float]]:
        """``EvaluationStyles``: ``full`` is the levels' evaluation; another name, a set of weights on trial
        (``evaluate.STYLES``, filled by ``scripts/shades_tune.py``)."""
        w = STYLES.get(style)
        if w is None:
            raise ValueError(f"shades has no evaluation style {style!r} (styles: {', '.join(sorted(STYLES))})")
        return evaluate_all if w is WEIGHTS else lambda s: evaluate_all(s, w)

    def playout(self, s: State, rng: random.Random) -> State:
        """``Playouts``: the policy plays to the end of the turn in progress (``policy.py``)."""
        return policy.playout(s, rng)

    def playout_turns(self, s: State, rng: random.Random, turns: int) -> State:
        """``TurnPlayouts``: the policy plays until ``turns`` turns have ended."""
        return policy.playout(s, rng, turns)

    def bot_levels(self) -> Mapping[str, Level]:
        """``BotLevels``: the game's own table (``levels.LEVELS``)."""
        return LEVELS

    def format_move(self, s: State, m: Move) -> str:
        return notation.text(m)

    def describe_move(self, s: State, m: Move, lang: str = "en") -> str:
        seat = s.ask.seat if s.ask is not None else s.current
        target = s.pieces.index(m.value) if m.verb == "contact" and m.value in s.pieces else -1
        return notation.describe(seat, m, lang, prompt=s.ask.prompt if s.ask is not None else "", target=target)

    def public_move(self, s: State, m: Move, onlooker: int, lang: str) -> str | None:
        """A card chosen in secret (put face down) reads as "P2 chooses a card" to the others."""
        if s.ask is None or not s.ask.secret or onlooker == s.ask.seat:
            return None
        return notation.describe(s.ask.seat, m, lang, secret=True, prompt=s.ask.prompt)

    def parse_move(self, s: State, text: str) -> Move:
        m = notation.parse(text)
        if m not in rules.legal_moves(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{text!r} is not legal now", f"{text!r} は今は選べません")
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, options_of(s.opts), [t for _, t in s.log])

    def from_record(self, d: Any) -> State:
        s: State = record.replay(self, d)
        return s


GAME = Shades()

if TYPE_CHECKING:
    from sevens.core.capabilities import (BotLevels, EvaluationStyles, Playouts, PublicMoves, Revealing, TurnPlayouts,
                                          VectorEvaluation)
    from sevens.core.game import Game

    _contract: Game[State, Move] = GAME
    _public: PublicMoves = GAME
    _reveals: Revealing = GAME
    _vector: VectorEvaluation = GAME
    _levels: BotLevels = GAME
    _playouts: Playouts = GAME
    _turns: TurnPlayouts = GAME
    _styles: EvaluationStyles = GAME
