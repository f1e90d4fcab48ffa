"""The script PyInstaller freezes: the same command line as ``l5r-desktop``."""

from __future__ import annotations

import sys

from l5r_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
