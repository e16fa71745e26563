"""The seed's FAQ (よくある質問), one test per question: 【ロック】【手札】【移動】【接触】【その他】.

Each test quotes its question and checks the answer on a fixed position (``shadeshelpers.position``). The
entries about a card (なないろの欠片, にじいろの呪い, ダッシュ, カラフルホール, セレナーデ) go through that card's own
effect (``sevens/games/shades/effects``). Squares a1–g7, rank 1 the south row; gates d1 (S), a4 (W), d7 (N),
g4 (E).
"""

from __future__ import annotations

from sevens.games.shades.cards import ETERNAL_CARDS, KIND, KINDS
from sevens.games.shades.state import Flags
from sevens.games.shades.work import Work

from shadeshelpers import GAME, at, hand, legal, past_boundaries, pile, play, position

RED, ORANGE, YELLOW, GREEN, BLUE, PINK, PURPLE = range(7)


def decline(s):
    """Every seat asked at the reaction windows now open lets them pass."""
    while s.ask is not None and s.ask.kind == "react":
        s = play(s, "decline")
    return s


def codes(cards) -> list[str]:
    return sorted(KINDS[KIND[c]].code for c in cards)


def count_locked(s, p: int) -> int:
    return Work(s).lock_count(p)


# --- 【ロック】 ----------------------------------------------------------------------------------------------------

def test_lock_q1_a_locked_cards_hand_effect_cannot_be_used() -> None:
    """Q: ロックしたカードの手札効果は使用できますか？ — 原則、できません … ファーストカードやエターナルカード … は
    ロックした状態でも手札効果を使用できます. Locking gives no effect either (ロックするタイミングにおいても原則
    何も効果は得られません)."""
    s = position(2, hands={0: ["disclosure", "dash"]}, locks={0: ["phoenix", "steal", "forest"], 1: ["harvest"]},
                 eternals_left=["ship", "volcano", "fruit", "palace", "sakura", "chemistry"], phase="lock",
                 colourless=False)
    board, deck = s.board, s.deck
    s = play(s, "lock disclosure")
    assert s.board == board and s.deck == deck and hand(s, 0) == ["dash"] and s.ask.kind == "hand"  # no effect at locking
    uses = legal(s)
    assert "use steal" not in uses and "use disclosure" not in uses  # locked normal cards
    assert "use phoenix pay dash" in uses  # the locked first card
    s = position(2, hands={0: ["road"]}, locks={0: ["phoenix", "forest"], 1: ["harvest"]},
                 eternals_left=["ship", "volcano", "fruit", "palace", "sakura", "chemistry"], colourless=False)
    assert "use forest pay road" in legal(s)  # the locked eternal card


def test_lock_q2_most_locked_counts_cards_and_placing_is_not_locking() -> None:
    """Q: 「1 番多くロックしている」とはどういった状況ですか？ — ロックしている「枚数」が1 番多い … 「置く」と効果に
    書かれたものはロックしている状態ではありません. P2's placed curse does not count: P1 alone leads."""
    s = position(2, locks={0: ["phoenix", "steal"], 1: ["harvest", "road"]}, colourless=True)
    w = Work(s)
    assert w.most_locked() == [0, 1]
    w.locks[1][GREEN].clear()  # P2's green slot holds the placed curse instead of a locked card
    w.curse[1] = GREEN
    assert w.lock_count(1) == 1 and w.most_locked() == [0] and w.fewest_locked() == [1]


def test_lock_q3_a_fragment_pair_is_two_locks_and_one_may_be_given_away() -> None:
    """Q: 「なないろの欠片」は2 枚ともロックしていることになりますか？ — 「なないろの欠片」の手札効果で2 枚をロック
    した場合、2 枚ともロックしている … 「カラフルホール」の手札効果でロックしているカードを1 枚相手プレイヤーへ
    渡す場合、「なないろの欠片」を1 枚だけ渡せばよく、残った1 枚のロックは継続されます."""
    s = position(2, hands={0: ["fragment", "fragment"], 1: ["hole"]}, deck=["dash", "steal"], colourless=True)
    s = decline(play(s, "use fragment"))
    s = play(s, "opt 2", "colour blue")
    s = decline(s)
    assert codes(s.locks[0][BLUE]) == ["fragment", "fragment"] and count_locked(s, 0) == 3
    assert hand(s, 0) == ["dash", "steal"]  # then draw 2
    # P2's turn: カラフルホール's hand effect; P1 (most locked) gives one fragment; the other stays locked
    w = Work(s)
    w.current = 1
    w.flags = Flags()
    w.tasks = [("end_turn",), ("move_phase",), ("hand_phase",)]
    from sevens.games.shades import rules
    rules.settle(w)
    s = w.freeze()
    s = decline(play(s, "use hole"))
    while s.ask is not None and s.current == 1 and s.ask.kind != "hand":
        s = decline(play(s, legal(s)[0]))
    assert "fragment" in hand(s, 1)
    assert codes(s.locks[0][BLUE]) == ["fragment"] and count_locked(s, 0) == 2
    assert Work(s).colours_locked(0) == 2


