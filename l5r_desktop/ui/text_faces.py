"""Card faces drawn from text (Qt, no game): the :class:`~l5r_desktop.ui.table_model.TextFace`
of a game without card images (the LCG) and plain card backs, as pixmaps the table's cards
show like any image face.

A face is drawn at :data:`RESOLUTION` device pixels per scene unit (the card sprite scales it
to the view, as it does an image face): the title and the number read at a glance in bold,
the other lines smaller, each cut with "…" to the card's width, and the lines that do not fit
above the tokens' row summed up as "+N more". A face the viewer sees while it lies face
down for everyone else has a dashed border in the back's colour. Pixmaps are kept by face and
size (the same face on many cards is drawn once).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from l5r_desktop.ui.table_model import TextFace

__all__ = ["PARCHMENT", "PLAIN_BACK", "RESOLUTION", "TextFaces", "fit_text", "text_font"]

#: Device pixels per scene unit of a drawn face (the sprite scales it to the view).
RESOLUTION = 3.0
PARCHMENT = "#e8dcc0"
#: A back's colour when the model names none.
PLAIN_BACK = "#5b3a29"
_INK = QColor("#161616")
_EDGE = QColor("#111111")
#: A line that starts this far above a face's bottom (scene units) or lower, with more after
#: it, sums them up as "+N more" (the tokens' row stays nearly clear, as the LCG table always
#: drew it).
_TOKEN_ROOM = 50.0
_CACHE_LIMIT = 2000


def text_font(size: float, bold: bool = False) -> QFont:
    """A font of ``size`` points."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def fit_text(text: str, font: QFont, width: float) -> str:
    """``text`` cut with "…" until it fits ``width`` in ``font``."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return text
    cut = text
    while cut and metrics.horizontalAdvance(cut.rstrip() + "…") > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


class TextFaces:
    """Pixmaps of text faces and plain backs, kept by what they show and their size."""

    def __init__(self) -> None:
        self._pixmaps: dict[tuple, QPixmap] = {}

    def face(self, face: TextFace, size: tuple[float, float]) -> QPixmap:
        """The pixmap of ``face`` on a card of ``size`` scene units."""
        key = ("face", face, size)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._keep(key, self._draw(size, lambda p: _paint_face(p, face, size)))
        return pixmap

    def back(self, color: str, size: tuple[float, float]) -> QPixmap:
        """A plain back of ``color`` on a card of ``size`` scene units."""
        key = ("back", color, size)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._keep(key, self._draw(
                size, lambda p: _paint_plain(p, QColor(color or PLAIN_BACK), size)))
        return pixmap

    def _keep(self, key: tuple, pixmap: QPixmap) -> QPixmap:
        if len(self._pixmaps) >= _CACHE_LIMIT:
            self._pixmaps.clear()
        self._pixmaps[key] = pixmap
        return pixmap

    @staticmethod
    def _draw(size: tuple[float, float], paint) -> QPixmap:
        w, h = size
        pixmap = QPixmap(max(1, round(w * RESOLUTION)), max(1, round(h * RESOLUTION)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        painter.scale(RESOLUTION, RESOLUTION)
        paint(painter)
        painter.end()
        return pixmap


def _paint_plain(painter: QPainter, color: QColor, size: tuple[float, float]) -> None:
    w, h = size
    painter.setBrush(QBrush(color))
    painter.setPen(QPen(_EDGE, 1.2))
    painter.drawRect(QRectF(0.6, 0.6, w - 1.2, h - 1.2))


def _paint_face(painter: QPainter, face: TextFace, size: tuple[float, float]) -> None:
    w, h = size
    _paint_plain(painter, QColor(face.color or PARCHMENT), size)
    if face.facedown:  # only its owner sees it
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(PLAIN_BACK), 3, Qt.PenStyle.DashLine))
        painter.drawRect(QRectF(1.5, 1.5, w - 3, h - 3))
    painter.setPen(_INK)
    lines = list(face.lines)
    fonts = [text_font(12 if n == 1 else 9, bold=n < 2) for n in range(len(lines))]
    heights = [QFontMetricsF(font).height() + 1 for font in fonts]
    y = 4.0
    for n, line in enumerate(lines):
        more = n < len(lines) - 1 and y > h - _TOKEN_ROOM
        if more:  # no room for this line and the next: say how many are left
            line = f"+{len(lines) - n} more"
        painter.setFont(fonts[n] if not more else fonts[-1])
        text = fit_text(line, fonts[n] if not more else fonts[-1], w - 6)
        painter.drawText(QRectF(3, y, w - 6, heights[n] + 1),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        y += heights[n]
        if more:
            break
