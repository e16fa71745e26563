"""The numbered alternatives of a card's choice (``opt n``) in words, one list for the log and the page's buttons:
the two lists disagreed (吊り橋's choice logged as "option 2"; 強欲なパレット's discard a bare "Option 1" button)."""

from __future__ import annotations

import pytest

from sevens.games.shades import notation
from sevens.games.shades.state import Move
from web.shades.text import option_label, tx

PROMPTS = {"bridge.arrival": 2, "rain.hand": 2, "fragment.hand": 2, "palette.hand.give": 1}
"""Every prompt whose Ask offers ``opt`` moves (sevens/games/shades/effects), with how many."""


@pytest.mark.parametrize("prompt, count", PROMPTS.items())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_numbered_choice_has_words_in_the_log_and_on_its_button(prompt: str, count: int, lang: str) -> None:
    for n in range(1, count + 1):
        said = notation.describe(0, Move("opt", n - 1), lang, prompt=prompt)
        assert "option" not in said and "番を選ぶ" not in said, said
        button = option_label(prompt, n, lang)
        assert button != tx("opt", lang, n=n), button
        assert notation.OPTIONS[prompt][n - 1][1 if lang == "ja" else 0].removeprefix("to ").lower() == button.lower()


def test_the_buttons_read_as_commands() -> None:
    assert option_label("palette.hand.give", 1, "en") == "Discard 3 cards"
    assert option_label("bridge.arrival", 2, "en") == "Go back to the square it came from"
    assert notation.describe(2, Move("opt", 1), "en", prompt="bridge.arrival") == \
        "P3 chooses to go back to the square it came from"


def test_an_unnamed_prompt_keeps_its_number() -> None:
    assert option_label("no.such", 2, "en") == "Option 2"


def test_a_choice_for_a_card_s_effect_names_the_card_in_the_log() -> None:
    """QA 2026-12-04: the log read "P2 chooses P2" after いろ落ちガエル's arrival, which said nothing of what was
    chosen; a square, a player or a card chosen for an effect now names the card, and the turn's own
    decisions read as before."""
    assert notation.describe(1, Move("player", 1), "en", prompt="frog.arrival") == "P2 chooses P2 for Color-Fading Frog"
    assert notation.describe(1, Move("player", 1), "ja", prompt="frog.arrival") == "P2 は P2 を選ぶ（いろ落ちガエル）"
    assert notation.describe(0, Move("sq", 0), "en", prompt="dash.arrival").endswith(" for Dash")
    assert notation.describe(0, Move("card", 0), "en", prompt="palette.hand.give", secret=True) == \
        "P1 chooses a card for Greedy Palette"
    assert notation.describe(0, Move("move", 0), "en", prompt="move") == "P1 moves to a7"
    assert " for " not in notation.describe(0, Move("sq", 0), "en", prompt="place")
