"""Normal kinds G1–G10 (docs/rules/shades.md §B): their arrival and hand effects as steps."""

from __future__ import annotations

from ..ops import arrival, hand, op, players, squares
from ..state import NEXT, Move, Ask
from ..work import Task, Work


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
    # the card goes to the hand first, then the new square's arrival (decision 19): the move comes after "take"
    w.tasks.insert(len(w.tasks) - 1, ("dash.arrival", p))


@hand("dash")
def _dash_hand(w: Work, p: int, c: int) -> None:
    """This turn, after the move-phase action, one extra 1-square 移動 without contact (§B G1); uses stack."""
    w.set_flags(extra=w.flags.extra + 1)


# --- G6 神鳴 (yellow ×7) --------------------------------------------------------------------------------

@arrival("thunder")
def _thunder_arrival(w: Work, p: int, sq: int, c: int) -> None:
    """強制移動 to one's own gate; the card still goes to the hand (seed worked example; §B G6)."""
    w.tasks.append(("thunder.home", p))


@op("thunder.home")
def _thunder_home(w: Work, t: Task, m: Move | None) -> None:
    w.home(t[1])


def _ask_thunder(w: Work, t: Task) -> Ask | None:
    return squares(t[1], [q for q in range(49) if w.board[q]], "thunder.hand")


@op("thunder.hand", ask=_ask_thunder)
def _thunder_hand_step(w: Work, t: Task, m: Move | None) -> None:
    """Discard every card on one square; a piece there stays (§B G6)."""
    if m is not None:
        w.discard_all(m.value)


@hand("thunder")
def _thunder_hand(w: Work, p: int, c: int) -> None:
    w.tasks.append(("thunder.hand", p))
