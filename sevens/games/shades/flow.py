"""The turn as steps (seed: THE FLOW OF YOUR TURN; decisions 6–17, 30, 33): lock phase, hand phase, move
phase, turn end with the gate invasion bonus; the reaction windows; arrivals queued and resolved in order.

Whether a seat is asked never depends on what that seat alone can see (README.md, "Hidden information"):
the others see who decides, so a question asked only of a seat holding some card would give the card away.
What the seat may answer (the moves) does depend on its own hand.

Steps name cards by kind, never by number (the view shows the steps, and copies of a kind are alike).
"""

from __future__ import annotations

from itertools import chain

from .cards import COLOURS, ETERNAL, FIRST, KIND, KINDS, PURPLE, colour, untargetable
from .ops import ARRIVAL, HAND, card_of_kind, kind_index, op, squares
from .state import HARD_ROUNDS, JUMP, MAX_USES, NEXT, SQUARES, UP, Ask, Flags, Move
from .work import Task, Work, gate_owner

# reaction window contexts (decision 33): after a declaration, and between two phases (BOUNDARY)
LOCK, USE, MOVE, CONTACT, BOUNDARY = range(5)
NO_WINDOW = -1

PALETTE = kind_index("palette")
PALETTE_CARD = KIND.index(PALETTE)
COUNTER = kind_index("counterattack")
WAIT = kind_index("wait")
CURSE = kind_index("curse")
CURSE_CARD = KIND.index(CURSE)


def start_turn(w: Work) -> None:
    """A turn: lock phase → hand phase → move phase → turn end (decision 6), with a window at each phase
    boundary (decision 33: 強欲なパレット is いつでも使える — the turn player too, before its lock phase)."""
    w.flags = Flags()
    w.tasks.extend([("end_turn",), boundary(), ("move_phase",), boundary(), ("hand_phase",), boundary(),
                    ("lock_phase",), boundary()])


def boundary() -> Task:
    """The window between two phases (decision 33): 強欲なパレット only, offered to every seat that might hold it,
    the turn player included (nobody declared anything)."""
    return ("window", BOUNDARY, -1, 0, 0, 0)


@op("turn")
def _turn(w: Work, t: Task, m: Move | None) -> None:
    start_turn(w)


# --- lock phase (decision 7) --------------------------------------------------------------------------

def lockable(w: Work, p: int, c: int) -> bool:
    """In the lock phase: a coloured card (not the rainbow fragment, not colourless) whose slot is open."""
    col = colour(c)
    return col < COLOURS and w.slot_open(p, col)


def _ask_lock(w: Work, t: Task) -> Ask | None:
    """Asked whenever the hand holds a card (its size is public); ``pass`` is always a choice."""
    p = w.current
    if w.flags.locked or w.flags.lock_ban or not w.hands[p]:
        return None
    kinds = sorted({KIND[c] for c in w.hands[p] if lockable(w, p, c)})
    return Ask(p, "lock", tuple(Move("lock", k) for k in kinds) + (Move("pass"),), "lock")


@op("lock_phase", ask=_ask_lock)
def _lock_phase(w: Work, t: Task, m: Move | None) -> None:
    if m is None or m.verb != "lock":
        return
    p = w.current
    c = card_of_kind(w.hands[p], m.value)
    w.set_flags(locked=True)
    declare_lock(w, p, (c,), colour(c))


def declare_lock(w: Work, p: int, locked: tuple[int, ...], col: int) -> None:
    """ロック宣言: the cards leave the hand at once, on their way into the slot (in ``limbo``, public), so
    nothing in the window after it (強欲なパレット) can take them; the lock waits for that window (ちょっと待った!
    against a last lock, decision 32). Effects that lock call this too (セレナーデ, the fragment pair)."""
    last = w.is_last_lock(p, col, len(locked))
    for c in locked:
        w.hands[p].remove(c)
        w.limbo.append(c)
        w.known[c] = w.everyone
    w.tasks.append(("do_lock", p, col) + tuple(KIND[c] for c in locked))
    w.tasks.append(("window", LOCK, p, int(last), 0, 0))


def declared(w: Work, kinds: tuple[int, ...]) -> list[int]:
    """The cards of a declared lock, found in ``limbo`` by kind (the step names kinds, never numbers)."""
    out: list[int] = []
    for k in kinds:
        out.append(min(c for c in w.limbo if KIND[c] == k and c not in out))
    return out


