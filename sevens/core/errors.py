"""Errors a person can understand.

Every error carries an English message (``str(err)``) and a Japanese one (``err.ja``) so that the
terminal and the page can show it in the player's language. ``IllegalMove.rule`` names the rule that
the move breaks; ``BadOption.option`` and ``BadRecord.field`` name what was wrong.
"""

from __future__ import annotations


class SevensError(Exception):
    """Base of every error the package raises on purpose."""

    def __init__(self, en: str, ja: str | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.ja = ja if ja is not None else en

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "ja")."""
        return self.ja if lang == "ja" else self.en


class IllegalMove(SevensError):
    """A move that the rules forbid; ``rule`` is a short id of the rule it breaks."""

    def __init__(self, rule: str, en: str, ja: str | None = None) -> None:
        super().__init__(en, ja)
        self.rule = rule


class BadOption(SevensError, ValueError):
    """An option that does not exist or has a value outside its allowed set."""

    def __init__(self, option: str, en: str, ja: str | None = None) -> None:
        super().__init__(en, ja)
        self.option = option


class BadRecord(SevensError, ValueError):
    """A record (save, import, replay) that is corrupt or hostile; ``field`` names the bad part."""

    def __init__(self, field: str, en: str, ja: str | None = None) -> None:
        super().__init__(f"{field}: {en}", f"{field}: {ja if ja is not None else en}")
        self.field = field


class UnknownGame(SevensError, KeyError):
    """A game id that is not registered."""

    def __str__(self) -> str:  # KeyError would add quotes
        return self.en
