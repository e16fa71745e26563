"""ウルトラセブン「史上最大の侵略」 as a ``sevens.core.Game`` (docs/platform.md; rules: the seed, docs/rules/ultraseven.md,
README.md). Not registered in ``sevens.core.registry`` yet (README.md, "Next steps").

Chance is explicit (U 9): every die is a decision of the ``CHANCE`` seat whose outcomes ``chance_outcomes`` lists
with their probabilities (``ChanceGame``), drawn from ``chance_rng`` (U 1). A draw takes the top of the deck whose
order the state keeps: it is no chance step, so the move is ``Revealing`` (U 20) and undo never passes it.
Two seats, the TDF (0) and the alien (1) (U 2); each game turn is two decision turns of several decisions each.

Hidden moves (``PublicMoves``): the alien's ``place KEY`` reads "the alien places card #k face down" and a drawn
invasion card "the alien draws a card" to the TDF and to a spectator (E 14, E 9); everything else is public.
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING, Any, Callable, Mapping

from sevens.ai.levels import Level
from sevens.core import options as option_rules
from sevens.core import record
from sevens.core.errors import IllegalMove, SevensError, shown
from sevens.core.game import Decision, Outcome
from sevens.core.options import Choice
from sevens.core.rng import check_seed

from . import deployment, notation, policy, rules
from .cards import EVENTS, INFORMATION, SCENARIOS
from .evaluate import evaluate_all
from .info import INFO
from .levels import LEVELS
from .moves import Move, legal
from .state import ALIEN_ACTION, ALIEN_SEAT, COMBAT, DEPLOY, RECON, REDEPLOY, TDF_SEAT, Options, State, setup

AUTOMATIC_PHASES = frozenset({DEPLOY, RECON, REDEPLOY, COMBAT})
"""The phases whose moves can lead to a step nobody chooses that the log says (the combat's; ``rules.automatic``)."""
from .view import determinize, options_of, view

SPEC: option_rules.Spec = {
    "scenario": Choice("full", tuple(SCENARIOS), ("Scenario", "シナリオ"),
                       {"full": ("full campaign (energy 130)", "フルキャンペーン（エネルギー130）"),
                        "2cour": ("2 cours (energy 75)", "2クールプレイ（エネルギー75）"),
                        "1cour": ("1 cour (energy 37)", "1クールプレイ（エネルギー37）")}),
    "hidden_counts": Choice(False, (False, True), ("Hide the deck and discard counts from the TDF (E 9)",
                                                   "山札と捨て札の枚数を TDF に伏せる（E 9）"),
                            help=("The designer's variant: the TDF does not see how many cards are left in the "
                                  "alien's deck and discard pile.",
                                  "デザイナーの変種ルール: TDF には星人側の山札と捨て札の枚数が見えない。")),
    "remove_at_equal": Choice(False, (False, True), ("A card is removed when damage equals its power (E 23)",
                                                     "ダメージが戦闘力と等しければ撃破（E 23）"),
                              help=("Otherwise an invasion card is removed only once its damage exceeds its combat "
                                    "power.", "オフのときは、ダメージが戦闘力を超えたときに初めて撃破。")),
}
"""R 3 and R 21's scenarios (the full campaign by default, R 3), E 9's ``hidden_counts`` and E 23's
``remove_at_equal`` (both off by default)."""


class UltraSeven:
    id = "ultraseven"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def options(self, **given: Any) -> tuple[str, Options]:
        o = option_rules.resolve(SPEC, given)
        return o["scenario"], Options(hidden_counts=o["hidden_counts"], remove_at_equal=o["remove_at_equal"])

    def new(self, seed: int, **options: Any) -> State:
        check_seed(seed)
        scenario, opts = self.options(**options)
        return setup(seed, scenario, opts)

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

    # --- explicit chance (ChanceGame) and undo barriers (Revealing) -----------------------------------------

    def chance_outcomes(self, s: State) -> list[tuple[Move, float]]:
        return rules.chance_outcomes(s)

    def chance_rng(self, s: State) -> random.Random:
        return rules.chance_rng(s)

    def reveals(self, before: State, after: State) -> bool:
        """A card was drawn (the deck shrank, U 1, U 20): undo never goes back past it."""
        return len(after.deck) != len(before.deck)

    # --- what a seat knows --------------------------------------------------------------------------------

    def view(self, s: State, seat: int) -> dict[str, Any]:
        return view(s, seat)

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        return determinize(v, rng)

    def evaluate(self, s: State, seat: int) -> float:
        """The bot's evaluation in [0, 1] (``evaluate.py``): the result once over; else the race to 13 chits
        against the cards removed, Seven's energy per card left and his condition."""
        return evaluate_all(s)[seat]

    def evaluate_all(self, s: State) -> tuple[float, float]:
        """``VectorEvaluation``: both seats' values at once (the TDF's, the alien's), summing to 1."""
        return evaluate_all(s)

    # --- the bot's knowledge (README.md, "The bot") ------------------------------------------------------------

    def policy_move(self, s: State) -> Move:
        """``PolicyMove``: the policy's decision (``policy.choose``), the levels' prior (``Level.prior``). It reads
        only what the seat to move may know, even in a sample (the TDF's part reads no face-down card's identity
        or area; the alien's reads its hand and the table)."""
        return policy.choose(s)

    def policy_style(self, style: str,
                     seat: int) -> tuple[Callable[[State], Move], Callable[[State, random.Random, int], State]]:
        """``PolicyStyles``: the policy of a bot of ``style`` deciding for ``seat`` (``policy.STYLES``: ``plain`` §F's
        prototype for ``easy`` and ``normal``, ``full`` ``hard``'s), its move and its playout; ``SevensError``
        for another name. The style is ``seat``'s only: the other seat's decisions in the playouts are ``plain``
        whatever the bot's level (README "The alien of `hard`": a ``hard`` TDF that played the alien as ``full``
        won 0.60 against `normal`'s alien instead of 0.95)."""
        if style not in policy.STYLES:
            raise SevensError(f"ultraseven has no bot style {shown(style)} (styles: {', '.join(policy.STYLES)})",
                            f"ウルトラセブンにボットの型 {shown(style)} はありません（{'、'.join(policy.STYLES)}）")
        styles = (style, policy.PLAIN) if seat == TDF_SEAT else (policy.PLAIN, style)
        return (functools.partial(policy.choose, style=style),
                lambda s, rng, turns: policy.playout(s, rng, turns, styles))

    def playout(self, s: State, rng: random.Random) -> State:
        """``Playouts``: the policy (``policy.py``) finishes the game turn in progress; dice from the seed."""
        return policy.playout(s, rng)

    def playout_turns(self, s: State, rng: random.Random, turns: int) -> State:
        """``TurnPlayouts``: the policy plays until ``turns`` game turns have ended (or the game has)."""
        return policy.playout(s, rng, turns)

    def turn_decisions(self, s: State) -> int:
        """``TurnClock``: the decisions the side deciding now has taken this turn (``Turn.decided``: the alien's
        action, then the TDF's phases; dice not counted)."""
        return s.t.decided

    def bot_levels(self) -> Mapping[str, Level]:
        """``BotLevels``: the game's own table (``levels.LEVELS``)."""
        return LEVELS

    # --- texts and records -----------------------------------------------------------------------------------

    def format_move(self, s: State, m: Move) -> str:
        return notation.text(m)

    def describe_move(self, s: State, m: Move, lang: str = "en") -> str:
        """The move in words (a combat die with what it did: ``notation.outcome``), then what followed it that nobody chose (an attack decided without a die, the only
        area left fought: ``rules.automatic``), which no move of the record names."""
        said = notation.describe(s, m, lang)
        if m.verb == "roll" and not s.over and m in legal(s):
            result = notation.outcome(s, m, rules.apply(s, m), lang)
            if result:
                said += " → " + result
        if s.phase not in AUTOMATIC_PHASES:
            return said
        after = [notation.automatic(a, lang) for a in rules.automatic(s, m)]
        return "".join([said, *(("。" if lang == "ja" else "; ") + a for a in after)])

    def expand_line(self, s: State, text: str) -> list[Move] | None:
        """A whole TDF deployment typed on one line (issue 18 item 4): ``deployment.expand_line``."""
        return deployment.expand_line(s, text)

    def public_move(self, s: State, m: Move, onlooker: int, lang: str) -> str | None:
        """The alien's placed card and a drawn invasion card are not named to the TDF or a spectator (E 14,
        E 9); an event or information card drawn is public (R 6.4)."""
        if onlooker == ALIEN_SEAT or s.phase != ALIEN_ACTION or m.verb not in ("place", "draw"):
            return None
        if m.verb == "draw" and s.deck and (s.deck[-1] in EVENTS or s.deck[-1] in INFORMATION):
            return None
        return notation.describe(s, m, lang, public=True)

    def parse_move(self, s: State, text: str) -> Move:
        m = notation.parse(text)
        if m not in legal(s):
            rules.apply(s, m)  # raises IllegalMove naming the rule
            raise IllegalMove("illegal", f"{text!r} is not legal now", f"{text!r} は今は選べません")
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, options_of(s), list(s.log))

    def from_record(self, d: Any) -> State:
        s: State = record.replay(self, d)
        return s


GAME = UltraSeven()

if TYPE_CHECKING:  # the type checker proves the contract and the abilities are met
    from sevens.core.capabilities import (BotLevels, ChanceGame, Playouts, PublicMoves, Revealing, TurnClock,
                                          TurnPlayouts, VectorEvaluation)
    from sevens.core.game import Game

    _contract: Game[State, Move] = GAME
    _chance: ChanceGame = GAME
    _public: PublicMoves = GAME
    _reveals: Revealing = GAME
    _vector: VectorEvaluation = GAME
    _playouts: Playouts = GAME
    _turns: TurnPlayouts = GAME
    _clock: TurnClock = GAME
    _levels: BotLevels = GAME
