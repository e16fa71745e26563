"""What a player reads of the 34 kinds of 7 SHADES OF S:EVEN: card texts, the rules in short, the glossary.

Data only (stdlib). The effects follow docs/rules/shades.md §B and its list of first and eternal cards, with
the numbers and conditions of its decisions; ``notes_ja`` quotes the seed's CARD COLLECTION note block of the
card word for word (OCR slips included), ``notes_en`` translates it (which block is which card:
docs/rules/shades.md §A). ``short_*`` is the face text of a card drawn on the board, arrival / hand.
English rules words (README.md, "Glossary"): 隣 adjacent, 周囲 surroundings, 追色 colour cost.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardText:
    """One kind's texts in English and Japanese (``short_*`` ≤ 40 characters, for the 7×7 board)."""

    arrival_en: str
    arrival_ja: str
    hand_en: str
    hand_ja: str
    short_en: str
    short_ja: str
    notes_en: str
    notes_ja: str


@dataclass(frozen=True)
class Term:
    """A word of the seed's 基本用語集 (or of its CARD COLLECTION notes) as the card texts use it."""

    ja: str
    en: str
    text_en: str
    text_ja: str


_FIRST_EN = "No arrival effect: a first card starts locked and never lies on the board."
_FIRST_JA = "到達効果なし（ファーストカードはロックされた状態で始まり、場には置かれない）。"
_ETERNAL_EN = "No arrival effect: an eternal card is won by a gate invasion and never lies on the board."
_ETERNAL_JA = "到達効果なし（エターナルカードは相手ゲート侵攻で手に入り、場には置かれない）。"
_LOCKED_EN = "Usable while locked, in your hand phase."
_LOCKED_JA = "ロックした状態でも自分のハンドフェイズに使用できる。"
_WON_EN = ("Won by a gate invasion and locked at once in its colour's slot (a card already there goes to your "
           "hand; a first card stays). Usable while locked, in your hand phase.")
_WON_JA = ("相手ゲート侵攻で手に入れたら即座に同色のロックエリアにロックする（そこにあるカードは手札に加える。"
           "ファーストカードはそのまま）。ロックした状態でも自分のハンドフェイズに使用できる。")
_MOST_EN = ("'The player with the most locks' is the player with the greatest number of locked cards. The target "
            "is not limited to opponents, so if you have the most locks, you are a target too.")
_MOST_JA = ("「1番多くロックしているプレイヤー」とは、ロックしている“枚数”が1番多いプレイヤーのことである。"
            "対象は「相手」に限定されていないため、あなたが1番多くロックしていた場合、あなたも効果の対象となる。")
_ORDER_EN = "an effect on several players is, as a rule, resolved clockwise from its user (turn-order principle)."
_FORCED_EN = ("Arrival note: this is a 'forced move', not a 'move', so your piece may go to a square with no "
              "card.")
_FORCED_JA = "到達効果補足：「移動」ではなく「強制移動」のためカードの置かれていない無いマスへも駒を動かせる。"
_MOVED_EN = ("the targeted opponent counts as making a 'move', so if the card where they land is face down, it "
             "opens and they get its arrival effect.")
_MOVED_JA = "効果の対象となった相手プレイヤーは「移動」扱いになるため、移動先のカードが裏向きであればオープンし到達効果を得る。"
_SEVERAL_EN = "Hand note: if a square holds several cards, all of them are discarded."
_SEVERAL_JA = "手札効果補足：1マスに複数枚のカードがあれば、それらをすべて捨てる。"


def _cost(colour_en: str, colour_ja: str) -> tuple[str, str]:
    """追色1 in both languages (用語集 追色 S; decision 11: other cards, the rainbow fragment counts)."""
    return (f"Colour cost 1 (追色1: discard 1 other {colour_en} card; a rainbow fragment counts)",
            f"追色1（手札から他の{colour_ja}のカードを1枚捨てる。なないろの欠片も可）")


