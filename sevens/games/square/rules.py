"""The game's course: a new game, the set-up (R5), the turn (R27), each decision applied, the end (R1–R3).

docs/rules/square.md and the seed 「ゲーム進行の流れ」: before the game each player puts a 【威光】 兵 face down on
its ■ (P1 then P2, hidden), the decks are shuffled and 4 cards drawn, each player may mulligan once (the first
player, then the second), then both 将 are revealed. A turn: draw (an empty deck loses, R2) → +2 IP (cap 10,
R7) → deploy (R8) → up to 3 actions (R10) → riding, then battles (R14, R16, R17) → end phase (回復 陣, hand
limit 7, flags cleared: R24, R6). The game ends at once when a 将 falls (R1: both in one battle, a draw), on
deck-out (R2), and after each player's 30th turn (R3, a draw).

Between decisions the engine runs what nobody chooses (``settle``): a phase with nothing to choose ends, a
battle that is the only move left is fought, the next turn begins. What it skips depends only on public
things (hand sizes, the board, IP), never on a hidden hand, so the opponent learns nothing from it.
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, Outcome
from sevens.core.rng import derive

from . import actions, notation
from .battle import board
from .cards import SOLDIER
from .moves import actors, deploy_squares, legal
from .refusals import refusal, well_formed
from .state import (ACT, BASE_CID, BASE_SQ, BATTLE, DECK, DEPLOY, DISCARD, DRAW, END, GENERAL, HAND_LIMIT, IP_CAP,
                    IP_GAIN, MULLIGAN, OVER, SETUP_TURNS, START_HAND, TURNS, Fort, Move, Options, State, Unit,
                    evolve)
from .work import Work


def new_state(seed: int, opts: Options) -> State:
    """A new game before the set-up's first decision (P1's 将): decks in list order (shuffled once both 将
    are chosen), no IP; the ■ 出撃陣 on d1 and d7 (R9). Who goes first: the option, or a coin from the seed."""
    first = {"P1": 0, "P2": 1}.get(opts.first)
    if first is None:
        first = derive(seed, "first").randrange(2)
    forts = (Fort(BASE_CID, 0, BASE_SQ[0]), Fort(BASE_CID + 1, 1, BASE_SQ[1]))
    return State(seed=seed, opts=opts, first=first, turn=0, phase=GENERAL, units=(), forts=forts, hands=((), ()),
                 decks=(tuple(range(DECK)), tuple(range(DECK, 2 * DECK))), temples=((), ()), ip=(0, 0),
                 generals=(-1, -1))


def to_move(s: State) -> int | None:
    return None if s.over else s.seat


def decision(s: State) -> Decision | None:
    if s.over:
        return None
    return Decision(s.seat, s.phase, s.turn, s.seat)


def outcome(s: State) -> Outcome | None:
    """R1–R3: the winner ranks 1, the loser 2; a draw ranks both 1. Scores: 1 for a win, ½ each for a draw."""
    if not s.over:
        return None
    if s.winner == DRAW:
        return Outcome((1, 1), (0.5, 0.5))
    return Outcome((1, 2) if s.winner == 0 else (2, 1), (1.0, 0.0) if s.winner == 0 else (0.0, 1.0))


def apply(s: State, m: Move) -> State:
    """The state after ``m``; ``IllegalMove`` naming the rule it breaks otherwise."""
    if s.over:
        raise IllegalMove("game-over", "the game is over", "ゲームは終わっています")
    if not well_formed(m) or m not in legal(s):
        raise refusal(s, m)
    text = notation.text(m, len(s.hands[s.seat]))
    w = Work(s)
    HANDLERS[m.verb](w, m)
    return settle(w.freeze(text))


# --- the set-up (R5) ------------------------------------------------------------------------------------

def _general(w: Work, m: Move) -> None:
    """R5 (1): the 将 is put face down on the ■ (it leaves the deck; it shows on the board at the reveal).
    After P2's choice, (2) both decks are shuffled and (3) each player draws 4."""
    seat = w.turn
    c = next(c for c in w.decks[seat] if w.s.opts.prof[c].key == m.key)
    w.decks[seat].remove(c)
    w.generals[seat] = c
    w.turn += 1
    if seat == 1:
        for p in (0, 1):
            w.shuffle(p)
            w.draw(p, START_HAND)
        w.phase = MULLIGAN


