"""Occlusion: a card's sprite draws only the part no opaque card above it covers (issue 22).

Cards on the table overlap (attachments fanned under their Personality, crowded battlefields),
and a full repaint blitted every card whole although most of a covered card is painted over at
once: 800 overlapping cards cost 3.7 times 200 of them. So each card drawn by its sprite
(``ui/card_sprite.py``) draws only its *uncovered part*: its sprite less the opaque rects of the
cards stacked above it, as one or a few pixmap pieces (:meth:`CardItem.show_cut`); a card
covered entirely draws nothing.

What covers (:func:`covers`) and what is cut: a card drawn by its sprite (not painting itself,
not turning, not dragged), visible, fully opaque for covering, turned by a multiple of 90
degrees (its sprite is then shown turned back: a piece is the same blit as the whole); only over
the pixels of its sprite that are opaque (:func:`opaque_rects` reads them from the sprite's
alpha, so rounded or transparent corners cover nothing) less a margin of :data:`MARGIN_PX`
device pixels on each side. A covered card keeps every pixel that is not wholly inside that, so
what the scene shows is the same to the pixel as with every card drawn whole
(``tests/ui/test_occlusion.py``).

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
from l5r_desktop.ui.card_sprite import SpriteLook

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


_NOT_OPAQUE = bytes(range(255))


def _find_opaque(image: QImage, card: QRect) -> tuple[QRect, ...]:
    """The opaque cross of ``card`` in ``image``: each row's transparent ends (its corners)
    are measured once; the tall rect leaves out the widest ends, the wide one the rows with
    ends."""
    alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
    data = bytes(alpha.constBits())
    stride = alpha.bytesPerLine()
    x0, y0, width, height = card.x(), card.y(), card.width(), card.height()
    if x0 == 0 and width == stride:  # whole rows, one block: its corner rows, then the rest
        top, bottom = y0, y0 + height
        while top < bottom and data.count(255, top * stride, (top + 1) * stride) != width:
            top += 1
        while bottom > top and data.count(255, (bottom - 1) * stride, bottom * stride) != width:
            bottom -= 1
        if top == bottom or \
                data.count(255, top * stride, bottom * stride) == (bottom - top) * width:
            return _cross(data, stride, card, range(top, bottom))
    return _cross(data, stride, card, range(0))


def _cross(data: bytes, stride: int, card: QRect, known: range) -> tuple[QRect, ...]:
    """The cross of :func:`_find_opaque`, the rows ``known`` known to be opaque."""
    x0, y0, width, height = card.x(), card.y(), card.width(), card.height()
    ends = [0] * height  # per row: how many pixels at its ends are not opaque (the wider end)
    for y in range(y0, y0 + height):
        if known.start <= y < known.stop:
            continue
        start = y * stride + x0
        if data.count(255, start, start + width) == width:
            continue
        row = data[start:start + width]
        end = max(width - len(row.lstrip(_NOT_OPAQUE)), width - len(row.rstrip(_NOT_OPAQUE)))
        if 2 * end >= width or row.count(255, end, width - end) != width - 2 * end:
            return ()  # a row not opaque in its middle
        ends[y - y0] = end
    inset = max(ends)
    if inset == 0:
        return (QRect(card),)
    plain = [i for i, end in enumerate(ends) if end == 0]
    if not plain or plain[-1] - plain[0] + 1 != len(plain):
        return (QRect(x0 + inset, y0, width - 2 * inset, height),)
    return (QRect(x0 + inset, y0, width - 2 * inset, height),
            QRect(x0, y0 + plain[0], width, len(plain)))


def _drawn_by_sprite(item: CardItem) -> SpriteLook | None:
    """The sprite look of a card that may cover or be cut: drawn by its sprite, not dragged,
    visible, and its sprite's frame only moved in the scene (a turned card's sprite is shown
    turned back, ``card_sprite.turned``): a piece is then the same blit as the whole
    sprite's."""
    if item.moving or not item.isVisible():
        return None
    look = item.sprite_look()
    if look is None:
        return None
    t = look.frame
    upright = t.m12() == 0 and t.m21() == 0 and t.m11() == 1 and t.m22() == 1
    return look if upright and not t.isScaling() and not t.isRotating() else None


#: a rect of the scene as (left, top, right, bottom): plain floats, cheaper than QRectF calls
Box = tuple[float, float, float, float]


def covers(item: CardItem, look: SpriteLook | None) -> list[Box]:
    """The scene rects ``item`` (drawn by ``look``, from :func:`_drawn_by_sprite`) paints
    opaque, less the margin; [] when it covers nothing."""
    if look is None or item.effectiveOpacity() < 1.0:
        return []
    pixmap, rect, card, scale, frame = look
    k = scale * pixmap.devicePixelRatio()  # sprite pixels per item unit
    left = math.ceil((card.left() - rect.left()) * k - 1e-6)
    top = math.ceil((card.top() - rect.top()) * k - 1e-6)
    right = math.floor((card.right() - rect.left()) * k + 1e-6)
    bottom = math.floor((card.bottom() - rect.top()) * k + 1e-6)
    if right <= left or bottom <= top:
        return []
    margin = MARGIN_PX / k
    x, y = frame.dx() + rect.left(), frame.dy() + rect.top()  # the frame only moves
    out = []
    for r in opaque_rects(pixmap, QRect(left, top, right - left, bottom - top)):
        box = (x + r.x() / k + margin, y + r.y() / k + margin,
               x + (r.x() + r.width()) / k - margin, y + (r.y() + r.height()) / k - margin)
        if box[2] > box[0] and box[3] > box[1]:
            out.append(box)
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


