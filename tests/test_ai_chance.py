"""Chance, turns of several decisions and reactions in the search (sevens.ai.search and sevens.ai.alphabeta)
and in the bot, on Raid: a tiny game defined here whose best moves are known.

Each turn its seat picks one of the game's moves:

* ``safe``: nothing happens;
* ``risky``: a die (a ``CHANCE`` decision) hits with probability 0.4 (+1 point) or misses (−1);
* ``combo``: the same seat decides again in the same turn, ``finish`` (+1) or ``fumble`` (−1);
* ``raid``: the next seat reacts inside this turn, ``block`` (the raider −1) or ``allow`` (+1).

After ``turns`` turns the most points win. So ``risky`` is worth less than ``safe`` on average although a
lucky sampled die favours it, ``combo`` wins once the search sees the end of the turn, and ``raid`` loses
against a reacting seat that looks after itself.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

import pytest

from sevens.ai import make_bot
from sevens.ai.alphabeta import WIN, AlphaBeta, search_move
from sevens.ai.levels import Level
from sevens.ai.search import Budget, Searcher
from sevens.core.capabilities import BotLevels, PerfectSearch
from sevens.core.chance import resolve
from sevens.core.errors import SevensError
from sevens.core.game import CHANCE, Decision, GameInfo, Outcome

HIT = 0.4


class R(NamedTuple):
    turn: int
    step: str  # pick, roll, again, react
    scores: tuple[int, ...]


class Raid:
    id = "raid"

    def __init__(self, moves: tuple[str, ...], turns: int = 1, players: int = 2, multi: bool = True,
                 perfect: bool = True) -> None:
        self.picks = moves
        self.turns = turns
        self.n = players
        self.info = GameInfo("raid", "Raid", "襲撃", 2, 3, 3 * turns, perfect_information=perfect,
                             chance="explicit", multi_decision=multi, reactions=True)
        self.expanded: list[R] = []
        """Every state whose moves a search listed."""

    def new(self) -> R:
        return R(0, "pick", (0,) * self.n)

    def players(self, s: R) -> int:
        return self.n

    def turn_seat(self, s: R) -> int:
        return s.turn % self.n

    def to_move(self, s: R) -> int | None:
        if s.turn >= self.turns:
            return None
        if s.step == "roll":
            return CHANCE
        a = self.turn_seat(s)
        return (a + 1) % self.n if s.step == "react" else a

    def decision(self, s: R) -> Decision | None:
        q = self.to_move(s)
        return None if q is None else Decision(q, s.step, s.turn, self.turn_seat(s))

    def legal_moves(self, s: R) -> list[str]:
        self.expanded.append(s)
        return {"pick": list(self.picks), "roll": ["hit", "miss"], "again": ["finish", "fumble"],
                "react": ["block", "allow"]}[s.step] if s.turn < self.turns else []

    def chance_outcomes(self, s: R) -> list[tuple[str, float]]:
        return [("hit", HIT), ("miss", 1 - HIT)]

    def chance_rng(self, s: R) -> random.Random:
        return random.Random(f"raid/{s}")

    def apply(self, s: R, m: str) -> R:
        assert m in self.legal_moves(s), (s, m)
        self.expanded.pop()
        a = self.turn_seat(s)
        step = {"risky": "roll", "combo": "again", "raid": "react"}.get(m)
        if step is not None:
            return R(s.turn, step, s.scores)
        gain = {"safe": 0, "hit": 1, "miss": -1, "finish": 1, "fumble": -1, "block": -1, "allow": 1}[m]
        scores = tuple(x + gain if q == a else x for q, x in enumerate(s.scores))
        return R(s.turn + 1, "pick", scores)

    # PerfectSearch: a table for the generic alpha-beta
    def key(self, s: R) -> Any:
        return s

    def play(self, s: R, m: str) -> R:
        return self.apply(s, m)

    def plies_left(self, s: R) -> int:
        return 3 * (self.turns - s.turn)

    def outcome(self, s: R) -> Outcome | None:
        if s.turn < self.turns:
            return None
        ranks = tuple(1 + sum(1 for y in s.scores if y > x) for x in s.scores)
        return Outcome(ranks, tuple(float(x) for x in s.scores))

    def evaluate(self, s: R, seat: int) -> float:
        out = self.outcome(s)
        if out is not None:
            first = out.ranks[seat] == 1
            return (1.0 if sum(r == 1 for r in out.ranks) == 1 else 0.5) if first else 0.0
        lead = s.scores[seat] - max(x for q, x in enumerate(s.scores) if q != seat)
        return min(1.0, max(0.0, 0.5 + 0.2 * lead))

    def view(self, s: R, seat: int) -> dict[str, Any]:
        return {"turn": s.turn, "step": s.step, "scores": list(s.scores)}

    def determinize(self, v: dict[str, Any], rng: random.Random) -> R:
        return R(v["turn"], v["step"], tuple(v["scores"]))

    def format_move(self, s: R, m: str) -> str:
        return m

    # BotLevels: "easy" samples one die outcome, "normal" takes the expectation
    def bot_levels(self) -> dict[str, Level]:
        return {"random": Level("random", 0, 0, 0, None),
                "easy": Level("easy", 1, 4, 10_000, None, chance_samples=1),
                "normal": Level("normal", 1, 4, 10_000, None),
                "hard": Level("hard", 1, 6, 10_000, None, exact=12)}


def test_the_engines_take_raids_capabilities() -> None:
    """The generic alpha-beta uses Raid's table key (by the deciding seat), its fast apply and its count of
    plies left; the bot plays by Raid's own levels."""
    g = Raid(("safe", "raid"), turns=2)
    engine = AlphaBeta(g, Budget(10**6, None))
    assert engine.key is not None and engine.left(g.new()) == 6 and engine.turns
    engine.root(g.new(), g.legal_moves(g.new()), 6, exact=6)
    assert engine.tt and all(type(k) is tuple and k[0] == g.to_move(k[1]) for k in engine.tt)
    hard = make_bot("hard", 0, None)
    assert hard.choose(g, g.view(g.new(), 0)) == "safe"
    assert hard.last.exact and hard.last.nodes > 1  # Raid's hard sets exact=12 and no exact_nodes: node_budget
    bot = make_bot("normal", 0, None)
    assert bot.choose(g, g.view(g.new(), 0)) == "safe" and bot.last.nodes <= g.bot_levels()["normal"].node_budget