def test_lock_q4_the_fragment_locks_in_the_hand_phase_only() -> None:
    """Q: 「なないろの欠片」はハンドフェイスでロックできますか？ — 手札に2 枚揃っていればできます … 「桃のキューブ
    セレナーデ」等の手札効果でも「なないろの欠片」を1 枚ロックすることが可能です。しかし … ロックフェイスでは
    ロックできません."""
    s = position(2, hands={0: ["fragment", "disclosure"]}, locks={0: ["serenade"], 1: ["harvest"]},
                 phase="lock", colourless=False)
    assert legal(s) == ["pass"]
    s = decline(play(s, "pass"))
    s = decline(play(s, "use serenade pay disclosure"))
    assert legal(s) == ["card fragment"]
    s = play(s, "card fragment")
    assert s.ask.prompt == "serenade.slot" and "colour pink" not in legal(s)  # the pink slot holds セレナーデ
    s = decline(play(s, "colour green"))
    assert codes(s.locks[0][GREEN]) == ["fragment"] and hand(s, 0) == []


def test_lock_q5_the_curse_is_placed_not_locked() -> None:
    """Q: 「にじいろの呪い」はロックしていることになりますか？ — なりません … ロックエリアに「置く」だけ. Arriving on
    it, P1 places it in an empty slot: no lock counted, and that colour does not count for victory."""
    s = position(2, pieces={0: "c3"}, board={"c4": ["curse"]}, phase="move")
    s = decline(play(s, "move c4"))
    assert s.ask.seat == 0 and s.ask.prompt == "curse.arrival"
    s = decline(play(s, "colour green"))
    assert s.curse[0] == GREEN and count_locked(s, 0) == 1 and Work(s).colours_locked(0) == 1
    assert "curse" not in hand(s, 0) and pile(s, "c4") == []


def test_lock_q6_an_eternal_card_sends_the_curse_in_its_slot_to_the_hand() -> None:
    """Q: 「にじいろの呪い」の置かれたロックエリアにエターナルカードをロックすることになりました … 「にじいろの呪い」
    を自分の手札に加えます. P1 arrives on the curse at P2's gate (places it in green), and at the turn's end
    invades and wins the green eternal card."""
    s = position(2, pieces={0: "d6", 1: "a1"}, board={"d7": ["curse"], "d1": []}, eternals_left=["forest"],
                 phase="move")
    s = decline(play(s, "move d7"))
    s = decline(play(s, "colour green"))
    assert s.curse == (-1, -1) and "curse" in hand(s, 0)
    assert codes(s.locks[0][GREEN]) == ["forest"] and at(s, 0) == "d1"


def test_lock_q7_an_eternal_card_of_the_first_cards_colour() -> None:
    """Q: ゲート侵攻成功時にファーストカードと同色のエターナルカードを手に入れました — ファーストカードもエターナル
    カードも両方ロックされた状態になります (the first card is no effect's target)."""
    s = position(2, pieces={0: "d6", 1: "a1"}, board={"d7": ["+steal"], "d1": []}, locks={0: ["verdian"],
                 1: ["harvest"]}, hands={0: ["dash"]}, eternals_left=["forest"], phase="move", colourless=False)
    s = decline(play(s, "move d7"))
    while s.ask is not None and s.current == 0:  # 盗賊の技's arrival (P1 alone leads: it takes from itself)
        s = decline(play(s, legal(s)[0]))
    assert codes(s.locks[0][GREEN]) == ["forest", "verdian"]
    assert not any(c in ETERNAL_CARDS for c in s.hands[0])


# --- 【手札】 ----------------------------------------------------------------------------------------------------

