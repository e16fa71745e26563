"""Fixes after the engine's review (README "Engine decisions" 21–24): undo stops at the reveal of both 将
(R5) also when it draws nothing, pieces are named in the order they came onto the board (never by the hidden
card numbers), ``determinize`` respects a failed 補填 同名 search (R21), malformed ``Move`` values are refused
with ``IllegalMove``, and a card not in hand is refused naming the rule of the play (R8, R18, R6).
"""

from __future__ import annotations

import random
from typing import Any
from dataclasses import replace

import pytest

from sevens.core.errors import IllegalMove
from sevens.core.history import undo_point
from sevens.games.square.state import Move

from squarehelpers import GAME, hand, legal, play, position


# --- 1. the reveal of both 将 is a barrier for undo (R5) ---------------------------------------------------

@pytest.mark.parametrize("balance", [False, True])
def test_undo_never_goes_back_past_the_reveal_of_the_generals(balance: bool) -> None:
    """With ``first_turn_balance`` the second player's ``keep`` reveals both 将 and the first player's first
    turn draws nothing: undo must still stop there (else P1 redoes the mulligan knowing P2's 将)."""
    s = GAME.new(3, first="P1", first_turn_balance=balance, deck1="iron")
    s = play(s, "general aera-general", "general knight", "keep")
    before = s
    s = play(s, "keep")
    assert GAME.view(s, 0)["generals"][1] == "knight"
    assert GAME.reveals(before, s)
    u = undo_point(GAME, s, 0)
    assert u.state is None and u.blocked == "reveal"


# --- 2. pieces are named by public order ------------------------------------------------------------------

def _swapped() -> Any:
    """P1's warrior on d1 with a higher card number than the warrior in hand (the deal can give either copy);
    P1's other cards in the 神殿 (so the hidden hand card can only be a warrior)."""
    s = position(phase="deploy", pieces=[("warrior", 0, "d1")], generals=("a1", "g7"), hands={0: ["warrior"]},
                 ip=(4, 0), deck_size={0: 0})
    u = next(u for u in s.units if s.prof[u.cid].key == "warrior")
    h = s.hands[0][0]
    assert h > u.cid
    return replace(s, units=tuple(sorted(x._replace(cid=h) if x.cid == u.cid else x for x in s.units)),
                   hands=((u.cid,), s.hands[1]), cache={})


def test_the_old_piece_is_named_first_whatever_the_card_numbers() -> None:
    """``KEY@SQ/N`` counts in the order the pieces came onto the board: the warrior already on d1 is
    ``warrior@d1``, the one deployed now ``warrior@d1/2``, in the real state and in determinized ones."""
    s = _swapped()
    v = GAME.view(s, 0)
    for st in [s] + [GAME.determinize(v, random.Random(r)) for r in range(5)]:
        assert GAME.view(st, 0) == v
        t = play(st, "deploy warrior d1")
        assert [p["fresh"] for p in GAME.view(t, 0)["board"][3]["pieces"]] == [False, True]
        assert "move warrior@d1 d2" in legal(t) and "move warrior@d1/2 d2" not in legal(t)
    t0 = play(s, "deploy warrior d1")
    for r in range(5):  # the opponent's samples: the warrior in hand is any copy left
        d = GAME.determinize(GAME.view(s, 1), random.Random(r))
        t1 = play(d, "deploy warrior d1")
        assert GAME.view(t1, 1) == GAME.view(t0, 1)


def test_pieces_carry_their_arrival_and_determinize_keeps_it() -> None:
    """The view lists a square's pieces by ``arrival`` (the 将 0 and 1, then each deployment); a recalled or
    deployed card comes after every piece on the board."""
    s = GAME.new(3, first="P1")
    s = play(s, "general aera-general", "general fang-chief", "keep", "keep")
    v = GAME.view(s, 1)
    gens = [p for q in v["board"] for p in q["pieces"]]
    assert sorted((p["owner"], p["arrival"]) for p in gens) == [(0, 0), (1, 1)]
    t = play(s, next(x for x in legal(s) if x.startswith("deploy")))
    assert [p["arrival"] for p in GAME.view(t, 1)["board"][3]["pieces"]] == [0, 2]
    d = GAME.determinize(GAME.view(t, 1), random.Random(1))
    assert sorted(u.arrival for u in d.units) == [0, 1, 2]


def test_after_the_same_moves_the_real_and_determinized_views_agree() -> None:
    """Random games: the onlooker's view after a move that reveals nothing (``reveals``) is the same in the
    real state and in states determinized from the onlooker's view before it (the same move applied)."""
    rng = random.Random(7)
    checked = 0
    for g in range(6):
        s = GAME.new(g + 1000, deck0=rng.choice(["aera", "iron", "fang"]),
                     deck1=rng.choice(["aera", "iron", "fang"]), first_turn_balance=rng.random() < .5)
        k = 0
        while not s.over:
            ms = GAME.legal_moves(s)
            nd = [m for m in ms if m.verb != "done"]
            m = rng.choice(nd) if nd and rng.random() < .85 else rng.choice(ms)
            onl = 1 - s.seat
            after = GAME.apply(s, m)
            if k % 3 == 0 and not GAME.reveals(s, after):
                v = GAME.view(s, onl)
                for r in range(2):
                    d = GAME.determinize(v, random.Random(r))
                    assert GAME.view(d, onl) == v
                    if m in GAME.legal_moves(d):
                        assert GAME.view(GAME.apply(d, m), onl) == GAME.view(after, onl), GAME.format_move(s, m)
                        checked += 1
            s = after
            k += 1
    assert checked > 300


