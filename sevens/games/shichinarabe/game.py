"""七並べ as a ``sevens.core.Game``: options, the contract methods, records."""

from __future__ import annotations

import random
from typing import Any

from ...core import options as option_rules
from ...core import record
from ...core.errors import BadOption, IllegalMove, shown
from ...core.game import Decision, Outcome
from ...core.options import Choice, IntRange
from ...core.rng import check_seed
from . import notation, rules, view as views
from .evaluate import evaluate, evaluate_all, evaluator
from .info import INFO
from .playout import playout
from .state import PASS_KIND, Move, Options, State

YES_NO = (False, True)
SPEC: option_rules.Spec = {
    "players": IntRange(4, 3, 8, ("Players", "人数")),
    "rounds": Choice(1, (1, 3, 5, 10), ("Rounds", "ラウンド数")),
    "joker": Choice(False, YES_NO, ("Include the joker (53 cards)", "ジョーカーを入れる（53枚）")),
    "ak_link": Choice(False, YES_NO, ("A and K are neighbours", "AとKを隣接とみなす")),
    "ak_tunnel": Choice(False, YES_NO, ("After the K–A joint, only that side grows",
                                        "AとKをつないだら、AK側からしか出せない"), needs="ak_link"),
    "pass_limit": Choice(3, (1, 2, 3), ("Pass limit", "パスの上限")),
    "joker_last": Choice(False, YES_NO, ("The joker may be the last card", "ジョーカーで上がってよい"), needs="joker"),
}
"""The options of RULES.md (docs/rules/shichinarabe.md), each selectable in the engine, the CLI and the page."""


class Shichinarabe:
    id = "shichinarabe"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def options(self, **given: Any) -> Options:
        o = option_rules.resolve(SPEC, given)
        if o["ak_tunnel"] and not o["ak_link"]:
            raise BadOption("ak_tunnel", "“After the K–A joint, only that side grows” (ak_tunnel) needs “A and K are "
                            "neighbours” (ak_link)",
                            "「AとKをつないだら、AK側からしか出せない」(ak_tunnel) には「AとKを隣接とみなす」(ak_link) が必要です")
        return Options(**o)

    def new(self, seed: int, **options: Any) -> State:
        check_seed(seed)
        return rules.new_state(seed, self.options(**options))

    def players(self, s: State) -> int:
        return s.opts.players

    def to_move(self, s: State) -> int | None:
        return s.turn if s.turn >= 0 else None

    def decision(self, s: State) -> Decision | None:
        """One decision a turn: the seat to move plays a card or passes (turns counted over the match)."""
        if s.turn < 0:
            return None
        return Decision(s.turn, "play", len(s.log), s.turn)

    def reveals(self, before: State, after: State) -> bool:
        """The move that ends a round deals the next one: undo never goes back past it."""
        return after.round_no != before.round_no

    def round_ends(self, before: State, after: State) -> bool:
        """The move that ends a round (the page pauses on the round's end)."""
        return after.round_no != before.round_no

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

    def arena_facts(self, s: State) -> list[dict[str, int]]:
        """Per seat: the rounds played and the rounds that seat was eliminated in (失格), from the public log."""
        n = s.opts.players
        out = [{"rounds": len(s.results), "eliminated": 0} for _ in range(n)]
        for e in s.log:
            if e.eliminated:
                out[e.seat]["eliminated"] += 1
        return out

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
        """The move in words; the pass beyond the limit says that it eliminates (a replay's header said "pass"
        where the table's log said "eliminated; laid down …")."""
        said = notation.pretty(m, lang)
        if m.kind == PASS_KIND and 0 <= s.turn < len(s.passes) and s.passes[s.turn] >= s.opts.pass_limit:
            said += "（失格）" if lang == "ja" else " — eliminated"
        return said

    def parse_move(self, s: State, text: str) -> Move:
        m = notation.parse(text)
        if m not in rules.legal_moves(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{shown(text)} is not legal now", f"{shown(text)} は今は出せません")
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, views.options_dict(s.opts), [notation.text(e.move) for e in s.log])

    def from_record(self, d: Any) -> State:
        return record.replay(self, d)

GAME = Shichinarabe()
