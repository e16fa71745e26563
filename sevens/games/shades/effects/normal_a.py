"""Normal kinds G1–G10 (docs/rules/shades.md §B): their arrival and hand effects as steps.

Conventions (README.md, "The engine"): an arrival effect pushes its steps above ``take`` (the card stays on its
square while they run, decision 18); a hand effect's card waits in ``limbo`` until its steps place it or
``settle_used`` discards it (decision 10). Whether a step asks depends on public things only (the board, the
pieces, hand sizes, locks); steps carry players, squares and kinds, never a card's number. 反撃's hand effect
is the reaction of ``flow.py`` (its window and its counter-contact), not a step of this module.
"""

from __future__ import annotations

from ..cards import KIND
from ..ops import arrival, card_of_kind, hand, hand_cards, op, options, players, squares
from ..state import AROUND, CENTRE, NEXT, SIZE, SQUARES, UP, Ask, Move
from ..work import Task, Work

CORNERS = (0, SIZE - 1, SQUARES - SIZE, SQUARES - 1)
"""情報開示: the four corner squares, opened with the centre (§B G10)."""
DISCLOSED = (CENTRE,) + CORNERS

ROAD_SQUARES = 5
"""民の道の建設 (arrival): deck cards put on this many empty squares (§B G7, S2-only number)."""
ROAD_MOVES = 2
"""民の道の建設 (hand): face-down cards moved at most (§B G7)."""
WHIM_MIN = 3
"""富裕層の気まぐれ: players holding at least this many cards put one down (§B G8, S2-only number)."""


def _empty_squares(w: Work) -> list[int]:
    """Squares with no card (a piece may stand there: decision 24)."""
    return [q for q in range(SQUARES) if not w.board[q]]


def _from_limbo(w: Work, k: int) -> int:
    """The used card of kind ``k`` waiting in limbo (decision 10), taken out of it."""
    c = next(x for x in w.limbo if KIND[x] == k)
    w.limbo.remove(c)
    return c


def _forget_hand(w: Work, p: int) -> None:
    """``p`` chose a card of their hand in secret: the others no longer know which of p's cards is where,
    except cards shown with 公開 (decision 29), which everyone still sees."""
    for c in w.hands[p]:
        if c not in w.flags.shown:
            w.known[c] &= 1 << p


# --- G1 ダッシュ (red ×7) -------------------------------------------------------------------------------

def _dash_targets(w: Work, p: int) -> list[int]:
    return [q for q in NEXT[w.pieces[p]] if w.board[q] and w.piece_at(q) < 0]


def _ask_dash(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return squares(p, _dash_targets(w, p), "dash.arrival")


@op("dash.arrival", ask=_ask_dash)
def _dash_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """Move once more (a 移動, no contact); compulsory when a square exists (善処), else nothing (§B G1)."""
    if m is not None:
        w.move_piece(t[1], m.value)


@arrival("dash")
def _dash_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """§B G1: ダッシュ goes to the hand first, then the new square's arrival (decision 19): the move step is
    put under ``take``, so it runs after the card is taken."""
    w.tasks.insert(len(w.tasks) - 1, ("dash.arrival", p))


@hand("dash")
def _dash_hand(w: Work, p: int, c: int) -> None:
    """This turn, after the move-phase action, one extra 1-square 移動 without contact (§B G1); uses stack.
    The extra moves themselves are the flow's step ``extra``."""
    w.set_flags(extra=w.flags.extra + 1)


# --- G2 反撃 (red ×7) -----------------------------------------------------------------------------------

@arrival("counterattack")
def _counter_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("counterattack.arrival", p))


