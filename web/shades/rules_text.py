"""The rules panel of 7 SHADES OF S:EVEN (``card_text.RULES`` and ``GLOSSARY``) and the card reference: all 34
kinds with their Japanese name and texts and the English translation, in both languages of the page."""

from __future__ import annotations

import html

from sevens.games.shades.card_text import GLOSSARY, RULES as RULES_TEXT, TEXTS
from sevens.games.shades.cards import COLOUR_CODES, COLOUR_EN, COLOUR_JA, KINDS

from .text import tx


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def card_reference(lang: str) -> str:
    """Every kind: its Japanese name (and the English one), colour, copies, category, arrival and hand effects
    in Japanese with the English translation under them (the seed prints the cards in Japanese)."""
    rows = []
    for k in KINDS:
        t = TEXTS[k.code]
        colour = COLOUR_JA[k.colour] if lang == "ja" else COLOUR_EN[k.colour]
        cat = "" if k.category == "normal" else f' · {e(tx("category_" + k.category, lang))}'
        rows.append(
            f'<tr data-kind="{e(k.code)}"><th scope="row"><span class="swatch c-{COLOUR_CODES[k.colour]}"></span>'
            f'<span lang="ja">{e(k.name_ja)}</span><br><span lang="en" class="en">{e(k.name_en)}</span></th>'
            f'<td>{e(colour)} × {k.count}{cat}</td>'
            f'<td><span lang="ja">{e(t.arrival_ja)}</span><br><span lang="en" class="en">{e(t.arrival_en)}</span></td>'
            f'<td><span lang="ja">{e(t.hand_ja)}</span><br><span lang="en" class="en">{e(t.hand_en)}</span></td></tr>')
    return (f'<section class="cardref" id="cardref"><h3>{e(tx("ref_title", lang))}</h3><table><thead><tr>'
            f'<th>{e(tx("col_card", lang))}</th><th>{e(tx("col_colour", lang))}</th>'
            f'<th>{e(tx("col_arrival", lang))}</th><th>{e(tx("col_hand", lang))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></section>')


def rules_html(lang: str) -> str:
    en, ja = RULES_TEXT
    text = ja if lang == "ja" else en
    title = "7 SHADES OF S:EVEN（セブン）のルール" if lang == "ja" else "How to play 7 SHADES OF S:EVEN"
    pars = "".join(f"<p>{e(par)}</p>" for par in text.split("\n") if par.strip())
    terms = "".join(f'<dt><span lang="ja">{e(t.ja)}</span> — {e(t.en)}</dt>'
                    f'<dd>{e(t.text_ja if lang == "ja" else t.text_en)}</dd>' for t in GLOSSARY)
    return (f"<h3>{e(title)}</h3>{pars}<h3>{e(tx('glossary', lang))}</h3><dl class='glossary'>{terms}</dl>"
            + card_reference(lang))


RULES = {"ja": rules_html("ja"), "en": rules_html("en")}
