"""The main window's card and scan imports (File › Import cards / folder / scans, and files
dropped on the window): each runs off the UI thread in its own dialog; the window shows the
outcome in its status bar and tells its work windows that the library changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.persistence.paths import DataPaths


class CardImportsMixin:
    """File › Import … and drag-and-drop of card files and scans, for
    :class:`~l5r_desktop.ui.main_window.MainWindow` (listed before ``QMainWindow`` among its
    bases, so that its drop handlers are the window's)."""

    paths: DataPaths
    work: Any  # ui.work_windows.WorkWindows
    library: Any  # carddb.library.Library (opened on first use)

    _show_status: Callable[[str], None]  # the window's status bar
    ability_pass: Any  # ui.ability_pass.AbilityPass, made when it first runs
    statusBar: Callable[[], Any]

    def start_ability_pass(self) -> None:
        """Read the abilities of the cards an import left unread, on a worker thread with
        progress and Cancel in the status bar (``ui/ability_pass.py``, issue 22)."""
        if self.ability_pass is None:
            from l5r_desktop.ui.ability_pass import AbilityPass

            self.ability_pass = AbilityPass(self.paths.library_file, self.statusBar(), self)
        self.ability_pass.start()

    def import_cards_dialog(self) -> None:
        """File › Import cards: choose card databases, deck images or image packs."""
        from l5r_desktop.ui.import_cards import ask_import_paths

        paths = ask_import_paths(self)
        if paths:
            self.import_cards(paths)

    def import_folder_dialog(self) -> None:
        """File › Import cards from a folder: an Oracle export, a cards.xml folder, an image
        pack or a FiveRingsDB export."""
        from l5r_desktop.ui.import_cards import ask_import_folder

        paths = ask_import_folder(self)
        if paths:
            self.import_cards(paths)

    def import_cards(self, paths, *, show_summary: bool = True):
        """Import card files/folders off the UI thread with progress and Cancel."""
        from l5r_desktop.ui.import_cards import ImportCardsDialog

        dialog = ImportCardsDialog(self.paths.library_file, paths, self,
                                   show_summary=show_summary)
        dialog.import_finished.connect(
            lambda summary: self._show_status(f"Import cards: {summary.headline()}"))
        dialog.import_finished.connect(lambda _summary: self.work.library_changed("import"))
        dialog.import_finished.connect(
            lambda summary: self.start_ability_pass() if summary.imported + summary.updated
            and not summary.cancelled else None)
        dialog.import_failed.connect(lambda reason: self._show_status(f"Import failed: {reason}"))
        dialog.start()
        self._import_dialog = dialog
        return dialog

    def dragEnterEvent(self, event) -> None:
        from l5r_desktop.ui.import_cards import importable_paths

        if importable_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:
        from l5r_desktop.ui.drops import classify_drop
        from l5r_desktop.ui.import_cards import importable_paths

        paths = importable_paths(event.mimeData())
        card_files, scans = classify_drop(paths)
        if card_files:
            self.import_cards(card_files)
        if scans:
            self.import_scans(scans)
        event.acceptProposedAction()

    def import_scans_dialog(self) -> None:
        """File › Import scans: choose scans or photos of cards (files or folders)."""
        from l5r_desktop.ui.scans.review import ask_scan_paths

        paths = ask_scan_paths(self)
        if paths:
            self.import_scans(paths)

    def import_scans(self, paths):
        """Find, deskew and crop cards off the UI thread, then review them as library cards."""
        from l5r_desktop.ui.scans.review import open_scan_import

        dialog = open_scan_import(self.paths, paths, library=self.library, parent=self)
        return self.keep_scan_dialog(dialog)

    def keep_scan_dialog(self, dialog):
        """Wire a scan review to the window: status, library change, asked about on quit."""
        dialog.cards_added.connect(lambda cards: self._show_status(
            f"{len(cards)} scanned card(s) added to the library"))
        dialog.cards_added.connect(lambda cards: self.work.cards_changed("scans", cards))
        self.work.watch(dialog, refresh=None)
        self._scan_dialog = dialog
        return dialog
