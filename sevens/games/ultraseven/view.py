"""What each seat of ウルトラセブン may know, as JSON-ready data, and full states sampled from it (``determinize``).

Hidden information (E 9, E 14, E 18, U 4; README.md U 17–U 19):

- the deck's order is hidden from both seats, and in the short plays so is which cards R 21.2.1 / R 21.3.1 drew
  into it (U 4): only the scenario's composition is public;
- the TDF sees each face-down card as "hidden card #k with n chits" (its number, the turn it came, its chits
  now, this turn and in every finished turn, and how many information cards were in force when it was placed),
  never its identity or area; it sees the alien's hand size, not its cards; with ``hidden_counts`` it sees
  neither the deck's size nor the discards, only the events and information cards in force (E 9's variant, U 18);
- the alien sees its own hand and every table card whole, and the TDF's deployment (public).

Everything else is public: Seven's energy and condition, the capsule monsters, AP, the deployment, every recon's
sum, 2d6 and result (「異常なし」 for a miss and an empty area alike), the removed cards with their number and
turn, this turn's progress (``Turn``), the dice rolled so far. A view never holds the seed.

The view's shape (every key always present)::

    {"game": "ultraseven", "seat": 0, "options": {"scenario": "1cour", "hidden_counts": false,
                                                  "remove_at_equal": false},
     "turn": 3, "phase": "deploy", "to_move": 0, "legal": ["deploy kiriyama space", ..., "done"],
     "ap": 0, "energy": 37, "seven": "alive", "captured": false, "rescue": 0,
     "capsules": ["W1", "M1", "A1"], "capsules_turn": [],
     "hand": null, "hand_count": 5,            # the alien's view: "hand": ["ep3", ...]
     "deck": 9,                                # null in the TDF's view with hidden_counts
     "table": [{"order": 0, "since": 1, "face_up": false, "key": null, "area": null, "chits": 2, "damage": 0,
                "stage": 0, "added": 0, "flipped": false, "infos": 0, "history": [1, 1]}, ...],
     "placed": 2, "removed": ["ep7"], "gone": [[1, 2]],  # each removed card's #k and turn
     "discards": ["E10"],                      # null in the TDF's view with hidden_counts
     "events": [], "infos": [], "members": [["soga", "city"]], "weapons": [["hawk3", "city"]],
     "t": {"step": "", "banned": "", ...},     # state.Turn as a dict (tuples as lists)
     "recons": [[2, "city", 5, 9, -1]], "rolls": 4, "winner": -1}

``determinize(view, rng)`` gives a full state that shows the same view to its seat: for the TDF, each face-down
card's identity (hence its area) is drawn so that it fits everything public (E 18), the hand and the deck from
the cards left; for the alien, the deck. The sample has a seed of its own and an empty log.
"""

from __future__ import annotations

import random
from typing import Any

from .cards import (EVENTS, INFORMATION, INVASIONS, ORDINARY_KEYS, SCENARIOS, SPECIAL_KEYS, Scenario)
from .moves import legal, to_move
from .notation import text as move_text
from .state import (ALIEN_SEAT, TDF_SEAT, Deployed, Options, Placed, State, Turn, by_order)

SEATS = (TDF_SEAT, ALIEN_SEAT)


def options_of(s: State) -> dict[str, Any]:
    """The options as a record's ``setup`` and the view's ``options``."""
    return {"scenario": s.scenario, "hidden_counts": s.opts.hidden_counts, "remove_at_equal": s.opts.remove_at_equal}


def _card(p: Placed, whole: bool) -> dict[str, Any]:
    return {"order": p.order, "since": p.since, "face_up": p.face_up, "key": p.key if whole else None,
            "area": p.area if whole else None, "chits": p.chits, "damage": p.damage, "stage": p.stage,
            "added": p.added, "flipped": p.flipped, "infos": p.infos, "history": list(p.history)}


def _turn(t: Turn) -> dict[str, Any]:
    d: dict[str, Any] = {}
    for name, value in t._asdict().items():
        if name == "assigned":
            d[name] = [[w, list(ks)] for w, ks in value]
        elif isinstance(value, tuple):
            d[name] = list(value)
        else:
            d[name] = value
    return d


