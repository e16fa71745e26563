"""Normal kinds G11–G20 (docs/rules/shades.md §B): their arrival and hand effects as steps.

ちょっと待った!'s hand effect is a reaction handled by the flow (``flow.stop_lock``); 強欲なパレット's hand effect
runs here whether it is used in the hand phase or at a reaction window (both go through ``flow.declare_use``).

Two conventions of this module (README.md, "The engine"):
- A question whose answers are public and has one answer only is not asked: the step acts with that answer.
  For squares and players the driver does it for every card (``rules.forced``); for slots and locked cards
  (kinds ``colour`` and ``card``, which elsewhere may be about a hand) this module does it (``public_choice``).
  A question about one's own hand is asked whenever the hand holds a card (its size is public), even when the
  hand leaves one answer.
- Steps carry players, squares, kinds, colours and counts; a card chosen in secret is chosen by the step that
  places it, so no step waiting in the (public) task list names it.
"""

from __future__ import annotations

from typing import Callable

from ..cards import COLOURS, KIND, matches, untargetable
from ..flow import CURSE_CARD, declare_lock
from ..ops import arrival, card_of_kind, colours, hand, hand_cards, kind_index, op, players, squares
from ..state import AROUND, NEXT, SIZE, SQUARES, UP, Ask, Move, square
from ..work import Task, Work
from .first import show

WAIT = kind_index("wait")
FROG = kind_index("frog")
CURSE = kind_index("curse")
TRAP = kind_index("trap")
FLOWER = kind_index("flower")
FRAGMENT = kind_index("fragment")

Asker = Callable[[Work, Task], "Ask | None"]


def public_choice(asker: Asker) -> Asker:
    """The question ``asker`` makes, asked only when it has two answers or more (its answers, slots or locked
    cards, are public; squares and players need no wrapper: the driver answers them, ``rules.forced``)."""

    def ask(w: Work, t: Task) -> Ask | None:
        q = asker(w, t)
        return q if q is not None and len(q.moves) >= 2 else None

    return ask


def chosen(w: Work, t: Task, m: Move | None, asker: Asker) -> Move | None:
    """The answer given, or the only answer of a question not asked (``public_choice``); None when the
    question has no answer (善処の原則: the effect does what it can)."""
    if m is not None:
        return m
    q = asker(w, t)
    return q.moves[0] if q is not None and len(q.moves) == 1 else None


def in_limbo(w: Work, k: int) -> int:
    """The used card of kind ``k`` waiting for its effect to place it (decision 10), or -1."""
    return next((x for x in w.limbo if KIND[x] == k), -1)


def on_top(w: Work, sq: int, k: int) -> bool:
    return w.top_up(sq) and KIND[w.board[sq][-1] % UP] == k


def with_cards(w: Work) -> list[int]:
    return [q for q in range(SQUARES) if w.board[q]]


def discard_hand(w: Work, p: int) -> None:
    """Every card of ``p``'s hand to the discard pile (public, so the order is the cards' order)."""
    for c in sorted(w.hands[p]):
        w.discard_from_hand(p, c)


# --- choosing one of one's locked cards (カラフルホール, いろ落ちガエル) ----------------------------------------

def locked_kinds(w: Work, p: int) -> list[int]:
    """Kinds of ``p``'s locked cards an effect may take (never first or eternal cards, decision 28; the
    placed curse is not locked, FAQ ロック Q5)."""
    return sorted({KIND[c] for c in w.targetable_locks(p)})


def slots_of(w: Work, p: int, k: int) -> list[int]:
    """The slots of ``p`` holding a targetable card of kind ``k`` (several only for the rainbow fragment)."""
    return [col for col in range(COLOURS) if any(KIND[c] == k and not untargetable(c) for c in w.locks[p][col])]


