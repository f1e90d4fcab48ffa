"""A scanned card whose title the library already has is flagged with a choice (issue #24):
Rename (back to the title field, nothing written), Replace (the existing card takes the new text
and image, no second card), Keep both (two cards with that title). Real dialog, real question
box answered by clicking its buttons.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.scans.synth import make_sheet
from tests.ui.test_scan_review import open_dialog, set_text


@pytest.fixture
def library(data_paths):
    lib = Library.open(data_paths.library_file, demo=False)
    yield lib
    lib.close()


def answer(button: str, asked: list[str]) -> None:
    """Click ``button`` of the next question box (recording its text)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == button).click()
    QTimer.singleShot(0, click)


def start(qtbot, data_paths, library, tmp_path):
    sheet = make_sheet(75, n_cards=2, background="dark", dpi=100, max_angle=4)
    scan = sheet.save(tmp_path / "dupes.jpg", quality=90)
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    dialog.crop_list.setCurrentRow(1)
    set_text(qtbot, dialog.editor.title, "Tessen Warden")
    return dialog


def titled(library, title: str) -> list[CardDef]:
    return library.find_by_title(title)


def test_rename_then_replace(qtbot, data_paths, library, tmp_path) -> None:
    old = library.add_custom_card(CardDef(id="", title="Tessen Warden", type=CardType.ITEM))
    count = library.count()
    dialog = start(qtbot, data_paths, library, tmp_path)
    dialog.editor.type.setCurrentIndex(dialog.editor.type.findData(CardType.PERSONALITY))
    dialog.crop_list.setCurrentRow(0)

    asked: list[str] = []
    answer("Rename", asked)
    dialog.accept_button.click()
    assert asked and "Tessen Warden" in asked[0] and old.id in asked[0]
    assert dialog.isVisible() and dialog.result() == 0  # still reviewing
    assert dialog.crop_list.currentRow() == 1 and dialog.editor.title.selectedText() == \
        "Tessen Warden"
    assert [c.id for c in titled(library, "Tessen Warden")] == [old.id]
    assert library.image_path(old.id) is None  # nothing written
    assert library.count() == count

    answer("Replace", asked)
    dialog.accept_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted and len(asked) == 2
    same = titled(library, "Tessen Warden")
    assert [c.id for c in same] == [old.id]  # replaced, not doubled
    assert library.count() == count + 1  # only the other crop is a new card
    assert same[0].type == CardType.PERSONALITY  # the new text
    with Image.open(library.image_path(old.id)) as im:
        saved = np.asarray(im.convert("RGB"))
    assert np.array_equal(saved, np.asarray(dialog.session.items[1].crop.image.convert("RGB")))


def test_keep_both(qtbot, data_paths, library, tmp_path) -> None:
    old = library.add_custom_card(CardDef(id="", title="Tessen Warden", type=CardType.ITEM))
    dialog = start(qtbot, data_paths, library, tmp_path)
    asked: list[str] = []
    answer("Keep both", asked)
    dialog.accept_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted and len(asked) == 1
    same = titled(library, "Tessen Warden")
    assert len(same) == 2 and old.id in [c.id for c in same]
    assert library.get(old.id).type == CardType.ITEM  # the old card untouched


def test_a_new_title_asks_nothing(qtbot, data_paths, library, tmp_path) -> None:
    dialog = start(qtbot, data_paths, library, tmp_path)
    dialog.accept_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert len(titled(library, "Tessen Warden")) == 1


def test_two_new_cards_with_one_title_ask_keep_both_or_rename(qtbot, data_paths, library,
                                                               tmp_path) -> None:
    dialog = start(qtbot, data_paths, library, tmp_path)  # crop 2 is "Tessen Warden"
    dialog.crop_list.setCurrentRow(0)
    set_text(qtbot, dialog.editor.title, "tessen warden")
    asked: list[str] = []
    answer("Rename", asked)
    dialog.accept_button.click()
    assert asked and asked[0].startswith("You are also adding")
    assert dialog.result() == 0 and dialog.crop_list.currentRow() == 1
    assert titled(library, "Tessen Warden") == []  # nothing written
    answer("Keep both", asked)
    dialog.accept_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted and len(asked) == 2
    assert len(titled(library, "Tessen Warden")) == 2
