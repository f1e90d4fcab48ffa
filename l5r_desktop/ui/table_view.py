"""TableView: shows the TableScene, fits it to the window and zooms (wheel / keys).

The fit is computed from the largest viewport the view can have (as if it had no scroll bars),
never from the current viewport: otherwise, at a borderline size, the fit needs a scroll bar,
the bar shrinks the viewport, the refit no longer needs it, and the bar comes and goes forever
(issue 14, D2). At the fit (zoom 1) the scroll bars are off; zoomed in, they appear as needed
and their coming and going changes nothing of the transform.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from l5r_desktop.ui import layout
from l5r_desktop.ui.table_scene import TableScene

MIN_ZOOM = 1.0
MAX_ZOOM = 6.0
ZOOM_STEP = 1.15


class TableView(QGraphicsView):
    """A view that keeps the whole table in the window, with zoom on top of the fit."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene_ref = scene  # a view does not own its scene
        self.zoom = 1.0
        # no view-wide antialiasing: every item that draws shapes or text turns it on for
        # itself, and with it on each card sprite's blit went through the antialiased
        # rasteriser (about 3x the whole repaint, issue 22)
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("table_view")

    def setScene(self, scene) -> None:
        """Show another table (a game of another kind): its scale is told to the new scene,
        never to the old one (which may be deleted)."""
        super().setScene(scene)
        self._scene_ref = scene
        # card sprites blit without antialiasing (TableScene's items each turn it on where they
        # draw shapes); another game's table of plain shape items keeps it view-wide
        self.setRenderHint(QPainter.RenderHint.Antialiasing, not isinstance(scene, TableScene))
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                           not isinstance(scene, TableScene))
        scale = self.transform().m11()
        if scale > 0:
            scene.set_view_scale(scale * (self.devicePixelRatioF() or 1.0))

    def fit_scale(self) -> float:
        """The scale at which the whole table fits the viewport."""
        rect = self.sceneRect()
        view = self.maximumViewportSize()  # independent of the scroll bars' visibility
        if rect.width() <= 0 or rect.height() <= 0 or view.isEmpty():
            return 1.0
        return min(view.width() / rect.width(), view.height() / rect.height())

    def apply_zoom(self) -> None:
        """Set the transform to fit × zoom (scroll bars only when zoomed in)."""
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if self.zoom <= MIN_ZOOM
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
            self.setVerticalScrollBarPolicy(policy)
        scale = self.fit_scale() * self.zoom
        if self.transform().m11() == scale and self.transform().m22() == scale:
            return  # unchanged: no new layout pass
        self.resetTransform()
        self.scale(scale, scale)
        self._scene_ref.set_view_scale(scale * (self.devicePixelRatioF() or 1.0))

    def max_zoom(self) -> float:
        """The largest zoom at which card faces are still drawn at or below the resolution
        they were rendered at (``layout.FACE_SCALE`` device pixels per scene unit): zooming
        never blurs a face by upscaling it."""
        dpr = self.devicePixelRatioF() or 1.0
        return max(MIN_ZOOM, min(MAX_ZOOM, layout.FACE_SCALE / (self.fit_scale() * dpr)))

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(MIN_ZOOM, min(self.max_zoom(), zoom))
        self.apply_zoom()

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def reset_zoom(self) -> None:
        self.set_zoom(1.0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.zoom = min(self.zoom, self.max_zoom())
        self.apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.angleDelta().y() > 0:
            self.zoom_in()
        elif event.angleDelta().y() < 0:
            self.zoom_out()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.reset_zoom()
        else:
            super().keyPressEvent(event)
