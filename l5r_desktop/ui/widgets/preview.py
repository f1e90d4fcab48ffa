"""The card preview panel: a large face and the card's text; follows hover, sticky on click.

The panel knows no game: a card's lines come from the describer it is given (the CCG's is
``ui/ccg_preview.card_lines``, passed in by the window that makes the panel); a game whose
table gives text instead (the LCG) calls :meth:`PreviewPanel.show_text`."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from l5r_desktop.ui import layout

#: A game's lines for one card in the preview (rich text, escaped by it).
Describe = Callable[[Any], list[str]]


def title_only(card: Any) -> list[str]:
    """The lines of a card for a panel given no game's describer: its title."""
    return [f"<b>{html.escape(str(getattr(card, 'title', '')))}</b>"]


class PreviewPanel(QWidget):
    """Large preview of the hovered (or pinned) card.

    Its width never follows its content: a card whose text wraps differently (or a long word)
    must not resize the dock, which would resize the table view on every hover (issue 14, D2).
    The labels ignore their own size hints horizontally; the panel asks for a constant width.
    """

    def __init__(self, parent: QWidget | None = None, describe: Describe = title_only) -> None:
        """``describe(card)`` gives a card's lines (the game's; default: its title)."""
        super().__init__(parent)
        self.describe = describe
        self.setObjectName("preview_panel")
        self.image = QLabel()
        self.image.setObjectName("preview_image")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(int(layout.CARD_W * 2), int(layout.CARD_H * 2))
        self.image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.text = QLabel()
        self.text.setObjectName("preview_text")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box = QVBoxLayout(self)
        box.addWidget(self.image)
        box.addWidget(self.text, 1)
        self.pinned: str | None = None
        self.shown: str | None = None

    def sizeHint(self) -> QSize:
        """A constant size: the card's preview size and room for its text."""
        margins = self.contentsMargins()
        box = self.layout().contentsMargins()
        width = int(layout.CARD_W * 2) + margins.left() + margins.right() + box.left() + box.right()
        return QSize(width, int(layout.CARD_H * 3))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.sizeHint().width(), int(layout.CARD_H * 2))

    def clear(self) -> None:
        """Show nothing (a new game starts: no card from the last one lingers)."""
        self.pinned = None
        self.shown = None
        self.image.clear()
        self.text.clear()

    def show_text(self, key: str, parts: list[str]) -> None:
        """Show a card that has no face image: its lines of text (plain, escaped here)."""
        if self.pinned is not None and key != self.pinned:
            return
        self.shown = key
        self.image.clear()
        lines = [f"<b>{html.escape(parts[0])}</b>", *(html.escape(p) for p in parts[1:])] \
            if parts else []
        self.text.setText("<br>".join(line.replace("\n", "<br>") for line in lines))

    def show_card(self, key: str, card: Any, pixmap: QPixmap | None, *,
                  note: str = "", extra: str = "", pinned: bool = False) -> None:
        """Show a card (``card`` None = a hidden card: only its back) with the lines
        :attr:`describe` gives for it."""
        if self.pinned is not None and not pinned and key != self.pinned:
            return
        if pinned:
            self.pinned = None if self.pinned == key else key
        self.shown = key
        if pixmap is not None and not pixmap.isNull():
            self.image.setPixmap(pixmap)
        else:
            self.image.clear()
        if card is None:
            self.text.setText("<i>Hidden card</i>")
            return
        parts = self.describe(card)
        if note:
            parts.append(f"<span style='background:#fff6a8'>Note: {html.escape(note)}</span>")
        if extra:
            parts.append(html.escape(extra))
        if self.pinned == key:
            parts.append("<small>(pinned: click the card again to release)</small>")
        self.text.setText("<br>".join(parts))


def show_table_card(preview: PreviewPanel, scene, faces, key: str, *,
                    pinned: bool = False) -> None:
    """Preview the table item ``key`` as the scene's last table model has it: a card the
    viewer may see with its face and note, one he may not by its back; an item standing for a
    pile (``pile:<player>:<name>``) shows its top card when face up (a discard), nothing when
    face down (a deck)."""
    view = scene.card_view(key)
    if view is None:
        return
    if view.face is not None:
        preview.show_card(key, view.face, faces.face(view.face), note=view.note, pinned=pinned)
    elif view.card in ("", view.id):
        preview.show_card(key, None, faces.back(view.back), pinned=pinned)
