"""The LCG card database through the window: dropping a FiveRingsDB export imports it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from l5r_desktop.ui.drops import classify_drop
from tests.carddb.lcg_export import _record, write_export


def _export(root: Path) -> Path:
    records = [_record("t-a", "Made Up Alpha"), _record("t-b", "Made Up Beta", clan="lion")]
    packs = {"box": [{"card_id": "t-a", "quantity": 3}, {"card_id": "t-b", "quantity": 1}]}
    write_export(root / "json", records, packs)
    (root / "README.md").write_text("an export")
    return root


def test_export_folder_is_a_card_import_not_scans(tmp_path: Path) -> None:
    repo = _export(tmp_path / "fiveringsdb-data")
    cards, scans = classify_drop([repo, repo / "json"])
    assert cards == [repo, repo / "json"] and scans == []


def test_dropping_an_export_imports_lcg_cards_with_progress(qtbot, main_window,
                                                            tmp_path: Path) -> None:
    repo = _export(tmp_path / "fiveringsdb-data")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(repo))])
    event = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    main_window.dropEvent(event)
    dialog = main_window._import_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.summary is not None or dialog.error is not None,
                    timeout=20000)
    assert dialog.error is None
    assert (dialog.summary.imported, dialog.summary.skipped) == (2, 0)
    assert set(main_window.library.lcg_cards(["t-a", "t-b"])) == {"t-a", "t-b"}
    assert main_window.library.lcg_cards(["t-b"])["t-b"].clan == "lion"


def test_cancelling_the_real_lcg_import_leaves_the_library_as_it_was(qtbot, tmp_path: Path):
    import time

    import pytest
    from PySide6.QtCore import QMetaObject

    from l5r_desktop.carddb.library import Library
    from l5r_desktop.ui.import_cards import ImportCardsDialog

    real = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "fiveringsdb"
    if not (real / "json" / "Card").is_dir():
        pytest.skip("FiveRingsDB export not available")
    library_file = tmp_path / "library.sqlite3"
    with Library.open(library_file, demo=False) as lib:
        before = lib.count()
    dialog = ImportCardsDialog(library_file, [real], show_summary=False)
    qtbot.addWidget(dialog)
    asked: list[int] = []
    progress: list[tuple[int, int]] = []

    def press_cancel_mid_import(done: int, total: int) -> None:
        progress.append((done, total))
        if done > 20 and not asked:  # records are being written: press Cancel, wait for it
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
    assert progress[-1][1] > 1000  # progress counts the cards, not just the one folder
    with Library.open(library_file, demo=False) as lib:
        assert lib.count() == before and lib.packs() == []


def test_an_import_updates_the_open_lcg_deck_editor(qtbot, main_window, tmp_path: Path) -> None:
    """Issue 23: the open LCG deck editor follows an import (results and clan filter)."""
    main_window.actions_by_name["lcg_deck_editor"].trigger()
    editor = main_window._lcg_deck_editor
    editor.search_box.setText("Made Up")
    assert editor.results.count() == 0
    clans_before = [editor.clan_box.itemText(i) for i in range(editor.clan_box.count())]
    assert not any(c.casefold() == "unicorn" for c in clans_before)
    repo = tmp_path / "fiveringsdb-data"
    write_export(repo / "json", [_record("t-a", "Made Up Alpha"),
                                 _record("t-u", "Made Up Rider", clan="unicorn")],
                 {"box": [{"card_id": "t-a", "quantity": 3}, {"card_id": "t-u", "quantity": 1}]})
    dialog = main_window.import_cards([repo], show_summary=False)
    with qtbot.waitSignal(dialog.import_finished, timeout=20000):
        pass
    titles = [editor.results.item(i).text() for i in range(editor.results.count())]
    assert sorted(titles) == ["Made Up Alpha", "Made Up Rider"]
    clans = [editor.clan_box.itemText(i) for i in range(editor.clan_box.count())]
    assert any(c.casefold() == "unicorn" for c in clans)
    editor.dirty = False
    editor.close()
