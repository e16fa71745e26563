"""Helpers for the e2e tests: what a page logged, and waiting for the readiness marker."""

from __future__ import annotations

from typing import Any

READY_TIMEOUT_MS = 60_000  # two interpreters start on 2 cores; generous on a busy machine


class PageLog:
    def __init__(self) -> None:
        self.requests: list[str] = []
        self.errors: list[str] = []


def wait_ready(page: Any) -> None:
    page.wait_for_selector("body[data-ready='1']", timeout=READY_TIMEOUT_MS)


def board_point(page: Any, q: int, r: int) -> tuple[float, float]:
    """Where the centre of the SEVEN board's hex (q, r) is on the screen (client pixels)."""
    from web.tetrahex.geometry import centre

    x, y = centre(q, r)
    got = page.evaluate(
        """([x, y]) => { const svg = document.getElementById('board'); const pt = svg.createSVGPoint();
            pt.x = x; pt.y = y; const p = pt.matrixTransform(svg.getScreenCTM()); return [p.x, p.y]; }""",
        [x, y])
    return float(got[0]), float(got[1])
