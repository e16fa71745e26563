"""What nobody chooses is said in the log (a QA pass found the combat log wrong): a TDF attack decided without a die
(E 22) and the only area left fought (rules.py, ``settle``) are no move of the record, so the log put the next
attack's die under the last area a move named. ``GAME.describe_move`` now says them after the move that led to them."""

from __future__ import annotations

from sevens.core import chance
from sevens.games.ultraseven import policy, rules
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.state import COMBAT


def _steps(seed: int, limit: int = 4000):
    """(state, move) along a policy game of 1クール (dice from the state's seed)."""
    s = GAME.new(seed, scenario="1cour")
    for _ in range(limit):
        if GAME.to_move(s) is None:
            return
        m = chance.resolve(GAME, s) if GAME.to_move(s) == chance.CHANCE else policy.choose(s)
        yield s, m
        s = GAME.apply(s, m)


def test_each_step_nobody_chose_is_said_where_it_happened() -> None:
    seen = {"fight": 0, "attack": 0}
    for seed in range(1, 30):
        for s, m in _steps(seed):
            auto = rules.automatic(s, m)
            if not auto:
                continue
            said = GAME.describe_move(s, m, "en")
            said_ja = GAME.describe_move(s, m, "ja")
            for kind, who, area, hit in auto:
                seen[kind] += 1
                if kind == "fight":
                    assert "(the only area left)" in said and "残るエリアはここだけ" in said_ja
                else:
                    assert ("hits without a die" if hit else "misses without a die") in said
            after = GAME.apply(s, m)
            last = auto[-1]
            if last[0] == "fight" and after.phase == COMBAT:  # the area the combat goes on in is the one named
                assert after.t.area == last[2]
        if seen["fight"] and seen["attack"]:
            break
    assert seen["fight"] and seen["attack"], seen


def test_a_move_that_leads_to_nothing_automatic_is_said_as_before() -> None:
    from sevens.games.ultraseven import notation

    for s, m in list(_steps(3))[:300]:
        if not rules.automatic(s, m):
            assert GAME.describe_move(s, m, "en") == notation.describe(s, m, "en")
