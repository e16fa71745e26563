"""The bot levels of ウルトラセブン (README.md, "The bot").

Each level samples the hidden cards from its view (``determinize``: for the TDF the face-down cards' identities
and areas under E 18's evidence, the alien's hand and the deck; for the alien the deck) and values every legal
decision by the policy's playout from the position after it (``policy.py``) to the end of the game turn, read
by the evaluation (``evaluate.py``). ``max_depth`` 0: no full-width
search (a turn is up to ~50 decisions with dice between them); the node budget bounds the samples (a playout
counts 8 nodes, so a decision of k moves costs about 9k nodes a sample), the seconds cap them in the page
(``time_budget``; ``turn_seconds`` caps a whole turn of many decisions, ``TurnClock``). ``hard`` differs from
``normal`` by samples, nodes and its policy (``policy.FULL``: the alien heals before it adds chits, the TDF
re-deploys an idle group, README "The alien of `hard`", "The TDF of `hard`"; ``easy`` and ``normal`` play
``policy.PLAIN``, §F's prototype), not by its horizon: playouts over two game turns made its alien put off every
placement to "next turn" (a horizon effect: README "The stall"), a stall E 7 forbids. Every level but ``random``
adds ``PRIOR`` to the policy's own move (``Level.prior``): the search leaves the policy only where its values say
clearly better.
"""

from __future__ import annotations

from ...ai.levels import Level
from .policy import FULL, PLAIN

PRIOR = 0.15
"""The policy move's bonus in every sample (``Level.prior``, README "The prior"): without it the search, four
one-playout samples read by the static evaluation at the turn's end, played worse than its own policy on both
sides (2クール, 20–40 games against the policy: the TDF let the alien win 0.93 against the policy's 0.675; the alien
won 0.40 against the policy's 0.675); with 0.05–0.3 both sides play about as well as the policy or better."""

LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0, 0, None),
    "easy": Level("easy", 1, 0, 2_000, 0.15, style=PLAIN, playouts=1, horizon=1, noise=0.3, prior=PRIOR),
    # several samples: the TDF's face-down cards are guessed (E 18), and each sample's dice differ
    "normal": Level("normal", 4, 0, 4_000, 0.3, style=PLAIN, playouts=1, horizon=1, prior=PRIOR),
    # a TDF turn is 12 decisions (median; 15 at p90, 17 at most), the alien's 4 (6, 8): 0.6 s each, 9 s a turn
    # its own policy (``FULL``: the alien heals first, the TDF re-deploys), in its playouts and its prior
    "hard": Level("hard", 8, 0, 16_000, 0.6, style=FULL, playouts=1, horizon=1, turn_seconds=9.0, prior=PRIOR),
}
