"""Dice Race, the platform's proof game (README.md): registered only for the tests, never in the catalogue.

It needs nothing but the standard library and ``sevens.core``, so the page's tests can load it too.
"""
