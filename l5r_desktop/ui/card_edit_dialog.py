"""Editing one of the user's own library cards, and cutting its image again from its scan.

:class:`CardEditDialog` shows a custom card (one made from a scan or by hand) in the
:class:`~l5r_desktop.ui.card_editor.CardEditor` with its image; *Save* writes the card back to the
library (a title another card has asks keep both / replace / rename first). A card made from a
scan has a *Re-crop image…* button: :class:`RecropDialog` shows the kept scan with the crop's
four corners, the crop follows the dragged corners live, and *OK* gives the card the new image
(saved with the card). The scan and corners come from
:class:`~l5r_desktop.carddb.scans.origins.ScanOrigins`.
"""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb.scans import ScanError
from l5r_desktop.carddb.scans.origins import ScanOrigins
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.ui.card_editor import CardEditor
from l5r_desktop.ui.duplicate_title import KEEP_BOTH, KeepEditing, ask_duplicate_title
from l5r_desktop.ui.scans.source_view import SourceView
from l5r_desktop.ui.scans.worker import pil_to_qimage

log = logging.getLogger(__name__)

PREVIEW = (252, 352)


def _show(label: QLabel, image) -> None:
    pix = QPixmap.fromImage(pil_to_qimage(image))
    label.setPixmap(pix.scaled(*PREVIEW, Qt.AspectRatioMode.KeepAspectRatio,
                               Qt.TransformationMode.SmoothTransformation))


class RecropDialog(QDialog):
    """The kept scan with the card's corners: drag them, the crop follows; OK keeps it."""

    def __init__(self, scan: Path, corners, current_image, parent: QWidget | None = None) -> None:
        from l5r_desktop.carddb.scans import ReviewSession
        from l5r_desktop.carddb.scans.loading import load_scan
        from l5r_desktop.carddb.scans.review import ReviewItem

        super().__init__(parent)
        self.setWindowTitle("Re-crop the card's image")
        preview = load_scan(scan, max_long_side=1400)
        self.session = ReviewSession()
        # the card's image as it is until a corner moves (then cut from the scan)
        self.session.items.append(ReviewItem(scan, _placeholder(current_image, corners)))
        self.view = SourceView()
        self.view.show_source(pil_to_qimage(preview.image), preview.full_size)
        self.view.set_corners(corners)
        self.crop_label = QLabel()
        self.crop_label.setMinimumSize(*PREVIEW)
        self.crop_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        _show(self.crop_label, self.crop.image)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.apply_corners)
        self.view.corners_edited.connect(self._timer.start)
        self.view.corners_released.connect(self.apply_corners)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        row = QHBoxLayout()
        row.addWidget(self.view, 1)
        row.addWidget(self.crop_label)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.resize(1000, 640)

    @property
    def crop(self):
        """The crop as it stands (cut from the corners on the scan)."""
        return self.session.items[0].crop

    @Slot()
    def apply_corners(self) -> bool:
        """Cut the card again from the handles if they moved; False when they make no card."""
        self._timer.stop()
        placed = np.asarray(self.view.corners())
        if np.max(np.abs(placed - np.asarray(self.crop.corners))) <= 0.5 * self.view.scale_to_full:
            return True
        try:
            self.session.recrop(0, self.view.corners())
        except (ValueError, ScanError) as exc:
            QMessageBox.warning(self, "Re-crop", str(exc))
            self.view.set_corners(self.crop.corners)
            return False
        _show(self.crop_label, self.crop.image)
        return True

    def accept(self) -> None:
        if self.apply_corners():
            super().accept()


def _placeholder(image, corners):
    """A crop standing for the card's current image (its frame decides portrait/landscape)."""
    from l5r_desktop.carddb.scans.pipeline import CardCrop

    return CardCrop(1, image, tuple(tuple(c) for c in corners), 0.0, 1.0, ())


