"""Rules of セブンスクエア the engine follows but no other test pinned down (seed 「セブンスクエア(仮)(TCG)」): the
【付与:射撃1/2】 of 名犬アオ given to its rider, the 将 acting on the first game turn, a 陣 square passed like an
empty one, a 陣 set only by 【工作】 (never deployed), a square with 2 own cards closed to a move, and the fourth
card of a turn refused. Each is checked in play, with and without its cause, from fixed positions
(``squarehelpers.position``) or from a game's own set-up.
"""

from __future__ import annotations

import pytest

from sevens.core.errors import IllegalMove
from sevens.games.square.battle import board
from sevens.games.square.cards import DECKS
from sevens.games.square.moves import reachable
from sevens.games.square.state import SETUP_TURNS, State, name

from squarehelpers import GAME, fort, legal, on, piece, play, position


def _refused(s: State, text: str) -> str:
    """The rule a refused move names."""
    with pytest.raises(IllegalMove) as err:
        play(s, text)
    assert err.value.en and err.value.ja
    return err.value.rule


def _reach(s: State, text: str) -> set[str]:
    b = board(s)
    return {name(q) for q in reachable(b, piece(s, text).cid)}


def test_ao_grants_its_rider_shoot_1_2() -> None:
    """Seed 騎カード: 「【付与:射撃1/2】の場合、重ねられている兵カードに:後の能力を与えることが出来る。」 — a 牙の戦士 (no
    射撃) riding 名犬アオ shoots 1 damage at distance 2 (not 3); the same 兵 alone cannot shoot at all."""
    s = position(deck0="fang", pieces=[("ao", 0, "d3", {"riders": [("fang-warrior", 0)]}),
                                       ("mercenary", 1, "d5"), ("mercenary", 1, "d6")])
    assert [t for t in legal(s) if t.startswith("shoot ")] == ["shoot ao@d3 mercenary@d5"]
    assert _refused(s, "shoot ao@d3 mercenary@d6") == "R13-range"
    s1 = play(s, "shoot ao@d3 mercenary@d5")
    hit = piece(s1, "mercenary@d5")
    assert (hit.dmg, hit.left) == (1, 2)
    e = s1.events[-1]
    assert e.kind == "shot" and e.hits == (("mercenary", 1, 1, 2),)

    alone = position(deck0="fang", pieces=[("fang-warrior", 0, "d3"), ("mercenary", 1, "d5")])
    assert not [t for t in legal(alone) if t.startswith("shoot ")]
    assert _refused(alone, "shoot fang-warrior@d3 mercenary@d5") == "R13-none"


def test_the_general_acts_on_the_first_game_turn() -> None:
    """Seed 移動・能力フェイズ: 「このターン以前に出撃していたカード（1ターン目の将カードは以前に出撃していたとする）を3枚まで
    移動あるいは能力の発動が出来る」 — from a real set-up (README decision 13: turns 0–3 are the set-up, the first game
    turn is 4), each player's 将 moves in their first turn, while a card deployed that turn may not."""
    s = GAME.new(3, first="P1")
    s = play(s, f"general {DECKS['aera'].general}", f"general {DECKS['fang'].general}", "keep", "keep")
    assert (s.turn, s.seat, s.phase) == (SETUP_TURNS, 0, "deploy")
    s = play(s, "deploy aera-archer d1")  # its 2 IP spent: the deploy phase ends by itself (decision 12)
    assert s.phase == "act" and s.seat == 0
    assert [t for t in legal(s) if t.startswith("move ")] == [
        "move aera-general@d1 c1", "move aera-general@d1 e1", "move aera-general@d1 d2"]
    assert _refused(s, "move aera-archer@d1 d2") == "R10-deployed"
    s = play(s, "move aera-general@d1 d2")
    assert on(s, "d2") == ["aera-general"] and on(s, "d1") == ["aera-archer"]

    # P2's first game turn: its 将 moves too.
    assert (s.turn, s.seat) == (SETUP_TURNS + 1, 1)
    if s.phase == "deploy":
        s = play(s, "done")
    assert s.phase == "act"
    assert "move fang-chief@d7 d6" in legal(s)
    s = play(s, "move fang-chief@d7 d6")
    assert on(s, "d6") == ["fang-chief"]


