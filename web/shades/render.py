"""Drawings of the 7 SHADES OF S:EVEN table as HTML, from the viewing seat's view only (pure: no DOM).

The board is drawn north up (rank 7 at the top, seat S at the bottom), one square per card pile: the top
card face up (its colour, name and face text, ``card_text.short_*``) or its back, the pile's height, the
cube standing there, the gate it is. Every decision is made by clicking what it names (``targets``): a
square for a move, a contact, a placement or an effect's square; a card of the hand (or a locked first or
eternal card) for a lock, a use, a reaction or a card to choose; a player's name for a player; buttons for
colours, numbered options and pass / end / done / decline. A thing with several moves (a card that can be
paid for in two ways) opens its own buttons first (``picked``). Buttons carry ``data-action="move"`` and
``data-move``; the shell's one listener dispatches them.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any, Callable

from sevens.games.shades.card_text import TEXTS
from sevens.games.shades.cards import CODES, COLOUR_CODES, COLOUR_EN, COLOUR_JA, KINDS
from sevens.games.shades.state import GATES, SIZE, name as sq_name

from ..generic_render import controls_html, tx as generic_tx  # a turn of many choices: Undo takes back one
from .text import breakable, kind_name, option_label, prompt_text, tx

SQUARE_VERBS = ("move", "contact", "place", "extra", "sq")
CARD_VERBS = ("lock", "use", "react", "card")
PLAIN = ("pass", "end", "done", "decline")


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def colour_name(c: int, lang: str) -> str:
    return COLOUR_JA[c] if lang == "ja" else COLOUR_EN[c]


def face_text(code: str, lang: str) -> str:
    t = TEXTS[code]
    return t.short_ja if lang == "ja" else t.short_en


def effect_text(code: str, lang: str) -> str:
    """A kind's two effects in one text (the hand card's tooltip, the board card's label)."""
    t = TEXTS[code]
    arrival, hand = (t.arrival_ja, t.hand_ja) if lang == "ja" else (t.arrival_en, t.hand_en)
    return f"{tx('arrival_fx', lang)}: {arrival}\n{tx('hand_fx', lang)}: {hand}"


def card_html(code: str, lang: str, *, tag: str = "span", cls: str = "", attrs: str = "", text: bool = True,
              fx: bool = False) -> str:
    """A face-up card: its colour (``data-colour``), its name, its face text (``text``), its whole effect
    shown on hover or focus (``fx``: the hand's cards)."""
    k = KINDS[CODES[code]]
    colour = COLOUR_CODES[k.colour]
    name = kind_name(code, lang)
    # the name drawn may break at a syllable (soft hyphens); the name read out is the plain one
    inner = (f'<span class="cname" aria-hidden="true">{e(breakable(name))}</span>'
             f'<span class="visually-hidden">{e(name)} ({e(colour_name(k.colour, lang))})</span>')
    if text:
        inner += f'<span class="ctext">{e(face_text(code, lang))}</span>'
    if fx:
        inner += f'<span class="fx" role="tooltip">{e(effect_text(code, lang))}</span>'
    title = e(effect_text(code, lang))
    return (f'<{tag} class="scard face c-{colour}{" " + cls if cls else ""}" data-card="{e(code)}" '
            f'data-colour="{colour}" title="{title}"{attrs}>{inner}</{tag}>')


def back_html(cls: str = "", label: str = "") -> str:
    said = f'<span class="visually-hidden">{e(label)}</span>' if label else ""
    return f'<span class="scard sback{" " + cls if cls else ""}">{said}</span>'


@dataclass
class Drawing:
    """What the table shows, computed by the page from the session (``web.shades.table``)."""

    view: dict[str, Any]
    names: list[str]
    seats: list[str]
    status: str
    choices: list[tuple[str, str]] = field(default_factory=list)
    """(move text, label) of the viewer's legal moves when the viewer decides now; else empty."""
    picked: str | None = None
    notice: str = ""
    last: tuple[int, str] | None = None
    """The last decision (seat, public move text; "" when the viewer may not see it)."""
    log: list[tuple[int, int, list[str]]] = field(default_factory=list)
    """The game by turn, newest last: (turn number, turn seat, its lines)."""
    recent: dict[int, str] = field(default_factory=dict)
    """Each seat's latest decision on a square (a move, a contact, a card placed, an effect's square), by its
    square: marked on the board until that seat decides on a square again (issue 15, item 1)."""
    result: str = ""


