"""Correction tools of the scan review for crowded sheets: merge, add a missed card, keep fixes.

:class:`FixTools` is mixed into :class:`~l5r_desktop.ui.scans.review.ScanReviewDialog` next to
:class:`~l5r_desktop.ui.scans.crop_ops.CropOperations`. *Merge* joins the crops selected in the
list (a card cut in two); *Add card* lets the user drag a rectangle on the scan around a card
the detection missed; every fix of a sheet is kept for that sheet
(:class:`~l5r_desktop.carddb.scans.SheetFixes`), so importing it again gives the user's crops.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton

log = logging.getLogger(__name__)


class FixTools:
    """Buttons and slots of the correction tools (the dialog provides session and widgets)."""

    def _build_fix_tools(self) -> QHBoxLayout:
        """The row of correction buttons (*Merge*, *Add card*)."""
        self.merge_button = QPushButton("Merge")
        self.merge_button.setToolTip("join the crops selected in the list (Ctrl+click) into "
                                     "one card")
        self.add_card_button = QPushButton("Add card…")
        self.add_card_button.setCheckable(True)
        self.add_card_button.setToolTip("drag a rectangle on the scan around a card that was "
                                        "not found")
        self.merge_button.clicked.connect(self.merge_selected)
        self.add_card_button.toggled.connect(self._add_card_toggled)
        self.source_view.rectangle_drawn.connect(self.add_card_from)
        row = QHBoxLayout()
        row.addWidget(self.merge_button)
        row.addWidget(self.add_card_button)
        return row

    def keep_fixes(self, source: Path) -> None:
        """Keep the crops of ``source`` as the user left them (a failed write is only logged:
        the import itself goes on)."""
        try:
            self.session.keep_fixes(source)
        except OSError as exc:
            log.warning("could not keep the fixes of %s: %s", source, exc)

    def _selected_rows(self) -> list[int]:
        return sorted(self.crop_list.row(i) for i in self.crop_list.selectedItems())

    @Slot()
    def merge_selected(self) -> None:
        """Join the two crops selected in the list into one."""
        rows = self._selected_rows()
        if len(rows) != 2:
            QMessageBox.information(self, "Import scans",
                                    "Select the two crops to merge in the list (Ctrl+click).")
            return
        first, second = rows
        keep = self.session.items[first]
        gone = self.session.items[second]
        self._current = first
        if self._run_op(self.session.merge, first, second):
            self.plans.pop(id(gone), None)
            self.plans[id(keep)] = self._default_plan(keep)
            self._refresh_list(first)

    @Slot(bool)
    def _add_card_toggled(self, on: bool) -> None:
        if on and self.current_item() is None:
            self.add_card_button.setChecked(False)
            return
        self.source_view.set_drawing(on)

    @Slot(object)
    def add_card_from(self, corners: list[tuple[float, float]]) -> None:
        """Add the card the user drew a rectangle around on the current scan."""
        self.add_card_button.setChecked(False)
        item = self.current_item()
        if item is None:
            return
        source = item.source
        try:
            crop = self.session.add_card(source, corners)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, "Import scans", str(exc))
            return
        new = next(i for i in self.session.items if i.crop is crop)
        self.plans[id(new)] = self._default_plan(new)
        self.keep_fixes(source)
        self._refresh_list(self.session.items.index(new))
