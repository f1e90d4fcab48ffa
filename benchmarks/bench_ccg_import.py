"""CCG card import, whole process: ``l5r-desktop --data-dir D import-cards SOURCE`` into a fresh
library for the Oracle of the Void JSON export and for the EoPK ``cards.xml`` (target < 1 s
each, issue 16), beside their floors measured in the same run, interleaved, medians:

- ``python -c pass`` (the interpreter alone);
- the data floor of each source: a process that parses the same files (``json.load`` of every
  Oracle file / ``xml.etree`` of the XML), writes one row per card (id, title, text, the
  record as JSON) into a fresh SQLite file in one transaction and builds an FTS5 index on
  title and text. No card is understood: this is what any importer of that file must pay;
- the re-import of the same source (every card unchanged).

Each line gives the wall time and the child's CPU time (user + system from ``wait4``): on a
shared, loaded machine the CPU time is the steadier figure.

    .venv/bin/python benchmarks/bench_ccg_import.py [--runs 7] [--data DIR]

``--data`` is the folder holding ``oracle-json/`` and ``eopk-xml/cards-emperor.xml``
(default ../shared/carddata); without it there is nothing to measure.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO_ROOT.parent / "shared" / "carddata"


def _floor_rows(source: Path) -> list[tuple[str, str, str, str]]:
    """(id, title, text, record JSON) of every card of an Oracle folder or a cards.xml."""
    rows = []
    if source.is_dir():
        for path in sorted(source.glob("*.json")):
            for record in json.loads(path.read_text(encoding="utf-8")):
                rows.append((str(record.get("cardid")), str(record.get("formattedtitle")),
                             " ".join(record.get("text") or []), json.dumps(record)))
    else:
        for card in ET.parse(source).getroot().iter("card"):
            fields = {child.tag: child.text or "" for child in card}
            rows.append((card.get("id", ""), fields.get("name", ""), fields.get("text", ""),
                         json.dumps(fields)))
    return rows


def floor(source: Path, database: Path) -> int:
    """The data floor (run in a child process by :func:`main`)."""
    rows = _floor_rows(source)
    conn = sqlite3.connect(database)
    with conn:
        conn.execute("CREATE TABLE cards (id TEXT PRIMARY KEY, title TEXT, text TEXT, data TEXT)")
        conn.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)", rows)
        conn.execute("CREATE VIRTUAL TABLE cards_fts USING fts5(title, text, content='cards')")
        conn.execute("INSERT INTO cards_fts (rowid, title, text) "
                     "SELECT rowid, title, text FROM cards")
    conn.close()
    return len(rows)


def _run(args: list[str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system, from wait4) of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             cwd=REPO_ROOT)
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise subprocess.CalledProcessError(child.returncode, args)
    return wall, usage.ru_utime + usage.ru_stime


def _line(label: str, values: list[tuple[float, float]]) -> str:
    walls = sorted(v[0] for v in values)
    cpus = sorted(v[1] for v in values)
    return (f"{label:<44} wall median {statistics.median(walls) * 1000:5.0f} ms "
            f"(min {walls[0] * 1000:5.0f})  CPU median {statistics.median(cpus) * 1000:5.0f} ms "
            f"(min {cpus[0] * 1000:5.0f})  n={len(values)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--floor", type=Path, help=argparse.SUPPRESS)  # child process
    parser.add_argument("--db", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.floor:
        floor(args.floor, args.db)
        return 0
    sources = {"Oracle JSON": args.data / "oracle-json",
               "cards.xml": args.data / "eopk-xml" / "cards-emperor.xml"}
    if not all(p.exists() for p in sources.values()):
        print(f"CCG card data not found under {args.data}; nothing to measure.")
        return 0
    cli = [sys.executable, "-m", "l5r_desktop"]
    figures: dict[str, list[tuple[float, float]]] = {"python": []}
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            figures["python"].append(_run([sys.executable, "-c", "pass"]))
            for n, (name, source) in enumerate(sources.items()):
                data = Path(tmp) / f"run{run}-{n}"
                figures.setdefault(f"{name} floor", []).append(_run(
                    [sys.executable, __file__, "--floor", str(source),
                     "--db", str(Path(tmp) / f"floor{run}-{n}.sqlite3")]))
                figures.setdefault(f"{name} import", []).append(_run(
                    [*cli, "--data-dir", str(data), "import-cards", str(source)]))
                figures.setdefault(f"{name} re-import", []).append(_run(
                    [*cli, "--data-dir", str(data), "import-cards", str(source)]))
    print(_line("floor: python -c pass", figures["python"]))
    for name in sources:
        print(_line(f"{name}: data floor (parse + 1 txn + FTS)", figures[f"{name} floor"]))
        print(_line(f"{name}: whole import (target < 1 s)", figures[f"{name} import"]))
        print(_line(f"{name}: re-import (all unchanged)", figures[f"{name} re-import"]))
        ratios = [imp[1] / low[1] for imp, low in zip(figures[f"{name} import"],
                                                      figures[f"{name} floor"], strict=True)]
        print(f"{name}: import / floor CPU, median of the interleaved pairs = "
              f"{statistics.median(ratios):.2f}x")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: wall times "
          "stretch with load, CPU times much less)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
