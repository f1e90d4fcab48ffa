"""Start-up to a painted main window: l5r-desktop vs a bare PySide6 window started the same way.

Each run is a fresh process (offscreen by default). Start-up is the time from launching the
process to its first painted frame (the child prints ``first-frame <time.time()>``); the app
shows its window first and then fills it with the demo game, so it also reports when the table
was filled (``filled``) and then quits; the whole process time and its peak resident memory
(``ru_maxrss`` of that child) are reported too. The app and the bare program run interleaved
(app, bare, app, bare, ...) after one warm-up each, so load on the machine hits both alike.
Prints min / median / max and the median ratios (issue 22 targets: start-up <= 2.0x, peak
memory <= 1.5x).

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
from dataclasses import dataclass, field

BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
win = QMainWindow(); label = QLabel("bare"); win.setCentralWidget(label)
win.menuBar().addMenu("File"); win.statusBar().showMessage("ready"); win.resize(1280, 860)
import time
class W(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint and not hasattr(self, "done"):
            self.done = True
            print("first-frame", repr(time.time()), flush=True)
            QTimer.singleShot(0, app.quit)
        return False
w = W(); label.installEventFilter(w)
win.show(); sys.exit(app.exec())
"""


@dataclass
class Runs:
    """One program's runs: seconds to the first frame, to the filled table (the app), of the
    whole process, and peak resident memory (MB)."""

    first: list[float] = field(default_factory=list)
    filled: list[float] = field(default_factory=list)
    whole: list[float] = field(default_factory=list)
    peaks: list[float] = field(default_factory=list)


def run_once(cmd: list[str], env: dict[str, str], out: Runs) -> None:
    """Run one process to its end; add its figures to ``out``."""
    start = time.time()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    stdout = proc.stdout.read() if proc.stdout else ""
    _, status, usage = os.wait4(proc.pid, 0)
    whole = time.time() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[:3]} exited {proc.returncode}")
    stamps = dict(line.split()[:2] for line in stdout.splitlines() if len(line.split()) >= 2)
    out.first.append(float(stamps["first-frame"]) - start)
    if "filled" in stamps:
        out.filled.append(float(stamps["filled"]) - start)
    out.whole.append(whole)
    out.peaks.append(usage.ru_maxrss / 1024)


def measure(runs: int = 7, platform: str = "offscreen") -> tuple[Runs, Runs]:
    """(app, bare) runs, interleaved, after one warm-up of each (it writes the bytecode)."""
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": platform, "L5R_DESKTOP_EXIT_AFTER_MS": "0"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # what users get: cached bytecode
        app_cmd = [sys.executable, "-m", "l5r_desktop", "--data-dir", data]
        bare_cmd = [sys.executable, "-c", BARE]
        app, bare = Runs(), Runs()
        run_once(app_cmd, env, Runs())
        run_once(bare_cmd, env, Runs())
        for _ in range(runs):
            run_once(app_cmd, env, app)
            run_once(bare_cmd, env, bare)
    return app, bare


def _ms(values: list[float]) -> str:
    return (f"min {min(values) * 1000:6.0f}  median {statistics.median(values) * 1000:6.0f}  "
            f"max {max(values) * 1000:6.0f} ms")


def ratios(app: Runs, bare: Runs) -> list[tuple[str, float, float | str]]:
    """(name, median ratio app / bare, target) for each start-up figure."""
    med = statistics.median
    return [("first frame", med(app.first) / med(bare.first), 2.0),
            ("filled table / bare first frame", med(app.filled) / med(bare.first), "-"),
            ("whole process", med(app.whole) / med(bare.whole), "-"),
            ("peak memory", med(app.peaks) / med(bare.peaks), 1.5)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    app, bare = measure(args.runs, args.platform)
    print(f"l5r-desktop first frame   {_ms(app.first)}")
    print(f"bare window first frame   {_ms(bare.first)}")
    print(f"l5r-desktop table filled  {_ms(app.filled)}")
    print(f"l5r-desktop whole process {_ms(app.whole)}")
    print(f"bare window whole process {_ms(bare.whole)}")
    print(f"peak memory median: l5r-desktop {statistics.median(app.peaks):.1f} MB, bare "
          f"{statistics.median(bare.peaks):.1f} MB")
    for name, ratio, target in ratios(app, bare):
        print(f"ratio {name}: {ratio:.2f} (target <= {target})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