class Uncounted(Raid):
    """Raid whose ``plies_left`` counts turns only, leaving out chance steps and second decisions."""

    def plies_left(self, s: R) -> int:
        return self.turns - s.turn


def test_an_exact_search_whose_horizon_met_a_live_position_proves_nothing() -> None:
    """Searching to depth ``plies_left`` is exact only if every leaf is the end of the game: here the count
    leaves out the die and the combo's second decision, so leaves are valued by the evaluation."""
    g = Uncounted(("safe", "risky", "combo"), turns=2, multi=False)
    s = g.new()
    best, values, depth, nodes, exact = search_move(g, s, 10, 10**6, None, exact=10)
    assert depth == 2 and not exact
    best, values, depth, nodes, exact = search_move(Raid(("safe", "risky", "combo"), turns=2, multi=False), s,
                                                    10, 10**6, None, exact=10)
    assert depth == 6 and exact  # counted right, the same search proves its value


def test_the_expectation_over_the_die_prefers_safe_which_a_lucky_sample_would_not() -> None:
    g = Raid(("risky", "safe"))
    s = g.new()
    # alpha-beta: a draw (0) against 0.4 · WIN − 0.6 · WIN
    best, values, _, _, exact = search_move(g, s, 4, 10**5, None, exact=3)
    assert best == "safe" and values["safe"] == 0.0
    assert values["risky"] == pytest.approx(HIT * WIN - (1 - HIT) * WIN) and exact
    # the determinized search: a draw is 0.5, the die 0.4 · 1 + 0.6 · 0
    got, _ = Searcher(g, Budget(10**5, None)).root_values(s, g.legal_moves(s), 4)
    assert got["safe"] == 0.5 and got["risky"] == pytest.approx(HIT)
    # one sampled outcome: a lucky draw makes risky look like a sure win (and proves nothing)
    lucky = 0
    for seed in range(20):
        best, values, _, _, exact = search_move(g, s, 4, 10**5, None, chance_samples=1, rng=random.Random(seed))
        assert values["risky"] in (WIN, -WIN) and not exact
        lucky += best == "risky"
        sampled, _ = Searcher(g, Budget(10**5, None), rng=random.Random(seed), chance_samples=1).root_values(
            s, g.legal_moves(s), 4)
        assert sampled["risky"] in (0.0, 1.0)
    assert 2 <= lucky <= 18


@pytest.mark.parametrize("perfect", [True, False])
def test_the_bot_takes_the_expectation_and_its_level_may_sample_instead(perfect: bool) -> None:
    """Both the alpha-beta path (perfect information) and the determinize-and-vote path; the game's own
    levels (``BotLevels``): "normal" takes the expectation, "easy" samples one die outcome."""
    g = Raid(("risky", "safe"), perfect=perfect)
    s = g.new()
    picks = {make_bot("normal", seed).choose(g, g.view(s, 0)) for seed in range(10)}
    assert picks == {"safe"}
    sampled = [make_bot("easy", seed).choose(g, g.view(s, 0)) for seed in range(20)]
    assert "risky" in sampled and "safe" in sampled


def test_the_bot_is_never_asked_to_decide_a_chance_step() -> None:
    g = Raid(("risky", "safe"))
    roll = g.apply(g.new(), "risky")
    assert g.to_move(roll) == CHANCE
    with pytest.raises(SevensError, match="chance step"):
        make_bot("normal", 1).choose(g, g.view(roll, 0))
    with pytest.raises(SevensError, match="chance step"):
        Searcher(g, Budget(100, None)).root_values(roll, g.legal_moves(roll), 2)
    with pytest.raises(SevensError, match="chance step"):
        search_move(g, roll, 2, 100, None)


