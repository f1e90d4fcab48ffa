"""File › Import cards: imports run on a worker thread with a progress dialog and Cancel.

The worker opens its own :class:`~l5r_desktop.carddb.library.Library` connection on the library
file (SQLite connections belong to one thread) and calls ``import_files`` with a progress
callback and a cancel flag. Cancel rolls the whole import back, so the library stays as it was.
At the end the same summary the command line prints is shown.

Entry points for the main window:

- :func:`ask_import_paths` / :func:`ask_import_folder`: file dialogs;
- :func:`importable_paths` : the local files/folders of a drag-and-drop ``QMimeData``;
- :class:`ImportCardsDialog`: ``ImportCardsDialog(library_file, paths, parent).start()``;
  its ``import_finished(ImportSummary)`` signal fires at the end (also after a cancel).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMimeData, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from l5r_desktop.carddb.importers.image_packs import is_image_file
from l5r_desktop.carddb.importers.summary import ImportSummary

log = logging.getLogger(__name__)

CARD_FILE_FILTER = (
    "Card databases and images (*.json *.xml *.jpg *.jpeg *.png);;"
    "Oracle JSON or FiveRingsDB card (*.json);;cards.xml (*.xml);;All files (*)"
)


def ask_import_paths(parent: QWidget | None = None) -> list[Path]:
    """Ask for card files (Oracle JSON, cards.xml, images); empty when cancelled."""
    names, _ = QFileDialog.getOpenFileNames(parent, "Import cards", "", CARD_FILE_FILTER)
    return [Path(n) for n in names]


def ask_import_folder(parent: QWidget | None = None) -> list[Path]:
    """Ask for a folder (an Oracle export, a FiveRingsDB export, a cards.xml folder or an image
    pack)."""
    name = QFileDialog.getExistingDirectory(parent, "Import cards from a folder")
    return [Path(name)] if name else []


def importable_paths(mime: QMimeData) -> list[Path]:
    """The dropped local folders and card/image files (others are ignored)."""
    out: list[Path] = []
    for url in mime.urls():
        if not url.isLocalFile():
            continue
        path = Path(url.toLocalFile())
        if path.is_dir() or path.suffix.lower() in (".json", ".xml") or is_image_file(path):
            out.append(path)
    return out


class ImportWorker(QObject):
    """Runs one import on the thread it lives on; emits progress and the summary."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, library_file: Path, paths: Sequence[Path]) -> None:
        super().__init__()
        self.library_file = Path(library_file)
        self.paths = list(paths)
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Ask the import to stop and roll back (thread-safe)."""
        self._cancel.set()

    @Slot()
    def run(self) -> None:
        """Open the library on this thread and import."""
        from l5r_desktop.carddb.library import Library, LibraryError

        try:
            with Library.open(self.library_file, demo=False) as library:
                summary = library.import_files(
                    self.paths,
                    progress=lambda done, total: self.progress.emit(done, total),
                    cancel=self._cancel.is_set,
                    keep_raw=False,  # the app's readers follow at once: parse here, off the UI
                )
        except LibraryError as exc:
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # report, never crash the app from a worker
            log.exception("card import failed")
            self.failed.emit(f"The import failed and was rolled back: {exc}")
            return
        self.finished.emit(summary)


class ImportCardsDialog(QProgressDialog):
    """A progress dialog running one import; Cancel leaves the library as it was."""

    import_finished = Signal(object)
    import_failed = Signal(str)

    def __init__(self, library_file: Path, paths: Sequence[Path],
                 parent: QWidget | None = None, *, show_summary: bool = True) -> None:
        super().__init__("Reading card files…", "Cancel", 0, 0, parent)
        self.setWindowTitle("Import cards")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(0)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.show_summary = show_summary
        self.summary: ImportSummary | None = None
        self.error: str | None = None
        self.summary_box: QMessageBox | None = None
        self._thread = QThread(self)
        self.worker = ImportWorker(library_file, paths)
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.run)
        self.worker.progress.connect(self._on_progress)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.canceled.connect(self._on_cancel)

    def start(self) -> None:
        """Show the dialog and start the worker thread."""
        self.show()
        self._thread.start()

    @Slot()
    def request_cancel(self) -> None:
        """Cancel the import (what the Cancel button does); safe to queue from any thread."""
        self._on_cancel()

    @Slot()
    def _on_cancel(self) -> None:
        self.worker.cancel()
        self.setLabelText("Cancelling: the library is left as it was…")

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if self.worker._cancel.is_set():
            return
        self.setMaximum(max(total, 1))
        self.setValue(min(done, total))
        self.setLabelText(f"Importing cards… {done} of {total}")

    def _stop_thread(self) -> None:
        self._thread.quit()
        self._thread.wait()

    @Slot(object)
    def _on_finished(self, summary: ImportSummary) -> None:
        self._stop_thread()
        self.summary = summary
        self.hide()
        self.import_finished.emit(summary)
        if self.show_summary:
            details = summary.to_text(max_problems=500) if summary.problems else ""
            self._show_box(QMessageBox.Icon.Information, summary.headline(), details)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._stop_thread()
        self.error = message
        self.hide()
        self.import_failed.emit(message)
        if self.show_summary:
            self._show_box(QMessageBox.Icon.Warning, message, "")

    def _show_box(self, icon: QMessageBox.Icon, text: str, details: str) -> None:
        """Show the summary without a nested event loop (``open``, not ``exec``)."""
        box = QMessageBox(icon, "Import cards", text, QMessageBox.StandardButton.Ok,
                          self.parentWidget())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if details:
            box.setDetailedText(details)
        self.summary_box = box
        box.open()

    def is_running(self) -> bool:
        """True while the worker thread runs."""
        return self._thread.isRunning()
