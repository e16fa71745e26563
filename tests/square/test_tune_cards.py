"""``scripts/tune_cards.py``: card numbers tried in an arena without touching the shipped cards (README.md,
"Balance")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sevens.games.square.cards import CARDS, Mod

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import tune_cards  # noqa: E402


def test_changes_are_parsed_by_card_and_field() -> None:
    assert tune_cards.parse("-") == {}
    assert tune_cards.parse("ram.attack=4,foreman.health=10,siege-tower.att_mod==5,chariot.hp_mod=+3,"
                            "foreman.armour=2,aera-archer.shoot=1/2") == {
        "ram": {"attack": 4}, "foreman": {"health": 10, "armour": 2}, "siege-tower": {"att_mod": Mod("=", 5)},
        "chariot": {"hp_mod": Mod("+", 3)}, "aera-archer": {"shoot": (1, 2)}}


@pytest.mark.parametrize("spec, says", [
    ("ram.attack", "key.field=value"), ("ram=4", "key.field=value"), ("rum.attack=4", "no card 'rum'"),
    ("ram.name_ja=x", "no number 'name_ja'"), ("ram.attack=four", "needs a whole number"),
    ("chariot.hp_mod=3", "needs a whole number"), ("aera-archer.shoot=2", "needs a whole number"),
    ("ram.shoot=1/2", "ram has no shoot ability"),
])
def test_bad_changes_are_refused_with_what_is_wrong(spec: str, says: str) -> None:
    with pytest.raises(SystemExit) as e:
        tune_cards.parse(spec)
    assert says in str(e.value)


def test_the_change_reaches_the_engine_in_its_own_process_only() -> None:
    """In a fresh process the changed card is what the engine's profiles read; this process keeps the shipped
    card."""
    code = ("import sys; sys.path.insert(0, 'scripts'); import tune_cards; "
            "tune_cards.apply(tune_cards.parse('ram.attack=9,aera-archer.shoot=2/1')); "
            "from sevens.games.square.state import PROFILES; "
            "print('profile', PROFILES['ram'].atk, PROFILES['aera-archer'].shoots)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    shot = CARDS["aera-archer"].ability("shoot")
    assert shot is not None and (shot.n, shot.r) != (2, 1)
    assert (f"ram.attack: {CARDS['ram'].attack} -> 9" in out.stdout
            and f"aera-archer.shoot: {shot.n}/{shot.r} -> 2/1" in out.stdout)
    assert "profile 9 ((2, 1),)" in out.stdout
    assert CARDS["ram"].attack != 9


def test_a_short_arena_runs_with_the_changed_cards() -> None:
    out = subprocess.run([sys.executable, "scripts/tune_cards.py", "miner.health=4", "--seats", "random,random",
                          "--games", "2", "--decks", "aera,iron", "--seed", "3"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "miner.health: 3 -> 4" in out.stdout and "pairing aera-iron: 2 games" in out.stdout
