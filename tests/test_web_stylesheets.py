"""The page's stylesheets read as text (no browser): a shade or a lift on ``:hover`` applies only where a pointer
hovers. On a touch screen the tapped element keeps ``:hover`` until the next tap elsewhere, so a button's hover
shade stayed on and read as a suggestion (a QA pass on 七並べ's joker buttons); a hover that also shows on focus
(the log's tile highlight, a card's tooltip) is meant for touch too and is left as it is."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[1] / "web"


def rules(css: str) -> list[tuple[str, str, str]]:
    """Every style rule of ``css`` as (the @media conditions around it, its selector, its body), comments gone."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out: list[tuple[str, str, str]] = []
    stack: list[str] = []
    start = 0
    for m in re.finditer(r"[{}]", css):
        if m.group() == "{":
            head = css[start:m.start()].strip()
            if head.startswith("@"):
                stack.append(head)
                start = m.end()
                continue
            end = css.index("}", m.end())
            out.append((" ".join(stack), head, css[m.end():end]))
            start = end + 1
        elif stack and m.start() >= start:
            stack.pop()
            start = m.end()
    return out


def test_the_parser_sees_rules_inside_and_outside_media() -> None:
    got = rules("a:hover { color: red } @media (hover: hover) { b:hover { background: x } } /* c:hover {} */")
    assert got == [("", "a:hover", " color: red "), ("@media (hover: hover)", "b:hover", " background: x ")]


def test_hover_shades_and_lifts_apply_only_where_a_pointer_hovers() -> None:
    loose = []
    for sheet in sorted(WEB.glob("*.css")):
        for media, selector, body in rules(sheet.read_text(encoding="utf-8")):
            if ":hover" not in selector or "(hover: hover)" in media or "prefers-reduced-motion" in media:
                continue
            if ":focus" in selector:  # shown on focus as well: a tap shows it on purpose
                continue
            if re.search(r"\b(background|transform|filter)\s*:", body):
                loose.append(f"{sheet.name}: {selector}")
    assert loose == []