def unlock(w: Work, p: int, col: int, k: int) -> int:
    """One card of kind ``k`` out of ``p``'s slot ``col`` (a fragment pair's other card stays locked: FAQ
    ロック Q3); it was public and stays known to everyone wherever the caller puts it."""
    c = min(x for x in w.locks[p][col] if KIND[x] == k)
    w.locks[p][col].remove(c)
    w.known[c] = w.everyone
    return c


def lock_choice(name: str, done: Callable[[Work, Task, int], None]) -> None:
    """Register the steps ``name`` (the seat ``t[1]`` chooses a kind of their targetable locked cards) and
    ``name + ".slot"`` (which slot, when that kind lies in several); ``done(w, t, card)`` then gets the card,
    out of its slot, with the first step's task. Nothing happens when the seat has no such card (善処)."""

    def ask_kind(w: Work, t: Task) -> Ask | None:
        kinds = locked_kinds(w, t[1])
        return Ask(t[1], "card", tuple(Move("card", k) for k in kinds), name) if kinds else None

    def ask_slot(w: Work, t: Task) -> Ask | None:
        return colours(t[1], slots_of(w, t[1], t[-1]), name + ".slot")

    def act_kind(w: Work, t: Task, m: Move | None) -> None:
        mv = chosen(w, t, m, ask_kind)
        if mv is None:
            return
        slots = slots_of(w, t[1], mv.value)
        if len(slots) > 1:
            w.tasks.append((name + ".slot",) + tuple(t[1:]) + (mv.value,))
        else:
            done(w, t, unlock(w, t[1], slots[0], mv.value))

    def act_slot(w: Work, t: Task, m: Move | None) -> None:
        mv = chosen(w, t, m, ask_slot)
        if mv is not None:
            done(w, (name,) + tuple(t[1:-1]), unlock(w, t[1], mv.value, t[-1]))

    op(name, ask=public_choice(ask_kind))(act_kind)
    op(name + ".slot", ask=public_choice(ask_slot))(act_slot)


# --- G11 ちょっと待った! (purple ×7) ------------------------------------------------------------------------

@arrival("wait")
def _wait_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """強制移動 back to the square you came from (decision 20: none, or taken → you stay), then one 移動
    without contact to a 隣 square with a card and no piece other than this card's square; the card goes to
    the hand before the new square's arrival (§B G11, decision 19: arrivals wait in the queue)."""
    w.tasks.append(("wait.arrival", p, sq))


@op("wait.arrival")
def _wait_back(w: Work, t: Task, m: Move | None) -> None:
    p, sq = t[1], t[2]
    back = w.came_from[p]
    if back >= 0:
        w.move_piece(p, back)  # a forced move: a square without card will do; never onto a piece
    w.tasks.append(("wait.arrival.step", p, sq))


def _ask_wait_step(w: Work, t: Task) -> Ask | None:
    p, sq = t[1], t[2]
    return squares(p, [q for q in NEXT[w.pieces[p]] if q != sq and w.board[q] and w.piece_at(q) < 0], "wait.arrival.step")


@op("wait.arrival.step", ask=_ask_wait_step)
def _wait_step(w: Work, t: Task, m: Move | None) -> None:
    """The 移動 is compulsory when a square allows it (善処); with none the piece stays."""
    if m is not None:
        w.move_piece(t[1], m.value)


# --- G12 カラフルホール (white ×2) ----------------------------------------------------------------------------

def _ask_hole_arrival(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in with_cards(w) if q != t[2]], "hole.arrival")


@op("hole.arrival", ask=_ask_hole_arrival)
def _hole_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """Every card of one square (not this card's own, §B G12) into the hand (seed note: a pile is taken
    whole); the square is left without card, so nobody arrives there."""
    if m is not None:
        w.take_all(m.value, t[1])


@arrival("hole")
def _hole_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("hole.arrival", p, sq))


def _ask_hole_hand(w: Work, t: Task) -> Ask | None:
    """The leaders in locked cards (decision 26, the user included) holding a card the effect can take:
    one of them must be chosen if any (善処, §B G12)."""
    return players(t[1], [q for q in w.most_locked() if w.targetable_locks(q)], "hole.hand")


