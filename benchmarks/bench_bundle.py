"""Start-up of the PyInstaller bundle to its first painted frame, next to the dev install.

Each run is a fresh process (offscreen by default, fresh data folder per run) that quits right
after the main window's first painted frame (``L5R_DESKTOP_EXIT_AFTER_MS=0``); we time the whole
process. The first run of each command is reported apart ("first run": files possibly not in
the OS page cache yet), then min / median / max of the next N runs (page cache warm). Also
prints the bundle's size (folder and .tar.gz, when present).

    bash packaging/build.sh                      # once: builds dist/l5r-desktop/
    .venv/bin/python benchmarks/bench_bundle.py [--runs 7] [--bundle dist/l5r-desktop]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
APP = "l5r-desktop"


def time_runs(cmd: list[str], env: dict[str, str], runs: int) -> list[float]:
    """Wall times of ``runs + 1`` fresh processes, each with its own empty data folder."""
    times = []
    for _ in range(runs + 1):
        with tempfile.TemporaryDirectory() as data:
            start = time.perf_counter()
            result = subprocess.run([*cmd, "--data-dir", data], env=env, capture_output=True,
                                    text=True, timeout=120, check=False)
            elapsed = time.perf_counter() - start
        if result.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} exited {result.returncode}: "
                             f"{result.stderr.strip()[-500:]}")
        times.append(elapsed)
    return times


def folder_size(path: Path) -> int:
    """Bytes of every regular file under ``path``."""
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument("--bundle", type=Path, default=REPO_ROOT / "dist" / APP)
    args = parser.parse_args()
    exe = args.bundle / APP
    if not exe.exists():
        print(f"{exe} not found: build it first with `bash packaging/build.sh`", file=sys.stderr)
        return 1
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM=args.platform, L5R_DESKTOP_EXIT_AFTER_MS="0")
    commands = {
        "bundle": [str(exe)],
        "dev install (python -m)": [sys.executable, "-m", "l5r_desktop"],
    }
    for name, cmd in commands.items():
        times = time_runs(cmd, env, args.runs)
        warm = times[1:]
        print(f"{name:24s} first run {times[0] * 1000:7.1f} ms   then min "
              f"{min(warm) * 1000:7.1f}  median {statistics.median(warm) * 1000:7.1f}  max "
              f"{max(warm) * 1000:7.1f} ms  ({len(warm)} runs)")
    size = folder_size(args.bundle)
    print(f"bundle folder {args.bundle}: {size / 1e6:.1f} MB in "
          f"{sum(1 for f in args.bundle.rglob('*') if f.is_file())} files")
    for tarball in sorted(args.bundle.parent.glob(f"{APP}-*.tar.gz")):
        print(f"archive {tarball.name}: {tarball.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
