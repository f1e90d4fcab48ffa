"""Errors raised inside Qt slots and event handlers reach the user and the log file.

PySide hands an exception that escapes a slot (or an overridden event handler) to
``sys.excepthook`` and carries on; the default hook prints it on stderr, which a desktop user
never sees, and the action silently did nothing. :class:`SlotErrorReporter` replaces the hook
while the GUI runs: the error and its traceback go to the log file, the game is put back to
its last accepted state (``recover``), and a message box says plainly that the action failed,
that the game is as it was, and where the details are. A burst of errors (an error in a paint
event repeats on every frame) shows one box, not hundreds.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger(__name__)

#: The longest piece of an exception's message quoted in the box (messages may quote files).
MESSAGE_LIMIT = 300

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def error_text(exc: BaseException, log_file: Path | None) -> str:
    """The box's text: what failed, that the game is unchanged, where the details are."""
    detail = str(exc) or type(exc).__name__
    if len(detail) > MESSAGE_LIMIT:
        detail = detail[:MESSAGE_LIMIT] + "…"
    where = f" The details are in the log file:\n{log_file}" if log_file else ""
    return (f"That did not work: an unexpected error stopped it ({type(exc).__name__}: "
            f"{detail}).\n\nThe game is as it was before; you can go on playing, save or undo."
            f"{where}")


class SlotErrorReporter:
    """Installs itself as ``sys.excepthook``; see the module docstring."""

    def __init__(self, parent: QWidget | None, log_file: Path | None,
                 recover: Callable[[], None] | None = None) -> None:
        self.parent = parent
        self.log_file = log_file
        self.recover = recover
        self.box: QMessageBox | None = None
        self.errors = 0  # how many errors were reported (tests, and "N more" in the box)
        self._previous: Callable[..., object] | None = None
        self._handling = False

    def install(self) -> None:
        """Become ``sys.excepthook`` (the previous hook is kept for :meth:`uninstall`)."""
        if self._previous is None:
            self._previous = sys.excepthook
            sys.excepthook = self.handle

    def uninstall(self) -> None:
        if self._previous is not None and sys.excepthook == self.handle:
            sys.excepthook = self._previous
        self._previous = None

    def handle(self, exc_type: type[BaseException], exc: BaseException,
               tb: TracebackType | None) -> None:
        """The hook: log with traceback, recover the game, tell the user."""
        if issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
            (self._previous or sys.__excepthook__)(exc_type, exc, tb)
            return
        self.errors += 1
        log.error("unexpected error in the table:\n%s",
                  "".join(traceback.format_exception(exc_type, exc, tb)).rstrip())
        if self._handling:  # an error while recovering or showing the box: logged only
            return
        self._handling = True
        try:
            self._recover()
            self._show(exc)
        except Exception:  # the reporter itself must never raise into Qt
            log.exception("reporting the error failed")
        finally:
            self._handling = False

    def _recover(self) -> None:
        if self.recover is None:
            return
        try:
            self.recover()
        except Exception:
            log.exception("recovering the game after the error failed")

    def _show(self, exc: BaseException) -> None:
        if self.box is not None and self.box.isVisible():
            self.box.setInformativeText(f"{self.errors - self._first} more error(s) since; "
                                        "each is in the log file.")
            return
        self._first = self.errors
        box = QMessageBox(QMessageBox.Icon.Critical, "Something went wrong",
                          error_text(exc, self.log_file), QMessageBox.StandardButton.Ok,
                          self.parent)
        box.setObjectName("slot_error_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(self._box_closed)
        box.open()  # not exec(): no nested event loop inside the hook
        self.box = box

    def _box_closed(self, _result: int = 0) -> None:
        self.box = None

    _first = 0