# --- 3. a failed 補填 同名 search (R21) ---------------------------------------------------------------------

def test_determinize_puts_no_copy_in_a_deck_a_search_found_empty() -> None:
    """After ``refill same`` finds nothing the deck holds no card of that kind (for the rest of the game: no
    card goes back into a deck after the set-up): the view says so and no determinized state puts one there
    (the unseen copies are in the hand)."""
    s = position(deck0="iron", deck1="fang", pieces=[("engineer", 0, "c3")], forts=[("passage", 0, "b2")],
                 hands={0: ["passage", "passage", "mercenary"]}, ip=(3, 0), generals=("a1", "g7"))
    s = play(s, "build engineer@c3 passage", "refill same")
    assert hand(s, 0) == ["mercenary", "passage"] and s.missing == ((0, "passage"),)
    v = GAME.view(s, 1)
    assert v["missing"] == [["passage"], []] and v["hands"][0]["shown"] == []
    for r in range(100):
        d = GAME.determinize(v, random.Random(r))
        assert GAME.view(d, 1) == v
        assert not any(d.prof[c].key == "passage" for c in d.decks[0])
        assert sum(d.prof[c].key == "passage" for c in d.hands[0]) == 1


def test_a_successful_search_leaves_no_note() -> None:
    s = position(deck0="iron", deck1="fang", pieces=[("engineer", 0, "c3")], hands={0: ["passage", "mercenary"]},
                 ip=(3, 0), generals=("a1", "g7"))
    s = play(s, "build engineer@c3 passage", "refill same")
    assert s.missing == () and GAME.view(s, 1)["missing"] == [[], []]


# --- 4. malformed moves -------------------------------------------------------------------------------------

@pytest.mark.parametrize("m", [
    Move("move", unit="abc", sq=3),  # type: ignore[arg-type]
    Move("move", unit=(1.5, "warrior", 1), sq=3),  # type: ignore[arg-type]
    Move("move", unit=(17, "warrior", "1"), sq=24),  # type: ignore[arg-type]
    Move("move", unit=(17.0, "warrior", 1), sq=24),  # type: ignore[arg-type]
    Move("move", unit=(17, "warrior", 1), sq="d4"),  # type: ignore[arg-type]
    Move("move", unit=(17, "warrior", 1), sq=24.0),  # type: ignore[arg-type]
    Move("move", unit=(17, "warrior", True), sq=24),
    Move("move", unit=(17, "warrior", 1), sq=10 ** 20),
    Move("shoot", unit=(17, "warrior", 1), target=None),  # type: ignore[arg-type]
    Move("move", unit=None),  # type: ignore[arg-type]
    Move("deploy", key=["x"], sq=3),  # type: ignore[arg-type]
    Move("discard", key={}),  # type: ignore[arg-type]
    Move("battle", sq=None),  # type: ignore[arg-type]
    Move(None),  # type: ignore[arg-type]
    Move("build", unit=(17, "warrior", 1), key=5),  # type: ignore[arg-type]
    Move("done", keys=5),  # type: ignore[arg-type]
    ("move",), "done", None,
])
def test_a_malformed_move_is_refused_naming_a_rule(m: object) -> None:
    s = position(pieces=[("warrior", 0, "d3"), ("fang-warrior", 1, "d4")], phase="act")
    assert "move warrior@d3 d4" in legal(s)  # (17, "warrior", 1) to 24 is legal when well formed
    with pytest.raises(IllegalMove) as e:
        GAME.apply(s, m)
    assert e.value.rule


# --- 5. a card not in hand ----------------------------------------------------------------------------------

def test_a_card_not_in_hand_is_refused_naming_the_rule_of_the_play() -> None:
    s = position(deck0="iron", pieces=[("engineer", 0, "c3")], hands={0: ["mercenary"]}, ip=(5, 0))
    with pytest.raises(IllegalMove) as e:
        GAME.apply(s, Move("build", key="passage", unit=(16, "engineer", 1)))
    assert e.value.rule == "R18-hand"
    d = position(phase="deploy", hands={0: ["mercenary"]}, ip=(5, 0))
    with pytest.raises(IllegalMove) as e:
        GAME.apply(d, Move("deploy", key="warrior", sq=3))
    assert e.value.rule == "R8-hand"
    x = position(phase="discard", hands={0: ["mercenary"] * 3 + ["spearman"] * 3 + ["monk"] * 2}, ip=(5, 0))
    with pytest.raises(IllegalMove) as e:
        GAME.apply(x, Move("discard", key="warrior"))
    assert e.value.rule == "R6-hand"
