"""The UI thread's own garbage collections with a long game on the table (issue 22).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_ui_gc.py [--actions 1000]

The real ``MainWindow`` (``create_application``: automatic collection off, the GUI thread's
collector of ``ui/gui_thread_gc.py`` on its timer) is given a demo game of ``--actions``
actions (``window.set_game``, as a load does); once the table has settled, ``--moves`` more
actions of the same game are made through the controller every 60 ms (the table and the log
follow each; the autosave writes). Every collection the UI thread runs is timed (CPU of the
thread and wall) with its generation and the young objects waiting when it began. Printed:
per generation the count, longest and median CPU (the target of a UI stall: <= 5 ms), the
objects tracked and frozen, the process's resident memory; then the game is replaced by a new
one and what the next settling frees is counted (a long game still frees its memory).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def rss_mb() -> float:
    """Resident memory now (Linux; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()

    from bench_autosave import settle_table
    from bench_saves import long_game
    from PySide6.QtCore import QEventLoop, QTimer

    from l5r_desktop.demo import demo_setup
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    app = create_application()
    full = long_game(args.actions + args.moves, history=False)
    #: generation, objects it walks, CPU ms, wall ms, unreachable objects found
    runs: list[tuple[int, int, float, float, int]] = []
    ui_thread = threading.get_ident()
    start = [0.0, 0.0, 0]

    def on_gc(phase: str, info: dict) -> None:
        if threading.get_ident() != ui_thread:
            return
        if phase == "start":  # (the objects are counted before the clocks start)
            walked = sum(len(gc.get_objects(g)) for g in range(info["generation"] + 1))
            start[:] = [time.perf_counter(), time.thread_time(), walked]
        else:
            runs.append((info["generation"], int(start[2]),
                         (time.thread_time() - start[1]) * 1000,
                         (time.perf_counter() - start[0]) * 1000, info["collected"]))

    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(DataPaths(Path(tmp)).ensure(), start_demo=False)
        window.saves.ask = lambda *a: "discard"
        window.resize(1600, 1000)
        window.show()
        game = Game.new(full.setup, history=True)
        for action in full.action_log[: args.actions]:
            game.perform(action)
        window.set_game(game)
        settle_table(app, window)
        gc.callbacks.append(on_gc)
        loop = QEventLoop()
        done = [0]
        actions = list(full.action_log)

        def move() -> None:
            if done[0] >= args.moves:
                loop.quit()
                return
            window.controller.request(actions[len(window.controller.game.action_log)])
            done[0] += 1

        timer = QTimer()
        timer.setInterval(60)
        timer.timeout.connect(move)
        timer.start()
        loop.exec()
        timer.stop()
        for _ in range(20):  # the last moves' collections
            app.processEvents()
            time.sleep(0.05)
        gc.callbacks.remove(on_gc)
        tracked, frozen, rss = len(gc.get_objects()), gc.get_freeze_count(), rss_mb()
        gc.unfreeze()  # what tenuring kept: cycles that became garbage after their tick
        kept = gc.collect()
        gc.freeze()
        print(f"# load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; a game of "
              f"{args.actions} actions on the table, then {done[0]} moves every 60 ms")
        for gen in (0, 1, 2):
            mine = [r for r in runs if r[0] == gen]
            if not mine:
                print(f"generation {gen}: no collection")
                continue
            cpu = [r[2] for r in mine]
            print(f"generation {gen}: {len(mine)} collections, CPU longest {max(cpu):.2f} ms, "
                  f"median {statistics.median(cpu):.2f} ms (wall longest "
                  f"{max(r[3] for r in mine):.2f} ms); objects walked up to "
                  f"{max(r[1] for r in mine)}, found unreachable up to {max(r[4] for r in mine)}")
        print(f"tracked objects {tracked + frozen} ({frozen} frozen), resident {rss:.1f} MB; "
              f"unreachable when given back: {kept}")
        before = len(gc.get_objects()) + gc.get_freeze_count()
        del game, full  # (the bench's own references to the long game)
        actions.clear()
        window.set_game(Game.new(demo_setup(seed=1), history=True))  # the long game goes
        settle_table(app, window)
        for _ in range(30):  # the collector's next ticks (settling)
            app.processEvents()
            time.sleep(0.05)
        gc.collect()  # whatever is still unreachable and not frozen
        after = len(gc.get_objects()) + gc.get_freeze_count()
        print(f"after a new game replaced it: tracked objects {after} ({before - after} "
              f"fewer), {gc.get_freeze_count()} frozen, resident {rss_mb():.1f} MB")
        window.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
