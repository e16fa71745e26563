"""Modules compiled at build time whose source the page writes afresh at every start: PyScript's own ``pyscript``
package, written by PyScript into the interpreter's file system before the page's script and imported from there
— compiled from source on every load, a fifth of a second of a new tab (docs/browser.md, "PyScript's package
compiled at build time").

``install`` compiles the sources (at build time, in the start-up snapshot: ``scripts/make_snapshot.mjs``) and puts
a finder first on ``sys.meta_path``; the snapshot keeps both. On an import of one of those modules the finder
locates the file as Python would and, when its bytes are exactly the source compiled, hands Python the compiled
code instead of compiling it again; any other file (another PyScript, a changed source) is compiled as usual.
So a stale entry can cost time, never behaviour. Plain Python: nothing here needs the page.
"""

from __future__ import annotations

import _imp
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec, PathFinder, SourceFileLoader
from types import CodeType, ModuleType


class _KnownSourceLoader(SourceFileLoader):
    """Python's loader for a source file, answering with the code compiled at build time when the file holds
    exactly the source it was compiled from."""

    def __init__(self, fullname: str, path: str, source: bytes, code: CodeType) -> None:
        super().__init__(fullname, path)
        self.source = source
        self.code = code
        self.served = False
        """Whether the code compiled before was handed to Python."""

    def get_code(self, fullname: str) -> CodeType:
        if fullname == self.name and self.get_data(self.path) == self.source:
            # as Python does for a .pyc: tracebacks name the file imported
            _imp._fix_co_filename(self.code, self.path)  # type: ignore[attr-defined]
            self.served = True
            return self.code
        code = super().get_code(fullname)
        assert code is not None
        return code


class PrecompiledFinder(MetaPathFinder):
    """Finds the modules of ``known`` (dotted name -> (source bytes, code)) where Python's path finder would,
    with a loader that uses the compiled code for an unchanged source."""

    def __init__(self, known: dict[str, tuple[bytes, CodeType]]) -> None:
        self.known = known

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        entry = self.known.get(fullname)
        if entry is None:
            return None
        spec = PathFinder.find_spec(fullname, path, target)
        if spec is None or spec.origin is None or not isinstance(spec.loader, SourceFileLoader):
            return None  # not a source file (or not there): the other finders decide, as without this one
        spec.loader = _KnownSourceLoader(fullname, spec.origin, *entry)
        return spec


def dotted(path: str) -> str:
    """The module name of a source file by its path under a ``sys.path`` entry: "pkg/__init__.py" -> "pkg"."""
    return path.removesuffix(".py").replace("/", ".").removesuffix(".__init__")


def served(module: str) -> bool:
    """Whether the imported ``module`` ran the code compiled before (for the e2e tests)."""
    found = sys.modules.get(module)
    loader = getattr(getattr(found, "__spec__", None), "loader", None)
    return isinstance(loader, _KnownSourceLoader) and loader.served


def pyscript_served() -> bool:
    """Whether this interpreter's ``pyscript`` package (its top and ``pyscript.context``, which the page and the
    worker both import) ran the code compiled at build time (for the e2e selftest)."""
    return served("pyscript") and served("pyscript.context")


def install(sources: dict[str, str]) -> PrecompiledFinder:
    """Compile ``sources`` ({path under a sys.path entry: source}, written as UTF-8) and put the finder that
    serves them first on ``sys.meta_path``."""
    known: dict[str, tuple[bytes, CodeType]] = {}
    for path, text in sources.items():
        data = text.encode("utf-8")
        known[dotted(path)] = (data, compile(data, path, "exec", dont_inherit=True))
    finder = PrecompiledFinder(known)
    sys.meta_path.insert(0, finder)
    return finder
