"""七並べ rules, section by section of seed 003 and docs/rules/shichinarabe.md, on fixed positions with hand-counted moves.

The joker has its own file (test_shichinarabe_joker.py); errors, options, records and move text are in
test_shichinarabe_inputs.py.
"""

from __future__ import annotations

import random

import pytest

from sevens.core import BadOption, IllegalMove
from sevens.core.rng import derive
from sevens.games.shichinarabe.cards import ALL_SEVENS, DIAMOND_SEVEN, count
from sevens.games.shichinarabe.rules import deal
from sevens.games.shichinarabe.state import Options
from shichihelpers import GAME, legal, mask, play, pos, ranks, rule_of

# --- 基本ルール ①: the deal ------------------------------------------------------------------------------


@pytest.mark.parametrize("players, joker, sizes", [
    (3, False, [18, 17, 17]),
    (3, True, [18, 18, 17]),
    (4, False, [13, 13, 13, 13]),
    (4, True, [14, 13, 13, 13]),
    (5, False, [11, 11, 10, 10, 10]),
    (6, True, [9, 9, 9, 9, 9, 8]),
    (7, False, [8, 8, 8, 7, 7, 7, 7]),
    (8, True, [7, 7, 7, 7, 7, 6, 6, 6]),
])
@pytest.mark.parametrize("seed", [0, 1, 2**63 - 1])
def test_the_deal_one_at_a_time_from_seat_0_with_the_sevens_on_the_table(
        players: int, joker: bool, sizes: list[int], seed: int) -> None:
    """基本ルール ①: everyone is dealt evenly, lower seats one more; every 7 goes to the table;
    ② the ♦7 holder starts. The shuffle is ``derive(seed, "deal", 0)`` (README decision 7)."""
    s = GAME.new(seed, players=players, joker=joker)
    deck = list(range(52)) + ([52] if joker else [])
    derive(seed, "deal", 0).shuffle(deck)
    dealt = [deck[q::players] for q in range(players)]  # one card at a time, seat 0 first
    assert [len(d) for d in dealt] == sizes
    for q in range(players):
        sevens = [c for c in dealt[q] if c < 52 and c % 13 == 6]
        assert s.hands[q] == mask_of(dealt[q]) & ~ALL_SEVENS
        assert count(s.hands[q]) == sizes[q] - len(sevens)
    assert all(m == 1 << 6 for m in s.table), "the four 7s stand in a column, nothing else"
    assert s.turn == next(q for q in range(players) if DIAMOND_SEVEN in dealt[q])
    assert s.passes == (0,) * players and s.finished == () and s.eliminated == () and s.log == ()
    assert deal(seed, s.opts, 0) == (s.hands, s.table, s.turn)


