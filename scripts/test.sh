#!/usr/bin/env bash
# Runs every test from a fresh machine: installs what it needs (a virtualenv with the package and the
# test tools, the vendored browser runtime from npm, Debian's chromium), type-checks sevens/ (mypy; strict on
# sevens/core and sevens/ai), then runs the unit and e2e tests.
# Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[test]' -r requirements-e2e.txt -r requirements-bench.txt  # bench: the OpenSpiel adapter's tests
bash scripts/setup_web.sh
bash scripts/setup_browser.sh
bash scripts/typecheck.sh
python -m pytest tests e2e "$@"
