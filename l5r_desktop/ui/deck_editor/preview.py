"""The deck editor's middle panel: the selected card's image (or a face drawn by
``carddb.render``) and its text."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from l5r_desktop.carddb.ccg_coverage import automation_label
from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.render import STAT_LABELS, render_card_face, stat_text
from l5r_desktop.games.ccg.model.cards import CardDef

PREVIEW_SIZE = QSize(250, 350)


def card_preview_image(card: CardDef, library: Library, size: QSize = PREVIEW_SIZE) -> QImage:
    """The card's image scaled while decoding, or a rendered face when it has none (the
    table's face loader, so previews and the table look the same)."""
    from l5r_desktop.ui.faces import load_face_image

    return load_face_image(card, library.image_path(card.id), size, renderer=render_card_face)


class CardPreview(QWidget):
    """Image and text of one library card."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.image = QLabel()
        self.image.setObjectName("preview_image")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(PREVIEW_SIZE)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box = QVBoxLayout(self)
        box.addWidget(self.image)
        box.addWidget(self.text, 1)
        self.card_id: str | None = None

    def show_card(self, card_id: str) -> bool:
        """Show a card's image (or drawn face) and its text; False when the library lacks it."""
        card = self.library.get(card_id)
        if card is None:
            return False
        self.card_id = card_id
        self.image.setPixmap(QPixmap.fromImage(card_preview_image(card, self.library)))
        stats = []
        for name, label in STAT_LABELS:
            text = stat_text(card, name)
            if text is not None:
                stats.append(f"{label} {text}")
        parts = [f"<b>{card.title}</b>", f"<i>{card.type.value.capitalize()}"
                 + (f" — {', '.join(card.clans)}" if card.clans else "") + "</i>"]
        if stats:
            parts.append(" · ".join(stats))
        if card.keywords:
            parts.append("<b>" + " · ".join(card.keywords) + "</b>")
        parts.append(self.library.rich_text(card.id))
        status = automation_label(card)
        if status:
            parts.append(f"<small><i>{html.escape(status)}</i></small>")
        if card.legal:
            parts.append("<small>" + ", ".join(card.legal) + "</small>")
        self.text.setText("<br>".join(parts))
        return True

    def refresh(self) -> None:
        """Show the current card again (its image or text may have changed)."""
        if self.card_id is not None:
            self.show_card(self.card_id)
