"""Try another set of evaluation weights of a game against its `normal` bot (docs/shades.md and docs/square.md,
"The bot").

    python scripts/tune_weights.py GAME WEIGHTS [--samples N] [--horizon H] [--noise P] [arena options...]

GAME is a game with its own ``evaluate.Weights`` and level table (``shades``, ``square``). WEIGHTS names the
weights that differ from the levels' own, e.g. ``pressure=0.45,siege=5`` (``-`` for none: the levels' own weights,
a control). The trial bot values its moves as `normal` does (N samples, default 3 for shades and 1 for square;
playouts H turns, default 1; a random legal move with chance P, default 0), its leaves by the trial weights (the
playout policy keeps the levels' own). It plays the arena's seat ``hard`` against ``normal``; the rest of the
command line goes to ``python -m sevens arena GAME`` (``--games``, ``--jobs``, ``--seed``, ``--decks``;
``--seats`` is ``hard,normal`` and ``--time-budget none`` unless given). Nothing here changes the shipped levels:
the script replaces ``hard`` in its own process only (and the arena's worker processes forked from it).
"""

from __future__ import annotations

import dataclasses
import importlib
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.ai.levels import Level  # noqa: E402
from sevens.cli.main import main  # noqa: E402

TUNABLE = {"shades": 3, "square": 1}
"""The games whose evaluation has weights to try, with the trial bot's default samples (their `normal`'s)."""


def modules(game: str) -> tuple[ModuleType, ModuleType]:
    """The game's ``evaluate`` and ``levels`` modules."""
    if game not in TUNABLE:
        raise SystemExit(f"no weights to try for {game!r}: the games are {', '.join(TUNABLE)}")
    return (importlib.import_module(f"sevens.games.{game}.evaluate"),
            importlib.import_module(f"sevens.games.{game}.levels"))


def trial_weights(evaluate: ModuleType, spec: str) -> Any:
    """The levels' weights (``evaluate.WEIGHTS``) with those named in ``spec`` (``name=value,...``; ``-``: none)
    replaced."""
    if spec == "-":
        return evaluate.WEIGHTS
    names = {f.name for f in dataclasses.fields(evaluate.Weights)}
    changes: dict[str, float] = {}
    for part in spec.split(","):
        name, _, value = part.partition("=")
        if name not in names:
            raise SystemExit(f"no weight {name!r}: the weights are {', '.join(sorted(names))}")
        try:
            changes[name] = float(value)
        except ValueError:
            raise SystemExit(f"weight {name!r} needs a number: {name}=VALUE\n\n{__doc__}") from None
    return dataclasses.replace(evaluate.WEIGHTS, **changes)


def take(args: list[str], flag: str, default: float) -> float:
    """The value of ``flag`` in ``args`` (removed from them), else ``default``."""
    if flag in args:
        i = args.index(flag)
        try:
            value = float(args[i + 1])
        except (IndexError, ValueError):
            raise SystemExit(f"{flag} needs a number\n\n{__doc__}") from None
        del args[i:i + 2]
        return value
    return default


def run(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0].startswith("--") or argv[1].startswith("--"):
        raise SystemExit(__doc__)
    game = argv[0]
    evaluate, levels = modules(game)
    weights = trial_weights(evaluate, argv[1])
    rest = argv[2:]
    samples = int(take(rest, "--samples", TUNABLE[game]))
    horizon = int(take(rest, "--horizon", 1))
    noise = take(rest, "--noise", 0.0)
    evaluate.STYLES["trial"] = weights
    levels.LEVELS["hard"] = Level("hard", samples, 0, 10_000, None, playouts=1, horizon=horizon, style="trial",
                                  noise=noise)
    print(f"hard = trial: {samples} samples, horizon {horizon}, noise {noise}, {weights}", flush=True)
    if "--seats" not in rest:
        rest += ["--seats", "hard,normal"]
    if "--time-budget" not in rest:
        rest += ["--time-budget", "none"]
    return main(["arena", game, *rest])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
