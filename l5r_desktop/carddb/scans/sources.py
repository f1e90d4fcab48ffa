"""Which files to import when the user names files and folders (command line, drag and drop)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

#: File name endings taken from a folder (files named one by one are always tried).
IMAGE_SUFFIXES = frozenset(
    {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".bmp", ".webp", ".gif", ".ppm", ".tga"}
)


def collect_scan_paths(paths: Iterable[str | Path]) -> list[Path]:
    """Files named directly, plus the image files inside named folders (sorted, not recursive).

    Files are kept even when their name does not look like an image, so that the importer can
    say why they cannot be read; duplicates are dropped, order is kept.
    """
    out: list[Path] = []
    seen: set[Path] = set()
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(
                (c for c in p.iterdir() if c.is_file() and c.suffix.lower() in IMAGE_SUFFIXES),
                key=lambda c: c.name.casefold(),
            )
        else:
            found = [p]
        for f in found:
            key = f.resolve() if f.exists() else f
            if key not in seen:
                seen.add(key)
                out.append(f)
    return out
