"""Our games as OpenSpiel Python games, and OpenSpiel's MCTS and IS-MCTS with a CPU-time limit per move.

A benchmark adapter (issue 14, item 5), never a runtime dependency: it needs ``open_spiel``
(requirements-bench.txt); ``sevens/`` stays stdlib only. docs/peers.md says how it is run.

* ``sevens_shichinarabe`` (七並べ, imperfect information) and ``sevens_tetrahex`` (SEVEN, perfect information)
  are registered with ``pyspiel.register_game``; every rule is our engine's: a state holds one of our
  immutable states, ``_legal_actions`` is our ``legal_moves`` (encoded as integers), ``_apply_action`` our
  ``apply``, ``returns`` our ``outcome``. Nothing of the rules is written twice.
* Actions. 七並べ: a card is its number 0..51 (``cards``), the pass is 52, the joker standing for card c is
  53 + 53c + (extra + 1) (``extra`` the card laid with it by joker rule 2, or -1). SEVEN: a placement is
  its orientation (one of the 44 of ``shapes.ALL_ORIENTATIONS``) plus 44 × the index of its smallest cell in
  a 128 × 128 window round the origin (a game's tiles reach at most 14 × 4 cells from the first tile).
* Returns. 七並べ: the match points of our outcome, scaled to [-1, 1] (first place of a one-round match 1,
  last -1; the sum is 0 for every number of players). SEVEN: win 1, draw 0, loss -1.
* Information. The information state string of a 七並べ seat is its own hand, every seat's card count and
  the public log (every move with its joker swap and the cards an eliminated seat laid face up): exactly
  what ``view`` shows, so two states have the same string for a seat when that seat's views are equal, and
  no other seat's card is in it. ``resample_from_infostate`` is our ``determinize`` of that seat's view.
* Clones. OpenSpiel clones a Python state by building a new initial state and deep-copying the Python
  attributes; our states are immutable values, so the holder's ``__deepcopy__`` returns itself and a clone
  costs no copy of the cards or the log.

The peers (``TimedMCTS``, ``TimedISMCTS``) are OpenSpiel's own ``MCTSBot`` and ``ISMCTSBot`` with random
rollouts, given CPU seconds per move (``time.process_time``) instead of a simulation count: their loops run
a fixed count, so each is given a count it never reaches and stopped through the loop's own exits once the
seconds are spent (MCTS: the root is marked as solved, which ends its loop after the simulation under way;
IS-MCTS: the next root sample is refused and the final policy is read from the tree so far). A time limit
rather than a calibrated count, because a simulation's cost varies several-fold over a game (a rollout from
the first move is many times longer than one near the end): a count calibrated on the mean would give the
peer too little time early and too much late, and the comparison is at equal CPU time per move.
"""

from __future__ import annotations

import os
import random
import sys
import time
from typing import Any, Callable

import numpy as np
import pyspiel
from open_spiel.python.algorithms.ismcts import ISMCTSBot
from open_spiel.python.algorithms.mcts import MCTSBot, RandomRolloutEvaluator

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from sevens.core import get  # noqa: E402
from sevens.games.shichinarabe import cards as card_rules  # noqa: E402
from sevens.games.shichinarabe.state import JOKER_PLAY, PASS, PASS_KIND, PLAY, Entry, Move  # noqa: E402
from sevens.games.tetrahex.hexgrid import OFF, W  # noqa: E402
from sevens.games.tetrahex.shapes import ALL_ORIENTATIONS  # noqa: E402
from sevens.games.tetrahex.state import Place  # noqa: E402

SHICHINARABE = "sevens_shichinarabe"
TETRAHEX = "sevens_tetrahex"
NEVER = 10 ** 9
"""The simulation count given to the timed peers: one they never reach (the CPU seconds stop them)."""


# ---------------------------------------------------------------------------------------------- actions

PASS_ACTION = 52
JOKER_BASE = 53
SHICHINARABE_ACTIONS = JOKER_BASE + 52 * 53


