#!/usr/bin/env bash
# Sets up what the app needs on a fresh machine (the package, the vendored browser runtime from npm),
# builds the site and serves it on 127.0.0.1, printing the URL.  Usage: bash scripts/start.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e .
bash scripts/setup_web.sh
python scripts/build_site.py
exec python scripts/serve.py "${1:-8000}"
