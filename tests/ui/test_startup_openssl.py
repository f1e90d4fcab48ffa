"""A whole start-up never loads OpenSSL (issue 22: start-up memory; ``core/digests.py``)."""

from __future__ import annotations

import os
import subprocess
import sys

FULL_START = r"""
import sys
from l5r_desktop.cli import main
code = main(["--data-dir", sys.argv[1]])
print(" ".join(sorted(sys.modules)))
"""


def test_a_whole_start_up_never_loads_openssl(tmp_path) -> None:
    """The demo game on the table, then quit: ``_hashlib`` (libcrypto, 3.5 MB resident) was
    never imported (``hashlib``, ``hmac`` and ``secrets`` all load it)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "L5R_DESKTOP_EXIT_AFTER_MS": "0"}
    done = subprocess.run([sys.executable, "-c", FULL_START, str(tmp_path / "data")], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    loaded = done.stdout.split()
    assert "l5r_desktop.ui.game_screen" in loaded and "l5r_desktop.carddb.library" in loaded
    assert "_hashlib" not in loaded and "hmac" not in loaded
