"""The rules panel of セブンスクエア (``card_text.RULES``, the rules in short) and the card list: the 34 cards
and the ■ 出撃陣, each with its whole text in Japanese and in English (the page's language first)."""

from __future__ import annotations

import html

from sevens.games.square.card_text import RULES as RULES_TEXT, text_en, text_ja
from sevens.games.square.cards import BASE, CARDS

from .text import tx


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _lines(text: str) -> str:
    return "".join(f"<p>{e(line)}</p>" for line in text.split("\n"))


def card_reference(lang: str) -> str:
    """Every card: its whole text in both languages, by type (兵, 騎, 陣), then the ■."""
    rows = []
    for key in [*CARDS, BASE.key]:
        texts = [("ja", text_ja(key)), ("en", text_en(key))]
        if lang == "en":
            texts.reverse()
        cells = "".join(f'<td lang="{lg}">{_lines(t)}</td>' for lg, t in texts)
        rows.append(f'<tr data-card="{e(key)}">{cells}</tr>')
    heads = ("日本語", "English") if lang == "ja" else ("English", "日本語")
    return (f'<section class="cardref" id="cardref"><h3>{e(tx("ref_title", lang))}</h3><table><thead><tr>'
            f'<th>{heads[0]}</th><th>{heads[1]}</th></tr></thead><tbody>{"".join(rows)}</tbody></table></section>')


def rules_html(lang: str) -> str:
    en, ja = RULES_TEXT
    text = ja if lang == "ja" else en
    title = "セブンスクエアのルール（要約）" if lang == "ja" else "How to play Seven Square (in short)"
    pars = "".join(f"<p>{e(par)}</p>" for par in text.split("\n\n") if par.strip())
    return f"<h3>{e(title)}</h3>{pars}" + card_reference(lang)


RULES = {"ja": rules_html("ja"), "en": rules_html("en")}
