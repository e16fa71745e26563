"""The bot's knowledge of ウルトラセブン (README.md, "The bot"): the evaluation (``evaluate.py``), the playout
policy (``policy.py``) and the level table (``levels.py``), played through the generic bot (``sevens.ai.bot``)."""

from __future__ import annotations

import random

import pytest

from sevens.ai.bot import make_bot
from sevens.ai.levels import for_game
from sevens.core.chance import resolve
from sevens.core.game import CHANCE
from sevens.games.ultraseven import policy
from sevens.games.ultraseven.cards import INVASIONS, ORDINARY_KEYS
from sevens.games.ultraseven.evaluate import evaluate_all
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.moves import legal
from sevens.games.ultraseven.state import ALIEN_SEAT, DEPLOY, OVER, TDF_SEAT, State, evolve

from .positions import card, start

LEVEL_NAMES = ("random", "easy", "normal", "hard")


def play_game(seed: int, tdf: str, alien: str, seconds: float | None = None) -> State:
    """A whole 1クール game, the TDF's bot ``tdf`` against the alien's ``alien``; dice from the seed."""
    s = GAME.new(seed, scenario="1cour")
    bots = {TDF_SEAT: make_bot(tdf, seed, seconds), ALIEN_SEAT: make_bot(alien, seed + 1, seconds)}
    moves = 0
    while not s.over:
        seat = GAME.to_move(s)
        if seat == CHANCE:
            s = GAME.apply(s, resolve(GAME, s))
            continue
        assert seat is not None
        m = bots[seat].choose(GAME, GAME.view(s, seat))
        assert m in GAME.legal_moves(s)
        s = GAME.apply(s, m)
        moves += 1
        assert moves <= GAME.info.max_moves
    return s


def at_deploy(seed: int, turn: int) -> State:
    """The policy's game of ``seed`` (1クール) at the TDF's deployment of ``turn``."""
    s = GAME.new(seed, scenario="1cour")
    while not (s.turn == turn and s.phase == DEPLOY):
        s = policy.step(s)
        assert not s.over
    return s


# --- the level table -----------------------------------------------------------------------------------------

def test_the_game_has_its_own_four_levels() -> None:
    levels = GAME.bot_levels()
    assert tuple(levels) == LEVEL_NAMES
    for name in LEVEL_NAMES:
        assert for_game(GAME, name) is levels[name]
    assert levels["random"].samples == 0
    assert levels["hard"].samples > levels["normal"].samples >= levels["easy"].samples
    assert levels["hard"].node_budget > levels["normal"].node_budget
    assert levels["hard"].horizon == levels["normal"].horizon == 1  # two turns stalled the alien (below)


def test_a_sides_decisions_this_turn_are_counted_for_the_turn_clock() -> None:
    """``TurnClock``: ``Turn.decided`` counts the decisions of the side deciding now this turn — the alien's in
    its action, then the TDF's from 0 at its deployment —, never a die; 0 again when the next turn begins; in
    the view and kept by ``determinize`` (it is public)."""
    s = GAME.new(11, scenario="1cour")
    rng = random.Random(3)
    assert GAME.turn_decisions(s) == 0 and GAME.to_move(s) == ALIEN_SEAT
    seen_rolls = seen_tdf = 0
    while s.turn < 4 and not s.over:
        seat, before = GAME.to_move(s), GAME.turn_decisions(s)
        if seat == CHANCE:
            after = GAME.apply(s, resolve(GAME, s))
            if after.turn == s.turn and GAME.to_move(after) == TDF_SEAT:
                assert GAME.turn_decisions(after) == before, "a die is no decision"
                seen_rolls += 1
        else:
            after = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            nxt = GAME.to_move(after)
            if after.turn != s.turn:
                assert GAME.turn_decisions(after) == 0, "a new turn starts from 0"
            elif seat == ALIEN_SEAT and nxt == TDF_SEAT:
                assert GAME.turn_decisions(after) == 0, "the TDF's deployment starts from 0"
            elif nxt == seat or nxt == CHANCE:
                assert GAME.turn_decisions(after) == before + 1
                seen_tdf += seat == TDF_SEAT
        for seat_ in (ALIEN_SEAT, TDF_SEAT):
            view = GAME.view(after, seat_)
            assert GAME.turn_decisions(GAME.determinize(view, random.Random(1))) == GAME.turn_decisions(after)
        s = after
    assert seen_rolls > 0 and seen_tdf > 5


