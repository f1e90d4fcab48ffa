"""The review operations without Qt: re-crop from corners, rotate, split, discard."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from l5r_desktop.carddb.scans import ReviewSession, scan_file
from tests.scans.synth import make_sheet
from tests.scans.test_detection import face_correlation


@pytest.fixture
def two_card_sheet(tmp_path: Path):
    sheet = make_sheet(51, n_cards=2, background="dark", dpi=100, max_angle=8)
    path = sheet.save(tmp_path / "two.jpg", quality=85)
    session = ReviewSession()
    session.add(scan_file(path))
    assert len(session) == 2
    return sheet, path, session


def test_recrop_from_user_corners(two_card_sheet) -> None:
    sheet, _, session = two_card_sheet
    truth = sheet.cards[0].corners
    bad = truth + np.array([[30, 20], [-10, 25], [5, -40], [20, 0]])
    crop = session.recrop(0, bad)
    assert face_correlation(crop.image, sheet.cards[0].face) < 0.9  # a poor crop
    crop = session.recrop(0, truth)
    assert crop.confidence == 1.0
    assert face_correlation(crop.image, sheet.cards[0].face) > 0.95
    assert np.allclose(np.array(crop.corners), truth, atol=0.01)
    assert session.items[0].crop is crop and crop.n == 1


def test_recrop_refuses_degenerate_corners(two_card_sheet) -> None:
    _, _, session = two_card_sheet
    with pytest.raises(ValueError):
        session.recrop(0, [(10, 10), (10, 10), (10, 10), (10, 10)])


def test_rotate_180_twice_and_90_four_times_come_back(two_card_sheet) -> None:
    sheet, _, session = two_card_sheet
    face = sheet.cards[0].face
    start = np.array(session.items[0].crop.corners)
    upside_down = session.rotate(0, 180)
    assert face_correlation(upside_down.image, face) < 0.5
    back = session.rotate(0, 180)
    assert face_correlation(back.image, face) > 0.9
    for _ in range(4):
        session.rotate(0, 90)
    assert np.allclose(np.array(session.items[0].crop.corners), start)
    assert face_correlation(session.items[0].crop.image, face) > 0.9
    with pytest.raises(ValueError):
        session.rotate(0, 45)


def test_rotate_fixes_a_sideways_card(tmp_path: Path) -> None:
    from PIL import Image

    sheet = make_sheet(52, n_cards=1, background="dark", dpi=100, max_angle=3)
    turned = sheet.image.transpose(Image.Transpose.ROTATE_90)  # counter-clockwise
    path = tmp_path / "sideways.jpg"
    turned.save(path, quality=90)
    session = ReviewSession()
    session.add(scan_file(path))
    assert session.items[0].crop.low_confidence
    best = max(
        (face_correlation(session.rotate(0, 90).image, sheet.cards[0].face), k)
        for k in range(4)
    )
    assert best[0] > 0.9  # one of the four quarter turns shows the card upright
    assert not any("sideways" in n for n in session.items[0].crop.notes)


def test_split_a_crop_holding_two_cards(tmp_path: Path) -> None:
    sheet = make_sheet(53, n_cards=2, cols=1, touching=True, min_gap_mm=0, background="dark",
                       dpi=100, shadow=False)
    session = ReviewSession()
    session.add(scan_file(sheet.save(tmp_path / "pair.jpg")))
    a, b = sheet.cards[0].corners, sheet.cards[1].corners
    # the user drew one quad around both cards, which lie one above the other
    both = np.array([a[0], a[1], b[2], b[3]])
    session.discard(1)
    session.recrop(0, both)
    assert len(session) == 1
    first, second = session.split(0)
    assert len(session) == 2
    assert [i.crop.n for i in session.items] == [1, 2]
    for crop, truth in ((first, sheet.cards[0]), (second, sheet.cards[1])):
        err = np.max(np.hypot(*(np.array(crop.corners) - truth.corners).T)) / truth.width
        assert err < 0.02
        assert face_correlation(crop.image, truth.face) > 0.9


def test_discard_renumbers(two_card_sheet) -> None:
    _, path, session = two_card_sheet
    dropped = session.discard(0)
    assert dropped.source == path
    assert len(session) == 1 and session.items[0].crop.n == 1
    with pytest.raises(IndexError):
        session.discard(5)
