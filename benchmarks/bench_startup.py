"""Start-up to a shown main window: l5r-desktop vs a bare PySide6 window started the same way.

Each run is a fresh process (offscreen by default) that quits right after its first painted
frame; we time the whole process. Prints min / median / max over N runs and the median ratio.

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--platform offscreen|xcb]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
win = QMainWindow(); label = QLabel("bare"); win.setCentralWidget(label)
win.menuBar().addMenu("File"); win.statusBar().showMessage("ready"); win.resize(1280, 860)
class W(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
w = W(); label.installEventFilter(w)
win.show(); sys.exit(app.exec())
"""


def time_command(cmd: list[str], env: dict[str, str], runs: int) -> list[float]:
    times = []
    for _ in range(runs + 1):  # first run is a warm-up
        start = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
        times.append(time.perf_counter() - start)
    return times[1:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": args.platform,
               "L5R_DESKTOP_EXIT_AFTER_MS": "0"}
        # measure what users get: cached bytecode (the warm-up run writes it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        app = time_command([sys.executable, "-m", "l5r_desktop", "--data-dir", data], env,
                           args.runs)
        bare = time_command([sys.executable, "-c", BARE], env, args.runs)
    for name, values in (("l5r-desktop", app), ("bare PySide6 window", bare)):
        print(f"{name:22s} min {min(values) * 1000:7.1f} ms   median "
              f"{statistics.median(values) * 1000:7.1f} ms   max {max(values) * 1000:7.1f} ms")
    ratio = statistics.median(app) / statistics.median(bare)
    print(f"ratio (median app / median bare): {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
