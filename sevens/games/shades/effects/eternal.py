"""The 7 eternal cards (docs/rules/shades.md, "The first and eternal cards"; seed CARD COLLECTION notes
8–14): their hand effects as steps. An eternal card is won by a gate invasion and locked at once (decision
30); it is usable while locked in its owner's hand phase and costs 追色1, paid by the flow before the effect
runs (decisions 8, 10, 11); 1ターンに1度 is kept by the flow (decision 35).

An eternal card has no arrival effect: it never lies on the board (用語集 エターナルカード; decision 28), so
its registered arrival only raises.
"""

from __future__ import annotations

from ..cards import ORANGE, matches
from ..ops import arrival, hand, op, players, squares
from ..state import AROUND, SQUARES, Ask, Move
from ..work import Task, Work
from .first import never_on_board, show

ETERNAL_CODES = ("volcano", "fruit", "palace", "forest", "ship", "sakura", "chemistry")

for _code in ETERNAL_CODES:
    arrival(_code)(never_on_board)


def _with_cards(w: Work) -> list[int]:
    return [q for q in range(SQUARES) if w.board[q]]


# --- 紅蓮の火山 ワイナウエア ----------------------------------------------------------------------------------

def _ask_volcano(w: Work, t: Task) -> Ask | None:
    return squares(t[1], _with_cards(w), "volcano.hand")


@op("volcano.hand", ask=_ask_volcano)
def _volcano_step(w: Work, t: Task, m: Move | None) -> None:
    """Every card on one square to the discard pile (seed note 9: a pile is discarded whole); a piece there
    stays."""
    if m is not None:
        w.discard_all(m.value)


@hand("volcano")
def _volcano_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("volcano.hand", p))


# --- 禁断の果実 マルメゴ ---------------------------------------------------------------------------------------

@hand("fruit")
def _fruit_hand(w: Work, p: int, c: int) -> None:
    """Draw 4 and show them; their hand effects are sealed this turn (decision 34). If one of them is orange
    — the rainbow fragment counts (seed note 8 and the fragment's note) — the whole hand is discarded and
    the piece cannot move this turn (``Flags.no_move``; decision 13 makes it a stuck placement)."""
    drawn = []
    for _ in range(4):
        x = w.draw(p)
        if x >= 0:
            drawn.append(x)
            show(w, x)
    w.set_flags(sealed=w.flags.sealed + tuple(drawn))
    if any(matches(x, ORANGE) for x in drawn):
        for x in sorted(w.hands[p]):
            w.discard_from_hand(p, x)
        w.set_flags(no_move=True)


# --- 黄金の宮殿 ドムス・ネロ -----------------------------------------------------------------------------------

@hand("palace")
def _palace_hand(w: Work, p: int, c: int) -> None:
    """Draw 2; then each opponent draws 1, in 処理順 from the user (seed note 10; decision 36)."""
    w.draw(p)
    w.draw(p)
    for q in w.order(p)[1:]:
        w.draw(q)


# --- 奇跡の森 マンズウッド ------------------------------------------------------------------------------------

@hand("forest")
def _forest_hand(w: Work, p: int, c: int) -> None:
    """Draw 1 (seed note 11: 特になし)."""
    w.draw(p)


# --- 月下の漂流船 プリドゥエン ---------------------------------------------------------------------------------

def _ask_ship(w: Work, t: Task) -> Ask | None:
    """Two different squares, any (seed note 12: squares with cards too); not asked when neither deck nor
    discard pile has a card to put (decision 22, public)."""
    p, left, before = t[1], t[2], t[3]
    if left <= 0 or (not w.deck and not w.discard):
        return None
    return squares(p, [q for q in range(SQUARES) if q != before], "ship.hand", left=left)


@op("ship.hand", ask=_ask_ship)
def _ship_step(w: Work, t: Task, m: Move | None) -> None:
    """The deck's top card face down on the chosen square (nobody learns it, decision 22)."""
    if m is None:
        return
    w.place_from_deck(m.value)
    w.tasks.append(("ship.hand", t[1], t[2] - 1, m.value))


@hand("ship")
def _ship_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("ship.hand", p, 2, -1))


# --- 結ばれの一本桜 コノハナサクヤ ------------------------------------------------------------------------------

def sakura_squares(w: Work, p: int) -> list[int]:
    """Where an opponent may be moved: a square in the user's 周囲 with a card and no piece (a 移動 needs a
    card to stand on, 用語集 移動/強制移動; decision 17)."""
    return [q for q in AROUND[w.pieces[p]] if w.board[q] and w.piece_at(q) < 0]


def _ask_sakura(w: Work, t: Task) -> Ask | None:
    p = t[1]
    if not sakura_squares(w, p):
        return None
    return players(p, [q for q in range(w.n) if q != p], "sakura.hand")


@op("sakura.hand", ask=_ask_sakura)
def _sakura_step(w: Work, t: Task, m: Move | None) -> None:
    """The opponent chosen; then the square."""
    if m is not None:
        w.tasks.append(("sakura.square", t[1], m.value))


def _ask_sakura_square(w: Work, t: Task) -> Ask | None:
    return squares(t[1], sakura_squares(w, t[1]), "sakura.square")


@op("sakura.square", ask=_ask_sakura_square)
def _sakura_square(w: Work, t: Task, m: Move | None) -> None:
    """移動 of the opponent (seed note 13): a face-down card there opens and they arrive, resolving it
    themselves (decision 21) once the effect is over (decision 19)."""
    if m is not None:
        w.move_piece(t[2], m.value)


@hand("sakura")
def _sakura_hand(w: Work, p: int, c: int) -> None:
    """No contact this turn, whether or not an opponent could be moved (seed note 13: the move phase may end
    in a stuck placement, decision 13)."""
    w.set_flags(no_contact=True)
    w.tasks.append(("sakura.hand", p))


# --- 終わりなき化学 ゲンテクニーク -----------------------------------------------------------------------------

def _ask_chemistry(w: Work, t: Task) -> Ask | None:
    return squares(t[1], _with_cards(w), "chemistry.hand")


@op("chemistry.hand", ask=_ask_chemistry)
def _chemistry_step(w: Work, t: Task, m: Move | None) -> None:
    """The top card of the square into the hand (seed note 14: 1番上の原則), then the deck's top card face
    down there; an arrival the taking raised lapses under the new card (decision 19)."""
    if m is None:
        return
    w.take_top(m.value, t[1])
    w.place_from_deck(m.value)


@hand("chemistry")
def _chemistry_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("chemistry.hand", p))


__all__ = ["ETERNAL_CODES", "sakura_squares"]
