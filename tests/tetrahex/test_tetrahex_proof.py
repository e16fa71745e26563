"""SEVEN's proof engine (sevens.games.tetrahex.proof, the generic alpha-beta with the exact endgame's
additions) on random game trees: it finds what plain minimax finds, and its table, killers, ordering, win
pass and probes never change a proven result. The generic engine alone: tests/test_ai_alphabeta.py; the
trees: tests/treehelpers.py."""

from __future__ import annotations

from typing import Any

import pytest

from sevens.games.tetrahex.proof import WIN, Proof, search_move
from sevens.ai.search import Budget
from sevens.core.game import Outcome
from treehelpers import Node, RandomTree, minimax


@pytest.mark.parametrize("seed", range(25))
def test_solved_value_equals_plain_minimax(seed: int) -> None:
    g = RandomTree(seed, 6)
    root = Node(())
    best, values, depth, nodes, exact = search_move(g, root, 6, 10**7, None, exact=6)
    truth = minimax(g, root, 0)
    assert exact and values[best] == truth
    assert truth == max(minimax(g, g.apply(root, m), 0) for m in g.legal_moves(root))
    assert minimax(g, g.apply(root, best), 0) == truth, "the chosen move must keep the proven value"


def test_a_tiny_budget_still_returns_a_legal_move_and_says_it_is_not_exact() -> None:
    g = RandomTree(3, 8)
    best, values, depth, nodes, exact = search_move(g, Node(()), 8, 5, None, exact=8)
    assert best in g.legal_moves(Node(())) and not exact


def test_the_table_and_killers_do_not_change_a_fixed_depth_value() -> None:
    g = RandomTree(11, 5)
    root = Node(())
    fresh = [Proof(g, Budget(10**7, None)).negamax(root, 0, d, -WIN, WIN, 0) for d in (1, 2, 3, 4)]
    engine = Proof(g, Budget(10**7, None))
    reused = [engine.negamax(root, 0, d, -WIN, WIN, 0) for d in (1, 2, 3, 4)]
    assert fresh == reused


def test_a_proven_loss_plays_the_move_the_deepest_hopeful_iteration_liked() -> None:
    """Every move loses against perfect play: the bot then plays what the last iteration that still saw
    some hope chose (a fallible opponent may miss the win), not just the first move in the list (each
    iteration searches in the order the one before found; a proof runs the iterations up to
    ``Proof.PRE_PROOF`` plies and then the whole depth)."""
    checked = 0
    for seed in range(200):
        g = RandomTree(seed, 6)
        root = Node(())
        if minimax(g, root, 0) != -WIN:
            continue
        moves = g.legal_moves(root)
        best, values, depth, nodes, exact = search_move(g, root, 6, 10**7, None, exact=6)
        assert exact and all(v == -WIN for v in values.values())
        hopeful = None
        for k in range(1, Proof.PRE_PROOF + 1):  # the iterations a proof runs before it
            b, vals, _, _ = Proof(g, Budget(10**7, None)).root(root, moves, k)
            if max(vals.values()) > -WIN:
                hopeful = b
        if hopeful is None:
            continue
        assert best == hopeful
        checked += 1 if hopeful != moves[0] else 0
    assert checked >= 3


class KindTree(RandomTree):
    """A random tree whose moves come in kinds (a move's kind: its number mod 3), with ``stream``: the
    moves in one group, or with ``narrow`` the first of each kind."""

    def legal_moves(self, s: Node) -> list[int]:
        return [] if self.to_move(s) is None else list(range(3 + self._rng(s).randrange(3)))

    def stream(self, s: Node, narrow: int = 0) -> Any:
        moves = self.legal_moves(s)
        yield [m for m in moves if m < 3] if narrow else moves

    def outcome(self, s: Node) -> Outcome | None:
        """Mostly draws, so that a proof has to look at every root move."""
        if self.to_move(s) is not None:
            return None
        v = self._rng(s).randrange(8)
        ranks = (1, 2) if v == 0 else ((2, 1) if v == 1 else (1, 1))
        return Outcome(ranks, (0.0, 0.0))


