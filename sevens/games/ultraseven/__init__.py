"""ウルトラセブン「史上最大の侵略」 (Ultra Seven: "The Biggest Invasion in History"): the asymmetric card wargame of
the TDF against the aliens (README.md; rules: the seed's sections 1–21 and docs/rules/ultraseven.md).

Not registered yet (README.md, next steps): the data, the set-up, the rules of the turn, the views and the game
object exist; no bot of its own, CLI support or page. Modules:
``cards`` (the six recon areas, the 45 invasion cards, the 18 events and the ep-12 card, the 7 information cards,
the TDF's 7 members and 6 weapons, Ultra Seven's techniques and transformation table, the 11 capsule monsters, the
three scenarios, all as frozen data) and ``state`` (the immutable game state with its hidden parts, and ``setup``:
the start position of a scenario by the seed's set-up, R 3 and R 21); the turn (R 4–R 20) as decisions and chance
steps: ``moves`` (the ``Move``, ``legal``), ``rules`` (``apply``, ``settle``, ``chance_outcomes``), ``combat`` (the
numbers and damage), ``refusals`` (the rule an illegal move breaks) and ``notation`` (move texts); ``view``
(each seat's view and ``determinize``) and ``game`` (``GAME``, the platform's contract).
"""