def encode_card_move(m: Move) -> int:
    """七並べ: a card played is its number, the pass 52, a joker move 53 + 53 × position + (extra + 1)."""
    if m.kind == PLAY:
        return m.card
    if m.kind == PASS_KIND:
        return PASS_ACTION
    return JOKER_BASE + 53 * m.card + m.extra + 1


def decode_card_move(a: int) -> Move:
    """The 七並べ move of action ``a`` (``encode_card_move``'s inverse); ValueError outside the range."""
    if not 0 <= a < SHICHINARABE_ACTIONS:
        raise ValueError(f"no 七並べ action {a}: actions are 0..{SHICHINARABE_ACTIONS - 1}")
    if a < 52:
        return Move(PLAY, a)
    if a == PASS_ACTION:
        return PASS
    pos, extra = divmod(a - JOKER_BASE, 53)
    return Move(JOKER_PLAY, pos, extra - 1)


WINDOW = 64
"""SEVEN: cells of moves lie within ``WINDOW`` of the origin in q and r (the first tile is at the origin and
a game has 14 tiles of 4 cells)."""
ORIENTATION_INDEX = {(o.shape, o.deltas): i for i, o in enumerate(ALL_ORIENTATIONS)}
TETRAHEX_ACTIONS = len(ALL_ORIENTATIONS) * (2 * WINDOW) ** 2


_PLACE_CODES: dict[Place, int] = {}


def encode_place(m: Place) -> int:
    """SEVEN: orientation + 44 × (the smallest cell's index in the window); remembered (a rollout lists the
    same placements ply after ply)."""
    got = _PLACE_CODES.get(m)
    if got is None:
        base = m.cells[0]
        o = ORIENTATION_INDEX[(m.shape, tuple(c - base for c in m.cells))]
        q, r = base // W - OFF + WINDOW, base % W - OFF + WINDOW
        if not (0 <= q < 2 * WINDOW and 0 <= r < 2 * WINDOW):
            raise ValueError(f"placement {m} lies outside the action window")
        got = _PLACE_CODES[m] = o + len(ALL_ORIENTATIONS) * (q * 2 * WINDOW + r)
    return got


def decode_place(a: int) -> Place:
    """The SEVEN placement of action ``a`` (``encode_place``'s inverse); ValueError outside the range."""
    if not 0 <= a < TETRAHEX_ACTIONS:
        raise ValueError(f"no SEVEN action {a}: actions are 0..{TETRAHEX_ACTIONS - 1}")
    cell, o = divmod(a, len(ALL_ORIENTATIONS))
    q, r = divmod(cell, 2 * WINDOW)
    base = (q - WINDOW + OFF) * W + (r - WINDOW + OFF)
    form = ALL_ORIENTATIONS[o]
    return Place(form.shape, tuple(base + d for d in form.deltas))


# ---------------------------------------------------------------------------------------------- states

class Held:
    """One of our immutable states with what is derived from it (legal actions, views, keys), computed once.

    OpenSpiel's clone deep-copies a Python state's attributes; the value never changes, so a copy is itself.
    """

    __slots__ = ("value", "player", "actions", "moves", "keys", "views")

    def __init__(self, value: Any, player: int | None) -> None:
        self.value = value
        self.player = pyspiel.PlayerId.TERMINAL if player is None else int(player)
        """OpenSpiel's current player (asked for many times a step)."""
        self.actions: list[int] | None = None
        self.moves: dict[int, Any] | None = None
        self.keys: dict[int, str] = {}
        self.views: dict[int, dict[str, Any]] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> Held:
        return self

    def __copy__(self) -> Held:
        return self


class Rules:
    """What a registered game needs of one of our games (shared, never copied: ``__deepcopy__``)."""

    def __init__(self, game_id: str, options: dict[str, Any], encode: Callable[[Any], int],
                 decode: Callable[[int], Any], perfect: bool) -> None:
        self.ours = get(game_id)
        self.options = options
        self.encode = encode
        self.decode = decode
        self.perfect = perfect

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        return self


def entry_text(e: Entry) -> str:
    """One public log entry (seed 003: every move is seen, the joker's swap and an eliminated hand too)."""
    return f"{e.round_no}.{e.seat}.{encode_card_move(e.move)}.{e.swap}.{e.laid:x}"


