"""A fast PNG writer for crops: numpy "Up" filter + zlib, about three times faster than pillow.

Pillow picks a filter per row by trying all five PNG filters (adaptive filtering), which costs
most of the time of saving a 504 × 704 crop. Photographs and scans compress nearly as well with
the single "Up" filter (each row minus the row above), which numpy computes in one pass. The
file is a standard 8-bit RGB PNG; pixels round-trip exactly.
"""

from __future__ import annotations

import struct
import zlib

import numpy as np
from PIL import Image

_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def encode_png(image: Image.Image, level: int = 3) -> bytes:
    """``image`` (converted to RGB) as PNG bytes, filter "Up" on every row, zlib ``level``."""
    arr = np.asarray(image if image.mode == "RGB" else image.convert("RGB"))
    h, w, _ = arr.shape
    rows = arr.reshape(h, w * 3)
    filtered = np.empty((h, w * 3 + 1), dtype=np.uint8)
    filtered[:, 0] = 2  # filter type Up
    filtered[0, 1:] = rows[0]
    filtered[1:, 1:] = rows[1:] - rows[:-1]  # uint8 arithmetic wraps modulo 256, as PNG wants
    filtered[0, 0] = 0  # the first row has no row above: filter None
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (_SIGNATURE + _chunk(b"IHDR", ihdr)
            + _chunk(b"IDAT", zlib.compress(filtered, level)) + _chunk(b"IEND", b""))
