"""Drawings of the SEVEN puzzles as HTML: the list of the four puzzles and one puzzle's build area (pure)."""

from __future__ import annotations

import html

from sevens.games.tetrahex import puzzles

from .board import board_svg
from .puzzle_session import PuzzleSession
from .render import Hand, board_frame, hand_html, tray_html
from .text import colour, puzzle_text, tx


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def list_html(lang: str) -> str:
    items = []
    for pid in puzzles.PUZZLES:
        items.append(f'<li class="game puzzle" data-puzzle="{pid}"><h3><span class="name">{e(puzzle_text(pid, "title", lang))}</span></h3>'
                     f'<p class="desc">{e(puzzle_text(pid, "statement", lang))}</p>'
                     f'<p class="actions"><button type="button" class="primary" data-action="puzzle" data-puzzle="{pid}" '
                     f'aria-label="{e(tx("puzzle_open", lang))}: {e(puzzle_text(pid, "title", lang))}">'
                     f'{e(tx("puzzle_open", lang))}</button></p></li>')
    return (f'<h2>{e(tx("puzzle_hall", lang))}</h2><p class="intro">{e(tx("puzzle_intro", lang))}</p>'
            f'<ul class="hall">{"".join(items)}</ul>'
            f'<p class="actions"><button type="button" data-action="hall">{e(tx("back", lang))}</button></p>')


def verdict_html(ps: PuzzleSession, lang: str) -> str:
    v = ps.verdict
    if v is None:
        return '<section class="verdict" id="verdict" hidden></section>'
    head = "" if v.solved else f'<strong>{e(tx("not_yet", lang))}</strong> — '
    return (f'<section class="verdict{" solved" if v.solved else ""}" id="verdict" role="status" '
            f'data-solved="{"true" if v.solved else "false"}">{head}{e(v.ja if lang == "ja" else v.en)}</section>')


def solution_html(ps: PuzzleSession, lang: str, busy: bool) -> str:
    if ps.pid != "level5":
        return ""
    if ps.shown is None or ps.solution is None:
        return (f'<div class="solution"><button type="button" id="sol-show" data-action="solution"'
                f'{" disabled" if busy else ""}>{e(tx("show_solution", lang))}</button></div>')
    n = len(ps.solution)
    k = ps.shown
    current = ""
    if k > 0:
        before = ps.solution_states[k - 1]
        from sevens.core import get

        current = get("tetrahex").describe_move(before, ps.solution[k - 1], lang)
    return (f'<div class="solution" id="solution" data-step="{k}"><p id="sol-step" role="status">'
            f'{e(tx("solution_step", lang, k=k, n=n))}{(" — " + e(current)) if current else ""}</p>'
            f'<button type="button" id="sol-prev" data-action="sol_prev"{" disabled" if k == 0 else ""}>{e(tx("sol_prev", lang))}</button> '
            f'<button type="button" id="sol-next" data-action="sol_next"{" disabled" if k == n else ""}>{e(tx("sol_next", lang))}</button> '
            f'<button type="button" id="sol-hide" data-action="sol_hide">{e(tx("hide_solution", lang))}</button></div>')


def room_html(ps: PuzzleSession, lang: str, hand: Hand, can_act: bool, busy: bool, notice: str = "") -> str:
    """One puzzle: its statement, the board (build area), the trays of its colours, Check and the rest."""
    s = ps.state
    tiles = [{"player": t.player, "shape": t.shape, "cells": [list(a) for a in _axials(t.cells)], "level": t.level}
             for t in s.tiles]
    pick = hand.pick
    svg = board_svg(tiles, lang, ghost=hand.aim, ghost_player=pick.player if pick else None, hints=hand.hints,
                    interactive=can_act, zoom=hand.zoom)
    movers = ps.players()
    trays = []
    for p in ps.colours():
        reach = {x: ps.reach(x) for x in ps.left(p)} if not ps.free and p in movers and can_act else None
        trays.append(tray_html(p, ps.left(p), colour(p, lang), lang, can_pick=can_act and p in movers,
                               picked=pick.shape if pick and pick.player == p else None, reach=reach,
                               is_turn=p in movers and not ps.free, heading="h3"))
    turn = ""
    if not ps.free and movers and ps.shown is None:
        turn = f'<p class="turnline">{e(tx("puzzle_turn", lang, colour=colour(movers[0], lang)))}</p>'
    placed = f'<p class="placed">{e(tx("puzzle_placed", lang, n=len(tiles)))}</p>'
    controls = (f'<div class="controls"><button type="button" class="primary" id="check" data-action="check">{e(tx("check", lang))}</button> '
                f'<button type="button" data-action="take_back"{"" if can_act else " disabled"}>{e(tx("take_back", lang))}</button> '
                f'<button type="button" data-action="reset"{"" if can_act else " disabled"}>{e(tx("reset", lang))}</button> '
                f'<button type="button" data-action="puzzles">{e(tx("puzzle_list", lang))}</button> '
                f'<button type="button" data-action="rules">{e(tx("rules", lang))}</button></div>')
    board = f'<div class="boardwrap">{board_frame(svg, hand.zoom, lang)}' + (hand_html(hand, lang, False) if can_act else "") + "</div>"
    return (f'<div class="tx-table puzzle-room" data-puzzle="{ps.pid}" data-tiles="{len(tiles)}">'
            f'<h2>{e(puzzle_text(ps.pid, "title", lang))}</h2><p class="statement">{e(puzzle_text(ps.pid, "statement", lang))}</p>'
            f'<p class="notice" id="notice" role="alert">{e(notice)}</p>{verdict_html(ps, lang)}'
            f'<div class="tx-main">{board}<div class="side">{turn}{"".join(trays)}{placed}{controls}'
            f'{solution_html(ps, lang, busy)}</div></div></div>')


def _axials(cells: tuple[int, ...]) -> list[tuple[int, int]]:
    from sevens.games.tetrahex.hexgrid import axial

    return [axial(c) for c in cells]
