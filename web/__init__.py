"""The browser layer: PyScript modules that draw views of the engines into the page."""