def mask_of(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def test_different_seeds_deal_differently_and_the_same_seed_the_same() -> None:
    """基本ルール ① (カードを良く切った後): the shuffle depends on the seed and on nothing else."""
    assert GAME.new(1).hands != GAME.new(2).hands
    random.seed(99)
    a = GAME.new(1)
    random.seed(100)
    assert GAME.new(1) == a


# --- 基本ルール ②: only the ranks next to the run; a pass is always possible -------------------------


def test_at_the_start_only_sixes_and_eights_are_playable() -> None:
    """② 7の隣接数字のカードを1枚出します."""
    s = pos(["S6 S8 H5 DK C9", "H8", "D8"])
    assert legal(s) == ["S6", "S8", "pass"]


def test_a_pass_is_allowed_even_with_a_playable_card() -> None:
    """パス: 出せるカードある時でも(戦略的)にパスを行うことができます."""
    s = pos(["S8 H2", "H8", "D8"])
    assert "S8" in legal(s)
    after = play(s, "pass")
    assert after.passes == (1, 0, 0) and after.turn == 1 and after.hands == s.hands and after.table == s.table


def test_a_player_with_nothing_playable_must_pass() -> None:
    """② 隣接する数字カードやジョーカーが無ければ「パス」."""
    s = pos(["S9 S5 HK", "H8", "D8"])
    assert legal(s) == ["pass"]


def test_cards_cannot_skip_ranks() -> None:
    """隣接: 数字を飛ばしてのカードの配置は行えません."""
    s = pos(["S9 S5", "H8", "D8"])
    assert rule_of(s, "S9") == "not-adjacent"
    assert rule_of(s, "S5") == "not-adjacent"
    assert rule_of(s, "H8") == "not-in-hand"
    assert rule_of(s, "S7") == "on-table"


def test_the_run_grows_from_both_ends() -> None:
    s = pos(["S9 S5 H2", "H8", "D8"], table={"S": [6, 8]})
    assert legal(s) == ["S5", "S9", "pass"]


def test_a_mid_game_table_counted_by_hand() -> None:
    """Perft: ♠5–9, ♥7, ♦A–7, ♣7–K on the table. Playable: ♠4 ♠10 ♥6 ♥8 ♦8 ♣6 (♦ and ♣ are closed at A and K)."""
    table = {"S": [5, 6, 8, 9], "D": [1, 2, 3, 4, 5, 6], "C": [8, 9, 10, 11, 12, 13]}
    hand = "S2 S4 S10 H2 H6 H8 D8 DK CA C6"
    s = pos([hand, "SJ", "SQ"], table=table)
    assert legal(s) == ["S4", "S10", "H6", "H8", "D8", "C6", "pass"]
    # the same table with the A–K link: ♦K (below ♦A) and ♣A (above ♣K) open too
    linked = pos([hand, "SJ", "SQ"], table=table, ak_link=True)
    assert legal(linked) == ["S4", "S10", "H6", "H8", "D8", "DK", "CA", "C6", "pass"]
    # with the tunnel nothing has passed the K–A joint yet: the same 9 moves
    tunnel = pos([hand, "SJ", "SQ"], table=table, ak_link=True, ak_tunnel=True)
    assert legal(tunnel) == legal(linked)


def test_play_passes_to_the_left_skipping_finished_and_eliminated() -> None:
    """② 次順のプレイヤーは左隣 (seat + 1); players who are out are skipped."""
    s = pos(["S8 H2", "", "C2", "D2 D3", "H3"], finished=(1,), eliminated=(2,))
    assert play(s, "S8").turn == 3
    s = pos(["S8 H2", "H3", "", "D2 D3"], turn=3, finished=(2,))
    assert play(s, "pass").turn == 0, "the left of the last seat is seat 0"
    s = pos(["", "S8 H2", "H3", "", "D3", ""], turn=4, finished=(0, 3), eliminated=(5,))
    assert play(s, "pass").turn == 1, "seats 5 and 0 are out"


def test_a_played_card_leaves_the_hand_for_the_table() -> None:
    s = pos(["S8 H2", "H8", "D8"])
    after = play(s, "S8")
    assert after.hands[0] == mask("H2") and ranks(after, "S") == [7, 8] and after.turn == 1
    assert after.passes == s.passes


# --- 追加ルール: AとKが隣接 (the seed's ♥ examples) and the tunnel ---------------------------------------


def test_seed_example_hearts_seven_to_king_then_ace_then_two() -> None:
    """AとKが隣接: ♥7〜K が並んでいる場合、♥2 が出ていなくても ♥A を出せる。その後は ♥2、3、4…"""
    table = {"H": [8, 9, 10, 11, 12, 13]}
    s = pos(["HA H6 S2", "H2 H3 C2", "D2 D3"], table=table, ak_link=True)
    assert legal(s) == ["HA", "H6", "pass"]
    s = play(s, "HA")
    assert ranks(s, "H") == [1, 7, 8, 9, 10, 11, 12, 13]
    assert legal(s) == ["H2", "pass"], "after ♥A comes ♥2 (♥3 must wait)"
    s = play(s, "H2")
    s = play(s, "pass")
    assert legal(s) == ["H6", "pass"]
    s = play(s, "pass")
    assert legal(s) == ["H3", "pass"]
    plain = pos(["HA H2 H6", "S8", "D8"], table=table)
    assert legal(plain) == ["H6", "pass"]
    assert rule_of(plain, "HA") == "not-adjacent"


def test_seed_example_hearts_seven_down_to_ace_then_king() -> None:
    """逆に、♥7からAまでが並んでいる場合はハートのKを出すことができます."""
    s = pos(["HK HQ H8", "S8", "D8"], table={"H": [1, 2, 3, 4, 5, 6]}, ak_link=True)
    assert legal(s) == ["H8", "HK", "pass"]
    assert rule_of(s, "HQ") == "not-adjacent"
    s = play(play(play(s, "HK"), "pass"), "pass")
    assert legal(s) == ["H8", "HQ", "pass"]
    plain = pos(["HK H8", "S8", "D8"], table={"H": [1, 2, 3, 4, 5, 6]})
    assert legal(plain) == ["H8", "pass"]


def test_a_linked_suit_with_one_gap_left() -> None:
    """With the link the ranks form a ring: one missing rank touches both ends and is the only play."""
    table = {"H": [1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13]}
    s = pos(["H3 S2", "S8", "D8"], table=table, ak_link=True)
    assert legal(s) == ["H3", "pass"]
    s = play(s, "H3")
    assert ranks(s, "H") == list(range(1, 14))
    assert s.turn == 1 and legal(s) == ["S8", "pass"]


def test_tunnel_closes_the_other_end_after_the_joint() -> None:
    """AとKが連続するとき、AK側からしかカードを出せない: past K–A only that side grows."""
    table = {"H": [8, 9, 10, 11, 12, 13, 1]}
    s = pos(["H2 H6", "S8", "D8"], table=table, ak_link=True, ak_tunnel=True)
    assert legal(s) == ["H2", "pass"]
    assert rule_of(s, "H6") == "tunnel-closed"
    link_only = pos(["H2 H6", "S8", "D8"], table=table, ak_link=True)
    assert legal(link_only) == ["H2", "H6", "pass"]


def test_tunnel_going_down_through_the_joint_closes_the_upper_end() -> None:
    """The tunnel from the other side: ♥7–A then ♥K; only ♥Q may follow, ♥8 is closed."""
    table = {"H": [1, 2, 3, 4, 5, 6]}
    s = pos(["HK HQ H8", "S8", "D8"], table=table, ak_link=True, ak_tunnel=True)
    assert legal(s) == ["H8", "HK", "pass"], "before the joint both ends are open"
    s = play(play(play(s, "HK"), "pass"), "pass")
    assert legal(s) == ["HQ", "pass"]
    assert rule_of(s, "H8") == "tunnel-closed"


def test_tunnel_before_the_joint_both_ends_are_open() -> None:
    s = pos(["HA H6", "S8", "D8"], table={"H": [8, 9, 10, 11, 12, 13]}, ak_link=True, ak_tunnel=True)
    assert legal(s) == ["HA", "H6", "pass"]


def test_tunnel_needs_the_link() -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(1, ak_tunnel=True)
    assert err.value.option == "ak_tunnel" and "ak_link" in str(err.value)
    assert GAME.new(1, ak_tunnel=True, ak_link=True).opts.ak_tunnel


# --- パス limit, 失格, dead cards ----------------------------------------------------------------------


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_the_pass_beyond_the_limit_eliminates(limit: int) -> None:
    """パス: 3回まで; 4回目のパスをした時点で失格 (and 1 or 2 by option); the hand goes to its places."""
    s = pos(["S10 HK", "H2 H3", "C2 C3"], passes=[limit, 0, 0], pass_limit=limit)
    assert "pass" in legal(s), "a pass stays legal: it eliminates (README decision 4)"
    after = play(s, "pass")
    assert after.eliminated == (0,) and after.hands[0] == 0 and after.passes[0] == limit + 1
    assert ranks(after, "S") == [7, 10] and ranks(after, "H") == [7, 13], "the cards are laid in their places"
    assert after.turn == 1
    entry = GAME.view(after, 1)["log"][-1]
    assert entry == {"round": 0, "seat": 0, "move": "pass", "eliminated": True, "laid": ["S10", "HK"]}
    ok = pos(["S10 HK", "H2 H3", "C2 C3"], passes=[limit - 1, 0, 0], pass_limit=limit)
    assert play(ok, "pass").eliminated == ()


def test_counting_passes_from_a_fresh_game() -> None:
    """With the default limit 3 a seat is eliminated exactly on its 4th pass, whoever else passes."""
    s = GAME.new(11, players=3)
    first = s.turn
    second, third = (first + 1) % 3, (first + 2) % 3
    for k in range(1, 4):
        for _ in range(3):
            s = play(s, "pass")
        assert s.passes == (k, k, k) and s.eliminated == ()
    s = play(s, "pass")
    assert s.eliminated == (first,) and s.passes[first] == 4 and s.turn == second
    s = play(s, "pass")
    assert s.eliminated == (first, second)
    assert s.results == ((third, second, first),), "the one left, then the eliminated, latest first"


def test_an_eliminated_player_is_out_of_the_turn_order() -> None:
    s = pos(["S10 HK", "H2 H3", "C2 C3", "D2 D3"], passes=[3, 0, 0, 0])
    s = play(s, "pass")
    s = play(play(play(s, "pass"), "pass"), "pass")
    assert s.turn == 1, "seat 0 is skipped"


def test_dead_cards_make_nothing_playable_until_the_run_reaches_them() -> None:
    """失格となった人の手札: a laid card that does not touch the run makes nothing playable; once the run
    reaches it, the run extends through it at once."""
    s = pos(["S9 S8 SJ D2", "H2", "C2"], table={"S": [10]})
    assert legal(s) == ["S8", "pass"]
    assert rule_of(s, "S9") == "dead-card"
    s = play(s, "S8")
    s = play(s, "pass")
    s = play(s, "pass")
    assert legal(s) == ["S9", "pass"]
    s = play(s, "S9")
    assert ranks(s, "S") == [7, 8, 9, 10]
    s = play(play(s, "pass"), "pass")
    assert legal(s) == ["SJ", "pass"], "the run went through the dead ♠10 at once"


def test_an_elimination_lays_cards_that_join_the_run_at_once_or_lie_dead() -> None:
    """The eliminated hand ♠8 ♠10 ♠J ♥5: ♠8 touches the run, so ♠9 opens; ♥5 is dead (♥6 missing)."""
    s = pos(["S8 S10 SJ H5", "S9 H4 H6", "C2 C3"], passes=[3, 0, 0])
    s = play(s, "pass")
    assert ranks(s, "S") == [7, 8, 10, 11] and ranks(s, "H") == [5, 7]
    assert legal(s) == ["S9", "H6", "pass"]
    assert rule_of(s, "H4") == "dead-card"
    s = play(s, "S9")
    assert ranks(s, "S") == [7, 8, 9, 10, 11]
    assert legal(s) == ["pass"]
    s = play(s, "pass")
    s = play(s, "H6")
    assert ranks(s, "H") == [5, 6, 7]
    s = play(s, "pass")
    assert legal(s) == ["H4", "pass"], "♥6 joined the dead ♥5 to the run, so ♥4 opens"


def test_the_pass_that_eliminates_can_end_the_round() -> None:
    """③: the round ends when at most one player still holds cards and is not eliminated."""
    s = pos(["", "S9 H2", "C2 C3"], turn=1, passes=[0, 3, 0], finished=(0,))
    after = play(s, "pass")
    assert after.turn == -1 and after.results == ((0, 2, 1),)


# --- ③ アガリと失格 / カード移動のルール: end of the round and ranking -------------------------------------


def test_ranking_finishers_then_the_last_holder_then_eliminated_latest_first() -> None:
    s = pos(["", "", "H2 H3", "C2 C3"], turn=3, passes=[4, 0, 0, 3], finished=(1,), eliminated=(0,))
    after = play(s, "pass")
    assert after.turn == -1
    assert after.results == ((1, 2, 3, 0),)
    assert after.points == (0, 3, 2, 1)
    out = GAME.outcome(after)
    assert out is not None and out.ranks == (4, 1, 2, 3) and out.winners == (1,)


def test_ranking_with_two_finishers_and_two_eliminated() -> None:
    """5 seats, events: 2 out, 0 finishes, 4 out, 3 out ⇒ 0, 1 (left), 3, 4, 2; points 4 3 2 1 0."""
    s = pos(["S8", "H2 H3", "D2", "C2 C3", "D3 D4"], turn=0, passes=[0, 0, 4, 0, 3])
    s = s._replace(eliminated=(2,), hands=(s.hands[0], s.hands[1], 0, s.hands[3], s.hands[4]))
    s = play(s, "S8")
    assert s.finished == (0,) and s.turn == 1
    s = play(s, "pass")
    s = play(s, "pass")
    assert s.turn == 4
    s = play(s, "pass")
    assert s.eliminated == (2, 4) and s.turn == 1
    s = s._replace(passes=(0, 1, 4, 3, 4))
    s = play(s, "pass")
    assert s.turn == 3
    s = play(s, "pass")
    assert s.turn == -1
    assert s.results == ((0, 1, 3, 4, 2),)
    assert s.points == (4, 3, 0, 2, 1)


def test_the_round_ends_when_one_player_is_left() -> None:
    s = pos(["S8", "H2", "C2"], finished=(2,))
    after = play(s, "S8")
    assert after.results == ((2, 0, 1),)
    assert GAME.to_move(after) is None and GAME.legal_moves(after) == []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(after, GAME.legal_moves(s)[0])
    assert err.value.rule == "game-over"
    assert rule_of(after, "pass") == "game-over"


# --- Match: rounds, points n − r, equal totals share a place ------------------------------------------


@pytest.mark.parametrize("rounds", [3, 5])
def test_a_match_deals_each_round_afresh_and_adds_points(rounds: int) -> None:
    """設定 (ラウンド数): each round dealt with derive(seed, "deal", r); the ♦7 holder starts it (decision 7)."""
    rng = random.Random(3)
    s = GAME.new(12, rounds=rounds)
    deals = [s.hands]
    starts = [s.turn]
    while GAME.to_move(s) is not None:
        r = s.round_no
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        if s.round_no != r:
            assert s.round_no == r + 1
            deals.append(s.hands)
            starts.append(s.turn)
            assert s.passes == (0, 0, 0, 0) and s.finished == () and s.eliminated == ()
            assert all(m == 1 << 6 for m in s.table) and s.round_start == len(s.log)
    assert len(s.results) == rounds and len(set(deals)) == rounds
    for r in range(rounds):
        hands, _, first = deal(12, Options(rounds=rounds), r)
        assert hands == deals[r] and first == starts[r]
        deck = list(range(52))
        derive(12, "deal", r).shuffle(deck)
        assert deck.index(DIAMOND_SEVEN) % 4 == starts[r]
    totals = [0] * 4
    for ranking in s.results:
        assert sorted(ranking) == [0, 1, 2, 3]
        for i, q in enumerate(ranking):
            totals[q] += 4 - (i + 1)
    assert list(s.points) == totals and sum(totals) == rounds * 6


def test_round_end_is_the_last_layout_before_the_next_deal() -> None:
    """What a table shows on a round's end (``rules.round_end``): the move that ends a round, applied without
    the next deal — every card a hand emptied or an elimination laid is on the table, the round's ranking and
    points are those the game counts, nobody is to move; any other move is ``apply``'s."""
    from sevens.games.shichinarabe.rules import round_end

    rng = random.Random(5)
    s = GAME.new(7, rounds=3)
    ends = 0
    while GAME.to_move(s) is not None:
        m = rng.choice(GAME.legal_moves(s))
        after, end = GAME.apply(s, m), round_end(s, m)
        if after.round_no == s.round_no:
            assert end == after
        else:
            ends += 1
            assert end.round_no == s.round_no and end.turn == -1 and end.log == after.log
            assert end.results == after.results and end.points == after.points
            held = sum(count(h) for h in end.hands)
            assert sum(bin(x).count("1") for x in end.table) + held == 52, "every card on the table or in the last hand"
            assert all(x & ~y == 0 for x, y in zip(s.table, end.table))
        s = after
    assert ends == 2


def test_points_of_one_round_are_n_minus_rank() -> None:
    """With n players rank r earns n − r: 3 players ⇒ 2, 1, 0."""
    s = pos(["S8", "H2", "C2"], finished=(2,))
    after = play(s, "S8")
    assert after.points == (1, 0, 2)


def test_equal_totals_share_a_place() -> None:
    s = pos(["", "", "", ""], turn=-1)._replace(points=(5, 5, 2, 0))
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 1, 3, 4) and out.winners == (0, 1)
    assert out.scores == (5.0, 5.0, 2.0, 0.0)
    s = s._replace(points=(3, 6, 3, 6))
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (3, 1, 3, 1) and out.order == (1, 3, 0, 2)


