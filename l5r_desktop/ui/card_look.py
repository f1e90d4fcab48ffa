"""What a card draws over its face: tokens and markers (child items that move and turn with
their card, drawn into its sprite), the placeholder of a card without a face, badge and note.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from l5r_desktop.ui import layout

TOKEN_COLORS = {
    "force+": "#1f6b35",
    "+1f": "#1f6b35",
    "force-": "#8a1c1c",
    "-1f": "#8a1c1c",
    "gold": "#b8860b",
}


class TokenItem(QGraphicsObject):
    """A round token or marker on a card, with a count; a child of its card, so it moves and
    turns with it. The card draws it into its sprite (see :meth:`CardItem.paint`)."""

    RADIUS = 15.0

    def __init__(self, name: str, count: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.name = name
        self.count = count
        #: (colour, text) the table model gives this kind of token (None: the default look;
        #: "{count}" in the text is the count)
        self.look: tuple[str, str] | None = None
        self.setZValue(layout.Z_TOKEN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # in its card's sprite

    def boundingRect(self) -> QRectF:
        r = self.RADIUS
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(TOKEN_COLORS.get(self.name.casefold(), "#2d4f7c"))
        if self.name == "dishonor":
            color = QColor("#3b1752")
        ink = QColor("#f2f2e8")
        if self.look is not None:
            color = QColor(self.look[0])
            ink = QColor("#161616") if color.lightness() > 150 else ink
        painter.setBrush(color)
        painter.setPen(QPen(QColor("#f2f2e8"), 2))
        painter.drawEllipse(self.boundingRect().adjusted(1, 1, -1, -1))
        painter.setPen(ink)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        label = self.label()
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, label)

    def label(self) -> str:
        """The text shown on the token."""
        if self.look is not None and self.look[1]:
            return self.look[1].replace("{count}", str(self.count))
        if self.name == "dishonor":
            return "DIS"
        short = self.name[:3]
        return f"{short}×{self.count}" if self.count > 1 else short


def paint_placeholder(painter: QPainter, rect: QRectF, face_up: bool, title: str) -> None:
    """A card without a face: its colour, a frame and its title."""
    painter.fillRect(rect, QColor("#efe6cf") if face_up else QColor("#333"))
    painter.setPen(QPen(QColor("#6b5a33"), 2))
    painter.drawRect(rect.adjusted(4, 4, -4, -4))
    if face_up and title:
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#222"))
        painter.drawText(rect.adjusted(8, 8, -8, -8),
                         Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, title)


def paint_badge(painter: QPainter, rect: QRectF, badge: str) -> None:
    """A badge (e.g. a count) at the bottom of the card."""
    font = QFont()
    font.setPixelSize(18)
    font.setBold(True)
    painter.setFont(font)
    box = QRectF(rect.center().x() - 26, rect.bottom() - 34, 52, 28)
    painter.setBrush(QColor(0, 0, 0, 190))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, 6, 6)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)


def paint_note(painter: QPainter, rect: QRectF, note: str) -> None:
    """A note on the card's lower half."""
    font = QFont()
    font.setPixelSize(10)
    painter.setFont(font)
    box = QRectF(rect.left() + 4, rect.top() + rect.height() * 0.55, rect.width() - 8, 36)
    painter.setBrush(QColor(255, 248, 170, 235))
    painter.setPen(QPen(QColor("#8a7a20"), 1))
    painter.drawRect(box)
    painter.setPen(QColor("#222"))
    painter.drawText(box.adjusted(3, 2, -3, -2),
                     Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft, note)
