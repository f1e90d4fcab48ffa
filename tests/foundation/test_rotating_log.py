"""The log file rotates as ``logging.handlers.RotatingFileHandler`` rotates it
(``logs.RotatingLog``, issue 22: the command line no longer imports that module)."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from l5r_desktop.logs import RotatingLog


def _write(handler: logging.Handler, count: int) -> None:
    handler.setFormatter(logging.Formatter("%(message)s"))
    for n in range(count):
        handler.emit(logging.LogRecord("plum", logging.INFO, __file__, 1,
                                       f"line {n} " + "x" * (n % 37), None, None))
    handler.close()


def _files(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.iterdir())}


def test_the_log_rotates_as_the_standard_handler(tmp_path: Path) -> None:
    for run in range(2):  # (the second run appends to the files the first left)
        ours, theirs = tmp_path / "ours", tmp_path / "theirs"
        for folder in (ours, theirs):
            folder.mkdir(exist_ok=True)
        _write(RotatingLog(ours / "app.log", max_bytes=600, backups=3), 150 + run)
        _write(logging.handlers.RotatingFileHandler(
            theirs / "app.log", maxBytes=600, backupCount=3, encoding="utf-8"), 150 + run)
        assert _files(ours) == _files(theirs)
        assert sorted(_files(ours)) == ["app.log", "app.log.1", "app.log.2", "app.log.3"]


def test_the_command_line_does_not_import_the_standard_handlers() -> None:
    import subprocess
    import sys

    code = ("import sys, tempfile; from l5r_desktop.cli import main; "
            "main(['--data-dir', tempfile.mkdtemp(), 'paths']); "
            "print('logging.handlers' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "False"
