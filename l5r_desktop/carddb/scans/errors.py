"""Why a scan could not be read: one exception class per reason, each with a plain message.

Every error the scan pipeline raises for bad input is a :class:`ScanError`; its ``reason`` is a
short machine-friendly word (``"not an image"``, ``"truncated"``, ``"too large"``,
``"unsupported"``, ``"unreadable"``) and ``str(error)`` is one sentence for the user.
"""

from __future__ import annotations

from pathlib import Path


class ScanError(Exception):
    """A scan file that cannot be used; ``reason`` says why in one or two words."""

    reason = "unreadable"

    def __init__(self, path: str | Path, detail: str) -> None:
        self.path = Path(path)
        self.detail = detail
        super().__init__(f"{self.path.name}: {self.reason}: {detail}")


class UnreadableScanError(ScanError):
    """The file cannot be opened at all (missing, a folder, no permission)."""

    reason = "unreadable"


class NotAnImageError(ScanError):
    """The file is not an image (text, archive, random bytes ...)."""

    reason = "not an image"


class TruncatedImageError(ScanError):
    """The image header is fine but its pixel data is cut short or damaged."""

    reason = "truncated"


class ImageTooLargeError(ScanError):
    """Too many pixels, absurd dimensions, a decompression bomb or a huge file."""

    reason = "too large"


class UnsupportedImageError(ScanError):
    """A real image or document in a format or pixel mode the importer does not handle."""

    reason = "unsupported"