def test_the_proof_tries_the_best_move_then_one_of_each_kind_and_finds_what_minimax_finds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The proving iteration's root order: the best move of the iterations before it, then the moves the
    game names as one of each kind, then the rest (each part in the order the iterations left it); and
    the proven value is minimax's."""
    checked = 0
    for seed in range(150):
        g = KindTree(seed, 5)
        root = Node(())
        seen: list[list[int]] = []
        real = Proof.child

        def child(self: Proof, s: Any, m: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
            if ply == 0:
                if not seen or seen[-1][0] != depth:
                    seen.append([depth])
                seen[-1].append(m)
            return real(self, s, m, p, depth, alpha, beta, ply)

        monkeypatch.setattr(Proof, "child", child)
        best, values, depth, nodes, exact = search_move(g, root, 5, 10**7, None, exact=5)
        monkeypatch.setattr(Proof, "child", real)
        assert exact and max(values.values()) == minimax(g, root, 0)
        proof = list(dict.fromkeys(seen[-1][1:]))  # (a null-window test may be searched again)
        before = [m for m in seen[-2][1:]] if seen[-2][0] == Proof.PRE_PROOF else None
        assert seen[-1][0] == 5 and before is not None
        kinds = [m for m in proof[1:] if m < 3]
        assert proof[1:1 + len(kinds)] == kinds  # the kinds straight after the first move
        if proof[0] >= 3 and kinds and len(proof) > len(kinds) + 1:
            checked += 1  # a best move of no kind first, the kinds next, a move of no kind after them
    assert checked >= 3


class ProbedTree(KindTree):
    """A kind tree the proof's probes can work on: ``kind`` (a move's number mod 3) and ``mobility``."""

    def kind(self, s: Node, m: int) -> int:
        return m % 3 + 1

    def mobility(self, s: Node) -> int:
        return len(self.legal_moves(s))


def test_probes_find_refutations_and_change_no_proven_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """Probes (``probe.Prober``) run where a 7-ply proof seeks a cut-off 5 or more plies from the end;
    whatever they find, the proof's values are minimax's, the same as with the prober switched off, and the
    chosen move keeps the value."""
    from sevens.games.tetrahex import probe

    found = 0
    real = probe.Prober.refute

    def refute(self: probe.Prober, *args: Any) -> float | None:
        nonlocal found
        got = real(self, *args)
        found += got is not None
        return got

    monkeypatch.setattr(probe.Prober, "refute", refute)
    monkeypatch.setattr(probe, "LIMIT", 400)  # these trees are small but bushy near the root
    monkeypatch.setattr(probe, "EXPLORE_LIMIT", 200)
    for seed in range(40):
        g = ProbedTree(seed, 7)
        root = Node(())
        best, values, depth, nodes, exact = search_move(g, root, 7, 10**7, None, exact=7)
        truth = minimax(g, root, 0)
        assert exact and max(values.values()) == truth, seed
        assert minimax(g, g.apply(root, best), 0) == truth, seed
        plain = Proof(g, Budget(10**7, None))
        plain.prober = None
        b2, v2, _, ok = plain.root(root, g.legal_moves(root), 7, exact=7)
        assert ok and max(v2.values()) == truth
    assert found > 20, "the probes must actually have proven cut-offs in these trees"


def test_a_limited_search_stores_nothing_it_did_not_finish_and_gives_the_budget_back() -> None:
    g = RandomTree(5, 9)
    root = Node(())
    engine = Proof(g, Budget(10**6, None))
    v, done = engine.limited(lambda: engine.negamax(root, 0, 9, -WIN, WIN, 0), 30)
    assert not done and not engine.budget.out and 30 <= engine.budget.nodes < 60
    assert g.key(root) not in engine.tt  # the root's search was cut short: no entry
    v, done = engine.limited(lambda: engine.negamax(root, 0, 9, -WIN, WIN, 0), 10**5)
    assert done and v == minimax(g, root, 0) and g.key(root) in engine.tt


def test_a_search_that_runs_out_mid_node_stores_no_cut_off() -> None:
    """A child cut short by the budget returns a guess; the node must not store it (nor a cut-off) in the
    table, whatever the guess."""
    for seed in range(30):
        g = RandomTree(seed, 9)
        root = Node(())
        engine = Proof(g, Budget(40 + seed, None))
        engine.negamax(root, 0, 9, -WIN, WIN, 0)
        assert engine.budget.out
        for key, (d, value, flag, move) in engine.tt.items():
            truth = minimax(g, Node(key), len(key) % 2)
            if d >= 9 - len(key):  # entries that claim to be searched to the end
                if flag == 0:
                    assert value == truth, (seed, key)
                elif flag == 1:
                    assert truth >= value, (seed, key)
                else:
                    assert truth <= value, (seed, key)


def test_the_proof_first_asks_every_root_move_whether_it_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    """The proving iteration begins with a null window at a draw over the root moves in order; a winning
    tree stops at the first move that wins, and that move wins; otherwise every root move is asked, or as
    many as ``WIN_PASS_WORK`` nodes allow."""
    wins = others = cut = 0
    for seed in range(60):
        g = RandomTree(seed, 5 + seed % 2)
        root = Node(())
        windows: list[tuple[int, int, float, float]] = []
        real = Proof.child

        def child(self: Proof, s: Any, m: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
            if ply == 0 and self.proving:
                windows.append((m, depth, alpha, beta))
            return real(self, s, m, p, depth, alpha, beta, ply)

        monkeypatch.setattr(Proof, "child", child)
        spent: list[tuple[int, int]] = []  # (nodes, root moves) the win pass took
        real_pass = Proof._win_pass

        def win_pass(self: Proof, s: Any, p: int, depth: int, order: list[Any]) -> tuple[Any, dict[Any, float]]:
            before, asked = self.budget.nodes, len(windows)
            got = real_pass(self, s, p, depth, order)
            spent.append((self.budget.nodes - before, len(windows) - asked))
            return got

        monkeypatch.setattr(Proof, "_win_pass", win_pass)
        best, values, depth, nodes, exact = search_move(g, root, 6, 10**7, None, exact=6)
        monkeypatch.undo()
        moves = g.legal_moves(root)
        assert exact and windows and windows[0][2:] == (0.0, 1e-9)
        if minimax(g, root, 0) == WIN:
            wins += 1
            assert all(w[2:] == (0.0, 1e-9) for w in windows)  # a win ends the proof in the first pass
            assert windows[-1][0] == best and minimax(g, g.apply(root, best), 0) == WIN
            assert all(minimax(g, g.apply(root, m), 0) < WIN for m, *_ in windows[:-1])
        else:
            others += 1
            work, asked = spent[-1]
            first = windows[:asked]
            assert all(w[2:] == (0.0, 1e-9) for w in first) and len({m for m, *_ in first}) == asked
            if asked < len(moves):  # stopped early: only once the pass had spent its work
                cut += 1
                assert work >= Proof.WIN_PASS_WORK
            else:
                assert sorted(m for m, *_ in first) == moves
    assert wins >= 5 and others >= 5


def test_a_win_pass_out_of_work_leaves_the_rest_to_the_main_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """With almost no work allowed the win pass asks one root move and stops; the proof's values stay those
    of full minimax (the main pass searches what the pass left)."""
    monkeypatch.setattr(Proof, "WIN_PASS_WORK", 1)
    stopped = 0
    for seed in range(40):
        g = RandomTree(seed, 5 + seed % 2)
        root = Node(())
        asked: list[int] = []
        real_pass = Proof._win_pass

        def win_pass(self: Proof, s: Any, p: int, depth: int, order: list[Any]) -> tuple[Any, dict[Any, float]]:
            got = real_pass(self, s, p, depth, order)
            asked.append(len(got[1]) + (got[0] is not None))
            return got

        monkeypatch.setattr(Proof, "_win_pass", win_pass)
        best, values, depth, nodes, exact = search_move(g, root, 6, 10**7, None, exact=6)
        monkeypatch.setattr(Proof, "_win_pass", real_pass)
        assert exact and asked == [1]
        truth = minimax(g, root, 0)
        assert minimax(g, g.apply(root, best), 0) == truth
        if truth < WIN:
            stopped += 1
            assert max(values.values()) == truth
    assert stopped >= 5


def test_the_win_pass_takes_the_iterations_order_and_fewest_answers_first_in_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``game.mobility`` the win pass asks, in turn, the next move of the iterations' order and the next
    move that leaves the opponent fewest answers, each once."""
    checked = 0
    for seed in range(40):
        g = ProbedTree(seed, 6)
        root = Node(())
        asked: list[int] = []
        real = Proof._win_pass

        def spy(self: Proof, s: Any, p: int, depth: int, order: list[Any]) -> tuple[Any, dict[Any, float]]:
            asked.append(list(order))  # type: ignore[arg-type]
            return real(self, s, p, depth, order)

        windows: list[int] = []
        real_child = Proof.child

        def child(self: Proof, s: Any, m: Any, p: int, depth: int, alpha: float, beta: float, ply: int) -> float:
            if ply == 0 and self.proving and (alpha, beta) == (0.0, 1e-9):
                windows.append(m)
            return real_child(self, s, m, p, depth, alpha, beta, ply)

        monkeypatch.setattr(Proof, "_win_pass", spy)
        monkeypatch.setattr(Proof, "child", child)
        search_move(g, root, 6, 10**7, None, exact=6)
        monkeypatch.undo()
        order = asked[-1]  # type: ignore[assignment]
        few = sorted(order, key=lambda m: len(g.legal_moves(g.apply(root, m))))
        expected = list(dict.fromkeys(m for pair in zip(order, few) for m in pair))
        assert windows == expected[:len(windows)] and windows
        checked += len(windows) == len(expected) and expected != order
    assert checked >= 3


def test_the_proof_refuses_a_root_that_is_a_chance_step_or_the_end_as_the_generic_engine_does() -> None:
    from sevens.ai.alphabeta import AlphaBeta
    from sevens.core.errors import SevensError
    from sevens.core.game import CHANCE
    from treehelpers import ChanceTree

    end = Node((0, 0, 0))
    tree = ChanceTree(1, 5)
    chance = Node((0,))
    assert tree.to_move(chance) == CHANCE
    for game, s in ((RandomTree(1, 3), end), (tree, chance)):
        for engine in (Proof, AlphaBeta):
            with pytest.raises(SevensError, match="root"):
                engine(game, Budget(1000, None)).root(s, [0, 1], 3)
