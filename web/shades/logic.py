"""What the 7 SHADES OF S:EVEN table computes from the engine's states, without the DOM (pure, tested in
CPython): the arrivals and gate invasions a move caused, the log by turn with them, the announcement, the bot's motion, and
whether the human's pending reaction is only ``decline`` (played without asking).

Everything said is public: a move as the viewer may read it (``history.describe``), an arrival's card only
once it lies face up or is known to every seat (an arrival opens it: 到達, decision 18).
"""

from __future__ import annotations

from typing import Any

from sevens.core import history
from sevens.games.shades.card_text import TEXTS
from sevens.games.shades.cards import KINDS, KIND
from sevens.core.errors import SevensError
from sevens.games.shades import notation
from sevens.games.shades.state import UP, State, name as sq_name

from ..log_cache import Entry, LogCache, group
from .text import tx


def arrivals(before: State, after: State) -> list[tuple[int, str, str]]:
    """(player, kind code, square) of each piece that came to stand on a card by the move from ``before`` to
    ``after`` and whose card is public now (face up on its square, or taken by its arrival and known to
    all): a piece moved (a move, a forced move, an effect) onto a square whose top card was then opened."""
    everyone = (1 << after.opts.players) - 1
    out = []
    face_down = {e for pile in after.board for e in pile if e < UP}
    went = _moved_to(before, after)
    for p in range(after.opts.players):
        # where it stands now, and where its own move took it: an arrival that sends the piece on at once
        # (神鳴 back to its gate, ちょっと待った!, 欲しがりの吊り橋) leaves it elsewhere
        for q in dict.fromkeys([after.pieces[p]] + ([went[1]] if went is not None and went[0] == p else [])):
            if q < 0 or q == before.pieces[p] or not before.board[q]:
                continue
            c = before.board[q][-1] % UP
            if c in face_down:
                continue  # not opened (yet): nothing arrived
            on_board_up = any(e == c + UP for pile in after.board for e in pile)
            if not on_board_up and c not in after.discard and after.known[c] != everyone:
                continue
            out.append((p, KINDS[KIND[c]].code, sq_name(q)))
    return out


def _moved_to(before: State, after: State) -> tuple[int, int] | None:
    """(seat, square) of the piece the decision from ``before`` to ``after`` moved (``move e7``), else None."""
    if len(after.log) != len(before.log) + 1:
        return None
    parts = after.log[-1][1].split()
    if len(parts) != 2 or parts[0] != "move" or not 0 <= after.log[-1][0] < after.opts.players:
        return None
    try:
        return after.log[-1][0], notation.parse(after.log[-1][1]).value
    except (ValueError, SevensError):
        return None


def eternals_won(before: State, after: State) -> list[tuple[int, str]]:
    """(player, kind code) of each eternal card locked by the move from ``before`` to ``after``: won by a
    gate invasion (decision 30; locked at once, so public)."""
    out = []
    for p in range(after.opts.players):
        had = {c for slot in before.locks[p] for c in slot}
        for slot in after.locks[p]:
            for c in slot:
                if c not in had and KINDS[KIND[c]].category == "eternal":
                    out.append((p, KINDS[KIND[c]].code))
    return out


def invasion_line(p: int, code: str, lang: str) -> str:
    k = KINDS[[x.code for x in KINDS].index(code)]
    return tx("invades", lang, who=f"P{p + 1}", card=k.name_ja if lang == "ja" else k.name_en)


def effects_lines(before: State, after: State, lang: str) -> list[str]:
    """What the move from ``before`` to ``after`` set off that the log and the announcement say besides the
    move itself: each arrival, each eternal card won by a gate invasion."""
    return ([arrival_line(p, code, lang) for p, code, _ in arrivals(before, after)]
            + [invasion_line(p, code, lang) for p, code in eternals_won(before, after)])


def arrival_line(p: int, code: str, lang: str) -> str:
    t = TEXTS[code]
    k = KINDS[[x.code for x in KINDS].index(code)]
    return tx("arrives", lang, who=f"P{p + 1}", card=k.name_ja if lang == "ja" else k.name_en,
              fx=t.short_ja if lang == "ja" else t.short_en)


def move_line(game: Any, before: State, text: str, lang: str, viewer: int) -> str:
    """A decision as the viewer may read it; a card used with its hand effect's face text."""
    m = game.parse_move(before, text)
    said = history.describe(game, before, m, lang, viewer)
    if m.verb == "use" and m.value >= 0:
        t = TEXTS[KINDS[m.value].code]
        said = tx("uses_fx", lang, what=said, fx=t.short_ja if lang == "ja" else t.short_en)
    return said


def entry(game: Any, before: State, after: State, lang: str, viewer: int) -> Entry:
    """The decision from ``before`` to ``after`` as the viewer may read it, with what it set off; a reaction
    window let pass (``decline``, most of them played for the seat) says nothing, the record keeps it."""
    d = game.decision(before)
    text = after.log[-1][1]
    said = [] if text == "decline" else [move_line(game, before, text, lang, viewer)]
    return d.turn, d.turn_seat, said + effects_lines(before, after, lang)




def log_turns(game: Any, past: list[State], lang: str, viewer: int) -> list[Entry]:
    """The game by turn, oldest first: (turn number, turn seat, its lines: each decision as the viewer may
    read it, each arrival and invasion it caused)."""
    return group([entry(game, past[i], past[i + 1], lang, viewer) for i in range(len(past) - 1)])


def log_cache() -> LogCache:
    """The log kept between redraws (``web.log_cache``), with this game's entries."""
    return LogCache(entry)


def announcement(game: Any, before: State, after: State, lang: str, viewer: int, who: str) -> str | None:
    """The move from ``before`` to ``after`` for the live region: who, what (as the viewer may read it) and
    any arrival it caused."""
    if len(after.log) != len(before.log) + 1:
        return None
    lines = [move_line(game, before, after.log[-1][1], lang, viewer)]
    lines += effects_lines(before, after, lang)
    return f"{who}: " + " · ".join(lines)


def motion(before: State, move: str, seat: int) -> tuple[str, str] | None:
    """Where a bot's move glides from, and what shows it after the redraw: a piece's step from the square it
    left to its cube; a card placed, from the player's area to the square; a lock, from the player's area
    to the slot's card; a card used, from the player's area to the cards in use or the discard pile."""
    parts = move.split()
    if len(parts) < 2:
        return None
    verb, arg = parts[0], parts[1]
    area = f'.player[data-seat="{seat}"]'
    if verb in ("move", "extra"):
        return f'.sq[data-sq="{sq_name(before.pieces[seat])}"]', f'.sboard .cube[data-seat="{seat}"]'
    if verb == "place":
        return area, f'.sq[data-sq="{arg}"] .scard'
    if verb == "lock":
        return area, f'{area} .lslot .scard[data-card="{arg}"]'
    if verb == "use":
        return area, f'.side .limbo .scard[data-card="{arg}"], .side .discard > .scard[data-card="{arg}"]'
    return None
