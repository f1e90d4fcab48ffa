"""The main window's helper for the windows that hold user work beside the game: deck editors
and scan reviews.

- Every such window is registered with the main window's
  :class:`~l5r_desktop.ui.unsaved.UnsavedRegistry`, so quitting asks about it.
- :class:`LibraryEvents` tells the open windows when the library changed (a card import, scanned
  cards added, a card given an image or edited, a deck saved): deck editors refresh their lists,
  filters, preview and deck; a New game dialog its deck choices.
- :meth:`WorkWindows.offer_recovery` offers back, at start-up, the decks a crash or a kill left
  unsaved (their recovery copies, ``persistence/recovery.py``): *Open* (in the deck editor),
  *Not now* (the copy stays for the next start) or *Delete*. Only *Delete* removes a copy;
  one that cannot be read is set aside as ``*.damaged``, never deleted.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from l5r_desktop.carddb.decks import DeckParseError, parse_deck
from l5r_desktop.persistence.recovery import find_interrupted_copies, remove_copy, set_aside
from l5r_desktop.ui.card_edit_work import CardEditWork, alive

log = logging.getLogger(__name__)

#: Answers of the recovery question (:attr:`WorkWindows.recovery_ask`).
OPEN, LATER, DELETE = "open", "later", "delete"


def recovery_box_ask(parent: QWidget | None, title: str, text: str) -> str:
    """Open / Not now / Delete in a message box (Open is the default; Escape is Not now)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    open_button = box.addButton("Open", QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton("Not now", QMessageBox.ButtonRole.RejectRole)
    delete = box.addButton("Delete", QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(open_button)
    box.setEscapeButton(later)
    box.exec()
    clicked = box.clickedButton()
    return OPEN if clicked is open_button else DELETE if clicked is delete else LATER


class LibraryEvents(QObject):
    """``changed(what)`` after the library or the saved decks changed: ``"import"``,
    ``"scans"`` (cards created or given images), ``"card"`` (a card edited) or ``"decks"``;
    ``card_changed(card_id)`` for each card whose text or image changed (the table's faces)."""

    changed = Signal(str)
    card_changed = Signal(str)


class WorkWindows(QObject):
    """Opens and keeps track of the main window's deck editors and scan reviews."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.events = LibraryEvents(self)
        #: The recovery question: ``(parent, title, text) -> OPEN | LATER | DELETE``.
        self.recovery_ask = recovery_box_ask
        window.unsaved.register(CardEditWork(window))

    def watch(self, holder: Any, *, refresh: str | None = "library_changed") -> None:
        """Ask about ``holder`` on quit; call its ``refresh`` method when the library changes."""
        self.window.unsaved.register(holder)
        slot = getattr(holder, refresh, None) if refresh else None
        if callable(slot):  # a bound method of a QObject: disconnected when it is destroyed
            self.events.changed.connect(slot)

    def close_all(self) -> None:
        """Close the main window's other open windows (the app is quitting and their unsaved
        work was already asked about): left open they would keep the app running on a closed
        library."""
        for widget in self.window.findChildren(QWidget):
            if widget.isWindow() and alive(widget):
                widget.close()

    def library_changed(self, what: str) -> None:
        """Tell every open window that the library (or the saved decks) changed."""
        log.info("library changed: %s", what)
        self.events.changed.emit(what)

    def cards_changed(self, what: str, cards: list) -> None:
        """Cards were edited or given images: every window refreshes, and the table drops
        their old faces."""
        self.library_changed(what)
        for card in cards:
            self.events.card_changed.emit(card.id)

    def open_deck_editor(self, *, show: bool = True):
        """A new deck editor on the window's library, watched and keeping recovery copies."""
        from l5r_desktop.ui.deck_editor import DeckEditor

        window = self.window
        window.paths.decks_dir.mkdir(parents=True, exist_ok=True)
        editor = DeckEditor(window.library, profile=window.settings.profile,
                            decks_dir=window.paths.decks_dir,
                            recovery_dir=window.paths.recovery_dir, parent=window)
        editor.setWindowFlag(Qt.WindowType.Window, True)
        editor.start_game_requested.connect(window.start_game_with_deck)
        editor.deck_saved.connect(lambda _path: self.library_changed("decks"))
        editor.card_edited.connect(lambda card: self.cards_changed("card", [card]))
        self.watch(editor)
        if show:
            editor.show()
        return editor

    def offer_recovery(self) -> int:
        """Offer every deck and scan review a crash or kill left unsaved; returns how many
        were opened. *Not now* keeps the copy for the next start, *Delete* removes it; a copy
        that cannot be read is set aside (``*.damaged``), never deleted."""
        recovered = 0
        folder = self.window.paths.recovery_dir
        for copy in find_interrupted_copies(folder, "deck"):
            recovered += self._offer(copy, "Recover the unsaved deck?",
                                     "Open it again in the deck editor?", self._reopen_deck)
        for copy in find_interrupted_copies(folder, "scan-review"):
            recovered += self._offer(copy, "Recover the scan review?",
                                     "Open it again with its crops and titles?",
                                     self._reopen_scan_review)
        return recovered

    def _offer(self, copy: Any, title: str, question: str, reopen: Any) -> int:
        window = self.window
        answer = self.recovery_ask(
            window, title, f"The app did not close properly while {copy.describe()} was "
            f"being edited. {question} (Not now keeps it for the next start.)")
        if answer == DELETE:
            remove_copy(copy.path)
            return 0
        if answer != OPEN:
            return 0
        try:
            kept = reopen(copy)
        except (KeyError, TypeError, ValueError, DeckParseError) as exc:
            window.saves.inform(window, f"Cannot recover {copy.title}", str(exc))
            set_aside(copy.path)
            return 0
        if not kept:
            remove_copy(copy.path)  # the window keeps a copy of its own from now on
        return 1

    def _reopen_deck(self, copy: Any) -> bool:
        deck = parse_deck(str(copy.payload["l5d"]))
        path = copy.payload.get("path")
        editor = self.window.open_deck_editor()
        editor.restore_recovered(deck, Path(path) if path else None)
        return False

    def _reopen_scan_review(self, copy: Any) -> bool:
        """Open the review; its crops are cut again on a worker, and the recovered copy is
        removed only once the review keeps its own (True: the copy is the dialog's now)."""
        from l5r_desktop.ui.scans.review import ScanReviewDialog

        window = self.window
        dialog = ScanReviewDialog(window.paths, window.library, window)
        try:
            dialog.restore_recovered(copy.payload, replaces=copy.path)
        except ValueError:
            dialog.clear_recovery()
            dialog.deleteLater()
            raise
        dialog.recovered.connect(lambda problems: problems and window.saves.inform(
            window, "Some scans are gone", "These scans could not be read again, so their "
            "crops are not back:\n" + "\n".join(problems[:20])))
        window.keep_scan_dialog(dialog)
        dialog.show()
        return True

    def offer_recovery_later(self) -> None:
        """Offer recovery once the event loop runs (after the game's own offer)."""
        QTimer.singleShot(0, self.offer_recovery)
