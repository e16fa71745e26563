"""What the セブンスクエア table computes without the DOM (pure, tested in CPython): the names of the pieces as
moves write them, which element of the table each legal move is clicked on (``plan``: a unit, then its
destination or target; a hand card, then its square; a contested square; a button), the squares the latest
moves touched, the fights a move set off, the log by turn, the announcement and the bots' motion.

Everything here reads the viewing seat's view or public moves only (``history.describe`` with the viewer as
onlooker): the opponent's 将 chosen face down and the cards a mulligan puts back are never named.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sevens.core import history
from sevens.games.square.state import Event, State, name as sq_name

from ..log_cache import Entry, LogCache, group
from .text import cost, name, tx

UNIT_VERBS = ("move", "shoot", "build", "heal", "recall", "ride")
"""Moves named after the acting piece (``verb UNIT …``): clicked on that piece first."""


def ref(key: str, sq: str, n: int) -> str:
    """A piece's name in moves: ``KEY@SQ``, ``KEY@SQ/N`` for the N-th of its kind on the square."""
    return f"{key}@{sq}" + (f"/{n}" if n > 1 else "")


def square_refs(square: dict[str, Any]) -> list[str]:
    """The names of a square's pieces, in the view's order (by card number, as moves count them)."""
    seen: dict[str, int] = {}
    out = []
    for p in square["pieces"]:
        seen[p["key"]] = seen.get(p["key"], 0) + 1
        out.append(ref(p["key"], square["sq"], seen[p["key"]]))
    return out


def ref_square(r: str) -> str:
    return r.partition("@")[2].partition("/")[0]


def ref_key(r: str) -> str:
    return r.partition("@")[0]


def find_piece(v: dict[str, Any], r: str) -> dict[str, Any] | None:
    """The piece of the view a name names."""
    sq = ref_square(r)
    for square in v["board"]:
        if square["sq"] == sq:
            for name_, p in zip(square_refs(square), square["pieces"]):
                if name_ == r:
                    return dict(p)
    return None


def piece_cards(p: dict[str, Any]) -> list[str]:
    """The cards of a piece, the 騎 first then its riders."""
    return [p["key"]] + [r["key"] for r in p["riders"]]


# --- what each legal move is clicked on ---------------------------------------------------------------

Choice = tuple[str, str]
"""(move text, its label: the move as the log says it)."""


@dataclass
class Plan:
    """The viewer's legal moves laid on the table. ``direct``: an element that decides a move in one click
    (``sq:d4``, ``u:warrior@d2``, ``h:miner``) and its move; ``pick``: an element whose click opens its own
    moves (a unit, a hand card to deploy, a square with two battles); ``buttons``: (move text, label, kind)
    of the choices bar; ``picked``: the element picked now, if it still has moves; ``targets``: the kind of
    each direct element once a unit is picked (``move``, ``shoot``, ``heal``, ``ride``, ``build``,
    ``deploy``…), for its highlight."""

    direct: dict[str, Choice] = field(default_factory=dict)
    pick: set[str] = field(default_factory=set)
    buttons: list[tuple[str, str, str]] = field(default_factory=list)
    picked: str | None = None
    targets: dict[str, str] = field(default_factory=dict)
    generals: list[Choice] = field(default_factory=list)
    mulligan: bool = False
    phase: str = ""
    """The phase the viewer decides in ("" when it does not decide): a unit or hand card clicked that is none of
    the choices tries a move of that phase (``trial_on_unit``, ``trial_on_hand``)."""
    seat: int = -1


def trial_move(p: Plan, target: str) -> str | None:
    """The move a click (or a drop) on the square ``target`` (``sq:a7``) would try with the picked element when
    the square is none of its choices: the picked element's verb for squares there ("move warrior@d2 a7"), so
    the engine says which rule refuses it; None when nothing is picked or it has no square to go to."""
    if p.picked is None or not target.startswith("sq:") or target in p.direct:
        return None
    texts = [c[0].split() for k, c in p.direct.items() if k.startswith("sq:")]
    texts = [t for t in texts if len(t) == 3]
    if not texts:
        return None
    verb, ref = next(((t[0], t[1]) for t in texts if t[0] == "move"), (texts[0][0], texts[0][1]))
    return f"{verb} {ref} {target.removeprefix('sq:')}"


