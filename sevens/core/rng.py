"""Seeded randomness.

Every random choice of an engine comes from a ``random.Random`` derived from the game's seed (kept in
the state) and a label naming its purpose, never from the global ``random``. String seeding hashes
with SHA-512, so the same seed gives the same shuffle in CPython and in Pyodide.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

MAX_SEED = 2**63 - 1


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number from 0 to ``MAX_SEED`` (not a bool, not 1.0), else ``BadOption``."""
    from .errors import BadOption

    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise BadOption("seed", f"the seed must be a whole number from 0 to {MAX_SEED}",
                        f"シードは 0〜{MAX_SEED} の整数です")
    return seed


def derive(seed: int, *labels: object) -> random.Random:
    """A generator for ``seed`` and a purpose, e.g. ``derive(seed, "deal", round_no)``."""
    key = "/".join([str(seed), *(str(x) for x in labels)])
    return random.Random(key)


def digest(data: Any) -> str:
    """A stable hex digest of JSON-ready data (used to seed the bot from what it sees)."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()
