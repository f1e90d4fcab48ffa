"""Table geometry: card size, z-order and the slot of every zone, as pure functions.

No Qt here: positions are plain ``(x, y)`` tuples in scene units (the centre of a card), so the
layout can be unit-tested and reasoned about without a scene. The table is laid out for two
players facing each other: the player seen from below ("near", the acting player in hot-seat)
sits at the bottom, the other ("far") at the top, mirrored. The band between them holds the
battlefields during an attack, one above each of the defender's provinces.

Rows of one side, from the centre of the table outwards: home (Stronghold, Holdings,
Personalities with their attachments fanned towards the centre), provinces (flanked by the
Dynasty deck and discard on the left, the Fate deck and discard on the right, the dead piles
beyond), hand.
"""

from __future__ import annotations

from l5r_desktop.ui.table_model import Region

#: Card size in scene units (portrait). Faces are rendered at FACE_SCALE times this size so
#: they stay sharp when zoomed in.
CARD_W = 120.0
CARD_H = 168.0
FACE_SCALE = 2
GAP = 14.0
#: How far each attachment peeks out from under its Personality.
ATTACHMENT_STEP = 26.0
#: Horizontal room for one unit at home or on a battlefield (a bowed card is CARD_H wide).
UNIT_SLOT_W = CARD_H + GAP

# z-order (higher is drawn on top)
Z_TABLE = -100.0
Z_ZONE = -50.0
Z_BATTLEFIELD = -40.0
Z_CARD = 0.0
Z_ATTACHMENT = -1.0  # relative: below its Personality
Z_TOKEN = 5.0
Z_DRAGGED = 1000.0
Z_ARROW = 1100.0
Z_OVERLAY = 2000.0

PROVINCE_COUNT = 4
HAND_SPREAD = CARD_W * 0.62

#: Attachments peek out towards the centre; room is kept for this many before the band.
FAN_ROOM = 2
TABLE_W = 12 * (CARD_W + GAP)
SIDE_H = 3 * (CARD_H + GAP) + FAN_ROOM * ATTACHMENT_STEP + GAP
BAND_H = 2 * CARD_H + 3 * GAP
TABLE_H = 2 * SIDE_H + BAND_H


#: An axis-aligned rectangle in scene units: the table model's :class:`Region`.
Rect = Region


def table_rect() -> Rect:
    """The whole table."""
    return Rect(0.0, 0.0, TABLE_W, TABLE_H)


def _row_y(near: bool, row: int) -> float:
    """Centre y of row ``row`` of a side (0 = home, 1 = provinces, 2 = hand)."""
    band_top = SIDE_H
    band_bottom = SIDE_H + BAND_H
    step = CARD_H + GAP
    if near:
        first = band_bottom + GAP + ATTACHMENT_STEP * FAN_ROOM + CARD_H / 2
        return first + row * step
    first = band_top - GAP - ATTACHMENT_STEP * FAN_ROOM - CARD_H / 2
    return first - row * step


def province_x(index: int, count: int = PROVINCE_COUNT) -> float:
    """Centre x of province ``index`` when ``count`` provinces remain (pushed together)."""
    middle = TABLE_W / 2
    width = count * (CARD_W + GAP) - GAP
    return middle - width / 2 + CARD_W / 2 + index * (CARD_W + GAP)


def province_pos(near: bool, index: int, count: int = PROVINCE_COUNT) -> tuple[float, float]:
    """Centre of a province card."""
    return (province_x(index, count), _row_y(near, 1))


def _side_piles_x() -> dict[str, float]:
    left_edge = province_x(0, PROVINCE_COUNT) - CARD_W / 2 - GAP
    right_edge = province_x(PROVINCE_COUNT - 1, PROVINCE_COUNT) + CARD_W / 2 + GAP
    step = CARD_W + GAP
    return {
        "dynasty_deck": left_edge - CARD_W / 2,
        "dynasty_discard": left_edge - CARD_W / 2 - step,
        "honorably_dead": left_edge - CARD_W / 2 - 2 * step,
        "fate_deck": right_edge + CARD_W / 2,
        "fate_discard": right_edge + CARD_W / 2 + step,
        "dishonorably_dead": right_edge + CARD_W / 2 + 2 * step,
    }


PILE_NAMES = (
    "dynasty_deck",
    "dynasty_discard",
    "honorably_dead",
    "fate_deck",
    "fate_discard",
    "dishonorably_dead",
)