@op("do_lock")
def _do_lock(w: Work, t: Task, m: Move | None) -> None:
    """ロック処理: the declared cards go into the slot; a second lock in a cursed slot exiles the curse
    (§B G14 (3)); victory is checked at once (decision 31). A slot no longer open (never in play so far)
    sends the cards back to the hand."""
    p, col = t[1], t[2]
    locked = declared(w, t[3:])
    for c in locked:
        w.limbo.remove(c)
    if not w.slot_open(p, col):
        w.hands[p].extend(locked)
        return
    w.lock(p, col, locked)
    if w.winner < 0 and w.curse[p] == col and len(w.locks[p][col]) >= 2:
        w.tasks.append(("exile_curse", p))


def _ask_exile(w: Work, t: Task) -> Ask | None:
    return squares(t[1], range(SQUARES), "curse.exile")


@op("exile_curse", ask=_ask_exile)
def _exile_curse(w: Work, t: Task, m: Move | None) -> None:
    """§B G14 (3): the slot's owner moves the curse face down onto any square; the slot counts again."""
    p = t[1]
    if m is None or w.curse[p] < 0:
        return
    w.curse[p] = -1
    w.place_down(CURSE_CARD, m.value, w.everyone)
    w.check_victory(p)


# --- hand phase (decisions 8–11) ------------------------------------------------------------------------

def hand_uses(w: Work, p: int) -> list[Move]:
    """What ``p`` may use in their hand phase (decisions 8–11): hand cards with a hand effect that is not a
    reaction only, not sealed, not used up this turn; locked first and eternal cards; each with every way
    to pay its 追色 (a kind of other card of its colour, or the rainbow)."""
    found: dict[int, int] = {}
    for c in w.hands[p]:
        if not KINDS[KIND[c]].reaction and w.usable(p, c):
            found.setdefault(KIND[c], c)
    for slot in w.locks[p]:
        for c in slot:
            if KINDS[KIND[c]].category in (FIRST, ETERNAL):
                found.setdefault(KIND[c], c)
    out: list[Move] = []
    for k, c in sorted(found.items()):
        if KINDS[k].once_per_turn and w.flags.once >> k & 1:
            continue
        out += uses(w, p, c, "use")
    return out


def uses(w: Work, p: int, c: int, verb: str) -> list[Move]:
    """``verb`` (use, react) of card ``c``'s kind, once per kind of card that can pay its 追色 (none: free)."""
    k = KIND[c]
    if not KINDS[k].cost:
        return [Move(verb, k)]
    return [Move(verb, k, pk) for pk in sorted({KIND[x] for x in w.payers(p, colour(c), exclude=c)})]


def _ask_hand(w: Work, t: Task) -> Ask | None:
    """Always asked (``end`` closes the phase): the locked first card can always be considered."""
    p = w.current
    uses = hand_uses(w, p) if w.flags.uses < MAX_USES else []
    return Ask(p, "hand", tuple(uses) + (Move("end"),), "hand")


@op("hand_phase", ask=_ask_hand)
def _hand_phase(w: Work, t: Task, m: Move | None) -> None:
    if m is None or m.verb != "use":
        return
    p = w.current
    w.set_flags(uses=w.flags.uses + 1)
    w.tasks.append(("hand_phase",))
    declare_use(w, p, m.value, m.pay, USE)


def declare_use(w: Work, p: int, kind_index_: int, pay: int, window: int) -> None:
    """手札使用宣言 (decision 10): the card leaves the hand (a locked first or eternal card stays locked), its
    追色 is paid, a window opens (decision 33), then the effect, then queued arrivals (decision 19)."""
    k = KINDS[kind_index_]
    if k.category == "normal":
        c = min(x for x in w.hands[p] if KIND[x] == kind_index_ and w.usable(p, x))
        w.hands[p].remove(c)
        w.limbo.append(c)
        w.known[c] = w.everyone
        w.tasks.append(("settle_used", kind_index_))
    else:
        c = next(x for slot in w.locks[p] for x in slot if KIND[x] == kind_index_)
    if k.once_per_turn:
        w.set_flags(once=w.flags.once | 1 << kind_index_)
    w.tasks.append(("flush",))
    w.tasks.append(("effect", p, kind_index_))
    if window != NO_WINDOW:
        w.tasks.append(("window", window, p, kind_index_, 0, 0))
    if pay >= 0:
        pay_cost(w, p, c, pay)