def test_hards_turn_is_capped_by_the_decisions_already_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """``hard`` spends its seconds a decision while the side's turn leaves them (``Level.turn_seconds``: a TDF turn
    of 12–17 decisions), then less; it asks the game how many decisions its side has taken this turn."""
    hard, normal = for_game(GAME, "hard"), for_game(GAME, "normal")
    assert hard.turn_seconds is not None and hard.time_budget is not None and normal.time_budget is not None
    assert hard.time_budget >= normal.time_budget and hard.turn_seconds <= 10.0
    assert hard.seconds(False, 0) == hard.time_budget
    assert hard.seconds(False, 14) == pytest.approx(hard.time_budget)  # a turn of 15 decisions is spent whole
    assert hard.seconds(False, 16) < hard.time_budget
    asked: list[int] = []
    real = type(GAME).turn_decisions
    monkeypatch.setattr(type(GAME), "turn_decisions", lambda self, st: asked.append(real(self, st)) or asked[-1])
    s = at_deploy(7, 2)
    make_bot("hard", 3, "level").choose(GAME, GAME.view(s, TDF_SEAT))
    assert asked == [0]


def test_no_level_holds_its_last_cards_when_the_deck_is_empty() -> None:
    """E 7 (bots must not stall): the deck empty, two cards in hand, nothing on the table — the alien places one
    (seed 300's game, turn 110, README "The stall": two-turn playouts preferred ``end`` turn after turn)."""
    base = start("1cour", seed=300)
    cards = list(base.deck) + list(base.hand)
    invasions = [k for k in cards if k in INVASIONS and k not in ("ep34", "ep47")]
    others = tuple(k for k in cards if k not in INVASIONS)
    s = evolve(base, deck=(), hand=("ep34", "ep47"), table=(), removed=tuple(invasions), discards=others,
               gone=tuple((k % 6, k + 1) for k in range(len(invasions))), energy=16, turn=110, placed=11, ap=8,
               phase="alien")
    for level in ("normal", "hard"):
        m = make_bot(level, 5, None).choose(GAME, GAME.view(s, ALIEN_SEAT))
        assert m.verb == "place", (level, m)


# --- the evaluation ----------------------------------------------------------------------------------------

def test_evaluation_is_in_0_1_and_sums_to_1_along_a_game() -> None:
    s = GAME.new(5, scenario="1cour")
    seen = 0
    while not s.over:
        tdf, alien = evaluate_all(s)
        assert 0.0 <= tdf <= 1.0 and 0.0 <= alien <= 1.0
        assert tdf + alien == pytest.approx(1.0)
        assert GAME.evaluate(s, TDF_SEAT) == tdf and GAME.evaluate(s, ALIEN_SEAT) == alien
        s = policy.step(s)
        seen += 1
    assert seen > 100


def test_evaluation_is_the_result_at_a_finished_game() -> None:
    s = start("1cour")
    assert evaluate_all(evolve(s, winner=ALIEN_SEAT, phase=OVER)) == (0.0, 1.0)
    assert evaluate_all(evolve(s, winner=TDF_SEAT, phase=OVER)) == (1.0, 0.0)
    assert GAME.evaluate(evolve(s, winner=TDF_SEAT, phase=OVER), TDF_SEAT) == 1.0


