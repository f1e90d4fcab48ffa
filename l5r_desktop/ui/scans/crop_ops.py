"""The crop operations of the scan review dialog: live corners, rotate, split, discard.

:class:`CropOperations` is mixed into :class:`~l5r_desktop.ui.scans.review.ScanReviewDialog`;
it works on the dialog's ``session`` (a :class:`~l5r_desktop.carddb.scans.ReviewSession`),
``source_view``, ``plans`` and current row, and refreshes the list after every change.

The crop shown is the crop saved: a dragged corner re-cuts the card while it moves (after a
short pause, so a drag does not re-cut at every mouse event) and at once when the handle is let
go; anything that leaves the crop (another row, Rotate, Add to library) applies pending corners
first (:meth:`CropOperations.apply_corners`).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QTimer, Slot
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QMessageBox

from l5r_desktop.carddb.scans import ScanError
from l5r_desktop.ui.scans.worker import pil_to_qimage

#: pause (ms) in a corner drag after which the crop follows the corners
LIVE_RECUT_MS = 120


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

    def _build_live_corners(self) -> None:
        """Make the crop follow the corner handles (called once by the dialog's layout)."""
        self._recut_timer = QTimer(self)
        self._recut_timer.setSingleShot(True)
        self._recut_timer.setInterval(LIVE_RECUT_MS)
        self._recut_timer.timeout.connect(self.apply_corners)
        self.source_view.corners_edited.connect(self._recut_timer.start)
        self.source_view.corners_released.connect(self.apply_corners)

    def corners_pending(self) -> bool:
        """The handles were moved and the current crop is not yet cut from them."""
        if not 0 <= self._current < len(self.session):
            return False
        shown = np.asarray(self.session.items[self._current].crop.corners, dtype=np.float64)
        placed = np.asarray(self.source_view.corners(), dtype=np.float64)
        return bool(np.max(np.abs(shown - placed)) > 0.5 * self.source_view.scale_to_full)

    @Slot()
    def apply_corners(self) -> bool:
        """Cut the current card from the handles' corners if they moved; False when refused."""
        self._recut_timer.stop()
        if not self.corners_pending():
            return True
        row = self._current
        if not self._run_op(self.session.recrop, row, self.source_view.corners()):
            self.source_view.set_corners(self.session.items[row].crop.corners)
            return False
        self._update_row(row)
        return True

    def _update_row(self, row: int) -> None:
        """Show the re-cut crop of ``row`` (list entry, big preview) without rebuilding the list."""
        item = self.session.items[row]
        entry = self.crop_list.item(row)
        if entry is not None:
            entry.setIcon(QIcon(QPixmap.fromImage(pil_to_qimage(
                item.crop.image.resize(icon_size(item.crop.image))))))
            entry.setText(entry_label(item))
            entry.setForeground(self.crop_list.palette().text())
            entry.setToolTip("\n".join(item.crop.notes) or "looks fine")
        self.source_view.set_flagged(item.crop.low_confidence)
        self._show_crop(item)

    @Slot()
    def recrop_current(self) -> None:
        """Cut the current card again from the corners placed on the scan."""
        if self._current >= 0:
            self.apply_corners()

    def rotate_current(self, degrees: int) -> None:
        """Turn the current crop clockwise by ``degrees`` (90 or 180): the card turns with its
        frame (a quarter turn makes a portrait crop landscape), nothing is stretched."""
        if self._current >= 0 and self.apply_corners() and self._run_op(
                self.session.rotate, self._current, degrees):
            self._refresh_list(self._current)

    @Slot()
    def split_current(self) -> None:
        """Cut the current crop, which holds two cards, into two."""
        if self._current < 0:
            return
        if not self.apply_corners():
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


def icon_size(image) -> tuple[int, int]:
    """The list icon's size for a crop: 54 x 76 portrait, 76 x 54 landscape."""
    return (76, 54) if image.width > image.height else (54, 76)


def entry_label(item) -> str:
    """The crop list's text for a review item: source, number, confidence, what to check."""
    crop = item.crop
    label = f"{item.source.name} #{crop.n}  {crop.confidence:.2f}"
    if crop.low_confidence:
        label = "⚠ " + label + ("  partial" if crop.partial else "  check")
    return label