TEXTS: dict[str, CardText] = {
    # --- the 20 normal kinds (docs/rules/shades.md §B, G1–G20) -----------------------------------------
    "dash": CardText(
        arrival_en=("Move once more: 1 step to an adjacent square that has a card and no piece (a move, so a "
                    "face-down card opens). No contact. If such a square exists, you must go."),
        arrival_ja=("もう一度移動する：隣の、カードがあり駒のいないマスへ1マス（移動なので裏向きのカードはオープン）。"
                    "接触はできない。移動できるマスがあれば必ず移動する。"),
        hand_en=("This turn, after your move-phase action (a move or a contact), you may make 1 extra move of "
                 "1 step to an adjacent square. No contact. Several uses add up."),
        hand_ja=("このターン、ムーブフェイズの行動（移動または接触）の後に、隣のマスへもう1回移動してもよい。"
                 "接触はできない。複数枚使えば回数が増える。"),
        short_en="move again / +1 move this turn",
        short_ja="もう一度移動 / このターン+1移動",
        notes_en=("Arrival note: this is not 'take another move phase', so you cannot contact.\n"
                  "Hand note: this is not 'take another move phase', so you cannot contact on the 2nd move."),
        notes_ja=("到達効果補足：「もう一度、ムーブフェイズを行う」ではないため、接触はできない。\n"
                  "手札効果補足：「もう一度、ムーブフェイズを行う」ではないため、2回目の移動では接触はできない。"),
    ),
    "counterattack": CardText(
        arrival_en=("If no player holds fewer cards in hand than you (ties count), draw 2, then discard 1 card "
                    "of your choice. Otherwise nothing happens."),
        arrival_ja=("あなたより手札の少ないプレイヤーがいなければ（同数を含む）、2枚ドローし、その後好きなカードを"
                    "1枚捨てる。そうでなければ何も起きない。"),
        hand_en=("Reaction, only in another player's turn: when an opponent declares a contact against you, "
                 "cancel it and contact them instead (take 1 random card from their hand; they forced-move to "
                 "their gate). They may answer with a Counterattack of their own."),
        hand_ja=("反応（他のプレイヤーのターンのみ）：相手があなたへの接触を宣言した時、それを無効にし、代わりに"
                 "あなたがその相手に接触する（相手の手札から無作為に1枚奪い、相手は自身のゲートへ強制移動）。"
                 "相手はさらに反撃で返すことができる。"),
        short_en="fewest: draw 2, discard 1 / counter",
        short_ja="手札最少なら2ドロー1捨て / 接触に反撃",
        notes_en=("Arrival note: if all 4 players hold the same number of cards, every one of them has the "
                  "fewest cards.\n"
                  "Hand note: 'when an opponent contacts you' means when they declare the contact. A contact "
                  "made by a Counterattack can itself be answered with a Counterattack."),
        notes_ja=("到達効果補足：仮に4人のプレイヤーが全員手札が同じ枚数だった場合、手札が1番少ないプレイヤーは"
                  "全員となる。\n"
                  "手札効果補足：「接触してきた時」とは相手が接触を宣言した時のことである。反撃の効果による接触を"
                  "受ける時、その接触に対しても反撃が可能である。"),
    ),
    "force": CardText(
        arrival_en=("Take the top card of one adjacent square into your hand (face up or face down; a piece "
                    "may stand there). If no adjacent square has a card, nothing happens."),
        arrival_ja=("隣のマス1つの1番上のカードを手札に加える（表裏は問わず、駒がいてもよい）。隣のマスに"
                    "カードが無ければ何も起きない。"),
        hand_en=("Colour cost 1 (追色1: discard 1 other orange card; a rainbow fragment counts). Move 1 "
                 "opponent to any square that has a card and no piece. It is a move: a face-down card opens and "
                 "they arrive there."),
        hand_ja=("追色1（手札から他の橙のカードを1枚捨てる。なないろの欠片も可）。相手1人を、カードがあり駒の"
                 "いない任意のマスへ移動させる。移動扱いなので、裏向きのカードはオープンし、その相手が到達する。"),
        short_en="take an adjacent card / move a rival",
        short_ja="隣のカードを取る / 相手を移動させる",
        notes_en=("Arrival note: if no adjacent square has a card, you get no arrival effect and take this card "
                  "into your hand.\nHand note: " + _MOVED_EN),
        notes_ja=("到達効果補足：隣のマスにカードが無い場合は、到達効果は得られず、このカードをあなたの手札に"
                  "加える。\n手札効果補足：" + _MOVED_JA),
    ),
    "lost-item": CardText(
        arrival_en="Draw 1.",
        arrival_ja="1枚ドローする。",
        hand_en=("Put this card face down on top of an opponent's gate square (on any pile; a piece there is no "
                 "obstacle), then draw 1."),
        hand_ja="このカードを相手のゲートのマスの1番上に裏向きで置き（何枚重ねても、駒がいてもよい）、1枚ドローする。",
        short_en="draw 1 / onto a rival's gate, draw 1",
        short_ja="1枚ドロー / 相手ゲートに置き1枚ドロー",
        notes_en="Hand note: any number of cards may be stacked on a square of the board.",
        notes_ja="手札効果補足：場のカードは何枚でも重ねて置くことができる。",
    ),
    "steal": CardText(
        arrival_en=("Choose 1 of the players with the most locked cards (you included) who holds a card, and "
                    "take 1 random card from their hand. If you alone have the most, nothing changes."),
        arrival_ja=("1番多くロックしているプレイヤー（あなたを含む、手札が1枚以上）を1人選び、その手札から"
                    "無作為に1枚をあなたの手札に加える。あなただけが1番なら実質何も起きない。"),
        hand_en=("The same as the arrival: choose 1 of the players with the most locked cards (you included) "
                 "and take 1 random card from their hand."),
        hand_ja=("到達効果と同じ：1番多くロックしているプレイヤー（あなたを含む）を1人選び、その手札から無作為に"
                 "1枚をあなたの手札に加える。"),
        short_en="steal 1 from a top locker / same",
        short_ja="最多ロックから無作為に1枚 / 同じ",
        notes_en=("Arrival note: 'the player with the most locks' is the player with the greatest number of "
                  "locked cards. If this effect finds you alone with the most locks, it in effect does "
                  "nothing."),
        notes_ja=("到達効果補足：「1番多くロックしているプレイヤー」とは、ロックしている“枚数”が1番多い"
                  "プレイヤーのことである。このカードの効果で、あなたのみが「1番多くロックしているプレイヤー」"
                  "である場合は、実質何も起きない。"),
    ),
    "thunder": CardText(
        arrival_en=("Forced move to your own gate (even if it has no card). A face-down card there opens and you "
                    "arrive on it."),
        arrival_ja="自分のゲートへ強制移動する（カードが無くてもよい）。そこの裏向きのカードはオープンし、到達する。",
        hand_en="Discard every card on any 1 square (a piece standing there stays).",
        hand_ja="任意の1マスのカードをすべて捨てる（そこにいる駒はそのまま）。",
        short_en="→ gate / discard a square",
        short_ja="→ゲートへ / 1マス全捨て",
        notes_en=_FORCED_EN + "\n" + _SEVERAL_EN,
        notes_ja=_FORCED_JA + "\n" + _SEVERAL_JA,
    ),
    "road": CardText(
        arrival_en=("Put 1 deck card face down on each of up to 5 squares that have no card (a piece may stand "
                    "there)."),
        arrival_ja="カードの無いマス（駒がいてもよい）最大5つに、山札から1枚ずつ裏向きで置く。",
        hand_en=("Choose up to 2 face-down top cards on squares outside every opponent's surroundings (周囲) and "
                 "not under an opponent, and move each, still face down and unseen, to a different square with "
                 "no card."),
        hand_ja=("どの相手の周囲にもなく相手のいないマスの、裏向きの1番上のカードを最大2枚選び、それぞれ裏向きのまま"
                 "（見ずに）カードの無い別々のマスへ移す。"),
        short_en="fill 5 empty squares / move 2 hidden",
        short_ja="空きマス5つに置く / 裏向き2枚を移す",
        notes_en="Hand note: it says 'still face down', so the chosen cards must not be seen.",
        notes_ja="手札効果補足：「裏向きのまま」とあるので選んだカードは見えてはいけない。",
    ),
    "whim": CardText(
        arrival_en=("In turn order from you, every player (you included) with 3 or more cards in hand puts 1 "
                    "of them, of their choice, face down on a square with no card."),
        arrival_ja=("あなたから時計回りに、手札が3枚以上のプレイヤー全員（あなたを含む）が、手札から好きな1枚を"
                    "カードの無いマスに裏向きで置く。"),
        hand_en="The same as the arrival (this card has left your hand and is not counted).",
        hand_ja="到達効果と同じ（このカードはもう手札になく、数えない）。",
        short_en="3+ in hand lay 1 face down / same",
        short_ja="手札3枚以上は1枚を場に / 同じ",
        notes_en="Arrival note: " + _ORDER_EN,
        notes_ja="到達効果補足：複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果処理する。(処理順の原則)",
    ),
    "bridge": CardText(
        arrival_en=("Choose one: discard 1 card of your choice, or forced-move back to the square you came from "
                    "(a face-down card there opens). With 0 cards in hand you must go back."),
        arrival_ja=("どちらかを選ぶ：好きなカードを1枚捨てる、または移動する前のマスへ強制移動する（裏向きの"
                    "カードはオープン）。手札が0枚なら戻るしかない。"),
        hand_en=("Put this card face down on a square outside your surroundings (not your own square), then "
                 "move the top card of a square around it that has a card, face down, to lie just under this "
                 "card."),
        hand_ja=("このカードをあなたの周囲の外（自分のマス以外）のマスに裏向きで置き、そのマスの周囲のカードのある"
                 "マスの1番上のカードを、裏向きでこのカードのすぐ下へ移す。"),
        short_en="discard 1 or go back / lay and pull",
        short_ja="1枚捨てるか戻る / 置いて周囲の1枚を下へ",
        notes_en=("Arrival note: with 0 cards in hand, you can only forced-move to the square you were on "
                  "before the move (best-effort principle).\n"
                  "Hand note: it may be put on a square that already holds cards."),
        notes_ja=("到達効果補足：手札枚数が0枚のときは、移動する前の場所へ強制移動するしかない。(善処の原則)\n"
                  "手札効果補足：カードの置かれたマスへも置くことができる。"),
    ),
    "disclosure": CardText(
        arrival_en=("Open the face-down top cards of the centre square and the 4 corners, in an order you "
                    "choose (a piece on an opened card arrives). If none of them is face down, open 1 "
                    "face-down top card anywhere except your square and its adjacent squares."),
        arrival_ja=("場の中央と4隅のマスの裏向きの1番上のカードを好きな順にオープンする（オープンしたカードの上の"
                    "駒は到達する）。どれも裏向きでなければ、自分のマスとその隣以外の裏向きのカードを1枚オープンする。"),
        hand_en="Draw 2 and reveal them (公開) to everyone. Their hand effects cannot be used this turn.",
        hand_ja="2枚ドローして公開する。そのカードの手札効果はこのターン使用できない。",
        short_en="open centre + 4 corners / draw 2 shown",
        short_ja="中央と4隅をオープン / 2枚ドローし公開",
        notes_en="Hand note: a card revealed once need not be shown again.",
        notes_ja="手札効果補足：1度公開したカードは再度見せる必要はない。",
    ),
    "wait": CardText(
        arrival_en=("Forced-move back to the square you came from (even with no card), then move 1 step (no "
                    "contact) to an adjacent square that has a card and no piece, other than this card's square, "
                    "if there is one. This card goes to your hand before the new arrival."),
        arrival_ja=("移動する前のマスへ強制移動し（カードが無くてもよい）、その後このカードのマス以外の、カードが"
                    "あり駒のいない隣のマスへ1マス移動する（接触不可、無ければそのまま）。新たな到達の前に"
                    "このカードを手札に加える。"),
        hand_en=("Reaction, only in another player's turn. Colour cost 1 (追色1: discard 1 other purple card; a "
                 "rainbow fragment counts). When an opponent declares the lock that would complete their 7 "
                 "colours, the card(s) being locked are discarded instead, and they cannot lock again this turn."),
        hand_ja=("反応（他のプレイヤーのターンのみ）。追色1（手札から他の紫のカードを1枚捨てる。なないろの欠片も"
                 "可）。相手が7色目となる最後のロックを宣言した時、ロックするカードを代わりに捨てさせ、その相手は"
                 "このターンもうロックできない。"),
        short_en="step back, then on / stop a last lock",
        short_ja="戻って1マス移動 / 最後のロックを阻止",
        notes_en=_FORCED_EN + "\nHand note: 'when they lock' means when they declare the lock.",
        notes_ja=_FORCED_JA + "\n手札効果補足：「ロックをする時」とはロックを宣言する時のことである。",
    ),
    "hole": CardText(
        arrival_en="Take all the cards on any 1 square (not this card's own square) into your hand.",
        arrival_ja="このカードのマス以外の任意の1マスのカードをすべて手札に加える。",
        hand_en=("Choose 1 of the players with the most locked cards (you included). They choose 1 of their "
                 "locked normal cards (not a first or eternal card; a placed card is not locked) and it goes "
                 "into your hand."),
        hand_ja=("1番多くロックしているプレイヤー（あなたを含む）を1人選ぶ。そのプレイヤーはロックしている"
                 "通常カード（ファーストカード・エターナルカードは除く。置かれたカードはロックではない）を1枚"
                 "選び、あなたの手札に加える。"),
        short_en="take a whole square / take a lock",
        short_ja="1マスを丸ごと取る / ロック中の1枚を奪う",
        notes_en=("Arrival note: if the square holds several cards, you take all of them.\n"
                  "Hand note: 'the player with the most locks' is the player with the greatest number of locked "
                  "cards. The target is not limited to opponents, so if you alone have the most locks, you "
                  "are the target."),
        notes_ja=("到達効果補足：1マスに複数枚のカードがあれば、それらをすべてあなたの手札に加える。\n"
                  "手札効果補足：「1番多くロックしているプレイヤー」とは、ロックしている“枚数”が1番多い"
                  "プレイヤーのことである。対象は「相手」に限定されていないため、あなたのみが1番多くロック"
                  "していた場合、あなたが効果の対象となる。"),
    ),
    "frog": CardText(
        arrival_en=("In turn order from you, every player discards their whole hand. Then this card goes to "
                    "the hand of a player with the fewest locked cards (among ties you choose, yourself "
                    "allowed)."),
        arrival_ja=("あなたから時計回りに、プレイヤー全員が手札をすべて捨てる。その後このカードは、1番少なく"
                    "ロックしているプレイヤー（同数ならあなたが選ぶ、あなたも可）の手札に加わる。"),
        hand_en=("Every player with the most locked cards (you included), in turn order, discards 1 locked "
                 "normal card of their choice. Then you discard your whole hand."),
        hand_ja=("1番多くロックしているプレイヤー全員（あなたを含む）が時計回りに、ロックしている通常カードを"
                 "1枚選んで捨てる。その後あなたは手札をすべて捨てる。"),
        short_en="all drop their hands / leaders lose 1",
        short_ja="全員が手札を全捨て / 最多ロックが1枚失う",
        notes_en=("Arrival note: 'the player with the fewest locks' is the player with the smallest number of "
                  "locked cards.\nHand note: " + _MOST_EN),
        notes_ja=("到達効果補足：「1番少なくロックしているプレイヤー」とは、ロックしている“枚数”が1番少ない"
                  "プレイヤーのことである。\n手札効果補足：" + _MOST_JA),
    ),
    "curse": CardText(
        arrival_en=("Place (not lock) this card face up in one of your empty lock slots; with none empty, it "
                    "goes to your hand. While it is there, that colour does not count for victory, the slot "
                    "takes up to 2 locked cards of its colour, and when the 2nd is locked its owner puts the "
                    "curse face down on any square."),
        arrival_ja=("このカードを自分の空いているロックエリア1つに表向きで置く（ロックではない）。空きが無ければ"
                    "手札に加える。置かれている間、その色は勝利に数えず、その色のカードを2枚までロックでき、"
                    "2枚目をロックしたらその持ち主はこのカードを裏向きで任意のマスに置く。"),
        hand_en=("Choose 1 of the players with the most locked cards (you included) who has an empty slot; they "
                 "place this card in an empty slot of their choice. If none has one, it is discarded."),
        hand_ja=("空いているロックエリアを持つ、1番多くロックしているプレイヤー（あなたを含む）を1人選ぶ。その"
                 "プレイヤーはこのカードを自分の好きな空いているロックエリアに置く。該当者がいなければ捨てる。"),
        short_en="curse your empty slot / curse a leader",
        short_ja="自分の空き枠に呪い / 最多ロックに呪い",
        notes_en="Arrival note: 'placing' is not locking.\nHand note: " + _MOST_EN,
        notes_ja="到達効果補足：「置く」はロックしていることにはならない。\n手札効果補足：" + _MOST_JA,
    ),
    "trap": CardText(
        arrival_en=("Discard half your hand (rounded down), cards of your choice. This card is not in your hand "
                    "yet and is not counted."),
        arrival_ja="手札の半分（切り捨て）を、あなたが選んで捨てる。このカードはまだ手札になく、数えない。",
        hand_en=("Put this card face down on a square outside your surroundings (not your own square), then "
                 "discard the top card of a square around it that has a card."),
        hand_ja=("このカードをあなたの周囲の外（自分のマス以外）のマスに裏向きで置き、そのマスの周囲のカードの"
                 "あるマス1つの1番上のカードを捨てる。"),
        short_en="discard half your hand / lay, discard 1",
        short_ja="手札の半分を捨てる / 置いて周囲の1枚捨て",
        notes_en=("Arrival note: it is not 'at random', so you choose the cards you discard. This card goes to "
                  "your hand after its arrival effect, so it is not one of the cards it discards.\n"
                  "Hand note: it may be put on a square that holds cards."),
        notes_ja=("到達効果補足：「無作為」ではないため、あなたが選んで捨てる。到達効果を得た後、このカードを"
                  "あなたの手札に加えるため、このカードは到達効果の対象にならない。\n"
                  "手札効果補足：カードの置かれているマスへも置くことができる。"),
    ),
    "flower": CardText(
        arrival_en=("Give this card to an opponent of your choice instead of taking it. Then draw 1 if this "
                    "card was face down before you arrived."),
        arrival_ja=("このカードを自分ではなく、あなたが選んだ相手の手札に加える。このカードが到達の前に裏向き"
                    "だったなら、1枚ドローする。"),
        hand_en=("Choose 1 of the players with the most locked cards (yourself allowed). Put this card face up "
                 "on a square around their piece that has no piece, then draw 1."),
        hand_ja=("1番多くロックしているプレイヤー（あなたも可）を1人選び、その駒の周囲の駒のいないマスにこの"
                 "カードを表向きで置き、1枚ドローする。"),
        short_en="give to a rival / lay by a leader, +1",
        short_ja="相手に渡す / 最多ロックの周囲に置き1ドロー",
        notes_en=("Hand note: 'the player with the most locks' is the player with the greatest number of locked "
                  "cards. It may be put on a square that holds cards."),
        notes_ja=("手札効果補足：「1番多くロックしているプレイヤー」とは、ロックしている“枚数”が1番多い"
                  "プレイヤーのことである。カードの置かれているマスへも置くことができる。"),
    ),
    "apocalypse": CardText(
        arrival_en=("Put 1 card from your hand face down on a square around you (on any pile). With 0 cards in "
                    "hand, nothing happens."),
        arrival_ja="手札から1枚を、あなたの周囲のマスに裏向きで置く（重ねてもよい）。手札が0枚なら何も起きない。",
        hand_en=("Declare 2 of the 7 colours, then draw 1 and reveal it. If it is a declared colour (a rainbow "
                 "fragment always is), do it again, declaring anew; stop on a miss."),
        hand_ja=("7色のうち2色を宣言し、1枚ドローして公開する。宣言した色なら（なないろの欠片は常に的中）、"
                 "宣言からもう一度くり返す。外れたら終わり。"),
        short_en="lay 1 around you / call 2 colours, draw",
        short_ja="周囲に1枚置く / 2色宣言してドロー",
        notes_en=("Arrival note: with 0 cards in hand you get no arrival effect and take this card into your "
                  "hand. It may be put on a square that holds cards.\n"
                  "Hand note: a colour must be declared, so the colourless white and black cards cannot be "
                  "declared. As long as you keep hitting, you keep getting cards."),
        notes_ja=("到達効果補足：あなたの手札が0枚の場合は到達効果は得られず、このカードを自分の手札に加える。"
                  "カードの置かれたマスへも置くことができる。\n"
                  "手札効果補足：「色」を宣言する必要があるため、「無色」である白黒のカードは宣言できない。"
                  "的中し続ければ何度でもカードを手に入れることができる。"),
    ),
    "rain": CardText(
        arrival_en=("Put 1 deck card face down on every square that has no card (a piece may stand there). This "
                    "card's own square is not filled."),
        arrival_ja="カードの無いすべてのマス（駒がいてもよい）に、山札から1枚ずつ裏向きで置く。このカードのマスは対象外。",
        hand_en="Choose 1 whole row or column (7 squares) and put 1 deck card face down on each (on any pile).",
        hand_ja="縦または横の1列（7マス）を選び、各マスに山札から1枚ずつ裏向きで置く（重ねてもよい）。",
        short_en="fill every empty square / fill a line",
        short_ja="空きマスすべてに置く / 1列に置く",
        notes_en=("Arrival note: this card stays on the board until its arrival effect is finished, so its own "
                  "square is not a target.\nHand note: it may be put on squares that hold cards."),
        notes_ja=("到達効果補足：このカードの到達効果の処理が終わるまで、このカードは場にあるため、このカードの"
                  "あるマスは対象にならない。\n手札効果補足：カードの置かれたマスへも置くことができる。"),
    ),
    "palette": CardText(
        arrival_en="Discard your whole hand; this card joins your hand afterwards.",
        arrival_ja="手札をすべて捨てる。その後このカードを手札に加える。",
        hand_en=("Any time, in any turn (never while something is being processed): declare 1 of the 7 colours. "
                 "Each opponent, in turn order, gives you 1 card of that colour (a rainbow fragment counts) or "
                 "discards 3 cards of their choice; without such a card, they discard 3 (all, if fewer)."),
        hand_ja=("いつでも使える（どのターンでも。処理中は除く）：7色のうち1色を宣言する。相手は時計回りに、"
                 "その色のカード（なないろの欠片も可）1枚をあなたに渡すか、好きなカードを3枚捨てる。その色が"
                 "無ければ3枚（足りなければすべて）捨てる。"),
        short_en="discard your hand / any time: a colour",
        short_ja="手札を全捨て / いつでも：色を宣言",
        notes_en=("Arrival note: this card joins your hand after its arrival effect, so the effect does not "
                  "make you discard it.\n"
                  "Hand note: it says 'any time', but it cannot be used while something is being processed, "
                  "such as a card effect. See the FAQ for details."),
        notes_ja=("到達効果補足：到達効果の処理後にこのカードをあなたの手札に加えるため、到達効果でこのカードを"
                  "捨てなくてもよい。\n"
                  "手札効果補足：「いつでも使える」とあるが、カード効果の処理中等、「処理中」には使えない。"
                  "詳しくは、よくある質問 参照。"),
    ),
    "fragment": CardText(
        arrival_en="No arrival effect.",
        arrival_ja="到達効果なし。",
        hand_en=("It is every colour: it pays any colour cost, but cannot be locked in the lock phase. Choose "
                 "one: draw 1; or, with another rainbow fragment in your hand, lock both into 1 slot with no "
                 "locked card (they count as 2 locked cards), then draw 2."),
        hand_ja=("すべての色を兼ねる（どの色の追色にも使えるが、ロックフェイズにはロックできない）。どちらかを"
                 "選ぶ：1枚ドローする。または手札のもう1枚のなないろの欠片と共に、ロックの無いロックエリア1つに"
                 "2枚ともロックし（ロック枚数は2枚）、2枚ドローする。"),
        short_en="none / draw 1, or lock a pair, draw 2",
        short_ja="なし / 1枚ドロー、または2枚ロックし2ドロー",
        notes_en=("Card note: this card may be discarded to pay a colour cost. If the hand effect of Prophet's "
                  "Art: Apocalypse draws it, it is a hit whatever colours were declared; the same goes for "
                  "the orange eternal card, Forbidden Fruit.\n"
                  "Hand note: it is locked in the hand phase, since it is a hand effect. It counts as 2 "
                  "locked cards."),
        notes_ja=("カード自体の補足：「追色」のコストとしてこのカードを捨てることできる。また「予言者の技 - "
                  "アポカリプス -」の手札効果でこのカードを引いた場合は、どの色を宣言していても中したことになる。"
                  "「禁断の果実 - マルメゴ」においても同様である。\n"
                  "手札効果補足：手札効果のためハンドフェイズでロックする。ロック枚数の扱いは2枚である。"),
    ),
    # --- the 7 first cards: locked from the start, usable while locked (decision 8) ---------------------
    "phoenix": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " " + _cost("red", "赤")[0] + ": take the 2nd card from the top of the discard "
                 "pile (counted after paying). A card paid for this effect earlier this turn cannot be taken."),
        hand_ja=(_LOCKED_JA + _cost("red", "赤")[1] + "：捨て場の上から2番目のカードを手札に加える（追色を払った"
                 "後に数える）。このターンこの効果の追色で捨てたカードは取れない。"),
        short_en="take the 2nd card of the discards",
        short_ja="捨て場の上から2番目を取る",
        notes_en=("Hand note: you discard the red card of the colour cost before the effect, so the 2nd card "
                  "from the top of the discard pile is in effect the top card of the pile before you used it. "
                  "If the card you get is red, you may discard it to use the effect again, but looping where it "
                  "achieves nothing is forbidden."),
        notes_ja=("手札効果補足：追色により赤のカードを捨ててから使用するため、実質捨て場の上から2番目のカードは、"
                  "効果使用前の捨て場の1番上のカードとなる。手に入れたカードが赤ならば、そのカードを捨て、もう一度"
                  "効果を使えるが、意味のない行為になる場合の、ループ行為は禁止とする。"),
    ),
    "harvest": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " " + _cost("orange", "橙")[0] + ": take the top card of a square within 2 "
                 "steps of you (your own square and squares with pieces too, face up or down). Usable again "
                 "while you can pay."),
        hand_ja=(_LOCKED_JA + _cost("orange", "橙")[1] + "：あなたから2マス以内（自分のマス、駒のいるマスも可。"
                 "表裏は問わない）のマスの1番上のカードを手札に加える。追色を払える限り何度でも使える。"),
        short_en="take a card within 2 steps",
        short_ja="2マス以内のカードを1枚取る",
        notes_en=("Hand note: 'within 2 squares of you' means the squares you could reach if you moved 2 "
                  "steps. A square with an opponent's piece on it may be chosen, and the card may be face up "
                  "or face down. As long as you still hold an orange card, you may discard it to use the "
                  "effect again, any number of times."),
        notes_ja=("手札効果補足：あなたから2マス以内とは、仮に2マス移動する場合に移動できる範囲のことを示す。"
                  "相手の駒が乗っているマスも対象にでき、対象のマスのカードの表裏は問わない。手札にまだ橙のカードを"
                  "持っていれば、そのカードを捨てることで何度でも効果を使ってもよい。"),
    ),
    "saffron": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " " + _cost("yellow", "黄")[0] + ": open up to 4 face-down top cards within 2 "
                 "steps of you (a piece on an opened card arrives)."),
        hand_ja=(_LOCKED_JA + _cost("yellow", "黄")[1] + "：あなたから2マス以内の裏向きの1番上のカードを最大4枚"
                 "オープンする（オープンしたカードの上の駒は到達する）。"),
        short_en="open up to 4 within 2 steps",
        short_ja="2マス以内を最大4枚オープン",
        notes_en="Hand note: 'within 2 squares of you' means the squares you could reach if you moved 2 steps.",
        notes_ja="手札効果補足：あなたから2マス以内とは、仮に2マス移動する場合に移動できる範囲のことを示す。",
    ),
    "verdian": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " Once per turn. " + _cost("green", "緑")[0] + ": draw 2 and reveal them (公開); "
                 "those still in your hand are discarded at the end of your turn."),
        hand_ja=(_LOCKED_JA + "1ターンに1度。" + _cost("green", "緑")[1] + "：2枚ドローして公開する。ターン"
                 "終了時、まだ手札にあるそのカードを捨てる。"),
        short_en="draw 2 shown, gone at turn end",
        short_ja="2枚ドロー公開、ターン終了時に捨てる",
        notes_en=("Hand note: they go to your hand, but it is best to leave them revealed where the other "
                  "players can see them."),
        notes_ja="手札効果補足：手札に加えるとあるが、相手プレイヤーに見える状態で公開したままにしておくのが望ましい。",
    ),
    "celestia": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " " + _cost("blue", "青")[0] + ": in turn order, each opponent with 2 or more "
                 "cards in hand discards 1 card at random."),
        hand_ja=(_LOCKED_JA + _cost("blue", "青")[1] + "：時計回りに、手札が2枚以上の相手はそれぞれ無作為に1枚"
                 "捨てる。"),
        short_en="rivals holding 2+ lose 1 at random",
        short_ja="手札2枚以上の相手は無作為に1枚捨て",
        notes_en="Note: " + _ORDER_EN,
        notes_ja="補足：複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果を処理する。(処理順の原則)",
    ),
    "serenade": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " Once per turn. " + _cost("pink", "桃")[0] + ": lock 1 card from your hand, "
                 "even after a lock in the lock phase (a rainbow fragment into any slot with no locked card). "
                 "Not the lock that would complete your 7 colours."),
        hand_ja=(_LOCKED_JA + "1ターンに1度。" + _cost("pink", "桃")[1] + "：手札から1枚ロックする（ロック"
                 "フェイズでロックしていてもよい。なないろの欠片はロックの無い任意のロックエリアへ）。7色目となる"
                 "最後のロックはできない。"),
        short_en="lock 1 more (not your last)",
        short_ja="もう1枚ロック（最後のロックは不可）",
        notes_en=("Hand note: even if you locked 1 card in the lock phase, this card's hand effect lets you lock "
                  "1 more in the hand phase."),
        notes_ja=("手札効果補足：ロックフェイズでカードを1枚ロックしていたとしても、このカードの手札効果で"
                  "ハンドフェイズにもう1枚ロックすることができる。"),
    ),
    "dimension": CardText(
        arrival_en=_FIRST_EN,
        arrival_ja=_FIRST_JA,
        hand_en=(_LOCKED_EN + " " + _cost("purple", "紫")[0] + ": this turn your normal move jumps 2 squares "
                 "in a straight line at once (the square between does not matter; a contact is still 1 step)."),
        hand_ja=(_LOCKED_JA + _cost("purple", "紫")[1] + "：このターンの通常の移動は、一直線に2マス一気に移動する"
                 "（間のマスは問わない。接触は1マス先のまま）。"),
        short_en="this turn's move: a 2-square jump",
        short_ja="このターンの移動は2マス跳び",
        notes_en=("Hand note: it moves 'at once', so whether the 1st square has a card, an opponent's piece and "
                  "so on does not matter. A 'normal move' is the move you usually make in the move phase."),
        notes_ja=("手札効果補足：「一気に移動」なので1マス目のカードや相手の駒等の有無は問わない。「通常の移動」"
                  "とはムーブフェイズで通常行う移動のこと。"),
    ),
    # --- the 7 eternal cards: won by a gate invasion, locked at once (decision 30) ----------------------
    "volcano": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=_WON_EN + " " + _cost("red", "赤")[0] + ": discard every card on any 1 square.",
        hand_ja=_WON_JA + _cost("red", "赤")[1] + "：任意の1マスのカードをすべて捨てる。",
        short_en="discard a whole square",
        short_ja="1マスのカードを全捨て",
        notes_en=_SEVERAL_EN,
        notes_ja=_SEVERAL_JA,
    ),
    "fruit": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=(_WON_EN + " " + _cost("orange", "橙")[0] + ": draw 4 and reveal them; their hand effects "
                 "cannot be used this turn. If any is orange (a rainbow fragment counts), discard your whole "
                 "hand; you cannot move this turn."),
        hand_ja=(_WON_JA + _cost("orange", "橙")[1] + "：4枚ドローして公開する。そのカードの手札効果はこのターン"
                 "使用できない。その中に橙（なないろの欠片を含む）があれば手札をすべて捨て、このターン移動できない。"),
        short_en="draw 4; an orange one loses all",
        short_ja="4枚ドロー、橙なら手札全捨て",
        notes_en=("Hand note: if using it did not make you discard your whole hand, you may use it again as "
                  "long as you still hold an orange card. If you draw a Rainbow Fragment, it is every colour, "
                  "so it counts as orange: you discard your whole hand and cannot move this turn."),
        notes_ja=("手札効果補足：効果の使用により、手札をすべて捨てずに済んだ場合で、まだ橙のカードを持っている"
                  "限り何度でも効果を使用することができる。「なないろの欠片」をドローした場合は、「なないろの欠片」"
                  "がすべての色を兼ねているため、それを橙として処理し、手札をすべて捨て、あなたはこのターン移動"
                  "できない。"),
    ),
    "palace": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=(_WON_EN + " Once per turn. " + _cost("yellow", "黄")[0] + ": draw 2; then each opponent, in "
                 "turn order, draws 1."),
        hand_ja=_WON_JA + "1ターンに1度。" + _cost("yellow", "黄")[1] + "：2枚ドローし、相手は時計回りに1枚ずつドローする。",
        short_en="draw 2, each rival draws 1",
        short_ja="2枚ドロー、相手は1枚ずつ",
        notes_en="Hand note: " + _ORDER_EN,
        notes_ja="手札効果補足：複数のプレイヤーを対象にした効果は原則、効果の使用者から時計回りに効果を処理する。(処理順の原則)",
    ),
    "forest": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=_WON_EN + " " + _cost("green", "緑")[0] + ": draw 1.",
        hand_ja=_WON_JA + _cost("green", "緑")[1] + "：1枚ドローする。",
        short_en="draw 1",
        short_ja="1枚ドロー",
        notes_en="Note: none.",
        notes_ja="補足：特になし。",
    ),
    "ship": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=(_WON_EN + " " + _cost("blue", "青")[0] + ": put 1 deck card face down on each of any 2 "
                 "squares."),
        hand_ja=_WON_JA + _cost("blue", "青")[1] + "：任意の2マスに、山札から1枚ずつ裏向きで置く。",
        short_en="lay 1 deck card on 2 squares",
        short_ja="任意の2マスに1枚ずつ置く",
        notes_en="Hand note: places that already hold cards may be chosen.",
        notes_ja="手札効果補足：カードの置かれた場所も対象にできる。",
    ),
    "sakura": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=(_WON_EN + " " + _cost("pink", "桃")[0] + ": move 1 opponent to a square around you that has "
                 "a card and no piece (a move: a face-down card opens and they arrive). You cannot contact "
                 "this turn."),
        hand_ja=(_WON_JA + _cost("pink", "桃")[1] + "：相手1人を、あなたの周囲のカードがあり駒のいないマスへ"
                 "移動させる（移動扱い：裏向きならオープンし、その相手が到達する）。このターン、あなたは接触できない。"),
        short_en="pull a rival beside you; no contact",
        short_ja="相手を周囲へ移動、接触不可",
        notes_en=("Hand note: " + _MOVED_EN + "\nIf, after you moved the opponent next to you, your only "
                  "option in the move phase is to contact them, you cannot, since the card forbids contact: put "
                  "a deck card face down next to you, and your turn ends."),
        notes_ja=("手札効果補足：" + _MOVED_JA + "\n相手プレイヤーをあなたの隣に移動させた後、ムーブフェイズで"
                  "移動する際、移動先がなく相手に接触することしかできない場合は、カード効果に従い接触できない"
                  "ため、山札から自分の隣にカードを裏向きで置きターン終了となる。"),
    ),
    "chemistry": CardText(
        arrival_en=_ETERNAL_EN,
        arrival_ja=_ETERNAL_JA,
        hand_en=(_WON_EN + " " + _cost("purple", "紫")[0] + ": take the top card of any square into your hand, "
                 "then put 1 deck card face down there."),
        hand_ja=_WON_JA + _cost("purple", "紫")[1] + "：任意のマスの1番上のカードを手札に加え、そこへ山札から1枚裏向きで置く。",
        short_en="take a top card, lay 1 there",
        short_ja="1番上を取り、山札から1枚置く",
        notes_en="Hand note: what you take into your hand is the top card of the chosen square (top-card principle).",
        notes_ja="手札効果補足：自分の手札に加えるのは選んだマスの1番上のカードである。(1番上の原則)",
    ),
}
"""The texts of every kind, by ``Kind.code`` (cards.py)."""