def pay_cost(w: Work, p: int, c: int, pay_kind: int) -> None:
    """追色 1 (decision 11): another card of the colour (or the rainbow) from the hand to the discard pile."""
    x = card_of_kind(w.payers(p, colour(c), exclude=c), pay_kind)
    w.discard_from_hand(p, x)
    if KINDS[KIND[c]].code == "phoenix":
        w.set_flags(paid=w.flags.paid + (x,))


@op("effect")
def _effect(w: Work, t: Task, m: Move | None) -> None:
    """手札効果処理: the card's own steps (``effects/``)."""
    p, k = t[1], t[2]
    if KINDS[k].category == "normal":
        c = next(x for x in w.limbo if KIND[x] == k)
    else:
        c = next(x for slot in w.locks[p] for x in slot if KIND[x] == k)
    HAND[KINDS[k].code](w, p, c)


@op("settle_used")
def _settle_used(w: Work, t: Task, m: Move | None) -> None:
    """A used card that its effect did not put elsewhere goes to the discard pile (decision 10)."""
    for c in w.limbo:
        if KIND[c] == t[1]:
            w.limbo.remove(c)
            w.to_discard(c)
            return


# --- move phase (decisions 12–15) ---------------------------------------------------------------------

def move_options(w: Work, p: int) -> list[Move]:
    pos = w.pieces[p]
    out: list[Move] = []
    if not w.flags.no_contact:
        out += [Move("contact", q) for q in NEXT[pos] if w.piece_at(q) >= 0]
    if not w.flags.no_move:
        targets = JUMP[pos] if w.flags.dimension else NEXT[pos]
        out += [Move("move", q) for q in targets if w.board[q] and w.piece_at(q) < 0]
    return sorted(out, key=lambda mv: (mv.value, mv.verb))


def _ask_move(w: Work, t: Task) -> Ask | None:
    p = w.current
    moves = move_options(w, p)
    if moves:
        return Ask(p, "move", tuple(moves), "move")
    if not w.deck and not w.discard:
        return None
    return Ask(p, "place", tuple(Move("place", q) for q in NEXT[w.pieces[p]]), "stuck")


@op("move_phase", ask=_ask_move)
def _move_phase(w: Work, t: Task, m: Move | None) -> None:
    p = w.current
    if m is None or m.verb == "place":
        # decision 13: no move or contact: a deck card face down on a 隣 square, and the turn ends
        if m is not None:
            w.place_from_deck(m.value)
        w.set_flags(stuck=True)
        return
    w.tasks.append(("extra",))
    w.tasks.append(("flush",))
    if m.verb == "move":
        w.tasks.append(("go", p, m.value))
        w.tasks.append(("window", MOVE, p, m.value, 0, 0))
    else:
        q = w.piece_at(m.value)
        w.tasks.append(("contact", p, q))
        w.tasks.append(("window", CONTACT, p, q, 0, 0))


@op("go")
def _go(w: Work, t: Task, m: Move | None) -> None:
    """移動処理: the piece moves; a face-down top card opens; a face-up top card is an arrival."""
    w.move_piece(t[1], t[2])


@op("contact")
def _contact(w: Work, t: Task, m: Move | None) -> None:
    """接触 (decision 15): one random card of the target's hand; the target goes home (強制移動)."""
    a, b = t[1], t[2]
    w.take_random(b, a, 1)
    w.home(b)


def _ask_extra(w: Work, t: Task) -> Ask | None:
    p = w.current
    if w.flags.extra <= 0 or w.flags.stuck or w.flags.no_move:
        return None
    pos = w.pieces[p]
    steps = [Move("extra", q) for q in NEXT[pos] if w.board[q] and w.piece_at(q) < 0]
    if not steps:
        return None
    return Ask(p, "extra", tuple(steps) + (Move("done"),), "dash.hand")


@op("extra", ask=_ask_extra)
def _extra(w: Work, t: Task, m: Move | None) -> None:
    """ダッシュ (hand): after the move-phase action, extra 1-square 移動 without contact (§B G1)."""
    if m is None or m.verb != "extra":
        w.set_flags(extra=0)
        return
    p = w.current
    w.set_flags(extra=w.flags.extra - 1)
    w.tasks.append(("extra",))
    w.tasks.append(("flush",))
    w.tasks.append(("go", p, m.value))
    w.tasks.append(("window", MOVE, p, m.value, 0, 0))


# --- arrivals (decisions 18, 19) ------------------------------------------------------------------------

