"""Qt adapter of the autosaver: listens to the GameController, reports on the UI thread.

Every ``history_changed`` of the controller (an action, undo, redo, a new or loaded game) calls
:meth:`Autosaver.notify`, which copies the log and returns; the worker thread has the writing
process (``persistence/autosave_writer.py``) replay the new actions and write the file, so no
autosave competes with the UI thread for the interpreter. ``saved`` / ``failed`` are
re-emitted on the UI thread (queued).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.autosave import Autosaver


class AutosaveAdapter(QObject):
    """Autosaves the controller's game after every change while ``enabled``."""

    saved = Signal(str)  # path of the autosave file (UI thread)
    failed = Signal(str)  # readable message (UI thread)
    _saved_from_worker = Signal(str)
    _failed_from_worker = Signal(str)

    def __init__(self, controller, folder: Path, *, delay: float = 0.4, keep: int = 5,
                 images_for: Callable[[Game], dict[str, Path]] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = True
        self._closed = False
        self.images_for = images_for
        self._saved_from_worker.connect(self.saved, Qt.ConnectionType.QueuedConnection)
        self._failed_from_worker.connect(self.failed, Qt.ConnectionType.QueuedConnection)
        self.autosaver = Autosaver(folder, delay=delay, keep=keep,
                                   on_saved=lambda p: self._saved_from_worker.emit(str(p)),
                                   on_error=self._failed_from_worker.emit, process=True)
        self._game: Game | None = None
        controller.history_changed.connect(self._on_changed)
        app = QCoreApplication.instance()
        if app is not None:  # app.quit() without closing the window is a clean exit too
            app.aboutToQuit.connect(self._on_quit)

    @Slot()
    def _on_quit(self) -> None:
        if self.enabled:
            self.close(clean=True)

    @Slot()
    def _on_changed(self) -> None:
        game = self.controller.game
        if not self.enabled or game is None:
            return
        if game is not self._game:
            self._game = game
            images = self.images_for(game) if self.images_for is not None else None
            self.autosaver.start_game(game, images=images)
        self.autosaver.notify(game)

    def flush(self, timeout: float = 10.0) -> bool:
        """Write a pending autosave now (before quitting)."""
        return self.autosaver.flush(timeout)

    def close(self, *, clean: bool = True) -> None:
        """Stop autosaving; a clean close removes the crash-recovery marker."""
        if not self.enabled and self._closed:
            return
        self.enabled = False
        self._closed = True
        self.autosaver.close(clean=clean)