def test_evaluation_favours_the_alien_with_a_face_up_card_near_13() -> None:
    # a face-up card at 11 chits (R 20.2: 13 wins) and Seven down to 3 energy
    key = ORDINARY_KEYS[0]
    s = start("1cour", table=(card(key, 0, face_up=True, chits=11),), placed=1, energy=3)
    tdf, alien = evaluate_all(s)
    assert alien > 0.8 > tdf


def test_evaluation_favours_the_tdf_with_most_cards_removed_and_energy_left() -> None:
    # every invasion card but one removed, nothing on the table, Seven at full energy
    s0 = start("1cour")
    left = [k for k in s0.invasions_left()]
    s = evolve(s0, hand=(left[0],), deck=tuple(k for k in s0.deck if k not in INVASIONS),
               removed=tuple(left[1:]), gone=tuple((i, 1) for i in range(len(left) - 1)))
    tdf, alien = evaluate_all(s)
    assert tdf > 0.8 > alien
    assert tdf > evaluate_all(s0)[0]


# --- the policy -------------------------------------------------------------------------------------------------

def test_policy_plays_whole_games_with_both_sides_winning() -> None:
    winners = set()
    for seed in range(12):
        s = policy.playout(GAME.new(seed, scenario="1cour"), random.Random(0), 400)
        assert s.over
        winners.add(s.winner)
    assert winners == {TDF_SEAT, ALIEN_SEAT}


def test_playout_is_reproducible_and_stops_at_the_end_of_the_turn() -> None:
    s = at_deploy(2, 3)
    a = GAME.playout(s, random.Random(1))
    b = GAME.playout(s, random.Random(2))
    assert a == b  # the policy is deterministic and its dice come from the state's seed
    assert a.over or (a.turn == 4 and a.phase == "alien")
    c = GAME.playout_turns(s, random.Random(1), 2)
    assert c.over or c.turn == 5


def test_policy_moves_are_legal() -> None:
    s = GAME.new(9, scenario="1cour")
    while not s.over:
        if GAME.to_move(s) != CHANCE:
            assert policy.choose(s) in legal(s)
        s = policy.step(s)




def test_values_a_state_keeps_from_the_one_before_are_the_values_made_afresh() -> None:
    """Two shortcuts keep derived values across states: ``rules._counted`` keeps ``settle``'s values when it only
    counts a decision (``Turn.decided``), and ``policy.step`` gives a deployment's state the per-area values the
    state before had made for the other areas. At every decision of whole policy games, the legal moves, the
    effects, the groups and the carried per-area values equal those of the same state with an empty cache, and
    the policy's choice is the same."""
    from sevens.games.ultraseven import combat as cb
    from sevens.games.ultraseven.cards import AREA_KEYS

    carried = 0
    for seed in range(6):
        s = GAME.new(seed, scenario="1cour")
        while not s.over:
            fresh = evolve(s)
            assert not fresh.cache
            for key in policy.CARRIED:
                for area, value in s.cache.get(key, {}).items():
                    made = policy._recon_base(fresh, area) if key == "recon_base" else policy._deploy_area(fresh, area)
                    assert value == made, (seed, s.turn, key, area)
                    carried += 1
            if "legal" in s.cache:
                assert legal(s) == legal(evolve(s))
            assert cb.effects(s) == cb.effects(fresh)
            assert all(cb.members_in(s, a) == cb.members_in(fresh, a) for a in AREA_KEYS)
            if GAME.to_move(s) != CHANCE:
                assert policy.choose(s) == policy.choose(evolve(s))
            s = policy.step(s)
    assert carried > 500, carried
# --- the bot: only the view, every level on both seats, strength -------------------------------------------------

