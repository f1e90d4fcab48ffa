"""LCG table repaint beside the CCG table's, measured interleaved in the same run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_lcg_table.py [--rounds 5]

Two real main windows of the same size (1600x1000) hold a mid-game position of a seeded
random game each (CCG: 60 actions; LCG: demo decks, round 3 or later, a conflict with
attackers and defenders). Each round repaints each window's whole table viewport ``--frames``
times (synchronous ``viewport().repaint()``) and redraws the LCG table from its state
(``GameScreen.refresh``: the model built and drawn by the shared table scene,
which reuses its items, the LCG's panels, the phase bar and the dial); the figures are the
medians of the rounds' medians. Issue 20: the LCG table's full repaint must stay within the
CCG table's budget.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _median_ms(fn, frames: int) -> float:
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def _lcg_mid_game():
    from l5r_desktop.commands.simulate_lcg import lcg_demo_setup
    from l5r_desktop.games.lcg.game import Game

    game = Game.new(lcg_demo_setup(11), history=False)
    rnd = random.Random(11)
    while game.winner is None:
        game.perform(rnd.choice(game.legal_actions()))
        s = game.state
        if s.round >= 3 and s.conflict and s.conflict.attackers and s.conflict.defenders:
            break
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--frames", type=int, default=30)
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow
    from tests.persistence.gamegen import random_game

    app = create_application()
    windows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, game in enumerate((random_game(3, 60, history=True), _lcg_mid_game())):
            window = MainWindow(DataPaths.at(f"{tmp}/{n}").ensure(), start_demo=False)
            window.saves.ask = lambda *a: "discard"
            window.resize(1600, 1000)
            window.show()
            window.set_game(game)
            window.screen_widget.accept_handoff()
            app.processEvents()
            windows.append(window)
        ccg_view = windows[0].screen_widget.view
        lcg_screen = windows[1].screen_widget
        lcg_view = lcg_screen.view
        app.processEvents()
        ccg, lcg_paint, lcg_sync = [], [], []
        for _ in range(args.rounds):
            ccg.append(_median_ms(ccg_view.viewport().repaint, args.frames))
            lcg_paint.append(_median_ms(lcg_view.viewport().repaint, args.frames))
            lcg_sync.append(_median_ms(lambda: lcg_screen.refresh(animate=False),
                                       args.frames))
        items = len(lcg_screen.scene.items())
        for window in windows:
            window.close()
    print(f"viewport {ccg_view.viewport().width()}x{ccg_view.viewport().height()} (CCG) and "
          f"{lcg_view.viewport().width()}x{lcg_view.viewport().height()} (LCG), "
          f"{args.rounds} interleaved rounds of {args.frames} frames")
    print(f"CCG table full repaint, mid-game (budget): median {statistics.median(ccg):.2f} ms")
    print(f"LCG table full repaint, mid-game: median {statistics.median(lcg_paint):.2f} ms "
          f"({items} items)")
    print(f"LCG table redraw from state (refresh): median {statistics.median(lcg_sync):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
