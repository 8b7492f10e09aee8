"""Draws the Plataforma mark (a white "P" of blocks on teal, stacked like containers) as PNGs.

Run once when the mark changes: python3 scripts/make-icons.py. Pure standard library, so it runs
on any machine with Python 3; the PNGs are committed.
"""
import struct
import zlib
from pathlib import Path

TEAL = (13, 110, 117)
WHITE = (255, 255, 255)
# The "P" on a 7x9 grid of blocks, each block a container seen from the end.
GLYPH = [
    "######.",
    "#######",
    "##...##",
    "##...##",
    "#######",
    "######.",
    "##.....",
    "##.....",
    "##.....",
]


def render(size: int, maskable: bool) -> bytes:
    margin = size * (0.22 if maskable else 0.18)
    cell = (size - 2 * margin) / 9
    left = (size - 7 * cell) / 2
    radius = 0 if maskable else size * 0.18
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            # rounded-square background (full square when maskable: the OS draws the mask)
            dx = max(radius - x, 0, x - (size - 1 - radius))
            dy = max(radius - y, 0, y - (size - 1 - radius))
            inside = radius == 0 or dx * dx + dy * dy <= radius * radius
            color, alpha = TEAL, 255 if inside else 0
            gx, gy = (x - left) / cell, (y - margin) / cell
            if 0 <= gx < 7 and 0 <= gy < 9 and GLYPH[int(gy)][int(gx)] == "#":
                # a thin teal seam between blocks makes them read as stacked containers
                if (gx % 1) > 0.08 and (gy % 1) > 0.08:
                    color = WHITE
            row += bytes(color) + bytes([alpha])
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


root = Path(__file__).resolve().parent.parent
targets = {
    root / "resources" / "icon.png": (512, False),
    root / "src" / "renderer" / "public" / "icons" / "icon-192.png": (192, False),
    root / "src" / "renderer" / "public" / "icons" / "icon-512.png": (512, False),
    root / "src" / "renderer" / "public" / "icons" / "maskable-512.png": (512, True),
    root / "src" / "renderer" / "public" / "icons" / "apple-touch-icon.png": (180, True),
}
for path, (size, maskable) in targets.items():
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render(size, maskable))
    print(path.relative_to(root), size)
