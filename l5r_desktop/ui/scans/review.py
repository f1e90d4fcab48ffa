"""Import scans: find the cards on a worker thread, review every crop, make them library cards.

The dialog starts a :class:`ScanWorker` on a ``QThread`` (progress bar + Cancel; a cancelled
import keeps the scans already read). Each crop is listed with its confidence (low-confidence
crops are flagged) and shown over its source scan with four corner handles: drag them and press
*Re-crop*; *Rotate 90°*, *Rotate 180°*, *Split* and *Discard* do what they say. Beside the crop,
each one becomes either a new custom card (the :class:`~l5r_desktop.ui.card_editor.CardEditor`
form) or the image of an existing library card (search by title). *Add to library* copies the
original scans into the data dir's ``scans`` folder and the crops (PNG) into ``images``.

Entry points for the main window:

- :func:`ask_scan_paths` — File › Import scans: a file dialog for scans/photos;
- :func:`open_scan_import` — ``open_scan_import(paths, scan_files, library=..., parent=...)``
  shows the dialog and starts the import (also for files and folders dropped on the window);
  its ``cards_added(list)`` signal gives the ``CardDef`` of every card created or given an
  image.
"""

from __future__ import annotations

import hashlib
import logging
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QThread, Signal, Slot
from PySide6.QtGui import QColor, QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from l5r_desktop.carddb.scans import (
    IMAGE_SUFFIXES,
    ReviewItem,
    ReviewTools,
    SheetFixes,
    collect_scan_paths,
)
from l5r_desktop.carddb.scans.origins import ScanOrigins
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.persistence.atomic import atomic_write_bytes
from l5r_desktop.persistence.paths import DataPaths
from l5r_desktop.ui.card_editor import CardEditor
from l5r_desktop.ui.duplicate_title import KeepEditing, duplicate_decisions, replace_card
from l5r_desktop.ui.scans.crop_ops import CropOperations, entry_label, icon_size
from l5r_desktop.ui.scans.fix_tools import FixTools
from l5r_desktop.ui.scans.library_match import LibraryMatching
from l5r_desktop.ui.scans.review_keeping import Plan, ScanReviewKeeping
from l5r_desktop.ui.scans.source_view import CornerHandle, SourceView
from l5r_desktop.ui.scans.worker import ScannedSource, ScanWorker, pil_to_qimage

log = logging.getLogger(__name__)

SCAN_FILE_FILTER = (
    "Scans and photos (" + " ".join(f"*{s}" for s in sorted(IMAGE_SUFFIXES)) + ");;All files (*)"
)


def ask_scan_paths(parent: QWidget | None = None) -> list[Path]:
    """File › Import scans: ask for scan or photo files; empty when cancelled."""
    names, _ = QFileDialog.getOpenFileNames(parent, "Import scans", "", SCAN_FILE_FILTER)
    return [Path(n) for n in names]


