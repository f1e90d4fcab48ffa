"""The scan review as unsaved user work (``ui/unsaved.py``): while it holds crops that are not
in the library yet, closing it (its ✕, Close, Escape) or quitting the app asks Save / Discard /
Cancel. *Save* adds the crops to the library as *Add to library* does; *Discard* drops them;
*Cancel* keeps the review open with every crop and every typed title.

:class:`ScanReviewKeeping` is a mixin of
:class:`~l5r_desktop.ui.scan_review.ScanReviewDialog`; it uses the dialog's ``session``,
``added`` and ``accept()``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from l5r_desktop.ui.unsaved import confirm_close


class ScanReviewKeeping:
    """Close-asks for the scan review (see the module docstring)."""

    ask = None  # replaceable question (tests); None = ui.unsaved.default_ask
    _discarded = False

    def unsaved_description(self) -> str | None:
        """``The scan review (3 cards not in the library yet)`` while crops wait, else None."""
        if self._discarded or self.result() == QDialog.DialogCode.Accepted:  # type: ignore[attr-defined]
            return None
        if not self.isVisible():  # type: ignore[attr-defined]
            return None
        count = len(self.session)  # type: ignore[attr-defined]
        if count == 0:
            return None
        cards = "1 card" if count == 1 else f"{count} cards"
        return f"The scan review ({cards} not in the library yet)"

    def save_unsaved(self) -> bool:
        """*Add to library* (says why when it cannot); True when the cards were added."""
        self.accept()  # type: ignore[attr-defined]
        return self.result() == QDialog.DialogCode.Accepted  # type: ignore[attr-defined]

    def discard_unsaved(self) -> None:
        """Drop the crops without asking again."""
        self._discarded = True

    def reject(self) -> None:
        """Close, ✕ and Escape ask first while crops are not in the library."""
        if confirm_close(self, self, doing="close the scan review"):  # type: ignore[arg-type]
            self._discarded = True
            super().reject()  # type: ignore[misc]
