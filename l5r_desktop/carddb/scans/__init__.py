"""Scanned and photographed cards: find them on a scan, deskew, crop (pillow + numpy, no Qt).

Entry points: :func:`scan_file` (one file → :class:`ScanResult` with a :class:`CardCrop` per
card, in reading order), :class:`ReviewSession` (the operations of the review dialog: re-crop
from four corners, rotate, split, discard) and the :class:`ScanError` family for bad input.
"""

from __future__ import annotations

from l5r_desktop.carddb.scans.errors import (
    ImageTooLargeError,
    NotAnImageError,
    ScanError,
    TruncatedImageError,
    UnreadableScanError,
    UnsupportedImageError,
)
from l5r_desktop.carddb.scans.fixes import SheetFixes
from l5r_desktop.carddb.scans.loading import DEFAULT_LIMITS, ScanLimits, load_scan
from l5r_desktop.carddb.scans.pipeline import (
    CARD_SIZE,
    LOW_CONFIDENCE,
    CardCrop,
    ScanResult,
    scan_file,
)
from l5r_desktop.carddb.scans.review import ReviewItem, ReviewSession, ReviewTools
from l5r_desktop.carddb.scans.sources import IMAGE_SUFFIXES, collect_scan_paths

__all__ = [
    "CARD_SIZE",
    "DEFAULT_LIMITS",
    "IMAGE_SUFFIXES",
    "LOW_CONFIDENCE",
    "CardCrop",
    "ImageTooLargeError",
    "NotAnImageError",
    "ReviewItem",
    "ReviewSession",
    "ReviewTools",
    "ScanError",
    "ScanLimits",
    "ScanResult",
    "SheetFixes",
    "TruncatedImageError",
    "UnreadableScanError",
    "UnsupportedImageError",
    "collect_scan_paths",
    "load_scan",
    "scan_file",
]
