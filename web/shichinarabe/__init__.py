"""The 七並べ table in the page: set-up form, table drawing, the session that plays it."""
