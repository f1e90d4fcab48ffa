"""The library's deferred pass in the app (issue 22): reading the ability records of the CCG
cards an import stored unread (``carddb/library_abilities.py``), on a worker thread, with its
progress and a Cancel button in the main window's status bar.

The window starts it after it opens the library when cards are unread (an import by the
command line, a library whose translator changed) and after each import. The worker opens its
own :class:`~l5r_desktop.carddb.library.Library` connection (SQLite connections belong to one
thread) and writes each batch of cards in a transaction of its own, so a cancel or a quit keeps
what was read and the next pass goes on from there. Until a card is read, every reader of the
library reads it on demand, so nothing waits for the pass.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStatusBar, QToolButton, QWidget

log = logging.getLogger(__name__)


class AbilityPassWorker(QObject):
    """Runs the pass once on the thread it lives on."""

    progress = Signal(int, int)
    finished = Signal(int, bool)  # cards read, cancelled
    failed = Signal(str)

    def __init__(self, library_file: Path) -> None:
        super().__init__()
        self.library_file = Path(library_file)
        self.cancel_event = threading.Event()

    @Slot()
    def run(self) -> None:
        """Open the library on this thread and read every unread card."""
        from l5r_desktop.carddb.library import Library

        try:
            with Library.open(self.library_file, demo=False) as library:
                read = library.read_abilities(
                    progress=lambda done, total: self.progress.emit(done, total),
                    cancel=self.cancel_event.is_set)
        except Exception as exc:  # report, never crash the app from a worker
            log.exception("reading the cards' abilities failed")
            self.failed.emit(str(exc))
            return
        self.finished.emit(read, self.cancel_event.is_set())


class AbilityPass(QObject):
    """The pass, its thread and its status-bar widget (progress, Cancel)."""

    done = Signal(int, bool)  # cards read, cancelled

    def __init__(self, library_file: Path, status_bar: QStatusBar | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library_file = Path(library_file)
        self._thread: QThread | None = None
        self._worker: AbilityPassWorker | None = None
        self._again = False
        self.widget = QWidget()
        layout = QHBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel("Reading card abilities…")
        self.cancel_button = QToolButton()
        self.cancel_button.setText("Cancel")
        self.cancel_button.setToolTip("Stop reading the cards' abilities (each card is read "
                                      "when it is used, and the rest at the next start)")
        self.cancel_button.clicked.connect(self.cancel)
        layout.addWidget(self.label)
        layout.addWidget(self.cancel_button)
        self.widget.hide()
        if status_bar is not None:
            status_bar.addPermanentWidget(self.widget)

    def is_running(self) -> bool:
        """True while the worker thread runs."""
        return self._thread is not None and self._thread.isRunning()

    def start(self) -> None:
        """Start the pass (once more after the running one, when one is running)."""
        if self.is_running():
            self._again = True
            return
        self._again = False
        self._thread = QThread(self)
        self._worker = AbilityPassWorker(self.library_file)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self.label.setText("Reading card abilities…")
        self.cancel_button.setEnabled(True)
        self.widget.show()
        self._thread.start()

    @Slot()
    def cancel(self) -> None:
        """Stop after the batch in hand (what was read stays read)."""
        self._again = False
        if self._worker is not None:
            self._worker.cancel_event.set()
            self.cancel_button.setEnabled(False)
            self.label.setText("Stopping…")

    def shutdown(self) -> None:
        """Cancel and wait for the worker (the window is closing)."""
        self.cancel()
        self._stop_thread()

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread.deleteLater()
            self._thread = None
        if self._worker is not None:
            self._worker.deleteLater()
            self._worker = None

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if self._worker is not None and not self._worker.cancel_event.is_set():
            self.label.setText(f"Reading card abilities… {done} of {total}")

    @Slot(int, bool)
    def _on_finished(self, read: int, cancelled: bool) -> None:
        self._stop_thread()
        self.widget.hide()
        self.done.emit(read, cancelled)
        if self._again:
            self.start()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._stop_thread()
        self.label.setText(f"Reading card abilities failed: {message}")
        self.cancel_button.setEnabled(False)
        self.done.emit(0, True)
