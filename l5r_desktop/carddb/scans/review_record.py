"""A scan review as a plain record, for its crash-recovery copy (``persistence/recovery.py``).

The record keeps what the user did, not pixels: the scans (path, format, size) and per crop
its scan, four corners, confidence and notes. Restoring cuts every crop again from its scan,
as the review's own operations do (``review.py``), so a restored crop is the crop the user had.
A scan that is gone or unreadable is reported and its crops are left out; the rest comes back.
No Qt.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from l5r_desktop.carddb.scans.errors import ScanError
from l5r_desktop.carddb.scans.geometry import quad_sides
from l5r_desktop.carddb.scans.pipeline import ScanResult, make_crop
from l5r_desktop.carddb.scans.review import ReviewItem, ReviewSession

#: Most crops a recovery record may restore (a scanner bed holds a few dozen at most).
MAX_CROPS = 2000


class RecordError(ValueError):
    """The record is not a scan review record (said in a sentence)."""


def session_record(session: ReviewSession) -> dict[str, Any]:
    """The record of ``session``: its scans and its crops, in order."""
    return {
        "sources": [{"path": str(src.source), "format": src.format, "size": list(src.size)}
                    for src in session.sources.values()],
        "items": [{"source": str(item.source),
                   "corners": [[float(x), float(y)] for x, y in item.crop.corners],
                   "confidence": float(item.crop.confidence),
                   "notes": list(item.crop.notes)} for item in session.items],
    }


def _item(raw: Any) -> tuple[Path, np.ndarray, float, tuple[str, ...]]:
    if not isinstance(raw, dict):
        raise RecordError("a crop of the record is not an object")
    try:
        quad = np.asarray(raw["corners"], dtype=np.float64)
        confidence = float(raw.get("confidence", 1.0))
        notes = tuple(str(n) for n in raw.get("notes", ()))[:20]
        source = Path(str(raw["source"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"a crop of the record is damaged ({str(exc)[:80]})") from None
    if quad.shape != (4, 2) or not np.isfinite(quad).all() or not 0 <= confidence <= 1:
        raise RecordError("a crop of the record has no four corners")
    return source, quad, confidence, notes


_Items = list[tuple[Path, np.ndarray, float, tuple[str, ...]]]


def check_record(record: Any) -> tuple[_Items, dict[Path, ScanResult]]:
    """The crops and scans of ``record``, checked (no scan is read: fast, for the UI thread);
    :class:`RecordError` when the record is damaged."""
    if not isinstance(record, dict) or not isinstance(record.get("sources"), list) \
            or not isinstance(record.get("items"), list):
        raise RecordError("the record has no scans and crops")
    if len(record["items"]) > MAX_CROPS:
        raise RecordError(f"the record holds more than {MAX_CROPS} crops")
    items = [_item(raw) for raw in record["items"]]
    sources: dict[Path, ScanResult] = {}
    for raw in record["sources"]:
        try:
            path = Path(str(raw["path"]))
            width, height = (int(v) for v in raw["size"])
            sources[path] = ScanResult(path, str(raw["format"]), (width, height))
        except (KeyError, TypeError, ValueError):
            raise RecordError("a scan of the record is damaged") from None
    for source, *_rest in items:
        if source not in sources:
            raise RecordError(f"a crop names a scan the record does not hold: {source.name}")
    return items, sources


def restore_session(session: ReviewSession, record: Any) -> tuple[list[int], list[str]]:
    """Put the crops of ``record`` back into ``session`` (which should be empty), each cut
    again from its scan (slow: scans are decoded; a worker's job).

    Returns the record's index of every crop restored (to match what the caller kept per crop)
    and a sentence per scan that could not be used. Raises :class:`RecordError` when the
    record itself is damaged (then ``session`` is unchanged).
    """
    items, sources = check_record(record)
    problems: list[str] = []
    bad: set[Path] = set()
    restored: list[tuple[int, ReviewItem]] = []
    for index, (source, quad, confidence, notes) in enumerate(items):
        if source in bad:
            continue
        w, h = quad_sides(quad)  # a card the user turned a quarter comes back landscape
        portrait = (min(session.card_size), max(session.card_size))
        size = portrait if w <= h else portrait[::-1]
        try:
            image = session._image(source, [quad])
            crop = make_crop(image, quad, n=0, confidence=confidence, notes=notes,
                             card_size=size)
        except (OSError, ScanError) as exc:
            bad.add(source)
            problems.append(f"{source.name}: {exc}")
            continue
        restored.append((index, ReviewItem(source, crop)))
    session.sources.update({p: s for p, s in sources.items() if p not in bad})
    session.items.extend(item for _i, item in restored)
    session._renumber()
    return [i for i, _item in restored], problems
