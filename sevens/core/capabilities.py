"""Optional abilities of a game, as typed protocols: a game has one by implementing its methods, and code
that uses one asks ``isinstance(game, Protocol)`` once (never a ``getattr`` probe), after which the type
checker knows the methods are there.

The platform's own: chance steps (``ChanceGame``), undo barriers (``Revealing``), moves others see only in
part (``PublicMoves``), the arena's counts and per-seat options (``ArenaFacts``, ``SeatOptions``). The bot's: a vector
evaluation, evaluation styles, policy playouts, a table key, a fast apply, levels of its own. A perfect-
information search's: ``PerfectSearch`` (sevens.ai.alphabeta reads only what it names), and a game-side
engine (``TunedSearch``) that replaces the generic alpha-beta where a game needs its own (SEVEN's exact
endgame).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Hashable, Iterator, Mapping, Protocol, Sequence, runtime_checkable


@runtime_checkable
class ChanceGame(Protocol):
    """Explicit chance: at a ``CHANCE`` decision, the outcomes with their probabilities, and the generator
    of this step (from the state's seed)."""

    def chance_outcomes(self, s: Any) -> list[tuple[Any, float]]: ...

    def chance_rng(self, s: Any) -> random.Random: ...


@runtime_checkable
class Revealing(Protocol):
    """Moves that bring something random to light without a chance step (a new deal inside a move): undo
    never goes back past them."""

    def reveals(self, before: Any, after: Any) -> bool: ...


@runtime_checkable
class Rounds(Protocol):
    """A game played in rounds (七並べ's match): ``round_ends(before, after)`` says that the move from
    ``before`` ended a round, so the page pauses on the round's end before the next deal is played. (Not
    ``Revealing``: a card game may reveal a card at every turn without ending anything.)"""

    def round_ends(self, before: Any, after: Any) -> bool: ...


@runtime_checkable
class QuietMoves(Protocol):
    """Moves that change nothing anyone sees (7 SHADES' reaction windows let pass: most are answered for the
    seat, and the log says nothing of them). ``quiet(s, m)``: whether ``m``, decided in ``s``, is one. A replay
    steps over them and leaves them out of its list; the record keeps them."""

    def quiet(self, s: Any, m: Any) -> bool: ...


@runtime_checkable
class PublicMoves(Protocol):
    """Moves that others may not see whole (a card drawn or played face down). ``public_move(s, m, onlooker,
    lang)`` is how ``m``, decided in ``s``, reads to ``onlooker`` ("P2 draws a card"), or None when the
    onlooker may see it as it is; ``onlooker`` is a seat, or ``CHANCE`` for a spectator who holds nothing.
    Without this ability every move's ``describe_move`` and ``format_move`` are public."""

    def public_move(self, s: Any, m: Any, onlooker: int, lang: str) -> str | None: ...


@runtime_checkable
class VectorEvaluation(Protocol):
    """Every seat's heuristic value at once (faster than one ``evaluate`` per seat)."""

    def evaluate_all(self, s: Any) -> Sequence[float]: ...


@runtime_checkable
class EvaluationStyles(Protocol):
    """Several evaluations, named by the bot level's ``style``."""

    def evaluator(self, style: str) -> Callable[[Any], Sequence[float]]: ...


@runtime_checkable
class Playouts(Protocol):
    """A policy playout from a state to the end of the game, or of the round or turn where the game's evaluation
    values it best (Monte Carlo leaf values)."""

    def playout(self, s: Any, rng: random.Random) -> Any: ...


@runtime_checkable
class TurnPlayouts(Protocol):
    """A policy playout that stops once ``turns`` turns have ended (or the game has): for games whose turns
    are many decisions, where a playout to the end costs too much to value a leaf (``Level.horizon``)."""

    def playout_turns(self, s: Any, rng: random.Random, turns: int) -> Any: ...


@runtime_checkable
class PolicyMove(Protocol):
    """The move the game's playout policy would take in a (sampled) state of the seat to move: the bot's prior
    (``Level.prior``). It must read only what that seat may know, even in a sample (the bot takes it from its
    first determinization)."""

    def policy_move(self, s: Any) -> Any: ...


@runtime_checkable
class PolicyStyles(Protocol):
    """Several playout policies, named by the bot level's ``style`` (as ``EvaluationStyles`` names evaluations): a
    level's playouts (``TurnPlayouts``) and its prior (``PolicyMove``) follow the policy of its style. Returns the
    (``policy_move``, ``playout_turns``) pair, with the signatures of those two capabilities, of a bot of ``style``
    deciding for ``seat``: that seat's decisions in its style, the other seats' in the game's default policy (the bot
    presumes nothing of its opponents' level)."""

    def policy_style(self, style: str,
                     seat: int) -> tuple[Callable[[Any], Any], Callable[[Any, random.Random, int], Any]]: ...


@runtime_checkable
class TurnClock(Protocol):
    """For games whose turns are many decisions: how many decisions have been taken in the turn in progress
    (public: every decision is seen; セブンスクエア counts them in ``State.steps``), so a level's seconds for a
    whole turn (``Level.turn_seconds``) can be shared out over its decisions."""

    def turn_decisions(self, s: Any) -> int: ...


@runtime_checkable
class BotLevels(Protocol):
    """The game's own bot levels (``sevens.ai.levels.Level`` by name), instead of the defaults."""

    def bot_levels(self) -> Mapping[str, Any]: ...


@runtime_checkable
class PerfectSearch(Protocol):
    """What a generic alpha-beta needs of a two-player game of perfect information: an exact table key, a
    fast apply for moves taken from ``legal_moves`` (nothing re-checked), and how many plies are left."""

    def key(self, s: Any) -> Hashable:
        """Equal only for positions that search alike: the same moves from here, the same results. It must
        tell apart whatever the rules' future depends on (a pending die, a reaction, passes left); who
        decides need not be in it (the generic engine keys its table by the deciding seat too, as its values
        are that seat's), but a game-side engine that uses the key alone must have it say who decides."""
        ...

    def play(self, s: Any, m: Any) -> Any: ...

    def plies_left(self, s: Any) -> int: ...


@runtime_checkable
class MoveGroups(Protocol):
    """Legal moves in groups made on demand (a search may stop after the first), best groups first;
    ``narrow`` > 0 keeps only that many representative moves of each kind (a selective search)."""

    def stream(self, s: Any, narrow: int = 0) -> Iterator[list[Any]]: ...


@runtime_checkable
class TunedSearch(Protocol):
    """A game-side search engine for two-player perfect information (SEVEN: ``sevens.games.tetrahex.proof``,
    the generic ``sevens.ai.alphabeta`` with its exact endgame); the bot calls it instead of the generic one.

    ``search(s, level, start, seconds, exact_seconds)``: the move by the game's own ``level``
    (a ``sevens.ai.levels.Level`` from its ``BotLevels``), started at ``start`` (``time.perf_counter()``),
    with ``seconds`` for an ordinary search and ``exact_seconds`` for a search to the end (None: nodes only);
    how the level's figures are spent (an exact endgame, a fallback) is the game's.
    Returns the best move, every root move's value (side to move's view, in [−2, 2]), the depth reached,
    the nodes used and whether the value is proven.
    """

    def search(self, s: Any, level: Any, start: float, seconds: float | None, exact_seconds: float | None
               ) -> tuple[Any, dict[Any, float], int, int, bool]: ...


@runtime_checkable
class ArenaFacts(Protocol):
    """Counts the arena reports for each seat of a finished game, beside ranks (七並べ: rounds played and
    rounds in which the seat was eliminated). A count named ``rounds`` is the denominator of the others."""

    def arena_facts(self, s: Any) -> list[dict[str, int]]: ...


@runtime_checkable
class SeatOptions(Protocol):
    """Options that belong to one seat each (セブンスクエア: each player's deck) and the option that names the
    seat taking the first turn; the arena's ``--decks`` deals the values round the seats and turn orders.

    ``seat_options()``: the option of each seat, in seat order (``("deck0", "deck1")``); the arena reads a
    value for it with the option's ``from_text`` (a preset's name). ``starter_option()``: the option and, per
    seat, the value that has that seat begin (``("first", ("P1", "P2"))``), or None when the game has none."""

    def seat_options(self) -> Sequence[str]: ...

    def starter_option(self) -> tuple[str, Sequence[Any]] | None: ...


_OFFERS: dict[tuple[type, type], bool] = {}


def offers(game: object, capability: type) -> bool:
    """``isinstance(game, capability)``, asked once per class of game: a runtime protocol check costs
    microseconds and the bot asks at every move (a game defines its methods on its class)."""
    key = (type(game), capability)
    got = _OFFERS.get(key)
    if got is None:
        got = _OFFERS[key] = isinstance(game, capability)
    return got

