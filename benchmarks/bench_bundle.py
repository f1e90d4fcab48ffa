"""Start-up of the PyInstaller bundle to its first painted frame, next to the dev install.

Each run is a fresh process (offscreen by default, fresh data folder per run) that quits right
after the main window's first painted frame (``L5R_DESKTOP_EXIT_AFTER_MS=0``); we time the whole
process. Two series per command, min / median / max of N runs each:

* "cold": before each run the app's own files are dropped from the OS page cache
  (``posix_fadvise(DONTNEED)`` on every file of the bundle; for the dev install on the venv's
  site-packages, the package and Python's standard library), so they are read from disk as on
  a first start after boot. System libraries (libc, libGL, fonts) stay cached.
* "warm": the same command again right after a run.

Also prints the bundle's size (folder and .tar.gz, when present).

    bash packaging/build.sh                      # once: builds dist/l5r-desktop/
    .venv/bin/python benchmarks/bench_bundle.py [--runs 5] [--bundle dist/l5r-desktop]
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


def evict(folders: list[Path]) -> int:
    """Drop every file under ``folders`` from the page cache; returns how many files."""
    count = 0
    for folder in folders:
        for path in folder.rglob("*"):
            if not path.is_file() or path.is_symlink():
                continue
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                count += 1
            finally:
                os.close(fd)
    return count


def time_runs(cmd: list[str], env: dict[str, str], runs: int,
              cold: list[Path] | None = None) -> list[float]:
    """Wall times of ``runs`` fresh processes, each with its own empty data folder (after a
    warm-up run); with ``cold``, those folders are evicted from the page cache before each."""
    times = []
    subprocess.run([*cmd, "--version"], env=env, capture_output=True, timeout=120, check=True)
    for _ in range(runs):
        if cold:
            evict(cold)
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
    parser.add_argument("--runs", type=int, default=5)
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
    import PySide6

    import l5r_desktop

    site_packages = Path(PySide6.__file__).resolve().parents[1]
    stdlib = Path(os.__file__).resolve().parent
    commands = {
        "bundle": ([str(exe)], [args.bundle]),
        "dev install (python -m)": ([sys.executable, "-m", "l5r_desktop"],
                                    [site_packages, Path(l5r_desktop.__file__).parent, stdlib]),
    }
    for name, (cmd, files) in commands.items():
        for label, cold in (("cold", files), ("warm", None)):
            times = time_runs(cmd, env, args.runs, cold)
            print(f"{name:24s} {label}: min {min(times) * 1000:7.1f}  median "
                  f"{statistics.median(times) * 1000:7.1f}  max {max(times) * 1000:7.1f} ms  "
                  f"({len(times)} runs)")
    size = folder_size(args.bundle)
    print(f"bundle folder {args.bundle}: {size / 1e6:.1f} MB in "
          f"{sum(1 for f in args.bundle.rglob('*') if f.is_file())} files")
    for tarball in sorted(args.bundle.parent.glob(f"{APP}-*.tar.gz")):
        print(f"archive {tarball.name}: {tarball.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