def target_key(move: str, v: dict[str, Any]) -> str | None:
    """The thing on the table that a move's click lands on: ``sq:d4``, ``hand:dash``, ``lock:phoenix``,
    ``player:2``; None for a move made by a button (a colour, an option, pass, end, done, decline)."""
    parts = move.split()
    if len(parts) >= 2 and parts[0] in SQUARE_VERBS:
        return "sq:" + parts[1]
    if len(parts) >= 2 and parts[0] in CARD_VERBS:
        code = parts[1]
        me = v["seat"]
        if code in v["hands"][me]["cards"]:
            return "hand:" + code
        if any(code in slot for slot in v["locks"][me]):
            return "lock:" + code
        return None
    if len(parts) == 2 and parts[0] == "player":
        return "player:" + str(int(parts[1]) - 1)
    return None


def targets(choices: list[tuple[str, str]], v: dict[str, Any]) -> tuple[dict[str, list[tuple[str, str]]],
                                                                           list[tuple[str, str]]]:
    """The legal moves by what they click on (``target_key``), and those made by buttons."""
    by: dict[str, list[tuple[str, str]]] = {}
    buttons: list[tuple[str, str]] = []
    for text, label in choices:
        key = target_key(text, v)
        if key is None:
            buttons.append((text, label))
        else:
            by.setdefault(key, []).append((text, label))
    return by, buttons


def _click(key: str, by: dict[str, list[tuple[str, str]]]) -> str:
    """The attributes that make an element decide ``key``'s move (or open its several moves)."""
    moves = by.get(key)
    if not moves:
        return ""
    if len(moves) == 1:
        return f' data-action="move" data-move="{e(moves[0][0])}" title="{e(moves[0][1])}"'
    return f' data-action="shades-pick" data-pick="{e(key)}"'


def trial_verb(by: dict[str, list[tuple[str, str]]]) -> str | None:
    """The verb of the decision's square moves ("move", "sq"…), when it has any: a click on a square none of
    them names tries that verb there, so the engine says which rule refuses it (a square lit is a choice; one
    not lit was a silent click)."""
    verbs = [moves[0][0].split()[0] for key, moves in by.items() if key.startswith("sq:")]
    if not verbs:
        return None
    return "move" if "move" in verbs else verbs[0]


def recent_squares(log: list[tuple[int, str]], public: Callable[[int], str], seats: int) -> dict[int, str]:
    """Each seat's latest square decision in ``log`` ((seat, move text) pairs, oldest first), newest first until
    every seat has one; ``public(i)`` is entry i's text as the viewer may read it (a square said only there)."""
    out: dict[int, str] = {}
    for i in range(len(log) - 1, -1, -1):
        seat, text = log[i]
        if seat in out or text.split()[:1] == [] or text.split()[0] not in SQUARE_VERBS:
            continue
        parts = public(i).split()
        if len(parts) == 2 and parts[0] in SQUARE_VERBS:
            out[seat] = parts[1]
        if len(out) == seats:
            break
    return out


def _last_square(d: Drawing) -> str | None:
    if d.last is None:
        return None
    parts = d.last[1].split()
    return parts[1] if len(parts) == 2 and parts[0] in SQUARE_VERBS else None