@op("hole.hand", ask=_ask_hole_hand)
def _hole_hand_step(w: Work, t: Task, m: Move | None) -> None:
    if m is not None:
        w.tasks.append(("hole.hand.give", m.value, t[1]))


def _hole_give(w: Work, t: Task, c: int) -> None:
    """The chosen player's locked card goes into the user's hand (to their own hand, unlocked, if the user
    chose themself: seed note, あなたが効果の対象)."""
    w.hands[t[2]].append(c)


lock_choice("hole.hand.give", _hole_give)


@hand("hole")
def _hole_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("hole.hand", p))


# --- G13 いろ落ちガエル (black ×1) ----------------------------------------------------------------------------

@arrival("frog")
def _frog_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """Every player, in 処理順 from the arriving one (decision 36), discards their whole hand; then this card
    goes to a player with the fewest locked cards, the arriving player choosing among ties (§B G13)."""
    for q in w.order(p):
        discard_hand(w, q)
    w.tasks.append(("frog.arrival.give", p, sq))


def _ask_frog_give(w: Work, t: Task) -> Ask | None:
    return players(t[1], w.fewest_locked(), "frog.arrival.give")


@op("frog.arrival.give", ask=_ask_frog_give)
def _frog_give(w: Work, t: Task, m: Move | None) -> None:
    if m is not None and on_top(w, t[2], FROG):
        w.take_top(t[2], m.value)


@hand("frog")
def _frog_hand(w: Work, p: int, c: int) -> None:
    """Every player with the most locked cards (the user included), in 処理順 from the user, discards one of
    their targetable locked cards, their choice; then the user discards their whole hand (§B G13)."""
    best = max(w.lock_count(q) for q in range(w.n))
    w.tasks.append(("frog.hand.end", p))
    for q in reversed(w.order(p)):
        if w.lock_count(q) == best:
            w.tasks.append(("frog.hand.lose", q))


lock_choice("frog.hand.lose", lambda w, t, c: w.to_discard(c))


@op("frog.hand.end")
def _frog_hand_end(w: Work, t: Task, m: Move | None) -> None:
    discard_hand(w, t[1])


# --- G14 にじいろの呪い (black ×1) ----------------------------------------------------------------------------

def empty_slots(w: Work, p: int) -> list[int]:
    """Slots with no card locked or placed (§B G14)."""
    return [col for col in range(COLOURS) if not w.locks[p][col] and w.curse[p] != col]


def _ask_curse_arrival(w: Work, t: Task) -> Ask | None:
    return colours(t[1], empty_slots(w, t[1]), "curse.arrival")


@op("curse.arrival", ask=public_choice(_ask_curse_arrival))
def _curse_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """Placed face up in one of one's empty slots — placing is not locking (FAQ ロック Q5): it counts 0 locks
    and its colour does not count for victory (``Work.colours_locked``); with no empty slot it goes to the
    hand as usual (§B G14)."""
    p, sq = t[1], t[2]
    if not on_top(w, sq, CURSE):
        return
    mv = chosen(w, t, m, _ask_curse_arrival)
    if mv is None:
        w.take_top(sq, p)
        return
    w.board[sq].pop()
    w.curse[p] = mv.value
    w.known[CURSE_CARD] = w.everyone
    w.exposed(sq)


@arrival("curse")
def _curse_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("curse.arrival", p, sq))


def _ask_curse_hand(w: Work, t: Task) -> Ask | None:
    return players(t[1], [q for q in w.most_locked() if empty_slots(w, q)], "curse.hand")


@op("curse.hand", ask=_ask_curse_hand)
def _curse_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """A leader in locked cards with an empty slot (the user included) is chosen; none: the card is simply
    discarded (§B G14)."""
    if m is not None:
        w.tasks.append(("curse.hand.slot", m.value))


def _ask_curse_slot(w: Work, t: Task) -> Ask | None:
    return colours(t[1], empty_slots(w, t[1]), "curse.hand.slot")


