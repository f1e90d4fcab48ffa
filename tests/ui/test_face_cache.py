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
