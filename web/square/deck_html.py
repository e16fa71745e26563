"""The deck builder drawn as HTML from its ``Builder`` (pure: tested in CPython).

Every control is a real button, field or text area with a visible or spoken name, and a stable ``id`` so the
page puts the focus back after a redraw (``decks.DeckBuilder``). Layout (web/square_decks.css): the deck's
summary (name, count, types, cost curve, what keeps it from being played, Save and Play), the pool of cards
by type, each with − count + and its full text on demand, and the saved decks; one column on a phone, the
pool beside the summary on a wide screen.
"""

from __future__ import annotations

import html

from sevens.games.square import card_text
from sevens.games.square.cards import CARDS, DECK_SIZE, DECKS, MAX_COPIES, MOUNT, SOLDIER, TYPES, Card

from .deck_model import COSTS, MAX_NAME, by_type, curve, generals, mean_cost, problems
from .deck_state import Builder
from .deck_text import tx


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def card_name(c: Card, lang: str) -> str:
    """The card's name in ``lang``, ★ before a 【威光】 card's (docs/rules/square.md §B2)."""
    return ("★" if c.prestige else "") + (c.name_ja if lang == "ja" else c.name_en)


def stats(c: Card, lang: str) -> str:
    """Cost aside, the card's numbers in short (a mount's as modifiers: +1, −1, 【4】)."""
    if c.type == SOLDIER:
        return tx("stats_soldier", lang, a=c.attack, h=c.health, m=c.move)
    if c.type == MOUNT:
        assert c.att_mod is not None and c.hp_mod is not None
        return tx("stats_mount", lang, l=c.load, a=card_text.mod_text(c.att_mod), h=card_text.mod_text(c.hp_mod),
                  m=c.move)
    return tx("stats_fort", lang, h=c.health)


def _card_row(b: Builder, c: Card, lang: str) -> str:
    k = c.key
    n = b.draft.count(k)
    name = card_name(c, lang)
    opened = b.open_card == k
    abilities = "".join(card_text.keyword(a, lang) for a in c.abilities)
    text = ""
    if opened:
        lines = card_text.text(k, lang).split("\n")
        text = (f'<div class="pc-text" id="deck-text-{k}" role="region" aria-label="{e(lines[0])}">'
                + "".join(f"<p>{e(line)}</p>" for line in lines[1:]) + "</div>")
    full = n >= MAX_COPIES or b.draft.total >= DECK_SIZE
    controls = f' aria-controls="deck-text-{k}"' if opened else ""
    return (f'<li class="pcard{" in" if n else ""}" data-card="{k}" data-type="{c.type}" data-count="{n}">'
            f'<div class="pc-main"><button type="button" class="pc-name" id="deck-info-{k}" data-action="deck-info" '
            f'data-card="{k}" aria-expanded="{"true" if opened else "false"}"'
            f'{controls}>{e(name)}</button>'
            f'<span class="pc-facts"><span class="pc-cost">{e(tx("cost", lang, c=c.cost))}</span> '
            f'<span class="pc-stats">{e(stats(c, lang))}</span> <span class="pc-abil">{e(abilities)}</span></span></div>'
            f'<div class="pc-count">'
            f'<button type="button" id="deck-sub-{k}" data-action="deck-sub" data-card="{k}" '
            f'aria-label="{e(tx("sub", lang, name=name))}"{" disabled" if not n else ""}>−</button>'
            f'<span class="n" aria-label="{e(tx("copies", lang, name=name, n=n))}">{n}</span>'
            f'<button type="button" id="deck-add-{k}" data-action="deck-add" data-card="{k}" '
            f'aria-label="{e(tx("add", lang, name=name))}"{" disabled" if full else ""}>+</button></div>'
            f"{text}</li>")


