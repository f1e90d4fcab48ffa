"""Issue 22's benchmark command: every figure beside its floor, measured in the same run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/run_all.py [--runs 7]

Prints one table: figure, floor, ratio, target. Start-up: the app's first painted frame against
a bare PySide6 QMainWindow program (fresh processes, interleaved; peak memory per process).
Repaint: a full 1600x1000 repaint of the real table (200 and 800 cards) against a plain
QGraphicsScene drawing the same pre-scaled pixmaps (alternating frames). Autosave: the real
window's longest UI stall while its worker writes, less the UI thread's waits for a CPU (floor:
the same event loop while the worker is idle; bench_autosave.py) and one autosave's time at
1,000 actions against 250. Card import:
the import-cards command, whole process, against a json + SQLite + FTS5 floor program
(bench_import.py; needs ../shared).
Benchmarks stay out of the test run (no timed tests).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def autosave_rows() -> list[tuple[str, str, str, str, str]]:
    """The real window's longest UI tick delay while its autosave worker writes a 1,000-action
    game (floor: its longest delay while the worker is idle, the machine's and Qt's own noise;
    bench_autosave.py), and one autosave's time at 1,000 actions against 250 (target: it grows
    no more than the file; bench_saves.py)."""
    import tempfile
    from pathlib import Path

    import bench_autosave
    import bench_saves

    run = bench_autosave.measure_run(1000, 60)
    first, later, outside = run.first, run.later, run.outside
    during = first + later
    rest = run.worker_cpu[1:] or [0.0]
    game = bench_saves.long_game(1000, history=True)
    with tempfile.TemporaryDirectory() as tmp:
        growth = bench_saves.autosave_growth(game, Path(tmp) / "growth")
        by_process = bench_saves.autosave_growth(game, Path(tmp) / "process", process=True)
    (short_ms, _, short_size), (long_ms, long_cpu, long_size) = growth[250], growth[1000]
    (p_short_ms, p_short_cpu, _), (p_long_ms, p_long_cpu, _) = by_process[250], by_process[1000]
    return [("autosave: longest UI stall while writing", f"{max(during):.1f} ms",
             f"{max(outside):.1f} ms", f"{max(during) / max(outside):.2f}", "<= 5 ms"),
            ("  of them the later writes (one action each)", f"{max(later, default=0):.1f} ms",
             f"{max(outside):.1f} ms", "-", "-"),
            ("  of them without a UI-thread GC", f"{max(run.during_no_gc, default=0):.1f} ms",
             f"{max(outside):.1f} ms", "-", "-"),
            ("autosave: p99 UI stall while writing", f"{bench_autosave.p99(during):.1f} ms",
             f"{bench_autosave.p99(outside):.1f} ms", "-", "-"),
            ("autosave: app CPU per write, first / later",
             f"{run.worker_cpu[0] if run.worker_cpu else 0:.1f} / "
             f"{statistics.median(rest):.1f} ms", "-", "-", "-"),
            ("autosave in-thread: worker CPU per write", f"{long_cpu:.1f} ms", "-", "-", "-"),
            ("one autosave, 1,000 / 250 actions", f"{long_ms:.1f} ms", f"{short_ms:.1f} ms",
             f"{long_ms / short_ms:.2f}", f"<= {long_size / short_size:.2f} (file size)"),
            ("  by the process, 1,000 / 250 (app CPU)",
             f"{p_long_ms:.1f} ms ({p_long_cpu:.2f})", f"{p_short_ms:.1f} ms ({p_short_cpu:.2f})",
             f"{p_long_ms / p_short_ms:.2f}", f"<= {long_size / short_size:.2f} (file size)")]


def rows(runs: int) -> list[tuple[str, str, str, str, str]]:
    """(figure, value, floor, ratio, target) rows."""
    import bench_repaint
    import bench_startup

    out = []
    app, bare = bench_startup.measure(runs)
    med = statistics.median
    out.append(("start-up to first painted frame", f"{med(app.first) * 1000:.0f} ms",
                f"{med(bare.first) * 1000:.0f} ms", f"{med(app.first) / med(bare.first):.2f}",
                "<= 2.0"))
    out.append(("start-up to the filled table", f"{med(app.filled) * 1000:.0f} ms",
                f"{med(bare.first) * 1000:.0f} ms", f"{med(app.filled) / med(bare.first):.2f}",
                "-"))
    out.append(("start-up, whole process (to quit)", f"{med(app.whole) * 1000:.0f} ms",
                f"{med(bare.whole) * 1000:.0f} ms", f"{med(app.whole) / med(bare.whole):.2f}",
                "-"))
    out.append(("start-up peak memory", f"{med(app.peaks):.0f} MB", f"{med(bare.peaks):.0f} MB",
                f"{med(app.peaks) / med(bare.peaks):.2f}", "<= 1.5"))
    both = bench_repaint.measure_all((200, 800), runs)
    small, large = both[200], both[800]
    for n, (table, floor) in ((200, small), (800, large)):
        out.append((f"full repaint, {n} cards", f"{table * 1000:.1f} ms",
                    f"{floor * 1000:.1f} ms", f"{table / floor:.2f}",
                    "<= 1.2" if n == 200 else "-"))
    out.append(("full repaint 800 cards / 200 cards", f"{large[0] * 1000:.1f} ms",
                f"{small[0] * 1000:.1f} ms", f"{large[0] / small[0]:.2f}", "<= 3"))
    out.append(("  the pixmap floor's own 800 / 200", f"{large[1] * 1000:.1f} ms",
                f"{small[1] * 1000:.1f} ms", f"{large[1] / small[1]:.2f}", "-"))
    out += autosave_rows()
    out += import_rows(runs)
    return out


def import_rows(runs: int) -> list[tuple[str, str, str, str, str]]:
    """The card import command, whole process, against a json + SQLite + FTS5 floor program
    (bench_import.py) on the real Oracle export (``runs`` runs, at least
    ``bench_import.ORACLE_RUNS``: a median of two let one slow first run, 0.8 s against 0.6,
    set a 2.0x figure on a quiet machine) and on 30,000 cards made from it (half as many
    runs), with the spread of the rounds' ratios; skipped when ../shared is absent."""
    import bench_import

    if not bench_import.DEFAULT_ORACLE.is_dir():
        return [("card import", "no ../shared export", "-", "-", "<= 1.5")]
    return [(name, f"{app[0]:.2f} s (CPU {app[1]:.2f})", f"{floor[0]:.2f} s (CPU {floor[1]:.2f})",
             f"{app[0] / floor[0]:.2f} (CPU {app[1] / floor[1]:.2f}; rounds {pairs[0]:.2f}-"
             f"{pairs[-1]:.2f}, {len(pairs)})", "<= 1.5")
            for name, app, floor, pairs in bench_import.figures(bench_import.DEFAULT_ORACLE,
                                                                runs, 30000)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print(f"# load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    table = [("figure", "value", "floor", "ratio", "target"), *rows(args.runs)]
    widths = [max(len(row[i]) for row in table) for i in range(5)]
    for row in table:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
