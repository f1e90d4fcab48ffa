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
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the collector's counts (milliseconds).
INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects cycles on the thread it lives on (the GUI thread), when the counts say so."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.collections = 0

    def start(self) -> None:
        """Switch automatic collection off and start collecting from the timer."""
        gc.disable()
        self.timer.start()

    def stop(self) -> None:
        """Stop the timer and give collection back to the interpreter."""
        self.timer.stop()
        gc.enable()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count is past its threshold (and the younger
        ones with it, as the interpreter does); the number of unreachable objects found."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
        if not due:
            return 0
        self.collections += 1
        return gc.collect(max(due))


def install(app: QCoreApplication) -> GuiThreadCollector:
    """The app's collector (made and started once, owned by ``app``)."""
    found = app.findChild(GuiThreadCollector)
    if isinstance(found, GuiThreadCollector):
        return found
    collector = GuiThreadCollector(app)
    collector.start()
    return collector
