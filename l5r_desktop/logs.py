"""Logging set-up: a rotating log file under the data dir; ``-v`` also logs to stderr."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LOG_FILE_NAME = "l5r-desktop.log"


def setup_logging(logs_dir: Path, *, verbose: bool = False) -> Path:
    """Configure the root logger; returns the log file's path.

    Safe to call more than once (earlier handlers installed by this function are replaced).
    """
    logs_dir.mkdir(parents=True, exist_ok=True)
    log_file = logs_dir / LOG_FILE_NAME
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_l5r", False):
            root.removeHandler(handler)
            handler.close()
    file_handler = RotatingLog(log_file, max_bytes=1_000_000, backups=3)
    file_handler.setFormatter(logging.Formatter(LOG_FORMAT))
    file_handler._l5r = True  # type: ignore[attr-defined]
    root.addHandler(file_handler)
    if verbose:
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(logging.Formatter(LOG_FORMAT))
        stream._l5r = True  # type: ignore[attr-defined]
        root.addHandler(stream)
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    return log_file


class RotatingLog(logging.FileHandler):
    """A log file rotated as ``logging.handlers.RotatingFileHandler`` rotates it (appended to;
    before a record would take it to ``max_bytes``, renamed ``.1``, the older ones shifted up
    to ``.backups``), without that module: it imports sockets, pickling and queues, a tenth of
    the command line's start (issue 22)."""

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(path, "a", encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        """Write the record, rotating first when it would fill the file."""
        try:
            if self._full(record):
                self._rotate()
            super().emit(record)
        except Exception:
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False  # (never a device or a pipe, as the standard handler)
        if self.stream is None:
            self.stream = self._open()
        if self.max_bytes <= 0:
            return False
        self.stream.seek(0, 2)
        return self.stream.tell() + len(f"{self.format(record)}\n") >= self.max_bytes

    def _rotate(self) -> None:
        if self.stream:
            self.stream.close()
            self.stream = None  # type: ignore[assignment]
        if self.backups > 0:
            for n in range(self.backups - 1, 0, -1):
                older, newer = f"{self.baseFilename}.{n}", f"{self.baseFilename}.{n + 1}"
                if os.path.exists(older):
                    if os.path.exists(newer):
                        os.remove(newer)
                    os.rename(older, newer)
            first = f"{self.baseFilename}.1"
            if os.path.exists(first):
                os.remove(first)
            if os.path.exists(self.baseFilename):
                os.rename(self.baseFilename, first)
        self.stream = self._open()
