"""The Japanese font the page ships (issue 15, item 11): Noto Sans JP (SIL Open Font License 1.1), cut down to
exactly the characters the app shows, so Japanese is drawn where the system has no Japanese font.

The full font comes from the npm registry at set-up (``@expo-google-fonts/noto-sans-jp`` in package.json's
devDependencies, installed by ``npm ci``: one static TTF per weight, 5.5 MB each). ``scripts/build_site.py``
calls ``write_fonts`` to subset the regular and bold weights with fontTools (``requirements-site.txt``) into
``web/fonts/sevens-jp-400.woff2`` and ``-700.woff2`` of the site, and ``web/style.css`` declares them with
``unicode-range`` (a page that shows no Japanese downloads nothing). The characters are every character in
those ranges found in a string literal of ``sevens/`` and ``web/`` (the i18n, text, rules and messages
modules) or in ``index.html`` and the manifest: the app's texts, not its comments. A subset is cached under
``node_modules/.cache/sevens-fonts/`` by the digest of its characters and its source, so a build whose texts
did not change does not subset again (fontTools takes several seconds a weight).

Usage: python scripts/font_subset.py [OUT_DIR]   (prints the characters' count and the files' sizes)
"""

from __future__ import annotations

import hashlib
import io
import shutil
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules" / "@expo-google-fonts" / "noto-sans-jp"
WEIGHTS = {400: "400Regular/NotoSansJP_400Regular.ttf", 700: "700Bold/NotoSansJP_700Bold.ttf"}
"""The weights the page uses (normal text; headings, buttons of the bar and ``<strong>``), by CSS weight."""
RANGES = ((0x3000, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
"""CJK punctuation, kana, ideographs (extension A, unified, compatibility), full-width forms: the
``unicode-range`` of the ``@font-face`` rules in web/style.css (keep the two alike; tests/test_site.py)."""
PACKAGES = ("sevens", "web")
PAGES = ("index.html", "web/manifest.webmanifest")
CACHE = ROOT / "node_modules" / ".cache" / "sevens-fonts"
STRING_TOKENS = {tokenize.STRING} | {getattr(tokenize, n) for n in ("FSTRING_MIDDLE", "TSTRING_MIDDLE")
                                      if hasattr(tokenize, n)}


def in_ranges(ch: str) -> bool:
    return any(lo <= ord(ch) <= hi for lo, hi in RANGES)


def literal_text(source: str) -> str:
    """Every string literal of a Python module (f-strings' text parts included), comments left out. A module
    that does not tokenize (a syntax this Python does not know) counts whole: a few characters too many
    rather than one missing."""
    out: list[str] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type in STRING_TOKENS:
                out.append(tok.string)
    except (tokenize.TokenError, SyntaxError):
        return source
    return "".join(out)


def characters(root: Path = ROOT, extra: tuple[str, ...] = ()) -> str:
    """The characters of the font's ranges that the app can show, sorted: from the string literals of every
    module of ``sevens/`` and ``web/`` (and of the ``extra`` packages: the test games of the e2e site), and
    from the page and the manifest."""
    found: set[str] = set()
    for pkg in (*PACKAGES, *extra):
        for path in sorted((root / pkg).rglob("*.py")):
            if "__pycache__" not in path.parts:
                found.update(ch for ch in literal_text(path.read_text(encoding="utf-8")) if in_ranges(ch))
    for page in PAGES:
        found.update(ch for ch in (root / page).read_text(encoding="utf-8") if in_ranges(ch))
    return "".join(sorted(found))


def subset(source: Path, chars: str, out: Path) -> None:
    """``source`` cut down to ``chars`` (and what shaping them needs), as WOFF2, hinting dropped."""
    try:
        from fontTools import subset as ft_subset
    except ImportError:
        sys.exit("fontTools is needed to build the site's Japanese font: pip install -r requirements-site.txt")
    options = ft_subset.Options()
    options.flavor = "woff2"
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ["*"]  # keep the copyright and the licence's names (OFL 1.1 asks for them)
    options.name_languages = ["*"]
    options.layout_features = ["*"]
    font = ft_subset.load_font(str(source), options)
    sub = ft_subset.Subsetter(options)
    sub.populate(text=chars)
    sub.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    ft_subset.save_font(font, str(out), options)


def write_fonts(out_dir: Path, root: Path = ROOT, extra: tuple[str, ...] = ()) -> dict[str, int]:
    """Each weight's subset into ``out_dir`` (``sevens-jp-<weight>.woff2``) and the font's licence beside
    them; returns each file's size in bytes. Refuses clearly when the npm package is not installed."""
    if not SOURCE.exists():
        sys.exit(f"{SOURCE} is missing: run `bash scripts/setup_web.sh` (npm ci installs the font)")
    chars = characters(root, extra)
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, int] = {}
    for weight, rel in WEIGHTS.items():
        source = SOURCE / rel
        key = hashlib.sha256(chars.encode() + b"\0" + rel.encode() + b"\0" +
                             str(source.stat().st_size).encode()).hexdigest()[:20]
        cached = CACHE / f"{key}.woff2"
        if not cached.exists():
            tmp = cached.with_suffix(".tmp")
            subset(source, chars, tmp)
            tmp.replace(cached)
        target = out_dir / f"sevens-jp-{weight}.woff2"
        shutil.copyfile(cached, target)
        sizes[target.name] = target.stat().st_size
    shutil.copyfile(SOURCE / "LICENSE_FONT", out_dir / "LICENSE-NotoSansJP.txt")
    return sizes


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site" / "web" / "fonts"
    chars = characters()
    sizes = write_fonts(out)
    print(f"{len(chars)} characters; " + ", ".join(f"{k}: {v:,} bytes" for k, v in sizes.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
