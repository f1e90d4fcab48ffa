"""``python -m l5r_desktop`` runs the same command line as ``l5r-desktop``."""

from __future__ import annotations

import sys

from l5r_desktop.cli import main

sys.exit(main())
