"""Fixed positions of ウルトラセブン for the rules tests: a set-up state changed by hand (``evolve``), and short
ways to play moves by their text, dice included (a chance step's outcome is a legal move, so a test picks it)."""

from __future__ import annotations

from typing import Any

import pytest

from sevens.core.errors import IllegalMove
from sevens.games.ultraseven import notation, rules
from sevens.games.ultraseven.cards import INVASIONS
from sevens.games.ultraseven.moves import legal
from sevens.games.ultraseven.state import Deployed, Placed, State, Turn, evolve, setup


def start(scenario: str = "full", seed: int = 1, **changes: Any) -> State:
    """The set-up of ``seed`` with ``changes`` (no settle: the position is taken as given)."""
    return evolve(setup(seed, scenario), **changes)


def card(key: str, order: int = 0, **kw: Any) -> Placed:
    """A table card ``key`` in its own area."""
    return Placed(key, INVASIONS[key].area, order, 1, **kw)


def deployed(*pairs: str) -> tuple[Deployed, ...]:
    """``deployed("soga@city", "dan@city")``."""
    return tuple(Deployed(*p.split("@")) for p in pairs)


def texts(s: State) -> list[str]:
    return [notation.text(m) for m in legal(s)]


def play(s: State, *moves: str) -> State:
    """``s`` after the moves named by their texts, each one legal."""
    for t in moves:
        s = rules.apply(s, notation.parse(t))
    return s


def refused(s: State, move: str) -> str:
    """The rule ``move`` breaks in ``s`` (it must be refused)."""
    with pytest.raises(IllegalMove) as e:
        rules.apply(s, notation.parse(move))
    return e.value.rule


def combat(area: str, table: tuple[Placed, ...], members: tuple[Deployed, ...],
           weapons: tuple[Deployed, ...] = (), scenario: str = "full", **changes: Any) -> State:
    """A position at the start of the combat phase, settled (a single area's fight begins at once)."""
    s = start(scenario, phase="combat", table=table, members=members, weapons=weapons, t=Turn(), placed=len(table),
              **changes)
    return rules.settle(s)
