"""Tests of ウルトラセブン (sevens.games.ultraseven). A package, so that its test_cards.py does not clash with
tests/square/test_cards.py under pytest's default import mode (the same basename in two rootless directories)."""