SUMMARY: tuple[str, str] = (
    "Walk your cube over a 7×7 board of cards, use their effects and lock one card of each of the 7 colours.",
    "7×7の49枚のカードの上をキューブで歩き、カードの効果を使って7色のカードを1枚ずつロックする。",
)
"""One line for the hall (English, Japanese)."""

RULES: tuple[str, str] = (
    "2–4 players. Set-up: 49 cards from the shuffled deck of 112 lie face down, 1 on each square of the 7×7 "
    "board. Each player gets a random first card: it sets the colour of their piece and starts locked. The "
    "pieces stand on their gates, the middle square of each side. No one holds cards. The first player is "
    "random; turns go clockwise.\n"
    "A turn has 3 phases. 1 Lock: you may lock 1 card from your hand in the slot of its colour (7 slots, "
    "1 card each; white and black never; the rainbow fragment only by effects). 2 Hand: use any number of "
    "cards from your hand, one after another; a used card is discarded. Colour cost S (追色): discard S other "
    "cards of its colour. First and eternal cards work while locked. 3 Move: step to an adjacent square (not "
    "diagonal) that has a card; a face-down top card opens, you get its arrival effect, then take it.\n"
    "Contact: if an opponent stands there, take 1 random card from their hand instead; they forced-move to "
    "their gate and you stay. If you can neither move nor contact, put the top deck card face down on an "
    "adjacent square; the turn ends.\n"
    "Gate invasion: if your piece stands on an opponent's gate when any turn ends, take half their hand "
    "(rounded down) at random and a random eternal card (locked at once), take every card on your own gate, "
    "and forced-move there.\n"
    "An empty deck is refilled from the discard pile, unshuffled.\n"
    "Victory: the instant you have locked all 7 colours.",
    "2〜4人。準備：112枚の山札をシャッフルし、7×7の各マスに1枚ずつ49枚を裏向きで置く。各プレイヤーは無作為に"
    "ファーストカードを1枚受け取り、その色が自分の駒となり、そのカードはロックされた状態で始まる。駒は各辺の中央の"
    "マス（ゲート）に置く。初期手札は無い。最初のプレイヤーは無作為、以降は時計回り。\n"
    "ターンは3つのフェイズ。1 ロック：手札を1枚、同色のロックエリアにロックしてもよい（7色、各1枚。白黒は不可、"
    "なないろの欠片は効果でのみ）。2 ハンド：手札を何枚でも1枚ずつ使える。使ったカードは捨てる。追色S：同色の他の"
    "カードをS枚捨てる。ファーストカードとエターナルカードはロック中も使える。3 ムーブ：前後左右の隣の、カードの"
    "あるマスへ移動する。裏向きの1番上のカードはオープンし、到達効果を得てから手札に加える。\n"
    "接触：そのマスに相手がいれば、代わりに相手の手札を無作為に1枚奪い、相手は自身のゲートへ強制移動する。あなたは"
    "動かない。移動も接触もできなければ、山札の1番上のカードを隣のマスに裏向きで置き、ターン終了。\n"
    "相手ゲート侵攻：どのターンの終了時でも相手のゲートにあなたの駒があれば、相手の手札の半分（切り捨て）を無作為に"
    "奪い、エターナルカードを無作為に1枚得て即ロックし、自分のゲートのカードをすべて手札に加えてそこへ強制移動する。\n"
    "山札が無くなれば捨て場をシャッフルせずに山札とする。\n"
    "勝利：7色すべてをロックした瞬間。",
)
"""The rules in short for ``GameInfo.rules`` (English, Japanese), each at most 1,500 characters."""

