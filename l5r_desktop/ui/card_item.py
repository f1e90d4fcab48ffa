"""CardItem: one card on the table. It draws and emits intent; it holds no rules.

The item's origin is the card's centre, so bowing is a plain rotation about the centre
(animated), and a dishonorable Personality is turned 180° (the physical convention) and still
shows bowed on top of that. Tokens, markers and notes are child items, so they move and rotate
with the card. Dragging is only enabled when the scene says the card may move (a unit that
could be assigned); the scene, not the item, decides what a drop means.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from l5r_desktop.ui import layout

BOW_ANIMATION_MS = 180

TOKEN_COLORS = {
    "force+": "#1f6b35",
    "+1f": "#1f6b35",
    "force-": "#8a1c1c",
    "-1f": "#8a1c1c",
    "gold": "#b8860b",
}


class TokenItem(QGraphicsObject):
    """A round token or marker drawn on a card, with a count; a child of its card."""

    RADIUS = 15.0

    def __init__(self, name: str, count: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.name = name
        self.count = count
        self.setZValue(layout.Z_TOKEN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(TOKEN_COLORS.get(self.name.casefold(), "#2d4f7c"))
        if self.name == "dishonor":
            color = QColor("#3b1752")
        painter.setBrush(color)
        painter.setPen(QPen(QColor("#f2f2e8"), 2))
        painter.drawEllipse(self.boundingRect().adjusted(1, 1, -1, -1))
        painter.setPen(QColor("#f2f2e8"))
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        label = self.label()
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, label)

    def label(self) -> str:
        """The text shown on the token."""
        if self.name == "dishonor":
            return "DIS"
        short = self.name[:3]
        return f"{short}×{self.count}" if self.count > 1 else short


class CardItem(QGraphicsObject):
    """A card (or the top of a pile) on the table."""

    hovered = Signal(str)
    clicked = Signal(str)
    double_clicked = Signal(str)
    context_requested = Signal(str, QPoint)
    drag_started = Signal(str)
    drag_moved = Signal(str, QPointF)
    dropped = Signal(str, QPointF)

    def __init__(self, card_id: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.title = ""
        self._face: QPixmap | None = None
        self._back: QPixmap | None = None
        self.face_up = True
        self.bowed = False
        self.dishonored = False
        self.highlighted = False
        self.legal_target = False
        self._badge = ""
        self._note = ""
        self._tokens: dict[str, TokenItem] = {}
        self._draggable = False
        self._press_scene: QPointF | None = None
        self._dragging = False
        self._animation: QPropertyAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(layout.Z_CARD)

    # -- geometry & painting ----------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-layout.CARD_W / 2, -layout.CARD_H / 2, layout.CARD_W, layout.CARD_H)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.boundingRect(), 6, 6)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        pixmap = self._face if self.face_up else self._back
        if pixmap is not None and not pixmap.isNull():
            lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
            scaled = scaled_face(pixmap, rect.width() * lod * painter.device().devicePixelRatio())
            # an upright card draws its pre-scaled face nearly 1:1; a turning one needs smoothing
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                                  abs(self.rotation() % 90.0) > 0.01)
            painter.drawPixmap(rect, scaled, QRectF(scaled.rect()))
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_placeholder(painter, rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.legal_target:
            painter.setPen(QPen(QColor("#3fd16b"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.highlighted or self.isSelected():
            painter.setPen(QPen(QColor("#ffd34d"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        if self._badge:
            self._paint_badge(painter, rect)
        if self._note:
            self._paint_note(painter, rect)

    def _paint_placeholder(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#efe6cf") if self.face_up else QColor("#333"))
        painter.setPen(QPen(QColor("#6b5a33"), 2))
        painter.drawRect(rect.adjusted(4, 4, -4, -4))
        if self.face_up and self.title:
            font = QFont()
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#222"))
            painter.drawText(rect.adjusted(8, 8, -8, -8),
                             Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self.title)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(rect.center().x() - 26, rect.bottom() - 34, 52, 28)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._badge)

    def _paint_note(self, painter: QPainter, rect: QRectF) -> None:
        font = QFont()
        font.setPixelSize(10)
        painter.setFont(font)
        box = QRectF(rect.left() + 4, rect.top() + rect.height() * 0.55, rect.width() - 8, 36)
        painter.setBrush(QColor(255, 248, 170, 235))
        painter.setPen(QPen(QColor("#8a7a20"), 1))
        painter.drawRect(box)
        painter.setPen(QColor("#222"))
        painter.drawText(box.adjusted(3, 2, -3, -2),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft, self._note)

    # -- state setters (called by the scene) ------------------------------------------------
    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.setToolTip(title)
            self.update()

    def set_face(self, pixmap: QPixmap | None) -> None:
        """The face pixmap (shared with every item showing the same card)."""
        self._face = pixmap
        self.update()

    def set_back(self, pixmap: QPixmap | None) -> None:
        self._back = pixmap
        self.update()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_badge(self, text: str) -> None:
        if text != self._badge:
            self._badge = text
            self.update()

    def set_note(self, note: str) -> None:
        if note != self._note:
            self._note = note
            self.update()

    @property
    def note(self) -> str:
        return self._note

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_legal_target(self, on: bool) -> None:
        if on != self.legal_target:
            self.legal_target = on
            self.update()

    def set_draggable(self, on: bool) -> None:
        self._draggable = on
        self.setCursor(Qt.CursorShape.OpenHandCursor if on
                       else Qt.CursorShape.PointingHandCursor)

    @property
    def draggable(self) -> bool:
        return self._draggable

    def set_orientation(self, bowed: bool, dishonored: bool, *, animate: bool = True) -> None:
        """Bow / straighten (90°) and dishonor (180°), animated about the card's centre."""
        changed = bowed != self.bowed or dishonored != self.dishonored
        self.bowed = bowed
        self.dishonored = dishonored
        target = layout.rotation_for(bowed, dishonored)
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        current = self.rotation() % 360.0
        if not changed or not animate or abs(current - target) < 0.01:
            self.setRotation(target)
            return
        # rotate the short way round
        delta = (target - current + 540.0) % 360.0 - 180.0
        animation = QPropertyAnimation(self, b"rotation", self)
        animation.setDuration(BOW_ANIMATION_MS)
        animation.setStartValue(current)
        animation.setEndValue(current + delta)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda: self.setRotation(target))
        self._animation = animation
        animation.start()

    def set_tokens(self, tokens: dict[str, int]) -> None:
        """Show one child token per kind (they rotate and move with the card)."""
        for name in [n for n in self._tokens if n not in tokens or tokens[n] <= 0]:
            token = self._tokens.pop(name)
            token.setParentItem(None)
            if token.scene() is not None:
                token.scene().removeItem(token)
        for i, (name, count) in enumerate(sorted(tokens.items())):
            if count <= 0:
                continue
            token = self._tokens.get(name)
            if token is None:
                token = TokenItem(name, count, self)
                self._tokens[name] = token
            token.count = count
            token.setPos(layout.CARD_W / 2 - 18, -layout.CARD_H / 2 + 20 + i * 32)
            token.update()

    def token_items(self) -> dict[str, TokenItem]:
        return dict(self._tokens)

    # -- input: emit intent only ------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.card_id)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = event.scenePos()
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None or not self._draggable:
            return
        if not self._dragging:
            distance = (event.scenePos() - self._press_scene).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            self._dragging = True
            self.setZValue(layout.Z_DRAGGED)
            self.drag_started.emit(self.card_id)
        delta = event.scenePos() - event.lastScenePos()
        self.setPos(self.pos() + delta)
        self.drag_moved.emit(self.card_id, delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press_scene is None:
            super().mouseReleaseEvent(event)
            return
        self._press_scene = None
        if self._dragging:
            self._dragging = False
            self.setZValue(layout.Z_CARD)
            self.dropped.emit(self.card_id, event.scenePos())
        else:
            self.clicked.emit(self.card_id)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = None
            self.double_clicked.emit(self.card_id)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self.card_id, event.screenPos())
        event.accept()


