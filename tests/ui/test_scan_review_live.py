"""The crop shown in the scan review is the crop saved (issue #24), on the real dialog.

A corner handle dragged with the mouse re-cuts the crop while it moves (no Re-crop button) and
Add to library saves exactly the crop on screen, also when the drag's last move has not been
applied yet. Rotate 90° turns the card with its frame: a portrait crop becomes landscape with
the same pixels (nothing stretched), stays landscape when a corner is dragged afterwards, and is
saved landscape.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPoint, Qt

from l5r_desktop.carddb.library import Library
from tests.scans.synth import make_sheet
from tests.ui.test_scan_review import open_dialog


@pytest.fixture
def library(data_paths):
    lib = Library.open(data_paths.library_file, demo=False)
    yield lib
    lib.close()


@pytest.fixture
def scan(tmp_path):
    sheet = make_sheet(73, n_cards=2, background="light", dpi=100, max_angle=6)
    return sheet.save(tmp_path / "two cards.jpg", quality=90)


def shown(dialog) -> np.ndarray:
    """The big crop preview as the user sees it (RGB array)."""
    image = dialog.crop_label.pixmap().toImage().convertToFormat(
        dialog.crop_label.pixmap().toImage().Format.Format_RGB888)
    w, h = image.width(), image.height()
    return np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[
        :, :3 * w].reshape(h, w, 3).copy()


def saved_pixels(library, card) -> np.ndarray:
    with Image.open(library.image_path(card.id)) as im:
        return np.asarray(im.convert("RGB"))


def add_to_library(qtbot, dialog) -> list:
    added: list = []
    dialog.cards_added.connect(added.extend)
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    return added


def test_a_corner_drag_applies_live_and_add_to_library_saves_it(qtbot, data_paths, library,
                                                              scan) -> None:
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    dialog.resize(1366, 768)
    view, vp = dialog.source_view, dialog.source_view.viewport()
    dialog.crop_list.setCurrentRow(0)
    detected = dialog.session.items[0].crop
    before_shown = shown(dialog)

    # press on the top-left handle and move it, without letting go: the crop follows
    start = view.mapFromScene(view.handles[0].scenePos())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(vp, start + QPoint(4 * i, 3 * i))
    qtbot.waitUntil(lambda: dialog.session.items[0].crop is not detected, timeout=3000)
    live = dialog.session.items[0].crop
    assert live.corners[0][0] > detected.corners[0][0] + 10
    assert not np.array_equal(shown(dialog), before_shown)  # the preview shows the new crop

    # one more move, then Add to library before the pause has passed: the last move is saved
    qtbot.mouseMove(vp, start + QPoint(30, 22))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(30, 22))
    view.handles[2].setPos(view.handles[2].pos() + QPoint(-6, -4))  # moved, not yet applied
    assert dialog.corners_pending()
    handles = np.array(view.corners())
    added = add_to_library(qtbot, dialog)
    final = dialog.session.items[0].crop
    assert np.allclose(np.array(final.corners), handles, atol=0.01)
    assert final.corners[0][0] > live.corners[0][0] + 3
    # pixel check: the saved image is the crop cut from the dragged corners, as shown
    assert np.array_equal(saved_pixels(library, added[0]), np.asarray(final.image.convert("RGB")))
    assert not np.array_equal(np.asarray(final.image.convert("RGB")),
                              np.asarray(detected.image.convert("RGB")))


def test_rotate_90_turns_the_card_and_its_frame(qtbot, data_paths, library, scan,
                                                tmp_path) -> None:
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    dialog.resize(1366, 768)
    dialog.crop_list.setCurrentRow(1)
    portrait = np.asarray(dialog.session.items[1].crop.image.convert("RGB"))
    h, w = portrait.shape[:2]
    assert h > w
    label_before = dialog.crop_label.pixmap().size()
    qtbot.mouseClick(dialog.rotate90_button, Qt.MouseButton.LeftButton)
    turned = np.asarray(dialog.session.items[1].crop.image.convert("RGB"))
    assert turned.shape[:2] == (w, h)  # the frame swapped: aspect ratio kept, not stretched
    assert np.array_equal(turned, np.rot90(portrait, -1))  # clockwise, the same pixels
    label = dialog.crop_label.pixmap().size()
    assert label.width() > label.height()
    assert abs(label.width() / label.height() - h / w) < 0.02
    assert label_before.height() > label_before.width()
    icon = dialog.crop_list.item(1).icon().availableSizes()
    assert icon and icon[0].width() > icon[0].height()
    qtbot.waitUntil(lambda: dialog.height() <= 768)  # fits a 1366x768 screen (the form scrolls)
    grab = dialog.grab()
    grab.save(str(tmp_path / "scan-review-rotated.png"))
    assert not grab.isNull()

    # a corner dragged after the turn keeps the landscape frame
    view = dialog.source_view
    start = view.mapFromScene(view.handles[0].scenePos())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), start + QPoint(3, 3))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(3, 3))
    recut = dialog.session.items[1].crop.image
    assert recut.width > recut.height and recut.size == (h, w)

    added = add_to_library(qtbot, dialog)
    with Image.open(library.image_path(added[1].id)) as im:
        assert im.width > im.height and im.size == (h, w)