def board_html(d: Drawing, lang: str, by: dict[str, list[tuple[str, str]]]) -> str:
    v = d.view
    seats_of = v["options"]
    order = _seat_letters(seats_of["players"], seats_of["adjacent"])
    gates = {GATES[letter]: p for p, letter in enumerate(order)}
    pieces = {q: p for p, q in enumerate(v["pieces"]) if q >= 0}
    last_sq = _last_square(d)
    verb = trial_verb(by)
    cells = []
    for q in range(SIZE * SIZE):
        name = sq_name(q)
        pile = v["board"][q]
        key = "sq:" + name
        cls = ["sq"]
        bits = [name]
        inner = ""
        if pile:
            code, up = pile[-1]
            if up:
                inner += card_html(code, lang)
                bits.append(kind_name(code, lang))
            elif code is not None:
                inner += back_html("known", tx("face_down_known", lang, card=kind_name(code, lang)))
                bits.append(tx("face_down_known", lang, card=kind_name(code, lang)))
            else:
                inner += back_html()
                bits.append(tx("face_down", lang))
            if len(pile) > 1:
                inner += f'<span class="height" aria-hidden="true">{len(pile)}</span>'
                bits.append(tx("pile", lang, n=len(pile)))
        else:
            cls.append("empty")
            bits.append(tx("no_card", lang))
        if q in gates:
            p = gates[q]
            cls.append(f"gate gate-{order[p]}")
            inner += f'<span class="gatemark" aria-hidden="true">P{p + 1}</span>'
            bits.append(tx("gate_of", lang, name=d.names[p]))
        elif q in GATES.values():
            cls.append("gate plain")
            bits.append(tx("gate_plain", lang))
        if q in pieces:
            p = pieces[q]
            colour = v["cubes"][p]
            inner += (f'<span class="cube c-{COLOUR_CODES[colour]}" data-seat="{p}" aria-hidden="true">'
                      f'{p + 1}</span>')
            bits.append(tx("cube_of", lang, name=d.names[p], colour=colour_name(colour, lang)))
        if name == last_sq:
            cls.append("last")
            bits.append(tx("last", lang))
        owners = [p for p, sq in sorted(d.recent.items()) if sq == name]
        if owners:  # each seat's latest square, in its cube's colour, until it decides on a square again
            cls.append("recent")
            inner += '<span class="by">' + "".join(
                f'<span class="mark c-{COLOUR_CODES[v["cubes"][p]]}">P{p + 1}</span>' for p in owners) + "</span>"
            bits += [tx("recent_of", lang, name=d.names[p]) for p in owners]
        click = _click(key, by)
        tag = "button" if click else "div"
        if click:
            cls.append("legal")
        if d.picked == key:
            cls.append("picked")
        attrs = ' type="button"' if click else ""
        if not click and verb is not None:  # not a choice: a click says why (``Table.action``, "shades-try")
            attrs = f' data-action="shades-try" data-trial="{e(verb)} {name}"'
        # the square's name from its content: what it holds, said in words; the drawing itself hidden
        cells.append(f'<{tag} class="{" ".join(cls)}" data-sq="{name}"{attrs}{click}>'
                     f'<span class="visually-hidden">{e(", ".join(bits))}</span>'
                     f'<span class="drawn" aria-hidden="true">{inner}</span></{tag}>')
    side = order[v["seat"]]
    # the squares' names on two edges (the log says "moves to f4"): each row's and column's letter or number, as
    # the board is turned for the viewer
    rows = "".join(f'<div class="brow"><span class="coord" aria-hidden="true">'
                   f'{_shared_coord([shown_square(side, c, r) for c in range(SIZE)])}</span>'
                   f'{"".join(cells[shown_square(side, c, r)] for c in range(SIZE))}</div>' for r in range(SIZE))
    rows += ('<div class="brow coords" aria-hidden="true"><span class="coord"></span>' + "".join(
        f'<span class="coord">{_shared_coord([shown_square(side, c, r) for r in range(SIZE)])}</span>'
        for c in range(SIZE)) + "</div>")
    return (f'<div class="sboard" id="board" role="group" data-side="{side}" '
            f'aria-label="{e(tx("board", lang, side=tx("side_" + side, lang)))}">{rows}</div>')


def _shared_coord(squares: list[int]) -> str:
    """What a line of squares has in common: their file letter ("c") or their rank number ("4")."""
    names = [sq_name(q) for q in squares]
    if len({n[0] for n in names}) == 1:
        return names[0][0]
    return names[0][1:] if len({n[1:] for n in names}) == 1 else ""


def shown_square(side: str, c: int, r: int) -> int:
    """The square drawn in column ``c``, row ``r`` (from the top) for a viewer sitting on ``side``: the board
    turned so that the viewer's own gate is at the bottom, the middle of the near edge (as at a real table);
    a turn, never a mirror, so the viewer's left is their left."""
    last = SIZE - 1
    x, y = {"S": (c, r), "N": (last - c, last - r), "W": (last - r, c), "E": (r, last - c)}[side]
    return y * SIZE + x