@pytest.mark.parametrize("seat", [TDF_SEAT, ALIEN_SEAT])
def test_the_bots_choice_depends_only_on_the_view(seat: int) -> None:
    """Two states with the same view but different hidden cards (face-down identities and areas, the hand, the
    deck's order) give the same move for the same bot seed."""
    s = at_deploy(4, 4)
    while GAME.to_move(s) != seat or len(GAME.legal_moves(s)) < 3:
        s = policy.step(s)
    v = GAME.view(s, seat)
    other = None
    for k in range(50):
        t = GAME.determinize(v, random.Random(k))
        if GAME.view(t, seat) == v and (t.deck != s.deck or t.table != s.table or t.hand != s.hand):
            other = t
            break
    assert other is not None
    for level in ("easy", "normal"):
        a = make_bot(level, 7, None).choose(GAME, GAME.view(s, seat))
        b = make_bot(level, 7, None).choose(GAME, GAME.view(other, seat))
        assert a == b


@pytest.mark.slow
@pytest.mark.parametrize("tdf,alien", [("easy", "hard"), ("hard", "easy")])
def test_easy_and_hard_play_a_whole_game_on_both_seats(tdf: str, alien: str) -> None:
    """Short seconds: each decision searches its first sample only (it always finishes, ``Bot._vote``)."""
    s = play_game(3, tdf, alien, seconds=0.01)
    assert s.over and s.winner in (TDF_SEAT, ALIEN_SEAT)


NORMAL_VS_RANDOM = {TDF_SEAT: (2, 2), ALIEN_SEAT: (4, 4)}
"""Games and the wins ``normal`` must take on each side against ``random`` (node budgets, seeds 0…): measured
all won (README.md, "The bot"); the TDF's games are the long ones (a random alien rarely gets a card to 13, so
the TDF must remove every card)."""


@pytest.mark.slow
@pytest.mark.parametrize("seat", [TDF_SEAT, ALIEN_SEAT])
def test_normal_beats_random_on_each_side(seat: int) -> None:
    games, need = NORMAL_VS_RANDOM[seat]
    wins = 0
    for seed in range(games):
        tdf, alien = ("normal", "random") if seat == TDF_SEAT else ("random", "normal")
        s = play_game(seed, tdf, alien)
        wins += s.winner == seat
    assert wins >= need


def _deploy_by_policy(s: State) -> State:
    """The policy's whole deployment from ``s`` (a TDF deployment decision)."""
    while s.phase == DEPLOY:
        s = policy.step(s)
    return s


def test_the_tdf_policy_gathers_its_members_to_search_for_face_down_cards() -> None:
    """R 12.4–R 12.5: a lone member's 2d6 finds a chitless card with 偵察 −2 once in 36, three together (偵察 5)
    ten times in 36: with face-down cards only, the policy's deployment makes groups of two or more where no
    face-up card lies, instead of one member an area (the stall of README "The bot": a card never found)."""
    s = start("1cour", phase=DEPLOY, ap=0, table=(card("ep1", 1), card("ep4", 2)), placed=3)
    after = _deploy_by_policy(s)
    groups: dict[str, int] = {}
    for d in after.members:
        groups[d.area] = groups.get(d.area, 0) + 1
    assert groups and max(groups.values()) >= 2, groups
    assert len(groups) < len(after.members)


def test_the_search_avoids_face_up_cards_areas_and_areas_just_searched() -> None:
    """E 14: the TDF reads only the public table: no face-down card where a face-up one lies (one card an area);
    an area whose recon last turn found nothing with a low roll is less likely to hold one than an area not
    searched; nothing to search when no card is face down."""
    up = card("ep1", 1, face_up=True)
    s = start("1cour", phase=DEPLOY, ap=0, table=(up, card("ep4", 2)), placed=3, turn=5)
    assert policy.search_weight(s, up.area) == 0.0
    others = [a for a in ("space", "base", "mountain", "sea", "associates") if a != up.area]
    assert all(policy.search_weight(s, a) == 1.0 for a in others)
    missed = evolve(s, recons=((4, others[0], 6, 3, -1),))
    assert 0.0 < policy.search_weight(missed, others[0]) < policy.search_weight(missed, others[1]) == 1.0
    assert policy.search_weight(start("1cour", phase=DEPLOY, ap=0, table=(up,), placed=2), others[0]) == 0.0
