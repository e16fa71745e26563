"""ウルトラセブン duels for tuning the bot and the cards: one JSON line a game (winner, turn, energy left, removed,
hand, capsules left, the table at the end).

    python scripts/ultraseven_duel.py SCENARIO FIRST_SEED GAMES TDF ALIEN

TDF and ALIEN: ``policy`` (the playout policy alone, on a determinization of the seat's view), or a level's
initial with a prior: ``n0.15`` is ``normal`` with ``Level.prior`` 0.15, ``h0`` ``hard`` with none, ``e0.1``
``easy``. Node budgets only (reproducible); game ``i`` is dealt from ``derive(i, "diag")`` and its bots seeded
``10 i + seat``, so two runs of the same seeds meet the same deals. ``scripts/ultraseven_duel_sum.py`` sums files.
"""
import json, sys, time, random, dataclasses
from sevens.core import get, chance
from sevens.core.game import CHANCE
from sevens.ai import make_bot
import sevens.ai.levels as AL
from sevens.core.rng import derive
from sevens.games.ultraseven import policy as pol
from sevens.games.ultraseven import levels as UL

def bot_for(spec, seed):
    if spec == "policy":
        return None
    base = {"n": "normal", "h": "hard", "e": "easy"}[spec[0]]
    name = f"{base}_{spec[1:]}"
    UL.LEVELS[name] = dataclasses.replace(UL.LEVELS[base], name=name, prior=float(spec[1:]))
    AL.LEVELS[name] = dataclasses.replace(AL.LEVELS[base], name=name)
    return make_bot(name, seed, None)

def main(scenario, first, n, tdf, alien):
    game = get("ultraseven")
    for i in range(first, first + n):
        t0 = time.time()
        s = game.new(derive(i, "diag").getrandbits(62), scenario=scenario)
        bots = [bot_for(sp, i * 10 + q) for q, sp in enumerate([tdf, alien])]
        while (p := game.to_move(s)) is not None:
            if p == CHANCE:
                m = chance.resolve(game, s)
            elif bots[p] is None:
                m = pol.choose(game.determinize(game.view(s, p), random.Random(i * 7919 + s.rolls)))
            else:
                m = bots[p].choose(game, game.view(s, p))
            s = game.apply(s, m)
        print(json.dumps({"i": i, "winner": s.winner, "turn": s.turn, "energy": s.energy,
                          "removed": len(s.removed), "hand": len(s.hand), "capsules": len(s.capsules), "handkeys": list(s.hand),
                          "table": [[q.key, q.chits, int(q.face_up)] for q in s.table], "secs": round(time.time() - t0)}), flush=True)

if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5])
