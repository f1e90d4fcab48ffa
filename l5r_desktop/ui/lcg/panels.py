"""The LCG's per-game panels on the shared table scene (Qt; they read the LCG's table model,
never its state, and import no game): the ring tray's rings, the captions under the
provinces and the players' panels. The LCG adapter adds them to the game-neutral
:class:`~l5r_desktop.ui.table_scene.TableScene` (``TableScene.add_panel``), which draws the model's
zones, cards, banners and highlights and then asks them to draw.

- **rings** (the ``ring:<element>`` zones): a circle in the element's colour, outlined when
  contested (the ring's banner is emphasised) and in green while lit as a legal choice (the
  scene's ``highlight_zones``), its name and its fate (the zone's ``fate`` tokens); the status
  under it is the ring's banner, the click the scene's ``zone_clicked``;
- **province captions** (the ``province:<uid>`` zones): the zone's label under its card, red
  when the province is broken (its banner is emphasised);
- **players' panels** (the ``panel:<seat>`` zones): the seat counter's lines
  (:data:`~l5r_desktop.ui.lcg.layout.COUNTER_LINES`) and the piles' counts.

Every drawn text is kept by key for tests and tooltips (:meth:`LcgPanels.label`): a panel
line under ``<line>:<seat>``, a pile's count under ``<pile>:<seat>``, a ring's fate under
``ringfate:<element>``, a province caption under its zone key. Panels take no mouse button:
clicks go to the cards and zones beneath.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from l5r_desktop.ui.lcg.layout import COUNTER_LINES, PROVINCE_CAPTION_W
from l5r_desktop.ui.table_model import PileView, Region, SeatCounter, TableModel, ZoneView
from l5r_desktop.ui.text_faces import fit_text, text_font

__all__ = ["LcgPanels"]

_PANEL_PT = 12.5  # the panels' text (read at 1280x720 with the docks open)
_TEXT = QColor("#f2efe6")
_DARK = QColor("#161616")
_BROKEN = QColor("#ff9a9a")
#: Under the cards (0), over the zones' outlines (-50).
_Z = -10.0
#: Where a seat panel's counter lines go: (key, dx, dy, point size, bold, width to fit).
_PANEL_PLACES = (("honor", 0, 16, 17, True, None), ("fate", 150, 16, 17, True, None),
                 ("dial", 0, 48, _PANEL_PT, False, None),
                 ("conflicts", 0, 72, _PANEL_PT, False, 280),
                 ("tokens", 0, 96, _PANEL_PT, True, 280),
                 ("claimed", 0, 226, _PANEL_PT, False, 280),
                 ("favor", 0, 258, _PANEL_PT, True, 280), ("result", 0, 290, 16, True, None))
_LIT = QPen(QColor("#3fd16b"), 6)  # the table's colour of a legal choice
_RING_COLORS = {"air": "#cfe3f0", "earth": "#c9b48a", "fire": "#e98c5a", "water": "#6fa8d6",
                "void": "#a48ac4"}


class LcgPanels:
    """The LCG's panels of one scene (see the module docstring)."""

    def __init__(self) -> None:
        self._items: list[QGraphicsItem] = []
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._rings: dict[str, tuple[QGraphicsEllipseItem, QPen]] = {}
        self._scene: QGraphicsScene | None = None

    def label(self, key: str) -> str | None:
        """The whole text of a panel label (``honor:0``, ``ringfate:fire``,
        ``province:<uid>`` ...; see the module docstring), None when not drawn."""
        item = self._labels.get(key)
        return (item.toolTip() or item.text()) if item is not None else None

    def draw(self, scene: QGraphicsScene, model: TableModel) -> None:
        """Redraw the panels from ``model`` (the TableScene calls it after each draw)."""
        for item in self._items:
            if item.scene() is scene:
                scene.removeItem(item)
        self._items = []
        self._labels = {}
        self._rings = {}
        self._scene = scene
        emphasis = {b.zone for b in model.banners if b.emphasis}
        regions: dict[str, Region] = {}
        for zone in model.zones:
            if zone.region is None:
                continue
            regions[zone.key] = zone.region
            if zone.key.startswith("ring:"):
                self._ring(zone, contested=zone.key in emphasis)
            elif zone.key.startswith("province:"):
                self._caption(zone, broken=zone.key in emphasis)
        for counter in model.counters:
            region = regions.get(f"panel:{counter.seat}")
            if counter.panel and region is not None:
                self._panel(counter, model.piles_of(counter.seat), region)

    def light(self, scene: QGraphicsScene, zones: set[str]) -> None:
        """A ring lit as a legal choice (the one chosen to declare a conflict, those that go
        with a chosen province) gets a thick green outline."""
        for key, (circle, pen) in self._rings.items():
            circle.setPen(_LIT if key in zones else pen)

    def lit_rings(self) -> set[str]:
        """The keys of the rings drawn lit now."""
        return {key for key, (circle, _) in self._rings.items() if circle.pen() == _LIT}

    # -- drawing --------------------------------------------------------------------------------
    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setZValue(_Z)
        assert self._scene is not None
        self._scene.addItem(item)
        self._items.append(item)
        return item

    def _text(self, key: str, text: str, x: float, y: float, *, size: float = 10,
              bold: bool = False, width: float | None = None,
              color: QColor = _TEXT) -> QGraphicsSimpleTextItem:
        font = text_font(size, bold)
        item = QGraphicsSimpleTextItem(text if width is None else fit_text(text, font, width))
        item.setFont(font)
        item.setBrush(QBrush(color))
        item.setPos(x, y)
        if item.text() != text:
            item.setToolTip(text)
        self._add(item)
        if key:
            self._labels[key] = item
        return item

    def _ring(self, zone: ZoneView, *, contested: bool) -> None:
        """One ring of the tray: a circle in its element's colour (outlined when
        contested), its name, its fate."""
        region = zone.region
        assert region is not None
        element = zone.key.removeprefix("ring:")
        circle = QGraphicsEllipseItem(QRectF(region.x, region.y, region.w, region.h))
        circle.setBrush(QBrush(QColor(_RING_COLORS.get(element, "#cccccc"))))
        pen = QPen(QColor("#ffd23f"), 5) if contested else QPen(QColor("#111111"), 1.5)
        circle.setPen(pen)
        self._add(circle)
        self._rings[zone.key] = (circle, pen)
        name = self._text(f"ringname:{element}", zone.label, 0, region.y + 10, size=10,
                          bold=True, color=_DARK)
        name.setX(region.x + region.w / 2 - name.boundingRect().width() / 2)
        name.setZValue(_Z + 1)
        fate = self._text(f"ringfate:{element}", str(dict(zone.tokens).get("fate", 0)), 0,
                          region.y + 32, size=12, bold=True, color=_DARK)
        fate.setX(region.x + region.w / 2 - fate.boundingRect().width() / 2)
        fate.setZValue(_Z + 1)

    def _caption(self, zone: ZoneView, *, broken: bool) -> None:
        """A province's caption under its card (red when broken)."""
        region = zone.region
        assert region is not None
        self._text(zone.key, zone.label, region.x, region.y + region.h + 3, size=9,
                   width=PROVINCE_CAPTION_W, color=_BROKEN if broken else _TEXT)

    def _panel(self, counter: SeatCounter, piles: tuple[PileView, ...], region: Region) -> None:
        """One seat's panel: the counter's lines and the piles' counts."""
        p = counter.seat
        lines = dict(zip(COUNTER_LINES, counter.lines, strict=False))
        x, y = region.x + 12, region.y + 4
        for key, dx, dy, size, bold, width in _PANEL_PLACES:
            text = lines.get(key, "")
            if text or key == "tokens":
                self._text(f"{key}:{p}", text or " ", x + dx, y + dy, size=size, bold=bold,
                           width=width)
        for n, pile in enumerate(piles):
            self._text(f"{pile.name}:{p}", f"{pile.label}: {pile.count}", x, y + 126 + 24 * n,
                       size=_PANEL_PT)