@op("curse.hand.slot", ask=public_choice(_ask_curse_slot))
def _curse_hand_slot(w: Work, t: Task, m: Move | None) -> None:
    """The chosen player places the curse in an empty slot of their own choice (§B G14)."""
    mv = chosen(w, t, m, _ask_curse_slot)
    if mv is None or CURSE_CARD not in w.limbo:
        return
    w.limbo.remove(CURSE_CARD)
    w.curse[t[1]] = mv.value
    w.known[CURSE_CARD] = w.everyone


@hand("curse")
def _curse_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("curse.hand", p))


# --- G15 仕掛けられた罠 (blue ×7) -----------------------------------------------------------------------------

@arrival("trap")
def _trap_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """Discard half the hand, rounded down (用語集 手札の半分), cards of one's choice — not at random; this card
    is still on its square, so it is not counted (seed note, §B G15)."""
    count = len(w.hands[p]) // 2
    if count:
        w.tasks.append(("trap.arrival", p, count))


def _ask_trap_arrival(w: Work, t: Task) -> Ask | None:
    return hand_cards(t[1], w.hands[t[1]], "trap.arrival", left=t[2]) if w.hands[t[1]] else None


@op("trap.arrival", ask=_ask_trap_arrival)
def _trap_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    p, left = t[1], t[2]
    if m is None:
        return
    w.discard_from_hand(p, card_of_kind(w.hands[p], m.value))
    if left > 1:
        w.tasks.append(("trap.arrival", p, left - 1))


def _ask_trap_hand(w: Work, t: Task) -> Ask | None:
    pos = w.pieces[t[1]]
    return squares(t[1], [q for q in range(SQUARES) if q != pos and q not in AROUND[pos]], "trap.hand")


@op("trap.hand", ask=_ask_trap_hand)
def _trap_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """This card face down on a square outside one's 周囲 and not one's own (on any pile: seed note); every
    seat saw which card it is (decision 10: a used card is public)."""
    c = in_limbo(w, TRAP)
    if m is None or c < 0:
        return
    w.limbo.remove(c)
    w.place_down(c, m.value, w.everyone)
    w.tasks.append(("trap.hand.discard", t[1], m.value))


def _ask_trap_discard(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in AROUND[t[2]] if w.board[q]], "trap.hand.discard")


@op("trap.hand.discard", ask=_ask_trap_discard)
def _trap_discard(w: Work, t: Task, m: Move | None) -> None:
    """The top card of a square in the placed card's 周囲 to the discard pile, compulsory if any (§B G15)."""
    if m is not None:
        w.discard_top(m.value)


@hand("trap")
def _trap_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("trap.hand", p))


# --- G16 誰かの好きな花 (pink ×7) -----------------------------------------------------------------------------

@arrival("flower")
def _flower_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """This card goes to an opponent of one's choice instead; then draw 1 if it lay face down before this
    arrival (the arrival came from opening it: ``Work.arrival_opened``; §B G16)."""
    w.tasks.append(("flower.arrival", p, sq, int(w.arrival_opened)))


def _ask_flower_arrival(w: Work, t: Task) -> Ask | None:
    return players(t[1], w.order(t[1])[1:], "flower.arrival")


@op("flower.arrival", ask=_ask_flower_arrival)
def _flower_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    p, sq = t[1], t[2]
    if m is not None and on_top(w, sq, FLOWER):
        w.take_top(sq, m.value)
    if t[3]:
        w.draw(p)


def _ask_flower_hand(w: Work, t: Task) -> Ask | None:
    return players(t[1], w.most_locked(), "flower.hand")


@op("flower.hand", ask=_ask_flower_hand)
def _flower_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """A leader in locked cards (decision 26; oneself allowed) is chosen."""
    if m is not None:
        w.tasks.append(("flower.hand.square", t[1], m.value))


def _ask_flower_square(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in AROUND[w.pieces[t[2]]] if w.piece_at(q) < 0], "flower.hand.square")


