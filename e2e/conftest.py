"""e2e fixtures: the built site served from a thread on 127.0.0.1, Debian's chromium, request and console logs."""

from __future__ import annotations

import shutil
import sys
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

import build_site  # noqa: E402
import serve  # noqa: E402
from pagehelpers import PageLog  # noqa: E402

@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site.build(tmp_path_factory.mktemp("site") / "_site", with_test_games=True)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    server = serve.make_server(site_dir, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    exe = shutil.which("chromium")
    assert exe, "Debian's chromium is needed: bash scripts/setup_browser.sh"
    return {
        **browser_type_launch_args,
        "executable_path": exe,
        # --disable-dev-shm-usage: Debian's launcher adds it only when /dev/shm looks small, and its test of
        # that breaks when findmnt prints two lines; without it a full /dev/shm crashes the renderer
        "args": ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }


CRASHES = ["Target crashed", "Page crashed"]
"""Playwright's words for a renderer process that died (not for a failed assertion or a timeout)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test whose browser renderer crashed runs once more in a new page (CI saw three such crashes in a
    window of a few seconds on a busy machine, never here in dozens of runs). Only a crash reruns: every
    assertion failure, timeout and console error still fails at once. Needs pytest-rerunfailures."""
    for item in items:
        if item.nodeid.split("/")[0] == "e2e":
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=CRASHES))


@pytest.fixture
def log(page: Any) -> PageLog:
    """Every request the page makes, every console error or uncaught exception, and every console warning."""
    out = PageLog()
    page.on("request", lambda r: out.requests.append(r.url))
    page.on("console", lambda m: out.errors.append(m.text) if m.type == "error"
            else out.warnings.append(m.text) if m.type == "warning" else None)
    page.on("pageerror", lambda e: out.errors.append(str(e)))
    return out


