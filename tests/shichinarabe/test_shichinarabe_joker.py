"""七並べ joker rules (seed: ジョーカーを含むルール その1・その2; docs/rules/shichinarabe.md "Joker", "Joker as last card",
"Elimination") on fixed positions with hand-counted move lists."""

from __future__ import annotations

import pytest

from sevens.games.shichinarabe.cards import JOKER_BIT
from shichihelpers import GAME, legal, mask, play, pos, ranks, rule_of


def test_joker_rule_1_forces_the_holder_to_swap() -> None:
    """その1: the joker goes on any playable position; the holder of the real card plays it and takes the
    joker; play goes on from the joker player's left (seat 1 here, not the swapping seat 2)."""
    s = pos(["JK H2", "D2", "S8 C3"], joker=True)
    assert legal(s) == ["JK@S6", "JK@S8", "JK@H6", "JK@H8", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "pass"]
    after = play(s, "JK@S8")
    assert after.hands[0] == mask("H2")
    assert after.hands[2] == mask("C3") | JOKER_BIT
    assert after.hands[1] == s.hands[1]
    assert after.table[0] == mask("S7 S8"), "the real card lies there, the joker never stays on the table"
    assert after.turn == 1, "play goes on from the joker player's left"
    entry = GAME.view(after, 1)["log"][-1]
    assert entry == {"round": 0, "seat": 0, "move": "JK@S8", "swap": 2}
    assert GAME.view(after, 1)["joker"] == 2, "everyone saw who took the joker (README decision 6)"
    assert GAME.view(after, 2)["joker"] == "mine" and GAME.view(after, 0)["joker"] == 2


def test_joker_holder_moves_counted_by_hand() -> None:
    """Perft with the joker: ♠6–9 out. Seat 0 holds JK ♠10 ♠J ♥5 ♥8 ♦2.
    Plays ♠10 ♥8; rule 1 on the 6 playable positions it does not hold (♠5 ♥6 ♦6 ♦8 ♣6 ♣8);
    rule 2 only ♥6+♥5 (♠10+♠J is refused: ♠10 is its own card); and the pass: 10 moves."""
    s = pos(["JK S10 SJ H5 H8 D2", "S5 H6 C6 C8", "D6 D8 S4"], table={"S": [6, 8, 9]}, joker=True)
    assert legal(s) == ["S10", "H8", "JK@S5", "JK@H6", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "JK@H6+H5", "pass"]
    assert rule_of(s, "JK@S10+SJ") == "joker-own-card"
    s = play(s, "JK@H6+H5")
    assert s.hands[0] == mask("S10 SJ H8 D2")
    assert s.hands[1] == mask("S5 C6 C8") | JOKER_BIT
    assert ranks(s, "H") == [5, 6, 7] and s.turn == 1
    # seat 1 now: plays ♠5 ♣6 ♣8; rule 1 on ♠10 ♥4 ♥8 ♦6 ♦8; no rule-2 pair (it holds no card beyond): 9 moves
    assert legal(s) == ["S5", "C6", "C8", "JK@S10", "JK@H4", "JK@H8", "JK@D6", "JK@D8", "pass"]


def test_seed_example_joker_on_spade_ten_with_the_jack() -> None:
    """その2, the seed's example: ♠7〜9 out; the joker holder with ♠J puts the joker on ♠10 and ♠J after it;
    the ♠10 holder plays ♠10 and takes the joker; play continues from the joker player's left."""
    s = pos(["JK SJ D2", "H3", "S10 C2", "C3"], table={"S": [8, 9]}, joker=True)
    moves = legal(s)
    assert "JK@S10+SJ" in moves and "JK@S10" in moves
    after = play(s, "JK@S10+SJ")
    assert after.hands[0] == mask("D2")
    assert after.hands[2] == mask("C2") | JOKER_BIT
    assert after.hands[1] == mask("H3") and after.hands[3] == mask("C3")
    assert ranks(after, "S") == [7, 8, 9, 10, 11]
    assert after.turn == 1, "the joker player's left, not the seat that swapped"
    assert GAME.view(after, 3)["log"][-1] == {"round": 0, "seat": 0, "move": "JK@S10+SJ", "swap": 2}