@op("flower.hand.square", ask=_ask_flower_square)
def _flower_square(w: Work, t: Task, m: Move | None) -> None:
    """This card face up on a square of that player's 周囲 with no piece (on any pile: seed note), then draw
    1; with no such square the card is discarded and the draw still happens (善処, §B G16)."""
    c = in_limbo(w, FLOWER)
    if m is not None and c >= 0:
        w.limbo.remove(c)
        w.board[m.value].append(c | UP)
        w.known[c] = w.everyone
    w.draw(t[1])


@hand("flower")
def _flower_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("flower.hand", p))


# --- G17 予言者の技 -アポカリプス- (purple ×7) -------------------------------------------------------------------

def _ask_apocalypse_arrival(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return squares(p, AROUND[w.pieces[p]], "apocalypse.arrival") if w.hands[p] else None


@op("apocalypse.arrival", ask=_ask_apocalypse_arrival)
def _apocalypse_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """First the square of one's 周囲 (on any pile: seed note), then, in secret, the card; with an empty hand
    nothing happens (seed note: 手札が0枚の場合は到達効果は得られず)."""
    if m is not None:
        w.tasks.append(("apocalypse.arrival.put", t[1], m.value))


def _ask_apocalypse_put(w: Work, t: Task) -> Ask | None:
    p = t[1]
    return hand_cards(p, w.hands[p], "apocalypse.arrival.put", secret=True) if w.hands[p] else None


@op("apocalypse.arrival.put", ask=_ask_apocalypse_put)
def _apocalypse_put(w: Work, t: Task, m: Move | None) -> None:
    """The chosen card face down: only its owner knows it (everyone, if it had been shown with 公開)."""
    if m is None:
        return
    p = t[1]
    c = card_of_kind(w.hands[p], m.value)
    w.hands[p].remove(c)
    w.place_down(c, t[2], w.everyone if c in w.flags.shown else 1 << p)


@arrival("apocalypse")
def _apocalypse_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("apocalypse.arrival", p))


def _ask_apocalypse_hand(w: Work, t: Task) -> Ask | None:
    return colours(t[1], range(COLOURS), "apocalypse.hand")


@op("apocalypse.hand", ask=_ask_apocalypse_hand)
def _apocalypse_first(w: Work, t: Task, m: Move | None) -> None:
    """Two of the 7 colours are declared, one question each (colourless cannot be declared: seed note)."""
    if m is not None:
        w.tasks.append(("apocalypse.hand.second", t[1], m.value))


def _ask_apocalypse_second(w: Work, t: Task) -> Ask | None:
    return colours(t[1], [x for x in range(COLOURS) if x != t[2]], "apocalypse.hand.second")


@op("apocalypse.hand.second", ask=_ask_apocalypse_second)
def _apocalypse_second(w: Work, t: Task, m: Move | None) -> None:
    """Draw 1 and show it (it stays in the hand); a declared colour — the rainbow fragment always — is a hit
    and the whole effect repeats, declaring anew (seed notes: 的中し続ければ何度でも; the fragment's note).
    A miss, or no card left to draw, ends it."""
    if m is None:
        return
    p = t[1]
    c = w.draw(p)
    if c < 0:
        return
    show(w, c)
    if matches(c, t[2]) or matches(c, m.value):
        w.tasks.append(("apocalypse.hand", p))


@hand("apocalypse")
def _apocalypse_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("apocalypse.hand", p))


# --- G18 なないろのあめ (white ×2) ---------------------------------------------------------------------------

@op("rain.arrival")
def _rain_arrival_step(w: Work, t: Task, m: Move | None) -> None:
    """A deck card face down on every square with no card (a piece may stand there), row by row from the
    north-west corner; this card is still on its square, which is not filled (seed note). Stops when deck
    and discard pile are both empty (decision 22)."""
    for q in range(SQUARES):
        if not w.board[q] and not w.place_from_deck(q):
            return