class SevensState(pyspiel.State):
    """An OpenSpiel state holding one of our states; every rule is our engine's."""

    def __init__(self, game: SevensGame, value: Any) -> None:
        super().__init__(game)
        self._rules = game.rules
        self._held = Held(value, game.rules.ours.to_move(value))

    @property
    def ours(self) -> Any:
        """Our state (an immutable value)."""
        return self._held.value

    def current_player(self) -> int:
        return self._held.player

    def _actions(self) -> tuple[list[int], dict[int, Any]]:
        h = self._held
        if h.actions is None or h.moves is None:
            moves = {self._rules.encode(m): m for m in self._rules.ours.legal_moves(h.value)}
            h.moves = moves
            h.actions = sorted(moves)
        return h.actions, h.moves

    def _legal_actions(self, player: int) -> list[int]:
        return list(self._actions()[0])

    def _apply_action(self, action: int) -> None:
        """Our ``apply`` of the move the action names; a move not legal here is refused (ValueError)."""
        moves = self._actions()[1]
        m = moves.get(int(action))
        if m is None:
            raise ValueError(f"action {action} is not legal here")
        ours = self._rules.ours
        value = ours.apply(self._held.value, m)
        self._held = Held(value, ours.to_move(value))

    def _action_to_string(self, player: int, action: int) -> str:
        try:
            m = self._rules.decode(int(action))
        except ValueError:
            return f"?{action}"
        return self._rules.ours.format_move(self._held.value, m)

    def is_terminal(self) -> bool:
        return self._held.player == pyspiel.PlayerId.TERMINAL

    def returns(self) -> list[float]:
        """Our outcome: SEVEN win 1 / draw 0 / loss -1; 七並べ the match points scaled to [-1, 1]."""
        s = self._held.value
        ours = self._rules.ours
        n = ours.players(s)
        out = ours.outcome(s)
        if out is None:
            return [0.0] * n
        if self._rules.perfect:
            return [1.0 if r == 1 and out.ranks.count(1) == 1 else 0.0 if r == 1 else -1.0 for r in out.ranks]
        top = s.opts.rounds * (n - 1)
        return [2.0 * p / top - 1.0 for p in out.scores]

    def view(self, player: int) -> dict[str, Any]:
        """Our ``view`` of the state for ``player`` (computed once per state)."""
        h = self._held
        v = h.views.get(player)
        if v is None:
            v = h.views[player] = self._rules.ours.view(h.value, player)
        return v

    def info_key(self, player: int) -> str:
        """What ``player`` knows, as text. 七並べ: the seat, its hand, every count and the public log (all
        of ``view``: the table, passes, places and points follow from the log); SEVEN: the whole position."""
        h = self._held
        got = h.keys.get(player)
        if got is None:
            s = h.value
            if self._rules.perfect:
                got = f"{player}|" + ";".join(f"{t.player}{t.shape}{t.cells}" for t in s.tiles)
            else:
                counts = ",".join(str(card_rules.count(x)) for x in s.hands)
                got = f"{player}|{s.hands[player]:x}|{counts}|" + ";".join(entry_text(e) for e in s.log)
            h.keys[player] = got
        return got

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SevensState:
        """A state ``player_id`` cannot tell from this one: our ``determinize`` of its view, seeded from
        ``probability_sampler`` (OpenSpiel's IS-MCTS passes a uniform one)."""
        seed = int(probability_sampler() * (1 << 53))
        return self.resample(player_id, random.Random(seed))

    def resample(self, player: int, rng: random.Random) -> SevensState:
        """``resample_from_infostate`` with our own seeded generator (reproducible runs)."""
        ours = self._rules.ours
        value = self._held.value if self._rules.perfect else ours.determinize(self.view(player), rng)
        return SevensState(self.get_game(), value)

    def __str__(self) -> str:
        s = self._held.value
        if self._rules.perfect:
            return " ".join(self._rules.ours.format_move(s, Place(t.shape, t.cells)) for t in s.tiles)
        hands = " ".join(f"{card_rules.count(x)}:{x:x}" for x in s.hands)
        return f"hands {hands}; log " + " ".join(entry_text(e) for e in s.log)


