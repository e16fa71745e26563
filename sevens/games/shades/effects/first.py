"""The 7 first cards (docs/rules/shades.md, "The first and eternal cards"; seed CARD COLLECTION notes 1–7):
their hand effects as steps. Each is usable while locked in its owner's hand phase and costs 追色1, which the
flow has paid before the effect runs (decisions 8, 10, 11); 1ターンに1度 is kept by the flow (decision 35).

A first card has no arrival effect: it starts locked and never lies on the board (用語集 ファーストカード;
decision 28), so its registered arrival only raises.
"""

from __future__ import annotations

from ..cards import COLOURS, RAINBOW, colour, untargetable
from ..flow import declare_lock
from ..ops import arrival, card_of_kind, colours, hand, hand_cards, op, squares
from ..state import WITHIN2, Ask, Move
from ..work import Task, Work

FIRST_CODES = ("phoenix", "harvest", "saffron", "verdian", "celestia", "serenade", "dimension")


def never_on_board(w: Work, p: int, sq: int, c: int) -> None:
    """First and eternal cards are never on the board (用語集; decision 28): an arrival on one is a bug."""
    raise AssertionError(f"card {c} (a first or eternal card) cannot lie on the board, so it has no arrival")


for _code in FIRST_CODES:
    arrival(_code)(never_on_board)


# --- 赤のキューブ フェニックス --------------------------------------------------------------------------------

@hand("phoenix")
def _phoenix_hand(w: Work, p: int, c: int) -> None:
    """The 2nd card from the top of the discard pile into the hand, counted after the cost is paid (seed
    note 1: in effect the top card before the use). Loop ban (decision 23): a card paid as フェニックス's cost
    earlier this turn cannot be taken back (``Flags.paid``; the cost just paid is the top card). With fewer
    than 2 discards, or a banned card there, nothing happens (善処)."""
    if len(w.discard) < 2:
        return
    x = w.discard[-2]
    if x in w.flags.paid or untargetable(x):
        return
    w.discard.pop(-2)
    w.hands[p].append(x)
    w.known[x] = w.everyone  # taken openly from the public pile


# --- 橙のキューブ ハーベスト ----------------------------------------------------------------------------------

def _harvest_squares(w: Work, p: int) -> list[int]:
    """2マス以内 (decision 25): Manhattan distance ≤ 2, one's own square and squares with pieces included,
    face up or down (seed note 2)."""
    return [q for q in WITHIN2[w.pieces[p]] if w.board[q]]


def _ask_harvest(w: Work, t: Task) -> Ask | None:
    return squares(t[1], _harvest_squares(w, t[1]), "harvest.hand")


@op("harvest.hand", ask=_ask_harvest)
def _harvest_step(w: Work, t: Task, m: Move | None) -> None:
    """The top card of the chosen square into the hand (1番上の原則); a card below a piece that comes to lie
    face up is an arrival (decision 18), queued until the effect is over (decision 19)."""
    if m is not None:
        w.take_top(m.value, t[1])


@hand("harvest")
def _harvest_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("harvest.hand", p))


# --- 黄のキューブ サフラン ------------------------------------------------------------------------------------

SAFFRON_OPENS = 4


def _ask_saffron(w: Work, t: Task) -> Ask | None:
    """Up to 4 face-down top cards within 2 steps (seed note 3): ``done`` stops early."""
    p = t[1]
    if t[2] <= 0:
        return None
    found = [q for q in WITHIN2[w.pieces[p]] if w.top_down(q)]
    if not found:
        return None
    return squares(p, found, "saffron.hand", optional=True, left=t[2])


@op("saffron.hand", ask=_ask_saffron)
def _saffron_step(w: Work, t: Task, m: Move | None) -> None:
    """オープン one card; a piece on it arrives once the effect is over (decisions 18, 19)."""
    if m is None or m.verb != "sq":
        return
    w.open(m.value)
    w.tasks.append(("saffron.hand", t[1], t[2] - 1))


@hand("saffron")
def _saffron_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("saffron.hand", p, SAFFRON_OPENS))


# --- 緑のキューブ ヴァーディアン ------------------------------------------------------------------------------

def show(w: Work, c: int) -> None:
    """公開: everyone sees the card while it stays in that hand (decision 29)."""
    w.known[c] = w.everyone
    w.set_flags(shown=w.flags.shown + (c,))


