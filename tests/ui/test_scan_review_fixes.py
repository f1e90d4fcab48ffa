"""Correcting crops of a crowded sheet in the real review dialog, then saving them.

A wrong crop (a rectangle dragged roughly around a leaning card) is fixed by dragging its four
corner handles onto the card's true corners with real mouse events (the crop follows them,
there is no separate re-cut step), and added to the library: the saved PNG shows the card drawn
on the sheet (pixel check against the face). The fix is kept for the sheet: importing the same
file again gives the user's crops. Merge joins two selected crops; crops to check (a card
partly off the bed) come first, marked partial.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPointF, Qt

from l5r_desktop.carddb.library import Library
from tests.scans.synth import make_sheet
from tests.scans.synth_crowded import make_crowded_sheet
from tests.scans.test_detection import face_correlation
from tests.ui.test_scan_review import open_dialog


@pytest.fixture
def library(data_paths):
    lib = Library.open(data_paths.library_file, demo=False)
    yield lib
    lib.close()


def view_point(view, x: float, y: float):
    """The viewport position of the source pixel (x, y)."""
    s = view.scale_to_full
    return view.mapFromScene(QPointF(x / s, y / s))


def drag_to(qtbot, view, start, end) -> None:
    """Press at ``start``, move in steps, release at ``end`` (viewport positions)."""
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * i / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def nearest_row(dialog, centre: np.ndarray) -> int:
    dists = [float(np.hypot(*(np.mean(i.crop.corners, axis=0) - centre)))
             for i in dialog.session.items]
    return int(np.argmin(dists))


def test_correct_a_wrong_crop_and_save_it(qtbot, data_paths, library, tmp_path) -> None:
    sheet = make_sheet(91, n_cards=2, background="light", dpi=100, max_angle=9)
    card = max(sheet.cards, key=lambda c: abs(c.angle))
    assert abs(card.angle) > 3  # a leaning card: a rough upright rectangle is a wrong crop
    scan = sheet.save(tmp_path / "crowded bed.jpg", quality=90)
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    dialog.resize(1366, 768)
    view = dialog.source_view

    # the user drops the detected crop and drags a rough rectangle around the card instead
    dialog.crop_list.setCurrentRow(nearest_row(dialog, card.centre))
    qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.add_card_button, Qt.MouseButton.LeftButton)
    lo, hi = card.corners.min(axis=0), card.corners.max(axis=0)
    drag_to(qtbot, view, view_point(view, *lo), view_point(view, *hi))
    assert len(dialog.session) == 2
    row = nearest_row(dialog, card.centre)
    assert dialog.crop_list.currentRow() == row
    wrong = dialog.session.items[row].crop
    assert "added by hand" in wrong.notes
    assert face_correlation(wrong.image, card.face) < 0.9  # the rough rectangle is wrong

    # drag each corner handle onto the card's true corner: the crop follows at each release
    for handle, (x, y) in zip(view.handles, card.corners, strict=True):
        drag_to(qtbot, view, view.mapFromScene(handle.scenePos()), view_point(view, x, y))
    fixed = dialog.session.items[row].crop
    tol = 1.5 * view.scale_to_full  # one preview pixel of mouse precision
    assert np.max(np.hypot(*(np.array(fixed.corners) - card.corners).T)) <= tol
    assert face_correlation(fixed.image, card.face) > 0.95

    added: list = []
    dialog.cards_added.connect(added.extend)
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted and len(added) == 2
    saved = [library.image_path(c.id) for c in added]
    shown = [face_correlation(Image.open(p), card.face) for p in saved]
    assert max(shown) > 0.95  # the saved PNG is the corrected crop
    with Image.open(saved[int(np.argmax(shown))]) as im:
        got = np.asarray(im.convert("RGB").resize((63, 88)), dtype=np.float64)
    want = np.asarray(card.face.convert("RGB").resize((63, 88)), dtype=np.float64)
    # pixel for pixel, once the scan's uneven light (a gain and an offset) is taken out
    a, b = np.polyfit(want.ravel(), got.ravel(), 1)
    assert np.median(np.abs(got - (a * want + b))) < 8

    # the fix is kept for that sheet: importing the same file again gives the user's crops
    again, _ = open_dialog(qtbot, data_paths, library, [scan])
    assert len(again.session) == 2
    kept = again.session.items[nearest_row(again, card.centre)].crop
    assert np.allclose(np.array(kept.corners), np.array(fixed.corners), atol=0.02)
    assert all("fixed" in " ".join(i.crop.notes) for i in again.session.items)


def test_merge_two_selected_crops(qtbot, data_paths, library, tmp_path) -> None:
    sheet = make_sheet(92, n_cards=1, background="dark", dpi=100, max_angle=4)
    scan = sheet.save(tmp_path / "one.jpg", quality=90)
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    whole = np.array(dialog.session.items[0].crop.corners)
    dialog.crop_list.setCurrentRow(0)
    qtbot.mouseClick(dialog.split_button, Qt.MouseButton.LeftButton)
    assert dialog.crop_list.count() == 2
    dialog.crop_list.selectAll()
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert dialog.crop_list.count() == 1
    merged = dialog.session.items[0].crop
    assert np.max(np.hypot(*(np.array(merged.corners) - whole).T)) < 0.02 * sheet.cards[0].width
    assert face_correlation(merged.image, sheet.cards[0].face) > 0.9


def test_crops_to_check_come_first_and_partial_is_marked(qtbot, data_paths, library,
                                                         tmp_path) -> None:
    sheet = make_crowded_sheet(5300, "off-edge", lid="light", dpi=80)
    assert any(getattr(c, "partial", False) for c in sheet.cards)
    scan = sheet.save(tmp_path / "off.jpg", quality=90)
    dialog, _ = open_dialog(qtbot, data_paths, library, [scan])
    flags = [i.crop.low_confidence for i in dialog.session.items]
    assert flags == sorted(flags, reverse=True) and flags[0]
    texts = [dialog.crop_list.item(r).text() for r in range(dialog.crop_list.count())]
    assert any(t.startswith("⚠") and t.endswith("partial") for t in texts)
