"""七並べ rules, section by section of seed 003 and RULES.md, on fixed positions with hand-counted moves."""

from __future__ import annotations

import random

import pytest

from sevens.core import BadOption, BadRecord, IllegalMove, get, record
from sevens.games.shichinarabe.cards import JOKER_BIT, parse
from sevens.games.shichinarabe.state import Options, State

GAME = get("shichinarabe")


def mask(cards: str) -> int:
    m = 0
    for word in cards.split():
        c = parse(word)
        assert c is not None, word
        m |= 1 << c
    return m


def pos(hands: list[str], table: dict[str, list[int]] | None = None, turn: int = 0,
        passes: list[int] | None = None, finished: tuple[int, ...] = (), eliminated: tuple[int, ...] = (),
        **options: object) -> State:
    """A position: hands as card texts, the table as ranks per suit letter (every 7 is always there)."""
    n = len(hands)
    opts = Options(**{"players": n, **options})  # type: ignore[arg-type]
    suits = []
    for letter in "SHDC":
        m = 1 << 6
        for r in (table or {}).get(letter, []):
            m |= 1 << (r - 1)
        suits.append(m)
    return State(0, opts, 0, tuple(mask(h) for h in hands), tuple(suits), tuple(passes or [0] * n),
                 finished, eliminated, turn, (0,) * n, (), (), 0)


def legal(s: State) -> list[str]:
    return [GAME.format_move(s, m) for m in GAME.legal_moves(s)]


def play(s: State, text: str) -> State:
    return GAME.apply(s, GAME.parse_move(s, text))


def rule_of(s: State, text: str) -> str:
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(s, text)
    return err.value.rule


# --- 基本ルール ②: only the ranks next to the run; a pass is always possible -------------------------

def test_at_the_start_only_sixes_and_eights_are_playable() -> None:
    s = pos(["S6 S8 H5 DK C9", "H8", "D8"])
    assert legal(s) == ["S6", "S8", "pass"]


def test_a_pass_is_allowed_even_with_a_playable_card() -> None:
    s = pos(["S8 H2", "H8", "D8"])
    after = play(s, "pass")
    assert after.passes == (1, 0, 0) and after.turn == 1


def test_cards_cannot_skip_ranks() -> None:
    s = pos(["S9 S5", "H8", "D8"])
    assert legal(s) == ["pass"]
    assert rule_of(s, "S9") == "not-adjacent"
    assert rule_of(s, "H8") == "not-in-hand"
    assert rule_of(s, "S7") == "on-table"


def test_the_run_grows_from_both_ends() -> None:
    s = pos(["S9 S5 H2", "H8", "D8"], table={"S": [6, 8]})
    assert legal(s) == ["S5", "S9", "pass"]


def test_play_passes_to_the_left_skipping_finished_and_eliminated() -> None:
    s = pos(["S8 H2", "", "C2", "D2 D3", "H3"], finished=(1,), eliminated=(2,))
    assert play(s, "S8").turn == 3
    s = pos(["S8 H2", "H3", "", "D2 D3"], turn=3, finished=(2,))
    assert play(s, "pass").turn == 0


# --- 追加ルール: AとKが隣接 (the seed's ♥ examples) and the tunnel ---------------------------------------

def test_seed_example_hearts_seven_to_king_then_ace() -> None:
    table = {"H": [8, 9, 10, 11, 12, 13]}
    s = pos(["HA H2 H6", "S8", "D8"], table=table, ak_link=True)
    assert legal(s) == ["HA", "H6", "pass"]
    s2 = play(s, "HA")
    assert "H2" in legal(pos(["H2"] + ["S8", "D8"], table={"H": [8, 9, 10, 11, 12, 13, 1]}, ak_link=True))
    assert s2.table[1] >> 0 & 1
    plain = pos(["HA H2 H6", "S8", "D8"], table=table)
    assert legal(plain) == ["H6", "pass"]
    assert rule_of(plain, "HA") == "not-adjacent"


def test_seed_example_hearts_seven_down_to_ace_then_king() -> None:
    s = pos(["HK H8", "S8", "D8"], table={"H": [1, 2, 3, 4, 5, 6]}, ak_link=True)
    assert legal(s) == ["H8", "HK", "pass"]


