"""Where the LCG table puts things (scene units, no Qt, no game): the regions of its zones and
the centres of its cards, for the LCG builder (:mod:`l5r_desktop.ui.lcg.table_model`) to write
into the table model. The scene has a fixed logical size (:data:`SCENE_W` × :data:`SCENE_H`);
the view scales it to the window.

Each side has, top to bottom for the far side (mirrored for the near side): the hand, the
provinces (four, then the stronghold province), the home area; the players' panels sit right
of :data:`PANEL_X`; the ring tray and the conflict area fill the middle band.
"""

from __future__ import annotations

from l5r_desktop.ui.table_model import Region, TokenLook

#: What each line of an LCG seat counter says, in order (the players' panels key their
#: labels so: ``ui/lcg/panels.py``).
COUNTER_LINES = ("name", "honor", "fate", "dial", "conflicts", "tokens", "favor", "claimed",
                 "result")

SCENE_W = 1600.0
SCENE_H = 1000.0
CARD_W = 78.0
CARD_H = 108.0
GAP = 8.0
PANEL_X = 1290.0  # the players' panels and piles sit right of this line
#: the widest the caption under a province may be
PROVINCE_CAPTION_W = CARD_W + 2 * GAP + 14
#: the size of a card back in a hidden hand
SMALL_BACK = (40.0, 48.0)
#: the colour of every card back (the LCG table has no back art)
BACK_COLOR = "#5b3a29"
#: a face's colour by card type (``TextFace.color``)
TYPE_COLORS = {"character": "#e8dcc0", "holding": "#d7e3c8", "event": "#e6cfcf",
               "attachment": "#d8d4ea", "province": "#c9c2b0", "stronghold": "#cbb27a",
               "role": "#c0cbd6"}
#: the tokens on a card: its fate (the count) and its status (H, D)
TOKEN_LOOKS = (TokenLook("fate", "#e9c46a", "{count}"), TokenLook("honored", "#fafafa", "H"),
               TokenLook("dishonored", "#333333", "D"))
#: where the ring tray and the conflict area start (top left of their contents)
RINGS_AT = (20.0, 384.0)
CONFLICT_AT = (420.0, 384.0)
_BOW_SHIFT = (CARD_H - CARD_W) / 2


def rows(top: bool) -> tuple[float, float, float]:
    """The y of a side's hand, provinces and home rows."""
    return (8.0, 66.0, 232.0) if top else (846.0, 680.0, 544.0)


def centre(x: float, y: float) -> tuple[float, float]:
    """The centre of a card whose unturned top left is (x, y)."""
    return (x + CARD_W / 2, y + CARD_H / 2)


def provinces_region(top: bool) -> Region:
    return Region(10, rows(top)[1] - 4, 580, 160)


def province_slot(top: bool, n: int) -> tuple[float, float]:
    """Top left of the card in province slot ``n`` (0-3 the provinces, 4 the stronghold's)."""
    return (20.0 + n * (CARD_W + 2 * GAP + 19), rows(top)[1] + 14)


def home_region(top: bool) -> Region:
    return Region(10, rows(top)[2] - 4, PANEL_X - 20, CARD_H + 22)


def home_row(top: bool, bowed: list[bool]) -> list[tuple[float, float]]:
    """The centres of the home area's characters left to right (a bowed card is wider)."""
    x, y = 20.0, rows(top)[2] + 12
    out = []
    for is_bowed in bowed:
        out.append(centre(x + _BOW_SHIFT * is_bowed, y))
        x += (CARD_H if is_bowed else CARD_W) + GAP
    return out


def hand_region(top: bool, shown: bool) -> Region:
    """The open hand's outline, or where a hidden hand's count is written."""
    y = rows(top)[0]
    return Region(10, y - 4, PANEL_X - 20, CARD_H + 26) if shown else Region(20, y + 10, 120, 20)


def hand_cards(top: bool, count: int, shown: bool) -> list[tuple[float, float]]:
    """The centres of an open hand's cards, or of a hidden hand's small backs (14 at most)."""
    y = rows(top)[0]
    if not shown:
        w, h = SMALL_BACK
        return [(150 + n * 24 + w / 2, y + 4 + h / 2) for n in range(min(14, count))]
    step = min(CARD_W + GAP, (PANEL_X - 40 - CARD_W) / max(1, count - 1))
    return [centre(20 + n * step, y + 12) for n in range(count)]


def panel_region(top: bool) -> Region:
    y = 8.0 if top else 544.0
    return Region(PANEL_X, y - 4, SCENE_W - PANEL_X - 10, 356)


def rings_region() -> Region:
    x, y = RINGS_AT
    return Region(x - 10, y - 10, 390, 146)


def ring_region(n: int) -> Region:
    """The circle of the ``n``-th ring of the tray."""
    x, y = RINGS_AT
    return Region(x + 4 + n * 74, y + 16, 66, 66)


def conflict_region() -> Region:
    x, y = CONFLICT_AT
    return Region(x, y - 10, PANEL_X - x - 10, 146)


def conflict_side_region(attacking: bool) -> Region:
    """A side of the conflict area: its total is written at the top left."""
    x, y = CONFLICT_AT
    half = (PANEL_X - x - 10) / 2
    return Region(x + 10 + (0 if attacking else half), y + 3, half - 20, 130)


def conflict_cards(attacking: bool, bowed: list[bool]) -> list[tuple[float, float]]:
    """The centres of one side's participants (a bowed card sits a little higher)."""
    side = conflict_side_region(attacking)
    room = side.w - CARD_H  # a bowed card is CARD_H wide
    step = min(CARD_W + GAP, room / max(1, len(bowed) - 1))
    y = CONFLICT_AT[1] + 26
    return [centre(side.x + n * step + _BOW_SHIFT * b, y - _BOW_SHIFT * b)
            for n, b in enumerate(bowed)]
