"""Show the window, then fill it (issue 22): what starts after the first paint.

The first frame is the window's shell (``MainWindow(shell_first=True)``: title, menu titles,
status bar, the table's colour), which needs none of the game's modules. Once it is on screen
the window is built (table, docks, menus: the rules engines are imported here), the demo game
starts (card library, deck building, the table's cards and their faces), then crash recovery is
offered (it may replace the demo game, so it comes second).

Memory: once PySide6 is imported, its ``__feature__`` import hook reads the whole source of
every module imported after it (``inspect.getsource``, to look for ``from __feature__``), and
``linecache`` keeps every line of it for good: about 5 MB for the modules the filling imports.
:func:`forget_module_sources` drops that copy after each stage (a traceback reads the lines
again when it needs them).
"""

from __future__ import annotations

import linecache

from PySide6.QtCore import QObject, QTimer, Signal

#: The demo game starts this long after launch at the latest, painted or not (milliseconds).
FILL_AT_THE_LATEST_MS = 1000


class WindowFiller(QObject):
    """Fills a shown main window once: after its first paint, or after
    :data:`FILL_AT_THE_LATEST_MS` when no paint comes (a minimised window)."""

    filled = Signal()

    def __init__(self, window, game: str = "ccg") -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.done = False
        window.first_frame_painted.connect(self._after_paint)
        QTimer.singleShot(FILL_AT_THE_LATEST_MS, self.fill)

    def _after_paint(self) -> None:
        QTimer.singleShot(0, self.fill)  # let the painted frame reach the screen first

    def fill(self) -> None:
        """Start the demo game (of the CCG, or of the LCG for ``game="lcg"``) and offer crash
        recovery (once)."""
        if self.done:
            return
        self.done = True
        self.window.build()  # a shell until now (MainWindow(shell_first=True))
        forget_module_sources()
        if self.game == "lcg":
            self.window.start_lcg_demo_game()
        else:
            self.window.start_demo_game()
        forget_module_sources()
        self.window.saves.offer_recovery_later()
        self.window.work.offer_recovery_later()  # unsaved decks a crash or kill left (#23)
        self.filled.emit()


def forget_module_sources() -> None:
    """Drop the module sources ``linecache`` holds (see the module docstring)."""
    linecache.clearcache()
