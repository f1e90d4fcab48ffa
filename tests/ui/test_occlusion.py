"""Issue 22: each card draws only its uncovered part (ui/occlusion.py), and the table looks the
same to the pixel as with every card drawn whole: over random layouts of overlapping cards
(bowed, dishonoured, face down, tokens, badges, borders, faces with transparent corners), after
moves, bows, drags and removals, at several zooms, at the CCG's and the LCG's card sizes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from l5r_desktop.ui import layout
from l5r_desktop.ui.card_item import CardItem
from l5r_desktop.ui.occlusion import choose_pieces, opaque_rects

CCG_SIZE = (layout.CARD_W, layout.CARD_H)
LCG_SIZE = (78.0, 108.0)


def _noise_face(rng: random.Random, size: tuple[float, float], corners: bool) -> QPixmap:
    """A face of random pixels (a piece drawn a pixel off shows), rendered at the faces'
    scale; with ``corners`` its rounded corners are transparent, as a scanned card's are."""
    w, h = round(size[0] * layout.FACE_SCALE), round(size[1] * layout.FACE_SCALE)
    data = bytearray(rng.randbytes(w * h * 4))
    data[3::4] = b"\xff" * (w * h)  # RGB32: the fourth byte must be 0xff
    data = bytes(data)
    image = QImage(data, w, h, w * 4, QImage.Format.Format_RGB32).copy()
    if not corners:
        return QPixmap.fromImage(image)
    rounded = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    rounded.fill(QColor(0, 0, 0, 0))
    painter = QPainter(rounded)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 0))
    painter.setBrush(QPixmap.fromImage(image))
    painter.drawRoundedRect(0, 0, w, h, 14, 14)
    painter.end()
    return QPixmap.fromImage(rounded)


@pytest.fixture
def table(qtbot):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.faces import FaceCache
    from l5r_desktop.ui.table_scene import TableScene
    from l5r_desktop.ui.table_view import TableView

    create_application()
    scene = TableScene(FaceCache())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    yield scene, view
    view.close()


def _deal(scene, rng: random.Random, size: tuple[float, float], count: int) -> list[CardItem]:
    faces = [_noise_face(rng, size, corners=i % 2 == 1) for i in range(6)]
    back = _noise_face(rng, size, corners=False)
    rect = scene.sceneRect()
    items = []
    for i in range(count):
        item = CardItem(f"card:{i}")
        item.set_size(*size)
        item.set_face(faces[i % len(faces)])
        item.set_back(back)
        item.set_face_up(rng.random() > 0.15)
        item.setPos(QPointF(rect.left() + size[0] * rng.uniform(1, 8),  # about 2.5 deep
                            rect.top() + size[1] * rng.uniform(1, 5)))
        item.setZValue(rng.choice((layout.Z_CARD, layout.Z_CARD, layout.Z_ATTACHMENT, 3.0)))
        item.set_orientation(rng.random() < 0.3, rng.random() < 0.15, animate=False)
        if rng.random() < 0.2:
            item.set_tokens({"gold": rng.randint(1, 3)})
        if rng.random() < 0.1:
            item.set_badge(str(rng.randint(1, 9)))
        item.set_highlighted(rng.random() < 0.1)
        scene.addItem(item)
        items.append(item)
    scene.set_view_scale(scene.views()[0].transform().m11())  # what TableScene.draw tells a card
    return items


def _cards(scene) -> list[CardItem]:
    return [item for item in scene.items() if isinstance(item, CardItem)]


def _settle(qtbot, view) -> None:
    """Paint until every card is drawn by its sprite and every cut is done."""
    scene = view.scene()
    view.viewport().repaint()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    on_screen = [item for item in _cards(scene)
                 if item.sceneBoundingRect().intersects(shown) and item.isVisible()]
    qtbot.waitUntil(lambda: all(item.sprite_shown() for item in on_screen), timeout=5000)
    scene.occlusion.flush()


def _assert_same_with_and_without(view) -> int:
    """The view grabbed with the cut cards equals it grabbed with every card whole; returns how
    many cards are cut."""
    scene = view.scene()
    cut = sum(item.cut() is not None for item in _cards(scene))
    with_cuts = view.viewport().grab().toImage()
    scene.occlusion.set_enabled(False)
    assert all(item.cut() is None for item in _cards(scene))
    whole = view.viewport().grab().toImage()
    scene.occlusion.set_enabled(True)
    if with_cuts != whole:
        differ = sum(with_cuts.pixel(x, y) != whole.pixel(x, y)
                     for x in range(whole.width()) for y in range(whole.height()))
        pytest.fail(f"{differ} pixels differ with the cards cut")
    return cut


