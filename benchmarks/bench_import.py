"""Card import, whole process, against its floor (issues 16 and 22): fresh processes, interleaved.

    .venv/bin/python benchmarks/bench_import.py [--runs 5] [--data DIR] [--cards 30000]

The figure: ``l5r-desktop --data-dir FRESH import-cards SOURCE`` (the real command: process
start, parsing, the library's one transaction, its search index), then the same command again
on the same library (the re-import: every card unchanged). The floor (:data:`FLOOR`): a plain
Python program that reads the same files (``json.load`` of every Oracle file, ``xml.etree`` of a
cards.xml), writes one row per card (id, title, text, the record as JSON) into a fresh SQLite
file in one transaction and builds an FTS5 index over title and text once at the end: what any
importer of that file must pay, no card understood. ``python -c pass`` is shown too (the interpreter
alone). Sources: the real Oracle of the Void export (``DIR/oracle-json``), the EoPK
``cards.xml`` (``DIR/eopk-xml/cards-emperor.xml``) and ``--cards`` cards made from the Oracle
export (every record copied under new ids and titles). Each figure is the median wall time and
the median CPU time (user + system of the child, from ``wait4``: on a loaded machine the
steadier one). The import leaves the cards' ability records to a deferred pass (issue 22,
``carddb/library_abilities.py``; the app runs it in a worker): ``pass`` is that pass alone
in a fresh process (:data:`PASS`: open the library, read every unread card), measured after
the import and before the re-import. Targets: the import <= 1.5x its floor on the Oracle
export and on 30,000 cards (issue 22), under 1 s on each real source (issue 16).
``run_all.py`` takes its rows from :func:`figures`.
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
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO_ROOT.parent / "shared" / "carddata"
DEFAULT_ORACLE = DEFAULT_DATA / "oracle-json"
DEFAULT_XML = DEFAULT_DATA / "eopk-xml" / "cards-emperor.xml"


#: The floor program (``python -c FLOOR DATABASE SOURCE``): nothing imported but what it uses.
FLOOR = r"""
import json, sqlite3, sys
from pathlib import Path
source = Path(sys.argv[2])
rows = []
if source.is_dir():
    for path in sorted(source.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            title = record.get("formattedtitle") or record.get("title") or ""
            rows.append((str(record.get("cardid")), str(title),
                         " ".join(record.get("text") or []), json.dumps(record)))
else:
    import xml.etree.ElementTree as ET
    for card in ET.parse(source).getroot().iter("card"):
        fields = {child.tag: child.text or "" for child in card}
        rows.append((card.get("id", ""), fields.get("name", ""), fields.get("text", ""),
                     json.dumps(fields)))
conn = sqlite3.connect(sys.argv[1])
with conn:
    conn.execute("CREATE TABLE cards (id TEXT PRIMARY KEY, title TEXT, text TEXT, data TEXT)")
    conn.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)", rows)
    conn.execute("CREATE VIRTUAL TABLE cards_fts USING fts5(title, text, content='cards')")
    conn.execute("INSERT INTO cards_fts (rowid, title, text) SELECT rowid, title, text FROM cards")
conn.close()
"""


#: The deferred pass (``python -c PASS DATA_DIR``): what the app's worker does after an import.
PASS = r"""
import sys
from pathlib import Path
from l5r_desktop.carddb.library import Library
with Library.open(Path(sys.argv[1]) / "library.sqlite3", demo=False) as library:
    library.read_abilities()
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


def run(args: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, from wait4) of one child process."""
    # bytecode is written (the warm-up round writes it, as an installed app has it) even where
    # the environment says not to: else every run compiles the modules changed since
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             cwd=REPO_ROOT, env={**env, "QT_QPA_PLATFORM": "offscreen"})
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code:
        raise subprocess.CalledProcessError(code, args)
    return wall, usage.ru_utime + usage.ru_stime


@dataclass
class Source:
    """One source's interleaved runs: (wall, CPU) seconds of each program."""

    name: str
    path: Path
    runs: dict[str, list[tuple[float, float]]] = field(default_factory=dict)

    def median(self, program: str, cpu: bool = False) -> float:
        return statistics.median(r[1 if cpu else 0] for r in self.runs[program])

    def pair_ratios(self) -> list[float]:
        """Each round's import wall time over the floor's of the same round, sorted (the
        spread the machine gives one figure)."""
        return sorted(a[0] / b[0] for a, b in zip(self.runs["import"], self.runs["floor"],
                                                    strict=True))