def pool_html(b: Builder, lang: str) -> str:
    groups = []
    for t in TYPES:
        cards = [c for c in CARDS.values() if c.type == t]
        have = sum(b.draft.count(c.key) for c in cards)
        groups.append(f'<section class="pgroup" data-type="{t}" aria-labelledby="deck-g-{t}">'
                      f'<h4 id="deck-g-{t}">{e(tx("group_" + t, lang))} <span class="have">{have}</span></h4>'
                      f'<ul class="pool">{"".join(_card_row(b, c, lang) for c in cards)}</ul></section>')
    return (f'<section class="deck-pool" aria-labelledby="deck-pool-h"><h3 id="deck-pool-h" class="pool-head">'
            f'<span>{e(tx("pool", lang, n=len(CARDS)))}</span> <span class="pool-total">'
            f'{e(tx("total", lang, n=b.draft.total, size=DECK_SIZE))}</span></h3>{"".join(groups)}</section>')


def _curve_html(b: Builder, lang: str) -> str:
    counts = curve(b.draft.counts)
    top = max([*counts.values(), 1])
    bars = "".join(f'<li data-cost="{c}"><span class="cbar" style="--h: {round(100 * counts[c] / top)}"></span>'
                   f'<span class="n">{counts[c]}</span><span class="c" aria-hidden="true">{c}</span>'
                   f'<span class="visually-hidden">{e(tx("curve_bar", lang, c=c, n=counts[c]))}</span></li>'
                   for c in COSTS)
    return (f'<figure class="curve"><figcaption>{e(tx("curve", lang, mean=f"{mean_cost(b.draft.counts):.2f}"))}'
            f'</figcaption><ol>{bars}</ol></figure>')


def summary_html(b: Builder, lang: str) -> str:
    d = b.draft
    found = problems(d.counts)
    if found:
        msgs = "".join(f"<li>{e(p[1] if lang == 'ja' else p[0])}</li>" for p in found)
    else:
        sep = "、" if lang == "ja" else ", "
        msgs = f'<li class="ok">{e(tx("ready", lang, names=sep.join(generals(d.counts, lang))))}</li>'
    types = by_type(d.counts)
    mark = f' <span class="dirty">({e(tx("not_saved_mark", lang))})</span>' if b.dirty() and d.total else ""
    starts = "".join(f'<button type="button" id="deck-start-{k}" data-action="deck-start" data-deck="{k}">'
                     f'{e(v.name_ja if lang == "ja" else v.name_en)}</button>' for k, v in DECKS.items())
    return (f'<section class="deck-sum" aria-labelledby="deck-sum-h"><h3 id="deck-sum-h">{e(tx("this_deck", lang))}{mark}</h3>'
            f'<label class="deck-name">{e(tx("name", lang))} <input type="text" id="deck-name" name="deck-name" '
            f'maxlength="{MAX_NAME}" value="{e(d.name)}" placeholder="{e(tx("name_hint", lang))}" autocomplete="off"></label>'
            f'<p class="deck-total" data-total="{d.total}"><strong>{e(tx("total", lang, n=d.total, size=DECK_SIZE))}</strong>'
            f' · <span class="deck-types">{e(tx("types", lang, **types))}</span></p>'
            f"{_curve_html(b, lang)}"
            f'<ul class="deck-problems" id="deck-problems" data-valid="{"false" if found else "true"}">{msgs}</ul>'
            f'<p class="actions"><button type="button" class="primary" id="deck-save" data-action="deck-save">'
            f'{e(tx("save", lang))}</button> <button type="button" id="deck-play" data-action="deck-play">'
            f'{e(tx("play", lang))}</button></p>'
            f'{_io_html(b, lang)}'
            f'<div class="deck-start" role="group" aria-labelledby="deck-start-h"><p id="deck-start-h">'
            f'{e(tx("start_from", lang))}</p><p class="actions"><button type="button" id="deck-start-empty" '
            f'data-action="deck-start" data-deck="empty">{e(tx("empty", lang))}</button> {starts}</p></div></section>')


def _io_html(b: Builder, lang: str) -> str:
    from .deck_store import export_text

    head = (f'<button type="button" class="deck-io-toggle" id="deck-io" data-action="deck-io" '
            f'aria-expanded="{"true" if b.io_open else "false"}">{e(tx("io", lang))}</button>')
    if not b.io_open:
        return f'<div class="deck-io">{head}</div>'
    return (f'<div class="deck-io">{head}'
            f'<label>{e(tx("export_label", lang))}<textarea id="deck-export" rows="3" readonly spellcheck="false">'
            f'{e(export_text(b.draft))}</textarea></label>'
            f'<label>{e(tx("import_label", lang))}<textarea id="deck-import" rows="3" spellcheck="false">'
            f'{e(b.import_text)}</textarea></label>'
            f'<p class="actions"><button type="button" id="deck-import-go" data-action="deck-import">'
            f'{e(tx("import", lang))}</button></p></div>')


