"""The LCG table scene: an LCG position drawn for one viewer, from the game-neutral table model.

:class:`LcgTableScene` draws a :class:`~l5r_desktop.ui.table_model.TableModel` (built by the
LCG builder, :func:`l5r_desktop.ui.lcg.table_model.build`) and reads no game state: it imports
no game package (``tests/ui/test_lcg_table_model.py`` checks). For each side the provinces
with their cards (facedown until revealed, broken provinces crossed), the home area with
characters (bowed cards turned 90°, fate and honored / dishonored tokens on the card,
attachments listed on their host's face), the hand (faces, or a hidden hand's backs), the
player's panel (the seat counter's lines and the piles' counts); in the middle the ring tray
(a per-game panel drawn from the ``ring:<element>`` zones: fate on each ring, the contested
ring, who claimed which) and the conflict area (attackers and defenders under their totals).

The scene has a fixed logical size (:data:`SCENE_W` × :data:`SCENE_H`); the view scales it to
the window. Items are kept by key for tests (``card_item(uid)``, ``label(key)``): a zone's
label under the zone key, a banner under ``banner:<zone>``, a panel line under
``<line>:<seat>`` (:data:`~l5r_desktop.ui.lcg.table_model.COUNTER_LINES`), a pile's count under
``<pile>:<seat>``, a ring's fate under ``ringfate:<element>``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from l5r_desktop.ui.lcg.items import BACK, LcgCardItem, fit, font
from l5r_desktop.ui.lcg.layout import (
    CARD_H,
    CARD_W,
    PROVINCE_CAPTION_W,
    SCENE_H,
    SCENE_W,
    SMALL_BACK,
)
from l5r_desktop.ui.table_model import (
    Banner,
    CardView,
    PileView,
    Region,
    SeatCounter,
    TableModel,
    TextFace,
    ZoneView,
)

__all__ = ["CARD_H", "CARD_W", "SCENE_H", "SCENE_W", "LcgCardItem", "LcgTableScene"]

_PANEL_PT = 12.5  # the panels' text (read at 1280x720 with the docks open)
_TABLE = QColor("#23412f")
_ZONE = QColor("#2e5a40")
_TEXT = QColor("#f2efe6")
_DARK = QColor("#161616")
_BROKEN = QColor("#b03030")
#: The seat counter's lines in the order the LCG builder writes them (its COUNTER_LINES).
_COUNTER_LINES = ("name", "honor", "fate", "dial", "conflicts", "tokens", "favor", "claimed",
                  "result")
#: Where a seat panel's counter lines go: (key, dx, dy, point size, bold, width to fit).
_PANEL_PLACES = (("honor", 0, 16, 17, True, None), ("fate", 150, 16, 17, True, None),
                 ("dial", 0, 48, _PANEL_PT, False, None),
                 ("conflicts", 0, 72, _PANEL_PT, False, 280),
                 ("tokens", 0, 96, _PANEL_PT, True, 280),
                 ("claimed", 0, 226, _PANEL_PT, False, 280),
                 ("favor", 0, 258, _PANEL_PT, True, 280), ("result", 0, 290, 16, True, None))
#: A zone drawn without an outline writes its label as a heading: key prefix -> (size, bold).
_HEADINGS = {"conflict:": (13, True), "hand:": (10, True)}
#: The tokens drawn on a card: kind -> (corner, text or "" for the count, colour).
_TOKENS = {"fate": (0, "", "#e9c46a"), "honored": (1, "H", "#fafafa"),
           "dishonored": (1, "D", "#333333")}
_RING_COLORS = {"air": "#cfe3f0", "earth": "#c9b48a", "fire": "#e98c5a", "water": "#6fa8d6",
                "void": "#a48ac4"}


def _rect(region: Region) -> QRectF:
    return QRectF(region.x, region.y, region.w, region.h)


class LcgTableScene(QGraphicsScene):
    """The LCG table for one viewer; :meth:`sync` redraws it from a state."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setBackgroundBrush(QBrush(_TABLE))
        self._cards: dict[str, LcgCardItem] = {}
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._zones: dict[str, QGraphicsRectItem] = {}
        self._ring_items: dict[str, QGraphicsEllipseItem] = {}
        self._regions: dict[str, QRectF] = {}
        #: the last model drawn
        self.model: TableModel | None = None

    def set_view_scale(self, device_scale: float) -> None:
        """The view's device scale (the LCG table draws plain items: nothing to re-render)."""
        self.view_scale = device_scale

    # -- test / controller access -------------------------------------------------------------
    def card_item(self, uid: str) -> LcgCardItem | None:
        """The item drawing card ``uid`` (None when it is not on the table or hidden in a
        deck)."""
        return self._cards.get(uid)

    def item(self, uid: str) -> LcgCardItem | None:
        """Same as :meth:`card_item` (the name the table drivers use)."""
        return self._cards.get(uid)

    def ring_item(self, element: str) -> QGraphicsEllipseItem | None:
        """The circle drawing ring ``element``."""
        return self._ring_items.get(element)

    def card_items(self) -> dict[str, LcgCardItem]:
        """Every card item by uid."""
        return dict(self._cards)

    def label(self, key: str) -> str | None:
        """The text of a label (``honor:0``, ``banner:ring:fire``, ``conflict:attackers`` ...;
        see the module docstring)."""
        item = self._labels.get(key)
        return item.toolTip() or item.text() if item else None

    def zone_rect(self, key: str) -> QRectF | None:
        """The scene rectangle of a zone (``home:0``, ``conflict``, ``rings`` ...)."""
        item = self._zones.get(key)
        return item.sceneBoundingRect() if item else self._regions.get(key)


    # -- drawing ----------------------------------------------------------------------------
    def draw(self, model: TableModel) -> None:
        """Redraw the whole table from ``model`` (the LCG builder's, for one viewer)."""
        self.clear()
        self._cards.clear()
        self._labels.clear()
        self._zones.clear()
        self._ring_items.clear()
        self._regions.clear()
        self.model = model
        if model.table is not None:
            self.setSceneRect(_rect(model.table))
        banners: dict[str, list[Banner]] = {}
        for banner in model.banners:
            banners.setdefault(banner.zone, []).append(banner)
        for zone in model.zones:
            self._draw_zone(zone, banners.get(zone.key, []))
        for counter in model.counters:
            self._panel(counter, model.piles_of(counter.seat))

    def _draw_zone(self, zone: ZoneView, banners: list[Banner]) -> None:
        if zone.region is not None:
            self._regions[zone.key] = _rect(zone.region)
        if zone.key.startswith("ring:"):
            self._ring(zone, banners)
            return
        if zone.key.startswith("province:"):
            self._province(zone, banners)
            return
        if zone.region is not None and zone.always_shown:
            item = self._outline(zone.key, _rect(zone.region), zone.label)
            if zone.key.startswith("hand:"):
                self._labels[zone.key] = item.childItems()[0]
        elif zone.region is not None and zone.label:
            size, bold = next((v for k, v in _HEADINGS.items() if zone.key.startswith(k)),
                              (10, True))
            self._text(zone.key, zone.label, zone.region.x, zone.region.y, size=size,
                       bold=bold)
        for banner in banners:  # the conflict's: who attacks what, or "No conflict"
            self._banner(zone, banner)
        for card in zone.cards:
            self._card(card)

    def _banner(self, zone: ZoneView, banner: Banner) -> None:
        """A banner on the top line of a zone holding sides (the conflict's sides), or inside
        a zone with nothing in it."""
        assert self.model is not None and zone.region is not None
        x, y = zone.region.x, zone.region.y
        if any(z.key.startswith(f"{zone.key}:") for z in self.model.zones):
            self._text(f"banner:{zone.key}", banner.text, x + 100, y + 2, size=9, bold=True,
                       width=zone.region.w - 110)
        else:
            self._text(f"banner:{zone.key}", banner.text, x + 12, y + 24, size=11)

    def _outline(self, key: str, rect: QRectF, title: str) -> QGraphicsRectItem:
        item = QGraphicsRectItem(rect)
        item.setBrush(QBrush(_ZONE))
        item.setPen(QPen(QColor("#4f7f61"), 1))
        item.setZValue(-1)
        self.addItem(item)
        caption = QGraphicsSimpleTextItem(title, item)
        caption.setFont(font(8))
        caption.setBrush(QBrush(QColor("#bcd3c3")))
        caption.setPos(rect.x() + 4, rect.y() + 2)
        self._zones[key] = item
        return item

    def _text(self, key: str, text: str, x: float, y: float, *, size: float = 10,
              bold: bool = False, width: float | None = None) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(size, bold))
        item.setBrush(QBrush(_TEXT))
        item.setPos(x, y)
        self.addItem(item)
        if width is not None:
            fit(item, width)
        if key:
            self._labels[key] = item
        return item

    def _card(self, view: CardView) -> None:
        """One card at its place; an attachment is listed on its host's face instead, a card
        of no known id (a hidden hand's) is a small back."""
        if view.attached_to:
            return
        x, y = view.pos
        if not view.card:
            w, h = SMALL_BACK
            back = QGraphicsRectItem(x - w / 2, y - h / 2, w, h)
            back.setBrush(QBrush(BACK))
            back.setPen(QPen(QColor("#111111"), 1))
            self.addItem(back)
            return
        face = view.face if isinstance(view.face, TextFace) else None
        item = LcgCardItem(view.id, list(face.lines) if face else [], face_up=face is not None,
                           kind=face.kind if face else "")
        item.peeked = bool(face and face.facedown)
        if item.peeked:  # the owner looks at his facedown card: only he sees it
            item.setPen(QPen(BACK, 3, Qt.PenStyle.DashLine))
        item.setPos(x - CARD_W / 2, y - CARD_H / 2)
        if view.bowed:
            item.setRotation(90)
        for kind, count in view.tokens:
            corner, text, color = _TOKENS.get(kind, (0, "", "#e9c46a"))
            item.add_badge("fate" if kind == "fate" else "status", text or str(count), color,
                           corner)
        if view.tooltip:
            item.setToolTip(view.tooltip)
        self.addItem(item)
        self._cards[view.id] = item

    def _province(self, zone: ZoneView, banners: list[Banner]) -> None:
        """A province: its cards, its caption under them, crossed out and "BROKEN" when its
        banner says so."""
        assert zone.region is not None
        x, y = zone.region.x, zone.region.y + zone.region.h
        caption = self._text(zone.key, zone.label, x, y + 3, size=9, width=PROVINCE_CAPTION_W)
        for banner in banners:
            self._text(f"banner:{zone.key}", banner.text, x, y + 20, size=9, bold=True)
            if banner.emphasis:
                caption.setBrush(QBrush(QColor("#ff9a9a")))
        for card in zone.cards:
            self._card(card)
        if any(b.emphasis for b in banners):
            cross = QGraphicsRectItem(x - 2, zone.region.y + CARD_H / 2 - 3, CARD_W + 4, 6)
            cross.setBrush(QBrush(_BROKEN))
            cross.setZValue(5)
            self.addItem(cross)

    def _panel(self, counter: SeatCounter, piles: tuple[PileView, ...]) -> None:
        """One seat's panel, in its ``panel:<seat>`` zone: the counter's lines and the piles'
        counts."""
        p = counter.seat
        region = self._regions.get(f"panel:{p}")
        if region is None:
            return
        lines = dict(zip(_COUNTER_LINES, counter.lines, strict=False))
        x, y = region.x() + 12, region.y() + 4
        for key, dx, dy, size, bold, width in _PANEL_PLACES:
            text = lines.get(key, "")
            if text or key == "tokens":
                self._text(f"{key}:{p}", text or " ", x + dx, y + dy, size=size, bold=bold,
                           width=width)
        for n, pile in enumerate(piles):
            self._text(f"{pile.name}:{p}", f"{pile.label}: {pile.count}", x, y + 126 + 24 * n,
                       size=_PANEL_PT)

    def _ring(self, zone: ZoneView, banners: list[Banner]) -> None:
        """The ring tray's per-game drawing of one ring: a circle in its element's colour
        (outlined when contested), its name, its fate, its status under it."""
        assert zone.region is not None
        element = zone.key.removeprefix("ring:")
        cx, top = zone.region.x, zone.region.y
        contested = any(b.emphasis for b in banners)
        circle = QGraphicsEllipseItem(_rect(zone.region))
        circle.setBrush(QBrush(QColor(_RING_COLORS.get(element, "#cccccc"))))
        circle.setPen(QPen(QColor("#ffd23f"), 5) if contested else QPen(QColor("#111111"), 1.5))
        circle.setData(0, zone.key)
        self.addItem(circle)
        self._ring_items[element] = circle
        name = QGraphicsSimpleTextItem(zone.label, circle)
        name.setFont(font(10, bold=True))
        name.setBrush(QBrush(_DARK))
        name.setPos(cx + 33 - name.boundingRect().width() / 2, top + 10)
        for banner in banners:
            self._text(f"banner:{zone.key}", banner.text, cx - 2, top + 72, size=10,
                       width=72).setZValue(2)
        fate = dict(zone.tokens).get("fate", 0)
        self._text(f"ringfate:{element}", str(fate), cx + 28, top + 32, size=12,
                   bold=True).setBrush(QBrush(_DARK))
