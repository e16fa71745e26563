"""The terminal interface: ``python -m sevens play | arena | bench``."""
