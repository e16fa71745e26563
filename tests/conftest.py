"""Unit-test set-up: the proof game (``tests/proofgame``, Dice Race) joins the registry for the tests only.

Registered here, before any test module is collected, it is checked by every suite parametrized over
``sevens.core.ids()`` (conformance, bots, CLI) while the page and the command line never list it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from sevens.core import registry

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # pytest's default import mode adds it too; said here so it never depends on that
    sys.path.insert(0, str(HERE))

PROOF_GAME = "dicerace"
registry.register(PROOF_GAME, "proofgame.game")
