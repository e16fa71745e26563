"""Drawings of the SEVEN set-up, table, trays, score, log and result as HTML (pure; from values only).

Buttons carry ``data-action`` (and ``data-shape`` for a tile in a tray); one listener on the page dispatches
them. Nothing here decides what is legal: the lists of spots and levels come from the engine.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from typing import Any

from sevens.games.tetrahex.shapes import SHAPES

from .aim import Aim, Pick
from .board import board_svg, fill, ghost_svg, shape_svg
from .geometry import Axial, base_form
from .text import colour, said, shape_name, tx


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def seat_name(p: int, seats: list[str], lang: str) -> str:
    """"White (you)" when one person plays a bot, else the colour and who sits there ("Black · Bot (normal)":
    no parentheses inside parentheses)."""
    if seats[p] == "human" and seats.count("human") == 1:
        return tx("seat_name", lang, colour=colour(p, lang), who=tx("you", lang))
    return tx("seat_bot", lang, colour=colour(p, lang), who=tx(seats[p], lang))


@dataclass
class Hand:
    """What the page shows about the tile in hand (all computed by the page from the engine)."""

    pick: Pick | None = None
    aim: Aim | None = None
    hints: set[Axial] = field(default_factory=set)
    spots: int = 0
    """How many legal spots the tile in hand has (0 when free placement lists none)."""
    level: int = 0
    """The level the tile in hand must go to (rule d; 0 when free placement)."""
    free: bool = False
    """Free placement (the puzzles but Level 5): arrows move the ghost instead of stepping through spots."""
    zoom: float = 1.0
    """How far the board is zoomed in (``ZOOMS``; 1: the whole board in the page's width)."""
    room: set[Axial] = field(default_factory=set)
    """Every cell of every legal spot of the tile in hand: the board's view box holds them all."""


ZOOMS = (1.0, 1.5, 2.0, 3.0)
"""The zoom steps of the board's + and − buttons (a long build on a 360 px phone: its tiles about 13 px
across at 1, 40 px at 3)."""


def zoomed(zoom: float, step: int) -> float:
    """The next zoom step in or out (``step`` +1 or −1) from ``zoom``, kept within ``ZOOMS``; 0 fits."""
    if step == 0:
        return ZOOMS[0]
    k = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - zoom))
    return ZOOMS[max(0, min(len(ZOOMS) - 1, k + step))]


def board_frame(svg: str, zoom: float, lang: str, legend: str = "") -> str:
    """The board in its scrolling frame (zoomed in, it scrolls inside the frame, by touch too), then a bar
    with the legend and the zoom buttons (−, fit, +; each 44 px, their names saying what they do)."""
    k = ZOOMS.index(zoom) if zoom in ZOOMS else 0
    buttons = "".join(
        f'<button type="button" class="zoombtn" id="tx-{a}" data-action="{a}" aria-label="{e(tx(key, lang))}" '
        f'title="{e(tx(key, lang))}"{" disabled" if off else ""}><span aria-hidden="true">{g}</span></button>'
        for a, key, g, off in (("zoom_out", "zoom_out", "−", k == 0), ("zoom_fit", "zoom_fit", "⤢", k == 0),
                               ("zoom_in", "zoom_in", "+", k == len(ZOOMS) - 1)))
    # zoomed in, the frame keeps the whole board's proportions (``--aspect``, from its view box), so it stays as
    # tall as at zoom 1 and the buttons under it stay under the finger for the next tap
    box = re.search(r'viewBox="\S+ \S+ (\S+) (\S+)"', svg)
    aspect = f' style="--aspect: {box.group(1)} / {box.group(2)}"' if box else ""
    return (f'<div class="boardview" id="boardview" data-zoom="{zoom:g}"{aspect}>{svg}</div>'
            f'<div class="boardbar">{legend}<span class="zoom" role="group" aria-label="{e(tx("zoom", lang))}">'
            f'{buttons}</span></div>')


def aim_text(aim: Aim | None, lang: str, spot: int = -1, spots: int = 0) -> str:
    """What the line under the board says about the ghost: legal at which level, or refused and why."""
    if aim is None:
        return ""
    if aim.ok:
        where = tx("spot_of", lang, k=spot + 1, n=spots) if spot >= 0 and spots else ""
        return tx("aim_ok", lang, level=aim.level) + where
    assert aim.error is not None
    return tx("aim_no", lang, why=aim.error.text(lang))


