"""Helper processes of the app: one of our modules run with this Python (``python -m``),
talking over its stdin/stdout pipes (the face drawer ``carddb/face_drawer.py``, the autosave
writer ``persistence/autosave_writer.py``). No Qt: the persistence and the library use it."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path


def start_module(module: str) -> subprocess.Popen[str]:
    """Start ``python -m module`` with text pipes on stdin and stdout (stderr dropped; no
    console window on Windows), this package importable whatever the working folder.
    Raises ``OSError`` when the process cannot start."""
    package_root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)}
    return subprocess.Popen(
        [sys.executable, "-m", module], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8", env=env,
        creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))


def end(process: subprocess.Popen[str]) -> None:
    """Close its input, kill it if still running (callers end it between requests, so it
    has nothing half-written; killing does not hold up the app's quit while it tears its
    interpreter down) and reap it."""
    with contextlib.suppress(OSError, ValueError):
        if process.stdin is not None:
            process.stdin.close()
    if process.poll() is None:
        with contextlib.suppress(OSError):
            process.kill()
    process.wait()
    with contextlib.suppress(OSError, ValueError):
        if process.stdout is not None:
            process.stdout.close()
