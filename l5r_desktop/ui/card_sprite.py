"""Card sprites: a card's whole look pre-rendered at the view's scale, drawn by Qt alone.

A table of Python-painted items pays a Python call per item per frame, and a face drawn
through the view's scale pays a scaled blit on top of it: with 200 cards a full repaint cost
about seven times a plain scene of pre-scaled pixmaps (issue 22). A card therefore renders its
face, borders, badge, note and tokens once into one pixmap at the view's device scale (the
*sprite*) and hands it to a plain ``QGraphicsPixmapItem`` child scaled by ``1 / scale``: the
view then draws a 1:1 blit with no Python on the way, and a card is re-rendered only when its
look or the zoom changes, so the table stays sharp at every zoom. A card turned by a multiple
of 90 degrees (bowed, dishonoured) shows its sprite turned once (:func:`turned`, an exact
permutation of its pixels) in a child turned back, so it too is a 1:1 blit, and its uncovered
parts (``ui/occlusion.py``) are the same pixels as the whole sprite's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

#: Two device scales closer than this are the same zoom.
SCALE_EPSILON = 1e-6


class SpriteLook(NamedTuple):
    """A card's sprite as it is drawn: ``pixmap`` (turned as shown) over ``rect`` of the
    ``frame`` (the sprite's own frame: item units, turned back to the scene's orientation;
    ``frame`` maps it to the scene), ``card`` the card's rect in that frame, rendered at
    ``scale``."""

    pixmap: QPixmap
    rect: QRectF
    card: QRectF
    scale: float
    frame: QTransform


def scaled_face(pixmap: QPixmap, width: int, height: int) -> QPixmap:
    """``pixmap`` smoothly scaled to exactly ``width`` x ``height`` device pixels."""
    if (width, height) == (pixmap.width(), pixmap.height()):
        return pixmap
    return pixmap.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)


def face_sprite(face: QPixmap, width: int, height: int, dpr: float) -> QPixmap:
    """``face`` scaled to ``width`` x ``height`` device pixels for a ``dpr`` screen; shared by
    every card showing the same face at that size (QPixmapCache; an evicted entry stays alive
    in the sprites that hold it and is only scaled again for a new card)."""
    key = f"sprite:{face.cacheKey()}:{width}x{height}@{dpr}"
    found = QPixmap()
    if QPixmapCache.find(key, found):
        return found
    pixmap = QPixmap(scaled_face(face, width, height))
    pixmap.setDevicePixelRatio(dpr)
    QPixmapCache.insert(key, pixmap)
    return pixmap


def device_size(rect: QRectF, scale: float, dpr: float) -> tuple[int, int]:
    """The whole device pixels ``rect`` covers at ``scale`` on a ``dpr`` screen."""
    return max(1, round(rect.width() * scale * dpr)), max(1, round(rect.height() * scale * dpr))


def draw_face(painter: QPainter, face: QPixmap, rect: QRectF) -> None:
    """Draw ``face`` over the item rect ``rect`` pixel for pixel: scaled once, smoothly, to the
    rect's size in the painter's device pixels and blitted at a whole device pixel."""
    device = painter.deviceTransform().mapRect(rect)
    dpr = painter.device().devicePixelRatio()
    pixmap = face_sprite(face, max(1, round(device.width())), max(1, round(device.height())),
                         dpr)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(device.left()) / dpr, round(device.top()) / dpr), pixmap)
    painter.restore()


def render(rect: QRectF, scale: float, dpr: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """A transparent pixmap of ``rect`` (item units) at ``scale`` x ``dpr`` device pixels per
    unit, painted by ``draw`` in item coordinates."""
    pixmap = QPixmap(max(1, math.ceil(rect.width() * scale * dpr)),
                     max(1, math.ceil(rect.height() * scale * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(-rect.left(), -rect.top())
    draw(painter)
    painter.end()
    return pixmap


def new_sprite_item(parent: QGraphicsItem) -> QGraphicsPixmapItem:
    """A hidden child that shows a sprite and takes no input (the card keeps every event,
    tool tip and cursor)."""
    sprite = QGraphicsPixmapItem(parent)
    sprite.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sprite.setAcceptHoverEvents(False)
    sprite.setTransformationMode(Qt.TransformationMode.FastTransformation)  # a 1:1 blit
    sprite.hide()
    return sprite


def turned(pixmap: QPixmap, rect: QRectF, turn: int) -> tuple[QPixmap, QRectF]:
    """(``pixmap`` turned by ``turn`` degrees (0, 90, 180 or 270; shared through
    QPixmapCache), ``rect`` turned alike): what a parent turned by ``turn`` shows in a child
    turned back."""
    if turn == 0:
        return pixmap, rect
    rotation = QTransform().rotate(turn)
    key = f"turned:{pixmap.cacheKey()}:{turn}"
    found = QPixmap()
    if not QPixmapCache.find(key, found):
        found = pixmap.transformed(rotation)
        found.setDevicePixelRatio(pixmap.devicePixelRatio())
        QPixmapCache.insert(key, found)
    return found, rotation.mapRect(rect)


def show_sprite(sprite: QGraphicsPixmapItem, pixmap: QPixmap, rect: QRectF,
                scale: float, turn: int = 0) -> None:
    """Show ``pixmap`` (rendered by :func:`render` for a rect of the parent at ``scale``,
    then :func:`turned` with that rect by the parent's turn ``turn``, a multiple of 90
    degrees, giving ``pixmap`` and ``rect``) over that rect, one sprite pixel per device
    pixel."""
    sprite.setPixmap(pixmap)
    sprite.setRotation(-turn)
    sprite.setScale(1.0 / scale)
    sprite.setOffset(rect.left() * scale, rect.top() * scale)
    sprite.show()


def hide_sprite(sprite: QGraphicsPixmapItem) -> None:
    """Hide the sprite and free its pixmap."""
    if sprite.isVisible():
        sprite.hide()
        sprite.setPixmap(QPixmap())


def show_pieces(pieces: list[QGraphicsPixmapItem], parent: QGraphicsItem, pixmap: QPixmap,
                rect: QRectF, scale: float, cuts: list[QRect], turn: int = 0) -> None:
    """Show only the parts ``cuts`` (rects of its pixels) of the sprite ``pixmap`` (turned
    as for :func:`show_sprite`), each by a pixmap child of ``parent`` (made as needed and
    kept in ``pieces``) at exactly the place it has in the whole sprite; pieces left over
    are hidden. ``cuts`` empty: nothing is drawn."""
    dpr = pixmap.devicePixelRatio()
    while len(pieces) < len(cuts):
        pieces.append(new_sprite_item(parent))
    for piece, cut in zip(pieces, cuts, strict=False):
        part = pixmap.copy(cut)
        part.setDevicePixelRatio(dpr)
        piece.setPixmap(part)
        piece.setRotation(-turn)
        piece.setScale(1.0 / scale)
        piece.setOffset(rect.left() * scale + cut.x() / dpr, rect.top() * scale + cut.y() / dpr)
        piece.show()
    for piece in pieces[len(cuts):]:
        hide_sprite(piece)


def same_pixmap(a: QPixmap | None, b: QPixmap | None) -> bool:
    """True for the same pixmap (by its cache key) or two Nones."""
    if a is None or b is None:
        return a is b
    return a.cacheKey() == b.cacheKey()