def test_hand_q1_there_is_no_hand_limit() -> None:
    """Q: 手札枚数に上限はありますか？ — 原則、ありません。何枚でも所有することができます."""
    many = ["dash"] * 7 + ["counterattack"] * 7 + ["force"] * 7 + ["steal"] * 7 + ["road"] * 7
    s = position(2, hands={0: many + ["fragment"]}, pieces={0: "c3"}, board={"c4": ["+fragment"]},
                 colourless=False)
    s = decline(play(s, "use fragment", "opt 1"))
    assert len(s.hands[0]) == 36
    s = decline(play(s, "end"))
    s = play(s, "move c4")
    while s.ask is not None and s.current == 0:
        s = decline(play(s, "done" if "done" in legal(s) else legal(s)[0]))
    assert len(s.hands[0]) >= 36, "nothing is discarded for holding many cards"


def test_hand_q2_hands_are_hidden_and_random_takes_are_blind() -> None:
    """Q: 手札は相手に見せてプレイしてもいいですか？ — 原則、見せてはいけません … 「無作為」とある場合は、カードの
    表面が見えないようにして、手札を相手に選んでもらいます: the other seat's view shows a count only, and a
    contact's move names no card (the card is drawn at random from the seed)."""
    s = position(2, hands={0: ["steal"], 1: ["dash", "road"]}, pieces={0: "c3", 1: "c4"}, board={"d7": []},
                 phase="move", colourless=False)
    v = GAME.view(s, 0)
    assert v["hands"][1] == {"count": 2, "cards": []} and v["hands"][0]["cards"] == ["steal"]
    assert all(not m.startswith("contact") or m == "contact c4" for m in legal(s))
    s = play(s, "contact c4", "decline")
    taken = [c for c in s.hands[0] if KINDS[KIND[c]].code != "steal"]
    v = GAME.view(s, 1)
    assert v["hands"][0]["count"] == 2 and v["hands"][0]["cards"] == codes(taken)  # P2 knows what it lost
    assert GAME.view(s, 0)["hands"][1]["cards"] == []


def test_hand_q3_any_number_of_cards_and_those_gained_this_turn() -> None:
    """Q: ハンドフェイスで使える手札枚数に制限はありますか？ — 原則、ありません。また … 新たに自分の手札に加えた
    カードも原則同じターンのハンドフェイスで使用することができます."""
    s = position(2, hands={0: ["dash", "dash", "counterattack"]}, discard=["steal", "road"], colourless=False)
    s = decline(play(s, "use dash"))
    s = decline(play(s, "use dash"))
    s = decline(play(s, "use phoenix pay counterattack"))
    # the two used ダッシュ lie on the discard pile, so the 2nd from the top after the cost is one of them
    assert s.flags.uses == 3 and s.flags.extra == 2 and hand(s, 0) == ["dash"]
    assert "use dash" in legal(s)


def test_hand_q4_more_cards_more_means() -> None:
    """Q: 手札をたくさん持つメリットはありますか？ — あります: e.g. ちょっと待った! needs another purple card (追色1),
    so a lone ちょっと待った! cannot stop the last lock, and two purple cards can."""
    six = ["phoenix", "force", "steal", "road", "bridge", "disclosure"]
    one = position(2, hands={0: ["apocalypse"], 1: ["wait", "dash"]}, locks={0: six, 1: ["harvest"]},
                   phase="lock", colourless=False)
    one = play(one, "lock apocalypse")
    assert legal(one) == ["decline"]
    two = position(2, hands={0: ["apocalypse"], 1: ["wait", "apocalypse", "dash"]}, locks={0: six, 1: ["harvest"]},
                   phase="lock", colourless=False)
    two = play(two, "lock apocalypse")
    assert "react wait pay apocalypse" in legal(two)


# --- 【移動】 ----------------------------------------------------------------------------------------------------

def test_move_q1_move_or_contact_or_place_a_card() -> None:
    """Q: ムーブフェイズで「移動」は必ずしなくてははいませんか？ — 原則、「移動」もしくは「接触」をしなければ
    なりません。そのどちらも出来ない場合は、自分の駒の隣へ山札からカードを1枚裏向きにおいてターンを終了します."""
    s = position(2, pieces={0: "c3"}, phase="move", colourless=False)
    assert all(m.startswith(("move", "contact")) for m in legal(s)) and "pass" not in legal(s)
    s = position(2, pieces={0: "g7"}, board={"g6": [], "f7": []}, deck=["road"], phase="move", colourless=False)
    assert legal(s) == ["place g6", "place f7"] or set(legal(s)) == {"place g6", "place f7"}
    s = play(s, "place f7")
    assert pile(s, "f7") == ["road"] and s.current == 1 and at(s, 0) == "g7"


