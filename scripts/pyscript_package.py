"""The Python package PyScript writes into the interpreter at every start (``pyscript/__init__.py`` and the rest),
read out of the vendored PyScript core, where it sits as a JavaScript object literal of strings: {path: source}.

The build compiles it into the start-up snapshot (``web/precompiled.py``, ``scripts/make_snapshot.mjs``), so a
page restored from the snapshot imports the package without compiling it (docs/browser.md, "PyScript's package
compiled at build time").
"""

from __future__ import annotations

import json
from pathlib import Path

ANCHOR = '".",{pyscript:{'
"""Where the literal starts in PyScript 0.7's core: the call that writes the package under the working directory."""


def _string(text: str, i: int) -> tuple[str, int]:
    """The double-quoted string literal at ``text[i]`` (JSON's escapes: the only ones the minified core uses here)
    and the index after it."""
    j = i + 1
    while text[j] != '"':
        j += 2 if text[j] == "\\" else 1
    return json.loads(text[i:j + 1]), j + 1


def _object(text: str, i: int, path: str, out: dict[str, str]) -> int:
    """Read the object literal at ``text[i]`` ("{"), adding each string value to ``out`` under ``path``/key; the
    index after it. Keys are identifiers or double-quoted strings; values strings or objects (folders)."""
    if text[i] != "{":
        raise ValueError(f"PyScript's package: an object expected at {i}")
    i += 1
    while text[i] != "}":
        if text[i] == '"':
            key, i = _string(text, i)
        else:
            j = i
            while text[j].isalnum() or text[j] in "_$":
                j += 1
            key, i = text[i:j], j
        if not key or text[i] != ":":
            raise ValueError(f"PyScript's package: a key expected at {i}")
        i += 1
        name = f"{path}/{key}" if path else key
        if text[i] == "{":
            i = _object(text, i, name, out)
        elif text[i] == '"':
            out[name], i = _string(text, i)
        else:
            raise ValueError(f"PyScript's package: a string or an object expected at {i}")
        if text[i] == ",":
            i += 1
    return i + 1


def sources(pyscript_dir: Path) -> dict[str, str]:
    """{path under the working directory: source} of PyScript's Python package, from the vendored core chunk."""
    found = [p for p in sorted(pyscript_dir.glob("core-*.js")) if ANCHOR in p.read_text(encoding="utf-8")]
    if len(found) != 1:
        raise ValueError(f"PyScript's package: {len(found)} core chunks in {pyscript_dir} write it (1 expected); "
                         "a new PyScript writes it differently: update scripts/pyscript_package.py")
    text = found[0].read_text(encoding="utf-8")
    out: dict[str, str] = {}
    _object(text, text.index(ANCHOR) + len('".",'), "", out)
    if "pyscript/__init__.py" not in out:
        raise ValueError("PyScript's package: no pyscript/__init__.py in the literal")
    return out