def hand_html(hand: Hand, lang: str, first: bool) -> str:
    """The line about the tile in hand, the keyboard help and the buttons to turn, flip and place it."""
    pick = hand.pick
    if pick is None:
        return (f'<p id="aim-msg" class="aim" aria-live="polite">{e(tx("pick_first", lang))}</p>'
                f'<p id="board-help" class="help">{e(tx("board_help_free" if hand.free else "board_help", lang))}</p>')
    name = shape_name(pick.shape, lang)
    if hand.free:
        shade = colour(pick.player, lang)  # mid-sentence in English: "the black bee", not "the Black bee"
        about = tx("picked_free", lang, colour=shade.lower() if lang == "en" else shade, name=name)
    else:
        about = tx("picked", lang, name=name, level=hand.level, n=hand.spots)
    if first:
        about += " " + tx("first_move", lang)
    can_place = hand.aim is not None and hand.aim.ok
    buttons = [("turn_back", "turn_ccw", "↺"), ("turn", "turn_cw", "↻"), ("flip", "flip", "⇋")]
    if not hand.free:
        buttons += [("prev", "prev_spot", "◀"), ("next", "next_spot", "▶")]
    row = "".join(f'<button type="button" id="tx-{a}" data-action="{a}" aria-label="{e(tx(k, lang))}" '
                  f'title="{e(tx(k, lang))}"><span aria-hidden="true">{g}</span> <span class="lbl">{e(tx(k, lang))}</span></button>'
                  for a, k, g in buttons)
    row += (f'<button type="button" id="tx-place" class="primary" data-action="place"'
            f'{"" if can_place else " disabled"}>{e(tx("place", lang))}'
            f'<span class="key"> (Enter)</span></button>'
            f'<button type="button" id="tx-cancel" data-action="cancel">{e(tx("put_back", lang))}</button>')
    spot = pick.cursor if not hand.free else -1
    form = json.dumps([list(c) for c in pick.form])
    return (f'<div class="inhand" data-shape="{pick.shape}" data-form="{e(form)}"><span class="held">{shape_svg(pick.form, pick.player, 1.2, "held")}</span>'
            f'<p class="about">{e(about)}</p></div>'
            f'<p id="aim-msg" class="aim{" bad" if hand.aim is not None and not hand.aim.ok else ""}" aria-live="polite">'
            f'{e(aim_text(hand.aim, lang, spot, hand.spots))}</p>'
            f'<div class="handbar">{row}</div>'
            f'<p id="board-help" class="help">{e(tx("board_help_free" if hand.free else "board_help", lang))}</p>')


def tray_html(player: int, left: list[str], name: str, lang: str, *, can_pick: bool, picked: str | None,
              reach: dict[str, int] | None = None, is_turn: bool = False, heading: str = "h2",
              hinted: str | None = None) -> str:
    """A player's remaining tiles as small shapes with names; buttons when that player may pick one now.
    ``heading``: the tray's heading element (h2 on the table, h3 under a puzzle's own h2: axe heading-order)."""
    items = []
    for shape in SHAPES:
        if shape not in left:
            continue
        mini = shape_svg(base_form(shape), player)
        nm = f'<span class="nm">{e(shape_name(shape, lang))}</span>'
        lv = reach.get(shape) if reach else None
        badge = (f'<span class="reach"><span aria-hidden="true">{e(tx("reach", lang, level=lv))}</span>'
                 f'<span class="visually-hidden">{e(tx("reach_said", lang, level=lv))}</span></span>') if lv else ""
        if can_pick:
            # no aria-label: the button's name is its visible text ("bar", and "→ L2" said as "must go on
            # level 2"), so what is seen is what a voice command names (axe: label-content-name-mismatch)
            pressed = "true" if picked == shape else "false"
            cls = "tilebtn hinted" if hinted == shape else "tilebtn"
            items.append(f'<button type="button" class="{cls}" id="pick-{player}-{shape}" data-action="pick" '
                         f'data-player="{player}" data-shape="{shape}" data-drag="{player}:{shape}" '
                         f'aria-pressed="{pressed}">'
                         f'{mini}{nm}{badge}</button>')
        else:
            items.append(f'<span class="tilebtn" data-shape="{shape}">{mini}{nm}{badge}</span>')
    body = "".join(items) or f'<span class="empty">{e(tx("tray_empty", lang))}</span>'
    title = tx("tray", lang, name=name, n=len(left))
    return (f'<section class="tray{" turn" if is_turn else ""}" data-player="{player}" aria-label="{e(title)}">'
            f'<{heading}><span class="chip" style="background:{fill(player, 1)}"></span>{e(title)}</{heading}>'
            f'<div class="tiles">{body}</div></section>')


