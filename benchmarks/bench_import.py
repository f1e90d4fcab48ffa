"""Card import, whole process, against its floor (issue 22), fresh processes interleaved.

    .venv/bin/python benchmarks/bench_import.py [--runs 5] [--oracle DIR] [--cards 30000]

The figure: ``l5r-desktop --data-dir FRESH import-cards EXPORT`` (the real command: process
start, parsing, the library's one transaction, its search index). The floor: a plain Python
program that reads the same files (``json.load``), writes every record's id, title, text and
JSON into a fresh SQLite database in one transaction and builds an FTS5 index over title and
text once at the end. Both run on the real Oracle of the Void export (../shared/carddata/
oracle-json) and on ``--cards`` cards made from it (every record copied under new ids and
titles). Prints the medians and the ratios (target <= 1.5x on both). ``bench_ccg_import.py``
(issue 16) measures the Oracle export and the EoPK cards.xml the same way, with CPU times and
the re-import; this one gives ``run_all.py`` its two rows.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_ORACLE = REPO_ROOT.parent / "shared" / "carddata" / "oracle-json"

FLOOR = r"""
import json, sqlite3, sys
from pathlib import Path
db = sqlite3.connect(sys.argv[1])
db.execute("create table cards (id text primary key, title text, body text, data text)")
rows = []
for path in sorted(Path(sys.argv[2]).glob("*.json")):
    for record in json.loads(path.read_text(encoding="utf-8")):
        title = record.get("formattedtitle") or record.get("title") or ""
        body = " ".join(record.get("text") or [])
        rows.append((str(record.get("cardid")), str(title), body, json.dumps(record)))
with db:
    db.executemany("insert into cards values (?, ?, ?, ?)", rows)
    db.execute("create virtual table cards_fts using fts5(title, body, content='cards')")
    db.execute("insert into cards_fts(rowid, title, body) select rowid, title, body from cards")
db.close()
print(len(rows))
"""


def scaled_export(oracle: Path, cards: int, folder: Path) -> int:
    """Write an Oracle-shaped export of about ``cards`` cards to ``folder`` (copies of every
    record under new ids and titles); returns the number written."""
    files = {path.name: json.loads(path.read_text(encoding="utf-8"))
             for path in sorted(oracle.glob("*.json"))}
    total = sum(len(records) for records in files.values())
    copies = max(1, round(cards / max(total, 1)))
    written = 0
    for name, records in files.items():
        out = []
        for copy in range(copies):
            for record in records:
                clone = dict(record)
                clone["cardid"] = f"{record.get('cardid')}-{copy}"
                clone["formattedtitle"] = f"{record.get('formattedtitle', '')} {copy}"
                if "title" in clone:
                    clone["title"] = [f"{t} {copy}" for t in record["title"]] \
                        if isinstance(record["title"], list) else f"{record['title']} {copy}"
                out.append(clone)
        (folder / name).write_text(json.dumps(out), encoding="utf-8")
        written += len(out)
    return written


def run(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return time.perf_counter() - start


def measure(export: Path, runs: int) -> tuple[float, float]:
    """Median seconds of (the app's import, the floor) over ``runs`` interleaved pairs, after
    one warm-up of each (bytecode, file cache)."""
    app, floor = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for run_no in range(runs + 1):
            data = Path(tmp) / f"app{run_no}"
            app_s = run([sys.executable, "-m", "l5r_desktop", "--data-dir", str(data),
                         "import-cards", str(export)])
            floor_s = run([sys.executable, "-c", FLOOR, str(Path(tmp) / f"floor{run_no}.db"),
                           str(export)])
            if run_no:
                app.append(app_s)
                floor.append(floor_s)
    return statistics.median(app), statistics.median(floor)


def figures(oracle: Path, runs: int, cards: int) -> list[tuple[str, float, float]]:
    """(name, app seconds, floor seconds) on the real export and on ``cards`` cards."""
    out = [("card import, Oracle export", *measure(oracle, runs))]
    with tempfile.TemporaryDirectory() as tmp:
        count = scaled_export(oracle, cards, Path(tmp))
        out.append((f"card import, {count:,} cards", *measure(Path(tmp), max(1, runs // 2))))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--oracle", type=Path, default=DEFAULT_ORACLE)
    parser.add_argument("--cards", type=int, default=30000)
    args = parser.parse_args()
    if not args.oracle.is_dir():
        print(f"Oracle export not found at {args.oracle}; nothing to measure.")
        return 0
    os.chdir(REPO_ROOT)
    for name, app, floor in figures(args.oracle, args.runs, args.cards):
        print(f"{name}: app {app:.2f} s, floor {floor:.2f} s, ratio {app / floor:.2f} "
              "(target <= 1.5)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