def trial_on_unit(p: Plan, ref: str, owner: int) -> str | None:
    """The move a click on the unit ``ref`` (``warrior@d2``) tries in the action phase when it is none of the choices
    and cannot be picked, so the engine says which rule refuses it (a click there only showed the card): with one
    of the viewer's units picked, its shot at an enemy unit ("the target is 8 squares away; Shoot reaches 1 to 2"),
    then, "|" after it, its move to that square as a click on the square says it (tried when the unit has no Shoot:
    ``Table.tried``); with nothing picked, a move of
    the viewer's own unit that has nothing to do ("a card deployed this turn cannot move or use abilities"); None
    otherwise."""
    if p.phase != "act" or "u:" + ref in p.direct or "u:" + ref in p.pick or "@" not in ref:
        return None
    if p.picked is not None and p.picked.startswith("u:"):
        mine = p.picked[2:]
        if mine == ref or owner == p.seat:
            return None
        move = trial_move(p, "sq:" + ref.split("@")[1])  # a unit may shoot by its rider or a fort's grant: the engine
        return f"shoot {mine} {ref}" + (f"|{move}" if move else "")  # tells, and a unit that cannot shoot tries the move
    if p.picked is None and owner == p.seat:
        sq = ref.split("@")[1]
        step = f"{sq[0]}{int(sq[1]) + 1 if sq[1] < '7' else 6}"  # a step along its file, on the board
        return f"move {ref} {step}"
    return None


def trial_on_hand(p: Plan, key: str) -> str | None:
    """The deployment a click on a hand card tries in the deployment phase when the card is none of the choices,
    so the engine says why ("Wandering Knight costs 4 IP, P1 has 2"; a fort is built, not deployed): on the
    viewer's own ■ square (R8). None otherwise."""
    if p.phase != "deploy" or "h:" + key in p.pick or "h:" + key in p.direct:
        return None
    return f"deploy {key} {'d1' if p.seat == 0 else 'd7'}"


def drop_move(p: Plan, target: str) -> str | None:
    """The move of a drop on ``target`` with the plan's element picked: the move a click on it makes (a square's,
    ``sq:d4``, or a target tile's, ``u:orc@d4``: a shot, a heal, a ride); on a square without a move of its own,
    that of the one piece on it the picked element acts on; else None (nothing, as a click there)."""
    got = p.direct.get(target)
    if got is not None:
        return got[0]
    if not target.startswith("sq:"):
        return None
    at = "@" + target.removeprefix("sq:")
    on = [c for k, c in p.direct.items() if k.startswith("u:") and k.endswith(at)]
    return on[0][0] if len(on) == 1 else None


def mulligan_text(hand: list[str], marked: set[int]) -> str | None:
    """The mulligan putting back the hand cards at the indices ``marked`` (``return all`` for all of them)."""
    keys = sorted(hand[i] for i in marked if 0 <= i < len(hand))
    if not keys:
        return None
    return "return all" if len(keys) == len(hand) else "return " + " ".join(keys)


