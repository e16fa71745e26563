"""Try other numbers on セブンスクエア's cards in an arena (sevens/games/square/README.md, "Balance").

    python scripts/tune_cards.py CHANGES [arena options...]

CHANGES names the cards' numbers that differ from the shipped ones (``cards.CARDS``), ``key.field=value`` joined
by commas: ``ram.attack=4,foreman.health=10``; a mount's modifier takes its sign, ``siege-tower.att_mod==5`` or
``chariot.hp_mod=+3``; ``-`` for none (the shipped cards, a control). The fields are the whole numbers of
``cards.Card`` (cost, attack, health, move, load) and the two modifiers. The rest of the command line goes to
``python -m sevens arena square`` (``--seats`` is ``hard,hard`` and ``--time-budget none`` unless given; add
``--decks aera,iron`` for one pairing). Nothing here changes the shipped cards: the script replaces them in its
own process only (and the arena's worker processes forked from it), before the engine builds its card profiles.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sevens.games.square import cards  # noqa: E402  (before the engine: state.PROFILES reads cards.CARDS)

NUMBERS = ("cost", "attack", "health", "move", "load")
MODS = ("att_mod", "hp_mod")


def parse(spec: str) -> dict[str, dict[str, object]]:
    """``key.field=value,...`` → ``{key: {field: value}}``, checked against the cards and their fields."""
    if spec == "-":
        return {}
    out: dict[str, dict[str, object]] = {}
    for part in spec.split(","):
        lhs, eq, value = part.partition("=")
        key, dot, field = lhs.partition(".")
        if not (eq and dot):
            raise SystemExit(f"{part!r}: write key.field=value\n\n{__doc__}")
        if key not in cards.CARDS:
            raise SystemExit(f"no card {key!r}: the cards are {', '.join(cards.CARDS)}")
        try:
            if field in MODS:
                if value[:1] not in ("+", "-", "="):
                    raise ValueError
                out.setdefault(key, {})[field] = cards.Mod(value[0], int(value[1:]))
            elif field in NUMBERS:
                out.setdefault(key, {})[field] = int(value)
            else:
                raise SystemExit(f"no number {field!r}: the fields are {', '.join(NUMBERS + MODS)}")
        except ValueError:
            raise SystemExit(f"{part!r}: {field} needs a whole number (a modifier: +N, -N or =N)") from None
    return out


def apply(changes: dict[str, dict[str, object]]) -> None:
    """Replace the cards of ``changes`` in ``cards.CARDS`` (this process only) and say what changed."""
    for key, fields in changes.items():
        old = cards.CARDS[key]
        cards.CARDS[key] = dataclasses.replace(old, **fields)  # type: ignore[arg-type]
        for field, value in fields.items():
            print(f"{key}.{field}: {getattr(old, field)} -> {value}", flush=True)


def run(argv: list[str]) -> int:
    if not argv or argv[0].startswith("--"):
        raise SystemExit(__doc__)
    apply(parse(argv[0]))
    from sevens.cli.main import main  # after the change: the engine's tables are built from cards.CARDS
    rest = argv[1:]
    if "--seats" not in rest:
        rest += ["--seats", "hard,hard"]
    if "--time-budget" not in rest:
        rest += ["--time-budget", "none"]
    return main(["arena", "square", *rest])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
