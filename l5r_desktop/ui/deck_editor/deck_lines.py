"""The deck editor's Dynasty and Fate lists: one line per deck entry, marked with its card's
automation, without reading any card's ability records on the UI thread (issue 22).

A line's card is looked up as stored (``lookup_card`` with a ``left_unread`` set): a card
whose records are unread, or whose automation is read from its text (``reads_text``: the
translator), is shown with :data:`~l5r_desktop.ui.deck_editor.search_panel.READING_TIP` and
its id is handed to the editor's ``AbilityReading`` worker; :func:`mark_read` marks the lines
when the worker gives the cards back. The first reading on a freshly imported library imports
the translator (0.5-0.9 s): it used to happen here, after every add or remove.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from l5r_desktop.carddb.ccg_coverage import reads_text
from l5r_desktop.carddb.decks import DeckEntry, lookup_card
from l5r_desktop.carddb.library import Library
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.ui.automation_marks import mark_item, mark_item_as
from l5r_desktop.ui.deck_editor.search_panel import READING_TIP

#: A line's (section, title).
LINE_ROLE = Qt.ItemDataRole.UserRole
#: A line's card id while its ability records are read.
READING_ROLE = Qt.ItemDataRole.UserRole + 8  # (+ 7: automation_marks.MARK_ROLE)


def fill_lines(widget: QListWidget, lines: list[tuple[str, DeckEntry]], library: Library,
               prefer: str, unread: set[str]) -> list[str]:
    """Show ``lines`` ((section, entry) pairs) in ``widget``, keeping its selected row;
    returns the ids of the cards to read on the worker (their ids are also added to
    ``unread`` when their records are unread)."""
    selected = widget.currentRow()
    widget.clear()
    reading: list[str] = []
    for section, entry in lines:
        found = lookup_card(library, entry.title, prefer, unread)
        item = QListWidgetItem(f"{entry.count} × {entry.title}")
        item.setData(LINE_ROLE, (section, entry.title))
        if found is not None and (found.id in unread or reads_text(found)):
            mark_item(item, None)
            item.setToolTip(READING_TIP)
            item.setData(READING_ROLE, found.id)
            reading.append(found.id)
        else:
            mark_item(item, found)
        if found is None:
            item.setForeground(QColor("firebrick"))
            close = library.closest_titles(entry.title)
            item.setToolTip("Unknown card" + (f"; closest: {', '.join(close)}" if close else ""))
        widget.addItem(item)
    if 0 <= selected < widget.count():
        widget.setCurrentRow(selected)
    return reading


def mark_read(widgets: tuple[QListWidget, ...],
              cards: dict[str, tuple[CardDef, str, str]]) -> None:
    """Mark the lines waiting for these cards (``AbilityReading.cards_read``: id → (card,
    automation class, sentence))."""
    for widget in widgets:
        for row in range(widget.count()):
            item = widget.item(row)
            done = cards.get(item.data(READING_ROLE))
            if done is not None and item.toolTip() == READING_TIP:
                item.setToolTip("")
                mark_item_as(item, done[1], done[2])
