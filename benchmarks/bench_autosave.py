"""Autosave on the real window (issue 22): how long the autosave worker keeps the UI thread
waiting, with the UI thread's own noise measured in the same run as the floor.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_autosave.py [--actions 1000]

The real ``MainWindow`` (``create_application``: the app's interpreter settings) shows a demo
game of ``--actions`` actions, minus the last ``--notifies``; its real ``AutosaveAdapter``
writes with no debounce (through its writing process; ``--thread``: on the worker thread, as
before that process). The Qt event loop runs a precise 1 ms timer on the UI thread and
records how late each tick comes. Every 60 ms one more action of the game is performed and
the adapter told (what a move does to the autosave, without the table's own repaint): the
writer replays the new action on its replica and writes the file. The first write builds
the replica from the setup (all the game's actions; with the process, also its start-up).
Ticks are split into those that overlap a write (the figure) and those that do not (the
floor: the machine's and Qt's own noise).
Prints the longest and the 99th percentile delay of each, the first write (the writer's
start-up and the whole replay) and the later ones also apart (target: longest <= 5 ms).

A tick's delay leaves out the time the UI thread was ready to run but waiting for a CPU (the
scheduler's run delay, ``/proc/thread-self/schedstat``; Linux): on a shared machine that wait
is the other processes' doing, and it hid what the autosave costs (``--wall``: the whole
delay). What remains is the UI thread's own work and its waits for the interpreter lock or
anything else the autosave holds. The run delay is read together with the clock (read again
when the thread was preempted between the two: before, a preemption there counted a wait for
a CPU as a stall) and without letting go of the interpreter lock (a file read lets go of it,
and each time the UI thread then waited again for the worker, a wait only the measurement
had). The table is drawn and settled before the autosave starts, so the first write is not
mixed up with the table's first paint; one second of the loop before it, making the same moves
unsaved, counts into the floor. Also printed: the CPU time the app's autosave worker spends per
write (Python that holds the interpreter the UI thread needs) and the UI thread's own CPU per
notification.
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
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


SCHEDSTAT = Path("/proc/thread-self/schedstat")


class RunDelay:
    """This thread's time spent ready to run but waiting for a CPU (the scheduler's run delay,
    ``/proc/thread-self/schedstat``; 0 where unknown), read without letting go of the
    interpreter lock: ``os.read`` would let go of it, and while the autosave worker runs
    Python each such read would make the UI thread wait again for the lock (up to the
    switch interval), a wait that the measurement itself adds and a real UI event does not
    have. libc's ``pread`` is called through ``ctypes.PyDLL``, which keeps the lock."""

    def __init__(self) -> None:
        self._fd = -1
        try:
            import ctypes

            self._fd = os.open(SCHEDSTAT, os.O_RDONLY)  # this thread's file (the UI thread's)
            self._pread = ctypes.PyDLL(None).pread
            self._pread.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t,
                                    ctypes.c_long]
            self._pread.restype = ctypes.c_ssize_t
            self._buf = ctypes.create_string_buffer(128)
            self.read()
        except (OSError, AttributeError, IndexError, ValueError):
            self._fd = -1

    def read(self) -> float:
        """The run delay so far, seconds."""
        if self._fd < 0:
            return 0.0
        n = self._pread(self._fd, self._buf, 128, 0)
        return int(self._buf.raw[:n].split()[1]) / 1e9

    def stamp(self) -> tuple[float, float]:
        """(``time.perf_counter()``, the run delay) taken together: read again when the
        thread was preempted between the two (the run delay changed), so a wait for a CPU is
        never counted on one side of a tick's interval and not on the other."""
        for _ in range(8):
            before = self.read()
            now = time.perf_counter()
            if self.read() == before:
                return now, before
        return now, before

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


@dataclass
class Run:
    """One run's figures (milliseconds)."""

    first: list[float]  # tick delays overlapping the first write
    later: list[float]  # tick delays overlapping a later write
    outside: list[float]  # tick delays overlapping no write (the floor)
    written: int  # autosaves written
    worker_cpu: list[float] = field(default_factory=list)  # the app's worker CPU per write
    notify_cpu: list[float] = field(default_factory=list)  # UI-thread CPU per notification
    #: tick delays overlapping a write, less the ticks in which the UI thread's own garbage
    #: collector ran (``ui/gui_thread_gc.py``: it collects the moves' objects, autosave or not)
    during_no_gc: list[float] = field(default_factory=list)
    gc_ms: list[float] = field(default_factory=list)  # the UI thread's collections while writing
    #: every UI-thread collection of the run, writes or not: (generation, CPU ms, wall ms)
    gc_all: list[tuple[int, float, float]] = field(default_factory=list)
    first_blocked: float = 0.0  # ms the UI thread was blocked in ticks overlapping the first write
    first_ticks: int = 0


