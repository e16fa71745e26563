"""Try another set of 7 SHADES OF S:EVEN evaluation weights against the `normal` bot (docs/shades.md, "The bot").

    python scripts/shades_tune.py WEIGHTS [--samples N] [--horizon H] [arena options...]

WEIGHTS names the weights that differ from the levels' own (``evaluate.Weights``), e.g.
``in_hand=0.6,near_need=0.3`` (``-`` for none: the levels' own weights, a control). The trial bot values its
moves as `normal` does (N samples, default 3; playouts H turns, default 1), its leaves by the trial weights (the
playout policy keeps the levels' own). It plays the arena's seat ``hard`` against ``normal``; the rest of the
command line goes to ``python -m sevens arena shades`` (``--games``, ``--jobs``, ``--seed``; ``--seats`` is
``hard,normal`` and ``--time-budget none`` unless given). Nothing here changes the shipped levels: the script
replaces ``hard`` in its own process only (and the arena's worker processes forked from it).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.ai.levels import Level  # noqa: E402
from sevens.cli.main import main  # noqa: E402
from sevens.games.shades import evaluate, levels  # noqa: E402


def trial_weights(spec: str) -> evaluate.Weights:
    """The levels' weights with those named in ``spec`` (``name=value,...``; ``-``: none) replaced."""
    if spec == "-":
        return evaluate.WEIGHTS
    names = {f.name for f in dataclasses.fields(evaluate.Weights)}
    changes: dict[str, float] = {}
    for part in spec.split(","):
        name, _, value = part.partition("=")
        if name not in names:
            raise SystemExit(f"no weight {name!r}: the weights are {', '.join(sorted(names))}")
        changes[name] = float(value)
    return dataclasses.replace(evaluate.WEIGHTS, **changes)


def take(args: list[str], flag: str, default: int) -> int:
    """The value of ``flag`` in ``args`` (removed from them), else ``default``."""
    if flag in args:
        i = args.index(flag)
        value = int(args[i + 1])
        del args[i:i + 2]
        return value
    return default


def run(argv: list[str]) -> int:
    if not argv or argv[0].startswith("--"):
        raise SystemExit(__doc__)
    weights = trial_weights(argv[0])
    rest = argv[1:]
    samples = take(rest, "--samples", 3)
    horizon = take(rest, "--horizon", 1)
    evaluate.STYLES["trial"] = weights
    levels.LEVELS["hard"] = Level("hard", samples, 0, 10_000, None, playouts=1, horizon=horizon, style="trial")
    print(f"hard = trial: {samples} samples, horizon {horizon}, {weights}", flush=True)
    if "--seats" not in rest:
        rest += ["--seats", "hard,normal"]
    if "--time-budget" not in rest:
        rest += ["--time-budget", "none"]
    return main(["arena", "shades", *rest])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
