"""The record of one import: what was imported, updated, left unchanged, skipped and why."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from l5r_desktop.carddb.importers.common import ImportProblem


@dataclass
class ImportSummary:
    """Counts and problems of one :meth:`Library.import_files` call.

    ``imported`` = new cards, ``updated`` = existing cards whose data changed, ``unchanged`` =
    existing cards read again with identical data, ``skipped`` = malformed records or files,
    ``skipped_encrypted`` = encrypted playtest cards in a ``cards.xml``. ``images_linked`` counts
    cards that got an image from an image pack, ``images_unmatched`` images no card claimed.
    ``cancelled`` is True when the user cancelled: then nothing was written.
    """

    files: int = 0
    imported: int = 0
    updated: int = 0
    unchanged: int = 0
    skipped: int = 0
    skipped_encrypted: int = 0
    images_linked: int = 0
    images_unmatched: int = 0
    cancelled: bool = False
    problems: list[ImportProblem] = field(default_factory=list)

    def add_problem(self, problem: ImportProblem) -> None:
        """Record one skipped record or file."""
        self.problems.append(problem)
        self.skipped += 1

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (for ``import-cards --json``)."""
        return {
            "files": self.files,
            "imported": self.imported,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "skipped": self.skipped,
            "skipped_encrypted": self.skipped_encrypted,
            "images_linked": self.images_linked,
            "images_unmatched": self.images_unmatched,
            "cancelled": self.cancelled,
            "problems": [p.to_dict() for p in self.problems],
        }

    def headline(self) -> str:
        """One line: the counts."""
        if self.cancelled:
            return "Import cancelled: the library was left as it was."
        parts = [
            f"{self.imported} imported",
            f"{self.updated} updated",
            f"{self.unchanged} unchanged",
            f"{self.skipped} skipped",
        ]
        if self.skipped_encrypted:
            parts.append(f"{self.skipped_encrypted} encrypted playtest cards skipped")
        if self.images_linked or self.images_unmatched:
            parts.append(f"{self.images_linked} images linked")
        if self.images_unmatched:
            parts.append(f"{self.images_unmatched} images matched no card")
        noun = "file" if self.files == 1 else "files"
        return f"{self.files} {noun} read: " + ", ".join(parts) + "."

    def to_text(self, max_problems: int = 50) -> str:
        """A plain-text report: the headline, then each problem on its own line."""
        lines = [self.headline()]
        if self.problems:
            lines.append("Skipped:")
            lines.extend(f"  {p}" for p in self.problems[:max_problems])
            if len(self.problems) > max_problems:
                lines.append(f"  ... and {len(self.problems) - max_problems} more")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()