@op("flush")
def _flush(w: Work, t: Task, m: Move | None) -> None:
    """Queued arrivals, first in first out; each only if the piece still stands there on that card."""
    while w.arrivals:
        p, sq, k, opened = w.arrivals.pop(0)
        if w.pieces[p] == sq and on_top(w, sq, k):
            w.tasks.append(("flush",))
            w.tasks.append(("take", p, sq, k))
            w.arrival_opened = bool(opened)
            ARRIVAL[KINDS[k].code](w, p, sq, w.board[sq][-1] % UP)
            return


def on_top(w: Work, sq: int, k: int) -> bool:
    """Whether the top card of ``sq`` lies face up and is of kind ``k``."""
    return w.top_up(sq) and KIND[w.board[sq][-1] % UP] == k


@op("take")
def _take(w: Work, t: Task, m: Move | None) -> None:
    """After the arrival effect, the card goes to the arriving player's hand if it is still on its square —
    unless its kind disposes of itself (花, カエル, 呪い: their effect puts the card somewhere, the hand
    included, so a face-up copy lying below is never taken instead; decision 18)."""
    p, sq, k = t[1], t[2], t[3]
    if not KINDS[k].self_disposing and on_top(w, sq, k):
        w.take_top(sq, p)


# --- reaction windows (decision 33) ---------------------------------------------------------------------

def offered(w: Work, seat: int, ctx: int, a: int, b: int) -> bool:
    """Whether the window asks ``seat``, from what every seat sees only (hand sizes, never hands): the
    contact's target (反撃); anyone else holding two cards when a last lock is declared (ちょっと待った! and
    its 追色1); anyone but the declarer who might hold 強欲なパレット (at a phase boundary, anyone)."""
    if not w.hands[seat]:
        return False
    if ctx == CONTACT and seat == b:
        return True
    if seat == a:
        return False
    if ctx == LOCK and b and len(w.hands[seat]) >= 2:
        return True
    return palette_possible(w, seat)


def palette_possible(w: Work, seat: int) -> bool:
    """Whether every seat must allow that ``seat`` holds the palette: it is in the game and not lying in a
    public place (the discard pile, face up on the board, in use, placed by an effect). Only the places
    count, never who knows what: ``determinize`` gives the same public places, so the same seats are asked."""
    if not w.opts.colourless:
        return False
    if PALETTE_CARD in w.discard or PALETTE_CARD in w.limbo:
        return False
    return PALETTE_CARD | UP not in chain.from_iterable(w.board)


def reactions(w: Work, seat: int, ctx: int, a: int, b: int) -> list[Move]:
    """The reactions ``seat`` holds now: 反撃 by a contact's target, ちょっと待った! (paid with another purple or
    rainbow card) against another player's last lock, 強欲なパレット at any window but one's own."""
    hand = [c for c in w.hands[seat] if w.usable(seat, c)]
    kinds = {KIND[c] for c in hand}
    out: list[Move] = []
    if ctx == CONTACT and seat == b and COUNTER in kinds:
        out.append(Move("react", COUNTER))
    if ctx == LOCK and b and seat != a and WAIT in kinds:
        out += uses(w, seat, card_of_kind(hand, WAIT), "react")
    if PALETTE in kinds and seat != a:
        out.append(Move("react", PALETTE))
    return sorted(out, key=lambda mv: (mv.value, mv.pay))


def _window_next(w: Work, t: Task) -> tuple[int, int] | None:
    """The next seat offered the window: (position, seat), or None when all passed."""
    ctx, a, b, pos, passes = t[1], t[2], t[3], t[4], t[5]
    while passes < w.n:
        seat = (w.current + pos) % w.n
        if offered(w, seat, ctx, a, b):
            return pos, seat
        pos += 1
        passes += 1
    return None


WINDOW_PROMPTS = {LOCK: "react.lock", USE: "react.use", MOVE: "react.move", CONTACT: "react.contact",
                  BOUNDARY: "react.boundary"}


def _ask_window(w: Work, t: Task) -> Ask | None:
    found = _window_next(w, t)
    if found is None:
        return None
    seat = found[1]
    moves = tuple(reactions(w, seat, t[1], t[2], t[3])) + (Move("decline"),)
    return Ask(seat, "react", moves, WINDOW_PROMPTS[t[1]])


