"""Cycles are collected on the GUI thread, never by a worker thread that allocates
(``ui/gui_thread_gc.py``): a worker collecting could free Qt objects of the GUI thread."""

from __future__ import annotations

import gc
import threading

from l5r_desktop.ui import gui_thread_gc
from l5r_desktop.ui.app import create_application


class _Cycle:
    """Half of a reference cycle that notes the thread it was freed on."""

    freed_on: list[str] = []

    def __init__(self) -> None:
        self.other = self

    def __del__(self) -> None:
        _Cycle.freed_on.append(threading.current_thread().name)


def _allocate_in_a_worker() -> list:
    """50,000 small containers made by a worker thread (kept: each counts towards the young
    generation's next collection, far past its threshold)."""
    kept: list = []

    def work() -> None:
        kept.extend([i] for i in range(50_000))

    worker = threading.Thread(target=work, name="allocating-worker")
    worker.start()
    worker.join()
    return kept


def test_a_cycle_is_freed_on_the_gui_thread_not_by_the_allocating_worker(qtbot) -> None:
    app = create_application()
    collector = app.findChild(gui_thread_gc.GuiThreadCollector)
    assert collector is not None and collector.timer.isActive()
    assert not gc.isenabled()
    gc.collect()
    _Cycle.freed_on.clear()
    _Cycle()  # unreachable at once: only a collection frees it
    kept = _allocate_in_a_worker()
    assert _Cycle.freed_on == []  # the worker did not collect
    qtbot.waitUntil(lambda: _Cycle.freed_on != [], timeout=5000)
    assert _Cycle.freed_on == [threading.main_thread().name]
    assert len(kept) == 50_000


def test_without_the_collector_the_worker_collects(qtbot) -> None:
    """What the collector prevents (and what makes the test above able to fail)."""
    create_application()
    gc.collect()
    _Cycle.freed_on.clear()
    gc.enable()
    try:
        _Cycle()
        assert len(_allocate_in_a_worker()) == 50_000
        assert _Cycle.freed_on == ["allocating-worker"]
    finally:
        gc.disable()
        gc.collect()


def test_install_is_once_and_stop_gives_collection_back(qtbot) -> None:
    app = create_application()
    first = gui_thread_gc.install(app)
    assert gui_thread_gc.install(app) is first
    first.stop()
    try:
        assert gc.isenabled() and not first.timer.isActive()
    finally:
        first.start()
    assert not gc.isenabled()


def test_survivors_are_tenured_and_a_later_cycle_is_still_freed(qtbot) -> None:
    """Issue 22: what survives a tick's collection is frozen, so later collections walk only
    what was made since (a long game's objects are not walked again at every tick)."""
    app = create_application()
    collector = gui_thread_gc.install(app)
    kept = [[i] for i in range(1000)]  # long-lived: survives the tick
    collector.collect_due()
    assert gc.get_freeze_count() >= len(kept)
    assert not any(o is kept[0] for o in gc.get_objects())  # out of every generation
    _Cycle.freed_on.clear()
    _Cycle()  # made after the tick: young, freed by the next one
    assert collector.collect_due() >= 1
    assert _Cycle.freed_on == [threading.main_thread().name]


def test_a_game_put_on_the_table_frees_the_tenured_garbage(qtbot) -> None:
    """A cycle that became garbage after it was tenured is freed when a game is put on the
    table (``GameController.set_game`` asks the collector to settle at its next tick): a
    closed game's memory still goes."""
    from l5r_desktop.demo import demo_setup
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.ui.controller import GameController

    app = create_application()
    collector = gui_thread_gc.install(app)
    _Cycle.freed_on.clear()
    cycle = _Cycle()
    collector.collect_due()  # tenured
    del cycle
    collector.collect_due()
    assert _Cycle.freed_on == []  # frozen: not looked at
    settled = collector.settled
    controller = GameController()
    controller.set_game(Game.new(demo_setup(seed=0)))
    assert collector.collect_due() >= 1  # the tick settles
    assert collector.settled == settled + 1
    assert _Cycle.freed_on == [threading.main_thread().name]
    assert gc.get_freeze_count() > 0  # the survivors, the new game among them, tenured again


def test_stop_gives_the_tenured_objects_back(qtbot) -> None:
    app = create_application()
    collector = gui_thread_gc.install(app)
    collector.collect_due()
    collector.stop()
    try:
        assert gc.get_freeze_count() == 0
    finally:
        collector.start()
