"""What one seat may know, and full states sampled to agree with it.

A seat sees (issue 2, "Views"): its own hand, the table, every player's card count, passes used,
eliminations with the cards laid down, finishes, points, and the public log (every move, the joker
swaps, the cards laid by eliminated players). Never the seed (it would reveal every deal) and never
another seat's cards.

``determinize`` deals the unseen cards to the other seats so that the counts match, the joker sits
where the log proves it is, and, as soft evidence, a seat that passed while a card was playable is
less likely to hold that card (a pass is allowed with a playable card, so this is only a bias).
"""

from __future__ import annotations

import random
from typing import Any

from ...core.errors import BadRecord, shown
from . import cards, notation
from .cards import FULL_DECK, JOKER, JOKER_BIT, SEVEN_INDEX
from .rules import legal_moves, playable_mask
from .state import PASS_KIND, PLAY, Entry, Options, State

PASS_EVIDENCE_WEIGHT = 0.25
"""How much likelier a card is to be elsewhere than with a seat that passed while it was playable."""


def options_dict(o: Options) -> dict[str, Any]:
    return dict(o._asdict())


def entry_dict(e: Entry) -> dict[str, Any]:
    d: dict[str, Any] = {"round": e.round_no, "seat": e.seat, "move": notation.text(e.move)}
    if e.swap >= 0:
        d["swap"] = e.swap
    if e.eliminated:
        d["eliminated"] = True
        d["laid"] = [cards.text(c) for c in cards.cards_of(e.laid)]
    if e.finished:
        d["finished"] = True
    return d


def entry_from_dict(d: dict[str, Any]) -> Entry:
    laid = 0
    for t in d.get("laid", []):
        c = cards.parse(t)
        if c is None:
            raise BadRecord("log.laid", f"unknown card {shown(t)}")
        laid |= 1 << c
    return Entry(d["round"], d["seat"], notation.parse(d["move"]), d.get("swap", -1), laid,
                 bool(d.get("eliminated", False)), bool(d.get("finished", False)))


def view(s: State, seat: int) -> dict[str, Any]:
    n = s.opts.players
    if not 0 <= seat < n:
        raise ValueError(f"seat must be 0..{n - 1}")
    hand = s.hands[seat]
    legal = [notation.text(m) for m in legal_moves(s)] if s.turn == seat else []
    return {
        "game": "shichinarabe",
        "seat": seat,
        "players": n,
        "options": options_dict(s.opts),
        "round": s.round_no,
        "turn": s.turn if s.turn >= 0 else None,
        "hand": [cards.text(c) for c in cards.cards_of(hand)],
        "table": [[r + 1 for r in cards.BITS13[m]] for m in s.table],
        "counts": [cards.count(h) for h in s.hands],
        "passes": list(s.passes),
        "finished": list(s.finished),
        "eliminated": list(s.eliminated),
        "points": list(s.points),
        "results": [list(r) for r in s.results],
        "log": [entry_dict(e) for e in s.log],
        "round_start": s.round_start,
        "joker": joker_status(s.opts, s.log[s.round_start:], hand),
        "legal": legal,
    }


def joker_status(opts: Options, round_log: tuple[Entry, ...] | list[Entry], own_hand: int) -> str | int | None:
    """Where the joker is, as far as a seat knows: "none" (not in play), "mine", "gone" (laid by an
    eliminated player), a seat number (it took the joker in a public swap), or None (unknown)."""
    if not opts.joker:
        return "none"
    if own_hand & JOKER_BIT:
        return "mine"
    where: str | int | None = None
    for e in round_log:
        if e.move.kind == 1:
            where = e.swap
        if e.eliminated and e.laid & JOKER_BIT:
            where = "gone"
    return where


def determinize(v: dict[str, Any], rng: random.Random, evidence: float = PASS_EVIDENCE_WEIGHT) -> State:
    """A full state that shows exactly ``v`` to its seat, the hidden cards dealt at random."""
    opts = Options(**v["options"])
    n = opts.players
    seat = v["seat"]
    table = []
    for ranks in v["table"]:
        m = 0
        for r in ranks:
            m |= 1 << (r - 1)
        table.append(m)
    own = 0
    for t in v["hand"]:
        own |= 1 << cards.parse(t)  # type: ignore[operator]
    log = tuple(entry_from_dict(d) for d in v["log"])
    round_start = v["round_start"]
    round_log = log[round_start:]
    counts = list(v["counts"])
    on_table = sum(m << (13 * i) for i, m in enumerate(table))
    hidden = FULL_DECK & ~on_table & ~own
    joker = v["joker"]
    if opts.joker and joker not in ("mine", "gone"):
        hidden |= JOKER_BIT
    capacity = [0 if q == seat else counts[q] for q in range(n)]
    hands = [0] * n
    hands[seat] = own
    if isinstance(joker, int) and hidden & JOKER_BIT:
        hands[joker] |= JOKER_BIT
        capacity[joker] -= 1
        hidden &= ~JOKER_BIT
    avoid = pass_evidence(opts, round_log, seat, hidden)
    todo = cards.cards_of(hidden)
    todo.sort(key=lambda c: (-sum(1 for q in range(n) if avoid[q] >> c & 1), c))
    for c in todo:
        weights = [capacity[q] * (evidence if avoid[q] >> c & 1 else 1.0) for q in range(n)]
        x = rng.random() * sum(weights)
        q = -1
        for i, w in enumerate(weights):
            if w > 0:
                q = i
                if x < w:
                    break
                x -= w
        hands[q] |= 1 << c
        capacity[q] -= 1
    turn = v["turn"] if v["turn"] is not None else -1
    return State(
        rng.getrandbits(62), opts, v["round"], tuple(hands), tuple(table), tuple(v["passes"]),
        tuple(v["finished"]), tuple(v["eliminated"]), turn, tuple(v["points"]),
        tuple(tuple(r) for r in v["results"]), log, round_start,
    )


def pass_evidence(opts: Options, round_log: tuple[Entry, ...], seat: int, hidden: int) -> list[int]:
    """For each seat, the hidden cards that were playable when it passed (soft evidence)."""
    n = opts.players
    mode = opts.mode
    avoid = [0] * n
    table = [1 << SEVEN_INDEX] * 4
    for e in round_log:
        if e.move.kind == PASS_KIND and e.seat != seat:
            avoid[e.seat] |= playable_mask(tuple(table), mode) & hidden
        for c in _placed(e):
            if c != JOKER:
                table[c // 13] |= 1 << (c % 13)
    return avoid


def _placed(e: Entry) -> list[int]:
    if e.move.kind == PLAY:
        return [e.move.card]
    if e.move.kind == 1:
        return [e.move.card] + ([e.move.extra] if e.move.extra >= 0 else [])
    return cards.cards_of(e.laid) if e.eliminated else []


__all__ = ["view", "determinize", "joker_status", "options_dict", "entry_dict"]