GLOSSARY: tuple[Term, ...] = (
    Term("隣", "adjacent",
         "The 4 squares in front, behind, left and right of a piece (not diagonal).",
         "対象のいるマスの前後左右4マスのこと。"),
    Term("周囲", "surroundings",
         "The 8 squares around a piece: orthogonal and diagonal.",
         "駒の周りの縦横斜めの計8マスのこと。"),
    Term("移動", "move",
         "Put a piece on another square that has a card; if its top card is face down, it opens.",
         "駒をカードのある別のマスに置くこと。置いたマスの1番上のカードが裏向きならオープンする。"),
    Term("強制移動", "forced move",
         "A move that may also end on a square with no card.",
         "移動先のマスにカードが無くてもできる「移動」のこと。"),
    Term("到達", "arrival",
         "A piece comes to stand on a face-up top card: its owner gets the card's arrival effect, then takes "
         "the card into their hand.",
         "表向きのカードの上に駒が置かれること。駒の所有者はその到達効果を得て、そのカードを手札に加える。"),
    Term("追色", "colour cost",
         "追色 S: to use the card, discard S other cards of its colour from your hand (a rainbow fragment "
         "counts as any colour).",
         "追色S：このカードと同色の他のカードをS枚手札から捨てることで効果を得る（なないろの欠片はどの色にもなる）。"),
    Term("ロック", "lock",
         "Put 1 card face up in the slot of its colour in your lock area; as a rule 1 card per colour.",
         "カード1枚を、ロックエリア内の同色の場所へ表向きで置くこと。原則、各色1枚ずつ。"),
    Term("置く", "place",
         "Putting a card in a lock slot without locking it (the rainbow curse): it is not a lock.",
         "ロックエリアにカードを「置く」こと（にじいろの呪い）。ロックしていることにはならない。"),
    Term("公開", "reveal",
         "Show the card to every player; a card revealed once need not be shown again.",
         "カードをプレイヤー全員に見せること。1度公開したカードは再度見せる必要はない。"),
    Term("無作為", "at random",
         "Chosen blindly: the other player picks from your hand without seeing the faces.",
         "カードの表面が見えないようにして選ぶこと。手札は相手に選んでもらう。"),
    Term("処理順の原則", "turn-order principle",
         "An effect on several players is resolved clockwise from its user (or, with no user, from the turn "
         "player).",
         "複数のプレイヤーを対象とする処理は、効果発動者（いなければ手番プレイヤー）から時計回りに行う。"),
    Term("善処の原則", "best-effort principle",
         "A player must carry out a card's text as fully as they can.",
         "プレイヤーは、カードに記された内容をできる限り満たすように努めなければならない。"),
    Term("1番上の原則", "top-card principle",
         "An effect on a square's card means its top card, unless it says otherwise.",
         "マスのカードを対象とする場合、特に表記が無ければ1番上のカードを対象とする。"),
)
"""The glossary words the card texts lean on (seed 基本用語集 and notes), English and Japanese."""