def test_a_game_with_dice_played_by_bots_resolves_every_roll_from_the_seed() -> None:
    g = Raid(("risky", "safe", "combo", "raid"), turns=6)
    bots = [make_bot("hard", 1), make_bot("easy", 2)]
    s = g.new()
    rolls = 0
    while (q := g.to_move(s)) is not None:
        if q == CHANCE:
            s = g.apply(s, resolve(g, s))
            rolls += 1
        else:
            s = g.apply(s, bots[q].choose(g, g.view(s, q)))
    assert g.outcome(s) is not None


@pytest.mark.parametrize("engine", ["alphabeta", "searcher"])
def test_depth_counts_turns_when_a_turn_holds_several_decisions(engine: str) -> None:
    """At depth 1 in turns the search sees the second decision of the turn (combo, then finish) and
    expands nothing of the next turn; counting plies, depth 1 stops after combo."""
    for multi in (True, False):
        g = Raid(("safe", "combo"), turns=2, multi=multi)
        s = g.new()
        if engine == "alphabeta":
            ab = AlphaBeta(g, Budget(10**5, None))
            _, values, _, _ = ab.root(s, g.legal_moves(s), 1)
            combo, safe = values["combo"], values["safe"]
            seen = 2 * 0.7 - 1  # the static value one point ahead
        else:
            got, _ = Searcher(g, Budget(10**5, None)).root_values(s, g.legal_moves(s), 1)
            combo, safe = got["combo"], got["safe"]
            seen = 0.7
        if multi:
            assert combo == pytest.approx(seen) and combo > safe
            assert {t.turn for t in g.expanded} == {0}, "nothing of the next turn is expanded at depth 1"
            assert any(t.step == "again" for t in g.expanded)
        else:
            assert combo == safe, "one ply: the second decision is not seen"
            assert not any(t.step == "again" for t in g.expanded)


@pytest.mark.parametrize("engine", ["alphabeta", "searcher"])
def test_each_node_maximizes_the_value_of_the_seat_that_decides_there(engine: str) -> None:
    """A reaction (the other seat decides inside the raider's turn) is the reactor's choice: it blocks, so
    raid loses; a seat deciding twice in a row chooses both times: combo then finish wins."""
    g = Raid(("safe", "raid", "combo"))
    s = g.new()
    if engine == "alphabeta":
        best, values, _, _, exact = search_move(g, s, 4, 10**5, None, exact=3)
        assert exact and values == {"safe": 0.0, "raid": -WIN, "combo": WIN} and best == "combo"
    else:
        got, _ = Searcher(g, Budget(10**5, None)).root_values(s, g.legal_moves(s), 4)
        assert got == {"safe": 0.5, "raid": 0.0, "combo": 1.0}


def test_max_n_lets_the_reacting_seat_look_after_itself_with_three_players() -> None:
    g = Raid(("safe", "raid"), players=3)
    s = g.new()
    got, _ = Searcher(g, Budget(10**5, None)).root_values(s, g.legal_moves(s), 3)
    assert got["raid"] == 0.0 and got["safe"] > got["raid"]
    # the reactor (seat 1) blocks: its own value after block beats its value after allow
    react = g.apply(s, "raid")
    assert g.decision(react) == Decision(1, "react", 0, 0) and g.decision(react).reaction
    assert g.evaluate(g.apply(react, "block"), 1) > g.evaluate(g.apply(react, "allow"), 1)
    # expectation in max^n: the die's outcomes averaged for every seat
    g3 = Raid(("risky", "safe"), players=3)
    got, _ = Searcher(g3, Budget(10**5, None)).root_values(g3.new(), ["risky", "safe"], 3)
    assert got["risky"] == pytest.approx(HIT * 1.0) and got["safe"] == 0.5  # a three-way draw


def test_the_search_asks_a_nodes_turn_once_and_the_chance_ability_from_the_cache(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hot paths: depth in turns asks each node's turn once for all its children (not once per child
    again), and a chance node does not run a protocol ``isinstance`` check (``offers`` caches it)."""
    from sevens.ai import search

    g = Raid(("safe", "risky", "combo", "raid"), turns=3)
    asked = [0]
    decision = g.decision

    def counted(s: R) -> Decision | None:
        asked[0] += 1
        return decision(s)

    monkeypatch.setattr(g, "decision", counted)
    searcher = Searcher(g, Budget(10**6, None))
    search.chance_branches(g, R(0, "roll", (0, 0)), 0, random.Random(0))  # (the cache filled once)

    def no_isinstance(*args: Any) -> bool:
        raise AssertionError("a runtime protocol check on the search's hot path")

    monkeypatch.setattr(search, "isinstance", no_isinstance, raising=False)
    s = g.new()
    searcher.root_values(s, g.legal_moves(s), 3)
    nodes = searcher.budget.nodes
    assert nodes > 100 and asked[0] < 1.6 * nodes  # measured 1.45 per node (2 per node asking per child)
