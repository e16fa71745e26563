"""7 SHADES OF S:EVEN (シェイズオブセブン): the engine (README.md)."""
