"""Try another set of 7 SHADES OF S:EVEN evaluation weights against the `normal` bot (docs/shades.md, "The bot").

    python scripts/shades_tune.py WEIGHTS [--samples N] [--horizon H] [arena options...]

The same as ``python scripts/tune_weights.py shades WEIGHTS ...`` (``tune_weights.py`` says what the trial bot is).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tune_weights  # noqa: E402
from sevens.games.shades import evaluate  # noqa: E402


def trial_weights(spec: str) -> Any:
    """The shades levels' weights with those named in ``spec`` replaced (``tune_weights.trial_weights``)."""
    return tune_weights.trial_weights(evaluate, spec)


if __name__ == "__main__":
    sys.exit(tune_weights.run(["shades", *sys.argv[1:]]))
