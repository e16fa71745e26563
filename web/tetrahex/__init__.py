"""The SEVEN (tetrahex) table and puzzles in the page."""
