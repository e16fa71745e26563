"""The app's icons (the web app manifest's PNGs), drawn here in pure Python so the repository holds no binary.

A seven in white on the page's dark colour: a bar and a stroke, each pixel tested against the two shapes
(supersampled 3×3 for smooth edges), written as an RGBA PNG with ``zlib``.

Usage (``scripts/build_site.py`` calls ``write_icons``): python scripts/icons.py OUT_DIR
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

SIZES = (192, 512)
BACKGROUND = (0x1D, 0x1D, 0x1F)
INK = (0xFA, 0xF8, 0xF3)
ACCENT = (0xB3, 0x26, 0x1E)


def _in_seven(x: float, y: float) -> bool:
    """Whether the point (x, y) of the unit square is inside the drawn seven."""
    if 0.27 <= x <= 0.73 and 0.22 <= y <= 0.33:  # the bar
        return True
    # the stroke: from the bar's right end down to the foot, 0.12 wide
    ax, ay, bx, by = 0.665, 0.28, 0.43, 0.80
    dx, dy = bx - ax, by - ay
    t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)
    if not 0.0 <= t <= 1.0:
        return False
    px, py = ax + t * dx, ay + t * dy
    return math.hypot(x - px, y - py) <= 0.06


def _in_corner(x: float, y: float) -> bool:
    """A small accent dot at the lower right (the red of the page's notices)."""
    return math.hypot(x - 0.74, y - 0.74) <= 0.06


def pixels(size: int) -> bytes:
    """Raw RGBA rows (each with PNG's filter byte 0)."""
    rows = bytearray()
    sub = (1 / 6, 1 / 2, 5 / 6)
    for j in range(size):
        rows.append(0)
        for i in range(size):
            ink = dot = 0
            for sy in sub:
                for sx in sub:
                    x, y = (i + sx) / size, (j + sy) / size
                    if _in_seven(x, y):
                        ink += 1
                    elif _in_corner(x, y):
                        dot += 1
            a, b = ink / 9, dot / 9
            rows.extend(round(BACKGROUND[k] * (1 - a - b) + INK[k] * a + ACCENT[k] * b) for k in range(3))
            rows.append(255)
    return bytes(rows)


def png(size: int) -> bytes:
    """A ``size``×``size`` PNG of the icon."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels(size), 9))
            + chunk(b"IEND", b""))


def write_icons(out: Path) -> list[str]:
    """Write ``icon-<size>.png`` for every size into ``out``; their names."""
    names = []
    for size in SIZES:
        name = f"icon-{size}.png"
        (out / name).write_bytes(png(size))
        names.append(name)
    return names


if __name__ == "__main__":
    print(write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