def view(s: State, seat: int) -> dict[str, Any]:
    """What ``seat`` (``TDF_SEAT`` or ``ALIEN_SEAT``) may know of ``s`` (the module's docstring)."""
    if type(seat) is not int or seat not in SEATS:
        raise ValueError(f"seat {seat!r} is not at this table of 2")
    alien = seat == ALIEN_SEAT
    counts = alien or not s.opts.hidden_counts
    deciding = to_move(s)
    return {
        "game": "ultraseven", "seat": seat, "options": options_of(s), "turn": s.turn, "phase": s.phase,
        "to_move": deciding, "legal": [move_text(m) for m in legal(s)] if deciding == seat else [],
        "ap": s.ap, "energy": s.energy, "seven": s.seven, "captured": s.captured, "rescue": s.rescue,
        "capsules": list(s.capsules), "capsules_turn": list(s.capsules_turn),
        "hand": list(s.hand) if alien else None, "hand_count": len(s.hand),
        "deck": len(s.deck) if counts else None,
        "table": [_card(p, alien or p.face_up) for p in s.table], "placed": s.placed,
        "removed": list(s.removed), "gone": [list(g) for g in s.gone],
        "discards": list(s.discards) if counts else None,
        "events": list(s.events), "infos": list(s.infos),
        "members": [[d.card, d.area] for d in s.members], "weapons": [[d.card, d.area] for d in s.weapons],
        "t": _turn(s.t), "recons": [list(r) for r in s.recons], "rolls": s.rolls, "winner": s.winner,
    }


# --- determinize ---------------------------------------------------------------------------------------------

def chits_at(p: dict[str, Any], turn: int) -> int:
    """The chits a face-down card held after the alien's action of ``turn`` (a recon's moment): the chits it
    took in the turns since it came (only the alien's chits change a face-down card's, R 7; capsules and
    damage touch face-up cards only)."""
    k = turn - p["since"]
    history = p["history"]
    if k >= len(history):
        return int(p["chits"])
    return sum(history[:k + 1])


def fits(v: dict[str, Any], p: dict[str, Any], key: str, sc: Scenario) -> bool:
    """Could face-down card ``p`` of view ``v`` be ``key``, judged on that card alone (E 18)? Its chits within
    the card's 暗躍限界 and 暗躍時 rate in every turn (R 7.3, R 7.4); its 侵略条件 met when it was placed
    (R 8.5, with the information cards in force then; not in 1クール, R 21.2.4); no 「異常なし」 recon of its
    area since it came that the roll would have found it by (R 12.6: 2d6 ≤ the group's sum + 偵察値 + chits);
    and its area not held then by a card the TDF knows (``blocked``)."""
    inv = INVASIONS[key]
    if p["chits"] > inv.limit or p["added"] > inv.hidden_rate or any(n > inv.hidden_rate for n in p["history"]):
        return False
    if sc.conditions and inv.condition and inv.condition not in v["infos"][:p["infos"]]:
        return False
    for turn, area, total, roll, found in v["recons"]:
        if found < 0 and area == inv.area and turn >= p["since"]:
            if roll <= total + inv.recon + chits_at(p, turn):
                return False
    return True


def blocked(v: dict[str, Any], p: dict[str, Any]) -> set[str]:
    """The areas face-down card ``p`` cannot be in (R 8.4, E 14, E 13): those of the cards the TDF knows that were
    on the table with it — any placed after it (it has been on the table since), and any placed before it and
    removed in or after the turn it came."""
    order, since = p["order"], p["since"]
    out = {q["area"] for q in v["table"] if q["face_up"]}
    for key, (o, t) in zip(v["removed"], v["gone"]):
        if o > order or t >= since:
            out.add(INVASIONS[key].area)
    return out


def _assign(v: dict[str, Any], hidden: list[dict[str, Any]], sc: Scenario, unseen: list[str],
            room: dict[bool, int], rng: random.Random) -> dict[int, str] | None:
    """Each face-down card's identity: a random depth-first search over the unseen invasion cards (every
    solution reachable, the real one among them), the most constrained card first; distinct areas, the ★
    and ordinary cards within what the scenario's deck has left (``room``)."""
    options: dict[int, list[str]] = {}
    for p in hidden:
        no = blocked(v, p)
        cands = [k for k in unseen if INVASIONS[k].area not in no and fits(v, p, k, sc)]
        rng.shuffle(cands)
        options[p["order"]] = cands
    order = sorted(options, key=lambda o: (len(options[o]), o))
    chosen: dict[int, str] = {}
    used_areas: set[str] = set()
    left = dict(room)

    def search(i: int) -> bool:
        if i == len(order):
            return True
        o = order[i]
        for k in options[o]:
            a = INVASIONS[k].area
            special = k in SPECIAL_KEYS
            if a in used_areas or left[special] <= 0:
                continue
            chosen[o] = k
            used_areas.add(a)
            left[special] -= 1
            if search(i + 1):
                return True
            del chosen[o]
            used_areas.discard(a)
            left[special] += 1
        return False

    return chosen if search(0) else None


