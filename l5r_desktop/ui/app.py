"""QApplication start-up: resources, icon, the main window, the event loop."""

from __future__ import annotations

import logging
import os
import sys

from l5r_desktop import APP_NAME, APP_TITLE, __version__
from l5r_desktop.persistence.paths import DataPaths

log = logging.getLogger(__name__)

#: When set (milliseconds), the GUI quits that long after its first frame is painted.
#: Used by start-up benchmarks and smoke tests; a user never needs it.
EXIT_AFTER_ENV = "L5R_DESKTOP_EXIT_AFTER_MS"


def create_application(argv: list[str] | None = None):  # -> QApplication
    """The QApplication (created once), with resources loaded and the app icon set."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from l5r_desktop.ui.resources import APP_ICON, load_resources

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_TITLE)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("org.l5rtable.L5RTable")  # matches packaging/linux's .desktop
    load_resources()
    app.setWindowIcon(QIcon(APP_ICON))
    return app


def run_gui(paths: DataPaths) -> int:
    """Open the main window and run the event loop; returns the exit code."""
    app = create_application()
    from l5r_desktop.ui.main_window import MainWindow

    window = MainWindow(paths)
    window.show()
    window.saves.offer_recovery_later()
    exit_after = os.environ.get(EXIT_AFTER_ENV)
    if exit_after:
        from PySide6.QtCore import QTimer

        window.first_frame_painted.connect(
            lambda: QTimer.singleShot(int(exit_after), app.quit)
        )
    log.info("main window shown")
    return int(app.exec())
