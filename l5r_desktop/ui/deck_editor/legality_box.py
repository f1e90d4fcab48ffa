"""The deck editor's legality report: every problem of the deck, one wrapped line each.

Unknown lines do not hide the other problems: :func:`deck_problems` lists the unknown cards,
then checks the rest of the deck (the cards the library knows) and lists what that check finds,
saying that the unknown cards were not counted.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from l5r_desktop.carddb.deck_resolution import resolve_partial
from l5r_desktop.carddb.decks import DeckList, ResolvedDeck
from l5r_desktop.carddb.legality import check_legality
from l5r_desktop.carddb.library import Library

#: Added to the problems found in the known part of a deck that names unknown cards.
NOT_COUNTED = " (unknown cards not counted)"


#: The report while cards of the deck have their ability records read (a card's own copy
#: limit is one of them: the check waits for them, issue 22).
CHECKING = "Checking the deck: reading {} card(s)' abilities…"


def deck_problems(deck: DeckList, library: Library, profile: str,
                  left_unread: set[str] | None = None
                  ) -> tuple[ResolvedDeck | None, list[str]]:
    """The resolved deck (None while a line is unknown) and every problem message: unknown
    lines first (with their closest titles), then the legality problems of the lines that
    resolved (marked as not counting the unknown cards). With a ``left_unread`` set, the
    cards whose ability records are unread are not read (their ids go into the set, the
    deck editor has them read on its worker) and checked without them."""
    resolution = resolve_partial(deck, library, left_unread)
    problems = [line.describe() for line in resolution.unknown]
    suffix = "" if resolution.complete else NOT_COUNTED
    problems += [p.message + suffix for p in check_legality(resolution.resolved, profile)]
    return (resolution.resolved if resolution.complete else None), problems


class LegalityBox(QListWidget):
    """Problems in red, or "Legal under …" in green; long messages wrap."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legality_report")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)

    def show_problems(self, problems: list[str], legal_under: str, reading: int = 0) -> None:
        """List ``problems``; none means the deck is legal under ``legal_under`` (a format's
        label); while ``reading`` cards are read, only :data:`CHECKING` (the check is not
        final)."""
        self.clear()
        if reading:
            self.addItem(QListWidgetItem(CHECKING.format(reading)))
        elif problems:
            for message in problems:
                item = QListWidgetItem(message)
                item.setForeground(QColor("firebrick"))
                item.setToolTip(message)
                self.addItem(item)
        else:
            item = QListWidgetItem(f"Legal under {legal_under}.")
            item.setForeground(QColor("darkgreen"))
            self.addItem(item)

    def messages(self) -> list[str]:
        """The lines shown, in order."""
        return [self.item(i).text() for i in range(self.count())]
