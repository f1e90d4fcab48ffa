"""The LCG table scene with the mouse (issue 20, gestures): clicks, drags and menus become
intent signals; the scene decides nothing.

:class:`LcgInteractiveScene` adds to :class:`~l5r_desktop.ui.lcg.table.LcgTableScene`:

- ``card_clicked(uid)`` / ``zone_clicked(key)`` (a ring: ``ring:<element>``) on a click
  (press and release without moving); ``card_hovered(uid)`` when the mouse comes over a card;
- ``card_context_requested(uid, screen point)`` on a right click;
- dragging a card of :attr:`draggable`: ``unit_drag_started(uid)`` once it moves, the card
  follows the mouse, and ``unit_dropped(uid, zone key)`` on release with the drop zone under
  the mouse (a zone the model marks ``drop_target``: ``"conflict"``, ``"home:<seat>"``, or
  ``""``; :attr:`drop_card` names the card it was dropped on); the controller's answer
  redraws the table, so an illegal drop snaps back. The signals are named as the CCG's
  ``TableScene`` names them;
- :meth:`highlight` outlines cards, rings and zones (legal targets light up).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
)

from l5r_desktop.ui.lcg.table import LcgCardItem, LcgTableScene
from l5r_desktop.ui.table_model import TableModel

__all__ = ["DRAG_DISTANCE", "LcgInteractiveScene"]

#: Scene units the mouse must move, button down on a card, before it is a drag.
DRAG_DISTANCE = 6.0
_GLOW = QColor("#ffd23f")


class LcgInteractiveScene(LcgTableScene):
    """The LCG table taking the mouse (see the module docstring)."""

    card_clicked = Signal(str)
    card_hovered = Signal(str)
    zone_clicked = Signal(str)
    card_context_requested = Signal(str, QPoint)
    unit_drag_started = Signal(str)
    unit_dropped = Signal(str, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        #: uids the player may drag now (set by the table adapter before each sync)
        self.draggable: frozenset[str] = frozenset()
        self._press: tuple[str, QPointF] | None = None
        self._dragging: LcgCardItem | None = None
        self._grab_offset = QPointF()
        self._glows: list[QGraphicsRectItem] = []
        self.highlighted: tuple[str, ...] = ()
        self._hovered = ""
        #: the card under the last drop point (another than the one dragged), or ""
        self.drop_card = ""

    def draw(self, model: TableModel) -> None:
        """Redraw (see :meth:`LcgTableScene.draw`); a highlight does not outlive it."""
        self._glows = []
        self.highlighted = ()
        self._hovered = ""
        super().draw(model)

    # -- what is under the mouse ------------------------------------------------------------
    def key_at(self, pos: QPointF) -> str:
        """``"card:<uid>"``, ``"ring:<element>"`` or ``""`` for a scene point."""
        for item in self.items(pos):
            found = _key_of(item)
            if found:
                return found
        return ""

    def zone_at(self, pos: QPointF) -> str:
        """The key of the drop zone (a zone the model marks ``drop_target``) under a scene
        point: ``"conflict"``, ``"home:<seat>"`` or ``""``."""
        zones = self.model.zones if self.model is not None else ()
        for zone in zones:
            rect = self.zone_rect(zone.key) if zone.drop_target else None
            if rect is not None and rect.contains(pos):
                return zone.key
        return ""

    # -- highlighting ---------------------------------------------------------------------------
    def highlight(self, keys: Iterable[str]) -> None:
        """Outline these (``card:<uid>``, ``ring:<element>``, ``zone:<key>``); the last
        highlight goes."""
        for glow in self._glows:
            if glow.scene() is self:
                self.removeItem(glow)
        self._glows = []
        self.highlighted = tuple(keys)
        for key in self.highlighted:
            rect = self._rect_of(key)
            if rect is None:
                continue
            glow = QGraphicsRectItem(rect.adjusted(-4, -4, 4, 4))
            glow.setPen(QPen(_GLOW, 4))
            glow.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            glow.setZValue(50)
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(glow)
            self._glows.append(glow)

    def highlight_cards(self, card_ids: Iterable[str]) -> None:
        """Outline cards (the log's selected line; the game screen's name for it)."""
        self.highlight(f"card:{u}" for u in card_ids)

    def _rect_of(self, key: str) -> QRectF | None:
        kind, _, name = key.partition(":")
        if kind == "card":
            item = self.card_item(name)
            return item.sceneBoundingRect() if item is not None else None
        if kind == "ring":
            ring = self.ring_item(name)
            return ring.sceneBoundingRect() if ring is not None else None
        if kind == "zone":
            return self.zone_rect(name)
        return None

    # -- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        key = self.key_at(event.scenePos())
        self._press = (key, event.scenePos()) if key else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            key = self.key_at(event.scenePos())
            if key != self._hovered:
                self._hovered = key
                if key.startswith("card:"):
                    self.card_hovered.emit(key.removeprefix("card:"))
            return
        key, start = self._press
        if self._dragging is None:
            uid = key.removeprefix("card:")
            moved = (event.scenePos() - start).manhattanLength()
            if not key.startswith("card:") or uid not in self.draggable \
                    or moved < DRAG_DISTANCE:
                return
            item = self.card_item(uid)
            if item is None:
                return
            self._dragging = item
            self._grab_offset = start - item.pos()
            item.setZValue(40)
            self.unit_drag_started.emit(uid)
        if self._dragging is not None and self._dragging.scene() is self:
            self._dragging.setPos(event.scenePos() - self._grab_offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        dragged, self._dragging = self._dragging, None
        if dragged is not None:
            self.drop_card = next(
                (k.removeprefix("card:") for item in self.items(event.scenePos())
                 if item is not dragged and not _inside(item, dragged)
                 and (k := _key_of(item)).startswith("card:")), "")
            self.unit_dropped.emit(dragged.uid, self.zone_at(event.scenePos()))
            return
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        key = press[0]
        if key.startswith("ring:"):
            self.zone_clicked.emit(key)
        elif key.startswith("card:"):
            self.card_clicked.emit(key.removeprefix("card:"))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # a click does it: the second press of a double-click is taken as no gesture
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        key = self.key_at(event.scenePos())
        if key.startswith("card:"):
            self.card_context_requested.emit(key.removeprefix("card:"), event.screenPos())
            event.accept()


def _inside(item: QGraphicsItem, card: QGraphicsItem) -> bool:
    """Whether ``item`` is drawn as part of ``card`` (its text, its tokens)."""
    while item is not None:
        if item is card:
            return True
        item = item.parentItem()
    return False


def _key_of(item: QGraphicsItem) -> str:
    """The gesture key of an item or of the card / ring it is drawn on."""
    while item is not None:
        if isinstance(item, LcgCardItem):
            return f"card:{item.uid}" if item.uid else ""
        data = item.data(0)
        if isinstance(data, str) and data.startswith("ring:"):
            return data
        item = item.parentItem()
    return ""
