#!/usr/bin/env bash
# Sets up what the app needs on a fresh machine and starts it.
# Until the browser table lands (issue 3), this starts 七並べ in the terminal against three bots.
# Usage: bash scripts/start.sh [extra options for `sevens play`, e.g. --joker --ak-link]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e .
exec python -m sevens play shichinarabe --seats human,hard,normal,easy "$@"