class CardEditDialog(QDialog):
    """Edit one of the user's own cards; a card made from a scan can have its image re-cut."""

    card_saved = Signal(object)

    def __init__(self, library, card_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        card = library.get(card_id)
        if card is None:
            raise ValueError(f"no card with id {card_id!r}")
        self.library = library
        self.card = card
        self.origins = ScanOrigins(library.data_dir)
        self.origin = self.origins.get(card_id)
        self.new_image = None  # a re-cut crop, saved with the card
        self.new_corners = None
        self.setWindowTitle(f"Edit card — {card.title}")
        self.editor = CardEditor()
        self.editor.set_card(card)
        self.image_label = QLabel("no image")
        self.image_label.setMinimumSize(*PREVIEW)
        self.image_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        path = library.image_path(card_id)
        if path is not None:
            from PIL import Image

            with Image.open(path) as im:
                self.current_image = im.convert("RGB")
            _show(self.image_label, self.current_image)
        else:
            self.current_image = None
        self.recrop_button = QPushButton("Re-crop image…")
        self.recrop_button.setEnabled(self.origin is not None and self.current_image is not None)
        self.recrop_button.setToolTip("cut the image again from the scan it came from"
                                      if self.origin else "this card was not made from a scan")
        self.recrop_button.clicked.connect(self.open_recrop)
        self.recrop_dialog: RecropDialog | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        side = QVBoxLayout()
        side.addWidget(self.image_label)
        side.addWidget(self.recrop_button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(side)
        row.addWidget(self.editor, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)

    @Slot()
    def open_recrop(self) -> RecropDialog | None:
        """Show the scan with the crop's corners (window-modal); OK keeps the new crop."""
        if self.origin is None or self.current_image is None:
            return None
        scan, corners = self.origin
        try:
            dialog = RecropDialog(scan, self.new_corners or corners, self.new_image
                                  or self.current_image, self)
        except (OSError, ScanError) as exc:
            QMessageBox.warning(self, "Re-crop", f"Cannot open the scan {scan.name}: {exc}")
            return None
        dialog.accepted.connect(lambda: self._recropped(dialog))
        self.recrop_dialog = dialog
        dialog.open()
        return dialog

    def _recropped(self, dialog: RecropDialog) -> None:
        self.new_image = dialog.crop.image
        self.new_corners = list(dialog.crop.corners)
        _show(self.image_label, self.new_image)

    def save(self) -> CardDef:
        """Write the edited card (and a re-cut image) to the library; returns it. Raises
        ``ValueError`` for a bad field, :class:`KeepEditing` when the user chose to rename."""
        edited = self.editor.card(card_id=self.card.id, image=None)
        same = [c for c in self.library.find_by_title(edited.title) if c.id != self.card.id]
        renamed = edited.title.casefold() != self.card.title.casefold()
        if same and renamed and ask_duplicate_title(self, edited.title, same[0],
                                                    can_replace=False) != KEEP_BOTH:
            self.editor.title.setFocus()
            self.editor.title.selectAll()
            raise KeepEditing(edited.title)
        self.library.update_card(edited)
        if self.new_image is not None:
            with tempfile.TemporaryDirectory(prefix="l5r-recrop-") as tmp:
                png = Path(tmp) / "card.png"
                self.new_image.save(png)
                self.library.set_image(self.card.id, png)
            self.origins.record(self.card.id, self.origin[0], self.new_corners)
        return self.library.get(self.card.id)

    def accept(self) -> None:
        from l5r_desktop.carddb.library import LibraryError

        try:
            saved = self.save()
        except KeepEditing:
            return
        except ValueError as exc:
            QMessageBox.information(self, "Edit card", str(exc))
            return
        except (OSError, LibraryError) as exc:
            log.exception("saving an edited card failed")
            QMessageBox.warning(self, "Edit card", f"Could not save the card: {exc}")
            return
        self.card_saved.emit(saved)
        super().accept()