def score_html(counts: list[list[int]], variant: str, leader: int | None, names: list[str], lang: str,
               over: bool = False) -> str:
    """Counts per level for both players, highest level first, and who leads by the variant's comparison
    (once the game is ``over``, who won it, or the draw)."""
    top = len(counts[0])
    rows = "".join(f'<tr data-level="{lv}"><th scope="row">{e(tx("level", lang, level=lv))}</th>'
                   f'<td>{counts[0][lv - 1]}</td><td>{counts[1][lv - 1]}</td></tr>' for lv in range(top, 0, -1))
    if over:
        lead = tx("draw", lang) if leader is None else tx("wins", lang, name=colour(leader, lang))
    else:
        lead = tx("level_game", lang) if leader is None else tx("leads", lang, colour=colour(leader, lang))
    order = tx("compare", lang, order=tx("order_" + variant, lang))
    return (f'<section class="score" id="score"><table><caption>{e(tx("score", lang))}</caption>'
            f'<thead><tr><td></td><th scope="col">{e(colour(0, lang))}</th><th scope="col">{e(colour(1, lang))}</th></tr></thead>'
            f'<tbody>{rows}</tbody></table><p class="lead" id="leader" data-leader="{"" if leader is None else leader}">'
            f'{e(lead)}</p><p class="order">{e(order)}</p></section>')


def decided_at(counts: list[list[int]], variant: str) -> int | None:
    """The level whose counts decided the game (the first that differs in the variant's order), None if none."""
    top = len(counts[0])
    order = range(top, 0, -1) if variant == "top" else range(1, top + 1)
    for lv in order:
        if counts[0][lv - 1] != counts[1][lv - 1]:
            return lv
    return None


def result_html(counts: list[list[int]], variant: str, winner: int | None, names: list[str], lang: str) -> str:
    """The end: who won (or a draw), on which level it was decided, and the counts by level top down (the
    shell's end screen above it offers the rematch, the way back and the replay: no buttons of its own)."""
    head = tx("draw", lang) if winner is None else tx("wins", lang, name=names[winner])
    lv = decided_at(counts, variant)
    why = "" if lv is None else tx("decided", lang, level=lv, w=counts[0][lv - 1], b=counts[1][lv - 1])
    rows = "".join(f'<li data-level="{k}">{e(tx("level", lang, level=k))}: {e(colour(0, lang))} {counts[0][k - 1]} · '
                   f'{e(colour(1, lang))} {counts[1][k - 1]}</li>' for k in range(len(counts[0]), 0, -1))
    return (f'<section class="result" id="result" data-winner="{"draw" if winner is None else winner}" role="status">'
            f'<h2 id="result-head">{e(tx("result", lang))}: {e(head)}</h2><p>{e(why)}</p><ol class="bylevel">{rows}</ol>'
            '</section>')


def log_html(rows: list[tuple[int, str, str]], names: list[str], lang: str) -> str:
    """The placements, newest first, each named as the board shows it (colour, tile, level: each player has
    one tile of each shape, so that names it); the pointer on a line, or the focus, marks its tile on the
    board (``data-index``: the style sheet matches it to the tile's mark)."""
    items = "".join(f'<li data-move="{e(text)}" data-index="{i}" tabindex="0">{e(names[p])}: {e(said)}</li>'
                    for i, (p, text, said) in reversed(list(enumerate(rows))))
    return (f'<section class="log"><h2>{e(tx("log", lang))}</h2><p class="help"><span class="for-pointer">'
            f'{e(tx("log_help", lang))}</span><span class="for-touch">{e(tx("log_help_touch", lang))}</span></p>'
            f'<ol reversed>{items}</ol></section>')


