"""Occlusion: a card's sprite draws only the part no opaque card above it covers (issue 22).

Cards on the table overlap (attachments fanned under their Personality, crowded battlefields),
and a full repaint blitted every card whole although most of a covered card is painted over at
once: 800 overlapping cards cost 3.7 times 200 of them. So each card drawn by its sprite
(``ui/card_sprite.py``) draws only its *uncovered part*: its sprite less the opaque rects of the
cards stacked above it, as one or a few pixmap pieces (:meth:`CardItem.show_cut`); a card
covered entirely draws nothing.

What covers (:func:`covers`): a card drawn by its sprite (not painting itself, not turning,
not dragged), visible, fully opaque, turned by a multiple of 90 degrees; only over the pixels of
its sprite that are opaque (:func:`opaque_rects` reads them from the sprite's alpha, so rounded
or transparent corners cover nothing) less a margin of :data:`MARGIN_PX` device pixels on each
side. A covered card keeps every pixel that is not wholly inside that, so what the scene shows
is the same to the pixel as with every card drawn whole (``tests/ui/test_occlusion.py``).

When: a card tells the scene's :class:`Occlusion` of every change to what it covers or what
covers it (moved, added, removed, turned, shown or hidden, z, opacity, its sprite shown or
dropped, dragged). The cuts of the cards that change touches are computed again before the
next paint (a zero timer, and the scene's ``drawBackground`` at the latest), never per frame: a
dragged card covers nothing and is drawn whole, so moving it recomputes nothing but itself.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap, QRegion
from PySide6.QtWidgets import QGraphicsScene

from l5r_desktop.ui.card_item import CardItem

#: The device pixels on each side of a card's opaque rects that are not taken as covering (a
#: rotated blit or a rounded position may move an edge by a pixel).
MARGIN_PX = 2.0
#: What one more pixmap item costs a repaint, in pixels blitted (measured with
#: ``benchmarks/bench_repaint.py``): a cut into pieces must save more than that per piece.
PIECE_COST_PX = 600
_OPAQUE_CACHE_SIZE = 2048
_opaque_cache: dict[tuple[int, int, int, int, int], tuple[QRect, ...]] = {}


def opaque_rects(pixmap: QPixmap, card: QRect) -> tuple[QRect, ...]:
    """Rects of ``pixmap``'s pixels within ``card`` (the card's rect in the pixmap) that are
    fully opaque: the whole rect for a pixmap without alpha, else the rect less the smallest
    corners that make it opaque (a cross of two rects); () when none is."""
    card = card.intersected(pixmap.rect())
    if card.isEmpty():
        return ()
    if not pixmap.hasAlphaChannel():
        return (card,)
    key = (pixmap.cacheKey(), card.x(), card.y(), card.width(), card.height())
    found = _opaque_cache.get(key)
    if found is None:
        found = _find_opaque(pixmap.toImage(), card)
        if len(_opaque_cache) >= _OPAQUE_CACHE_SIZE:
            _opaque_cache.clear()
        _opaque_cache[key] = found
    return found


def _find_opaque(image: QImage, card: QRect) -> tuple[QRect, ...]:
    alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
    data = bytes(alpha.constBits())
    stride = alpha.bytesPerLine()
    x0, y0 = card.x(), card.y()
    x1, y1 = x0 + card.width(), y0 + card.height()

    def opaque(left: int, top: int, right: int, bottom: int) -> bool:
        width = right - left
        return all(data.count(255, y * stride + left, y * stride + right) == width
                   for y in range(top, bottom))

    for inset in range(min(card.width(), card.height()) // 4):
        if opaque(x0, y0 + inset, x1, y1 - inset) and opaque(x0 + inset, y0, x1 - inset, y1):
            wide = QRect(x0, y0 + inset, card.width(), card.height() - 2 * inset)
            if inset == 0:
                return (wide,)
            return wide, QRect(x0 + inset, y0, card.width() - 2 * inset, card.height())
    return ()


def _drawn_by_sprite(item: CardItem, *, upright: bool) -> tuple[QPixmap, QRectF, float] | None:
    """The sprite look of a card that may cover (``upright`` False: turned by a multiple of 90
    degrees) or be cut (``upright``: not turned at all, as a turned blit samples a piece's
    pixels otherwise than the whole sprite's): drawn by its sprite, not dragged, visible."""
    look = item.sprite_look()
    if look is None or item.moving or not item.isVisible():
        return None
    t = item.sceneTransform()
    if upright:
        return look if t.m12() == 0 and t.m21() == 0 and t.m11() == 1 and t.m22() == 1 else None
    straight = abs(t.m12()) < 1e-9 and abs(t.m21()) < 1e-9
    turned = abs(t.m11()) < 1e-9 and abs(t.m22()) < 1e-9
    return look if straight or turned else None


def covers(item: CardItem) -> list[QRectF]:
    """The scene rects ``item`` paints opaque (less the margin), or [] when it covers
    nothing."""
    look = _drawn_by_sprite(item, upright=False)
    if look is None or item.effectiveOpacity() < 1.0:
        return []
    pixmap, rect, scale = look
    k = scale * pixmap.devicePixelRatio()  # sprite pixels per item unit
    card = item.boundingRect()
    left = math.ceil((card.left() - rect.left()) * k - 1e-6)
    top = math.ceil((card.top() - rect.top()) * k - 1e-6)
    right = math.floor((card.right() - rect.left()) * k + 1e-6)
    bottom = math.floor((card.bottom() - rect.top()) * k + 1e-6)
    if right <= left or bottom <= top:
        return []
    margin = MARGIN_PX / k
    transform = item.sceneTransform()
    out = []
    for r in opaque_rects(pixmap, QRect(left, top, right - left, bottom - top)):
        inner = QRectF(rect.left() + r.x() / k, rect.top() + r.y() / k,
                       r.width() / k, r.height() / k).adjusted(margin, margin, -margin, -margin)
        if inner.width() > 0 and inner.height() > 0:
            out.append(transform.mapRect(inner))
    return out


def choose_pieces(region: QRegion, whole: QRect) -> list[QRect] | None:
    """The pieces that draw ``region`` (the uncovered pixels of a sprite of size ``whole``)
    most cheaply: None (the whole sprite), [] (nothing), the region's bounding rect, or its
    rects."""
    if region.isEmpty():
        return []
    rects = list(region)
    box = region.boundingRect()
    options: list[tuple[float, list[QRect] | None]] = [
        (PIECE_COST_PX + whole.width() * whole.height(), None),
        (PIECE_COST_PX + box.width() * box.height() + 1, [box]),
        (len(rects) * PIECE_COST_PX + sum(r.width() * r.height() for r in rects) + 2, rects),
    ]
    return min(options, key=lambda option: option[0])[1]


class Occlusion(QObject):
    """The cuts of the cards of one scene, kept up to date as cards change (see the module)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._enabled = True
        self._dirty: set[CardItem] = set()
        self._covers: dict[CardItem, list[QRectF]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Cut the cards (True) or draw every card whole (False: what the cut must equal)."""
        if on != self._enabled:
            self._enabled = on
            for item in self._scene.items():
                if isinstance(item, CardItem):
                    self._dirty.add(item)
            self.flush()

    def changed(self, item: CardItem) -> None:
        """``item`` changed something of what it covers or what covers it."""
        self._dirty.add(item)
        if not self._timer.isActive():
            self._timer.start()

    def removed(self, item: CardItem) -> None:
        """``item`` leaves the scene: the cards it covered are drawn again where it was."""
        self._dirty.discard(item)
        for rect in self._covers.pop(item, []):
            self._dirty.update(self._cards_in(rect))
        if self._dirty and not self._timer.isActive():
            self._timer.start()

    def pending(self) -> bool:
        """True when some card changed since the last :meth:`flush`."""
        return bool(self._dirty)

    def flush(self) -> None:
        """Compute again the cuts of every card the changes since the last flush touch."""
        if not self._dirty:
            return
        dirty, self._dirty = self._dirty, set()
        touched = set(dirty)
        for item in dirty:
            if item.scene() is not self._scene:
                self._covers.pop(item, None)
                continue
            old = self._covers.get(item, [])
            new = covers(item) if self._enabled else []
            if new:
                self._covers[item] = new
            else:
                self._covers.pop(item, None)
            for rect in old + new:  # what it covered or covers, and z or stacking changes
                touched.update(self._cards_in(rect))
        for item in touched:
            if item.scene() is self._scene:
                self._cut(item)

    def _cards_in(self, rect: QRectF) -> list[CardItem]:
        mode = Qt.ItemSelectionMode.IntersectsItemBoundingRect
        return [item for item in self._scene.items(rect, mode) if isinstance(item, CardItem)]

    def _cut(self, item: CardItem) -> None:
        """Show ``item`` less what the covering cards above it hide."""
        look = _drawn_by_sprite(item, upright=True) if self._enabled else None
        if look is None:
            item.show_cut(None)
            return
        pixmap, rect, scale = look
        k = scale * pixmap.devicePixelRatio()
        whole = pixmap.rect()
        transform = item.sceneTransform()
        bounds = transform.mapRect(rect)
        inverse, _ = transform.inverted()
        region: QRegion | None = None
        above = self._scene.items(bounds, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                  Qt.SortOrder.DescendingOrder)
        for other in above:
            if other is item:
                break
            for cover in self._covers.get(other, ()) if isinstance(other, CardItem) else ():
                if not cover.intersects(bounds):
                    continue
                r = inverse.mapRect(cover)
                left = math.ceil((r.left() - rect.left()) * k - 1e-6)
                top = math.ceil((r.top() - rect.top()) * k - 1e-6)
                right = math.floor((r.right() - rect.left()) * k + 1e-6)
                bottom = math.floor((r.bottom() - rect.top()) * k + 1e-6)
                if right > left and bottom > top:
                    region = (QRegion(whole) if region is None else region).subtracted(
                        QRegion(left, top, right - left, bottom - top))
        item.show_cut(None if region is None else choose_pieces(region, whole))
