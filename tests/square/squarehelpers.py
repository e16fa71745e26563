"""Fixed positions of セブンスクエア for the rule tests, and small readers of a state.

``position`` builds a game turn from card keys: pieces as ``(key, seat, square)`` with options (damage,
riders, deployed this turn, …), 陣 as ``(key, owner, square)``, hands, IP, the phase; every other card of both
decks stays in its deck (the 将 on its ■ unless moved), so every card is somewhere (the conformance invariant
holds). Squares by name (a1–g7, rank 1 P1's first rank).
"""

from __future__ import annotations

from typing import Any

from sevens.core import get
from sevens.games.square.battle import board
from sevens.games.square.moves import find, ref_of
from sevens.games.square.state import BASE_CID, BASE_SQ, SETUP_TURNS, Fort, Move, State, Unit, parse_square

GAME: Any = get("square")


def sq(text: str) -> int:
    q = parse_square(text)
    assert q is not None, text
    return q


class _Cards:
    """A seat's cids not yet placed, by key."""

    def __init__(self, s: State) -> None:
        self.free = {p: [c for c in range(40 * p, 40 * p + 40) if c not in s.generals] for p in (0, 1)}
        self.prof = s.prof

    def take(self, key: str, seat: int) -> int:
        for c in self.free[seat]:
            if self.prof[c].key == key:
                self.free[seat].remove(c)
                return c
        raise ValueError(f"P{seat + 1}'s deck has no {key!r} left")


def position(*, pieces: list[tuple[Any, ...]] | tuple[()] = (), forts: list[tuple[Any, ...]] | tuple[()] = (),
             hands: dict[int, list[str]] | None = None, temples: dict[int, list[str]] | None = None,
             generals: tuple[str | None, str | None] = ("d1", "d7"), general_damage: tuple[int, int] = (0, 0),
             seat: int = 0, phase: str = "act", ip: tuple[int, int] = (2, 2), turn: int = 10, actions: int = 0,
             deck_top: dict[int, list[str]] | None = None, deck_size: dict[int, int] | None = None,
             seed: int = 5, **options: Any) -> State:
    """A position in ``seat``'s game turn, at ``phase``. A piece: ``(key, seat, square)`` then keyword-like
    extras in a dict as the 4th item: ``dmg``, ``riders`` (a list of (key, seat, dmg)), ``fresh`` (deployed
    this turn), ``acted`` (1 moved, 2 ability), ``charge``, ``owner`` (a stolen 騎's owner). A 将 is put on
    ``generals[p]`` (None: leave it in the 神殿 — not a live game). A 陣: ``(key, owner, square[, damage])``;
    ``("base", seat, "", damage)`` damages a ■ (10: removed)."""
    opts = dict(options)
    opts.setdefault("first", "P1")
    s0 = GAME.new(seed, **opts)
    s0 = GAME.apply(s0, Move("general", key=_general_key(s0, 0)))
    s0 = GAME.apply(s0, Move("general", key=_general_key(s0, 1)))
    cards = _Cards(s0)
    turn_no = SETUP_TURNS + turn * 2 + (seat != s0.first)
    units: list[Unit] = []
    for p in (0, 1):
        g = s0.generals[p]
        if generals[p] is not None:
            units.append(Unit(g, p, sq(str(generals[p])), general_damage[p]))
    for spec in pieces:
        key, ctrl, where = spec[:3]
        extra: dict[str, Any] = spec[3] if len(spec) > 3 else {}
        c = cards.take(key, extra.get("owner", ctrl))
        since = turn_no if extra.get("fresh") else -1
        units.append(Unit(c, ctrl, sq(where), extra.get("dmg", 0), -1, since, extra.get("acted", 0),
                          extra.get("charge", False)))
        for r in extra.get("riders", []):
            rkey, rseat, rdmg = (r + (0,))[:3] if len(r) == 2 else r
            x = cards.take(rkey, rseat)
            units.append(Unit(x, ctrl, sq(where), rdmg, c, since))
    fort_list = [Fort(BASE_CID + p, p, BASE_SQ[p]) for p in (0, 1)]
    for key, owner, where, *dmg in forts:
        if key == "base":
            fort_list[owner] = fort_list[owner]._replace(dmg=dmg[0] if dmg else 0)
        else:
            fort_list.append(Fort(cards.take(key, owner), owner, sq(where), dmg[0] if dmg else 0))
    fort_list = [f for f in fort_list if f.cid < BASE_CID or f.dmg < 10]
    hand_rows: list[tuple[int, ...]] = []
    temple_rows: list[tuple[int, ...]] = []
    deck_rows: list[tuple[int, ...]] = []
    for p in (0, 1):
        hand_rows.append(tuple(sorted(cards.take(k, p) for k in (hands or {}).get(p, []))))
        temple_rows.append(tuple(cards.take(k, p) for k in (temples or {}).get(p, [])))
        if generals[p] is None:
            temple_rows[p] = temple_rows[p] + (s0.generals[p],)
        top = [cards.take(k, p) for k in (deck_top or {}).get(p, [])]
        rest = list(cards.free[p])
        if deck_size is not None and p in deck_size:
            extra_cards = rest[:max(0, len(rest) + len(top) - deck_size[p])]
            temple_rows[p] = temple_rows[p] + tuple(extra_cards)
            rest = rest[len(extra_cards):]
        deck_rows.append(tuple(rest + list(reversed(top))))
    units = [u._replace(arrival=i) for i, u in enumerate(sorted(units))]  # arrived in card-number order
    return State(seed=seed, opts=s0.opts, first=s0.first, turn=turn_no, phase=phase,
                 units=tuple(units), forts=tuple(sorted(fort_list, key=lambda f: f.sq)),
                 hands=(hand_rows[0], hand_rows[1]), decks=(deck_rows[0], deck_rows[1]),
                 temples=(temple_rows[0], temple_rows[1]), ip=ip, generals=s0.generals, revealed=True,
                 actions=actions)


def _general_key(s: State, seat: int) -> str:
    from sevens.games.square.cards import CARDS, DECKS

    deck = s.opts.deck(seat)
    for d in DECKS.values():
        if tuple(d.cards) == deck:
            return d.general
    return next(k for k in deck if CARDS[k].prestige)


def play(s: State, *texts: str) -> State:
    for t in texts:
        s = GAME.apply(s, GAME.parse_move(s, t))
    return s


def legal(s: State) -> list[str]:
    return [GAME.format_move(s, m) for m in GAME.legal_moves(s)]


def piece(s: State, text: str) -> Any:
    """The ``Stats`` of a piece named ``KEY@SQ`` (or ``KEY@SQ/N``)."""
    from sevens.games.square.notation import _unit

    b = board(s)
    c = find(b, _unit(text, text))
    assert c is not None, f"no {text} on the board"
    return b.stats(c)


def on(s: State, where: str) -> list[str]:
    """The pieces on a square as ``KEY@SQ`` names (riders after their 騎 as ``+KEY``)."""
    b = board(s)
    out = []
    for c in b.at[sq(where)]:
        r = ref_of(b, c)
        out.append(f"{r[1]}" + "".join(f"+{b.prof[x].key}" for x in b.riders.get(c, ())))
    return out


def temple(s: State, seat: int) -> list[str]:
    return [s.prof[c].key for c in s.temples[seat]]


def hand(s: State, seat: int) -> list[str]:
    return [s.prof[c].key for c in s.hands[seat]]


def fort(s: State, where: str) -> Any:
    return board(s).fort[sq(where)]


__all__ = ["GAME", "position", "play", "legal", "piece", "on", "temple", "hand", "fort", "sq"]
