"""axe-core in e2e (issue 15, item 8): the serious and critical accessibility violations of what a page shows.

axe-core comes from the npm registry at set-up (a devDependency in package.json, installed by
``scripts/setup_web.sh``'s ``npm ci`` into ``node_modules/``); the page never fetches it: the test injects the
file into the page it is checking. Usage, on any screen::

    from axecheck import serious_violations
    assert serious_violations(page) == []

Each violation is one readable line: the rule's id and impact, the element (axe's CSS target), axe's summary
of what is wrong there, e.g. ``color-contrast (serious) at .card.dim: Element has insufficient color contrast
of 2.1 (foreground color: #999999, ...)``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
"""The vendored axe-core (package.json's devDependencies; ``npm ci``)."""

SERIOUS = ("serious", "critical")
"""axe's impact levels that the issue forbids (its others are "minor" and "moderate")."""

RUN = """async (within) => {
  const result = await axe.run(within ? document.querySelector(within) : document,
                               {resultTypes: ["violations"]});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({impact: n.impact, target: n.target.join(" "), summary: n.failureSummary || ""}))}));
}"""


def _inject(page: Any) -> None:
    """axe-core into the page once (a navigation clears it, so it is injected again after one)."""
    if not AXE.exists():
        raise FileNotFoundError(f"{AXE} is missing: run `bash scripts/setup_web.sh` (npm ci installs axe-core)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))


def violations(page: Any, within: str | None = None) -> list[dict[str, Any]]:
    """Every axe-core violation of the page (or of the element ``within``, a CSS selector), as axe gives them:
    ``{"id", "impact", "help", "nodes": [{"impact", "target", "summary"}]}``."""
    _inject(page)
    got = page.evaluate(RUN, within)
    return list(got)


def serious_violations(page: Any, within: str | None = None) -> list[str]:
    """The serious and critical violations of what the page shows now, one readable line per element:
    ``"<rule id> (<impact>) at <target>: <summary>"`` (an empty list: none). ``within`` limits the check to
    one element (a CSS selector)."""
    out: list[str] = []
    for v in violations(page, within):
        for node in v["nodes"]:
            impact = node["impact"] or v["impact"]
            if impact in SERIOUS:
                summary = " ".join(str(node["summary"]).split()) or v["help"]
                out.append(f'{v["id"]} ({impact}) at {node["target"]}: {summary}')
    return out
