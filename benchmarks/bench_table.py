"""Table figures: new game to first painted frame, drag frame time with 200 cards, face memory.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table.py [--cards 200]

1. Opening a new demo game in the real main window until the table's first frame is painted
   (median of several games).
2. Dragging one card across a table holding N cards with N distinct faces (the cards shown by
   their sprites, as TableScene.draw has them): each step moves the item as a mouse drag does
   (marked moving, on top) and paints; prints the median and the 95th percentile frame time
   (target: median <= 16 ms) and the UI thread's CPU time per frame (what load does not
   stretch).
3. Resident memory before and after loading N distinct card faces into the shared face cache.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def bench_new_game(app, paths, runs: int) -> list[float]:
    from l5r_desktop.ui.main_window import MainWindow

    window = MainWindow(paths, start_demo=False)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    times = []
    for seed in range(1, runs + 1):
        start = time.perf_counter()
        window.start_demo_game(seed=seed)
        window.screen_widget.accept_handoff()
        window.screen_widget.view.viewport().repaint()
        times.append(time.perf_counter() - start)
    window.close()
    return times


def make_cards(n: int):
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    return [CardDef(id=f"bench:{i}", title=f"Bench Card {i}", type=CardType.PERSONALITY,
                    force=i % 5, chi=i % 4, gold_cost=i % 7, personal_honor=i % 3,
                    honor_requirement=i % 6, keywords=("Samurai",), clans=("Crane",),
                    text=f"Card number {i} on the benchmark table.") for i in range(n)]


def bench_drag(app, n: int, steps: int) -> tuple[list[float], float, float]:
    from PySide6.QtCore import QPointF

    from l5r_desktop.ui import layout
    from l5r_desktop.ui.card_item import CardItem
    from l5r_desktop.ui.ccg_faces import render_face
    from l5r_desktop.ui.faces import FaceCache
    from l5r_desktop.ui.table_scene import TableScene
    from l5r_desktop.ui.table_view import TableView

    cards = make_cards(n)
    faces = FaceCache(renderer=render_face)  # the CCG's faces: cards without images
    rss_before = rss_mb()
    for card in cards:
        faces.face(card)
    faces.wait_idle(120_000)
    app.processEvents()
    rss_after = rss_mb()
    scene = TableScene(faces)
    view = TableView(scene)
    view.resize(1600, 1000)
    view.show()
    cols = 20
    items = []
    for i, card in enumerate(cards):
        item = CardItem(card.id)
        item.set_title(card.title)
        item.set_face(faces.face(card))
        item.setPos(QPointF(80 + (i % cols) * 80, 100 + (i // cols) * 110))
        item.set_orientation(i % 3 == 0, i % 7 == 0, animate=False)
        scene.addItem(item)
        items.append(item)
    view.set_zoom(1.0)
    # what TableScene.draw tells each card it adds: the view's scale (so it shows its sprite)
    scene.set_view_scale(view.transform().m11() * (view.devicePixelRatioF() or 1.0))
    app.processEvents()
    view.viewport().repaint()
    app.processEvents()  # the cards show their sprites
    dragged = items[n // 2]
    start_pos = dragged.pos()
    dragged.set_moving(True)  # what a mouse drag does (CardItem.mouseMoveEvent)
    dragged.setZValue(layout.Z_DRAGGED)
    # (a) a real drag: move, then let the event loop repaint what changed (dirty regions)
    frames, frames_cpu = [], []
    for i in range(steps):
        t0, c0 = time.perf_counter(), time.thread_time()
        dragged.setPos(start_pos + QPointF(i * 6.0, (i % 20) * 3.0))
        app.processEvents()
        frames.append(time.perf_counter() - t0)
        frames_cpu.append(time.thread_time() - c0)
    # (b) worst case: the whole 1600x1000 viewport repainted for every step
    full, full_cpu = [], []
    for i in range(steps):
        t0, c0 = time.perf_counter(), time.thread_time()
        dragged.setPos(start_pos + QPointF(i * 6.0, (i % 20) * 3.0))
        view.viewport().repaint()
        full.append(time.perf_counter() - t0)
        full_cpu.append(time.thread_time() - c0)
    return (frames, frames_cpu), (full, full_cpu), rss_before, rss_after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=200)
    parser.add_argument("--steps", type=int, default=120)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application

    app = create_application()
    with tempfile.TemporaryDirectory() as tmp:
        paths = DataPaths.at(tmp).ensure()
        games = bench_new_game(app, paths, args.games)
    print(f"new demo game to first painted frame: median {statistics.median(games) * 1000:.1f} ms"
          f" (min {min(games) * 1000:.1f}, max {max(games) * 1000:.1f}, {len(games)} games)")
    frames, full, before, after = bench_drag(app, args.cards, args.steps)
    for label, (values, cpu) in (("drag frame (event loop, dirty regions)", frames),
                                 ("full 1600x1000 viewport repaint", full)):
        ms = sorted(f * 1000 for f in values)
        p95 = ms[int(len(ms) * 0.95) - 1]
        cpu_ms = sorted(f * 1000 for f in cpu)
        print(f"{label} with {args.cards} cards: median {statistics.median(ms):.2f} ms, "
              f"p95 {p95:.2f} ms, max {ms[-1]:.2f} ms ({len(ms)} frames); UI thread CPU "
              f"median {statistics.median(cpu_ms):.2f} ms, "
              f"p95 {cpu_ms[int(len(cpu_ms) * 0.95) - 1]:.2f} ms")
    print(f"memory for {args.cards} distinct card faces: RSS {before:.0f} MB -> {after:.0f} MB "
          f"(+{after - before:.0f} MB, {(after - before) * 1024 / args.cards:.0f} KB per face)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