@arrival("rain")
def _rain_arrival(w: Work, p: int, sq: int, c: int) -> None:
    w.tasks.append(("rain.arrival", p))


ROW, COLUMN = 0, 1


def _ask_rain_hand(w: Work, t: Task) -> Ask | None:
    """A row (opt 1) or a column (opt 2)."""
    return Ask(t[1], "choice", (Move("opt", ROW), Move("opt", COLUMN)), "rain.hand")


@op("rain.hand", ask=_ask_rain_hand)
def _rain_hand_step(w: Work, t: Task, m: Move | None) -> None:
    if m is not None:
        w.tasks.append(("rain.hand.line", t[1], m.value))


def line_squares(kind: int, q: int) -> list[int]:
    """The 7 squares of the row (``ROW``) or column (``COLUMN``) through ``q``, north-west first."""
    x, y = q % SIZE, q // SIZE
    return [square(i, y) for i in range(SIZE)] if kind == ROW else [square(x, i) for i in range(SIZE)]


def _ask_rain_line(w: Work, t: Task) -> Ask | None:
    """Which one: a row by its square on file a, a column by its square on rank 1."""
    named = [square(0, y) for y in range(SIZE)] if t[2] == ROW else [square(x, SIZE - 1) for x in range(SIZE)]
    return squares(t[1], named, "rain.hand.line")


@op("rain.hand.line", ask=_ask_rain_line)
def _rain_line(w: Work, t: Task, m: Move | None) -> None:
    """A deck card face down on each of the 7 squares, on any pile (seed note)."""
    if m is None:
        return
    for q in line_squares(t[2], m.value):
        if not w.place_from_deck(q):
            return


@hand("rain")
def _rain_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("rain.hand", p))


# --- G19 強欲なパレット (black ×1) ----------------------------------------------------------------------------

@arrival("palette")
def _palette_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """Discard the whole hand; this card joins the hand afterwards, so it survives (seed note)."""
    discard_hand(w, p)


def _ask_palette_hand(w: Work, t: Task) -> Ask | None:
    return colours(t[1], range(COLOURS), "palette.hand")


@op("palette.hand", ask=_ask_palette_hand)
def _palette_declare(w: Work, t: Task, m: Move | None) -> None:
    """One of the 7 colours is declared; each opponent answers in 処理順 from the user (decision 36)."""
    if m is None:
        return
    p = t[1]
    for q in reversed(w.order(p)[1:]):
        w.tasks.append(("palette.hand.give", q, p, m.value))


GIVE_OR_DISCARD = 3
"""The cards an opponent discards instead of giving one (§B G19)."""


def _ask_palette_give(w: Work, t: Task) -> Ask | None:
    """Asked of every opponent holding a card (hand sizes are public), in secret: a card of the colour to
    give (``card <kind>``), or ``opt 1`` to discard 3 — only with 3 cards or more, or with no card of the
    colour (then min(3, hand) cards go)."""
    q, col = t[1], t[3]
    hand_now = w.hands[q]
    if not hand_now:
        return None
    fitting = [c for c in hand_now if matches(c, col)]
    moves = [Move("card", k) for k in sorted({KIND[c] for c in fitting})]
    if len(hand_now) >= GIVE_OR_DISCARD or not fitting:
        moves.append(Move("opt", 0))
    return Ask(q, "card", tuple(moves), "palette.hand.give", secret=True)


@op("palette.hand.give", ask=_ask_palette_give)
def _palette_give(w: Work, t: Task, m: Move | None) -> None:
    q, p, col = t[1], t[2], t[3]
    if m is None:
        return
    if m.verb == "card":
        c = card_of_kind([x for x in w.hands[q] if matches(x, col)], m.value)
        witnesses = (1 << p) | (1 << q)
        for x in w.hands[q]:
            if matches(x, col):  # the others saw a card of that colour go, not which
                w.known[x] &= witnesses | (w.everyone if x in w.flags.shown else 0)
        w.hands[q].remove(c)
        w.hands[p].append(c)
        w.known[c] = w.everyone if c in w.flags.shown else witnesses  # a shown card is seen to go
        w.reveals += 1  # the user sees a card of another hand: undo never goes back past it
        return
    if len(w.hands[q]) <= GIVE_OR_DISCARD:
        discard_hand(w, q)
    else:
        w.tasks.append(("palette.hand.discard", q, GIVE_OR_DISCARD))