@op("counterattack.arrival")
def _counter_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G2: if nobody holds fewer cards than you (ties count, compared now: decision 27; this card is not
    in your hand yet), draw 2, then discard 1 card of your choice; otherwise nothing."""
    p = t[1]
    if any(len(w.hands[q]) < len(w.hands[p]) for q in range(w.n)):
        return
    w.draw(p)
    w.draw(p)
    w.tasks.append(("counterattack.discard", p))


def _ask_counter_discard(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return hand_cards(p, w.hands[p], "counterattack.arrival")


@op("counterattack.discard", ask=_ask_counter_discard)
def _counter_discard(w: Work, t: Task, m: Move | None) -> None:
    """The discard is the player's choice, face up on the discard pile (public)."""
    if m is not None:
        p = t[1]
        w.discard_from_hand(p, card_of_kind(w.hands[p], m.value))


# --- G3 フォース (orange ×7) ----------------------------------------------------------------------------

@arrival("force")
def _force_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("force.arrival", p, sq))


def _ask_force_arrival(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in NEXT[t[2]] if w.board[q]], "force.arrival")


@op("force.arrival", ask=_ask_force_arrival)
def _force_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G3: the top card of one 隣 square (face up or down, a piece there or not) into your hand; with no
    card next to you, nothing happens and this card still goes to your hand (seed note G3)."""
    if m is not None:
        w.take_top(m.value, t[1])


def _force_squares(w: Work) -> list[int]:
    return [q for q in range(SQUARES) if w.board[q] and w.piece_at(q) < 0]


def _ask_force_hand(w: Work, t: Task) -> Ask | None:
    p = t[1]
    if not _force_squares(w):
        return None
    return players(p, [q for q in range(w.n) if q != p], "force.hand")


@op("force.hand", ask=_ask_force_hand)
def _force_hand_step(w: Work, t: Task, m: Move | None) -> None:
    if m is not None:
        w.tasks.append(("force.hand.target", t[1], m.value))


def _ask_force_target(w: Work, t: Task) -> Ask | None:
    return squares(t[1], _force_squares(w), "force.hand.target")


@op("force.hand.target", ask=_ask_force_target)
def _force_target(w: Work, t: Task, m: Move | None) -> None:
    """§B G3: the opponent makes a 移動 there: a face-down top card opens and they arrive (seed note G3);
    the arrival is theirs to resolve (decision 21), after this effect (decision 19)."""
    if m is not None:
        w.move_piece(t[2], m.value)


@hand("force")
def _force_hand(w: Work, p: int, c: int) -> None:
    """追色1 is paid by the flow; choose an opponent, then a square with a card and no piece (§B G3)."""
    w.tasks.append(("force.hand", p))


# --- G4 誰かの落とし物 (orange ×7) ------------------------------------------------------------------------

@arrival("lost-item")
def _lost_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("lost-item.draw", p))


@op("lost-item.draw")
def _lost_draw(w: Work, t: Task, m: Move | None) -> None:
    """Draw 1 (seed worked example, turn 1; §B G4)."""
    w.draw(t[1])


def _ask_lost_hand(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return squares(p, [w.gate(q) for q in range(w.n) if q != p], "lost-item.hand")


@op("lost-item.hand", ask=_ask_lost_hand)
def _lost_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G4: this card face down on top of an opponent's gate pile (any height, a piece there or not; seed
    note 「場のカードは何枚でも重ねて置くことができる」), then draw 1. Everyone saw which card it is."""
    if m is None:
        return
    c = _from_limbo(w, t[2])
    w.place_down(c, m.value, w.everyone)
    w.tasks.append(("lost-item.draw", t[1]))


@hand("lost-item")
def _lost_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("lost-item.hand", p, KIND[c]))


# --- G5 盗賊の技 -スティール- (yellow ×7) ------------------------------------------------------------------

def _steal(w: Work, p: int, from_hand: int) -> None:
    w.tasks.append(("steal", p, from_hand))


def _ask_steal(w: Work, t: Task) -> Ask | None:
    """Among the players with the most locked cards (decision 26, you included), those holding a card."""
    p = t[1]
    found = [q for q in w.most_locked() if w.hands[q]]
    return players(p, found, "steal.hand" if t[2] else "steal.arrival")


