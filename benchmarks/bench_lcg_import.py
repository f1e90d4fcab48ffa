"""LCG card import, whole process: ``l5r-desktop --data-dir D import-cards <FiveRingsDB export>``
into a fresh library (target < 1 s), beside its floors measured in the same run, interleaved:

- ``python -c pass`` (the interpreter alone),
- ``l5r-desktop --data-dir D import-cards <empty folder>`` (the CLI and the library opened, no
  cards read),

and the re-import of the same export (every card unchanged).

    .venv/bin/python benchmarks/bench_lcg_import.py [--runs 7] [--export DIR]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_EXPORT = REPO_ROOT.parent / "shared" / "carddata" / "fiveringsdb"


def _run(args: list[str], check: bool = True) -> float:
    start = time.perf_counter()
    subprocess.run(args, check=check, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   cwd=REPO_ROOT)
    return time.perf_counter() - start


def _line(label: str, values: list[float]) -> None:
    values = sorted(values)
    print(f"{label:<44} median {statistics.median(values) * 1000:7.0f} ms  "
          f"min {values[0] * 1000:7.0f} ms  max {values[-1] * 1000:7.0f} ms  (n={len(values)})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--export", type=Path, default=DEFAULT_EXPORT)
    args = parser.parse_args()
    if not args.export.is_dir():
        print(f"FiveRingsDB export not found at {args.export}; nothing to measure.")
        return 0
    cli = [sys.executable, "-m", "l5r_desktop"]
    figures: dict[str, list[float]] = {"floor": [], "empty": [], "import": [], "reimport": []}
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty"
        empty.mkdir()
        for run in range(args.runs):
            data = Path(tmp) / f"run{run}"
            figures["floor"].append(_run([sys.executable, "-c", "pass"]))
            figures["empty"].append(_run(
                [*cli, "--data-dir", str(data / "e"), "import-cards", str(empty)], check=False))
            figures["import"].append(_run(
                [*cli, "--data-dir", str(data), "import-cards", str(args.export)]))
            figures["reimport"].append(_run(
                [*cli, "--data-dir", str(data), "import-cards", str(args.export)]))
    _line("floor: python -c pass", figures["floor"])
    _line("floor: CLI + library open, nothing imported", figures["empty"])
    _line("import whole FiveRingsDB export (target < 1 s)", figures["import"])
    _line("re-import (all unchanged)", figures["reimport"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