def controls_html(lang: str, hotseat: bool) -> str:
    """The shell's buttons (``web.generic_render.controls_html``), Undo worded for hot seat there."""
    from ..generic_render import controls_html as shared

    return shared(lang, tx("undo_hotseat", lang) if hotseat else None)


def table_html(v: dict[str, Any], seats: list[str], lang: str, *, status: str, notice: str, hand: Hand,
               can_act: bool, left: list[list[str]], reach: dict[str, int], log: list[tuple[int, str, str]],
               leader: int | None, winner: int | None | str, hinted: list[Axial] | None = None,
               hinted_shape: str | None = None) -> str:
    """The whole table from the view ``v`` (all public) and what the page computed about the tile in hand.

    ``winner`` is "" while the game goes on, else 0, 1 or None (a draw). ``hinted``: the cells of the bot's
    hint for this position, outlined on the board; ``hinted_shape`` its tile, outlined in the tray too (a QA pass
    found the outline alone hard to see on Black's tiles, and nothing in the tray said which tile).
    """
    names = [seat_name(p, seats, lang) for p in (0, 1)]
    mover = v["to_move"]
    over = mover is None
    head = (f'<div class="tablehead"><span class="variant">SEVEN · {e(tx("variant_short_" + v["variant"], lang))}</span> '
            f'<span class="status" id="status" role="status">{e(status)}</span></div>')
    note = f'<p class="notice" id="notice" role="alert">{e(notice)}</p>'
    result = result_html(v["counts"], v["variant"], winner, names, lang) if over and winner != "" else ""  # type: ignore[arg-type]
    pick = hand.pick
    svg = board_svg(v["tiles"], lang, ghost=hand.aim, ghost_player=pick.player if pick else None,
                    hints=hand.hints, interactive=can_act, zoom=hand.zoom, room=hand.room,
                    hinted=hinted or [])
    legend = "".join(f'<span class="sw" data-player="{p}" style="background:{fill(p, k)}" '
                     f'title="{e(tx("level", lang, level=k))}">{k}</span>' for p in (0, 1) for k in range(1, 6))
    legend = f'<span class="legend" aria-hidden="true">{legend} <span class="legend-text">{e(tx("legend", lang))}</span></span>'
    board = (f'<div class="boardwrap">{board_frame(svg, hand.zoom, lang, legend)}'
             + (hand_html(hand, lang, not v["tiles"]) if can_act else "") + "</div>")
    trays = "".join(tray_html(p, left[p], names[p], lang, can_pick=can_act and p == mover,
                              picked=pick.shape if pick else None, reach=reach if p == mover else None,
                              is_turn=p == mover, hinted=hinted_shape if p == mover else None) for p in (0, 1))
    side = (f'<div class="side">{trays}{score_html(v["counts"], v["variant"], leader, names, lang, over) if v["tiles"] else ""}'
            f'{controls_html(lang, seats.count("human") == 2)}{log_html(log, names, lang)}</div>')
    return (f'<div class="tx-table" data-to-move="{"" if over else mover}" data-tiles="{len(v["tiles"])}">'
            f'{head}{note}{result}<div class="tx-main">{board}{side}</div></div>')


def motion(seat: int) -> tuple[str, str]:
    """Where a bot's placement comes from (its tray) and what shows it after the redraw (the newest tile on
    the board), as CSS selectors for ``web.animate`` (``GameTable.motion``)."""
    return f'.tray[data-player="{seat}"]', "#board .tile.newest"


def hint_said(shape: str, level: int, lang: str) -> str:
    """The hint's words (after "Hint: "): the tile and its level, and that the board shows where."""
    return tx("hint_where", lang, what=said(shape, level, lang))


def announcement(tiles: list[dict[str, Any]], seats: list[str], lang: str) -> str:
    """The live region's line for the last tile placed (``tiles`` as in the view): who, then the tile as
    the log says it ("Black · Bot (normal): the bar on level 2"), no cells."""
    t = tiles[-1]
    return f"{seat_name(t['player'], seats, lang)}: {said(t['shape'], t['level'], lang)}"


__all__ = ["motion", "announcement", "Hand", "ZOOMS", "zoomed", "board_frame", "table_html", "tray_html", "score_html", "result_html", "log_html", "aim_text",
           "hand_html", "seat_name", "decided_at", "ghost_svg"]
