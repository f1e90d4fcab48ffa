"""The deck editor's legality report: every problem of the deck, one wrapped line each.

Unknown lines do not hide the other problems: :func:`deck_problems` lists the unknown cards,
then checks the rest of the deck (the cards the library knows) and lists what that check finds,
saying that the unknown cards were not counted.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from l5r_desktop.carddb.decks import (
    DeckList,
    ResolvedDeck,
    UnknownCardsError,
    lookup_card,
    resolve_deck,
)
from l5r_desktop.carddb.legality import DECK_RULES, check_legality
from l5r_desktop.carddb.library import Library

#: Added to the problems found in the known part of a deck that names unknown cards.
NOT_COUNTED = " (unknown cards not counted)"


def _known_part(deck: DeckList, library: Library) -> DeckList:
    """The deck without the lines the library does not know."""
    known = copy.deepcopy(deck)

    def knows(name: str | None) -> bool:
        return bool(name) and lookup_card(library, name, deck.prefer) is not None

    for slot in ("stronghold", "sensei", "wind"):
        if not knows(getattr(known, slot)):
            setattr(known, slot, None)
    for section in ("dynasty", "fate", "unsorted"):
        setattr(known, section, [e for e in getattr(known, section) if knows(e.title)])
    return known


def deck_problems(deck: DeckList, library: Library,
                  profile: str) -> tuple[ResolvedDeck | None, list[str]]:
    """The resolved deck (None while a card is unknown) and every problem message: unknown
    cards first, then the legality problems of the cards that are known."""
    try:
        resolved = resolve_deck(deck, library)
    except UnknownCardsError as exc:
        unknown = str(exc).splitlines()[1:]
        partial = resolve_deck(_known_part(deck, library), library)
        rest = [p.message + NOT_COUNTED for p in check_legality(partial, profile)]
        return None, unknown + rest
    return resolved, [p.message for p in check_legality(resolved, profile)]


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

    def show_problems(self, problems: list[str], profile: str) -> None:
        """List ``problems``; none means the deck is legal under ``profile``."""
        self.clear()
        if problems:
            for message in problems:
                item = QListWidgetItem(message)
                item.setForeground(QColor("firebrick"))
                item.setToolTip(message)
                self.addItem(item)
        else:
            item = QListWidgetItem(f"Legal under {DECK_RULES[profile].label}.")
            item.setForeground(QColor("darkgreen"))
            self.addItem(item)

    def messages(self) -> list[str]:
        """The lines shown, in order."""
        return [self.item(i).text() for i in range(self.count())]