def measure(sources: list[Source], runs: int, reimport: bool = True) -> None:
    """Run the import, the floor, the deferred pass and the re-import of every source ``runs``
    times (the pass and the re-import only with ``reimport``),
    interleaved, after one warm-up of each (bytecode, file cache); fills ``Source.runs``."""
    cli = [sys.executable, "-m", "l5r_desktop"]
    with tempfile.TemporaryDirectory() as tmp:
        for run_no in range(runs + 1):
            for n, source in enumerate(sources):
                data = Path(tmp) / f"app{run_no}-{n}"
                got = {
                    "import": run([*cli, "--data-dir", str(data), "import-cards",
                                   str(source.path)]),
                    "floor": run([sys.executable, "-c", FLOOR,
                                  str(Path(tmp) / f"floor{run_no}-{n}.sqlite3"),
                                  str(source.path)]),
                }
                if reimport:
                    got["pass"] = run([sys.executable, "-c", PASS, str(data)])
                    got["re-import"] = run([*cli, "--data-dir", str(data), "import-cards",
                                            str(source.path)])
                if run_no:  # the first round is the warm-up
                    for program, value in got.items():
                        source.runs.setdefault(program, []).append(value)


#: Interleaved runs of the real export's row at least (issue 22): its pairs of runs spread
#: from 1.26x to 1.94x on a quiet 2-core machine, and a median of five moved 1.39-1.81x
#: between runs of the same code.
ORACLE_RUNS = 11


def figures(oracle: Path, runs: int, cards: int
            ) -> list[tuple[str, tuple[float, float], tuple[float, float], list[float]]]:
    """(name, (import wall, CPU), (floor wall, CPU), the pairs' wall ratios sorted) medians
    in seconds on the real export (at least :data:`ORACLE_RUNS` runs) and on ``cards`` cards
    (run_all.py's rows)."""
    real = Source("card import, Oracle export", oracle)
    measure([real], max(runs, ORACLE_RUNS), reimport=False)
    with tempfile.TemporaryDirectory() as tmp:
        count = scaled_export(oracle, cards, Path(tmp))
        scaled = Source(f"card import, {count:,} cards", Path(tmp))
        measure([scaled], max(1, runs // 2), reimport=False)
    return [(s.name, (s.median("import"), s.median("import", True)),
             (s.median("floor"), s.median("floor", True)), s.pair_ratios())
            for s in (real, scaled)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--cards", type=int, default=30000, help="0: no scaled export")
    args = parser.parse_args()
    oracle, xml = args.data / "oracle-json", args.data / "eopk-xml" / "cards-emperor.xml"
    sources = [Source(name, path) for name, path in (("Oracle JSON", oracle), ("cards.xml", xml))
               if path.exists()]
    if not sources:
        print(f"No card data under {args.data}; nothing to measure.")
        return 0
    python = [run([sys.executable, "-c", "pass"]) for _ in range(args.runs)]
    measure(sources, args.runs)
    with tempfile.TemporaryDirectory() as tmp:
        if args.cards and oracle.is_dir():
            count = scaled_export(oracle, args.cards, Path(tmp))
            scaled = Source(f"{count:,} cards", Path(tmp))
            measure([scaled], max(1, args.runs // 2), reimport=False)
            sources.append(scaled)
    print(f"# load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; medians of "
          f"{args.runs} interleaved runs (the scaled export: {max(1, args.runs // 2)})")
    print(f"{'python -c pass':<34} wall {statistics.median(p[0] for p in python):6.2f} s  "
          f"CPU {statistics.median(p[1] for p in python):6.2f} s")
    for source in sources:
        for program in source.runs:
            print(f"{source.name + ': ' + program:<34} wall {source.median(program):6.2f} s  "
                  f"CPU {source.median(program, cpu=True):6.2f} s")
        pairs = source.pair_ratios()
        print(f"{source.name + ': import / floor':<34} wall "
              f"{source.median('import') / source.median('floor'):6.2f}x  CPU "
              f"{source.median('import', True) / source.median('floor', True):6.2f}x  "
              f"(target <= 1.5x; the rounds {pairs[0]:.2f}-{pairs[-1]:.2f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
