"""セブンスクエア in the page: its card in the hall (name and description from its ``GameInfo``; ``HALL`` adds
the deck builder's button), the deck builder as a screen of its own (``PAGES``, ``web.pages``: ``decks``),
and the player's saved decks offered beside the preconstructed ones in the set-up form (``setup_choices``)."""

from __future__ import annotations

from typing import Any, Callable

HALL = {"actions": (("decks", {"ja": "デッキ構築", "en": "Deck builder"}),)}


def _deck_builder(host: Any) -> Any:
    from .decks import DeckBuilder

    return DeckBuilder(host)


PAGES = {"decks": _deck_builder}


def setup_choices(get: Callable[[str], str | None], lang: str) -> dict[str, Any]:
    """The saved decks the engine accepts, as choices of both seats' deck options (``web.setup_form.More``)."""
    from sevens.core import registry

    from .deck_store import setup_choices as saved

    return saved(get, lang, registry.get("square").option_spec())
