"""The bot's worker: it computes moves off the page's main thread (PyScript worker, plain data in and out).

``choose(game_id, view_json, level, seed, budget)`` returns the move text the bot picks from that view (``budget``
"level": the level's seconds, spent whole — the bot samples and deepens until they are gone; "nodes": the
level's node budgets only, reproducible with the same seed — ``?bot_budget=nodes`` in the page's URL);
``level5_solution()`` returns the SEVEN Level 5 puzzle's solution as a JSON list of move texts (a search of
about a second, kept off the page's thread); ``runtime()`` tells how the worker's interpreter started (for
the e2e tests); ``choose_thought`` is ``choose`` answering JSON ``{"move": text, "samples": n, "nodes": n}``:
what the search did (``Thought``), for the page's benches.
"""

import json
import random
import sys

sys.path.insert(0, "./app")

from sevens.ai import make_bot  # noqa: E402
from sevens.core import get  # noqa: E402
from web.test_games import register_from  # noqa: E402

register_from("./app")  # a site built for the tests carries games registered for them only

last: dict[str, int] = {"samples": 0, "nodes": 0}
"""What the last ``choose`` searched."""


def choose(game_id: str, view_json: str, level: str, seed: int, budget: str = "level") -> str:
    game = get(game_id)
    view = json.loads(view_json)
    bot = make_bot(level, int(seed), None if budget == "nodes" else "level")
    move = bot.choose(game, view)
    last.update(samples=bot.last.samples, nodes=bot.last.nodes)
    state = game.determinize(view, random.Random(0))  # any state of this view: only its public part is read
    return game.format_move(state, move)


def choose_thought(game_id: str, view_json: str, level: str, seed: int, budget: str = "level") -> str:
    text = choose(game_id, view_json, level, seed, budget)
    return json.dumps({"move": text, **last})


def level5_solution() -> str:
    """The 14 placements of the Level 5 puzzle's solution, as move texts (JSON list)."""
    from sevens.games.tetrahex import notation, puzzles

    return json.dumps([notation.text(m) for m in puzzles.solve_level5()])


def runtime() -> str:
    """How this worker's interpreter started (JSON): Python's version, whether from the snapshot, and whether
    PyScript's package ran the code the build compiled (web/precompiled.py)."""
    from js import performance  # the worker's own timeline, where web/runtime.mjs records its start

    from web.precompiled import pyscript_served

    return json.dumps({"python": sys.version.split()[0],
                       "snapshot": performance.getEntriesByName("sevens:pyodide:snapshot").length == 1,
                       "precompiled": pyscript_served()})


__export__ = ["choose", "choose_thought", "level5_solution", "runtime"]
