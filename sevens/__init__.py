"""Sevens: five tabletop games that share the number seven.

Pure Python (stdlib only, no DOM, no threads, no file I/O in the engines) so the same code runs in
CPython and in Pyodide. See ``sevens.core`` for the game contract and ``sevens.ai`` for the bot.
"""

__version__ = "0.1.0"
