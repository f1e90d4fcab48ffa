"""What keeps a deck being edited from being lost: undo/redo of deck changes, the unsaved-work
protocol of :mod:`l5r_desktop.ui.unsaved` (closing asks Save / Discard / Cancel; the main window
asks on quit) and the crash-recovery copy (``persistence/recovery.py``) kept while the deck is
unsaved, offered back at the next start when the app was killed or crashed.

:class:`DeckKeeping` is a mixin of :class:`~l5r_desktop.ui.deck_editor.window.DeckEditor`; it
uses the editor's ``deck``, ``path``, ``dirty``, ``profile``, ``save()``, ``_refresh_deck()`` and
``_update_title()``.
"""

from __future__ import annotations

import copy
import itertools
import logging
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent

from l5r_desktop.carddb.decks import DeckList, write_l5d
from l5r_desktop.persistence.recovery import copy_path, remove_copy, write_copy
from l5r_desktop.ui.card_edit_work import CardEditWork
from l5r_desktop.ui.unsaved import confirm_close

log = logging.getLogger(__name__)

#: Recovery copies are written this long after the last change (milliseconds).
RECOVERY_DELAY_MS = 250
KIND = "deck"
_keys = itertools.count(1)


class DeckKeeping:
    """Undo/redo, close-asks and the recovery copy for the deck editor (see module doc)."""

    ask = None  # replaceable question (tests); None = ui.unsaved.default_ask
    deck: DeckList
    path: Path | None
    dirty: bool

    def _init_keeping(self, recovery_dir: Path | None) -> None:
        self._undo: list[tuple[DeckList, str]] = []
        self._redo: list[tuple[DeckList, str]] = []
        self.recovery_file = copy_path(recovery_dir, KIND, next(_keys)) if recovery_dir else None
        self._recovery_timer = QTimer(self)  # type: ignore[arg-type]
        self._recovery_timer.setSingleShot(True)
        self._recovery_timer.setInterval(RECOVERY_DELAY_MS)
        self._recovery_timer.timeout.connect(self.write_recovery)

    # ------------------------------------------------------------------ undo / redo

    def remember(self, label: str) -> None:
        """Call before changing the deck: the change becomes undoable as ``label``."""
        self._undo.append((copy.deepcopy(self.deck), label))
        self._redo.clear()
        self._update_undo_actions()

    def undo(self) -> bool:
        """Take back the last deck change; False when there is none."""
        return self._step(self._undo, self._redo, "Undone")

    def redo(self) -> bool:
        """Do again the last change undone; False when there is none."""
        return self._step(self._redo, self._undo, "Redone")

    def _step(self, source: list, target: list, verb: str) -> bool:
        if not source:
            return False
        snapshot, label = source.pop()
        target.append((copy.deepcopy(self.deck), label))
        self.deck = snapshot
        self.dirty = True
        self._refresh_deck()  # type: ignore[attr-defined]
        self.schedule_recovery()
        self._update_undo_actions()
        self.statusBar().showMessage(f"{verb}: {label}", 8000)  # type: ignore[attr-defined]
        return True

    def undo_label(self) -> str | None:
        """What Undo would take back."""
        return self._undo[-1][1] if self._undo else None

    def forget_history(self) -> None:
        """A new, opened or recovered deck starts without undo history."""
        self._undo.clear()
        self._redo.clear()
        self._update_undo_actions()

    def _update_undo_actions(self) -> None:
        actions = getattr(self, "undo_actions", None)
        if not actions:
            return
        undo, redo = actions
        undo.setEnabled(bool(self._undo))
        redo.setEnabled(bool(self._redo))
        undo.setText(f"&Undo {self._undo[-1][1]}" if self._undo else "&Undo")
        redo.setText(f"&Redo {self._redo[-1][1]}" if self._redo else "&Redo")

    # ------------------------------------------------------------------ unsaved work

    def deck_label(self) -> str:
        """The deck's name for messages."""
        return self.deck.name or (self.path.stem if self.path else "Untitled deck")

    def unsaved_description(self) -> str | None:
        """``The deck “X” in the deck editor`` while it has unsaved changes, else None."""
        return f"The deck “{self.deck_label()}” in the deck editor" if self.dirty else None

    def save_unsaved(self) -> bool:
        """Save (asks for a file when the deck has none); True when saved."""
        return bool(self.save())  # type: ignore[attr-defined]

    def discard_unsaved(self) -> None:
        """Drop the unsaved changes and their recovery copy (the window stays as it is)."""
        self.dirty = False
        self.clear_recovery()
        self._update_title()  # type: ignore[attr-defined]

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing with unsaved changes asks Save / Discard / Cancel: first about a card
        being edited in its card editor (a window of its own), then about the deck."""
        doing = "close the deck editor"
        if confirm_close(CardEditWork(self), self, doing=doing,  # type: ignore[arg-type]
                         ask=self.ask) and \
                confirm_close(self, self, doing=doing):  # type: ignore[arg-type]
            self.clear_recovery()
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------------ recovery copy

    def schedule_recovery(self) -> None:
        """Write the recovery copy shortly (after a burst of changes, once)."""
        if self.recovery_file is not None and self.dirty:
            self._recovery_timer.start()

    def write_recovery(self) -> bool:
        """Write the recovery copy now (atomic); False when there is nothing to keep or the
        write failed (said in the status bar, the editing goes on)."""
        self._recovery_timer.stop()
        if self.recovery_file is None or not self.dirty:
            return False
        payload = {"l5d": write_l5d(self.deck), "path": str(self.path) if self.path else None,
                   "profile": self.profile}  # type: ignore[attr-defined]
        try:
            write_copy(self.recovery_file, KIND, f"the deck “{self.deck_label()}”", payload)
        except OSError as exc:
            log.warning("deck recovery copy not written: %s", exc)
            self.statusBar().showMessage(  # type: ignore[attr-defined]
                f"Cannot keep a recovery copy of the deck: {exc}", 8000)
            return False
        return True

    def clear_recovery(self) -> None:
        """Remove the recovery copy (saved, discarded or closed)."""
        self._recovery_timer.stop()
        remove_copy(self.recovery_file)
