"""Python's cyclic garbage collector, run on the GUI thread only.

The collector runs in whichever thread happens to allocate past its threshold. The app has
worker threads that allocate a lot of Python objects (face jobs, the autosave, the library's
ability pass, scan and card imports); a collection started there frees whatever cycles it
finds, Qt objects of the GUI thread included (scenes, items, widgets and their Python
wrappers), and Qt objects must only be deleted on their own thread. Under load this showed as
rare crashes and corrupted state in the UI test runs: a segfault in a face job, a slot object
that lost its attribute, "AST constructor recursion depth mismatch".

So :func:`install` switches automatic collection off and a GUI-thread timer does the
collector's own work: every :data:`INTERVAL_MS` it collects each generation whose count is past
its threshold, as the collector would have at the next allocation (the same pattern as the
garbage collectors of pyqtgraph and calibre). Reference counting still frees everything that
is not in a cycle at once, on any thread.

Survivors are tenured (issue 22: with a 1,000-action game on the table, 115,920 tracked
objects, a collection of the middle generation took 30.8 ms and a full one 52-53 ms of CPU on
the GUI thread, and a young one 10-20 ms: the young generation's count is allocations less
frees, so while moves were made it reached its threshold about every 30 moves, 25,000 live
objects later; a UI stall may take 5 ms). Every :data:`INTERVAL_MS` the young generation is
collected when anything was allocated since, and what survives is frozen (``gc.freeze``):
each collection walks only what the last tick made, never the game's history again. When a
game is put on the table (``GameController.set_game``: new, loaded, replayed)
:func:`settle_soon` asks for a settling at the next tick: everything tenured is given back
(``gc.unfreeze``), collected once (the previous game's cycles are freed there: a load's pause,
not a move's) and frozen again. The cost: a cycle among tenured objects that becomes garbage
during a game is freed only at the next settling or :meth:`GuiThreadCollector.stop`
(``benchmarks/bench_ui_gc.py`` counts them: see docs/performance.md).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the collector's counts (milliseconds).
INTERVAL_MS = 100


class GuiThreadCollector(QObject):
    """Collects cycles on the thread it lives on (the GUI thread), when the counts say so."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.collections = 0
        #: Collections whose survivors were tenured, and settlings done.
        self.tenured = 0
        self.settled = 0
        self._settle_due = False

    def start(self) -> None:
        """Switch automatic collection off and start collecting from the timer."""
        gc.disable()
        self.timer.start()

    def stop(self) -> None:
        """Stop the timer and give collection back to the interpreter (and the tenured
        objects to the collector)."""
        self.timer.stop()
        gc.unfreeze()
        gc.enable()

    def collect_due(self) -> int:
        """Collect the young generation when anything was allocated since the last tick (the
        older ones when their counts are past their thresholds, as the interpreter does) and
        tenure the survivors; or settle, when asked to (:func:`settle_soon`). The number of
        unreachable objects found."""
        if self._settle_due:
            return self.settle()
        counts = gc.get_count()
        if not counts[0]:
            return 0
        thresholds = gc.get_threshold()
        oldest = max(g for g in range(3) if g == 0 or (thresholds[g] and
                                                        counts[g] > thresholds[g]))
        self.collections += 1
        found = gc.collect(oldest)
        gc.freeze()  # the survivors: later collections skip them until the next settling
        self.tenured += 1
        return found

    def settle(self) -> int:
        """Give back everything tenured, collect it all once and tenure the survivors (a
        game was put on the table); the number of unreachable objects found."""
        self._settle_due = False
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self.settled += 1
        return found

    def settle_soon(self) -> None:
        """Settle at the next tick (after the table has been drawn)."""
        self._settle_due = True


def settle_soon() -> None:
    """A game was put on the table: the app's collector settles at its next tick (nothing
    without one: the command line and the tests that make no app collector)."""
    app = QCoreApplication.instance()
    found = app.findChild(GuiThreadCollector) if app is not None else None
    if isinstance(found, GuiThreadCollector) and found.timer.isActive():
        found.settle_soon()


def install(app: QCoreApplication) -> GuiThreadCollector:
    """The app's collector (made and started once, owned by ``app``)."""
    found = app.findChild(GuiThreadCollector)
    if isinstance(found, GuiThreadCollector):
        return found
    collector = GuiThreadCollector(app)
    collector.start()
    return collector
