"""七並べ as a ``sevens.core.Game``: options, the contract methods, records."""

from __future__ import annotations

import random
from typing import Any

from ...core import options as option_rules
from ...core import record
from ...core.errors import BadOption, IllegalMove
from ...core.game import Outcome
from ...core.rng import MAX_SEED
from . import notation, rules, view as views
from .evaluate import evaluate, evaluate_all, evaluator
from .playout import playout
from .state import Move, Options, State

SPEC: option_rules.Spec = {
    "players": (4, (3, 4, 5, 6, 7, 8)),
    "rounds": (1, (1, 3, 5, 10)),
    "joker": (False, (False, True)),
    "ak_link": (False, (False, True)),
    "ak_tunnel": (False, (False, True)),
    "pass_limit": (3, (1, 2, 3)),
    "joker_last": (False, (False, True)),
}


class Shichinarabe:
    id = "shichinarabe"
    name_en = "Sevens"
    name_ja = "七並べ"
    min_players = 3
    max_players = 8
    # every turn lays a card (at most 53 per round) or is a pass (at most 8 × 4 per round)
    max_moves = 10 * (53 + 8 * 4)

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def options(self, **given: Any) -> Options:
        o = option_rules.resolve(SPEC, given)
        if o["ak_tunnel"] and not o["ak_link"]:
            raise BadOption("ak_tunnel", "option 'ak_tunnel' (the A–K tunnel) needs 'ak_link' to be true",
                            "オプション 'ak_tunnel'（AK側からしか出せない）には 'ak_link'（AとK隣接）が必要です")
        return Options(**o)

    def new(self, seed: int, **options: Any) -> State:
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise BadOption("seed", f"the seed must be a whole number from 0 to {MAX_SEED}",
                            f"シードは 0〜{MAX_SEED} の整数です")
        return rules.new_state(seed, self.options(**options))

    def players(self, s: State) -> int:
        return s.opts.players

    def to_move(self, s: State) -> int | None:
        return s.turn if s.turn >= 0 else None

    def legal_moves(self, s: State) -> list[Move]:
        return rules.legal_moves(s)

    def apply(self, s: State, m: Move) -> State:
        return rules.apply(s, m)

    def outcome(self, s: State) -> Outcome | None:
        if s.turn >= 0:
            return None
        pts = s.points
        ranks = tuple(1 + sum(1 for x in pts if x > p) for p in pts)
        return Outcome(ranks, tuple(float(p) for p in pts))

    def view(self, s: State, seat: int) -> dict[str, Any]:
        return views.view(s, seat)

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        return views.determinize(v, rng)

    def evaluate(self, s: State, seat: int) -> float:
        return evaluate(s, seat)

    def evaluate_all(self, s: State) -> list[float]:
        return evaluate_all(s)

    def evaluator(self, style: str) -> Any:
        """Vector evaluation for a bot style ("full" or "plain"; see evaluate.py)."""
        return evaluator(style)

    def playout(self, s: State, rng: random.Random) -> State:
        return playout(s, rng)

    def format_move(self, s: State, m: Move) -> str:
        return notation.text(m)

    def describe_move(self, s: State, m: Move, lang: str = "en") -> str:
        return notation.pretty(m, lang)

    def parse_move(self, s: State, text: str) -> Move:
        m = notation.parse(text)
        if m not in rules.legal_moves(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{text!r} is not legal now", f"{text!r} は今は出せません")
        return m

    def seat_to_view(self, s: State) -> int | None:
        return self.to_move(s)

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, views.options_dict(s.opts), [notation.text(e.move) for e in s.log])

    def from_record(self, d: Any) -> State:
        return record.replay(self, d)

    def round_result(self, s: State, round_no: int) -> tuple[int, ...]:
        """Seats best first in a finished round."""
        return s.results[round_no]


GAME = Shichinarabe()