def test_a_fort_without_a_movement_ability_is_passed_like_an_empty_square() -> None:
    """Seed 陣カード: 「設置された後は基本的には騎カード、兵カードのないマスと同じ扱いになる。」 — an enemy 見張り櫓 on d4 does
    not stop the 放浪の騎士 (移動力 2) on d3: its reach is the same as with the square empty, d5 beyond included;
    an 逆茂木 (【足止め】, a movement ability) there does stop it."""
    empty = position(deck1="iron", pieces=[("knight", 0, "d3")])
    tower = position(deck1="iron", forts=[("watchtower", 1, "d4")], pieces=[("knight", 0, "d3")])
    abatis = position(deck1="iron", forts=[("abatis", 1, "d4")], pieces=[("knight", 0, "d3")])
    assert {"d4", "d5"} <= _reach(tower, "knight@d3")
    assert _reach(tower, "knight@d3") == _reach(empty, "knight@d3")
    assert "d5" not in _reach(abatis, "knight@d3")
    assert "move knight@d3 d5" in legal(tower)
    s = play(tower, "move knight@d3 d5")
    assert on(s, "d5") == ["knight"] and on(s, "d4") == []


def test_a_fort_is_set_by_build_never_deployed() -> None:
    """Seed 陣カード: 「能力【工作】を持ったカードにより設置することが出来る。」 — in the deploy phase a 秘密通路 in the hand
    is no deployment (only 'done' is offered) and deploying it is refused (R18-fort); in the action phase the
    工房の坑夫 (【工作】) sets it on its square."""
    s = position(phase="deploy", deck0="iron", hands={0: ["passage"]}, ip=(5, 0), pieces=[("miner", 0, "c3")])
    assert legal(s) == ["done"]
    assert _refused(s, "deploy passage d1") == "R18-fort"
    s = play(s, "done")
    assert "build miner@c3 passage" in legal(s)
    s = play(s, "build miner@c3 passage")
    f = fort(s, "c3")
    assert f is not None and s.prof[f.cid].key == "passage" and f.owner == 0


def test_a_square_holding_two_own_cards_cannot_be_entered() -> None:
    """Seed 移動・能力フェイズ: 「※同じマスには自分の兵・騎カードは2枚までしか存在出来ない…2枚重なっていた場合、そこへの
    移動、移動の経路としての利用は不可能になる。」 — with 2 own cards on d5 the move there is not offered and is refused
    (R12-stack); with one own card there, or 2 enemy cards, it is a legal move."""
    full = position(pieces=[("spearman", 0, "d4"), ("mercenary", 0, "d5"), ("warrior", 0, "d5")])
    assert "move spearman@d4 d5" not in legal(full)
    assert _refused(full, "move spearman@d4 d5") == "R12-stack"

    one = position(pieces=[("spearman", 0, "d4"), ("mercenary", 0, "d5")])
    assert on(play(one, "move spearman@d4 d5"), "d5") == ["mercenary", "spearman"]
    enemies = position(pieces=[("spearman", 0, "d4"), ("mercenary", 1, "d5"), ("spearman", 1, "d5")])
    assert "move spearman@d4 d5" in legal(enemies)


def test_a_fourth_card_cannot_act() -> None:
    """Seed 移動・能力フェイズ: 「このターン以前に出撃していたカード…を3枚まで移動あるいは能力の発動が出来る。」 — after three
    cards have moved, a fourth (a move, or the 弓兵's shot that was legal before) is refused naming R10-three, both
    in play (the third action ended the action phase: the battle step has begun) and in an action phase with 3
    actions counted; a battle-step verb out of place is still R27-phase."""
    s = position(generals=("a1", "g7"),
                 pieces=[("spearman", 0, "b3"), ("spearman", 0, "c3"), ("spearman", 0, "d3"), ("mercenary", 0, "f3"),
                         ("aera-archer", 0, "e3"), ("mercenary", 1, "b4"), ("mercenary", 1, "c4"),
                         ("mercenary", 1, "e5")])
    assert {"move mercenary@f3 f4", "shoot aera-archer@e3 mercenary@e5"} <= set(legal(s))
    s3 = play(s, "move spearman@b3 b4", "move spearman@c3 c4", "move spearman@d3 d4")
    assert (s3.seat, s3.phase, s3.actions) == (0, "battle", 3)  # two battles due: P1 still in its turn
    assert not [t for t in legal(s3) if t.split()[0] in ("move", "shoot")]
    assert _refused(s3, "move mercenary@f3 f4") == "R10-three"
    assert _refused(s3, "shoot aera-archer@e3 mercenary@e5") == "R10-three"
    assert _refused(s3, "deploy spearman d1") == "R27-phase"

    counted = position(actions=3, pieces=[("mercenary", 0, "f3"), ("aera-archer", 0, "e3"), ("mercenary", 1, "e5")])
    assert counted.phase == "act" and legal(counted) == ["done"]
    assert _refused(counted, "move mercenary@f3 f4") == "R10-three"
    assert _refused(counted, "shoot aera-archer@e3 mercenary@e5") == "R10-three"
    assert "move mercenary@f3 f4" in legal(position(actions=2, pieces=[("mercenary", 0, "f3")]))