class InfoObserver:
    """OpenSpiel's Python observer: strings only (``SevensState.info_key``), no tensor."""

    def __init__(self) -> None:
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: SevensState, player: int) -> None:
        pass

    def string_from(self, state: SevensState, player: int) -> str:
        return state.info_key(player)


# ---------------------------------------------------------------------------------------------- games

SHICHINARABE_PARAMS = {"players": 3, "pass_limit": 3, "rounds": 1, "joker": False, "ak_link": False,
                       "ak_tunnel": False, "joker_last": False, "seed": 0}
TETRAHEX_PARAMS = {"variant": "top", "seed": 0}


def _game_type(short: str, long: str, perfect: bool, lo: int, hi: int, params: dict[str, Any]) -> Any:
    return pyspiel.GameType(
        short_name=short, long_name=long,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        # 七並べ's deals are drawn from the seed inside the engine (our "implicit" chance)
        chance_mode=(pyspiel.GameType.ChanceMode.DETERMINISTIC if perfect
                     else pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC),
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION if perfect
                     else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=hi, min_num_players=lo,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
        parameter_specification=params)


SHICHINARABE_TYPE = _game_type(SHICHINARABE, "Sevens (七並べ), the sevens engine", False, 3, 8, SHICHINARABE_PARAMS)
TETRAHEX_TYPE = _game_type(TETRAHEX, "SEVEN (tetrahex), the sevens engine", True, 2, 2, TETRAHEX_PARAMS)


class SevensGame(pyspiel.Game):
    """A registered game over one of ours; ``wrap`` makes an OpenSpiel state of any of our states."""

    rules: Rules

    def __init__(self, game_type: Any, info: Any, params: dict[str, Any], rules: Rules, initial: Any) -> None:
        super().__init__(game_type, info, params)
        self.rules = rules
        self._initial = initial

    def new_initial_state(self) -> SevensState:
        """The deal of the ``seed`` parameter (OpenSpiel's clone starts here too: it is made once)."""
        return SevensState(self, self._initial)

    def wrap(self, value: Any) -> SevensState:
        """An OpenSpiel state of our state ``value`` (of this game, with this game's options)."""
        return SevensState(self, value)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> InfoObserver:
        return InfoObserver()


class ShichinarabeGame(SevensGame):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = dict(SHICHINARABE_PARAMS, **(params or {}))
        options = {k: p[k] for k in SHICHINARABE_PARAMS if k != "seed"}
        rules = Rules("shichinarabe", options, encode_card_move, decode_card_move, False)
        initial = rules.ours.new(int(p["seed"]), **options)  # BadOption for bad options
        n = options["players"]
        # every turn lays a card or is a pass (at most players × (limit + 1) a round)
        length = options["rounds"] * (53 + n * (options["pass_limit"] + 1))
        info = pyspiel.GameInfo(num_distinct_actions=SHICHINARABE_ACTIONS, max_chance_outcomes=0, num_players=n,
                                min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=length)
        super().__init__(SHICHINARABE_TYPE, info, p, rules, initial)


class TetrahexGame(SevensGame):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = dict(TETRAHEX_PARAMS, **(params or {}))
        options = {"variant": p["variant"]}
        rules = Rules("tetrahex", options, encode_place, decode_place, True)
        initial = rules.ours.new(int(p["seed"]), **options)
        info = pyspiel.GameInfo(num_distinct_actions=TETRAHEX_ACTIONS, max_chance_outcomes=0, num_players=2,
                                min_utility=-1.0, max_utility=1.0, utility_sum=0.0,
                                max_game_length=rules.ours.info.max_moves)
        super().__init__(TETRAHEX_TYPE, info, p, rules, initial)


def register() -> None:
    """Register both games with OpenSpiel (once per process)."""
    names = set(pyspiel.registered_names())
    if SHICHINARABE not in names:
        pyspiel.register_game(SHICHINARABE_TYPE, ShichinarabeGame)
    if TETRAHEX not in names:
        pyspiel.register_game(TETRAHEX_TYPE, TetrahexGame)


