"""The page's storage: localStorage keyed by the app's path, failures reported, refused saves set aside.

Pure Python over a backend of three calls (``getItem``, ``setItem``, ``removeItem``: ``window.localStorage``
in the page, a dict in the tests); any of them may raise (storage full, disabled, or denied), and this
module turns every failure into a result, never an exception.

**Keys.** On GitHub Pages every project of one user shares one origin and so one localStorage: other pages
there can read and write any key. So each key is the app's own name followed by ``@`` and the directory the
page is served from (``sevens.shichinarabe.save@/sevens/``): two apps of one origin never collide, and
nothing this app writes is mistaken for another's. A key written by an older page of this app without the
suffix (``sevens.shichinarabe.save``) is adopted once, when the keyed one is absent: moved under the new
key and then read like any other. Whatever is read back is untrusted (another page could have written it)
and is parsed as such by the callers (``sevens.core.record.loads``: size and depth first).

**Failures.** ``set`` returns False when the browser refused to store (quota, private mode, disabled
storage) and remembers why (``error``), so the table can tell the player at once that the game is not
saved and offer the export.

**Set aside.** A save that cannot be loaded is never left to block the page or silently overwritten: it is
moved to ``<key>.refused`` (the newest refused save of each key is kept), so the page comes up free and the
text can still be exported or reported.
"""

from __future__ import annotations

from typing import Callable

REFUSED = ".refused"
"""What a refused save's key gets appended (before the ``@`` of the path)."""


def site_dir(pathname: str) -> str:
    """The directory of a page's path (``/sevens/index.html`` → ``/sevens/``; ``/`` → ``/``)."""
    if not pathname.startswith("/"):
        pathname = "/" + pathname
    return pathname[: pathname.rfind("/") + 1]


class Storage:
    """One app's keys in a shared localStorage (see the module's docstring)."""

    def __init__(self, get_item: Callable[[str], object], set_item: Callable[[str, str], None],
                 remove_item: Callable[[str], None], directory: str) -> None:
        self._get = get_item
        self._set = set_item
        self._remove = remove_item
        self.directory = directory
        self.error: str | None = None
        """Why the last write failed (None after a write that worked)."""

    def key(self, logical: str) -> str:
        """The key ``logical`` is stored under: ``logical@directory``."""
        return f"{logical}@{self.directory}"

    def _read(self, key: str) -> str | None:
        try:
            value = self._get(key)
        except Exception:  # storage disabled or denied: as if nothing was stored
            return None
        return value if isinstance(value, str) else None

    def get(self, logical: str) -> str | None:
        """The text stored under ``logical`` (a legacy key without the path is adopted), or None."""
        value = self._read(self.key(logical))
        if value is not None:
            return value
        legacy = self._read(logical)
        if legacy is not None and self.set(logical, legacy):
            self._drop(logical)
        return legacy

    def set(self, logical: str, value: str) -> bool:
        """Store ``value``; False (and ``error`` says why) if the browser refused."""
        try:
            self._set(self.key(logical), value)
        except Exception as e:  # QuotaExceededError, SecurityError, ...
            self.error = f"{type(e).__name__}: {str(e)[:120]}"
            return False
        self.error = None
        return True

    def _drop(self, key: str) -> None:
        try:
            self._remove(key)
        except Exception:
            pass

    def remove(self, logical: str) -> None:
        self._drop(self.key(logical))

    def set_aside(self, logical: str) -> bool:
        """Move the text under ``logical`` to ``logical + REFUSED``; True if the main key is now free."""
        value = self.get(logical)
        if value is None:
            return True
        if not self.set(logical + REFUSED, value):
            return False
        self.remove(logical)
        return self._read(self.key(logical)) is None