def _seat_letters(players: int, adjacent: bool) -> str:
    from sevens.games.shades.state import LAYOUTS

    return "SW" if players == 2 and adjacent else LAYOUTS[players]


def side_html(d: Drawing, lang: str) -> str:
    """The deck's size, the discard pile (its top card; the whole list on demand), the cards in use, the
    eternal cards left."""
    v = d.view
    disc = v["discard"]
    used = d.last is not None and d.last[1].split()[:1] == ["use"] and d.last[1].split()[1:2] == disc[-1:]
    top = card_html(disc[-1], lang, cls="small" + (" last" if used else "")) if disc else back_html("none")
    listing = "".join(f"<li>{card_html(c, lang, cls='mini', text=False)}</li>" for c in disc)
    limbo = "".join(card_html(c, lang, cls="small") for c in v["limbo"])
    out = [f'<aside class="side"><div class="deck" data-count="{len(v["deck"])}">'
           f'{back_html("deckback")}<span>{e(tx("deck", lang, n=len(v["deck"])))}</span></div>',
           f'<div class="discard" data-count="{len(disc)}">{top}<span>{e(tx("discard", lang, n=len(disc)))}</span>'
           f'</div>']
    if disc:
        out.append(f'<details class="discard-list"><summary>{e(tx("discard_list", lang))}</summary>'
                   f'<ol>{listing}</ol></details>')
    if limbo:
        out.append(f'<div class="limbo"><span>{e(tx("in_play", lang))}</span>{limbo}</div>')
    out.append(f'<p class="eternals">{e(tx("eternals_left", lang, n=len(v["eternals"])))}</p></aside>')
    return "".join(out)


def players_html(d: Drawing, lang: str, by: dict[str, list[tuple[str, str]]]) -> str:
    """Each player's area: name and cube, hand size and the cards of it the viewer knows (公開 or told),
    the seven lock slots with their cards (the placed curse marked); the viewer's locked first and eternal
    cards are buttons when they may be used now."""
    v = d.view
    me = v["seat"]
    shown = set(v["flags"]["shown"])
    out = ['<ol class="players">']
    over = v["winner"] >= 0 or v["drawn"]  # no one is to play once the game is over (QA 2026-12-04)
    for p, name in enumerate(d.names):
        colour = v["cubes"][p]
        to_play = v["current"] == p and not over
        cls = "player" + (" turn" if to_play else "")
        key = f"player:{p}"
        click = _click(key, by)
        if click:
            cls += " legal"
            head = (f'<button type="button" class="pname"{click}><span class="cube c-{COLOUR_CODES[colour]}" '
                    f'aria-hidden="true">{p + 1}</span> {e(tx("choose_player", lang, name=name))}</button>')
        else:
            head = (f'<strong class="pname"><span class="cube c-{COLOUR_CODES[colour]}" aria-hidden="true">'
                    f'{p + 1}</span> {e(name)}</strong>')
        locks = v["locks"][p]
        colours_done = sum(1 for i, slot in enumerate(locks) if slot and v["curse"][p] != i)
        count = v["hands"][p]["count"]
        facts = [tx("cards_1", lang) if count == 1 else tx("cards_n", lang, n=count), tx("locks", lang, n=colours_done)]
        if to_play:
            facts.append(tx("turn_now", lang))
        slots = []
        for i, slot in enumerate(locks):
            col = COLOUR_CODES[i]
            cursed = v["curse"][p] == i
            inner = ""
            for code in slot:
                k = f"lock:{code}"
                c = _click(k, by) if p == me else ""
                was = (" last" if d.last == (p, f"lock {code}") else "") + (" picked" if c and d.picked == k else "")
                inner += card_html(code, lang, tag="button" if c else "span", cls="small" + (" legal" if c else "") + was,
                                   attrs=(' type="button"' + c) if c else "", text=False)
            if cursed:
                inner += card_html("curse", lang, cls="small placed", text=False)
            if not slot:
                inner += f'<span class="visually-hidden">{e(tx("slot_empty", lang, colour=colour_name(i, lang)))}</span>'
            slots.append(f'<li class="lslot s-{col}{" cursed" if cursed else ""}" data-colour="{col}">{inner}</li>')
        known = ""
        if p != me and v["hands"][p]["cards"]:
            known = (f'<div class="known"><span>{e(tx("known", lang))}:</span>'
                     + "".join(_known_card(c, c in shown, lang) for c in v["hands"][p]["cards"]) + "</div>")
        out.append(f'<li class="{cls}" data-seat="{p}">{head} <span class="facts">'
                   f'{" · ".join(e(f) for f in facts)}</span><ol class="locks">{"".join(slots)}</ol>{known}</li>')
    out.append("</ol>")
    return "".join(out)


