"""Pure table geometry: nothing overlaps that must not, sides mirror, rotations are right."""

from __future__ import annotations

import pytest

from l5r_desktop.ui import layout


def _card_rect(pos: tuple[float, float]) -> layout.Rect:
    x, y = pos
    return layout.Rect(x - layout.CARD_W / 2, y - layout.CARD_H / 2, layout.CARD_W, layout.CARD_H)


def _overlap(a: layout.Rect, b: layout.Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def test_provinces_and_piles_do_not_overlap_and_stay_on_the_table() -> None:
    table = layout.table_rect()
    for near in (True, False):
        rects = [_card_rect(layout.province_pos(near, i)) for i in range(4)]
        rects += [_card_rect(layout.pile_pos(near, name)) for name in layout.PILE_NAMES]
        for i, a in enumerate(rects):
            assert table.contains(a.x, a.y) and table.contains(a.x + a.w, a.y + a.h)
            for b in rects[i + 1:]:
                assert not _overlap(a, b)


def test_near_side_is_below_far_side_and_band_between() -> None:
    band = layout.band_rect()
    near_home = layout.home_pos(True, 0)[1]
    far_home = layout.home_pos(False, 0)[1]
    assert far_home < band.y < band.y + band.h < near_home
    # rows go outwards: home, provinces, hand
    assert layout.home_pos(True, 0)[1] < layout.province_pos(True, 0)[1] < \
        layout.hand_pos(True, 0, 5)[1]
    assert layout.home_pos(False, 0)[1] > layout.province_pos(False, 0)[1] > \
        layout.hand_pos(False, 0, 5)[1]


def test_far_side_is_mirrored() -> None:
    x_near, _ = layout.pile_pos(True, "dynasty_deck")
    x_far, _ = layout.pile_pos(False, "dynasty_deck")
    assert x_near + x_far == pytest.approx(layout.TABLE_W)


def test_destroyed_provinces_push_together_around_the_centre() -> None:
    xs3 = [layout.province_x(i, 3) for i in range(3)]
    assert xs3[1] == pytest.approx(layout.TABLE_W / 2)
    assert xs3[1] - xs3[0] == pytest.approx(layout.CARD_W + layout.GAP)


def test_home_slots_leave_room_for_bowed_cards() -> None:
    a = layout.home_pos(True, 1)[0]
    b = layout.home_pos(True, 2)[0]
    assert b - a >= layout.CARD_H  # a bowed card is CARD_H wide
    assert layout.home_capacity() >= 8


def test_battlefields_sit_in_the_band_over_the_defenders_provinces() -> None:
    band = layout.band_rect()
    for defender_near in (True, False):
        for i in range(4):
            rect = layout.battlefield_rect(defender_near, i, 4)
            assert band.y <= rect.y and rect.y + rect.h <= band.y + band.h
            px = layout.province_x(i, 4)
            expected = px if defender_near else layout.TABLE_W - px
            assert rect.center[0] == pytest.approx(expected)
    att = layout.battlefield_unit_pos(True, 0, 4, True, 0, 1)
    dfn = layout.battlefield_unit_pos(True, 0, 4, False, 0, 1)
    assert dfn[1] > att[1]  # the near defender stands nearer his own provinces


@pytest.mark.parametrize(
    ("bowed", "dishonored", "expected"),
    [(False, False, 0.0), (True, False, 90.0), (False, True, 180.0), (True, True, 270.0)],
)
def test_rotation_for(bowed: bool, dishonored: bool, expected: float) -> None:
    assert layout.rotation_for(bowed, dishonored) == expected


def test_attachments_fan_towards_the_centre() -> None:
    assert layout.attachment_offset(True, 0)[1] < 0
    assert layout.attachment_offset(False, 0)[1] > 0
    assert layout.attachment_offset(True, 1)[1] < layout.attachment_offset(True, 0)[1]


def test_a_crowded_home_closes_up_and_stays_on_the_table() -> None:
    count = layout.home_capacity() + 7
    xs = [layout.home_pos(True, i, count)[0] for i in range(count)]
    assert xs == sorted(xs)
    assert xs[-1] + layout.CARD_H / 2 <= layout.TABLE_W
    assert xs[0] - layout.CARD_H / 2 >= 0
    # a home that fits keeps the full spacing
    assert layout.home_pos(True, 2, 3) == layout.home_pos(True, 2)
