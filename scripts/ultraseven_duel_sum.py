"""Sum ``scripts/ultraseven_duel.py`` files: games, alien wins and share with its 95 % Wilson interval, mean turns.

    python scripts/ultraseven_duel_sum.py FILE...
"""

from __future__ import annotations

import json
import sys

from sevens.cli.arena import wilson


def main(paths: list[str]) -> None:
    for path in paths:
        with open(path, encoding="utf-8") as f:
            games = [json.loads(line) for line in f if line.strip()]
        n = len(games)
        alien = sum(1 for g in games if g["winner"] == 1)
        lo, hi = wilson(alien, n) if n else (0.0, 0.0)
        turns = sum(g["turn"] for g in games) / max(1, n)
        print(f"{path}: {n} games, the alien won {alien} ({alien / max(1, n):.3f}, 95 % CI [{lo:.3f}, {hi:.3f}]), "
              f"{turns:.1f} turns on average")


if __name__ == "__main__":
    main(sys.argv[1:])