def plan(choices: list[Choice], v: dict[str, Any], picked: str | None, marked: set[int], lang: str) -> Plan:
    """Where each of ``choices`` (the viewer's legal moves) is clicked, given what is picked now."""
    out = Plan()
    if not choices:
        return out
    out.phase, out.seat = str(v["phase"]), int(v["seat"])
    by_unit: dict[str, list[Choice]] = {}
    deploys: dict[str, list[Choice]] = {}
    fights: dict[str, list[Choice]] = {}
    texts = {t for t, _ in choices}
    for t, label in choices:
        w = t.split()
        verb = w[0]
        if verb in UNIT_VERBS:
            by_unit.setdefault(w[1], []).append((t, label))
        elif verb == "deploy":
            deploys.setdefault(w[1], []).append((t, label))
        elif verb in ("battle", "siege"):
            fights.setdefault(w[1], []).append((t, label))
        elif verb == "discard":
            out.direct["h:" + w[1]] = (t, label)
        elif verb == "general":
            out.generals.append((t, label))
        elif verb == "return":
            out.mulligan = True
        elif verb == "keep":
            out.mulligan = True
        elif verb == "refill":
            out.buttons.append((t, tx("refill_" + w[1], lang), "refill"))
        elif verb == "done":
            done = {"deploy": "done_deploy", "act": "done_act", "battle": "done_battle"}.get(v["phase"], "")
            out.buttons.append((t, tx(done, lang) if done else label, "done"))
    if out.mulligan:
        hand = v["hands"][v["seat"]]["cards"]
        text = mulligan_text(hand, marked)
        if text is not None and text in texts:
            n = len([i for i in marked if 0 <= i < len(hand)])
            out.buttons.insert(0, (text, tx("return_n", lang, n=n), "return"))
        if "keep" in texts:
            out.buttons.insert(0, ("keep", tx("keep", lang), "keep"))
    if picked is not None and not (picked.startswith("u:") and picked[2:] in by_unit
                                   or picked.startswith("h:") and picked[2:] in deploys
                                   or picked.startswith("sq:") and len(fights.get(picked[3:], [])) > 1):
        picked = None
    out.picked = picked
    # the battles: a square with one battle is one click; with two (case 5: the 陣 too, or not) it is picked
    for sq, moves in fights.items():
        key = "sq:" + sq
        if len(moves) == 1:
            out.direct[key] = moves[0]
            out.targets[key] = moves[0][0].split()[0]
        else:
            out.pick.add(key)
            out.targets[key] = "battle"
    if picked is not None and picked.startswith("sq:"):
        sq = picked[3:]
        for t, label in fights[sq]:
            fort = t.endswith(" fort")
            out.buttons.insert(0, (t, tx("fight_fort" if fort else "fight", lang, sq=sq), "fight"))
    # the units: each is picked, then its destinations and targets are one click each
    for unit in by_unit:
        out.pick.add("u:" + unit)
    for key in deploys:
        out.pick.add("h:" + key)
    if picked is not None and picked.startswith("u:"):
        more: list[tuple[str, str, str]] = []
        for t, label in by_unit[picked[2:]]:
            w = t.split()
            verb = w[0]
            if verb == "move":
                el = "sq:" + w[2]
            elif verb in ("shoot", "heal", "ride"):
                el = "u:" + w[2]
            elif verb == "build":
                el = "h:" + w[2]
                more.append((t, tx("build_btn", lang, card=name(w[2], lang), c=cost(w[2])), "build"))
            else:  # recall: its card is in the Temple, a button only
                more.append((t, tx("recall_btn", lang, card=name(w[2], lang), c=cost(w[2])), "recall"))
                continue
            out.direct[el] = (t, label)
            out.targets[el] = verb
            out.pick.discard(el)
        out.buttons[:0] = more
    if picked is not None and picked.startswith("h:"):
        for t, label in deploys[picked[2:]]:
            el = "sq:" + t.split()[2]
            out.direct[el] = (t, label)
            out.targets[el] = "deploy"
    return out


# --- what the latest moves touched -------------------------------------------------------------------

def touched(text: str, before: State) -> list[str]:
    """The squares a move touched, its destination last (a move: where it left, then where it went)."""
    w = text.split()
    verb = w[0] if w else ""
    if verb in ("deploy",):
        return [w[2]]
    if verb == "move":
        return [ref_square(w[1]), w[2]]
    if verb in ("shoot", "heal"):
        return [ref_square(w[1]), ref_square(w[2])]
    if verb in ("build", "recall", "ride"):
        return [ref_square(w[1])]
    if verb in ("battle", "siege"):
        return [w[1]]
    return []


def marks(game: Any, past: list[State], viewer: int) -> dict[str, str]:
    """The squares the moves of this game turn and the last one touched (``recent``), where the latest such
    move left from (``from``, a move's origin) and landed (``last``); a fight a move set off (a battle the
    engine fought by itself after ``done``) touches its square. Hidden moves touch nothing."""
    if len(past) < 2:
        return {}
    d = game.decision(past[-1]) or game.decision(past[-2])
    if d is None:
        return {}
    out: dict[str, str] = {}
    latest: list[str] = []
    latest_text = ""
    for i in range(len(past) - 1, 0, -1):
        before = past[i - 1]
        bd = game.decision(before)
        if bd is None or bd.turn < d.turn - 1:
            break
        text = past[i].log[-1]
        if history.public_text(game, before, game.parse_move(before, text), viewer) == "":
            continue
        squares = touched(text, before) + [ev["sq"] for ev in new_events(before, past[i])]
        if squares and not latest:
            latest, latest_text = squares, text
        for q in squares:
            out.setdefault(q, "recent")
    if latest:
        if latest_text.startswith("move ") and latest[0] != latest[-1]:
            out[latest[0]] = "from"
        out[latest[-1]] = "last"
    return out


# --- fights -----------------------------------------------------------------------------------------

def event_dict(e: Event) -> dict[str, Any]:
    """An engine's fight as the view writes it (``sevens.games.square.view``)."""
    return {"turn": e.turn, "kind": e.kind, "seat": e.seat, "sq": sq_name(e.sq), "origin": sq_name(e.origin),
            "totals": list(e.totals),
            "hits": [{"key": k, "seat": p, "damage": d, "left": left} for k, p, d, left in e.hits],
            "lost": [{"key": k, "owner": p} for k, p in e.lost]}


def new_events(before: State, after: State) -> list[dict[str, Any]]:
    """The fights the move from ``before`` to ``after`` set off (a battle, a siege, a shot: public)."""
    return [event_dict(e) for e in after.events if e not in before.events]


