"""Logging set-up: a rotating log file under the data dir; ``-v`` also logs to stderr."""

from __future__ import annotations

import logging
import logging.handlers
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
    file_handler = logging.handlers.RotatingFileHandler(
        log_file, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
    )
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
