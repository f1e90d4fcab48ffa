"""The crop operations of the scan review dialog: re-crop, rotate, split, discard.

:class:`CropOperations` is mixed into :class:`~l5r_desktop.ui.scan_review.ScanReviewDialog`;
it works on the dialog's ``session`` (a :class:`~l5r_desktop.carddb.scans.ReviewSession`),
``source_view``, ``plans`` and current row, and refreshes the list after every change.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QMessageBox

from l5r_desktop.carddb.scans import ScanError


class CropOperations:
    """Slots of the crop buttons (the dialog provides the widgets and the session)."""

    def _run_op(self, op, *args) -> bool:
        source = self.session.items[self._current].source if 0 <= self._current < len(
            self.session) else None
        try:
            op(*args)
        except (ValueError, IndexError, ScanError) as exc:
            QMessageBox.warning(self, "Import scans", str(exc))
            return False
        if source is not None:
            self.keep_fixes(source)
        return True

    @Slot()
    def recrop_current(self) -> None:
        """Cut the current card again from the corners placed on the scan."""
        if self._current < 0:
            return
        if self._run_op(self.session.recrop, self._current, self.source_view.corners()):
            self._refresh_list(self._current)

    def rotate_current(self, degrees: int) -> None:
        """Turn the current crop clockwise by ``degrees`` (90 or 180)."""
        if self._current >= 0 and self._run_op(self.session.rotate, self._current, degrees):
            self._refresh_list(self._current)

    @Slot()
    def split_current(self) -> None:
        """Cut the current crop, which holds two cards, into two."""
        if self._current < 0:
            return
        item = self.session.items[self._current]
        plan = self.plans.pop(id(item), None)
        if self._run_op(self.session.split, self._current):
            for new in self.session.items[self._current:self._current + 2]:
                self.plans[id(new)] = self._default_plan(new)
            self._refresh_list(self._current)
        elif plan is not None:
            self.plans[id(item)] = plan

    @Slot()
    def discard_current(self) -> None:
        """Leave the current crop out of the import."""
        if self._current < 0:
            return
        item = self.session.discard(self._current)
        self.plans.pop(id(item), None)
        self.keep_fixes(item.source)
        self._refresh_list(self._current)