def test_tunnel_closes_the_other_end_after_the_joint() -> None:
    table = {"H": [8, 9, 10, 11, 12, 13, 1]}
    s = pos(["H2 H6", "S8", "D8"], table=table, ak_link=True, ak_tunnel=True)
    assert legal(s) == ["H2", "pass"]
    assert rule_of(s, "H6") == "tunnel-closed"
    link_only = pos(["H2 H6", "S8", "D8"], table=table, ak_link=True)
    assert legal(link_only) == ["H2", "H6", "pass"]


def test_tunnel_before_the_joint_both_ends_are_open() -> None:
    s = pos(["HA H6", "S8", "D8"], table={"H": [8, 9, 10, 11, 12, 13]}, ak_link=True, ak_tunnel=True)
    assert legal(s) == ["HA", "H6", "pass"]


def test_tunnel_needs_the_link() -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(1, ak_tunnel=True)
    assert err.value.option == "ak_tunnel"


# --- ジョーカー その1 / その2 with the forced swap ---------------------------------------------------------

def test_joker_rule_1_forces_the_holder_to_swap() -> None:
    s = pos(["JK H2", "D2", "S8 C3"], joker=True)
    assert legal(s) == ["JK@S6", "JK@S8", "JK@H6", "JK@H8", "JK@D6", "JK@D8", "JK@C6", "JK@C8", "pass"]
    after = play(s, "JK@S8")
    assert after.hands[0] == mask("H2")
    assert after.hands[2] == mask("C3") | JOKER_BIT
    assert after.table[0] == mask("S7 S8")
    assert after.turn == 1, "play goes on from the joker player's left"
    entry = GAME.view(after, 1)["log"][-1]
    assert entry == {"round": 0, "seat": 0, "move": "JK@S8", "swap": 2}
    assert GAME.view(after, 1)["joker"] == 2, "everyone saw who took the joker"


def test_seed_example_joker_on_spade_ten_with_the_jack() -> None:
    s = pos(["JK SJ D2", "S10 H3", "C2"], table={"S": [8, 9]}, joker=True)
    moves = legal(s)
    assert "JK@S10+SJ" in moves and "JK@S10" in moves
    after = play(s, "JK@S10+SJ")
    assert after.hands[0] == mask("D2")
    assert after.hands[1] == mask("H3") | JOKER_BIT
    assert after.table[0] == mask("S7 S8 S9 S10 SJ")
    assert after.turn == 1


def test_joker_rule_2_needs_the_card_one_beyond() -> None:
    s = pos(["JK SQ D2", "S10 SJ", "C2"], table={"S": [8, 9]}, joker=True)
    assert not [m for m in legal(s) if "+" in m]
    assert rule_of(s, "JK@S10+SQ") == "joker-pair"


def test_joker_may_not_stand_for_a_card_you_hold() -> None:
    s = pos(["JK S8 D2", "H2", "C2"], joker=True)
    assert "JK@S8" not in legal(s)
    assert rule_of(s, "JK@S8") == "joker-own-card"


def test_joker_cannot_skip_ranks_and_must_be_held() -> None:
    s = pos(["JK D2", "S9", "C2"], joker=True)
    assert rule_of(s, "JK@S9") == "not-adjacent"
    s2 = pos(["D2", "S8 JK", "C2"], joker=True)
    assert rule_of(s2, "JK@S8") == "no-joker"
    assert rule_of(s2, "JK") == "joker-needs-position"


def test_joker_as_last_card_forbidden_by_default() -> None:
    s = pos(["JK", "S8 H2", "C2"], joker=True)
    assert legal(s) == ["pass"]
    assert rule_of(s, "JK@S8") == "joker-last"


def test_joker_as_last_card_allowed_by_option_finishes() -> None:
    s = pos(["JK", "S8 H2", "C2 C3"], joker=True, joker_last=True)
    after = play(s, "JK@S8")
    assert after.finished == (0,) and after.hands[0] == 0
    assert after.hands[1] == mask("H2") | JOKER_BIT


def test_rule_2_may_finish_with_the_joker_and_the_card_beyond() -> None:
    """Decision: the joker is not left alone, so this is allowed even when joker-as-last is forbidden."""
    s = pos(["JK S9", "S8 H2", "C2 C3"], joker=True)
    after = play(s, "JK@S8+S9")
    assert after.finished == (0,)


def test_a_forced_swap_can_leave_only_the_joker_which_then_cannot_be_played() -> None:
    s = pos(["JK H2", "S8", "C2 C3"], joker=True)
    after = play(s, "JK@S8")
    assert after.hands[1] == JOKER_BIT and after.turn == 1
    assert legal(after) == ["pass"]


