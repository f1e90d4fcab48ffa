"""A card made from a scan stays editable from the library (issue #24), on the real windows.

A crop is added to the library through the scan review; in the deck editor's library search the
card is found, *Edit card…* opens it in the card editor, its title and Force are changed, *Re-crop
image…* shows the kept scan with the crop's corners, a corner dragged with the mouse re-cuts the
image live, OK and Save write it all: the library card has the new text and exactly the re-cut
image, and the next re-crop starts from the new corners. A database card cannot be edited there
(the button is off); a title another card has asks keep both / rename.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPoint, Qt

from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.scans.origins import ScanOrigins
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.scans.synth import make_sheet
from tests.ui.test_scan_duplicate_title import answer
from tests.ui.test_scan_review import open_dialog, set_text


@pytest.fixture
def library(data_paths):
    lib = Library.open(data_paths.library_file, demo=False)
    yield lib
    lib.close()


def pixels(path) -> np.ndarray:
    with Image.open(path) as im:
        return np.asarray(im.convert("RGB"))


def scanned_card(qtbot, data_paths, library, tmp_path) -> CardDef:
    sheet = make_sheet(77, n_cards=1, background="light", dpi=100, max_angle=5)
    dialog, _ = open_dialog(qtbot, data_paths, library,
                            [sheet.save(tmp_path / "guard.jpg", quality=90)])
    set_text(qtbot, dialog.editor.title, "Scanned Guard")
    added: list = []
    dialog.cards_added.connect(added.extend)
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert len(added) == 1
    return added[0]


def search_panel(qtbot, library):
    from l5r_desktop.ui.deck_editor import DeckEditor

    editor = DeckEditor(library, profile="celestial")
    qtbot.addWidget(editor)
    editor.show()
    return editor, editor._search_panel


def test_edit_a_scanned_card_and_recrop_its_image(qtbot, data_paths, library, tmp_path) -> None:
    card = scanned_card(qtbot, data_paths, library, tmp_path)
    first_image = pixels(library.image_path(card.id))
    scan, corners = ScanOrigins(data_paths.root).get(card.id)
    assert scan.parent == data_paths.scans_dir

    _editor, panel = search_panel(qtbot, library)
    set_text(qtbot, panel.search_box, "Scanned Guard")
    assert panel.current_card_id() == card.id and panel.edit_button.isEnabled()
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    dialog = panel.edit_dialog
    assert dialog.isVisible() and dialog.editor.title.text() == "Scanned Guard"
    set_text(qtbot, dialog.editor.title, "Scanned Captain")
    dialog.editor.type.setCurrentIndex(dialog.editor.type.findData(CardType.PERSONALITY))
    set_text(qtbot, dialog.editor.stats["force"], "3")

    qtbot.mouseClick(dialog.recrop_button, Qt.MouseButton.LeftButton)
    recrop = dialog.recrop_dialog
    assert recrop.isVisible()
    assert np.allclose(np.array(recrop.view.corners()), np.array(corners), atol=1.0)
    assert np.array_equal(np.asarray(recrop.crop.image.convert("RGB")), first_image)
    view = recrop.view
    start = view.mapFromScene(view.handles[0].scenePos())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + QPoint(3 * i, 2 * i))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(15, 10))
    recut = np.asarray(recrop.crop.image.convert("RGB"))
    assert not np.array_equal(recut, first_image)
    assert recrop.crop.corners[0][0] > corners[0][0] + 5
    recrop.grab().save(str(tmp_path / "recrop.png"))
    recrop.ok_button.click()
    dialog.grab().save(str(tmp_path / "card-edit.png"))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted

    saved = library.get(card.id)
    assert (saved.title, saved.type, saved.force) == ("Scanned Captain", CardType.PERSONALITY, 3)
    assert library.find_by_title("Scanned Guard") == []
    assert np.array_equal(pixels(library.image_path(card.id)), recut)  # the re-cut image
    _, kept = ScanOrigins(data_paths.root).get(card.id)
    assert kept[0][0] > corners[0][0] + 5  # the next re-crop starts from the new corners
    assert panel.current_card_id() == card.id
    assert "Scanned Captain" in panel.results.currentItem().text()


def test_a_taken_title_asks_and_a_database_card_is_not_editable(qtbot, data_paths, library,
                                                                 tmp_path) -> None:
    card = scanned_card(qtbot, data_paths, library, tmp_path)
    library.add_custom_card(CardDef(id="", title="Iron Warden", type=CardType.ITEM))
    _editor, panel = search_panel(qtbot, library)
    set_text(qtbot, panel.search_box, "Scanned Guard")
    dialog = panel.edit_current()
    set_text(qtbot, dialog.editor.title, "Iron Warden")
    asked: list[str] = []
    answer("Rename", asked)
    dialog.save_button.click()
    assert asked and dialog.result() == 0 and library.get(card.id).title == "Scanned Guard"
    answer("Keep both", asked)
    dialog.save_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert len(library.find_by_title("Iron Warden")) == 2

    # a card that is not the user's own (database id) cannot be opened for editing
    panel.results.item(0).setData(Qt.ItemDataRole.UserRole, "oracle:some-card")
    panel.results.setCurrentRow(-1)
    panel.results.setCurrentRow(0)
    assert not panel.edit_button.isEnabled() and panel.edit_current() is None
