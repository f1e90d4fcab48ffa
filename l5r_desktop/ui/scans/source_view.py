"""The source scan of the review dialog: the current crop's quad with four draggable corners.

:class:`SourceView` shows a reduced preview of the scan, the outlines of the other crops cut
from it, and four :class:`CornerHandle` items on the current crop's corners (full-size source
pixel coordinates in and out).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)


class CornerHandle(QGraphicsEllipseItem):
    """One draggable corner of the crop quad."""

    def __init__(self, view: SourceView, index: int) -> None:
        r = 7.0
        super().__init__(-r, -r, 2 * r, 2 * r)
        self._view = view
        self.index = index
        self.setBrush(QBrush(QColor(255, 200, 0)))
        self.setPen(QPen(QColor(0, 0, 0), 1))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(10)

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._view.handle_moved()
        return super().itemChange(change, value)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        self._view.corners_released.emit()


class SourceView(QGraphicsView):
    """The source scan (reduced) with the current crop's quad and four corner handles."""

    #: a corner handle moved (emitted while it is dragged)
    corners_edited = Signal()
    #: the user let go of a corner handle: the crop should follow the corners now
    corners_released = Signal()
    #: the user dragged a rectangle in drawing mode: its corners TL TR BR BL, source pixels
    rectangle_drawn = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self._pixmap = QGraphicsPixmapItem()
        self._scene.addItem(self._pixmap)
        self._quad = QGraphicsPolygonItem()
        self._quad.setPen(QPen(QColor(255, 160, 0), 0))
        self._quad.setZValue(5)
        self._scene.addItem(self._quad)
        self.handles = [CornerHandle(self, i) for i in range(4)]
        for h in self.handles:
            self._scene.addItem(h)
        self.scale_to_full = 1.0
        self._placing = False
        self._outlines: list[QGraphicsPolygonItem] = []
        self._drawing = False
        self._rubber: QGraphicsRectItem | None = None
        self._anchor: QPointF | None = None
        self.setMinimumSize(300, 300)

    def show_source(self, preview: QImage, full_size: tuple[int, int]) -> None:
        """Show a source preview; ``full_size`` is the size of the scan it was reduced from."""
        self._pixmap.setPixmap(QPixmap.fromImage(preview))
        self.scale_to_full = full_size[0] / max(1, preview.width())
        self._scene.setSceneRect(0, 0, preview.width(), preview.height())
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def show_outlines(self, quads: Sequence[Sequence[tuple[float, float]]]) -> None:
        """Faint outlines of the other crops cut from this scan (full-size source pixels)."""
        for item in self._outlines:
            self._scene.removeItem(item)
        self._outlines = []
        pen = QPen(QColor(40, 140, 255, 170), 0)
        for quad in quads:
            poly = QPolygonF([QPointF(x / self.scale_to_full, y / self.scale_to_full)
                              for x, y in quad])
            item = self._scene.addPolygon(poly, pen)
            item.setZValue(2)
            self._outlines.append(item)

    def set_flagged(self, flagged: bool) -> None:
        """Draw the current quad red when the crop needs checking."""
        self._quad.setPen(QPen(QColor(230, 40, 20) if flagged else QColor(255, 160, 0), 0))

    def set_corners(self, corners: Sequence[tuple[float, float]]) -> None:
        """Place the handles on ``corners`` (full-size source pixels, TL TR BR BL)."""
        self._placing = True
        try:
            for h, (x, y) in zip(self.handles, corners, strict=True):
                h.setPos(x / self.scale_to_full, y / self.scale_to_full)
        finally:
            self._placing = False
        self._update_polygon()

    def corners(self) -> list[tuple[float, float]]:
        """The handles' positions in full-size source pixels (TL, TR, BR, BL)."""
        return [(h.pos().x() * self.scale_to_full, h.pos().y() * self.scale_to_full)
                for h in self.handles]

    def handle_moved(self) -> None:
        self._update_polygon()
        if not self._placing:
            self.corners_edited.emit()

    def _update_polygon(self) -> None:
        self._quad.setPolygon(QPolygonF([h.pos() for h in self.handles]))

    # ------------------------------------------------------------------ drawing a new card
    def set_drawing(self, on: bool) -> None:
        """In drawing mode a drag on the scan draws a rectangle (a card that was missed)."""
        self._drawing = on
        for h in self.handles:
            h.setVisible(not on)
        self.viewport().setCursor(Qt.CursorShape.CrossCursor if on else Qt.CursorShape.ArrowCursor)

    def mousePressEvent(self, event) -> None:
        if not self._drawing or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._anchor = self.mapToScene(event.position().toPoint())
        self._rubber = self._scene.addRect(QRectF(self._anchor, self._anchor),
                                           QPen(QColor(40, 200, 80), 0))
        self._rubber.setZValue(8)

    def mouseMoveEvent(self, event) -> None:
        if self._rubber is None or self._anchor is None:
            super().mouseMoveEvent(event)
            return
        here = self.mapToScene(event.position().toPoint())
        self._rubber.setRect(QRectF(self._anchor, here).normalized())

    def mouseReleaseEvent(self, event) -> None:
        if self._rubber is None or self._anchor is None:
            super().mouseReleaseEvent(event)
            return
        rect = QRectF(self._anchor, self.mapToScene(event.position().toPoint())).normalized()
        self._scene.removeItem(self._rubber)
        self._rubber = None
        self._anchor = None
        self.set_drawing(False)
        s = self.scale_to_full
        corners = [(rect.left() * s, rect.top() * s), (rect.right() * s, rect.top() * s),
                   (rect.right() * s, rect.bottom() * s), (rect.left() * s, rect.bottom() * s)]
        self.rectangle_drawn.emit(corners)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