#: Room for the faces scaled to the view (KiB): 800 distinct faces at a large window's scale
#: (about 30-60 KiB each) plus Qt's own entries. Qt's default (10 MiB) holds about 200: with
#: more cards on the table every frame re-scaled faces the cache had just dropped (issue 22).
FACE_CACHE_KIB = 64 * 1024


def reserve_face_cache() -> None:
    """Make ``QPixmapCache`` hold at least :data:`FACE_CACHE_KIB` (never shrinks it)."""
    if QPixmapCache.cacheLimit() < FACE_CACHE_KIB:
        QPixmapCache.setCacheLimit(FACE_CACHE_KIB)


def scaled_face(pixmap: QPixmap, device_width: float) -> QPixmap:
    """``pixmap`` smoothly scaled to ``device_width`` pixels wide, cached per zoom step.

    Scaling a card face smoothly on every frame is what makes a full table slow; a face is
    scaled once per zoom level instead (QPixmapCache; the source pixmap stays the owner).
    """
    width = max(8, round(device_width / 4.0) * 4)  # 4 px buckets: few cache entries
    if width >= pixmap.width():
        return pixmap
    key = f"face:{pixmap.cacheKey()}@{width}"
    cached = QPixmap()
    if QPixmapCache.find(key, cached):
        return cached
    scaled = pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    QPixmapCache.insert(key, scaled)
    return scaled


def outline_brush() -> QBrush:
    """Brush used behind zones (kept here so colours live in one place)."""
    return QBrush(QColor(255, 255, 255, 18))
