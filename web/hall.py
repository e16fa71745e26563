"""The game hall: the five games, their names, one line each, and whether they can be played now."""

from __future__ import annotations

import html

from .i18n import GAMES, t


def hall_html(lang: str, saved: dict[str, bool] | None = None, notice: str = "") -> str:
    """The hall as HTML (no game state: a drawing of the catalogue). ``saved[id]``: a game to resume."""
    saved = saved or {}
    cards = []
    for g in GAMES:
        a, b = g["players"]
        players = t("players2", lang) if (a, b) == (2, 2) else t("players", lang, a=a, b=b)
        playable = g["status"] == "play"
        status = t("status_play", lang) if playable else t("status_later", lang)
        buttons = ""
        if playable:
            buttons = (f'<p class="actions"><button type="button" class="primary" data-action="open" '
                       f'data-game="{g["id"]}">{html.escape(t("play", lang))}</button>')
            if g.get("puzzles"):
                buttons += (f' <button type="button" data-action="puzzles" data-game="{g["id"]}">'
                            f'{html.escape(t("puzzles", lang))}</button>')
            if saved.get(g["id"]):
                buttons += (f' <button type="button" data-action="resume" data-game="{g["id"]}">'
                            f'{html.escape(t("resume", lang))}</button>')
            buttons += "</p>"
        cards.append(
            f'<li class="game" data-game="{g["id"]}" data-playable="{"true" if playable else "false"}">'
            f'<h3><span class="name">{html.escape(g["name"])}</span> '
            f'<span class="sub">{html.escape(g["sub"][lang])}</span></h3>'
            f'<p class="desc">{html.escape(g["desc"][lang])}</p>'
            f'<p class="meta"><span class="count">{players}</span> · '
            f'<span class="status status-{g["status"]}">{html.escape(status)}</span></p>{buttons}'
            "</li>"
        )
    note = f'<p class="notice" id="hall-notice" role="alert">{html.escape(notice)}</p>' if notice else ""
    return (f'<p class="intro">{html.escape(t("intro", lang))}</p>{note}'
            f'<h2>{html.escape(t("hall", lang))}</h2><ul class="hall">{"".join(cards)}</ul>')
