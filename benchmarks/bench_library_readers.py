"""The app's first reads of a library just imported by ``import-cards`` (issue 22), against
the same reads of the same library built whole: what the UI thread pays for the cards the
import left to build (``carddb/library_pending.py``).

    .venv/bin/python benchmarks/bench_library_readers.py [--runs 3] [--copies 7]

The library: the real Oracle export and ``--copies`` copies of it under other ids and titles
(``bench_import.scaled_export``; 7 copies: 28,280 cards, the real titles among them), imported
by the real command in a fresh process. Three states of it, each a copy of that file:

- **pending**: as ``import-cards`` leaves it (records kept, rows built when read);
- **parsed**: every row built, the cards' abilities not read (what an import that parses
  every card leaves, as ``import-cards`` did before; the deferred pass's work still to do);
- **built**: every row built and every card's abilities read (after the deferred pass).

In a fresh process per state and run, the readers the UI calls, one after the other, each
timed (wall, milliseconds; the first of each in the process): opening the library as the
window does, the deck editor's first list (``search("", limit=201)``) and a search as typed
(``search("honor", limit=201)``), a real deck from ``../shared/decks`` (the Ivory Mantis
starter, 80 cards, every line known) resolved as the deck editor and a new game do
(``deck_resolution.resolve_partial``), the card preview of a card none of these read
(``get`` and ``rich_text``). The target: each read on **pending** under 100 ms more than on
**built**. Medians of ``--runs`` interleaved runs.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_import

REPO_ROOT = Path(__file__).resolve().parents[1]
DECKS = REPO_ROOT.parent / "shared" / "decks" / "ccg"

#: One run of the readers (``python -c READERS LIBRARY DECK``), printing {reader: ms} as JSON.
READERS = r"""
import json, sys, time
from pathlib import Path
t0 = time.perf_counter()
from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.decks import parse_deck
from l5r_desktop.carddb.deck_resolution import resolve_partial
out = {}
def timed(name, read):
    start = time.perf_counter()
    value = read()
    out[name] = (time.perf_counter() - start) * 1000
    return value
lib = timed("open the library", lambda: Library.open(Path(sys.argv[1])))
timed("deck editor's first list", lambda: lib.search("", limit=201))
timed("search 'honor'", lambda: lib.search("honor", limit=201))
deck = parse_deck(Path(sys.argv[2]).read_text(encoding="utf-8"))
resolution = timed("resolve a real deck", lambda: resolve_partial(deck, lib))
import sqlite3
with sqlite3.connect(sys.argv[1]) as plain:  # (a card no reader above returned)
    card = plain.execute("SELECT id FROM cards WHERE title = 'Ring of the Void'").fetchone()[0]
timed("card preview (get + rich text)", lambda: (lib.get(card), lib.rich_text(card)))
found = resolution.resolved
out["(cards found, lines unknown)"] = (len(found.fate) + len(found.dynasty),
                                       len(resolution.unknown))
lib.close()
print(json.dumps(out))
"""

#: Bring a library copy to a state (``python -c STATE LIBRARY STATE``).
STATE = r"""
import sys
from pathlib import Path
from l5r_desktop.carddb.library import Library
with Library.open(Path(sys.argv[1]), demo=False) as lib:
    lib.build_pending()
    if sys.argv[2] == "built":
        lib.read_abilities()
"""

STATES = ("pending", "parsed", "built")


def _python(args: list[str]) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return subprocess.run([sys.executable, *args], check=True, capture_output=True, text=True,
                          cwd=REPO_ROOT, env={**env, "QT_QPA_PLATFORM": "offscreen"}).stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--copies", type=int, default=7)
    args = parser.parse_args()
    oracle = bench_import.DEFAULT_ORACLE
    decks = sorted(DECKS.rglob("*.l5d"))
    if not oracle.is_dir() or not decks:
        print("No ../shared export or decks; nothing to measure.")
        return 0
    deck = next((d for d in decks if d.name.startswith("Ivory_Mantis")), decks[0])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "copies"
        folder.mkdir()
        records = sum(len(json.loads(p.read_bytes())) for p in oracle.glob("*.json"))
        copies = bench_import.scaled_export(oracle, records * args.copies, folder)
        data = Path(tmp) / "app"
        _python(["-m", "l5r_desktop", "--data-dir", str(data), "import-cards", str(oracle),
                 str(folder)])
        source = data / "library.sqlite3"
        states: dict[str, Path] = {}
        for state in STATES:
            states[state] = Path(tmp) / f"{state}.sqlite3"
            shutil.copy(source, states[state])
            if state != "pending":
                _python(["-c", STATE, str(states[state]), state])
        times: dict[str, dict[str, list[float]]] = {s: {} for s in STATES}
        for run in range(args.runs + 1):
            for state in STATES:
                library = Path(tmp) / f"run-{state}.sqlite3"
                shutil.copy(states[state], library)
                got = json.loads(_python(["-c", READERS, str(library), str(deck)]))
                library.unlink()
                if run:  # the first round warms the file cache and the bytecode
                    for name, value in got.items():
                        times[state].setdefault(name, []).append(value)
    print(f"# {records + copies:,} cards ({records:,} real + {copies:,} copies), deck "
          f"{deck.name}; load average {os.getloadavg()[0]:.1f}; medians of {args.runs} runs, "
          "wall ms")
    print(f"{'reader':<34}" + "".join(f"{s:>10}" for s in STATES) + "  pending - built"
          "  (target < 100 ms)")
    for name in times["pending"]:
        if name.startswith("("):
            print(f"{name:<34}" + "".join(f"{times[s][name][0]!s:>10}" for s in STATES))
            continue
        row = {s: statistics.median(times[s][name]) for s in STATES}
        print(f"{name:<34}" + "".join(f"{row[s]:>10.1f}" for s in STATES)
              + f"  {row['pending'] - row['built']:>12.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
