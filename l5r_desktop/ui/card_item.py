"""CardItem: one card on the table. It draws and emits intent; it holds no rules.

The item's origin is the card's centre, so bowing is a plain rotation about the centre
(animated), and a dishonorable Personality is turned 180° (the physical convention) and still
shows bowed on top of that. Tokens, markers and notes are child items, so they move and rotate
with the card. Dragging is only enabled when the scene says the card may move (a unit that
could be assigned); the scene, not the item, decides what a drop means.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from l5r_desktop.ui import card_look, card_sprite, layout
from l5r_desktop.ui.card_look import TOKEN_COLORS, TokenItem

__all__ = ["TOKEN_COLORS", "CardItem", "TokenItem"]

BOW_ANIMATION_MS = 180

_Change = QGraphicsItem.GraphicsItemChange
#: changes of a card that change what it covers or what covers it (``occlusion``)
_OCCLUSION_CHANGES = frozenset({
    _Change.ItemPositionHasChanged, _Change.ItemTransformHasChanged,
    _Change.ItemRotationHasChanged, _Change.ItemScaleHasChanged,
    _Change.ItemTransformOriginPointHasChanged, _Change.ItemZValueHasChanged,
    _Change.ItemVisibleHasChanged, _Change.ItemOpacityHasChanged,
    _Change.ItemSceneHasChanged, _Change.ItemParentHasChanged,
})

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
        #: where the face comes from, asked at the first paint (see :meth:`set_face_source`)
        self._face_source: Callable[[], QPixmap | None] | None = None
        self._painted = False
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
        self._token_look: list[tuple[str, int, QPointF]] = []
        self._sprite = card_sprite.new_sprite_item(self)
        self._sprite_on = False  # drawn by its sprite (whole, or cut by the cards above it)
        self._pieces: list[QGraphicsPixmapItem] = []  # the sprite's uncovered parts
        self._cut: list[QRect] | None = None  # the parts shown (None: the whole sprite)
        self._moving = False
        self._sprite_turn = 0  # the sprite is shown turned by this (the card's rotation)
        self._turned: tuple[QPixmap, QRectF] | None = None  # (sprite, rect) as shown turned
        self._sprite_pixmap: QPixmap | None = None
        self._sprite_rect = QRectF()
        self._sprite_scale = (0.0, 0.0)
        self._view_scale = 0.0  # device pixels per scene unit of the view; 0: not known
        self._size = (layout.CARD_W, layout.CARD_H)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(layout.Z_CARD)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    # -- geometry & painting ----------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)

    def set_size(self, width: float, height: float) -> None:
        """The card's size in scene units (default: ``layout.CARD_W`` x ``CARD_H``; a
        game's table model may draw smaller cards)."""
        if (width, height) != self._size:
            self.prepareGeometryChange()
            self._size = (width, height)
            self._token_look = []  # tokens sit at the new corner
            self._look_changed()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.boundingRect(), 6, 6)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Draw the card's sprite (rendered now if its look or the scale changed); once the
        sprite matches the view's scale a plain pixmap child draws it instead of Python."""
        if not self._painted:  # the card is on screen for the first time: its face now
            self._painted = True
            if self._face_source is not None:
                self._face = self._face_source()
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        dpr = painter.device().devicePixelRatio()
        if self._sprite_pixmap is None or self._sprite_scale != (scale, dpr):
            self._sprite_rect, self._sprite_pixmap = self._render_look(scale, dpr)
            self._sprite_scale = (scale, dpr)
        pixmap = self._sprite_pixmap
        turning = abs(self.rotation() % 90.0) > 0.01
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, turning)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, turning)
        size = pixmap.deviceIndependentSize() / scale
        painter.drawPixmap(QRectF(self._sprite_rect.topLeft(), size), pixmap,
                           QRectF(pixmap.rect()))
        if self._animation is None and \
                abs(scale * dpr - self._view_scale) < card_sprite.SCALE_EPSILON:
            QTimer.singleShot(0, self, self._show_sprite)

    def _render_look(self, scale: float, dpr: float) -> tuple[QRectF, QPixmap]:
        """(rect, sprite) of the card's look at ``scale``: a bare face is its shared scaled
        face; anything drawn over it (borders, badge, note, tokens) gets a sprite of its own."""
        rect = self._look_rect()
        face = self._face if self.face_up else self._back
        bare = not (self._badge or self._note or self._tokens) and rect == self.boundingRect()
        if bare and face is not None and not face.isNull():
            return rect, card_sprite.face_sprite(face, *card_sprite.device_size(rect, scale, dpr),
                                                 dpr)
        return rect, card_sprite.render(rect, scale, dpr, self._paint_look)

    def _look_rect(self) -> QRectF:
        """What the card's look covers: the card, its borders and its tokens."""
        rect = self.boundingRect()
        if self.legal_target or self.highlighted or self.isSelected():
            rect = rect.adjusted(-5, -5, 5, 5)
        for token in self._tokens.values():
            rect = rect.united(token.boundingRect().translated(token.pos()))
        return rect

    def _paint_look(self, painter: QPainter) -> None:
        """The card's whole look in item coordinates: face (or back, or a placeholder),
        borders, badge, note, then the tokens in their z order."""
        rect = self.boundingRect()
        pixmap = self._face if self.face_up else self._back
        if pixmap is not None and not pixmap.isNull():
            card_sprite.draw_face(painter, pixmap, rect)
        else:
            card_look.paint_placeholder(painter, rect, self.face_up, self.title)
        if self.legal_target:
            painter.setPen(QPen(QColor("#3fd16b"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.highlighted or self.isSelected():
            painter.setPen(QPen(QColor("#ffd34d"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        if self._badge:
            card_look.paint_badge(painter, rect, self._badge)
        if self._note:
            card_look.paint_note(painter, rect, self._note)
        for token in sorted(self._tokens.values(), key=lambda t: t.zValue()):
            painter.save()
            painter.translate(token.pos())
            token.paint(painter, QStyleOptionGraphicsItem())
            painter.restore()

    def set_view_scale(self, device_scale: float) -> None:
        """The device pixels per scene unit of the view showing the table: a sprite drawn at
        that scale replaces the Python paint; any other scale renders again."""
        if abs(device_scale - self._view_scale) >= card_sprite.SCALE_EPSILON:
            self._view_scale = device_scale
            self._look_changed()

    def sprite_shown(self) -> bool:
        """True while the pre-rendered sprite (whole or cut), not :meth:`paint`, draws the
        card."""
        return self._sprite_on

    def _turn(self) -> int | None:
        """The card's rotation when it is a whole multiple of 90 degrees (0, 90, 180, 270)."""
        rotation = self.rotation() % 360.0
        quarter = round(rotation / 90.0)
        return quarter * 90 % 360 if abs(rotation - quarter * 90.0) < 1e-9 else None

    def _show_sprite(self) -> None:
        if self._sprite_pixmap is None or self._sprite_on or self._animation is not None:
            return
        scale, dpr = self._sprite_scale
        turn = self._turn()
        if abs(scale * dpr - self._view_scale) >= card_sprite.SCALE_EPSILON or turn is None:
            return
        self._sprite_turn = turn
        self._turned = card_sprite.turned(self._sprite_pixmap, self._sprite_rect, turn)
        card_sprite.show_sprite(self._sprite, *self._turned, scale, turn)
        self._sprite_on = True
        self._cut = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self._occlusion_changed()

    # -- occlusion (ui/occlusion.py decides; the card only shows what it is told) ------------
    def sprite_look(self) -> card_sprite.SpriteLook | None:
        """The sprite as it is drawn while it draws the card; None while :meth:`paint` does."""
        if not self._sprite_on or self._sprite_pixmap is None:
            return None
        turn = self._sprite_turn
        assert self._turned is not None
        pixmap, rect = self._turned
        frame = QTransform().rotate(-turn) * self.sceneTransform()
        card = QTransform().rotate(turn).mapRect(self.boundingRect())
        return card_sprite.SpriteLook(pixmap, rect, card, self._sprite_scale[0], frame)

    def show_cut(self, cuts: list[QRect] | None) -> None:
        """Draw only the parts ``cuts`` (rects of the sprite's pixels; empty: nothing), or
        the whole sprite (None). Only while the sprite draws the card."""
        if not self._sprite_on or self._turned is None or cuts == self._cut:
            return
        (pixmap, rect), scale = self._turned, self._sprite_scale[0]
        self._cut = cuts
        if cuts is None:
            card_sprite.show_sprite(self._sprite, pixmap, rect, scale, self._sprite_turn)
        else:
            self._sprite.hide()  # keeps the whole sprite
        card_sprite.show_pieces(self._pieces, self, pixmap, rect, scale, cuts or [],
                                self._sprite_turn)

    def cut(self) -> list[QRect] | None:
        """The parts of the sprite drawn now (None: the whole sprite)."""
        return None if self._cut is None else list(self._cut)

    @property
    def moving(self) -> bool:
        """True while the card is dragged (or carried along by a dragged card): it then
        covers nothing and is drawn whole."""
        return self._moving

    def set_moving(self, on: bool) -> None:
        if on != self._moving:
            self._moving = on
            self._occlusion_changed()

    def _occlusion_changed(self) -> None:
        occlusion = getattr(self.scene(), "occlusion", None)
        if occlusion is not None:
            occlusion.changed(self)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        """Tell the scene's occlusion what changes what this card covers or what covers it."""
        if change == _Change.ItemPositionHasChanged and self._moving:
            pass  # a card moving covers nothing and is drawn whole: its moves change nothing
        elif change in _OCCLUSION_CHANGES:
            if change == _Change.ItemRotationHasChanged and self._sprite_on and \
                    self._turn() != self._sprite_turn:
                self._paint_itself()  # the sprite is shown turned: show it anew
            self._occlusion_changed()
        elif change == _Change.ItemSceneChange:
            occlusion = getattr(self.scene(), "occlusion", None)
            if occlusion is not None:
                occlusion.removed(self)
        return super().itemChange(change, value)

    def _look_changed(self) -> None:
        """The look changed: paint (and render the sprite) again."""
        self._sprite_pixmap = None
        self._paint_itself()

    # -- state setters (called by the scene) ------------------------------------------------
    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.setToolTip(title)
            self._look_changed()

    def set_face(self, pixmap: QPixmap | None) -> None:
        """The face pixmap (shared with every item showing the same card)."""
        if not card_sprite.same_pixmap(pixmap, self._face):
            self._face = pixmap
            self._look_changed()

    def set_face_source(self, source: Callable[[], QPixmap | None] | None) -> None:
        """Where the face comes from: a call returning the pixmap (None while it loads: the
        scene then gives it with :meth:`set_face`), or None for no face. A card never painted
        asks at its first paint, so cards nobody sees (behind the hand-off cover, out of the
        view) load no face (issue 22); a card already painted asks now."""
        self._face_source = source
        if source is None:
            self.set_face(None)
        elif self._painted:
            self.set_face(source())
        elif self._face is not None:
            self.set_face(None)  # not on screen yet: the face of what it showed before goes

    def set_back(self, pixmap: QPixmap | None) -> None:
        if not card_sprite.same_pixmap(pixmap, self._back):
            self._back = pixmap
            self._look_changed()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self._look_changed()

    def set_badge(self, text: str) -> None:
        if text != self._badge:
            self._badge = text
            self._look_changed()

    def set_note(self, note: str) -> None:
        if note != self._note:
            self._note = note
            self._look_changed()

    @property
    def note(self) -> str:
        return self._note

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self._look_changed()

    def set_legal_target(self, on: bool) -> None:
        if on != self.legal_target:
            self.legal_target = on
            self._look_changed()

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
        animation.finished.connect(lambda: self._end_turn(target))
        self._paint_itself()
        self._animation = animation
        animation.start()

    def _paint_itself(self) -> None:
        """Hide the sprite: :meth:`paint` draws the card (smoothly while it turns) until the
        sprite is shown again."""
        card_sprite.hide_sprite(self._sprite)
        for piece in self._pieces:
            card_sprite.hide_sprite(piece)
        self._cut = None
        self._turned = None
        shown, self._sprite_on = self._sprite_on, False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
        self.update()
        if shown:
            self._occlusion_changed()

    def _end_turn(self, rotation: float) -> None:
        self.setRotation(rotation)
        self._animation = None
        self.update()  # the next paint shows the sprite again

    def set_tokens(self, tokens: dict[str, int], *, along_bottom: bool = False,
                   looks: dict[str, tuple[str, str]] | None = None) -> None:
        """Show one child token per kind (they rotate and move with the card): down the
        right edge from the top in the kinds' order, or ``along_bottom`` from the right in the
        order given (a text face keeps that room free); ``looks`` gives kinds a (colour,
        text) of their own."""
        for name in [n for n in self._tokens if n not in tokens or tokens[n] <= 0]:
            token = self._tokens.pop(name)
            token.setParentItem(None)
            if token.scene() is not None:
                token.scene().removeItem(token)
        for i, (name, count) in enumerate(tokens.items() if along_bottom
                                          else sorted(tokens.items())):
            if count <= 0:
                continue
            token = self._tokens.get(name)
            if token is None:
                token = TokenItem(name, count, self)
                self._tokens[name] = token
            token.count = count
            token.look = (looks or {}).get(name)
            w, h = self._size
            token.setPos(QPointF(w / 2 - 18 - i * 32, h / 2 - 18) if along_bottom
                         else QPointF(w / 2 - 18, -h / 2 + 20 + i * 32))
        look = [(name, token.count, token.pos(), token.look)
                for name, token in self._tokens.items()]
        if look != self._token_look:
            self._token_look = look
            self._look_changed()

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
            self.set_moving(True)
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
            self.set_moving(False)
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