def determinize(v: dict[str, Any], rng: random.Random) -> State:
    """A full state that shows ``v`` again to its seat, the hidden parts drawn with ``rng`` (the module's
    docstring): the TDF's unknowns are each face-down card's identity (E 18's evidence), the hand and the deck
    (composition in the short plays, U 4, and order); the alien's the deck. ``ValueError`` if no state fits."""
    o = v["options"]
    sc = SCENARIOS[o["scenario"]]
    opts = Options(hidden_counts=o["hidden_counts"], remove_at_equal=o["remove_at_equal"])
    seat = v["seat"]
    infos = list(v["infos"])
    events = list(v["events"])
    known: set[str] = set(v["removed"]) | {q["key"] for q in v["table"] if q["face_up"]}
    if seat == ALIEN_SEAT:
        known |= set(v["hand"]) | {q["key"] for q in v["table"]}
    # non-invasion cards: those seen, and the ones left for the deck
    if v["discards"] is not None:
        discards = list(v["discards"])
    else:  # hidden_counts (U 18): which earlier events were drawn is sampled
        gone_events = [k for k in EVENTS if k not in events]
        n_past = rng.randint(0, max(0, sc.events - len(events)))
        past = rng.sample(gone_events, min(n_past, len(gone_events)))
        discards = past + infos + events
    seen_events = [k for k in discards if k in EVENTS]
    deck: list[str] = rng.sample([k for k in EVENTS if k not in seen_events], sc.events - len(seen_events))
    if sc.information:
        deck += [k for k in INFORMATION if k not in infos]
    # invasion cards: the scenario's ★ and ordinary cards not yet seen
    room = {True: sc.specials - sum(1 for k in known if k in SPECIAL_KEYS),
            False: sc.ordinary - sum(1 for k in known if k in ORDINARY_KEYS)}
    table: list[Placed] = []
    hand: list[str]
    if seat == ALIEN_SEAT:
        hand = list(v["hand"])
        keys = {q["order"]: q["key"] for q in v["table"]}
    else:
        unseen = [k for k in INVASIONS if k not in known]
        hidden = [q for q in v["table"] if not q["face_up"]]
        got = _assign(v, hidden, sc, unseen, room, rng)
        if got is None:
            raise ValueError("no state fits this view")
        keys = {q["order"]: q["key"] for q in v["table"] if q["face_up"]}
        keys.update(got)
        known |= set(got.values())
        for k in got.values():
            room[k in SPECIAL_KEYS] -= 1
        hand = []
    rest = (rng.sample([k for k in SPECIAL_KEYS if k not in known], room[True])
            + rng.sample([k for k in ORDINARY_KEYS if k not in known], room[False]))
    rng.shuffle(rest)
    if seat == TDF_SEAT:
        hand, rest = rest[:v["hand_count"]], rest[v["hand_count"]:]
    deck += rest
    rng.shuffle(deck)
    for q in v["table"]:
        k = keys[q["order"]]
        table.append(Placed(k, INVASIONS[k].area, q["order"], q["since"], q["face_up"], q["chits"], q["damage"],
                            q["stage"], q["added"], q["flipped"], q["infos"], tuple(q["history"])))
    fields: dict[str, Any] = {}
    for name, x in v["t"].items():
        fields[name] = (tuple((w, tuple(ks)) for w, ks in x) if name == "assigned"
                        else tuple(x) if isinstance(x, list) else x)
    turn = Turn(**fields)
    return State(
        seed=rng.getrandbits(62), scenario=o["scenario"], opts=opts, deck=tuple(deck),
        hand=by_order(hand, tuple(INVASIONS)), energy=v["energy"], capsules=tuple(v["capsules"]), turn=v["turn"],
        phase=v["phase"], ap=v["ap"], table=tuple(table), placed=v["placed"], removed=tuple(v["removed"]),
        gone=tuple((a, b) for a, b in v["gone"]), discards=tuple(discards), events=tuple(events),
        infos=tuple(infos), members=tuple(Deployed(c, a) for c, a in v["members"]),
        weapons=tuple(Deployed(c, a) for c, a in v["weapons"]), captured=v["captured"], rescue=v["rescue"],
        capsules_turn=tuple(v["capsules_turn"]), t=turn, recons=tuple((a, b, c, d, e) for a, b, c, d, e in v["recons"]),
        rolls=v["rolls"], winner=v["winner"],
    )
