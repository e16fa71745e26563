#!/usr/bin/env bash
# Type-checks the package: all of sevens/ with mypy, and the platform (sevens/core, sevens/ai) with --strict.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m mypy
python -m mypy --strict --follow-imports=silent sevens/core sevens/ai
