"""One package per game; each defines ``GAME`` in its ``game`` module."""
