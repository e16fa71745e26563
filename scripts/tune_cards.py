"""Try other numbers on セブンスクエア's cards in an arena (sevens/games/square/README.md, "Balance").

    python scripts/tune_cards.py CHANGES [arena options...]

CHANGES names the cards' numbers that differ from the shipped ones (``cards.CARDS``), ``key.field=value`` joined
by commas: ``ram.attack=4,foreman.health=10``; a mount's modifier takes its sign, ``siege-tower.att_mod==5`` or
``chariot.hp_mod=+3``; an ability's number is named by its kind, ``foreman.armour=2``, ``aera-archer.shoot=1/2``
(射撃 N/R); ``-`` for none (the shipped cards, a control). The fields are ``cards.NUMBERS`` and
``cards.TUNABLE_ABILITIES``, the form of ``cards.TUNING``. The rest of the command line goes to
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

MODS = ("att_mod", "hp_mod")


def _value(field: str, text: str) -> object:
    """A field's value in ``cards.TUNING``'s form; ValueError if ``text`` is not one."""
    if field in MODS:
        if text[:1] not in ("+", "-", "="):
            raise ValueError(text)
        return cards.Mod(text[0], int(text[1:]))
    if field == "shoot":
        n, slash, r = text.partition("/")
        if not slash:
            raise ValueError(text)
        return (int(n), int(r))
    return int(text)


def parse(spec: str) -> dict[str, dict[str, object]]:
    """``key.field=value,...`` → ``{key: {field: value}}`` (``cards.TUNING``'s form), checked against the cards:
    their fields, and the abilities they have."""
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
        if field not in cards.NUMBERS and field not in cards.TUNABLE_ABILITIES:
            raise SystemExit(f"no number {field!r}: the fields are "
                             f"{', '.join(cards.NUMBERS + cards.TUNABLE_ABILITIES)}")
        if field in cards.TUNABLE_ABILITIES and cards.CARDS[key].ability(field) is None:
            raise SystemExit(f"{key} has no {field} ability")
        try:
            out.setdefault(key, {})[field] = _value(field, value)
        except ValueError:
            raise SystemExit(f"{part!r}: {field} needs a whole number (a modifier: +N, -N or =N; "
                             "shoot: N/R)") from None
    return out


def apply(changes: dict[str, dict[str, object]]) -> None:
    """Replace the cards of ``changes`` in ``cards.CARDS`` (this process only) and say what changed."""
    for key, fields in changes.items():
        old = cards.CARDS[key]
        new = cards.tune(old, fields)
        cards.CARDS[key] = new
        for field in fields:
            print(f"{key}.{field}: {cards.tuned_text(old, field)} -> {cards.tuned_text(new, field)}", flush=True)


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
