"""Score detection on crowded synthetic sheets by case (used by a test and by the benchmark).

A card counts as found when a crop's centre is near it, its four corners are within
:data:`CORNER_TOL` of the card width and its angle within :data:`ANGLE_TOL`; a card partly off
the bed must also come out marked partial (its visible corners are scored like the others',
the hidden ones are inferred from the card's size). Crops that match no card are extra.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from tests.scans.synth import Sheet, match_crops
from tests.scans.synth_crowded import CASES, hand_sheet, make_crowded_sheet

CORNER_TOL = 0.01
ANGLE_TOL = 0.5


@dataclass
class Score:
    """Totals for one case."""

    sheets: int = 0
    cards: int = 0
    exact: int = 0
    missed: int = 0
    extra: int = 0
    partial: int = 0
    partial_flagged: int = 0
    wrongly_partial: int = 0
    seconds: float = 0.0
    worst: list[str] = field(default_factory=list)

    def add(self, sheet: Sheet, crops: list, label: str) -> None:
        matches, invented, missed = match_crops(crops, sheet.cards)
        self.sheets += 1
        self.cards += len(sheet.cards)
        self.missed += len(missed)
        self.extra += len(invented)
        for m in matches:
            is_partial = bool(getattr(m.truth, "partial", False))
            flagged = bool(getattr(m.crop, "partial", False))
            self.partial += is_partial
            self.partial_flagged += is_partial and flagged
            self.wrongly_partial += flagged and not is_partial
            ok = m.corner_error <= CORNER_TOL and m.angle_error <= ANGLE_TOL
            if ok and (flagged == is_partial):
                self.exact += 1
            else:
                self.worst.append(f"{label}: corner {100 * m.corner_error:.2f}% "
                                  f"angle {m.angle_error:.2f}° partial {is_partial}/{flagged}")
        for t in missed:
            self.worst.append(f"{label}: missed card at {t.centre.round()}")
        for c in invented:
            self.worst.append(f"{label}: extra crop {c.box} conf {c.confidence}")

    def row(self, name: str) -> str:
        pct = 100 * self.exact / max(1, self.cards)
        per = self.seconds / max(1, self.sheets)
        return (f"| {name:22} | {self.sheets:6} | {self.cards:5} | {self.exact:5} ({pct:5.1f}%) | "
                f"{self.missed:6} | {self.extra:5} | {self.partial_flagged}/{self.partial:<5} | "
                f"{self.wrongly_partial:5} | {per:6.2f} |")


HEADER = ("| case                   | sheets | cards | exact         | missed | extra | "
          "partial | wrong | s/sheet |\n|" + "---|" * 9)


def sheets_by_case(n_per_case: int, dpi: int, seed0: int = 5000, hand: bool = True
                   ) -> Iterable[tuple[str, str, Sheet]]:
    """(case name, label, sheet): ``n_per_case`` sheets per case and lid, then the hand sheets
    (unless ``hand`` is false)."""
    for k, case in enumerate(CASES):
        for lid in ("light", "dark"):
            for j in range(n_per_case):
                seed = seed0 + 100 * k + 10 * (lid == "dark") + j
                yield f"{case} / {lid} lid", f"{case}-{lid}-{seed}", make_crowded_sheet(
                    seed, case, lid=lid, dpi=dpi)
    from tests.scans.synth_crowded import HAND_SHEETS

    for k in range(len(HAND_SHEETS) if hand else 0):
        yield "hand-laid", f"hand-{k}", hand_sheet(k, dpi=dpi)


def evaluate(n_per_case: int, dpi: int, tmp: Path, quality: int = 85, hand: bool = True
             ) -> dict[str, Score]:
    """Run :func:`scan_file` on every sheet (saved as JPEG ``quality``); scores by case."""
    from l5r_desktop.carddb.scans import scan_file

    scores: dict[str, Score] = {}
    for case, label, sheet in sheets_by_case(n_per_case, dpi, hand=hand):
        path = sheet.save(tmp / f"{label}.jpg", quality=quality)
        t = time.perf_counter()
        result = scan_file(path)
        score = scores.setdefault(case, Score())
        score.seconds += time.perf_counter() - t
        score.add(sheet, result.crops, label)
    return scores


def total(scores: dict[str, Score]) -> Score:
    """The sum of every case's score (with every case's worst list)."""
    out = Score()
    for s in scores.values():
        for f in ("sheets", "cards", "exact", "missed", "extra", "partial", "partial_flagged",
                  "wrongly_partial", "seconds"):
            setattr(out, f, getattr(out, f) + getattr(s, f))
        out.worst.extend(s.worst)
    return out


def table(scores: dict[str, Score]) -> str:
    """A Markdown table of ``scores`` with a total row."""
    rows = [s.row(name) for name, s in scores.items()]
    return "\n".join([HEADER, *rows, total(scores).row("all")])