def pile_pos(near: bool, pile: str) -> tuple[float, float]:
    """Centre of a deck or discard pile (``PILE_NAMES``)."""
    xs = _side_piles_x()
    if pile not in xs:
        raise KeyError(pile)
    x = xs[pile]
    if not near:  # mirrored: the far player's Dynasty side is on our right
        x = TABLE_W - x
    return (x, _row_y(near, 1))


def home_pos(near: bool, slot: int, count: int = 0) -> tuple[float, float]:
    """Centre of home slot ``slot`` of ``count`` (0 = the Stronghold, then the rest).

    When more cards are at home than fit a row, they close up (overlapping sideways) so the
    row always stays on the table.
    """
    step = UNIT_SLOT_W
    if count > home_capacity():
        step = (TABLE_W - 2 * GAP - CARD_H) / (count - 1)
    x = GAP + CARD_H / 2 + slot * step
    if not near:
        x = TABLE_W - x
    return (x, _row_y(near, 0))


def home_capacity() -> int:
    """How many home slots fit on one row."""
    return int((TABLE_W - GAP) // UNIT_SLOT_W)


def hand_pos(near: bool, index: int, count: int) -> tuple[float, float]:
    """Centre of hand card ``index`` of ``count`` (fanned, centred)."""
    spread = min(HAND_SPREAD, (TABLE_W * 0.7) / max(count, 1))
    width = spread * (count - 1)
    x = TABLE_W / 2 - width / 2 + index * spread
    return (x, _row_y(near, 2))


def attachment_offset(near: bool, index: int) -> tuple[float, float]:
    """Offset of attachment ``index`` from its Personality: fanned towards the table centre."""
    step = ATTACHMENT_STEP * (index + 1)
    return (0.0, -step if near else step)


def band_rect() -> Rect:
    """The band between the two sides where battlefields appear."""
    return Rect(0.0, SIDE_H, TABLE_W, BAND_H)


def battlefield_rect(defender_near: bool, index: int, count: int) -> Rect:
    """The battlefield at the defender's province ``index`` (of ``count`` provinces).

    It sits in the band, centred on the province's x, wide enough for two units.
    """
    cx = province_x(index, count)
    if not defender_near:
        cx = TABLE_W - cx
    w = CARD_W + GAP
    band = band_rect()
    return Rect(cx - w / 2, band.y + GAP / 2, w, band.h - GAP)


def battlefield_unit_pos(
    defender_near: bool, index: int, count: int, attacking: bool, slot: int, units: int
) -> tuple[float, float]:
    """Centre of unit ``slot`` of ``units`` on one side of a battlefield.

    The defending army stands on the half nearer its owner's provinces; several units on one
    side overlap sideways so a battlefield stays one province wide.
    """
    rect = battlefield_rect(defender_near, index, count)
    near_half = attacking != defender_near  # which half of the band, seen from below
    y = rect.y + rect.h * (0.75 if near_half else 0.25)
    spread = min(CARD_W * 0.35, (rect.w * 0.6) / max(units, 1))
    x = rect.center[0] - spread * (units - 1) / 2 + slot * spread
    return (x, y)


def counter_pos(near: bool) -> tuple[float, float]:
    """Where a player's honor / gold / favor readout sits (left of the home row)."""
    x = GAP + CARD_H / 2
    if not near:
        x = TABLE_W - x
    y = _row_y(near, 2)
    return (x, y)


def rotation_for(bowed: bool, dishonored: bool, far: bool = False) -> float:
    """Rotation of a card in degrees: dishonorable = 180 (the physical convention), bowed + 90.

    Cards on the far side are seen upside down from the near player's chair, as on a real
    table; the view turns for hot-seat so each player sees his own side from below.
    """
    angle = 180.0 if dishonored else 0.0
    if bowed:
        angle += 90.0
    if far:
        angle += 180.0
    return angle % 360.0


def focus_pos(near: bool, index: int, focusing: bool) -> tuple[float, float]:
    """Centre of a card in a player's focus pool (or focusing area) during a duel.

    They sit at the left end of the battlefield band, on the player's half: the pool first,
    the focused cards (in focus order) to its right.
    """
    band = band_rect()
    y = band.y + band.h * (0.75 if near else 0.25)
    x = GAP + CARD_W / 2 + index * (CARD_W * 0.45)
    if focusing:
        x += 3 * CARD_W * 0.45 + CARD_W + GAP
    if not near:
        x = TABLE_W - x
    return (x, y)
