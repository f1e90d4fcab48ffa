"""The scan import's worker: reads scans one by one on a ``QThread`` (progress + cancel).

:class:`ScanWorker` runs :func:`~l5r_desktop.carddb.scans.scan_file` on every path and hands
each result over with a reduced preview (:class:`ScannedSource`); files that cannot be read are
reported with their reason, never raised.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from l5r_desktop.carddb.scans import ScanError, ScanResult, load_scan, scan_file

log = logging.getLogger(__name__)

#: Long side of the source previews shown behind the corner handles.
PREVIEW_LONG_SIDE = 1200


def pil_to_qimage(image) -> QImage:
    """A deep-copied ``QImage`` of an RGB pillow image."""
    rgb = image.convert("RGB")
    data = rgb.tobytes()
    w, h = rgb.size
    return QImage(data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


@dataclass
class ScannedSource:
    """What the worker hands over per scan: the result and a reduced preview."""

    result: ScanResult
    preview: QImage


class ScanWorker(QObject):
    """Reads scans one by one on its thread; Cancel stops before the next scan."""

    progress = Signal(int, int)
    scanned = Signal(object)  # ScannedSource
    unreadable = Signal(str, str)  # path, reason
    finished = Signal(bool)  # cancelled

    def __init__(self, paths: Sequence[Path]) -> None:
        super().__init__()
        self.paths = list(paths)
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Stop after the scan being read (thread-safe)."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        total = len(self.paths)
        self.progress.emit(0, total)
        for i, path in enumerate(self.paths):
            if self._cancel.is_set():
                break
            try:
                result = scan_file(path)
                preview = pil_to_qimage(load_scan(path, max_long_side=PREVIEW_LONG_SIDE).image)
            except ScanError as exc:
                self.unreadable.emit(str(path), f"{exc.reason}: {exc.detail}")
            except Exception as exc:  # a worker must report, never take the app down
                log.exception("scan %s failed", path)
                self.unreadable.emit(str(path), f"unexpected error: {exc}")
            else:
                self.scanned.emit(ScannedSource(result, preview))
            self.progress.emit(i + 1, total)
        self.finished.emit(self._cancel.is_set())


