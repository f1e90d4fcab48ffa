"""Issue 22: with 800 cards on the table every face scaled to the view stays cached (Qt's
default 10 MiB pixmap cache held about 200, so larger tables re-scaled faces every frame)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPixmap, QPixmapCache


def test_800_scaled_faces_stay_cached_once_a_table_view_exists(qtbot) -> None:
    from l5r_desktop.ui import layout
    from l5r_desktop.ui.card_item import scaled_face
    from l5r_desktop.ui.table_scene import TableScene
    from l5r_desktop.ui.table_view import TableView

    QPixmapCache.setCacheLimit(10 * 1024)  # Qt's default, as at start
    QPixmapCache.clear()
    from l5r_desktop.ui.faces import FaceCache

    view = TableView(TableScene(FaceCache()))
    qtbot.addWidget(view)
    faces = []
    for i in range(800):
        face = QPixmap(layout.CARD_W * 2, layout.CARD_H * 2)
        face.fill(QColor(i % 256, (i * 7) % 256, 90))
        faces.append(face)
    width = layout.CARD_W * 0.9  # a large window's scale
    first = [scaled_face(face, width).cacheKey() for face in faces]
    again = [scaled_face(face, width).cacheKey() for face in faces]
    assert again == first  # no face was dropped and scaled again


def test_a_forgotten_face_is_loaded_again_from_the_new_image(qtbot, tmp_path) -> None:
    """Issue 23: a card whose image was re-cut shows the new image on the table."""
    from PIL import Image

    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.faces import FaceCache

    path = tmp_path / "face.png"
    Image.new("RGB", (60, 84), (200, 0, 0)).save(path)
    card = CardDef(id="custom:1", title="Red", type=CardType.PERSONALITY)
    faces = FaceCache(lambda _card: path)
    with qtbot.waitSignal(faces.face_ready, timeout=5000):
        assert faces.face(card) is None
    assert faces.face(card).toImage().pixelColor(30, 42).red() > 150
    Image.new("RGB", (60, 84), (0, 0, 200)).save(path)
    with qtbot.waitSignal(faces.face_ready, timeout=5000) as told:
        faces.forget(card.id)
    assert told.args == ["custom:1"]  # the views ask again ...
    with qtbot.waitSignal(faces.face_ready, timeout=5000):
        assert faces.face(card) is None  # ... and the new image is loaded
    assert faces.face(card).toImage().pixelColor(30, 42).blue() > 150
    faces.forget("custom:unknown")  # nothing held: nothing said
    faces.shutdown()
