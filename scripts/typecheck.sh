#!/usr/bin/env bash
# Type-checks the package: all of sevens/ with mypy, the platform (sevens/core, sevens/ai) with --strict, and the
# browser layer web/ (its pyscript/pyodide/js imports exist only in the page: no stubs, so they are not followed).
set -euo pipefail
cd "$(dirname "$0")/.."
python -m mypy
python -m mypy --strict --follow-imports=silent sevens/core sevens/ai
python -m mypy --ignore-missing-imports web