def measure(actions: int = 1000, notifies: int = 60, thread: bool = False,
            wall: bool = False) -> tuple[list[float], list[float], list[float], int]:
    """(tick delays overlapping the first write, overlapping a later write, outside writes,
    autosaves written), ms; less the waits for a CPU unless ``wall``."""
    run = measure_run(actions, notifies, thread, wall)
    return run.first, run.later, run.outside, run.written


def settle_table(app, window, limit_s: float = 300.0) -> None:
    """Wait until the table has drawn every face (the face jobs run Python on pool threads
    and their drawing process takes CPU: on a loaded machine they outlasted a single 30 s
    wait and overlapped the autosave's first write) and one second of events asked for no
    new face."""
    deadline = time.perf_counter() + limit_s
    while True:
        window.faces.wait_idle(max(1, int((deadline - time.perf_counter()) * 1000)))
        settle = time.perf_counter() + 1.0
        while time.perf_counter() < settle:
            app.processEvents()
        if window.faces.wait_idle(0) or time.perf_counter() > deadline:
            return


def measure_run(actions: int = 1000, notifies: int = 60, thread: bool = False,
                wall: bool = False, floor_s: float = 1.0) -> Run:
    """One run (see the module docstring): the ticks of ``floor_s`` seconds of the same loop
    before the first autosave, making the same moves every 60 ms without telling the autosave,
    count into the floor (so the floor has the moves' own garbage collection too)."""
    from bench_saves import long_game
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    app = create_application()
    full = long_game(actions, history=False)
    floor_moves = int(floor_s / 0.06) + 2  # the floor's loop makes the same moves, unsaved
    clock = RunDelay()
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(DataPaths(Path(tmp)).ensure(), start_demo=False)
        window.saves.ask = lambda *args: "discard"  # closing must not wait for a question
        window.resize(1600, 1000)
        window.show()
        game = Game.new(full.setup, history=True)
        for action in full.action_log[: actions - notifies - floor_moves]:
            game.perform(action)
        adapter = window.saves.autosave
        saver = adapter.autosaver
        saver.delay = 0.0
        if thread:  # the worker thread replays and writes (as before the writing process)
            saver.writer = None
        writes: list[tuple[float, float]] = []
        worker_cpu: list[float] = []
        notify_cpu: list[float] = []
        real_write = saver._write

        def timed_write(job) -> None:
            start, cpu = time.perf_counter(), time.thread_time()
            try:
                real_write(job)
            finally:
                writes.append((start, time.perf_counter()))
                worker_cpu.append((time.thread_time() - cpu) * 1000)

        def notify() -> None:
            cpu = time.thread_time()
            adapter._on_changed()  # what the controller's history_changed does
            notify_cpu.append((time.thread_time() - cpu) * 1000)

        saver._write = timed_write
        adapter.enabled = False
        window.controller.set_game(game)  # the table shows it and settles
        settle_table(app, window)
        adapter.enabled = True
        ticks: list[tuple[float, float, float, float]] = []  # from, to, CPU wait, own CPU
        collections: list[tuple[float, float]] = []
        gc_all: list[tuple[int, float, float]] = []
        ui_thread = threading.get_ident()
        gc_start = [0.0, 0.0]

        def on_gc(phase: str, info: dict) -> None:
            if threading.get_ident() != ui_thread:
                return
            if phase == "start":
                gc_start[:] = [time.perf_counter(), time.thread_time()]
            else:
                end = time.perf_counter()
                collections.append((gc_start[0], end))
                gc_all.append((info["generation"], (time.thread_time() - gc_start[1]) * 1000,
                               (end - gc_start[0]) * 1000))

        gc.callbacks.append(on_gc)
        now, waited = clock.stamp()
        state = {"last": now, "waited": waited, "start": now + floor_s, "next": now + 0.06,
                 "done": -1, "cpu": time.thread_time()}
        loop = QEventLoop()

        def tick() -> None:
            now, waited = clock.stamp()
            ticks.append((state["last"], now, 0.0 if wall else waited - state["waited"],
                          time.thread_time() - state["cpu"]))
            if now >= state["next"]:
                if state["done"] < 0 and now >= state["start"]:
                    notify()  # the first autosave starts
                    state["done"] = 0
                elif state["done"] >= notifies:
                    loop.quit()
                    return
                elif state["done"] >= 0:
                    game.perform(full.action_log[len(game.action_log)])
                    notify()
                    state["done"] += 1
                elif len(game.action_log) < actions - notifies:  # the floor: a move, unsaved
                    game.perform(full.action_log[len(game.action_log)])
                state["next"] = time.perf_counter() + 0.06
            state["last"], state["waited"] = clock.stamp()
            state["cpu"] = time.thread_time()

        timer = QTimer()
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.setInterval(1)
        timer.timeout.connect(tick)
        timer.start()
        loop.exec()
        timer.stop()
        gc.callbacks.remove(on_gc)
        adapter.flush()
        written = saver.saves_written
        window.close()
        app.processEvents()
    clock.close()
    run = Run([], [], [], written, worker_cpu, notify_cpu, gc_all=gc_all)
    for a, b, waited, cpu in ticks:
        delay = max(0.0, (b - a - waited) * 1000 - 1.0)
        if writes and writes[0][0] <= b and writes[0][1] >= a:
            run.first.append(delay)
            # neither running nor waiting for a CPU, beyond the timer's own 1 ms: waiting for
            # the interpreter lock (or anything else the autosave holds)
            run.first_blocked += max(0.0, (b - a - waited - cpu) * 1000 - 1.0)
            run.first_ticks += 1
        elif any(s <= b and e >= a for s, e in writes[1:]):
            run.later.append(delay)
        else:
            run.outside.append(delay)
            continue
        if any(s <= b and e >= a for s, e in collections):
            run.gc_ms.extend((e - s) * 1000 for s, e in collections if s <= b and e >= a)
        else:
            run.during_no_gc.append(delay)
    return run


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--notifies", type=int, default=60)
    parser.add_argument("--wall", action="store_true",
                        help="whole tick delays, waits for a CPU included")
    parser.add_argument("--floor", type=float, default=1.0,
                        help="seconds of the loop, making the same moves unsaved, before the "
                             "first write (the floor)")
    parser.add_argument("--thread", action="store_true",
                        help="write on the worker thread instead of the writing process "
                             "(the way autosaves were written before it)")
    args = parser.parse_args()
    run = measure_run(args.actions, args.notifies, args.thread, args.wall, args.floor)
    first, later, outside, written = run.first, run.later, run.outside, run.written
    print(f"# load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores, "
          f"switch interval {sys.getswitchinterval() * 1000:.1f} ms")
    print(f"# autosaves written {'on the worker thread' if args.thread else 'by the process'}"
          f"; tick delays {'whole' if args.wall else 'less the waits for a CPU'}")
    during = first + later
    for name, delays in (("UI tick delay, any write", during),
                         ("  first write (whole replay)", first),
                         ("  later writes (one action)", later),
                         ("  any write, no UI-thread GC", run.during_no_gc),
                         ("UI tick delay, no write", outside)):
        if not delays:
            continue
        print(f"{name:<32} max {max(delays):6.2f} ms  p99 {p99(delays):5.2f} ms  "
              f"median {statistics.median(delays):5.2f} ms  over {len(delays)} ticks")
    if run.first_ticks:
        print(f"UI thread blocked (not running, not waiting for a CPU) beyond the timer, over "
              f"the first write's {run.first_ticks} ticks: {run.first_blocked:.1f} ms in all")
    if run.gc_ms:
        print(f"UI-thread GC (the moves' objects) in {len(run.gc_ms)} ticks while writing, "
              f"longest {max(run.gc_ms):.2f} ms wall")
    for gen in sorted({g for g, _c, _w in run.gc_all}):
        cpu = [c for g, c, _w in run.gc_all if g == gen]
        print(f"UI-thread GC of generation {gen}, whole run: {len(cpu)} collections, longest "
              f"{max(cpu):.2f} ms CPU ({max(w for g, _c, w in run.gc_all if g == gen):.2f} ms "
              f"wall), {gc.get_freeze_count()} objects frozen at the end")
    if run.worker_cpu:
        rest = run.worker_cpu[1:] or [0.0]
        print(f"app's worker CPU per write (holds the interpreter): first "
              f"{run.worker_cpu[0]:.2f} ms, later median {statistics.median(rest):.2f} ms, "
              f"max {max(rest):.2f} ms")
    if run.notify_cpu:
        rest = run.notify_cpu[1:] or [0.0]
        print(f"UI thread's CPU per notification: first {run.notify_cpu[0]:.2f} ms, "
              f"later median {statistics.median(rest):.2f} ms, max {max(rest):.2f} ms")
    print(f"{written} autosaves written (target: longest delay while writing <= 5 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