def test_move_q2_move_once_more_with_no_square_ends_the_turn() -> None:
    """Q: 「もう1度移動する」というカード効果の場合、移動できないときはどうすればよいですか？ — 原則、ターンを終了
    します: ダッシュ's arrival finds no square to move to; the turn ends (no card is placed)."""
    s = position(2, pieces={0: "a2"}, board={"a1": ["dash"], "a2": [], "b1": []}, phase="move", colourless=False)
    s = decline(play(s, "move a1"))
    assert at(s, 0) == "a1" and hand(s, 0) == ["dash"] and s.current == 1
    assert pile(s, "a2") == [] and pile(s, "b1") == [], "no card placed: the turn simply ends"


# --- 【接触】 ----------------------------------------------------------------------------------------------------

def test_contact_q1_the_contactor_does_not_move() -> None:
    """Q: 接触する際に自分は移動しますか？ — 移動しません … 「接触された側」のプレイヤーはゲートに強制移動します."""
    s = position(2, hands={1: ["dash"]}, pieces={0: "c3", 1: "c4"}, board={"d7": []}, phase="move",
                 colourless=False)
    s = play(s, "contact c4", "decline")
    assert at(s, 0) == "c3" and at(s, 1) == "d7" and hand(s, 0) == ["dash"]


def test_contact_q2_a_target_without_cards() -> None:
    """Q: 接触する際に相手プレイヤーの手札が0枚の場合どうなりますか？ — … 自身のゲートへ強制移動して接触終了."""
    s = position(2, pieces={0: "c3", 1: "c4"}, board={"d7": []}, phase="move", colourless=False)
    s = play(s, "contact c4")
    assert at(s, 1) == "d7" and s.hands == ((), ()) and s.current == 1


def test_contact_q3_dashs_extra_move_cannot_contact() -> None:
    """Q: 「ダッシュ」の到達効果で「もう一度移動する」時接触できますか？ — 接触できません: the arrival's square
    choice leaves out the square of P2's piece; so does the hand effect's extra move."""
    s = position(2, pieces={0: "c3", 1: "c5"}, board={"c3": [], "c4": ["dash"], "b4": ["road"], "d4": ["whim"]},
                 phase="move", colourless=False)
    s = decline(play(s, "move c4"))
    assert s.ask.prompt == "dash.arrival" and sorted(legal(s)) == ["sq b4", "sq d4"]
    s = position(2, hands={0: ["dash"]}, pieces={0: "c3", 1: "c5"},
                 board={"c3": [], "c4": ["+fragment"], "b4": ["road"], "d4": []}, colourless=False)
    s = decline(play(s, "use dash"))
    s = decline(play(s, "end"))
    s = decline(play(s, "move c4"))
    assert s.ask.prompt == "dash.hand" and legal(s) == ["extra b4", "done"]


def test_contact_q4_the_forced_move_home_opens_the_card() -> None:
    """Q: 接触されてゲートに強制移動するときカードはオープンしますか？ — オープンします: P2's gate card opens and
    P2 arrives on it (誰かの落とし物: draw 1, then the card), in P1's turn."""
    s = position(2, pieces={0: "c3", 1: "c4"}, board={"d7": ["lost-item"]}, deck=["dash"], phase="move",
                 colourless=False)
    s = decline(play(s, "contact c4"))
    assert at(s, 1) == "d7" and pile(s, "d7") == [] and hand(s, 1) == ["dash", "lost-item"]


def test_contact_q5_the_targets_square_needs_no_card() -> None:
    """Q: 接触する相手プレイヤーのマスにカードが無くても接触できますか？ — 接触できます."""
    s = position(2, pieces={0: "c3", 1: "c4"}, board={"c4": [], "d7": []}, phase="move", colourless=False)
    assert "contact c4" in legal(s)
    s = play(s, "contact c4")
    assert at(s, 1) == "d7"


# --- 【その他】 --------------------------------------------------------------------------------------------------

