"""セブンスクエア (Seven Square): the engine (README.md)."""
