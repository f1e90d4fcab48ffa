"""One rule for every window that holds unsaved user work (the game, a deck editor, a scan
review with its card editor): closing it, or quitting the app, asks Save / Discard / Cancel and
names what is unsaved; Cancel keeps everything open.

A window takes part by offering three methods (:class:`UnsavedWork`):

- ``unsaved_description()`` — ``None`` when nothing is unsaved, else what is, as a phrase that
  can start a sentence (``"The deck “Crab rush”"``);
- ``save_unsaved()`` — save it (may ask where); True when saved;
- ``discard_unsaved()`` — drop it (and its crash-recovery copy) without asking again.

A window's own ``closeEvent`` calls :func:`confirm_close`. The main window owns one
:class:`UnsavedRegistry`; on quit it asks about every registered holder in turn (the game first)
and only when no answer was Cancel (and every Save succeeded) does it apply the Discards and
quit. Questions go through a replaceable ``ask(parent, title, text) -> "save" | "discard" |
"cancel"`` so tests drive the real code paths; the default is a Save/Discard/Cancel message box.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger(__name__)

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"
Ask = Callable[[QWidget | None, str, str], str]
TITLE = "Unsaved changes"


@runtime_checkable
class UnsavedWork(Protocol):
    """What a window holding unsaved work offers (see the module docstring)."""

    def unsaved_description(self) -> str | None: ...

    def save_unsaved(self) -> bool: ...

    def discard_unsaved(self) -> None: ...


def message_box_ask(parent: QWidget | None, title: str, text: str) -> str:
    """Save / Discard / Cancel in a message box (Save is the default, Escape cancels)."""
    buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
               | QMessageBox.StandardButton.Cancel)
    answer = QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Save)
    if answer == QMessageBox.StandardButton.Save:
        return SAVE
    if answer == QMessageBox.StandardButton.Discard:
        return DISCARD
    return CANCEL


def default_ask(parent: QWidget | None, title: str, text: str) -> str:
    """The question windows ask when they have no ``ask`` of their own (looked up at call
    time, so tests can replace it for every window at once)."""
    return message_box_ask(parent, title, text)


def question_text(what: str, doing: str) -> str:
    """``"The deck “X” has unsaved changes. Save them before you quit?"``"""
    return f"{what} has unsaved changes. Save them before you {doing}?"


def _ask_of(holder: object) -> Ask:
    ask = getattr(holder, "ask", None)
    return ask if callable(ask) else (lambda *a: default_ask(*a))


def confirm_close(holder: UnsavedWork, parent: QWidget | None = None, *,
                  doing: str = "close it", ask: Ask | None = None) -> bool:
    """Ask about one holder's unsaved work; True when it may close (nothing unsaved, saved, or
    discarded), False on Cancel or a failed save."""
    what = holder.unsaved_description()
    if not what:
        return True
    answer = (ask or _ask_of(holder))(parent, TITLE, question_text(what, doing))
    if answer == SAVE:
        return bool(holder.save_unsaved())
    if answer == DISCARD:
        holder.discard_unsaved()
        return True
    return False


class GameWork:
    """The game on the table as unsaved work, through the main window's ``SaveActions``."""

    def __init__(self, saves) -> None:
        self.saves = saves

    def unsaved_description(self) -> str | None:
        """``The game <name>`` while it has actions in no save file."""
        return f"The game {self.saves.document_name()}" if self.saves.is_dirty() else None

    def save_unsaved(self) -> bool:
        """File › Save (asks for a file when the game has none)."""
        return bool(self.saves.save())

    def discard_unsaved(self) -> None:
        """Quit without saving the game (its autosave stays among the recent ones)."""
        self.saves.discard_changes()


class UnsavedRegistry(QObject):
    """The windows holding unsaved work, asked in registration order when the app quits."""

    def __init__(self, ask: Ask | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ask: Ask = ask or (lambda *a: default_ask(*a))
        self._holders: list[UnsavedWork] = []

    def register(self, holder: UnsavedWork) -> None:
        """Ask about ``holder`` on quit (a QObject leaves the registry when destroyed)."""
        if holder in self._holders:
            return
        self._holders.append(holder)
        if isinstance(holder, QObject):
            holder.destroyed.connect(lambda *_: self.unregister(holder))

    def unregister(self, holder: UnsavedWork) -> None:
        """Stop asking about ``holder``."""
        if holder in self._holders:
            self._holders.remove(holder)

    def holders(self) -> list[UnsavedWork]:
        """Every registered holder, in order."""
        return list(self._holders)

    def pending(self) -> list[tuple[UnsavedWork, str]]:
        """The holders with unsaved work now, with what each holds."""
        out = []
        for holder in self._holders:
            try:
                what = holder.unsaved_description()
            except RuntimeError:  # its C++ object is gone
                continue
            if what:
                out.append((holder, what))
        return out

    def confirm_all(self, parent: QWidget | None = None, *, doing: str = "quit") -> bool:
        """Ask Save / Discard / Cancel about every holder with unsaved work. Saves happen as
        they are answered; Discards only once every question was answered without Cancel (so
        Cancel keeps everything open and unsaved work stays). True when the app may quit."""
        discards: list[UnsavedWork] = []
        for holder, what in self.pending():
            answer = self.ask(parent, TITLE, question_text(what, doing))
            if answer == SAVE:
                if not holder.save_unsaved():
                    log.info("quit stopped: %s was not saved", what)
                    return False
            elif answer == DISCARD:
                discards.append(holder)
            else:
                return False
        for holder in discards:
            holder.discard_unsaved()
        return True

    def guard_close(self, window: QObject) -> None:
        """Ask (:meth:`confirm_all`) before ``window`` closes. Install it after any other
        close filter of the window: the filter installed last runs first, so everything is
        asked about before anything else lets go of its work."""
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if isinstance(event, QCloseEvent) and obj.isWidgetType():
            parent = obj if isinstance(obj, QWidget) else None
            if not self.confirm_all(parent, doing="quit"):
                event.ignore()
                return True
        return False
