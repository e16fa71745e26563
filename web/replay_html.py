"""The replay screen's own HTML (``web.replay``'s model drawn as controls): the bar above the drawing, the
list of every move, the foot with the link. Pure Python, no DOM (tested in CPython); ``web.replay_render``
puts it around the game's own drawing. Its look is the ``.replay`` block of ``web/style.css`` (no inline
styles).
"""

from __future__ import annotations

from html import escape

from sevens.core.game import CHANCE

from .replay import Replay, seat_label, tx


def e(x: object) -> str:
    """``x`` as HTML text or an attribute's value."""
    return escape(str(x), quote=True)


def _button(action: str, label: str, sign: str, off: bool) -> str:
    """A step button: the sign shows, the words are its name (one short row on a phone; the tooltip says
    them). Its id is its action's (``replay-forward``): the click guard knows it again after a redraw."""
    return (f'<button type="button" id="{action.replace("_", "-")}" data-action="{action}" title="{e(label)}"'
            f'{" disabled" if off else ""}><span aria-hidden="true">{sign}</span>'
            f'<span class="visually-hidden">{e(label)}</span></button>')


def bar_html(r: Replay, lang: str, game_name: str, names: list[str]) -> str:
    """The replay's controls above the drawing: where we are (the move that led here), first / back /
    forward / last (kept in sight while the drawing scrolls under them: ``.replay`` is sticky), the slider,
    whose eyes (``foot_html`` has the rest)."""
    options = "".join(f'<option value="{q}"{" selected" if r.seat == q else ""}>{e(seat_label(r.seats, q, lang))}</option>'
                      for q in r.seats_open)
    if r.all_open and r.game.info.perfect_information:
        options = ""  # every seat sees the same: one choice
    if r.all_open:
        options += f'<option value="all"{" selected" if r.seat is None else ""}>{e(tx("replay_all", lang))}</option>'
    out = [f'<h2 id="replay-title">{e(tx("replay_title", lang, game=game_name))}</h2>',
           f'<section class="replay" id="replay" tabindex="-1" data-k="{r.k}" data-n="{r.n}" '
           f'data-seat="{"all" if r.seat is None else r.seat}" aria-labelledby="replay-title">',
           f'<p class="replay-where" id="replay-where">{e(r.where(lang, names))}</p>',
           '<div class="controls replay-controls replay-steps">',
           _button("replay_first", tx("replay_first", lang), "|◀", r.k == 0),
           _button("replay_back", tx("replay_back", lang), "◀", r.k == 0),
           _button("replay_forward", tx("replay_forward", lang), "▶", r.k == r.n),
           _button("replay_last", tx("replay_last", lang), "▶|", r.k == r.n), "</div></section>",
           '<div class="controls replay-controls" id="replay-options">',
           f'<label class="replay-slider">{e(tx("replay_move", lang))} <input type="range" id="replay-slider" '
           f'name="replay_k" min="0" max="{r.n}" value="{r.k}"></label>',
           f'<label class="replay-seat">{e(tx("replay_view", lang))} <select id="replay-seat" name="replay_seat">'
           f"{options}</select></label></div>"]
    return "".join(out)


def moves_html(r: Replay, lang: str, names: list[str], shown: bool) -> str:
    """Every move as a button that goes to the position right after it (the one shown marked), numbered by
    its place in the record, folded (``shown``: unfolded, as the person left it); the list scrolls in its own
    box. A match's rounds each have their own heading and list (``Replay.round_starts``); a quiet move (a
    window let pass, ``Replay.quiet``) is left out, as the steps go over it."""
    items: list[tuple[int, str]] = []
    for i, (seat, what) in enumerate(r.lines(lang)):
        if r.quiet(i + 1):
            continue
        who = tx("chance_due", lang) if seat == CHANCE else names[seat]
        here = ' aria-current="step"' if i + 1 == r.k else ""
        mark = '<span aria-hidden="true">▶ </span>' if here else ""
        items.append((i, f'<li value="{i + 1}"><button type="button" class="replay-to" data-action="replay_to" '
                         f'data-k="{i + 1}"{here}>{mark}{e(f"{who}: {what}")}</button></li>'))
    starts = r.round_starts()
    if starts:
        ends = [*starts[1:], r.n]
        lists = "".join(f'<h3 class="replay-round">{e(tx("replay_round", lang, r=j + 1))}</h3>'
                        f'<ol>{"".join(html for i, html in items if a <= i < b)}</ol>'
                        for j, (a, b) in enumerate(zip(starts, ends)))
    else:
        lists = f'<ol>{"".join(html for _, html in items)}</ol>'
    return (f'<details class="replay-moves" id="replay-moves"{" open" if shown else ""}>'
            f'<summary>{e(tx("replay_moves", lang, n=len(items)))}</summary>'
            f'<div class="replay-list">{lists}</div></details>')


def foot_html(r: Replay, lang: str, link: str, own: bool) -> str:
    """Under the drawing (so the controls above stay short on a phone): the keys, the link of a finished game
    with "Copy link", the way back (to the game when it is the page's own, to the games)."""
    out = [f'<section class="replay-foot" id="replay-foot" aria-label="{e(tx("replay", lang))}">',
           f'<p class="replay-keys">{e(tx("replay_keys", lang))}</p>']
    if not r.done:
        out.append(f'<p class="replay-note">{e(tx("replay_unfinished", lang))}</p>')
    if link:
        out.append(f'<div class="replay-share"><label for="replay-link">{e(tx("replay_link", lang))}</label> '
                   f'<textarea id="replay-link" readonly rows="3">{e(link)}</textarea> '
                   f'<button type="button" id="replay-copy" data-action="replay_copy">{e(tx("replay_copy", lang))}</button> '
                   f'<span id="replay-copied" role="status"></span></div>')
    back = (f'<button type="button" id="replay-close" data-action="replay_close">{e(tx("replay_close", lang))}</button> '
            if own else "")
    out.append(f'<p class="actions">{back}<button type="button" data-action="hall">{e(tx("back", lang))}</button></p>'
               "</section>")
    return "".join(out)


__all__ = ["bar_html", "moves_html", "foot_html"]
