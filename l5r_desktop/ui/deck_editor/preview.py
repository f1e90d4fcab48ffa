"""The deck editor's middle panel: the selected card's image (or a face drawn by
``carddb.render``) and its text."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from l5r_desktop.carddb.ccg_coverage import automation_label, reads_text
from l5r_desktop.carddb.library import Library
from l5r_desktop.carddb.render import STAT_LABELS, render_card_face, stat_text
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.ui.deck_editor.ability_reading import AbilityReading
from l5r_desktop.ui.deck_editor.search_panel import READING_TIP

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
        #: Reads a card's unread ability records off the UI thread (the search panel's, set
        #: by the deck editor; None: read here, as every reader does).
        self.reading: AbilityReading | None = None

    def show_card(self, card_id: str, read: tuple[CardDef, str, str] | None = None) -> bool:
        """Show a card's image (or drawn face) and its text; False when the library lacks it.
        ``read``: the card with its automation as :attr:`reading` gives it, else the
        library's card. A card whose ability records are unread, or whose automation is
        read from its text, is shown at once, its automation said to be read, and handed to
        :attr:`reading` (the deck editor shows it again when it is read)."""
        unread: set[str] = set()
        card = read[0] if read is not None else self.library.get(
            card_id, left_unread=unread if self.reading else None)
        if card is None:
            return False
        if read is None and self.reading is not None and reads_text(card):
            unread.add(card.id)
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
        status = READING_TIP if unread else read[2] if read else automation_label(card)
        if unread and self.reading is not None:
            self.reading.request(unread)
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
