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
            said, base = GAME.describe_move(s, m, "en"), notation.describe(s, m, "en")
            assert said == base or (m.verb == "roll" and said.startswith(base + " → ")), said


def test_each_combat_die_says_what_it_did() -> None:
    """A QA pass read "Captain Kiriyama attacks: 1d6 = 5" and "transformation: 2d6 = 8" with no result, and no line
    said a card was removed: each combat die now says it (``notation.outcome``), checked against the state after."""
    from sevens.games.ultraseven.moves import ALIEN_DIE, ATTACK, CAPSULE, CHANGE, TECH

    seen: set[str] = set()
    told: set[str] = set()
    for seed in range(1, 40):
        for s, m in _steps(seed):
            if m.verb != "roll" or s.phase != COMBAT:
                continue
            step, after = s.t.step, GAME.apply(s, m)
            said, said_ja = GAME.describe_move(s, m, "en"), GAME.describe_move(s, m, "ja")
            if step == ATTACK:
                p, q = s.card_in(s.t.area), after.card_in(s.t.area)
                hurt = q is None or q.order != p.order or q.damage > p.damage or q.stage > p.stage
                assert ("→ a hit" in said) == hurt and ("→ a miss" in said) == (not hurt), said
            if step == CHANGE:
                assert ("Ultra Seven appears" in said) == (after.t.step == TECH), said
                assert "変身" in said_ja
            if step == CAPSULE:
                assert any(w in said for w in ("damage", "chit", "no effect")) and said.count(":") >= 2, said
            if step == ATTACK and "→ a hit" in said:  # the card hit is named (QA 2026-12-04)
                p = s.card_in(s.t.area)
                assert f"a hit: 1 damage to #{p.order} " in said and f"#{p.order}" in said_ja, said
                q = after.card_in(s.t.area)
                if q is not None and q.order == p.order and q.stage == p.stage:
                    assert f"({q.damage} damage now)" in said, said
                    told.add("damage now")
            if step == ALIEN_DIE:
                assert "against the alien" in said and "対 星人側" in said_ja
                if "the alien wins" in said:  # and what losing cost (QA 2026-12-04)
                    assert any(w in said for w in ("Seven is beaten", "Seven is captured", "Seven dies")), said
                    told.add("lost")
                if ": a tie" in said:
                    assert "fight again" in said or "no second fight" in said, said
            gone = {p.order for p in s.table} - {p.order for p in after.table}
            for k in gone:
                assert f"#{k} " in said and "is removed" in said and "を除去" in said_ja
            if step in (ATTACK, CAPSULE, CHANGE, ALIEN_DIE):
                seen.add(step)
        if len(seen) == 4 and len(told) == 2:
            break
    assert seen == {ATTACK, CAPSULE, CHANGE, ALIEN_DIE}, seen
    assert told == {"damage now", "lost"}, told
