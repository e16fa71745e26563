"""SEVEN as a ``sevens.core.Game``: the contract methods, views, records, keys and the bot's levels."""

from __future__ import annotations

import random
from typing import Any, Iterator, Mapping

from ...ai.levels import ANYTIME_NODES, Level
from ...core import options as option_rules
from ...core import record
from ...core.game import Decision, Outcome
from ...core.options import Choice
from ...core.rng import check_seed
from . import canon, levels, notation, proof, rules
from .bounds import bounds, bounds_after
from .endgame import AfterReply, after_reply, exact_two, last_three, reply_tables
from .evaluate import after_best, evaluate, evaluate_all, lifts, reaches
from .hexgrid import NEIGHBOURS, ORIGIN, axial, cell
from .info import INFO
from .placements import generator
from .shapes import SHAPES
from .state import TOTAL_TILES, Place, State

SPEC: option_rules.Spec = {
    "variant": Choice("top", rules.VARIANTS, ("Variant", "ルール"),
                      {"top": ("Most tiles on the highest level wins", "最上階のタイルが多い方が勝ち"),
                       "bottom": ("Most tiles on level 1 wins (the variant game)", "1 階のタイルが多い方が勝ち（派生ゲーム）")}),
}


class Tetrahex:
    id = "tetrahex"
    info = INFO

    def option_spec(self) -> option_rules.Spec:
        return dict(SPEC)

    def new(self, seed: int = 0, **options: Any) -> State:
        check_seed(seed)
        o = option_rules.resolve(SPEC, options)
        return rules.new_state(seed, o["variant"])

    def players(self, s: State) -> int:
        return 2

    def to_move(self, s: State) -> int | None:
        return s.mover

    def decision(self, s: State) -> Decision | None:
        """One decision a turn: the mover places one tile (turn k is the k-th placement)."""
        if s.mover is None:
            return None
        return Decision(s.mover, "place", len(s.tiles), s.mover)

    def legal_moves(self, s: State) -> list[Place]:
        got = s.cache.get("moves")
        if got is None:
            got = generator(s).moves()
            s.cache["moves"] = got
        return list(got)

    def apply(self, s: State, m: Place) -> State:
        return rules.apply(s, m)

    def play(self, s: State, m: Place) -> State:
        """``apply`` for a move taken from ``legal_moves(s)`` (the search's fast path: nothing re-checked)."""
        p = s.mover
        assert p is not None
        return rules.put_child(s, p, m, rules.level_of(s, m.cells))

    def stream(self, s: State, narrow: int = 0) -> Iterator[list[Place]]:
        """The legal moves in groups, made on demand (the search may stop after the first groups): one group
        per remaining tile, the tiles that go highest first (they change the race for the top).

        ``narrow`` > 0 (a selective search): of a tile's level-1 spots keep only the first ``narrow`` of
        each kind, the kind being which remaining tiles of either player the spot lifts to level 2
        (``evaluate.lifts``; spots that lift none are one kind). Upper placements are all kept.
        """
        p = s.mover
        if p is None:
            return
        gen = generator(s)
        reach = reaches(s, p)
        bottom = s.variant == "bottom"
        for x in sorted(reach, key=lambda x: reach[x] if bottom else -reach[x]):
            level, spots = gen.highest(x)
            if narrow and level == 1:
                yield _narrowed(s, x, spots, narrow)
            else:
                yield [Place(x, c) for c in spots]

    def search(self, s: State, level: Level, start: float, seconds: float | None,
               exact_seconds: float | None) -> tuple[Place, dict[Place, float], int, int, bool]:
        """``TunedSearch``: the generic alpha-beta with SEVEN's exact endgame (``proof.search_move``), by the
        level's figures. With at most ``level.exact`` placements left it proves the end (within
        ``exact_seconds`` of ``start``); a ``SevenLevel`` with ``narrow`` keeps the level's ``time_budget`` of
        that back (at most half), and if the proof runs out, its selective search plays the move in what is
        left.

        Anytime (issue 14): with seconds the clock alone stops each search (``ANYTIME_NODES``), so more time
        searches deeper, up to the level's depth (``hard``'s 12 is the rest of any game after the opening;
        ``easy``'s one ply and ``normal``'s four are what those levels are); with ``seconds`` None (node
        budgets only) the level's node budgets stop it and the move is reproducible. An iteration the clock
        cuts short is dropped (``AlphaBeta.root``)."""
        narrow = level.narrow if isinstance(level, levels.SevenLevel) else 0
        solving = level.exact > 0 and self.plies_left(s) <= level.exact
        secs = exact_seconds if solving else seconds
        anytime = secs is not None
        nodes = ANYTIME_NODES if anytime else level.nodes(solving)
        fallback = solving and narrow > 0
        reserve = (level.time_budget or 0.0) if fallback else 0.0
        deadline = None if secs is None else start + max(secs - reserve, secs / 2)
        best, values, depth, used, exact = proof.search_move(self, s, level.max_depth, nodes, deadline,
                                                             level.exact, narrow)
        if fallback and not exact:
            # the full-width proof ran out; the selective search sees further in what is left of the time
            deadline = None if secs is None else start + secs
            more_nodes = ANYTIME_NODES if anytime else level.node_budget
            best, values, depth, more, _ = proof.search_move(self, s, level.max_depth, more_nodes,
                                                             deadline, 0, narrow)
            used += more
        return best, values, depth, used, exact

    def bot_levels(self) -> Mapping[str, Level]:
        """``BotLevels``: SEVEN's own table (``levels.LEVELS``)."""
        return levels.LEVELS

    def bounds(self, s: State) -> tuple[float, float]:
        """(lowest, highest) final result (1, ½, 0) for the player to move, from the levels alone."""
        return bounds(s)

    def bounds_after(self, s: State, m: Place) -> tuple[float, float] | None:
        """``bounds`` after the mover lays ``m`` on the table, for the next player (None higher up)."""
        return bounds_after(s, m)

    def mobility(self, s: State) -> int:
        """About how many moves the player to move has, cheaply (for a proof's probes): a tile that goes to
        the table counts as 500 (its spots run all round the tiles), a tile that goes higher counts its
        spots there."""
        p = s.mover
        if p is None:
            return 0
        gen = generator(s)
        return sum(500 if z == 1 else len(gen.highest(x)[1]) for x, z in reaches(s, p).items())

    def kind(self, s: State, m: Place) -> frozenset[tuple[int, str]] | None:
        """What sort of placement ``m`` is, for a proof's probes: for a spot on the table, the tiles of
        either player it lifts to level 2 (``evaluate.lifts``); None for a placement higher up."""
        if m.cells[0] in s.height:
            return None
        return lifts(s, m)

    def legal_quick(self, s: State, m: Place) -> bool:
        """Whether ``m`` (a move of some other position) is legal here: for killer moves."""
        p = s.mover
        if p is None or m.shape in s.used(p):
            return False
        if not s.tiles:
            return generator(s).has(m.shape, m.cells)
        # rules a-c on the four cells, then rule d: the level must be the highest the tile reaches
        height, cells = s.height, m.cells
        h = height.get(cells[0], 0)
        for c in cells:
            if height.get(c, 0) != h:
                return False
        if h == 0:
            if not any(c + d in height for c in cells for d in NEIGHBOURS):
                return False
        else:
            top = s.top
            t0 = top[cells[0]]
            if all(top[c] == t0 for c in cells):
                return False
        return reaches(s, p)[m.shape] == h + 1

    def exact_two(self, s: State) -> list[float]:
        """The exact result with two placements left (see ``endgame.exact_two``)."""
        return exact_two(s)

    def last_three(self, s: State) -> Iterator[list[Place]]:
        """With three placements left: ``stream``'s groups without the level-1 spots proven to end the same
        as an earlier one (see ``endgame.last_three``)."""
        return last_three(s)

    def after_reply(self, s: State, k: Place) -> AfterReply | None:
        """With four placements left: the mover's level-1 spots followed by the other's reply ``k``, valued
        by class where that is proven (see ``endgame.after_reply``); None when ``k`` does not lie on the
        tiles already down."""
        return after_reply(s, k)

    def reply_tables(self, s: State) -> list[AfterReply]:
        """``after_reply`` tables for a few replies of the other player (see ``endgame.reply_tables``)."""
        return reply_tables(s)

    def after_best(self, s: State) -> list[float]:
        """The evaluation after the mover's best placement by material (the search's last ply, cheaply)."""
        return after_best(s)

    def plies_left(self, s: State) -> int:
        return TOTAL_TILES - len(s.tiles)

    def level_of(self, s: State, m: Place) -> int:
        return rules.level_of(s, m.cells)

    def outcome(self, s: State) -> Outcome | None:
        if not rules.over(s):
            return None
        w = rules.winner(s)
        ranks = (1, 1) if w is None else ((1, 2) if w == 0 else (2, 1))
        return Outcome(ranks, (self.score(s, 0), self.score(s, 1)))

    def score(self, s: State, player: int) -> float:
        """The compared counts as one number: the first count, plus the next / 8, plus the next / 64, ...

        Every count is at most 7, so the order of these numbers is the seed's order of the results.
        """
        return sum(n / 8 ** i for i, n in enumerate(rules.score_key(s, player)))

    def view(self, s: State, seat: int) -> dict[str, Any]:
        """Everything is public in SEVEN: the tiles placed (owner, shape, cells, level) and whose turn it is."""
        return {
            "game": self.id,
            "seat": seat,
            "variant": s.variant,
            "to_move": s.mover,
            "tiles": [{"player": t.player, "shape": t.shape, "cells": [list(axial(c)) for c in t.cells],
                       "level": t.level} for t in s.tiles],
            "counts": rules.counts(s),
        }

    def determinize(self, v: dict[str, Any], rng: random.Random) -> State:
        """The position itself (nothing is hidden), rebuilt from the view's tiles."""
        s = rules.new_state(0, v["variant"])
        for t in v["tiles"]:
            s = rules.apply(s, Place(t["shape"], tuple(sorted(cell(q, r) for q, r in t["cells"]))))
        return s

    def evaluate(self, s: State, seat: int) -> float:
        return evaluate(s, seat)

    def evaluate_all(self, s: State) -> list[float]:
        return evaluate_all(s)

    def key(self, s: State) -> Any:
        """Exact key for the transposition table (same tiles reached in any order)."""
        return canon.exact(s)

    def canonical_key(self, s: State) -> Any:
        """Equal for positions that differ by translation, rotation or reflection."""
        return canon.canonical(s)

    def format_move(self, s: State, m: Place) -> str:
        return notation.text(m)

    def describe_move(self, s: State, m: Place, lang: str = "en") -> str:
        return notation.pretty(m, rules.level_of(s, m.cells), lang)

    def parse_move(self, s: State, text: str) -> Place:
        """The move ``text`` names. White's first tile may be written anywhere: it is moved onto the origin."""
        m = notation.parse(text)
        if not s.tiles and len(m.cells) == 4:
            shift = ORIGIN - m.cells[0]
            m = Place(m.shape, tuple(c + shift for c in m.cells))
        rules.check(s, m)
        return m

    def to_record(self, s: State) -> dict[str, Any]:
        return record.make(self, s.seed, {"variant": s.variant}, [notation.text(Place(t.shape, t.cells)) for t in s.tiles])

    def from_record(self, d: Any) -> State:
        return record.replay(self, d)

    def remaining(self, s: State, player: int) -> list[str]:
        used = s.used(player)
        return [x for x in SHAPES if x not in used]


def _narrowed(s: State, shape: str, spots: list[tuple[int, ...]], keep: int) -> list[Place]:
    """The first ``keep`` level-1 spots of ``shape`` for each set of tiles they lift (see ``stream``)."""
    seen: dict[frozenset[tuple[int, str]], int] = {}
    out = []
    for c in spots:
        m = Place(shape, c)
        k = lifts(s, m)
        n = seen.get(k, 0)
        if n < keep:
            seen[k] = n + 1
            out.append(m)
    return out


GAME = Tetrahex()
