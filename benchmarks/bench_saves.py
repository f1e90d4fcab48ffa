"""Saved-game figures: save and load (with replay) of a 1,000-action game, and how long the
autosave keeps the UI thread from running.

    .venv/bin/python benchmarks/bench_saves.py [--actions 1000] [--runs 7]

Targets (issue 8): save < 50 ms, load with replay < 300 ms, autosave never blocks the UI for
more than 5 ms. The game is the demo decks played by a seeded random policy that passes half
of the time it may (so it lasts 1,000 actions). "UI stall" runs a fake event loop on the main
thread (a 1 ms tick) while the worker autosaves after every notify, and reports the largest
extra delay of a tick: the time the worker kept the main thread waiting for the interpreter.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import Pass
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.autosave import Autosaver
from l5r_desktop.persistence.savefile import (
    decode_save,
    encode_save,
    load_game,
    save_game,
)


def long_game(actions: int, *, history: bool) -> Game:
    """A demo game of exactly ``actions`` actions (first seed whose game lasts that long)."""
    for seed in range(500):
        game = Game.new(demo_setup(seed=seed), history=history)
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < actions:
            legal = game.legal_actions()
            passes = [a for a in legal if isinstance(a, Pass)]
            game.perform(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))
        if len(game.action_log) >= actions:
            return game
    raise SystemExit(f"no demo game reached {actions} actions")


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def show(name: str, ms: list[float], target: float | None = None) -> None:
    verdict = ""
    if target is not None:
        verdict = "  OK" if statistics.median(ms) < target else "  OVER TARGET"
    print(f"{name:<34} median {statistics.median(ms):7.2f} ms   min {min(ms):7.2f}   "
          f"max {max(ms):7.2f}" + (f"   (target < {target:.0f} ms){verdict}" if target else ""))


class TimedAutosaver(Autosaver):
    """Records when the worker writes (to tell its effect from the machine's own noise)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.writes: list[tuple[float, float]] = []
        self.cpu_ms: list[float] = []  # the worker's own CPU time per write

    def _write(self, job) -> None:
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            super()._write(job)
        finally:
            self.writes.append((start, time.perf_counter()))
            self.cpu_ms.append((time.thread_time() - cpu) * 1000)


def ui_stall(game: Game, folder: Path, notifies: int
             ) -> tuple[list[float], list[float], list[float], int]:
    """A 1 ms fake event loop on this thread that notifies the autosaver every 60 ms.

    Returns (notify times, tick delays while the worker was writing, tick delays while it was
    not, autosaves written). A tick delay is how much later than 1 ms the loop ran again."""
    saver = TimedAutosaver(folder, delay=0.0)
    notify_ms: list[float] = []
    ticks: list[tuple[float, float, float]] = []
    try:
        tick = 0.001
        last = time.perf_counter()
        next_notify = last + 0.02
        while len(notify_ms) < notifies:
            time.sleep(tick)
            now = time.perf_counter()
            ticks.append((last, now, max(0.0, (now - last - tick) * 1000)))
            last = now
            if now >= next_notify:
                start = time.perf_counter()
                saver.notify(game)
                notify_ms.append((time.perf_counter() - start) * 1000)
                last = time.perf_counter()
                next_notify = last + 0.06  # the worker has time to write each one
        saver.flush()
    finally:
        saver.close()
    during, outside = [], []
    for a, b, delay in ticks:
        busy = any(s <= b and e >= a for s, e in saver.writes)
        (during if busy else outside).append(delay)
    return notify_ms, during, outside, saver.saves_written


def autosave_growth(game: Game, folder: Path, lengths: tuple[int, ...] = (250, 1000),
                    steps: int = 8, process: bool = False) -> dict[int, tuple[float, float, int]]:
    """Median ms of one autosave after one more action, the worker's median CPU ms for it
    (whatever the machine's load: no stretch the worker holds the interpreter for can be
    longer), and the file's bytes, at each game length in ``lengths``: the same game replayed
    action by action with an autosaver following it, as in play (its replica only replays
    what is new). ``process``: through the writing process (the CPU is then the app's part;
    the time includes the process's replay and write)."""
    saver = TimedAutosaver(folder, delay=0.0, process=process)
    replay = Game.new(game.setup, history=True)
    out: dict[int, tuple[float, float, int]] = {}
    try:
        for length in lengths:
            while len(replay.action_log) < length - steps - 1:
                replay.perform(game.action_log[len(replay.action_log)])
            saver.notify(replay)
            saver.flush()  # catching up: not counted
            first = len(saver.writes)
            for _ in range(steps):
                replay.perform(game.action_log[len(replay.action_log)])
                saver.notify(replay)
                saver.flush()
            times = [(e - s) * 1000 for s, e in saver.writes[first:]]
            target = saver.target
            out[length] = (statistics.median(times), statistics.median(saver.cpu_ms[first:]),
                           target.stat().st_size if target else 0)
    finally:
        saver.close()
    return out


def show_delays(name: str, delays: list[float], extra: str = "") -> None:
    delays = sorted(delays)
    p99 = delays[int(len(delays) * 0.99)]
    print(f"{name:<34} max {max(delays):7.2f} ms   p99 {p99:5.2f} ms   "
          f"median {statistics.median(delays):5.2f} ms over {len(delays)} ticks{extra}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    game = long_game(args.actions, history=True)
    print(f"game: {len(game.action_log)} actions, turn {game.state.turn}, "
          f"{len(game.state.cards)} cards")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.l5rsave"
        save_game(path, game)
        size = path.stat().st_size
        data = path.read_bytes()
        print(f"save file: {size / 1024:.1f} KiB")
        show("save_game (encode + atomic write)", timed(lambda: save_game(path, game),
                                                        args.runs), 50)
        show("  encode only", timed(lambda: encode_save(game), args.runs))
        show("load_game (validate + replay)", timed(lambda: load_game(path), args.runs), 300)
        show("  decode_save from bytes", timed(lambda: decode_save(data), args.runs))
        show("  Game.replay alone (engine)", timed(
            lambda: Game.replay(game.setup, game.action_log), args.runs))
        from l5r_desktop.ui.replay_view import ReplayTimeline  # Qt-free class

        loaded = load_game(path)
        show("replay timeline build (1 pass)", timed(lambda: ReplayTimeline(loaded), 3))
        timeline = ReplayTimeline(loaded)
        rng = random.Random(1)
        targets = [rng.randrange(timeline.last + 1) for _ in range(60)]
        show("replay seek to a random position", timed(
            lambda: timeline.seek(targets.pop()), 60))
        notify_ms, during, outside, written = ui_stall(game, Path(tmp) / "autosave", 60)
        show("autosave notify() on the UI thread", notify_ms, 5)
        show_delays("UI tick delay, worker writing", during, f" ({written} autosaves)")
        show_delays("UI tick delay, worker idle", outside, "  (the machine's own noise)")
        for length, (ms, cpu, size) in autosave_growth(game, Path(tmp) / "growth").items():
            print(f"one autosave at {length:>5} actions      median {ms:7.2f} ms   "
                  f"worker CPU {cpu:5.2f} ms   file {size / 1024:.1f} KiB")

if __name__ == "__main__":
    main()