def _saved_row(b: Builder, i: int, lang: str) -> str:
    d = b.saved[i]
    ready = not problems(d.counts)
    state = tx("state_ready" if ready else "state_unfinished", lang)
    current = ' aria-current="true"' if d.name == b.origin else ""
    if b.renaming == d.name:
        body = (f'<label>{e(tx("rename_to", lang, name=d.name))} <input type="text" id="deck-rename-input" '
                f'maxlength="{MAX_NAME}" value="{e(d.name)}" autocomplete="off"></label>'
                f'<p class="actions"><button type="button" class="primary" id="deck-rename-ok" data-action="deck-rename-ok" '
                f'data-index="{i}">{e(tx("ok", lang))}</button> <button type="button" id="deck-rename-cancel" '
                f'data-action="deck-cancel">{e(tx("cancel", lang))}</button></p>')
    else:
        body = (f'<p class="actions"><button type="button" id="deck-load-{i}" data-action="deck-load" data-index="{i}">'
                f'{e(tx("load", lang))}</button> <button type="button" id="deck-rename-{i}" data-action="deck-rename" '
                f'data-index="{i}">{e(tx("rename", lang))}</button> <button type="button" id="deck-delete-{i}" '
                f'data-action="deck-delete" data-index="{i}">{e(tx("delete", lang))}</button></p>')
    return (f'<li class="saved-deck" data-ready="{"true" if ready else "false"}"{current}>'
            f'<p class="saved-name"><strong>{e(d.name)}</strong> <span class="meta">'
            f'{e(tx("deck_line", lang, n=d.total, state=state))}</span></p>{body}</li>')


def saved_html(b: Builder, lang: str) -> str:
    rows = "".join(_saved_row(b, i, lang) for i in range(len(b.saved)))
    inner = f'<ul class="saved-decks">{rows}</ul>' if rows else f'<p class="meta">{e(tx("none_saved", lang))}</p>'
    return (f'<section class="deck-saved" aria-labelledby="deck-saved-h"><h3 id="deck-saved-h" tabindex="-1">{e(tx("saved", lang))}'
            f"</h3>{inner}</section>")


def question_html(b: Builder, lang: str) -> str:
    """The question waiting for a yes (replace unsaved changes, delete a deck), or ""."""
    if b.pending is None:
        return ""
    kind, what = b.pending
    ask = tx("ask_delete", lang, name=what) if kind == "delete" else tx("ask_replace", lang)
    yes = tx("yes_delete" if kind == "delete" else "yes_replace", lang)
    return (f'<div class="alert deck-ask" role="alertdialog" aria-labelledby="deck-ask-q" data-ask="{kind}">'
            f'<p id="deck-ask-q">{e(ask)}</p><button type="button" class="primary" id="deck-yes" data-action="deck-yes">'
            f'{e(yes)}</button><button type="button" id="deck-no" data-action="deck-cancel">{e(tx("cancel", lang))}'
            "</button></div>")


def _notice_html(b: Builder) -> str:
    """The notice line: what was just done (a status), or why something was refused (an alert)."""
    done = b.notice.get("kind") == "done"
    return (f'<p class="notice{" done" if done else ""}" id="deck-notice" role="{"status" if done else "alert"}">'
            f"{e(b.notice_text())}</p>")


def page_html(b: Builder, lang: str) -> str:
    """The whole deck builder."""
    d = b.draft
    return (f'<div class="deck-builder" data-total="{d.total}" data-valid="{"false" if problems(d.counts) else "true"}">'
            f'<div class="deck-head"><h2>{e(tx("title", lang))}</h2><button type="button" data-action="hall">'
            f'{e(tx("back", lang))}</button></div>'
            f"{_notice_html(b)}{question_html(b, lang)}"
            f'<div class="deck-cols">{summary_html(b, lang)}{pool_html(b, lang)}{saved_html(b, lang)}</div></div>')
