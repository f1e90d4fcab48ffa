"""Card library figures over the real Oracle of the Void export (../shared/carddata/oracle-json).

1. import of the whole export into a fresh library (target < 1 s), and a re-import;
2. search as you type: every prefix of a few titles and words, one query per keystroke
   (target: median < 10 ms);
3. opening the deck editor on the full library (target < 0.5 s), offscreen.

    .venv/bin/python benchmarks/bench_library.py [--runs 5] [--oracle DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_ORACLE = REPO_ROOT.parent / "shared" / "carddata" / "oracle-json"
TYPED = ["hida kisada", "ring of the void", "bow target personality", "shugenja", "agasha",
         "the", "kyuden", "celestial sword", "ambush", "naval"]


def _stats(label: str, values: list[float], unit: str = "ms", scale: float = 1000.0) -> None:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(len(values) * 0.9))]
    print(f"{label:<38} min {values[0] * scale:8.2f} {unit}  median "
          f"{statistics.median(values) * scale:8.2f} {unit}  p90 {p90 * scale:8.2f} {unit}  "
          f"max {values[-1] * scale:8.2f} {unit}  (n={len(values)})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--oracle", type=Path, default=DEFAULT_ORACLE)
    args = parser.parse_args()
    if not args.oracle.is_dir():
        print(f"Oracle export not found at {args.oracle}; nothing to measure.")
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(REPO_ROOT))
    from l5r_desktop.carddb.library import Library

    imports, reimports = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            path = Path(tmp) / f"run{run}" / "library.sqlite3"
            lib = Library.open(path, demo=False)
            start = time.perf_counter()
            summary = lib.import_files([args.oracle])
            imports.append(time.perf_counter() - start)
            start = time.perf_counter()
            lib.import_files([args.oracle])
            reimports.append(time.perf_counter() - start)
            lib.close()
        print(f"cards imported: {summary.imported} from {summary.files} files, "
              f"{summary.skipped} skipped")
        _stats("import whole export (fresh library)", imports)
        _stats("re-import (all unchanged)", reimports)

        lib = Library.open(Path(tmp) / "run0" / "library.sqlite3")
        keystrokes = []
        for text in TYPED:
            for end in range(1, len(text) + 1):
                query = text[:end]
                start = time.perf_counter()
                lib.search(query)
                keystrokes.append(time.perf_counter() - start)
        _stats("search as you type (one keystroke)", keystrokes)
        filtered = []
        for text in TYPED:
            start = time.perf_counter()
            lib.search(text[:3], types=["personality"], cost_min=2, cost_max=8,
                       edition="celestial")
            filtered.append(time.perf_counter() - start)
        _stats("search with filters", filtered)

        from PySide6.QtWidgets import QApplication

        from l5r_desktop.ui.deck_editor import DeckEditor

        app = QApplication.instance() or QApplication([])
        opens = []
        for _ in range(args.runs):
            start = time.perf_counter()
            editor = DeckEditor(lib)
            editor.show()
            app.processEvents()
            opens.append(time.perf_counter() - start)
            editor.close()
            editor.deleteLater()
            app.processEvents()
        _stats(f"deck editor open ({lib.count()} cards)", opens)
        lib.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
