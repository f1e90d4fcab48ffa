"""Zone items: outlines of provinces, piles and battlefields (drop targets), and counters."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from l5r_desktop.ui import layout
from l5r_desktop.ui.table_model import Region


class ZoneItem(QGraphicsObject):
    """A labelled outline on the table (a province slot, a pile, a battlefield)."""

    def __init__(self, key: str, rect: Region | layout.Rect, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.label = label
        self._rect = QRectF(rect.x, rect.y, rect.w, rect.h)
        self.legal = False
        self.hot = False
        self.setZValue(layout.Z_ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # drawn once per look and zoom, then blitted: a dashed, antialiased outline is
        # costly to stroke on every frame (a table has dozens)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def set_rect(self, rect: Region | layout.Rect) -> None:
        new = QRectF(rect.x, rect.y, rect.w, rect.h)
        if new != self._rect:
            self.prepareGeometryChange()
            self._rect = new

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_legal(self, legal: bool, hot: bool = False) -> None:
        """Highlight as a legal drop target (``hot`` while the dragged unit is over it)."""
        if (legal, hot) != (self.legal, self.hot):
            self.legal, self.hot = legal, hot
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hot:
            pen, brush = QPen(QColor("#7dff9e"), 5), QBrush(QColor(60, 220, 110, 90))
        elif self.legal:
            pen, brush = QPen(QColor("#3fd16b"), 4, Qt.PenStyle.DashLine), \
                QBrush(QColor(60, 200, 100, 45))
        else:
            pen, brush = QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine), \
                QBrush(QColor(255, 255, 255, 14))
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawRoundedRect(self._rect, 8, 8)
        if self.label:
            font = QFont()
            font.setPixelSize(12)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 150))
            painter.drawText(self._rect.adjusted(4, 4, -4, -4),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, self.label)


class CounterItem(QGraphicsObject):
    """A player's readout: name, family honor, gold pool, Imperial Favor, hand count."""

    W = layout.CARD_H
    H = layout.CARD_H

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.active = False
        self.setZValue(layout.Z_ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2, -self.H / 2, self.W, self.H)

    def set_lines(self, lines: list[str], active: bool) -> None:
        if lines != self.lines or active != self.active:
            self.lines, self.active = lines, active
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.setPen(QPen(QColor("#ffd34d") if self.active else QColor(255, 255, 255, 80),
                            3 if self.active else 1))
        painter.drawRoundedRect(rect, 10, 10)
        font = QFont()
        font.setPixelSize(15)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect.adjusted(10, 8, -8, -8),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         "\n".join(self.lines))


class BannerItem(QGraphicsObject):
    """A text banner over a battlefield: each side's total Force and, at resolution, the result."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.emphasis = False
        self.width = 0.0
        half = (layout.CARD_W + layout.GAP) / 2 - 4
        self._rect = QRectF(-half, -15, 2 * half, 30)
        self.setZValue(layout.Z_ARROW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def set_text(self, text: str, emphasis: bool, *, width: float = 0.0) -> None:
        """Show ``text`` (``emphasis``: a result) in a box ``width`` wide (0: one battlefield
        wide)."""
        if (text, emphasis, width) != (self.text, self.emphasis, self.width):
            self.text, self.emphasis, self.width = text, emphasis, width
            lines = max(1, text.count("\n") + 1)
            self.prepareGeometryChange()
            # one battlefield wide unless told
            half = width / 2 if width else (layout.CARD_W + layout.GAP) / 2 - 4
            self._rect = QRectF(-half, -10 * lines - 5, 2 * half, 20 * lines + 10)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(120, 20, 20, 235) if self.emphasis else QColor(0, 0, 0, 200))
        painter.setPen(QPen(QColor("#ffd34d") if self.emphasis else QColor(255, 255, 255, 120),
                            3 if self.emphasis else 1))
        painter.drawRoundedRect(self._rect, 8, 8)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ArrowItem(QGraphicsObject):
    """An arrow from one card to another (duel challenge, Ranged Attack) with a label."""

    def __init__(self, start: QPointF, end: QPointF, label: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.start, self.end, self.label = start, end, label
        self.setZValue(layout.Z_ARROW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-60, -30, 60, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#ff5a36"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        line = QLineF(self.start, self.end)
        painter.drawLine(line)
        angle = math.atan2(-line.dy(), line.dx())
        size = 22.0
        p1 = self.end - QPointF(math.cos(angle - math.pi / 7) * size,
                                -math.sin(angle - math.pi / 7) * size)
        p2 = self.end - QPointF(math.cos(angle + math.pi / 7) * size,
                                -math.sin(angle + math.pi / 7) * size)
        painter.setBrush(QColor("#ff5a36"))
        painter.drawPolygon(QPolygonF([self.end, p1, p2]))
        if self.label:
            font = QFont()
            font.setPixelSize(14)
            font.setBold(True)
            painter.setFont(font)
            mid = line.center()
            box = QRectF(mid.x() - 55, mid.y() - 12, 110, 24)
            painter.setBrush(QColor(0, 0, 0, 200))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)
