"""The generic table as HTML, for any registered game without a table of its own (pure: no DOM).

``drawing`` reads what to show from the session (``Drawing``), ``table_html`` draws it. It shows what the viewing seat's view holds (``Game.view``: only what that seat may know), who decides
now and in whose turn (``Game.decision``), the last chance step, the viewer's legal moves as buttons
labelled with ``describe_move`` (``data-action="move"``, ``data-move`` the move's text), the result once
the game is over, the shared controls, and the log grouped by turn (``sevens.core.history.turns``).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from typing import Any

from sevens.core.game import CHANCE, Decision, GameInfo, Outcome
from sevens.core.history import Turn

from .i18n import TABLE_STRINGS, in_lang, lookup
from .session_base import SessionBase

HIDDEN_KEYS = frozenset({"legal", "log", "game"})
"""View fields the generic table does not list (the moves are buttons, the log is drawn by turn)."""


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def tx(key: str, lang: str, **fmt: Any) -> str:
    return lookup(TABLE_STRINGS, key, lang, **fmt)


def controls_html(lang: str, undo_label: str | None = None) -> str:
    """The shared buttons of every table: undo (``undo_label`` where the table words it its own way), export,
    import, new game, rules, back to the games (the shell handles them)."""
    undo = undo_label if undo_label is not None else tx("undo", lang)
    return (f'<div class="controls"><button type="button" data-action="undo">{e(undo)}</button> '
            f'<button type="button" data-action="export">{e(tx("export", lang))}</button> '
            f'<label class="import">{e(tx("import", lang))} <input type="file" id="import-file" '
            f'accept=".json,application/json"></label> '
            f'<button type="button" data-action="new">{e(tx("new_game", lang))}</button> '
            f'<button type="button" data-action="rules">{e(tx("rules", lang))}</button> '
            f'<button type="button" data-action="hall">{e(tx("back", lang))}</button></div>')


def _value(x: Any) -> str:
    return json.dumps(x, ensure_ascii=False, separators=(", ", ": "))


def view_html(v: dict[str, Any]) -> str:
    """Every field of the view but the moves and the log, as a list of names and values."""
    rows = "".join(f'<dt>{e(k)}</dt><dd data-field="{e(k)}">{e(_value(x))}</dd>'
                   for k, x in v.items() if k not in HIDDEN_KEYS)
    return f'<dl class="view">{rows}</dl>'


def log_html(turns: list[Turn], names: list[str], lang: str, limit: int = 60) -> str:
    """The log, newest turn first: each turn headed by its seat, with its decisions as the game describes
    them (the turn seat's, reactions of others, chance steps marked 🎲)."""
    items = []
    for turn in turns[::-1][:limit]:
        steps = []
        for st in turn.steps:
            d = st.decision
            cls = "chance" if d.chance else ("reaction" if d.reaction else "own")
            said = ("🎲 " if d.chance else "") + st.described
            steps.append(f'<li class="step {cls}" data-seat="{d.seat}" data-move="{e(st.text)}">{e(said)}</li>')
        items.append(f'<li class="turn" data-turn="{turn.number}" data-seat="{turn.seat}">'
                     f'<strong>{e(tx("turn_of", lang, name=names[turn.seat]))}</strong><ol>{"".join(steps)}</ol></li>')
    return f'<section class="log"><h3>{e(tx("log", lang))}</h3><ol reversed class="turns">{"".join(items)}</ol></section>'


def _score(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def result_html(out: Outcome, names: list[str], lang: str) -> str:
    rows = "".join(f'<li data-seat="{q}">{e(tx("rank", lang, k=out.ranks[q]))} {e(names[q])} — {e(_score(out.scores[q]))}'
                   f"</li>" for q in out.order)
    return f'<section class="ranking" id="result"><h3>{e(tx("game_over", lang))}</h3><ol class="standings">{rows}</ol></section>'


@dataclass
class Drawing:
    """What the generic table shows, computed by the page from the session."""

    game_id: str
    view: dict[str, Any]
    viewer: int
    names: list[str]
    decision: Decision | None
    status: str
    choices: list[tuple[str, str]] = field(default_factory=list)
    """(move text, label) of the viewer's legal moves when the viewer may decide now; else empty."""
    chance: str = ""
    notice: str = ""
    turns: list[Turn] = field(default_factory=list)
    outcome: Outcome | None = None


def status_text(s: SessionBase, names: list[str], lang: str) -> str:
    """Who decides now: over, chance, a bot thinking, a human's turn, or a human's reaction in whose turn."""
    d = s.decision()
    if d is None:
        return tx("game_over", lang)
    if d.seat == CHANCE:
        return tx("chance_due", lang)
    name = names[d.seat]
    if s.seats[d.seat] != "human":
        return tx("thinking", lang, name=name)
    if d.reaction:
        return tx("your_reaction", lang, name=name, turn=names[d.turn_seat])
    return tx("your_turn", lang, name=names[d.seat])


def drawing(s: SessionBase, lang: str, names: list[str], *, idle: bool, status: str | None = None,
            chance: str = "", notice: str = "") -> Drawing:
    """What the generic table shows of session ``s`` to the human at the device (``s.viewer``): that seat's
    view only (``Game.view``), and its legal moves as choices only when it decides now and the table is
    ``idle`` (shown, no loop running) — never another seat's moves, nor anything while a bot or chance
    decides."""
    v = s.view()  # first: the device follows the deciding human (``SessionBase._follow``)
    choices: list[tuple[str, str]] = []
    if idle and s.human_to_move() and s.to_move() == s.viewer:
        choices = [(text, ja if lang == "ja" else en) for text, en, ja in s.legal_texts()]
    return Drawing(game_id=s.GAME.id, view=v, viewer=s.viewer, names=names, decision=s.decision(),
                   status=status if status is not None else status_text(s, names, lang), choices=choices,
                   chance=chance, notice=notice, turns=s.turns(lang), outcome=s.GAME.outcome(s.state))


def rules_html(info: GameInfo, doc: str, lang: str) -> str:
    """The rules panel of a game without one of its own: ``GameInfo.summary`` and ``rules`` in ``lang``
    (paragraphs split on blank lines); only when the game gave no rules, ``doc`` (its module's docstring)."""
    name = info.name_ja if lang == "ja" else info.name_en
    summary = in_lang(info.summary, lang)
    rules = in_lang(info.rules, lang)
    head = f"<h2>{e(name)}</h2>" + (f'<p class="summary">{e(summary)}</p>' if summary else "")
    if rules:
        return head + "".join(f'<p class="rules-text">{e(par.strip())}</p>' for par in rules.split("\n\n")
                              if par.strip())
    return head + f'<p>{e(tx("rules_generic", lang))}</p><pre class="rules-text">{e(doc)}</pre>'


def table_html(d: Drawing, lang: str) -> str:
    dec = d.decision
    to_move = "" if dec is None else str(dec.seat)
    kind = "" if dec is None else dec.kind
    head = (f'<div class="tablehead"><span class="status" role="status">{e(d.status)}</span></div>'
            f'<p class="notice" id="notice" role="alert">{e(d.notice)}</p>'
            f'<p class="chance" id="chance" aria-live="polite">{e(d.chance)}</p>')
    body = [head]
    if d.outcome is not None:
        body.append(result_html(d.outcome, d.names, lang))
    if d.choices:
        buttons = " ".join(f'<button type="button" class="choice" data-action="move" data-move="{e(m)}">{e(label)}</button>'
                           for m, label in d.choices)
        reaction = "true" if dec is not None and dec.reaction else "false"
        body.append(f'<section class="choices" data-kind="{e(kind)}" data-reaction="{reaction}">'
                    f'<h3>{e(tx("choices", lang))}</h3><div class="buttons">{buttons}</div></section>')
    body.append(f'<section class="seen"><h3>{e(d.names[d.viewer])}</h3>{view_html(d.view)}</section>')
    body += [controls_html(lang), log_html(d.turns, d.names, lang)]
    return (f'<div class="table generic" data-game="{e(d.game_id)}" data-seat="{d.viewer}" '
            f'data-to-move="{e(to_move)}" data-kind="{e(kind)}">{"".join(body)}</div>')
