"""File › Open recent: the list of recently saved or opened games kept in the settings, and
the menu that shows it. Owned by :class:`~l5r_desktop.ui.save_actions.SaveActions`, which
tells it what was saved or opened and what could not be read."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMenu

from l5r_desktop.persistence.settings import save_settings


class RecentGames(QObject):
    """The recent-games list of one main window (``host`` has ``settings`` and ``paths``).

    ``open_path`` opens a chosen entry; ``status`` receives a message when the settings
    cannot be written (the list still changes for this session)."""

    changed = Signal()

    def __init__(self, host: Any, open_path: Callable[[str], object],
                 status: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.open_path = open_path
        self.status = status
        self.menu: QMenu | None = None

    def files(self) -> list[str]:
        """The recent games, newest first."""
        return list(self.host.settings.recent_files)

    def remember(self, path: Path) -> None:
        """Put ``path`` first in the list (saved or opened)."""
        self.host.settings.add_recent(str(Path(path).resolve()))
        self._changed()

    def forget(self, path: Path) -> None:
        """Take ``path`` out of the list (it cannot be opened any more)."""
        settings = self.host.settings
        text = str(Path(path).resolve())
        if text in settings.recent_files:
            settings.recent_files = [p for p in settings.recent_files if p != text]
            self._changed()

    def _changed(self) -> None:
        try:
            save_settings(self.host.paths.settings_file, self.host.settings)
        except OSError as exc:
            self.status(f"Cannot save settings: {exc}")
        self.refresh_menu()
        self.changed.emit()

    def install(self, parent: Any, title: str = "Open &recent") -> QMenu:
        """Make the menu (once) and fill it; the caller puts it into the File menu."""
        if self.menu is None:
            self.menu = QMenu(title, parent)
            self.menu.setObjectName("menu_recent")
        self.refresh_menu()
        return self.menu

    def refresh_menu(self) -> None:
        """Fill the menu (if installed) from the settings."""
        menu = self.menu
        if menu is None:
            return
        menu.clear()
        files = self.files()
        for n, name in enumerate(files, 1):
            action = menu.addAction(f"&{n} {Path(name).name}")
            action.setToolTip(name)
            action.setData(name)
            action.triggered.connect(lambda _=False, p=name: self.open_path(p))
        if not files:
            empty = menu.addAction("No recent games")
            empty.setEnabled(False)
        menu.setEnabled(True)