@op("steal", ask=_ask_steal)
def _steal_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G5: 1 random card of the chosen player's hand into yours (無作為, decision 29). Choosing yourself
    (the only leader, seed note G5) changes nothing: no card moves and nobody forgets anything."""
    if m is not None and m.value != t[1]:
        w.take_random(m.value, t[1], 1)


@arrival("steal")
def _steal_arrival(w: Work, p: int, sq: int, c: int) -> None:
    _steal(w, p, 0)


@hand("steal")
def _steal_hand(w: Work, p: int, c: int) -> None:
    """The same effect as the arrival (§B G5)."""
    _steal(w, p, 1)


# --- G6 神鳴 (yellow ×7) --------------------------------------------------------------------------------

@arrival("thunder")
def _thunder_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """強制移動 to one's own gate; the card still goes to the hand (seed worked example; §B G6)."""
    w.tasks.append(("thunder.home", p))


@op("thunder.home")
def _thunder_home(w: Work, t: Task, m: Move | None) -> None:
    """A forced move (seed note G6: even to a gate with no card); a face-down card there opens and its
    arrival waits until 神鳴 is in the hand (decision 19). Already home or the gate taken: no move."""
    w.home(t[1])


def _ask_thunder(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in range(SQUARES) if w.board[q]], "thunder.hand")


@op("thunder.hand", ask=_ask_thunder)
def _thunder_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """Discard every card on one square (seed note 「1マスに複数枚のカードがあれば、それらをすべて捨てる」);
    a piece there stays (§B G6)."""
    if m is not None:
        w.discard_all(m.value)


@hand("thunder")
def _thunder_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("thunder.hand", p))


# --- G7 民の道の建設 (green ×7) ----------------------------------------------------------------------------

@arrival("road")
def _road_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("road.arrival", p, ROAD_SQUARES))


def _ask_road_arrival(w: Work, t: Task) -> Ask | None:
    if t[2] <= 0 or not (w.deck or w.discard):
        return None
    return squares(t[1], _empty_squares(w), "road.arrival", left=t[2])


