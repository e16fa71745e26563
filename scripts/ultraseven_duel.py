"""ウルトラセブン duels for tuning the bot and the cards: one JSON line a game (winner, turn, energy left, removed,
hand, capsules left, the table at the end).

    python scripts/ultraseven_duel.py SCENARIO FIRST_SEED GAMES TDF ALIEN

TDF and ALIEN: ``policy`` (the playout policy alone, on a determinization of the seat's view; ``policy-full`` in
``hard``'s style, ``policy.FULL``), or a level's
initial with a prior: ``n0.15`` is ``normal`` with ``Level.prior`` 0.15, ``h0`` ``hard`` with none, ``e0.1``
``easy``; more of the level's fields may follow, ``h0.15,playouts=4,samples=16``. Node budgets only (reproducible);
game ``i`` is dealt from ``derive(i, "diag")`` and its bots seeded
``10 i + seat``, so two runs of the same seeds meet the same deals. ``scripts/ultraseven_duel_sum.py`` sums files.
(Not ``sevens arena``: its seats are level names, with neither the bare policy nor another prior.)
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
import time

from sevens.ai import levels as ai_levels
from sevens.ai.bot import Bot, make_bot
from sevens.core import chance
from sevens.core.game import CHANCE
from sevens.core.rng import derive
from sevens.games.ultraseven import levels, policy
from sevens.games.ultraseven.game import GAME
from sevens.games.ultraseven.moves import Move

BASES = {"n": "normal", "h": "hard", "e": "easy"}
POLICIES = {"policy": policy.PLAIN, "policy-full": policy.FULL}


def bot_for(spec: str, seed: int) -> Bot | None:
    """The bot of ``spec`` (None for a bare policy): its level registered under a name of its own in both tables."""
    if spec in POLICIES:
        return None
    head, *fields = spec.split(",")
    base = BASES[head[0]]
    name = f"{base}_{spec[1:]}"
    changes: dict[str, float | int] = {"prior": float(head[1:])}
    for f in fields:
        key, value = f.split("=")
        changes[key] = float(value) if "." in value else int(value)
    levels.LEVELS[name] = dataclasses.replace(levels.LEVELS[base], name=name, **changes)  # type: ignore[arg-type]
    ai_levels.LEVELS[name] = dataclasses.replace(ai_levels.LEVELS[base], name=name)
    return make_bot(name, seed, None)


def main(scenario: str, first: int, n: int, tdf: str, alien: str) -> None:
    for i in range(first, first + n):
        t0 = time.time()
        s = GAME.new(derive(i, "diag").getrandbits(62), scenario=scenario)
        specs = (tdf, alien)
        bots = [bot_for(spec, i * 10 + q) for q, spec in enumerate(specs)]
        while (p := GAME.to_move(s)) is not None:
            m: Move
            if p == CHANCE:
                m = chance.resolve(GAME, s)
            elif (bot := bots[p]) is None:
                m = policy.choose(GAME.determinize(GAME.view(s, p), random.Random(i * 7919 + s.rolls)),
                                  POLICIES[specs[p]])
            else:
                m = bot.choose(GAME, GAME.view(s, p))
            s = GAME.apply(s, m)
        print(json.dumps({"i": i, "winner": s.winner, "turn": s.turn, "energy": s.energy,
                          "removed": len(s.removed), "hand": len(s.hand), "capsules": len(s.capsules),
                          "handkeys": list(s.hand), "table": [[q.key, q.chits, int(q.face_up)] for q in s.table],
                          "secs": round(time.time() - t0)}), flush=True)


if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5])
