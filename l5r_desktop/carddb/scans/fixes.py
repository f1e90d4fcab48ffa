"""What the user fixed on a sheet, kept for that sheet: the final card corners of a scan.

When the user corrects the crops of a scan in the review (moves corners, splits, merges, adds
or discards cards), the corners of every crop of that scan are stored under the hash of the
scan file's bytes; importing the same file again gives the user's crops instead of a fresh
detection. One small JSON file per sheet in a folder of the data dir, written atomically; a
damaged or foreign file is ignored (the sheet is simply detected again).
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from l5r_desktop.atomicio import atomic_write_text

log = logging.getLogger(__name__)

Corners = list[tuple[float, float]]


def sheet_key(path: Path) -> str:
    """The key of a scan: SHA-1 of its bytes (so a renamed copy is the same sheet)."""
    h = hashlib.sha1()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


class SheetFixes:
    """The user's corners per sheet, in ``folder`` (created on first write)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _file(self, source: Path) -> Path:
        return self.folder / f"{sheet_key(source)}.json"

    def save(self, source: Path, quads: list[Corners]) -> None:
        """Keep ``quads`` (TL TR BR BL in source pixels, reading order) for ``source``."""
        data = {"version": 1, "file": source.name,
                "cards": [[[round(float(x), 2), round(float(y), 2)] for x, y in q]
                          for q in quads]}
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self._file(source), json.dumps(data, indent=1))

    def load(self, source: Path) -> list[Corners] | None:
        """The corners kept for ``source``; None when there are none (or they are unreadable)."""
        try:
            path = self._file(source)
            if not path.exists():
                return None
            data = json.loads(path.read_text(encoding="utf-8"))
            cards = data["cards"]
            quads = [[(float(x), float(y)) for x, y in q] for q in cards]
            if any(len(q) != 4 for q in quads):
                raise ValueError("a card needs four corners")
            return quads
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("ignoring the kept fixes of %s: %s", source, exc)
            return None
