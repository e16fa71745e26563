"""The bot levels of セブンスクエア (README.md, "The bot"; figures in docs/square.md).

Each level samples the hidden cards from its view (``determinize``: the opponent's hand from its deck list minus
what is public, both decks' order) and values every legal decision by the policy's playout from the position
after it to the end of the turn (``policy.py``: the turn's other deployments, actions, rides and battles, so a
shot is worth the attack it makes possible), read by the evaluation (``evaluate.py``). ``hard`` also plays the
opponent's reply and its own next turn (the ``plan`` style: ``policy.with_plan``). ``max_depth`` 0: no full-width
search (a turn is too wide for one); the node budget only bounds the samples, the seconds cap them in the page.
"""

from __future__ import annotations

from ...ai.levels import Level

LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 1, 0, 10_000, 0.15, playouts=1, horizon=1, noise=0.3),
    # one sample: within a turn the hidden cards matter little (a 補填 draw, the opponent's hand size)
    "normal": Level("normal", 1, 0, 10_000, 0.25, playouts=1, horizon=1),
    # the opponent's reply and hard's own follow-up turn, played by the policy (README.md, "The bot": 0.792
    # against normal in a trial where the reply alone scored 0.545; docs/square.md)
    # 2.7 s budgeted a whole turn (issue 17: ≤ 3 s; the page measured up to 2.87 s, docs/square.md): its
    # decisions after the sixth get what is left
    "hard": Level("hard", 1, 0, 10_000, 0.45, style="plan", playouts=1, horizon=1, turn_seconds=2.7),
}
