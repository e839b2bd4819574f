"""Draw the app icons (PNG 192/512, maskable 512, favicon.ico) with the standard library only.

The picture: a sand-coloured island under a dusk sky on a deep sea, with a light wave line.
Run once after changing the design; the outputs are committed.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "static" / "icons"

SEA = (15, 47, 58)
SKY = (22, 74, 87)
FOAM = (159, 211, 214)
SAND = (233, 220, 192)
SUN = (240, 179, 90)


def pixel(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """Colour at (x, y) in unit coordinates (0..1, y down)."""
    cx, cy = x - 0.5, y - 0.5
    radius = math.hypot(cx, cy)
    if not maskable and radius > 0.48:
        return (0, 0, 0, 0)
    scale = 0.8 if maskable else 1.0  # keep the drawing inside the maskable safe zone
    u, v = 0.5 + cx / scale, 0.5 + cy / scale
    wave = 0.62 + 0.025 * math.sin(u * math.tau * 2.0)
    if abs(v - wave) < 0.022:
        return (*FOAM, 255)
    if v > wave:
        return (*SEA, 255)
    if math.hypot(u - 0.68, v - 0.34) < 0.08:
        return (*SUN, 255)
    # island: a triangle resting on the wave
    if 0.36 < v < wave and abs(u - 0.42) < (v - 0.36) * 0.9:
        return (*SAND, 255)
    return (*SKY, 255)


def png(size: int, maskable: bool = False) -> bytes:
    rows = bytearray()
    for j in range(size):
        rows.append(0)
        for i in range(size):
            rows.extend(pixel((i + 0.5) / size, (j + 0.5) / size, maskable))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )


def ico(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico file holding PNG images (supported by every current browser)."""
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for size, data in images:
        out += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(data for _, data in images)


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon-192.png").write_bytes(png(192))
    (ICONS / "icon-512.png").write_bytes(png(512))
    (ICONS / "icon-maskable-512.png").write_bytes(png(512, maskable=True))
    (ROOT / "favicon.ico").write_bytes(ico([(32, png(32)), (16, png(16))]))
    print("icons written")


if __name__ == "__main__":
    main()
