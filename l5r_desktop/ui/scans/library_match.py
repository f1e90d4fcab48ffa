"""The review dialog's search for an existing library card a crop becomes the image of.

A mixin of :class:`~l5r_desktop.ui.scans.review.ScanReviewDialog` (which provides ``paths``,
``matches``, ``current_item`` and ``_plan``): the title search box lists the library's cards
(full-text matches, then the closest titles), and choosing one plans the crop as that card's
image. The library is the main window's, or one opened here on first use.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QListWidgetItem


class LibraryMatching:
    """Slots of the "existing card" search (the dialog provides the widgets and the plans)."""

    def library(self):
        """The library cards are added to (the main window's, or one opened here)."""
        if self._library is None:
            from l5r_desktop.carddb.library import Library

            self._own_library = Library.open(self.paths.library_file)
            self._library = self._own_library
        return self._library

    @Slot(str)
    def _search_changed(self, text: str) -> None:
        self.matches.clear()
        text = text.strip()
        if not text:
            return
        lib = self.library()
        seen: set[str] = set()
        cards = list(lib.search(text, limit=30))
        for title in lib.closest_titles(text, n=5):
            cards.extend(lib.find_by_title(title))
        for card in cards:
            if card.id in seen:
                continue
            seen.add(card.id)
            entry = QListWidgetItem(f"{card.title}  ({card.type.value}, {card.id})")
            entry.setData(Qt.ItemDataRole.UserRole, card.id)
            self.matches.addItem(entry)

    @Slot(QListWidgetItem, QListWidgetItem)
    def _match_chosen(self, current: QListWidgetItem | None, _previous=None) -> None:
        item = self.current_item()
        if item is None or current is None:
            return
        plan = self._plan(item)
        plan.kind = "existing"
        plan.existing_id = current.data(Qt.ItemDataRole.UserRole)