def test_other_q1_phases_declarations_and_processing() -> None:
    """Q: フェイズの考え方はどのようになっていますか？ — ロックフェイズ → 「ロック宣言」 → 「ロック処理」 → ハンド
    フェイズ → 「手札使用宣言」 → 「手札効果処理」 → ムーブフェイズ → 「移動宣言」 → 「移動処理」 → 「到達効果処理」
    → ターン終了: the reaction window sits between a declaration and its processing."""
    s = position(2, hands={0: ["steal", "dash"], 1: ["counterattack"]}, pieces={0: "c3", 1: "c4"}, phase="lock")
    seen = [s.ask.kind]
    s = play(s, "lock steal")
    assert s.ask.kind == "react" and not s.locks[0][YELLOW], "declared, not yet processed"
    s = decline(s)
    assert codes(s.locks[0][YELLOW]) == ["steal"] and s.ask.kind == "hand"
    seen.append(s.ask.kind)
    s = past_boundaries(play(s, "end"))  # between the phases: a window for 強欲なパレット (decision 33)
    seen.append(s.ask.kind)
    s = play(s, "contact c4")
    assert s.ask.kind == "react" and at(s, 1) == "c4" and hand(s, 1) == ["counterattack"], "declared only"
    assert seen == ["lock", "hand", "move"]


def test_other_q2_anytime_is_never_during_processing() -> None:
    """Q: 「いつでも使える」とカード効果にあるが使えないタイミングはありますか？ — カード効果等の何らかの「処理中」
    は使用できません (宣言の直後は可能): 強欲なパレット is offered right after 神鳴's declaration, and not while
    神鳴's effect asks its square."""
    s = position(2, hands={0: ["thunder"], 1: ["palette", "dash"]})
    s = play(s, "use thunder")
    assert s.ask.seat == 1 and "react palette" in legal(s)
    s = play(s, "decline")
    assert s.ask.seat == 0 and s.ask.prompt == "thunder.hand"
    s = play(s, "sq c3")
    assert s.ask.seat == 0 and s.ask.kind == "hand"


def test_other_q3_effects_on_several_players_go_clockwise_from_the_user() -> None:
    """Q: 複数のプレイヤーを対象とする効果の処理の順番はどうすればよいですか？ — 効果発動者 … から時計回り (処理順
    の原則): 富裕層の気まぐれ arrived on by P3 asks P3, P4, P1, P2 in that order."""
    three = ["dash", "steal", "road"]
    s = position(4, hands={0: three, 1: ["dash", "steal", "force"], 2: ["dash", "road", "force"],
                           3: ["steal", "road", "force"]}, pieces={2: "c3"},
                 board={"c4": ["whim"], "e5": [], "e6": [], "f5": [], "f6": []},
                 current=2, phase="move", colourless=False)
    s = decline(play(s, "move c4"))
    order = []
    while s.ask is not None and s.current == 2 and s.ask.prompt.startswith("whim"):
        if not order or order[-1] != s.ask.seat:
            order.append(s.ask.seat)
        s = decline(play(s, legal(s)[0]))
    assert order == [2, 3, 0, 1]


def test_other_q4_a_card_may_be_put_on_a_pieces_square() -> None:
    """Q: 「任意のマスにカードを置く」効果の場合、駒の置いてあるマスにもカードを置いていいですか？ — 置いてもよい
    です: the stuck placement (コノハナサクヤ banned the contact) goes onto P2's square."""
    s = position(2, pieces={0: "a1", 1: "a2"}, board={"b1": []}, deck=["steal"], phase="move",
                 flags=Flags(no_contact=True), colourless=False)
    assert "place a2" in legal(s)
    s = play(s, "place a2")
    assert pile(s, "a2")[-1] == "steal" and at(s, 1) == "a2"


def test_other_q5_one_piece_a_square() -> None:
    """Q: 1つのマスにコマは複数置けますか？ — 原則、置けません: no move onto a piece, and a forced move home onto a
    taken gate does not happen (decision 17)."""
    s = position(3, hands={1: ["dash"]}, pieces={0: "c3", 1: "c4", 2: "a4"}, phase="move", colourless=False)
    assert "move c4" not in legal(s)
    s = decline(play(s, "contact c4"))
    assert at(s, 1) == "c4" and hand(s, 0) == ["dash"], "P2's gate a4 is taken by P3: P2 stays"
    assert len(set(s.pieces)) == 3