def load(game_id: str, options: dict[str, Any]) -> SevensGame:
    """The registered OpenSpiel game for our ``game_id`` ("shichinarabe" or "tetrahex") and ``options``."""
    register()
    name = {"shichinarabe": SHICHINARABE, "tetrahex": TETRAHEX}.get(game_id)
    if name is None:
        raise ValueError(f"no OpenSpiel adapter for {game_id!r}: shichinarabe or tetrahex")
    game = pyspiel.load_game(name, dict(options))
    assert isinstance(game, SevensGame), type(game)
    return game


# ---------------------------------------------------------------------------------------------- peers

class TimedMCTS(MCTSBot):
    """OpenSpiel's MCTS (UCT, random rollouts, MCTS-Solver) with ``seconds`` of CPU per move.

    The loop of ``mcts_search`` ends after a simulation once the root has an outcome; when the time is
    spent, the next descent gives the root one (a mark never read as a value: a root's outcome is used only
    to end the loop, the move is chosen among its children). At least two simulations run, so that the root
    has children.
    """

    def __init__(self, game: Any, seconds: float, seed: int, uct_c: float = 2.0, rollouts: int = 1) -> None:
        rs = np.random.RandomState(seed % (1 << 32))
        super().__init__(game, uct_c, NEVER, RandomRolloutEvaluator(rollouts, rs), solve=True, random_state=rs)
        self.seconds = seconds
        self.simulations = 0
        self._deadline = 0.0

    def step_with_policy(self, state: Any) -> Any:
        self._deadline = time.process_time() + self.seconds
        self.simulations = 0
        return super().step_with_policy(state)

    def _apply_tree_policy(self, root: Any, state: Any) -> Any:
        got = super()._apply_tree_policy(root, state)
        self.simulations += 1
        if root.children and root.outcome is None and time.process_time() >= self._deadline:
            root.outcome = [0.0] * state.num_players()
        return got


class TimeUp(Exception):
    """Raised inside IS-MCTS's loop when its seconds are spent (caught by ``TimedISMCTS.run_search``)."""


class TimedISMCTS(ISMCTSBot):
    """OpenSpiel's IS-MCTS (UCT, random rollouts, a new determinization every simulation, the most visited
    move) with ``seconds`` of CPU per move; the root is resampled by our ``determinize`` from a generator
    seeded with ``seed`` (``SevensState.resample``)."""

    def __init__(self, game: Any, seconds: float, seed: int, uct_c: float = 2.0, rollouts: int = 1) -> None:
        rs = np.random.RandomState(seed % (1 << 32))
        super().__init__(game, RandomRolloutEvaluator(rollouts, rs), uct_c, NEVER, random_state=rs)
        self.seconds = seconds
        self.simulations = 0
        self._deadline = 0.0
        self._rng = random.Random(seed)
        self.set_resampler(lambda state, player: state.resample(player, self._rng))

    def run_search(self, state: Any) -> Any:
        self._deadline = time.process_time() + self.seconds
        self.simulations = 0
        try:
            return super().run_search(state)
        except TimeUp:
            return self.get_final_policy(state, self._root_node)

    def sample_root_state(self, state: Any) -> Any:
        # the root is expanded by the second simulation: stop only after it, so it has a visited child
        if self.simulations >= 2 and time.process_time() >= self._deadline:
            raise TimeUp
        self.simulations += 1
        return super().sample_root_state(state)


def peer_move(bot: Any, game: SevensGame, state: Any, rng: random.Random) -> Any:
    """The peer's move in our state ``state`` (a decision of a peer's seat), as our move value.

    In 七並べ the peer is handed our ``determinize`` of its own view, never the true state: it could not
    see another seat's cards even by a mistake of the adapter (IS-MCTS resamples its root anyway).
    """
    ours = game.rules.ours
    seat = ours.to_move(state)
    if seat is None:
        raise ValueError("the game is over: no move to choose")
    if not game.rules.perfect:
        state = ours.determinize(ours.view(state, seat), rng)
    return game.rules.decode(int(bot.step(game.wrap(state))))