class ScanReviewDialog(ScanReviewKeeping, CropOperations, FixTools, LibraryMatching, QDialog):
    """Import scans, review the crops, and add them to the library."""

    cards_added = Signal(list)
    import_done = Signal(bool)  # cancelled
    recovered = Signal(list)  # after restore_recovered: a sentence per scan not read again

    def __init__(self, paths: DataPaths, library=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import scans")
        self.resize(1280, 820)
        self.paths = paths
        self._library = library
        self._own_library = None
        self.session = ReviewTools(fixes=SheetFixes(paths.root / "scan-fixes"))
        self.previews: dict[Path, QImage] = {}
        self.plans: dict[int, Plan] = {}
        self.unreadable: list[tuple[str, str]] = []
        self.added: list[CardDef] = []
        self._current = -1
        self._thread: QThread | None = None
        self.worker: ScanWorker | None = None
        self._build()
        self._init_keeping(paths.recovery_dir)  # crash-recovery copy while crops wait

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        self.crop_list = QListWidget()
        self.crop_list.setIconSize(QPixmap(54, 76).size())
        self.crop_list.setMinimumWidth(220)
        self.crop_list.currentRowChanged.connect(self._select)
        self.crop_list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.source_view = SourceView()
        self.crop_label = QLabel()
        self.crop_label.setMinimumSize(252, 352)
        self.crop_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flag_label = QLabel()
        self.flag_label.setWordWrap(True)
        self.rotate90_button = QPushButton("Rotate 90°")
        self.rotate180_button = QPushButton("Rotate 180°")
        self.split_button = QPushButton("Split")
        self.split_button.setToolTip("this crop holds two cards: cut it in two")
        self.discard_button = QPushButton("Discard")
        self.rotate90_button.clicked.connect(lambda: self.rotate_current(90))
        self.rotate180_button.clicked.connect(lambda: self.rotate_current(180))
        self.split_button.clicked.connect(self.split_current)
        self.discard_button.clicked.connect(self.discard_current)
        ops = QHBoxLayout()
        for b in (self.rotate90_button, self.rotate180_button,
                  self.split_button, self.discard_button):
            ops.addWidget(b)
        self._build_live_corners()

        self.new_radio = QRadioButton("New custom card")
        self.existing_radio = QRadioButton("Image of an existing card")
        self.new_radio.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.new_radio)
        group.addButton(self.existing_radio)
        self.new_radio.toggled.connect(self._kind_changed)
        self.editor = CardEditor()
        self.editor.changed.connect(self._editor_changed)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the library by title")
        self.search.textChanged.connect(self._search_changed)
        self.matches = QListWidget()
        self.matches.currentItemChanged.connect(self._match_chosen)
        existing = QWidget()
        ex_layout = QVBoxLayout(existing)
        ex_layout.setContentsMargins(0, 0, 0, 0)
        ex_layout.addWidget(self.search)
        ex_layout.addWidget(self.matches, 1)
        self.becomes = QStackedWidget()
        self.becomes.addWidget(self.editor)
        self.becomes.addWidget(existing)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.addWidget(self.crop_label)
        rl.addWidget(self.flag_label)
        rl.addLayout(ops)
        rl.addLayout(self._build_fix_tools())
        rl.addWidget(self.new_radio)
        rl.addWidget(self.existing_radio)
        rl.addWidget(self.becomes, 1)

        splitter = QSplitter()
        splitter.addWidget(self.crop_list)
        splitter.addWidget(self.source_view)
        scroll = QScrollArea()  # the form scrolls on a 768-pixel-high screen
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(right)
        scroll.setMinimumWidth(right.minimumSizeHint().width()
                               + scroll.verticalScrollBar().sizeHint().width())
        splitter.addWidget(scroll)
        splitter.setStretchFactor(1, 1)

        self.progress = QProgressBar()
        self.status = QLabel()
        self.cancel_button = QPushButton("Cancel import")
        self.cancel_button.clicked.connect(self.cancel_import)
        self.accept_button = QPushButton("Add to library")
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(self.accept)
        self.close_button = QPushButton("Close")
        self.close_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.status, 2)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.accept_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        self._enable_ops()

    # ------------------------------------------------------------------ the worker
    def start(self, scan_paths: Sequence[Path | str]) -> None:
        """Read ``scan_paths`` (files or folders) on a worker thread, adding crops as they come."""
        files = collect_scan_paths(scan_paths)
        self._thread = QThread(self)
        self.worker = ScanWorker(files)
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.run)
        self.worker.progress.connect(self._on_progress)
        self.worker.scanned.connect(self._on_scanned)
        self.worker.unreadable.connect(self._on_unreadable)
        self.worker.finished.connect(self._on_finished)
        self.progress.setRange(0, max(1, len(files)))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.accept_button.setEnabled(False)
        self.status.setText(f"Reading {len(files)} scan(s)…")
        self._thread.start()

    def is_running(self) -> bool:
        """True while scans are being read."""
        return self._thread is not None and self._thread.isRunning()

    @Slot()
    def cancel_import(self) -> None:
        """Stop reading after the current scan; crops already found stay."""
        if self.worker is not None:
            self.worker.cancel()
            self.status.setText("Cancelling after this scan…")

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    @Slot(object)
    def _on_scanned(self, scanned: ScannedSource) -> None:
        result = scanned.result
        self.previews[result.source] = scanned.preview
        current = self.current_item()
        first_new = len(self.session)
        self.session.add(result)
        for item in self.session.items[first_new:]:
            self.plans[id(item)] = self._default_plan(item)
        self.session.sort_for_review()  # crops to check first
        select = 0 if current is None else self.session.items.index(current)
        self._refresh_list(select=select)

    @Slot(str, str)
    def _on_unreadable(self, path: str, reason: str) -> None:
        self.unreadable.append((path, reason))

    @Slot(bool)
    def _on_finished(self, cancelled: bool) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        self.progress.hide()
        self.cancel_button.hide()
        self.accept_button.setEnabled(True)
        flagged = sum(1 for i in self.session.items if i.crop.low_confidence)
        text = f"{len(self.session)} card(s) found"
        if flagged:
            text += f", {flagged} to check"
        if self.unreadable:
            text += f"; {len(self.unreadable)} file(s) could not be read"
            self.status.setToolTip("\n".join(f"{p}: {r}" for p, r in self.unreadable))
        if cancelled:
            text += " (import cancelled)"
        self.status.setText(text)
        self.import_done.emit(cancelled)

    # ------------------------------------------------------------------ list and selection
    def _default_plan(self, item: ReviewItem) -> Plan:
        draft = CardDef(id="", title=f"{item.source.stem} {item.crop.n}", type=CardType.OTHER)
        return Plan("new", draft)

    def _plan(self, item: ReviewItem) -> Plan:
        return self.plans.setdefault(id(item), self._default_plan(item))

    def _refresh_list(self, select: int | None = None) -> None:
        self.crop_list.blockSignals(True)
        self.crop_list.clear()
        for item in self.session.items:
            crop = item.crop
            entry = QListWidgetItem(QIcon(QPixmap.fromImage(pil_to_qimage(
                crop.image.resize(icon_size(crop.image))))), entry_label(item))
            if crop.low_confidence:
                entry.setForeground(QColor(200, 60, 0))
            entry.setToolTip("\n".join(crop.notes) or "looks fine")
            self.crop_list.addItem(entry)
        self.crop_list.blockSignals(False)
        if len(self.session):
            row = 0 if select is None else min(max(select, 0), len(self.session) - 1)
            self._current = -1
            self.crop_list.setCurrentRow(row)
            self._select(row)
        else:
            self._current = -1
            self.crop_label.clear()
        self._enable_ops()

    def _enable_ops(self) -> None:
        has = 0 <= self._current < len(self.session)
        for b in (self.rotate90_button, self.rotate180_button,
                  self.split_button, self.discard_button):
            b.setEnabled(has)

    @Slot(int)
    def _select(self, row: int) -> None:
        if row == self._current or not 0 <= row < len(self.session):
            return
        self.apply_corners()  # the crop being left keeps the corners the user placed
        self._current = row
        item = self.session.items[row]
        preview = self.previews.get(item.source)
        if preview is not None:
            src = self.session.sources[item.source]
            self.source_view.show_source(preview, src.size)
        self.source_view.set_corners(item.crop.corners)
        self.source_view.set_flagged(item.crop.low_confidence)
        self.source_view.show_outlines([other.crop.corners for other in self.session.items
                                        if other.source == item.source and other is not item])
        self._show_crop(item)
        plan = self._plan(item)
        self.new_radio.blockSignals(True)
        self.existing_radio.blockSignals(True)
        self.new_radio.setChecked(plan.kind == "new")
        self.existing_radio.setChecked(plan.kind == "existing")
        self.new_radio.blockSignals(False)
        self.existing_radio.blockSignals(False)
        self.becomes.setCurrentIndex(0 if plan.kind == "new" else 1)
        if plan.draft is not None:
            self.editor.set_card(plan.draft)
        self._enable_ops()

    def _show_crop(self, item: ReviewItem) -> None:
        pix = QPixmap.fromImage(pil_to_qimage(item.crop.image))
        self.crop_label.setPixmap(pix.scaled(252, 352, Qt.AspectRatioMode.KeepAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation))
        if item.crop.low_confidence:
            self.flag_label.setText("⚠ Please check this crop: " + "; ".join(item.crop.notes))
        else:
            self.flag_label.setText(f"Confidence {item.crop.confidence:.2f}")

    def current_item(self) -> ReviewItem | None:
        """The crop being reviewed."""
        return self.session.items[self._current] if 0 <= self._current < len(self.session) \
            else None

    # ------------------------------------------------------------------ what a crop becomes
    @Slot(bool)
    def _kind_changed(self, new_checked: bool) -> None:
        item = self.current_item()
        if item is None:
            return
        plan = self._plan(item)
        plan.kind = "new" if new_checked else "existing"
        self.becomes.setCurrentIndex(0 if new_checked else 1)
        if not new_checked and not self.search.text():
            self.search.setText(plan.draft.title if plan.draft else "")

    @Slot()
    def _editor_changed(self) -> None:
        item = self.current_item()
        if item is None:
            return
        plan = self._plan(item)
        try:
            plan.draft = self.editor.card()
        except ValueError:
            plan.draft = None  # reported when the user adds the cards

    # ------------------------------------------------------------------ adding to the library
    def _check_plans(self) -> str | None:
        for row, item in enumerate(self.session.items):
            plan = self._plan(item)
            if plan.kind == "new" and plan.draft is None:
                self.crop_list.setCurrentRow(row)
                return f"Card {row + 1} ({item.source.name} #{item.crop.n}) needs a title."
            if plan.kind == "existing" and not plan.existing_id:
                self.crop_list.setCurrentRow(row)
                return f"Card {row + 1}: choose the library card it is an image of."
        return None

    def _keep_original(self, source: Path) -> Path:
        """Copy a scan into the data dir's scans folder (same content is stored once)."""
        data = source.read_bytes()
        digest = hashlib.sha1(data).hexdigest()[:10]
        target = self.paths.scans_dir / f"{source.stem}-{digest}{source.suffix.lower()}"
        if not target.exists():
            atomic_write_bytes(target, data)
        return target

    def _rename(self, row: int) -> None:
        """Show crop ``row``'s title field, selected, for the user to type a new title."""
        self.crop_list.setCurrentRow(row)
        self.editor.title.setFocus()
        self.editor.title.selectAll()

    def add_to_library(self) -> list[CardDef]:
        """Create or update a library card for every crop; returns them. Raises ``ValueError``
        (nothing written) when a crop is not ready, ``OSError``/``LibraryError`` on failure.
        A new card whose title the library has asks: keep both, replace, or rename (then
        :class:`~l5r_desktop.ui.duplicate_title.KeepEditing` is raised, nothing written)."""
        if not self.apply_corners():
            raise ValueError("the corners placed on the scan do not make a card")
        problem = self._check_plans()
        if problem:
            raise ValueError(problem)
        lib = self.library()
        replaced = duplicate_decisions(
            self, lib, [(row, plan.draft) for row, plan in enumerate(
                self._plan(i) for i in self.session.items) if plan.kind == "new"],
            self._rename)
        added: list[CardDef] = []
        kept: dict[Path, Path] = {}
        origins = ScanOrigins(self.paths.root)
        with tempfile.TemporaryDirectory(prefix="l5r-scans-") as tmp:
            for k, item in enumerate(self.session.items):
                if item.source not in kept:
                    kept[item.source] = self._keep_original(item.source)
                png = Path(tmp) / f"crop-{k}.png"
                png.write_bytes(item.crop.png_bytes(level=6))
                plan = self._plan(item)
                if plan.kind == "existing" and plan.existing_id:
                    lib.set_image(plan.existing_id, png)
                    added.append(lib.get(plan.existing_id))
                elif k in replaced:
                    added.append(replace_card(lib, replaced[k], plan.draft, png))
                elif plan.draft is not None:
                    added.append(lib.add_custom_card(plan.draft.replace(id=""), image_src=png))
                if len(added) == k + 1:  # the card's image can be cut again from the card editor
                    origins.record(added[-1].id, kept[item.source], item.crop.corners)
        return added

    def accept(self) -> None:
        """*Add to library*: every crop becomes a card, then the dialog closes."""
        if self.is_running():
            return
        from l5r_desktop.carddb.library import LibraryError

        try:
            self.added = self.add_to_library()
        except KeepEditing:
            return
        except ValueError as exc:
            QMessageBox.information(self, "Import scans", str(exc))
            return
        except (OSError, LibraryError) as exc:
            log.exception("adding scanned cards failed")
            QMessageBox.warning(self, "Import scans", f"Could not add the cards: {exc}")
            return
        self.cards_added.emit(self.added)
        super().accept()

    def done(self, result: int) -> None:
        if self.is_running() and self.worker is not None:
            self.worker.cancel()
            self._thread.quit()
            self._thread.wait()
        if self._own_library is not None:
            self._own_library.close()
            self._own_library = None
            self._library = None
        super().done(result)


def open_scan_import(paths: DataPaths, scan_files: Sequence[Path | str], *, library=None,
                     parent: QWidget | None = None) -> ScanReviewDialog:
    """Show the review dialog and start reading ``scan_files`` (files or folders).

    ``library`` is the main window's open library (cards are added through it so the window sees
    them at once); without it the dialog opens ``paths.library_file`` itself.
    """
    dialog = ScanReviewDialog(paths, library, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    dialog.show()
    dialog.start(scan_files)
    return dialog


__all__ = [
    "CornerHandle",
    "Plan",
    "ScanReviewDialog",
    "ScanWorker",
    "SourceView",
    "ask_scan_paths",
    "open_scan_import",
    "pil_to_qimage",
]
