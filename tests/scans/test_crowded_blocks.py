"""A tight 3 × 3 block of card backs with no visible seams is card-shaped as a whole: with the
card's size known from the scan's dpi it is cut into nine cards, not taken for one big card."""

from __future__ import annotations

from pathlib import Path

from l5r_desktop.carddb.scans import scan_file
from l5r_desktop.carddb.scans.detect import _whole_block
from tests.scans.synth import match_crops
from tests.scans.synth_crowded import hand_sheet


def test_a_seamless_three_by_three_block_is_nine_cards(tmp_path: Path) -> None:
    sheet = hand_sheet(0, dpi=200)
    assert len(sheet.cards) == 9
    result = scan_file(sheet.save(tmp_path / "block.jpg", quality=85))
    matches, extra, missed = match_crops(result.crops, sheet.cards)
    assert (len(matches), len(extra), len(missed)) == (9, 0, 0)


def test_only_whole_blocks_of_two_to_four_cards() -> None:
    assert _whole_block(3 * 100.0, 100.0) and _whole_block(2 * 102.0, 100.0)
    assert not _whole_block(100.0, 100.0)  # one card
    assert not _whole_block(2.5 * 100.0, 100.0)  # a photo of one card at another scale
    assert not _whole_block(5 * 100.0, 100.0)
