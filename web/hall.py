"""The game hall: every registered game (``web.tables.hall_card``) with its buttons, then the games not
built yet (``i18n.COMING``, data only), which say plainly that they cannot be played."""

from __future__ import annotations

import html
from typing import Any

from .i18n import COMING, TABLE_STRINGS, lookup, t
from .tables import hall_card, playable


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _stats(gid: str, rows: list[tuple[str, int, int, float]], lang: str) -> str:
    """The browser's statistics of a game (``web.stats.lines``) with their reset."""
    if not rows:
        return ""
    items = "".join(
        f'<li data-level="{e(lv)}">'
        f'{e(t("stats_line", lang, level=lookup(TABLE_STRINGS, lv, lang), played=p, won=w, rank=f"{r:.2f}"))}</li>'
        for lv, p, w, r in rows)
    return (f'<div class="stats"><ul>{items}</ul><button type="button" data-action="reset_stats" '
            f'data-game="{e(gid)}">{e(t("reset_stats", lang))}</button></div>')


def _card(g: dict[str, Any], lang: str, playable_now: bool, saved: bool,
          rows: list[tuple[str, int, int, float]] | None = None) -> str:
    a, b = g["players"]
    players = t("players2", lang) if (a, b) == (2, 2) else t("players", lang, a=a, b=b)
    status = t("status_play", lang) if playable_now else t("status_later", lang)
    buttons = ""
    if playable_now:
        gid = e(g["id"])
        buttons = (f'<p class="actions"><button type="button" class="primary" data-action="open" '
                   f'data-game="{gid}">{e(t("play", lang))}</button>')
        for action, text in g.get("actions", ()):
            buttons += f' <button type="button" data-action="{e(action)}" data-game="{gid}">{e(text[lang])}</button>'
        if saved:
            buttons += f' <button type="button" data-action="resume" data-game="{gid}">{e(t("resume", lang))}</button>'
        buttons += "</p>" + _stats(gid, rows or [], lang)
    kind = "play" if playable_now else "later"
    name = g["name"] if isinstance(g["name"], str) else g["name"][lang]
    return (f'<li class="game" data-game="{e(g["id"])}" data-playable="{"true" if playable_now else "false"}">'
            f'<h3><span class="name">{e(name)}</span> '
            f'<span class="sub">{e(g["sub"][lang])}</span></h3>'
            f'<p class="desc">{e(g["desc"][lang])}</p>'
            f'<p class="meta"><span class="count">{players}</span> · '
            f'<span class="status status-{kind}">{e(status)}</span></p>{buttons}'
            "</li>")


def hall_html(lang: str, saved: dict[str, bool] | None = None, notice: str = "",
              kept: dict[str, list[tuple[str, int, int, float]]] | None = None) -> str:
    """The hall as HTML (no game state: a drawing of the catalogue). ``saved[id]``: a game to resume;
    ``kept[id]``: its statistics (``web.stats.lines``)."""
    saved = saved or {}
    kept = kept or {}
    cards = [_card(hall_card(gid), lang, True, bool(saved.get(gid)), kept.get(gid)) for gid in playable()]
    cards += [_card(g, lang, False, False) for g in COMING if g["id"] not in playable()]
    lines = "<br>".join(e(line) for line in notice.split("\n"))  # one line a refused save
    note = f'<p class="notice" id="hall-notice" role="alert">{lines}</p>' if notice else ""
    return (f'<p class="intro">{e(t("intro", lang))}</p>{note}'
            f'<h2>{e(t("hall", lang))}</h2><ul class="hall">{"".join(cards)}</ul>')
