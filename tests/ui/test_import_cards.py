"""File › Import cards: the worker thread, progress, cancel with rollback, the summary."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMetaObject, QMimeData, Qt, QUrl
from PySide6.QtWidgets import QPushButton

from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.import_cards import ImportCardsDialog, ImportWorker, importable_paths

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "carddb"
ORACLE_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "oracle-json"


def test_import_runs_off_the_ui_thread_and_reports(qtbot, tmp_path):
    library_file = tmp_path / "library.sqlite3"
    dialog = ImportCardsDialog(library_file, [FIXTURES / "cards.xml", FIXTURES / "pack"],
                               show_summary=False)
    qtbot.addWidget(dialog)
    progress: list[tuple[int, int]] = []
    dialog.worker.progress.connect(lambda d, t: progress.append((d, t)))
    with qtbot.waitSignal(dialog.import_finished, timeout=20000) as blocker:
        dialog.start()
    summary = blocker.args[0]
    assert (summary.imported, summary.skipped, summary.skipped_encrypted) == (8, 4, 2)
    assert summary.images_linked == 2
    assert progress and progress[-1][0] == progress[-1][1]
    assert not dialog.is_running()
    with Library.open(library_file, demo=False) as lib:
        assert lib.get("TST001").title == "Tessen Warden"


def test_the_app_s_import_parses_its_oracle_cards_on_the_worker(qtbot, tmp_path):
    """The app reads the library right after an import: its import parses every card on the
    worker (``keep_raw=False``), none is left for the UI thread's first read to build."""
    library_file = tmp_path / "library.sqlite3"
    dialog = ImportCardsDialog(library_file, [FIXTURES / "oracle_small.json"],
                               show_summary=False)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_finished, timeout=20000) as blocker:
        dialog.start()
    assert blocker.args[0].imported > 0
    with Library.open(library_file, demo=False) as lib:
        assert lib.pending_count() == 0 and lib.count() == blocker.args[0].imported


def test_cancel_leaves_the_library_as_it_was(qtbot, tmp_path):
    if not ORACLE_DIR.is_dir():
        pytest.skip("Oracle export not available")
    library_file = tmp_path / "library.sqlite3"
    with Library.open(library_file, demo=False) as lib:
        lib.import_files([FIXTURES / "cards.xml"])
        before = lib.count()
    dialog = ImportCardsDialog(library_file, [ORACLE_DIR], show_summary=False)
    qtbot.addWidget(dialog)
    asked = []

    def press_cancel_mid_import(done: int, total: int) -> None:
        # runs on the worker thread (direct connection): once records are being written, ask
        # the UI thread to press Cancel and wait until it has done so
        if done > 20 and not asked:
            asked.append(done)
            QMetaObject.invokeMethod(dialog, "request_cancel", Qt.ConnectionType.QueuedConnection)
            for _ in range(500):
                if dialog.worker._cancel.is_set():
                    break
                time.sleep(0.01)

    dialog.worker.progress.connect(press_cancel_mid_import, Qt.ConnectionType.DirectConnection)
    with qtbot.waitSignal(dialog.import_finished, timeout=30000) as blocker:
        dialog.start()
    summary = blocker.args[0]
    assert asked and summary.cancelled and summary.imported == 0
    with Library.open(library_file, demo=False) as lib:
        assert lib.count() == before


def test_worker_reports_an_unusable_library(qtbot, tmp_path):
    bad = tmp_path / "library.sqlite3"
    bad.write_bytes(b"not a database" * 100)
    worker = ImportWorker(bad, [FIXTURES / "cards.xml"])
    with qtbot.waitSignal(worker.failed, timeout=5000) as blocker:
        worker.run()
    assert "not a card library" in blocker.args[0]


def test_dropped_paths_are_filtered(tmp_path):
    (tmp_path / "a.json").write_text("[]")
    (tmp_path / "notes.txt").write_text("x")
    folder = tmp_path / "pack"
    folder.mkdir()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "a.json")),
                  QUrl.fromLocalFile(str(tmp_path / "notes.txt")),
                  QUrl.fromLocalFile(str(folder)), QUrl("https://example.com/cards.xml")])
    assert importable_paths(mime) == [tmp_path / "a.json", folder]


def test_the_cancel_button_cancels_the_worker(qtbot, tmp_path):
    dialog = ImportCardsDialog(tmp_path / "library.sqlite3", [FIXTURES / "cards.xml"],
                               show_summary=False)
    qtbot.addWidget(dialog)
    dialog.show()
    (button,) = dialog.findChildren(QPushButton)
    button.click()
    assert dialog.worker._cancel.is_set()
    assert "left as it was" in dialog.labelText()


def test_the_summary_is_shown_without_blocking(qtbot, tmp_path):
    dialog = ImportCardsDialog(tmp_path / "library.sqlite3", [FIXTURES / "cards.xml"])
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_finished, timeout=20000):
        dialog.start()
    qtbot.waitUntil(lambda: dialog.summary_box is not None and dialog.summary_box.isVisible())
    box = dialog.summary_box
    assert box.text().startswith("1 file read: 8 imported")
    assert "card 11: card has no id attribute" in box.detailedText()
    box.close()


def test_a_failure_is_shown_without_blocking(qtbot, tmp_path):
    bad = tmp_path / "library.sqlite3"
    bad.write_bytes(b"not a database" * 100)
    dialog = ImportCardsDialog(bad, [FIXTURES / "cards.xml"])
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_failed, timeout=20000):
        dialog.start()
    qtbot.waitUntil(lambda: dialog.summary_box is not None)
    assert "not a card library" in dialog.summary_box.text()
    dialog.summary_box.close()


def test_file_and_folder_choosers(monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    from l5r_desktop.ui.import_cards import ask_import_folder, ask_import_paths

    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *a, **k: ([str(tmp_path / "a.json"), str(tmp_path / "b.xml")], ""))
    assert ask_import_paths() == [tmp_path / "a.json", tmp_path / "b.xml"]
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path))
    assert ask_import_folder() == [tmp_path]
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")
    assert ask_import_folder() == []