def _known_card(code: str, shown: bool, lang: str) -> str:
    """A card of another hand that the viewer knows: shown with 公開 (badged) or told to it."""
    face = card_html(code, lang, cls="small" + (" shown" if shown else ""), text=False)
    return _badged(face, f'<span class="badge">{e(tx("shown", lang))}</span>') if shown else face


def _badged(face: str, badge: str) -> str:
    """``face`` (a card's element) with ``badge`` as its last child."""
    i = face.rindex("</")
    return face[:i] + badge + face[i:]


def hand_html(d: Drawing, lang: str, by: dict[str, list[tuple[str, str]]]) -> str:
    """The viewer's own hand, face up: a card that may be chosen now is a raised button; each shows its whole
    effect on hover or focus."""
    v = d.view
    me = v["seat"]
    shown = set(v["flags"]["shown"])
    sealed = set(v["flags"]["sealed"])
    cards = []
    for code in v["hands"][me]["cards"]:
        key = "hand:" + code
        click = _click(key, by)
        cls = ("legal" if click else "") + (" shown" if code in shown else "") + (" sealed" if code in sealed else "") \
            + (" picked" if d.picked == key else "")
        badge = ""
        if code in shown:
            badge += f'<span class="badge">{e(tx("shown", lang))}</span>'
        if code in sealed:
            badge += f'<span class="badge">{e(tx("sealed", lang))}</span>'
        tag = "button" if click else "span"
        attrs = (' type="button"' + click) if click else ' tabindex="0"'
        cards.append(_badged(card_html(code, lang, tag=tag, cls=cls.strip(), attrs=attrs, fx=True), badge))
    body = "".join(cards) or f'<p class="empty">{e(tx("hand_empty", lang))}</p>'
    return (f'<section class="hand" aria-label="{e(tx("your_hand", lang))}"><h2>{e(tx("your_hand", lang))}</h2>'
            f'<div class="cards">{body}</div></section>')


def choices_html(d: Drawing, lang: str, by: dict[str, list[tuple[str, str]]], buttons: list[tuple[str, str]]) -> str:
    """The buttons of the decision: a thing's several moves once picked; colours; numbered options; pass,
    end, done, decline; any move nothing on the table stands for."""
    if not d.choices:
        return ""
    out = []
    if d.picked is not None and d.picked in by:
        out += [f'<button type="button" class="choice" data-action="move" data-move="{e(m)}">{e(label)}</button>'
                for m, label in by[d.picked]]
        out.append(f'<button type="button" class="choice" data-action="shades-pick" data-pick="">'
                   f'{e(tx("cancel", lang))}</button>')
    for m, label in buttons:
        parts = m.split()
        if parts[0] == "colour":
            c = COLOUR_CODES.index(parts[1])
            out.append(f'<button type="button" class="choice colour c-{parts[1]}" data-action="move" data-move="{e(m)}">'
                       f'{e(colour_name(c, lang))}</button>')
        elif parts[0] == "opt":
            prompt = d.view["ask"]["prompt"] if d.view["ask"] else ""
            out.append(f'<button type="button" class="choice opt" data-action="move" data-move="{e(m)}" '
                       f'title="{e(label)}">{e(option_label(prompt, int(parts[1]), lang))}</button>')
        elif parts[0] in CARD_VERBS and len(parts) == 2:
            # a card that is not in the hand (chosen from elsewhere): drawn as the card it is
            out.append(card_html(parts[1], lang, tag="button", cls="legal choicecard", text=False,
                                 attrs=f' type="button" data-action="move" data-move="{e(m)}"'))
        else:
            cls = "choice" + (" plain" if parts[0] in PLAIN else "")
            if parts[0] in PLAIN:  # a command, not the log's sentence ("P1 ends the hand phase")
                label = tx("btn_" + parts[0], lang)
            out.append(f'<button type="button" class="{cls}" data-action="move" data-move="{e(m)}">{e(label)}</button>')
    # a player is chosen in their area; the same choice here, near the board (a phone shows the areas below)
    for key, moves in by.items():
        if key.startswith("player:") and len(moves) == 1:
            p = int(key.split(":")[1])
            colour = COLOUR_CODES[d.view["cubes"][p]]
            out.append(f'<button type="button" class="choice player-choice" data-action="move" '
                       f'data-move="{e(moves[0][0])}"><span class="cube c-{colour}" aria-hidden="true">{p + 1}</span> '
                       f'{e(d.names[p])}</button>')
    return f'<div class="choices" id="choices">{"".join(out)}</div>'