@pytest.mark.parametrize(("size", "seed"), [(CCG_SIZE, 1), (LCG_SIZE, 2), (CCG_SIZE, 3)])
def test_cut_cards_look_the_same_as_whole_ones(qtbot, table, size, seed) -> None:
    scene, view = table
    rng = random.Random(seed)
    items = _deal(scene, rng, size, 70)
    # an opaque face (no corners: an even card) right over a smaller card without tokens
    hidden = next(item for item in items if not item.token_items())
    cover = next(item for item in items[::2] if item is not hidden)
    for item in (hidden, cover):
        item.set_orientation(False, False, animate=False)
    hidden.set_size(size[0] * 0.8, size[1] * 0.8)  # a margin inside the cover's edges
    hidden.setZValue(-5.0)
    cover.setZValue(10.0)
    cover.setPos(hidden.pos())
    for zoom in (1.0, 1.15 ** 3, 2.0, 1.15 ** 7):
        view.set_zoom(zoom)
        view.centerOn(hidden)
        _settle(qtbot, view)
        cut = _assert_same_with_and_without(view)
        assert cut >= 5  # the layout overlaps: the test cuts cards (small ones pay less)
        assert hidden.cut() == []  # and hides some entirely
    view.set_zoom(1.0)
    _settle(qtbot, view)
    # moves, bows and dishonours, z changes, turned face down, then removals
    for _ in range(3):
        for item in rng.sample(items, 12):
            item.setPos(item.pos() + QPointF(rng.uniform(-60, 60), rng.uniform(-60, 60)))
        for item in rng.sample(items, 8):
            item.set_orientation(not item.bowed, rng.random() < 0.3, animate=False)
        for item in rng.sample(items, 5):
            item.setZValue(rng.choice((layout.Z_CARD, layout.Z_ATTACHMENT, 3.0)))
        for item in rng.sample(items, 3):
            item.set_face_up(not item.face_up)
        _settle(qtbot, view)
        _assert_same_with_and_without(view)
    for item in rng.sample(items, 10):
        scene.removeItem(item)
        items.remove(item)
    _settle(qtbot, view)
    _assert_same_with_and_without(view)


def test_a_dragged_card_covers_nothing_and_the_drop_cuts_again(qtbot, table) -> None:
    scene, view = table
    rng = random.Random(5)
    items = _deal(scene, rng, CCG_SIZE, 50)
    _settle(qtbot, view)
    dragged = max(items, key=lambda item: sum(item.collidesWithItem(o) for o in items))
    dragged.set_orientation(False, False, animate=False)
    _settle(qtbot, view)
    dragged.set_moving(True)  # what a mouse drag does (CardItem.mouseMoveEvent)
    dragged.setZValue(layout.Z_DRAGGED)
    for step in range(6):
        dragged.setPos(dragged.pos() + QPointF(17.3, 9.1 * (-1) ** step))
        view.viewport().repaint()
        assert dragged.cut() is None  # drawn whole while it moves
        assert not scene.occlusion.pending()  # the paint cut again what changed
        _assert_same_with_and_without(view)
    dragged.setZValue(layout.Z_CARD)
    dragged.set_moving(False)
    _settle(qtbot, view)
    _assert_same_with_and_without(view)


def test_a_card_turning_and_a_translucent_card_cover_nothing(qtbot, table) -> None:
    scene, view = table
    rng = random.Random(9)
    items = _deal(scene, rng, CCG_SIZE, 40)
    _settle(qtbot, view)
    top = max(items, key=lambda item: (item.zValue(), sum(item.collidesWithItem(o)
                                                           for o in items)))
    top.setOpacity(0.6)
    _settle(qtbot, view)
    _assert_same_with_and_without(view)
    top.setOpacity(1.0)
    top.set_orientation(not top.bowed, top.dishonored, animate=True)  # paints itself, turning
    view.viewport().repaint()
    scene.occlusion.flush()
    _assert_same_with_and_without(view)
    qtbot.waitUntil(lambda: top.sprite_shown(), timeout=5000)
    _settle(qtbot, view)
    _assert_same_with_and_without(view)


def test_opaque_rects_leave_out_transparent_corners(qtbot) -> None:
    from l5r_desktop.ui.app import create_application

    create_application()
    rng = random.Random(4)
    plain = _noise_face(rng, (60, 80), corners=False)
    assert opaque_rects(plain, plain.rect()) == (plain.rect(),)
    rounded = _noise_face(rng, (60, 80), corners=True)
    rects = opaque_rects(rounded, rounded.rect())
    assert len(rects) == 2 and all(rect.width() * rect.height() > 0 for rect in rects)
    image = rounded.toImage()
    for rect in rects:  # every pixel said opaque is; the corner pixel is not in any
        assert all(image.pixelColor(x, y).alpha() == 255
                   for x in range(rect.left(), rect.right() + 1)
                   for y in range(rect.top(), rect.bottom() + 1))
        assert not rect.contains(0, 0)
    clear = QPixmap(40, 40)
    clear.fill(QColor(0, 0, 0, 0))
    assert opaque_rects(clear, clear.rect()) == ()


def test_pieces_are_chosen_by_what_they_save() -> None:
    from PySide6.QtGui import QRegion

    whole = QRect(0, 0, 200, 280)
    assert choose_pieces(QRegion(), whole) == []
    # a sliver covered: the whole sprite is cheaper than two pieces
    sliver = QRegion(whole).subtracted(QRegion(190, 270, 10, 10))
    assert choose_pieces(sliver, whole) is None
    # covered but for a corner: that corner alone
    corner = QRegion(whole).subtracted(QRegion(40, 50, 200, 280))
    assert choose_pieces(corner, whole) in ([QRect(0, 0, 200, 50), QRect(0, 50, 40, 230)],
                                            [QRect(0, 0, 40, 280), QRect(40, 0, 160, 50)])
