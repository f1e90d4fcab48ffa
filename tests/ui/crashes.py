"""A crashed session for crash-recovery tests: an autosave written by an ``Autosaver`` that
did not close cleanly, its marker handed to a process that has ended."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from l5r_desktop.persistence.autosave import Autosaver


def crashed_session(folder: Path, game) -> tuple[Autosaver, Path]:
    """Autosave ``game`` into ``folder`` as a process that then died would have left it;
    returns the autosaver and the dead process's marker."""
    crashed = Autosaver(folder, delay=0.01)
    crashed.notify(game)
    # its marker has this process's name, as the window's own autosaver's: the write must be
    # done before the marker is read (a loaded CI machine took more than flush's 10 s, and the
    # marker read then named the window's own autosave, a CCG game, not this one)
    assert crashed.flush(timeout=120), "the crashed session's autosave was not written"
    crashed.close(clean=False)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    marker = json.loads(crashed.marker.read_text())
    marker["pid"] = dead.pid
    crashed.marker.unlink()
    dead_marker = folder / f"session-{dead.pid}.json"
    dead_marker.write_text(json.dumps(marker))
    return crashed, dead_marker
