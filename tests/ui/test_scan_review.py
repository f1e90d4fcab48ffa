"""File › Import scans with real widgets: worker thread, review operations, cards in the library.

Import a sheet through the dialog, adjust crops (drag a corner, rotate, discard),
edit one card's stats in the card editor, attach one crop to an existing library card, accept:
the cards are in the library with their images in the data dir, and the original scan is kept.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.scans.synth import make_sheet


@pytest.fixture
def library(data_paths):
    lib = Library.open(data_paths.library_file, demo=False)
    yield lib
    lib.close()


@pytest.fixture
def sheet_file(tmp_path: Path):
    sheet = make_sheet(71, n_cards=4, background="light", dpi=100, max_angle=10)
    folder = tmp_path / "my scans"
    folder.mkdir()
    return sheet, sheet.save(folder / "page one.jpg", quality=85)


def open_dialog(qtbot, data_paths, library, files):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.scans.review import open_scan_import

    create_application()
    dialog = open_scan_import(data_paths, files, library=library)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_done, timeout=30000) as blocker:
        pass
    return dialog, blocker.args[0]


def drag(qtbot, view, item, dx: int, dy: int) -> None:
    """Drag a scene item by (dx, dy) view pixels with real mouse events on the viewport."""
    vp = view.viewport()
    start = view.mapFromScene(item.scenePos())
    end = start + QPoint(dx, dy)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * i / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def set_text(qtbot, line_edit, text: str) -> None:
    line_edit.selectAll()
    qtbot.keyClick(line_edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(line_edit, text)


def test_import_review_edit_accept(qtbot, data_paths, library, sheet_file) -> None:
    _, scan = sheet_file
    existing = library.add_custom_card(CardDef(id="", title="Tessen Warden",
                                               type=CardType.PERSONALITY, force=2, chi=2))
    dialog, cancelled = open_dialog(qtbot, data_paths, library, [scan.parent])
    assert not cancelled
    assert dialog.crop_list.count() == 4
    assert dialog.accept_button.isEnabled() and not dialog.progress.isVisible()

    # drag the top-left handle of the first crop inwards: the crop follows (no Re-crop step)
    dialog.crop_list.setCurrentRow(0)
    before = np.array(dialog.session.items[0].crop.corners)
    drag(qtbot, dialog.source_view, dialog.source_view.handles[0], 25, 15)
    after = np.array(dialog.session.items[0].crop.corners)
    assert after[0, 0] > before[0, 0] + 10 and after[0, 1] > before[0, 1] + 5
    assert np.allclose(after[1:], before[1:], atol=2.0)
    assert dialog.session.items[0].crop.confidence == 1.0

    # rotate the third crop 180°: same corners, turned
    dialog.crop_list.setCurrentRow(2)
    img_before = np.asarray(dialog.session.items[2].crop.image)
    qtbot.mouseClick(dialog.rotate180_button, Qt.MouseButton.LeftButton)
    assert np.array_equal(np.asarray(dialog.session.items[2].crop.image), img_before[::-1, ::-1])

    # the second crop becomes a new personality with stats typed into the editor
    dialog.crop_list.setCurrentRow(1)
    editor = dialog.editor
    set_text(qtbot, editor.title, "Scanned Samurai")
    editor.type.setCurrentIndex(editor.type.findData(CardType.PERSONALITY))
    set_text(qtbot, editor.stats["force"], "3")
    set_text(qtbot, editor.stats["chi"], "2")
    editor.stats["personal_honor"].setText("*")  # QTest cannot type '*' offscreen
    assert editor.stats["personal_honor"].hasAcceptableInput()
    editor.keywords.setText("Samurai • Cavalry")  # QTest types ASCII only

    # the fourth crop is the image of an existing card, found by searching its title
    dialog.crop_list.setCurrentRow(3)
    dialog.existing_radio.setChecked(True)
    set_text(qtbot, dialog.search, "tessen")
    assert dialog.matches.count() >= 1
    dialog.matches.setCurrentRow(0)

    # discard the first one after all
    dialog.crop_list.setCurrentRow(0)
    qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
    assert dialog.crop_list.count() == 3

    added: list = []
    dialog.cards_added.connect(added.extend)
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert len(added) == 3

    samurai = library.find_by_title("Scanned Samurai")
    assert len(samurai) == 1
    card = samurai[0]
    assert card.id.startswith("custom:")
    assert (card.type, card.force, card.chi, card.personal_honor) == (
        CardType.PERSONALITY, 3, 2, 0)
    assert card.asterisk == ("personal_honor",)
    assert card.keywords == ("Samurai", "Cavalry")
    image = library.image_path(card.id)
    assert image is not None and image.parent == data_paths.images_dir
    assert library.image_path(existing.id) is not None  # the crop became its image
    others = [c for c in library.search("page one") if c.title.startswith("page one")]
    assert len(others) == 1  # the rotated crop kept its default title
    kept = list(data_paths.scans_dir.iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == scan.read_bytes()


def test_low_confidence_crops_are_flagged(qtbot, data_paths, library, tmp_path) -> None:
    from PIL import Image

    sheet = make_sheet(72, n_cards=2, background="dark", dpi=100, max_angle=4)
    path = tmp_path / "sideways.jpg"
    sheet.image.transpose(Image.Transpose.ROTATE_90).save(path, quality=85)
    dialog, _ = open_dialog(qtbot, data_paths, library, [path])
    assert dialog.crop_list.count() == 2
    for row in range(2):
        assert dialog.crop_list.item(row).text().startswith("⚠")
    dialog.crop_list.setCurrentRow(0)
    assert "check" in dialog.flag_label.text().lower()
    assert dialog.source_view._quad.pen().color().green() < 100  # red, not the usual orange
    assert len(dialog.source_view._outlines) == 1  # the other crop of the same scan


def test_split_then_accept_with_missing_title_is_refused(qtbot, data_paths, library,
                                                         sheet_file, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    _, scan = sheet_file
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    dialog.crop_list.setCurrentRow(0)
    qtbot.mouseClick(dialog.split_button, Qt.MouseButton.LeftButton)
    assert dialog.crop_list.count() == 5
    dialog.crop_list.setCurrentRow(1)
    set_text(qtbot, dialog.editor.title, "")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: shown.append(a[2]))
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert shown and "needs a title" in shown[0]
    assert dialog.isVisible() and library.search("page one") == []


def test_unreadable_files_are_reported_and_cancel_keeps_what_was_read(
        qtbot, data_paths, library, tmp_path) -> None:
    files = []
    for k in range(6):
        files.append(make_sheet(80 + k, n_cards=1, dpi=100).save(tmp_path / f"s{k}.jpg"))
    bad = tmp_path / "broken.png"
    bad.write_text("not an image")
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.scans.review import open_scan_import

    create_application()
    dialog = open_scan_import(data_paths, [bad, *files], library=library)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.worker.scanned, timeout=30000):
        pass
    with qtbot.waitSignal(dialog.import_done, timeout=30000) as blocker:
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0] is True
    assert 1 <= dialog.crop_list.count() < 6
    assert dialog.unreadable and dialog.unreadable[0][0] == str(bad)
    assert "not an image" in dialog.unreadable[0][1]
    assert "could not be read" in dialog.status.text()
    assert "cancelled" in dialog.status.text()