def test_joker_rule_2_needs_the_card_one_beyond() -> None:
    s = pos(["JK SQ D2", "S10 SJ", "C2"], table={"S": [8, 9]}, joker=True)
    assert not [m for m in legal(s) if "+" in m]
    assert rule_of(s, "JK@S10+SQ") == "joker-pair"
    assert rule_of(s, "JK@S10+D2") == "joker-pair"
    assert rule_of(s, "JK@S10+S10") == "joker-pair"
    assert rule_of(s, "JK@S10+SJ") == "not-in-hand"


def test_joker_rule_2_downward_and_at_the_edge() -> None:
    """その2 works at either end; without the A–K link nothing lies beyond A or K."""
    s = pos(["JK SA D2", "SK C3", "C2"], table={"S": [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]}, joker=True)
    # ♠2–Q out: playable ♠A and ♠K; seat 0 holds ♠A, so the joker may stand for ♠K, alone (nothing beyond K)
    assert legal(s) == ["SA", "JK@SK", "JK@H6", "JK@H8", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "pass"]
    down = pos(["JK S4 D2", "S5 C3", "C2"], table={"S": [6]}, joker=True)
    assert "JK@S5+S4" in legal(down)
    after = play(down, "JK@S5+S4")
    assert ranks(after, "S") == [4, 5, 6, 7] and after.hands[1] == mask("C3") | JOKER_BIT


def test_joker_rule_2_across_the_k_a_joint_with_the_link() -> None:
    """AとK隣接 with その2: ♥7–Q out, the joker on ♥K with ♥A beyond it; with the tunnel ♥6's end then closes."""
    table = {"H": [8, 9, 10, 11, 12]}
    plain = pos(["JK HA D2", "HK C3", "C2"], table=table, joker=True)
    assert "JK@HK+HA" not in legal(plain)
    assert rule_of(plain, "JK@HK+HA") == "joker-pair"
    for tunnel in (False, True):
        s = pos(["JK HA D2", "HK H6 C3", "C2"], table=table, joker=True, ak_link=True, ak_tunnel=tunnel)
        assert "JK@HK+HA" in legal(s)
        s = play(s, "JK@HK+HA")
        assert ranks(s, "H") == [1, 7, 8, 9, 10, 11, 12, 13]
        assert s.hands[1] == mask("H6 C3") | JOKER_BIT and s.turn == 1
        if tunnel:
            assert rule_of(s, "H6") == "tunnel-closed"
        else:
            assert "H6" in legal(s)


def test_joker_rule_2_is_not_offered_past_a_dead_card() -> None:
    """The card beyond must come from the hand: a dead card already lies there, so only rule 1 applies,
    and the run then extends through the dead card at once."""
    s = pos(["JK D2 C4", "S9 C3", "SJ C2"], table={"S": [8, 10]}, joker=True)
    assert [m for m in legal(s) if m.startswith("JK@S9")] == ["JK@S9"]
    s = play(s, "JK@S9")
    assert ranks(s, "S") == [7, 8, 9, 10] and s.turn == 1
    s = play(s, "pass")
    assert legal(s) == ["SJ", "pass"]


def test_joker_may_not_stand_for_a_card_you_hold() -> None:
    """Decision 1 (rule ``joker-own-card``): the swap would be with yourself; play the card instead."""
    s = pos(["JK S8 D2", "H2", "C2"], joker=True)
    assert "JK@S8" not in legal(s) and "S8" in legal(s)
    assert rule_of(s, "JK@S8") == "joker-own-card"


def test_joker_cannot_skip_ranks_and_must_be_held() -> None:
    s = pos(["JK D2", "S9", "C2"], joker=True)
    assert rule_of(s, "JK@S9") == "not-adjacent"
    assert rule_of(s, "JK@S7") == "on-table"
    s2 = pos(["D2", "S8 JK", "C2"], joker=True)
    assert rule_of(s2, "JK@S8") == "no-joker"
    assert rule_of(s2, "JK") == "joker-needs-position"


def test_the_joker_obeys_dead_cards_and_the_tunnel() -> None:
    dead = pos(["JK D2", "S9 C3", "C2"], table={"S": [10]}, joker=True)
    assert rule_of(dead, "JK@S9") == "dead-card"
    tunnel = pos(["JK D2", "H6 C3", "C2"], table={"H": [8, 9, 10, 11, 12, 13, 1]}, joker=True,
                 ak_link=True, ak_tunnel=True)
    assert rule_of(tunnel, "JK@H6") == "tunnel-closed"


