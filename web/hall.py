"""The game hall: the five games, their names, one line each, and whether they can be played now."""

from __future__ import annotations

import html

from .i18n import GAMES, t


def hall_html(lang: str) -> str:
    """The hall as HTML (no game state: a drawing of the catalogue)."""
    cards = []
    for g in GAMES:
        a, b = g["players"]
        players = t("players2", lang) if (a, b) == (2, 2) else t("players", lang, a=a, b=b)
        status_key = "status_terminal" if g["status"] == "terminal" else "status_later"
        cards.append(
            f'<li class="game" data-game="{g["id"]}" data-playable="false">'
            f'<h3><span class="name">{html.escape(g["name"])}</span> '
            f'<span class="sub">{html.escape(g["sub"][lang])}</span></h3>'
            f'<p class="desc">{html.escape(g["desc"][lang])}</p>'
            f'<p class="meta"><span class="players">{players}</span> · '
            f'<span class="status status-{g["status"]}">{html.escape(t(status_key, lang))}</span></p>'
            "</li>"
        )
    return (f'<p class="intro">{html.escape(t("intro", lang))}</p>'
            f'<h2>{html.escape(t("hall", lang))}</h2><ul class="hall">{"".join(cards)}</ul>')