@hand("verdian")
def _verdian_hand(w: Work, p: int, c: int) -> None:
    """Draw 2 and show them (seed note 4: 公開したまま); those still held are discarded at the turn's end
    (decision 37, ``Flags.verdant``). With no card to draw, that draw is skipped (decision 22)."""
    for _ in range(2):
        x = w.draw(p)
        if x >= 0:
            show(w, x)
            w.set_flags(verdant=w.flags.verdant + (x,))


# --- 青のキューブ セレスティア --------------------------------------------------------------------------------

def discard_random(w: Work, p: int) -> int:
    """無作為: one card of ``p``'s hand, uniformly at random, to the discard pile (decision 29); -1 if none."""
    hand_now = sorted(w.hands[p])
    if not hand_now:
        return -1
    x = hand_now[w.rng("discard").randrange(len(hand_now))]
    w.reveals += 1
    w.discard_from_hand(p, x)
    return x


@hand("celestia")
def _celestia_hand(w: Work, p: int, c: int) -> None:
    """Each opponent holding at least ``celestia_min`` cards (decision 38) discards 1 at random, in 処理順
    from the user (seed note 5; decision 36)."""
    for q in w.order(p)[1:]:
        if len(w.hands[q]) >= w.opts.celestia_min:
            discard_random(w, q)


# --- 桃のキューブ セレナーデ ----------------------------------------------------------------------------------

def serenade_slots(w: Work, p: int, c: int) -> list[int]:
    """The slots card ``c`` may be locked into by セレナーデ: its colour's slot if open (a rainbow fragment:
    any open slot, seed FAQ ロック Q4), never the lock that completes the 7 colours (decision 32), none once
    ちょっと待った! has stopped a lock this turn (§B G11)."""
    if w.flags.lock_ban:
        return []
    col = colour(c)
    cols = range(COLOURS) if col == RAINBOW else [col] if col < COLOURS else []
    return [x for x in cols if w.slot_open(p, x) and not w.is_last_lock(p, x)]


def _ask_serenade(w: Work, t: Task) -> Ask | None:
    """Asked whenever the hand holds a card (its size is public); the lock is compulsory when a card can be
    locked (善処), else ``done`` is the only answer."""
    p = t[1]
    if not w.hands[p]:
        return None
    found = [x for x in w.hands[p] if serenade_slots(w, p, x)]
    if not found:
        return Ask(p, "card", (Move("done"),), "serenade.hand")
    return hand_cards(p, found, "serenade.hand")


@op("serenade.hand", ask=_ask_serenade)
def _serenade_step(w: Work, t: Task, m: Move | None) -> None:
    """Lock the chosen card (seed note 6: even after the lock phase's lock), through the lock declaration
    and its reaction window; a rainbow fragment asks for its slot first. The card chosen is public from
    now on (everyone sees what is being locked), so a state dealt from any seat's view still holds it."""
    if m is None or m.verb != "card":
        return
    p = t[1]
    x = card_of_kind(w.hands[p], m.value)
    w.known[x] = w.everyone
    slots = serenade_slots(w, p, x)
    if colour(x) == RAINBOW:
        w.tasks.append(("serenade.slot", p, m.value))
    else:
        declare_lock(w, p, (x,), slots[0])


def _ask_serenade_slot(w: Work, t: Task) -> Ask | None:
    p = t[1]
    x = card_of_kind(w.hands[p], t[2])
    return colours(p, serenade_slots(w, p, x), "serenade.slot")


@op("serenade.slot", ask=_ask_serenade_slot)
def _serenade_slot(w: Work, t: Task, m: Move | None) -> None:
    """The slot a rainbow fragment is locked into (seed FAQ ロック Q4)."""
    if m is None:
        return
    p = t[1]
    declare_lock(w, p, (card_of_kind(w.hands[p], t[2]),), m.value)


@hand("serenade")
def _serenade_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("serenade.hand", p))


# --- 紫のキューブ ディメンション ------------------------------------------------------------------------------

@hand("dimension")
def _dimension_hand(w: Work, p: int, c: int) -> None:
    """This turn's normal move is a straight 2-square jump, the square between ignored (seed note 7;
    decision 14); the flow's move phase reads ``Flags.dimension``."""
    w.set_flags(dimension=True)


__all__ = ["FIRST_CODES", "never_on_board", "show", "discard_random", "serenade_slots"]
