"""What happened at the 七並べ table, as short lines a person reads (issue 15, item 1): each move of the
round in words, with the reason where the rules forced something — a joker swap (whose card was taken,
which, by which joker rule), an elimination (the passes were used up; the cards laid face up), a pass
forced by a hand with nothing to play.

Everything here is computed from one seat's view (``sevens.games.shichinarabe.view``), never from the full
state, so a line cannot say what that seat may not know. That is why a pass is called *forced* only for
the viewing seat's own passes (its hand before each pass is rebuilt from its hand now and the public log):
whether another seat could have played is its hidden hand, so its pass is said as a pass with its count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sevens.games.shichinarabe import cards, rules
from sevens.games.shichinarabe.cards import JOKER, JOKER_BIT, SEVEN_INDEX
from sevens.games.shichinarabe.notation import parse as parse_move, pretty as pretty_move
from sevens.games.shichinarabe.state import JOKER_PLAY, PASS, PASS_KIND, PLAY, Options, State

from .text import tx

PLAYED, WENT_OUT, JOKER_PUT, SWAPPED, ELIMINATED, PASS_FORCED, PASS_CHOSEN, PASSED = (
    "played", "went_out", "joker", "swapped", "eliminated", "pass_forced", "pass_chosen", "passed")
"""The kinds of event a seat's line may say (``Event.kind``; the table's CSS classes are ``ev-<kind>``)."""


@dataclass(frozen=True)
class Event:
    """What one log entry meant for one seat: ``seat`` (whose line it is), ``index`` (the entry's index in
    the whole log), ``kind`` (above), ``cards`` (the cards it put on the table, by their texts: "S8"), and
    the line in each language."""

    seat: int
    index: int
    kind: str
    cards: tuple[str, ...]
    text: dict[str, str]


def _round_table_before(v: dict[str, Any]) -> list[tuple[int, ...]]:
    """The table (a 13-bit mask per suit) before each entry of this round (index 0: the deal's sevens)."""
    table = [1 << SEVEN_INDEX] * 4
    out = []
    for d in v["log"][v["round_start"]:]:
        out.append(tuple(table))
        for t in _placed(d):
            c = cards.parse(t)
            if c is not None and c != JOKER:
                table[c // 13] |= 1 << (c % 13)
    return out


def _placed(d: dict[str, Any]) -> list[str]:
    """The cards an entry put on the table (the joker's place stands for the real card, played by the
    seat that held it; an eliminated seat's laid cards, the joker among them leaving the game)."""
    m = parse_move(d["move"])
    if m.kind == PLAY:
        return [cards.text(m.card)]
    if m.kind == JOKER_PLAY:
        return [cards.text(m.card)] + ([cards.text(m.extra)] if m.extra >= 0 else [])
    return [t for t in d.get("laid", []) if t != cards.text(JOKER)] if d.get("eliminated") else []


def own_forced_passes(v: dict[str, Any]) -> set[int]:
    """The indexes (in the whole log) of this round's passes by the viewing seat that were forced: no card
    and no joker move was legal. Its hand before each entry is rebuilt backwards from its hand now: a card
    it played comes back, a joker it put down comes back with the card beyond, a swap it had to make gives
    back the real card and takes the joker away, the cards of its elimination come back."""
    me = v["seat"]
    opts = Options(**v["options"])
    start = v["round_start"]
    entries = v["log"][start:]
    tables = _round_table_before(v)
    hand = 0
    for t in v["hand"]:
        hand |= 1 << cards.parse(t)  # type: ignore[operator]
    forced: set[int] = set()
    for i in range(len(entries) - 1, -1, -1):
        d = entries[i]
        m = parse_move(d["move"])
        if d["seat"] == me:
            if m.kind == PLAY:
                hand |= 1 << m.card
            elif m.kind == JOKER_PLAY:
                hand |= JOKER_BIT | (1 << m.extra if m.extra >= 0 else 0)
            elif d.get("eliminated"):
                for t in d.get("laid", []):
                    hand |= 1 << cards.parse(t)  # type: ignore[operator]
        if d.get("swap") == me:
            hand = (hand & ~JOKER_BIT) | 1 << m.card
        if d["seat"] == me and m.kind == PASS_KIND and _only_pass(opts, hand, tables[i], me):
            forced.add(start + i)
    return forced


def _only_pass(opts: Options, hand: int, table: tuple[int, ...], seat: int) -> bool:
    """Whether the rules left ``seat`` (holding ``hand``) nothing but the pass at ``table``."""
    hands = tuple(hand if q == seat else 0 for q in range(opts.players))
    s = State(0, opts, 0, hands, table, (0,) * opts.players, (), (), seat, (0,) * opts.players, (), (), 0)
    return rules.legal_moves(s) == [PASS]


def round_events(v: dict[str, Any], names: list[str]) -> list[Event]:
    """Every event of this round, in order: one per entry for its seat, and for a joker move a second one
    for the seat that had to swap (so both seats' lines say it). Passes are counted back from each seat's
    passes now; the viewing seat's own passes are told forced or chosen."""
    start = v["round_start"]
    used = list(v["passes"])  # each seat's passes used before this round's first entry
    for d in v["log"][start:]:
        if d["move"] == "pass":
            used[d["seat"]] -= 1
    return _events(v, names, start, len(v["log"]), used, own_forced_passes(v))


def earlier_events(v: dict[str, Any], names: list[str]) -> list[Event]:
    """The events of every finished round (their log is whole: passes counted from 0 at each deal). The
    seat's hand at the end of an earlier round is not in its view, so its own passes there are said as
    passes, neither forced nor chosen."""
    out: list[Event] = []
    bounds = [i for i, d in enumerate(v["log"][:v["round_start"]]) if i == 0 or d["round"] != v["log"][i - 1]["round"]]
    for a, b in zip(bounds, bounds[1:] + [v["round_start"]]):
        out += _events(v, names, a, b, [0] * v["players"], set(), me=-1)
    return out


def _events(v: dict[str, Any], names: list[str], start: int, end: int, used: list[int], forced: set[int],
            me: int | None = None) -> list[Event]:
    """The events of the log's entries ``start`` to ``end`` (one round), ``used`` the passes each seat had
    used before ``start``; ``forced`` the viewer's forced passes among them; ``me`` the seat whose passes
    are told chosen when not forced (the viewer; -1: nobody's)."""
    limit = v["options"]["pass_limit"]
    me = v["seat"] if me is None else me
    used = list(used)
    out: list[Event] = []
    for k, d in enumerate(v["log"][start:end]):
        i = start + k
        q = d["seat"]
        m = parse_move(d["move"])
        texts: dict[str, str] = {}
        if m.kind == PASS_KIND:
            used[q] += 1
            if d.get("eliminated"):
                # the joker among the cards does not go to the table: it leaves the game (RULES "Elimination")
                shown = [c for t in d.get("laid", []) if (c := cards.parse(str(t))) is not None]
                laid = " ".join(cards.pretty(c) for c in shown if c != JOKER)
                kind = ELIMINATED
                for lang in ("ja", "en"):
                    texts[lang] = tx("ev_eliminated", lang, l=limit, cards=laid or "—")
                    if JOKER in shown:
                        texts[lang] += tx("ev_joker_leaves", lang)
            else:
                kind = PASS_FORCED if i in forced else PASS_CHOSEN if q == me else PASSED
                left = limit - used[q]
                for lang in ("ja", "en"):
                    line = tx("ev_" + kind, lang, u=used[q], l=limit)
                    if left == 0:
                        line += tx("ev_no_pass_left", lang)
                    texts[lang] = line
            out.append(Event(q, i, kind, tuple(_placed(d)), texts))
            continue
        if m.kind == PLAY:
            kind = WENT_OUT if d.get("finished") else PLAYED
            for lang in ("ja", "en"):
                texts[lang] = tx("ev_" + kind, lang, card=pretty_move(m, lang))
            out.append(Event(q, i, kind, (cards.text(m.card),), texts))
            continue
        # a joker move: the joker stands for m.card; its holder had to play it and took the joker
        other = int(d["swap"])
        rule = "1" if m.extra < 0 else "2"
        card = cards.pretty(m.card)
        for lang in ("ja", "en"):
            line = tx("ev_joker", lang, card=card, name=names[other], rule=rule)
            if m.extra >= 0:
                line += tx("ev_joker_extra", lang, card=cards.pretty(m.extra))
            if d.get("finished"):
                line += tx("ev_and_out", lang)
            texts[lang] = line
        out.append(Event(q, i, JOKER_PUT, (cards.text(m.extra),) if m.extra >= 0 else (), texts))
        swapped = {lang: tx("ev_swapped_you" if other == v["seat"] else "ev_swapped", lang, card=card, name=names[q],
                             rule=rule) for lang in ("ja", "en")}
        out.append(Event(other, i, SWAPPED, (cards.text(m.card),), swapped))
    return out


def latest(evs: list[Event]) -> dict[int, Event]:
    """Each seat's latest event of this round (``round_events``): what its line on the table says until it
    moves again (a swap it had to make counts as its latest event, though it was not its turn)."""
    return {e.seat: e for e in evs}


def entry_lines(evs: list[Event], names: list[str], lang: str) -> dict[int, str]:
    """The log's line for each entry of this round (by index in the whole log), in the words of the
    mover's line on the table (a joker move's line names the seat that had to swap)."""
    out: dict[int, str] = {}
    for e in evs:
        if e.index not in out:
            out[e.index] = f"{names[e.seat]}: {e.text[lang]}"
    return out