@op("window", ask=_ask_window)
def _window(w: Work, t: Task, m: Move | None) -> None:
    """Seats are offered the window in 処理順 from the turn player; a reaction reopens it; it closes when
    every seat has passed in a row (decision 33)."""
    found = _window_next(w, t)
    if found is None or m is None:
        return
    pos, seat = found
    ctx, a, b = t[1], t[2], t[3]
    passes = t[5] + (pos - t[4])
    if m.verb == "decline":
        w.tasks.append(("window", ctx, a, b, pos + 1, passes + 1))
        return
    hand = [x for x in w.hands[seat] if w.usable(seat, x)]
    if m.value == COUNTER:
        # 反撃: the contact is cancelled; the target contacts the contactor instead, who may answer in turn
        if not w.tasks or w.tasks[-1][0] != "contact":
            raise AssertionError("反撃 outside a contact window")
        w.tasks.pop()
        w.discard_from_hand(seat, card_of_kind(hand, COUNTER))
        w.tasks.append(("contact", seat, a))
        w.tasks.append(("window", CONTACT, seat, a, 0, 0))
        return
    if m.value == WAIT:
        # ちょっと待った!: the cards being locked are discarded; no more locks for that player this turn
        c = card_of_kind(hand, WAIT)
        w.discard_from_hand(seat, c)
        pay_cost(w, seat, c, m.pay)
        stop_lock(w)
        return
    # 強欲なパレット: its effect, then the window opens again
    w.tasks.append(("window", ctx, a, b, pos + 1, 0))
    declare_use(w, seat, PALETTE, -1, NO_WINDOW)


def stop_lock(w: Work) -> None:
    """ちょっと待った!'s effect on the lock declared (§B G11): its cards go to the discard pile, and that
    player cannot lock again this turn."""
    if not w.tasks or w.tasks[-1][0] != "do_lock":
        raise AssertionError("ちょっと待った! outside a lock window")
    lock = w.tasks.pop()
    p = lock[1]
    for c in declared(w, lock[3:]):
        w.limbo.remove(c)
        w.to_discard(c)
    if p == w.current:
        w.set_flags(lock_ban=True)


# --- turn end: ヴァーディアン, invasion, the next turn (decisions 30, 37, 39) -------------------------------

@op("end_turn")
def _end_turn(w: Work, t: Task, m: Move | None) -> None:
    p = w.current
    for c in w.flags.verdant:
        if c in w.hands[p]:
            w.discard_from_hand(p, c)
    w.tasks.append(("next_turn",))
    w.tasks.append(("flush",))
    w.tasks.append(("invade",))


def invaders(w: Work) -> list[int]:
    """Pieces on another active player's gate (decision 30), in 処理順 from the turn player."""
    out = []
    for p in w.order(w.current):
        owner = gate_owner(w, w.pieces[p])
        if owner >= 0 and owner != p:
            out.append(p)
    return out


@op("invade")
def _invade(w: Work, t: Task, m: Move | None) -> None:
    """相手ゲート侵攻ボーナス (seed p.11; decision 30): half the owner's hand at random, a random eternal
    card locked at once, one's own gate's cards; then every invader goes home together."""
    found = invaders(w)
    for p in found:
        owner = gate_owner(w, w.pieces[p])
        w.take_random(owner, p, len(w.hands[owner]) // 2)
        if w.eternals:
            lock_eternal(w, p)
            if w.over:
                return
        w.take_all(w.gate(p), p)
    moved = []
    for p in found:
        home = w.gate(p)
        if w.pieces[p] != home:
            w.came_from[p] = w.pieces[p]
            w.pieces[p] = home
            moved.append(p)
    for p in moved:
        if not w.open(w.pieces[p]):
            w.exposed(w.pieces[p])


def lock_eternal(w: Work, p: int) -> None:
    """A random eternal card, locked at once in its slot; what was in the slot (locked or placed) goes to
    the hand, except a first card, which stays locked beside it (seed p.11, FAQ ロック Q6–Q7)."""
    c = w.eternals.pop(w.rng("eternal").randrange(len(w.eternals)))
    w.reveals += 1
    col = colour(c)
    slot = w.locks[p][col]
    for x in slot:
        if not untargetable(x):
            w.hands[p].append(x)
            w.known[x] = w.everyone
    w.locks[p][col] = [x for x in slot if untargetable(x)]
    if w.curse[p] == col:
        w.curse[p] = -1
        w.hands[p].append(CURSE_CARD)
        w.known[CURSE_CARD] = w.everyone
    w.lock(p, col, [c])


@op("next_turn")
def _next_turn(w: Work, t: Task, m: Move | None) -> None:
    w.current = (w.current + 1) % w.n
    w.turn += 1
    if w.turn >= (w.opts.round_cap or HARD_ROUNDS) * w.n:
        w.drawn = True
        w.tasks.clear()
        return
    start_turn(w)