# --- パス limit, 失格, dead cards ----------------------------------------------------------------------

@pytest.mark.parametrize("limit", [1, 2, 3])
def test_the_pass_beyond_the_limit_eliminates(limit: int) -> None:
    s = pos(["S10 HK", "H2 H3", "C2 C3"], passes=[limit, 0, 0], pass_limit=limit)
    assert "pass" in legal(s), "a pass stays legal: it eliminates"
    after = play(s, "pass")
    assert after.eliminated == (0,) and after.hands[0] == 0
    assert after.table[0] >> 9 & 1 and after.table[1] >> 12 & 1, "the cards are laid in their places"
    entry = GAME.view(after, 1)["log"][-1]
    assert entry["eliminated"] and entry["laid"] == ["S10", "HK"]
    ok = pos(["S10 HK", "H2 H3", "C2 C3"], passes=[limit - 1, 0, 0], pass_limit=limit)
    assert play(ok, "pass").eliminated == ()


def test_dead_cards_make_nothing_playable_until_the_run_reaches_them() -> None:
    s = pos(["S9 S8 SJ D2", "H2", "C2"], table={"S": [10]})
    assert legal(s) == ["S8", "pass"]
    assert rule_of(s, "S9") == "dead-card"
    s = play(s, "S8")
    s = play(s, "pass")
    s = play(s, "pass")
    assert legal(s) == ["S9", "pass"]
    s = play(s, "S9")
    assert s.table[0] == mask("S7 S8 S9 S10")
    s = play(play(s, "pass"), "pass")
    assert legal(s) == ["SJ", "pass"], "the run went through the dead ♠10 at once"


def test_an_eliminated_players_joker_leaves_the_game() -> None:
    s = pos(["JK S10", "H2 H3", "C2 C3"], passes=[3, 0, 0], joker=True)
    after = play(s, "pass")
    assert all(not h & JOKER_BIT for h in after.hands)
    assert GAME.view(after, 1)["joker"] == "gone"
    assert GAME.view(after, 1)["log"][-1]["laid"] == ["S10", "JK"]


# --- ③ アガリと失格: end of the round and ranking -------------------------------------------------------

def test_ranking_finishers_then_the_last_holder_then_eliminated_latest_first() -> None:
    s = pos(["", "", "H2 H3", "C2 C3"], turn=3, passes=[4, 0, 0, 3], finished=(1,), eliminated=(0,))
    after = play(s, "pass")
    assert after.turn == -1
    assert after.results == ((1, 2, 3, 0),)
    assert after.points == (0, 3, 2, 1)
    out = GAME.outcome(after)
    assert out is not None and out.ranks == (4, 1, 2, 3)


def test_the_round_ends_when_one_player_is_left() -> None:
    s = pos(["S8", "H2", "C2"], finished=(2,))
    after = play(s, "S8")
    assert after.results == ((2, 0, 1),)
    assert GAME.to_move(after) is None and GAME.legal_moves(after) == []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(after, GAME.legal_moves(s)[0])
    assert err.value.rule == "game-over"


# --- Match: rounds, points n − r, equal totals share a place ------------------------------------------

def test_a_match_deals_each_round_afresh_and_adds_points() -> None:
    rng = random.Random(3)
    s = GAME.new(12, rounds=3)
    deals = [s.hands]
    starts = [s.turn]
    while GAME.to_move(s) is not None:
        r = s.round_no
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        if s.round_no != r:
            deals.append(s.hands)
            starts.append(s.turn)
            assert s.passes == (0, 0, 0, 0) and s.finished == () and s.eliminated == ()
    assert len(s.results) == 3 and len(set(deals)) == 3
    from sevens.core.rng import derive

    for r in range(3):  # the first player of each round held ♦7 (card 32) in that round's deal
        deck = list(range(52))
        derive(12, "deal", r).shuffle(deck)
        assert deck.index(32) % 4 == starts[r]
    totals = [0] * 4
    for ranking in s.results:
        for i, q in enumerate(ranking):
            totals[q] += 4 - (i + 1)
    assert list(s.points) == totals


def test_equal_totals_share_a_place() -> None:
    s = pos(["", "", "", ""], turn=-1)._replace(points=(5, 5, 2, 0))
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 1, 3, 4)


# --- Options, moves and records from outside -------------------------------------------------------------