def test_the_match_ends_only_after_the_last_round() -> None:
    """A round's end starts the next deal; only the last round's end is the end of the match."""
    s = pos(["S8", "H2", "C2"], finished=(2,))._replace(opts=Options(players=3, rounds=3))
    after = play(s, "S8")
    assert after.round_no == 1 and after.turn >= 0 and GAME.outcome(after) is None
    assert after.results == ((2, 0, 1),) and after.points == (1, 0, 2)
    assert after.hands == deal(0, after.opts, 1)[0]


# --- Decisions the seed leaves open (README "Decisions") -----------------------------------------------


def test_a_run_that_reaches_the_joint_through_a_dead_ace_has_passed_it() -> None:
    """Decision 9: the eliminated player's ♥A joins the run at once when ♥K is played; the tunnel then
    closes ♥6's end, as if ♥A had been played through the joint."""
    s = pos(["HA S10", "HK H6 H2", "C2 C3"], table={"H": [8, 9, 10, 11, 12]}, passes=[3, 0, 0],
            ak_link=True, ak_tunnel=True)
    s = play(s, "pass")
    assert s.eliminated == (0,)
    assert legal(s) == ["H6", "HK", "pass"]
    s = play(s, "HK")
    s = play(s, "pass")
    assert legal(s) == ["H2", "pass"]
    assert rule_of(s, "H6") == "tunnel-closed"


def test_the_seed_is_never_in_a_view() -> None:
    """Decision 8: the seed would reveal every deal; a view is the same whatever the seed."""
    s = GAME.new(77, joker=True, rounds=3)
    rng = random.Random(1)
    for _ in range(20):
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    for seat in range(4):
        v = GAME.view(s, seat)
        assert "seed" not in v and "77" not in str(v.get("options"))
        assert GAME.view(s._replace(seed=12345), seat) == v
        det = GAME.determinize(v, random.Random(seat))
        assert det.seed != s.seed


def test_a_view_shows_the_own_hand_and_only_counts_of_the_others() -> None:
    """Views: the own hand as card texts, everyone's card count, legal moves only for the seat to act."""
    s = pos(["S8 H2 JK", "D8 D9", "C2"], joker=True)
    v = GAME.view(s, 1)
    assert v["hand"] == ["D8", "D9"] and v["counts"] == [3, 2, 1] and v["legal"] == []
    assert v["joker"] is None, "nobody has seen where the joker is"
    assert GAME.view(s, 0)["legal"] == legal(s) and GAME.view(s, 0)["joker"] == "mine"
    assert GAME.view(pos(["S8", "H2", "C2"]), 0)["joker"] == "none"