def _mulligan(w: Work, m: Move) -> None:
    """R5 (4): the cards put back go into the deck, which is shuffled, and as many are drawn; after the second
    player's, (5) both 将 are revealed and the first turn begins."""
    seat = w.s.seat
    if m.verb == "return":
        for k in m.keys:
            w.decks[seat].append(w.from_hand(seat, k))
        w.shuffle(seat)
        w.draw(seat, len(m.keys))
    w.turn += 1
    if w.turn == SETUP_TURNS:
        for p in (0, 1):
            w.units[w.generals[p]] = Unit(w.generals[p], p, BASE_SQ[p], arrival=w.arrival())
        w.revealed = True
        begin_turn(w)


# --- the turn (R27) ---------------------------------------------------------------------------------------

def begin_turn(w: Work) -> None:
    """Draw phase (R2: an empty deck loses; R4's option: the first player skips its first draw), IP phase (+2,
    R4's option: +3 for the second player's first turn; cap 10, R7), then the deployment phase."""
    s = w.s
    seat = w.s.first if (w.turn - SETUP_TURNS) % 2 == 0 else 1 - w.s.first
    first_turn = w.turn - SETUP_TURNS < 2
    balance = s.opts.first_turn_balance and first_turn
    w.phase, w.actions, w.fought, w.pending = DEPLOY, 0, [], ""
    w.events = [e for e in w.events if e.turn >= w.turn - 1]
    if not (balance and seat == s.first):
        if not w.decks[seat]:
            w.winner, w.reason, w.phase = 1 - seat, "deckout", OVER
            return
        w.draw(seat)
    gain = IP_GAIN + (1 if balance and seat != s.first else 0)
    w.ip[seat] = min(IP_CAP, w.ip[seat] + gain)


def end_turn(w: Work) -> None:
    """The end of the end phase: flags cleared (R24); after each player's 30th turn, a draw (R3); else the
    next turn begins."""
    for c, u in w.units.items():
        if u.acted or u.charge:
            w.units[c] = u._replace(acted=0, charge=False)
    if w.turn - SETUP_TURNS + 1 >= 2 * TURNS:
        w.winner, w.reason, w.phase = DRAW, "turns", OVER
        return
    w.turn += 1
    begin_turn(w)


def end_phase(s: State) -> State:
    """R24: each 陣 with 【回復N】 heals the turn player's combatants standing on it; then R6's hand limit (the
    discards are decisions) or the end of the turn."""
    w = Work(s)
    seat = s.seat
    b = board(s)
    for f in s.forts:
        n = s.prof[f.cid].heal
        if n:
            for c in b.combatants(f.sq, seat):
                w.heal(c, n)
    if len(w.hands[seat]) > HAND_LIMIT:
        w.phase = DISCARD
    else:
        end_turn(w)
    return w.freeze(None)


def settle(s: State) -> State:
    """Run what nobody chooses until a seat must decide: a phase that offers nothing ends (judged on public
    things only), a battle that is the only move left is fought, the end phase and the next turn begin."""
    while not s.over:
        seat = s.seat
        if s.phase == DEPLOY:
            if s.hands[seat] and s.ip[seat] >= 1 and deploy_squares(s, board(s), seat, SOLDIER):
                return s
            s = _evolve_phase(s, ACT)
        elif s.phase == ACT:
            if actors(s, seat):
                return s
            s = _evolve_phase(s, BATTLE)
        elif s.phase == BATTLE:
            moves = legal(s)
            if len(moves) == 1 and moves[0].verb == "done":
                s = end_phase(s)
            elif len(moves) == 1 and moves[0].verb == "battle":
                w = Work(s)
                actions.battle(w, moves[0])
                s = w.freeze(None)
            else:
                return s
        elif s.phase == END:
            s = end_phase(s)
        elif s.phase == DISCARD:
            if len(s.hands[seat]) > HAND_LIMIT:
                return s
            w = Work(s)
            end_turn(w)
            s = w.freeze(None)
        else:
            return s
    return s


def _evolve_phase(s: State, phase: str) -> State:
    return evolve(s, phase=phase)


def _done(w: Work, m: Move) -> None:
    """``done`` ends the deployment phase, the action phase or (with no battle due) the battle phase."""
    if w.phase == DEPLOY:
        w.phase = ACT
    elif w.phase == ACT:
        w.phase = BATTLE
    else:
        w.phase = END


def _discard(w: Work, m: Move) -> None:
    """R6: one card from a hand over 7 to the 神殿."""
    w.to_temple(w.from_hand(w.s.seat, m.key))


HANDLERS = {"general": _general, "keep": _mulligan, "return": _mulligan, "done": _done, "discard": _discard,
            **actions.HANDLERS}