def test_joker_as_last_card_forbidden_by_default() -> None:
    """docs/rules/shichinarabe.md "Joker as last card": forbidden by default, the player whose only card is the joker must pass."""
    s = pos(["JK", "S8 H2", "C2"], joker=True)
    assert legal(s) == ["pass"]
    assert rule_of(s, "JK@S8") == "joker-last"


def test_the_last_hand_left_holding_only_the_joker_ends_the_round_as_the_one_left() -> None:
    """RULES.md "End and ranking": the round ends when at most one player still holds cards; a hand of the joker
    alone (which may not be laid as the last card by default) is that player, ranked after those who emptied
    their hands and before any eliminated one — not eliminated, and no pass is asked of it."""
    s = pos(["JK", "S8", ""], turn=1, finished=(2,), joker=True)
    after = play(s, "S8")
    assert after.turn == -1 and after.finished == (2, 1) and after.eliminated == ()
    assert after.points == (0, 1, 2) and GAME.outcome(after).ranks == (3, 2, 1)
    four = pos(["JK", "S8", "", "H2"], turn=1, finished=(2,), eliminated=(3,), joker=True)
    assert GAME.outcome(play(four, "S8")).ranks == (3, 2, 1, 4)


def test_joker_as_last_card_allowed_by_option_finishes() -> None:
    s = pos(["JK", "S8 H2", "C2 C3"], joker=True, joker_last=True)
    assert legal(s) == ["JK@S6", "JK@S8", "JK@H6", "JK@H8", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "pass"]
    after = play(s, "JK@S8")
    assert after.finished == (0,) and after.hands[0] == 0
    assert after.hands[1] == mask("H2") | JOKER_BIT and after.turn == 1


def test_rule_2_may_finish_with_the_joker_and_the_card_beyond() -> None:
    """Decision 3: the joker is not left alone, so this is allowed even when joker-as-last is forbidden."""
    s = pos(["JK S9", "S8 H2", "C2 C3"], joker=True)
    assert legal(s) == ["JK@S6", "JK@S8", "JK@H6", "JK@H8", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "JK@S8+S9", "pass"]
    after = play(s, "JK@S8+S9")
    assert after.finished == (0,) and after.hands[0] == 0
    assert after.hands[1] == mask("H2") | JOKER_BIT and after.turn == 1


def test_a_forced_swap_can_leave_only_the_joker_which_then_must_pass_and_can_be_eliminated() -> None:
    """Decision 2: a swap may leave a player holding only the joker; with joker-as-last forbidden they can
    only pass, and the pass beyond the limit eliminates them; the joker then leaves the game."""
    s = pos(["JK H2", "S8", "C2 C3"], passes=[0, 3, 0], joker=True)
    after = play(s, "JK@S8")
    assert after.hands[1] == JOKER_BIT and after.turn == 1
    assert legal(after) == ["pass"]
    out = play(after, "pass")
    assert out.eliminated == (1,) and all(not h & JOKER_BIT for h in out.hands)
    assert GAME.view(out, 0)["joker"] == "gone"
    assert GAME.view(out, 0)["log"][-1]["laid"] == ["JK"]
    allowed = pos(["JK H2", "S8", "C2 C3"], joker=True, joker_last=True)
    assert "JK@H6" in legal(play(allowed, "JK@S8")), "with the option on, the joker alone may be played"


def test_an_eliminated_players_joker_leaves_the_game() -> None:
    """docs/rules/shichinarabe.md "Elimination": a joker among the laid cards leaves the game; no one holds it any more."""
    s = pos(["JK S10", "H2 H3", "C2 C3"], passes=[3, 0, 0], joker=True)
    after = play(s, "pass")
    assert all(not h & JOKER_BIT for h in after.hands)
    assert ranks(after, "S") == [7, 10]
    assert GAME.view(after, 1)["joker"] == "gone"
    assert GAME.view(after, 1)["log"][-1]["laid"] == ["S10", "JK"]
    assert [m for m in legal(after) if "JK" in m] == []


@pytest.mark.parametrize("text", ["JK@S8", "JK@S6"])
def test_the_swap_seat_keeps_its_pass_count_and_place_in_the_order(text: str) -> None:
    """The forced play is not a turn: the swapping seat's passes stay, and it moves when its turn comes."""
    s = pos(["JK H2", "D2", "S8 S6 C3", "D3"], passes=[1, 1, 2, 0], joker=True)
    after = play(s, text)
    assert after.passes == (1, 1, 2, 0) and after.turn == 1
    assert after.log[-1].swap == 2 and after.log[-1].seat == 0
