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