LOG_TURNS = 40
"""The turns the log shows, newest first (the table describes no older one: ``web.log_cache``)."""


def log_html(d: Drawing, lang: str, limit: int = LOG_TURNS) -> str:
    """The latest turns, newest first, each numbered by the game's turn (the first turn is 1): the list's own count
    (``reversed`` alone) numbered the entries shown, so from the 41st turn on the newest read "40." for ever."""
    items = []
    for number, seat, lines in d.log[::-1][:limit]:
        steps = "".join(f"<li>{e(line)}</li>" for line in lines)
        items.append(f'<li class="turn" value="{number + 1}" data-turn="{number}" data-seat="{seat}"><strong>'
                     f'{e(tx("turn_of", lang, name=d.names[seat]))}</strong><ol>{steps}</ol></li>')
    return f'<section class="log"><h2>{e(tx("log", lang))}</h2><ol reversed class="turns">{"".join(items)}</ol></section>'


def _cause(d: Drawing) -> str:
    """When the viewer decides in another seat's turn (a reaction, an effect that asks every player): the latest
    lines of that turn, the newest last ("P3 reacts with Greedy Palette · P3 declares purple"); else ""."""
    ask = d.view["ask"]
    if not d.choices or ask is None or not d.log or d.log[-1][1] == ask["seat"]:
        return ""
    return " · ".join(d.log[-1][2][-2:])


def table_html(d: Drawing, lang: str) -> str:
    v = d.view
    ask = v["ask"]
    by, buttons = targets(d.choices, v)
    prompt = ""
    if ask is not None:
        what = prompt_text(ask["prompt"], ask["kind"], lang)
        if ask.get("left"):
            what += tx("series_left", lang, n=ask["left"])
        if not d.choices:
            what = tx("waiting_for", lang, name=d.names[ask["seat"]], what=what)
        prompt = f'<p class="prompt" id="prompt" data-prompt="{e(ask["prompt"])}" data-kind="{e(ask["kind"])}">{e(what)}</p>'
        cause = _cause(d)
        if cause:  # a decision in another seat's turn: what that seat just did, which asks it
            prompt = f'<p class="cause" id="cause">{e(tx("just_now", lang, what=cause))}</p>' + prompt
    to_move = "" if ask is None else str(ask["seat"])
    head = (f'<div class="tablehead"><span class="status" role="status">{e(d.status)}</span></div>'
            + (f'<p class="result" id="result">{e(d.result)}</p>' if d.result else "")
            + prompt + f'<p class="notice" id="notice" role="alert">{e(d.notice)}</p>')
    return (f'<div class="table shades" data-game="shades" data-seat="{v["seat"]}" data-to-move="{to_move}" '
            f'data-kind="{e(ask["kind"] if ask else "")}" data-decides="{"1" if d.choices else "0"}">'
            f'{head}{choices_html(d, lang, by, buttons)}'
            f'<div class="shades-main">{board_html(d, lang, by)}'
            f'<div class="rightcol">{hand_html(d, lang, by)}{side_html(d, lang)}{players_html(d, lang, by)}</div></div>'
            f'<p class="refbar"><button type="button" data-action="shades-cards">{e(tx("cards_ref", lang))}</button></p>'
            f'{controls_html(lang, generic_tx("undo_decision", lang))}{log_html(d, lang)}</div>')