def event_title(ev: dict[str, Any], lang: str, fort: bool = False) -> str:
    who = f"P{ev['seat'] + 1}"
    if ev["kind"] == "shot":
        return tx("ev_shot", lang, origin=ev["origin"], sq=ev["sq"], who=who)
    if ev["kind"] == "siege":
        return tx("ev_siege", lang, sq=ev["sq"], who=who)
    return tx("ev_battle_fort" if fort else "ev_battle", lang, sq=ev["sq"], who=who)


def hit_line(h: dict[str, Any], lang: str) -> str:
    return tx("ev_hit", lang, card=name(h["key"], lang), p=h["seat"] + 1, d=h["damage"], left=h["left"])


def lost_line(x: dict[str, Any], lang: str) -> str:
    if x["key"] == "base":
        return tx("ev_lost_base", lang, p=x["owner"] + 1)
    return tx("ev_lost", lang, card=name(x["key"], lang), p=x["owner"] + 1)


def event_summary(ev: dict[str, Any], lang: str) -> str:
    """A fight in one line: the totals, each hit, each card lost."""
    if ev["kind"] == "shot":
        head = tx("ev_short_shot", lang, sq=ev["sq"], n=max(ev["totals"]))
    else:
        head = tx("ev_short_battle", lang, sq=ev["sq"], a=ev["totals"][0], b=ev["totals"][1])
    parts = [hit_line(h, lang) for h in ev["hits"]] + [lost_line(x, lang) for x in ev["lost"]]
    return head + (" — " + "; ".join(parts) if parts else "")


# --- the log and the announcement ---------------------------------------------------------------------

def entry(game: Any, before: State, after: State, lang: str, viewer: int) -> Entry:
    """The decision from ``before`` to ``after`` as the viewer may read it, with the fights it set off; a
    ``done`` says nothing (the record keeps it) unless a fight came with it."""
    d = game.decision(before)
    text = after.log[-1]
    m = game.parse_move(before, text)
    said = [] if text == "done" else [history.describe(game, before, m, lang, viewer)]
    return d.turn, d.turn_seat, said + [event_summary(ev, lang) for ev in new_events(before, after)]




def log_cache() -> LogCache:
    """The log kept between redraws (``web.log_cache``), with this game's entries."""
    return LogCache(entry)


def announcement(game: Any, before: State, after: State, lang: str, viewer: int, who: str) -> str | None:
    """The move from ``before`` to ``after`` for the live region: who, what, and the fights it set off."""
    if len(after.log) != len(before.log) + 1:
        return None
    _, _, lines = entry(game, before, after, lang, viewer)
    if not lines:
        lines = [history.describe(game, before, game.parse_move(before, after.log[-1]), lang, viewer)]
    return f"{who}: " + " · ".join(lines)


# --- the bots' motion ----------------------------------------------------------------------------------

def _piece_at(sq: str, key: str, seat: int) -> str:
    return f'.sq[data-sq="{sq}"] .piece[data-key="{key}"][data-ctrl="{seat}"]'


def motion(before: State, move: str, seat: int) -> tuple[str, str] | None:
    """Where a bot's move glides from, and what shows it after the redraw: a card deployed, a fort built or
    a card recalled, from the player's panel (the Temple) to the square; a step, from the square it left;
    a rider onto its mount; a shot's or a battle's damage mark from the shooter or the player's panel; a
    discard to the Temple. The rest (done, keep, the hidden set-up choices) moves nothing."""
    w = move.split()
    if len(w) < 2:
        return None
    verb = w[0]
    panel = f'.splayer[data-seat="{seat}"]'
    if verb == "deploy":
        return panel, _piece_at(w[2], w[1], seat)
    if verb == "move":
        return f'.sq[data-sq="{ref_square(w[1])}"]', _piece_at(w[2], ref_key(w[1]), seat)
    if verb == "recall":
        return f"{panel} .temple", _piece_at(ref_square(w[1]), w[2], seat)
    if verb == "build":
        return panel, f'.sq[data-sq="{ref_square(w[1])}"] .fort'
    if verb == "ride":
        return f'.sq[data-sq="{ref_square(w[1])}"]', f'{_piece_at(ref_square(w[2]), ref_key(w[2]), seat)} .rider'
    if verb == "shoot":
        return f'.sq[data-sq="{ref_square(w[1])}"]', f'.sq[data-sq="{ref_square(w[2])}"] .hitmark'
    if verb in ("battle", "siege"):
        return panel, f'.sq[data-sq="{w[1]}"] .hitmark'
    if verb == "discard":
        return panel, f"{panel} .temple summary"
    return None
