"""Crash-recovery copies of unsaved work other than games (a deck being edited, a scan review).
No Qt.

While a window holds unsaved work it keeps a copy in ``<data dir>/recovery/`` as
``<kind>-<pid>-<key>.json`` (written atomically): ``{"kind", "pid", "title", "saved_at",
"payload"}``. Saving or discarding the work, or closing cleanly, removes the copy. A copy whose
process is gone was left by a crash or a kill: :func:`find_interrupted_copies` lists those at the
next start so the app can offer them back (games have their own autosave, ``autosave.py``).

A copy that cannot be read is renamed to ``*.damaged`` (kept, never offered again) rather than
deleted: it may still hold the only trace of the user's work.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from l5r_desktop.persistence.atomic import atomic_write_text
from l5r_desktop.persistence.autosave import _pid_alive

#: Largest recovery copy read back (a deck is a few KB; a scan review a few hundred).
MAX_COPY_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class RecoveryCopy:
    """One interrupted piece of work found at start-up."""

    path: Path
    kind: str
    title: str
    saved_at: float
    payload: dict[str, Any]

    def describe(self) -> str:
        """``"the deck “Crab rush” (unsaved at 2026-11-25 07:05)"``"""
        when = _dt.datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M")
        return f"{self.title} (unsaved at {when})"


def copy_path(folder: Path, kind: str, key: int | str) -> Path:
    """The file this process keeps its copy of one piece of ``kind`` work in."""
    return Path(folder) / f"{kind}-{os.getpid()}-{key}.json"


def write_copy(path: Path, kind: str, title: str, payload: dict[str, Any]) -> None:
    """Write (atomically) the recovery copy at ``path``; raises ``OSError``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps({
        "kind": kind, "pid": os.getpid(), "title": title,
        "saved_at": _dt.datetime.now().timestamp(), "payload": payload}))


def remove_copy(path: Path | None) -> None:
    """Forget a recovery copy (saved, discarded, recovered or closed cleanly)."""
    if path is not None:
        with contextlib.suppress(OSError):
            Path(path).unlink()


def set_aside(path: Path) -> None:
    """Rename a copy that cannot be used to ``*.damaged`` (kept, never offered again)."""
    with contextlib.suppress(OSError):
        path.replace(path.with_suffix(".damaged"))


def find_interrupted_copies(folder: Path, kind: str | None = None) -> list[RecoveryCopy]:
    """Copies left by processes that are gone (newest first); ``kind`` filters."""
    found: list[RecoveryCopy] = []
    pattern = f"{kind}-*.json" if kind else "*.json"
    for path in sorted(Path(folder).glob(pattern)):
        try:
            if path.stat().st_size > MAX_COPY_BYTES:
                raise ValueError("too large")
            data = json.loads(path.read_text(encoding="utf-8"))
            pid = int(data["pid"])
            if _pid_alive(pid):
                continue
            payload = data["payload"]
            if not isinstance(payload, dict):
                raise ValueError("no payload")
            found.append(RecoveryCopy(path, str(data["kind"]), str(data["title"]),
                                      float(data["saved_at"]), payload))
        except (OSError, ValueError, KeyError, TypeError, UnicodeDecodeError):
            set_aside(path)
    found.sort(key=lambda c: c.saved_at, reverse=True)
    return found
