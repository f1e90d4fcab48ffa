"""The LCG table's drawn things (Qt items, no game): a card drawn from its text face
(:class:`LcgCardItem`) and the text helpers the table's scene shares."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from l5r_desktop.ui.lcg.layout import CARD_H, CARD_W

__all__ = ["BACK", "LcgCardItem", "fit", "font"]

BACK = QColor("#5b3a29")
_TYPE_COLORS = {"character": "#e8dcc0", "holding": "#d7e3c8", "event": "#e6cfcf",
                "attachment": "#d8d4ea", "province": "#c9c2b0", "stronghold": "#cbb27a",
                "role": "#c0cbd6"}


def font(size: float, bold: bool = False) -> QFont:
    """A font of ``size`` points."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


class LcgCardItem(QGraphicsRectItem):
    """One card: its title and numbers, or its back; bowed cards turn 90°."""

    def __init__(self, uid: str, lines: list[str], *, face_up: bool, kind: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(0, 0, CARD_W, CARD_H, parent)
        self.uid = uid
        self.face_up = face_up
        self.lines = lines if face_up else []
        color = QColor(_TYPE_COLORS.get(kind, "#e8dcc0")) if face_up else BACK
        self.setBrush(QBrush(color))
        self.setPen(QPen(QColor("#111111"), 1.2))
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        y = 4.0
        for n, line in enumerate(self.lines):
            if y > CARD_H - 50 and n < len(self.lines) - 1:  # keep the tokens' corner clear
                line = f"+{len(self.lines) - n} more"
            text = QGraphicsSimpleTextItem(line, self)
            text.setFont(font(12 if n == 1 else 9, bold=n < 2))
            text.setBrush(QBrush(QColor("#161616")))
            fit(text, CARD_W - 6)
            text.setPos(3, y)
            y += text.boundingRect().height() + 1
            if line.endswith(" more") and line.startswith("+"):
                break
        self.badges: dict[str, str] = {}
        self.peeked = False  # a facedown card shown to its owner only

    def add_badge(self, key: str, text: str, color: str, corner: int) -> None:
        """A round token on a corner (0 bottom-left fate, 1 bottom-right status)."""
        r = 13.0
        x = 2 if corner == 0 else CARD_W - 2 * r - 2
        dot = QGraphicsEllipseItem(x, CARD_H - 2 * r - 2, 2 * r, 2 * r, self)
        dot.setBrush(QBrush(QColor(color)))
        dot.setPen(QPen(QColor("#111111"), 1))
        label = QGraphicsSimpleTextItem(text, dot)
        label.setFont(font(9, bold=True))
        rect = label.boundingRect()
        label.setPos(x + r - rect.width() / 2, CARD_H - r - 2 - rect.height() / 2)
        self.badges[key] = text


def fit(text: QGraphicsSimpleTextItem, width: float) -> None:
    """Cut a text item's string with "…" until it fits ``width``."""
    full = text.text()
    if text.boundingRect().width() <= width:
        return
    text.setToolTip(full)
    cut = full
    while cut and text.boundingRect().width() > width:
        cut = cut[:-1]
        text.setText(cut.rstrip() + "…")
