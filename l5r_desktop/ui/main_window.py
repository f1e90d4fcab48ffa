"""The main window: menus, docks and status bar. It composes widgets; it never decides rules."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from l5r_desktop import APP_TITLE, __version__
from l5r_desktop.persistence.paths import DataPaths

log = logging.getLogger(__name__)


class _FirstPaintWatcher(QObject):
    """Emits ``painted`` once, after the watched widget's first paint event."""

    painted = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            obj.removeEventFilter(self)
            self.painted.emit()
        return False


class MainWindow(QMainWindow):
    """Top-level window of L5R Table."""

    first_frame_painted = Signal()

    def __init__(self, paths: DataPaths, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 860)
        self.actions_by_name: dict[str, QAction] = {}
        self._build_menus()
        placeholder = QLabel("No game open. Use File › New game to start.")
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(placeholder)
        self._paint_watcher = _FirstPaintWatcher(placeholder)
        self._paint_watcher.painted.connect(self.first_frame_painted)
        self.statusBar().showMessage(f"Data folder: {paths.root}")

    # -- menus ---------------------------------------------------------------------------------
    def _action(
        self,
        name: str,
        text: str,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        slot=None,
        *,
        enabled: bool = True,
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"action_{name}")
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        action.setEnabled(enabled)
        self.actions_by_name[name] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.setObjectName("menu_file")
        file_menu.addAction(self._action("new_game", "&New game…", "Ctrl+N", enabled=False))
        file_menu.addAction(self._action("open", "&Open…", "Ctrl+O", enabled=False))
        file_menu.addAction(self._action("save", "&Save", "Ctrl+S", enabled=False))
        file_menu.addSeparator()
        file_menu.addAction(self._action("import_cards", "Import &cards…", enabled=False))
        file_menu.addAction(self._action("import_scans", "Import s&cans…", enabled=False))
        file_menu.addSeparator()
        file_menu.addAction(self._action("quit", "&Quit", "Ctrl+Q", self.close))

        edit_menu = bar.addMenu("&Edit")
        edit_menu.setObjectName("menu_edit")
        edit_menu.addAction(self._action("undo", "&Undo", "Ctrl+Z", enabled=False))
        edit_menu.addAction(self._action("redo", "&Redo", "Ctrl+Shift+Z", enabled=False))

        view_menu = bar.addMenu("&View")
        view_menu.setObjectName("menu_view")
        view_menu.addAction(
            self._action("full_screen", "&Full screen", "F11", self._toggle_full_screen)
        )

        help_menu = bar.addMenu("&Help")
        help_menu.setObjectName("menu_help")
        help_menu.addAction(self._action("about", "&About L5R Table", None, self.show_about))

    # -- slots ---------------------------------------------------------------------------------
    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def about_text(self) -> str:
        """The text of Help › About."""
        return (
            f"<b>{APP_TITLE}</b> {__version__}<br>"
            "A rules-aware desktop table for the Legend of the Five Rings collectible card game."
            "<br>Legend of the Five Rings is a trademark of its owners; this program ships only "
            "original demo cards and artwork.<br>"
            f"Data folder: {self.paths.root}"
        )

    def show_about(self) -> None:
        QMessageBox.about(self, f"About {APP_TITLE}", self.about_text())