@op("road.arrival", ask=_ask_road_arrival)
def _road_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G7: 1 deck card face down on each of 5 squares with no card (a piece there is allowed), one square
    at a time; fewer squares or deck cards: as many as there are (善処)."""
    if m is not None and w.place_from_deck(m.value):
        w.tasks.append(("road.arrival", t[1], t[2] - 1))


def _road_sources(w: Work, p: int, moved_to: int) -> list[int]:
    """Face-down top cards on squares outside every opponent's 周囲 and not under an opponent (§B G7), but
    not the card the first choice has just moved (two cards move, not one twice: ``moved_to``)."""
    near = set()
    for q in range(w.n):
        if q != p:
            near.add(w.pieces[q])
            near.update(AROUND[w.pieces[q]])
    return [q for q in range(SQUARES) if w.top_down(q) and q not in near and q != moved_to]


def _ask_road_hand(w: Work, t: Task) -> Ask | None:
    p, left, moved_to = t[1], t[2], t[3]
    sources = _road_sources(w, p, moved_to)
    if left <= 0 or not sources or not _empty_squares(w):
        return None
    return squares(p, sources, "road.hand", optional=True, left=left)


@op("road.hand", ask=_ask_road_hand)
def _road_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """Up to 2 cards: choose one (or stop), then where it goes."""
    if m is not None and m.verb == "sq":
        w.tasks.append(("road.hand.to", t[1], t[2], m.value))


def _ask_road_to(w: Work, t: Task) -> Ask | None:
    src = t[3]
    return squares(t[1], [q for q in _empty_squares(w) if q != src], "road.hand.to")


@op("road.hand.to", ask=_ask_road_to)
def _road_to(w: Work, t: Task, m: Move | None) -> None:
    """The card moves still face down and unseen (seed note 「裏向きのまま…見えてはいけない」): its ``known``
    bits stay as they were; the card below it stays, and may become an arrival (decision 18)."""
    if m is None:
        return
    p, left, src = t[1], t[2], t[3]
    e = w.board[src].pop()
    w.board[m.value].append(e)
    w.exposed(src)
    w.tasks.append(("road.hand", p, left - 1, m.value))


@hand("road")
def _road_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("road.hand", p, ROAD_MOVES, -1))


# --- G8 富裕層の気まぐれ (green ×7) -------------------------------------------------------------------------

def _whim(w: Work, p: int, from_hand: int) -> None:
    """§B G8: in 処理順 from the user (decision 36), each player is asked in turn when their turn comes."""
    for q in reversed(w.order(p)):
        w.tasks.append(("whim.square", q, from_hand))


def _whim_prompt(t: Task) -> str:
    return "whim.hand" if t[2] else "whim.arrival"


def _ask_whim_square(w: Work, t: Task) -> Ask | None:
    q = t[1]
    if len(w.hands[q]) < WHIM_MIN:
        return None
    return squares(q, _empty_squares(w), _whim_prompt(t))


@op("whim.square", ask=_ask_whim_square)
def _whim_square(w: Work, t: Task, m: Move | None) -> None:
    """A player holding ≥ 3 cards chooses the empty square first and then, in secret, the card (so no step
    ever names the card); with no empty square they do nothing (§B G8 [D])."""
    if m is not None:
        w.tasks.append(("whim.card", t[1], t[2], m.value))


def _ask_whim_card(w: Work, t: Task) -> Ask | None:
    q = t[1]
    return hand_cards(q, w.hands[q], _whim_prompt(t) + ".card", secret=True)


@op("whim.card", ask=_ask_whim_card)
def _whim_card(w: Work, t: Task, m: Move | None) -> None:
    """The card goes face down; only its placer knows it (a card shown with 公開 stays known to all)."""
    if m is None:
        return
    q, sq = t[1], t[3]
    c = card_of_kind(w.hands[q], m.value)
    knowers = w.everyone if c in w.flags.shown else 1 << q
    w.hands[q].remove(c)
    _forget_hand(w, q)
    w.place_down(c, sq, knowers)


@arrival("whim")
def _whim_arrival(w: Work, p: int, sq: int, c: int) -> None:
    _whim(w, p, 0)


@hand("whim")
def _whim_hand(w: Work, p: int, c: int) -> None:
    """The same as the arrival; this card has left the hand and is not counted (§B G8, decision 10)."""
    _whim(w, p, 1)


# --- G9 欲しがりの吊り橋 (blue ×7) -------------------------------------------------------------------------

def _back_square(w: Work, p: int) -> int:
    """"The square you came from" (decision 20): before the latest 移動; -1 if undefined or occupied."""
    q = w.came_from[p]
    if q < 0 or q == w.pieces[p] or w.piece_at(q) >= 0:
        return -1
    return q


@arrival("bridge")
def _bridge_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("bridge.arrival", p))


def _ask_bridge(w: Work, t: Task) -> Ask | None:
    """Asked only when both are possible (both public: the hand's size, the square); opt 1 discards, opt 2
    goes back."""
    p = t[1]
    if w.hands[p] and _back_square(w, p) >= 0:
        return options(p, 2, "bridge.arrival")
    return None


@op("bridge.arrival", ask=_ask_bridge)
def _bridge_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G9: discard 1 card of your choice, or forced-move back to the square you came from (it opens like
    any 移動). With 0 cards going back is compulsory (seed note G9, 善処); if going back is impossible the
    discard is; neither: nothing. This card goes to your hand either way."""
    p = t[1]
    back = _back_square(w, p)
    if m is not None:
        go_back = m.value == 1
    elif back >= 0:
        go_back = True
    elif w.hands[p]:
        go_back = False
    else:
        return
    if go_back:
        w.move_piece(p, back)
    else:
        w.tasks.append(("bridge.discard", p))


def _ask_bridge_discard(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return hand_cards(p, w.hands[p], "bridge.arrival.discard")


@op("bridge.discard", ask=_ask_bridge_discard)
def _bridge_discard(w: Work, t: Task, m: Move | None) -> None:
    if m is not None:
        p = t[1]
        w.discard_from_hand(p, card_of_kind(w.hands[p], m.value))


def _ask_bridge_hand(w: Work, t: Task) -> Ask | None:
    p = t[1]
    mine = w.pieces[p]
    return squares(p, [q for q in range(SQUARES) if q != mine and q not in AROUND[mine]], "bridge.hand")


@op("bridge.hand", ask=_ask_bridge_hand)
def _bridge_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G9: this card face down on a square outside your 周囲, not your own (on any pile: seed note
    「カードの置かれたマスへも置くことができる」); everyone saw which card it is."""
    if m is None:
        return
    c = _from_limbo(w, t[2])
    w.place_down(c, m.value, w.everyone)
    w.tasks.append(("bridge.pull", t[1], m.value))


def _ask_bridge_pull(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in AROUND[t[2]] if w.board[q]], "bridge.hand.pull")


@op("bridge.pull", ask=_ask_bridge_pull)
def _bridge_pull(w: Work, t: Task, m: Move | None) -> None:
    """The top card of a square in the bridge's 周囲, face down, directly under the bridge ([D] §B G9);
    compulsory when one exists (善処). Moved unseen, it keeps its ``known`` bits (a face-up card was seen by
    all); the card it uncovers may be an arrival (decision 18)."""
    if m is None:
        return
    sq = t[2]
    e = w.board[m.value].pop()
    w.board[sq].insert(len(w.board[sq]) - 1, e % UP)
    w.exposed(m.value)


@hand("bridge")
def _bridge_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("bridge.hand", p, KIND[c]))


# --- G10 情報開示 (pink ×7) -------------------------------------------------------------------------------

@arrival("disclosure")
def _disclosure_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("disclosure.arrival", p))


@op("disclosure.arrival")
def _disclosure_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G10: the centre and the 4 corners if any of them has a face-down top card; else the fallback."""
    p = t[1]
    if any(w.top_down(q) for q in DISCLOSED):
        w.tasks.append(("disclosure.open", p))
    else:
        w.tasks.append(("disclosure.other", p))


def _ask_disclosure_open(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in DISCLOSED if w.top_down(q)], "disclosure.arrival")


@op("disclosure.open", ask=_ask_disclosure_open)
def _disclosure_open(w: Work, t: Task, m: Move | None) -> None:
    """Each face-down top card of the five opens, in the order the player chooses (a piece on one arrives,
    queued in that order: decisions 18, 19)."""
    if m is not None:
        w.open(m.value)
        w.tasks.append(("disclosure.open", t[1]))


def _ask_disclosure_other(w: Work, t: Task) -> Ask | None:
    p = t[1]
    mine = w.pieces[p]
    return squares(p, [q for q in range(SQUARES) if w.top_down(q) and q != mine and q not in NEXT[mine]],
                   "disclosure.arrival.other")


@op("disclosure.other", ask=_ask_disclosure_other)
def _disclosure_other(w: Work, t: Task, m: Move | None) -> None:
    """The fallback: 1 face-down top card anywhere but your square and its 隣 (§B G10, S2)."""
    if m is not None:
        w.open(m.value)


@hand("disclosure")
def _disclosure_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("disclosure.hand", p))


@op("disclosure.hand")
def _disclosure_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """§B G10: draw 2 and 公開 them: everyone sees them (decision 29) and their hand effects are sealed until
    the turn ends (decision 34)."""
    p = t[1]
    drawn = [c for c in (w.draw(p), w.draw(p)) if c >= 0]
    for c in drawn:
        w.known[c] = w.everyone
    w.set_flags(sealed=w.flags.sealed + tuple(drawn), shown=w.flags.shown + tuple(drawn))
