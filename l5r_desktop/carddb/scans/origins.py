"""Where a library card's image was cut from: the kept scan and the four corners on it.

When the scan review adds a crop to the library it records, by card id, the copy of the scan
kept in the data dir (relative path) and the crop's corners (full-size source pixels, TL TR BR
BL), so the card's image can be cut again later from the card editor. The records live in one
JSON file written atomically; an unreadable file reads as empty (the cards still work, only
re-cropping is not offered) and is replaced on the next write.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from l5r_desktop.atomicio import atomic_write_text

log = logging.getLogger(__name__)

Corners = list[tuple[float, float]]

FILE_NAME = "scan-origins.json"


class ScanOrigins:
    """The scan origins of the cards of one data dir (``data_dir/scan-origins.json``)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self.file = self.data_dir / FILE_NAME

    def _read(self) -> dict[str, dict]:
        try:
            data = json.loads(self.file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("scan origins %s unreadable (%s): re-cropping not offered", self.file, exc)
            return {}
        return data if isinstance(data, dict) else {}

    def record(self, card_id: str, scan: Path, corners) -> None:
        """Remember that ``card_id``'s image was cut from ``scan`` at ``corners``."""
        data = self._read()
        try:
            rel = Path(scan).resolve().relative_to(self.data_dir.resolve()).as_posix()
        except ValueError:
            rel = str(Path(scan).resolve())
        data[card_id] = {"scan": rel,
                         "corners": [[round(float(x), 2), round(float(y), 2)] for x, y in corners]}
        atomic_write_text(self.file, json.dumps(data, indent=1, sort_keys=True))

    def get(self, card_id: str) -> tuple[Path, Corners] | None:
        """The kept scan and corners of ``card_id``'s image; None when unknown, malformed or
        when the scan file is gone."""
        entry = self._read().get(card_id)
        try:
            scan = self.data_dir / entry["scan"]
            corners = [(float(x), float(y)) for x, y in entry["corners"]]
        except (TypeError, KeyError, ValueError):
            return None
        if len(corners) != 4 or not scan.is_file():
            return None
        return scan, corners