@pytest.mark.parametrize("given, option", [
    ({"players": 9}, "players"), ({"players": 2}, "players"), ({"rounds": 2}, "rounds"),
    ({"pass_limit": 0}, "pass_limit"), ({"pass_limit": True}, "pass_limit"), ({"joker": 1}, "joker"),
    ({"colour": "red"}, "colour"),
])
def test_bad_options_name_the_option_and_its_values(given: dict, option: str) -> None:
    with pytest.raises(BadOption) as err:
        GAME.new(1, **given)
    assert err.value.option == option
    assert option in str(err.value)


@pytest.mark.parametrize("seed", [-1, 2**63, 1.5, "7", None])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(BadOption):
        GAME.new(seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("word, rule", [("S99", "unreadable"), ("", "unreadable"), ("JK@", "unreadable"),
                                        ("JK@S8+JK", "unreadable")])
def test_unreadable_moves(word: str, rule: str) -> None:
    s = pos(["JK S8", "H2", "C2"], joker=True)
    assert rule_of(s, word) == rule


def test_friendly_move_texts() -> None:
    s = pos(["S8 JK H10", "H9", "C2"], table={"H": [8]}, joker=True)
    assert GAME.parse_move(s, "♠8") == GAME.parse_move(s, "8s") == GAME.parse_move(s, "s8")
    assert GAME.parse_move(s, "パス") == GAME.parse_move(s, "pass")
    assert GAME.format_move(s, GAME.parse_move(s, "jk h9 h10")) == "JK@H9+H10"
    assert GAME.format_move(s, GAME.parse_move(s, "joker ♥9")) == "JK@H9"


def _record(**changes: object) -> dict:
    rng = random.Random(1)
    s = GAME.new(5)
    for _ in range(6):
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    rec = GAME.to_record(s)
    rec.update(changes)
    return rec


@pytest.mark.parametrize("changes, field", [
    ({"format": 2}, "format"), ({"game": "tetrahex"}, "game"), ({"seed": -4}, "seed"),
    ({"seed": 2**64}, "seed"), ({"seed": "5"}, "seed"), ({"options": []}, "options"),
    ({"options": {"players": 12}}, "options.players"), ({"options": {"x": 1}}, "options.x"),
    ({"moves": "S8"}, "moves"), ({"moves": ["S8", 5]}, "moves[1]"), ({"moves": ["H13"]}, "moves[0]"),
    ({"extra": 1}, "extra"),
])
def test_corrupt_records_name_the_field(changes: dict, field: str) -> None:
    with pytest.raises(BadRecord) as err:
        GAME.from_record(_record(**changes))
    assert err.value.field == field
    assert str(err.value).startswith(field)


def test_moves_after_the_end_and_illegal_moves_are_refused() -> None:
    s = pos(["S8", "H2", "C2"], finished=(2,))
    rec = _record()
    rec["moves"] = rec["moves"] + ["pass"] * 400
    with pytest.raises(BadRecord) as err:
        GAME.from_record(rec)
    assert err.value.field.startswith("moves[")
    assert GAME.to_move(s) == 0


@pytest.mark.parametrize("text", ["", "{", "[1,2]", "null", "x" * 3_000_000, '{"format": 1}' * 1])
def test_record_text_that_is_not_a_record(text: str) -> None:
    with pytest.raises(BadRecord):
        record.load_game(text)


def test_a_refused_record_leaves_the_game_in_progress_intact() -> None:
    s = GAME.new(21)
    snapshot = repr(s)
    good = GAME.to_record(s)
    with pytest.raises(BadRecord):
        GAME.from_record({**good, "moves": ["S2"]})
    assert repr(s) == snapshot and GAME.to_record(s) == good


def test_a_run_that_reaches_the_joint_through_a_dead_ace_has_passed_it() -> None:
    """Decision 9: the eliminated player's ♥A joins the run at once when ♥K is played; the tunnel closes ♥6's end."""
    s = pos(["HA S10", "HK H6 H2", "C2 C3"], table={"H": [8, 9, 10, 11, 12]}, passes=[3, 0, 0],
            ak_link=True, ak_tunnel=True)
    s = play(s, "pass")
    assert s.eliminated == (0,)
    assert legal(s) == ["H6", "HK", "pass"]
    s = play(s, "HK")
    s = play(s, "pass")
    assert legal(s) == ["H2", "pass"]
    assert rule_of(s, "H6") == "tunnel-closed"
