"""Card detection on synthetic scans with known ground truth.

Every case asserts: every card found, none invented, angle within 1°, every corner within 2 %
of the card width from the true corner, crops upright (their picture correlates with the card
face that was drawn), numbered in reading order. Most sheets are small (100–150 dpi) to keep
the suite fast; a few are at realistic resolutions.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from l5r_desktop.carddb.scans import CARD_SIZE, LOW_CONFIDENCE, scan_file
from tests.scans.synth import make_photo, make_sheet, match_crops

ANGLE_TOL = 1.0
CORNER_TOL = 0.02


def face_correlation(crop: Image.Image, face: Image.Image) -> float:
    """Pearson correlation of the grey levels of a crop and the face it should show."""
    a = np.asarray(crop.convert("L").resize((126, 176)), dtype=np.float64)
    b = np.asarray(face.convert("RGB").convert("L").resize((126, 176)), dtype=np.float64)
    a, b = a[8:-8, 8:-8].ravel(), b[8:-8, 8:-8].ravel()  # leave the rounded corners out
    a -= a.mean()
    b -= b.mean()
    return float(a @ b / np.sqrt((a @ a) * (b @ b)))


def check(sheet, result, *, flagged_ok: bool = False) -> None:
    matches, invented, missed = match_crops(result.crops, sheet.cards)
    assert not invented, f"invented {len(invented)} card(s)"
    assert not missed, f"missed {len(missed)} card(s)"
    assert [c.n for c in result.crops] == list(range(1, len(result.crops) + 1))
    for m in matches:
        crop = m.crop
        assert m.angle_error <= ANGLE_TOL, (m.truth.angle, m.angle)
        assert m.corner_error <= CORNER_TOL, (m.corners, m.truth.corners)
        assert crop.image.size == CARD_SIZE and crop.image.mode == "RGB"
        assert face_correlation(crop.image, m.truth.face) > 0.85
        if not flagged_ok:
            assert not crop.low_confidence, (crop.confidence, crop.notes)


SHEETS = [
    pytest.param(1, dict(n_cards=1, background="light", dpi=150), id="single-card-light"),
    pytest.param(2, dict(n_cards=1, background="dark", dpi=100), id="single-card-dark"),
    pytest.param(3, dict(n_cards=3, background="light", dpi=100), id="3-light-15deg"),
    pytest.param(4, dict(n_cards=4, background="dark", dpi=100), id="4-dark-15deg"),
    pytest.param(5, dict(n_cards=4, background="light", dpi=100, paper="Letter"),
                 id="4-letter-light"),
    pytest.param(6, dict(n_cards=6, background="dark", dpi=100, paper="Letter"),
                 id="6-letter-dark"),
    pytest.param(7, dict(n_cards=9, background="light", dpi=150), id="9-light"),
    pytest.param(8, dict(n_cards=9, background="dark", dpi=100), id="9-dark"),
    pytest.param(9, dict(n_cards=12, card_scale=0.72, background="light", dpi=150),
                 id="12-small-cards-light"),
    pytest.param(10, dict(n_cards=12, card_scale=0.72, background="dark", dpi=150),
                 id="12-small-cards-dark"),
    pytest.param(11, dict(n_cards=4, styles=("white",), background="light", dpi=100),
                 id="white-borders-on-white"),
    pytest.param(12, dict(n_cards=4, styles=("dark",), background="dark", dpi=100),
                 id="dark-borders-on-black"),
    pytest.param(13, dict(n_cards=4, background="light", dpi=100, noise=5.0, blur=1.0,
                          uneven=0.12, styles=("dark",)), id="noisy-blurred-uneven"),
    pytest.param(14, dict(n_cards=6, background="light", dpi=100, dust=40), id="dusty-glass"),
]


@pytest.mark.parametrize(("seed", "kwargs"), SHEETS)
def test_sheet_cards_found_deskewed_and_cropped(tmp_path: Path, seed: int, kwargs: dict) -> None:
    sheet = make_sheet(seed, **kwargs)
    path = sheet.save(tmp_path / "sheet.jpg", quality=80)
    check(sheet, scan_file(path))


def test_skews_up_to_15_degrees_are_really_exercised(tmp_path: Path) -> None:
    sheet = make_sheet(21, n_cards=4, background="light", dpi=100, max_angle=15.0)
    assert max(abs(c.angle) for c in sheet.cards) > 10  # the generator really tilts them
    check(sheet, scan_file(sheet.save(tmp_path / "tilted.jpg", quality=70)))


def test_heavy_jpeg_compression(tmp_path: Path) -> None:
    sheet = make_sheet(22, n_cards=6, background="dark", dpi=100)
    check(sheet, scan_file(sheet.save(tmp_path / "q35.jpg", quality=35)))


def test_png_scan(tmp_path: Path) -> None:
    sheet = make_sheet(23, n_cards=4, background="light", dpi=100)
    check(sheet, scan_file(sheet.save(tmp_path / "sheet.png", quality=None)))


def test_realistic_300_dpi_a4_sheet_of_nine(tmp_path: Path) -> None:
    sheet = make_sheet(24, n_cards=9, background="light", dpi=300)
    check(sheet, scan_file(sheet.save(tmp_path / "a4-300.jpg", quality=85)))


def test_realistic_600_dpi_letter_sheet(tmp_path: Path) -> None:
    sheet = make_sheet(25, n_cards=2, background="dark", paper="Letter", dpi=600, noise=2.0)
    check(sheet, scan_file(sheet.save(tmp_path / "letter-600.jpg", quality=85)))


@pytest.mark.parametrize(
    ("seed", "background", "style"),
    [(31, "light", "dark"), (32, "light", "white"), (33, "dark", "dark"), (34, "dark", "white")],
)
def test_single_card_photo_with_perspective(tmp_path: Path, seed: int, background: str,
                                            style: str) -> None:
    photo = make_photo(seed, card_px=500, background=background, style=style)
    check(photo, scan_file(photo.save(tmp_path / "photo.jpg", quality=85)))


def test_reading_order_is_rows_top_to_bottom_then_left_to_right(tmp_path: Path) -> None:
    sheet = make_sheet(41, n_cards=9, background="dark", dpi=100)
    result = scan_file(sheet.save(tmp_path / "grid.jpg"))
    centres = [np.array(c.corners).mean(axis=0) for c in result.crops]
    truth_order = [int(np.argmin([np.hypot(*(t.centre - c)) for t in sheet.cards]))
                   for c in centres]
    assert truth_order == list(range(9))  # the generator fills its 3×3 grid row by row


def test_blank_sheet_with_dust_gives_no_card(tmp_path: Path) -> None:
    for background in ("light", "dark"):
        sheet = make_sheet(42, n_cards=0, background=background, dpi=100, dust=80)
        path = sheet.save(tmp_path / f"blank-{background}.jpg", quality=85)
        assert scan_file(path).crops == []


def _free_box(sheet, w: float, h: float, taken: list) -> tuple[float, float, float, float]:
    """A box of w × h pixels clear of every card and of the boxes in ``taken`` (coarse scan)."""
    width, height = sheet.image.size
    boxes = [(*c.corners.min(axis=0), *c.corners.max(axis=0)) for c in sheet.cards] + taken
    for y in np.arange(20, height - h - 20, 20):
        for x in np.arange(20, width - w - 20, 20):
            if all(x > bx1 + 25 or x + w < bx0 - 25 or y > by1 + 25 or y + h < by0 - 25
                   for bx0, by0, bx1, by1 in boxes):
                box = (float(x), float(y), float(x + w), float(y + h))
                taken.append(box)
                return box
    raise AssertionError("no free room on the sheet")


def test_things_that_are_not_cards_are_not_invented(tmp_path: Path) -> None:
    from PIL import ImageDraw

    sheet = make_sheet(43, n_cards=2, background="light", dpi=100, max_angle=0)
    draw = ImageDraw.Draw(sheet.image)
    taken: list = []
    draw.ellipse(_free_box(sheet, 150, 150, taken), fill=(90, 60, 40))  # a coin
    draw.rectangle(_free_box(sheet, 30, 400, taken), fill=(30, 30, 160))  # a ruler
    draw.rectangle(_free_box(sheet, 200, 200, taken), fill=(60, 120, 60))  # a square coaster
    result = scan_file(sheet.save(tmp_path / "clutter.jpg"))
    _, invented, missed = match_crops(result.crops, sheet.cards)
    assert not missed
    assert not invented


@pytest.mark.parametrize(("n_cards", "cols"), [(2, 1), (3, 3)])
def test_cards_that_touch_are_cut_apart_and_flagged(tmp_path: Path, n_cards: int,
                                                    cols: int) -> None:
    # a stack or a row of cards touching edge to edge: no single card has that shape
    sheet = make_sheet(44, n_cards=n_cards, cols=cols, background="dark", dpi=100,
                       touching=True, min_gap_mm=0, shadow=False)
    result = scan_file(sheet.save(tmp_path / "touching.jpg"))
    check(sheet, result, flagged_ok=True)
    # each crop says it was cut from cards that touch (the review lists it for a look)
    assert all(any("touch" in n for n in c.notes) for c in result.crops)


def test_sideways_cards_are_flagged_for_orientation(tmp_path: Path) -> None:
    sheet = make_sheet(45, n_cards=2, background="dark", dpi=100, max_angle=5)
    turned = sheet.image.transpose(Image.Transpose.ROTATE_90)
    path = tmp_path / "sideways.jpg"
    turned.save(path, quality=85)
    result = scan_file(path)
    assert len(result.crops) == 2
    for crop in result.crops:
        assert crop.confidence < LOW_CONFIDENCE
        assert any("sideways" in n for n in crop.notes)


def test_an_image_that_is_already_a_card_is_taken_whole(tmp_path: Path) -> None:
    rng = np.random.default_rng(46)
    from tests.scans.synth import render_face

    face = render_face(rng, 315, 440, "dark").convert("RGB")
    path = tmp_path / "card.png"
    face.save(path)
    result = scan_file(path)
    assert len(result.crops) == 1
    crop = result.crops[0]
    assert crop.low_confidence
    assert face_correlation(crop.image, face) > 0.9


@pytest.mark.parametrize("seed", range(300, 306))
def test_photo_on_a_textured_table(tmp_path: Path, seed: int) -> None:
    photo = make_photo(seed, card_px=400, background=("light", "dark")[seed % 2],
                       style=("dark", "white")[(seed // 2) % 2], texture=12)
    check(photo, scan_file(photo.save(tmp_path / "wood.jpg")), flagged_ok=True)


def test_a_wrong_crop_is_never_presented_as_confident(tmp_path: Path) -> None:
    # dark cards on dark, strongly textured tables are the hardest case: some are missed or
    # cut badly, but such crops must be flagged for the user, never passed off as good
    for seed in range(306, 316):
        photo = make_photo(seed, card_px=400, background=("light", "dark")[seed % 2],
                           style=("dark", "white")[(seed // 2) % 2], texture=12)
        result = scan_file(photo.save(tmp_path / f"wood-{seed}.jpg"))
        matches, invented, _ = match_crops(result.crops, photo.cards)
        assert all(c.low_confidence for c in invented)
        for m in matches:
            good = m.corner_error <= CORNER_TOL and m.angle_error <= ANGLE_TOL
            assert good or m.crop.low_confidence, (seed, m.corner_error, m.crop.confidence)
