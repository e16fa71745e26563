"""Set-up and the driver: a new game (seed: GAME PREPARATION; decisions 3–5), the steps run until a seat must
decide (``settle``), a decision applied (``apply``), the outcome (decision 31, 39)."""

from __future__ import annotations

from sevens.core.errors import IllegalMove
from sevens.core.game import Decision, Outcome
from sevens.core.rng import derive

from . import flow  # noqa: F401  (registers the turn's steps)
from . import effects  # noqa: F401  (registers the cards' effects)
from . import notation
from .cards import COLOURLESS_CARDS, COLOURS, ETERNAL_CARDS, FIRST_CARDS, NORMAL_CARDS, colour
from .ops import ACTS, ASKS
from .refusals import refusal
from .state import SQUARES, Ask, Move, Options, State
from .work import Work


def new_state(seed: int, opts: Options) -> State:
    """GAME PREPARATION: a random first player; a random first card each, locked (its colour is the piece's);
    the normal deck shuffled, 49 cards face down one per square; the pieces on their gates (not a 移動);
    no starting hand (decision 4). Beginner options (decision 5)."""
    n = opts.players
    rng = derive(seed, "setup")
    first = rng.randrange(n)
    firsts = list(FIRST_CARDS)
    rng.shuffle(firsts)
    mine = firsts[:n]
    cubes = tuple(colour(c) for c in mine)
    locks: list[list[list[int]]] = [[[] for _ in range(COLOURS)] for _ in range(n)]
    known = [0] * (max(FIRST_CARDS + ETERNAL_CARDS) + 1)
    everyone = (1 << n) - 1
    if opts.first_cards:
        for p, c in enumerate(mine):
            locks[p][colour(c)].append(c)
            known[c] = everyone
    deck = [c for c in NORMAL_CARDS if opts.colourless or c not in COLOURLESS_CARDS]
    rng.shuffle(deck)
    board = []
    for _ in range(SQUARES):
        board.append((deck.pop(),))
    gates = opts.gates
    s = State(seed=seed, opts=opts, first=first, board=tuple(board), pieces=gates, came_from=(-1,) * n,
              cubes=cubes, hands=((),) * n, locks=tuple(tuple(tuple(x) for x in p) for p in locks),
              curse=(-1,) * n, deck=tuple(deck), discard=(), eternals=ETERNAL_CARDS, limbo=(), known=tuple(known),
              turn=0, current=first, tasks=(("turn",),), arrivals=())
    w = Work(s)
    settle(w)
    return w.freeze()


PUBLIC_KINDS = frozenset({"square", "player"})
"""Kinds of question whose answers are public (README.md, "The engine"): no square or player question's
options depend on a hidden hand (only on the board, pieces, locks and hand sizes)."""


def forced(q: Ask) -> Move | None:
    """The answer of a question not asked: a public question (``PUBLIC_KINDS``, not ``secret``) with a single
    answer is answered at once, for every card alike; a question about one's hand, or a secret one, is
    always asked (its size is public, so asking tells nothing)."""
    if q.kind in PUBLIC_KINDS and not q.secret and len(q.moves) == 1:
        return q.moves[0]
    return None


def settle(w: Work) -> None:
    """Run the steps until a seat must decide (``w.ask``) or the game is over. A step whose question has a
    single public answer (``forced``) acts with it at once, unlogged: records and replays hold only the
    decisions a seat made, and a replay settles the same way."""
    while not w.over and w.tasks:
        t = w.tasks[-1]
        ask = ASKS.get(t[0])
        q = ask(w, t) if ask is not None else None
        m = None
        if q is not None and q.moves:
            m = forced(q)
            if m is None:
                w.ask = q
                return
        w.tasks.pop()
        ACTS[t[0]](w, t, m)
    w.ask = None
    if not w.over:
        raise AssertionError("the steps ran out before the game ended")


def legal_moves(s: State) -> list[Move]:
    return list(s.ask.moves) if s.ask is not None else []


def to_move(s: State) -> int | None:
    return s.ask.seat if s.ask is not None else None


def decision(s: State) -> Decision | None:
    if s.ask is None:
        return None
    return Decision(s.ask.seat, s.ask.kind, s.turn, s.current)


def apply(s: State, m: Move) -> State:
    if s.ask is None:
        raise IllegalMove("game-over", "the game is over", "ゲームは終わっています")
    if not isinstance(m, Move):
        raise IllegalMove("not-a-move", f"{m!r} is not a move of this game: {_expecting(s)}",
                          f"{m!r} はこのゲームの手ではありません: {_expecting(s, 'ja')}")
    if m not in s.ask.moves:
        err = refusal(s, m)
        raise IllegalMove(err.rule, f"{err} — {_expecting(s)}", f"{err.ja} — {_expecting(s, 'ja')}")
    w = Work(s)
    t = w.tasks.pop()
    ACTS[t[0]](w, t, m)
    w.log = s.log + ((s.ask.seat, notation.text(m)),)
    settle(w)
    return w.freeze()


def _expecting(s: State, lang: str = "en") -> str:
    assert s.ask is not None
    options = ", ".join(notation.text(m) for m in s.ask.moves[:8])
    more = "…" if len(s.ask.moves) > 8 else ""
    if lang == "ja":
        return f"P{s.ask.seat + 1} の選択（{s.ask.prompt}）: {options}{more}"
    return f"P{s.ask.seat + 1} chooses ({s.ask.prompt}) one of {options}{more}"


def outcome(s: State) -> Outcome | None:
    """The winner is first (decision 31); the others, and everyone in a drawn game (decision 39), are ranked by
    the colours they have locked (README.md); the score is the colours locked."""
    if not s.over:
        return None
    w = Work(s)
    scores = tuple(float(w.colours_locked(p)) for p in range(s.players))
    key = [(1 if p == s.winner else 0, scores[p]) for p in range(s.players)]
    ranks = tuple(1 + sum(1 for q in range(s.players) if key[q] > key[p]) for p in range(s.players))
    return Outcome(ranks, scores)