class _Grid:
    """Which items' rects touch which cells of a square grid: a spatial index of our own, as
    asking the scene calls every nearby card's Python ``boundingRect`` (most of a flush)."""

    CELL = 128.0

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], set[CardItem]] = {}
        self._keys: dict[CardItem, set[tuple[int, int]]] = {}

    def _cells_of(self, box: Box) -> list[tuple[int, int]]:
        c = self.CELL
        left, top, right, bottom = box
        return [(i, j) for i in range(math.floor(left / c), math.floor(right / c) + 1)
                for j in range(math.floor(top / c), math.floor(bottom / c) + 1)]

    def put(self, item: CardItem, rects: list[Box]) -> None:
        self.drop(item)
        keys = {key for rect in rects for key in self._cells_of(rect)}
        for key in keys:
            self._cells.setdefault(key, set()).add(item)
        if keys:
            self._keys[item] = keys

    def drop(self, item: CardItem) -> None:
        for key in self._keys.pop(item, ()):
            cell = self._cells[key]
            cell.discard(item)
            if not cell:
                del self._cells[key]

    def near(self, rect: Box) -> set[CardItem]:
        """The items with a rect in a cell ``rect`` touches (a superset of those it meets)."""
        out: set[CardItem] = set()
        for key in self._cells_of(rect):
            out |= self._cells.get(key, set())
        return out


class Occlusion(QObject):
    """The cuts of the cards of one scene, kept up to date as cards change (see the module)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._enabled = True
        self._dirty: set[CardItem] = set()
        self._covers: dict[CardItem, list[Box]] = {}  # the cards that cover: their rects
        self._cover_grid = _Grid()
        self._bounds: dict[CardItem, Box] = {}  # the cards that may be cut: their sprites
        self._bounds_grid = _Grid()
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
        for rect in self._forget(item):
            self._dirty.update(self._cuttable_in(rect))
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
        looks: dict[CardItem, SpriteLook | None] = {}
        changed: list[Box] = []  # what the dirty cards covered or cover
        for item in dirty:
            old = self._forget(item)
            look = looks[item] = _drawn_by_sprite(item) \
                if self._enabled and item.scene() is self._scene else None
            new = covers(item, look) if look is not None else []
            if look is not None:
                bounds = _box(look.frame.mapRect(look.rect))
                self._bounds[item] = bounds
                self._bounds_grid.put(item, [bounds])
            if new:
                self._covers[item] = new
                self._cover_grid.put(item, new)
            changed += old + new  # what it covered or covers, and z or stacking changes
        if len(changed) > len(self._bounds):  # (most of the table: all of it is cheaper)
            touched.update(self._bounds)
        else:
            for box in changed:
                touched.update(self._cuttable_in(box))
        ranks: dict[CardItem, int] = {}
        for item in touched:
            look = looks[item] if item in looks else self._look(item)
            if look is None:
                if item.scene() is self._scene:
                    item.show_cut(None)
                continue
            if not ranks:
                ranks = self._ranks()
            item.show_cut(self._cut(item, look, ranks))

    def _look(self, item: CardItem) -> SpriteLook | None:
        return _drawn_by_sprite(item) if self._enabled and item.scene() is self._scene \
            else None

    def _forget(self, item: CardItem) -> list[Box]:
        """Drop ``item`` from the indexes; what it covered."""
        self._bounds.pop(item, None)
        self._bounds_grid.drop(item)
        self._cover_grid.drop(item)
        return self._covers.pop(item, [])

    def _cuttable_in(self, box: Box) -> list[CardItem]:
        return [item for item in self._bounds_grid.near(box) if _meet(self._bounds[item], box)]

    def _ranks(self) -> dict[CardItem, int]:
        """Each card's place in the scene's stacking order (0: the top)."""
        ranks: dict[CardItem, int] = {}
        for item in self._scene.items(Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem):
                ranks[item] = len(ranks)
        return ranks

    def _cut(self, item: CardItem, look: SpriteLook, ranks: dict[CardItem, int]
             ) -> list[QRect] | None:
        """The pieces of ``item``'s sprite that the covering cards above it leave."""
        pixmap, rect, _, scale, frame = look
        k = scale * pixmap.devicePixelRatio()
        whole = pixmap.rect()
        bounds = self._bounds[item]
        x, y = frame.dx() + rect.left(), frame.dy() + rect.top()  # the frame only moves
        rank = ranks.get(item, -1)
        cuts: list[tuple[int, int, int, int]] = []
        for other in self._cover_grid.near(bounds):
            if other is item or ranks.get(other, len(ranks)) > rank:
                continue
            for box in self._covers[other]:
                if not _meet(box, bounds):
                    continue
                left = math.ceil((box[0] - x) * k - 1e-6)
                top = math.ceil((box[1] - y) * k - 1e-6)
                right = math.floor((box[2] - x) * k + 1e-6)
                bottom = math.floor((box[3] - y) * k + 1e-6)
                if right > left and bottom > top:
                    cuts.append((left, top, right - left, bottom - top))
        if not cuts:
            return None
        covered = QRegion()
        for cut in cuts:
            covered = covered.united(QRegion(*cut))
        return choose_pieces(QRegion(whole).subtracted(covered), whole)


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _meet(a: Box, b: Box) -> bool:
    """True when two boxes overlap (more than along an edge)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