def _ask_palette_discard(w: Work, t: Task) -> Ask | None:
    return hand_cards(t[1], w.hands[t[1]], "palette.hand.discard", left=t[2]) if w.hands[t[1]] else None


@op("palette.hand.discard", ask=_ask_palette_discard)
def _palette_discard(w: Work, t: Task, m: Move | None) -> None:
    """The 3 cards are chosen one at a time and go face up to the discard pile."""
    if m is None:
        return
    q = t[1]
    w.discard_from_hand(q, card_of_kind(w.hands[q], m.value))
    if t[2] > 1:
        w.tasks.append(("palette.hand.discard", q, t[2] - 1))


@hand("palette")
def _palette_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("palette.hand", p))


# --- G20 なないろの欠片 (rainbow ×7) --------------------------------------------------------------------------

@arrival("fragment")
def _fragment_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """No arrival effect: the card simply goes to the hand (§B G20)."""


def pair_slots(w: Work, p: int) -> list[int]:
    """Slots a fragment pair may be locked into: no locked card there (decision 40; a cursed one exiles the
    curse) — none once ちょっと待った! has stopped a lock of this turn (§B G11)."""
    if w.flags.lock_ban and p == w.current:
        return []
    return [col for col in range(COLOURS) if not w.locks[p][col]]


def _ask_fragment_hand(w: Work, t: Task) -> Ask | None:
    """Always asked: ``opt 1`` draw 1; ``opt 2`` lock a pair, then draw 2 — offered when another fragment is
    in the hand (the hand is the seat's own to read)."""
    p = t[1]
    moves = [Move("opt", 0)]
    if any(KIND[c] == FRAGMENT for c in w.hands[p]) and pair_slots(w, p):
        moves.append(Move("opt", 1))
    return Ask(p, "choice", tuple(moves), "fragment.hand")


@op("fragment.hand", ask=_ask_fragment_hand)
def _fragment_hand_step(w: Work, t: Task, m: Move | None) -> None:
    p = t[1]
    if m is None or m.value == 0:
        w.draw(p)
        return
    w.tasks.append(("fragment.hand.draw", p, 2))
    w.tasks.append(("fragment.hand.slot", p))


def _ask_fragment_slot(w: Work, t: Task) -> Ask | None:
    return colours(t[1], pair_slots(w, t[1]), "fragment.hand.slot")


@op("fragment.hand.slot", ask=public_choice(_ask_fragment_slot))
def _fragment_slot(w: Work, t: Task, m: Move | None) -> None:
    """Both fragments are locked into the chosen slot through the lock declaration and its window
    (ちょっと待った! may answer a last lock: it discards both), counting as 2 locked cards (seed note; FAQ
    ロック Q3–Q4). The used one comes back from limbo to be locked with the other."""
    p = t[1]
    mv = chosen(w, t, m, _ask_fragment_slot)
    used = in_limbo(w, FRAGMENT)
    if mv is None or used < 0 or not any(KIND[c] == FRAGMENT for c in w.hands[p]):
        return
    other = card_of_kind(w.hands[p], FRAGMENT)
    w.limbo.remove(used)
    w.hands[p].append(used)
    declare_lock(w, p, (used, other), mv.value)


@op("fragment.hand.draw")
def _fragment_draw(w: Work, t: Task, m: Move | None) -> None:
    for _ in range(t[2]):
        w.draw(t[1])


@hand("fragment")
def _fragment_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("fragment.hand", p))


__all__ = ["public_choice", "chosen", "lock_choice", "locked_kinds", "slots_of", "empty_slots", "pair_slots",
           "line_squares"]
